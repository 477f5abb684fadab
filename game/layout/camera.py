"""The table camera: world units (barnyard.py) to screen pixels, with framing, zoom and pan.

Pure Python, rects are (x, y, w, h) tuples, so it runs headless. The camera looks at the world
point `centre`, which it shows at the centre of its view rect, at `scale` pixels per world unit.
`frame` aims it at the barnyard on the table region (see framing.py): the whole tree as large
as the region allows (no larger than its `max_scale`) when it fits at a readable size, else
where play is. `fit` aims it at plain bounds (the replay). The
view eases toward its target with a critically damped spring (about 95% of the way in SETTLE
seconds), never jumps, and holds still while `hold` is set (the player drags a tile). A manual
zoom or pan suspends the aiming until `reset` (the Home key).
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from game.layout.framing import Framing, framing
from game.layout.geometry import Point, Polygon
from game.layout.table_region import TableRegion

Rect = tuple[float, float, float, float]
Bounds = tuple[float, float, float, float]
# what a framing is asked for: the region, the tiles, the focus, the outlines, and reach
Asked = tuple[TableRegion, tuple[Polygon, ...], tuple[Point, ...], tuple[Polygon, ...], bool]

SETTLE = 0.35  # seconds to get ~95% of the way to the target
OMEGA = 4.74 / SETTLE  # critically damped: (1 + wt) e^-wt = 0.05 at t = SETTLE
ARRIVED = 6.64  # (1 + x) e^-x = 0.01: a glide is 99% of the way at x = omega * seconds
QUICKEST = 0.12  # seconds: no glide gets ~95% of the way faster than this
MIN_SCALE = 3.0
MAX_SCALE = 72.0


def _spring(x: float, v: float, target: float, dt: float, omega: float = OMEGA
            ) -> tuple[float, float]:
    """One exact step of a critically damped spring toward `target` (stable for any dt)."""
    e = x - target
    decay = math.exp(-omega * dt)
    k = v + omega * e
    e_new = (e + k * dt) * decay
    v_new = (v - omega * k * dt) * decay
    return target + e_new, v_new


class Camera:
    """Maps world points to screen pixels inside `view` (the area above the player's hand)."""

    def __init__(
        self, view: Rect, min_scale: float = MIN_SCALE, max_scale: float = MAX_SCALE
    ) -> None:
        self.view: Rect = tuple(float(v) for v in view)  # type: ignore[assignment]
        self.min_scale = min_scale
        self.max_scale = max_scale
        self.centre: tuple[float, float] = (0.0, 0.0)
        self.scale: float = min(max_scale, max(min_scale, 32.0))
        self.target_centre = self.centre
        self.target_scale = self.scale
        self.auto = True
        self.hold = False  # the player is dragging: the view stays where it is
        self.whole = True  # the last framing shows the whole barnyard
        self._framing: Optional[Asked] = None
        self._bounds: Optional[Bounds] = None
        self._margin = 24.0
        self._vel = [0.0, 0.0, 0.0]  # centre x, centre y, log scale
        self._omega = OMEGA  # the springs' rate: SETTLE, or a slower glide (`show`)

    # ------------------------------------------------------------------ mapping
    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """The pixel showing world point (x, y)."""
        vx, vy, vw, vh = self.view
        s = self.scale
        return (vx + vw / 2 + (x - self.centre[0]) * s, vy + vh / 2 + (y - self.centre[1]) * s)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        """The world point under pixel (sx, sy)."""
        vx, vy, vw, vh = self.view
        s = self.scale
        return (self.centre[0] + (sx - vx - vw / 2) / s, self.centre[1] + (sy - vy - vh / 2) / s)

    def visible(self) -> Bounds:
        """(minx, miny, maxx, maxy) of the world shown in the view rect now."""
        vx, vy, vw, vh = self.view
        x0, y0 = self.to_world(vx, vy)
        x1, y1 = self.to_world(vx + vw, vy + vh)
        return (x0, y0, x1, y1)

    # ------------------------------------------------------------------ control
    def fit(self, bounds: Bounds, margin: float = 24.0) -> None:
        """Aim at `bounds` (world) with `margin` pixels spare on every side of the view.

        Remembered for `reset`; ignored (until `reset`) after a manual zoom or pan.
        """
        self._bounds = tuple(float(b) for b in bounds)  # type: ignore[assignment]
        if self._framing is not None:
            self._vel = [0.0, 0.0, 0.0]
        self._framing = None
        self._omega = OMEGA
        self._margin = float(margin)
        if self.auto:
            self.target_centre, self.target_scale = self._fitted()

    def frame(self, region: TableRegion, tiles: Sequence[Polygon],
              focus: Sequence[Point] = (), outlines: Sequence[Polygon] = (),
              reach: bool = False) -> Framing:
        """Aim at the barnyard: `tiles` (world polygons) on `region`, never below its smallest
        readable scale nor above its largest (nor the camera's). When the whole tree fits, all
        of it, inside the region, as large as it goes and centred; else the `focus` points
        (the open ends, the pending foot, the newest tiles). `outlines` (the places a waiting
        double's spokes or toes go) are framed with the tiles but are not the tree, whose
        side of the middle the view keeps while it follows play; with `reach`, they are found
        room for round the panels' corners where no framing near the middle shows them.

        Remembered for `reset`; the target is set only while aiming is on (no manual zoom or
        pan). Returns the framing chosen.
        """
        if self._framing is None:
            self._vel = [0.0, 0.0, 0.0]
        self._omega = OMEGA
        self._framing = (region, tuple(tiles), tuple(focus), tuple(outlines), reach)
        self._bounds = None
        chosen = self._framed()
        if self.auto:
            self.target_centre, self.target_scale = self._centre_for(chosen), chosen.scale
            self.whole = chosen.whole
        return chosen

    def framing_for(self, region: TableRegion, tiles: Sequence[Polygon],
                    focus: Sequence[Point] = (), outlines: Sequence[Polygon] = (),
                    reach: bool = False) -> Framing:
        """The framing `frame` would choose now for these, nothing changed."""
        return self._framed((region, tuple(tiles), tuple(focus), tuple(outlines), reach))

    @property
    def aimed(self) -> Framing:
        """Where the camera aims now (its target), as a framing."""
        vx, vy, vw, vh = self.view
        s = self.target_scale
        return Framing((vx + vw / 2 - self.target_centre[0] * s,
                        vy + vh / 2 - self.target_centre[1] * s), s, self.whole)

    def show(self, chosen: Framing, settle: float = SETTLE) -> None:
        """Glide to a framing worked out elsewhere (a part of a tour of the finished tree),
        about 95% of the way in `settle` seconds; the last `frame` stays the one `reset` goes
        back to. Only while aiming is on (no manual zoom or pan)."""
        if self.auto:
            self._omega = OMEGA * SETTLE / settle
            self.target_centre, self.target_scale = self._centre_for(chosen), chosen.scale
            self.whole = chosen.whole

    def arrive_within(self, seconds: float) -> None:
        """The glide under way gets (all but 1%) to its target within `seconds`, where the
        springs' rate would take longer (never quicker than QUICKEST): the view arrives as a
        tile flying in lands, with the places it opens, not after."""
        quickest = OMEGA * SETTLE / QUICKEST
        self._omega = max(self._omega, min(quickest, ARRIVED / max(seconds, 1e-9)))

    def _framed(self, asked: Optional[Asked] = None) -> Framing:
        """The framing for what is `asked` (by default, the last `frame`) from the target now."""
        found = asked or self._framing
        assert found is not None
        region, tiles, focus, outlines, reach = found
        most = min(self.max_scale, region.max_scale)
        return framing(region, tiles, focus, most, (self.aimed.offset, self.target_scale),
                       outlines, reach)

    def _centre_for(self, chosen: Framing) -> tuple[float, float]:
        """The world point to show at the view's centre for a framing's offset and scale."""
        vx, vy, vw, vh = self.view
        ox, oy = chosen.offset
        return ((vx + vw / 2 - ox) / chosen.scale, (vy + vh / 2 - oy) / chosen.scale)

    def _fitted(self) -> tuple[tuple[float, float], float]:
        if self._framing is not None:
            chosen = self._framed()
            self.whole = chosen.whole
            return self._centre_for(chosen), chosen.scale
        if self._bounds is None:
            return self.target_centre, self.target_scale
        x0, y0, x1, y1 = self._bounds
        _, _, vw, vh = self.view
        room_w = max(1.0, vw - 2 * self._margin)
        room_h = max(1.0, vh - 2 * self._margin)
        w, h = max(x1 - x0, 1e-6), max(y1 - y0, 1e-6)
        scale = min(room_w / w, room_h / h)
        scale = min(self.max_scale, max(self.min_scale, scale))
        return ((x0 + x1) / 2, (y0 + y1) / 2), scale

    def snap(self) -> None:
        """Jump to the target at once (first frame, tests)."""
        self.centre = self.target_centre
        self.scale = self.target_scale
        self._vel = [0.0, 0.0, 0.0]

    def update(self, dt: float) -> None:
        """Ease toward the target (critically damped); call once a frame. Holds still while
        `hold` is set.

        While framing, the springs move the screen point showing the world origin and the
        scale, so every tile glides along a straight line on screen: a tile inside the table
        region before and after a glide stays inside it all the way (the clear part of the
        table is a rectangle). Within half a pixel of the target and moving less than that a
        frame, the view comes to rest on it exactly (a spring only ever nears it)."""
        if dt <= 0 or self.hold:
            return
        aim = self.to_screen(*self.target_centre)
        self._ease(dt)
        if self.settled and math.dist(aim, self.to_screen(*self.target_centre)) < 0.5:
            self.snap()  # arrived and slow: at rest, so the table's still picture stays still

    def _ease(self, dt: float) -> None:
        """One step of the springs toward the target."""
        if self._framing is not None:
            vx0, vy0, vw, vh = self.view
            mx, my = vx0 + vw / 2, vy0 + vh / 2
            s, ts = self.scale, self.target_scale
            w = self._omega
            ox, vx = _spring(mx - self.centre[0] * s, self._vel[0],
                             mx - self.target_centre[0] * ts, dt, w)
            oy, vy = _spring(my - self.centre[1] * s, self._vel[1],
                             my - self.target_centre[1] * ts, dt, w)
            scale, vs = _spring(s, self._vel[2], ts, dt, w)
            self.scale = scale
            self.centre = ((mx - ox) / scale, (my - oy) / scale)
            self._vel = [vx, vy, vs]
            return
        cx, vx = _spring(self.centre[0], self._vel[0], self.target_centre[0], dt)
        cy, vy = _spring(self.centre[1], self._vel[1], self.target_centre[1], dt)
        ls, vs = _spring(math.log(self.scale), self._vel[2], math.log(self.target_scale), dt)
        self.centre = (cx, cy)
        self.scale = math.exp(ls)
        self._vel = [vx, vy, vs]

    @property
    def settled(self) -> bool:
        """True when the view is (within a hair) at its target."""
        return (
            abs(self.centre[0] - self.target_centre[0]) * self.scale < 0.5
            and abs(self.centre[1] - self.target_centre[1]) * self.scale < 0.5
            and abs(self.scale / self.target_scale - 1.0) < 1e-3
        )

    def zoom_at(self, screen_pos: tuple[float, float], factor: float) -> None:
        """Zoom by `factor` (>1 in) keeping the world point under `screen_pos` fixed.

        Instant, and suspends auto-fit until `reset`.
        """
        if factor <= 0:
            raise ValueError(f"zoom factor must be positive, not {factor}")
        wx, wy = self.to_world(*screen_pos)
        self.scale = min(self.max_scale, max(self.min_scale, self.scale * factor))
        vx, vy, vw, vh = self.view
        s = self.scale
        self.centre = (wx - (screen_pos[0] - vx - vw / 2) / s, wy - (screen_pos[1] - vy - vh / 2) / s)
        self._manual()

    def pan(self, dx: float, dy: float) -> None:
        """Move the table by (dx, dy) pixels (right-drag); suspends auto-fit until `reset`."""
        s = self.scale
        self.centre = (self.centre[0] - dx / s, self.centre[1] - dy / s)
        self._manual()

    def _manual(self) -> None:
        self.auto = False
        self.target_centre = self.centre
        self.target_scale = self.scale
        self._vel = [0.0, 0.0, 0.0]

    def reset(self) -> None:
        """Back to aiming (Home): ease toward the last framing (or bounds given to `fit`)."""
        self.auto = True
        self._omega = OMEGA
        self.target_centre, self.target_scale = self._fitted()

    def set_view(self, view: Rect, region: Optional[TableRegion] = None) -> None:
        """The view rect changed (window resize): keep the centre, aim again if aiming (on the
        new `region`, when framing)."""
        self.view = tuple(float(v) for v in view)  # type: ignore[assignment]
        if region is not None and self._framing is not None:
            _, tiles, focus, outlines, reach = self._framing
            self.frame(region, tiles, focus, outlines, reach)
        elif self.auto:
            self.target_centre, self.target_scale = self._fitted()
