"""The framing's grid cells a turned tile covers (game/layout/framing.py `covered`, the
translation search's picture of the tree) are the cells the plain overlap test finds it
overlaps: `polygons_overlap(tile, cell, 0.0)`, cell by cell, touching not counted."""
from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from game.layout.framing import CELL, covered
from game.layout.geometry import polygons_overlap


def turned_tile(cx: float, cy: float, angle: float) -> tuple[tuple[float, float], ...]:
    """A 2x1 tile centred on (cx, cy), its long side `angle` radians from the x axis."""
    ux, uy = math.cos(angle), math.sin(angle)
    vx, vy = -uy / 2, ux / 2
    return tuple((cx + s * ux + t * vx, cy + s * uy + t * vy)
                 for s, t in ((-1, -1), (1, -1), (1, 1), (-1, 1)))


def plain_cells(tile: tuple[tuple[float, float], ...], x0: float,
                y0: float) -> set[tuple[int, int]]:
    """The definition: every cell (from the corner (x0, y0), none before it) the tile
    overlaps (looked for among those round its box, two cells more each way)."""
    xs, ys = [x for x, _ in tile], [y for _, y in tile]
    across = range(max(0, int((min(xs) - x0) / CELL) - 2), int((max(xs) - x0) / CELL) + 3)
    down = range(max(0, int((min(ys) - y0) / CELL) - 2), int((max(ys) - y0) / CELL) + 3)
    out = set()
    for j in down:
        for i in across:
            x, y = x0 + i * CELL, y0 + j * CELL
            cell = ((x, y), (x + CELL, y), (x + CELL, y + CELL), (x, y + CELL))
            if polygons_overlap(tile, cell, 0.0):
                out.add((i, j))
    return out


eighths = st.integers(0, 7).map(lambda k: k * math.pi / 4)  # the layout's headings
angles = eighths.filter(lambda a: round(a / (math.pi / 2)) * math.pi / 2 != a) \
    | st.floats(0.01, math.pi - 0.01)
halves = st.integers(-8, 8).map(lambda k: k * CELL)  # corners and centres on the grid's lines
places = halves | st.floats(-4.0, 4.0, allow_nan=False)


@settings(max_examples=150, deadline=None)
@given(places, places, angles, places, places)
def test_a_turned_tiles_cells_are_those_it_overlaps(cx, cy, angle, x0, y0):
    tile = turned_tile(cx + 10.0, cy + 10.0, angle)  # on the grid, which starts at 0
    found = {(i, j) for j, bits in covered(tile, x0, y0) for i in range(bits.bit_length())
             if bits >> i & 1}
    assert found == plain_cells(tile, x0, y0)
