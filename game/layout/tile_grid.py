"""The barnyard layout's spatial hash: where placed tiles lie, and the room open ends claim.

Pure Python. Boxes are hashed into square cells; a query looks only at the cells its box
touches, then at bounding boxes, then runs the exact overlap test, which keeps
`BarnyardLayout.add` and `preview` well under a millisecond. A cell holds each box with its
bounding box and cells (`_Entry`), so a query needs no lookups; the boxes a range of cells
holds are gathered once (each box once) and kept until a box is added or removed, as a search
asks about the same few ranges many times.
"""
from __future__ import annotations

import math
from contextlib import contextmanager
from typing import Iterator, Optional, Sequence

from game.layout.geometry import EPS, Box, boxes_overlap
from game.layout.slices import checkpoint
from game.rules.tiles import Tile

CELL = 4.0  # spatial hash cell size (world units: two tiles long)
# The layout's work counted for slicing (game/layout/slices.py), as checkpoints: a test against
# the tiles down or the room claimed, besides each box it looks at, and gathering a range's boxes
STEP = 4
GATHER = 30

Cell = tuple[int, int]
Range = tuple[float, float, float, float]  # the cells i0..i1, j0..j1 as (i0, j0, i1, j1): whole
# numbers, as floats where a query floor-divides (they hash and compare as the ints they are)
# A hashed box: its tile, the box, its bounding box (x0, y0, x1, y1), its first cell (i, j)
# and every cell it touches.
_Entry = tuple[Tile, Box, float, float, float, float, int, int, list[Cell]]


