"""The barnyard layout's spatial hash: where placed tiles lie, and the room open ends claim.

Pure Python. Boxes are hashed into square cells; a query looks only at the cells its box
touches, then at bounding boxes, then runs the exact overlap test, which keeps
`BarnyardLayout.add` and `preview` well under a millisecond.
"""
from __future__ import annotations

from typing import Optional

from game.render.geometry import DIRS, EPS, Box, boxes_overlap
from game.rules.tiles import Tile

CELL = 2.0  # spatial hash cell size


class TileGrid:
    """Placed tiles' boxes hashed by cell, and the claim each open end keeps on the spot ahead."""

    def __init__(self) -> None:
        self.boxes: dict[Tile, Box] = {}
        self._grid: dict[tuple[int, int], list[Tile]] = {}
        self._aabbs: dict[Tile, tuple[float, float, float, float]] = {}
        # Open ends keep a claim on the spot straight ahead; other lines avoid it.
        self._claims: dict[Tile, Box] = {}
        self._claim_grid: dict[tuple[int, int], list[Tile]] = {}

    def claim(self, tile: Tile, x: float, y: float, heading: int) -> None:
        """Let the open end of `tile` at (x, y) claim the room straight ahead along `heading`."""
        dx, dy = DIRS[heading]
        box = Box(x + 1.5 * dx, y + 1.5 * dy, dx, dy, 1.5, 0.5)
        self._claims[tile] = box
        x0, y0, x1, y1 = box.aabb()
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                self._claim_grid.setdefault((i, j), []).append(tile)

    def release(self, tile: Tile) -> None:
        """Drop the claim of `tile`'s open end (a tile now lies on it)."""
        self._claims.pop(tile, None)

    def claims_hit(self, box: Box, parent: Optional[Tile]) -> int:
        """How many open ends (other than `parent`'s) claim room that `box` covers."""
        x0, y0, x1, y1 = box.aabb()
        claims = self._claims
        hit: set[Tile] = set()
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                for t in self._claim_grid.get((i, j), ()):
                    c = claims.get(t)
                    if c is not None and t != parent and t not in hit and boxes_overlap(box, c):
                        hit.add(t)
        return len(hit)

    def insert(self, tile: Tile, box: Box) -> None:
        """Hash a placed tile's box."""
        self.boxes[tile] = box
        x0, y0, x1, y1 = box.aabb()
        self._aabbs[tile] = (x0, y0, x1, y1)
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                self._grid.setdefault((i, j), []).append(tile)

    def collides(self, box: Box) -> bool:
        """True if `box` overlaps a placed tile (spatial hash, then bounding boxes, then SAT)."""
        cx, cy, ux, uy, hl, hw = box
        ex = abs(ux) * hl + abs(uy) * hw - EPS
        ey = abs(uy) * hl + abs(ux) * hw - EPS
        x0, y0, x1, y1 = cx - ex, cy - ey, cx + ex, cy + ey
        grid = self._grid
        aabbs = self._aabbs
        boxes = self.boxes
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                cell = grid.get((i, j))
                if cell is None:
                    continue
                for t in cell:
                    a0, b0, a1, b1 = aabbs[t]
                    if (a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1
                            and boxes_overlap(box, boxes[t])):
                        return True
        return False

    def occupied(self, x: float, y: float) -> bool:
        """True if the point lies inside a placed tile."""
        for t in self._grid.get((int(x // CELL), int(y // CELL)), ()):
            cx, cy, ux, uy, hl, hw = self.boxes[t]
            dx, dy = x - cx, y - cy
            if abs(dx * ux + dy * uy) < hl - EPS and abs(-dx * uy + dy * ux) < hw - EPS:
                return True
        return False
