"""Barnyard layout on a crowded table: laying a line again stops after a count of searches.

The case is a double-12 eight-seat party round (bench_barnyard's round 50, seed 1, at 1280x720)
whose 39th tile, the 7-7 on the 9-7, found its parent's open end boxed in: laying the line
again searched 179 spots for it (about a second in the game's main loop) before one made
room. Now each way of making room searches RELAY_SEARCHES spots at most, then the layout
eases its rules (a dead end here), every tile still GAP apart. Only where the tile would
otherwise touch another (BOXED_IN: round 72's 0-0 double, whose foot no bounded search nor
wider room found room for) are lines laid again as long as it takes, as before.
"""
from __future__ import annotations

from game.layout.geometry import JOINT, joint_gap
from game.layout.barnyard import BarnyardLayout
from game.layout.relay import RELAY_SEARCHES
from game.layout.spots import FITS
from game.rules import PlacedTile, Tile

EXTENT = (33.152, 18.28)  # the party table's clear rectangle at 1280x720, in world units
CROWDED = [
    PlacedTile(tile=Tile(0, 0), on=None, role='start', slot=0, outward=0, seat=6),
    PlacedTile(tile=Tile(7, 0), on=Tile(0, 0), role='spoke', slot=0, outward=7, seat=7),
    PlacedTile(tile=Tile(1, 0), on=Tile(0, 0), role='spoke', slot=1, outward=1, seat=0),
    PlacedTile(tile=Tile(6, 0), on=Tile(0, 0), role='spoke', slot=2, outward=6, seat=1),
    PlacedTile(tile=Tile(2, 0), on=Tile(0, 0), role='spoke', slot=3, outward=2, seat=3),
    PlacedTile(tile=Tile(11, 6), on=Tile(6, 0), role='arm', slot=0, outward=11, seat=4),
    PlacedTile(tile=Tile(7, 1), on=Tile(1, 0), role='arm', slot=0, outward=7, seat=5),
    PlacedTile(tile=Tile(7, 3), on=Tile(7, 1), role='arm', slot=0, outward=3, seat=6),
    PlacedTile(tile=Tile(9, 2), on=Tile(2, 0), role='arm', slot=0, outward=9, seat=7),
    PlacedTile(tile=Tile(10, 7), on=Tile(7, 0), role='arm', slot=0, outward=10, seat=0),
    PlacedTile(tile=Tile(10, 2), on=Tile(10, 7), role='arm', slot=0, outward=2, seat=1),
    PlacedTile(tile=Tile(9, 1), on=Tile(9, 2), role='arm', slot=0, outward=1, seat=2),
    PlacedTile(tile=Tile(11, 4), on=Tile(11, 6), role='arm', slot=0, outward=4, seat=3),
    PlacedTile(tile=Tile(4, 3), on=Tile(11, 4), role='arm', slot=0, outward=3, seat=4),
    PlacedTile(tile=Tile(9, 3), on=Tile(7, 3), role='arm', slot=0, outward=9, seat=5),
    PlacedTile(tile=Tile(8, 3), on=Tile(4, 3), role='arm', slot=0, outward=8, seat=6),
    PlacedTile(tile=Tile(8, 4), on=Tile(8, 3), role='arm', slot=0, outward=4, seat=7),
    PlacedTile(tile=Tile(1, 1), on=Tile(9, 1), role='double', slot=0, outward=1, seat=0),
    PlacedTile(tile=Tile(2, 1), on=Tile(1, 1), role='toe', slot=0, outward=2, seat=1),
    PlacedTile(tile=Tile(8, 1), on=Tile(1, 1), role='toe', slot=1, outward=8, seat=2),
    PlacedTile(tile=Tile(5, 1), on=Tile(1, 1), role='toe', slot=2, outward=5, seat=4),
    PlacedTile(tile=Tile(5, 3), on=Tile(5, 1), role='arm', slot=0, outward=3, seat=5),
    PlacedTile(tile=Tile(12, 2), on=Tile(2, 1), role='arm', slot=0, outward=12, seat=6),
    PlacedTile(tile=Tile(9, 7), on=Tile(9, 3), role='arm', slot=0, outward=7, seat=7),
    PlacedTile(tile=Tile(12, 6), on=Tile(12, 2), role='arm', slot=0, outward=6, seat=0),
    PlacedTile(tile=Tile(7, 2), on=Tile(10, 2), role='arm', slot=0, outward=7, seat=1),
    PlacedTile(tile=Tile(6, 3), on=Tile(12, 6), role='arm', slot=0, outward=3, seat=2),
    PlacedTile(tile=Tile(9, 4), on=Tile(8, 4), role='arm', slot=0, outward=9, seat=3),
    PlacedTile(tile=Tile(11, 9), on=Tile(9, 4), role='arm', slot=0, outward=11, seat=4),
    PlacedTile(tile=Tile(11, 11), on=Tile(11, 9), role='double', slot=0, outward=11, seat=5),
    PlacedTile(tile=Tile(11, 5), on=Tile(11, 11), role='toe', slot=0, outward=5, seat=6),
    PlacedTile(tile=Tile(11, 2), on=Tile(11, 11), role='toe', slot=1, outward=2, seat=0),
    PlacedTile(tile=Tile(11, 3), on=Tile(11, 11), role='toe', slot=2, outward=3, seat=2),
    PlacedTile(tile=Tile(11, 8), on=Tile(8, 1), role='arm', slot=0, outward=11, seat=3),
    PlacedTile(tile=Tile(5, 4), on=Tile(11, 5), role='arm', slot=0, outward=4, seat=4),
    PlacedTile(tile=Tile(11, 1), on=Tile(11, 8), role='arm', slot=0, outward=1, seat=5),
    PlacedTile(tile=Tile(8, 7), on=Tile(7, 2), role='arm', slot=0, outward=8, seat=6),
    PlacedTile(tile=Tile(12, 4), on=Tile(5, 4), role='arm', slot=0, outward=12, seat=7),
    PlacedTile(tile=Tile(7, 7), on=Tile(9, 7), role='double', slot=0, outward=7, seat=0),
]

