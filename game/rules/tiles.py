"""Domino tiles: small interned values that print as "9-3" and parse back."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import ClassVar

from game.rules.errors import RulesError

MAX_PIP = 18
_TILE_TEXT = re.compile(r"(0|[1-9][0-9]?)-(0|[1-9][0-9]?)")  # "9-3": ASCII digits only


class Tile:
    """One domino, high number first. Tiles are interned: `Tile(3, 9) is Tile(9, 3)`."""

    __slots__ = ("high", "low", "pips", "is_double", "index")
    high: int
    low: int
    pips: int
    is_double: bool
    index: int
    _cache: ClassVar[dict[tuple[int, int], "Tile"]] = {}

    def __new__(cls, a: int, b: int) -> "Tile":
        key = (a, b) if a >= b else (b, a)
        tile = cls._cache.get(key)
        if tile is None:
            high, low = key
            if not (isinstance(high, int) and isinstance(low, int)) or low < 0 or high > MAX_PIP:
                raise RulesError(f"{a}-{b} is not a domino (numbers run from 0 to {MAX_PIP})")
            tile = object.__new__(cls)
            object.__setattr__(tile, "high", high)
            object.__setattr__(tile, "low", low)
            object.__setattr__(tile, "pips", high + low)
            object.__setattr__(tile, "is_double", high == low)
            object.__setattr__(tile, "index", high * (high + 1) // 2 + low)
            cls._cache[key] = tile
        return tile

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("tiles are immutable")

    def __reduce__(self) -> tuple[type, tuple[int, int]]:
        return (Tile, (self.high, self.low))

    def __copy__(self) -> "Tile":
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> "Tile":
        return self

    def __hash__(self) -> int:
        return self.index

    # Tiles are interned, so equality is identity. Spelling it out keeps `in`, `list.remove`
    # and action comparisons cheap: without it, defining `__lt__` sends every `==` through
    # object's two-way NotImplemented fallback, about 2.5x slower.
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __lt__(self, other: "Tile") -> bool:
        return self.index < other.index

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def has(self, number: int) -> bool:
        """True if either half shows `number`."""
        return self.high == number or self.low == number

    def other(self, number: int) -> int:
        """The number on the half opposite the one showing `number`."""
        return self.low if self.high == number else self.high

    @staticmethod
    def parse(text: str) -> "Tile":
        """Read "9-3" (or "3-9") and nothing else: no spaces, no leading zeros, no line's end
        (" 9-9 ", "09-09" and "9-9\\n" were read as 9-9); RulesError naming the text."""
        found = _TILE_TEXT.fullmatch(text) if isinstance(text, str) else None
        if found is None:
            shown = json.dumps(str(text)[:40], ensure_ascii=False)
            raise RulesError(f"{shown} is not a tile; write it as two numbers like \"9-3\" "
                             "(no spaces, no leading zeros)")
        return Tile(int(found[1]), int(found[2]))


def double(n: int) -> Tile:
    """The double n-n."""
    return Tile(n, n)


def full_set(top: int) -> list[Tile]:
    """Every tile of a double-`top` set, in index order."""
    return list(_full_set(top))


@lru_cache(maxsize=None)
def _full_set(top: int) -> tuple[Tile, ...]:
    return tuple(Tile(a, b) for a in range(top + 1) for b in range(a + 1))


def set_size(top: int) -> int:
    """How many tiles a double-`top` set holds."""
    return (top + 1) * (top + 2) // 2
