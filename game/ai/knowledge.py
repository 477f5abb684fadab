"""What a seat can infer from the public history: open numbers over time and opponents' voids.

Every opponent's hand is modelled as *slots*, one per tile it holds. A slot carries the numbers
its tile is known not to show (a bit mask): when an opponent draws or passes because it could
not play, every tile it held at that moment lacks every number that was open. A drawn tile gets
a fresh, unconstrained slot. When the opponent lays a tile, the most constrained slot that tile
fits is removed: older slots' masks contain newer ones', so this never invents a constraint.

Only the view is read: the history's draws carry no tile, so nothing here sees a hidden tile.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from game.rules.actions import Catch, Draw, Pass, Play
from game.rules.barnyard import Barnyard
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.rules.view import PlayerView


def open_mask(barnyard: Barnyard) -> int:
    """The numbers a tile may be matched against now, as a bit mask."""
    out = 0
    for n in barnyard.open_numbers():
        out |= 1 << n
    return out


def bits(tile: Tile) -> int:
    """The numbers a tile shows, as a bit mask."""
    return (1 << tile.high) | (1 << tile.low)


@dataclass
class Knowledge:
    """A seat's inferences: per seat, the slot masks of the tiles it holds (oldest first)."""

    seat: int
    slots: list[list[int]]

    def void_mask(self, seat: int) -> int:
        """Numbers `seat` surely lacks: those that every one of its tiles is known to lack."""
        masks = self.slots[seat]
        if not masks:
            return 0
        out = -1
        for m in masks:
            out &= m
        return out

    def lacks(self, seat: int, number: int) -> bool:
        """True if `seat` certainly holds no tile showing `number`."""
        return bool(self.void_mask(seat) >> number & 1)


def infer(view: PlayerView) -> Knowledge:
    """Replay the view's public history into slot masks for every seat but the viewer's."""
    rules = view.rules
    deal = rules.hand_tiles(view.seats)
    slots: list[list[int]] = [[0] * deal for _ in range(view.seats)]
    yard = len(view.tile_pool) - deal * view.seats
    reserve = rules.reserve(view.seats)
    layout = Barnyard(rules.set, rules.spokes)  # the barnyard as it was at each action
    placed = iter(view.barnyard)
    started = False
    if view.barnyard and view.barnyard[0].seat == -1:  # placed before the deal
        p = next(placed)
        layout.place(p.tile, p.on, p.seat)
        started = True
    drew = False
    for action in view.history:
        kind = type(action)
        s = action.seat
        if kind is Play:
            laid = next(placed, None)
            if laid is None:
                break
            _remove_slot(slots[s], bits(laid.tile))
            layout.place(laid.tile, laid.on, laid.seat)
            started = True
            drew = False
        elif kind is Draw:
            yard -= 1
            if started and rules.must_play:
                _void(slots[s], open_mask(layout))
            slots[s].append(0)
            drew = started
        elif kind is Pass:
            if drew:
                if rules.drawn_tile == "must" and slots[s]:
                    slots[s][-1] |= open_mask(layout)
            else:
                _void(slots[s], open_mask(layout))
            drew = False
        elif kind is Catch:
            if yard - reserve > 0:
                yard -= 1
                slots[action.target].append(0)  # type: ignore[union-attr]
    for s in range(view.seats):
        if len(slots[s]) != view.hand_counts[s]:  # a history we do not follow: know nothing
            slots[s] = [0] * view.hand_counts[s]
    slots[view.seat] = []
    return Knowledge(view.seat, slots)


def _void(masks: list[int], numbers: int) -> None:
    for i in range(len(masks)):
        masks[i] |= numbers


def _remove_slot(masks: list[int], shown: int) -> None:
    """Drop the most constrained slot the played tile fits (the newest if none fits)."""
    best = -1
    best_count = -1
    for i, m in enumerate(masks):
        if not m & shown:
            c = bin(m).count("1")
            if c > best_count:
                best, best_count = i, c
    if best < 0:
        best = len(masks) - 1
    if best >= 0:
        del masks[best]


def sample_hidden(
    view: PlayerView, knowledge: Knowledge, rng: random.Random, tries: int = 8
) -> tuple[list[list[Tile]], list[Tile], Optional[Tile]]:
    """A guess of every hidden tile consistent with the view and the inferred voids.

    Returns (hands, yard next-draw-first, the to-act opponent's drawn tile if it drew).
    After `tries` failed attempts the constraints are dropped (a history we misread).
    """
    unseen = sorted(view.unseen())
    wanted = [(s, i, m) for s in range(view.seats) if s != view.seat
              for i, m in enumerate(knowledge.slots[s])]
    wanted.sort(key=lambda w: -bin(w[2]).count("1"))
    for attempt in range(tries + 1):
        strict = attempt < tries
        pool = unseen[:]
        rng.shuffle(pool)
        hands: list[list[Optional[Tile]]] = [
            [None] * len(knowledge.slots[s]) for s in range(view.seats)
        ]
        ok = True
        for s, i, m in wanted:
            mask = m if strict else 0
            for j, t in enumerate(pool):
                if not bits(t) & mask:
                    hands[s][i] = pool.pop(j)
                    break
            else:
                ok = False
                break
        if ok:
            full = [list(view.hand) if s == view.seat else [t for t in h if t is not None]
                    for s, h in enumerate(hands)]
            drawn = None
            if view.has_drawn and view.to_act != view.seat and full[view.to_act]:
                drawn = full[view.to_act][-1]
            return full, pool, drawn
    raise ValueError("the view's hidden tiles cannot be dealt: hand counts exceed unseen tiles")


def determinize(view: PlayerView, knowledge: Knowledge, rng: random.Random) -> RoundState:
    """A full round state built from the view and one sample of the hidden tiles."""
    hands, yard, drawn = sample_hidden(view, knowledge, rng)
    return RoundState.from_view(view, hands, yard, drawn)
