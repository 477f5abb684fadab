"""No busywork: the table draws, passes (and, if asked, plays the only move) for a human with
no choice, after a short pause, with the same toast and sound as by hand."""
from __future__ import annotations

import pygame
import pytest

from game.rules import Draw, Pass, Play, Tile
from game.scenes.play.autopilot import AUTO_PAUSE, busywork
from game.store.settings import Settings
from tests.scenes.test_play_undo import HAND, table

T = Tile.parse
NOTHING_FITS = ("3-1", "6-0", "8-7", "4-2", "5-2")


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def frames(app, seconds):
    for _ in range(round(seconds * 60)):
        app.step(1 / 60)


def test_busywork_is_only_the_move_with_no_choice():
    settings = Settings()
    play, other = Play(0, T("9-5"), T("9-9")), Play(0, T("9-4"), T("9-9"))
    assert busywork([Draw(0)], settings) == Draw(0)
    assert busywork([Pass(0)], settings) == Pass(0)
    assert busywork([play, other], settings) is None
    assert busywork([play], settings) is None  # auto_play is off by default
    settings.auto_play = True
    assert busywork([play], settings) == play
    settings.auto_draw = settings.auto_pass = False
    assert busywork([Draw(0)], settings) is None and busywork([Pass(0)], settings) is None


def test_nothing_fits_the_table_draws_then_passes_at_a_pace_you_can_follow():
    app, match, scene = table(NOTHING_FITS, yard_first=("3-2",))  # fast: a 0.3 s pause
    pause = AUTO_PAUSE * app.settings.pace_factor
    frames(app, pause / 2)
    assert match.state.history[-1].seat == 1  # not yet: the player sees it coming
    frames(app, pause)
    assert match.state.history[-1] == Draw(0) and T("3-2") in match.state.hands[0]
    frames(app, pause / 2)
    assert match.state.history[-1] == Draw(0)
    frames(app, pause)
    assert match.state.history[-1] == Pass(0)
    assert scene.callouts.hand_note.message == "No tile fits: you pass"  # over the hand


def test_a_tile_that_fits_is_never_drawn_for_or_passed_over():
    app, match, scene = table(HAND)
    frames(app, 2)
    assert match.state.history[-1].seat == 1 and match.state.to_act == 0


def test_the_settings_turn_it_off_and_auto_play_on():
    app, match, scene = table(NOTHING_FITS, yard_first=("3-2",))
    app.settings.auto_draw = False
    frames(app, 2)
    assert match.state.history[-1].seat == 1
    app, match, scene = table(("9-5", "3-1", "6-0", "8-7", "4-2"))
    app.settings.auto_play = True
    frames(app, 1)
    assert match.state.history[1] == Play(0, T("9-5"), T("9-9"))


def test_an_undone_only_move_is_not_played_again_at_once():
    app, match, scene = table(("9-5", "3-1", "6-0", "8-7", "4-2"))
    app.settings.auto_play = True
    frames(app, 1)
    assert T("9-5") not in match.state.hands[0]
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0,
                                                unicode="")])
    frames(app, 2)
    assert T("9-5") in match.state.hands[0]