def _entry(tile: Tile, box: Box) -> _Entry:
    """`box` of `tile` with its bounding box (`Box.aabb`, written out) and cells."""
    cx, cy, ux, uy, hl, hw = box
    ex = abs(ux) * hl + abs(uy) * hw
    ey = abs(uy) * hl + abs(ux) * hw
    x0, y0, x1, y1 = cx - ex, cy - ey, cx + ex, cy + ey
    i0, j0, i1, j1 = int(x0 // CELL), int(y0 // CELL), int(x1 // CELL), int(y1 // CELL)
    if i0 == i1 and j0 == j1:
        cells = [(i0, j0)]
    else:
        cells = [(i, j) for i in range(i0, i1 + 1) for j in range(j0, j1 + 1)]
    return (tile, box, x0, y0, x1, y1, i0, j0, cells)


class _Hash:
    """Entries hashed by cell, and what each range of cells asked about holds (kept until an
    entry is added or removed)."""

    def __init__(self) -> None:
        self.cells: dict[Cell, list[_Entry]] = {}
        self.kept: dict[Range, list[_Entry]] = {}  # what each range asked about holds

    def copy(self) -> "_Hash":
        """The same entries hashed anew (the entries and what ranges hold are shared: nothing
        changes them)."""
        other = _Hash()
        other.cells = {cell: list(entries) for cell, entries in self.cells.items()}
        other.kept = dict(self.kept)
        return other

    def add(self, entry: _Entry) -> None:
        """Hash an entry in every cell it touches."""
        self.kept.clear()
        cells = self.cells
        for cell in entry[8]:
            held = cells.get(cell)
            if held is None:
                cells[cell] = [entry]
            else:
                held.append(entry)

    def remove(self, entry: _Entry) -> None:
        """Take an entry out of every cell it touches."""
        self.kept.clear()
        for cell in entry[8]:
            self.cells[cell].remove(entry)

    def gather(self, key: Range) -> list[_Entry]:
        """The entries in a range of cells not asked about since the last change, each once,
        kept for the range."""
        i0, j0, i1, j1 = map(int, key)
        cells = self.cells
        if i0 == i1 and j0 == j1:  # one cell: each entry there once already
            found = self.kept[key] = list(cells.get((i0, j0), ()))
            return found
        found = self.kept[key] = [
            e for i in range(i0, i1 + 1) for j in range(j0, j1 + 1)
            for e in cells.get((i, j), ())
            if (i == i0 or i == e[6]) and (j == j0 or j == e[7])  # its first cell here
        ]
        return found


class TileGrid:
    """Placed tiles' boxes hashed by cell, and the claim each open end keeps on the spot ahead."""

    def __init__(self) -> None:
        self.boxes: dict[Tile, Box] = {}
        # Boxes and claims added or removed so far: an answer worked out from the grid holds
        # while this stays the same.
        self.changes = 0
        self._tiles = _Hash()
        self._entries: dict[Tile, _Entry] = {}
        # Open ends keep a claim on the room ahead; other lines avoid it.
        self._claims: dict[Tile, tuple[_Entry, ...]] = {}
        self._claimed = _Hash()
        self._content: frozenset[tuple[Tile, Box]] = frozenset()
        self._content_at = 0  # `changes` when `_content` was gathered

    def copy(self) -> "TileGrid":
        """A grid that starts as this one is and changes apart from it."""
        other = TileGrid()
        other.boxes = dict(self.boxes)
        other.changes = self.changes
        other._tiles = self._tiles.copy()
        other._entries = dict(self._entries)
        other._claims = dict(self._claims)
        other._claimed = self._claimed.copy()
        other._content = self._content
        other._content_at = self._content_at
        return other

    def content(self) -> frozenset[tuple[Tile, Box]]:
        """Every placed tile with its box: equal while the same tiles lie where they did."""
        if self._content_at != self.changes:
            self._content = frozenset(self.boxes.items())
            self._content_at = self.changes
        return self._content

    def claim(self, tile: Tile, boxes: Sequence[Box]) -> None:
        """Let the open end of `tile` claim the room `boxes` cover (where its next tiles go)."""
        self.release(tile)
        self.changes += 1
        claimed = self._claims[tile] = tuple(_entry(tile, box) for box in boxes)
        for entry in claimed:
            self._claimed.add(entry)

    def release(self, tile: Tile) -> None:
        """Drop the claim of `tile`'s open end (a tile now lies on it)."""
        self.changes += 1
        for entry in self._claims.pop(tile, ()):
            self._claimed.remove(entry)

    def claims_hit(self, box: Box, parent: Optional[Tile], gap: float = 0.0,
                   most: float = math.inf) -> int:
        """How many open ends (other than `parent`'s) claim room within `gap` of `box`, counted
        up to `most` (1: whether any does)."""
        cx, cy, ux, uy, hl, hw = box
        ax, ay = abs(ux), abs(uy)
        ex = ax * hl + ay * hw
        ey = ay * hl + ax * hw
        x0, y0, x1, y1 = cx - ex - gap, cy - ey - gap, cx + ex + gap, cy + ey + gap
        key = (x0 // CELL, y0 // CELL, x1 // CELL, y1 // CELL)
        claimed = self._claimed
        held = claimed.kept.get(key)
        if held is None:
            held = claimed.gather(key)
            checkpoint(STEP + GATHER + len(held))
        else:
            checkpoint(STEP + len(held))
        hit: list[Tile] = []
        margin = -gap if gap > 0.0 else EPS
        for t, claim, a0, b0, a1, b1, _, _, _ in held:
            if (a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1 and t is not parent
                    and t not in hit and boxes_overlap(box, claim, margin)):
                hit.append(t)
                if len(hit) >= most:
                    break
        return len(hit)

    def insert(self, tile: Tile, box: Box) -> None:
        """Hash a placed tile's box."""
        self.changes += 1
        was = self._entries.get(tile)
        if was is not None:  # laid again without a remove
            self._tiles.remove(was)
        self.boxes[tile] = box
        entry = self._entries[tile] = _entry(tile, box)
        self._tiles.add(entry)

    @contextmanager
    def holding(self, tile: Tile, box: Box) -> Iterator[None]:
        """`box` of a tile not down (yet) hashed for a while, forgotten afterwards."""
        self.insert(tile, box)
        try:
            yield
        finally:
            self.remove(tile)

    def remove(self, tile: Tile) -> None:
        """Forget a placed tile's box (it is about to be laid again)."""
        self.changes += 1
        del self.boxes[tile]
        self._tiles.remove(self._entries.pop(tile))

    def collides(self, box: Box, gap: float = 0.0, parent: Optional[Tile] = None,
                 own: Optional[Tile] = None) -> bool:
        """True if `box` overlaps a placed tile or comes within `gap` of one other than `parent`.

        `parent` (the tile `box` would hang from) and `own` (the tile whose end the box lies
        at) may touch it. Spatial hash, then bounding
        boxes, then the separating axis test. Work laid out ahead may stop here for this
        frame (the layout's unit of work: game/layout/slices.py).
        """
        cx, cy, ux, uy, hl, hw = box
        pad = gap if gap > -EPS else -EPS  # max(gap, -EPS)
        ax, ay = abs(ux), abs(uy)
        ex = ax * hl + ay * hw + pad
        ey = ay * hl + ax * hw + pad
        x0, y0, x1, y1 = cx - ex, cy - ey, cx + ex, cy + ey
        key = (x0 // CELL, y0 // CELL, x1 // CELL, y1 // CELL)
        tiles = self._tiles
        held = tiles.kept.get(key)
        if held is None:
            held = tiles.gather(key)
            checkpoint(STEP + GATHER + len(held))
        else:
            checkpoint(STEP + len(held))
        apart = EPS if gap <= 0.0 else -gap  # the margin from tiles but parent and own
        for t, other, a0, b0, a1, b1, _, _, _ in held:
            if (a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1
                    and boxes_overlap(box, other, EPS if t is parent or t is own else apart)):
                return True
        return False

    def near(self, x: float, y: float, reach: float) -> set[Tile]:
        """Placed tiles whose bounding box comes within `reach` of point (x, y)."""
        out: set[Tile] = set()
        for i in range(int((x - reach) // CELL), int((x + reach) // CELL) + 1):
            for j in range(int((y - reach) // CELL), int((y + reach) // CELL) + 1):
                for t, _, a0, b0, a1, b1, _, _, _ in self._tiles.cells.get((i, j), ()):
                    if max(a0 - x, 0.0, x - a1) ** 2 + max(b0 - y, 0.0, y - b1) ** 2 <= reach ** 2:
                        out.add(t)
        return out

    def occupied(self, x: float, y: float) -> bool:
        """True if the point lies inside a placed tile."""
        cell = (int(x // CELL), int(y // CELL))
        for _, (cx, cy, ux, uy, hl, hw), *_ in self._tiles.cells.get(cell, ()):
            dx, dy = x - cx, y - cy
            if abs(dx * ux + dy * uy) < hl - EPS and abs(-dx * uy + dy * ux) < hw - EPS:
                return True
        return False
