"""Short recorded rounds to review, and polling a review's work as a screen does: shared by
the tests of evaluations, kept reviews and review runs."""
from __future__ import annotations

import random
import time
from typing import Any

from game.ai import review
from game.ai.evaluating import Polled
from game.rules import Game, RuleSet
from game.rules.record import record_of


def rounds_with_choices(count: int, seat: int = 0, first: int = 1) -> list[dict[str, Any]]:
    """Records of short two-seat double-six rounds played at random to their end (seeds from
    `first` on), each with two or more decisions for `seat`."""
    found = []
    for seed in range(first, first + 300):
        rng = random.Random(seed)
        state = Game(RuleSet(set=6, hand_size=5), 2, rng).next_round()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        record = record_of(state)
        if len(review.decisions(record, seat)) >= 2:
            found.append(record)
            if len(found) == count:
                return found
    raise AssertionError("too few rounds with choices")


def finish(work: Polled, seconds: float = 120.0) -> list[float]:
    """Poll as a screen does, a frame at a time, until done; the progress seen each frame."""
    seen: list[float] = []
    deadline = time.monotonic() + seconds
    while not work.done:
        assert time.monotonic() < deadline, "the work never finished"
        seen.append(getattr(work, "progress"))
        time.sleep(0.01)
    return seen


def undealable(record: dict[str, Any], hand_size: int = 20) -> dict[str, Any]:
    """`record` (a short deal the referee accepts) under rules no game can deal: `hand_size`
    tiles to each seat, more than its set holds."""
    return {**record, "rules": {**record["rules"], "hand_size": hand_size}}
