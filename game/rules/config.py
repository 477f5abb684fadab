"""Turn house-rules TOML into a frozen RuleSet, refusing bad input with a clear message.

A rules file has up to three top-level tables, all optional:

- ``[rules]``: the house-rule keys of RULES.md. ``preset = "name"`` picks the preset (a file in
  levels/) that the other keys override; without it the preset is ``classic``.
- ``[preset]``: makes the file a preset (levels/*.toml). A preset's ``[rules]`` sets every key
  itself and names no other preset. Keys: ``title``, ``description``, ``min_seats`` and
  ``max_seats`` (2 to 8), ``sets`` (the sets the menu offers, the first being the default and equal
  to ``rules.set``) and optional ``small_sets_max_seats``: a set smaller than the default is offered
  only up to that many players (family: ``sets = [9, 6]``, ``small_sets_max_seats = 3``). Every
  offered set and seat count must be dealable under the preset's rules, or the file is refused.
- ``[[seats]]``: a table arrangement, seat 0 first: ``name``, ``player`` (human or an AI tier),
  optional ``pace`` (AI seats: seconds of pause per move, >= 0) and ``budget`` (expert seats:
  seconds of thinking, > 0). 2 to 8 seats, distinct names, dealable under the rules.

Every refusal is a ConfigError whose message is ``{source}: {dotted key}: {problem}``, where the
problem for a bad value is always ``expected {what}; found {value}`` (a semicolon, because the
expected part may itself be a comma-separated list). Values are shown as TOML writes them:
strings in double quotes, ``true``/``false``, arrays in brackets, a missing key as ``nothing``:

    levels/mine.toml: rules.opening: expected one of "cross", "double-foot"; found "crosss"
    levels/mine.toml: rules.openning: unknown key; did you mean "opening"?
    levels/mine.toml: rules.colour: unknown key; known keys are: set, hand_size, ...
    levels/mine.toml: rules.preset: no preset named "clasic" in levels/; did you mean "classic"?
        (presets: classic, family, manufacturer, party)          [one line in the message]
    levels/mine.toml: not valid TOML: Invalid value (at line 3, column 9)
    levels/mine.toml: file not found
"""
from __future__ import annotations

import datetime
import difflib
import functools
import math
import os
import re
import sys
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable, Mapping, NoReturn, TypeGuard, TypeVar, Union

from game import paths
from game.rules.errors import ConfigError
from game.rules.house_rules import CHOICES, MAX_SEATS, MAX_SET, MIN_SEATS, MIN_SET, RuleSet

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

T = TypeVar("T")
RuleValue = Union[str, int, bool]
PathLike = Union[str, os.PathLike[str]]

DEFAULT_PRESET = "classic"
RULE_KEYS: tuple[str, ...] = tuple(f.name for f in fields(RuleSet))
TOP_LEVEL_KEYS = ("rules", "preset", "seats")
PRESET_KEYS = ("title", "description", "min_seats", "max_seats", "sets", "small_sets_max_seats")
SEAT_KEYS = ("name", "player", "pace", "budget")
PLAYERS = ("human", "easy", "medium", "hard", "expert")

KEY_HELP: dict[str, str] = {
    "preset": "the preset these rules start from (a file in levels/)",
    "set": "highest pip of the set (9: double-9)",
    "hand_size": 'deal: "table", "small", "basic", "42" (42 / players) or tiles each',
    "start": '"holder" plays the round\'s double, or it is "placed" before the deal',
    "missing_double": 'nobody holds it: "draw", "next-lower" double, or "reshuffle"',
    "opening": '"cross" (4 tiles) or "double-foot" (6) around the starting double',
    "must_play": "false: a player may draw and pass while holding a playable tile",
    "drawn_tile": 'a playable drawn tile "may" or "must" be played at once',
    "yard_reserve": '"auto": the last 2 tiles (2 players) or 1 tile are never drawn',
    "double_blank": "what the 0-0 left in a hand scores",
    "chickenlittle": 'last-tile announcement: "off", "courtesy" or "enforced"',
    "game_end": '"rounds" (N+1), "long" (2N+1) or "target" (until target_score)',
    "target_score": 'the total that ends a game_end = "target" game',
    "blank_half": "points for each blank half of a tile other than the 0-0 (0: none)",
    "unfinished_foot": "points per missing toe for the seat whose chicken foot is left open",
    "stuck_ends_round": "true: the round ends when the player up is stuck and the yard is empty",
    "draw_until_playable": "true: a stuck player draws until a tile fits or the yard is empty",
}


