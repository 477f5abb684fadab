"""The expert: deterministic for an iteration budget, interruptible, within its time budget.

These tests step the search in this process, as the table does where no worker process can
run (tests/ai/test_worker.py has the worker)."""
from __future__ import annotations

import random
from typing import Iterator

import pytest

from ai_states import random_state
from game.ai import make_player, start_decision, worker
from game.ai.expert import ExpertPlayer
from game.ai.player import Decided, turn_actions
from game.ai.search import RESERVE, Search
from game.rules import RoundState, RuleSet


@pytest.fixture(autouse=True)
def thinking_here() -> Iterator[None]:
    """No worker process: the expert thinks in slices in this process."""
    worker.use_worker(False)
    yield
    worker.use_worker(True)


def a_choice(seed: int = 0) -> RoundState:
    """A classic two-seat state where the seat to act has several moves."""
    for s in range(seed, seed + 200):
        state = random_state(RuleSet(), 2, s, 9)
        if not state.is_over and len(turn_actions(state.view(state.to_act))) > 2:
            return state
    raise AssertionError("no state with a choice")


def test_same_rng_same_iterations_same_move() -> None:
    for seed in range(5):
        view = a_choice(seed * 7).view(a_choice(seed * 7).to_act)
        moves = {ExpertPlayer(iterations=40).choose(view, random.Random(seed)) for _ in range(3)}
        assert len(moves) == 1


def test_interrupted_early_it_still_has_a_legal_move() -> None:
    state = a_choice()
    view = state.view(state.to_act)
    thinking = start_decision(view, "expert", budget=60.0, rng=random.Random(1))
    assert isinstance(thinking, Search)
    assert thinking.result() in turn_actions(view)  # before any thinking: the hard move
    assert thinking.step(0.0) is False  # one play-out, far from done
    assert thinking.done_iterations == 1
    assert thinking.result() in turn_actions(view)


def test_it_stops_when_its_budget_is_spent() -> None:
    state = a_choice()
    view = state.view(state.to_act)
    thinking = make_player("expert", budget=0.02).think(view, random.Random(2))
    assert isinstance(thinking, Search)
    slices = 0
    while not thinking.step(0.004):
        slices += 1
        assert slices < 10_000
    # It stopped because one more play-out would have gone past the budget.
    assert thinking.spent + 1.5 * thinking.last >= RESERVE * 0.02
    done = thinking.done_iterations
    assert thinking.step(1.0) is True and thinking.done_iterations == done  # no more work
    assert thinking.result() in turn_actions(view)


def test_a_forced_move_needs_no_thinking() -> None:
    for seed in range(100):
        state = random_state(RuleSet(), 2, seed, 3)
        view = state.view(state.to_act)
        if not state.is_over and len(turn_actions(view)) == 1:
            thinking = make_player("expert").think(view, random.Random(0))
            assert isinstance(thinking, Decided) and thinking.result() == turn_actions(view)[0]
            return
    raise AssertionError("no forced move found")


def test_bad_budgets_are_refused_with_the_setting_named() -> None:
    for kwargs, words in (({"budget": 0.0}, "expert budget"),
                          ({"iterations": 0}, "expert iterations")):
        try:
            ExpertPlayer(**kwargs)
        except ValueError as err:
            assert words in str(err)
        else:
            raise AssertionError(kwargs)
    try:
        make_player("grandmaster")
    except ValueError as err:
        assert "grandmaster" in str(err) and "expert" in str(err)
    else:
        raise AssertionError("unknown tier accepted")
