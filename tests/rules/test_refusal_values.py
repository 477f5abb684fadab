"""game.rules.refusals: one message shape for a bad value in any document the rules read (a rules
file, a table, a round record), values shown as the document spells them."""
from __future__ import annotations

import datetime
from typing import Any

import pytest

from game.rules.errors import ConfigError
from game.rules.refusals import (MISSING, choice, expected, get, get_optional, int_between,
                                 is_bool, is_int, is_text, key_shown, one_of, refuse,
                                 refuse_unknown_keys, shown, spelled, unknown_key_problem)

SPELLED: list[tuple[Any, str]] = [
    (MISSING, "nothing"), (None, "null"), (True, "true"), (False, "false"),
    ("Hen", '"Hen"'), ('say "hi"\\\n', '"say \\"hi\\"\\\\\\n"'), ("ünï", '"ünï"'),
    (2.5, "2.5"), (-0.25, "-0.25"), (float("nan"), "nan"), (float("inf"), "inf"),
    (float("-inf"), "-inf"), (7, "7"), (-3, "-3"),
    (datetime.date(2026, 12, 6), "2026-12-06"), (datetime.time(12, 5), "12:05:00"),
    ({}, "{}"), ({"a": 1, "two words": "x"}, '{ a = 1, "two words" = "x" }'),
    ([], "[]"), ([1, "a", [True]], '[1, "a", [true]]'), ((0.5, None), "[0.5, null]"),
]


@pytest.mark.parametrize("value, text", SPELLED,
                         ids=[f"{type(v).__name__}{n}" for n, (v, _) in enumerate(SPELLED)])
def test_a_value_is_shown_as_a_document_spells_it(value: Any, text: str) -> None:
    assert spelled(value) == text


def test_a_long_value_is_cut_short_at_the_limit_with_three_dots() -> None:
    assert shown("x" * 58) == '"' + "x" * 58 + '"'  # 60 characters: whole
    assert shown("x" * 59) == '"' + "x" * 56 + "..."  # 61: cut to 60
    assert shown(list(range(3)), limit=8) == "[0, 1, 2]"[:5] + "..."
    assert shown(list(range(3)), limit=9) == "[0, 1, 2]"


def test_keys_are_bare_when_they_can_be_else_quoted() -> None:
    assert [key_shown(k) for k in ("hand_size", "A-9", "two words", "", "é", "a.b")] == [
        "hand_size", "A-9", '"two words"', '""', '"é"', '"a.b"']


def test_the_problem_of_a_bad_value_and_of_an_unknown_key() -> None:
    assert one_of(("cross", "double-foot")) == 'one of "cross", "double-foot"'
    assert expected("an integer", "9") == 'expected an integer; found "9"'
    assert unknown_key_problem("openning", ("set", "opening")) == (
        'unknown key; did you mean "opening"?')
    assert unknown_key_problem("zebra", ("set", "opening", "hand_size")) == (
        "unknown key; known keys are: set, opening, hand_size")
    assert unknown_key_problem("hen", ("seats", "rules"), kind="table") == (
        "unknown table; known tables are: seats, rules")


def test_every_refusal_names_the_source_and_the_key() -> None:
    with pytest.raises(ConfigError) as refused:
        refuse("house.toml", "rules.set", "expected 6 to 18")
    assert str(refused.value) == "house.toml: rules.set: expected 6 to 18"
    with pytest.raises(ConfigError) as refused:
        refuse("", "rules.set", "expected 6 to 18")
    assert str(refused.value) == "rules.set: expected 6 to 18"
    with pytest.raises(ConfigError) as refused:
        refuse_unknown_keys({"set": 9, "opening": "cross", "zebra": 1, "yak": 2},
                            ("set", "opening"), "t.toml", "rules.")
    assert str(refused.value) == (
        "t.toml: rules.zebra: unknown key; known keys are: set, opening")
    with pytest.raises(ConfigError) as refused:
        refuse_unknown_keys({"set": 9, "two words": 1}, ("set",), "t.toml", "")
    assert str(refused.value) == 't.toml: "two words": unknown key; known keys are: set'
    refuse_unknown_keys({"set": 9}, ("set", "opening"), "t.toml", "rules.")  # all known


def test_the_value_checks_accept_exactly_their_values() -> None:
    assert [is_int(v) for v in (0, -5, True, 2.0, "1")] == [True, True, False, False, False]
    between = int_between(2, 8)
    assert [between(v) for v in (1, 2, 8, 9, True, 5.0)] == [
        False, True, True, False, False, False]
    assert [int_between(0)(v) for v in (-1, 0, 10 ** 9)] == [False, True, True]
    pick = choice(("cross", "double-foot"))
    assert [pick(v) for v in ("cross", "Cross", "", 1)] == [True, False, False, False]
    assert [is_bool(v) for v in (True, False, 1, 0, "true")] == [
        True, True, False, False, False]
    assert [is_text(v) for v in ("Hen", " a ", "", "   ", 5)] == [
        True, True, False, False, False]


def test_get_and_get_optional_give_the_value_or_refuse_it_by_its_full_key() -> None:
    table = {"seats": 4, "name": " "}
    assert get(table, "seats", "2 to 8", int_between(2, 8), "t.toml", "table.") == 4
    with pytest.raises(ConfigError) as refused:
        get(table, "name", "a non-empty string", is_text, "t.toml", "table.")
    assert str(refused.value) == 't.toml: table.name: expected a non-empty string; found " "'
    with pytest.raises(ConfigError) as refused:
        get(table, "title", "a non-empty string", is_text, "t.toml", "table.")
    assert str(refused.value) == (
        "t.toml: table.title: expected a non-empty string; found nothing")
    assert get_optional(table, "title", "a non-empty string", is_text, "t.toml", "") is None
    assert get_optional(table, "seats", "2 to 8", int_between(2, 8), "t.toml", "") == 4
    with pytest.raises(ConfigError) as refused:
        get_optional(table, "seats", "2 to 3", int_between(2, 3), "t.toml", "")
    assert str(refused.value) == "t.toml: seats: expected 2 to 3; found 4"
