"""The barnyard layout's spatial hash: where placed tiles lie, and the room open ends claim.

Pure Python. Boxes are hashed into square cells; a query looks only at the cells its box
touches, then at bounding boxes, then runs the exact overlap test, which keeps
`BarnyardLayout.add` and `preview` well under a millisecond.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.layout.geometry import EPS, Box, boxes_overlap
from game.rules.tiles import Tile

CELL = 2.0  # spatial hash cell size


class TileGrid:
    """Placed tiles' boxes hashed by cell, and the claim each open end keeps on the spot ahead."""

    def __init__(self) -> None:
        self.boxes: dict[Tile, Box] = {}
        self._grid: dict[tuple[int, int], list[Tile]] = {}
        self._aabbs: dict[Tile, tuple[float, float, float, float]] = {}
        # Open ends keep a claim on the room ahead; other lines avoid it.
        self._claims: dict[Tile, tuple[tuple[Box, tuple[float, float, float, float]], ...]] = {}
        self._claim_grid: dict[tuple[int, int], list[Tile]] = {}

    def claim(self, tile: Tile, boxes: Sequence[Box]) -> None:
        """Let the open end of `tile` claim the room `boxes` cover (where its next tiles go)."""
        claimed = tuple((box, box.aabb()) for box in boxes)
        self._claims[tile] = claimed
        for _, (x0, y0, x1, y1) in claimed:
            for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
                for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                    cell = self._claim_grid.setdefault((i, j), [])
                    if tile not in cell:
                        cell.append(tile)

    def release(self, tile: Tile) -> None:
        """Drop the claim of `tile`'s open end (a tile now lies on it)."""
        claimed = self._claims.pop(tile, ())
        for _, (x0, y0, x1, y1) in claimed:
            for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
                for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                    cell = self._claim_grid.get((i, j))
                    if cell is not None and tile in cell:
                        cell.remove(tile)

    def claims_hit(self, box: Box, parent: Optional[Tile], gap: float = 0.0) -> int:
        """How many open ends (other than `parent`'s) claim room within `gap` of `box`."""
        x0, y0, x1, y1 = box.aabb()
        x0, y0, x1, y1 = x0 - gap, y0 - gap, x1 + gap, y1 + gap
        claims = self._claims
        margin = -gap if gap > 0.0 else EPS
        hit: set[Tile] = set()
        grid = self._claim_grid
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                for t in grid.get((i, j), ()):
                    if t == parent or t in hit:
                        continue
                    for claim, (a0, b0, a1, b1) in claims[t]:
                        if (a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1
                                and boxes_overlap(box, claim, margin)):
                            hit.add(t)
                            break
        return len(hit)

    def insert(self, tile: Tile, box: Box) -> None:
        """Hash a placed tile's box."""
        self.boxes[tile] = box
        x0, y0, x1, y1 = box.aabb()
        self._aabbs[tile] = (x0, y0, x1, y1)
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                self._grid.setdefault((i, j), []).append(tile)

    def remove(self, tile: Tile) -> None:
        """Forget a placed tile's box (it is about to be laid again)."""
        x0, y0, x1, y1 = self._aabbs.pop(tile)
        del self.boxes[tile]
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                self._grid[(i, j)].remove(tile)

    def collides(self, box: Box, gap: float = 0.0, parent: Optional[Tile] = None,
                 own: Optional[Tile] = None) -> bool:
        """True if `box` overlaps a placed tile or comes within `gap` of one other than `parent`.

        `parent` (the tile `box` would hang from) and `own` (the tile whose end the box lies
        at) may touch it. Spatial hash, then bounding
        boxes, then the separating axis test.
        """
        cx, cy, ux, uy, hl, hw = box
        ex = abs(ux) * hl + abs(uy) * hw + max(gap, -EPS)
        ey = abs(uy) * hl + abs(ux) * hw + max(gap, -EPS)
        x0, y0, x1, y1 = cx - ex, cy - ey, cx + ex, cy + ey
        grid = self._grid
        aabbs = self._aabbs
        boxes = self.boxes
        seen: set[Tile] = set()
        for i in range(int(x0 // CELL), int(x1 // CELL) + 1):
            for j in range(int(y0 // CELL), int(y1 // CELL) + 1):
                cell = grid.get((i, j))
                if cell is None:
                    continue
                for t in cell:
                    a0, b0, a1, b1 = aabbs[t]
                    if not (a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1) or t in seen:
                        continue
                    seen.add(t)
                    margin = EPS if t == parent or t == own or gap <= 0.0 else -gap
                    if boxes_overlap(box, boxes[t], margin):
                        return True
        return False

    def near(self, x: float, y: float, reach: float) -> set[Tile]:
        """Placed tiles whose bounding box comes within `reach` of point (x, y)."""
        out: set[Tile] = set()
        for i in range(int((x - reach) // CELL), int((x + reach) // CELL) + 1):
            for j in range(int((y - reach) // CELL), int((y + reach) // CELL) + 1):
                for t in self._grid.get((i, j), ()):
                    a0, b0, a1, b1 = self._aabbs[t]
                    if max(a0 - x, 0.0, x - a1) ** 2 + max(b0 - y, 0.0, y - b1) ** 2 <= reach ** 2:
                        out.add(t)
        return out

    def occupied(self, x: float, y: float) -> bool:
        """True if the point lies inside a placed tile."""
        for t in self._grid.get((int(x // CELL), int(y // CELL)), ()):
            cx, cy, ux, uy, hl, hw = self.boxes[t]
            dx, dy = x - cx, y - cy
            if abs(dx * ux + dy * uy) < hl - EPS and abs(-dx * uy + dy * ux) < hw - EPS:
                return True
        return False
