"""The expert's worker process: it searches beside the table, so the window keeps drawing.

One persistent process, started at the first expert decision with a time budget and reused for
every decision after it, shut down at exit. It is started with 'spawn' (a fresh interpreter:
safe beside pygame's threads, the same on every platform), and gets the seat's `PlayerView`
(it pickles) and a seed, never the round state.

The table holds a `WorkerThinking`, a `Thinking` like any other: `step` only polls the pipe and
never waits; `result` is always a legal action (the hard tier's move until the worker answers);
`cancel` stops the worker's search. The budget is wall-clock from the moment of asking: the
worker stops itself in time, is told to stop when the budget is up, and is given up on (the
hard tier's move) if it still has not answered a moment later. Where no worker process can
start (a sandbox without multiprocessing) or it dies, the search runs here in slices instead.

The same process evaluates views for a review or a hint (`EvaluateJob`, see `evaluating`):
each view's choices are sent as soon as they are known, with progress reports in between, and
a "stop" (or any new job) is honoured between views and within one, as is a "hurry" (a hint
looked at ahead, now asked for: see `review.Evaluation.hurry`). A view that cannot be
evaluated (its rules cannot deal its hidden tiles) is answered ("failed", number, why), and the
worker waits for its next job: a job never ends the worker.
"""
from __future__ import annotations

import atexit
import itertools
import multiprocessing
import random
import time
from multiprocessing.connection import Connection
from typing import Any, NamedTuple, Optional

from game.ai import review
from game.ai.hard import counting_choice
from game.ai.ismcts import TreeSearch, Tuning, tree_search
from game.ai.knowledge import infer
from game.ai.position import position_from_view
from game.rules.actions import Action
from game.rules.errors import RulesError
from game.rules.view import PlayerView

SLICE = 0.005  # seconds the worker searches between looks at its pipe
GRACE = 0.2  # seconds past the budget before an unanswered search is given up
STOP_WAIT = 2.0  # seconds a worker asked to quit may take before it is terminated
CLOCK_SKEW = 10.0  # a send time further off than this is not on the worker's clock
REPORT_GAP = 0.05  # seconds between progress reports of an evaluation


class Job(NamedTuple):
    """A decision for the worker: the view, a seed, the budget and when it was asked."""

    number: int
    view: PlayerView
    seed: int
    budget: float
    sent: float  # time.monotonic() of the asking process
    tuning: Tuning


class EvaluateJob(NamedTuple):
    """Views to evaluate for a review or a hint, from `first` on (the ones before are known);
    each with `review.rng_for(seed, view)` and the move made there (`made`, for a review),
    as a review made here would."""

    number: int
    views: tuple[PlayerView, ...]
    iterations: int
    seed: int
    first: int
    made: tuple[Optional[Action], ...] = ()
    only: tuple[tuple[Action, ...], ...] = ()  # a refinement's choices of each view
    step: int = 0  # a refinement's step (see review.to_refine)
    budget: Optional[float] = None  # a hint's seconds (see review.Evaluation)


# ----------------------------------------------------------------- in the worker process
def serve(conn: Connection) -> None:
    """The worker's loop: search each job until its budget is spent or it is stopped, and
    answer ("done", number, action, stats) or ("cancelled", number, None, stats). It ends when
    asked to quit or when the table's end of the pipe is gone."""
    try:
        conn.send(("ready", 0, None, {}))
        waiting: Optional[tuple[Any, ...]] = None
        while True:
            message = waiting if waiting is not None else conn.recv()
            waiting = None
            kind = message[0]
            if kind == "quit":
                return
            if kind == "ping":
                conn.send(("pong", message[1], None, {}))
            elif kind == "think":
                waiting = _search(conn, message[1])
            elif kind == "evaluate":
                waiting = _evaluate(conn, message[1])
    except (EOFError, OSError):  # the table went away
        return


def _search(conn: Connection, job: Job) -> Optional[tuple[Any, ...]]:
    """Search one job and answer it; a message that interrupted it is returned to be served."""
    delay = time.monotonic() - job.sent
    search = tree_search(job.view, random.Random(job.seed), budget=job.budget,
                         tuning=job.tuning)
    if 0.0 <= delay < CLOCK_SKEW:
        search.spent += delay  # the budget runs from the moment the table asked
    outcome = "done"
    interrupted: Optional[tuple[Any, ...]] = None
    while not search.step(SLICE):
        if not conn.poll():
            continue
        message = conn.recv()
        kind = message[0]
        if kind == "ping":
            conn.send(("pong", message[1], None, {}))
        elif kind == "hurry":
            continue  # for an evaluation over: not this search's
        elif kind in ("stop", "cancel"):
            if message[1] == job.number:
                outcome = "done" if kind == "stop" else "cancelled"
                break
        else:  # a new job or quit: this one is over
            outcome, interrupted = "cancelled", message
            break
    action = search.result() if outcome == "done" else None
    conn.send((outcome, job.number, action, search.stats()))
    return interrupted


