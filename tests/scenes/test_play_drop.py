"""Drop where you mean, headless with posted mouse events: a tile dropped on a free spoke or toe
slot goes into that slot (the record is the rules' own, Continue and undo keep the picture), and
a drop where the tile cannot go says why in the rules' words."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.scene import PlayScene
from game.scenes.resume import resume_scene
from game.seats import Seat
from game.store.save import load_saved
from game.store.settings import Settings

import pointer
from pointer import post
from table_probe import probe

T = Tile.parse
MINE = ("9-5", "9-4", "4-2", "5-3", "5-1", "5-0", "0-0")
THEIRS = ("9-9", "9-8", "9-7", "5-5", "8-1", "7-2", "6-6")
#: After seat 1 sets 9-9: the cross (seat 0 east, seat 1 west, ...), 4-2 on 9-4, then 5-5 on
#: 9-5, a chicken foot whose three toes seat 0 holds.
SCRIPT = [Play(0, T("9-5"), T("9-9")), Play(1, T("9-8"), T("9-9")),
          Play(0, T("9-4"), T("9-9")), Play(1, T("9-7"), T("9-9")),
          Play(0, T("4-2"), T("9-4")), Play(1, T("5-5"), T("9-5"))]


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def at_table(done: int = 0, hen_pace: float = 30.0, save: bool = False
             ) -> tuple[App, Match, PlayScene]:
    """Seat 1 (Hen, a slow AI) sets 9-9, the first `done` plays of SCRIPT are made, and seat 0
    (a human) is shown the table."""
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    app.files.autosave = save
    mine, theirs = [T(t) for t in MINE], [T(t) for t in THEIRS]
    rest = [t for t in full_set(9) if t not in mine + theirs]
    random.Random(3).shuffle(rest)
    rules = RuleSet(chickenlittle="off")
    match = Match(rules, [Seat("You"), Seat("Hen", "medium", pace=hen_pace)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(rules, [mine, theirs], rest)
    match.apply(match.state.legal_actions()[0])
    for action in SCRIPT[:done]:
        match.apply(action)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    probe(scene).camera.snap()  # the view stands still: screen points stay where they were measured
    return app, match, scene


def drag(app: App, scene: PlayScene, tile: Tile, end: tuple[int, int], steps: int = 6) -> None:
    """Press on `tile` in the hand, carry it to `end` and let go there."""
    start = tuple(round(v) for v in probe(scene).hand_positions()[tile])
    pointer.drag(app, (start[0], start[1]), end, steps)


def screen(scene: PlayScene, point: tuple[float, float]) -> tuple[int, int]:
    x, y = probe(scene).camera.to_screen(*point)
    return round(x), round(y)


def drop_into(app: App, scene: PlayScene, play: Play, slot: int) -> object:
    """Drag `play`'s tile onto `slot` of its double; the pose that slot showed before."""
    pose = scene.table.preview(play, slot)
    drag(app, scene, play.tile, screen(scene, pose.centre))
    return pose


@pytest.mark.parametrize("slot", [0, 1, 2, 3])
def test_a_drop_on_each_free_spoke_of_the_cross_goes_into_that_slot(slot: int) -> None:
    app, match, scene = at_table()
    play = SCRIPT[0]
    assert scene.table.free_slots() == [0, 1, 2, 3]
    pose = drop_into(app, scene, play, slot)
    assert match.state.history[-1] == play  # the record: the same action whatever the slot
    assert probe(scene).layout.placements[play.tile] == pose
    assert scene.table.pictured(match.state.barnyard[-1]).slot == slot
    assert scene.table.free_slots() == [s for s in range(4) if s != slot]


@pytest.mark.parametrize("slot", [0, 1, 2])
def test_a_drop_on_each_free_toe_of_a_foot_goes_into_that_slot(slot: int) -> None:
    app, match, scene = at_table(done=len(SCRIPT))
    assert match.state.barnyard.pending == T("5-5") and scene.table.free_slots() == [0, 1, 2]
    play = Play(0, T("5-3"), T("5-5"))
    pose = drop_into(app, scene, play, slot)
    assert match.state.history[-1] == play
    assert probe(scene).layout.placements[play.tile] == pose
    assert scene.table.pictured(match.state.barnyard[-1]).slot == slot


def test_each_slot_lights_on_its_own_under_the_dragged_tile() -> None:
    app, match, scene = at_table()
    play = SCRIPT[0]
    poses = [scene.table.preview(play, slot) for slot in range(4)]
    start = tuple(round(v) for v in probe(scene).hand_positions()[play.tile])
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40), buttons=(1, 0, 0))
    app.step(1 / 60)
    for slot, pose in enumerate(poses):
        near = scene.barnyard.target_at(probe(scene).targets, screen(scene, pose.centre))
        assert near is not None and near.slot == slot and near.placement == pose
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    app.step(1 / 60)


def test_the_computer_seats_take_the_first_free_slot_after_a_chosen_one() -> None:
    app, match, scene = at_table(hen_pace=0.0)
    drop_into(app, scene, SCRIPT[0], 3)  # south
    for _ in range(200):
        if len(match.state.barnyard) == 3:
            break
        app.step(1 / 20)
    hen = match.state.barnyard[-1]
    assert hen.seat == 1 and scene.table.pictured(hen).slot == 0  # east: the first free one
    centres = {probe(scene).layout.placements[p.tile].centre for p in match.state.barnyard}
    assert len(centres) == 3 and probe(scene).layout.clean


