"""Chickenlittle for humans: when a human could announce or catch, the computer players wait at
least HUMAN_GRACE seconds, or until that person acts; the calls show over the hand."""
from __future__ import annotations

import pygame

from game.rules import Announce, Play, Tile
from game.scenes.play.seat_driver import HUMAN_GRACE, UNDO_GRACE
from tests.scenes.test_play_chickenlittle import scene_for
from table_probe import probe

T = Tile.parse


def frames(app, seconds):
    for _ in range(round(seconds * 60)):
        app.step(1 / 60)


def quick_hen(match):
    match.seats[1] = match.seats[1].__class__("Hen", "easy", pace=0.0)


def test_a_quick_computer_waits_for_the_human_who_may_announce():
    app, match, scene = scene_for([[T("9-5"), T("3-1")], [T("9-9"), T("8-7"), T("6-6")]],
                                  [(1, "9-9", None)])
    quick_hen(match)
    scene.play(Play(0, T("9-5"), T("9-9")))
    frames(app, HUMAN_GRACE - 0.3)
    assert match.state.history[-1] == Play(0, T("9-5"), T("9-9"))  # Hen waits
    button = probe(scene).buttons["announce"]
    assert button.visible
    assert button.rect.centerx == scene.geometry.hand_rect.centerx  # over the hand
    assert button.rect.bottom <= scene.geometry.hand_rect.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center,
                                         button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center,
                                         button=1))
    app.step(1 / 60)
    assert Announce(0) in match.state.history
    frames(app, 0.3)
    assert match.state.history[-1].seat == 1  # once the human has acted, Hen goes on


def test_the_window_closes_after_the_grace_when_the_human_stays_silent():
    app, match, scene = scene_for([[T("9-5"), T("3-1")], [T("9-9"), T("8-7"), T("6-6")]],
                                  [(1, "9-9", None)])
    quick_hen(match)
    scene.play(Play(0, T("9-5"), T("9-9")))
    frames(app, HUMAN_GRACE - 0.3)
    assert match.state.history[-1] == Play(0, T("9-5"), T("9-9"))
    frames(app, UNDO_GRACE - HUMAN_GRACE + 0.5)  # the play could be taken back until then
    assert any(a.seat == 1 for a in match.state.history[2:])  # then the table goes on
