"""What the barnyard layout's helpers may ask of it and do to it. Pure Python.

relay, swing and last_resort find room for a tile the layout could not place. They see the
layout (game/layout/barnyard.py, BarnyardLayout) only through `Laying`: how each tile down was
played and what lies against it, its open end, the searches and costs of a spot, and the tiles'
boxes (`grid`), placements and ends, which they move while they try a spot and put back after.
They import no layout: BarnyardLayout is a Laying, and hands itself to them.
"""
from __future__ import annotations

import math
from typing import Optional, Protocol, Sequence

from game.layout.geometry import Box, Placement
from game.layout.spots import End, Fit, Laid, Option, Toes
from game.layout.tile_grid import TileGrid
from game.rules.barnyard import PlacedTile
from game.rules.tiles import Tile

FootSpot = tuple[float, float, int, Toes, bool]  # a foot's spot: centre x, y, heading, toes, rough


class Laying(Protocol):
    """The barnyard layout as its helpers see it."""

    placements: dict[Tile, Placement]  # where each tile down lies (a helper puts back its own)
    rough: set[Tile]  # tiles laid with an eased fit
    # a tile's free spots and a foot's, by `lying` and the boxes avoided (until the next add)
    free_spots: dict[tuple[object, ...], list[Option]]
    foot_spots: dict[tuple[object, ...], list[FootSpot]]
    swung: dict[tuple[object, ...], Optional[dict[Tile, Laid]]]  # a branch swung, if it fits

    @property
    def grid(self) -> TileGrid:
        """Every tile's box (a helper lifts and lays tiles in it, and puts them back)."""

    def placed_tile(self, tile: Tile) -> Optional[PlacedTile]:
        """How a tile down was played; None for a tile not down."""

    def kids(self, tile: Tile) -> Sequence[Tile]:
        """The tiles laid against `tile`, in play order."""

    def end(self, tile: Tile) -> Optional[End]:
        """A tile's open end, if it has one."""

    def set_end(self, tile: Tile, end: Optional[End]) -> None:
        """Move a tile's open end while a spot is tried, and back (None leaves it)."""

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
