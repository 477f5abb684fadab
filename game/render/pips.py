"""Where the pips of each number 0..18 sit on one square half of a domino, and their colours.

Coordinates are in a unit square, (0, 0) top-left, as the half is drawn on a horizontal tile:
x runs along the tile's length, y across its width. Every layout is symmetric under a half
turn, like a real set, so the same layout serves both halves.

0..9 are the familiar dice-like patterns. 10..18 follow real double-12/15/18 sets: three lanes
across the width, the outer two holding k pips each (k = 4, 5, 6) and the middle lane k-2
(aligned with the outer pips), k-1 (staggered between them) or k (a full grid). So 10 = 4+2+4,
11 = 4+3+4, 12 = 4+4+4, 13 = 5+3+5 ... 18 = 6+6+6: count the outer lane, glance at the middle.
"""
from __future__ import annotations

Point = tuple[float, float]

_LO, _MID, _HI = 0.24, 0.5, 0.76  # the 3x3 grid used by 1..9
_LANES = (0.22, 0.5, 0.78)  # the three lanes across the width used by 10..18
# First and last pip position along the length for 10..18, by the outer lane's pip count.
_ALONG = {4: (0.14, 0.86), 5: (0.12, 0.88), 6: (0.1, 0.9)}


def _spread(count: int, start: float, stop: float) -> list[float]:
    """`count` evenly spaced values from start to stop inclusive."""
    if count == 1:
        return [(start + stop) / 2]
    step = (stop - start) / (count - 1)
    return [start + i * step for i in range(count)]


def _three_lanes(outer: int, middle: int) -> tuple[Point, ...]:
    """Outer lanes of `outer` pips; the middle lane aligned, staggered or full."""
    xs = _spread(outer, *_ALONG[outer])
    if middle == outer:
        mid_xs = xs
    elif middle == outer - 1:
        mid_xs = [(a + b) / 2 for a, b in zip(xs, xs[1:])]
    else:
        mid_xs = xs[1:-1]
    top, centre, bottom = _LANES
    points = [(x, top) for x in xs] + [(x, centre) for x in mid_xs] + [(x, bottom) for x in xs]
    return tuple(sorted(points, key=lambda p: (p[1], p[0])))


def _small(n: int) -> tuple[Point, ...]:
    """The dice-like patterns for 0..9."""
    c = (_MID, _MID)
    corners2 = ((_LO, _LO), (_HI, _HI))
    corners4 = ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI))
    sides = ((_MID, _LO), (_MID, _HI))  # middle of the long edges
    ends = ((_LO, _MID), (_HI, _MID))  # middle of the short edges
    table: dict[int, tuple[Point, ...]] = {
        0: (),
        1: (c,),
        2: corners2,
        3: corners2 + (c,),
        4: corners4,
        5: corners4 + (c,),
        6: corners4 + sides,
        7: corners4 + sides + (c,),
        8: corners4 + sides + ends,
        9: corners4 + sides + ends + (c,),
    }
    return tuple(sorted(table[n], key=lambda p: (p[1], p[0])))


def _build() -> tuple[tuple[Point, ...], ...]:
    layouts = [_small(n) for n in range(10)]
    for n in range(10, 19):
        outer = 4 + (n - 10) // 3
        layouts.append(_three_lanes(outer, n - 2 * outer))
    return tuple(layouts)


PIP_LAYOUTS: tuple[tuple[Point, ...], ...] = _build()
"""PIP_LAYOUTS[n] is the tuple of pip centres for the number n (0..18)."""

# Pip radius as a fraction of the half's side, by how crowded the half is.
_RADII = {0: 0.0, 1: 0.12, 2: 0.1, 3: 0.1, 4: 0.1, 5: 0.1, 6: 0.1, 7: 0.095, 8: 0.095,
          9: 0.095, 10: 0.08, 11: 0.08, 12: 0.08, 13: 0.064, 14: 0.064, 15: 0.064,
          16: 0.054, 17: 0.054, 18: 0.054}


def pip_radius(n: int) -> float:
    """Radius of each pip of number n, as a fraction of the half's side."""
    return _RADII[n]


