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
# and lightness, and each hue family is reused only at clearly different lightness.
PIP_COLOURS: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (0, 140, 210),    # 1 sky blue
    (0, 135, 70),     # 2 green
    (214, 40, 40),    # 3 red
    (133, 84, 40),    # 4 brown
    (24, 48, 140),    # 5 navy
    (222, 160, 0),    # 6 golden yellow
    (125, 60, 170),   # 7 purple
    (0, 100, 100),    # 8 teal
    (30, 30, 30),     # 9 black
    (240, 110, 0),    # 10 orange
    (220, 60, 150),   # 11 pink
    (90, 110, 130),   # 12 slate
    (120, 140, 20),   # 13 olive
    (140, 20, 50),    # 14 maroon
    (0, 170, 190),    # 15 turquoise
    (80, 60, 200),    # 16 indigo
    (176, 104, 36),   # 17 copper
    (84, 160, 40),    # 18 lime
)

# A palette for colour-blind players: every pair of numbers 1..18 differs by at least 9.5
# CIEDE2000 under normal vision, protanopia, deuteranopia and tritanopia (simulated), and every
# colour stands out from a light face; consecutive numbers differ by at least 22.
# tools/colour_check.py prints these figures and shows how the colours were chosen.
COLOUR_BLIND_COLOURS: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (175, 105, 245),  # 1 lavender
    (140, 70, 105),   # 2 plum
    (0, 70, 0),       # 3 forest
    (140, 175, 245),  # 4 cornflower
    (175, 105, 105),  # 5 rose brown
    (105, 140, 175),  # 6 steel blue
    (0, 0, 175),      # 7 royal blue
    (105, 140, 35),   # 8 moss
    (0, 0, 0),        # 9 black
    (105, 105, 140),  # 10 slate violet
    (0, 35, 0),       # 11 deep green
    (70, 70, 175),    # 12 indigo
    (105, 175, 0),    # 13 lime
    (70, 0, 70),      # 14 aubergine
    (105, 105, 35),   # 15 olive
    (105, 35, 70),    # 16 wine
    (140, 0, 245),    # 17 violet
    (0, 105, 70),     # 18 pine
)

# The same promise on a dark face (ebony): at least 9.4 between any two numbers in every
# simulated vision, 22 between consecutive ones, each clear of the face.
COLOUR_BLIND_ON_DARK: tuple[tuple[int, int, int], ...] = (
    (120, 120, 120),  # 0 (no pips; used for legends)
    (255, 185, 220),  # 1 pink
    (80, 115, 150),   # 2 slate blue
    (220, 255, 185),  # 3 pale lime
    (185, 150, 185),  # 4 mauve
    (185, 80, 10),    # 5 rust
    (45, 80, 255),    # 6 bright blue
    (150, 220, 185),  # 7 mint
    (185, 150, 255),  # 8 lilac
    (255, 255, 255),  # 9 white
    (150, 150, 45),   # 10 olive
    (10, 45, 220),    # 11 royal blue
    (220, 185, 10),   # 12 gold
    (45, 150, 150),   # 13 teal
    (255, 255, 10),   # 14 yellow
    (150, 115, 255),  # 15 violet
    (255, 150, 115),  # 16 salmon
    (220, 185, 255),  # 17 pale violet
    (185, 115, 115),  # 18 dusty rose
)

Palette = tuple[tuple[int, int, int], ...]
PALETTES: dict[str, tuple[Palette, Palette | None]] = {
    "classic": (PIP_COLOURS, None),
    "colour-blind": (COLOUR_BLIND_COLOURS, COLOUR_BLIND_ON_DARK),
}
"""Coloured-pip palettes by name (the settings' pip_palette): colours for light faces, and
for dark faces (None: the light colours lifted towards white)."""
