"""Tiles as pymunk bodies on a top-down table: drag, snap, fly and the shuffle.

Screen pixel space, y down. Angles in this API are degrees counter-clockwise as
`pygame.transform.rotate` turns them (the layout's convention); pymunk's body angle is radians
and, with y down, turns the other way: `_body_angle` / `_art_angle` are the one place that
converts. Fixed 1/60 s steps through an accumulator. Physics never decides legality: the scenes
ask the rules where a tile may go, then call `snap` or `fly`.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Hashable, Iterable, Optional

import pymunk

STEP = 1.0 / 60.0
MAX_STEPS = 8  # steps per `step` call at most (a long frame does not spiral)
DAMPING = 0.12  # velocity kept after one second of sliding on the felt
COLLIDE = 0b1  # shape category of tiles that knock into each other
SETTLED_SPEED = 2.0  # px/s
SETTLED_SPIN = 0.05  # rad/s
SNAP_POS = 0.5  # px: a snapped tile this close (and slow) is parked exactly
SNAP_ANGLE = 0.5  # degrees
SNAP_LIMIT = 240  # steps after which a snapping tile is parked whatever its state
SNAP_OMEGA = 15.0  # rad/s: natural frequency of the snap spring
SNAP_ZETA = 0.72  # damping ratio: a little under critical, ~4% overshoot

Pos = tuple[float, float]


def _body_angle(deg: float) -> float:
    """Art angle (degrees CCW on screen) -> pymunk body angle (radians, y down)."""
    return -math.radians(deg)


def _art_angle(rad: float) -> float:
    """pymunk body angle -> art angle in degrees CCW, in [0, 360)."""
    return (-math.degrees(rad)) % 360.0


def _ease_out(t: float) -> float:
    """Cubic ease-out: fast start, soft landing."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def _ease_out_slope(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 3.0 * (1.0 - t) ** 2


@dataclass
class _Flight:
    start: Pos
    start_angle: float  # body radians
    end: Pos
    end_angle: float
    duration: float
    elapsed: float = 0.0


@dataclass
class _Snap:
    pos: Pos
    angle: float  # body radians
    steps: int = 0


@dataclass
class _TileBody:
    body: pymunk.Body
    shape: pymunk.Poly
    size: tuple[float, float]
    collide: bool
    flight: Optional[_Flight] = None
    snap: Optional[_Snap] = None
    extra: list[pymunk.Constraint] = field(default_factory=list)


