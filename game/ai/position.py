"""A seat's position: its summary of the table that the heuristic tiers score moves with.

Built from a `PlayerView`: it holds only that seat's hand and public facts, plus the voids the
seat inferred about its opponents.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from game.ai.knowledge import Knowledge
from game.rules.actions import Play
from game.rules.barnyard import Barnyard
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile
from game.rules.view import PlayerView


@dataclass
class Position:
    """What one seat knows, in the shape the move scorers want."""

    seat: int
    seats: int
    hand: list[Tile]
    barnyard: Barnyard
    unseen_by_number: list[int]  # tiles showing n that this seat cannot see
    unseen_pips: int
    unseen_tiles: int
    hand_counts: tuple[int, ...]
    voids: tuple[int, ...]  # per seat, bit mask of numbers it surely lacks
    rules: RuleSet

    @property
    def hub(self) -> Optional[Tile]:
        """The double waiting for spokes or toes, if any."""
        return self.barnyard.pending

    def weight(self, tile: Tile) -> int:
        """What the tile scores if it stays in a hand."""
        return self.rules.points(tile)

    def next_seats(self) -> list[int]:
        """Opponents in the order they act after this seat."""
        return [(self.seat + k) % self.seats for k in range(1, self.seats)]

    def open_after(self, play: Play) -> tuple[list[int], Optional[Tile]]:
        """Open numbers after `play`, and the hub (a double waiting for toes) if any."""
        after = self.barnyard.after(play.tile, play.on, play.seat)
        return after.open_numbers(), after.pending


def number_counts(tiles: Sequence[Tile], top: int) -> list[int]:
    """How many of `tiles` show each number 0..top (a double counts once)."""
    counts = [0] * (top + 1)
    for t in tiles:
        counts[t.high] += 1
        if t.low != t.high:
            counts[t.low] += 1
    return counts


def position_from_view(view: PlayerView, knowledge: Optional[Knowledge] = None) -> Position:
    """The seat's table, with voids from `knowledge` (none if not given)."""
    unseen = list(view.unseen())
    voids = tuple(knowledge.void_mask(s) if knowledge is not None and s != view.seat else 0
                  for s in range(view.seats))
    return Position(
        seat=view.seat, seats=view.seats, hand=list(view.hand), barnyard=view.barnyard,
        unseen_by_number=number_counts(unseen, view.rules.set),
        unseen_pips=sum(t.pips for t in unseen), unseen_tiles=len(unseen),
        hand_counts=view.hand_counts, voids=voids, rules=view.rules,
    )
