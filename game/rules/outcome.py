"""What one action did to a round, as the rules carried it out (`RoundState.act`).

The table, the move log and undo read an `Outcome` instead of comparing hands and the pending
double before and after: the tile placed, the tile drawn (a draw, or a catch's penalty), the
chicken foot opened or closed and how many tiles its double still needs, a pass, a
Chickenlittle announcement or catch, and the end of the round and why.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Optional

from game.rules.actions import Action
from game.rules.barnyard import PlacedTile
from game.rules.tiles import Tile


class Drawn(NamedTuple):
    """A tile that came off the chicken yard into a hand."""

    seat: int
    tile: Tile


@dataclass(frozen=True)
class Outcome:
    """Everything one action did.

    `placed`: the tile a play put in the barnyard (as the rules slot it). `drawn`: the tile a
    draw, or a catch's penalty, put into a hand. `foot_opened`: the double a play laid on a
    line (a chicken foot: its toes come next); `foot_closed`: the double whose last spoke or
    toe came down. `pending` and `still_needed`: the double whose spokes or toes must be
    filled first after the action, and how many it still lacks (None and 0 when none is).
    `passed`: the turn was passed. `announced`: the seat that said Chickenlittle; `caught`:
    the seat caught not saying it, whose penalty is `drawn` or, with no tile to draw, its
    next turn (`misses_turn`). `end` and `winner`: the round is over ("domino": `winner`
    went out; "blocked": nobody can play).
    """

    action: Action
    placed: Optional[PlacedTile] = None
    drawn: Optional[Drawn] = None
    foot_opened: Optional[Tile] = None
    foot_closed: Optional[Tile] = None
    pending: Optional[Tile] = None
    still_needed: int = 0
    passed: bool = False
    announced: Optional[int] = None
    caught: Optional[int] = None
    misses_turn: bool = False
    end: Optional[str] = None
    winner: Optional[int] = None

    @property
    def round_over(self) -> bool:
        """True when this action ended the round."""
        return self.end is not None
