"""What an opponent's choices suggest about its hand: players shed heavy tiles first, and play a
drawn tile that fits.

When an opponent laid a tile while an unseen tile that scores more could have been laid too,
that heavier tile is less likely to be in its hand: each such choice weighs it by
1 / (1 + e^(shed x (its points - the laid tile's points))), so the larger `shed`, the surer the
model that players lay their heaviest tile. A tile that could not have been laid, or a double
(laid for reasons of its own), is not weighed. A drawn tile kept rather than played (where the
house rules allow it) probably fits none of the numbers that were open: a tile that would have
fitted weighs e^-shed as much. Only the public history is read (`knowledge.Choice`), so this
never sees a hidden tile; it only tilts the deals `knowledge.Dealer` makes, never rules a tile
out.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from game.ai.knowledge import Choice, Knowledge
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile
from game.rules.view import PlayerView

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


def kept_weights(weights: Weights, kept: int, unseen: Sequence[Tile], shed: float,
                 size: int) -> Weights:
    """`weights` for a drawn tile kept rather than played onto the numbers in `kept`: a tile
    that would have fitted one (not a double) weighs e^-shed as much."""
    out = list(weights) if weights is not None else [1.0] * size
    factor = math.exp(-shed)
    for t in unseen:
        if not t.is_double and ((1 << t.high) | (1 << t.low)) & kept:
            out[t.index] *= factor
    top = max(out[t.index] for t in unseen) if unseen else 1.0
    return [w / top for w in out] if top > 0.0 else None


def slot_weights(knowledge: Knowledge, unseen: Sequence[Tile], rules: RuleSet,
                 shed: float) -> list[list[Weights]]:
    """Per seat, per slot of `knowledge`, the weights of the unseen tiles (None: nothing to
    read, or `shed` is 0)."""
    size = (rules.set + 1) * (rules.set + 2) // 2
    out: list[list[Weights]] = []
    for seat, firsts in enumerate(knowledge.since):
        found: dict[int, Weights] = {}
        row: list[Weights] = []
        for first, kept in zip(firsts, knowledge.kept[seat]):
            if shed <= 0:
                row.append(None)
                continue
            if first not in found:
                found[first] = choice_weights(knowledge.choices[seat][first:], unseen, rules,
                                              shed, size)
            row.append(kept_weights(found[first], kept, unseen, shed, size) if kept
                       else found[first])
        out.append(row)
    return out


def deal_weights(view: PlayerView, knowledge: Knowledge, shed: float
                 ) -> Optional[list[list[Weights]]]:
    """How the expert tilts its deals from `view`: `slot_weights` read with `shed` (None when
    `shed` is 0: the deals are not tilted)."""
    if shed <= 0:
        return None
    return slot_weights(knowledge, sorted(view.unseen()), view.rules, shed)
