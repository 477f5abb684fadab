"""Barnyard layout: no overlaps, stable placements, touching halves, spokes and fanned toes."""
from __future__ import annotations

import gc
import math
import random
from contextlib import contextmanager
from typing import Iterator, NamedTuple

import pytest

from game.layout.geometry import JOINT, TOUCH, Placement, joint_gap, polygons_overlap, tile_angle
from game.layout.barnyard import BarnyardLayout
from game.rules import (
    ARM,
    DOUBLE,
    SPOKE,
    START,
    TOE,
    ConfigError,
    Game,
    InvalidDeal,
    PlacedTile,
    Play,
    RoundState,
    RuleSet,
    Tile,
)


ROUNDS = 1000
ZIGZAGS = 0.008  # share of line tiles bending back within 2 tiles of a bend (1.05% before)
OVERLAP = 0.03  # world units two tiles may share along every axis before they "overlap"


class Laid(NamedTuple):
    rules: RuleSet
    barnyard: list[PlacedTile]
    layout: BarnyardLayout
    at_add: dict[Tile, Placement]  # what add() returned at the time, or a later add moved it to
    previews: dict[Tile, Placement]  # what preview() said just before add()


def _random_rules(rng: random.Random) -> tuple[RuleSet, int]:
    top = rng.choice((9, 12))
    seats = rng.choice((2, 3, 4) if top == 9 else (4, 5, 6, 7, 8))
    sizes = ("table", "small", "basic", "42", 6) if top == 9 else ("table", "42", 8)
    rules = RuleSet(
        set=top, hand_size=rng.choice(sizes), opening=rng.choice(("cross", "double-foot")),
        start=rng.choice(("holder", "placed")),
        missing_double=rng.choice(("draw", "next-lower")),
        must_play=rng.random() < 0.5, drawn_tile=rng.choice(("may", "must")),
        yard_reserve=rng.choice(("none", "auto")),
    )
    return rules, seats


def play_round(rng: random.Random) -> tuple[RuleSet, RoundState, list[Play]]:
    """One random complete round (any round of the schedule); the plays made in order."""
    while True:
        rules, seats = _random_rules(rng)
        try:
            game = Game(rules, seats, random.Random(rng.random()))
            game.round_number = rng.randrange(0, rules.set + 1)
            state = game.next_round()
        except (InvalidDeal, ConfigError):  # a hand size this table cannot deal
            continue
        plays: list[Play] = []
        while not state.is_over:
            acts = state.legal_actions()
            options = [a for a in acts if type(a) is Play]
            act = rng.choice(options) if options and rng.random() < 0.9 else rng.choice(acts)
            if type(act) is Play:
                plays.append(act)
            state.apply(act)
        return rules, state, plays


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused meanwhile. Laying out makes no reference cycles
    (a full collection after the thousand rounds frees nothing), but each collection walks
    every layout kept so far: a dozen full ones while they are laid, a sixth of the laying's
    CPU, and then, resumed, the young ones walk all that the laying made once more."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@pytest.fixture(scope="module")
def laid() -> Iterator[list[Laid]]:
    """ROUNDS random complete rounds, each laid out tile by tile as it was played (kept, with
    the collector paused, while this file's tests read them; let go before it resumes)."""
    with _collector_paused():
        rounds = _lay_rounds()
        yield rounds
        rounds.clear()


def _lay_rounds() -> list[Laid]:
    """`laid` worked out."""
    rng = random.Random(20261129)
    out = []
    for _ in range(ROUNDS):
        rules, state, _ = play_round(rng)
        layout = BarnyardLayout(rules.spokes)
        at_add: dict[Tile, Placement] = {}
        previews: dict[Tile, Placement] = {}
        for placed in state.barnyard:
            previews[placed.tile] = layout.preview(placed)
            at_add[placed.tile] = layout.add(placed)
            assert at_add[placed.tile] == previews[placed.tile]  # preview tells the truth
            for moved, was in layout.moved.items():  # laid again to make room
                assert at_add[moved] == was
                at_add[moved] = layout.placements[moved]
        out.append(Laid(rules, list(state.barnyard), layout, at_add, previews))
    return out


