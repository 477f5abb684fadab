"""What the barnyard layout's helpers may ask of it and do to it. Pure Python.

relay, swing and last_resort find room for a tile the layout could not place. They see the
layout (game/layout/barnyard.py, BarnyardLayout) only through `Laying`: how each tile down was
played and what lies against it, its open end, the searches and costs of a spot, and the tiles'
boxes (`grid`) and placements. They lift tiles and lay them at the spots they try only through
`lifted` and `trying`, which put everything back however the try ends, and keep what they work
out in the layout's memory (`remembered`) until its next add. They import no layout:
BarnyardLayout is a Laying, and hands itself to them.
"""
from __future__ import annotations

import math
from contextlib import AbstractContextManager
from typing import AbstractSet, Callable, Mapping, Optional, Protocol, Sequence, TypeVar

from game.layout.geometry import Box, Placement
from game.layout.spots import End, Fit, Laid, Option, Toes
from game.layout.tile_grid import TileGrid
from game.rules.barnyard import PlacedTile
from game.rules.tiles import Tile

FootSpot = tuple[float, float, int, Toes, bool]  # a foot's spot: centre x, y, heading, toes, rough
T = TypeVar("T")


class Laying(Protocol):
    """The barnyard layout as its helpers see it."""

    @property
    def placements(self) -> Mapping[Tile, Placement]:
        """Where each tile down lies (as a spot tried lays it)."""

    @property
    def rough(self) -> AbstractSet[Tile]:
        """The tiles laid with an eased fit."""

    @property
    def grid(self) -> TileGrid:
        """Every tile's box (the helpers ask it what is free)."""

    def lifted(self, tiles: Sequence[Tile]) -> AbstractContextManager[None]:
        """`tiles` off the table while a spot is tried; back where they lay afterwards."""

    def trying(self, spots: Sequence[tuple[Tile, Laid]]) -> AbstractContextManager[None]:
        """Lifted tiles down at `spots` while a spot is tried; lifted again afterwards."""

    def remembered(self, key: tuple[object, ...], work: Callable[[], T]) -> T:
        """What `work` finds, worked out once for `key` until the next add."""

    def placed_tile(self, tile: Tile) -> Optional[PlacedTile]:
        """How a tile down was played; None for a tile not down."""

    def kids(self, tile: Tile) -> Sequence[Tile]:
        """The tiles laid against `tile`, in play order."""

    def end(self, tile: Tile) -> Optional[End]:
        """A tile's open end, if it has one."""

    def make(self, placed: PlacedTile, cx: float, cy: float, h: int, is_double: bool,
             detached: bool) -> tuple[Placement, Box, End]:
        """A tile's placement, box and open end with its centre at (cx, cy) heading h."""

    def lying(self, placed: PlacedTile) -> tuple[object, ...]:
        """`placed` with the table as its spots see it (equal while it lies as it did)."""

    def search(self, placed: PlacedTile, level: int, fit: Fit,
               moves: tuple[tuple[Tile, Laid], ...] = ()) -> Optional[Laid]:
        """The cheapest spot free under `fit` that meets the parent, if any."""

    def wedge(self, placed: PlacedTile) -> tuple[float, float]:
        """The wedge this tile's line should grow within."""

    def meeting_spots(self, placed: PlacedTile, is_double: bool) -> list[Option]:
        """Every spot where `placed` may meet its parent (a toe: its double's far side)."""

    def ranked(self, options: list[Option], fixed: bool, is_double: bool,
               sector: tuple[float, float]) -> list[Option]:
        """`options` costed with the barnyard's growth, the lean and the wedge, cheapest first,
        as (cost, centre x, y, heading)."""

    def fits(self, box: Box, parent: Optional[Tile], fit: Fit, own: Optional[Tile] = None
             ) -> bool:
        """True if `box` is free under `fit`."""

    def foot(self, box: Box, cx: float, cy: float, h: int, fit: Fit, parent: Optional[Tile],
             base: float = 0.0, best: float = math.inf) -> Optional[tuple[float, Toes]]:
        """What a double at this spot costs for its toes, and where they go."""

    def dead_end(self, box: Box, cx: float, cy: float, h: int, fit: Fit,
                 parent: Optional[Tile]) -> tuple[float, int]:
        """A cost for a line tile's spot with no way on, and the ways on."""

    def crowding(self, cx: float, cy: float, h: int, is_double: bool) -> float:
        """A cost for taken room ahead of a spot."""