def test_continue_draws_the_same_barnyard() -> None:
    app, match, scene = at_table(save=True)
    drop_into(app, scene, SCRIPT[0], 3)
    saved = load_saved()
    assert saved.match.state.history == match.state.history
    again = resume_scene(app, saved.match, saved.screen)
    assert isinstance(again, PlayScene)
    assert probe(again).layout.placements == probe(scene).layout.placements
    assert again.table.free_slots() == [0, 1, 2]


def test_undo_takes_the_choice_back_with_the_tile() -> None:
    app, match, scene = at_table(save=True)
    drop_into(app, scene, SCRIPT[0], 2)
    assert match.slots == {T("9-5"): 2}
    assert scene.undo()
    assert match.slots == {} and scene.table.free_slots() == [0, 1, 2, 3]
    assert load_saved().match.slots == {}  # saved after stepping back
    for _ in range(30):
        app.step(1 / 30)  # the tile glides home
    pose = drop_into(app, scene, SCRIPT[0], 1)
    assert probe(scene).layout.placements[T("9-5")] == pose and match.slots == {T("9-5"): 1}


def test_enter_plays_into_the_slot_the_arrow_keys_chose() -> None:
    app, match, scene = at_table()
    play = SCRIPT[0]
    pose = scene.table.preview(play, 2)
    # the ring rests on the first tile that fits: the first Down lights its places (issue 32)
    for code in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN):
        post(pygame.KEYDOWN, key=code, mod=0, unicode="")
        app.step(1 / 60)
    assert match.state.history[-1] == play
    assert probe(scene).layout.placements[play.tile] == pose


# ----------------------------------------------------------------- refused drops
def end_of(scene: PlayScene, tile: str) -> tuple[int, int]:
    end = probe(scene).layout.end_point(T(tile))
    assert end is not None
    return screen(scene, end)


def centre_of(scene: PlayScene, tile: str) -> tuple[int, int]:
    return screen(scene, probe(scene).layout.placements[T(tile)].centre)


def refused(app: App, scene: PlayScene, match: Match, tile: str, where: tuple[int, int],
            tone: str = "error") -> str:
    """Drop `tile` at `where`; nothing changes and the toast says why."""
    history = list(match.state.history)
    drag(app, scene, T(tile), where)
    assert match.state.history == history and T(tile) in match.state.hands[0]
    assert probe(scene).toast is not None and probe(scene).toast.tone == tone
    return probe(scene).toast.message


def test_a_tile_dropped_on_an_end_it_does_not_match_says_the_number_needed() -> None:
    app, match, scene = at_table(done=4)
    assert refused(app, scene, match, "4-2", end_of(scene, "9-8")) == \
        "4-2 does not match 9-8: it needs an 8"


def test_a_tile_that_fits_nowhere_says_so_where_it_was_dropped() -> None:
    app, match, scene = at_table(done=4)
    assert refused(app, scene, match, "0-0", end_of(scene, "9-7")) == \
        "0-0 does not match any open end"


def test_a_tile_dropped_on_a_tile_with_no_open_end_says_so() -> None:
    app, match, scene = at_table(done=4)
    assert refused(app, scene, match, "4-2", centre_of(scene, "9-9")) == \
        "9-9 has no open end: something already hangs from it"


def test_a_drop_on_a_spoke_while_the_cross_is_open_says_the_spokes_come_first() -> None:
    app, match, scene = at_table(done=2)
    assert refused(app, scene, match, "5-3", end_of(scene, "9-5")) == \
        "The spokes around 9-9 need 2 more tiles first"


def test_a_drop_elsewhere_while_a_foot_is_open_says_its_toes_come_first() -> None:
    app, match, scene = at_table(done=len(SCRIPT))
    assert refused(app, scene, match, "5-3", end_of(scene, "4-2")) == \
        "The chicken foot on 5-5 needs 3 more toes first"


def test_a_wrong_tile_on_a_toe_slot_says_the_number_needed() -> None:
    app, match, scene = at_table(done=len(SCRIPT))
    slot = scene.barnyard.open_slots()[1]
    centre = (sum(x for x, _ in slot) / len(slot), sum(y for _, y in slot) / len(slot))
    assert refused(app, scene, match, "0-0", screen(scene, centre)) == \
        "0-0 does not match 5-5: it needs a 5"


def test_a_drag_out_of_turn_says_whose_turn_it_is() -> None:
    app, match, scene = at_table(done=1)  # Hen (slow) is to act
    assert match.state.to_act == 1
    assert refused(app, scene, match, "9-4", centre_of(scene, "9-9"), "info") == \
        "Wait: it is Hen's turn"


def test_a_drop_on_the_tile_of_a_lit_end_plays_there() -> None:
    app, match, scene = at_table(done=4)
    drag(app, scene, T("4-2"), centre_of(scene, "9-4"))
    assert match.state.history[-1] == Play(0, T("4-2"), T("9-4"))


def test_a_drop_on_the_empty_felt_slides_back_quietly() -> None:
    app, match, scene = at_table(done=4)
    corner = (scene.geometry.barnyard_rect.left + 5, scene.geometry.barnyard_rect.top + 5)
    history = list(match.state.history)
    drag(app, scene, T("4-2"), corner)
    assert match.state.history == history and probe(scene).toast is None


def test_a_tile_let_go_over_the_hand_aims_at_no_barnyard_tile() -> None:
    app, match, scene = at_table(done=4)
    hand = scene.geometry.hand_rect.center
    assert scene.barnyard.meant(hand) is None
    history = list(match.state.history)
    drag(app, scene, T("4-2"), (hand[0] + 60, hand[1]))
    assert match.state.history == history and probe(scene).toast is None
