"""Hints that say why: H lights the hard tier's move at once, then the expert's move (from the
same evaluation as a review's) and one sentence why, said over the hand."""
from __future__ import annotations

import pygame
import pytest

from game.ai import hint, review, worker
from game.ai.reasons import why
from game.rules import Play, Tile
from game.scenes.play.hints import HINT_ITERATIONS, hint_sentence
from tests.scenes.test_play_undo import HAND, table
from table_probe import probe

T = Tile.parse


@pytest.fixture(autouse=True)
def here(tmp_path, monkeypatch):
    """Evaluations in this process (no worker to start); files of the test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    worker.use_worker(False)
    yield
    worker.use_worker(True)


def press(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step(1 / 60)


def until_answered(app, scene):
    for _ in range(3000):
        if scene.humans.hinting is None:
            return
        app.step(1 / 60)
    raise AssertionError("the hint never came back")


def test_h_lights_a_move_at_once_then_the_experts_with_a_sentence():
    app, match, scene = table(HAND)
    view = match.view(0)
    press(app, pygame.K_h)
    assert scene.selection.hinted == hint(view)  # the hard tier's, in the same frame
    until_answered(app, scene)
    best = review.evaluate(view, review.rng_for(len(view.history), 0), HINT_ITERATIONS)[0]
    assert scene.selection.hinted == best.action
    assert isinstance(best.action, Play) and probe(scene).selected is best.action.tile
    note = scene.callouts.hand_note
    assert note is not None and note.message == hint_sentence(view, best.action, ["You", "Hen"])
    assert note.message.startswith("Hint: ") and note.seconds >= 5


def test_a_move_made_before_the_answer_drops_the_hint():
    app, match, scene = table(HAND)
    press(app, pygame.K_h)
    hinting = scene.humans.hinting
    assert hinting is not None
    assert scene.play(Play(0, T("9-4"), T("9-9")))
    app.step(1 / 60)
    assert scene.humans.hinting is None and hinting.evaluating.done  # cancelled
    assert scene.callouts.hand_note is None or not scene.callouts.hand_note.message.startswith(
        "Hint")


def test_the_sentence_reads_as_a_hint():
    app, match, scene = table(HAND)
    view = match.view(0)
    play = Play(0, T("9-5"), T("9-9"))
    said = why(view, play)
    assert hint_sentence(view, play, ()) == f"Hint: {said}"
