"""The barnyard as a tree: every placed tile knows what it hangs from and its role.

`Barnyard` is the one home of what the layout of a round implies: its open ends, the double
whose spokes or toes must be filled first (the pending double), and what a play would place.
The round, the AI, the layout and the scenes ask it instead of working these out again.
"""
from __future__ import annotations

from typing import Iterator, NamedTuple, Optional, Sequence, overload

from game.rules.tiles import Tile

START = "start"    # the round's starting double, in the centre
SPOKE = "spoke"    # one of the 4 (cross) or 6 (double foot) tiles around the starting double
ARM = "arm"        # a tile extending a line
DOUBLE = "double"  # a double laid crosswise on a line: a chicken foot
TOE = "toe"        # one of the three tiles fanned out from a foot's double

TOES = 3  # toes of every chicken foot

_new_tuple = tuple.__new__


class PlacedTile(NamedTuple):
    """One tile in the barnyard.

    `on` is the tile it is attached to (None for the start); `slot` numbers the spokes
    (0-3 or 0-5) and toes (0-2) of their double, 0 otherwise; `outward` is the number
    facing away from `on` (the open number while nothing hangs from it).
    """

    tile: Tile
    on: Optional[Tile]
    role: str
    slot: int
    outward: int
    seat: int

    @property
    def inward(self) -> int:
        """The number touching `on`."""
        return self.tile.other(self.outward)