class Interrupted(Exception):
    """An evaluation was told to stop (`message` None) or a new job came (`message`)."""

    def __init__(self, message: Optional[tuple[Any, ...]]) -> None:
        super().__init__("interrupted")
        self.message = message


def _evaluate(conn: Connection, job: EvaluateJob) -> Optional[tuple[Any, ...]]:
    """Evaluate the job's views one by one, a slice at a time, answering ("evaluated", number,
    (index, choices)) for each, ("progress", number, (index, share of the view)) now and then,
    and ("done", number) or ("cancelled", number) at the end; a message that interrupted it is
    returned to be served."""
    reported = time.monotonic()
    try:
        for index in range(job.first, len(job.views)):
            made = job.made[index] if index < len(job.made) else None
            only = job.only[index] if index < len(job.only) else ()
            evaluation = review.Evaluation(job.views[index],
                                           review.rng_for(job.seed, job.views[index], job.step),
                                           job.iterations, made, only, job.budget)
            while not evaluation.step(SLICE):
                _look(conn, job.number, evaluation)
                if time.monotonic() - reported >= REPORT_GAP:
                    conn.send(("progress", job.number, (index, evaluation.progress), {}))
                    reported = time.monotonic()
            conn.send(("evaluated", job.number, (index, evaluation.choices()), {}))
            _look(conn, job.number)
    except Interrupted as stop:
        conn.send(("cancelled", job.number, None, {}))
        return stop.message
    except RulesError as error:  # a view its rules cannot deal: said, and the worker goes on
        conn.send(("failed", job.number, str(error), {}))
        return None
    conn.send(("done", job.number, None, {}))
    return None


def _look(conn: Connection, number: int,
          evaluation: Optional[review.Evaluation] = None) -> None:
    """Serve a ping and a hurry of job `number`'s `evaluation` ("hurry", number, seconds:
    see `review.Evaluation.hurry`); Interrupted by a stop of job `number` or by any new job."""
    while conn.poll():
        message = conn.recv()
        kind = message[0]
        if kind == "ping":
            conn.send(("pong", message[1], None, {}))
        elif kind == "hurry":
            if message[1] == number and evaluation is not None:
                evaluation.hurry(message[2])
        elif kind in ("stop", "cancel"):
            if message[1] == number:
                raise Interrupted(None)
        else:
            raise Interrupted(message)


# ----------------------------------------------------------------- in the table's process
class WorkerBroken(Exception):
    """The worker process is gone or its pipe is closed."""


