"""The barnyard layout's promises at every moment of seeded random complete rounds on the three
tables of tools/bench_barnyard.py (double-9 four seats, double-12 eight seats party, double-6
two seats), laid out into the table's shape at 1280x720 and 1024x600: no two tiles closer than
2 px (at the smallest readable tile) but where one hangs from the other, every tile against the
one it hangs from, and a tile already down moves only when an add lays it again to make room,
saying where it was (the table glides it), still against its parent and clear of the rest."""
from __future__ import annotations

from typing import NamedTuple

import pytest

from game.layout.geometry import Placement, polygons_overlap
from game.layout.barnyard import BarnyardLayout
from game.layout.table_region import button_count, table_region
from game.rules import RuleSet
from game.rules.tiles import Tile
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.tile_motion import TileMotion

from barnyards import gap_between, round_barnyards, bench_tables


SIZES = ((1280, 720), (1024, 600))
ROUNDS = 40  # a table and size
APART = 0.05  # world units between a tile and its parent that count as laid apart


def _aabb(p: Placement) -> tuple[float, float, float, float]:
    xs = [v[0] for v in p.polygon]
    ys = [v[1] for v in p.polygon]
    return (min(xs), min(ys), max(xs), max(ys))


class Seen(NamedTuple):
    """What one table at one size showed over its rounds."""

    tiles: int
    touching: list[str]
    apart: list[str]
    moves: int
    moving_adds: int


def _watch(rules: RuleSet, seats: int, size: tuple[int, int], seed: int) -> Seen:
    """Lay out ROUNDS rounds tile by tile, checking every tile that came down or moved against
    every other tile at that moment."""
    region = table_region(TableGeometry(size, seats, 0), button_count(rules.chickenlittle))
    near = 2.0 / region.min_scale  # 2 px at the smallest readable tile
    touching: list[str] = []
    apart: list[str] = []
    tiles = moves = moving_adds = 0
    for barnyard in round_barnyards(rules, seats, ROUNDS, seed):
        layout = BarnyardLayout(rules.spokes, extent=region.extent)
        parent: dict[Tile, Tile] = {}
        kids: dict[Tile, list[Tile]] = {}
        boxes: dict[Tile, tuple[float, float, float, float]] = {}  # each tile's, where it lies
        for placed in barnyard:
            before = dict(layout.placements)
            layout.add(placed)
            tiles += 1
            if placed.on is not None:
                parent[placed.tile] = placed.on
                kids.setdefault(placed.on, []).append(placed.tile)
            pl = layout.placements
            for tile, was in layout.moved.items():
                assert before[tile] == was  # it says where the tile was
            for tile, place in before.items():
                if tile not in layout.moved:
                    assert pl[tile] == place  # nothing else moved
            moves += len(layout.moved)
            moving_adds += bool(layout.moved)
            for tile in [placed.tile, *layout.moved]:
                boxes[tile] = _aabb(pl[tile])
            for tile in [placed.tile, *layout.moved]:
                me = pl[tile]
                for other in [parent.get(tile), *kids.get(tile, [])]:
                    if other is not None and gap_between(pl[other], me) >= APART:
                        apart.append(f"{tile} apart from {other}")
                x0, y0, x1, y1 = boxes[tile]
                for other, place in pl.items():
                    if other == tile or parent.get(tile) == other or parent.get(other) == tile:
                        continue
                    a0, b0, a1, b1 = boxes[other]
                    if a0 > x1 + near or x0 > a1 + near or b0 > y1 + near or y0 > b1 + near:
                        continue
                    if polygons_overlap(me.polygon, place.polygon, -near):
                        touching.append(f"{tile} near {other}")
    return Seen(tiles, touching, apart, moves, moving_adds)


@pytest.fixture(scope="module")
def seen() -> dict[tuple[str, tuple[int, int]], Seen]:
    return {(name, size): _watch(rules, seats, size, seed=7 + sum(map(ord, name)))
            for name, (rules, seats) in bench_tables().items() for size in SIZES}


@pytest.mark.slow  # random rounds watched through the table view
@pytest.mark.parametrize("name", ("d9x4", "d12x8", "d6x2"))
@pytest.mark.parametrize("size", SIZES)
def test_no_tile_touches_another_but_at_its_joint_and_none_is_laid_apart(
        seen, name: str, size: tuple[int, int]) -> None:
    # Double-12 with eight seats fills the table: a boxed-in end is laid again (see
    # game/render/relay.py), and where that cannot clear it the whole barnyard is spread
    # into a wider room (BarnyardLayout._spread).
    s = seen[(name, size)]
    assert s.tiles > 15 * ROUNDS
    assert not s.touching, s.touching
    assert not s.apart, s.apart


@pytest.mark.slow  # random rounds watched through the table view
@pytest.mark.parametrize("size", SIZES)
def test_the_crowded_party_table_lays_tiles_again(seen, size) -> None:
    s = seen[("d12x8", size)]
    print(f"d12x8 {size}: {s.moves} tiles laid again by {s.moving_adds} of {s.tiles} adds")
    assert s.moves > 0  # boxed-in ends happen there, and are laid again


@pytest.mark.slow  # random rounds watched through the table view
def test_laying_again_is_rare(seen) -> None:
    # A spread lays most of the barnyard again at once, so what stays rare is the add that
    # moves tiles (each is one glide the table shows).
    tiles = sum(s.tiles for s in seen.values())
    moves = sum(s.moves for s in seen.values())
    adds = sum(s.moving_adds for s in seen.values())
    print(f"{moves} tiles laid again by {adds} of {tiles} adds")
    assert adds <= 0.01 * tiles


def test_a_tile_laid_again_glides_within_the_barnyard_and_is_drawn_only_once_it_lands() -> None:
    motion = TileMotion()
    tile = Tile(9, 5)
    motion.glide(tile, (10.0, 10.0, 0.0), (60.0, 10.0, 45.0), 0.3, True, "shift")
    assert motion.flying_in() == {tile}  # the barnyard leaves it out while it moves
    assert not motion.busy  # nothing is on its way in: play goes on
    assert not motion.update(0.1).landed
    assert [f.tile for f in motion.update(0.3).landed] == [tile]
    assert motion.flying_in() == set()