# Colours of a coloured-pip set, as drawn on a light face. Neighbouring numbers differ in hue
# and lightness, and each hue family is reused only at clearly different lightness. Every colour
# is at least 3:1 (WCAG non-text contrast) against the light faces; any two numbers differ by at
# least 15 CIEDE2000 (tools/colour_check.py --design-classic refits the hand-picked colours).
PIP_COLOURS: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (30, 120, 255),   # 1 azure
    (0, 115, 56),     # 2 green
    (246, 8, 56),     # 3 red
    (105, 72, 52),    # 4 brown
    (4, 28, 120),     # 5 navy
    (146, 126, 20),   # 6 ochre
    (141, 76, 154),   # 7 purple
    (0, 80, 80),      # 8 teal
    (30, 30, 30),     # 9 black
    (194, 58, 4),     # 10 burnt orange
    (220, 60, 150),   # 11 pink
    (106, 110, 130),  # 12 slate
    (96, 99, 39),     # 13 olive
    (140, 20, 50),    # 14 maroon
    (0, 126, 160),    # 15 turquoise
    (80, 60, 200),    # 16 indigo
    (158, 98, 26),    # 17 copper
    (84, 135, 0),     # 18 leaf green
)

# A palette for colour-blind players, on the light faces (ivory, mint): in normal vision and
# simulated protanopia, deuteranopia and tritanopia, every two numbers of a double-9 or a
# double-12 set differ by hue or lightness (colour_vision.hue_or_lightness: CIEDE2000's hue and
# lightness terms, not saturation alone) by at least 9.2, all 18 by at least 4.4, consecutive
# numbers by at least 9.5; none but 9's black reads as black on a pip
# (colour_vision.reads_as_black); every colour is at least 3:1 (WCAG non-text contrast) against
# the faces at their lightest and darkest.
# tools/colour_check.py prints these figures and shows how the colours were chosen (--design).
COLOUR_BLIND_COLOURS: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (29, 96, 75),     # 1 teal
    (0, 8, 209),      # 2 deep blue
    (142, 38, 14),    # 3 rust
    (189, 99, 128),   # 4 dusty pink
    (115, 111, 239),  # 5 periwinkle
    (255, 6, 0),      # 6 red
    (96, 17, 128),    # 7 plum
    (96, 128, 82),    # 8 sage
    (0, 0, 0),        # 9 black
    (0, 93, 186),     # 10 azure
    (168, 68, 104),   # 11 raspberry
    (61, 49, 255),    # 12 violet blue
    (119, 0, 166),    # 13 purple
    (157, 41, 209),   # 14 orchid
    (172, 52, 52),    # 15 brick
    (46, 84, 237),    # 16 cornflower
    (192, 96, 0),     # 17 orange
    (0, 64, 186),     # 18 cobalt
)

# The same on a dark face (ebony): by hue or lightness at least 6.6 between two numbers of a
# double-12 set, 6.7 of a double-9, 2.0 of all 18, 13.4 between consecutive numbers; at least
# 3:1 against the face (its glossy top included); 9 is white.
COLOUR_BLIND_ON_DARK: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (142, 172, 237),  # 1 sky blue
    (134, 128, 84),   # 2 olive
    (230, 192, 249),  # 3 lilac
    (192, 224, 96),   # 4 lime
    (206, 114, 163),  # 5 orchid
    (160, 192, 0),    # 6 chartreuse
    (195, 157, 157),  # 7 rosy grey
    (104, 140, 255),  # 8 cornflower
    (255, 255, 255),  # 9 white
    (209, 79, 128),   # 10 raspberry
    (189, 195, 189),  # 11 silver
    (148, 148, 116),  # 12 khaki
    (128, 192, 224),  # 13 pale blue
    (0, 148, 0),      # 14 green
    (255, 160, 160),  # 15 salmon
    (0, 134, 224),    # 16 azure
    (174, 116, 28),   # 17 ochre
    (90, 166, 186),   # 18 teal
)

Palette = tuple[tuple[int, int, int], ...]
PALETTES: dict[str, tuple[Palette, Palette | None]] = {
    "classic": (PIP_COLOURS, None),
    "colour-blind": (COLOUR_BLIND_COLOURS, COLOUR_BLIND_ON_DARK),
}
"""Coloured-pip palettes by name (the settings' pip_palette): colours for light faces, and
for dark faces (None: the light colours lifted towards white)."""
