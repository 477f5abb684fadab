"""House-rules tables already parsed: the RuleSet they give, the presets they build on, and the
exact refusal messages (no file is read here: the presets come from game.store.rules_files)."""
from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.config import BUILT_IN, check_table, rules_from_table, rules_to_table
from game.rules.errors import ConfigError
from game.rules.house_rules import CHOICES, RuleSet
from game.store.rules_files import levels_presets, load_preset

PRESETS = ["classic", "family", "manufacturer", "party"]
LEVELS = levels_presets()
CLASSIC = RuleSet(
    set=9, hand_size="table", start="holder", missing_double="draw", opening="cross",
    must_play=True, drawn_tile="may", yard_reserve="none", double_blank=50,
    chickenlittle="off", game_end="rounds", target_score=200,
)


def test_int_42_is_a_number_of_tiles_and_string_42_the_policy() -> None:
    assert rules_from_table({"hand_size": 42}, "t").hand_size == 42
    assert rules_from_table({"hand_size": "42"}, "t").hand_size == "42"



def test_check_table_eight_seats_on_double_6_by_the_table() -> None:
    with pytest.raises(ConfigError) as caught:
        check_table(CLASSIC.with_changes(set=6), 8, "levels/mine.toml")
    assert str(caught.value) == (
        'levels/mine.toml: rules.hand_size: the "table" hand table has no entry for 8 players '
        "with a double-6 set (it covers double-9 with 2-6 players, double-12 with 4-8 players)")


def test_check_table_42_on_double_6_with_two_seats() -> None:
    with pytest.raises(ConfigError) as caught:
        check_table(CLASSIC.with_changes(set=6, hand_size="42"), 2, "levels/mine.toml")
    assert str(caught.value) == (
        "levels/mine.toml: rules.hand_size: 2 hands of 21 need 42 tiles, "
        "but a double-6 set has only 28 to deal")


def test_check_table_accepts_a_playable_table() -> None:
    check_table(CLASSIC, 4, "x")


# ---------------------------------------------------------------- writing

def test_rules_to_table_gives_preset_and_differences() -> None:
    rules = load_preset("family").rules.with_changes(double_blank=25)
    assert rules_to_table(rules, "family", LEVELS) == {"preset": "family", "double_blank": 25}
    assert rules_to_table(RuleSet()) == {"preset": "classic"}
    assert rules_to_table(RuleSet(hand_size=42), "party", LEVELS) == {
        "preset": "party", "set": 9, "hand_size": 42}


def test_a_rule_value_toml_cannot_hold_is_refused_by_key() -> None:
    with pytest.raises(ConfigError) as refused:
        rules_to_table(RuleSet(double_blank=2.5))  # type: ignore[arg-type]
    assert str(refused.value) == "rules.double_blank: cannot be written: 2.5"


# ---------------------------------------------------------------- properties

VALID: dict[str, st.SearchStrategy[Any]] = {
    "set": st.integers(6, 18),
    "hand_size": st.sampled_from(CHOICES["hand_size"]) | st.integers(1, 2**63 - 1),
    "must_play": st.booleans(),
    "double_blank": st.integers(0, 1_000_000),  # issue 11: points stay far inside 64 bits
    "target_score": st.integers(1, 1_000_000),
    **{k: st.sampled_from(v) for k, v in CHOICES.items() if k != "hand_size"},
}
VALID_TABLES = st.fixed_dictionaries(
    {}, optional={**VALID, "preset": st.sampled_from(PRESETS)})
ANYTHING = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10)
    | st.binary(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=3),
    max_leaves=6,
)


def is_valid(key: str, value: object) -> bool:
    """An independent statement of what each rules key accepts."""
    is_int = type(value) is int
    if key == "set":
        return is_int and 6 <= value <= 18  # type: ignore[operator]
    if key == "hand_size":
        return value in CHOICES["hand_size"] and type(value) is str or (
            is_int and value >= 1)  # type: ignore[operator]
    if key == "must_play":
        return type(value) is bool
    if key == "double_blank":  # at most 1,000,000 points since issue 11 (SQLite's 64 bits)
        return is_int and 0 <= value <= 1_000_000  # type: ignore[operator]
    if key == "target_score":
        return is_int and 1 <= value <= 1_000_000  # type: ignore[operator]
    if key == "preset":
        return value in PRESETS and type(value) is str
    return type(value) is str and value in CHOICES[key]


