"""The table region's largest clear rectangle (game/layout/table_region.py) is the one the plain
search finds, ties included: the first largest over every pair of edges across, left to right,
and every band down between them, top first (the framing, and where the round's result goes,
are decided by it)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.layout.table_region import Rect, largest_clear_rect


def plain_search(area: Rect, keep_off: list[Rect]) -> Rect:
    """The definition: each pair of edges across, each band down between them that no
    rectangle kept off blocks, grown band by band; the first largest wins."""
    xs = sorted({area[0], area[2]} | {min(max(v, area[0]), area[2])
                                       for k in keep_off for v in (k[0], k[2])})
    ys = sorted({area[1], area[3]} | {min(max(v, area[1]), area[3])
                                       for k in keep_off for v in (k[1], k[3])})
    best, best_area = area, -1.0
    for i, left in enumerate(xs):
        for right in xs[i + 1:]:
            top = None
            for b0, b1 in zip(ys, ys[1:]):
                if any(k[0] < right and left < k[2] and k[1] < b1 and b0 < k[3]
                       for k in keep_off):
                    top = None
                    continue
                if top is None:
                    top = b0
                size = (right - left) * (b1 - top)
                if size > best_area:
                    best, best_area = (left, top, right, b1), size
    return best


# edges on a coarse grid (shared edges and ties between equal rectangles are common), some
# outside the area, some of no width or height
coordinate = st.integers(-2, 12).map(float) | st.floats(-2.0, 12.0, allow_nan=False)
rect = st.tuples(coordinate, coordinate, coordinate, coordinate)
ordered = rect.map(lambda r: (min(r[0], r[2]), min(r[1], r[3]), max(r[0], r[2]),
                              max(r[1], r[3])))


@settings(max_examples=400)
@given(st.lists(ordered | rect, max_size=9), st.sampled_from([0.0, 5.0, 10.0]))
def test_the_largest_clear_rectangle_is_the_plain_searchs_first_largest(keep_off, height):
    area = (0.0, 0.0, 10.0, height)
    assert largest_clear_rect(area, keep_off) == plain_search(area, keep_off)


def test_a_symmetric_table_takes_the_first_of_two_equal_rectangles():
    area = (0.0, 0.0, 10.0, 10.0)
    keep_off = [(4.0, 0.0, 6.0, 10.0)]  # a column down the middle: left and right tie
    assert largest_clear_rect(area, keep_off) == (0.0, 0.0, 4.0, 10.0)
    assert plain_search(area, keep_off) == (0.0, 0.0, 4.0, 10.0)