def _aabb(poly: tuple[tuple[float, float], ...]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return (min(xs), min(ys), max(xs), max(ys))


def _distance_to_polygon(p: tuple[float, float], poly: tuple[tuple[float, float], ...]) -> float:
    """0 inside a convex polygon, else the distance to its nearest edge."""
    px, py = p
    inside = True
    best = math.inf
    n = len(poly)
    sign = 0.0
    for i in range(n):
        (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
        cross = (x1 - x0) * (py - y0) - (y1 - y0) * (px - x0)
        if cross != 0:
            if sign == 0:
                sign = math.copysign(1.0, cross)
            elif math.copysign(1.0, cross) != sign:
                inside = False
        ex, ey = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((px - x0) * ex + (py - y0) * ey) / (ex * ex + ey * ey)))
        best = min(best, math.hypot(px - x0 - t * ex, py - y0 - t * ey))
    return 0.0 if inside else best


def _halves(place: Placement) -> tuple[tuple[float, float], tuple[float, float]]:
    """Centres of the (high, low) halves of a tile drawn high-left at angle 0, turned."""
    a = math.radians(place.angle)
    dx, dy = 0.5 * math.cos(a), -0.5 * math.sin(a)
    return (place.x - dx, place.y - dy), (place.x + dx, place.y + dy)


# ---------------------------------------------------------------------------- the big run
@pytest.mark.slow  # laid out from the thousand random rounds
def test_the_rounds_cover_every_opening_set_and_size(laid: list[Laid]) -> None:
    kinds = {(r.rules.set, r.rules.opening) for r in laid}
    assert kinds == {(9, "cross"), (9, "double-foot"), (12, "cross"), (12, "double-foot")}
    assert max(len(r.barnyard) for r in laid) >= 70
    assert sum(len(r.barnyard) for r in laid) > 30 * ROUNDS


@pytest.mark.slow  # laid out from the thousand random rounds
def test_no_two_tiles_overlap(laid: list[Laid]) -> None:
    for r in laid:
        items = [(t, p.polygon, _aabb(p.polygon)) for t, p in r.layout.placements.items()]
        for i, (ta, pa, ba) in enumerate(items):
            for tb, pb, bb in items[:i]:
                if ba[0] < bb[2] and bb[0] < ba[2] and ba[1] < bb[3] and bb[1] < ba[3]:
                    assert not polygons_overlap(pa, pb, OVERLAP), f"{ta} overlaps {tb}"


@pytest.mark.slow  # laid out from the thousand random rounds
def test_placements_change_only_when_an_add_says_so_and_preview_tells_the_truth(
        laid: list[Laid]) -> None:
    # A tile moves only when a boxed-in end makes the layout lay its line again; that add
    # lists it in `moved` (with where it was) so the table can glide it.
    for r in laid:
        assert len(r.layout) == len(r.barnyard)
        for placed in r.barnyard:
            assert r.layout.placements[placed.tile] == r.at_add[placed.tile]
            assert r.layout.add(placed) == r.at_add[placed.tile]  # adding again changes nothing
            assert not r.layout.moved
    moved = sum(r.previews[p.tile] != r.at_add[p.tile] for r in laid for p in r.barnyard)
    print(f"{moved} tiles laid again")
    assert moved <= 0.02 * sum(len(r.barnyard) for r in laid)


@pytest.mark.slow  # laid out from the thousand random rounds
def test_the_matching_half_touches_the_parent(laid: list[Laid]) -> None:
    detached = total = 0
    for r in laid:
        pl = r.layout.placements
        for placed in r.barnyard:
            if placed.role in (START, DOUBLE) or placed.tile.is_double:
                continue
            total += 1
            me = pl[placed.tile]
            if me.detached:
                detached += 1
                continue
            parent = pl[placed.on].polygon  # type: ignore[index]
            high, low = _halves(me)
            inner, outer = (high, low) if placed.inward == placed.tile.high else (low, high)
            assert _distance_to_polygon(inner, parent) < TOUCH + 0.5, placed
            assert _distance_to_polygon(inner, parent) < _distance_to_polygon(outer, parent), (
                f"{placed}: the outward {placed.outward} faces the parent")
    print(f"{detached} of {total} tiles laid apart from their parent")
    assert detached <= 0.01 * total, f"{detached} of {total} tiles were laid apart"


