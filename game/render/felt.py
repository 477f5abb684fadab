"""The green felt of the table: fine fibre noise, soft mottling, a warm lamp and a vignette.

Deterministic (random.Random with fixed seeds) and numpy-free. The fibre noise is one small
tile made once and repeated; the large-scale light is computed on a coarse grid and
smoothscaled, so a 1920x1080 table takes a few tens of milliseconds and is cached per size.
"""
from __future__ import annotations

import math
import random

import pygame

from game.render.surface_cache import SurfaceCache

FELT_GREEN = (34, 112, 64)
_NOISE_SIDE = 256
_COARSE = (48, 27)

_noise_tiles: dict[int, pygame.Surface] = {}
_cache = SurfaceCache(16 << 20)  # felt for the sizes in use: at most 16 MB of pixels


def _grey_surface(values: bytes, size: tuple[int, int]) -> pygame.Surface:
    """An RGB surface whose three channels all hold `values` (one byte per pixel)."""
    rgb = bytearray(len(values) * 3)
    rgb[0::3] = values
    rgb[1::3] = values
    rgb[2::3] = values
    return pygame.image.frombytes(bytes(rgb), size, "RGB")


def _noise(seed: int) -> pygame.Surface:
    """A seamless multiply-tile of fine speckle plus short horizontal fibres (values ~215..255)."""
    rng = random.Random(seed)
    side = _NOISE_SIDE
    speckle = bytes(255 - (b * 24) // 255 for b in range(256))
    fine = _grey_surface(rng.randbytes(side * side).translate(speckle), (side, side))
    fibre_w = side // 3
    fibre_table = bytes(255 - (b * 18) // 255 for b in range(256))
    raw = bytearray(rng.randbytes((fibre_w + 1) * side).translate(fibre_table))
    for y in range(side):  # make the fibres wrap round horizontally
        raw[y * (fibre_w + 1) + fibre_w] = raw[y * (fibre_w + 1)]
    fibres = _grey_surface(bytes(raw), (fibre_w + 1, side))
    fibres = pygame.transform.smoothscale(fibres, (side + side // fibre_w, side))
    fine.blit(fibres, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return fine


def _lighting(size: tuple[int, int], seed: int) -> tuple[pygame.Surface, pygame.Surface]:
    """Coarse multiply (mottling x vignette) and add (warm lamp) layers, scaled to `size`."""
    rng = random.Random(seed + 1)
    cw, ch = _COARSE
    mult = pygame.Surface((cw, ch))
    add = pygame.Surface((cw, ch))
    for y in range(ch):
        for x in range(cw):
            dx, dy = (x + 0.5) / cw * 2 - 1, (y + 0.5) / ch * 2 - 1
            r = math.hypot(dx * 0.9, dy)
            vignette = 1.0 - 0.5 * min(1.0, r / 1.35) ** 2.2
            mottle = 1.0 - rng.random() * 0.07
            v = max(0, min(255, round(255 * vignette * mottle)))
            mult.set_at((x, y), (v, v, v))
            lamp = max(0.0, 1.0 - r / 1.25) ** 2
            add.set_at((x, y), (round(24 * lamp), round(21 * lamp), round(8 * lamp)))
    return pygame.transform.smoothscale(mult, size), pygame.transform.smoothscale(add, size)


def felt_surface(size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """The felt table filling `size`; cached, so asking again for a size is free.

    The surface is shared: blit it, or copy() it before drawing on it.
    """
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = (size, seed)
    found = _cache.get(key)
    if found is not None:
        return found
    tile = _noise_tiles.get(seed)
    if tile is None:
        tile = _noise_tiles[seed] = _noise(seed)
    surf = pygame.Surface(size)
    surf.fill(FELT_GREEN)
    side = _NOISE_SIDE
    surf.fblits([(tile, (x, y)) for y in range(0, size[1], side)
                 for x in range(0, size[0], side)], pygame.BLEND_RGB_MULT)
    mult, add = _lighting(size, seed)
    surf.blit(mult, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surf.blit(add, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert()
    return _cache.put(key, surf)
