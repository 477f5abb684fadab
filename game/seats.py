"""Who sits at the table: one Seat type, and the one check every document's seats go through.

Rules files and tables (``[[seats]]``), saves and settings all read a seat with
`seat_from_document`, so a seat that one of them accepts, every other accepts too:

- ``name``: text, not blank, at most 80 characters, no control characters;
- ``player``: ``"human"`` (a person at the screen), ``"phone"`` (a person playing their hand on
  their own phone, game/phones) or an AI tier (game.tiers.TIERS);
- ``pace``: how long a computer player's move takes to show, times the Opponents setting's
  seconds (1 is the setting's own pace), a number from 0 to 3600;
- ``budget``: seconds an expert thinks per decision, a number above 0, at most 3600.

A refusal is a ConfigError naming the key: ``seats[1].player: expected one of "human", ...;
found "guru"``; whoever knows the file puts its name in front.
"""
from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from typing import Mapping, Sequence

from game.rules.errors import ConfigError
from game.rules.refusals import (MISSING, expected, key_shown, one_of, quoted, shown,
                                 unknown_key_problem)
from game.tiers import DEFAULT_BUDGET, TIERS

PEOPLE: tuple[str, ...] = ("human", "phone")  # a person at the screen, a person on a phone
PLAYERS: tuple[str, ...] = PEOPLE + TIERS
SEAT_KEYS = ("name", "player", "pace", "budget")
MAX_NAME_LENGTH = 80
MAX_SECONDS = 3600
DEFAULT_PACE = 1.0


@dataclass(frozen=True)
class Seat:
    """A place at the table: a name, who plays it (a person at the screen or on a phone, or an
    AI tier) and its timing."""

    name: str
    player: str = "human"
    pace: float = DEFAULT_PACE      # AI: times the Opponents setting's seconds before its move
    budget: float = DEFAULT_BUDGET  # expert AI: thinking time per decision, seconds

    @property
    def is_human(self) -> bool:
        """True for a person at the screen."""
        return self.player == "human"

    @property
    def on_phone(self) -> bool:
        """True for a person who plays their hand on their own phone."""
        return self.player == "phone"

    @property
    def is_person(self) -> bool:
        """True for a person, at the screen or on a phone (not a computer player)."""
        return self.player in PEOPLE


def seat_from_document(entry: object, key: str) -> Seat:
    """The Seat a document's table describes (pace and budget default); ConfigError naming
    `{key}.{field}`, what was expected and what was found."""
    if not isinstance(entry, Mapping):
        raise ConfigError(f"{key}: {expected('a table with a name and a player', entry)}")
    for field in entry:
        if field not in SEAT_KEYS:
            raise ConfigError(f"{key}.{key_shown(str(field))}: "
                              f"{unknown_key_problem(str(field), SEAT_KEYS)}")
    name = _name(entry, key)
    player = entry.get("player", MISSING)
    if not isinstance(player, str) or player not in PLAYERS:
        raise ConfigError(f"{key}.player: {expected(one_of(PLAYERS), player)}")
    return Seat(
        name, player,
        _seconds(entry, "pace", key, "a number of seconds >= 0", DEFAULT_PACE, low_open=False),
        _seconds(entry, "budget", key, "a number of seconds > 0", DEFAULT_BUDGET, low_open=True),
    )


def _name(entry: Mapping[object, object], key: str) -> str:
    """The seat's name, within the limits."""
    name = entry.get("name", MISSING)
    if not isinstance(name, str) or not name.strip():
        raise ConfigError(f"{key}.name: {expected('a non-empty string', name)}")
    if len(name) > MAX_NAME_LENGTH:
        raise ConfigError(
            f"{key}.name: {expected(f'a name of at most {MAX_NAME_LENGTH} characters', name)}")
    if any(unicodedata.category(char) == "Cc" for char in name):
        raise ConfigError(f"{key}.name: {expected('a name without control characters', name)}")
    return name


def _seconds(entry: Mapping[object, object], field: str, key: str, what: str, default: float,
             low_open: bool) -> float:
    """A pace or budget: a finite number of seconds, at least (or above) 0, at most 3600."""
    if field not in entry:
        return default
    value = entry[field]
    if (isinstance(value, bool) or not isinstance(value, (int, float))
            or math.isnan(value) or value < 0 or (low_open and value == 0)):
        raise ConfigError(f"{key}.{field}: {expected(what, value)}")
    if value > MAX_SECONDS:
        raise ConfigError(
            f"{key}.{field}: {expected(f'a number of seconds <= {MAX_SECONDS}', value)}")
    return float(value)


def refuse_ignored_timing(entry: Mapping[object, object], seat: Seat, key: str) -> None:
    """ConfigError for a pace or budget a hand-written table gives a seat that never uses it."""
    if "pace" in entry and seat.is_person:
        raise ConfigError(f"{key}.pace: only a computer player has a pace; this seat is "
                          f"{quoted(seat.player)}")
    if "budget" in entry and seat.player != "expert":
        raise ConfigError(f'{key}.budget: only an "expert" player has a thinking budget; '
                          f"this seat is {quoted(seat.player)}")


def check_distinct_names(seats: Sequence[Seat], key: str = "seats") -> None:
    """ConfigError naming the first seat whose name an earlier seat already has."""
    for i, seat in enumerate(seats):
        taken = [j for j in range(i) if seats[j].name == seat.name]
        if taken:
            raise ConfigError(f"{key}[{i}].name: expected a name no other seat has; found "
                              f"{shown(seat.name)}, already the name of {key}[{taken[0]}]")


def seat_document(seat: Seat) -> dict[str, object]:
    """The seat as a document's table (what `seat_from_document` reads back)."""
    return {"name": seat.name, "player": seat.player, "pace": seat.pace, "budget": seat.budget}
