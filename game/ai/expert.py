"""The expert tier: determinized search from what its seat has seen (see `search`)."""
from __future__ import annotations

import random
import time
from typing import Optional

from game.ai.hard import counting_choice
from game.ai.knowledge import determinize, infer
from game.ai.player import Decided, Player, Thinking, only_choice, turn_actions
from game.ai.search import DEFAULT_BUDGET, Search
from game.ai.position import position_from_view
from game.rules.actions import Action
from game.rules.view import PlayerView


class ExpertPlayer(Player):
    """Searches over the hidden tiles with the counting tier as its play-out policy.

    `budget` is thinking time per decision in seconds; `iterations`, when given, replaces it
    with a fixed number of play-outs (deterministic for a given rng: tests, tournaments).
    """

    tier = "expert"

    def __init__(self, budget: float = DEFAULT_BUDGET, iterations: Optional[int] = None) -> None:
        if iterations is None and not budget > 0:
            raise ValueError(f"expert budget: expected seconds > 0, found {budget!r}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"expert iterations: expected 1 or more, found {iterations!r}")
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
        search = Search(
            view.seat, turn_actions(view),
            lambda r: determinize(view, knowledge, r),
            fallback, rng, budget=self.budget, iterations=self.iterations,
        )
        search.spent = time.perf_counter() - started  # reading the history counts too
        return search

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Think until the budget is spent, then move."""
        thinking = self.think(view, rng)
        while not thinking.step(self.budget):
            pass
        return thinking.result()
