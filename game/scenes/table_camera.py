"""The barnyard's view: world units (a tile is 2x1) to screen pixels, easing as it zooms.

Follows the barnyard by default (`follow(bounds)`); the wheel zooms about the pointer, a
right-drag pans, and `reset()` (Home) goes back to following.
"""
from __future__ import annotations

import math

import pygame

Bounds = tuple[float, float, float, float]

MIN_SCALE, MAX_SCALE = 8.0, 70.0  # pixels per world unit
PAD = 1.6  # world units kept free around the barnyard (room for the next tiles)


class TableCamera:
    """Centre and scale, easing towards a target; maps world points to the screen and back."""

    def __init__(self, viewport: pygame.Rect, max_scale: float = 34.0) -> None:
        self.viewport = pygame.Rect(viewport)
        self.max_fit_scale = max_scale
        self.cx, self.cy, self.scale = 0.0, 0.0, max_scale
        self.tx, self.ty, self.tscale = 0.0, 0.0, max_scale
        self.manual = False
        self._bounds: Bounds = (-1.0, -1.0, 1.0, 1.0)

    # ----------------------------------------------------------------- targets
    def set_viewport(self, viewport: pygame.Rect) -> None:
        """The window was resized: fit the same barnyard into the new rectangle at once."""
        self.viewport = pygame.Rect(viewport)
        self.manual = False
        self.follow(self._bounds, snap=True)

    def follow(self, bounds: Bounds, snap: bool = False) -> None:
        """Aim to show all of `bounds` (unless the player zoomed or panned)."""
        self._bounds = bounds
        if self.manual:
            return
        x0, y0, x1, y1 = bounds
        w = max(2.0, x1 - x0) + 2 * PAD
        h = max(2.0, y1 - y0) + 2 * PAD
        vw, vh = max(1, self.viewport.width), max(1, self.viewport.height)
        self.tscale = max(MIN_SCALE * 0.5, min(self.max_fit_scale, vw / w, vh / h))
        self.tx, self.ty = (x0 + x1) / 2, (y0 + y1) / 2
        if snap:
            self.cx, self.cy, self.scale = self.tx, self.ty, self.tscale

    def reset(self) -> None:
        """Home: follow the barnyard again."""
        self.manual = False
        self.follow(self._bounds)

    def zoom_at(self, screen_pos: tuple[float, float], factor: float) -> None:
        """Zoom by `factor` keeping the world point under `screen_pos` still."""
        wx, wy = self.to_world(screen_pos)
        new = max(MIN_SCALE * 0.5, min(MAX_SCALE, self.tscale * factor))
        self.manual = True
        vx, vy = self.viewport.center
        self.tscale = new
        self.tx = wx - (screen_pos[0] - vx) / new
        self.ty = wy - (screen_pos[1] - vy) / new
        self.cx, self.cy, self.scale = self.tx, self.ty, self.tscale

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by a screen-pixel drag."""
        self.manual = True
        self.cx -= dx / self.scale
        self.cy -= dy / self.scale
        self.tx, self.ty, self.tscale = self.cx, self.cy, self.scale

    # ----------------------------------------------------------------- motion
    def update(self, dt: float) -> None:
        """Ease towards the target (about 90% of the way in a third of a second)."""
        k = 1 - math.exp(-dt * 7.0)
        self.cx += (self.tx - self.cx) * k
        self.cy += (self.ty - self.cy) * k
        self.scale *= (self.tscale / self.scale) ** k
        if abs(self.scale - self.tscale) < 0.01:
            self.scale = self.tscale

    @property
    def settled(self) -> bool:
        """True when not moving."""
        return (self.scale == self.tscale and abs(self.cx - self.tx) < 1e-3
                and abs(self.cy - self.ty) < 1e-3)

    def tile_length(self) -> int:
        """A tile's length in pixels now (even, so halves line up)."""
        return max(8, int(round(self.scale * 2 / 2)) * 2)

    def to_screen(self, point: tuple[float, float]) -> tuple[float, float]:
        """World point to screen pixels."""
        vx, vy = self.viewport.center
        return (vx + (point[0] - self.cx) * self.scale, vy + (point[1] - self.cy) * self.scale)

    def to_world(self, pos: tuple[float, float]) -> tuple[float, float]:
        """Screen pixels to a world point."""
        vx, vy = self.viewport.center
        return (self.cx + (pos[0] - vx) / self.scale, self.cy + (pos[1] - vy) / self.scale)
