"""Where every tile of the barnyard lies on the table: the layout geometry. Pure Python.

World units: a tile is 2 long and 1 wide; x grows right, y grows DOWN (as on screen). Angles
are degrees counter-clockwise as `pygame.transform.rotate` turns them; tile art at angle 0 lies
horizontally with its HIGH half on the left. Lines run in one of eight headings (multiples of
45 degrees); heading h points along (cos h, -sin h).

The layout is incremental and deterministic: `BarnyardLayout.add` places a tile once, from the
tiles already down, and never moves it again. The starting double stands upright at the origin;
spokes fan out from it (cross: N, E, S, W; double foot: three on each long side), lines grow
outward, every double lies crosswise with its three toes fanned from its far side.

A line's next tile goes straight on, or bends 45 or 90 degrees (rarely 135), whichever free
spot costs least. Its inner end meets the parent's open end squarely: flush straight on, a
domino corner at 90 degrees (the new tile's end against the side of the parent's end), a hinge
at 45 (the inside corners meet; `joint_gap` measures this). Turning costs a little, bending
against the line's last bend within two tiles (a zig-zag) more, bending the same way again
less (a line along an edge curls like a snake); so do leaving the line's wedge (each spoke owns
a wedge of the table, each toe a third of its foot's), heading back toward the centre,
stretching the barnyard past a 16:9 room that grows with the tile count, crowding other tiles,
blocking the room ahead of another open end, and a spot with no way on (for a double: no room
for its toes). Spare joints (shifted half a tile, a tee, a hinge on the outer corner) come
next; if no spot meeting the parent is free, the tile goes to the nearest free spot
(`Placement.detached`; about 0.4% of tiles in random 8-seat double-12 rounds). A spatial hash
keeps `add` and `preview` well under a millisecond.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional, Sequence

from game.render.geometry import (
    DIRS,
    EPS,
    JOINT,
    TOUCH,
    Box,
    Placement,
    Point,
    Polygon,
    boxes_overlap,
    distance_to_polygon,
    inner_half_nearer,
    joint_gap,
    polygons_overlap,
    rot,
    tile_angle,
    tile_box,
    to_world,
)
from game.render.joints import (
    BACK_TURNS,
    SPARE,
    TURNS,
    every_joint,
    every_toe_spot,
    ring_offsets,
    spare_spots,
    turn_offset,
)
from game.render.tile_grid import CELL, TileGrid
from game.rules.actions import Play
from game.rules.barnyard import ARM, DOUBLE, SPOKE, START, TOE, PlacedTile
from game.rules.tiles import Tile

__all__ = [
    "ASPECT", "BACK", "CELL", "CLAIM", "DEAD_END", "DENSITY", "EPS", "GROWTH", "JOINT", "LEAN",
    "MIN_ROOM", "SECTOR", "SIDE", "SNAKE", "SPARE", "TOES", "TOUCH", "ZIGZAG",
    "BarnyardLayout", "Placement", "Point", "Polygon", "boxes_overlap", "distance_to_polygon",
    "joint_gap", "placed_for", "polygons_overlap", "tile_angle",
]

TOES = 3
ASPECT = 16 / 9  # the shape of the view the barnyard should fill
GROWTH = 2.0  # cost per world unit the barnyard's limiting extent grows beyond its room
DEAD_END = 5.0  # cost of a spot with no way on (less with one or two)
SIDE = 0.5  # cost of lying flush against another tile's long side
CLAIM = 2.0  # cost of laying a tile across the room ahead of another open end
BACK = 2.5  # extra cost of heading back toward the centre
LEAN = 0.15  # cost of heading across (x1) or back toward (x2) the centre
SECTOR = 1.0  # cost per world unit of arc a tile strays outside its line's wedge
MIN_ROOM = 16.0  # height (world units) the barnyard may fill before growing costs anything
ZIGZAG = 2.5  # extra cost of bending against the line's last bend within two tiles
SNAKE = 0.25  # discount for bending the same way as the line last bent
DENSITY = 0.2  # share of the barnyard's bounding box the tiles may cover before it must grow


@dataclass(frozen=True, slots=True)
class _End:
    """Where a tile's open end is: the point the next tile touches and the line's heading.

    `bend` is the way the line last bent (+1 left, -1 right, 0 never) and `since` how many
    tiles ago, so the next tile can keep bending the same way rather than zig-zag.
    """

    x: float
    y: float
    heading: int
    bend: int = 0
    since: int = 99


class BarnyardLayout:
    """Incremental, deterministic placement of the barnyard's tiles.

    Create it with the opening's spoke count (4 cross, 6 double foot) and the width/height of
    the view it should fill (keep it for the whole round), then `add` every PlacedTile in
    play order. A placement never changes once made.
    """

    def __init__(self, spokes: int = 4, aspect: float = ASPECT) -> None:
        if spokes not in (4, 6):
            raise ValueError(f"spokes must be 4 (cross) or 6 (double foot), not {spokes}")
        if not 0.25 <= aspect <= 4.0:
            raise ValueError(f"aspect must be between 0.25 and 4 (width / height), not {aspect}")
        self.spokes = spokes
        self.aspect = aspect
        self.placements: dict[Tile, Placement] = {}
        self._ends: dict[Tile, _End] = {}
        self._tiles = TileGrid()
        self._previews: dict[PlacedTile, tuple[Placement, Box, Optional[_End]]] = {}
        self._start: Optional[Tile] = None
        self._sectors: dict[Tile, tuple[float, float]] = {}
        self._bounds = (0.0, 0.0, 0.0, 0.0)

    @classmethod
    def of(
        cls, barnyard: Iterable[PlacedTile], spokes: int = 4, aspect: float = ASPECT
    ) -> "BarnyardLayout":
        """A layout with every tile of `barnyard` added in order."""
        lay = cls(spokes, aspect)
        for placed in barnyard:
            lay.add(placed)
        return lay

    def __len__(self) -> int:
        return len(self.placements)

    def __contains__(self, tile: object) -> bool:
        return tile in self.placements

    # ------------------------------------------------------------------ public
    def add(self, placed: PlacedTile) -> Placement:
        """Place `placed` (once: adding a tile already down returns its placement)."""
        known = self.placements.get(placed.tile)
        if known is not None:
            return known
        computed = self._previews.get(placed)
        place, box, end = computed if computed is not None else self._compute(placed)
        self._previews.clear()
        tile = placed.tile
        self.placements[tile] = place
        if end is not None:
            self._ends[tile] = end
        if placed.role == START:
            self._start = tile
        self._sectors[tile] = self._sector_of(placed, place)
        self._tiles.insert(tile, box)
        if placed.on is not None:
            self._tiles.release(placed.on)
        if end is not None and not place.is_double:
            self._tiles.claim(tile, end.x, end.y, end.heading)
        x0, y0, x1, y1 = box.aabb()
        if len(self.placements) == 1:
            self._bounds = (x0, y0, x1, y1)
        else:
            b = self._bounds
            self._bounds = (min(b[0], x0), min(b[1], y0), max(b[2], x1), max(b[3], y1))
        return place

    def preview(self, placed: PlacedTile) -> Placement:
        """Where `placed` would go if added now, without adding it."""
        known = self.placements.get(placed.tile)
        if known is not None:
            return known
        computed = self._previews.get(placed)
        if computed is None:
            computed = self._previews[placed] = self._compute(placed)
        return computed[0]

    def bounds(self) -> tuple[float, float, float, float]:
        """(minx, miny, maxx, maxy) of every tile placed; all zeros while empty."""
        return self._bounds

    def overlaps(self, polygon: Sequence[Point], eps: float = EPS) -> list[Tile]:
        """Tiles whose outline overlaps `polygon` (slow, exact: for tests and tools)."""
        return [t for t, p in self.placements.items() if polygons_overlap(p.polygon, polygon, eps)]

    # ------------------------------------------------------------------ placing
    def _compute(self, placed: PlacedTile) -> tuple[Placement, Box, Optional[_End]]:
        tile = placed.tile
        role = placed.role
        if role == START or placed.on is None or self._start is None:
            return self._make(placed, 0.0, 0.0, 0, True, False)
        if role == SPOKE:
            options = self._spoke_options(placed.slot)
        elif role == TOE:
            options = self._toe_options(placed.on, placed.slot)
        else:
            options = self._line_options(placed.on, tile.is_double)
        is_double = tile.is_double and role != SPOKE and role != TOE
        best: Optional[tuple[float, float, float, int]] = None
        fixed = role == SPOKE or role == TOE
        sector = self._wedge(placed)
        best = self._cheapest(placed, options, best, fixed, is_double, sector)
        if not fixed and (best is None or best[0] > SPARE):  # spare joints cost SPARE or more
            spares = self._line_options(placed.on, tile.is_double, spare=True)
            best = self._cheapest(placed, spares, best, fixed, is_double, sector)
        if not fixed and (best is None or best[0] >= DEAD_END):
            best = self._roomier_joint(placed, best, is_double, sector)
        if best is not None:
            return self._make(placed, best[1], best[2], best[3], is_double, False)
        return self._fallback(placed, is_double)

    def _cheapest(
        self,
        placed: PlacedTile,
        options: list[tuple[float, float, float, int]],
        best: Optional[tuple[float, float, float, int]],
        fixed: bool,
        is_double: bool,
        sector: tuple[float, float],
    ) -> Optional[tuple[float, float, float, int]]:
        """The free spot among `options` (cost, inner end x, y, heading) that costs least."""
        half = 0.5 if is_double else 1.0
        ranked = []
        for cost, ax, ay, h in options:
            dx, dy = DIRS[h]
            cx, cy = ax + half * dx, ay + half * dy
            if not (fixed and cost == 0.0):
                cost += (self._growth(cx + half * dx, cy + half * dy) + self._lean(cx, cy, h)
                         + SECTOR * self._off_sector(cx, cy, sector))
            ranked.append((cost, cx, cy, h))
        ranked.sort(key=lambda c: c[0])
        for cost, cx, cy, h in ranked:
            if best is not None and cost >= best[0]:
                break  # the rest cost more before even looking ahead
            box = tile_box(cx, cy, h, is_double)
            if self._tiles.collides(box):
                continue
            if fixed and cost == 0.0:  # a spoke's or toe's own fanned spot: always taken
                return (cost, cx, cy, h)
            total = (cost + self._crowding(cx, cy, h, is_double)
                     + CLAIM * self._tiles.claims_hit(box, placed.on))
            if best is None or total < best[0]:
                total += self._dead_end(box, cx, cy, h, is_double)
                if best is None or total < best[0] - 1e-9:
                    best = (total, cx, cy, h)
        return best

    def _roomier_joint(
        self, placed: PlacedTile, best: Optional[tuple[float, float, float, int]],
        is_double: bool, sector: tuple[float, float],
    ) -> Optional[tuple[float, float, float, int]]:
        """A cramped spot (no way on, or no room for a toe): every other joint, costed alike."""
        end = self._ends.get(placed.on) if placed.on is not None else None
        if end is None:
            return best
        options = []
        for turn, ox, oy in every_joint(is_double):
            ax, ay = to_world(ox, oy, end.heading, end.x, end.y)
            options.append((SPARE + 0.5 * abs(turn), ax, ay, rot(end.heading, turn)))
        return self._cheapest(placed, options, best, False, is_double, sector)

    def _make(
        self, placed: PlacedTile, cx: float, cy: float, h: int, is_double: bool, detached: bool
    ) -> tuple[Placement, Box, Optional[_End]]:
        box = tile_box(cx, cy, h, is_double)
        angle = tile_angle(placed.tile, placed.outward, h, is_double)
        place = Placement(cx, cy, angle, h * 45, box.corners(), is_double, detached)
        dx, dy = DIRS[h]
        half = 0.5 if is_double else 1.0
        bend, since = 0, 99
        before = self._ends.get(placed.on) if placed.on is not None else None
        if before is not None and not detached and (placed.role == ARM or placed.role == DOUBLE):
            turn = (h - before.heading + 4) % 8 - 4
            if turn:
                bend, since = (1 if turn > 0 else -1), 1
            else:
                bend, since = before.bend, before.since + 1
        end = _End(cx + half * dx, cy + half * dy, h, bend, since)
        return place, box, end

    def _spoke_options(self, slot: int) -> list[tuple[float, float, float, int]]:
        """The spoke's own spot around the starting double (then, if taken, its neighbours)."""
        assert self._start is not None
        s = self.placements[self._start]
        ox, oy = s.x, s.y
        if self.spokes == 4:
            # Upright double: E and W touch its long sides, N and S its ends.
            spots = [(0.5, 0.0, 0), (-0.5, 0.0, 4), (0.0, -1.0, 2), (0.0, 1.0, 6)]
            x, y, h = spots[slot % 4]
            return [(0.0, ox + x, oy + y, h)]
        side = (0, 4)[slot % 2]  # east, west, alternating
        which = (0, 1, -1)[(slot // 2) % 3]  # straight, then the two diagonals
        return [self._fan(ox, oy, 0.5, side, which)]

    def _fan(
        self, ox: float, oy: float, reach: float, h: int, which: int
    ) -> tuple[float, float, float, int]:
        """A fanned spot on the side of a double at (ox, oy) facing heading h."""
        fx, fy = to_world(reach, 0.0, h, ox, oy)
        if which == 0:
            return (0.0, fx, fy, h)
        # which=+1 leans toward the heading's left (screen CCW), -1 toward its right.
        ax, ay = to_world(0.0, -1.0 * which, h, fx, fy)
        return (0.0, ax, ay, rot(h, which))

    def _toe_options(self, double_tile: Tile, slot: int) -> list[tuple[float, float, float, int]]:
        place = self.placements.get(double_tile)
        if place is None:
            return []
        h = place.heading // 45
        return self._toe_spots(place.x, place.y, h, (0, 1, -1)[slot % 3])

    def _toe_spots(
        self, cx: float, cy: float, h: int, which: int
    ) -> list[tuple[float, float, float, int]]:
        """A toe's fanned spot on the far side of a double at (cx, cy) facing h, then others.

        If the fanned spot is taken, a side toe lies parallel to the middle one, or sticks
        out of the double's end; the middle toe may lean either way.
        """
        out = [self._fan(cx, cy, 0.5, h, which)]
        fx, fy = to_world(0.5, 0.0, h, cx, cy)
        if which != 0:
            px, py = to_world(0.0, -1.0 * which, h, fx, fy)
            out.append((0.8, px, py, h))
            ex, ey = to_world(0.0, -1.0 * which, h, cx, cy)
            out.append((1.2, ex, ey, rot(h, 2 * which)))
        else:
            out.append((1.5, fx, fy, rot(h, 1)))
            out.append((1.5, fx, fy, rot(h, -1)))
        return out

    def _line_options(
        self, on: Optional[Tile], is_double: bool, spare: bool = False
    ) -> list[tuple[float, float, float, int]]:
        """A line tile's spots after `on`: the bends, or (`spare`) the spare joints."""
        end = self._ends.get(on) if on is not None else None
        if end is None:
            return []
        out = []
        if spare:
            for turn, cost, ox, oy in spare_spots(is_double):
                ax, ay = to_world(ox, oy, end.heading, end.x, end.y)
                out.append((cost, ax, ay, rot(end.heading, turn)))
            return out
        for turn, cost in TURNS + BACK_TURNS:
            if turn and end.bend:
                if (turn > 0) == (end.bend > 0):
                    cost -= SNAKE
                elif end.since <= 2:
                    cost += ZIGZAG
                elif end.since <= 4:
                    cost += 0.4 * ZIGZAG
            ox, oy = turn_offset(turn, is_double)
            ax, ay = to_world(ox, oy, end.heading, end.x, end.y)
            out.append((cost, ax, ay, rot(end.heading, turn)))
        return out

    def _growth(self, x: float, y: float) -> float:
        """A cost for stretching the barnyard past a 16:9 room as it reaches point (x, y).

        The room grows with the tile count; inside it, or along an edge that does not limit
        the view, lines run free; past it they curl instead of running off the table.
        """
        a = self.aspect
        room = max(MIN_ROOM, math.sqrt(len(self.placements) * 2.0 / DENSITY / a))
        x0, y0, x1, y1 = self._bounds
        before = max((x1 - x0) / a, y1 - y0, room)
        after = max((max(x1, x) - min(x0, x)) / a, max(y1, y) - min(y0, y))
        return GROWTH * max(0.0, after - before)

    def _norm_angle(self, x: float, y: float) -> float:
        """Polar angle (radians CCW) of a point about the start, squashed to the view's shape."""
        if self._start is not None:
            s = self.placements[self._start]
            x, y = x - s.x, y - s.y
        return math.atan2(-y * self.aspect, x)

    def _sector_of(self, placed: PlacedTile, place: Placement) -> tuple[float, float]:
        """The wedge of a tile just placed (a spoke's follows from where it went)."""
        if placed.role == SPOKE:
            return _spoke_sector(self.spokes, place.heading, self.aspect)
        return self._wedge(placed)

    def _wedge(self, placed: PlacedTile) -> tuple[float, float]:
        """The wedge (lo, hi radians, about the start) this tile's line should grow within.

        Each spoke owns the wedge between its neighbours; arms keep their parent's; a foot
        splits its line's wedge in three for its toes.
        """
        if placed.role == START or placed.on is None:
            return (-math.pi, math.pi)
        lo, hi = self._sectors.get(placed.on, (-math.pi, math.pi))
        if placed.role == TOE:
            which = (0, 1, -1)[placed.slot % 3]
            third = (hi - lo) / 3.0
            k = which + 1  # -1 (clockwise side) -> lowest third
            return (lo + k * third, lo + (k + 1) * third)
        return (lo, hi)

    def _off_sector(self, cx: float, cy: float, sector: tuple[float, float]) -> float:
        """How far (world units of arc) a point lies outside a wedge."""
        lo, hi = sector
        width = hi - lo
        if width >= math.tau - 1e-9:
            return 0.0
        d = (self._norm_angle(cx, cy) - lo) % math.tau
        if d <= width:
            return 0.0
        excess = min(d - width, math.tau - d)
        if self._start is not None:
            s = self.placements[self._start]
            cx, cy = cx - s.x, cy - s.y
        return math.hypot(cx, cy) * excess

    def _dead_end(self, box: Box, cx: float, cy: float, h: int, is_double: bool) -> float:
        """A cost for a spot from which the line could not go on (or a foot not fan out)."""
        dx, dy = DIRS[h]
        if is_double:
            cost = 0.0
            toes: list[Box] = [box]  # the toes go down one after another: none may overlap
            for which in (0, 1, -1):
                for spot_cost, ax, ay, th in self._toe_spots(cx, cy, h, which):
                    tx, ty = DIRS[th]
                    toe = tile_box(ax + tx, ay + ty, th, False)
                    if (not any(boxes_overlap(toe, b) for b in toes)
                            and not self._tiles.collides(toe)):
                        cost += spot_cost
                        toes.append(toe)
                        break
                else:
                    cost += DEAD_END
            return cost
        free = 0
        ex, ey = cx + dx, cy + dy
        for turn, _ in TURNS:
            ox, oy = turn_offset(turn, False)
            ax, ay = to_world(ox, oy, h, ex, ey)
            nh = rot(h, turn)
            nx, ny = DIRS[nh]
            nxt = tile_box(ax + nx, ay + ny, nh, False)
            if not boxes_overlap(nxt, box) and not self._tiles.collides(nxt):
                free += 1
                if free >= 3:
                    return 0.0
        return (DEAD_END, 0.4 * DEAD_END, 0.1 * DEAD_END)[free]

    def _crowding(self, cx: float, cy: float, h: int, is_double: bool) -> float:
        """A cost for what is ahead of a candidate: taken room there makes lines cramp."""
        dx, dy = DIRS[h]
        cost = 0.0
        start = 0.5 if is_double else 1.0
        for step, weight in ((2.0, 1.2), (4.0, 0.6)):
            probe = Box(cx + (start + step - 1.0) * dx, cy + (start + step - 1.0) * dy,
                         dx, dy, 1.0, 0.5 if not is_double else 1.0)
            if self._tiles.collides(probe):
                cost += weight
        if SIDE and not is_double:  # a tile flush against another line leaves no room to turn
            for side in (-1.0, 1.0):
                probe = Box(cx - dy * side, cy + dx * side, dx, dy, 0.8, 0.3)
                if self._tiles.collides(probe):
                    cost += SIDE
        return cost

    def _lean(self, cx: float, cy: float, h: int) -> float:
        """A small cost for heading across the centre's rays, a large one for heading back."""
        if self._start is None:
            return 0.0
        s = self.placements[self._start]
        rx, ry = cx - s.x, cy - s.y
        r = math.hypot(rx, ry)
        if r < 1e-9:
            return 0.0
        dx, dy = DIRS[h]
        cos = (rx * dx + ry * dy) / r
        return LEAN * (1.0 - cos) + BACK * max(0.0, -cos - 0.3)

    def _attach_point(self, placed: PlacedTile) -> tuple[float, float, int]:
        """The point a tile should touch (its parent's open side) and the heading there."""
        parent_tile = placed.on
        parent = self.placements.get(parent_tile) if parent_tile is not None else None
        if parent is None or parent_tile is None:
            return (0.0, 0.0, 0)
        if placed.role == SPOKE:
            return (parent.x, parent.y, 0)
        h = parent.heading // 45
        if placed.role == TOE:
            fx, fy = to_world(0.5, 0.0, h, parent.x, parent.y)
            return (fx, fy, h)
        end = self._ends.get(parent_tile)
        if end is None:
            return (parent.x, parent.y, h)
        return (end.x, end.y, end.heading)

    def _fallback(
        self, placed: PlacedTile, is_double: bool
    ) -> tuple[Placement, Box, Optional[_End]]:
        """Every spot next to the parent is taken: any other joint, else the nearest free spot."""
        end = self._ends.get(placed.on) if placed.on is not None else None
        if end is not None and (placed.role == ARM or placed.role == DOUBLE):
            half = 0.5 if is_double else 1.0
            for turn, ox, oy in every_joint(is_double):
                h = rot(end.heading, turn)
                dx, dy = DIRS[h]
                ax, ay = to_world(ox, oy, end.heading, end.x, end.y)
                cx, cy = ax + half * dx, ay + half * dy
                if not self._tiles.collides(tile_box(cx, cy, h, is_double)):
                    return self._make(placed, cx, cy, h, is_double, False)
        parent = self.placements.get(placed.on) if placed.on is not None else None
        if parent is not None and placed.role == TOE:
            ph = parent.heading // 45
            for turn, ox, oy in every_toe_spot():
                h = rot(ph, turn)
                dx, dy = DIRS[h]
                ax, ay = to_world(ox, oy, ph, parent.x, parent.y)
                box = tile_box(ax + dx, ay + dy, h, False)
                if not self._tiles.collides(box):
                    made = self._make(placed, ax + dx, ay + dy, h, False, False)
                    if self._touches(placed, made[0]):
                        return made
        px, py, ph = self._attach_point(placed)
        headings = [ph] + [rot(ph, t) for t in (1, -1, 2, -2, 3, -3, 4)]
        half = 0.5 if is_double else 1.0
        for ox, oy in ring_offsets():
            ax, ay = px + ox, py + oy
            if self._tiles.occupied(ax, ay):
                continue
            for h in headings:
                dx, dy = DIRS[h]
                cx, cy = ax + half * dx, ay + half * dy
                tip = (cx + 0.8 * half * dx, cy + 0.8 * half * dy)
                if self._tiles.occupied(cx, cy) or self._tiles.occupied(*tip):
                    continue
                if not self._tiles.collides(tile_box(cx, cy, h, is_double)):
                    made = self._make(placed, cx, cy, h, is_double, False)
                    if not self._touches(placed, made[0]):
                        made = self._make(placed, cx, cy, h, is_double, True)
                    return made
        return self._make(placed, px, py, ph, is_double, True)

    def _touches(self, placed: PlacedTile, place: Placement) -> bool:
        """True if a tile lies against its parent with the matching half (or, a double, across).

        A line's tile must meet its parent's open end (`joint_gap` below JOINT).
        """
        parent = self.placements.get(placed.on) if placed.on is not None else None
        if parent is None:
            return True
        if placed.role == ARM or placed.role == DOUBLE:
            return joint_gap(parent, place) <= JOINT and inner_half_nearer(parent, place)
        if place.is_double:
            gap = min(min(distance_to_polygon(v, parent.polygon) for v in place.polygon),
                      min(distance_to_polygon(v, place.polygon) for v in parent.polygon))
            return gap < 0.3
        if placed.role == TOE:  # a toe must stand on the double's far side
            fx, fy = DIRS[parent.heading // 45]
            if (place.x - parent.x) * fx + (place.y - parent.y) * fy < 0.0:
                return False
        a = math.radians(place.angle)
        dx, dy = 0.5 * math.cos(a), -0.5 * math.sin(a)
        high = distance_to_polygon((place.x - dx, place.y - dy), parent.polygon)
        low = distance_to_polygon((place.x + dx, place.y + dy), parent.polygon)
        inner, outer = (high, low) if placed.inward == placed.tile.high else (low, high)
        return inner < TOUCH and inner < outer - 0.1


_SPOKE_HEADINGS = {4: (0, 90, 180, 270), 6: (0, 45, 135, 180, 225, 315)}


@lru_cache(maxsize=None)
def _spoke_sector(spokes: int, heading: int, aspect: float) -> tuple[float, float]:
    """A spoke's wedge: halfway to its neighbours, angles squashed to the view's shape."""
    angles = sorted(
        math.atan2(math.sin(math.radians(h)) * aspect, math.cos(math.radians(h))) % math.tau
        for h in _SPOKE_HEADINGS[spokes]
    )
    mine = math.atan2(math.sin(math.radians(heading)) * aspect,
                      math.cos(math.radians(heading))) % math.tau
    i = min(range(len(angles)), key=lambda k: abs(angles[k] - mine))
    prev = angles[i - 1] - (math.tau if i == 0 else 0.0)
    nxt = angles[(i + 1) % len(angles)] + (math.tau if i == len(angles) - 1 else 0.0)
    return ((prev + angles[i]) / 2.0, (angles[i] + nxt) / 2.0)


def placed_for(
    play: Play,
    barnyard: Sequence[PlacedTile],
    hub: Optional[Tile],
    hub_needed: int,
    spokes: int,
) -> PlacedTile:
    """The PlacedTile the engine would append for a legal `play` (mirrors RoundState._play).

    `barnyard`, `hub` and `hub_needed` are the round's (or a PlayerView's) before the play.
    """
    seat, tile, on = play
    if on is None:
        return PlacedTile(tile, None, START, 0, tile.high, seat)
    if hub is not None and on == hub:
        n = hub.high
        out = tile.low if tile.high == n else tile.high
        if barnyard and barnyard[0].tile == on:
            return PlacedTile(tile, on, SPOKE, spokes - hub_needed, out, seat)
        return PlacedTile(tile, on, TOE, TOES - hub_needed, out, seat)
    parent = next((p for p in reversed(barnyard) if p.tile == on), None)
    if parent is None:
        raise ValueError(f"{play}: {on} is not in the barnyard")
    n = parent.outward
    if not tile.has(n):
        raise ValueError(f"{play}: {tile} does not match the open {n} of {on}")
    if tile.is_double:
        return PlacedTile(tile, on, DOUBLE, 0, n, seat)
    return PlacedTile(tile, on, ARM, 0, tile.other(n), seat)
