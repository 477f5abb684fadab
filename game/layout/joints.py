"""The joint tables: where a line's tile (or a toe) may meet its parent, in the parent's frame;
and the shape of a foot (a double with its three toes fanned).

Pure Python. The parent is a plain tile on heading 0 whose open end is at the origin (a toe's
double lies across heading 0 at the origin); each table lists turns (eighths of a turn) and
where the child's inner end goes, computed once and cached. `BarnyardLayout` moves them to the
world with `to_world`.
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.layout.geometry import (
    DIRS,
    JOINT,
    Box,
    Placement,
    Point,
    boxes_overlap,
    inner_half_nearer,
    joint_gap,
    tile_box,
    to_world,
)

# Turns tried when a line continues, in eighths of a turn, and what each costs.
TURNS: tuple[tuple[int, float], ...] = ((0, 0.0), (1, 1.0), (-1, 1.0), (2, 1.6), (-2, 1.6))
BACK_TURNS: tuple[tuple[int, float], ...] = ((3, 4.0), (-3, 4.0))  # doubling back: rare
SPARE = 2.2  # the least a spare joint costs (see spare_spots)


@lru_cache(maxsize=1)
def ring_offsets(reach: float = 40.0) -> tuple[Point, ...]:
    """Points around the origin, nearest first (finer close by), for the last-resort search."""
    out: list[Point] = []
    r = 0.25
    while r <= reach:
        n = max(8, int(r * 4))
        out.extend((r * math.cos(2 * math.pi * i / n), -r * math.sin(2 * math.pi * i / n))
                   for i in range(n))
        r += 0.25 if r < 2.0 else 0.5
    return tuple(out)


@lru_cache(maxsize=None)
def turn_offset(turn: int, child_double: bool) -> tuple[float, float]:
    """Where a turned child's inner end goes, in the parent's frame (x along its heading).

    The parent is a plain tile whose open end is at the origin, its corners at y = -0.5 (left
    of its heading) and +0.5. Straight on, the ends meet flush. A 90-degree turn lays the child
    against the side of the parent's outer half (a domino corner); a 45- or 135-degree turn is
    a hinge: the child's inside corner sits on the parent's inside corner, so the joint closes
    there and opens only on the outside of the bend. A double child lies across its heading
    with the parent's inside corner on its inner side. If that still overlaps the parent, the
    child is pushed out along its heading until it clears.
    """
    parent = tile_box(-1.0, 0.0, 0, False)
    h = turn % 8
    dx, dy = DIRS[h]
    side = 1 if turn > 0 else -1  # +1 bends left (toward y < 0), -1 right
    if turn == 0:
        bx, by = 0.0, 0.0
    elif abs(turn) == 2:
        bx, by = (0.0 if child_double else -0.5), -0.5 * side
    elif child_double and abs(turn) == 3:  # the hinge, the double reaching away
        bx, by = side * -dy, -0.5 * side + side * dx
    else:  # the hinge: the inner end's inside corner on the parent's inside corner
        bx, by = 0.5 * side * -dy, -0.5 * side + 0.5 * side * dx
    half = 0.5 if child_double else 1.0
    t = 0.0
    while t < 3.0:
        ax, ay = bx + t * dx, by + t * dy
        if not boxes_overlap(parent, tile_box(ax + half * dx, ay + half * dy, h, child_double)):
            return (ax, ay)
        t += 0.01
    return (bx + t * dx, by + t * dy)


@lru_cache(maxsize=None)
def spare_spots(child_double: bool) -> tuple[tuple[int, float, float, float], ...]:
    """Less usual joints, for when every bend is taken: (turn, cost, x, y) in the parent frame.

    A straight child shifted half a tile sideways, a 45-degree child hinged on the parent's
    outer corner, a 90-degree child standing against the parent's end (a tee) or around its
    corner. Each still meets the parent's open end (`joint_gap` 0) and clears the parent.
    """
    parent = Box(-1.0, 0.0, 1.0, 0.0, 1.0, 0.5)
    parent_place = Placement(-1.0, 0.0, 0.0, 0, parent.corners())
    half = 0.5 if child_double else 1.0
    width = 1.0 if child_double else 0.5
    wanted: list[tuple[int, float, float, float]] = []
    for side in (1, -1):
        wanted.append((0, SPARE, 0.0, 0.5 * side))
        if child_double:
            wanted.append((0, 2.6, 0.0, 1.0 * side))
        dx, dy = DIRS[side % 8]
        wanted.append((side, 2.6, width * side * -dy, 0.5 * side + width * side * dx))
        wanted.append((2 * side, 2.4, 0.5 + (0.5 if child_double else 0.0), 0.5 * side))
        if not child_double:
            wanted.append((2 * side, 3.0, 0.5, -0.5 * side))
    out = []
    for turn, cost, bx, by in wanted:
        h = turn % 8
        dx, dy = DIRS[h]
        box = tile_box(bx + half * dx, by + half * dy, h, child_double)
        if boxes_overlap(parent, box):
            continue
        child = Placement(box.cx, box.cy, 0.0, h * 45, box.corners(), child_double)
        if joint_gap(parent_place, child) <= JOINT and inner_half_nearer(parent_place, child):
            out.append((turn, cost, bx, by))
    return tuple(out)


@lru_cache(maxsize=None)
def every_joint(child_double: bool) -> tuple[tuple[int, float, float], ...]:
    """Every way (turn, x, y in the parent frame) a child can meet the parent's open end.

    Tried in order (straightest, then least offset) when every costed spot is taken: a corner
    of the child's inner end (or, a double child, a corner of the parent's end on the double's
    inner side) slides along the joint, the child pushed out until it clears the parent.
    """
    parent = Box(-1.0, 0.0, 1.0, 0.0, 1.0, 0.5)
    parent_place = Placement(-1.0, 0.0, 0.0, 0, parent.corners())
    half = 0.5 if child_double else 1.0
    found: dict[tuple[int, float, float], float] = {}
    for turn in (0, 1, -1, 2, -2, 3, -3):
        h = turn % 8
        dx, dy = DIRS[h]
        vx, vy = -dy, dx
        starts = []
        if child_double:
            for corner in (-0.5, 0.5):
                starts += [(u * vx, corner + u * vy) for u in (-1.0, 0.0, 1.0)]
        else:
            for at in (-0.5, 0.0, 0.5):
                starts += [(c * 0.5 * vx, at + c * 0.5 * vy) for c in (-1.0, 1.0)]
        for bx, by in starts:
            t = 0.0
            while t <= 1.5:
                ax, ay = bx + t * dx, by + t * dy
                box = tile_box(ax + half * dx, ay + half * dy, h, child_double)
                if not boxes_overlap(parent, box):
                    child = Placement(box.cx, box.cy, 0.0, h * 45, box.corners(), child_double)
                    if (joint_gap(parent_place, child) <= JOINT
                            and inner_half_nearer(parent_place, child)):
                        key = (turn, round(ax, 3), round(ay, 3))
                        found[key] = abs(turn) + 0.1 * math.hypot(ax, ay)
                    break
                t += 0.02
    return tuple(sorted(found, key=lambda k: (found[k], k)))


@lru_cache(maxsize=1)
def every_toe_spot() -> tuple[tuple[int, float, float], ...]:
    """Every spot (turn, x, y of the inner end, in the double's frame) a toe may stand on.

    The double lies across heading 0 at the origin; a toe's inner end starts on its far side
    and is pushed out along the toe's heading until it clears (kept if it still lies against
    the double). Tried in order (straightest, nearest the middle) when a toe's own fanned spot
    and its neighbours are taken.
    """
    double = tile_box(0.0, 0.0, 0, True)
    found: dict[tuple[int, float, float], float] = {}
    for turn in (0, 1, -1, 2, -2):
        h = turn % 8
        dx, dy = DIRS[h]
        for lateral in (0.0, -0.5, 0.5, -1.0, 1.0, -1.5, 1.5):
            t = 0.0
            while t <= 1.5:
                ax, ay = 0.5 + t * dx, lateral + t * dy
                toe = tile_box(ax + dx, ay + dy, h, False)
                if not boxes_overlap(double, toe):
                    if boxes_overlap(double, toe, -JOINT):  # still against the double
                        found[(turn, round(ax, 3), round(ay, 3))] = abs(turn) + abs(lateral)
                    break
                t += 0.02
    return tuple(sorted(found, key=lambda k: (found[k], k)))


# ---------------------------------------------------------------------------- feet
def fan(ox: float, oy: float, reach: float, h: int, which: int) -> tuple[float, float, float, int]:
    """A fanned spot (cost 0, inner end x, y, heading) on the side of a double at (ox, oy)
    facing heading h: straight on (`which` 0) or leaning 45 degrees to the heading's left (+1,
    screen counter-clockwise) or right (-1)."""
    fx, fy = to_world(reach, 0.0, h, ox, oy)
    if which == 0:
        return (0.0, fx, fy, h)
    ax, ay = to_world(0.0, -1.0 * which, h, fx, fy)
    return (0.0, ax, ay, (h + which) % 8)


def toe_spots(cx: float, cy: float, h: int, which: int) -> list[tuple[float, float, float, int]]:
    """A toe's fanned spot on the far side of a double at (cx, cy) facing h, then others.

    If the fanned spot is taken, a side toe lies parallel to the middle one, or sticks out of
    the double's end; the middle toe may lean either way.
    """
    out = [fan(cx, cy, 0.5, h, which)]
    fx, fy = to_world(0.5, 0.0, h, cx, cy)
    if which != 0:
        px, py = to_world(0.0, -1.0 * which, h, fx, fy)
        out.append((0.8, px, py, h))
        ex, ey = to_world(0.0, -1.0 * which, h, cx, cy)
        out.append((1.2, ex, ey, (h + 2 * which) % 8))
    else:
        out.append((1.5, fx, fy, (h + 1) % 8))
        out.append((1.5, fx, fy, (h - 1) % 8))
    return out


@lru_cache(maxsize=256)  # the room at an open end is weighed again as its tile is added
def foot_boxes(x: float, y: float, h: int, turn: int) -> tuple[Box, ...]:
    """The room a foot takes at an open end (x, y) heading h: its double, met at `turn`
    eighths (0, +-1 or +-2), and its three toes fanned."""
    ox, oy = turn_offset(turn, True)
    ax, ay = to_world(ox, oy, h, x, y)
    fh = (h + turn) % 8
    dx, dy = DIRS[fh]
    cx, cy = ax + 0.5 * dx, ay + 0.5 * dy
    boxes = [tile_box(cx, cy, fh, True)]
    for which in (0, 1, -1):
        _, tx, ty, th = fan(cx, cy, 0.5, fh, which)
        ux, uy = DIRS[th]
        boxes.append(tile_box(tx + ux, ty + uy, th, False))
    return tuple(boxes)
