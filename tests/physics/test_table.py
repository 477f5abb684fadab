"""TilePhysics with real pymunk: drag, snap, fly, remove, the shuffle, the angle convention."""
from __future__ import annotations

import math
import random

import pytest

from game.physics import STEP, TilePhysics

SIZE = (64.0, 32.0)


def _run(table: TilePhysics, steps: int) -> None:
    for _ in range(steps):
        table.step(STEP)


def test_pose_uses_the_art_angle_convention() -> None:
    table = TilePhysics()
    table.add_tile("a", (10, 20), 30.0, SIZE, collide=False)
    assert table.pose("a") == pytest.approx((10.0, 20.0, 30.0))
    # Turned 90 degrees counter-clockwise on screen (y down), the long axis points up.
    table.add_tile("b", (0, 0), 90.0, SIZE, collide=False)
    shape = next(s for s in table.space.shapes if s.body.position == (0, 0))
    bb = shape.cache_bb()
    assert (bb.right - bb.left, bb.top - bb.bottom) == pytest.approx((32.0, 64.0), abs=0.5)
    # The art's right-hand (low) half ends up on top of the screen.
    assert shape.body.local_to_world((10, 0)) == pytest.approx((0.0, -10.0))
    assert table.pose("b")[2] == pytest.approx(90.0)


def test_a_dragged_tile_follows_the_mouse() -> None:
    table = TilePhysics()
    table.add_tile("a", (100, 100), 0.0, SIZE, collide=False)
    table.grab("a", (110, 100))  # 10 px right of its centre
    assert table.grabbed == "a"
    for i in range(60):
        table.drag_to((110 + 4 * i, 100 + 2 * i))
        table.step(STEP)
    _run(table, 30)  # the mouse rests: the tile catches up
    x, y, angle = table.pose("a")
    assert math.hypot(x - (110 + 4 * 59 - 10), y - (100 + 2 * 59)) < 2.0
    assert angle == pytest.approx(0.0, abs=2.0) or angle == pytest.approx(360.0, abs=2.0)
    assert table.release() == "a"
    assert table.grabbed is None and table.release() is None


def test_a_dragged_tile_knocks_the_pile_but_not_hand_tiles() -> None:
    table = TilePhysics()
    table.add_tile("held", (0, 0), 0.0, SIZE, collide=True)
    table.add_tile("pile", (120, 0), 0.0, SIZE, collide=True)
    table.add_tile("hand", (120, 80), 0.0, SIZE, collide=False)
    table.grab("held", (0, 0))
    for i in range(40):
        table.drag_to((6 * i, 0))
        table.step(STEP)
    assert table.pose("pile")[0] > 150  # knocked along
    table.grab("held", table.pose("held")[:2])
    for i in range(40):
        table.drag_to((240, 6 * i))
        table.step(STEP)
    assert table.pose("hand")[:2] == pytest.approx((120.0, 80.0))  # passed straight through


@pytest.mark.parametrize("start,goal", [
    ((100, 100, 10.0), (300, 200, 90.0)),
    ((500, 80, 350.0), (40, 400, 10.0)),  # the short way round: no spin through 340 degrees
    ((0, 0, 0.0), (3, -2, 180.0)),
])
def test_snap_settles_exactly_and_quickly_with_a_little_overshoot(
    start: tuple[float, float, float], goal: tuple[float, float, float]
) -> None:
    table = TilePhysics()
    table.add_tile("a", start[:2], start[2], SIZE, collide=False)
    table.snap("a", goal[:2], goal[2])
    dist = math.hypot(goal[0] - start[0], goal[1] - start[1])
    ux, uy = ((goal[0] - start[0]) / dist, (goal[1] - start[1]) / dist) if dist else (0, 0)
    past = 0.0
    for steps in range(1, 121):
        table.step(STEP)
        x, y, _ = table.pose("a")
        past = max(past, (x - goal[0]) * ux + (y - goal[1]) * uy)
        if table.is_settled("a"):
            break
    assert table.is_settled("a"), "not settled within 120 steps"
    x, y, angle = table.pose("a")
    assert math.hypot(x - goal[0], y - goal[1]) < 0.5
    assert (angle - goal[2] + 180) % 360 - 180 == pytest.approx(0.0, abs=0.5)
    if dist > 100:
        assert 0.0 < past < 0.1 * dist  # it overshoots, a little
    assert table.velocity("a") == (0.0, 0.0)