class SearchWorker:
    """The worker process and the table's end of its pipe."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=serve, args=(theirs,), daemon=True,
                                       name="chickenfoot-expert")
        self.process.start()
        theirs.close()
        self.numbers = itertools.count(1)
        self.answers: dict[int, tuple[Any, ...]] = {}
        self.reports: dict[int, list[tuple[Any, ...]]] = {}  # an evaluation's, in order
        self.started = False  # True once the process said it is ready

    @property
    def alive(self) -> bool:
        """True while the process runs."""
        return self.process.is_alive()

    def send(self, *message: Any) -> None:
        """Send a message; WorkerBroken if the worker is gone."""
        try:
            self.conn.send(message)
        except (OSError, ValueError) as err:  # ValueError: the pipe was closed here
            raise WorkerBroken(str(err)) from None

    def submit(self, view: PlayerView, seed: int, budget: float, tuning: Tuning) -> int:
        """Ask for a decision; its number, to poll the answer with."""
        number = next(self.numbers)
        self.send("think", Job(number, view, seed, budget, time.monotonic(), tuning))
        return number

    def submit_views(self, views: tuple[PlayerView, ...], iterations: int, seed: int,
                     first: int = 0, made: tuple[Optional[Action], ...] = (),
                     only: tuple[tuple[Action, ...], ...] = (), step: int = 0,
                     budget: Optional[float] = None) -> int:
        """Ask for the views' evaluations from `first` on (`made`: the move made in each, for a
        review; `only` and `step`: a refinement's; `budget`: a hint's seconds); the number to
        read reports with."""
        number = next(self.numbers)
        self.reports[number] = []
        self.send("evaluate", EvaluateJob(number, views, iterations, seed, first, made, only,
                                          step, budget))
        return number

    def take_reports(self, number: int) -> list[tuple[Any, ...]]:
        """What evaluation `number` has sent since the last look, in order (never waits);
        WorkerBroken if the worker is gone."""
        self._read()
        found = self.reports.get(number, [])
        if found:
            self.reports[number] = []
        return found

    def forget(self, number: int) -> None:
        """Evaluation `number` is over for the table: drop whatever more it sends."""
        self.reports.pop(number, None)

    @property
    def ready(self) -> bool:
        """True once the process has started and can take a job (never waits)."""
        if not self.started:
            self._read()
        return self.started

    def _read(self) -> None:
        """Take in whatever the worker has sent; WorkerBroken if it is gone."""
        try:
            while self.conn.poll():
                message = self.conn.recv()
                if message[0] == "ready":
                    self.started = True
                elif message[1] in self.reports:
                    self.reports[message[1]].append(message)
                elif message[0] in ("progress", "evaluated", "failed"):
                    continue  # from an evaluation the table forgot
                else:
                    self.answers[message[1]] = message
        except (OSError, EOFError) as err:
            raise WorkerBroken(str(err) or "the worker process ended") from None

    def answer(self, number: int) -> Optional[tuple[Any, ...]]:
        """The answer to job `number` if it has come (never waits); WorkerBroken if gone.
        Answers to older jobs are dropped: their decisions are over."""
        self._read()
        for old in [n for n in self.answers if n < number]:
            del self.answers[old]
        return self.answers.pop(number, None)

    def wait(self, number: int, timeout: float) -> Optional[tuple[Any, ...]]:
        """The answer to job `number`, waiting up to `timeout` seconds (tests, tools)."""
        deadline = time.monotonic() + timeout
        while True:
            found = self.answer(number)
            if found is not None or time.monotonic() >= deadline:
                return found
            self.conn.poll(min(0.05, max(0.0, deadline - time.monotonic())))

    def ping(self) -> int:
        """Ask the worker to answer as soon as it reads its pipe; the number to wait for."""
        number = next(self.numbers)
        self.send("ping", number)
        return number

    def close(self) -> None:
        """Ask the process to quit, then make sure it has ended."""
        try:
            self.conn.send(("quit",))
        except (OSError, ValueError):
            pass
        self.process.join(STOP_WAIT)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(STOP_WAIT)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


_worker: Optional[SearchWorker] = None
_enabled = True
_failures = 0
MAX_FAILURES = 2  # a worker that could not start or died this often is not tried again


def shared() -> Optional[SearchWorker]:
    """The worker, started on first use (it takes a moment to be `ready`); None where none
    can run (think in slices instead)."""
    global _worker, _failures
    if not _enabled or _failures >= MAX_FAILURES:
        return None
    if _worker is not None:
        if _worker.alive:
            return _worker
        _failures += 1
        _worker.close()
        _worker = None
        if _failures >= MAX_FAILURES:
            return None
    try:
        _worker = SearchWorker()
    except (OSError, ImportError):  # no processes or no pipes here: a sandbox
        _failures = MAX_FAILURES
        return None
    return _worker


def shutdown() -> None:
    """Stop the worker process, if one was started (at exit; safe to call twice)."""
    global _worker
    if _worker is not None:
        _worker.close()
        _worker = None


def use_worker(enabled: bool) -> None:
    """Allow the worker process (the default; a worker that failed is tried afresh) or think
    in this process only."""
    global _enabled, _failures
    _enabled = enabled
    _failures = 0
    if not enabled:
        shutdown()


atexit.register(shutdown)


class WorkerThinking:
    """A decision searched by the worker process; polled by `step`, never waited for."""

    def __init__(self, worker: SearchWorker, view: PlayerView, rng: random.Random,
                 budget: float, tuning: Tuning) -> None:
        self.started = time.monotonic()
        self.worker = worker
        self.view = view
        self.rng = rng
        self.budget = budget
        self.tuning = tuning
        seed = rng.getrandbits(64)
        self.here: Optional[TreeSearch] = None  # the search in slices, if the worker failed
        self.action: Optional[Action] = None
        self.answered: dict[str, float] = {}  # the worker's figures for its search
        self.done = False
        self.stopping = False
        self.fallback = counting_choice(view, position_from_view(view, infer(view)))
        try:
            self.number = worker.submit(view, seed, budget, tuning)
        except WorkerBroken:
            self.number = 0
            self._think_here()

    def step(self, seconds: float) -> bool:
        """Look for the worker's answer (at most `seconds`, usually microseconds); True once
        the decision is final."""
        if self.done:
            return True
        if self.here is not None:
            self.done = self.here.step(seconds)
            return self.done
        try:
            answer = self.worker.answer(self.number)
            elapsed = time.monotonic() - self.started
            if answer is None and elapsed >= self.budget and not self.stopping:
                self.worker.send("stop", self.number)
                self.stopping = True
        except WorkerBroken:
            self._think_here()
            return self.step(seconds)
        if answer is not None:
            _, _, self.action, self.answered = answer
            self.done = True
        elif elapsed >= self.budget + GRACE:
            self.done = True  # no answer in time: the hard tier's move
        return self.done

    def stats(self) -> dict[str, float]:
        """Iterations, seconds, tree nodes and depth of the search (empty before an answer)."""
        return self.here.stats() if self.here is not None else self.answered

    def _think_here(self) -> None:
        """The worker is gone: search in this process for what is left of the budget."""
        search = tree_search(self.view, self.rng, self.budget, tuning=self.tuning)
        search.spent = time.monotonic() - self.started
        self.here = search

    def result(self) -> Action:
        """The worker's move; the hard tier's until it answers (or if it never does)."""
        if self.here is not None:
            return self.here.result()
        return self.action if self.action is not None else self.fallback

    def cancel(self) -> None:
        """Stop the search now: the worker drops it and waits for the next decision."""
        if self.here is not None:
            self.here.cancel()
        elif not self.done:
            try:
                self.worker.send("cancel", self.number)
            except WorkerBroken:
                pass
        self.done = True
