"""Any JSON value given to the referee gives a verdict or a RecordError, never a traceback."""
from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from rules_scenarios import EXAMPLE

from game.rules.errors import RecordError
from game.rules.referee import verdict

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.sampled_from(
        ["9-9", "9-3", "3-9", "10-x", "0-0", "", "chickenlittle", "classic", "draw", "cross"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["seat", "play", "on", "draw", "pass", "announce", "catch", "set",
                         "opening", "preset", "x"]), inner, max_size=3),
    max_leaves=12,
)
KEYS = ["format", "rules", "seats", "round", "starter", "hands", "yard", "actions", "extra"]


def check(doc: Any) -> None:
    try:
        status, out = verdict(doc)
    except RecordError as err:
        assert str(err)
        return
    assert status in (0, 1) and out["ok"] is (status == 0)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(KEYS), json_values)
def test_a_record_with_one_key_replaced_by_junk_is_judged_or_refused(key: str, junk: Any) -> None:
    doc = copy.deepcopy(EXAMPLE)
    doc[key] = junk
    check(doc)


@settings(max_examples=150, deadline=None)
@given(st.lists(json_values, max_size=6))
def test_junk_actions_are_judged_or_refused(actions: list[Any]) -> None:
    check(dict(copy.deepcopy(EXAMPLE), actions=EXAMPLE["actions"] + actions))


@settings(max_examples=60, deadline=None)
@given(json_values)
def test_a_junk_document_is_refused(doc: Any) -> None:
    check(doc)
