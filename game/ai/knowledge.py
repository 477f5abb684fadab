"""What a seat can infer from the public history: open numbers over time and opponents' voids.

Every opponent's hand is modelled as *slots*, one per tile it holds. A slot carries the numbers
its tile is known not to show (a bit mask): when an opponent draws or passes because it could
not play, every tile it held at that moment lacks every number that was open. A drawn tile gets
a fresh, unconstrained slot. When the opponent lays a tile, the most constrained slot that tile
fits is removed: older slots' masks contain newer ones', so this never invents a constraint.

Softer evidence is kept too: each play an opponent chose (not a drawn tile played at once) with
the numbers open at that moment, and for each slot the first of those choices its tile was in
the hand for; and, where a playable drawn tile may be kept, the numbers open when an opponent
drew and then passed (its drawn tile probably fits none of them). `tendencies` weighs the
unseen tiles with it (players shed heavy tiles first, and play a drawn tile that fits).

Only the view is read: the history's draws carry no tile, so nothing here sees a hidden tile.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple, Optional, Sequence

from game.rules.actions import Catch, Draw, Pass, Play
from game.rules.barnyard import Barnyard
from game.rules.game import shuffle
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


class Choice(NamedTuple):
    """A play an opponent chose from its hand: what was open then and the tile it laid."""

    opens: int  # bit mask of the numbers a tile could be matched against
    tile: Tile


@dataclass
class Knowledge:
    """A seat's inferences: per seat, the slot masks of the tiles it holds (oldest first).

    `choices[s]` are seat s's chosen plays in order; `since[s][i]` is the first of them that
    slot i's tile was in its hand for (it was held, and not laid, at every later one);
    `kept[s][i]` the numbers slot i's tile was drawn onto and then kept, not played (a mask).
    """

    seat: int
    slots: list[list[int]]
    choices: list[list[Choice]] = field(default_factory=list)
    since: list[list[int]] = field(default_factory=list)
    kept: list[list[int]] = field(default_factory=list)

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
    since: list[list[int]] = [[0] * deal for _ in range(view.seats)]
    kept: list[list[int]] = [[0] * deal for _ in range(view.seats)]
    choices: list[list[Choice]] = [[] for _ in range(view.seats)]
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
            gone = _remove_slot(slots[s], bits(laid.tile))
            if gone >= 0:
                del since[s][gone]
                del kept[s][gone]
            if started and not drew:
                choices[s].append(Choice(open_mask(layout), laid.tile))
            layout.place(laid.tile, laid.on, laid.seat)
            started = True
            drew = False
        elif kind is Draw:
            yard -= 1
            if started and rules.must_play:
                _void(slots[s], open_mask(layout))
            slots[s].append(0)
            since[s].append(len(choices[s]))
            kept[s].append(0)
            drew = started
        elif kind is Pass:
            if drew and slots[s]:
                if rules.drawn_tile == "must":
                    slots[s][-1] |= open_mask(layout)
                else:
                    kept[s][-1] |= open_mask(layout)
            else:
                _void(slots[s], open_mask(layout))
            drew = False
        elif kind is Catch:
            if yard - reserve > 0:
                yard -= 1
                target: int = action.target  # type: ignore[union-attr]
                slots[target].append(0)
                since[target].append(len(choices[target]))
                kept[target].append(0)
    for s in range(view.seats):
        if len(slots[s]) != view.hand_counts[s]:  # a history we do not follow: know nothing
            slots[s] = [0] * view.hand_counts[s]
            since[s] = [len(choices[s])] * view.hand_counts[s]
            kept[s] = [0] * view.hand_counts[s]
    slots[view.seat] = []
    since[view.seat] = []
    kept[view.seat] = []
    return Knowledge(view.seat, slots, choices, since, kept)


def _void(masks: list[int], numbers: int) -> None:
    for i in range(len(masks)):
        masks[i] |= numbers


def _remove_slot(masks: list[int], shown: int) -> int:
    """Drop the most constrained slot the played tile fits (the newest if none fits); its
    index (-1: there was none)."""
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
    return best


class Dealer:
    """Deals the tiles a seat cannot see, again and again, consistently with its knowledge.

    Everything that does not change between deals (the unseen tiles, the slots to fill, most
    constrained first) is worked out once; a search asks for thousands of deals per decision.
    `weights` (per seat, per slot, by tile index: see `tendencies`) tilt which tile a slot
    gets, among the tiles its constraints allow.
    """

    def __init__(self, view: PlayerView, knowledge: Knowledge, tries: int = 8,
                 weights: Optional[Sequence[Sequence[Optional[list[float]]]]] = None) -> None:
        self.view = view
        self.tries = tries
        self.unseen = sorted(view.unseen())
        self.slots = [len(knowledge.slots[s]) for s in range(view.seats)]
        wanted = [(s, i, m, weights[s][i] if weights is not None else None)
                  for s in range(view.seats) if s != view.seat
                  for i, m in enumerate(knowledge.slots[s])]
        wanted.sort(key=lambda w: -bin(w[2]).count("1"))
        self.wanted = wanted

    def hidden(self, rng: random.Random
               ) -> tuple[list[list[Tile]], list[Tile], Optional[Tile]]:
        """One guess: (hands, yard next-draw-first, the to-act opponent's drawn tile if any).

        After `tries` failed attempts the constraints are dropped (a history we misread).
        """
        view = self.view
        random_ = rng.random
        for attempt in range(self.tries + 1):
            strict = attempt < self.tries
            pool = self.unseen[:]
            shuffle(rng, pool)
            hands: list[list[Optional[Tile]]] = [[None] * n for n in self.slots]
            ok = True
            for s, i, m, weights in self.wanted:
                mask = m if strict else 0
                if weights is None and not mask:
                    hands[s][i] = pool.pop(0)
                    continue
                first = -1
                for j, t in enumerate(pool):
                    if ((1 << t.high) | (1 << t.low)) & mask:
                        continue
                    if weights is None or random_() < weights[t.index]:
                        first = j
                        break
                    if first < 0:
                        first = j
                else:
                    if first < 0:
                        ok = False
                        break
                hands[s][i] = pool.pop(first)
            if ok:
                full = [list(view.hand) if s == view.seat else [t for t in h if t is not None]
                        for s, h in enumerate(hands)]
                drawn = None
                if view.has_drawn and view.to_act != view.seat and full[view.to_act]:
                    drawn = full[view.to_act][-1]
                return full, pool, drawn
        raise ValueError(
            "the view's hidden tiles cannot be dealt: hand counts exceed unseen tiles")

    def state(self, rng: random.Random) -> RoundState:
        """A full round state built from the view and one guess of the hidden tiles."""
        hands, yard, drawn = self.hidden(rng)
        return RoundState.from_view(self.view, hands, yard, drawn)


def determinize(view: PlayerView, knowledge: Knowledge, rng: random.Random) -> RoundState:
    """A full round state built from the view and one sample of the hidden tiles."""
    return Dealer(view, knowledge).state(rng)
