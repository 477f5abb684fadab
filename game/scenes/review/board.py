"""The board at a marked decision (mode.Moment): the barnyard as it was then, the tile
played lit in gold, and the better move's tile as a pale ghost lit in green (as the table's
hint lights a move) where the table would have laid it. When both would lie in the same place
(two tiles for the same open end) they take turns there, SWAP seconds each."""
from __future__ import annotations

from typing import Any, Optional

import pygame

from game.layout.camera import Camera
from game.layout.geometry import Placement
from game.rules.tiles import Tile
from game.scenes.review.mode import Moment

GHOST_ALPHA = 120  # how see-through the better move's tile and its glow are
SWAP = 1.2  # seconds the tile played and the better one each show where both would lie


def draw_moment(surface: pygame.Surface, moment: Moment, camera: Camera, board: pygame.Rect,
                art: Any, clock: float = 0.0) -> None:
    """`moment` drawn through `camera`, clipped to `board`; `art`: the tile art; `clock`:
    seconds (the turns of two tiles in one place)."""
    clip = surface.get_clip()
    surface.set_clip(board)
    length = max(8, min(160, round(camera.scale * 2)))
    for placed in moment.before.barnyard:
        _blit_at(surface, art, camera, placed.tile, moment.layout.placements[placed.tile],
                 length)
    made, better = moment.made, moment.better
    if made is not None and better is not None and _same_place(made.place, better.place):
        if int(clock // SWAP) % 2:
            made = None
        else:
            better = None
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


def _same_place(a: Placement, b: Placement) -> bool:
    """True when two placements (nearly) cover each other."""
    return abs(a.x - b.x) + abs(a.y - b.y) < 0.5
