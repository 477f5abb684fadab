"""The barnyard layout's last resort: where a tile goes when no spot against its parent is
free even after its line was laid again (game/layout/relay.py).

Pure Python. Any other joint at the parent's end, a toe anywhere against its double's far side,
else the nearest free spot around the parent's open end (`Placement.detached` if it does not
touch the parent).
"""
from __future__ import annotations

import math

from game.layout.geometry import (
    DIRS,
    JOINT,
    TOUCH,
    Box,
    Placement,
    distance_to_polygon,
    inner_half_nearer,
    joint_gap,
    rot,
    tile_box,
    to_world,
)
from game.layout.joints import every_joint, every_toe_spot, ring_offsets
from game.layout.laying import Laying
from game.layout.spots import End
from game.rules.barnyard import ARM, DOUBLE, SPOKE, TOE, PlacedTile


def _attach_point(lay: Laying, placed: PlacedTile) -> tuple[float, float, int]:
    """The point a tile should touch (its parent's open side) and the heading there."""
    parent_tile = placed.on
    parent = lay.placements.get(parent_tile) if parent_tile is not None else None
    if parent is None or parent_tile is None:
        return (0.0, 0.0, 0)
    if placed.role == SPOKE:
        return (parent.x, parent.y, 0)
    h = parent.heading // 45
    if placed.role == TOE:
        fx, fy = to_world(0.5, 0.0, h, parent.x, parent.y)
        return (fx, fy, h)
    end = lay.end(parent_tile)
    if end is None:
        return (parent.x, parent.y, h)
    return (end.x, end.y, end.heading)

def last_resort(lay: Laying, placed: PlacedTile, is_double: bool
                ) -> tuple[Placement, Box, End]:
    """Every spot next to the parent is taken: any other joint, else the nearest free spot."""
    end = lay.end(placed.on) if placed.on is not None else None
    if end is not None and (placed.role == ARM or placed.role == DOUBLE):
        half = 0.5 if is_double else 1.0
        for turn, ox, oy in every_joint(is_double):
            h = rot(end.heading, turn)
            dx, dy = DIRS[h]
            ax, ay = to_world(ox, oy, end.heading, end.x, end.y)
            cx, cy = ax + half * dx, ay + half * dy
            if not lay.grid.collides(tile_box(cx, cy, h, is_double)):
                return lay.make(placed, cx, cy, h, is_double, False)
    parent = lay.placements.get(placed.on) if placed.on is not None else None
    if parent is not None and placed.role == TOE:
        ph = parent.heading // 45
        for turn, ox, oy in every_toe_spot():
            h = rot(ph, turn)
            dx, dy = DIRS[h]
            ax, ay = to_world(ox, oy, ph, parent.x, parent.y)
            if not lay.grid.collides(tile_box(ax + dx, ay + dy, h, False)):
                made = lay.make(placed, ax + dx, ay + dy, h, False, False)
                if _touches(lay, placed, made[0]):
                    return made
    px, py, ph = _attach_point(lay, placed)
    headings = [ph] + [rot(ph, t) for t in (1, -1, 2, -2, 3, -3, 4)]
    half = 0.5 if is_double else 1.0
    for ox, oy in ring_offsets():
        ax, ay = px + ox, py + oy
        if lay.grid.occupied(ax, ay):
            continue
        for h in headings:
            dx, dy = DIRS[h]
            cx, cy = ax + half * dx, ay + half * dy
            tip = (cx + 0.8 * half * dx, cy + 0.8 * half * dy)
            if lay.grid.occupied(cx, cy) or lay.grid.occupied(*tip):
                continue
            if not lay.grid.collides(tile_box(cx, cy, h, is_double)):
                made = lay.make(placed, cx, cy, h, is_double, False)
                if not _touches(lay, placed, made[0]):
                    made = lay.make(placed, cx, cy, h, is_double, True)
                return made
    return lay.make(placed, px, py, ph, is_double, True)

def _touches(lay: Laying, placed: PlacedTile, place: Placement) -> bool:
    """True if a tile lies against its parent with the matching half (or, a double, across).

    A line's tile must meet its parent's open end (`joint_gap` below JOINT).
    """
    parent = lay.placements.get(placed.on) if placed.on is not None else None
    if parent is None:
        return True
    if placed.role == ARM or placed.role == DOUBLE:
        return joint_gap(parent, place) <= JOINT and inner_half_nearer(parent, place)
    if place.is_double:
        gap = min(min(distance_to_polygon(v, parent.polygon) for v in place.polygon),
                  min(distance_to_polygon(v, place.polygon) for v in parent.polygon))
        return gap < 0.3
    if placed.role == TOE:  # a toe must stand on the double's far side
        fx, fy = DIRS[parent.heading // 45]
        if (place.x - parent.x) * fx + (place.y - parent.y) * fy < 0.0:
            return False
    a = math.radians(place.angle)
    dx, dy = 0.5 * math.cos(a), -0.5 * math.sin(a)
    high = distance_to_polygon((place.x - dx, place.y - dy), parent.polygon)
    low = distance_to_polygon((place.x + dx, place.y + dy), parent.polygon)
    inner, outer = (high, low) if placed.inward == placed.tile.high else (low, high)
    return inner < TOUCH and inner < outer - 0.1