class _Missing:
    """Marks a key that is absent from its table."""

    def __repr__(self) -> str:
        return "nothing"


MISSING = _Missing()


@dataclass(frozen=True)
class PresetInfo:
    """What the menu shows and offers for a preset: its name, seat range and sets."""

    title: str
    description: str
    min_seats: int
    max_seats: int
    sets: tuple[int, ...]
    small_sets_max_seats: int | None = None

    @property
    def default_set(self) -> int:
        """The set the menu picks first (also the preset's rules.set)."""
        return self.sets[0]

    def sets_for(self, seats: int) -> tuple[int, ...]:
        """The sets offered for this many players, default first; () outside the seat range."""
        if not self.min_seats <= seats <= self.max_seats:
            return ()
        limit = self.small_sets_max_seats
        return tuple(
            s for s in self.sets if s >= self.default_set or limit is None or seats <= limit
        )


@dataclass(frozen=True)
class SeatConfig:
    """One seat of a table arrangement; pace and budget None mean the game's defaults."""

    name: str
    player: str
    pace: float | None = None
    budget: float | None = None

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person."""
        return self.player == "human"


@dataclass(frozen=True)
class LevelFile:
    """A loaded rules file: its rules, preset info (preset files only) and seats (if any)."""

    rules: RuleSet
    preset: PresetInfo | None
    seats: tuple[SeatConfig, ...]
    path: Path
    preset_name: str = DEFAULT_PRESET  # the preset the rules are built on (its own name for one)


# ---------------------------------------------------------------- showing values and keys

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
            "\r": "\\r"}


def toml_string(text: str) -> str:
    """A TOML basic string: double quotes, escapes for backslash, quote and control chars."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """A key as TOML writes it: bare when it can be, else quoted."""
    return key if _BARE_KEY.match(key) else toml_string(key)


def toml_value(value: object) -> str:
    """A value as TOML writes it (inline for tables and arrays)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _toml_float(value)
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, Mapping):
        items = ", ".join(f"{toml_key(str(k))} = {toml_value(v)}" for k, v in value.items())
        return "{ " + items + " }" if items else "{}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return repr(value)


