"""Undo at the table: Ctrl+Z, Z or the Undo button take back the shown human's last play while
no other seat has acted since; never a draw; the save and its round record stay consistent."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Draw, Play, RoundState, RuleSet, Tile, full_set
from game.rules.referee import verdict
from game.scenes.play.scene import PlayScene
from game.scenes.play.table_settings import undo_offered, undo_policy
from game.seats import Seat
from game.store.save import load_match, match_to_doc
from game.store.settings import Settings
from table_probe import probe

T = Tile.parse


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")


def table(mine, yard_first=(), seats=None, policy=None, save=False):
    """Seat 1 (a slow AI) sets 9-9; seat 0, a human, is to act holding `mine`."""
    settings = Settings(animation_speed="fast")
    if policy is not None:
        settings.undo = policy  # the setting as the Settings screen will keep it
    app = App((1280, 720), settings=settings, seed=1)
    app.files.autosave = save
    mine = [T(s) for s in mine]
    theirs = [T(s) for s in ("9-9", "7-1", "5-5", "2-0", "6-3")]
    first = [T(s) for s in yard_first]
    rest = [t for t in full_set(9) if t not in mine + theirs + first]
    random.Random(3).shuffle(rest)
    seats = seats or [Seat("You"), Seat("Hen", "medium", pace=30.0)]
    match = Match(RuleSet(), seats, seed=1)
    match.game.round_number = 1
    match.state = RoundState(RuleSet(), [mine, theirs], first + rest)
    match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return app, match, scene


HAND = ("9-5", "9-4", "3-1", "6-0", "8-7")


def test_ctrl_z_takes_back_the_play_and_the_tile_glides_home():
    app, match, scene = table(HAND)
    before = list(match.state.history)
    assert not probe(scene).buttons["undo"].visible
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60)
    assert probe(scene).buttons["undo"].visible  # Hen is still thinking
    app.step(1 / 60, events=[key(pygame.K_z, pygame.KMOD_CTRL)])
    assert match.state.history == before
    assert T("9-5") in match.state.hands[0] and T("9-5") not in probe(scene).layout
    assert any(f.tile == T("9-5") and f.to == "hand" for f in probe(scene).flights)
    assert probe(scene).toast.message == "You take back 9-5"
    assert match.undos == [1, 0]
    assert probe(scene).ai is None and scene.state.to_act == 0
    assert not probe(scene).buttons["undo"].visible
    for _ in range(40):
        app.step(1 / 60)
    assert T("9-5") in probe(scene).hand_tiles()  # landed back in the hand
    assert scene.play(Play(0, T("9-4"), T("9-9")))  # and the round goes on


def test_the_undo_button_does_it_too():
    app, match, scene = table(HAND)
    scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60)
    at = probe(scene).buttons["undo"].rect.center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                                buttons=(0, 0, 0)),
                             pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert T("9-5") in match.state.hands[0] and match.undos == [1, 0]


def test_no_undo_once_another_seat_has_acted():
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "easy", pace=0.0)])
    scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(240):  # past the grace the computer seat gives a play that may be undone
        app.step(1 / 60)
        if match.state.history[-1].seat == 1:
            break
    assert match.state.history[-1].seat == 1
    history = list(match.state.history)
    assert scene.handle(key(pygame.K_z))
    assert match.state.history == history and match.undos == [0, 0]
    assert probe(scene).toast.tone == "error" and "Hen has acted since" in probe(scene).toast.message


def test_a_draw_is_never_undone_and_a_play_after_it_goes_back_to_just_after_it():
    app, match, scene = table(("3-1", "6-0", "8-7", "4-2", "5-2"), yard_first=("9-5",))
    scene.press_button("draw")
    assert isinstance(match.state.history[-1], Draw)
    app.step(1 / 60, events=[key(pygame.K_z)])
    assert isinstance(match.state.history[-1], Draw)  # refused
    assert probe(scene).toast.message == "A draw cannot be undone: the tile has been seen"
    for _ in range(40):
        app.step(1 / 60)
    after_draw = list(match.state.history)
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60, events=[key(pygame.K_z)])
    assert match.state.history == after_draw and match.state.has_drawn
    assert T("9-5") in match.state.hands[0] and match.undos == [1, 0]
    app.step(1 / 60, events=[key(pygame.K_z)])
    assert match.state.history == after_draw  # the draw stays


def test_the_setting_decides_when_undo_is_offered():
    settings = Settings()
    one = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy")], seed=1)
    two = Match(RuleSet(), [Seat("You"), Seat("Ana")], seed=1)
    assert undo_policy(settings) == "always"  # the default: between people too
    assert undo_offered(settings, one) and undo_offered(settings, two)
    settings.undo = "against-computers"
    assert undo_offered(settings, one) and not undo_offered(settings, two)
    settings.undo = "never"
    assert not undo_offered(settings, one)
    app, match, scene = table(HAND, policy="never")
    scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60)
    assert not probe(scene).buttons["undo"].visible
    app.step(1 / 60, events=[key(pygame.K_z, pygame.KMOD_CTRL)])
    assert T("9-5") not in match.state.hands[0]
    assert probe(scene).toast.message == "Undo is off at this table (Settings)"


def test_the_save_and_its_record_stay_consistent_after_an_undo():
    app, match, scene = table(HAND, save=True)
    scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60, events=[key(pygame.K_z)])
    scene.play(Play(0, T("9-4"), T("9-9")))
    app.step(1 / 60)
    saved = load_match()
    assert saved.undos == [1, 0]
    assert saved.state.history == match.state.history
    doc = match_to_doc(match)
    status, said = verdict(doc["current"])
    assert status == 0 and said["ok"] and not said["finished"]
    played = [a["play"] for a in doc["current"]["actions"] if "play" in a]
    assert played == ["9-9", "9-4"]  # the undone 9-5 is not in it


def test_the_score_sheet_shows_the_undos():
    from game.scenes.score import ScoreScene

    app, match, scene = table(HAND)
    match.undos = [2, 0]
    sheet = ScoreScene(app, match)
    surface = pygame.Surface((1280, 720))
    sheet.draw(surface)  # draws "undos: 2" under the total (no error, no overlap check)


def test_a_quick_computer_seat_waits_while_the_play_may_still_be_taken_back():
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "medium", pace=0.1)])
    scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(40):  # 0.67 s: far past the computer seat's own pause, inside the grace
        app.step(1 / 60)
    assert match.state.history[-1].seat == 0 and scene.undo_seat() == 0
    app.step(1 / 60, events=[key(pygame.K_z, pygame.KMOD_CTRL)])
    assert T("9-5") in match.state.hands[0] and match.state.to_act == 0
    for _ in range(150):  # after the grace, the computer seat answers the next play as usual
        app.step(1 / 60)
    assert match.undos == [1, 0]


def test_without_undo_the_computer_seat_does_not_wait():
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "medium", pace=0.1)],
                              policy="never")
    scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(40):
        app.step(1 / 60)
    assert match.state.history[-1].seat == 1


def test_the_play_made_after_an_undo_gets_the_full_undo_window():
    """Seen (issue 43): after an undo the play made instead got what was left of the first
    play's window (2 s instead of 3), the history being as long again."""
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "medium", pace=0.1)])
    scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(60):  # a second of the first play's window
        app.step(1 / 60)
    app.step(1 / 60, events=[key(pygame.K_z, pygame.KMOD_CTRL)])
    assert T("9-5") in match.state.hands[0]
    scene.play(Play(0, T("9-4"), T("9-9")))
    app.step(1 / 60)
    assert probe(scene).buttons["undo"].visible
    assert scene.actions.undo_share > 0.99  # the whole window, not what the first play left
    for _ in range(150):  # 2.5 s: the first play's window would have closed a second ago
        app.step(1 / 60)
    assert match.state.history[-1] == Play(0, T("9-4"), T("9-9")) and scene.undo_seat() == 0
