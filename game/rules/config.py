"""Turn a parsed house-rules table into a frozen RuleSet, refusing bad input with a clear message.

The rules read no files: a caller parses the document (game.store.rules_files reads TOML files and
finds the presets in levels/) and hands over its tables with a label saying where they came from.

- ``[rules]``: the house-rule keys of RULES.md. ``preset = "name"`` picks the preset that the other
  keys override; without it the preset is ``classic``. The presets come from a `Presets` book; the
  rules know one preset themselves, classic (RuleSet's defaults).
- ``[preset]``: makes a file a preset. A preset's ``[rules]`` sets every key itself and names no
  other preset. Keys: ``title``, ``description``, ``min_seats`` and ``max_seats`` (2 to 8),
  ``sets`` (the sets the menu offers, the first being the default and equal to ``rules.set``) and
  optional ``small_sets_max_seats``: a set smaller than the default is offered only up to that many
  players (family: ``sets = [9, 6]``, ``small_sets_max_seats = 3``). Every offered set and seat
  count must be dealable under the preset's rules, or the file is refused.

Every refusal is a ConfigError in the shape of game.rules.refusals, for example:

    levels/mine.toml: rules.opening: expected one of "cross", "double-foot"; found "crosss"
    levels/mine.toml: rules.openning: unknown key; did you mean "opening"?
    levels/mine.toml: rules.colour: unknown key; known keys are: set, hand_size, ...
    levels/mine.toml: rules.preset: no preset named "clasic" in levels/; did you mean "classic"?
        (presets: classic, family, manufacturer, party)          [one line in the message]
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, fields
from typing import Callable, Mapping, Protocol, TypeGuard, Union

from game.rules.errors import ConfigError
from game.rules.house_rules import (CHOICES, MAX_POINTS, MAX_SEATS, MAX_SET, MIN_SEATS, MIN_SET,
                                    RuleSet)
from game.rules.refusals import (MISSING, choice, get, get_optional, int_between, is_bool,
                                 is_text, one_of, quoted, refuse, refuse_unknown_keys,
                                 refuse_value)

RuleValue = Union[str, int, bool]

DEFAULT_PRESET = "classic"
RULE_KEYS: tuple[str, ...] = tuple(f.name for f in fields(RuleSet))
PRESET_KEYS = ("title", "description", "min_seats", "max_seats", "sets", "small_sets_max_seats")


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


class Presets(Protocol):
    """The presets a `[rules]` table may build on, by name."""

    @property
    def where(self) -> str:
        """Where they are, for messages: "levels/"."""

    def names(self) -> list[str]:
        """The preset names, sorted."""

    def rules(self, name: str) -> RuleSet:
        """The rules of a preset in names(); ConfigError naming its file if it cannot be used."""


class BuiltInPresets:
    """The one preset the rules know without a file: classic, which is RuleSet()'s defaults."""

    where = "the rules engine"

    def names(self) -> list[str]:
        """Only classic."""
        return [DEFAULT_PRESET]

    def rules(self, name: str) -> RuleSet:
        """The classic rules; ConfigError for any other name."""
        if name != DEFAULT_PRESET:
            raise ConfigError(no_preset_problem(name, self))
        return RuleSet()


BUILT_IN = BuiltInPresets()


# ---------------------------------------------------------------- value checks

def _hand_size(value: object) -> TypeGuard[Union[str, int]]:
    """A hand-size policy name or a number of tiles >= 1."""
    return choice(CHOICES["hand_size"])(value) or int_between(1)(value)


@dataclass(frozen=True)
class _Check:
    """What a key expects, in words and as a test."""

    what: str
    accepts: Callable[[object], bool]


POINTS_KEYS = ("double_blank", "target_score", "blank_half", "unfinished_foot")  # <= MAX_POINTS
RULE_CHECKS: dict[str, _Check] = {
    "set": _Check(f"an integer from {MIN_SET} to {MAX_SET}", int_between(MIN_SET, MAX_SET)),
    "hand_size": _Check(one_of(CHOICES["hand_size"]) + ", or an integer >= 1", _hand_size),
    "must_play": _Check("true or false", is_bool),
    "double_blank": _Check("an integer >= 0", int_between(0)),
    "target_score": _Check("an integer >= 1", int_between(1)),
    "blank_half": _Check("an integer >= 0", int_between(0)),
    "unfinished_foot": _Check("an integer >= 0", int_between(0)),
    "stuck_ends_round": _Check("true or false", is_bool),
    "draw_until_playable": _Check("true or false", is_bool),
    **{key: _Check(one_of(choices), choice(choices))
       for key, choices in CHOICES.items() if key != "hand_size"},
}


# ---------------------------------------------------------------- [rules]

def rules_from_table(table: Mapping[str, object], source: str,
                     presets: Presets = BUILT_IN) -> RuleSet:
    """The RuleSet a `[rules]` table describes: its preset (default classic) with overrides."""
    _check_rule_values(table, source, allowed=RULE_KEYS + ("preset",))
    base = _base_rules(table.get("preset", MISSING), source, presets)
    return _apply(base, table)


