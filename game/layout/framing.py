"""Where the table camera should look: the whole barnyard, inside the table region, as large
as the table allows; else where play is. Pure Python.

A framing is an offset (the screen point showing the world origin) and a scale (pixels per world
unit). In turn: the tree with PAD of room around it fitted into the region's clear rectangle,
centred on the tree's bounding box and as large as it goes up to the cap (the current framing
stays while it is that one within a hair: KEEP, NUDGE, so the view does not twitch); when that
is below the smallest readable scale, the tree still centred (within CENTRED of the clear
rectangle) but reaching round the panels' corners into the rest of the region, at a few scales
down to the smallest readable one (a search over translations on a grid of CELL world units,
each grid row a bit mask, so it takes a few milliseconds); and last, at the smallest readable
scale, where play is: the newest tile (the last focus point) always whole on the region, clear
of every panel (on the felt beside a plate too), with as many of the other focus points (the
open ends, the pending foot, the newest tiles) as fit, the tree as near the middle as that
allows and on the side of the middle the view already has it where it can be; where the view
already shows the newest tile and every focus point the new framing would, it stays (play
moving between two ends of a large tree does not swing the view from side to side).
"""
from __future__ import annotations

import math
from typing import Callable, NamedTuple, Optional, Sequence

from game.layout.geometry import Point, Polygon
from game.layout.table_region import Rect, TableRegion

PAD = 0.3  # world units kept clear around the tree when it is fitted into the clear rectangle
CELL = 0.5  # world units: the step of the translation search
STEPS = 3  # scales tried, from the largest that could hold the tree to the smallest readable
KEEP = 0.98  # the current framing stays while its scale is at least this share of the best
NUDGE = 0.01  # and its centre within this share of the clear rectangle of the best's
GLIDE_CHECKS = (0.25, 0.5, 0.75)  # points along a glide checked for tiles over a panel
GLIDE_TRIES = 12  # framings weighed for a clean glide before taking the nearest
SLACK = 2.0  # pixels kept from the region's edges: a settled camera is within half a pixel
NEWEST_MARGIN = 0.25  # world units kept round the newest tile when play is followed
SIDE = 0.05  # share of the clear rectangle the tree's centre is off its middle: on a side
ROOMIER = 1.05  # a card's spot other than the foot's middle must show the tree this much larger
CENTRED = 0.04  # share of the clear rectangle the tree framed round the panels may be off centre
PLACES_STEPS = 8  # scales tried for the whole tree centred with the next places on the table


class Framing(NamedTuple):
    """Where to look: the screen point showing the world origin, the scale, whether the whole
    barnyard is in view."""

    offset: Point
    scale: float
    whole: bool


