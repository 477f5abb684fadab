"""The board at a marked decision (mode.Moment): the barnyard as it was then, the tile
played lit in gold, and the better move's tile as a pale ghost lit in green (as the table's
hint lights a move) where the table would have laid it; both always show (when both would lie
in the same place, the ghost lies beside the tile played: mode.moment_of)."""
from __future__ import annotations

from typing import Any, Optional

import pygame

from game.layout.camera import Camera
from game.layout.geometry import Placement
from game.rules.tiles import Tile
from game.scenes.review.mode import Moment

GHOST_ALPHA = 120  # how see-through the better move's tile and its glow are


def draw_moment(surface: pygame.Surface, moment: Moment, camera: Camera, board: pygame.Rect,
                art: Any) -> None:
    """`moment` drawn through `camera`, clipped to `board`; `art`: the tile art."""
    clip = surface.get_clip()
    surface.set_clip(board)
    length = max(8, min(160, round(camera.scale * 2)))
    for placed in moment.before.barnyard:
        _blit_at(surface, art, camera, placed.tile, moment.layout.placements[placed.tile],
                 length)
    made, better = moment.made, moment.better
    if made is not None:
        _blit_at(surface, art, camera, made.tile, made.place, length, "legal")
    if better is not None:
        place = better.place
        x, y = camera.to_screen(place.x, place.y)
        for image in (art.glow(length, place.angle, "hint"),
                      art.face(better.tile, length, place.angle)):
            ghost = image.copy()
            ghost.set_alpha(GHOST_ALPHA)
            surface.blit(ghost, ghost.get_rect(center=(round(x), round(y))))
    surface.set_clip(clip)


def _blit_at(surface: pygame.Surface, art: Any, camera: Camera, tile: Tile, place: Placement,
             length: int, glow: Optional[str] = None) -> None:
    x, y = camera.to_screen(place.x, place.y)
    art.blit(surface, tile, (x, y), length, place.angle, glow)

