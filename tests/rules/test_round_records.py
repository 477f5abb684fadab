"""Round records in the process (ROUND-RECORD.md): record_of writes exactly the contract's fields,
read_record reads what a record may leave out, and refuses a malformed one with the sentence that
names the key and what was expected."""
from __future__ import annotations

import copy
from typing import Any

import pytest
from rules_scenarios import EXAMPLE, deal, run

from game.rules import RoundState, RuleSet, Tile
from game.rules.errors import RecordError, RulesError
from game.rules.record import read_record, record_of, rules_table

DOUBLE_FOOT = RuleSet(opening="double-foot")
KEYS = "format, rules, seats, round, starter, hands, yard, actions"
NOT_A_TILE = 'is not a tile; write it as two numbers like "9-3" (no spaces, no leading zeros)'


def example_played() -> RoundState:
    """The round of the contract's example record, as the engine plays it."""
    state = deal(DOUBLE_FOOT, "9-9 9-3 4-1", "9-5 6-6 2-0", "9-0 6-1 0-0", yard="6-2 5-5 7-3")
    return run(state, "0 play 9-9", "1 play 9-5 on 9-9")


def with_changes(**changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(EXAMPLE)
    doc.update(changes)
    return doc


def refused(doc: object) -> str:
    with pytest.raises(RecordError) as err:
        read_record(doc)
    return str(err.value)


def test_a_dealt_round_is_written_with_exactly_the_contracts_fields_and_every_rule() -> None:
    written = record_of(example_played())
    assert written == {
        "format": "chickenfoot-round/1",
        "rules": {"preset": "classic", **DOUBLE_FOOT.as_dict()},
        "seats": 3, "round": 1, "starter": 0,
        "hands": [["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-0"]],
        "yard": ["6-2", "5-5", "7-3"],
        "actions": [{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-5", "on": "9-9"}],
    }
    assert rules_table(DOUBLE_FOOT) == written["rules"]  # classic unless a preset is named


def test_a_record_naming_a_preset_the_reader_does_not_know_reads_by_its_rules() -> None:
    """The engine writes every rule, so the preset's name (a table's file, say) is only a name."""
    state, actions = read_record(record_of(example_played(), "kitchen"))
    assert state.rules == DOUBLE_FOOT and len(actions) == 2
    assert refused(with_changes(rules={"preset": "kitchen"})) == (
        'record: rules.preset: no preset named "kitchen" in the rules engine (presets: classic)')


def test_a_round_not_dealt_by_the_engine_has_no_record() -> None:
    state = example_played()
    rebuilt = RoundState.from_view(state.view(0), state.hands, state.yard)
    with pytest.raises(RulesError) as err:
        record_of(rebuilt)
    assert str(err.value) == "this round was not dealt by the engine, so it has no record"


def test_a_record_may_leave_out_the_format_rules_round_starter_yard_and_actions() -> None:
    state, actions = read_record({"seats": 2, "hands": [["9-9", "9-3"], ["9-5", "5-5"]]})
    assert state.rules == RuleSet() and actions == []
    assert (state.round_number, state.round_double, state.starter) == (1, Tile(9, 9), 0)
    assert state.yard == [] and state.to_act == 0


def test_a_record_gives_the_round_and_the_starter() -> None:
    state, _ = read_record({"rules": {"start": "placed"}, "seats": 2, "round": 2, "starter": 1,
                            "hands": [["9-3"], ["8-5"]]})
    assert (state.round_number, state.round_double, state.starter) == (2, Tile(8, 8), 1)
    assert state.to_act == 1  # the starter plays first on the placed double


@pytest.mark.parametrize("doc, message", [
    ([EXAMPLE], "a round record is a JSON object"),
    (with_changes(format="chickenfoot-round/2"),
     "format: expected \"chickenfoot-round/1\", found 'chickenfoot-round/2'"),
    (with_changes(zebra=1, notes=""), f"notes: unknown key (a record has {KEYS})"),
    (with_changes(rules=["classic"]), "rules: expected an object of house rules"),
    (with_changes(rules={"preset": "classic", "openning": "double-foot"}),
     'record: rules.openning: unknown key; did you mean "opening"?'),
    (with_changes(seats=1), "seats: expected a whole number of at least 2, found 1"),
    (with_changes(seats=True), "seats: expected a whole number of at least 2, found True"),
    (with_changes(seats="3"), "seats: expected a whole number of at least 2, found '3'"),
    (with_changes(seats=2), "hands: expected a list of 2 hands, one per seat"),
    (with_changes(hands=[["9-9", "9-3", "4-1"], "9-5 6-6 2-0", ["9-0", "6-1", "0-0"]]),
     'hands[1]: expected a list of tiles like ["9-3", "4-1"]'),
    (with_changes(hands=[["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", 61, "0-0"]]),
     'hands[2][1]: expected a tile like "9-3", found 61'),
    (with_changes(hands=[["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-x"]]),
     f'hands[2][2]: "0-x" {NOT_A_TILE}'),
    (with_changes(yard="6-2 5-5 7-3"), 'yard: expected a list of tiles like ["9-3", "4-1"]'),
    (with_changes(yard=["6-2", "5-5", "10-x"]),
     f'yard[2]: "10-x" {NOT_A_TILE}'),
    (with_changes(yard=["6-2", "5-5", "3-9"]), "9-3 is dealt twice"),
    (with_changes(actions={"seat": 0, "play": "9-9"}), "actions: expected a list of actions"),
    (with_changes(actions=EXAMPLE["actions"] + [{"seat": 2, "draw": False}]),
     "actions[2].draw: expected true, found False"),
    (with_changes(round=0), "round: expected a whole number of at least 1, found 0"),
    (with_changes(starter=-1), "starter: expected a whole number of at least 0, found -1"),
    (with_changes(starter=3), "starter 3 is not a seat (0 to 2)"),
])
def test_a_malformed_record_is_refused_naming_the_key_and_what_was_expected(
        doc: object, message: str) -> None:
    assert refused(doc) == message
