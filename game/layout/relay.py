"""Laying a line again: room for a tile whose parent's open end is boxed in.

Pure Python. When no spot against its parent's open end is free (GAP kept from every other
tile, or no way on), `relay` lays the last tiles of the parent's line again: each still meets
its own parent's open end (a toe stands on its double's far side; a foot moves whole, its
double and toes together, taking along the few line tiles its other toes carry), so that the
new tile fits. It tries the fewest tiles first (up to RELAY_DEPTH), each one's RELAY_WIDTH
cheapest free spots; failing that, it lifts the bare end of another line near the boxed-in end
and lays it again around the new tile, or swings a whole branch the end lies on
(game/layout/swing.py). Each of the three tries RELAY_BUDGET spots and makes RELAY_SEARCHES
searches for the new tile's spot at most (a search weighs every joint, a double's toes and the
room ahead of them: the dear part), so a crowded table never holds the game up; then the
layout eases its rules (FITS). It changes nothing: the answer lists the tiles laid again
(`Laid.moves`), which `BarnyardLayout.add` applies and the table glides into place.
"""
from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Callable, Optional, Sequence

from game.layout.geometry import DIRS, Box, boxes_overlap, tile_box
from game.layout.laying import FootSpot, Laying
from game.layout.spots import APART, CLEAR, GAP, Fit, Laid, Option, Toes
from game.layout.swing import swing
from game.rules.barnyard import ARM, DOUBLE, TOE, PlacedTile
from game.rules.tiles import Tile

RELAY_DEPTH = 4  # the most tiles of a line laid again (a foot counts once)
RELAY_WIDTH = 4  # the free spots tried for each of them, cheapest first
FOOT_LOAD = 2  # the most line tiles a foot's other toes may carry for the foot to move
RELAY_BUDGET = 300  # the spots tried (and tiles lifted) by each way of making room, at most
RELAY_SEARCHES = 4  # searches for the new tile (at each level of FITS) by each way of making room
REACH = 3.0  # how near a boxed-in end (world units) a tile may be laid again to clear it

Moves = tuple[tuple[Tile, Laid], ...]
Leaf = Callable[[Moves], Optional[Laid]]  # what to lay once the line is down again
Search = Callable[[int, Fit], Optional[Laid]]  # the new tile's spot at a level of FITS


def relay(lay: Laying, placed: PlacedTile, fits: Sequence[Fit] = APART,
          bounded: bool = True) -> Optional[Laid]:
    """Where `placed` goes, free under one of `fits` (the first ones of FITS), once the end
    of its line is laid again, or the bare end of another line near it; None if no such
    laying makes room within its searches (RELAY_SEARCHES each, unless not `bounded`: then
    RELAY_BUDGET spots in all, as far as they go). Deterministic: the same table and tile
    search the same spots in the same order."""
    budget = [RELAY_BUDGET]  # the spots tried: each way of making room has its own
    allowed = RELAY_SEARCHES * len(fits)  # a search at each level of `fits` for each spot
    searches = [allowed if bounded else RELAY_BUDGET * len(fits)]

    def search(level: int, fit: Fit, moves: Moves = ()) -> Optional[Laid]:
        if searches[0] <= 0:
            budget[0] = 0  # out of searches: this way of making room tries nothing more
            return None
        searches[0] -= 1
        return lay.search(placed, level, fit, moves)

    def leaf(moves: Moves) -> Optional[Laid]:
        for level, fit in enumerate(fits):
            laid = search(level, fit, moves)
            if laid is not None:
                return laid
        return None

    def afresh() -> list[int]:
        """The spots for the next way of making room (its searches counted afresh)."""
        if bounded:
            budget[0], searches[0] = RELAY_BUDGET, allowed
        return budget

    line = _line_before(lay, placed)
    for depth in range(1, len(line) + 1):
        again = line[:depth][::-1]
        for i, p in enumerate(again[:-1]):  # a foot's other toes take their lines along
            if p.role == DOUBLE:
                for toe in _group(lay, again, i)[1:]:
                    for kid in lay.kids(toe):
                        again += _bare_line(lay, kid) or ()
        found = _lay_line_again(lay, again, leaf, (), budget)
        if found is not None:
            return found
    return (_clear_the_way(lay, placed, fits, search, afresh())
            or swing(lay, placed, leaf, afresh()))


