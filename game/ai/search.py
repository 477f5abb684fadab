"""A search that thinks in slices: the budget rules shared by the expert's tree search and the
flat search it replaced.

A `Search` is a `Thinking`: `step(seconds)` runs iterations for about that long and says when
the decision is final, `result()` is always a legal action (the fallback before the first
iteration), `cancel()` stops it for good. The budget is either a number of iterations
(deterministic for a given rng: tests, tournaments) or seconds of thinking, read from a clock
(the wall's, or one a test moves on by the work done).
"""
from __future__ import annotations

import random
import time
from typing import Callable, Optional

from game.rules.actions import Action
from game.tiers import DEFAULT_BUDGET

RESERVE = 0.98  # share of a time budget the search plans to use
Clock = Callable[[], float]  # seconds, counting up


class Search:
    """The slicing and budget of a search; subclasses say what one iteration is."""

    def __init__(self, fallback: Action, rng: random.Random,
                 budget: Optional[float] = DEFAULT_BUDGET,
                 iterations: Optional[int] = None, clock: Clock = time.perf_counter) -> None:
        self.fallback = fallback
        self.rng = rng
        self.budget = budget
        self.iterations = iterations
        self.done_iterations = 0
        self.spent = 0.0  # seconds of thinking so far
        self.last = 0.0  # seconds the latest iteration took
        self.cancelled = False
        self.clock = clock

    @property
    def finished(self) -> bool:
        """True once cancelled or the iteration budget (else the time budget) is used up."""
        if self.cancelled:
            return True
        if self.iterations is not None:
            return self.done_iterations >= self.iterations
        # Stop when the next iteration would overrun the budget (one is always run), keeping
        # 2% back for a busy machine's scheduling delays.
        return (self.budget is not None and self.done_iterations > 0
                and self.spent + 1.5 * self.last >= RESERVE * self.budget)

    def step(self, seconds: float) -> bool:
        """Run iterations for at most about `seconds` (at least one unless finished); True when
        done. An iteration that would overrun the slice or the budget waits for the next step."""
        start = self.clock()
        before_step = self.spent
        while not self.finished:
            before = self.clock()
            self.iterate()
            now = self.clock()
            self.last = now - before
            self.done_iterations += 1
            self.spent = before_step + (now - start)  # all of the step's time counts
            if now - start + self.last >= seconds:  # the next one would overrun the slice
                break
        return self.finished

    def cancel(self) -> None:
        """Stop thinking: `step` does no more work, `result` stays the best move so far."""
        self.cancelled = True

    def iterate(self) -> None:
        """One iteration of the search."""
        raise NotImplementedError

    def best(self) -> Action:
        """The search's choice after at least one iteration."""
        raise NotImplementedError

    def result(self) -> Action:
        """The search's choice; the fallback before any iteration."""
        if not self.done_iterations:
            return self.fallback
        return self.best()
