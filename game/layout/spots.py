"""What the barnyard layout decides about a tile: the spots it weighs (`Option`), how free a spot
must be (`Fit`), where a line's open end is (`End`) and where a tile goes (`Laid`).

Pure Python; shared by game/layout/barnyard.py and game/layout/relay.py.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.layout.geometry import Box, Placement
from game.rules.tiles import Tile

GAP = 0.11  # world units kept between tiles other than a tile and its parent (2 px at 20 px/unit)

Option = tuple[float, float, float, int]  # cost, x, y (a tile's inner end or centre), heading


@dataclass(frozen=True, slots=True)
class Fit:
    """How free a spot must be: `gap` kept from every tile but the parent, off the room other
    open ends keep for a foot (`claims`), a double's three toes fanned (`fanned`, else some room
    for each), a way on from the new open end (or each toe's) for a next tile (`way_on`)."""

    gap: float
    claims: bool
    fanned: bool
    way_on: bool = False


# Tried in turn until a spot meeting the parent is found. The first leaves the barnyard in
# shape and a way on from every open end; then a dead end is taken, then a foot's toes may go
# beside their fanned spots, then tiles may touch.
CLEAR = Fit(GAP, False, True)  # free: GAP kept, a foot's toes fanned
FITS = (Fit(GAP, False, True, True), CLEAR, Fit(GAP, False, False), Fit(0.0, False, False))
APART = FITS[:3]  # the fits that keep GAP from every tile but the parent
CLEAN = 2  # the fits from here on are eased: a tile laid so is rough
ROOMY = Fit(GAP, True, True)  # how free the room an open end keeps for a foot must be


@dataclass(frozen=True, slots=True)
class End:
    """Where a tile's open end is: the point the next tile touches and the line's heading.

    `bend` is the way the line last bent (+1 left, -1 right, 0 never) and `since` how many
    tiles ago, so the next tile can keep bending the same way rather than zig-zag.
    """

    x: float
    y: float
    heading: int
    bend: int = 0
    since: int = 99


Toes = tuple[Option, Option, Option]  # a foot's three toe spots (inner end), by slot


@dataclass(frozen=True, slots=True)
class Laid:
    """Where a tile goes: its placement, box and open end, whether it is `rough`, where its
    toes will go (a double), and the tiles laid again to make room (`moves`: its line's end,
    or every tile, spread in a wider room, `extent`)."""

    place: Placement
    box: Box
    end: Optional[End]
    rough: bool
    toes: Optional[Toes] = None
    moves: tuple[tuple[Tile, "Laid"], ...] = ()
    extent: Optional[tuple[float, float]] = None  # the wider room the barnyard was laid in
