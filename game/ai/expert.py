"""The expert tier: information-set tree search from what its seat has seen (see `ismcts`),
run beside the table in a worker process when it thinks against the clock (see `worker`)."""
from __future__ import annotations

import random
from typing import Optional

from game.ai import worker
from game.ai.ismcts import Tuning, tree_search
from game.ai.player import Decided, Player, Thinking, only_choice
from game.rules.actions import Action
from game.rules.view import PlayerView
from game.tiers import DEFAULT_BUDGET


class ExpertPlayer(Player):
    """Searches a tree over its information sets, dealing the hidden tiles afresh each time.

    `budget` is thinking time per decision in seconds; `iterations`, when given, replaces it
    with a fixed number of iterations (deterministic for a given rng: tests, tournaments).
    """

    tier = "expert"

    def __init__(self, budget: float = DEFAULT_BUDGET, iterations: Optional[int] = None,
                 tuning: Tuning = Tuning()) -> None:
        if iterations is None and not budget > 0:
            raise ValueError(f"expert budget: expected seconds > 0, found {budget!r}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"expert iterations: expected 1 or more, found {iterations!r}")
        self.budget = budget
        self.iterations = iterations
        self.tuning = tuning

    def think(self, view: PlayerView, rng: random.Random) -> Thinking:
        """The decision to step: at once for a forced move; in the worker process against the
        clock; here, a slice per step, for a fixed number of iterations or while there is no
        worker (none can start, or the first is still starting)."""
        single = only_choice(view)
        if single is not None:
            return Decided(single)
        if self.iterations is None:
            searcher = worker.shared()
            if searcher is not None and searcher.ready:
                return worker.WorkerThinking(searcher, view, rng, self.budget, self.tuning)
        return tree_search(view, rng, self.budget, self.iterations, self.tuning)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Think until the budget is spent, then move (in this process: it waits anyway)."""
        single = only_choice(view)
        if single is not None:
            return single
        thinking = tree_search(view, rng, self.budget, self.iterations, self.tuning)
        while not thinking.step(self.budget):
            pass
        return thinking.result()
