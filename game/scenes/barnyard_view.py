"""Drawing the barnyard fast: tiles at a ladder of sizes, new sizes pre-rendered a slice a frame.

Rendering a tile at a new size costs about half a millisecond, so a zoom that asked for fresh
images of 91 tiles at once would drop frames. The painter keeps drawing at the last size it has
images for, prepares the new size within a small time budget per frame, then switches.
"""
from __future__ import annotations

import time
from typing import Any, Iterable, Optional

import pygame

from game.render.camera import Camera
from game.render.geometry import Placement
from game.render.tile_art import shadow_offset
from game.rules.tiles import Tile

LADDER = tuple(sorted({max(8, round(12 * 1.07 ** i / 2) * 2) for i in range(40)}))


def ladder_length(exact: float) -> int:
    """The ladder size nearest `exact` pixels."""
    return min(LADDER, key=lambda n: abs(n - exact))


def quantized_angle(angle: float, step: int = 15) -> float:
    """Angles in flight snap to `step` degrees so turned images are reused."""
    return (round(angle / step) * step) % 360


class BarnyardPainter:
    """Blits placed tiles with shadows, preparing new sizes in the background."""

    def __init__(self, art: Any, budget: float = 0.004) -> None:
        self.art = art
        self.budget = budget
        self.length = 0           # the size being drawn now
        self._ready: set[tuple[Tile, int, int, Optional[str]]] = set()

    def prepare(self, placements: Iterable[tuple[Tile, Placement]], wanted: int,
                highlights: dict[Tile, str]) -> None:
        """Render images of size `wanted` until the budget runs out; switch when all exist."""
        if self.length == 0:
            self.length = wanted
        if wanted == self.length:
            self._warm(placements, wanted, highlights, None)
            return
        if self._warm(placements, wanted, highlights, self.budget):
            self.length = wanted

    def _warm(self, placements: Iterable[tuple[Tile, Placement]], length: int,
              highlights: dict[Tile, str], budget: Optional[float]) -> bool:
        start = time.perf_counter()
        ready = self._ready
        for tile, place in placements:
            key = (tile, length, round(place.angle) % 360, highlights.get(tile))
            if key in ready:
                continue
            self.art.face(tile, length, place.angle, key[3])
            self.art.shadow(length, place.angle)
            ready.add(key)
            if budget is not None and time.perf_counter() - start > budget:
                return False
        return True

    def forget(self) -> None:
        """The art changed (scheme, display mode): prepare everything again."""
        self._ready.clear()
        self.length = 0

    def draw(self, surface: pygame.Surface, camera: Camera,
             placements: Iterable[tuple[Tile, Placement]], highlights: dict[Tile, str]) -> None:
        """Shadows first, then faces, in one `blits` call each."""
        length = self.length or ladder_length(camera.scale * 2)
        art = self.art
        sx, sy = shadow_offset(length)
        shadows: list[tuple[pygame.Surface, tuple[int, int]]] = []
        faces: list[tuple[pygame.Surface, tuple[int, int]]] = []
        clip = surface.get_rect().inflate(length * 2, length * 2)
        for tile, place in placements:
            x, y = camera.to_screen(place.x, place.y)
            if not clip.collidepoint(x, y):
                continue
            shade = art.shadow(length, place.angle)
            w, h = shade.get_size()
            shadows.append((shade, (round(x) + sx - w // 2, round(y) + sy - h // 2)))
            face = art.face(tile, length, place.angle, highlights.get(tile))
            w, h = face.get_size()
            faces.append((face, (round(x) - w // 2, round(y) - h // 2)))
        surface.blits(shadows, doreturn=False)
        surface.blits(faces, doreturn=False)
