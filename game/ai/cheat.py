"""The cheating reference bot: measurement only, never offered as an opponent.

It searches like the `flat` tier (root-only determinized search), but on the true round state,
so it knows every hand and the order of the chicken yard. The tournament uses it to show the
ceiling of play.
"""
from __future__ import annotations

import random
from typing import Optional

from game.ai.flat import FlatSearch
from game.ai.hard import counting_choice
from game.ai.knowledge import infer
from game.ai.player import turn_actions
from game.ai.search import Search
from game.ai.position import position_from_view
from game.rules.actions import Action
from game.rules.round import RoundState
from game.tiers import DEFAULT_BUDGET


class CheatingBot:
    """Sees the whole round state. Deliberately not a `Player`: it cannot take a view."""

    tier = "cheat"

    def __init__(self, budget: float = DEFAULT_BUDGET, iterations: Optional[int] = None) -> None:
        self.budget = budget
        self.iterations = iterations

    def choose_from_state(self, state: RoundState, rng: random.Random) -> Action:
        """The best turn action for the seat to act, searching the real hands."""
        seat = state.to_act
        view = state.view(seat)
        acts = turn_actions(view)
        if len(acts) == 1:
            return acts[0]
        fallback = counting_choice(view, position_from_view(view, infer(view)))
        search = self.search(state, acts, fallback, rng)
        while not search.step(self.budget):
            pass
        return search.result()

    def search(self, state: RoundState, acts: list[Action], fallback: Action,
               rng: random.Random) -> Search:
        """The search over the seat's `acts`: flat, on the true round state."""
        return FlatSearch(state.to_act, acts, lambda r: state.clone(), fallback, rng,
                          budget=self.budget, iterations=self.iterations)
