"""Camera: fitting the barnyard in view, exact round trips, zoom about the cursor, easing."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.layout.camera import MAX_SCALE, MIN_SCALE, QUICKEST, SETTLE, Camera
from game.layout.geometry import Polygon
from game.layout.table_region import TableRegion

VIEW = (0.0, 80.0, 1280.0, 520.0)  # the area above the hand
coord = st.floats(-200.0, 200.0, allow_nan=False)
bounds_st = st.tuples(coord, coord, st.floats(0.5, 120.0), st.floats(0.5, 80.0)).map(
    lambda b: (b[0], b[1], b[0] + b[2], b[1] + b[3]))


def _inside(cam: Camera, bounds: tuple[float, float, float, float], margin: float) -> None:
    vx, vy, vw, vh = cam.view
    for x, y in ((bounds[0], bounds[1]), (bounds[2], bounds[3])):
        sx, sy = cam.to_screen(x, y)
        assert vx + margin - 1e-6 <= sx <= vx + vw - margin + 1e-6
        assert vy + margin - 1e-6 <= sy <= vy + vh - margin + 1e-6


@settings(max_examples=60, deadline=None)
@given(bounds_st)
def test_fit_shows_the_whole_barnyard_inside_the_view(bounds: tuple[float, ...]) -> None:
    cam = Camera(VIEW)
    cam.fit(bounds, margin=20)
    cam.snap()
    w, h = bounds[2] - bounds[0], bounds[3] - bounds[1]
    if min((1280 - 40) / w, (520 - 40) / h) >= MIN_SCALE:  # fits without the zoom-out limit
        _inside(cam, bounds, 20)
    sx, sy = cam.to_screen((bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2)
    assert (sx, sy) == pytest.approx((640.0, 340.0))


def test_fit_eases_there_critically_damped() -> None:
    cam = Camera(VIEW)
    cam.fit((-2, -1, 2, 1))
    cam.snap()
    cam.fit((10, 10, 50, 30))
    start = cam.centre
    xs = []
    for _ in range(round(SETTLE * 60)):
        cam.update(1 / 60)
        xs.append(cam.centre[0])
    target = cam.target_centre[0]
    assert all(a <= b + 1e-9 for a, b in zip(xs, xs[1:]))  # no overshoot, no wobble
    assert (xs[-1] - start[0]) / (target - start[0]) > 0.9
    for _ in range(120):
        cam.update(1 / 60)
    assert cam.settled
    _inside(cam, (10, 10, 50, 30), 24)


@pytest.mark.parametrize("framed", [False, True])
def test_a_glide_comes_to_rest_exactly_on_its_target(framed: bool) -> None:
    """A spring only ever nears its target: the view used to creep by fractions of a pixel
    for ever, and every frame redrew the table's still picture. Within half a pixel and slower
    than that a frame, it now rests exactly there, never jumping more than half a pixel."""
    cam = Camera(_region().area_rect if framed else VIEW)
    if framed:
        cam.frame(_region(), _row(2))
        cam.snap()
        cam.frame(_region(), _row(14), [(27.0, 0.0)])
    else:
        cam.fit((-2, -1, 2, 1))
        cam.snap()
        cam.fit((10, 10, 50, 30))
    frames = 0
    while (cam.centre, cam.scale) != (cam.target_centre, cam.target_scale):
        before = cam.to_screen(*cam.target_centre)
        cam.update(1 / 60)
        frames += 1
        assert frames < 120  # at rest within two seconds (SETTLE is 0.35 s to 95%)
    assert math.dist(before, cam.to_screen(*cam.target_centre)) < 0.5 + 0.5
    assert frames > round(SETTLE * 60)  # a glide, not a jump
    cam.update(1 / 60)
    assert (cam.centre, cam.scale) == (cam.target_centre, cam.target_scale)


def test_a_long_frame_does_not_overshoot() -> None:
    cam = Camera(VIEW)
    cam.fit((0, 0, 10, 10))
    cam.update(5.0)
    assert cam.centre == pytest.approx(cam.target_centre, abs=1e-3)


@settings(max_examples=80, deadline=None)
@given(coord, coord, st.floats(MIN_SCALE, MAX_SCALE), coord, coord)
def test_to_world_undoes_to_screen(x: float, y: float, scale: float, cx: float, cy: float) -> None:
    cam = Camera(VIEW)
    cam.scale, cam.centre = scale, (cx, cy)
    assert cam.to_world(*cam.to_screen(x, y)) == pytest.approx((x, y), abs=1e-9)


@settings(max_examples=80, deadline=None)
@given(st.floats(0, 1280), st.floats(80, 600), st.floats(0.5, 2.0))
def test_zoom_keeps_the_point_under_the_cursor(sx: float, sy: float, factor: float) -> None:
    cam = Camera(VIEW)
    cam.fit((-10, -5, 10, 5))
    cam.snap()
    before = cam.to_world(sx, sy)
    cam.zoom_at((sx, sy), factor)
    assert cam.to_world(sx, sy) == pytest.approx(before, abs=1e-9)
    assert MIN_SCALE <= cam.scale <= MAX_SCALE


def test_manual_zoom_or_pan_suspends_auto_fit_until_home() -> None:
    cam = Camera(VIEW)
    cam.fit((-5, -5, 5, 5))
    cam.snap()
    cam.pan(100, -40)
    moved = cam.centre
    assert not cam.auto
    cam.fit((-50, -5, 50, 5))  # the barnyard grew: the view stays where the player put it
    for _ in range(60):
        cam.update(1 / 60)
    assert cam.centre == pytest.approx(moved)
    cam.reset()  # Home
    assert cam.auto
    for _ in range(120):
        cam.update(1 / 60)
    _inside(cam, (-50, -5, 50, 5), 24)


def test_pan_moves_the_table_with_the_mouse() -> None:
    cam = Camera(VIEW)
    cam.snap()
    before = cam.to_screen(3.0, 4.0)
    cam.pan(25, -10)
    after = cam.to_screen(3.0, 4.0)
    assert (after[0] - before[0], after[1] - before[1]) == pytest.approx((25, -10))


def test_resize_refits_and_keeps_mapping_consistent() -> None:
    cam = Camera(VIEW)
    cam.fit((-10, -10, 10, 10))
    cam.snap()
    cam.set_view((0, 0, 800, 400))
    cam.snap()
    _inside(cam, (-10, -10, 10, 10), 24)
    assert cam.visible()[0] < -10 and cam.visible()[2] > 10


def test_zoom_refuses_a_bad_factor() -> None:
    with pytest.raises(ValueError, match="zoom factor"):
        Camera(VIEW).zoom_at((0, 0), 0)


def test_scale_stays_within_its_limits() -> None:
    cam = Camera(VIEW)
    cam.fit((0, 0, 0.01, 0.01))
    cam.snap()
    assert cam.scale == MAX_SCALE
    cam.zoom_at((10, 100), 1e-6)
    assert cam.scale == MIN_SCALE
    assert math.isfinite(cam.centre[0])


# ---------------------------------------------------------------------------- framing
def _region() -> TableRegion:
    from game.layout.table_region import table_region
    from game.scenes.play.geometry import TableGeometry

    return table_region(TableGeometry((1280, 720), 4, 0), buttons=1)


def _row(n: int, y: float = 0.0) -> list[Polygon]:
    """n tiles end to end along y, from x = 0."""
    return [((2.0 * i, y - 0.5), (2.0 * i + 2, y - 0.5), (2.0 * i + 2, y + 0.5), (2.0 * i, y + 0.5))
            for i in range(n)]


def test_frame_glides_to_the_whole_tree_and_never_jumps() -> None:
    region = _region()
    cam = Camera(region.area_rect)
    cam.frame(region, _row(2))
    cam.snap()
    big = cam.scale
    tiles = _row(14)
    framing = cam.frame(region, tiles, [(27.0, 0.0)])
    assert framing.whole and cam.whole and framing.scale < big
    assert framing.scale >= region.min_scale
    scales = [cam.scale]
    for _ in range(60):
        cam.update(1 / 60)
        scales.append(cam.scale)
    steps = [abs(b - a) for a, b in zip(scales, scales[1:])]
    assert max(steps) < 0.2 * (big - framing.scale)  # a glide, not a jump
    assert all(b <= a + 1e-9 for a, b in zip(scales, scales[1:]))  # no overshoot
    assert cam.settled
    for poly in tiles:
        assert region.holds([cam.to_screen(x, y) for x, y in poly])


def test_the_view_holds_still_while_the_player_drags() -> None:
    region = _region()
    cam = Camera(region.area_rect)
    cam.frame(region, _row(2))
    cam.snap()
    before = (cam.centre, cam.scale)
    cam.hold = True
    cam.frame(region, _row(12))
    for _ in range(30):
        cam.update(1 / 60)
    assert (cam.centre, cam.scale) == before
    cam.hold = False
    for _ in range(60):
        cam.update(1 / 60)
    assert cam.settled and cam.scale < before[1]


def test_a_tree_too_big_for_the_table_is_framed_where_play_is_at_the_smallest_size() -> None:
    region = _region()
    cam = Camera(region.area_rect)
    tiles = _row(40)  # 80 world units: more than the table holds at 48 px a tile
    framing = cam.frame(region, tiles, [(79.0, 0.0)])
    cam.snap()
    assert not framing.whole and not cam.whole
    assert cam.scale == pytest.approx(region.min_scale)
    sx, sy = cam.to_screen(79.0, 0.0)
    assert region.holds([(sx, sy)])  # on the table, clear of every panel


def test_a_framing_that_is_still_the_best_stays_put() -> None:
    region = _region()
    cam = Camera(region.area_rect)
    rows = _row(6) + _row(6, 3.0)
    cam.frame(region, rows)
    cam.snap()
    before = (cam.target_centre, cam.target_scale)
    upright: Polygon = ((5.0, 0.6), (6.0, 0.6), (6.0, 2.4), (5.0, 2.4))  # inside the tree's box
    cam.frame(region, rows + [upright])
    assert (cam.target_centre, cam.target_scale) == before


def test_a_manual_zoom_suspends_framing_until_home() -> None:
    region = _region()
    cam = Camera(region.area_rect)
    cam.frame(region, _row(4))
    cam.snap()
    cam.zoom_at((640, 300), 1.5)
    zoomed = (cam.centre, cam.scale)
    cam.frame(region, _row(20))
    for _ in range(60):
        cam.update(1 / 60)
    assert cam.centre == pytest.approx(zoomed[0]) and cam.scale == pytest.approx(zoomed[1])
    cam.reset()
    for _ in range(90):
        cam.update(1 / 60)
    unzoomed = Camera(region.area_rect)  # Home: the framing as if nobody had zoomed
    unzoomed.frame(region, _row(4))
    unzoomed.frame(region, _row(20))
    assert cam.target_centre == pytest.approx(unzoomed.target_centre)
    assert cam.target_scale == pytest.approx(unzoomed.target_scale)
    assert cam.settled


def _glide_left(seconds: float, within: float | None) -> float:
    """The share of the way from the two-tile row to the fourteen-tile row's framing still to
    go after `seconds` of frames of about 1/60 s (the glide told to arrive `within` seconds, or not)."""
    region = _region()
    cam = Camera(region.area_rect)
    cam.frame(region, _row(2))
    cam.snap()
    start = cam.scale
    cam.frame(region, _row(14), [(27.0, 0.0)])
    if within is not None:
        cam.arrive_within(within)
    frames = round(seconds * 60)
    for _ in range(frames):
        cam.update(seconds / frames)
    return (cam.scale - cam.target_scale) / (start - cam.target_scale)


def test_a_glide_told_to_arrive_with_a_landing_tile_is_there_when_it_lands() -> None:
    """A person's tile flies in 0.35 s (0.175 s at the fast speed): the view's glide to the
    places it opens gets there by then, where the springs' own rate leaves ~5% (~20%) to go;
    a glide of its own length or longer is not hurried, nor any glide quicker than QUICKEST
    gets ~95% of the way."""
    for flight in (0.35, 0.175):
        assert _glide_left(flight, None) > 0.04
        assert _glide_left(flight, flight) <= 0.012
    assert _glide_left(0.2, 0.5) == _glide_left(0.2, None)  # (SETTLE is quicker: as it was)
    assert 0.04 < _glide_left(QUICKEST, 0.02) < 0.08  # never a jump