BOXED_IN = [
    PlacedTile(tile=Tile(3, 3), on=None, role='start', slot=0, outward=3, seat=7),
    PlacedTile(tile=Tile(9, 3), on=Tile(3, 3), role='spoke', slot=0, outward=9, seat=0),
    PlacedTile(tile=Tile(3, 2), on=Tile(3, 3), role='spoke', slot=1, outward=2, seat=1),
    PlacedTile(tile=Tile(11, 3), on=Tile(3, 3), role='spoke', slot=2, outward=11, seat=2),
    PlacedTile(tile=Tile(6, 3), on=Tile(3, 3), role='spoke', slot=3, outward=6, seat=3),
    PlacedTile(tile=Tile(9, 8), on=Tile(9, 3), role='arm', slot=0, outward=8, seat=4),
    PlacedTile(tile=Tile(6, 2), on=Tile(3, 2), role='arm', slot=0, outward=6, seat=5),
    PlacedTile(tile=Tile(12, 11), on=Tile(11, 3), role='arm', slot=0, outward=12, seat=6),
    PlacedTile(tile=Tile(6, 1), on=Tile(6, 3), role='arm', slot=0, outward=1, seat=7),
    PlacedTile(tile=Tile(10, 1), on=Tile(6, 1), role='arm', slot=0, outward=10, seat=0),
    PlacedTile(tile=Tile(12, 10), on=Tile(10, 1), role='arm', slot=0, outward=12, seat=1),
    PlacedTile(tile=Tile(10, 8), on=Tile(9, 8), role='arm', slot=0, outward=10, seat=2),
    PlacedTile(tile=Tile(11, 6), on=Tile(6, 2), role='arm', slot=0, outward=11, seat=3),
    PlacedTile(tile=Tile(11, 9), on=Tile(11, 6), role='arm', slot=0, outward=9, seat=4),
    PlacedTile(tile=Tile(9, 1), on=Tile(11, 9), role='arm', slot=0, outward=1, seat=5),
    PlacedTile(tile=Tile(12, 0), on=Tile(12, 10), role='arm', slot=0, outward=0, seat=6),
    PlacedTile(tile=Tile(10, 6), on=Tile(10, 8), role='arm', slot=0, outward=6, seat=7),
    PlacedTile(tile=Tile(12, 3), on=Tile(12, 11), role='arm', slot=0, outward=3, seat=0),
    PlacedTile(tile=Tile(6, 6), on=Tile(10, 6), role='double', slot=0, outward=6, seat=1),
    PlacedTile(tile=Tile(8, 6), on=Tile(6, 6), role='toe', slot=0, outward=8, seat=4),
    PlacedTile(tile=Tile(9, 6), on=Tile(6, 6), role='toe', slot=1, outward=9, seat=5),
    PlacedTile(tile=Tile(6, 0), on=Tile(6, 6), role='toe', slot=2, outward=0, seat=6),
    PlacedTile(tile=Tile(9, 0), on=Tile(12, 0), role='arm', slot=0, outward=9, seat=7),
    PlacedTile(tile=Tile(7, 1), on=Tile(9, 1), role='arm', slot=0, outward=7, seat=0),
    PlacedTile(tile=Tile(11, 7), on=Tile(7, 1), role='arm', slot=0, outward=11, seat=1),
    PlacedTile(tile=Tile(8, 8), on=Tile(8, 6), role='double', slot=0, outward=8, seat=2),
    PlacedTile(tile=Tile(8, 4), on=Tile(8, 8), role='toe', slot=0, outward=4, seat=3),
    PlacedTile(tile=Tile(8, 0), on=Tile(8, 8), role='toe', slot=1, outward=0, seat=4),
    PlacedTile(tile=Tile(8, 2), on=Tile(8, 8), role='toe', slot=2, outward=2, seat=5),
    PlacedTile(tile=Tile(3, 1), on=Tile(12, 3), role='arm', slot=0, outward=1, seat=6),
    PlacedTile(tile=Tile(11, 10), on=Tile(11, 7), role='arm', slot=0, outward=10, seat=7),
    PlacedTile(tile=Tile(10, 4), on=Tile(8, 4), role='arm', slot=0, outward=10, seat=0),
    PlacedTile(tile=Tile(10, 5), on=Tile(10, 4), role='arm', slot=0, outward=5, seat=1),
    PlacedTile(tile=Tile(11, 0), on=Tile(6, 0), role='arm', slot=0, outward=11, seat=2),
    PlacedTile(tile=Tile(12, 9), on=Tile(9, 6), role='arm', slot=0, outward=12, seat=3),
    PlacedTile(tile=Tile(8, 1), on=Tile(3, 1), role='arm', slot=0, outward=8, seat=4),
    PlacedTile(tile=Tile(12, 12), on=Tile(12, 9), role='double', slot=0, outward=12, seat=5),
    PlacedTile(tile=Tile(12, 6), on=Tile(12, 12), role='toe', slot=0, outward=6, seat=1),
    PlacedTile(tile=Tile(12, 1), on=Tile(12, 12), role='toe', slot=1, outward=1, seat=2),
    PlacedTile(tile=Tile(12, 5), on=Tile(12, 12), role='toe', slot=2, outward=5, seat=3),
    PlacedTile(tile=Tile(0, 0), on=Tile(8, 0), role='double', slot=0, outward=0, seat=4),
]


