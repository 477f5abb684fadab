"""Where every tile of the barnyard lies on the table: the layout geometry. Pure Python.

World units: a tile is 2 long and 1 wide; x grows right, y grows DOWN (as on screen); see
geometry.py for headings and angles. The layout is incremental and deterministic:
`BarnyardLayout.add` places a tile from the tiles already down; it moves tiles already down only
to make room at a boxed-in end, and then says which (`moved`) so the table glides them.
The starting double stands upright at the origin; spokes fan out from it (cross: N, E, S, W;
double foot: three on each long side), lines grow outward, every double lies crosswise with its
three toes fanned from its far side (one straight, one 45 degrees to the double's left, one to
its right: slot 0, 1, 2, whatever way the line runs).

A line's next tile goes straight on, or bends 45 or 90 degrees (rarely 135), whichever free
spot costs least. Its inner end meets the parent's open end squarely (`joint_gap` 0). Turning
costs a little, bending against the line's last bend within two tiles (a zig-zag) more, bending
the same way again less (a line along an edge curls like a snake); so do leaving the line's
wedge (each spoke owns a wedge of the view, each toe a third of its foot's; only without an
extent), heading back toward the centre, stretching the barnyard past a room that grows with
its tiles (from half the table's shape: a compact tree shows large) and past the table's shape
(`extent`: the clear part of the table, in world units at the smallest readable tile; past the
extent itself lines bend before the edge), crowding other tiles, taking the room another open
end keeps for a foot, and leaving an open end with no room for a foot.

A spot must be free: no tile within GAP of another except where it meets its parent, a line
tile only where the line can go on, and a double only where its three toes can fan, each with
room for a foot ahead (the toes' spots are chosen with the double: `Laid.toes`). Every open end
keeps room for a foot (a double and its three fanned toes, met straight on or turned): laying a
tile across that room, or leaving a new open end without it, costs. When no free spot meets the
parent, the rules are eased in order (`FITS`: a dead end, then a foot's toes beside their
fanned spots), and before a dead end or touching tiles the end of the line is laid again
(game/layout/relay.py, a counted number of searches: `searches`); a tile laid with toes beside
their spots or touching is `rough` (see `clean`). If nothing meeting the parent is free at
all, the tile goes to the nearest free spot (`Placement.detached`). A spatial hash keeps `add`
and `preview` around a millisecond or less.
"""
from __future__ import annotations

import math
from contextlib import contextmanager
from functools import lru_cache, partial
from operator import itemgetter
from typing import Callable, Iterable, Iterator, Optional, Sequence, TypeVar, cast

from game.layout.geometry import (
    DIRS,
    EPS,
    Box,
    Placement,
    Point,
    boxes_overlap,
    polygons_overlap,
    rot,
    tile_angle,
    tile_box,
    to_world,
)
from game.layout.joints import (
    BACK_TURNS,
    SPARE,
    TURNS,
    every_joint,
    every_toe_spot,
    fan,
    foot_boxes,
    spare_spots,
    toe_spots,
    turn_offset,
)
from game.layout.last_resort import last_resort
from game.layout.relay import relay
from game.layout.spots import APART, CLEAN, CLEAR, FITS, GAP, ROOMY, End, Fit, Laid, Option, Toes
from game.layout.tile_grid import TileGrid
from game.rules.barnyard import ARM, DOUBLE, SPOKE, START, TOE, PlacedTile
from game.rules.tiles import Tile

ASPECT = 16 / 9  # the shape of the view the barnyard should fill, when no extent is given
GROWTH = 2.0  # cost per world unit the barnyard's limiting extent grows beyond its room
DEAD_END = 5.0  # cost of a spot with no way on (less with one or two)
SIDE = 0.5  # cost of lying flush against another tile's long side
CLAIM = 0.5  # cost of laying a tile across the room another open end keeps for a foot
BACK = 2.5  # extra cost of heading back toward the centre
LEAN = 0.15  # cost of heading across (x1) or back toward (x2) the centre
SECTOR = 1.0  # cost per world unit of arc a tile strays outside its line's wedge
MIN_ROOM = 16.0  # height (world units) the barnyard may fill before growing costs anything
EDGE = 15.0  # cost per world unit the barnyard grows past its extent
ROOM_SHARE = 0.5  # of the extent's height the barnyard may fill before growing costs anything
SPREAD_ROOM = 0.8  # and when it is laid again in a wider room, as it is crowded (`_spread`)
ZIGZAG = 2.5  # extra cost of bending against the line's last bend within two tiles
SNAKE = 0.25  # discount for bending the same way as the line last bent
DENSITY = 0.2  # share of the barnyard's bounding box the tiles may cover before it must grow
ROOMLESS = 1.0  # cost of an open end with no room for a foot ahead (a part of it for part)
SPREAD = (1.25, 2.0)  # how much wider a crowded barnyard's room is made, in turn
SPREAD_SEARCHES = 1.5  # searches for a spot a wider room may make a tile, else it is crowded too
FOOT_TURNS = (0, 1, -1)  # the ways (eighths) a foot's double may meet an open end, for its room
WAYS_ON = (DEAD_END, 0.4 * DEAD_END, 0.1 * DEAD_END, 0.0)  # cost of 0 to 3 ways on from an end


