"""Colour distance with simulated colour-vision deficiencies, and the palettes it keeps readable."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.render.colour_vision import (
    DEFICIENCIES,
    ciede2000,
    closest_pair,
    contrast,
    distance,
    hue_or_lightness,
    reads_as_black,
    relative_luminance,
)
from game.render.pips import COLOUR_BLIND_COLOURS, COLOUR_BLIND_ON_DARK, PIP_COLOURS
from game.render.tile_art import SCHEMES, TileArt
from game.rules import Tile


@pytest.mark.parametrize("a, b, expected", [  # Sharma, Wu & Dalal (2005) test data
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
])
def test_ciede2000_matches_the_published_test_pairs(a, b, expected) -> None:
    assert ciede2000(a, b) == pytest.approx(expected, abs=1e-4)


def test_red_and_green_merge_for_a_deuteranope_but_not_for_normal_vision() -> None:
    red, green = (200, 60, 40), (110, 110, 30)
    assert distance(red, green, "normal") > 20
    assert distance(red, green, "deuteranopia") < distance(red, green, "normal") / 2


def test_a_vivid_and_a_dull_violet_are_close_though_ciede2000_parts_them() -> None:
    """Seen (issue 43): the colour-blind palette's 3 and 5 read as close violets, 11 apart in
    CIEDE2000 (its chroma term), the same in lightness and hue: not apart on a pip."""
    vivid, dull = (89, 35, 255), (105, 70, 175)
    assert distance(vivid, dull) > 10 and hue_or_lightness(vivid, dull) < 1
    assert hue_or_lightness((200, 40, 40), (40, 40, 200)) > 40  # red and blue
    assert hue_or_lightness((60, 60, 60), (180, 180, 180)) > 40  # dark and light grey
    assert hue_or_lightness((120, 120, 120), (40, 140, 220)) > 20  # a grey and a blue


def test_dark_colours_and_dark_greys_read_as_black() -> None:
    """Seen (issue 43): the colour-blind palette's 2, 7 and 9 all read as black."""
    for colour in ((4, 31, 0), (0, 0, 70), (0, 0, 0), (64, 64, 64)):
        assert reads_as_black(colour), colour
    for colour in ((0, 0, 255), (140, 20, 50), (110, 110, 110)):
        assert not reads_as_black(colour), colour


@pytest.mark.parametrize("palette, floors", [
    (COLOUR_BLIND_COLOURS, ((9, 9.1), (12, 9.1), (18, 4.3))),
    (COLOUR_BLIND_ON_DARK, ((9, 6.6), (12, 6.5), (18, 1.9)))])
def test_the_colour_blind_palettes_keep_every_number_apart_by_hue_or_lightness(
        palette, floors) -> None:
    """Changed on purpose (issue 43): every two numbers were 9 apart in CIEDE2000, yet 3 and 5
    differed only in saturation and 2, 7 and 9 read as black. Now in every simulated vision
    any two numbers of a double-9 or a double-12 set differ by hue or lightness (by less in
    the sets beyond, where dichromats' two hues and the faces' contrast leave no more room),
    consecutive numbers by more, and none but the light set's black reads as black."""
    for deficiency in DEFICIENCIES:
        for top, least in floors:
            for a, b in itertools.combinations(range(1, top + 1), 2):
                assert hue_or_lightness(palette[a], palette[b], deficiency) >= least, \
                    (deficiency, a, b)
        for n in range(1, 18):
            assert hue_or_lightness(palette[n], palette[n + 1], deficiency) >= 9, \
                (deficiency, n)
        black = [n for n in range(1, 19) if reads_as_black(palette[n], deficiency)]
        assert black == ([9] if palette is COLOUR_BLIND_COLOURS else []), deficiency


def test_contrast_follows_wcag() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast((255, 0, 0), (255, 255, 255)) == pytest.approx(4.0, abs=0.01)
    assert contrast((20, 40, 60), (200, 150, 90)) == contrast((200, 150, 90), (20, 40, 60))
    assert relative_luminance((255, 255, 255)) == pytest.approx(1.0)


