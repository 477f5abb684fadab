"""Seeded random complete rounds of the three tables of tools/bench_barnyard.py, and the gap
between two laid tiles: shared by the barnyard layout tests."""
from __future__ import annotations

import random
from typing import Iterator

from game.render.geometry import Placement, distance_to_polygon
from game.rules import Game, InvalidDeal, PlacedTile, Play, RuleSet
from game.store.rules_files import load_preset


def _tables() -> dict[str, tuple[RuleSet, int]]:
    return {
        "d9x4": (load_preset("classic").rules, 4),
        "d12x8": (load_preset("party").rules, 8),
        "d6x2": (load_preset("family").rules.with_changes(set=6), 2),
    }


def _rounds(rules: RuleSet, seats: int, n: int, seed: int) -> Iterator[list[PlacedTile]]:
    """The barnyards of n random complete rounds (a play whenever there is one)."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        game = Game(rules, seats, random.Random(rng.random()))
        game.round_number = rng.randrange(0, rules.set + 1)
        try:
            state = game.next_round()
        except InvalidDeal:
            continue
        while not state.is_over:
            acts = state.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            state.apply(rng.choice(plays) if plays else rng.choice(acts))
        made += 1
        yield list(state.barnyard)


def _gap(a: Placement, b: Placement) -> float:
    """The distance between two tiles' outlines (0 if they overlap)."""
    return min(min(distance_to_polygon(v, b.polygon) for v in a.polygon),
               min(distance_to_polygon(v, a.polygon) for v in b.polygon))
