"""Work cut into slices (game/layout/slices.py): jobs run on their worker only while `run`
waits, stop at the checkpoint where the slice's work is spent, go on where they stopped, and
are dropped by `clear`; a job's error reaches the caller."""
from __future__ import annotations

import threading

import pytest

from game.layout.slices import Slices, checkpoint


def counting(seen: list[int], n: int, work: float = 1.0) -> None:
    """A job: n checkpoints, each after noting which it is and on which thread."""
    for i in range(n):
        seen.append(i)
        checkpoint(work)


def test_a_job_runs_a_slice_at_a_time_and_goes_on_where_it_stopped() -> None:
    seen: list[int] = []
    slices = Slices("test")
    slices.add(lambda: counting(seen, 10))
    assert seen == [] and slices.busy  # nothing runs until asked
    slices.run(3)
    assert seen == [0, 1, 2]
    slices.run(3)
    assert seen == [0, 1, 2, 3, 4, 5]
    slices.run(100)
    assert seen == list(range(10)) and not slices.busy


def test_a_slice_is_counted_in_work_not_checkpoints() -> None:
    seen: list[int] = []
    slices = Slices("test")
    slices.add(lambda: counting(seen, 10, work=2.5))
    slices.run(5)  # two checkpoints of 2.5 each
    assert seen == [0, 1]


def test_jobs_run_in_turn_and_one_added_first_goes_next() -> None:
    order: list[str] = []
    slices = Slices("test")
    slices.add(lambda: order.append("a"))
    slices.add(lambda: order.append("b"))
    slices.add(lambda: order.append("c"), first=True)
    slices.run(100)
    assert order == ["c", "a", "b"]


def test_the_worker_runs_only_while_run_waits() -> None:
    threads: list[str] = []
    slices = Slices("test worker")
    slices.add(lambda: [threads.append(threading.current_thread().name), checkpoint(5)])
    slices.run(1)
    assert threads == ["test worker"]
    assert threading.current_thread().name != "test worker"


def test_clear_drops_the_job_under_way_at_its_next_checkpoint() -> None:
    seen: list[int] = []
    later: list[int] = []
    slices = Slices("test")
    slices.add(lambda: counting(seen, 10))
    slices.run(2)
    slices.clear()
    slices.add(lambda: counting(later, 2))
    slices.run(100)
    assert seen == [0, 1] and later == [0, 1] and not slices.busy


def test_run_stops_once_it_has_what_it_waits_for() -> None:
    seen: list[int] = []
    slices = Slices("test")
    slices.add(lambda: counting(seen, 100))
    slices.run(float("inf"), until=lambda: len(seen) >= 7)
    assert seen == list(range(7))
    slices.close()


def test_a_jobs_error_is_raised_where_run_was_called() -> None:
    def broken() -> None:
        checkpoint()
        raise ValueError("a bug in the job")

    slices = Slices("test")
    slices.add(broken)
    slices.run(1)
    with pytest.raises(ValueError, match="a bug in the job"):
        slices.run(1)
    assert not slices.busy


def test_off_a_worker_a_checkpoint_does_nothing() -> None:
    seen: list[int] = []
    counting(seen, 3)
    assert seen == [0, 1, 2]
