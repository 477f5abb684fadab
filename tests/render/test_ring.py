"""The band round a tile's outline keeps its width at every angle, read back from the pixels."""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame
import pytest

from game.render.ring import Point, draw_ring, offset

RED = (220, 40, 40)


def tile_outline(centre: Point, length: float, angle: float) -> list[Point]:
    """The corners of a tile `length` px long turned `angle` degrees (counter-clockwise)."""
    a = math.radians(angle)
    along, across = (math.cos(a), -math.sin(a)), (math.sin(a), math.cos(a))
    return [(centre[0] + along[0] * u * length / 2 + across[0] * v * length / 4,
             centre[1] + along[1] * u * length / 2 + across[1] * v * length / 4)
            for u, v in ((-1, -1), (1, -1), (1, 1), (-1, 1))]


def band_widths(surface: pygame.Surface, polygon: Sequence[Point],
                colour: tuple[int, int, int]) -> list[list[float]]:
    """How thick the band of `colour` is across each side of `polygon`: along the side's
    normal, at 41 points from 15% to 85% of the way along it (on a staircase of pixels a
    single crossing may be a pixel short or long; a side's mean is its thickness)."""
    cx = sum(x for x, _ in polygon) / len(polygon)
    cy = sum(y for _, y in polygon) / len(polygon)
    step, sides = 0.05, []
    for (ax, ay), (bx, by) in zip(polygon, [*polygon[1:], polygon[0]]):
        nx, ny = by - ay, ax - bx
        size = math.hypot(nx, ny)
        nx, ny = nx / size, ny / size
        if nx * ((ax + bx) / 2 - cx) + ny * ((ay + by) / 2 - cy) < 0:
            nx, ny = -nx, -ny
        crossings = []
        for k in range(41):
            t = 0.15 + 0.7 * k / 40
            mx, my = ax + (bx - ax) * t, ay + (by - ay) * t
            inside = 0
            for i in range(-200, 201):
                x, y = mx + nx * i * step, my + ny * i * step
                r, g, b, _ = surface.get_at((math.floor(x), math.floor(y)))
                inside += abs(r - colour[0]) + abs(g - colour[1]) + abs(b - colour[2]) < 60
            crossings.append(inside * step)
        sides.append(crossings)
    return sides


def thinnest(sides: list[list[float]]) -> tuple[float, float]:
    """The thinnest side's mean thickness and the thinnest single crossing."""
    return min(sum(s) / len(s) for s in sides), min(min(s) for s in sides)


@pytest.mark.parametrize("angle", range(0, 360, 45))
@pytest.mark.parametrize("width", [4, 6])
def test_the_band_keeps_its_width_at_every_angle_the_layout_uses(angle: int,
                                                                 width: int) -> None:
    for shift in (0.0, 0.3, 0.7):
        surface = pygame.Surface((160, 160))
        outline = tile_outline((80 + shift, 79.6 - shift), 90, angle)
        draw_ring(surface, RED, outline, width)
        sides = band_widths(surface, outline, RED)
        side, crossing = thinnest(sides)
        assert side >= max(3, 0.85 * width), (angle, shift, side)
        assert crossing >= 0.65 * width, (angle, shift, crossing)  # no thin spot
        assert max(sum(s) / len(s) for s in sides) <= width + 1, (angle, shift)


def test_a_polygon_drawn_with_a_width_is_thinner_on_the_diagonal() -> None:
    """Why the band is not drawn with pygame.draw.polygon(width=...)."""
    surface = pygame.Surface((160, 160))
    outline = tile_outline((80.3, 79.6), 90, 45)
    pygame.draw.polygon(surface, RED, outline, 4)
    assert thinnest(band_widths(surface, outline, RED))[0] < 3


def test_grown_outlines_keep_their_sides_parallel_at_the_distance_asked() -> None:
    outline = tile_outline((0.0, 0.0), 64, 30)
    grown = offset(outline, 2.0)
    for (ax, ay), (gx, gy) in zip(outline, grown):
        assert math.hypot(gx - ax, gy - ay) == pytest.approx(2.0 * math.sqrt(2))
    back = offset(grown, -2.0)
    for (ax, ay), (bx, by) in zip(outline, back):
        assert (bx, by) == pytest.approx((ax, ay))
