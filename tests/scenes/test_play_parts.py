"""The play scene's parts on their own, and the one-way path of a drop: the event, the table
model, the rules, the layout, the save."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import IllegalAction, Play, Refusal, RoundState, RuleSet, Tile, full_set
from game.scenes.play.action_bar import ActionBar
from game.scenes.base import Scene
from game.scenes.play.callouts import Callouts
from game.scenes.play.scene import PlayScene
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.tile_motion import TileMotion
from game.scenes.play.intents import DrawFromYard, LiftFromYard
from game.scenes.play.yard_view import YardView
from game.seats import Seat
from game.store.settings import Settings
from table_probe import probe

T = Tile.parse
SCENES = Path(__file__).resolve().parents[2] / "game" / "scenes" / "play"
PARTS = ("scene", "hand_view", "yard_view", "barnyard_view", "seat_panels", "action_bar",
         "callouts", "tile_motion", "move_show", "humans", "seat_driver", "selection")


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def event(kind, **fields):
    return pygame.event.Event(kind, **fields)


def two_seats(app, seats=None):
    """Seat 1 (an AI) sets 9-9; seat 0, a human, is to play and holds 9-5 and 9-4."""
    mine = [T(s) for s in ("9-5", "9-4", "3-1", "6-0", "8-7")]
    theirs = [T(s) for s in ("9-9", "7-1", "5-5", "2-0", "6-3")]
    rest = [t for t in full_set(9) if t not in mine + theirs]
    random.Random(3).shuffle(rest)
    match = Match(RuleSet(), seats or [Seat("Ana"), Seat("Hen", "medium", pace=0.0)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(RuleSet(), [mine, theirs], rest)
    match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return match, scene


def test_the_scene_is_made_of_parts_not_mixins():
    assert PlayScene.__bases__ == (Scene,)
    for name in ("play_input", "play_moves", "play_draw"):
        assert not (SCENES / f"{name}.py").exists()


def test_no_part_reads_another_objects_private_attributes():
    for name in PARTS:
        tree = ast.parse((SCENES / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                    and not node.attr.startswith("__") and node.attr != "_replace":
                owner = node.value
                assert isinstance(owner, ast.Name) and owner.id == "self", \
                    f"{name}.py:{node.lineno} reads .{node.attr} of another object"


def test_the_yard_turns_clicks_and_drags_into_draws():
    pygame.init()
    meant = []
    yard = YardView(TableGeometry((1280, 720), 2, 0), lambda intent: meant.append(intent) or True,
                    lambda: None, lambda: 60)
    pile = yard.geometry.yard_rect
    far = (pile.centerx - 200, pile.centery - 200)
    assert not yard.handle(event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)) and meant == []
    # A click on the pile draws from the pile.
    assert yard.handle(event(pygame.MOUSEBUTTONDOWN, pos=pile.center, button=1)) and meant == []
    assert yard.handle(event(pygame.MOUSEBUTTONUP, pos=pile.center, button=1))
    assert meant == [DrawFromYard()]
    # A tile pulled off the pile is lifted, then drawn where it is let go.
    meant.clear()
    yard.handle(event(pygame.MOUSEBUTTONDOWN, pos=pile.center, button=1))
    assert yard.handle(event(pygame.MOUSEMOTION, pos=far, rel=(0, 0)))
    assert meant == [LiftFromYard(far)]
    assert yard.drag == far
    assert yard.handle(event(pygame.MOUSEBUTTONUP, pos=far, button=1))
    assert meant == [LiftFromYard(far), DrawFromYard(far)]
    # Put back on the pile: nothing is drawn.
    meant.clear()
    yard.handle(event(pygame.MOUSEBUTTONDOWN, pos=pile.center, button=1))
    yard.handle(event(pygame.MOUSEMOTION, pos=far, rel=(0, 0)))
    assert yard.handle(event(pygame.MOUSEBUTTONUP, pos=pile.center, button=1))
    assert meant == [LiftFromYard(far)]
    assert yard.press is None and yard.drag is None


def test_the_action_bar_stacks_the_offered_buttons_from_the_bottom_up():
    pygame.init()
    pressed = []
    bar = ActionBar(pressed.append, App((1280, 720), settings=Settings(), seed=1).audio,
                    TableGeometry((1280, 720), 3, 0))
    bar.place(bar.geometry)
    bar.show(draw=True, pass_=False, announce="Ana: Chickenlittle!", catch="Catch Hen!")
    shown = [n for n, b in bar.buttons.items() if b.visible]
    assert shown == ["draw", "announce", "catch"]
    tops = [bar.buttons[n].rect.top for n in shown]
    assert tops == sorted(tops, reverse=True)  # the first offered is lowest
    assert bar.buttons["announce"].label == "Ana: Chickenlittle!"
    assert bar.buttons["catch"].label == "Catch Hen!"
    button = bar.buttons["catch"]
    bar.handle(event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    bar.handle(event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    assert pressed == ["catch"]


def test_callouts_say_seats_by_name_and_fade():
    match = Match(RuleSet(), [Seat("Ana"), Seat("Hen", "easy")], seed=1)
    callouts = Callouts(match)
    callouts.refuse(Refusal("not_your_turn", 0, other=1))
    assert callouts.toast is not None and callouts.toast.tone == "error"
    assert callouts.toast.message == "It is Hen's turn, not Ana's"
    callouts.update(3.0)
    assert callouts.toast is None


def test_tile_motion_reports_what_landed():
    motion = TileMotion()
    tile = T("9-5")
    motion.glide(tile, (0.0, 0.0, 0.0), (100.0, 50.0, 90.0), 0.2, True, "barnyard")
    assert motion.busy and motion.flying_in() == {tile}
    assert not motion.update(0.1).landed
    arrived = motion.update(0.2)
    assert [f.tile for f in arrived.landed] == [tile] and not motion.busy


def test_a_drop_goes_one_way_through_the_table_and_is_saved():
    from game.store.save import load_match

    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    app.files.autosave = True
    match, scene = two_seats(app)
    tile, on = T("9-5"), T("9-9")
    lit = scene.table.preview(Play(0, tile, on))
    goal = probe(scene).camera.to_screen(*lit.centre)
    start = tuple(round(v) for v in probe(scene).hand_positions()[tile])
    app.step(1 / 60, events=[event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.step(1 / 60, events=[event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 50),
                                   rel=(0, -50), buttons=(1, 0, 0))])
    goal = (round(goal[0]), round(goal[1]))
    app.step(1 / 60, events=[event(pygame.MOUSEMOTION, pos=goal, rel=(0, 0), buttons=(1, 0, 0)),
                             event(pygame.MOUSEBUTTONUP, pos=goal, button=1)])
    placed = match.state.barnyard[-1]
    assert (placed.tile, placed.on, placed.seat) == (tile, on, 0)
    assert probe(scene).layout.placements[tile] == lit  # where its lit end showed
    assert list(probe(scene).layout.placements) == [p.tile for p in match.state.barnyard]
    assert probe(scene).held.get(tile) == "snap"  # the dragged tile is pulled into its slot
    saved = load_match()
    assert saved.state.history == match.state.history  # saved with the play in it


def test_a_refused_play_is_the_rules_sentence_and_changes_nothing():
    app = App((1280, 720), settings=Settings(), seed=1)
    match, scene = two_seats(app)
    history = list(match.state.history)
    with pytest.raises(IllegalAction):
        scene.table.apply(Play(0, T("3-1"), T("9-9")))
    assert not scene.play(Play(0, T("3-1"), T("9-9")))
    assert probe(scene).toast is not None and probe(scene).toast.tone == "error"
    assert probe(scene).toast.message == "3-1 does not match 9-9: it needs a 9"
    assert match.state.history == history and T("3-1") not in probe(scene).layout


def test_the_pending_spokes_are_outlined_and_counted_from_the_barnyard():
    app = App((1280, 720), settings=Settings(), seed=1)
    match, scene = two_seats(app)
    assert len(scene.barnyard.open_slots()) == match.state.barnyard.needed == 4
    # Each free spoke of the double is a target of its own for the play.
    targets = probe(scene).targets_for(T("9-5"))
    assert {t.action for t in targets} == {Play(0, T("9-5"), T("9-9"))}
    assert [t.slot for t in targets] == [0, 1, 2, 3]
    assert scene.play(targets[0].action)
    assert len(scene.barnyard.open_slots()) == match.state.barnyard.needed == 3
