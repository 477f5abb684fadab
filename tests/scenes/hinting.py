"""Hints in tests: short evaluations in this process with time to spare (the same answer every
run), and stepping the table until the answer is back."""
from __future__ import annotations

from typing import Any, Iterator

import pytest

from game.ai import coach, worker
from game.scenes.play import hints

DEALS = 40  # a hint's deals in tests: the whole of them in the budget


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Hints of DEALS deals, evaluated here; the coach's remembered ratings forgotten after."""
    monkeypatch.setattr(hints, "HINT_ITERATIONS", DEALS)
    monkeypatch.setattr(coach, "HINT_BUDGET", 60.0)
    worker.use_worker(False)
    yield
    worker.use_worker(True)
    coach.forget()


def until_answered(app: Any, scene: Any) -> None:
    """Step the table until the hint asked for is back."""
    for _ in range(3000):
        if scene.humans.hints.asked is None:
            return
        app.step(1 / 60)
    raise AssertionError("the hint never came back")
