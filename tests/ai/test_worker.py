"""The expert thinks in a worker process beside the table: polled, never waited for, within its
budget, cancellable, gone at exit; and in slices where no worker can run."""
from __future__ import annotations

import multiprocessing
import os
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ai_states import random_state
from game.ai import worker
from game.ai.expert import ExpertPlayer
from game.ai.ismcts import TreeSearch
from game.ai.player import turn_actions
from game.ai.worker import GRACE, SearchWorker, WorkerThinking
from game.rules import RuleSet
from game.rules.view import PlayerView

ROOT = Path(__file__).resolve().parents[2]


def a_view(seed: int = 0) -> PlayerView:
    """A classic four-seat position where the seat to act has a choice."""
    for s in range(seed, seed + 400):
        state = random_state(RuleSet(), 4, s, 10)
        if not state.is_over and len(turn_actions(state.view(state.to_act))) > 1:
            return state.view(state.to_act)
    raise AssertionError("no position with a choice")


def poll(thinking: WorkerThinking, limit: int = 6000) -> None:
    """Step like the table does (a short look each frame) until the decision is final."""
    for _ in range(limit):
        if thinking.step(0.004):
            return
        time.sleep(0.01)
    raise AssertionError("the decision never became final")


def test_the_worker_decides_and_the_table_only_polls(searcher: SearchWorker) -> None:
    view = a_view()
    thinking = ExpertPlayer(budget=0.3).think(view, random.Random(1))
    assert isinstance(thinking, WorkerThinking)
    assert thinking.step(0.004) is False  # asked, not answered yet: the frame goes on
    assert thinking.result() in turn_actions(view)  # the hard tier's move meanwhile
    poll(thinking)
    stats = thinking.stats()
    assert stats["iterations"] >= 1 and stats["nodes"] >= 2  # the worker's own search
    assert thinking.result() in turn_actions(view)
    again = ExpertPlayer(budget=0.3).think(a_view(5), random.Random(2))  # the same process
    assert isinstance(again, WorkerThinking) and again.worker is searcher
    poll(again)
    assert again.stats()["iterations"] >= 1


def test_when_the_budget_is_up_the_worker_is_told_to_stop_and_answers(
        searcher: SearchWorker) -> None:
    view = a_view(1)
    thinking = ExpertPlayer(budget=60.0).think(view, random.Random(3))
    assert isinstance(thinking, WorkerThinking)
    thinking.step(0.004)
    time.sleep(0.05)
    thinking.started -= 60.0  # as if the whole budget had gone by
    assert thinking.step(0.004) is False and thinking.stopping  # told to stop
    searcher.conn.poll(30.0)  # its answer on the way (a busy machine's worker may be slow)
    assert thinking.step(0.004) is True
    assert thinking.stats()["iterations"] >= 1  # its best so far
    assert thinking.result() in turn_actions(view)


def test_an_answer_that_never_comes_is_given_up_for_the_hard_move(
        searcher: SearchWorker) -> None:
    view = a_view(2)
    thinking = ExpertPlayer(budget=60.0).think(view, random.Random(4))
    assert isinstance(thinking, WorkerThinking)
    thinking.started -= 60.0 + GRACE  # budget and grace gone by, still searching
    assert thinking.step(0.004) is True
    assert thinking.result() == thinking.fallback and thinking.result() in turn_actions(view)


def test_cancel_mid_search_stops_the_worker_and_shutdown_leaves_no_process(
        searcher: SearchWorker) -> None:
    view = a_view(3)
    thinking = ExpertPlayer(budget=60.0).think(view, random.Random(5))
    assert isinstance(thinking, WorkerThinking)
    time.sleep(0.1)
    assert thinking.step(0.004) is False  # searching a 60 s budget
    thinking.cancel()
    assert thinking.step(0.004) is True and thinking.result() in turn_actions(view)
    cancelled = searcher.wait(thinking.number, timeout=30.0)
    assert cancelled is not None and cancelled[0] == "cancelled"  # it dropped the search
    pong = searcher.ping()
    assert searcher.wait(pong, timeout=30.0) is not None  # and waits, idle, for more
    process = searcher.process
    worker.shutdown()
    assert not process.is_alive() and process.exitcode == 0  # it quit when asked
    assert process not in multiprocessing.active_children()


def running(pid: int) -> bool:
    """True while process `pid` exists and is not a zombie waiting to be reaped."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    if stat.exists():
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    return True


@pytest.mark.parametrize("ending", ["sys.exit(0)", "os._exit(0)"])
def test_quitting_mid_search_leaves_no_process_behind(tmp_path: Path, ending: str) -> None:
    """Whether the program ends normally or dies on the spot (no exit handlers run), the worker
    does not outlive it."""
    script = tmp_path / "quit_mid_search.py"
    script.write_text(textwrap.dedent(f"""
        import os, random, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        sys.path.insert(0, {str(ROOT / "tests" / "ai")!r})
        from game.ai import worker
        from game.ai.expert import ExpertPlayer
        from test_worker import a_view

        if __name__ == "__main__":
            searcher = worker.shared()
            while not searcher.ready:
                time.sleep(0.01)
            thinking = ExpertPlayer(budget=60.0).think(a_view(), random.Random(6))
            time.sleep(0.2)
            thinking.step(0.004)
            thinking.cancel()  # as the table does when the player quits mid-thought
            print(searcher.process.pid, flush=True)
            {ending}
    """))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[-1])
    for _ in range(3000):  # an orphan notices its closed pipe within a slice of searching
        if not running(pid):
            break
        time.sleep(0.01)
    assert not running(pid)


def test_a_worker_that_dies_mid_search_is_replaced_by_thinking_here(
        searcher: SearchWorker) -> None:
    view = a_view(4)
    thinking = ExpertPlayer(budget=0.3).think(view, random.Random(7))
    assert isinstance(thinking, WorkerThinking)
    searcher.process.kill()
    searcher.process.join()
    poll(thinking)
    assert isinstance(thinking.here, TreeSearch) and thinking.here.done_iterations >= 1
    assert thinking.result() in turn_actions(view)


def test_without_a_worker_it_thinks_in_slices_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sandbox where no process can start: the search runs in this process, a slice a step."""
    def refuse(self: object) -> None:
        raise PermissionError("no new processes here")

    worker.shutdown()
    monkeypatch.setattr(multiprocessing.get_context("spawn").Process, "start", refuse)
    worker.use_worker(True)
    assert worker.shared() is None
    view = a_view(6)
    thinking = ExpertPlayer(budget=0.05).think(view, random.Random(8))
    assert isinstance(thinking, TreeSearch)
    steps = 0
    while not thinking.step(0.004):
        steps += 1
        assert steps < 100_000
    assert thinking.done_iterations >= 1 and thinking.result() in turn_actions(view)
    monkeypatch.undo()
    worker.use_worker(True)  # a fresh try for the tests after this one
