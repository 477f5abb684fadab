"""The barnyard's geometry: headings, oriented tile boxes, overlap and distance tests, joints.

Pure Python. World units: a tile is 2 long and 1 wide; x grows right, y grows DOWN (as on
screen). Headings are eighths of a turn (0 east, 2 north, 4 west, 6 south); heading h points
along (cos h, -sin h). Angles are degrees counter-clockwise as `pygame.transform.rotate` turns
them; tile art at angle 0 lies horizontally with its HIGH half on the left.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple, Sequence

from game.rules.tiles import Tile

Point = tuple[float, float]
Polygon = tuple[Point, Point, Point, Point]

EPS = 0.02  # tiles may touch (or come this close to overlapping) without counting as overlap
_S = math.sqrt(0.5)
# Unit vectors of the eight headings (y down): 0 east, 2 north, 4 west, 6 south.
DIRS: tuple[Point, ...] = (
    (1.0, 0.0), (_S, -_S), (0.0, -1.0), (-_S, -_S),
    (-1.0, 0.0), (-_S, _S), (0.0, 1.0), (_S, _S),
)
JOINT = 0.05  # a line's tile meets its parent's open end when `joint_gap` is below this
TOUCH = 0.75  # a tile whose inner end is farther than this from its parent is "detached"


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one tile lies: centre, angle (degrees CCW), heading of its line and its corners.

    `heading` is the direction (degrees CCW, multiple of 45) in which the line grows at this
    tile; `detached` is True for the rare tile that had to go to a free spot away from its
    parent because every direction next to it was taken.
    """

    x: float
    y: float
    angle: float
    heading: int
    polygon: Polygon
    is_double: bool = False
    detached: bool = False

    @property
    def centre(self) -> Point:
        """(x, y)."""
        return (self.x, self.y)


class Box(NamedTuple):
    """An oriented rectangle: centre, unit long axis, half length and half width."""

    cx: float
    cy: float
    ux: float
    uy: float
    hl: float
    hw: float

    def aabb(self) -> tuple[float, float, float, float]:
        ex = abs(self.ux) * self.hl + abs(self.uy) * self.hw
        ey = abs(self.uy) * self.hl + abs(self.ux) * self.hw
        return (self.cx - ex, self.cy - ey, self.cx + ex, self.cy + ey)

    def corners(self) -> Polygon:
        ux, uy, vx, vy = self.ux * self.hl, self.uy * self.hl, -self.uy * self.hw, self.ux * self.hw
        c = (self.cx, self.cy)
        return (
            (c[0] - ux - vx, c[1] - uy - vy), (c[0] + ux - vx, c[1] + uy - vy),
            (c[0] + ux + vx, c[1] + uy + vy), (c[0] - ux + vx, c[1] - uy + vy),
        )


_new_box = tuple.__new__  # Box(...) without its keyword handling: tile_box makes many


def boxes_overlap(a: Box, b: Box, eps: float = EPS) -> bool:
    """True if two oriented rectangles overlap by more than `eps` (separating axis test).

    On each of the four axes (a's long and short axis, then b's) the boxes' half extents are
    hl * |u . axis| + hw * |u x axis| each; on a box's own axes these are hl * n and hw * n
    (n = u . u, the cross term exactly 0), and the cross terms are the same two numbers c and
    s on every axis, so they are worked out once (the same products and sums, so the same
    floats as projecting each axis in full).
    """
    acx, acy, aux, auy, ahl, ahw = a
    bcx, bcy, bux, buy, bhl, bhw = b
    dx, dy = bcx - acx, bcy - acy
    na = aux * aux + auy * auy
    c = abs(aux * bux + auy * buy)
    s = abs(auy * bux - aux * buy)
    if abs(dx * aux + dy * auy) >= ahl * na + (bhl * c + bhw * s) - eps:
        return False
    if abs(dx * -auy + dy * aux) >= ahw * na + (bhl * s + bhw * c) - eps:
        return False
    nb = bux * bux + buy * buy
    if abs(dx * bux + dy * buy) >= (ahl * c + ahw * s) + bhl * nb - eps:
        return False
    return abs(dx * -buy + dy * bux) < (ahl * s + ahw * c) + bhw * nb - eps


