"""Evaluations beside the table: in the expert's worker process (polled, never waited for,
progress rising to 1, cancelled within a moment, the worker serving the next job), or here in
slices where no worker can start; the same results wherever they were made."""
from __future__ import annotations

import dataclasses
import multiprocessing
import time

import pytest

from game.ai import review, worker
from game.ai.evaluating import SLICE, EvaluatingHere, evaluate_views
from game.ai.player import turn_actions
from game.ai.worker import SearchWorker
from game.rules.actions import Action
from game.rules.view import PlayerView
from tests.ai.review_rounds import finish, rounds_with_choices

FEW = 24  # iterations: enough to rate every choice, quick enough for every CI run
MANY = 1_000_000  # iterations no test waits for


def some_views(count: int = 3) -> list[PlayerView]:
    """Views of a seat with a choice to make, from a few rounds."""
    views = [view for record in rounds_with_choices(count)
             for _, view, _ in review.decisions(record, 0)]
    return views[:count]


def evaluated_here(views: list[PlayerView], seed: int) -> list[list[review.Choice]]:
    return [review.evaluate(view, review.rng_for(seed, view), FEW) for view in views]


def test_the_worker_evaluates_every_choice_and_progress_rises_to_one(
        searcher: SearchWorker) -> None:
    views = some_views()
    evaluating = evaluate_views(views, FEW, seed=5)
    assert evaluating.searcher is searcher  # the expert's own process
    seen = finish(evaluating)
    assert seen == sorted(seen) and all(0.0 <= p <= 1.0 for p in seen)
    assert evaluating.progress == 1.0 and not evaluating.cancelled
    results = evaluating.results
    assert len(results) == len(views)
    for view, choices in zip(views, results):
        assert sorted(map(str, (c.action for c in choices))) == \
            sorted(map(str, turn_actions(view)))
    assert results == evaluated_here(views, 5)  # the same wherever it was made


def test_a_hint_is_one_view_through_the_same_handle(searcher: SearchWorker) -> None:
    view = some_views(1)[0]
    evaluating = evaluate_views([view], FEW, seed=2)
    finish(evaluating)
    assert evaluating.results == evaluated_here([view], 2)


def test_cancel_stops_the_worker_within_a_moment_and_it_serves_the_next_job(
        searcher: SearchWorker) -> None:
    evaluating = evaluate_views(some_views(2), MANY, seed=1)
    deadline = time.monotonic() + 60
    while evaluating.progress == 0.0:  # until the worker reports it is under way
        assert time.monotonic() < deadline
        time.sleep(0.01)
    number = evaluating.number
    asked = time.monotonic()
    evaluating.cancel()
    assert evaluating.done and evaluating.cancelled and evaluating.progress == 1.0
    answer = searcher.wait(number, timeout=30.0)
    assert answer is not None and answer[0] == "cancelled"
    assert time.monotonic() - asked < 1.0  # within a progress report or two (0.2 s when idle)
    view = some_views(1)[0]
    again = evaluate_views([view], FEW, seed=3)
    finish(again)
    assert again.results == evaluated_here([view], 3)