def _line_before(lay: Laying, placed: PlacedTile) -> list[PlacedTile]:
    """The tiles `placed` would hang from, nearest first, that may be laid again: line tiles,
    a toe, a foot whose other toes carry FOOT_LOAD line tiles at most (RELAY_DEPTH at most)."""
    line: list[PlacedTile] = []
    on = placed.on
    while on is not None and len(line) < RELAY_DEPTH:
        before = lay.placed_tile(on)
        if before is None:
            break
        if before.role == DOUBLE:  # the foot moves whole, with what its other toes carry
            if not line:
                break
            lines = [_bare_line(lay, k) for t in lay.kids(on) if t != line[-1].tile
                     for k in lay.kids(t)]
            if any(x is None for x in lines) or sum(len(x or ()) for x in lines) > FOOT_LOAD:
                break
        elif before.role not in (ARM, TOE):
            break
        line.append(before)
        on = before.on
    return line


def _lay_line_again(lay: Laying, again: list[PlacedTile], leaf: Leaf,
                    avoid: Sequence[Box], budget: list[int]) -> Optional[Laid]:
    """Lift `again` (and the toes its feet carry) off the table, lay them again and then
    `leaf`; the table as it was afterwards."""
    moved = [t for i in range(len(again)) for t in _group(lay, again, i)]
    with lay.lifted(moved):
        return _lay_again(lay, again, 0, leaf, (), avoid, budget)


def _clear_the_way(lay: Laying, placed: PlacedTile, fits: Sequence[Fit],
                   search: Search, budget: list[int]) -> Optional[Laid]:
    """Where `placed` goes once a line end near its parent's open end (a tile and those
    after it, all bare line tiles, RELAY_DEPTH at most) is lifted and laid again around it:
    the nearest such end that makes room."""
    end = lay.end(placed.on) if placed.on is not None else None
    if end is None:  # its parent is not laid out (a barnyard known by its open ends only)
        return None
    near = sorted(lay.grid.near(end.x, end.y, REACH),
                  key=lambda t: (abs(lay.placements[t].x - end.x)
                                 + abs(lay.placements[t].y - end.y), t))
    for tile in near:
        if budget[0] <= 0:
            return None
        budget[0] -= 1
        chain = _bare_line(lay, tile)
        if not chain or any(p.tile == placed.on for p in chain):
            continue
        found = None
        with lay.lifted([p.tile for p in chain]):
            for level, fit in enumerate(fits):
                laid = search(level, fit)
                if laid is not None:
                    with lay.grid.holding(placed.tile, laid.box):  # its toes kept clear
                        found = _lay_again(lay, chain, 0, partial(_with_moves, laid), (),
                                           _toe_boxes(laid), budget)
                    break
        if found is not None:
            return found
    return None


def _with_moves(laid: Laid, moves: Moves) -> Laid:
    """`laid`, with the tiles laid again for it."""
    return replace(laid, moves=moves)


def _bare_line(lay: Laying, tile: Tile) -> Optional[list[PlacedTile]]:
    """`tile` and the tiles after it to its line's open end, if all are line tiles or a toe
    (no foot) and there are RELAY_DEPTH at most."""
    out: list[PlacedTile] = []
    while len(out) < RELAY_DEPTH:
        p = lay.placed_tile(tile)
        if p is None or p.role not in (ARM, TOE) or (out and p.role == TOE):
            return None
        out.append(p)
        kids = lay.kids(tile)
        if not kids:
            return out
        tile = kids[0]
    return None


def _toe_boxes(laid: Laid) -> list[Box]:
    """The boxes a double's toes will take (none for another tile)."""
    out = []
    for _, ax, ay, h in laid.toes or ():
        dx, dy = DIRS[h]
        out.append(tile_box(ax + dx, ay + dy, h, False))
    return out


def _group(lay: Laying, again: list[PlacedTile], i: int) -> list[Tile]:
    """The tiles `again[i]` moves: itself, and for a foot its toes but the one in the line."""
    p = again[i]
    if p.role != DOUBLE:
        return [p.tile]
    return [p.tile] + [t for t in lay.kids(p.tile) if t != again[i + 1].tile]


def _lay_again(lay: Laying, again: list[PlacedTile], i: int, leaf: Leaf,
               moves: Moves, avoid: Sequence[Box], budget: list[int]) -> Optional[Laid]:
    """Lay again[i:] in turn, each in one of its cheapest free spots clear of `avoid`, then
    `leaf` with every move made; None once `budget` (spots tried) runs out."""
    if i == len(again):
        return leaf(moves)
    budget[0] -= 1
    if budget[0] < 0:
        return None
    p = again[i]
    if p.role == DOUBLE:
        others = [o for o in map(lay.placed_tile, _group(lay, again, i)[1:]) if o is not None]
        for cx, cy, h, toes, rough in _foot_spots(lay, p):
            made = lay.make(p, cx, cy, h, True, False)
            group = [(p.tile, Laid(*made, rough, toes))]
            for toe in others:
                cost, ax, ay, th = toes[toe.slot % 3]
                dx, dy = DIRS[th]
                group.append((toe.tile, Laid(*lay.make(toe, ax + dx, ay + dy, th, False, False),
                                             cost > 0.0)))
            found = _try(lay, again, i, leaf, moves, group, avoid, budget)
            if found is not None:
                return found
        return None
    for cost, cx, cy, h in _free_spots(lay, p, avoid):
        made = lay.make(p, cx, cy, h, False, False)
        rough = p.role == TOE and cost > 0.0  # a toe beside its fanned spot
        found = _try(lay, again, i, leaf, moves, [(p.tile, Laid(*made, rough))], avoid,
                     budget)
        if found is not None:
            return found
    return None