def polygons_overlap(p: Sequence[Point], q: Sequence[Point], eps: float = EPS) -> bool:
    """True if two convex polygons overlap by more than `eps` along every axis (SAT)."""
    for poly in (p, q):
        n = len(poly)
        for i in range(n):
            x0, y0 = poly[i]
            x1, y1 = poly[(i + 1) % n]
            ax, ay = y0 - y1, x1 - x0
            length = math.hypot(ax, ay)
            ax, ay = ax / length, ay / length
            pa = [x * ax + y * ay for x, y in p]
            qa = [x * ax + y * ay for x, y in q]
            if min(max(pa), max(qa)) - max(min(pa), min(qa)) <= eps:
                return False
    return True


def distance_to_polygon(p: Point, poly: Sequence[Point]) -> float:
    """0 inside a convex polygon, else the distance from `p` to its nearest edge."""
    px, py = p
    best = math.inf
    signs = set()
    n = len(poly)
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        ex, ey = x1 - x0, y1 - y0
        cross = ex * (py - y0) - ey * (px - x0)
        signs.add(cross > 0)
        t = max(0.0, min(1.0, ((px - x0) * ex + (py - y0) * ey) / (ex * ex + ey * ey)))
        best = min(best, math.hypot(px - x0 - t * ex, py - y0 - t * ey))
    return 0.0 if len(signs) == 1 else best


def rot(h: int, turn: int) -> int:
    """Heading `h` turned by `turn` eighths (positive: counter-clockwise)."""
    return (h + turn) % 8


def tile_box(cx: float, cy: float, h: int, is_double: bool) -> Box:
    """A tile's box centred at (cx, cy) on heading h (a double lies across it)."""
    ux, uy = DIRS[h]
    if is_double:  # crosswise: long axis across the line
        ux, uy = -uy, ux
    return _new_box(Box, (cx, cy, ux, uy, 1.0, 0.5))


def to_world(px: float, py: float, h: int, ox: float, oy: float) -> Point:
    """A point (px along heading h, py to its right-hand screen side) moved to origin o."""
    ux, uy = DIRS[h]
    vx, vy = -uy, ux
    return (ox + px * ux + py * vx, oy + px * uy + py * vy)


def inner_half_nearer(parent: Placement, child: Placement) -> bool:
    """True if a plain child's inner half lies clearly nearer the parent than its outer half."""
    if child.is_double:
        return True
    h = math.radians(child.heading)
    hx, hy = 0.5 * math.cos(h), -0.5 * math.sin(h)
    inner = distance_to_polygon((child.x - hx, child.y - hy), parent.polygon)
    outer = distance_to_polygon((child.x + hx, child.y + hy), parent.polygon)
    return inner < TOUCH and inner < outer - 0.1


def tile_angle(tile: Tile, outward: int, heading: int, is_double: bool) -> float:
    """The art angle showing `outward` away from the parent along `heading` (eighths)."""
    deg = heading * 45
    if is_double:
        return float((deg + 90) % 180)
    if outward == tile.low and tile.high != tile.low:
        return float(deg % 360)
    return float((deg + 180) % 360)


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    """Distance from point `p` to the segment a-b."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / (ex * ex + ey * ey)))
    return math.hypot(p[0] - a[0] - t * ex, p[1] - a[1] - t * ey)


def _end_segment(place: Placement, outer: bool) -> tuple[Point, Point]:
    """A tile's open (outer) or inner end: its short edge, or a double's long side."""
    h = place.heading // 45 % 8
    reach, half = (0.5, 1.0) if place.is_double else (1.0, 0.5)
    sign = 1.0 if outer else -1.0
    a = to_world(sign * reach, -half, h, place.x, place.y)
    b = to_world(sign * reach, half, h, place.x, place.y)
    return (a, b)


def joint_gap(parent: Placement, child: Placement) -> float:
    """How far a line's tile sits from squarely meeting its parent's open end (world units).

    0 when the nearer corner of the shorter of the two ends (the child's inner end, or for a
    double child the parent's open end) lies on the other end: a straight join, a domino
    corner (90 degrees) and a hinge (45 degrees: the inside corners meet) all measure 0.
    """
    pa, pb = _end_segment(parent, True)
    ca, cb = _end_segment(child, False)
    if child.is_double and not parent.is_double:
        return min(_segment_distance(pa, ca, cb), _segment_distance(pb, ca, cb))
    return min(_segment_distance(ca, pa, pb), _segment_distance(cb, pa, pb))