@given(VALID_TABLES)
def test_valid_tables_always_give_their_rule_set(table: dict[str, Any]) -> None:
    rules = rules_from_table(table, "t.toml", LEVELS)
    base = load_preset(table.get("preset", "classic")).rules
    for key, value in rules.as_dict().items():
        assert value == table.get(key, getattr(base, key))
    preset = table.get("preset", "classic")
    assert rules_from_table(rules_to_table(rules, preset, LEVELS), "t.toml", LEVELS) == rules


@given(VALID_TABLES, st.sampled_from(sorted(VALID) + ["preset"]), ANYTHING)
def test_garbage_values_always_give_config_error(table: dict[str, Any], key: str,
                                                 value: object) -> None:
    table = {**table, key: value}
    if is_valid(key, value):
        assert isinstance(rules_from_table(table, "t.toml", LEVELS), RuleSet)
        return
    with pytest.raises(ConfigError) as caught:
        rules_from_table(table, "t.toml", LEVELS)
    assert str(caught.value).startswith(f"t.toml: rules.{key}: ")


@given(VALID_TABLES, st.text(min_size=1, max_size=12))
def test_unknown_keys_always_give_config_error(table: dict[str, Any], key: str) -> None:
    if key in VALID or key == "preset":
        return
    with pytest.raises(ConfigError):
        rules_from_table({**table, key: 1}, "t.toml", LEVELS)


# ---------------------------------------------------------------- where presets come from

class Book:
    """A preset book held in memory: the rules take presets from whoever reads them."""

    where = "the test's book"

    def __init__(self, presets: dict[str, RuleSet]) -> None:
        self.presets = presets

    def names(self) -> list[str]:
        return sorted(self.presets)

    def rules(self, name: str) -> RuleSet:
        return self.presets[name]


def test_a_table_builds_on_the_preset_the_book_gives() -> None:
    book = Book({"classic": RuleSet(), "tiny": RuleSet(set=6, hand_size=5)})
    assert rules_from_table({"preset": "tiny", "double_blank": 25}, "t", book) == RuleSet(
        set=6, hand_size=5, double_blank=25)
    assert rules_to_table(RuleSet(set=6, hand_size=5, must_play=False), "tiny", book) == {
        "preset": "tiny", "must_play": False}


def test_a_preset_missing_from_the_book_is_refused_with_the_book_named() -> None:
    book = Book({"classic": RuleSet(), "family": RuleSet()})
    with pytest.raises(ConfigError) as caught:
        rules_from_table({"preset": "famly"}, "mine.toml", book)
    assert str(caught.value) == (
        'mine.toml: rules.preset: no preset named "famly" in the test\'s book; '
        'did you mean "family"? (presets: classic, family)')


def test_the_rules_alone_know_classic_and_it_is_the_classic_preset() -> None:
    assert BUILT_IN.names() == ["classic"]
    assert BUILT_IN.rules("classic") == load_preset("classic").rules == CLASSIC
    assert rules_from_table({"preset": "classic", "opening": "double-foot"}, "r") == (
        CLASSIC.with_changes(opening="double-foot"))
    with pytest.raises(ConfigError) as caught:
        rules_from_table({"preset": "family"}, "r")
    assert str(caught.value) == (
        'r: rules.preset: no preset named "family" in the rules engine (presets: classic)')
    with pytest.raises(ConfigError):
        rules_to_table(CLASSIC, "party")


def test_the_levels_book_and_the_engine_agree_on_every_preset() -> None:
    for name in LEVELS.names():
        table = rules_to_table(load_preset(name).rules, "classic")
        assert rules_from_table(table, "t", LEVELS) == LEVELS.rules(name)
