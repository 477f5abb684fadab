"""A band of even width round a convex polygon (a tile's outline on screen), at any angle.

pygame.draw.polygon(width=w) draws each edge as a line w pixels wide along x or y, so on a tile
turned 45 degrees the band is only about w/1.4 thick, thinner still where aliasing drops pixels.
Here the band is the outline grown (corners mitred) filled, less the outline shrunk: both fills
lean the same way on the pixel grid, so the band keeps its width on every side.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Point = tuple[float, float]


def offset(polygon: Sequence[Point], distance: float) -> list[Point]:
    """The convex `polygon` grown outward by `distance` (negative: shrunk), corners mitred."""
    cx = sum(x for x, _ in polygon) / len(polygon)
    cy = sum(y for _, y in polygon) / len(polygon)
    normals = []
    for (ax, ay), (bx, by) in zip(polygon, [*polygon[1:], polygon[0]]):
        nx, ny = by - ay, ax - bx
        size = math.hypot(nx, ny) or 1.0
        nx, ny = nx / size, ny / size
        if nx * ((ax + bx) / 2 - cx) + ny * ((ay + by) / 2 - cy) < 0:
            nx, ny = -nx, -ny
        normals.append((nx, ny))
    grown = []
    for i, (x, y) in enumerate(polygon):
        (px, py), (qx, qy) = normals[i - 1], normals[i]  # the sides before and after corner i
        k = distance / (1 + px * qx + py * qy)
        grown.append((x + (px + qx) * k, y + (py + qy) * k))
    return grown


def draw_ring(surface: pygame.Surface, colour: tuple[int, int, int],
              polygon: Sequence[Point], width: float, inside: float | None = None) -> None:
    """A band `width` px thick along the outline of the convex `polygon`, `inside` px of it
    within the outline (centred on the outline by default)."""
    inside = width / 2 if inside is None else inside
    outer = offset(polygon, width - inside)
    left = math.floor(min(x for x, _ in outer)) - 1
    top = math.floor(min(y for _, y in outer)) - 1
    right = math.ceil(max(x for x, _ in outer)) + 2
    bottom = math.ceil(max(y for _, y in outer)) + 2
    if not surface.get_clip().colliderect(left, top, right - left, bottom - top):
        return  # (outside what may be drawn on: nothing would show)
    band = pygame.Surface((right - left, bottom - top), pygame.SRCALPHA)
    band.fill((*colour, 0))
    pygame.draw.polygon(band, colour, [(x - left, y - top) for x, y in outer])
    inner = offset(polygon, -inside)
    pygame.draw.polygon(band, (*colour, 0), [(x - left, y - top) for x, y in inner])
    surface.blit(band, (left, top))
