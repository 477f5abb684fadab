"""Markers for the places beyond the view: where a place lit for the person at the screen is not
drawn whole (past the view's edge, or under a panel), a marker at the view's edge points its
way, one for each of eight directions, counting the places it stands for; wherever the
placement puts it, it points at them (`bearing`).

Pure geometry in screen pixels, rectangles as (x0, y0, x1, y1). The play scene places the
markers as it places every floating card (floating.place_markers) and draws them
(scenes/play/edge_markers.py); the barnyard benchmark counts the frames where a place out of
view has no marker pointing to it (`points_to`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from game.layout.camera import Camera
from game.layout.framing import bounds
from game.layout.geometry import Point, Polygon
from game.layout.table_region import Rect, TableRegion

Direction = tuple[int, int]  # across and down, each -1, 0 or 1: (1, -1) is up and to the right
# the eight directions, anticlockwise on screen from the right (y grows downwards)
DIRECTIONS: tuple[Direction, ...] = ((1, 0), (1, -1), (0, -1), (-1, -1),
                                     (-1, 0), (-1, 1), (0, 1), (1, 1))
TURN = math.radians(15)  # a marker's chevron turns in steps of this


@dataclass(frozen=True)
class Marker:
    """A marker at the view's edge: its direction, the places it stands for (their indices in
    the places asked about, nearest the view's middle first) and where it sits when nothing
    is in the way (its centre)."""

    direction: Direction
    places: tuple[int, ...]
    anchor: Point

    @property
    def count(self) -> int:
        """How many places beyond the view it stands for."""
        return len(self.places)


def middle(polygon: Sequence[Point]) -> Point:
    """The middle of a place's bounding box on screen."""
    x0, y0, x1, y1 = bounds([polygon])
    return (x0 + x1) / 2, (y0 + y1) / 2


def direction_of(region: TableRegion, point: Point) -> Direction:
    """Which of the eight directions `point` (a place's middle) lies in: past which edges of
    the clear part of the table (region.clear_rect: a place under a side plate is to that
    side, one beyond the right edge and below the foot of the clear part down and to the
    right); within it (a place the panels' margins cut into), as seen from the middle of the
    area, its corners on the diagonals."""
    c0, d0, c1, d1 = region.clear_rect
    x, y = point
    side = (-1 if x < c0 else 1 if x > c1 else 0, -1 if y < d0 else 1 if y > d1 else 0)
    if side != (0, 0):
        return side
    x0, y0, x1, y1 = region.area
    across = (x - (x0 + x1) / 2) / max(1e-9, (x1 - x0) / 2)
    down = (y - (y0 + y1) / 2) / max(1e-9, (y1 - y0) / 2)
    sector = round(math.atan2(-down, across) / (math.pi / 4)) % 8
    return DIRECTIONS[sector]


def on_arrival(camera: Camera, place: Polygon) -> list[Point]:
    """A world `place` on screen where the `camera`'s glide ends (its target)."""
    (ox, oy), scale, _ = camera.aimed
    return [(ox + x * scale, oy + y * scale) for x, y in place]


def drawn(clip: Rect, panels: Sequence[Rect]) -> TableRegion:
    """What of the table shows the barnyard: the view's `clip` (table_region.view_clip) less
    the `panels` drawn over it (table_region.panel_rects), as a region whose `holds` says
    whether a place on screen is drawn whole (the camera's margins round the plates aside)."""
    return TableRegion(clip, tuple(panels), 1.0)


def markers(region: TableRegion, places: Sequence[Sequence[Point]],
            size: tuple[float, float], margin: float, shown: TableRegion,
            arriving: Sequence[Sequence[Point]] = ()) -> list[Marker]:
    """The markers for the `places` (screen polygons) not drawn whole on the table (`shown`:
    `drawn`) around the view of `region`: one a direction (`direction_of`), anchored at the
    view's edge nearest the places it stands for (`anchor`) for a marker of `size`. None
    where every place shows, nor for a place the view is gliding to show: drawn whole where
    the glide ends (`arriving`: the same places there, `on_arrival`)."""
    area = region.area
    out: dict[Direction, list[tuple[float, int, Point]]] = {}
    cx, cy = (area[0] + area[2]) / 2, (area[1] + area[3]) / 2
    for k, place in enumerate(places):
        if shown.holds(place) or (arriving and shown.holds(arriving[k])):
            continue
        at = middle(place)
        out.setdefault(direction_of(region, at), []).append(
            (math.hypot(at[0] - cx, at[1] - cy), k, at))
    return [Marker(direction, tuple(k for _, k, _ in beyond),
                   anchor(region, direction, [at for _, _, at in beyond], size, margin))
            for direction in DIRECTIONS if (beyond := sorted(out.get(direction, ())))]


def anchor(region: TableRegion, direction: Direction, spots: Sequence[Point],
           size: tuple[float, float], margin: float) -> Point:
    """Where a marker of `size` pointing `direction` sits: the middle of `spots` (the places'
    middles) kept `margin` inside the area's edge (past a corner: in it), and out of any
    rectangle kept off (a place under a plate: beside the plate, toward the middle)."""
    x0, y0, x1, y1 = region.area
    half_w, half_h = size[0] / 2 + margin, size[1] / 2 + margin
    x = min(x1 - half_w, max(x0 + half_w, sum(x for x, _ in spots) / len(spots)))
    y = min(y1 - half_h, max(y0 + half_h, sum(y for _, y in spots) / len(spots)))
    dx, dy = direction
    for _ in range(len(region.keep_off)):
        inside = next(((k0, l0, k1, l1) for k0, l0, k1, l1 in region.keep_off
                       if k0 - half_w < x < k1 + half_w and l0 - half_h < y < l1 + half_h), None)
        if inside is None:
            break
        k0, l0, k1, l1 = inside
        moves = [(x, l0 - half_h) if dy > 0 else (x, l1 + half_h) if dy < 0 else None,
                 (k0 - half_w, y) if dx > 0 else (k1 + half_w, y) if dx < 0 else None]
        x, y = min((m for m in moves if m is not None),
                   key=lambda m: abs(m[0] - x) + abs(m[1] - y))
    return x, y


def bearing(rect: Rect, places: Sequence[Sequence[Point]]) -> float:
    """Which way a marker lying at `rect` points (radians on screen, y down): at the middle of
    the `places` it stands for (their middles' mean), in steps of TURN (its image is drawn
    at each)."""
    mx, my = (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2
    spots = [middle(place) for place in places]
    px = sum(x for x, _ in spots) / len(spots)
    py = sum(y for _, y in spots) / len(spots)
    return round(math.atan2(py - my, px - mx) / TURN) % round(2 * math.pi / TURN) * TURN


def points_to(rect: Rect, pointing: float, place: Sequence[Point]) -> bool:
    """True if a marker lying at `rect` and `pointing` that way (radians on screen) points to
    `place` (a screen polygon): the place's middle lies ahead of the marker's middle (less
    than a right angle off that way)."""
    mx, my = (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2
    px, py = middle(place)
    return (px - mx) * math.cos(pointing) + (py - my) * math.sin(pointing) > 0