def test_without_a_worker_it_evaluates_here_in_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sandbox where no process can start: the evaluation runs here, a slice a look."""
    def refuse(self: object) -> None:
        raise PermissionError("no new processes here")

    worker.shutdown()
    monkeypatch.setattr(multiprocessing.get_context("spawn").Process, "start", refuse)
    worker.use_worker(True)
    views = some_views()
    evaluating = evaluate_views(views, FEW, seed=4)
    assert evaluating.searcher is None and evaluating.here is not None
    seen = finish(evaluating)
    assert seen == sorted(seen) and evaluating.progress == 1.0
    assert evaluating.results == evaluated_here(views, 4)
    slow = evaluate_views(views, MANY, seed=4)
    started = time.perf_counter()
    assert 0.0 <= slow.progress < 1.0  # a slice of about SLICE seconds, then back to the frame
    assert time.perf_counter() - started < 0.5
    slow.cancel()
    assert slow.done and slow.cancelled and slow.here is not None and slow.here.index == 0
    monkeypatch.undo()
    worker.use_worker(True)  # a fresh try for the tests after this one


def test_a_hint_does_not_wait_for_a_worker_still_starting() -> None:
    """A hint has under a second: with the worker not ready yet, it is evaluated here at once
    (the worker goes on starting, for the next one)."""
    worker.shutdown()
    worker.use_worker(True)
    view = some_views(1)[0]
    evaluating = evaluate_views([view], FEW, seed=2, budget=60.0)
    evaluating.poll()
    assert evaluating.here is not None
    finish(evaluating)
    assert evaluating.results == [review.evaluate(view, review.rng_for(2, view), FEW,
                                                  budget=60.0)]
    worker.shutdown()


def test_a_hint_hurried_in_the_worker_comes_back_with_its_ratings(
        searcher: SearchWorker) -> None:
    """A hint looked at ahead (MANY deals, a minute to spare), then asked for: hurried, the
    worker sends the ratings it has within a moment."""
    view = some_views(1)[0]
    evaluating = evaluate_views([view], MANY, seed=3, budget=60.0)
    deadline = time.monotonic() + 60
    while evaluating.progress == 0.0:  # until the worker reports it is under way
        assert time.monotonic() < deadline
        time.sleep(0.01)
    evaluating.hurry(0.0)
    finish(evaluating, seconds=30.0)
    assert not evaluating.cancelled and evaluating.results
    assert {c.action for c in evaluating.results[0]} == set(turn_actions(view))


def test_nothing_to_evaluate_is_done_at_once() -> None:
    evaluating = evaluate_views([], FEW, seed=0)
    assert evaluating.done and evaluating.progress == 1.0 and evaluating.results == []


def test_a_worker_that_dies_midway_leaves_the_rest_to_be_evaluated_here(
        searcher: SearchWorker) -> None:
    views = some_views()
    evaluating = evaluate_views(views, FEW, seed=6)
    evaluating.poll()  # asked
    searcher.process.kill()
    searcher.process.join()
    finish(evaluating)
    assert evaluating.here is not None and not evaluating.cancelled
    assert evaluating.results == evaluated_here(views, 6)  # the same, wherever each was made


def refinement(views: list[PlayerView]) -> tuple[list[Action], list[tuple[Action, ...]]]:
    """For each view, a move made and the pair a refinement tries again (as to_refine says)."""
    pairs = [tuple(turn_actions(view)[:2]) for view in views]
    return [pair[1] for pair in pairs], pairs


def refined_here(views: list[PlayerView], seed: int, step: int) -> list[list[review.Choice]]:
    made, pairs = refinement(views)
    return [review.evaluate(view, review.rng_for(seed, view, step), FEW, made=made[k],
                            only=pairs[k]) for k, view in enumerate(views)]


def test_a_refinement_tries_the_pair_alone_the_same_in_the_worker_and_here(
        searcher: SearchWorker) -> None:
    views = some_views(2)
    made, pairs = refinement(views)
    evaluating = evaluate_views(views, FEW, 7, made, pairs, step=2)
    assert evaluating.searcher is searcher
    finish(evaluating)
    here = refined_here(views, 7, 2)
    assert evaluating.results == here
    assert [{c.action for c in choices} for choices in here] == [set(p) for p in pairs]
    assert all(len({c.tries for c in choices}) == 1 and choices[0].tries <= FEW
               for choices in here)  # both on every deal (fewer once the move made is best)
    slices = EvaluatingHere(views, FEW, 7, 0, made, pairs, 2)
    while not slices.step(SLICE):
        pass
    assert [slices.results[k] for k in range(len(views))] == here


def test_a_refinement_is_cancelled_within_a_moment(searcher: SearchWorker) -> None:
    views = some_views(2)
    made, pairs = refinement(views)
    evaluating = evaluate_views(views, MANY, 1, made, pairs, step=1)
    deadline = time.monotonic() + 60
    while evaluating.progress == 0.0:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    asked = time.monotonic()
    evaluating.cancel()
    answer = searcher.wait(evaluating.number, timeout=30.0)
    assert answer is not None and answer[0] == "cancelled"
    assert time.monotonic() - asked < 1.0


def undealable_views() -> list[PlayerView]:
    """A good view, then one whose rules cannot deal its round (20 tiles to each of two seats
    from a double-6 set): the review's checks refuse such a record, and its evaluation fails
    wherever it runs rather than end the worker or the frame."""
    good, bad = some_views(2)
    return [good, dataclasses.replace(bad, rules=dataclasses.replace(bad.rules, hand_size=20))]


def test_a_view_the_rules_cannot_deal_fails_in_one_line_and_the_worker_goes_on(
        searcher: SearchWorker) -> None:
    evaluating = evaluate_views(undealable_views(), FEW, seed=7)
    finish(evaluating)
    assert evaluating.here is None and len(evaluating.results) == 1  # the good one, first
    assert evaluating.problem is not None and evaluating.problem.startswith(
        "rules.hand_size: 2 hands of 20 need 40 tiles, but a double-6 set has only 28")
    assert searcher.wait(searcher.ping(), 60.0) is not None and searcher.alive
    again = evaluate_views(some_views(1), FEW, seed=7)  # and takes the next job
    finish(again)
    assert again.problem is None and again.here is None and len(again.results) == 1


def test_here_too_a_view_the_rules_cannot_deal_fails_without_raising(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worker, "shared", lambda: None)
    evaluating = evaluate_views(undealable_views(), FEW, seed=7)
    finish(evaluating)
    assert evaluating.here is not None and len(evaluating.results) == 1
    assert evaluating.problem is not None and "hand_size" in evaluating.problem
