"""A round dealt and played out at random, a play whenever there is one: the barnyards the
layout's tests and benchmarks lay out (tests/render, tools/bench_barnyard.py and friends)."""
from __future__ import annotations

import random
from typing import Callable, Optional

from game.rules import Game, InvalidDeal, PlacedTile, Play, RoundState, RuleSet


def random_round(rules: RuleSet, seats: int, rng: random.Random,
                 played: Optional[Callable[[RoundState, PlacedTile], None]] = None
                 ) -> RoundState:
    """A complete round of `rules` for `seats` from a random round number's deal (dealt again
    while the deal is invalid), each action a random play, else a random legal action;
    `played(state, placed)` is told of each tile as it comes down."""
    while True:
        game = Game(rules, seats, random.Random(rng.random()))
        game.round_number = rng.randrange(0, rules.set + 1)
        try:
            state = game.next_round()
        except InvalidDeal:
            continue
        while not state.is_over:
            acts = state.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            placed = state.apply(rng.choice(plays) if plays else rng.choice(acts))
            if placed is not None and played is not None:
                played(state, placed)
        return state
