"""Evaluations beside the table: every choice of many views (a review) or of one (a hint),
rated as `review.evaluate` rates them, in the expert's worker process, polled and never waited
for.

`evaluate_views(views, iterations, seed)` gives an `Evaluating`: `progress` (0..1) and `done`
take in the worker's news (microseconds), `results` are the views' choices in order, `cancel()`
stops the work within a moment. The worker is the expert's own (`worker.shared()`): one process
for thinking and evaluating. Where no worker can start, or it dies, or it is not ready after
START_WAIT seconds, or the expert's thinking took it over, the views left are evaluated here in
slices (`review.Evaluation.step`), as the expert's search is. Each view is evaluated with
`review.rng_for(seed, view, step)` (and, for a review, the move made there: `made`; for a
refinement, step > 0, only its choices in `only`) wherever it runs, so the results are those of
`review.review_round`. A view that cannot be evaluated (its rules cannot deal the tiles it does
not see: `review.check_dealable`), here or in the worker, ends the work with `problem` saying
why, in one line: it never raises into the frame.
"""
from __future__ import annotations

import time
from typing import Any, Optional, Sequence

from game.ai import review, worker
from game.ai.review import Choice, Evaluation
from game.rules.actions import Action
from game.rules.errors import RulesError
from game.rules.view import PlayerView

SLICE = 0.008  # seconds of evaluating here per look, when no worker can
START_WAIT = 10.0  # seconds a starting worker may take before the work is done here instead


class EvaluatingHere:
    """The views evaluated in this process, a slice at a time."""

    def __init__(self, views: Sequence[PlayerView], iterations: int, seed: int,
                 first: int = 0, made: Sequence[Optional[Action]] = (),
                 only: Sequence[Sequence[Action]] = (), step: int = 0,
                 budget: Optional[float] = None) -> None:
        self.views = tuple(views)
        self.iterations = iterations
        self.seed = seed
        self.made = tuple(made)
        self.budget = budget
        self.index = first  # the view being evaluated
        self.only = tuple(tuple(pair) for pair in only)  # a refinement's choices, and its step
        self.refining = step
        self.current: Optional[Evaluation] = None
        self.results: dict[int, list[Choice]] = {}
        self.rested = 0.0  # time.perf_counter() when the last slice ended
        self.problem: Optional[str] = None  # why a view could not be evaluated (the work ends)

    @property
    def fraction(self) -> float:
        """The share done of the view being evaluated."""
        return self.current.progress if self.current is not None else 0.0

    def _evaluation(self) -> Evaluation:
        """The evaluation of the view being evaluated (made when it starts)."""
        if self.current is None:
            made = self.made[self.index] if self.index < len(self.made) else None
            only = self.only[self.index] if self.index < len(self.only) else ()
            self.current = Evaluation(self.views[self.index],
                                      review.rng_for(self.seed, self.views[self.index],
                                                     self.refining),
                                      self.iterations, made, only, self.budget)
        return self.current

    def hurry(self, seconds: float) -> None:
        """A hint's views to be done in about `seconds` (see `review.Evaluation.hurry`)."""
        if self.current is not None:
            self.current.hurry(seconds)
        else:
            self.budget = seconds

    def step(self, seconds: float) -> bool:
        """Evaluate for about `seconds`, unless the last slice ended less than a slice ago (so
        polling twice a frame gives the frame one slice); True once every view is done."""
        start = time.perf_counter()
        if self.problem is not None:
            return True
        if start - self.rested < seconds:
            return self.index >= len(self.views)
        end = start + seconds
        while self.index < len(self.views):
            try:
                if not self._evaluation().step(max(0.0, end - time.perf_counter())):
                    break
            except RulesError as error:  # its rules cannot deal its hidden tiles
                self.problem = str(error)
                return True
            assert self.current is not None
            self.results[self.index] = self.current.choices()
            self.index += 1
            self.current = None
            if time.perf_counter() >= end:
                break
        self.rested = time.perf_counter()
        return self.index >= len(self.views)


class Polled:
    """Work the frame loop polls and never waits for: `poll` moves it along, `done` says when
    it is over (finished or cancelled)."""

    over = False

    @property
    def done(self) -> bool:
        """True once the work is finished, or it was cancelled."""
        self.poll()
        return self.over

    def poll(self) -> None:
        """Take in news of the work, or do a slice of it."""
        raise NotImplementedError


