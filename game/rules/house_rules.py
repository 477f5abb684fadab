"""The frozen set of house rules a game is played with, and what they imply for a table."""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Union

from game.rules.errors import ConfigError
from game.rules.tiles import Tile, set_size

HandSize = Union[str, int]

SOLD_SETS = (6, 9, 12, 15, 18)
MIN_SET, MAX_SET = 6, 18
MIN_SEATS, MAX_SEATS = 2, 8
MAX_POINTS = 1_000_000  # the most a points rule may say: a game's totals stay far inside 64 bits

# Hand-size tables: policy -> set -> seats -> tiles. A missing entry is a combination the
# policy does not allow (the manufacturer's "X").
HAND_TABLES: dict[str, dict[int, dict[int, int]]] = {
    "table": {
        9: {2: 20, 3: 14, 4: 11, 5: 9, 6: 7},
        12: {4: 18, 5: 14, 6: 12, 7: 10, 8: 9},
    },
    "small": {
        6: {2: 5, 3: 5},
        9: {2: 12, 3: 11, 4: 10},
    },
    "basic": {
        9: {2: 9, 3: 7, 4: 7},
    },
}

CHOICES: dict[str, tuple[str, ...]] = {
    "hand_size": ("table", "small", "basic", "42"),
    "start": ("holder", "placed"),
    "missing_double": ("draw", "next-lower", "reshuffle"),
    "opening": ("cross", "double-foot"),
    "drawn_tile": ("may", "must"),
    "yard_reserve": ("none", "auto"),
    "chickenlittle": ("off", "courtesy", "enforced"),
    "game_end": ("rounds", "long", "target"),
}


def forty_two(seats: int) -> int:
    """42 / seats rounded to nearest, half up (4 seats -> 11)."""
    return (42 * 2 + seats) // (2 * seats)


@dataclass(frozen=True)
class RuleSet:
    """Every house rule of RULES.md, with the classic preset's values as defaults."""

    set: int = 9
    hand_size: HandSize = "table"
    start: str = "holder"
    missing_double: str = "draw"
    opening: str = "cross"
    must_play: bool = True
    drawn_tile: str = "may"
    yard_reserve: str = "none"
    double_blank: int = 50
    chickenlittle: str = "off"
    game_end: str = "rounds"
    target_score: int = 200
    # House rules from other tables (RULES.md); the defaults leave the rules above unchanged.
    blank_half: int = 0  # points for each blank half of a tile other than the 0-0
    unfinished_foot: int = 0  # points per missing toe, to the seat that laid the open foot
    stuck_ends_round: bool = False  # the round ends when the seat to act is stuck, yard empty
    draw_until_playable: bool = False  # a stuck player draws until a tile fits or the yard is dry

    @property
    def spokes(self) -> int:
        """Tiles that must surround the starting double: 4 (cross) or 6 (double foot)."""
        return 6 if self.opening == "double-foot" else 4

    def with_changes(self, **changes: object) -> "RuleSet":
        """A copy with some keys changed (values are not re-validated here)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def as_dict(self) -> dict[str, object]:
        """The keys and values as they would appear in a `[rules]` table."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def points(self, tile: Tile) -> int:
        """What `tile` scores left in a hand: its pips, the 0-0 counting `double_blank` and
        a blank half of any other tile `blank_half` more."""
        if tile.index == 0:
            return self.double_blank
        return tile.pips + self.blank_half if tile.low == 0 else tile.pips

    def reserve(self, seats: int) -> int:
        """Tiles of the chicken yard that are never drawn."""
        if self.yard_reserve == "none":
            return 0
        return 2 if seats == 2 else 1

    def hand_tiles(self, seats: int) -> int:
        """Tiles dealt to each seat; ConfigError if this table cannot be played."""
        self.check_seats(seats)
        policy = self.hand_size
        if isinstance(policy, int):
            count = policy
        elif policy == "42":
            count = forty_two(seats)
        else:
            by_set = HAND_TABLES[policy]
            count_or_none = by_set.get(self.set, {}).get(seats)
            if count_or_none is None:
                offered = ", ".join(
                    f"double-{s} with {min(t)}-{max(t)} players" for s, t in sorted(by_set.items())
                )
                raise ConfigError(
                    f'rules.hand_size: the "{policy}" hand table has no entry for '
                    f"{seats} players with a double-{self.set} set (it covers {offered})"
                )
            count = count_or_none
        available = set_size(self.set) - (1 if self.start == "placed" else 0)
        if count < 1:
            raise ConfigError(f"rules.hand_size: each player needs at least 1 tile, found {count}")
        if count * seats > available:
            raise ConfigError(
                f"rules.hand_size: {seats} hands of {count} need {count * seats} tiles, "
                f"but a double-{self.set} set has only {available} to deal"
            )
        return count

    def check_seats(self, seats: int) -> None:
        """ConfigError unless 2-8 seats."""
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ConfigError(
                f"seats: expected {MIN_SEATS} to {MAX_SEATS} players, found {seats}"
            )

    def rounds_in_game(self) -> int | None:
        """Rounds in a game: N+1, 2N+1 (long), or None (until the target score)."""
        if self.game_end == "rounds":
            return self.set + 1
        if self.game_end == "long":
            return 2 * self.set + 1
        return None

    def round_double(self, round_number: int) -> int:
        """The starting double's number for a 1-based round of the schedule."""
        n = self.set
        i = round_number - 1
        if self.game_end == "long":
            return n - i if i <= n else i - n
        return n - (i % (n + 1))