def _laid() -> BarnyardLayout:
    lay = BarnyardLayout(4, extent=EXTENT)
    for placed in CROWDED[:-1]:
        lay.add(placed)
    return lay


def test_a_boxed_in_end_is_searched_a_bounded_number_of_times() -> None:
    lay = _laid()
    last = CROWDED[-1]
    place = lay.add(last)
    # Three ways of making room (the line, a nearby end, a branch swung), each with its own
    # searches, and a search at each level of FITS: the count, not the time, is bounded.
    assert 0 < lay.searches <= 3 * RELAY_SEARCHES + len(FITS)
    assert last.on is not None
    assert joint_gap(lay.placements[last.on], place) <= JOINT
    assert lay.clean  # no tile was laid touching another or with its toes off their spots
    assert not [t for t in lay.overlaps(place.polygon) if t not in (last.tile, last.on)]


def test_the_crowded_add_lays_the_same_way_every_time() -> None:
    first, second = _laid(), _laid()
    last = CROWDED[-1]
    assert first.add(last) == second.add(last)
    assert first.searches == second.searches
    assert first.placements == second.placements


def test_a_tile_that_would_touch_another_is_searched_for_to_the_end() -> None:
    lay = BarnyardLayout(4, extent=EXTENT)
    for placed in BOXED_IN[:-1]:
        lay.add(placed)
    last = BOXED_IN[-1]
    lay.add(last)
    assert lay.searches > 3 * RELAY_SEARCHES * len(FITS)  # past every bound: room was made
    assert lay.moved  # its line laid again, the foot with it
    assert last.tile not in lay.rough  # laid GAP apart from every tile but its parent
