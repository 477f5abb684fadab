"""A tour of a finished tree larger than the table: the parts it is shown in at a readable size,
one after the other. Pure Python.

Where the finished tree cannot be shown whole at the smallest readable scale, the round's end shows
it in parts at that scale: first where play ended (the camera is there already), then, nearest
first, a part holding tiles not yet shown whole, until every tile of the tree has lain whole on the
table region at that scale. Each part is a window the size of the region's clear rectangle (less
the framing's PAD round the tiles and SLACK along its edges); the windows are laid over the tree's
box overlapping by a tile's length, so that every tile lies wholly inside one of them, and each
part is centred on the tiles its window holds. The camera rests on a part HOLD seconds (the first
FIRST seconds: the result's card comes in there) and glides GLIDE seconds to the next; the tour
ends on the last.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from game.layout.framing import PAD, SLACK, Framing, bounds
from game.layout.geometry import Point, Polygon
from game.layout.table_region import Rect, TableRegion

FIRST = 2.5  # seconds the tour rests where play ended, the result coming in, before it goes on
HOLD = 2.0  # seconds it rests on each other part: long enough to read its tiles
GLIDE = 0.9  # seconds the camera takes (about 95% of the way) from one part to the next


def shown_whole(region: TableRegion, tiles: Sequence[Polygon], framing: Framing) -> set[int]:
    """The tiles (by index) lying wholly on `region` at `framing`."""
    (ox, oy), s = framing.offset, framing.scale
    return {k for k, poly in enumerate(tiles)
            if region.holds([(ox + x * s, oy + y * s) for x, y in poly])}


def _starts(lo: float, hi: float, window: float, overlap: float) -> list[float]:
    """Where windows `window` long begin along [lo, hi], evenly, each overlapping the next by
    `overlap` at least (one window, centred, where it holds the whole span)."""
    span = hi - lo
    if span <= window:
        return [lo - (window - span) / 2]
    n = 1 + math.ceil((span - window) / max(1e-9, window - overlap) - 1e-9)  # (2 at least)
    step = (span - window) / (n - 1)
    return [lo + i * step for i in range(n)]


def parts(region: TableRegion, tiles: Sequence[Polygon], scale: float,
          start: Framing) -> list[Framing]:
    """The tour of `tiles` (world polygons) at `scale` on `region`: `start` (where the view is),
    then the parts that show the tiles it does not show whole, each the nearest to the last
    holding any still unseen. Just `start` where it shows every tile."""
    seen = shown_whole(region, tiles, start)
    stops = [start]
    if len(seen) == len(tiles):
        return stops
    c0, d0, c1, d1 = region.clear_rect
    middle = ((c0 + c1) / 2, (d0 + d1) / 2)
    width = (c1 - c0 - 2 * SLACK) / scale - 2 * PAD
    height = (d1 - d0 - 2 * SLACK) / scale - 2 * PAD
    boxes = [bounds([poly]) for poly in tiles]
    reach = max(max(b[2] - b[0], b[3] - b[1]) for b in boxes)  # a tile's length
    x0, y0, x1, y1 = bounds(tiles)
    windows = []  # the tiles wholly inside each window
    for a in _starts(x0, x1, width, reach):
        for b in _starts(y0, y1, height, reach):
            inside = {k for k, (p, q, r, t) in enumerate(boxes)
                      if a - 1e-9 <= p and r <= a + width + 1e-9
                      and b - 1e-9 <= q and t <= b + height + 1e-9}
            if inside:
                windows.append(inside)
    here = _looked_at(start, middle)
    while len(seen) < len(tiles):
        fresh = [w for w in windows if w - seen]
        if not fresh:  # (every tile lies in a window: never)
            break
        centres = {id(w): _centre([boxes[k] for k in w]) for w in fresh}
        nearest = min(fresh, key=lambda w: (math.dist(here, centres[id(w)]), -len(w - seen)))
        here = centres[id(nearest)]
        stop = Framing((middle[0] - here[0] * scale, middle[1] - here[1] * scale), scale, False)
        stops.append(stop)
        seen |= nearest | shown_whole(region, tiles, stop)
    return stops


def _centre(boxes: Sequence[Rect]) -> Point:
    return ((min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2,
            (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2)


def _looked_at(framing: Framing, middle: Point) -> Point:
    """The world point `framing` shows at `middle` (the clear rectangle's centre)."""
    (ox, oy), s = framing.offset, framing.scale
    return ((middle[0] - ox) / s, (middle[1] - oy) / s)


class Tour:
    """The round's end showing a finished tree in parts: which part the camera is at and how
    long it has rested there."""

    def __init__(self, stops: Sequence[Framing]) -> None:
        self.stops = list(stops)
        self.index = 0  # the part the camera is at, or gliding to
        self.rested = 0.0  # seconds it has rested there
        self.done = len(self.stops) < 2  # the last part has been held (or the player looks)

    @property
    def stop(self) -> Framing:
        """The part the camera is at, or gliding to."""
        return self.stops[self.index]

    def advance(self, dt: float, arrived: bool) -> Optional[Framing]:
        """`dt` seconds pass with the camera `arrived` at the part (resting there) or not yet:
        the next part, once this one has been shown long enough (FIRST, HOLD), else None."""
        if self.done:
            return None
        if arrived:
            self.rested += dt
        if self.rested < (FIRST if self.index == 0 else HOLD):
            return None
        if self.index + 1 == len(self.stops):
            self.done = True
            return None
        self.index += 1
        self.rested = 0.0
        return self.stop

    def end(self) -> None:
        """The player looks round the tree: no more parts."""
        self.done = True
