"""What an opponent's choices suggest about its hand: players shed heavy tiles first.

When an opponent laid a tile while an unseen tile that scores more could have been laid too,
that heavier tile is less likely to be in its hand: each such choice weighs it by the chance a
player who sheds weight (give or take `shed`'s spread) would have laid the lighter one anyway,
1 / (1 + e^(shed x (its points - the laid tile's points))). A tile that could not have been
laid, or a double (laid for reasons of its own), is not weighed. Only the public history is
read (`knowledge.Choice`), so this never sees a hidden tile; it only tilts the deals
`knowledge.Dealer` makes, and never rules a tile out.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from game.ai.knowledge import Choice, Knowledge
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile

Weights = Optional[list[float]]  # by tile index, 1.0 for the likeliest; None: all alike


def choice_weights(choices: Sequence[Choice], unseen: Sequence[Tile], rules: RuleSet,
                   shed: float, size: int) -> Weights:
    """How likely each unseen tile is to have been held through `choices`, scaled to 1."""
    if not choices:
        return None
    points = rules.points
    weights = [1.0] * size
    for choice in choices:
        laid = points(choice.tile)
        opens = choice.opens
        for t in unseen:
            if t.is_double or not ((1 << t.high) | (1 << t.low)) & opens:
                continue
            weights[t.index] /= 1.0 + math.exp(min(50.0, shed * (points(t) - laid)))
    top = max(weights[t.index] for t in unseen) if unseen else 1.0
    if top <= 0.0:
        return None
    return [w / top for w in weights]


def slot_weights(knowledge: Knowledge, unseen: Sequence[Tile], rules: RuleSet,
                 shed: float) -> list[list[Weights]]:
    """Per seat, per slot of `knowledge`, the weights of the unseen tiles (None: no choice
    to read, or `shed` is 0)."""
    size = (rules.set + 1) * (rules.set + 2) // 2
    out: list[list[Weights]] = []
    for seat, firsts in enumerate(knowledge.since):
        found: dict[int, Weights] = {}
        row: list[Weights] = []
        for first in firsts:
            if first not in found:
                found[first] = (choice_weights(knowledge.choices[seat][first:], unseen, rules,
                                               shed, size) if shed > 0 else None)
            row.append(found[first])
        out.append(row)
    return out