def _toml_float(value: float) -> str:
    """A float as TOML writes it (nan, inf, -inf included)."""
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def _shown(value: object, limit: int = 60) -> str:
    """A value for a message: TOML-style, cut short when long."""
    text = "nothing" if value is MISSING else toml_value(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _display(path: Path) -> str:
    """A path for messages: relative to the checkout when inside it, else as given."""
    try:
        return Path(os.path.abspath(path)).relative_to(paths.ROOT).as_posix()
    except ValueError:
        return str(path)


# ---------------------------------------------------------------- refusing

def _fail(source: str, key: str, problem: str) -> NoReturn:
    """Raise the one kind of message: `{source}: {key}: {problem}`."""
    raise ConfigError(f"{source}: {key}: {problem}")


def _expected(source: str, key: str, what: str, found: object) -> NoReturn:
    """Refuse a value: `expected {what}; found {value}`."""
    _fail(source, key, f"expected {what}; found {_shown(found)}")


def _unknown_problem(key: str, known: tuple[str, ...], kind: str = "key") -> str:
    """`unknown key; did you mean "x"?`, or the list of known keys when nothing is close."""
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    if close:
        return f"unknown {kind}; did you mean {toml_string(close[0])}?"
    return f"unknown {kind}; known {kind}s are: {', '.join(known)}"


def _refuse_unknown(table: Mapping[str, object], known: tuple[str, ...], source: str,
                    prefix: str) -> None:
    """Refuse the first key of `table` that is not in `known`."""
    for key in table:
        if key not in known:
            _fail(source, prefix + toml_key(key), _unknown_problem(key, known))


def _one_of(choices: tuple[str, ...]) -> str:
    """`one of "a", "b"`."""
    return "one of " + ", ".join(toml_string(c) for c in choices)


# ---------------------------------------------------------------- value checks

def _is_int(value: object) -> TypeGuard[int]:
    """An int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def _int_between(low: int, high: int | None = None) -> Callable[[object], TypeGuard[int]]:
    """Accepts ints (not bools) from low to high (no upper bound when None)."""
    def accepts(value: object) -> TypeGuard[int]:
        return _is_int(value) and value >= low and (high is None or value <= high)
    return accepts


def _choice(choices: tuple[str, ...]) -> Callable[[object], TypeGuard[str]]:
    """Accepts one of the given strings."""
    def accepts(value: object) -> TypeGuard[str]:
        return isinstance(value, str) and value in choices
    return accepts


def _is_bool(value: object) -> TypeGuard[bool]:
    """A real bool (not 0/1)."""
    return isinstance(value, bool)


def _is_text(value: object) -> TypeGuard[str]:
    """A string with something other than spaces in it."""
    return isinstance(value, str) and bool(value.strip())


def _seconds(strictly_positive: bool) -> Callable[[object], TypeGuard[float]]:
    """Accepts a finite int or float >= 0 (or > 0)."""
    def accepts(value: object) -> TypeGuard[float]:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return False
        return math.isfinite(value) and (value > 0 if strictly_positive else value >= 0)
    return accepts


def _hand_size(value: object) -> TypeGuard[Union[str, int]]:
    """A hand-size policy name or a number of tiles >= 1."""
    return _choice(CHOICES["hand_size"])(value) or _int_between(1)(value)


@dataclass(frozen=True)
class _Check:
    """What a key expects, in words and as a test."""

    what: str
    accepts: Callable[[object], bool]


RULE_CHECKS: dict[str, _Check] = {
    "set": _Check(f"an integer from {MIN_SET} to {MAX_SET}", _int_between(MIN_SET, MAX_SET)),
    "hand_size": _Check(_one_of(CHOICES["hand_size"]) + ", or an integer >= 1", _hand_size),
    "must_play": _Check("true or false", _is_bool),
    "double_blank": _Check("an integer >= 0", _int_between(0)),
    "target_score": _Check("an integer >= 1", _int_between(1)),
    "blank_half": _Check("an integer >= 0", _int_between(0)),
    "unfinished_foot": _Check("an integer >= 0", _int_between(0)),
    "stuck_ends_round": _Check("true or false", _is_bool),
    "draw_until_playable": _Check("true or false", _is_bool),
    **{key: _Check(_one_of(choices), _choice(choices))
       for key, choices in CHOICES.items() if key != "hand_size"},
}


def _get(table: Mapping[str, object], key: str, what: str,
         accepts: Callable[[object], TypeGuard[T]], source: str, prefix: str) -> T:
    """The value of a required key, or a refusal naming `{prefix}{key}`."""
    value = table.get(key, MISSING)
    if not accepts(value):
        _expected(source, prefix + key, what, value)
    return value


def _get_optional(table: Mapping[str, object], key: str, what: str,
                  accepts: Callable[[object], TypeGuard[T]], source: str,
                  prefix: str) -> T | None:
    """The value of an optional key (None when absent), or a refusal."""
    if key not in table:
        return None
    return _get(table, key, what, accepts, source, prefix)


# ---------------------------------------------------------------- [rules]

def rules_from_table(table: Mapping[str, object], source: str, *,
                     levels: Path | None = None) -> RuleSet:
    """The RuleSet a `[rules]` table describes: its preset (default classic) with overrides."""
    _check_rule_values(table, source, allowed=RULE_KEYS + ("preset",))
    base = _base_rules(table.get("preset", MISSING), source, levels)
    return _apply(base, table)


def _check_rule_values(table: Mapping[str, object], source: str,
                       allowed: tuple[str, ...]) -> None:
    """Refuse unknown keys, then any value its key does not accept."""
    _refuse_unknown(table, allowed, source, "rules.")
    for key, check in RULE_CHECKS.items():
        if key in table and not check.accepts(table[key]):
            _expected(source, f"rules.{key}", check.what, table[key])


def _apply(base: RuleSet, table: Mapping[str, object]) -> RuleSet:
    """`base` with the (already checked) rule keys of `table`."""
    return base.with_changes(**{k: table[k] for k in RULE_KEYS if k in table})


def _base_rules(name: object, source: str, levels: Path | None) -> RuleSet:
    """The rules of the preset a `[rules]` table names (classic when it names none)."""
    folder = _levels(levels)
    names = preset_names(folder)
    if name is MISSING:
        name = DEFAULT_PRESET
    if not isinstance(name, str):
        _expected(source, "rules.preset", f"the name of a preset ({', '.join(names)})", name)
    if name not in names:
        _fail(source, "rules.preset", _no_preset_problem(name, names, folder))
    return load_preset(name, levels=folder).rules


def _no_preset_problem(name: str, names: list[str], folder: Path) -> str:
    """`no preset named "x" in levels/; did you mean "y"? (presets: ...)`."""
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
    hint = f"; did you mean {toml_string(close[0])}?" if close else ""
    return (f"no preset named {toml_string(name)} in {_display(folder)}/{hint} "
            f"(presets: {', '.join(names)})")


def _preset_file_rules(table: Mapping[str, object], source: str) -> RuleSet:
    """The rules of a preset file: every key set, no other preset named."""
    if "preset" in table:
        _fail(source, "rules.preset",
              "a preset file sets every key itself; it cannot build on another preset")
    _check_rule_values(table, source, allowed=RULE_KEYS)
    missing = [k for k in RULE_KEYS if k not in table]
    if missing:
        _fail(source, "rules", f"a preset file must set every key; missing {', '.join(missing)}")
    return _apply(RuleSet(), table)


def check_table(rules: RuleSet, seats: int, source: str) -> None:
    """ConfigError, prefixed with `source`, unless these rules can deal to `seats` players."""
    try:
        rules.hand_tiles(seats)
    except ConfigError as error:
        raise ConfigError(f"{source}: {error}") from None


# ---------------------------------------------------------------- [preset]

def _preset_info(table: Mapping[str, object], rules: RuleSet, source: str) -> PresetInfo:
    """The `[preset]` table of a preset file, checked against its rules."""
    prefix = "preset."
    _refuse_unknown(table, PRESET_KEYS, source, prefix)
    low = _get(table, "min_seats", f"an integer from {MIN_SEATS} to {MAX_SEATS}",
               _int_between(MIN_SEATS, MAX_SEATS), source, prefix)
    high = _get(table, "max_seats", f"an integer from {low} (min_seats) to {MAX_SEATS}",
                _int_between(low, MAX_SEATS), source, prefix)
    info = PresetInfo(
        title=_get(table, "title", "a non-empty string", _is_text, source, prefix),
        description=_get(table, "description", "a non-empty string", _is_text, source, prefix),
        min_seats=low,
        max_seats=high,
        sets=_preset_sets(table.get("sets", MISSING), rules, source),
        small_sets_max_seats=_get_optional(
            table, "small_sets_max_seats", f"an integer from {low} to {high}",
            _int_between(low, high), source, prefix),
    )
    _check_offers(info, rules, source)
    return info


def _preset_sets(value: object, rules: RuleSet, source: str) -> tuple[int, ...]:
    """`preset.sets`: distinct sets, the first being rules.set."""
    if not isinstance(value, list) or not value:
        _expected(source, "preset.sets",
                  f"a non-empty array of sets, the first rules.set = {rules.set}", value)
    accepts = _int_between(MIN_SET, MAX_SET)
    for i, item in enumerate(value):
        if not accepts(item):
            _expected(source, f"preset.sets[{i}]", f"an integer from {MIN_SET} to {MAX_SET}", item)
        if item in value[:i]:
            _expected(source, f"preset.sets[{i}]", "a set not listed before", item)
    if value[0] != rules.set:
        _expected(source, "preset.sets[0]", f"the default set, rules.set = {rules.set}", value[0])
    return tuple(value)


def _check_offers(info: PresetInfo, rules: RuleSet, source: str) -> None:
    """Refuse a preset that offers a set and seat count its rules cannot deal."""
    for seats in range(info.min_seats, info.max_seats + 1):
        for offered in info.sets_for(seats):
            try:
                rules.with_changes(set=offered).hand_tiles(seats)
            except ConfigError as error:
                _fail(source, "preset.sets",
                      f"double-{offered} is offered to {seats} players but cannot be dealt "
                      f"({error})")


# ---------------------------------------------------------------- [[seats]]

def _seats(value: object, source: str) -> tuple[SeatConfig, ...]:
    """The `[[seats]]` array: 2 to 8 seats with distinct names."""
    if value is MISSING:
        return ()
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        _expected(source, "seats", "an array of tables ([[seats]])", value)
    if not MIN_SEATS <= len(value) <= MAX_SEATS:
        _expected(source, "seats", f"{MIN_SEATS} to {MAX_SEATS} [[seats]] entries", len(value))
    seats = tuple(_seat(entry, source, f"seats[{i}].") for i, entry in enumerate(value))
    for i, seat in enumerate(seats):
        taken = [j for j in range(i) if seats[j].name == seat.name]
        if taken:
            _fail(source, f"seats[{i}].name", f"expected a name no other seat has; found "
                  f"{_shown(seat.name)}, already the name of seats[{taken[0]}]")
    return seats


def _seat(entry: Mapping[str, object], source: str, prefix: str) -> SeatConfig:
    """One `[[seats]]` entry."""
    _refuse_unknown(entry, SEAT_KEYS, source, prefix)
    name = _get(entry, "name", "a non-empty string", _is_text, source, prefix)
    player = _get(entry, "player", _one_of(PLAYERS), _choice(PLAYERS), source, prefix)
    pace = _get_optional(entry, "pace", "a number of seconds >= 0", _seconds(False), source, prefix)
    budget = _get_optional(entry, "budget", "a number of seconds > 0", _seconds(True), source,
                           prefix)
    if pace is not None and player == "human":
        _fail(source, prefix + "pace", 'only a computer player has a pace; this seat is "human"')
    if budget is not None and player != "expert":
        _fail(source, prefix + "budget",
              f'only an "expert" player has a thinking budget; this seat is {toml_string(player)}')
    return SeatConfig(name, player, _float_or_none(pace), _float_or_none(budget))


def _float_or_none(value: float | None) -> float | None:
    """TOML gives ints for `pace = 1`; seats keep floats."""
    return None if value is None else float(value)


# ---------------------------------------------------------------- files

def _levels(levels: Path | None) -> Path:
    """The presets folder: the one given, else the checkout's levels/."""
    return paths.LEVELS if levels is None else levels


def _read_toml(path: Path) -> dict[str, Any]:
    """The TOML document at `path`, read in binary mode; ConfigError naming the file."""
    source = _display(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ConfigError(f"{source}: file not found") from None
    except OSError as error:
        raise ConfigError(f"{source}: cannot read the file: {error.strerror or error}") from None
    return _parse(data, source)


@functools.lru_cache(maxsize=64)
def _parse(data: bytes, source: str) -> dict[str, Any]:
    """The TOML document in `data` (cached by content: presets are read often; never mutate)."""
    text = _decode(data, source)
    try:
        document: dict[str, Any] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{source}: not valid TOML: {error}") from None
    except RecursionError:
        raise ConfigError(f"{source}: not valid TOML: nested too deeply") from None
    return document


def _decode(data: bytes, source: str) -> str:
    """UTF-8 text (a leading byte-order mark is dropped), or a refusal with the line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        start = error.start
        line = data.count(b"\n", 0, start) + 1
        column = start - (data.rfind(b"\n", 0, start) + 1) + 1
        raise ConfigError(
            f"{source}: not valid TOML: not UTF-8 text "
            f"(byte 0x{data[start]:02x} at line {line}, column {column})"
        ) from None
    return text[1:] if text.startswith("\ufeff") else text


def load_rules_file(path: PathLike, *, levels: Path | None = None) -> LevelFile:
    """A rules file (preset, user rules or table arrangement), checked from end to end."""
    path = Path(path)
    source = _display(path)
    document = _read_toml(path)
    _check_top_level(document, source)
    preset_table = _table(document, "preset", source) if "preset" in document else None
    rules_table = _table(document, "rules", source)
    if preset_table is not None:
        rules = _preset_file_rules(rules_table, source)
        info: PresetInfo | None = _preset_info(preset_table, rules, source)
        preset_name = path.stem
    else:
        rules = rules_from_table(rules_table, source, levels=levels)
        info = None
        preset_name = str(rules_table.get("preset", DEFAULT_PRESET))
    seats = _seats(document.get("seats", MISSING), source)
    if seats:
        check_table(rules, len(seats), source)
    return LevelFile(rules, info, seats, path, preset_name)


def load_user_rules(path: PathLike, *, levels: Path | None = None) -> LevelFile:
    """A player's own rules file: it may name a preset and override any keys."""
    return load_rules_file(path, levels=levels)


def _check_top_level(document: Mapping[str, object], source: str) -> None:
    """Refuse top-level tables and keys other than rules, preset and seats."""
    for key, value in document.items():
        if key not in TOP_LEVEL_KEYS:
            kind = "table" if isinstance(value, (dict, list)) else "key"
            _fail(source, toml_key(key), _unknown_problem(key, TOP_LEVEL_KEYS, kind))


def _table(document: Mapping[str, object], key: str, source: str) -> Mapping[str, object]:
    """A top-level table ({} when absent), or a refusal."""
    value = document.get(key, {})
    if isinstance(value, dict):
        return value
    hint = ""
    if key == "preset" and isinstance(value, str):
        hint = f" (to build on a preset, write preset = {toml_string(value)} inside [rules])"
    _fail(source, key, f"expected a table; found {_shown(value)}{hint}")


def preset_names(levels: Path | None = None) -> list[str]:
    """Sorted names of the files in levels/ that have a `[preset]` table."""
    folder = _levels(levels)
    return sorted(p.stem for p in folder.glob("*.toml")
                  if isinstance(_read_toml(p).get("preset"), dict))


def load_preset(name: str, *, levels: Path | None = None) -> LevelFile:
    """The preset `name` (levels/{name}.toml); ConfigError if there is none."""
    folder = _levels(levels)
    names = preset_names(folder)
    if name not in names:
        raise ConfigError(_no_preset_problem(name, names, folder))
    return load_rules_file(folder / f"{name}.toml", levels=folder)


# ---------------------------------------------------------------- writing

def rules_to_table(rules: RuleSet, preset: str = DEFAULT_PRESET, *,
                   levels: Path | None = None) -> dict[str, RuleValue]:
    """`preset` plus the keys whose values differ from that preset's (for round records)."""
    base = load_preset(preset, levels=levels).rules.as_dict()
    table: dict[str, RuleValue] = {"preset": preset}
    for key, value in rules.as_dict().items():
        if value != base[key] or type(value) is not type(base[key]):
            table[key] = _rule_value(key, value)
    return table


def _rule_value(key: str, value: object) -> RuleValue:
    """A RuleSet value, which is always a str, int or bool."""
    if not isinstance(value, (str, int)):
        raise ConfigError(f"rules.{key}: cannot be written: {value!r}")
    return value


def write_rules_toml(rules: RuleSet, preset: str = DEFAULT_PRESET, *,
                     levels: Path | None = None) -> str:
    """TOML text of a `[rules]` table: the preset and the keys that differ from it."""
    lines = [
        "# House rules saved by Chicken Foot. Keys not listed come from the preset.",
        "[rules]",
    ]
    for key, value in rules_to_table(rules, preset, levels=levels).items():
        lines.append(f"{key} = {toml_value(value)}  # {KEY_HELP[key]}")
    return "\n".join(lines) + "\n"