def _face_tones(art: TileArt) -> list[tuple[int, int, int]]:
    """The darkest and lightest tones (1st and 99th percentile) of a blank half as drawn."""
    image = art.face(Tile(1, 0), 128)
    w, h = image.get_size()
    tones = sorted((tuple(image.get_at((x, y)))[:3] for x in range(round(w * 0.56), round(w * 0.94))
                    for y in range(round(h * 0.12), round(h * 0.88))), key=sum)
    return [tones[len(tones) // 100], tones[-1 - len(tones) // 100]]  # type: ignore[list-item]


@pytest.mark.parametrize("palette", ["colour-blind", "classic"])
@pytest.mark.parametrize("scheme", sorted(SCHEMES))
def test_every_pip_colour_stands_3_to_1_against_its_face(app_display, scheme, palette) -> None:
    """WCAG 2.x non-text contrast, against the face's gradient and gloss as drawn."""
    art = TileArt(True, scheme, palette=palette)
    for n in range(1, 19):
        for tone in _face_tones(art):
            assert contrast(art.pip_colour(n), tone) >= 3.0, (n, tone)


def test_the_classic_palette_is_the_one_that_fails_protanopes() -> None:
    colours = {n: PIP_COLOURS[n] for n in range(1, 19)}
    assert closest_pair(colours, "protanopia")[0] < 2


def test_every_scheme_draws_the_colour_blind_colours_unlifted(app_display) -> None:
    for scheme in SCHEMES:
        art = TileArt(True, scheme, palette="colour-blind")
        expected = COLOUR_BLIND_ON_DARK if SCHEMES[scheme].pip_lighten > 0 else COLOUR_BLIND_COLOURS
        assert [art.pip_colour(n) for n in range(1, 19)] == list(expected[1:])


def test_numerals_face_writes_numbers_instead_of_pips(app_display) -> None:
    pips = TileArt(face="pips").face(Tile(6, 3), 96)
    numerals = TileArt(face="numerals").face(Tile(6, 3), 96)
    assert pips.get_size() == numerals.get_size()
    assert pygame.image.tobytes(pips, "RGBA") != pygame.image.tobytes(numerals, "RGBA")
    blank = TileArt(face="numerals").face(Tile(0, 0), 96)
    assert pygame.image.tobytes(blank, "RGBA") == pygame.image.tobytes(
        TileArt(face="pips").face(Tile(0, 0), 96), "RGBA")


def _blank_half(image: pygame.Surface) -> tuple[tuple[int, int, int], float]:
    """Mean colour and luminance spread of the empty right half of a 1-0 tile."""
    w, h = image.get_size()
    box = pygame.Rect(round(w * 0.62), round(h * 0.3), round(w * 0.26), round(h * 0.4))
    mean = pygame.transform.average_color(image, box)[:3]
    lum = [sum(image.get_at((x, y))[:3]) / 3 for x in range(box.left, box.right)
           for y in range(box.top, box.bottom)]
    avg = sum(lum) / len(lum)
    return mean, (sum((v - avg) ** 2 for v in lum) / len(lum)) ** 0.5


def test_a_dimmed_tile_is_told_from_a_face_by_colour_and_by_its_hatching(app_display) -> None:
    for scheme in SCHEMES:
        art = TileArt(True, scheme)
        plain, plain_spread = _blank_half(art.face(Tile(1, 0), 128))
        dim, dim_spread = _blank_half(art.face(Tile(1, 0), 128, 0, "dim"))
        for deficiency in DEFICIENCIES:
            assert distance(plain, dim, deficiency) >= 7, (scheme, deficiency)
        assert dim_spread > plain_spread + 2, scheme  # the hatching shows on a blank half


def test_the_tile_cache_is_bounded_by_bytes(app_display) -> None:
    art = TileArt(max_bytes=2 * 2 ** 20)
    for length in range(40, 200, 4):
        for angle in (0, 45, 90):
            art.face(Tile(9, 3), length, angle)
    assert art.cached_bytes <= 2 * 2 ** 20
    assert art.cached_bytes == sum(s.get_width() * s.get_height() * s.get_bytesize()
                                   for s in art.cached_images)


@pytest.fixture
def app_display():
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield
