"""The numbers of the numerals face: upright glyphs sized to their half, 6 and 9 underlined.

A number is drawn upright on screen whatever the tile's angle, so its glyph must fit its half at
any angle: the glyph's box (its ink, and the underline) fits inside the circle inscribed in the
half. Every one-digit number is drawn at one size and every two-digit number at another, so
equal numbers look alike all over the table. As on printed numeral dominoes, 6 and 9 carry an
underline (16 and 18 upside down would read 91 and 81, no number of a double-18 set).
"""
from __future__ import annotations

import math

import pygame

RGB = tuple[int, int, int]
UNDERLINED = frozenset({6, 9})
FILL = 0.92  # the glyph box's diagonal over the half's side
REFERENCE = 100  # font size the glyph boxes are measured at
MAX_GLYPHS = 600  # glyphs kept (numbers x sizes x colours)

_fonts: dict[int, pygame.font.Font] = {}
_glyphs: dict[tuple[int, int, RGB], pygame.Surface] = {}
_sizes: dict[tuple[int, int], int] = {}


def _font(size: int) -> pygame.font.Font:
    """pygame's bundled sans in bold at `size` px."""
    font = _fonts.get(size)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(None, size)
        font.set_bold(True)
        _fonts[size] = font
    return font


def _draw(n: int, size: int, colour: RGB) -> pygame.Surface:
    """Number n at font `size`, cropped to its ink, with its underline if it has one."""
    text = _font(size).render(str(n), True, colour)
    ink = text.subsurface(text.get_bounding_rect()).copy()
    if n not in UNDERLINED:
        return ink
    w, h = ink.get_size()
    bar = max(1, round(h * 0.1))
    gap = max(1, round(h * 0.1))
    out = pygame.Surface((w, h + gap + bar), pygame.SRCALPHA)
    out.fill((*colour, 0))
    out.blit(ink, (0, 0))
    out.fill((*colour, 255), pygame.Rect(0, h + gap, w, bar))
    return out


def font_size(n: int, side: int) -> int:
    """The font size numbers with as many digits as n are drawn at in a half `side` px wide."""
    digits = len(str(n))
    key = (digits, side)
    if key not in _sizes:
        numbers = range(1, 10) if digits == 1 else range(10, 19)
        widest = max(math.hypot(*_draw(k, REFERENCE, (0, 0, 0)).get_size()) for k in numbers)
        _sizes[key] = max(6, math.floor(REFERENCE * FILL * side / widest))
    return _sizes[key]


def glyph(n: int, side: float, colour: RGB) -> pygame.Surface:
    """Number n, upright, for a square half `side` px wide: its box fits the half turned to any
    angle (cached)."""
    px = max(4, round(side))
    key = (n, px, colour)
    image = _glyphs.get(key)
    if image is None:
        if len(_glyphs) >= MAX_GLYPHS:
            _glyphs.pop(next(iter(_glyphs)))
        image = _glyphs[key] = _draw(n, font_size(n, px), colour)
    return image
