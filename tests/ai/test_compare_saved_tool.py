"""tools/compare_saved.py: two saved tournaments on the same deals, compared deal by deal."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.cli.tournament import main as tournament

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from compare_saved import main  # noqa: E402


def _saved(path: Path, extra: list[str], capsys: pytest.CaptureFixture[str]) -> dict:
    """Play and save a short two-seat tournament; its JSON results."""
    assert tournament(["medium", "expert", "--deals", "4", "--json", "--quiet",
                       "--save", str(path)] + extra) == 0
    return json.loads(capsys.readouterr().out)


def _compared(before: Path, after: Path, capsys: pytest.CaptureFixture[str]) -> dict:
    assert main([str(before), str(after)]) == 0
    return json.loads(capsys.readouterr().out)


def _expert(results: dict) -> float:
    return next(r["win_rate"] for r in results["results"] if r["tier"] == "expert")


def test_the_difference_is_the_one_between_the_runs_deal_by_deal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    few, many, again = tmp_path / "few.jsonl", tmp_path / "many.jsonl", tmp_path / "again.jsonl"
    weak = _saved(few, ["--seed", "3", "--iterations", "2"], capsys)
    strong = _saved(many, ["--seed", "3", "--iterations", "16"], capsys)
    got = _compared(few, many, capsys)
    assert got["deals"] == 4 and got["tier"] == "expert"
    assert got["before"] == pytest.approx(_expert(weak), abs=1e-4)
    assert got["after"] == pytest.approx(_expert(strong), abs=1e-4)
    assert got["difference"] == pytest.approx(got["after"] - got["before"], abs=2e-4)
    assert got["ci95"][0] <= got["difference"] <= got["ci95"][1]
    _saved(again, ["--seed", "3", "--iterations", "2"], capsys)  # the same run once more
    same = _compared(few, again, capsys)
    assert same["difference"] == 0.0 and same["ci95"] == [0.0, 0.0]


def test_files_of_other_deals_or_not_saved_deals_are_refused_by_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one, other = tmp_path / "one.jsonl", tmp_path / "other.jsonl"
    _saved(one, ["--seed", "3", "--iterations", "2"], capsys)
    _saved(other, ["--seed", "4", "--iterations", "2"], capsys)
    assert main([str(one), str(other)]) == 2
    assert f"{other}: played for seed 4, but {one} for 3" in capsys.readouterr().err
    notes = tmp_path / "notes.txt"
    notes.write_text("not a tournament\n")
    assert main([str(one), str(notes)]) == 2
    assert f"{notes}: expected a tournament's saved deals" in capsys.readouterr().err
    assert main([str(one), str(one), "--tier", "cheat"]) == 2
    assert "--tier: expected one of medium, expert; found 'cheat'" in capsys.readouterr().err