def test_fly_arrives_on_time_and_not_before() -> None:
    table = TilePhysics()
    table.add_tile("a", (0, 0), 0.0, SIZE, collide=False)
    table.fly("a", (600, 300), 270.0, 0.5)
    _run(table, 29)
    assert not table.is_settled("a")
    x, _, _ = table.pose("a")
    assert 0 < x < 600
    table.step(STEP)  # the 30th step: 0.5 s
    assert table.is_settled("a")
    assert table.pose("a") == pytest.approx((600.0, 300.0, 270.0))


def test_fly_path_is_eased_and_monotonic() -> None:
    table = TilePhysics()
    table.add_tile("a", (0, 0), 0.0, SIZE, collide=False)
    table.fly("a", (300, 0), 0.0, 0.4)
    xs = []
    for _ in range(24):
        table.step(STEP)
        xs.append(table.pose("a")[0])
    steps = [b - a for a, b in zip([0.0] + xs, xs)]
    assert all(s >= 0 for s in steps)
    assert steps[0] > steps[-1]  # fast start, soft landing


def test_step_uses_fixed_steps_with_an_accumulator() -> None:
    table = TilePhysics()
    assert table.step(STEP / 2) == 0
    assert table.step(STEP / 2) == 1
    assert table.step(1.0) <= 8  # a long frame does not spiral


def test_remove_and_add_again() -> None:
    table = TilePhysics()
    table.add_tile("a", (0, 0), 0.0, SIZE)
    table.grab("a", (0, 0))
    table.snap("a", (50, 50), 0.0)
    table.remove("a")
    assert "a" not in table and len(table) == 0
    assert len(table.space.bodies) == 1  # only the mouse body is left
    assert len(table.space.constraints) == 0
    table.remove("a")  # no error
    table.add_tile("a", (5, 6), 45.0, SIZE)
    assert table.pose("a") == pytest.approx((5.0, 6.0, 45.0))
    table.add_tile("a", (7, 8), 0.0, SIZE)  # replacing keeps one body
    assert len(table) == 1 and len(table.space.bodies) == 2
    with pytest.raises(KeyError, match="no tile 'b'"):
        table.pose("b")


def test_a_hundred_tiles_shuffled_stay_finite_and_come_to_rest() -> None:
    table = TilePhysics()
    rng = random.Random(3)
    keys = list(range(100))
    for k in keys:
        table.add_tile(k, (400 + rng.uniform(-120, 120), 300 + rng.uniform(-80, 80)),
                       rng.uniform(0, 360), (48, 24), collide=True)
    before = {k: table.pose(k) for k in keys}
    for _ in range(3):
        table.shuffle_kick(keys, rng)
        _run(table, 40)
    moved = sum(math.hypot(table.pose(k)[0] - before[k][0], table.pose(k)[1] - before[k][1]) > 20
                for k in keys)
    assert moved > 80
    _run(table, 600)
    for k in keys:
        x, y, a = table.pose(k)
        assert all(math.isfinite(v) for v in (x, y, a))
        assert abs(x - 400) < 3000 and abs(y - 300) < 3000
    assert sum(table.is_settled(k) for k in keys) > 90


def test_set_pose_teleports_and_cancels_a_move() -> None:
    table = TilePhysics()
    table.add_tile("a", (0, 0), 0.0, SIZE)
    table.fly("a", (100, 0), 0.0, 1.0)
    table.set_pose("a", (5, 5), 180.0)
    _run(table, 10)
    assert table.pose("a") == pytest.approx((5.0, 5.0, 180.0))
    assert table.is_settled("a")


def test_refuses_a_bad_size() -> None:
    with pytest.raises(ValueError, match="tile size"):
        TilePhysics().add_tile("a", (0, 0), 0.0, (0, 10))


def test_walls_keep_the_shuffled_pile_on_the_table() -> None:
    table = TilePhysics()
    table.set_walls((100, 100, 400, 300))
    rng = random.Random(5)
    keys = list(range(30))
    for k in keys:
        table.add_tile(k, (300 + rng.uniform(-60, 60), 250 + rng.uniform(-40, 40)), 0.0,
                       (40, 20), collide=True)
    for _ in range(4):
        table.shuffle_kick(keys, rng, strength=3.0)
        _run(table, 30)
    for k in keys:
        x, y, _ = table.pose(k)
        assert 100 < x < 500 and 100 < y < 400
    table.set_walls(None)
    assert len(list(table.space.shapes)) == len(keys)
