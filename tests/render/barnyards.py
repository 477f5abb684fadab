"""Seeded random complete rounds of the three tables of tools/bench_barnyard.py, and the gap
between two laid tiles: shared by the barnyard layout tests."""
from __future__ import annotations

import random
from typing import Iterator

from game.layout.geometry import Placement, distance_to_polygon
from game.ai.random_round import random_round
from game.rules import PlacedTile, RuleSet
from game.store.rules_files import load_preset


def bench_tables() -> dict[str, tuple[RuleSet, int]]:
    return {
        "d9x4": (load_preset("classic").rules, 4),
        "d12x8": (load_preset("party").rules, 8),
        "d6x2": (load_preset("family").rules.with_changes(set=6), 2),
    }


def round_barnyards(rules: RuleSet, seats: int, n: int, seed: int) -> Iterator[list[PlacedTile]]:
    """The barnyards of n random complete rounds (a play whenever there is one)."""
    rng = random.Random(seed)
    for _ in range(n):
        yield list(random_round(rules, seats, rng).barnyard)


def gap_between(a: Placement, b: Placement) -> float:
    """The distance between two tiles' outlines (0 if they overlap)."""
    return min(min(distance_to_polygon(v, b.polygon) for v in a.polygon),
               min(distance_to_polygon(v, a.polygon) for v in b.polygon))