@pytest.mark.slow  # laid out from the thousand random rounds
def test_doubles_lie_across_their_line_next_to_the_parent(laid: list[Laid]) -> None:
    for r in laid:
        pl = r.layout.placements
        for placed in r.barnyard:
            if placed.role != DOUBLE:
                continue
            me = pl[placed.tile]
            assert me.is_double
            assert (me.angle - me.heading - 90) % 180 == 0  # crosswise to the heading
            if not me.detached:
                parent = pl[placed.on].polygon  # type: ignore[index]
                gap = min(min(_distance_to_polygon(v, parent) for v in me.polygon),
                          min(_distance_to_polygon(v, me.polygon) for v in parent))
                assert gap < 0.3, placed


@pytest.mark.slow  # laid out from the thousand random rounds
def test_toes_fan_out_from_the_far_side_away_from_the_centre(laid: list[Laid]) -> None:
    fanned = total = 0
    for r in laid:
        pl = r.layout.placements
        for placed in r.barnyard:
            if placed.role != TOE:
                continue
            total += 1
            foot, toe = pl[placed.on], pl[placed.tile]  # type: ignore[index]
            h = math.radians(foot.heading)
            ahead = (toe.x - foot.x) * math.cos(h) - (toe.y - foot.y) * math.sin(h)
            if toe.detached:
                continue
            assert ahead >= -1e-9, f"{placed} lies behind its double"
            turn = (toe.heading - foot.heading) % 360
            if ahead > 1.0 and turn == (0, 45, 315)[placed.slot]:
                fanned += 1
    assert fanned >= 0.9 * total, f"only {fanned} of {total} toes in their fanned spot"


@pytest.mark.slow  # laid out from the thousand random rounds
def test_lines_grow_outward_or_curl_but_seldom_turn_back(laid: list[Laid]) -> None:
    outward = back = total = 0
    for r in laid:
        pl = r.layout.placements
        start = pl[r.barnyard[0].tile]
        for placed in r.barnyard:
            if placed.role in (ARM, DOUBLE):
                p = pl[placed.tile]
                h = math.radians(p.heading)
                rx, ry = p.x - start.x, p.y - start.y
                cos = (rx * math.cos(h) - ry * math.sin(h)) / (math.hypot(rx, ry) or 1.0)
                total += 1
                outward += cos > 0.3
                back += cos < -0.5
    print(f"arms and doubles: {outward / total:.1%} outward, {back / total:.1%} back inward")
    assert outward >= 0.85 * total
    assert back <= 0.02 * total


@pytest.mark.slow  # laid out from the thousand random rounds
def test_bounds_hold_every_tile(laid: list[Laid]) -> None:
    for r in laid:
        x0, y0, x1, y1 = r.layout.bounds()
        for p in r.layout.placements.values():
            for x, y in p.polygon:
                assert x0 - 1e-9 <= x <= x1 + 1e-9 and y0 - 1e-9 <= y <= y1 + 1e-9


# ---------------------------------------------------------------------------- the opening
def _opening(spokes: int) -> BarnyardLayout:
    layout = BarnyardLayout(spokes)
    hub = Tile(9, 9)
    layout.add(PlacedTile(hub, None, START, 0, 9, 0))
    for slot in range(spokes):
        layout.add(PlacedTile(Tile(9, slot), hub, SPOKE, slot, slot, 0))
    return layout


def test_cross_spokes_stand_north_east_south_west_of_an_upright_double() -> None:
    layout = _opening(4)
    start = layout.placements[Tile(9, 9)]
    assert (start.x, start.y, start.angle % 180) == (0.0, 0.0, 90.0)
    spots = sorted((round(p.x, 6), round(p.y, 6), p.heading)
                   for t, p in layout.placements.items() if t != Tile(9, 9))
    assert spots == [(-1.5, 0.0, 180), (0.0, -2.0, 90), (0.0, 2.0, 270), (1.5, 0.0, 0)]


def test_double_foot_fans_three_spokes_from_each_long_side() -> None:
    layout = _opening(6)
    spokes = [p for t, p in layout.placements.items() if t != Tile(9, 9)]
    east = sorted(p.heading for p in spokes if p.x > 0)
    west = sorted(p.heading for p in spokes if p.x < 0)
    assert east == [0, 45, 315] and west == [135, 180, 225]
    for p in spokes:  # each touches the double, none overlap
        assert _distance_to_polygon(_halves(p)[0], ((0.5, -1), (0.5, 1), (-0.5, 1), (-0.5, -1))) < 0.75
    for i, a in enumerate(spokes):
        for b in spokes[:i]:
            assert not polygons_overlap(a.polygon, b.polygon, OVERLAP)


