"""The small overview map: the whole barnyard drawn small, with a frame where the view is.

Shown when the table camera frames where play is rather than the whole tree (`Camera.whole` is
False); the play scene chooses where it goes. `Overview.draw` is given the placements, the
world rectangle the view shows (`Camera.visible()`) and a pixel rect, and draws there: a dark
panel, every tile as a small ivory shape, and the view's frame (clipped to the panel). The tiles'
picture is kept until the barnyard or the rect changes, so a frame costs a blit and a rectangle.
"""
from __future__ import annotations

from typing import Iterable, Optional

import pygame

from game.layout.geometry import Placement

Bounds = tuple[float, float, float, float]  # minx, miny, maxx, maxy in world units

PANEL = (18, 38, 26, 200)
EDGE = (222, 214, 190)
TILE = (236, 228, 204)
NEWEST = (255, 214, 120)
FRAME = (255, 236, 150)
MARGIN = 6  # pixels between the panel's edge and the tiles


def fit(bounds: Bounds, rect: pygame.Rect, margin: int = MARGIN) -> tuple[float, float, float]:
    """(scale, x, y): world `bounds` drawn as large as they go, centred in `rect`; a world point
    (wx, wy) lands at (x + wx * scale, y + wy * scale)."""
    x0, y0, x1, y1 = bounds
    w, h = max(x1 - x0, 1e-6), max(y1 - y0, 1e-6)
    scale = min((rect.width - 2 * margin) / w, (rect.height - 2 * margin) / h)
    scale = max(scale, 1e-3)
    return (scale, rect.centerx - (x0 + x1) / 2 * scale, rect.centery - (y0 + y1) / 2 * scale)


class Overview:
    """Draws the overview map; keeps the tiles' picture between frames."""

    def __init__(self) -> None:
        self._picture: Optional[pygame.Surface] = None
        self._key: tuple[object, ...] = ()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect,
             placements: Iterable[Placement], view: Bounds,
             newest: Iterable[Placement] = ()) -> None:
        """The whole barnyard in `rect` and a frame round the part `view` shows; `newest`
        (a few of the placements) stand out."""
        places = tuple(placements)
        marked = tuple(newest)
        if not places:
            return
        key = (rect.size, places, marked)
        if self._picture is None or key != self._key:
            self._picture = self._paint(rect.size, places, marked)
            self._key = key
        surface.blit(self._picture, rect.topleft)
        scale, ox, oy = fit(_bounds(places), pygame.Rect((0, 0), rect.size))
        vx0, vy0, vx1, vy1 = view
        frame = pygame.Rect(round(rect.x + ox + vx0 * scale), round(rect.y + oy + vy0 * scale),
                            max(2, round((vx1 - vx0) * scale)), max(2, round((vy1 - vy0) * scale)))
        clipped = frame.clip(rect.inflate(-2, -2))
        if clipped.width and clipped.height:
            pygame.draw.rect(surface, FRAME, clipped, width=max(1, rect.height // 90))

    def _paint(self, size: tuple[int, int], places: tuple[Placement, ...],
               marked: tuple[Placement, ...]) -> pygame.Surface:
        picture = pygame.Surface(size, pygame.SRCALPHA)
        area = picture.get_rect()
        pygame.draw.rect(picture, PANEL, area, border_radius=max(3, size[1] // 16))
        pygame.draw.rect(picture, EDGE, area, width=1, border_radius=max(3, size[1] // 16))
        scale, ox, oy = fit(_bounds(places), area)
        for place in places:
            points = [(ox + x * scale, oy + y * scale) for x, y in place.polygon]
            pygame.draw.polygon(picture, NEWEST if place in marked else TILE, points)
        return picture


def _bounds(places: Iterable[Placement]) -> Bounds:
    xs = [x for p in places for x, _ in p.polygon]
    ys = [y for p in places for _, y in p.polygon]
    return (min(xs), min(ys), max(xs), max(ys))
