"""What one seat may know: its own hand and everything public, never the hidden tiles."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.rules.actions import Action
from game.rules.barnyard import Barnyard
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of a round. The AI decides from this alone."""

    seat: int
    rules: RuleSet
    seats: int
    round_number: int
    round_double: Tile
    hand: tuple[Tile, ...]
    hand_counts: tuple[int, ...]
    yard_size: int
    drawable: int
    barnyard: Barnyard  # a copy: the placed tiles, open ends and the pending double
    phase: str
    to_act: int
    has_drawn: bool
    drawn: Optional[Tile]  # only when this seat is the one that drew
    draw_streak: bool  # draw_until_playable: the seat to act draws again after a misfit
    history: tuple[Action, ...]
    cl_state: tuple[int, ...]
    cl_turn: tuple[int, ...]
    skip: tuple[bool, ...]
    turn_no: int
    tile_pool: frozenset[Tile]
    legal: tuple[Action, ...]  # this seat's legal actions now
    totals: tuple[int, ...] = ()  # game scores before this round

    def unseen(self) -> frozenset[Tile]:
        """Tiles this seat cannot see: other hands and the chicken yard together."""
        placed = {p.tile for p in self.barnyard}
        return self.tile_pool - placed - set(self.hand)

    @property
    def my_turn(self) -> bool:
        """True if this seat is the one to act."""
        return self.to_act == self.seat

    @property
    def hub(self) -> Optional[Tile]:
        """The double whose spokes or toes must be filled first (`barnyard.pending`)."""
        return self.barnyard.pending

    @property
    def hub_needed(self) -> int:
        """How many tiles the pending double still needs."""
        return self.barnyard.needed

    @property
    def ends(self) -> tuple[tuple[int, tuple[Tile, ...]], ...]:
        """Each open number with the tiles showing it."""
        return tuple((n, at) for n, at in enumerate(self.barnyard.ends) if at)

    def open_numbers(self) -> list[int]:
        """Numbers a tile may be matched against now."""
        return self.barnyard.open_numbers()
