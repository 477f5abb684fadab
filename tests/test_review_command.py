"""`chickenfoot review ROUND.json --seat N [--json]`: its JSON, its text and its refusals."""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.ai import make_player
from game.ai.review import RoundReview
from game.ai.tournament import deal_round, play_round
from game.rules import RuleSet
from game.cli import review as review_command
from game.rules.record import record_of
from tests.ai.review_rounds import undealable
from tests.command_run import in_process

QUICK = ("--iterations", "6")


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    state = deal_round(RuleSet(), 3, 5, 2)
    play_round(state, [make_player("medium")] * 3, [random.Random(s) for s in range(3)])
    return record_of(state)


@pytest.fixture()
def round_file(tmp_path: Path, record: dict[str, Any]) -> Path:
    path = tmp_path / "round-01.json"
    path.write_text(json.dumps(record))
    return path


def review(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Exit status, standard output and standard error of `chickenfoot review ARGS`."""
    try:
        status = main(["review", *args])
    except SystemExit as stop:
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_json_is_the_reviews_own(capsys: pytest.CaptureFixture[str], round_file: Path) -> None:
    status, out, err = review(capsys, str(round_file), "--seat", "1", "--json", *QUICK)
    assert status == 0 and err == ""
    doc = json.loads(out)
    assert set(doc) == {"format", "seat", "round", "iterations", "seed", "accuracy", "luck",
                        "decisions"}
    assert doc["format"] == "chickenfoot-review/1" and doc["seat"] == 1
    assert doc["iterations"] == 6 and doc["seed"] == 0
    assert doc["decisions"]
    for decision in doc["decisions"]:
        assert set(decision) == {"index", "made", "loss", "mark", "reason", "choices"}
        assert decision["mark"] in (None, "inaccuracy", "mistake", "blunder")
        assert isinstance(decision["reason"], str)  # "" where nothing specific is true
        for choice in decision["choices"]:
            assert set(choice) == {"action", "win", "points", "tries"}
            assert 0 <= choice["win"] <= 1
    assert any(decision["reason"] for decision in doc["decisions"])
    assert RoundReview.from_json(doc).to_json() == doc


def test_text_lists_each_decision_then_accuracy_luck_and_the_costliest(
        capsys: pytest.CaptureFixture[str], round_file: Path) -> None:
    status, out, err = review(capsys, str(round_file), "--seat", "0", *QUICK)
    assert status == 0 and err == ""
    lines = out.splitlines()
    doc = RoundReview.from_json(json.loads(review(capsys, str(round_file), "--seat", "0",
                                                  "--json", *QUICK)[1]))
    assert lines[0].startswith("Round ") and "seat 0 of 3 players" in lines[0]
    assert "move made" in lines[1] and "best move" in lines[1] and "reason" in lines[1]
    assert len(lines) == 2 + len(doc.decisions) + 3
    assert lines[-3].startswith("Accuracy ")
    assert lines[-2].startswith("Luck ")
    assert lines[-1].startswith("Costliest: ")


@pytest.mark.parametrize("args, said", [
    (["--seat", "x"], "argument --seat: expected a seat number from 0 to 7; found \"x\""),
    (["--seat", "9"], "argument --seat: expected a seat number from 0 to 7; found \"9\""),
    ([], "the following arguments are required: --seat"),
])
def test_a_bad_seat_flag_is_refused_in_one_line(capsys: pytest.CaptureFixture[str],
                                                round_file: Path, args: list[str],
                                                said: str) -> None:
    status, out, err = review(capsys, str(round_file), *args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and said in err and err.startswith("chickenfoot review: ")


def test_a_seat_not_at_the_table_is_refused(capsys: pytest.CaptureFixture[str],
                                            round_file: Path) -> None:
    status, out, err = review(capsys, str(round_file), "--seat", "3", *QUICK)
    assert (status, out) == (2, "")
    assert err == ("chickenfoot review: argument --seat: expected a seat from 0 to 2 (the "
                   "record has 3 players); found 3\n")


def test_a_missing_or_broken_file_is_named(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.json"
    status, out, err = review(capsys, str(missing), "--seat", "0")
    assert (status, out) == (2, "")
    assert err == f"chickenfoot review: {missing}: file not found\n"
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "chickenfoot-round/1", "seats": ')
    status, out, err = review(capsys, str(broken), "--seat", "0")
    assert (status, out) == (2, "")
    assert err.startswith(f"chickenfoot review: {broken}: ") and err.count("\n") == 1


def test_an_illegal_action_exits_1(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                   record: dict[str, Any]) -> None:
    bad = dict(record, actions=record["actions"][:3] + [{"seat": 0, "pass": True}])
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(bad))
    status, out, err = review(capsys, str(path), "--seat", "0")
    assert (status, out) == (1, "")
    assert err.startswith(f"chickenfoot review: {path}: actions[3] is not legal: ")
    assert err.count("\n") == 1


def test_a_record_whose_rules_cannot_deal_its_hands_is_refused_in_one_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, record: dict[str, Any]) -> None:
    path = tmp_path / "undealable.json"  # three hands of 20 from a double-9's 55: the referee
    path.write_text(json.dumps(undealable(record)))  # accepts the short deal it holds
    status, out, err = review(capsys, str(path), "--seat", "0", *QUICK)
    assert (status, out) == (2, "")
    assert err == (f"chickenfoot review: {path}: cannot be reviewed: rules.hand_size: 3 hands "
                   "of 20 need 60 tiles, but a double-9 set has only 55 to deal, so its hidden "
                   "tiles cannot be dealt as the rules deal them\n")


def test_standard_input_is_read_once(tmp_path: Path, record: dict[str, Any]) -> None:
    done = in_process(tmp_path, "review", "-", "--seat", "0", *QUICK,
                      stdin=json.dumps(record).encode())
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith(f"Round {record['round']}, seat 0 of 3 players")


def test_progress_goes_to_a_pipe_a_line_at_a_time(tmp_path: Path, record: dict[str, Any],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(record))
    monkeypatch.setattr(review_command, "PIPE_GAP", 0.0)  # every report, not one in 5 s
    done = in_process(tmp_path, "review", str(path), "--seat", "0", *QUICK)
    lines = done.stderr.splitlines()
    assert done.returncode == 0 and len(lines) > 3 and "\r" not in done.stderr
    assert all(line.startswith("chickenfoot review: ") and line.endswith(" s)")
               and " reviewed (" in line for line in lines)
