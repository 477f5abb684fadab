"""The `flat` tier: the expert as it was before its tree search, kept for the tournament only
(like `cheat`) to measure the tree search against.

Determinized Monte Carlo with UCB1 over the root moves only (Cowling, Powley & Whitehouse 2012
call this determinization, or "perfect information Monte Carlo"): each iteration deals the tiles
the seat cannot see at random, consistently with everything it observed, picks one of its legal
moves by UCB1 and plays the round out with the play-out policy. The most visited move wins.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable, Optional

from game.ai.hard import counting_choice
from game.ai.knowledge import determinize, infer
from game.ai.playout import play_out, reward
from game.ai.player import Decided, Player, Thinking, only_choice, turn_actions
from game.ai.search import Search
from game.ai.position import position_from_view
from game.rules.actions import Action
from game.rules.round import RoundState
from game.rules.view import PlayerView
from game.tiers import DEFAULT_BUDGET

EXPLORE = 0.7


class FlatSearch(Search):
    """A root-UCB1 search over determinizations; step it with a time slice."""

    def __init__(
        self,
        seat: int,
        actions: list[Action],
        sample: Callable[[random.Random], RoundState],
        fallback: Action,
        rng: random.Random,
        budget: Optional[float] = DEFAULT_BUDGET,
        iterations: Optional[int] = None,
    ) -> None:
        super().__init__(fallback, rng, budget, iterations)
        self.seat = seat
        self.actions = actions
        self.sample = sample
        self.visits = [0] * len(actions)
        self.totals = [0.0] * len(actions)

    def iterate(self) -> None:
        """One determinization, one root move by UCB1, one play-out."""
        state = self.sample(self.rng)
        i = self._pick()
        state.apply(self.actions[i])
        play_out(state, self.rng)
        self.visits[i] += 1
        self.totals[i] += reward(state, self.seat)

    def _pick(self) -> int:
        for i, v in enumerate(self.visits):
            if v == 0:
                return i
        log_n = math.log(self.done_iterations)
        return max(range(len(self.actions)),
                   key=lambda i: self.totals[i] / self.visits[i]
                   + EXPLORE * math.sqrt(log_n / self.visits[i]))

    def best(self) -> Action:
        """The most visited move (best mean on a tie)."""
        i = max(range(len(self.actions)),
                key=lambda i: (self.visits[i], self.totals[i] / max(1, self.visits[i])))
        return self.actions[i]


class FlatPlayer(Player):
    """Root-only determinized search; `iterations` or `budget` seconds per decision."""

    tier = "flat"

    def __init__(self, budget: float = DEFAULT_BUDGET, iterations: Optional[int] = None) -> None:
        self.budget = budget
        self.iterations = iterations

    def think(self, view: PlayerView, rng: random.Random) -> Thinking:
        """A search to step; a move with no alternative is decided at once."""
        started = time.perf_counter()
        single = only_choice(view)
        if single is not None:
            return Decided(single)
        knowledge = infer(view)
        fallback = counting_choice(view, position_from_view(view, knowledge))
        search = FlatSearch(view.seat, turn_actions(view),
                            lambda r: determinize(view, knowledge, r),
                            fallback, rng, budget=self.budget, iterations=self.iterations)
        search.spent = time.perf_counter() - started  # reading the history counts too
        return search

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Think until the budget is spent, then move."""
        thinking = self.think(view, rng)
        while not thinking.step(self.budget):
            pass
        return thinking.result()
