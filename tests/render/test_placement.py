"""The placement service: a card covers nothing when there is room for it, takes the free spot
nearest its anchor, keeps its spot while it stays free, and on a full table covers tiles before
outlines and outlines before panels."""
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from game.render.placement import (PANEL, Card, Floor, overlap, place_cards)

AREA = (0.0, 0.0, 480.0, 320.0)


def rects(max_size: int = 120) -> st.SearchStrategy:
    return st.builds(lambda x, y, w, h: (float(x), float(y), float(x + w), float(y + h)),
                     st.integers(0, 470), st.integers(0, 310),
                     st.integers(4, max_size), st.integers(4, max_size))


def sizes() -> st.SearchStrategy:
    return st.tuples(st.integers(16, 200).map(float), st.integers(10, 80).map(float))


anchors = st.tuples(st.integers(0, 480).map(float), st.integers(0, 320).map(float))


def grid_spots(floor: Floor, size: tuple[float, float]) -> list[tuple[float, float, float, float]]:
    """Every grid spot for a card of `size` whose whole cells, grown by the gap, overlap no
    obstacle (brute force), as the card's rectangle at that spot."""
    out = []
    c, gap = floor.cell, floor.gap
    cw, ch = math.ceil(size[0] / c), math.ceil(size[1] / c)
    for row in range(floor.rows - ch + 1):
        for col in range(floor.cols - cw + 1):
            x, y = AREA[0] + col * c, AREA[1] + row * c
            grown = (x - gap, y - gap, x + cw * c + gap, y + ch * c + gap)
            if not any(overlap(grown, o) for kind in floor.obstacles for o in kind):
                out.append((x, y, x + size[0], y + size[1]))
    return out


def centre(rect) -> tuple[float, float]:
    return ((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2)


@settings(max_examples=150, deadline=None)
@given(st.lists(rects(), max_size=25), st.lists(rects(), max_size=4), sizes(), anchors)
def test_a_card_covers_nothing_when_a_free_spot_exists(tiles, panels, size, anchor) -> None:
    floor = Floor(AREA, tiles, panels)
    room = grid_spots(floor, size)
    spot = floor.place(Card("toast", size, anchor))
    x0, y0, x1, y1 = spot.rect
    assert AREA[0] <= x0 and AREA[1] <= y0 and x1 <= AREA[2] and y1 <= AREA[3]
    if room:
        assert spot.free
        assert not any(overlap(spot.rect, o) for o in [*tiles, *panels])


@settings(max_examples=150, deadline=None)
@given(st.lists(rects(), max_size=25), sizes(), anchors)
def test_a_card_takes_the_free_spot_nearest_its_anchor(tiles, size, anchor) -> None:
    floor = Floor(AREA, tiles, [])
    room = grid_spots(floor, size)
    spot = floor.place(Card("banner", size, anchor))
    if not room:
        return
    nearest = min(math.dist(centre(r), anchor) for r in room)
    assert math.dist(centre(spot.rect), anchor) <= nearest + 1e-6


def test_a_card_at_a_free_anchor_stays_exactly_there() -> None:
    spot = Floor(AREA, [(0, 0, 100, 100)], []).place(Card("toast", (120, 30), (300, 200)))
    assert spot.free and spot.rect == (240, 185, 360, 215)


def test_a_card_keeps_its_spot_while_it_is_free_and_the_view_moves() -> None:
    memory: dict = {}
    tiles = [(180, 170, 300, 230)]  # over the anchor
    first = Floor(AREA, tiles, [], memory=memory, settled=False).place(
        Card("toast", (120, 30), (240, 200)))
    assert first.free
    moved = [(180, 150, 300, 190)]  # the view glides: a nearer spot opens below
    floor = Floor(AREA, moved, [], memory=memory, settled=False)
    nearer = floor.nearest_free((120, 30), (240, 200))
    again = floor.place(Card("toast", (120, 30), (240, 200)))
    assert again.rect == first.rect != nearer
    # at rest with its anchor clear, it goes home
    home = Floor(AREA, [], [], memory=memory, settled=True).place(
        Card("toast", (120, 30), (240, 200)))
    assert home.rect == (180, 185, 300, 215)


@settings(max_examples=60, deadline=None)
@given(st.lists(rects(60), max_size=10), sizes(), anchors)
def test_cards_placed_in_one_frame_keep_off_each_other(tiles, size, anchor) -> None:
    floor = Floor(AREA, tiles, [])
    first = floor.place(Card("banner", size, anchor))
    second = floor.place(Card("toast", size, anchor))
    if first.free and second.free:
        assert not overlap(first.rect, second.rect)
    assert floor.obstacles[PANEL] == [first.rect, second.rect]


def test_on_a_full_table_a_card_covers_tiles_rather_than_outlines_or_panels() -> None:
    tiles = [(float(x), float(y), x + 30.0, y + 30.0)
             for x in range(0, 480, 32) for y in range(0, 320, 32)]
    panels = [(0.0, 0.0, 480.0, 60.0)]
    outlines = [(200.0, 200.0, 300.0, 260.0)]
    spot = Floor(AREA, tiles, panels, outlines).place(Card("toast", (160, 40), (250, 30)))
    assert not spot.free
    assert not overlap(spot.rect, panels[0]) and not overlap(spot.rect, outlines[0])


def test_the_benchmarks_entry_point_places_a_typical_frame() -> None:
    tiles = [(200.0, 120.0, 280.0, 200.0)]
    panels = [(0.0, 280.0, 480.0, 320.0), (0.0, 0.0, 60.0, 30.0)]
    cards = [Card("map", (100, 60), (60, 50)), Card("caption", (240, 24), (240, 260)),
             Card("banner", (300, 46), (240, 160)), Card("toast", (200, 30), (240, 260))]
    spots = place_cards(AREA, tiles, panels, cards)
    assert list(spots) == ["map", "caption", "banner", "toast"]
    assert all(s.free for s in spots.values())
    placed = [s.rect for s in spots.values()]
    assert not any(overlap(a, b) for i, a in enumerate(placed) for b in placed[i + 1:])
    assert not any(overlap(r, o) for r in placed for o in [*tiles, *panels])


@settings(max_examples=200, deadline=None)
@given(st.lists(rects(), max_size=20), st.lists(rects(), max_size=4), rects(200))
def test_a_spot_is_free_exactly_when_it_lies_inside_and_overlaps_nothing(tiles, panels,
                                                                         spot) -> None:
    floor = Floor(AREA, tiles, panels)
    inside = AREA[0] <= spot[0] and AREA[1] <= spot[1] and spot[2] <= AREA[2] \
        and spot[3] <= AREA[3]
    assert floor.is_free(spot) == (inside and not any(overlap(spot, o)
                                                      for o in [*tiles, *panels]))
