"""At a shared screen, the moment after a person's turn (issue 42): while no hand shows, the
person whose hand was just covered may take back their play, through their own cover, and the
computers wait for that person before moving."""
from __future__ import annotations

import pygame

from game.rules import Play
from game.scenes.play.privacy import PrivacyScene
from game.scenes.play.seat_driver import UNDO_GRACE
from game.seats import Seat
from table_probe import probe
from tests.scenes.test_play import RecordingArt
from tests.scenes.test_play_handover import T, click, key, lift, party, until

HEN = Seat("Hen", "medium", pace=0.0)


def frames(app, seconds):
    for _ in range(round(seconds * 60)):
        app.step(1 / 60)


def ana_then_hen(**settings):
    """Ana and Bo at the screen, Hen (quick) between them: Ana looks and plays 9-5; Hen is next."""
    app, match, scene = party([Seat("Ana"), HEN, Seat("Bo")],
                              [["9-5", "5-1", "4-2"], ["9-8", "8-8", "7-1"],
                               ["9-9", "6-6", "3-1"]], [Play(2, T("9-9"), None)], **settings)
    lift(app, app.stack.top)
    assert probe(scene).revealed == 0
    scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60)
    assert probe(scene).revealed is None  # Hen's turn: every hand hidden
    return app, match, scene


def test_the_person_before_a_computer_may_take_back_their_play_through_their_cover():
    app, match, scene = ana_then_hen()
    recorder = RecordingArt(app.art)
    app.art = recorder
    frames(app, UNDO_GRACE - 0.5)
    assert match.state.history[-1] == Play(0, T("9-5"), T("9-9"))  # Hen waits for Ana
    undo = probe(scene).buttons["undo"]
    assert undo.visible and undo.label == "Undo Ana's 9-5"
    click(app, undo)
    assert match.state.history == [Play(2, T("9-9"), None)]
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene), dt=1 / 60)
    cover = app.stack.top
    assert cover.name == "Ana" and probe(scene).revealed is None
    assert not recorder.faces & {T("5-1"), T("4-2")}  # her hand stayed hidden
    lift(app, cover)
    assert probe(scene).revealed == 0 and probe(scene).can_act
    assert until(app, lambda: T("9-5") in probe(scene).hand_tiles())


def test_the_undo_key_works_in_that_moment_too_and_the_window_closes_after_it():
    app, match, scene = ana_then_hen()
    frames(app, 0.5)
    key(app, pygame.K_z)
    assert match.state.history == [Play(2, T("9-9"), None)]
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene), dt=1 / 60)
    lift(app, app.stack.top)
    scene.play(Play(0, T("9-5"), T("9-9")))
    frames(app, UNDO_GRACE + 1)
    assert match.state.history[-1].seat == 1  # nobody took it back: Hen has moved
    assert not probe(scene).buttons["undo"].visible


def test_no_undo_before_a_computer_when_the_setting_says_no():
    app, match, scene = ana_then_hen(undo="never")
    app.step(1 / 60)
    assert not probe(scene).buttons["undo"].visible
    frames(app, 1.5)
    assert match.state.history[-1].seat == 1  # Hen does not wait for an undo never offered
