"""`python -m game referee FILE`: verdicts, exit status, and refusals of invalid documents."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from command_run import in_process
from rules_scenarios import EXAMPLE

from game.rules import Play, RuleSet, Tile
from game.rules.actions import from_json
from game.rules.errors import RecordError
from game.rules.referee import verdict


def record(**changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(EXAMPLE)
    doc.update(changes)
    return doc


def referee(tmp_path: Path, doc: object) -> tuple[int, str, str]:
    """Run the command line on a document (a dict, or raw text): its entry point in this
    process (tests/command_run.py; the real process's exit and streams are
    tests/test_hostile_command_line.py's)."""
    path = tmp_path / "record.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    done = in_process(tmp_path, "referee", str(path))
    return done.returncode, done.stdout, done.stderr


def test_the_example_record_is_legal_and_unfinished(tmp_path: Path) -> None:
    status, out, err = referee(tmp_path, EXAMPLE)
    assert (status, err) == (0, "")
    assert json.loads(out) == {"ok": True, "finished": False, "to_act": 2,
                               "legal": [{"seat": 2, "play": "9-0", "on": "9-9"}]}


def test_the_example_played_out_is_blocked_with_exact_scores(tmp_path: Path) -> None:
    rest = [{"seat": 2, "play": "9-0", "on": "9-9"}, {"seat": 0, "play": "9-3", "on": "9-9"},
            {"seat": 1, "draw": True}, {"seat": 1, "pass": True},
            {"seat": 2, "draw": True}, {"seat": 2, "pass": True},
            {"seat": 0, "draw": True}, {"seat": 0, "pass": True}]
    status, out, err = referee(tmp_path, record(actions=EXAMPLE["actions"] + rest))
    assert (status, err) == (0, "")
    # 4-1 + 7-3; 6-6 + 2-0 + 6-2; 6-1 + 0-0 (50) + 5-5
    assert json.loads(out) == {"ok": True, "finished": True, "end": "blocked",
                               "scores": [15, 22, 67], "winner": None}


def test_a_domino_record_names_the_winner(tmp_path: Path) -> None:
    doc = record(rules={}, seats=2, hands=[["9-9", "9-3"], ["9-5", "5-5"]], yard=[],
                 actions=[{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-5", "on": "9-9"},
                          {"seat": 0, "play": "3-9", "on": "9-9"}])
    status, out, _ = referee(tmp_path, doc)
    assert status == 0
    assert json.loads(out) == {"ok": True, "finished": True, "end": "domino",
                               "scores": [0, 10], "winner": 0}


def test_an_illegal_action_gives_its_index_and_the_reason(tmp_path: Path) -> None:
    doc = record(actions=EXAMPLE["actions"] + [{"seat": 2, "play": "6-1", "on": "9-9"}])
    status, out, err = referee(tmp_path, doc)
    assert (status, err) == (1, "")
    assert json.loads(out) == {"ok": False, "index": 2, "error": "6-1 does not match 9-9: it needs a 9"}


@pytest.mark.parametrize("doc,reason", [
    ('{"format": "chickenfoot-round/1", "seats": 3,', "not valid JSON"),
    (record(hands=[["9-9", "10-x", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-0"]]),
     'not a valid round record: hands[0][1]: "10-x" is not a tile; write it as two numbers like "9-3"'),
    (record(yard=["6-2", "5-5", "3-9"]), "not a valid round record: 9-3 is dealt twice"),
    (record(rules={"preset": "classic", "openning": "double-foot"}),
     'not a valid round record: record: rules.openning: unknown key; did you mean "opening"?'),
])
def test_an_invalid_document_exits_2_with_the_reason_on_stderr(tmp_path: Path, doc: object,
                                                               reason: str) -> None:
    status, out, err = referee(tmp_path, doc)
    assert (status, out) == (2, "")
    assert err.startswith(str(tmp_path / "record.json") + ": ") and reason in err


def test_the_chicken_foot_refusal_reads_like_the_rule_sheet() -> None:
    doc = record(
        rules={"preset": "classic"}, seats=2, yard=["7-7"],
        hands=[["9-9", "9-1", "9-4", "6-6", "6-3", "1-0"], ["9-6", "9-2", "6-5", "2-1", "3-3"]],
        actions=[{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-6", "on": "9-9"},
                 {"seat": 0, "play": "9-1", "on": "9-9"}, {"seat": 1, "play": "9-2", "on": "9-9"},
                 {"seat": 0, "play": "9-4", "on": "9-9"}, {"seat": 1, "play": "2-1", "on": "9-2"},
                 {"seat": 0, "play": "6-6", "on": "9-6"}, {"seat": 1, "play": "6-5", "on": "6-6"},
                 {"seat": 0, "play": "1-0", "on": "9-1"}])
    assert verdict(doc) == (1, {"ok": False, "index": 8,
                                "error": "the chicken foot on 6-6 needs 2 more toes first"})


def test_the_verdict_reads_the_rules_by_the_presets_it_is_given() -> None:
    """A record built on a preset the caller knows (a table's file, say) is judged by it."""

    class Kitchen:
        where = "the kitchen drawer"

        def names(self) -> list[str]:
            return ["kitchen"]

        def rules(self, name: str) -> RuleSet:
            return RuleSet(opening="double-foot")

    doc = record(rules={"preset": "kitchen"})
    assert verdict(doc, Kitchen())[1]["legal"] == [{"seat": 2, "play": "9-0", "on": "9-9"}]
    with pytest.raises(RecordError, match="kitchen"):
        verdict(doc)  # the built-in presets know only classic


@pytest.mark.parametrize("action, message", [
    ("draw", 'action: expected an object like {"seat": 0, "draw": true}'),
    ({"seat": -1, "draw": True}, "action.seat: expected a seat number (0 or more), found -1"),
    ({"seat": True, "draw": True}, "action.seat: expected a seat number (0 or more), found True"),
    ({"seat": 1, "draw": True, "pass": True},
     "action: expected exactly one of play, draw, pass, announce, catch; found "
     "['draw', 'pass', 'seat']"),
    ({"seat": 1, "draw": True, "on": "9-9"}, "action: unexpected key 'on'"),
    ({"seat": 1, "play": "9-5", "on": "9-x"},
     'action: "9-x" is not a tile; write it as two numbers like "9-3" '
     "(no spaces, no leading zeros)"),
    ({"seat": 1, "pass": "yes"}, "action.pass: expected true, found 'yes'"),
    ({"seat": 1, "announce": "domino"},
     'action.announce: expected "chickenlittle", found \'domino\''),
    ({"seat": 1, "catch": -1}, "action.catch: expected a seat number, found -1"),
    ({"seat": 1, "catch": True}, "action.catch: expected a seat number, found True"),
    ({"seat": 1, "catch": "2"}, "action.catch: expected a seat number, found '2'"),
])
def test_a_malformed_action_is_refused_naming_it(action: object, message: str) -> None:
    with pytest.raises(RecordError) as refused:
        from_json(action)
    assert str(refused.value) == message


def test_a_play_says_where_it_goes() -> None:
    assert str(Play(1, Tile(9, 5), Tile(9, 9))) == "seat 1 plays 9-5 on 9-9"
    assert str(Play(0, Tile(9, 9), None)) == "seat 0 plays 9-9 as the starting double"
