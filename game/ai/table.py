"""A seat's summary of the table that the heuristic tiers score moves with.

Built from a `PlayerView` (the tiers) or, for the expert's play-outs, from a determinized round
state for the seat to act: either way it holds only that seat's hand and public facts, plus the
voids the seat inferred about its opponents.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from game.ai.knowledge import Knowledge
from game.rules.actions import Play
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.rules.view import PlayerView

TOES = 3


@dataclass
class Table:
    """What one seat knows, in the shape the move scorers want."""

    seat: int
    seats: int
    hand: list[Tile]
    ends: dict[int, tuple[Tile, ...]]  # open number -> tiles showing it
    hub: Optional[Tile]
    hub_needed: int
    unseen_by_number: list[int]  # tiles showing n that this seat cannot see
    unseen_pips: int
    unseen_tiles: int
    hand_counts: tuple[int, ...]
    voids: tuple[int, ...]  # per seat, bit mask of numbers it surely lacks
    double_blank: int

    def weight(self, tile: Tile) -> int:
        """What the tile scores if it stays in a hand."""
        return self.double_blank if tile.index == 0 else tile.pips

    def next_seats(self) -> list[int]:
        """Opponents in the order they act after this seat."""
        return [(self.seat + k) % self.seats for k in range(1, self.seats)]

    def open_after(self, play: Play) -> tuple[list[int], Optional[Tile]]:
        """Open numbers after `play`, and the hub (a double waiting for toes) if any."""
        tile, on = play.tile, play.on
        hub = self.hub
        if hub is not None and on is hub:
            if self.hub_needed > 1:
                return [hub.high], hub
            nums = [n for n in self.ends]
            nums.append(tile.other(hub.high))
            return nums, None
        if on is None:  # setting the starting double
            return [tile.high], tile
        n = tile.high if on in self.ends.get(tile.high, ()) else tile.low
        if tile.is_double:
            return [n], tile
        nums = [m for m, at in self.ends.items() if m != n or len(at) > 1]
        nums.append(tile.other(n))
        return nums, None


def number_counts(tiles: Sequence[Tile], top: int) -> list[int]:
    """How many of `tiles` show each number 0..top (a double counts once)."""
    counts = [0] * (top + 1)
    for t in tiles:
        counts[t.high] += 1
        if t.low != t.high:
            counts[t.low] += 1
    return counts


def table_from_view(view: PlayerView, knowledge: Optional[Knowledge] = None) -> Table:
    """The seat's table, with voids from `knowledge` (none if not given)."""
    unseen = list(view.unseen())
    voids = tuple(knowledge.void_mask(s) if knowledge is not None and s != view.seat else 0
                  for s in range(view.seats))
    return Table(
        seat=view.seat, seats=view.seats, hand=list(view.hand), ends=dict(view.ends),
        hub=view.hub, hub_needed=view.hub_needed,
        unseen_by_number=number_counts(unseen, view.rules.set),
        unseen_pips=sum(t.pips for t in unseen), unseen_tiles=len(unseen),
        hand_counts=view.hand_counts, voids=voids, double_blank=view.rules.double_blank,
    )


def table_from_state(state: RoundState, seat: int) -> Table:
    """The table as `seat` sees it in a (determinized) state, without inferred voids."""
    hand = state.hands[seat]
    top = state.rules.set
    unseen = [t for s, h in enumerate(state.hands) if s != seat for t in h]
    unseen.extend(state.yard)
    return Table(
        seat=seat, seats=state.seats, hand=hand,
        ends={n: at for n, at in enumerate(state.ends) if at},
        hub=state.hub, hub_needed=state.hub_needed,
        unseen_by_number=number_counts(unseen, top),
        unseen_pips=sum(t.pips for t in unseen), unseen_tiles=len(unseen),
        hand_counts=tuple(len(h) for h in state.hands), voids=(0,) * state.seats,
        double_blank=state.rules.double_blank,
    )
