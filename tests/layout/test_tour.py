"""The tour of a finished tree larger than the table (game/layout/tour.py): its parts, at the
readable scale, show every tile whole on the table region, starting where the view is; the camera
rests on each long enough to read it, only once there, and the tour ends on its last part or when
the player looks round."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.layout.framing import Framing
from game.layout.table_region import TableRegion
from game.layout.tour import FIRST, HOLD, Tour, parts, shown_whole

# a 1024x600-like table: the felt, a plate at the top and one each side, at 20 px a unit
REGION = TableRegion((0.0, 0.0, 1000.0, 480.0),
                     ((400.0, 0.0, 600.0, 60.0), (0.0, 200.0, 60.0, 300.0),
                      (940.0, 200.0, 1000.0, 300.0)), 20.0)
SCALE = 20.0


def tile(x: float, y: float, upright: bool) -> tuple[tuple[float, float], ...]:
    """A tile's outline (2 world units by 1) with its corner at (x, y)."""
    w, h = (1.0, 2.0) if upright else (2.0, 1.0)
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def looking_at(x: float, y: float) -> Framing:
    """The framing showing world point (x, y) at the middle of the clear rectangle."""
    c0, d0, c1, d1 = REGION.clear_rect
    return Framing(((c0 + c1) / 2 - x * SCALE, (d0 + d1) / 2 - y * SCALE), SCALE, False)


trees = st.lists(st.tuples(st.integers(0, 60), st.integers(0, 40), st.booleans()),
                 min_size=1, max_size=80, unique_by=lambda t: (t[0], t[1]))


@settings(max_examples=60, deadline=None)
@given(trees, st.integers(0, 60), st.integers(0, 40))
def test_every_tile_is_shown_whole_in_some_part_at_the_readable_scale(cells, x, y):
    tiles = [tile(1.5 * i, 1.5 * j, up) for i, j, up in cells]  # apart: none overlaps
    start = looking_at(x, y)
    stops = parts(REGION, tiles, SCALE, start)
    assert stops[0] == start  # the tour starts where the view is
    assert all(stop.scale == SCALE for stop in stops)
    seen: set[int] = set()
    for stop in stops:
        new = shown_whole(REGION, tiles, stop)
        assert stop is start or new - seen  # each later part shows a tile not seen before
        seen |= new
    assert seen == set(range(len(tiles)))


def test_a_tree_the_view_shows_whole_is_not_toured():
    tiles = [tile(0, 0, False), tile(2, 0, True)]
    start = looking_at(1.5, 1)
    assert parts(REGION, tiles, SCALE, start) == [start]
    assert Tour([start]).done


def test_the_next_part_is_the_nearest_with_tiles_not_seen():
    """A row of tiles from far left to far right, the view at its right end: the tour goes
    left, part by part, and does not come back."""
    tiles = [tile(2.2 * i, 10, False) for i in range(60)]  # 132 units: ~2.7 views wide
    stops = parts(REGION, tiles, SCALE, looking_at(125, 10.5))
    xs = [stop.offset[0] for stop in stops]
    assert len(stops) >= 3
    assert xs == sorted(xs)  # the view moves left each time (the world moves right)


def test_each_part_is_held_long_enough_counting_only_once_the_camera_is_there():
    stops = [looking_at(0, 0), looking_at(40, 0), looking_at(80, 0)]
    tour = Tour(stops)
    assert tour.advance(10.0, arrived=False) is None  # still gliding: no time counts
    assert tour.advance(FIRST - 0.1, arrived=True) is None
    assert tour.advance(0.1, arrived=True) == stops[1]
    assert tour.stop == stops[1] and not tour.done
    assert tour.advance(HOLD - 0.1, arrived=True) is None
    assert tour.advance(0.1, arrived=True) == stops[2]
    assert tour.advance(HOLD, arrived=True) is None and tour.done  # rested on the last: over


def test_the_player_looking_round_ends_the_tour():
    tour = Tour([looking_at(0, 0), looking_at(40, 0)])
    tour.end()
    assert tour.done and tour.advance(FIRST + 1, arrived=True) is None
