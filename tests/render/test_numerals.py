"""The numerals face writes every number upright on screen at every angle a tile is drawn at,
6 and 9 underlined, each glyph inside its half: read back from the drawn tiles."""
from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from game.render import numerals
from game.render.tile_art import TileArt
from game.rules.tiles import Tile
from game.scenes.play.tile_motion import HAND_ANGLE

LENGTH = 96
# The layout turns tiles by multiples of 45 degrees, tiles in flight by 15, the hand stands at
# HAND_ANGLE: every one of them.
ANGLES = sorted(set(range(0, 360, 15)) | {HAND_ANGLE})
Ink = frozenset[tuple[int, int]]


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield
    pygame.display.quit()


def half_ink(image: pygame.Surface, angle: float, half: int) -> Ink:
    """The dark pixels round the centre of one half (-1 high, +1 low) of a tile drawn at
    `angle`, as offsets from the top-left of their bounding box."""
    return _ink_and_offset(image, angle, half)[0]


def _ink_and_offset(image: pygame.Surface, angle: float,
                    half: int) -> tuple[Ink, tuple[float, float]]:
    """half_ink, and how far the middle of the ink's box lies from the half's centre."""
    w, h = image.get_size()
    a = math.radians(angle)
    cx = w / 2 + half * math.cos(a) * LENGTH / 4
    cy = h / 2 - half * math.sin(a) * LENGTH / 4
    reach = 0.2 * LENGTH  # inside the half's face at any angle: no edge, no divider
    found = set()
    for y in range(math.floor(cy - reach), math.ceil(cy + reach) + 1):
        for x in range(math.floor(cx - reach), math.ceil(cx + reach) + 1):
            if math.hypot(x - cx, y - cy) > reach:
                continue
            r, g, b, alpha = image.get_at((x, y))
            if alpha > 200 and 0.299 * r + 0.587 * g + 0.114 * b < 110:
                found.add((x, y))
    assert found, f"no number drawn in half {half} at {angle} degrees"
    left, top = min(x for x, _ in found), min(y for _, y in found)
    right, bottom = max(x for x, _ in found), max(y for _, y in found)
    offset = ((left + right + 1) / 2 - cx, (top + bottom + 1) / 2 - cy)
    return frozenset((x - left, y - top) for x, y in found), offset


def overlap(a: Ink, b: Ink) -> float:
    return len(a & b) / len(a | b)


def underlined_glyph(ink: Ink) -> tuple[Ink, Ink]:
    """The glyph and the underline below it on screen: the rows under the lowest empty row."""
    rows = {y for _, y in ink}
    gaps = [y for y in range(max(rows)) if y not in rows]
    assert gaps, "no underline apart from the glyph"
    gap = max(gaps)
    return (frozenset(p for p in ink if p[1] < gap), frozenset(p for p in ink if p[1] > gap))


@pytest.mark.parametrize("angle", ANGLES)
def test_six_and_nine_read_upright_and_underlined_at_every_angle(angle: int) -> None:
    art = TileArt(face="numerals")
    upright = art.face(Tile(9, 6), LENGTH, 0)
    turned = art.face(Tile(9, 6), LENGTH, angle)
    for half, number in ((-1, 9), (1, 6)):
        reference = half_ink(upright, 0, half)
        ink, (dx, dy) = _ink_and_offset(turned, angle, half)
        assert overlap(ink, reference) > 0.95, (number, angle)
        assert math.hypot(dx, dy) <= 1.5, (number, angle, dx, dy)  # written where its half is
        glyph, bar = underlined_glyph(ink)
        glyph_width = max(x for x, _ in glyph) - min(x for x, _ in glyph) + 1
        bar_xs = {x for x, _ in bar}
        assert len(bar_xs) >= 0.8 * glyph_width, (number, angle)  # a bar under it, not a dot
        # A 9 has its loop at the top, a 6 at the bottom: where its ink's weight lies.
        middle = (min(y for _, y in glyph) + max(y for _, y in glyph)) / 2
        weight = sum(y for _, y in glyph) / len(glyph)
        assert (weight < middle) == (number == 9), (number, angle)


def test_a_six_is_not_a_nine() -> None:
    art = TileArt(face="numerals")
    image = art.face(Tile(9, 6), LENGTH, 0)
    assert overlap(half_ink(image, 0, -1), half_ink(image, 0, 1)) < 0.9


def test_only_six_and_nine_are_underlined() -> None:
    for n in range(1, 19):
        plain = numerals.glyph(n, 40, (0, 0, 0))
        rows = [any(plain.get_at((x, y)).a > 128 for x in range(plain.get_width()))
                for y in range(plain.get_height())]
        split = any(not row for row in rows[1:-1])
        assert split == (n in (6, 9)), n


@pytest.mark.parametrize("side", range(8, 80, 3))
def test_every_glyph_fits_its_half_turned_to_any_angle(side: int) -> None:
    for n in range(1, 19):
        w, h = numerals.glyph(n, side, (0, 0, 0)).get_size()
        assert math.hypot(w, h) <= side, (n, side)


def test_numbers_of_a_length_are_drawn_at_one_size() -> None:
    heights = {numerals.glyph(n, 44, (0, 0, 0)).get_height() for n in (1, 2, 3, 4, 5, 7, 8)}
    assert max(heights) - min(heights) <= 2  # round digits overshoot a little
    assert numerals.glyph(9, 44, (0, 0, 0)).get_height() > max(heights)  # the underline


def red_pixels(surface: pygame.Surface) -> int:
    """Opaque pixels clearly red."""
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if (c := surface.get_at((x, y))).a > 200 and c.r - max(c.g, c.b) > 60)


def test_an_unplayable_tile_writes_its_numbers_greyed_like_its_face() -> None:
    art = TileArt(True, "ivory", face="numerals", palette="colour-blind")
    for angle in (0, 45, 270):
        plain = art.face(Tile(6, 6), LENGTH, angle)
        dim = art.face(Tile(6, 6), LENGTH, angle, "dim")
        assert red_pixels(plain) > 50 and red_pixels(dim) == 0, angle  # the colour-blind 6 is red
        assert overlap(half_ink(dim, angle, -1), half_ink(plain, angle, -1)) > 0.8, angle
