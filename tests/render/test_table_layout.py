"""The barnyard on the table: the table region, the layout grown into it, the camera framing it,
and spokes and toes dropped into the slot the player chose. Random rounds of the three tables
of tools/bench_barnyard.py, seeded."""
from __future__ import annotations

import itertools
import pickle

import pytest

from game.layout.camera import Camera
from game.layout.geometry import DIRS, Placement, polygons_overlap
from game.layout.barnyard import GAP, BarnyardLayout
from game.layout.table_region import TableRegion, button_count, min_tile_scale, table_region
from game.rules import DOUBLE, SPOKE, START, TOE, PlacedTile, RuleSet
from game.rules.tiles import Tile
from game.scenes.play.geometry import TableGeometry

from barnyards import gap_between, round_barnyards, bench_tables


SIZES = ((1280, 720), (1024, 600))


# ---------------------------------------------------------------------------- the region
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", (2, 4, 8))
def test_the_region_leaves_out_every_panel_and_the_hand(size: tuple[int, int], seats: int
                                                        ) -> None:
    g = TableGeometry(size, seats, 0)
    region = table_region(g, buttons=3)
    assert region.min_scale == {1280: 25.0, 1024: 20.0}[size[0]]
    assert 2 * region.max_scale == pytest.approx(g.hand_tile, abs=0.5)  # the hand's tiles
    assert region.area[3] <= g.hand_rect.top
    for seat, plate in g.plates.items():
        corners = [(plate.left + 1, plate.top + 1), (plate.right - 1, plate.bottom - 1)]
        if seat != g.bottom:
            assert not region.holds([corners[0], (corners[1][0], corners[0][1]), corners[1],
                                     (corners[0][0], corners[1][1])])
    # the chicken yard, and the Log and Menu buttons in the top corners (no tile under them)
    for r in (g.yard_rect, g.log_rect, g.menu_rect):
        assert not region.holds([(r.left, r.top), (r.right, r.top), (r.right, r.bottom),
                                 (r.left, r.bottom)])
    x0, y0, x1, y1 = region.clear_rect
    assert region.holds([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    w, h = region.extent
    assert (w, h) == pytest.approx(((x1 - x0) / region.min_scale, (y1 - y0) / region.min_scale))
    assert 0 < region.pixels <= (region.area[2] - region.area[0]) * (region.area[3] - region.area[1])


def test_the_smallest_tile_reads_at_every_window_size() -> None:
    assert 2 * min_tile_scale(1.0) == 50.0  # 1280x648, a 1280x720 screen's window: drawn 50
    assert 2 * min_tile_scale(0.8) == 40.0  # 1024x600
    assert 2 * min_tile_scale(0.6) == 40.0  # never smaller
    assert 2 * min_tile_scale(1.5) == 75.0  # a big window, big tiles
    floors = {size: 2 * table_region(TableGeometry(size, 4, 0)).min_scale
              for size in ((1280, 720), (1280, 648), (1024, 600))}
    assert floors == {(1280, 720): 50.0, (1280, 648): 50.0, (1024, 600): 40.0}
    assert button_count("off") == 1 and button_count("courtesy") == 2
    assert button_count("enforced") == 3


# ---------------------------------------------------------------------------- the layout
@pytest.fixture(scope="module")
def laid() -> dict[str, list[tuple[RuleSet, list[PlacedTile], BarnyardLayout, TableRegion]]]:
    """60 rounds a table, laid out into the 1280x720 table's shape."""
    out = {}
    for name, (rules, seats) in bench_tables().items():
        region = table_region(TableGeometry((1280, 720), seats, 0),
                              button_count(rules.chickenlittle))
        out[name] = [(rules, barnyard, BarnyardLayout.of(barnyard, rules.spokes,
                                                         extent=region.extent), region)
                     for barnyard in round_barnyards(rules, seats, 60, seed=sum(map(ord, name)))]
    return out


@pytest.mark.slow  # random rounds of every table laid out
def test_no_tile_comes_within_the_gap_of_another_but_its_parent_unless_laid_rough(laid) -> None:
    rough = total = 0
    for rounds in laid.values():
        for _, barnyard, layout, region in rounds:
            pl = layout.placements
            parent = {p.tile: p.on for p in barnyard}
            for i, a in enumerate(barnyard):
                for b in barnyard[:i]:
                    if parent[a.tile] == b.tile or parent[b.tile] == a.tile:
                        continue
                    if polygons_overlap(pl[a.tile].polygon, pl[b.tile].polygon, -GAP * 0.999):
                        assert a.tile in layout.rough, f"{a.tile} comes near {b.tile}"
            rough += len(layout.rough)
            total += len(barnyard)
    # 2 px at the smallest tile of the smallest window is 0.1 world units: GAP keeps more.
    assert GAP >= 2.0 / min_tile_scale(0.8)
    print(f"{rough} of {total} tiles rough")
    assert rough <= 0.01 * total


@pytest.mark.slow  # random rounds of every table laid out
def test_every_tile_touches_its_parent(laid) -> None:
    for name, rounds in laid.items():
        apart = total = 0
        for _, barnyard, layout, _ in rounds:
            pl = layout.placements
            for placed in barnyard[1:]:
                total += 1
                if gap_between(pl[placed.on], pl[placed.tile]) >= 0.05:  # type: ignore[index]
                    assert placed.tile in layout.rough, placed
                    apart += 1
        print(f"{name}: {apart} of {total} tiles laid apart")
        assert apart <= 0.003 * total, f"{name}: {apart} laid apart"


@pytest.mark.slow  # random rounds of every table laid out
def test_the_toes_of_every_clean_foot_fan_the_same_way_whatever_the_line(laid) -> None:
    headings: set[int] = set()
    for rounds in laid.values():
        for _, barnyard, layout, _ in rounds:
            pl = layout.placements
            for placed in barnyard:
                if placed.role != TOE or placed.tile in layout.rough:
                    continue
                foot, toe = pl[placed.on], pl[placed.tile]  # type: ignore[index]
                turn = (toe.heading - foot.heading) % 360
                assert turn == (0, 45, 315)[placed.slot], placed
                h = foot.heading // 45
                dx, dy = DIRS[h]
                ahead = (toe.x - foot.x) * dx + (toe.y - foot.y) * dy
                assert ahead > 1.0  # on the double's far side
                headings.add(foot.heading)
    assert len(headings) == 8  # feet were seen facing every way


@pytest.mark.slow  # random rounds of every table laid out
def test_the_tree_grows_in_the_tables_shape(laid) -> None:
    for name, rounds in laid.items():
        fits = 0
        shapes = []
        for _, _, layout, region in rounds:
            x0, y0, x1, y1 = layout.bounds()
            a0, b0, a1, b1 = region.area
            s = region.min_scale
            fits += x1 - x0 <= (a1 - a0) / s and y1 - y0 <= (b1 - b0) / s
            shapes.append((x1 - x0) / (y1 - y0))
        print(f"{name}: {fits} of {len(rounds)} finished trees within the table at its smallest,"
              f" {sum(shapes) / len(shapes):.2f} wide to 1 high")
        assert sum(shapes) / len(shapes) > 1.1  # wide, like the table
        if name != "d12x8":
            assert fits >= 0.9 * len(rounds), f"{name}: {fits} of {len(rounds)}"


# ---------------------------------------------------------------------------- the camera
@pytest.mark.slow  # random rounds framed at every size
@pytest.mark.parametrize("size", SIZES)
def test_the_camera_never_shows_a_tile_smaller_than_it_reads_and_keeps_the_whole_tree_inside(
        size: tuple[int, int]) -> None:
    for name, (rules, seats) in bench_tables().items():
        region = table_region(TableGeometry(size, seats, 0), button_count(rules.chickenlittle))
        whole = moments = 0
        for barnyard in round_barnyards(rules, seats, 12, seed=5):
            layout = BarnyardLayout(rules.spokes, extent=region.extent)
            camera = Camera(region.area_rect)
            for k, placed in enumerate(barnyard):
                place = layout.add(placed)
                framing = camera.frame(region, [p.polygon for p in layout.placements.values()],
                                       [place.centre])
                assert region.min_scale - 1e-9 <= framing.scale
                if k == 0:
                    camera.snap()
                for _ in range(40):
                    camera.update(1 / 30)
                    assert camera.scale >= region.min_scale - 1e-9
                assert camera.settled
                moments += 1
                if camera.whole:
                    whole += 1
                    for p in layout.placements.values():
                        assert region.holds([camera.to_screen(x, y) for x, y in p.polygon])
                else:  # framing play: the newest tile lies whole on the table, clear of panels
                    assert region.holds([camera.to_screen(x, y) for x, y in place.polygon])
        if name != "d12x8":
            assert whole >= 0.85 * moments, f"{name}: whole tree in view {whole}/{moments}"


# ---------------------------------------------------------------------------- chosen slots
def _start(spokes: int) -> tuple[BarnyardLayout, Tile]:
    layout = BarnyardLayout(spokes, extent=(34.5, 19.0))
    hub = Tile(9, 9)
    layout.add(PlacedTile(hub, None, START, 0, 9, 0))
    return layout, hub


@pytest.mark.parametrize("spokes", (4, 6))
def test_a_spoke_goes_into_the_slot_chosen_in_any_order(spokes: int) -> None:
    expected: dict[int, Placement] = {}
    layout, hub = _start(spokes)
    for slot in range(spokes):
        expected[slot] = layout.add(PlacedTile(Tile(9, slot), hub, SPOKE, slot, slot, 0))
    for order in itertools.islice(itertools.permutations(range(spokes)), 0, None, 7):
        layout, hub = _start(spokes)
        for slot in order:
            preview = layout.preview(PlacedTile(Tile(9, slot), hub, SPOKE, slot, slot, 0))
            placed = layout.add(PlacedTile(Tile(9, slot), hub, SPOKE, slot, slot, 0))
            assert placed == preview == expected[slot]


@pytest.mark.slow  # random rounds of every table laid out
def test_a_toe_goes_into_the_slot_chosen_in_any_order_whatever_the_lines_heading(laid) -> None:
    headings: set[int] = set()
    feet = 0
    for rules, barnyard, _, region in laid["d9x4"][:25]:
        before = BarnyardLayout(rules.spokes, extent=region.extent)  # barnyard[:i + 1] laid
        for i, placed in enumerate(barnyard):
            before.add(placed)
            toes = [p for p in barnyard[i + 1:i + 4] if p.role == TOE and p.on == placed.tile]
            if placed.role != DOUBLE or len(toes) != 3:
                continue
            if not before.clean:
                continue
            foot = before.placements[placed.tile]
            h = foot.heading // 45
            headings.add(h)
            feet += 1
            lying = pickle.dumps(before)
            for slots in itertools.permutations(range(3)):
                layout = pickle.loads(lying)  # a copy of it as it lies
                for toe, slot in zip(toes, slots):
                    chosen = toe._replace(slot=slot)
                    preview = layout.preview(chosen)
                    got = layout.add(chosen)
                    assert got == preview
                    assert got.heading // 45 == (h + (0, 1, -1)[slot]) % 8, (placed, slot)
                    dx, dy = DIRS[h]
                    assert (got.x - foot.x) * dx + (got.y - foot.y) * dy > 1.0
    assert feet >= 20 and len(headings) >= 6
