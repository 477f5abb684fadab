"""The TOML writer: whatever it writes, a TOML reader reads back as the same value."""
from __future__ import annotations

import datetime
import math
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.store.toml_writer import toml_key, toml_string, toml_value

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib


def read_back(key: str, value: object) -> object:
    return tomllib.loads(f"{toml_key(key)} = {toml_value(value)}\n")[key]


def test_control_characters_quotes_and_backslashes_are_escaped() -> None:
    for text in ["tab\there", "line\nbreak", 'a"b', "back\\slash", "nul\x00", "del\x7f",
                 "bell\x07", "ünïcødé 🐔", "\r\n\f\b"]:
        assert read_back("name", text) == text
        assert "\n" not in toml_string(text)
    assert toml_string("a\x1fb\x7f") == '"a\\u001Fb\\u007F"'


def test_keys_are_bare_when_they_can_be() -> None:
    assert toml_key("last_seats") == "last_seats"
    assert toml_key("two words") == '"two words"'
    assert read_back("a.b", 1) == 1


def test_values_of_every_kind() -> None:
    assert toml_value(True) == "true" and toml_value(3) == "3"
    assert toml_value([1, "x", [False]]) == '[1, "x", [false]]'
    assert toml_value({"name": "Ann", "pace": 1.5}) == '{ name = "Ann", pace = 1.5 }'
    assert toml_value({}) == "{}"
    assert toml_value(datetime.date(2026, 1, 2)) == "2026-01-02"
    assert math.isnan(read_back("x", float("nan")))  # type: ignore[arg-type]
    assert read_back("x", float("-inf")) == float("-inf")


def test_what_toml_cannot_write_is_refused() -> None:
    with pytest.raises(TypeError):
        toml_value(None)


@given(st.text(), st.integers() | st.floats(allow_nan=False) | st.text() | st.booleans()
       | st.lists(st.integers() | st.text(), max_size=4))
def test_any_key_and_value_reads_back(key: str, value: object) -> None:
    if isinstance(value, int) and not isinstance(value, bool) and not -2**63 <= value < 2**63:
        return  # TOML integers are 64-bit
    assert read_back(key, value) == value