class TilePhysics:
    """Every tile body on the table, keyed by any hashable (a Tile, a face-down tile's id)."""

    def __init__(self, damping: float = DAMPING) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.space.damping = damping
        self._tiles: dict[Hashable, _TileBody] = {}
        self._acc = 0.0
        self.mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.mouse)
        self._grabbed: Optional[Hashable] = None
        self._drag: list[pymunk.Constraint] = []
        self.steps_taken = 0
        self._walls: list[pymunk.Segment] = []

    # ------------------------------------------------------------------ bodies
    def add_tile(
        self,
        key: Hashable,
        pos: Pos,
        angle: float = 0.0,
        size: tuple[float, float] = (64.0, 32.0),
        collide: bool = True,
    ) -> None:
        """Put a tile body at `pos` (px), `angle` (degrees CCW), `size` (long, short) px.

        `collide`: it knocks into other colliding tiles (the face-down pile); hand and
        barnyard tiles pass through everything. Adding an existing key replaces it.
        """
        if key in self._tiles:
            self.remove(key)
        w, h = float(size[0]), float(size[1])
        if w <= 0 or h <= 0:
            raise ValueError(f"tile size must be positive, not {size}")
        body = pymunk.Body()
        body.position = (float(pos[0]), float(pos[1]))
        body.angle = _body_angle(angle)
        r = min(w, h) * 0.04
        shape = pymunk.Poly.create_box(body, (w - 2 * r, h - 2 * r), radius=r)
        shape.mass = 1.0
        shape.friction = 0.4
        shape.elasticity = 0.3
        self._set_filter(shape, collide)
        self.space.add(body, shape)
        self._tiles[key] = _TileBody(body, shape, (w, h), collide)

    @staticmethod
    def _set_filter(shape: pymunk.Shape, collide: bool) -> None:
        if collide:
            shape.filter = pymunk.ShapeFilter(categories=COLLIDE, mask=COLLIDE)
        else:
            shape.filter = pymunk.ShapeFilter(categories=0, mask=0)

    def remove(self, key: Hashable) -> None:
        """Take a tile off the table (no error if it is not there)."""
        t = self._tiles.pop(key, None)
        if t is None:
            return
        if self._grabbed == key:
            self.release()
        self._cancel(t)
        self.space.remove(t.shape, t.body)

    def clear(self) -> None:
        """Remove every tile."""
        for key in list(self._tiles):
            self.remove(key)

    def __contains__(self, key: object) -> bool:
        return key in self._tiles

    def __len__(self) -> int:
        return len(self._tiles)

    def keys(self) -> list[Hashable]:
        """Every tile key, in the order added."""
        return list(self._tiles)

    def _get(self, key: Hashable) -> _TileBody:
        t = self._tiles.get(key)
        if t is None:
            raise KeyError(f"no tile {key!r} on the table")
        return t

    # ------------------------------------------------------------------ poses
    def pose(self, key: Hashable) -> tuple[float, float, float]:
        """(x, y, angle) of a tile: px and degrees CCW in [0, 360)."""
        b = self._get(key).body
        return (b.position.x, b.position.y, _art_angle(b.angle))

    def velocity(self, key: Hashable) -> tuple[float, float]:
        """A tile's velocity in px/s."""
        v = self._get(key).body.velocity
        return (v.x, v.y)

    def set_pose(self, key: Hashable, pos: Pos, angle: float) -> None:
        """Teleport a tile (at rest), cancelling any snap or flight."""
        t = self._get(key)
        self._cancel(t)
        self._park(t, pos, _body_angle(angle))

    def is_settled(self, key: Hashable) -> bool:
        """True when the tile is not held, snapping or flying, and has (almost) stopped."""
        t = self._get(key)
        if t.flight is not None or t.snap is not None or self._grabbed == key:
            return False
        b = t.body
        return b.velocity.length < SETTLED_SPEED and abs(b.angular_velocity) < SETTLED_SPIN

    # ------------------------------------------------------------------ the mouse
    def grab(self, key: Hashable, pos: Pos) -> None:
        """Pick up a tile at screen point `pos` (it keeps the offset from its centre)."""
        if self._grabbed is not None:
            self.release()
        t = self._get(key)
        self._cancel(t)
        self.mouse.position = (float(pos[0]), float(pos[1]))
        self.mouse.velocity = (0.0, 0.0)
        b = t.body
        pivot = pymunk.PivotJoint(self.mouse, b, (0, 0), b.world_to_local(pos))
        pivot.max_force = 60000.0
        pivot.max_bias = 4000.0
        pivot.error_bias = (1.0 - 0.35) ** 60
        self.mouse.angle = b.angle
        turn = pymunk.DampedRotarySpring(self.mouse, b, 0.0, 60000.0, 4000.0)
        self._drag = [pivot, turn]
        self.space.add(*self._drag)
        self._grabbed = key

    def drag_to(self, pos: Pos) -> None:
        """Move the held point toward `pos` (the tile follows smoothly on the next steps)."""
        self.mouse.position = (float(pos[0]), float(pos[1]))

    def release(self) -> Optional[Hashable]:
        """Let go; returns the key that was held (None if nothing was)."""
        key = self._grabbed
        if self._drag:
            self.space.remove(*self._drag)
        self._drag = []
        self._grabbed = None
        return key

    @property
    def grabbed(self) -> Optional[Hashable]:
        """The key being dragged, if any."""
        return self._grabbed

    # ------------------------------------------------------------------ moves
    def snap(self, key: Hashable, pos: Pos, angle: float) -> None:
        """Pull a tile into a slot at `pos`, `angle`: quick, a little overshoot, then parked.

        A slightly underdamped spring (position and angle, isotropic damping) acts in the
        body's velocity function; once close and slow the tile is parked exactly.
        """
        t = self._get(key)
        if self._grabbed == key:
            self.release()
        self._cancel(t)
        target = self._nearest_turn(t.body.angle, _body_angle(angle))
        goal = (float(pos[0]), float(pos[1]))
        k, c = SNAP_OMEGA ** 2, 2.0 * SNAP_ZETA * SNAP_OMEGA

        def spring(body: pymunk.Body, gravity: object, damping: float, dt: float) -> None:
            ex, ey = body.position.x - goal[0], body.position.y - goal[1]
            vx, vy = body.velocity
            body.velocity = (vx - (k * ex + c * vx) * dt, vy - (k * ey + c * vy) * dt)
            w = body.angular_velocity
            body.angular_velocity = w - (k * (body.angle - target) + c * w) * dt

        t.body.velocity_func = spring
        t.snap = _Snap(goal, target)

    def fly(self, key: Hashable, pos: Pos, angle: float, duration: float) -> None:
        """Move a tile to `pos`, `angle` along an eased path arriving after `duration` s."""
        t = self._get(key)
        if self._grabbed == key:
            self.release()
        self._cancel(t)
        b = t.body
        end_angle = self._nearest_turn(b.angle, _body_angle(angle))
        start = (b.position.x, b.position.y)
        end = (float(pos[0]), float(pos[1]))
        if duration <= 0:
            self._park(t, end, end_angle)
            return
        t.flight = _Flight(start, b.angle, end, end_angle, float(duration))

    def set_walls(self, rect: Optional[tuple[float, float, float, float]]) -> None:
        """Fence the colliding tiles inside `rect` (x, y, w, h px); None takes the fence away."""
        if self._walls:
            self.space.remove(*self._walls)
        self._walls = []
        if rect is None:
            return
        x, y, w, h = (float(v) for v in rect)
        corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            wall = pymunk.Segment(self.space.static_body, a, b, 4.0)
            wall.elasticity = 0.5
            wall.friction = 0.4
            wall.filter = pymunk.ShapeFilter(categories=COLLIDE, mask=COLLIDE)
            self._walls.append(wall)
        self.space.add(*self._walls)

    def shuffle_kick(
        self, keys: Iterable[Hashable], rng: random.Random, strength: float = 1.0
    ) -> None:
        """Swirl face-down tiles around their common centre so they knock into each other."""
        bodies = [self._get(k) for k in keys]
        if not bodies:
            return
        cx = sum(t.body.position.x for t in bodies) / len(bodies)
        cy = sum(t.body.position.y for t in bodies) / len(bodies)
        spin = rng.choice((-1.0, 1.0))
        for t in bodies:
            self._cancel(t)
            b = t.body
            rx, ry = b.position.x - cx, b.position.y - cy
            r = math.hypot(rx, ry) or 1.0
            tangential = (-ry / r * spin, rx / r * spin)
            speed = rng.uniform(150.0, 420.0) * strength
            jitter = rng.uniform(-math.pi, math.pi)
            vx = tangential[0] * speed + math.cos(jitter) * speed * 0.5 - rx / r * speed * 0.2
            vy = tangential[1] * speed + math.sin(jitter) * speed * 0.5 - ry / r * speed * 0.2
            b.apply_impulse_at_world_point((vx * b.mass, vy * b.mass), b.position)
            b.angular_velocity += rng.uniform(-6.0, 6.0) * strength

    # ------------------------------------------------------------------ time
    def step(self, dt: float) -> int:
        """Advance by `dt` seconds in fixed 1/60 s steps; returns how many steps ran."""
        self._acc = min(self._acc + max(0.0, dt), MAX_STEPS * STEP)
        n = 0
        while self._acc >= STEP - 1e-9:
            self._acc -= STEP
            self._fixed_step()
            n += 1
        return n

    def _fixed_step(self) -> None:
        self.space.step(STEP)
        self.steps_taken += 1
        for t in self._tiles.values():
            if t.flight is not None:
                self._fly_step(t)
            elif t.snap is not None:
                self._snap_step(t)

    def _fly_step(self, t: _TileBody) -> None:
        """Put a flying tile where its path is after this step (its velocity matches the path,
        so what it bumps into during the next step is knocked the right way)."""
        f = t.flight
        assert f is not None
        f.elapsed += STEP
        if f.elapsed >= f.duration - 1e-9:
            t.flight = None
            self._park(t, f.end, f.end_angle)
            return
        u = f.elapsed / f.duration
        k = _ease_out(u)
        slope = _ease_out_slope(u) / f.duration
        b = t.body
        b.position = (f.start[0] + (f.end[0] - f.start[0]) * k,
                      f.start[1] + (f.end[1] - f.start[1]) * k)
        b.angle = f.start_angle + (f.end_angle - f.start_angle) * k
        b.velocity = ((f.end[0] - f.start[0]) * slope, (f.end[1] - f.start[1]) * slope)
        b.angular_velocity = (f.end_angle - f.start_angle) * slope
        self.space.reindex_shapes_for_body(b)

    def _snap_step(self, t: _TileBody) -> None:
        s = t.snap
        assert s is not None
        s.steps += 1
        b = t.body
        err = math.hypot(b.position.x - s.pos[0], b.position.y - s.pos[1])
        aerr = abs(math.degrees(b.angle - s.angle))
        slow = b.velocity.length < 20.0 and abs(b.angular_velocity) < 0.3
        if (err < SNAP_POS and aerr < SNAP_ANGLE and slow) or s.steps >= SNAP_LIMIT:
            self._cancel(t)
            self._park(t, s.pos, s.angle)

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _nearest_turn(current: float, target: float) -> float:
        """`target` plus whole turns, as close as possible to `current` (no long spins)."""
        return target + round((current - target) / math.tau) * math.tau

    def _park(self, t: _TileBody, pos: Pos, angle: float) -> None:
        b = t.body
        b.position = (float(pos[0]), float(pos[1]))
        b.angle = angle
        b.velocity = (0.0, 0.0)
        b.angular_velocity = 0.0
        self.space.reindex_shapes_for_body(b)

    def _cancel(self, t: _TileBody) -> None:
        t.flight = None
        if t.snap is not None:
            t.body.velocity_func = pymunk.Body.update_velocity
            t.snap = None