def framing(region: TableRegion, tiles: Sequence[Polygon], focus: Sequence[Point],
            most: float, current: tuple[Point, float],
            outlines: Sequence[Polygon] = (), reach: bool = False) -> Framing:
    """The framing for `tiles` (world polygons) and `outlines` (places framed with them, not
    part of the tree) on `region`, never below its smallest readable scale nor above `most`;
    `current` (offset, scale) is kept while it still serves. Where it follows play and
    `reach`, the outlines are found room for round the panels' corners where no framing near
    the middle shows them (`_clear_spot`)."""
    tree_box = bounds(tiles) if tiles else (0.0, 0.0, 0.0, 0.0)
    tiles = [*tiles, *outlines]
    least = region.min_scale
    most = max(least, most)
    region = _inset(region, SLACK)
    x0, y0, x1, y1 = region.clear_rect
    if not tiles:
        return Framing(((x0 + x1) / 2, (y0 + y1) / 2), most, True)
    box = bounds(tiles)
    fitted = _fit(box, region.clear_rect, most)
    if fitted.scale >= least:
        return _kept(region, tiles, box, current, fitted)
    a0, b0, a1, b1 = region.area
    top = min(most, (a1 - a0) / (box[2] - box[0]), (b1 - b0) / (box[3] - box[1]))
    if top >= least:
        th = int(math.ceil((box[3] - box[1]) / CELL - 1e-9))
        tree = _cells(tiles, box[0], box[1], th)  # in world cells: the same at every scale
        for k in range(STEPS):
            trial = top * (least / top) ** (k / max(1, STEPS - 1))
            found = _place(region, tiles, box, tree, trial, current)
            if found is not None:
                return found
    if not focus:
        focus = [((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)]
    must = _kept_whole(tiles, focus[-1], outlines)
    followed = _follow(region, box, tree_box, focus, must, least, current, reach)
    if _still_follows(region, focus, must, followed, current):
        return Framing(current[0], least, False)
    return followed


def fitting_scale(region: TableRegion, tiles: Sequence[Polygon]) -> float:
    """The scale at which `tiles` fit the region's clear rectangle with their margin (the
    camera shows the whole tree so, up to its cap, when that reads)."""
    return _fit(bounds(tiles), _inset(region, SLACK).clear_rect, math.inf).scale


def shows(region: TableRegion, polygons: Sequence[Polygon], chosen: Framing) -> bool:
    """True if every one of `polygons` (world) lies inside the region, clear of its panels,
    at the `chosen` framing."""
    return _shows(region, polygons, chosen.offset, chosen.scale)


def flips(region: TableRegion, tiles: Sequence[Polygon], before: Framing,
          after: Framing) -> bool:
    """True if the tree (`tiles`) sits on the other side of the clear rectangle's middle at
    `after` than at `before`, across or down (SIDE or more off it both times)."""
    box, rect = bounds(tiles), region.clear_rect
    return any(a * b < 0 for a, b in zip(_side(rect, box, before.offset, before.scale),
                                          _side(rect, box, after.offset, after.scale)))


def places_scale(region: TableRegion, tiles: Sequence[Polygon], places: Sequence[Polygon],
                 most: float) -> Optional[float]:
    """The largest scale, no larger than `most` nor than the whole tree fits the clear
    rectangle at, nor below the region's smallest readable one, at which the tree (`tiles`)
    centred on the clear rectangle as `framing` fits it shows every one of `places` (world
    polygons: where the next tiles go) inside the region, clear of its panels (they may reach
    past the clear rectangle, round the panels' corners); tried at PLACES_STEPS scales from
    the largest down. None where none does (the tree fills the table). (The framing kept
    instead while as good, `_kept`, may show them a few pixels off.)"""
    inner = _inset(region, SLACK)
    box = bounds(tiles)
    top = _fit(box, inner.clear_rect, most).scale
    least = region.min_scale
    if top < least:
        return None
    for k in range(PLACES_STEPS):
        fitted = _fit(box, inner.clear_rect, top * (least / top) ** (k / (PLACES_STEPS - 1)))
        if _shows(inner, places, fitted.offset, fitted.scale):
            return fitted.scale
    return None


def card_room(region: TableRegion, tiles: Sequence[Polygon], size: tuple[float, float],
              gap: float) -> Rect:
    """Where a card of `size` pixels (`gap` kept clear round it) goes on the region so that the
    whole tree (`tiles`) fits largest in the clear part left: along the foot or the head of
    the clear rectangle, in the middle or at a side, the foot's middle unless another does
    clearly better. The rectangle returned includes the gap."""
    x0, y0, x1, y1 = region.clear_rect
    w, h = size[0] + 2 * gap, size[1] + 2 * gap
    left = max(region.area[0], min(x0, (x0 + x1 - w) / 2))  # a card wider than the clear part
    spots = [(x, y) for y in (y1 - h, y0) for x in ((x0 + x1 - w) / 2, x0, x1 - w)]
    spots = [(max(left, x), y) for x, y in spots]
    best, best_scale = spots[0], 0.0
    for x, y in spots:
        scale = fitting_scale(region.leaving((x, y, x + w, y + h)), tiles)
        if scale > best_scale * ROOMIER:
            best, best_scale = (x, y), scale
    return (best[0], best[1], best[0] + w, best[1] + h)


def centred(tiles: Sequence[Polygon], places: Sequence[Polygon]) -> list[Polygon]:
    """`places` and each mirrored through the centre of the box round `tiles`: framed with the
    tiles, they leave the tree in the middle of the framing."""
    if not tiles:
        return list(places)
    x0, y0, x1, y1 = bounds(tiles)
    cx, cy = x0 + x1, y0 + y1
    mirrored = [tuple((cx - x, cy - y) for x, y in poly) for poly in places]
    return [*places, *mirrored]  # type: ignore[list-item]


def _kept(region: TableRegion, tiles: Sequence[Polygon], box: Rect,
          current: tuple[Point, float], best: Framing) -> Framing:
    """`current` where it is `best` within a hair (the scale, where the tree's box centre
    lies) and shows every tile, else `best`."""
    offset, scale = current
    x0, y0, x1, y1 = region.clear_rect
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    near = (KEEP * best.scale <= scale <= best.scale + 1e-9
            and abs(offset[0] + cx * scale - (x0 + x1) / 2) <= NUDGE * (x1 - x0)
            and abs(offset[1] + cy * scale - (y0 + y1) / 2) <= NUDGE * (y1 - y0))
    if near and _shows(region, tiles, offset, scale):
        return Framing(offset, scale, True)
    return best


def _inset(region: TableRegion, by: float) -> TableRegion:
    """The region less `by` pixels along every edge (a settled camera is a hair off)."""
    a0, b0, a1, b1 = region.area
    keep = tuple((k0 - by, l0 - by, k1 + by, l1 + by) for k0, l0, k1, l1 in region.keep_off)
    c0, d0, c1, d1 = region.clear_rect
    inner = TableRegion((a0 + by, b0 + by, a1 - by, b1 - by), keep, region.min_scale,
                        region.max_scale)
    inner.__dict__["clear_rect"] = (c0 + by, d0 + by, c1 - by, d1 - by)
    return inner


def bounds(tiles: Sequence[Sequence[Point]]) -> Rect:
    """The box round `tiles` (polygons, in the world or on screen): (x0, y0, x1, y1)."""
    xs = [x for poly in tiles for x, _ in poly]
    ys = [y for poly in tiles for _, y in poly]
    return (min(xs), min(ys), max(xs), max(ys))


def _fit(box: Rect, rect: Rect, most: float) -> Framing:
    """`box` with PAD around it, centred in `rect` as large as it goes (at most `most`)."""
    w, h = box[2] - box[0] + 2 * PAD, box[3] - box[1] + 2 * PAD
    scale = min(most, (rect[2] - rect[0]) / w, (rect[3] - rect[1]) / h)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return Framing(((rect[0] + rect[2]) / 2 - cx * scale, (rect[1] + rect[3]) / 2 - cy * scale),
                   scale, True)


def _shows(region: TableRegion, tiles: Sequence[Polygon], offset: Point, scale: float) -> bool:
    """True if every tile lies inside the region at this framing."""
    ox, oy = offset
    return all(region.holds([(ox + x * scale, oy + y * scale) for x, y in poly])
               for poly in tiles)


def _glides(region: TableRegion, tiles: Sequence[Polygon], start: tuple[Point, float],
            end: Framing) -> bool:
    """True if every tile but the newest (still flying in) stays inside the region all along
    the straight glide from `start` to `end` (checked at a few points)."""
    (ox, oy), s = start
    (px, py), t = end.offset, end.scale
    landed = tiles[:-1]
    return all(_shows(region, landed, (ox + f * (px - ox), oy + f * (py - oy)), s + f * (t - s))
               for f in GLIDE_CHECKS)


def _place(region: TableRegion, tiles: Sequence[Polygon], box: Rect, tree: list[int],
           scale: float, current: tuple[Point, float]) -> Optional[Framing]:
    """A framing at `scale` that puts every tile inside the region (`tree`: the grid cells the
    tiles cover, a bit mask a row) with the tree's centre within CENTRED of the clear
    rectangle's: the nearest to the centre whose glide from `current` stays inside too, else
    the nearest."""
    r0, s0, r1, s1 = region.clear_rect
    near = ((r0 + r1) / 2 - (box[0] + box[2]) / 2 * scale,
            (s0 + s1) / 2 - (box[1] + box[3]) / 2 * scale)  # the tree centred
    off_x, off_y = CENTRED * (r1 - r0), CENTRED * (s1 - s0)
    first: Optional[Framing] = None
    c = CELL * scale
    a0, b0, a1, b1 = region.area
    cols, rows = int((a1 - a0) // c), int((b1 - b0) // c)
    tw = int(math.ceil((box[2] - box[0]) / CELL - 1e-9))
    th = int(math.ceil((box[3] - box[1]) / CELL - 1e-9))
    if tw > cols or th > rows:
        return None
    blocked = [0] * rows
    for k0, l0, k1, l1 in region.keep_off:
        i0, i1 = max(0, int((k0 - a0) // c)), min(cols - 1, int(math.ceil((k1 - a0) / c)) - 1)
        j0, j1 = max(0, int((l0 - b0) // c)), min(rows - 1, int(math.ceil((l1 - b0) / c)) - 1)
        if i0 > i1:
            continue
        bits = ((1 << (i1 - i0 + 1)) - 1) << i0
        for j in range(j0, j1 + 1):
            blocked[j] |= bits
    # Offsets are tried nearest `near` first (no farther than CENTRED allows): the tree's
    # corner lands on a grid corner.
    want_i = (near[0] + box[0] * scale - a0) / c
    want_j = (near[1] + box[1] * scale - b0) / c
    across = range(max(0, math.ceil(want_i - off_x / c)),
                   min(cols - tw, math.floor(want_i + off_x / c)) + 1)
    down = range(max(0, math.ceil(want_j - off_y / c)),
                 min(rows - th, math.floor(want_j + off_y / c)) + 1)
    order = sorted(((i, j) for i in across for j in down),
                   key=lambda ij: (ij[0] - want_i) ** 2 + (ij[1] - want_j) ** 2)
    tried = 0
    for i, j in order:
        if all(not (row << i) & blocked[j + r] for r, row in enumerate(tree) if row):
            offset = (a0 + i * c - box[0] * scale, b0 + j * c - box[1] * scale)
            if not _shows(region, tiles, offset, scale):
                continue
            found = Framing(offset, scale, True)
            if _glides(region, tiles, current, found):
                return found
            first = first or found
            tried += 1
            if tried >= GLIDE_TRIES:
                break
    return first


def _cells(tiles: Sequence[Polygon], x0: float, y0: float, rows: int) -> list[int]:
    """The grid cells (CELL world units, from (x0, y0)) each tile overlaps, a bit mask a row."""
    out = [0] * rows
    for poly in tiles:
        for j, bits in covered(poly, x0, y0):
            if j < rows:
                out[j] |= bits
    return out


_COVERED_MOST = 20_000  # tiles whose cells are kept (`covered`)
_covers: dict[tuple[Polygon, float, float], list[tuple[int, int]]] = {}


def covered(poly: Polygon, x0: float, y0: float) -> list[tuple[int, int]]:
    """The grid cells (CELL world units, from (x0, y0)) a tile overlaps, (row, bit mask) for
    each row from its first (0 at least) to its last; kept for the next framings, which mostly
    see the same tiles from the same corner."""
    key = (poly, x0, y0)
    found = _covers.get(key)
    if found is not None:
        return found
    xs = [x for x, _ in poly]
    ys = [y for _, y in poly]
    i0, i1 = int((min(xs) - x0) // CELL), int(math.ceil((max(xs) - x0) / CELL)) - 1
    j0, j1 = int((min(ys) - y0) // CELL), int(math.ceil((max(ys) - y0) / CELL)) - 1
    columns = range(max(0, i0), i1 + 1)
    rows = range(max(0, j0), j1 + 1)
    square = abs(poly[0][0] - poly[1][0]) < 1e-9 or abs(poly[0][1] - poly[1][1]) < 1e-9
    if square:
        bits = sum(1 << i for i in columns)
        found = [(j, bits) for j in rows]
    else:
        found = _turned(poly, x0, y0, columns, rows)
    if len(_covers) >= _COVERED_MOST:
        _covers.clear()
    _covers[key] = found
    return found


def _turned(poly: Polygon, x0: float, y0: float, columns: range,
            rows: range) -> list[tuple[int, int]]:
    """`covered` for a turned tile: for each of `rows`, the cells of `columns` it overlaps,
    as `polygons_overlap(poly, cell, 0.0)` finds (separating axes: the cell's, x and y, along
    which the tile's extents are its bounding box; and the tile's own) with each of its
    products and sums worked out once a column and once a row: the least and greatest
    projections of a cell's corners on an axis are the sums of its column's and its row's
    least and greatest (rounding keeps the order of sums), and two extents `lo`-`hi`, `low`-
    `high` meet, `min(hi, high) - max(lo, low) > 0`, exactly where `hi > low`, `high > lo`,
    `hi > lo` and `high > low` all hold. So every answer is the plain test's."""
    xs = [x for x, _ in poly]
    ys = [y for _, y in poly]
    left, top, right, bottom = min(xs), min(ys), max(xs), max(ys)
    across = []  # the columns within its box: each one's left and right
    for i in columns:
        x = x0 + i * CELL
        x1 = x + CELL
        if right > x and x1 > left and right > left and x1 > x:
            across.append((i, x, x1))
    axes = []  # each of the tile's axes: its extent, and each column's least and greatest
    for k in range(len(poly)):  # projections across of its cells' corners
        (p0, q0), (p1, q1) = poly[k], poly[(k + 1) % len(poly)]
        ax, ay = q0 - q1, p1 - p0
        length = math.hypot(ax, ay)
        ax, ay = ax / length, ay / length
        along = [x * ax + y * ay for x, y in poly]
        lo, hi = min(along), max(along)
        ends = [(i, x * ax, x1 * ax) for i, x, x1 in across]
        axes.append((ay, lo, hi, [(i, min(a, b), max(a, b)) for i, a, b in ends]))
    found = []
    for j in rows:
        y = y0 + j * CELL
        y1 = y + CELL
        bits = 0
        if bottom > y and y1 > top and bottom > top and y1 > y:
            for i, _, _ in across:
                bits |= 1 << i
            for ay, lo, hi, ends in axes:
                a, b = y * ay, y1 * ay
                least, most = (a, b) if a <= b else (b, a)
                for i, low, high in ends:
                    low, high = low + least, high + most
                    if not (hi > low and high > lo and hi > lo and high > low):
                        bits &= ~(1 << i)
        found.append((j, bits))
    return found


def _still_follows(region: TableRegion, focus: Sequence[Point], must: Sequence[Rect],
                   followed: Framing, current: tuple[Point, float]) -> bool:
    """True if `current`, at the scale `followed` frames play at, shows what `must` be whole
    (`_kept_whole`) and every focus point `followed` shows."""
    offset, scale = current
    if not focus or abs(scale - followed.scale) > 1e-9:
        return False
    if not _shows_whole(region, must, offset, scale):
        return False
    return all(_shown(region, p, offset, scale) for p in focus
               if _shown(region, p, followed.offset, scale))


def _newest_reach(tiles: Sequence[Polygon], centre: Point) -> Point:
    """Half the extent across and down of the tile whose centre is `centre` (the newest tile,
    laid last, so looked for from the end), or of a tile standing upright where none is."""
    for poly in reversed(tiles):
        xs = [x for x, _ in poly]
        ys = [y for _, y in poly]
        if abs(sum(xs) / len(xs) - centre[0]) < 1e-6 and abs(sum(ys) / len(ys) - centre[1]) < 1e-6:
            return (max(xs) - min(xs)) / 2, (max(ys) - min(ys)) / 2
    return 0.5, 1.0


def _shown(region: TableRegion, point: Point, offset: Point, scale: float) -> bool:
    """True if a world point shows inside the region (not under a panel) at this framing."""
    x, y = offset[0] + point[0] * scale, offset[1] + point[1] * scale
    a0, b0, a1, b1 = region.area
    return (a0 <= x <= a1 and b0 <= y <= b1
            and not any(k0 < x < k1 and l0 < y < l1 for k0, l0, k1, l1 in region.keep_off))


def _kept_whole(tiles: Sequence[Polygon], newest: Point,
                outlines: Sequence[Polygon]) -> list[Rect]:
    """What the view holds whole while it follows play, as world boxes NEWEST_MARGIN larger
    than each: the newest tile (centred on `newest`, the last focus point) and every one of
    the `outlines` (the places a waiting double's spokes or toes go, where a player is asked
    to drop a tile)."""
    m = NEWEST_MARGIN
    rx, ry = _newest_reach(tiles, newest)
    boxes = [(newest[0] - rx - m, newest[1] - ry - m, newest[0] + rx + m, newest[1] + ry + m)]
    for poly in outlines:
        x0, y0, x1, y1 = bounds([poly])
        boxes.append((x0 - m, y0 - m, x1 + m, y1 + m))
    return boxes


def _shows_whole(region: TableRegion, must: Sequence[Rect], offset: Point,
                 scale: float) -> bool:
    """True if every world box of `must` lies inside the region at this framing."""
    ox, oy = offset
    return all(region.holds(((ox + x0 * scale, oy + y0 * scale), (ox + x1 * scale, oy + y0 * scale),
                             (ox + x1 * scale, oy + y1 * scale), (ox + x0 * scale, oy + y1 * scale)))
               for x0, y0, x1, y1 in must)


def _follow(region: TableRegion, box: Rect, tree: Rect, focus: Sequence[Point],
            must: Sequence[Rect], scale: float, current: tuple[Point, float],
            reach: bool = False) -> Framing:
    """Where play is, at `scale`: of the framings that show what `must` be whole inside the
    region (`_kept_whole`: the newest tile, the outlines) and as many focus points as
    `_towards_play` finds, one that keeps the tree (`tree`: the tiles' box, without the
    outlines framed with them) on the side of the middle `current` has it where one does, and
    in the middle, across or down, where it was there and is longer than the table that way
    (off the middle, one of its ends is out of view: the next play at that end would swing
    it to the other side); of those, the nearest `box` (everything framed) centred. The
    framings tried are, across and down, those of `box` centred, of `_towards_play` and of
    `current`, and those with what must be whole just inside an edge of the region or of a
    panel (its corners kept free), no farther from the middle than `_towards_play` goes or
    than `box` can go and stay on the clear rectangle. A tree a little larger than the table
    stays near the middle, gliding a little toward each end as play goes there (or along the
    table, past a plate's corner), not from side to side."""
    rect = region.clear_rect
    whole = (min(m[0] for m in must), min(m[1] for m in must),
             max(m[2] for m in must), max(m[3] for m in must))
    toward = _towards_play(rect, box, focus, whole, scale)
    centred = ((rect[0] + rect[2]) / 2 - (box[0] + box[2]) / 2 * scale,
               (rect[1] + rect[3]) / 2 - (box[1] + box[3]) / 2 * scale)
    wanted = sum(_shown(region, p, toward.offset, scale) for p in focus)
    same = abs(current[1] - scale) < 1e-9
    side = _side(rect, tree, current[0], scale) if same else (0, 0)
    near = max(abs(toward.offset[k] - centred[k]) for k in (0, 1)) + CELL * scale
    tried = []
    for k in (0, 1):
        edges = [region.area[k], region.area[k + 2],
                 *(v for keep in region.keep_off for v in (keep[k], keep[k + 2]))]
        lo, hi = whole[k] * scale - 1e-6, whole[k + 2] * scale + 1e-6
        ways = {centred[k], toward.offset[k], *(e - d for e in edges for d in (lo, hi))}
        slack = (rect[k + 2] - rect[k] - (box[k + 2] - box[k]) * scale) / 2 + CELL * scale
        ways = {v for v in ways if abs(v - centred[k]) <= max(near, slack)}
        if same:
            ways.add(current[0][k])
        a0, a1 = region.area[k] - 1e-3, region.area[k + 2] + 1e-3  # what must be, inside
        tried.append([v for v in ways  # (checked in full below)
                      if a0 <= v + lo and v + hi <= a1])
    longer = [(tree[k + 2] - tree[k]) * scale > rect[k + 2] - rect[k] for k in (0, 1)]

    def rank(offset: Point) -> tuple[bool, bool, float]:
        now = _side(rect, tree, offset, scale)
        return (any(a * b < 0 for a, b in zip(side, now)),
                any(o and a == 0 and b != 0 for o, a, b in zip(longer, side, now)),
                math.dist(offset, centred))

    for _, offset in sorted((rank((x, y)), (x, y)) for x in tried[0] for y in tried[1]):
        # the best first: the first that shows what it must is the one
        if (_shows_whole(region, must, offset, scale)
                and sum(_shown(region, p, offset, scale) for p in focus) >= wanted):
            return Framing(offset, scale, False)
    spot = _clear_spot(region, must, scale, centred, rank) if reach else None
    return toward if spot is None else Framing(spot, scale, False)


def _clear_spot(region: TableRegion, must: Sequence[Rect], scale: float, near: Point,
                rank: Callable[[Point], tuple[bool, bool, float]]) -> Optional[Point]:
    """Of the offsets at which every world box of `must` lies inside the region, clear of its
    panels, at `scale`, the best by `rank` (`_follow`'s: the side kept, then the nearest the
    middle) of those nearest `near` in each column; None where there is none. The offsets at
    which a box meets a panel are open rectangles: the nearest offset outside them all in a
    column lies at `near`'s row or on one of their edges down, and the best overall in one of
    the columns at `near`'s, at one of their edges across or at the area's edge (the places
    round the panels' corners `_follow`'s framings do not reach)."""
    a0, b0, a1, b1 = region.area
    lo_x = a0 - min(m[0] for m in must) * scale
    hi_x = a1 - max(m[2] for m in must) * scale
    lo_y = b0 - min(m[1] for m in must) * scale
    hi_y = b1 - max(m[3] for m in must) * scale
    if lo_x > hi_x or lo_y > hi_y:
        return None
    banned = []
    for m0, n0, m1, n1 in must:
        for k0, l0, k1, l1 in region.keep_off:
            x0, x1, y0, y1 = k0 - m1 * scale, k1 - m0 * scale, l0 - n1 * scale, l1 - n0 * scale
            if x1 > lo_x and x0 < hi_x and y1 > lo_y and y0 < hi_y:
                banned.append((x0, y0, x1, y1))
    nx, ny = min(max(near[0], lo_x), hi_x), min(max(near[1], lo_y), hi_y)
    columns = {nx, lo_x, hi_x, *(v for b in banned for v in (b[0], b[2]) if lo_x <= v <= hi_x)}
    found: list[Point] = []
    for x in columns:
        spans = [(b[1], b[3]) for b in banned if b[0] < x < b[2]]
        found += [(x, y) for y in (ny, lo_y, hi_y, *(v for span in spans for v in span))
                  if lo_y <= y <= hi_y and not any(c < y < d for c, d in spans)]
    for spot in sorted(found, key=rank):
        if _shows_whole(region, must, spot, scale):
            return spot
    return None


def _side(rect: Rect, box: Rect, offset: Point, scale: float) -> tuple[int, int]:
    """Which side of `rect`'s middle the tree's box sits on at this framing, across and down
    (-1, +1; 0: within SIDE of the middle)."""
    out = []
    for k in (0, 1):
        off = (offset[k] + (box[k] + box[k + 2]) / 2 * scale - (rect[k] + rect[k + 2]) / 2) \
            / (rect[k + 2] - rect[k])
        out.append(0 if abs(off) < SIDE else 1 if off > 0 else -1)
    return out[0], out[1]


def _towards_play(rect: Rect, box: Rect, focus: Sequence[Point], whole: Rect,
                  scale: float) -> Framing:
    """At `scale`, the tree centred on `rect` in a dimension it fits, else moved off the middle
    only as far as it must be for the box that must be `whole` (the newest tile, the last
    focus point, NEWEST_MARGIN round it, and the outlines) to lie inside (centred where it
    is larger), then for each other focus point that can then lie inside too, nearest the
    newest first (play spread wider than the table: the newest play and the open ends nearest
    it)."""
    newest = focus[-1]
    spans: list[Optional[tuple[float, float]]] = []  # per dimension: the offsets allowed
    for k in (0, 1):
        lo, hi, r0, r1 = box[k], box[k + 2], rect[k], rect[k + 2]
        if (hi - lo) * scale <= r1 - r0:
            spans.append(None)  # it fits: centred
            continue
        w0, w1 = whole[k] * scale, whole[k + 2] * scale
        if w1 - w0 > r1 - r0:
            w0 = w1 = (w0 + w1) / 2 - (r1 - r0) / 2  # larger than the table: centred
            w1 += r1 - r0
        spans.append((r0 - w0, r1 - w1))
    for p in sorted(focus[:-1], key=lambda p: math.dist(p, newest)):
        kept = [None if span is None else
                (max(span[0], rect[k] - p[k] * scale), min(span[1], rect[k + 2] - p[k] * scale))
                for k, span in enumerate(spans)]
        if all(span is None or span[0] <= span[1] for span in kept):
            spans = kept
    offset = []
    for k, span in enumerate(spans):
        centred = (rect[k] + rect[k + 2]) / 2 - (box[k] + box[k + 2]) / 2 * scale
        offset.append(centred if span is None else min(max(centred, span[0]), span[1]))
    return Framing((offset[0], offset[1]), scale, False)