class Evaluating(Polled):
    """Evaluations in the worker process (or here, in slices); polled, never waited for."""

    def __init__(self, views: Sequence[PlayerView], iterations: int, seed: int,
                 made: Sequence[Optional[Action]] = (), only: Sequence[Sequence[Action]] = (),
                 step: int = 0, budget: Optional[float] = None) -> None:
        self.views = tuple(views)
        self.iterations = iterations
        self.seed = seed
        self.made = tuple(made)
        self.only = tuple(tuple(pair) for pair in only)
        self.refining = step  # the refinement step (0: the first evaluation)
        self.budget = budget  # a hint's seconds a view (see review.Evaluation)
        self.found: dict[int, list[Choice]] = {}
        self.fraction = 0.0  # of the view the worker is evaluating
        self.problem: Optional[str] = None  # why a view could not be evaluated (then over)
        self.cancelled = False
        self.over = not self.views
        self.asked = time.monotonic()
        self.searcher = worker.shared() if self.views else None
        self.number = 0  # the worker's job, once asked
        self.here: Optional[EvaluatingHere] = None
        if self.searcher is None and self.views:
            self._evaluate_here()

    @property
    def progress(self) -> float:
        """The share of the work done, 0 to 1."""
        self.poll()
        if self.over:
            return 1.0
        part = self.here.fraction if self.here is not None else self.fraction
        return min(1.0, (len(self.found) + part) / len(self.views))

    @property
    def results(self) -> list[list[Choice]]:
        """The choices of each view, best first, in the views' order (those done so far)."""
        self.poll()
        return [self.found[i] for i in range(len(self.views)) if i in self.found]

    def hurry(self, seconds: float) -> None:
        """A hint's evaluation to be done in about `seconds` from now, though it was given
        longer (see `review.Evaluation.hurry`)."""
        if self.over or self.budget is None:
            return
        if self.here is not None:
            self.here.hurry(seconds)
        elif self.number and self.searcher is not None:
            try:
                self.searcher.send("hurry", self.number, seconds)
            except worker.WorkerBroken:
                self._evaluate_here()
                self.hurry(seconds)
        else:
            self.budget = seconds  # not asked yet: asked with this budget

    def cancel(self) -> None:
        """Stop now: the worker drops the work and waits for the next job."""
        if self.over:
            return
        self.cancelled = self.over = True
        if self.searcher is not None and self.number:
            try:
                self.searcher.send("cancel", self.number)
            except worker.WorkerBroken:
                pass
            self.searcher.forget(self.number)

    def poll(self, seconds: float = SLICE) -> None:
        """Take in the worker's news (or evaluate here for about `seconds`)."""
        if self.over:
            return
        if self.here is not None:
            self.over = self.here.step(seconds)
            self.found.update(self.here.results)
            self.problem = self.here.problem
            return
        assert self.searcher is not None
        try:
            if not self.number:
                self._ask()
            else:
                self._read(self.searcher.take_reports(self.number))
        except worker.WorkerBroken:
            self._evaluate_here()

    def _ask(self) -> None:
        """Give the worker the views not evaluated yet, once it is ready (a hint, which has
        under a second, does not wait for a worker still starting: it is evaluated here, and
        the worker is ready for the next)."""
        assert self.searcher is not None
        if self.searcher.ready:
            self.number = self.searcher.submit_views(self.views, self.iterations, self.seed,
                                                     len(self.found), self.made, self.only,
                                                     self.refining, self.budget)
        elif (self.budget is not None or time.monotonic() - self.asked > START_WAIT
              or not self.searcher.alive):
            self._evaluate_here()

    def _read(self, reports: list[tuple[Any, ...]]) -> None:
        """The worker's reports: a view's choices, progress within a view, the end."""
        for kind, _, payload, _ in reports:
            if kind == "evaluated":
                index, choices = payload
                self.found[index] = choices
                self.fraction = 0.0
            elif kind == "progress":
                self.fraction = payload[1]
            elif kind == "done":
                self.over = True
            elif kind == "failed":  # a view its rules cannot deal: the worker goes on
                self.problem, self.over = str(payload), True
                return
            elif kind == "cancelled":  # the expert's thinking took the worker: the rest here
                self._evaluate_here()
                return

    def _evaluate_here(self) -> None:
        """No worker: the views not evaluated yet, here in slices."""
        if self.searcher is not None and self.number:
            self.searcher.forget(self.number)
        self.searcher = None
        self.here = EvaluatingHere(self.views, self.iterations, self.seed, len(self.found),
                                   self.made, self.only, self.refining, self.budget)


def evaluate_views(views: Sequence[PlayerView], iterations: int, seed: int,
                   made: Sequence[Optional[Action]] = (), only: Sequence[Sequence[Action]] = (),
                   step: int = 0, budget: Optional[float] = None) -> Evaluating:
    """Begin evaluating every turn choice of each view (for a review, `made` gives the move
    made in each: it is played out on every deal; for a refinement of a review, `step` > 0 and
    `only` the choices of each view to try again: see `review.to_refine`; for a hint, `budget`
    the seconds each view may take: see `review.Evaluation`); poll the handle until `done`."""
    return Evaluating(views, iterations, seed, made, only, step, budget)