def test_the_high_half_faces_the_double_when_the_low_number_is_outward() -> None:
    # Art at angle 0 shows the high half on the left: an east spoke 9-3 keeps 9 inward.
    assert tile_angle(Tile(9, 3), 3, 0, False) == 0.0
    assert tile_angle(Tile(9, 3), 9, 0, False) == 180.0
    assert tile_angle(Tile(9, 3), 3, 2, False) == 90.0  # heading north: low half on top
    layout = _opening(4)
    east = layout.placements[Tile(9, 0)]
    high, low = _halves(east)
    assert high[0] < low[0]  # 9 next to the double, 0 outward


def test_refuses_an_impossible_spoke_count() -> None:
    with pytest.raises(ValueError, match="spokes must be 4"):
        BarnyardLayout(5)


# ---------------------------------------------------------------------------- what is placed
def test_placing_matches_the_engine() -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(150):
        while True:
            rules, seats = _random_rules(rng)
            try:
                state = Game(rules, seats, random.Random(rng.random())).next_round()
            except (InvalidDeal, ConfigError):
                continue
            break
        while not state.is_over:
            acts = state.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            act = rng.choice(plays) if plays and rng.random() < 0.9 else rng.choice(acts)
            if type(act) is Play:
                guess = state.barnyard.placing(act.tile, act.on, act.seat)
                state.apply(act)
                assert guess == state.barnyard[-1], act
                checked += 1
            else:
                state.apply(act)
    assert checked > 3000


def test_a_foot_in_open_space_fans_its_toes_straight_and_at_45_degrees() -> None:
    layout = _opening(4)
    hub = Tile(9, 9)
    east = Tile(9, 0)  # the east spoke, open 0 at x = 2.5
    layout.add(PlacedTile(Tile(0, 0), east, DOUBLE, 0, 0, 0))
    foot = layout.placements[Tile(0, 0)]
    assert (foot.x, foot.y, foot.angle % 180, foot.heading) == (3.0, 0.0, 90.0, 0)
    toes = [layout.add(PlacedTile(Tile(0, n), Tile(0, 0), TOE, slot, n, 0))
            for slot, n in enumerate((1, 2, 3))]
    assert [t.heading for t in toes] == [0, 45, 315]
    assert (toes[0].x, toes[0].y) == pytest.approx((4.5, 0.0))
    assert toes[1].y < 0 < toes[2].y  # +45 leans up the screen, -45 down
    assert hub in layout


@pytest.mark.slow  # laid out from the thousand random rounds
def test_the_same_barnyard_always_lies_the_same_way(laid: list[Laid]) -> None:
    for r in laid[:50]:
        again = BarnyardLayout.of(r.barnyard, r.rules.spokes)
        assert again.placements == r.layout.placements


@pytest.mark.slow  # laid out from the thousand random rounds
def test_the_barnyard_takes_the_shape_of_its_view(laid: list[Laid]) -> None:
    def mean_shape(aspect: float) -> float:
        shapes = []
        for r in laid[:40]:
            # the rounds were laid out at the usual aspect (16:9): as of() lays them, the test
            # above shows; another aspect is laid out afresh
            layout = r.layout if aspect == r.layout.aspect else BarnyardLayout.of(
                r.barnyard, r.rules.spokes, aspect)
            x0, y0, x1, y1 = layout.bounds()
            shapes.append((x1 - x0) / (y1 - y0))
        return sum(shapes) / len(shapes)

    assert mean_shape(1.0) < mean_shape(16 / 9) - 0.2
    with pytest.raises(ValueError, match="aspect"):
        BarnyardLayout(4, aspect=0.0)