def _try(lay: Laying, again: list[PlacedTile], i: int, leaf: Leaf, moves: Moves,
         laid: list[tuple[Tile, Laid]], avoid: Sequence[Box], budget: list[int]
         ) -> Optional[Laid]:
    """With `laid` down for now, lay the rest of the line and then `leaf`."""
    with lay.trying(laid):
        return _lay_again(lay, again, i + 1, leaf, moves + tuple(laid), avoid, budget)


def _free_spots(lay: Laying, placed: PlacedTile, avoid: Sequence[Box] = ()
                ) -> list[Option]:
    """The RELAY_WIDTH cheapest spots (cost with what is ahead, centre x, y, heading) where a
    plain tile meets its parent's open end, or a toe its double's far side, and keeps GAP from
    every other tile (and the boxes to `avoid`); kept while the table lies as it did."""
    return lay.remembered(("free spots", *lay.lying(placed), tuple(avoid)),
                          partial(_work_out_free_spots, lay, placed, avoid))


def _work_out_free_spots(lay: Laying, placed: PlacedTile, avoid: Sequence[Box]
                         ) -> list[Option]:
    """`_free_spots` worked out."""
    assert placed.on is not None
    options = lay.meeting_spots(placed, False)
    out: list[Option] = []
    for cost, cx, cy, h in lay.ranked(options, placed.role == TOE, False, lay.wedge(placed)):
        if _full(out, cost):
            break  # ranked cheapest first: the rest cost more before what is ahead
        box = tile_box(cx, cy, h, False)
        if (lay.fits(box, placed.on, CLEAR) and _new(out, cx, cy, h)
                and not any(boxes_overlap(box, b, -GAP) for b in avoid)):
            dead, _ = lay.dead_end(box, cx, cy, h, CLEAR, placed.on)
            out.append((cost + lay.crowding(cx, cy, h, False) + dead, cx, cy, h))
    out.sort(key=lambda o: o[0])
    return out[:RELAY_WIDTH]


def _foot_spots(lay: Laying, placed: PlacedTile) -> list[FootSpot]:
    """The RELAY_WIDTH cheapest spots (centre x, y, heading, where its toes go, rough) where
    a double meets its parent's open end with room for its three toes, GAP kept; kept while
    the table lies as it did."""
    return lay.remembered(("foot spots", *lay.lying(placed)),
                          partial(_work_out_foot_spots, lay, placed))


def _work_out_foot_spots(lay: Laying, placed: PlacedTile) -> list[FootSpot]:
    """`_foot_spots` worked out."""
    assert placed.on is not None
    found: list[tuple[float, float, float, int, Toes, bool]] = []
    sector = lay.wedge(placed)
    for cost, cx, cy, h in lay.ranked(lay.meeting_spots(placed, True), False, True, sector):
        if _full([(f[0], 0.0, 0.0, 0) for f in found], cost):
            break
        box: Box = tile_box(cx, cy, h, True)
        if not lay.fits(box, placed.on, CLEAR) or not _new(
                [(0.0, x, y, k) for _, x, y, k, _, _ in found], cx, cy, h):
            continue
        for level, fit in enumerate(APART):
            foot = lay.foot(box, cx, cy, h, fit, placed.on)
            if foot is not None:
                found.append((cost + foot[0] + level, cx, cy, h, foot[1], not fit.fanned))
                break
    found.sort(key=lambda f: f[0])
    return [(x, y, h, toes, rough) for _, x, y, h, toes, rough in found[:RELAY_WIDTH]]


def _full(spots: list[Option], cost: float) -> bool:
    """True if RELAY_WIDTH of `spots` already cost no more than `cost` (a spot costing that
    or more, found later, would not be among the cheapest)."""
    return sum(1 for s in spots if s[0] <= cost) >= RELAY_WIDTH


def _new(spots: list[Option], cx: float, cy: float, h: int) -> bool:
    """True unless a spot at (cx, cy) heading h is already among `spots`."""
    return all(abs(cx - x) + abs(cy - y) > 0.05 or h != k for _, x, y, k in spots)