def _check_rule_values(table: Mapping[str, object], source: str,
                       allowed: tuple[str, ...]) -> None:
    """Refuse unknown keys, then any value its key does not accept."""
    refuse_unknown_keys(table, allowed, source, "rules.")
    for key, check in RULE_CHECKS.items():
        if key in table and not check.accepts(table[key]):
            refuse_value(source, f"rules.{key}", check.what, table[key])
    for key in POINTS_KEYS:  # totals must stay far inside 64 bits (files, saves, statistics)
        if key in table and not int_between(0, MAX_POINTS)(table[key]):
            refuse_value(source, f"rules.{key}", f"an integer <= {MAX_POINTS}", table[key])


def _apply(base: RuleSet, table: Mapping[str, object]) -> RuleSet:
    """`base` with the (already checked) rule keys of `table`."""
    return base.with_changes(**{k: table[k] for k in RULE_KEYS if k in table})


def _base_rules(name: object, source: str, presets: Presets) -> RuleSet:
    """The rules of the preset a `[rules]` table names (classic when it names none)."""
    names = presets.names()
    if name is MISSING:
        name = DEFAULT_PRESET
    if not isinstance(name, str):
        refuse_value(source, "rules.preset", f"the name of a preset ({', '.join(names)})", name)
    if name not in names:
        refuse(source, "rules.preset", no_preset_problem(name, presets))
    return presets.rules(name)


def no_preset_problem(name: str, presets: Presets) -> str:
    """`no preset named "x" in levels/; did you mean "y"? (presets: ...)`."""
    names = presets.names()
    close = difflib.get_close_matches(name, names, n=1, cutoff=0.6)
    hint = f"; did you mean {quoted(close[0])}?" if close else ""
    return f"no preset named {quoted(name)} in {presets.where}{hint} (presets: {', '.join(names)})"


def preset_file_rules(table: Mapping[str, object], source: str) -> RuleSet:
    """The rules of a preset file: every key set, no other preset named."""
    if "preset" in table:
        refuse(source, "rules.preset",
               "a preset file sets every key itself; it cannot build on another preset")
    _check_rule_values(table, source, allowed=RULE_KEYS)
    missing = [k for k in RULE_KEYS if k not in table]
    if missing:
        refuse(source, "rules", f"a preset file must set every key; missing {', '.join(missing)}")
    return _apply(RuleSet(), table)


def check_table(rules: RuleSet, seats: int, source: str) -> None:
    """ConfigError, prefixed with `source`, unless these rules can deal to `seats` players."""
    try:
        rules.hand_tiles(seats)
    except ConfigError as error:
        raise ConfigError(f"{source}: {error}") from None


def rules_to_table(rules: RuleSet, preset: str = DEFAULT_PRESET,
                   presets: Presets = BUILT_IN) -> dict[str, RuleValue]:
    """`preset` plus the keys whose values differ from that preset's."""
    base = presets.rules(preset).as_dict()
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


# ---------------------------------------------------------------- [preset]

def preset_info(table: Mapping[str, object], rules: RuleSet, source: str) -> PresetInfo:
    """The `[preset]` table of a preset file, checked against its rules."""
    prefix = "preset."
    refuse_unknown_keys(table, PRESET_KEYS, source, prefix)
    low = get(table, "min_seats", f"an integer from {MIN_SEATS} to {MAX_SEATS}",
              int_between(MIN_SEATS, MAX_SEATS), source, prefix)
    high = get(table, "max_seats", f"an integer from {low} (min_seats) to {MAX_SEATS}",
               int_between(low, MAX_SEATS), source, prefix)
    info = PresetInfo(
        title=get(table, "title", "a non-empty string", is_text, source, prefix),
        description=get(table, "description", "a non-empty string", is_text, source, prefix),
        min_seats=low,
        max_seats=high,
        sets=_preset_sets(table.get("sets", MISSING), rules, source),
        small_sets_max_seats=get_optional(
            table, "small_sets_max_seats", f"an integer from {low} to {high}",
            int_between(low, high), source, prefix),
    )
    _check_offers(info, rules, source)
    return info


def _preset_sets(value: object, rules: RuleSet, source: str) -> tuple[int, ...]:
    """`preset.sets`: distinct sets, the first being rules.set."""
    if not isinstance(value, list) or not value:
        refuse_value(source, "preset.sets",
                     f"a non-empty array of sets, the first rules.set = {rules.set}", value)
    accepts = int_between(MIN_SET, MAX_SET)
    for i, item in enumerate(value):
        if not accepts(item):
            refuse_value(source, f"preset.sets[{i}]", f"an integer from {MIN_SET} to {MAX_SET}",
                         item)
        if item in value[:i]:
            refuse_value(source, f"preset.sets[{i}]", "a set not listed before", item)
    if value[0] != rules.set:
        refuse_value(source, "preset.sets[0]", f"the default set, rules.set = {rules.set}",
                     value[0])
    return tuple(value)


def _check_offers(info: PresetInfo, rules: RuleSet, source: str) -> None:
    """Refuse a preset that offers a set and seat count its rules cannot deal."""
    for seats in range(info.min_seats, info.max_seats + 1):
        for offered in info.sets_for(seats):
            try:
                rules.with_changes(set=offered).hand_tiles(seats)
            except ConfigError as error:
                refuse(source, "preset.sets",
                       f"double-{offered} is offered to {seats} players but cannot be dealt "
                       f"({error})")