class Barnyard(Sequence[PlacedTile]):
    """The placed tiles in the order they were laid, with the open ends they leave.

    A sequence of `PlacedTile` (the starting double first). `ends[n]` holds the tiles showing
    the open number n outward; `pending` is the double whose spokes (the start) or toes (a
    chicken foot) must be filled before anything else, `needed` how many it still lacks.
    """

    __slots__ = ("tiles", "ends", "pending", "needed", "spokes")

    tiles: list[PlacedTile]
    ends: list[tuple[Tile, ...]]
    pending: Optional[Tile]
    needed: int
    spokes: int

    def __init__(self, top: int, spokes: int) -> None:
        """An empty barnyard for a double-`top` set with `spokes` around the start."""
        self.tiles = []
        self.ends = [()] * (top + 1)
        self.pending = None
        self.needed = 0
        self.spokes = spokes

    @classmethod
    def of_ends(cls, top: int, spokes: int, ends: dict[int, Sequence[Tile]]) -> "Barnyard":
        """A barnyard known only by its open ends, nothing pending (scripted AI positions)."""
        barnyard = cls(top, spokes)
        for n, at in ends.items():
            barnyard.ends[n] = tuple(at)
        return barnyard

    # ----------------------------------------------------------------- a sequence
    def __len__(self) -> int:
        return len(self.tiles)

    @overload
    def __getitem__(self, index: int) -> PlacedTile: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[PlacedTile]: ...

    def __getitem__(self, index: int | slice) -> PlacedTile | Sequence[PlacedTile]:
        return self.tiles[index]

    def __iter__(self) -> Iterator[PlacedTile]:
        return iter(self.tiles)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Barnyard):
            return (self.tiles, self.ends, self.pending, self.needed) == (
                other.tiles, other.ends, other.pending, other.needed)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Barnyard({self.tiles!r})"

    def copy(self) -> "Barnyard":
        """An independent copy (cheap: AI search makes thousands)."""
        c = object.__new__(Barnyard)
        c.tiles = self.tiles[:]
        c.ends = self.ends[:]
        c.pending = self.pending
        c.needed = self.needed
        c.spokes = self.spokes
        return c

    # ----------------------------------------------------------------- questions
    @property
    def start(self) -> Optional[Tile]:
        """The starting double (None before it is laid)."""
        return self.tiles[0].tile if self.tiles else None

    @property
    def pending_role(self) -> Optional[str]:
        """SPOKE while the start needs spokes, TOE while a chicken foot needs toes, else None."""
        if self.pending is None:
            return None
        return SPOKE if self.pending is self.tiles[0].tile else TOE

    def slot_count(self, role: Optional[str]) -> int:
        """How many slots a double has for tiles of `role`: the spokes around the start
        (SPOKE), the toes of a chicken foot (TOE); 0 for any other role."""
        if role == SPOKE:
            return self.spokes
        return TOES if role == TOE else 0

    def free_slots(self) -> range:
        """Slot numbers still open around the pending double (empty when none is pending)."""
        if self.pending is None:
            return range(0)
        total = self.slot_count(self.pending_role)
        return range(total - self.needed, total)

    def needed_after(self, placed: PlacedTile) -> int:
        """How many spokes or toes the double `placed` opened or filled still lacked once it
        was laid (the start: all its spokes; a chicken foot: its 3 toes; an arm: 0)."""
        role = placed.role
        if role == START:
            return self.spokes
        if role == DOUBLE:
            return TOES
        total = self.slot_count(role)
        return total - placed.slot - 1 if total else 0

    def open_numbers(self) -> list[int]:
        """Numbers a tile may be matched against now."""
        if self.pending is not None:
            return [self.pending.high]
        return [n for n, at in enumerate(self.ends) if at]

    def open_ends(self) -> list[tuple[int, Tile]]:
        """Every open end as (number, the tile showing it), lowest number first."""
        if self.pending is not None:
            return [(self.pending.high, self.pending)]
        return [(n, t) for n, at in enumerate(self.ends) for t in at]

    def left_of(self, number: int) -> int:
        """How many tiles showing `number` are not in the barnyard (in hands or the chicken
        yard). A chicken foot needing more toes than its number has left is never filled:
        play goes on, drawing and passing, until the round is blocked (RULES.md)."""
        return len(self.ends) - sum(1 for placed in self.tiles if placed.tile.has(number))

    def tile_at(self, tile: Tile) -> Optional[PlacedTile]:
        """Where `tile` lies in the barnyard (None if it is not there)."""
        for placed in self.tiles:
            if placed.tile is tile:
                return placed
        return None

    def placing(self, tile: Tile, on: Optional[Tile], seat: int) -> PlacedTile:
        """The PlacedTile that playing `tile` on `on` would make (nothing changes).

        The play must be one the rules accept (`on` None: the starting double).
        """
        if on is None:
            return _new_tuple(PlacedTile, (tile, None, START, 0, tile.high, seat))
        if on is self.pending:
            n = on.high
            if on is self.tiles[0].tile:
                role, slot = SPOKE, self.spokes - self.needed
            else:
                role, slot = TOE, TOES - self.needed
            out = tile.low if tile.high == n else tile.high
            return _new_tuple(PlacedTile, (tile, on, role, slot, out, seat))
        n = tile.high if on in self.ends[tile.high] else tile.low
        if tile.is_double:
            return _new_tuple(PlacedTile, (tile, on, DOUBLE, 0, n, seat))
        out = tile.low if tile.high == n else tile.high
        return _new_tuple(PlacedTile, (tile, on, ARM, 0, out, seat))

    def after(self, tile: Tile, on: Optional[Tile], seat: int) -> "Barnyard":
        """A copy with the play made (the AI looks ahead with it)."""
        c = self.copy()
        c.place(tile, on, seat)
        return c

    # ----------------------------------------------------------------- changes
    def place(self, tile: Tile, on: Optional[Tile], seat: int) -> PlacedTile:
        """Lay `tile` on `on` (None: the starting double) and return what was placed."""
        placed = self.placing(tile, on, seat)
        self.tiles.append(placed)
        ends = self.ends
        role = placed[2]
        if role is START:
            self.pending = tile
            self.needed = self.spokes
            return placed
        if role is SPOKE or role is TOE:
            self.needed -= 1
            if self.needed == 0:
                self.pending = None
        else:
            n = placed.inward
            at = ends[n]
            if len(at) == 1:
                ends[n] = ()
            else:
                i = at.index(on)
                ends[n] = at[:i] + at[i + 1:]
            if role is DOUBLE:
                self.pending = tile
                self.needed = TOES
                return placed
        out = placed[4]
        ends[out] = ends[out] + (tile,)
        return placed
