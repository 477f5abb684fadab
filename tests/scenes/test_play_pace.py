"""Pace: computer moves show one at a time, each after the table has been still for the seat's
pace (its `pace` times the Opponents setting's seconds), measured in game time through
app.step(dt); Space hurries. After a person's play the next computer seat waits while it may be
taken back, the Undo button draining as that time runs out."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Draw, Pass, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.scene import PlayScene
from game.scenes.play.seat_driver import UNDO_GRACE
from game.seats import Seat
from game.store.settings import OPPONENT_SECONDS, Settings
from table_probe import probe

T = Tile.parse
DT = 1 / 30
TURNS = (Play, Draw, Pass)  # a computer's moves (its calls come with them)


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def watched(opponents: str, paces=(1.0, 1.5, 0.5, 1.0)):
    """Four easy computer seats (paces as a table file gives them), nobody at the screen."""
    app = App((1280, 720), settings=Settings(opponents=opponents), seed=1)
    app.files.autosave = False
    seats = [Seat(name, "easy", pace=pace)
             for name, pace in zip(("Hen", "Rooster", "Chick", "Bantam"), paces)]
    match = Match(RuleSet(), seats, seed=4)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    return app, match, scene


def computer_moves(app, match, scene, moves: int, dt: float = DT):
    """Step until `moves` computer moves have shown (or the round ends): for each, the game
    time it was made, its seat, and the time it had shown (a play: its tile has landed)."""
    made: list[list] = []  # [time made, seat, time shown or None]
    seen, clock = len(match.state.history), 0.0
    while len(made) < moves and not match.state.is_over and clock < 200:
        app.step(dt)
        clock += dt
        for action in match.state.history[seen:]:
            if isinstance(action, TURNS):
                made.append([clock, action.seat, None if isinstance(action, Play) else clock])
        seen = len(match.state.history)
        for move in made:
            if move[2] is None and not scene.motion.busy:
                move[2] = clock
    return made


@pytest.mark.parametrize("opponents", ["relaxed", "normal", "brisk"])
def test_no_two_computer_moves_closer_than_the_pace(opponents):
    app, match, scene = watched(opponents)
    seconds = OPPONENT_SECONDS[opponents]
    made = computer_moves(app, match, scene, 14)
    assert len(made) >= 10
    gaps = []
    for (_, _, shown), (at, seat, _) in zip(made, made[1:]):
        pace = match.seats[seat].pace * seconds
        assert at - shown >= pace - 1e-9, (at - shown, pace)
        gaps.append(at - shown - pace)
    assert min(gaps) < 2 * DT  # an easy seat shows its move as soon as its pace is up


def test_a_held_space_runs_the_table_four_times_as_fast():
    app, match, scene = watched("normal", paces=(1.0,) * 4)
    app.step(DT, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                            unicode=" ")])
    assert scene.hurry
    made = computer_moves(app, match, scene, 8)
    gaps = [at - shown for (_, _, shown), (at, _, _) in zip(made, made[1:])]
    assert all(gap >= 1.2 / 4 - 1e-9 for gap in gaps), gaps
    assert sorted(gaps)[len(gaps) // 2] < 1.2 / 2  # most a quarter of the pace apart


def test_a_press_of_space_cuts_the_pause_short():
    app, match, scene = watched("relaxed", paces=(1.0,) * 4)
    made = computer_moves(app, match, scene, 2)
    seen = len(match.state.history)
    while scene.motion.busy:
        app.step(DT)
    app.step(DT)
    assert len(match.state.history) == seen  # the table is still, pausing 1.8 s
    app.step(DT, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                            unicode=" "),
                         pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0)])
    app.step(DT)
    assert len(match.state.history) > seen  # the next move at once
    assert not scene.hurry


# ----------------------------------------------------------------- the undo window
def you_and_hen(hen_pace: float, mine=("9-5", "9-4", "3-1", "6-0", "8-7"), yard_first=(),
                hens=("9-9", "7-1", "5-5", "2-0", "6-3")):
    """Hen (easy) has set 9-9; you are to play, holding `mine`."""
    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = False
    mine = [T(s) for s in mine]
    theirs = [T(s) for s in hens]
    first = [T(s) for s in yard_first]
    rest = [t for t in full_set(9) if t not in mine + theirs + first]
    random.Random(3).shuffle(rest)
    match = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy", pace=hen_pace)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(RuleSet(), [mine, theirs], first + rest)
    match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return app, match, scene


def frames(app, seconds, dt=1 / 60):
    for _ in range(round(seconds / dt)):
        app.step(dt)


def click(app, pos):
    app.step(1 / 60, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_undo_still_works_at_two_and_a_half_seconds_and_hen_waits():
    app, match, scene = you_and_hen(hen_pace=0.0)  # Hen would move at once
    play = Play(0, T("9-5"), T("9-9"))
    scene.play(play)
    frames(app, 1.0)
    undo = probe(scene).buttons["undo"]
    early = scene.actions.undo_share
    frames(app, 1.5)
    assert match.state.history[-1] == play  # Hen waits
    assert undo.visible and 0 < scene.actions.undo_share < early < 1  # draining
    click(app, undo.rect.center)
    assert match.state.history[-1] != play and T("9-5") in match.state.hands[0]
    assert probe(scene).toast.message == "You take back 9-5"


def test_the_undo_button_goes_away_when_its_window_closes():
    app, match, scene = you_and_hen(hen_pace=30.0)  # Hen is slow to move
    play = Play(0, T("9-5"), T("9-9"))
    scene.play(play)
    frames(app, UNDO_GRACE - 0.2)
    assert probe(scene).buttons["undo"].visible
    frames(app, 0.4)
    assert match.state.history[-1] == play  # Hen has not moved yet...
    assert not probe(scene).buttons["undo"].visible  # ...but the window has closed: no Undo


def test_hen_moves_when_the_window_closes():
    app, match, scene = you_and_hen(hen_pace=0.5)
    play = Play(0, T("9-5"), T("9-9"))
    scene.play(play)
    frames(app, UNDO_GRACE - 0.1)
    assert match.state.history[-1] == play
    frames(app, 0.3)
    assert match.state.history[-1].seat == 1


def test_a_press_elsewhere_closes_the_window():
    app, match, scene = you_and_hen(hen_pace=0.0)
    play = Play(0, T("9-5"), T("9-9"))
    scene.play(play)
    frames(app, 0.5)
    x, y = probe(scene).hand_positions()[T("3-1")]
    click(app, (round(x), round(y)))  # a tile touched: the player has moved on
    frames(app, 0.1)
    assert match.state.history[-1].seat == 1
    assert not probe(scene).buttons["undo"].visible


def test_a_key_on_the_hand_closes_the_window_too():
    app, match, scene = you_and_hen(hen_pace=0.0)
    scene.play(Play(0, T("9-5"), T("9-9")))
    frames(app, 0.5)
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                                unicode="")])  # the ring moves on
    frames(app, 0.1)
    assert match.state.history[-1].seat == 1


def test_the_clicks_that_play_leave_the_window_open():
    app, match, scene = you_and_hen(hen_pace=0.0)
    x, y = probe(scene).hand_positions()[T("9-5")]
    click(app, (round(x), round(y)))
    tx, ty = probe(scene).target_screen(probe(scene).targets[0])
    click(app, (round(tx), round(ty)))  # the press on the lit end plays it
    assert match.state.history[-1] == Play(0, T("9-5"), T("9-9"))
    frames(app, UNDO_GRACE - 0.5)
    assert match.state.history[-1].seat == 0 and probe(scene).buttons["undo"].visible


def test_space_closes_the_window():
    app, match, scene = you_and_hen(hen_pace=0.0)
    scene.play(Play(0, T("9-5"), T("9-9")))
    frames(app, 0.5)
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                                unicode=" "),
                             pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0)])
    frames(app, 0.1)
    assert match.state.history[-1].seat == 1 and not probe(scene).buttons["undo"].visible


# ----------------------------------------------------------------- nothing behind your back
NOTHING_FITS = ("3-1", "6-0", "8-7", "4-2", "5-2")


def test_an_automatic_draw_glides_in_from_the_yard_and_is_marked_new():
    app, match, scene = you_and_hen(hen_pace=1.0, mine=NOTHING_FITS, yard_first=("3-2",))
    drawn = T("3-2")
    for _ in range(120):
        app.step(1 / 60)
        if match.state.history[-1] == Draw(0):
            break
    assert match.state.history[-1] == Draw(0)
    flight = next(f for f in probe(scene).flights if f.tile is drawn)
    assert flight.to == "hand" and flight.face
    start = flight.glide.pose()[:2]
    assert scene.geometry.yard_rect.collidepoint(start)  # from the chicken yard
    assert scene.hand.look().drawn == {drawn}
    frames(app, 0.5)
    assert drawn in probe(scene).hand_tiles()  # landed, marked
    x, y = probe(scene).hand_positions()[drawn]
    length = scene.hand.length()
    above = pygame.Rect(0, 0, length // 2, length // 3)
    above.midbottom = (round(x), round(y - length / 2))
    brass = sum(tuple(app.screen.get_at((px, py)))[:3] == (236, 186, 92)
                for px in range(above.left, above.right) for py in range(above.top, above.bottom))
    assert brass > above.width * 4  # the "new" tab over it
    frames(app, 1.0)
    assert match.state.history[-1] == Pass(0)
    assert scene.hand.look().drawn == {drawn}  # still marked while the others play
    while match.state.to_act != 0 or len(match.state.history) < 5:
        app.step(1 / 60)
    assert scene.hand.look().drawn == frozenset()  # your next turn: no longer new


def test_an_automatic_pass_is_said_over_the_hand():
    app, match, scene = you_and_hen(hen_pace=30.0, mine=NOTHING_FITS, yard_first=("3-2",))
    frames(app, 3.0)
    assert match.state.history[-1] == Pass(0)
    assert scene.callouts.hand_note.message == "No tile fits: you pass"
    note = scene.floating_rects()["hand note"]
    hand = scene.geometry.hand_rect
    assert note.bottom <= hand.top and abs(note.centerx - hand.centerx) <= 2


def test_the_hand_looks_right_on_the_first_frame_of_the_turn():
    app, match, scene = you_and_hen(hen_pace=0.0, hens=("9-9", "9-8", "5-5", "2-0", "6-3"))
    scene.play(Play(0, T("9-5"), T("9-9")))
    while match.state.to_act != 0:
        app.step(1 / 60)
    assert scene.motion.busy  # Hen's tile is still on its way...
    legal = {a.tile for a in match.state.legal_actions() if isinstance(a, Play)}
    assert scene.hand.look().playable == legal  # ...and the hand already shows what fits
    assert legal != set(match.state.hands[0])


def test_dim_unplayable_off_greys_no_tile():
    app, match, scene = you_and_hen(hen_pace=30.0)
    x, y = probe(scene).hand_positions()[T("3-1")]  # fits nowhere
    dimmed = tuple(app.screen.get_at((round(x), round(y + scene.hand.length() / 8))))
    assert scene.hand.look().playable == {T("9-5"), T("9-4")}
    app.settings.dim_unplayable = False
    app.step(1 / 60)
    assert scene.hand.look().playable is None
    plain = tuple(app.screen.get_at((round(x), round(y + scene.hand.length() / 8))))
    assert sum(plain[:3]) > sum(dimmed[:3]) + 60  # the face as bright as any other


def test_watching_nobody_takes_back_a_computers_play():
    """A watched table (undo "always", the default) offers no Undo: Z takes nothing back."""
    app, match, scene = watched("brisk")
    bottom = probe(scene).bottom  # the seat at the foot of the screen (a computer here)
    def bottom_just_played() -> bool:
        last = match.state.history[-1] if match.state.history else None
        return isinstance(last, Play) and last.seat == bottom and last.on is not None

    while not bottom_just_played():
        app.step(DT)
    before = list(match.state.history)
    assert scene.undo_seat() is None and not probe(scene).buttons["undo"].visible
    app.step(DT, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0,
                                            unicode="z", scancode=0)])
    assert match.state.history[:len(before)] == before


def test_a_computer_shows_its_play_once_the_table_has_worked_out_where_its_tile_goes():
    """The layout is worked out ahead, a slice a frame (game/layout/ahead.py): a computer's
    decided play waits for it rather than the table stopping for a long search in one frame."""
    app, match, scene = watched("quick")
    table = scene.table
    slices = []
    table.work_ahead = slices.append  # the table gets no slice: no tile's place worked out
    for _ in range(240):  # 8 s: far past every seat's pace
        app.step(DT)
    assert slices  # each frame offered the layout its slice
    assert not [a for a in match.state.history if isinstance(a, Play)]  # not even the double
    del table.work_ahead  # the slices come again: the play shows
    made = computer_moves(app, match, scene, 1)
    assert made and isinstance(match.state.history[0], Play)