_first = itemgetter(0)  # a spot's cost, to sort spots by
Room = tuple[int, tuple[Box, ...]]  # a foot's room at an open end: boxes blocked, the boxes
T = TypeVar("T")


class Crowded(Exception):
    """A tile could be laid only touching another or apart from its parent (see `_spread`)."""


class BarnyardLayout:
    """Incremental, deterministic placement of the barnyard's tiles.

    Create it with the opening's spoke count (4 cross, 6 double foot) and the shape of the
    table: `extent`, the (width, height) in world units of the clear part of the table at the
    smallest readable tile (see TableRegion.extent), or else just its `aspect`. Then `add`
    every PlacedTile in play order. A placement changes only when a later add lays it again
    to make room (that add lists it in `moved`).
    """

    def __init__(self, spokes: int = 4, aspect: float = ASPECT,
                 extent: Optional[tuple[float, float]] = None) -> None:
        if spokes not in (4, 6):
            raise ValueError(f"spokes must be 4 (cross) or 6 (double foot), not {spokes}")
        if extent is not None:
            if extent[0] <= 0 or extent[1] <= 0:
                raise ValueError(f"extent must be a positive width and height, not {extent}")
            aspect = max(0.25, min(4.0, extent[0] / extent[1]))
        if not 0.25 <= aspect <= 4.0:
            raise ValueError(f"aspect must be between 0.25 and 4 (width / height), not {aspect}")
        self.spokes = spokes
        self.aspect = aspect
        self.extent = extent
        # Wedges keep an open table's lines apart; in the table's own shape they crowd a
        # busy line into its wedge while the rest of the table stays empty.
        self._sector_cost = SECTOR if extent is None else 0.0
        self.placements: dict[Tile, Placement] = {}
        self.rough: set[Tile] = set()  # tiles laid with an eased fit (see `clean`)
        self._ends: dict[Tile, End] = {}
        self._feet: dict[Tile, Toes] = {}  # where each double's toes go, chosen with it
        self._placed: dict[Tile, PlacedTile] = {}
        self._kids: dict[Tile, list[Tile]] = {}  # the tiles laid against each tile
        self.moved: dict[Tile, Placement] = {}  # tiles the last add laid again: where they were
        self.searches = 0  # spot searches the last add made (a wider room's too)
        self.grid = TileGrid()  # every tile's box; the helpers lift and lay tiles in it
        self._previews: dict[PlacedTile, Laid] = {}
        self._start: Optional[Tile] = None
        self._sectors: dict[Tile, tuple[float, float]] = {}
        self._bounds = (0.0, 0.0, 0.0, 0.0)
        self._strict = False  # raise Crowded rather than let tiles touch or lie apart
        self.room_share = ROOM_SHARE  # of the extent the tree may fill before growing costs
        # No wider room helped these tiles, laid so: tiles laid on them do not try
        self._unspread: set[PlacedTile] = set()
        # `_foot_room` at open ends (no `own` tile), kept while the grid stays as it was
        self._rooms: dict[tuple[float, float, int, Optional[Tile]], Room] = {}
        self._rooms_at = -1  # grid.changes when `_rooms` was worked out
        # Worked out from the table as it lies (`lying`), kept until the next add changes the
        # claims and the bounds, as laying lines again (relay) tries the same lines in the
        # same spots again: what each search found, and what the helpers worked out
        # (`remembered`: relay's free spots for a tile and a foot, where a branch swung goes,
        # a tile's spot in a wider room: `_spread`)
        self._searched: dict[tuple[object, ...], Optional[Laid]] = {}
        self._remembered: dict[tuple[object, ...], object] = {}

    @classmethod
    def of(
        cls, barnyard: Iterable[PlacedTile], spokes: int = 4, aspect: float = ASPECT,
        extent: Optional[tuple[float, float]] = None,
    ) -> "BarnyardLayout":
        """A layout with every tile of `barnyard` added in order."""
        lay = cls(spokes, aspect, extent)
        for placed in barnyard:
            lay.add(placed)
        return lay

    def copy(self) -> "BarnyardLayout":
        """A layout that starts as this one lies (and with what it has worked out) and changes
        apart from it: an add to the copy lays the tile where an add here would."""
        other = BarnyardLayout.__new__(BarnyardLayout)
        other.__dict__.update(self.__dict__)
        for name in ("placements", "_ends", "_feet", "_placed", "moved", "_previews", "_sectors",
                     "_rooms", "_searched", "_remembered"):
            setattr(other, name, dict(getattr(self, name)))
        other.rough = set(self.rough)
        other._unspread = set(self._unspread)
        other._kids = {tile: list(kids) for tile, kids in self._kids.items()}
        other.grid = self.grid.copy()
        return other

    def __len__(self) -> int:
        return len(self.placements)

    def __contains__(self, tile: object) -> bool:
        return tile in self.placements

    # ------------------------------------------------------------------ public
    def add(self, placed: PlacedTile) -> Placement:
        """Place `placed` (once: adding a tile already down returns its placement).

        A spoke or toe goes to the free slot `placed.slot` names, whatever the order in which
        the slots of its double are filled.
        """
        self.moved = {}
        self.searches = 0
        before = self.grid.changes
        known = self.placements.get(placed.tile)
        if known is not None:
            return known
        laid = self._previews.get(placed)
        if laid is None:
            laid = self._compute(placed)
        self._previews.clear()
        self._searched.clear()
        self._remembered.clear()
        for moved, again in laid.moves:  # the line laid again (no end of theirs is open)
            self.moved[moved] = self.placements[moved]
            self.placements[moved] = again.place
            self.rough.discard(moved)
            if again.rough:
                self.rough.add(moved)
            if again.end is not None:
                self._ends[moved] = again.end
            self.grid.remove(moved)
            self.grid.insert(moved, again.box)
            if again.toes is not None:
                self._feet[moved] = again.toes
            if again.end is not None and not self._kids.get(moved) and not again.place.is_double:
                self.grid.release(moved)  # an open end keeps room where it now lies
                self.grid.claim(moved, self._foot_room(again.end.x, again.end.y,
                                                         again.end.heading,
                                                         self._placed[moved].on, moved)[1])
        if laid.extent is not None:
            self.extent = laid.extent
        tile = placed.tile
        place, box, end = laid.place, laid.box, laid.end
        self.placements[tile] = place
        self._placed[tile] = placed
        if laid.rough:
            self.rough.add(tile)
        if end is not None:
            self._ends[tile] = end
        if laid.toes is not None:
            self._feet[tile] = laid.toes
        if placed.role == START:
            self._start = tile
        self._sectors[tile] = self._sector_of(placed, place)
        self.grid.insert(tile, box)
        if placed.on is not None:
            self.grid.release(placed.on)
            self._kids.setdefault(placed.on, []).append(tile)
        if end is not None and not place.is_double:
            fresh = not laid.moves and self._rooms_at == before
            self.grid.claim(tile, self._end_room(placed, end, box, fresh))
        boxes = [b.aabb() for b in self.grid.boxes.values()] if laid.moves else [box.aabb()]
        if len(self.placements) > 1 and not laid.moves:
            boxes.append(self._bounds)
        self._bounds = (min(b[0] for b in boxes), min(b[1] for b in boxes),
                        max(b[2] for b in boxes), max(b[3] for b in boxes))
        return place

    def preview(self, placed: PlacedTile) -> Placement:
        """Where `placed` would go if added now, without adding it (for each free slot of a
        double, give `placed` that slot)."""
        known = self.placements.get(placed.tile)
        if known is not None:
            return known
        laid = self._previews.get(placed)
        if laid is None:
            laid = self._previews[placed] = self._compute(placed)
        return laid.place

    @property
    def clean(self) -> bool:
        """True while every tile keeps GAP from all but its parent and every foot's toes are
        fanned (no tile was laid with an eased fit)."""
        return not self.rough

    def bounds(self) -> tuple[float, float, float, float]:
        """(minx, miny, maxx, maxy) of every tile placed; all zeros while empty."""
        return self._bounds

    def end_point(self, tile: Tile) -> Optional[Point]:
        """Where the line goes on from a placed tile (the middle of its open end)."""
        end = self._ends.get(tile)
        return None if end is None else (end.x, end.y)

    def overlaps(self, polygon: Sequence[Point], eps: float = EPS) -> list[Tile]:
        """Tiles whose outline overlaps `polygon` (slow, exact: for tests and tools)."""
        return [t for t, p in self.placements.items() if polygons_overlap(p.polygon, polygon, eps)]

    # ------------------------------------------------------------------ for the helpers
    # relay, swing and last_resort see the layout through these, `grid`, `placements`, `rough`
    # and the searches and costs below: the interface game/layout/laying.py names.
    def placed_tile(self, tile: Tile) -> Optional[PlacedTile]:
        """How a tile down was played; None for a tile not down."""
        return self._placed.get(tile)

    def kids(self, tile: Tile) -> Sequence[Tile]:
        """The tiles laid against `tile`, in play order."""
        return self._kids.get(tile, ())

    def end(self, tile: Tile) -> Optional[End]:
        """A tile's open end (where its line goes on), if it has one."""
        return self._ends.get(tile)

    @contextmanager
    def lifted(self, tiles: Sequence[Tile]) -> Iterator[None]:
        """`tiles` off the table while a spot is tried (out of the grid), and afterwards back
        where they lay, whatever happened meanwhile."""
        kept = [(t, self.grid.boxes[t], self.placements[t], self._ends.get(t)) for t in tiles]
        for t in tiles:
            self.grid.remove(t)
        try:
            yield
        finally:
            for t, box, place, end in kept:
                self.grid.insert(t, box)
                self.placements[t] = place
                self._put_end(t, end)

    @contextmanager
    def trying(self, spots: Sequence[tuple[Tile, Laid]]) -> Iterator[None]:
        """Each lifted tile of `spots` down at its spot (its box, placement and open end; a
        spot without an end leaves the tile's) while a spot is tried; afterwards lifted again
        as it was, whatever happened meanwhile."""
        kept = [(t, self.placements[t], self._ends.get(t)) for t, _ in spots]
        for t, spot in spots:
            self.grid.insert(t, spot.box)
            self.placements[t] = spot.place
            if spot.end is not None:
                self._ends[t] = spot.end
        try:
            yield
        finally:
            for t, place, end in kept:
                self.grid.remove(t)
                self.placements[t] = place
                self._put_end(t, end)

    def _put_end(self, tile: Tile, end: Optional[End]) -> None:
        """A tile's open end as it was (None: it had none)."""
        if end is None:
            self._ends.pop(tile, None)
        else:
            self._ends[tile] = end

    def remembered(self, key: tuple[object, ...], work: Callable[[], T]) -> T:
        """What `work` finds, worked out once for `key` until the next add (the key says how
        the table lies: see `lying`)."""
        if key in self._remembered:
            return cast(T, self._remembered[key])
        found = self._remembered[key] = work()
        return found

    def meeting_spots(self, placed: PlacedTile, is_double: bool) -> list[Option]:
        """Every spot where `placed` may meet its parent (cost, inner end x, y, heading): a
        toe's against its double's far side, another tile's at the parent's open end (the
        bends, the spare joints, then every other joint)."""
        assert placed.on is not None
        if placed.role == TOE:
            parent = self.placements[placed.on]
            which = (0, 1, -1)[placed.slot % 3]
            return self._toe_spots(parent.x, parent.y, parent.heading // 45, which, False)
        on = placed.on
        end = self._ends.get(on)
        if end is None:
            return []
        return (self._line_options(on, is_double) + self._line_options(on, is_double, spare=True)
                + self._other_joints(end, is_double))

    # ------------------------------------------------------------------ placing
    def _compute(self, placed: PlacedTile, bounded: bool = True) -> Laid:
        """Where a tile goes, and whether it is rough (laid with an eased fit).

        Laying lines again makes a `bounded` number of searches (RELAY_SEARCHES), so a
        crowded table does not hold the game up; only where a tile would otherwise be laid
        touching another (no wider room helped either) are they searched to the end."""
        tile = placed.tile
        role = placed.role
        if role == START or placed.on is None or self._start is None:
            return Laid(*self.make(placed, 0.0, 0.0, 0, True, False), False)
        if role == TOE and placed.on in self._feet:
            planned = self._planned_toe(placed, self._feet[placed.on])
            if planned is not None:
                return planned
        fixed = role == SPOKE or role == TOE
        is_double = tile.is_double and not fixed
        for level, fit in enumerate(FITS):
            if level in (1, len(APART)) and not fixed:  # a dead end, or tiles touching:
                relaid = relay(self, placed, FITS[:level], bounded)  # rather lay lines again
                if relaid is not None:
                    return relaid
            if level == len(APART):  # tiles would touch: rather spread the whole barnyard
                if self._strict:
                    raise Crowded(placed)
                spread = self._spread(placed) if bounded else None
                if spread is not None:
                    return spread
                if bounded:  # rather than touching, lay lines again as long as it takes
                    return self._compute(placed, False)
            laid = self.search(placed, level, fit)
            if laid is not None:
                return laid
        return Laid(*last_resort(self, placed, is_double), True)

    def _spread(self, placed: PlacedTile) -> Optional[Laid]:
        """Every tile laid again with `placed` in a wider room (SPREAD), the first in which no
        tile touches another or lies apart from its parent; the tiles that move glide there.
        A wider room that needs more than SPREAD_SEARCHES searches a tile (laying lines again
        as it goes) is crowded too. A tile laid on one that no wider room helped, laid where it
        lies, does not try (one tried elsewhere, in a preview, still may)."""
        on = placed.on
        assert on is not None
        if self._strict or self.extent is None or self._placed.get(on) in self._unspread:
            return None
        # A preview's spread is kept for the add of the same tile (and a preview again)
        spent, laid = self.remembered(("spread", placed), partial(self._spread_anew, placed, self.extent))
        self.searches += spent
        return laid

    def _spread_anew(self, placed: PlacedTile, extent: tuple[float, float]
                     ) -> tuple[int, Optional[Laid]]:
        """`_spread` worked out from the table's `extent`: the searches the wider rooms made,
        and the tile's spot."""
        allowed = SPREAD_SEARCHES * (len(self._placed) + 1)
        searched = 0
        for factor in SPREAD:
            # the tiles down in the wider room: laid once for every tile tried until the next add
            down, spent = self.remembered(("wider room", factor, extent, allowed),
                                          partial(self._wider, factor, extent, allowed))
            if down is None:
                searched += spent
                continue
            wider, crowded = down.copy(), False
            try:
                wider.add(placed)
            except Crowded:
                crowded = True
            spent += wider.searches
            searched += spent
            if crowded or spent > allowed:
                continue
            moves = tuple((t, wider._laid(t)) for t, p in self.placements.items()
                          if wider.placements[t] != p)
            tile = placed.tile
            laid = wider._laid(tile)
            return searched, Laid(laid.place, laid.box, laid.end, laid.rough, laid.toes, moves,
                                  wider.extent)
        self._unspread.add(placed)
        return searched, None

    def _wider(self, factor: float, extent: tuple[float, float], allowed: float
               ) -> tuple[Optional["BarnyardLayout"], int]:
        """The tiles down laid again in turn in a room `factor` wider than `extent`, none
        touching another, and the searches that made; None once one would touch (Crowded) or
        past `allowed` searches."""
        wider = BarnyardLayout(self.spokes, extent=(extent[0] * factor, extent[1] * factor))
        wider._strict = True
        wider.room_share = SPREAD_ROOM
        spent = 0
        for earlier in self._placed.values():
            try:
                wider.add(earlier)
            except Crowded:
                return None, spent + wider.searches
            spent += wider.searches
            if spent > allowed:
                return None, spent
        return wider, spent

    def _laid(self, tile: Tile) -> Laid:
        """How a tile down lies (for another layout to take over)."""
        return Laid(self.placements[tile], self.grid.boxes[tile], self._ends.get(tile),
                    tile in self.rough, self._feet.get(tile))

    def search(self, placed: PlacedTile, level: int, fit: Fit,
               moves: tuple[tuple[Tile, Laid], ...] = ()) -> Optional[Laid]:
        """The cheapest spot free under `fit` that meets the parent, if any (found again as
        it was while the tiles down and the parent's end lie as they did). Work laid out
        """
        self.searches += 1
        key = (level, fit, *self.lying(placed))
        if key in self._searched:
            known = self._searched[key]
            if known is None:
                return None
            return Laid(known.place, known.box, known.end, known.rough, known.toes, moves)
        laid = self._searched[key] = self._search(placed, level, fit, moves)
        return laid

    def lying(self, placed: PlacedTile) -> tuple[object, ...]:
        """`placed` with the table as its spots see it: its parent's end and place and every
        tile's box (equal while they lie as they did; the rest holds until the next add)."""
        on = placed.on
        if on is None:
            return (placed, None, None, self.grid.content())
        return (placed, self._ends.get(on), self.placements.get(on), self.grid.content())

    def _search(self, placed: PlacedTile, level: int, fit: Fit,
                moves: tuple[tuple[Tile, Laid], ...]) -> Optional[Laid]:
        """`search` worked out: it reads the grid, the parent's end and place (a toe's), the
        start's place, the wedges, the claims and the bounds."""
        role = placed.role
        if role == SPOKE:
            options = self._spoke_options(placed.slot)
        elif role == TOE:
            options = self._toe_options(placed.on, placed.slot)
        else:
            options = self._line_options(placed.on, placed.tile.is_double)
        fixed = role == SPOKE or role == TOE
        is_double = placed.tile.is_double and not fixed
        sector = self.wedge(placed)
        best = self._cheapest(placed, options, None, fixed, is_double, sector, fit)
        if not fixed and (best is None or best[0] > SPARE):  # spare joints cost SPARE or more
            spares = self._line_options(placed.on, is_double, spare=True)
            best = self._cheapest(placed, spares, best, fixed, is_double, sector, fit)
        if not fixed and (best is None or best[0] >= DEAD_END):
            best = self._roomier_joint(placed, best, is_double, sector, fit)
        if best is None:
            return None
        rough = level >= CLEAN or (role == TOE and best[0] > 0.0)
        made = self.make(placed, best[1], best[2], best[3], is_double, False)
        foot = self.foot(made[1], best[1], best[2], best[3], fit, placed.on) if is_double \
            else None
        return Laid(*made, rough, foot[1] if foot is not None else None, moves)

    def _planned_toe(self, placed: PlacedTile, toes: Toes) -> Optional[Laid]:
        """A toe in the spot its double chose for its slot (nothing but toes come between a
        double and its last toe, so the spot is free); rough unless it is the fanned spot."""
        cost, ax, ay, h = toes[placed.slot % 3]
        dx, dy = DIRS[h]
        made = self.make(placed, ax + dx, ay + dy, h, False, False)
        if not self.fits(made[1], placed.on, CLEAR):
            return None
        return Laid(*made, cost > 0.0)

    def fits(self, box: Box, parent: Optional[Tile], fit: Fit, own: Optional[Tile] = None
             ) -> bool:
        """True if `box` is free under `fit`: apart from every tile but `parent` (and `own`,
        the tile whose end it lies at) by `fit.gap`, off other open ends' room."""
        grid = self.grid
        if fit.claims and grid.claims_hit(box, parent, fit.gap, 1):
            return False
        return not grid.collides(box, fit.gap, parent, own)

    def _cheapest(
        self,
        placed: PlacedTile,
        options: list[Option],
        best: Optional[Option],
        fixed: bool,
        is_double: bool,
        sector: tuple[float, float],
        fit: Fit,
    ) -> Optional[Option]:
        """The free spot among `options` (cost, inner end x, y, heading) that costs least,
        as (total cost, centre x, y, heading); `best` if none beats it."""
        for cost, cx, cy, h in self.ranked(options, fixed, is_double, sector):
            if best is not None and cost >= best[0]:
                break  # the rest cost more before even looking ahead
            box = tile_box(cx, cy, h, is_double)
            if not self.fits(box, placed.on, fit):
                continue
            if fixed and cost == 0.0:  # a spoke's or toe's own fanned spot: always taken
                return (cost, cx, cy, h)
            total = (cost + self.crowding(cx, cy, h, is_double)
                     + CLAIM * self.grid.claims_hit(box, placed.on))
            if best is not None and total >= best[0]:
                continue
            bar = math.inf if best is None else best[0]
            if is_double:
                foot = self.foot(box, cx, cy, h, fit, placed.on, total, bar)
                if foot is None:
                    continue
                total += foot[0]
            else:  # as dead_end, the room ahead weighed only where it may still be cheapest
                dx, dy = DIRS[h]
                ways = self._ways_on(cx + dx, cy + dy, h, (box,), fit, placed.on)
                if (fit.way_on and not ways) or total + WAYS_ON[ways] >= bar - 1e-9:
                    continue
                total += self._roomless(cx + dx, cy + dy, h, placed.on) + WAYS_ON[ways]
            if best is None or total < best[0] - 1e-9:
                best = (total, cx, cy, h)
        return best

    def ranked(self, options: list[Option], fixed: bool, is_double: bool,
               sector: tuple[float, float]) -> list[Option]:
        """`options` (cost, inner end x, y, heading) as (cost with the barnyard's growth, the
        lean and the wedge, centre x, y, heading), cheapest first."""
        half = 0.5 if is_double else 1.0
        growth = self._grower()
        sector_cost, aspect = self._sector_cost, self.aspect
        start = self.placements[self._start] if self._start is not None else None
        ox, oy = (start.x, start.y) if start is not None else (0.0, 0.0)
        ranked = []
        for cost, ax, ay, h in options:
            dx, dy = DIRS[h]
            cx, cy = ax + half * dx, ay + half * dy
            if not (fixed and cost == 0.0):
                lean = _lean(ox, oy, cx, cy, h) if start is not None else 0.0
                off = _off_wedge(cx, cy, sector, ox, oy, aspect) if sector_cost else 0.0
                cost += growth(cx + half * dx, cy + half * dy) + lean + sector_cost * off
            ranked.append((cost, cx, cy, h))
        ranked.sort(key=_first)
        return ranked

    def _roomier_joint(
        self, placed: PlacedTile, best: Optional[Option], is_double: bool,
        sector: tuple[float, float], fit: Fit,
    ) -> Optional[Option]:
        """A cramped spot (no way on, or no room for a toe): every other joint, costed alike."""
        end = self._ends.get(placed.on) if placed.on is not None else None
        if end is None:
            return best
        options = self._other_joints(end, is_double)
        return self._cheapest(placed, options, best, False, is_double, sector, fit)

    @staticmethod
    def _other_joints(end: End, is_double: bool) -> list[Option]:
        """Every joint at an open end, costed SPARE and more with the turn."""
        options = []
        for turn, ox, oy in every_joint(is_double):
            ax, ay = to_world(ox, oy, end.heading, end.x, end.y)
            options.append((SPARE + 0.5 * abs(turn), ax, ay, rot(end.heading, turn)))
        return options

    def make(
        self, placed: PlacedTile, cx: float, cy: float, h: int, is_double: bool, detached: bool
    ) -> tuple[Placement, Box, End]:
        """A tile's placement, box and open end with its centre at (cx, cy) heading h
        (`detached`: not meeting its parent)."""
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
        end = End(cx + half * dx, cy + half * dy, h, bend, since)
        return place, box, end

    # ------------------------------------------------------------------ options
    def _spoke_options(self, slot: int) -> list[Option]:
        """The spoke's own spot around the starting double."""
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
        return [fan(ox, oy, 0.5, side, which)]

    def _toe_options(self, double_tile: Optional[Tile], slot: int) -> list[Option]:
        """The toe's fanned spot in its slot (then, if taken, its neighbours)."""
        place = self.placements.get(double_tile) if double_tile is not None else None
        if place is None:
            return []
        return toe_spots(place.x, place.y, place.heading // 45, (0, 1, -1)[slot % 3])

    def _line_options(self, on: Optional[Tile], is_double: bool, spare: bool = False
                      ) -> list[Option]:
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

    # ------------------------------------------------------------------ costs
    def _grower(self) -> Callable[[float, float], float]:
        """A cost for stretching the barnyard past its room as it reaches a point (x, y): a
        function of the point, the room and the bounds worked out once.

        The room has the table's shape and grows with the tile count from ROOM_SHARE of the
        extent (or MIN_ROOM high: without an extent): half the table, so a tree of a few tiles
        stays compact and the camera shows it large; inside it, or along an edge that does not
        limit the view, lines run free; past it they curl instead of running off the table.
        """
        a = self.aspect
        room = math.sqrt(len(self.placements) * 2.0 / DENSITY / a)
        extent = self.extent
        if extent is None:
            room = max(room, MIN_ROOM)
        else:
            room = max(room, self.room_share * extent[1])
        x0, y0, x1, y1 = self._bounds
        before = max((x1 - x0) / a, y1 - y0, room)
        wide, high = 0.0, 0.0  # past the table's shape itself (extent): bend before the edge
        if extent is not None:
            wide, high = max(extent[0], x1 - x0), max(extent[1], y1 - y0)

        def growth(x: float, y: float) -> float:
            # max(x1, x) - min(x0, x), ... written out (a builtin call costs more than the sum)
            w = (x if x > x1 else x1) - (x if x < x0 else x0)
            h = (y if y > y1 else y1) - (y if y < y0 else y0)
            r = w / a
            past = (h if h > r else r) - before
            cost = GROWTH * past if past > 0.0 else 0.0
            if extent is not None:
                pw, ph = w - wide, h - high
                cost += EDGE * ((pw if pw > 0.0 else 0.0) + (ph if ph > 0.0 else 0.0))
            return cost

        return growth

    def _sector_of(self, placed: PlacedTile, place: Placement) -> tuple[float, float]:
        """The wedge of a tile just placed (a spoke's follows from where it went)."""
        if placed.role == SPOKE:
            return _spoke_sector(self.spokes, place.heading, self.aspect)
        return self.wedge(placed)

    def wedge(self, placed: PlacedTile) -> tuple[float, float]:
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

    def _foot_room(self, x: float, y: float, h: int, parent: Optional[Tile] = None,
                   own: Optional[Tile] = None) -> Room:
        """The room a foot would take at an open end (x, y) heading h, and how much of it is
        taken (boxes blocked, 0 to 4): the double met straight on, else at 45 degrees (either
        way), the first way that is free (or else the least blocked)."""
        key = (x, y, h, parent)
        if own is None:  # kept while the grid stays as it is
            if self._rooms_at != self.grid.changes:
                self._rooms.clear()
                self._rooms_at = self.grid.changes
            known = self._rooms.get(key)
            if known is not None:
                return known
        best: Room = (5, ())
        grid, gap = self.grid, ROOMY.gap
        for turn in FOOT_TURNS:
            boxes = foot_boxes(x, y, h, turn)
            blocked = 0
            for b in boxes:  # not self.fits(b, parent, ROOMY, own), written out
                if ((ROOMY.claims and grid.claims_hit(b, parent, gap, 1))
                        or grid.collides(b, gap, parent, own)):
                    blocked += 1
                    if blocked >= best[0]:
                        break  # this way is no freer than the best so far
            if blocked < best[0]:
                best = (blocked, boxes)
                if not blocked:
                    break
        if own is None:
            self._rooms[key] = best
        return best

    def _end_room(self, placed: PlacedTile, end: End, box: Box, fresh: bool) -> tuple[Box, ...]:
        """The room a foot would take at the open end of a tile just added (its `box`).

        The search weighed it already (`_roomless`) if the grid was as it is now but for the
        tile and its parent's claim (`fresh`); the answer holds unless the tile lies in that
        room (the parent's claim never counted). Else it is worked out again."""
        x, y, h = end.x, end.y, end.heading
        room = self._rooms.get((x, y, h, placed.on)) if fresh else None
        if room is None:
            return self._foot_room(x, y, h, placed.on, placed.tile)[1]
        for turn in FOOT_TURNS:  # the ways it weighed: up to the first free one, or all
            boxes = foot_boxes(x, y, h, turn)
            if any(boxes_overlap(b, box) for b in boxes):
                return self._foot_room(x, y, h, placed.on, placed.tile)[1]
            if room[0] == 0 and boxes == room[1]:
                break
        return room[1]

    def _roomless(self, x: float, y: float, h: int, parent: Optional[Tile]) -> float:
        """A cost for an open end at (x, y) heading h without room for a foot ahead."""
        return ROOMLESS * self._foot_room(x, y, h, parent)[0] / 4

    def foot(self, box: Box, cx: float, cy: float, h: int, fit: Fit, parent: Optional[Tile],
             base: float = 0.0, best: float = math.inf) -> Optional[tuple[float, Toes]]:
        """What a double at this spot costs for its toes, and where they go (by slot); None
        if one of them has no room, or if `base` and that cost come to `best` or more (less a
        hair; the toes' room for a foot, the dearest part, is weighed last, toe by toe).

        Under `fit.fanned` every toe must have its fanned spot, else a toe may take another
        spot against the double's far side at DEAD_END; a toe's open end without room for a
        foot costs ROOMLESS (in part). No toe comes within `fit.gap` of another tile, the
        double's parent included.
        """
        toes: list[Option] = []
        boxes: list[Box] = []  # the toes go down one after another: none may come near
        for which in (0, 1, -1):
            for spot in self._toe_spots(cx, cy, h, which, fit.fanned):
                spot_cost, ax, ay, th = spot
                tx, ty = DIRS[th]
                toe = tile_box(ax + tx, ay + ty, th, False)
                if (not boxes_overlap(toe, box, EPS)
                        and not _overlaps_any(toe, boxes, -fit.gap)
                        and self.fits(toe, None, fit)
                        and (fit.fanned or not fit.way_on or self._room_ahead(
                            ax + 2 * tx, ay + 2 * ty, th, [box, toe, *boxes], None))):
                    toes.append(spot)
                    boxes.append(toe)
                    break
            else:
                return None
        least = 0.0  # what the toes cost at least: the room ahead of each only adds to it
        for spot_cost, *_ in toes:
            least += DEAD_END if spot_cost else 0.0
        if base + least >= best - 1e-9:
            return None
        if fit.fanned and fit.way_on:  # each toe has one spot: its way on is weighed last
            for i, (_, ax, ay, th) in enumerate(toes):
                tx, ty = DIRS[th]
                if not self._room_ahead(ax + 2 * tx, ay + 2 * ty, th, [box, *boxes[:i + 1]],
                                        None):
                    return None
        cost = 0.0
        for spot_cost, ax, ay, th in toes:
            tx, ty = DIRS[th]
            roomless = self._roomless(ax + 2 * tx, ay + 2 * ty, th, parent)
            cost += (DEAD_END if spot_cost else 0.0) + roomless / 3
            if base + cost >= best - 1e-9:  # the toes left can only add to it
                return None
        return cost, (toes[0], toes[1], toes[2])

    @staticmethod
    def _toe_spots(cx: float, cy: float, h: int, which: int, fanned: bool) -> list[Option]:
        """The spots a toe may take on the far side of a double at (cx, cy) facing h: its
        fanned spot, else (not `fanned`) its neighbours, then any spot against the far side."""
        if fanned:
            return [fan(cx, cy, 0.5, h, which)]  # toe_spots' first
        spots = toe_spots(cx, cy, h, which)
        for turn, ox, oy in every_toe_spot():
            ax, ay = to_world(ox, oy, h, cx, cy)
            spots.append((DEAD_END, ax, ay, rot(h, turn)))
        return spots

    def dead_end(self, box: Box, cx: float, cy: float, h: int, fit: Fit,
                 parent: Optional[Tile]) -> tuple[float, int]:
        """A cost for a line tile's spot from which the line could not go on (no room for a
        foot, or for a next tile), and the ways on (0 to 3)."""
        dx, dy = DIRS[h]
        free = self._ways_on(cx + dx, cy + dy, h, (box,), fit, parent)
        return self._roomless(cx + dx, cy + dy, h, parent) + WAYS_ON[free], free

    def _room_ahead(self, ex: float, ey: float, h: int, avoid: Sequence[Box],
                    parent: Optional[Tile]) -> bool:
        """True if a foot (a double and its three fanned toes) would fit at an open end
        (ex, ey) heading h, met straight on or at 45 degrees, GAP kept from the tiles down and
        clear of `avoid`."""
        for turn in FOOT_TURNS:
            for b in foot_boxes(ex, ey, h, turn):
                if not self.fits(b, parent, CLEAR) or _overlaps_any(b, avoid, EPS):
                    break
            else:
                return True
        return False

    def _ways_on(self, ex: float, ey: float, h: int, avoid: Sequence[Box], fit: Fit,
                 parent: Optional[Tile]) -> int:
        """How many next tiles (up to 3) could go on from an open end (ex, ey) heading h,
        clear of the tiles down and of `avoid`."""
        free = 0
        for turn, _ in TURNS:
            ox, oy = turn_offset(turn, False)
            ax, ay = to_world(ox, oy, h, ex, ey)
            nh = rot(h, turn)
            nx, ny = DIRS[nh]
            nxt = tile_box(ax + nx, ay + ny, nh, False)
            if not _overlaps_any(nxt, avoid, EPS) and self.fits(nxt, parent, fit):
                free += 1
                if free >= 3:
                    break
        return free

    def crowding(self, cx: float, cy: float, h: int, is_double: bool) -> float:
        """A cost for what is ahead of a candidate: taken room there makes lines cramp."""
        dx, dy = DIRS[h]
        cost = 0.0
        start = 0.5 if is_double else 1.0
        for step, weight in ((2.0, 1.2), (4.0, 0.6)):
            probe = Box(cx + (start + step - 1.0) * dx, cy + (start + step - 1.0) * dy,
                        dx, dy, 1.0, 0.5 if not is_double else 1.0)
            if self.grid.collides(probe):
                cost += weight
        if SIDE and not is_double:  # a tile flush against another line leaves no room to turn
            for side in (-1.0, 1.0):
                probe = Box(cx - dy * side, cy + dx * side, dx, dy, 0.8, 0.3)
                if self.grid.collides(probe):
                    cost += SIDE
        return cost


def _overlaps_any(box: Box, others: Sequence[Box], eps: float) -> bool:
    """True if `box` overlaps one of `others` by more than `eps`."""
    for other in others:
        if boxes_overlap(box, other, eps):
            return True
    return False


def _lean(ox: float, oy: float, cx: float, cy: float, h: int) -> float:
    """A small cost for heading across the rays from the start at (ox, oy), a large one for
    heading back toward it."""
    rx, ry = cx - ox, cy - oy
    r = math.hypot(rx, ry)
    if r < 1e-9:
        return 0.0
    dx, dy = DIRS[h]
    cos = (rx * dx + ry * dy) / r
    return LEAN * (1.0 - cos) + BACK * max(0.0, -cos - 0.3)


def _off_wedge(cx: float, cy: float, sector: tuple[float, float], ox: float, oy: float,
               aspect: float) -> float:
    """How far (world units of arc) a point lies outside a wedge about a start at (ox, oy)
    (its polar angle squashed to the view's `aspect`)."""
    lo, hi = sector
    width = hi - lo
    if width >= math.tau - 1e-9:
        return 0.0
    x, y = cx - ox, cy - oy
    d = (math.atan2(-y * aspect, x) - lo) % math.tau
    if d <= width:
        return 0.0
    excess = min(d - width, math.tau - d)
    return math.hypot(x, y) * excess


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