# ---------------------------------------------------------------------------- readability
def _turn(parent: Placement, child: Placement) -> int:
    """The bend from parent to child in eighths of a turn, -4..3 (+ is counter-clockwise)."""
    return ((child.heading - parent.heading) // 45 + 4) % 8 - 4


@pytest.mark.slow  # laid out from the thousand random rounds
def test_every_line_tile_meets_its_parents_open_end_at_every_bend(laid: list[Laid]) -> None:
    seen: dict[tuple[int, bool], int] = {}
    usual = plain = 0
    for r in laid:
        pl = r.layout.placements
        for placed in r.barnyard:
            if placed.role not in (ARM, DOUBLE) or pl[placed.tile].detached:
                continue
            parent, me = pl[placed.on], pl[placed.tile]  # type: ignore[index]
            turn = _turn(parent, me)
            key = (abs(turn), me.is_double)
            seen[key] = seen.get(key, 0) + 1
            assert joint_gap(parent, me) <= JOINT, f"{placed}: a gap at a {45 * turn} bend"
            if not me.is_double:  # the inner end's middle lies on the parent (or, at a
                # 45-degree hinge, 0.35 across the joint from it; at a spare joint 0.5)
                a = math.radians(me.angle)
                hx, hy = math.cos(a), -math.sin(a)
                mid = (me.x - hx, me.y - hy) if _halves(me)[0] == _inner(placed, me) else (
                    me.x + hx, me.y + hy)
                off = _distance_to_polygon(mid, parent.polygon)
                assert off <= 0.51, placed  # never hanging by a corner only
                usual += off <= (0.36 if abs(turn) in (1, 3) else 0.01)
                plain += 1
    print("bends seen (|eighths|, double):", dict(sorted(seen.items())))
    assert usual >= 0.99 * plain, f"only {usual} of {plain} tiles sit squarely at the joint"
    for key in ((0, False), (1, False), (2, False), (0, True), (1, True), (2, True)):
        assert seen.get(key, 0) >= 10, f"too few {key} bends to judge"


def _inner(placed: PlacedTile, me: Placement) -> tuple[float, float]:
    high, low = _halves(me)
    return high if placed.inward == placed.tile.high else low


def test_joint_gap_is_zero_when_ends_meet_and_grows_with_a_gap() -> None:
    def tile(x: float, y: float, heading: int, double: bool = False) -> Placement:
        a = math.radians(heading)
        ux, uy = math.cos(a), -math.sin(a)
        if double:
            ux, uy = -uy, ux
        vx, vy = -uy * 0.5, ux * 0.5
        c = ((x - ux - vx, y - uy - vy), (x + ux - vx, y + uy - vy),
             (x + ux + vx, y + uy + vy), (x - ux + vx, y - uy + vy))
        return Placement(x, y, 0.0, heading, c, double)

    parent = tile(-1.0, 0.0, 0)  # open end at x = 0, corners at y = -0.5 and 0.5
    s = math.sqrt(0.5)
    assert joint_gap(parent, tile(1.0, 0.0, 0)) == pytest.approx(0.0)  # straight on
    assert joint_gap(parent, tile(-0.5, -1.5, 90)) == pytest.approx(0.0)  # a domino corner
    hinge = (0.5 * s + s, -0.5 + 0.5 * s - s)  # inside corners meet at (0, -0.5)
    assert joint_gap(parent, tile(*hinge, 45)) == pytest.approx(0.0, abs=1e-9)
    assert joint_gap(parent, tile(0.5, 0.0, 0, double=True)) == pytest.approx(0.0)
    assert joint_gap(parent, tile(1.3, 0.0, 0)) == pytest.approx(0.3)  # a gap straight on
    assert joint_gap(parent, tile(hinge[0] + 0.2, hinge[1], 45)) > 0.1  # an open hinge


@pytest.mark.slow  # laid out from the thousand random rounds
def test_lines_run_straight_and_seldom_zigzag(laid: list[Laid]) -> None:
    bends = zigzags = total = 0
    for r in laid:
        pl = r.layout.placements
        last: dict[Tile, tuple[int, int]] = {}  # the line's last bend (sign) and tiles since
        for placed in r.barnyard:
            if placed.role not in (ARM, DOUBLE) or pl[placed.tile].detached:
                continue
            turn = _turn(pl[placed.on], pl[placed.tile])  # type: ignore[index]
            sign, ago = last.get(placed.on, (0, 99))  # type: ignore[arg-type]
            s = (turn > 0) - (turn < 0)
            total += 1
            bends += s != 0
            zigzags += s != 0 and s == -sign and ago <= 2
            last[placed.tile] = (s, 1) if s else (sign, ago + 1)
    print(f"line tiles: {bends / total:.1%} bend, {zigzags / total:.2%} undo a recent bend")
    assert bends <= 0.16 * total
    assert zigzags <= ZIGZAGS * total
