"""The barnyard as a tree: every placed tile knows what it hangs from and its role."""
from __future__ import annotations

from typing import NamedTuple, Optional

from game.rules.tiles import Tile

START = "start"    # the round's starting double, in the centre
SPOKE = "spoke"    # one of the 4 (cross) or 6 (double foot) tiles around the starting double
ARM = "arm"        # a tile extending a line
DOUBLE = "double"  # a double laid crosswise on a line: a chicken foot
TOE = "toe"        # one of the three tiles fanned out from a foot's double


class PlacedTile(NamedTuple):
    """One tile in the barnyard.

    `on` is the tile it is attached to (None for the start); `slot` numbers the spokes
    (0-3 or 0-5) and toes (0-2) of their double, 0 otherwise; `outward` is the number
    facing away from `on` (the open number while nothing hangs from it).
    """

    tile: Tile
    on: Optional[Tile]
    role: str
    slot: int
    outward: int
    seat: int

    @property
    def inward(self) -> int:
        """The number touching `on`."""
        return self.tile.other(self.outward)
