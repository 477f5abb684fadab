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

# A palette for colour-blind players: every pair of numbers 1..18 differs by at least 10.2
# CIEDE2000 under normal vision, protanopia, deuteranopia and tritanopia (simulated), every
# colour is at least 3:1 (WCAG non-text contrast) against the light faces (ivory, mint) at
# their lightest and darkest, and consecutive numbers differ by at least 28.
# tools/colour_check.py prints these figures and shows how the colours were chosen (--design).
COLOUR_BLIND_COLOURS: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (177, 53, 103),   # 1 raspberry
    (4, 31, 0),       # 2 deep green
    (89, 35, 255),    # 3 electric violet
    (249, 35, 4),     # 4 red
    (105, 70, 175),   # 5 amethyst
    (136, 37, 37),    # 6 brick
    (0, 0, 70),       # 7 navy
    (35, 140, 140),   # 8 teal
    (0, 0, 0),        # 9 black
    (183, 105, 109),  # 10 dusty rose
    (70, 35, 101),    # 11 aubergine
    (183, 19, 8),     # 12 crimson
    (90, 105, 144),   # 13 slate blue
    (121, 105, 70),   # 14 khaki brown
    (70, 0, 175),     # 15 indigo
    (105, 68, 70),    # 16 cocoa
    (105, 105, 245),  # 17 periwinkle
    (97, 27, 62),     # 18 wine
)

# The same promise on a dark face (ebony): at least 10.3 between any two numbers in every
# simulated vision, at least 3:1 against the face (its glossy top included), 29 between
# consecutive numbers.
COLOUR_BLIND_ON_DARK: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (255, 0, 150),    # 1 hot pink
    (158, 255, 2),    # 2 chartreuse
    (142, 119, 142),  # 3 grey mauve
    (185, 220, 119),  # 4 sage lime
    (255, 220, 255),  # 5 blush
    (12, 146, 31),    # 6 green
    (255, 255, 185),  # 7 cream
    (150, 148, 255),  # 8 periwinkle
    (163, 115, 97),   # 9 clay
    (189, 189, 255),  # 10 lavender
    (185, 150, 115),  # 11 tan
    (41, 150, 189),   # 12 cerulean
    (183, 183, 0),    # 13 mustard
    (119, 193, 193),  # 14 aqua
    (255, 10, 10),    # 15 red
    (115, 255, 220),  # 16 aquamarine
    (109, 111, 238),  # 17 cornflower
    (255, 185, 181),  # 18 salmon
)

Palette = tuple[tuple[int, int, int], ...]
PALETTES: dict[str, tuple[Palette, Palette | None]] = {
    "classic": (PIP_COLOURS, None),
    "colour-blind": (COLOUR_BLIND_COLOURS, COLOUR_BLIND_ON_DARK),
}
"""Coloured-pip palettes by name (the settings' pip_palette): colours for light faces, and
for dark faces (None: the light colours lifted towards white)."""
