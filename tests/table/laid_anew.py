"""The barnyard laid out anew, as `BarnyardLayout.of` lays it, for tests that hold the table's
layout against it after every play or undo, without laying the whole barnyard again each time.

One layout laid tile by tile from an empty table and only ever added to (never copied,
previewed or worked out ahead), so after n adds it lies exactly as `of` lays the first n tiles;
the placements after each add are kept. A barnyard taken back to fewer tiles is looked up; one
that went another way is laid again from an empty table.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.layout.barnyard import ASPECT, BarnyardLayout
from game.layout.geometry import Placement
from game.rules import PlacedTile
from game.rules.tiles import Tile


class LaidAnew:
    """Where each tile of a barnyard lies when it is laid out anew (see the module)."""

    def __init__(self, spokes: int, aspect: float = ASPECT,
                 extent: Optional[tuple[float, float]] = None) -> None:
        self._shape = (spokes, aspect, extent)
        self._start()

    def _start(self) -> None:
        """An empty table: nothing laid yet."""
        self._layout = BarnyardLayout(*self._shape)
        self._laid: list[PlacedTile] = []
        self._after: list[dict[Tile, Placement]] = [{}]  # the placements after each add

    def placements(self, barnyard: Sequence[PlacedTile]) -> dict[Tile, Placement]:
        """Every tile of `barnyard` where `BarnyardLayout.of(barnyard, ...)` lays it."""
        if list(barnyard[:len(self._laid)]) != self._laid[:len(barnyard)]:
            self._start()  # it went another way than the one laid
        for placed in barnyard[len(self._laid):]:
            self._layout.add(placed)
            self._laid.append(placed)
            self._after.append(dict(self._layout.placements))
        return self._after[len(barnyard)]
