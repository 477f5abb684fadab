"""Swinging a branch: room for a boxed-in end by turning a whole branch of the barnyard.

Pure Python. A branch is a tile and everything laid after it on its line (feet, their toes and
their lines included). Turned as one rigid piece, by whole eighths of a turn, to another spot
where its first tile still meets its parent's open end (a toe: another spot on its double's far
side), every joint inside it stays as it was; only its place changes. `swing` tries the
branches the boxed-in end lies on, the smallest first, and each one's cheapest spots, until the
new tile fits at the end with GAP kept all round. It changes nothing: the answer lists every
tile of the branch as laid again (`Laid.moves`).
"""
from __future__ import annotations

import math
from functools import partial
from typing import Callable, Optional

from game.layout.geometry import Box, Placement
from game.layout.laying import Laying
from game.layout.spots import GAP, End, Laid, Option
from game.rules.barnyard import ARM, DOUBLE, TOE, PlacedTile
from game.rules.tiles import Tile

SWING_DEPTH = 6  # the branches tried: from the boxed-in end's tile up to this many tiles back
SWING_SIZE = 30  # the most tiles a branch may hold to be swung
SWING_SPOTS = 8  # the spots tried for each branch, cheapest first

Moves = tuple[tuple[Tile, Laid], ...]
Leaf = Callable[[Moves], Optional[Laid]]


def swing(lay: Laying, placed: PlacedTile, leaf: Leaf, budget: list[int]
          ) -> Optional[Laid]:
    """Where `placed` goes once a branch it would hang from is swung (see the module)."""
    on = placed.on
    for _ in range(SWING_DEPTH):
        root = lay.placed_tile(on) if on is not None else None
        if root is None or root.on is None or root.role not in (ARM, DOUBLE, TOE):
            return None
        branch = _branch(lay, root.tile)
        if branch is None:
            return None
        for spot in _spots(lay, root):
            if budget[0] <= 0:
                return None
            budget[0] -= 1
            found = _try(lay, root, branch, spot, leaf)
            if found is not None:
                return found
        on = root.on
    return None


def _branch(lay: Laying, tile: Tile) -> Optional[list[Tile]]:
    """`tile` and everything laid after it; None if that is more than SWING_SIZE tiles."""
    out = [tile]
    for t in out:
        out += lay.kids(t)
        if len(out) > SWING_SIZE:
            return None
    return out


def _spots(lay: Laying, root: PlacedTile) -> list[Option]:
    """Where the branch's first tile may go instead (cost, centre x, y, heading), cheapest
    first, SWING_SPOTS at most, its present spot left out."""
    assert root.on is not None
    is_double = root.role == DOUBLE
    options = lay.meeting_spots(root, is_double)
    now = lay.placements[root.tile]
    out: list[Option] = []
    for cost, cx, cy, h in lay.ranked(options, root.role == TOE, is_double, lay.wedge(root)):
        if abs(cx - now.x) + abs(cy - now.y) < 0.05 and h * 45 == now.heading:
            continue
        if all(abs(cx - x) + abs(cy - y) > 0.05 or h != k for _, x, y, k in out):
            out.append((cost, cx, cy, h))
            if len(out) == SWING_SPOTS:
                break
    return out


def _try(lay: Laying, root: PlacedTile, branch: list[Tile], spot: Option, leaf: Leaf
         ) -> Optional[Laid]:
    """With the branch swung so its first tile lies at `spot`: `leaf`, if every tile of the
    branch keeps GAP from the tiles outside it; the table as it was afterwards. Where the
    branch goes and whether it fits is kept while the table lies as it did (`lay.remembered`)."""
    key = ("swung", root, spot, lay.grid.content(),
           tuple((lay.placements[t], lay.end(t)) for t in branch))
    moved = lay.remembered(key, partial(_swung, lay, root, branch, spot))
    if moved is None:
        return None
    swung = tuple(moved.items())
    with lay.lifted(branch), lay.trying(swung):
        return leaf(swung)


def _swung(lay: Laying, root: PlacedTile, branch: list[Tile], spot: Option
           ) -> Optional[dict[Tile, Laid]]:
    """Where each tile of the branch goes swung so its first tile lies at `spot`, if every one
    keeps GAP from the tiles outside the branch (else None); the table as it was."""
    _, cx, cy, h = spot
    now = lay.placements[root.tile]
    turn = (h - now.heading // 45) % 8
    moved = {t: _turned(lay, t, now.x, now.y, cx, cy, turn) for t in branch}
    with lay.lifted(branch):
        fits = all(not lay.grid.collides(laid.box, GAP, root.on if t == root.tile else None)
                   for t, laid in moved.items())
    return moved if fits else None


def _turned(lay: Laying, tile: Tile, ox: float, oy: float, nx: float, ny: float,
            turn: int) -> Laid:
    """Where `tile` lies once its branch turns `turn` eighths about (ox, oy), that point
    going to (nx, ny)."""
    a = math.radians(45 * turn)
    c, s = math.cos(a), math.sin(a)

    def move(x: float, y: float) -> tuple[float, float]:
        dx, dy = x - ox, y - oy  # y grows down: a turn counter-clockwise on screen
        return (nx + dx * c + dy * s, ny - dx * s + dy * c)

    place = lay.placements[tile]
    box = lay.grid.boxes[tile]
    end = lay.end(tile)
    x, y = move(place.x, place.y)
    bx, by = move(box.cx, box.cy)
    ux, uy = box.ux * c + box.uy * s, -box.ux * s + box.uy * c
    turned = Box(bx, by, ux, uy, box.hl, box.hw)
    new_place = Placement(x, y, (place.angle + 45 * turn) % 360,
                          (place.heading + 45 * turn) % 360, turned.corners(), place.is_double,
                          place.detached)
    new_end = None
    if end is not None:
        ex, ey = move(end.x, end.y)
        new_end = End(ex, ey, (end.heading + turn) % 8, end.bend, end.since)
    return Laid(new_place, turned, new_end, tile in lay.rough)
