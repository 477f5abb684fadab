"""QR codes for the join card: a seat's link drawn as dark squares on a light square, cached.

segno (pure Python) makes the symbol; each dark module is one rectangle on a pygame surface,
with the quiet zone of four modules a phone's camera needs around it. A code is drawn once per
link and size and kept (SurfaceCache): the join card asks for it every frame.
"""
from __future__ import annotations

import pygame
import segno

from game.render.surface_cache import SurfaceCache

QUIET = 4  # modules of light margin around the symbol (the QR standard's quiet zone)
DARK = (20, 20, 20)
LIGHT = (255, 255, 255)
_CODES = SurfaceCache(4 * 1024 * 1024)


def qr_modules(text: str) -> list[list[bool]]:
    """The symbol's modules, row by row (True: dark), without the quiet zone. A full QR code
    (never a micro one, which phones do not read) with medium error correction."""
    code = segno.make(text, micro=False, error="m")
    return [[bool(cell) for cell in row] for row in code.matrix]


def qr_surface(text: str, size: int) -> pygame.Surface:
    """A square surface of at most `size` pixels a side (at least one pixel a module) showing
    `text` as a QR code, quiet zone included; drawn once per text and size."""
    return _CODES.get_or_make((text, size), lambda: _draw(text, size))


def _draw(text: str, size: int) -> pygame.Surface:
    modules = qr_modules(text)
    count = len(modules) + 2 * QUIET
    module = max(1, size // count)
    surface = pygame.Surface((module * count, module * count))
    surface.fill(LIGHT)
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(DARK, ((x + QUIET) * module, (y + QUIET) * module, module, module))
    return surface
