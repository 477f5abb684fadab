"""`chickenfoot ladder`: the ladder and the player's progress, as text and as JSON."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.__main__ import main
from game.store.progress import LevelResult, Progress, progress_path, save_progress


@pytest.fixture(autouse=True)
def private_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def test_json_lists_every_level_with_the_players_progress(capsys: pytest.CaptureFixture[str]) -> None:
    save_progress(Progress({"01-kitchen-table": LevelResult(3, 12),
                            "02-back-porch": LevelResult(0, 70)}))
    assert main(["ladder", "--json"]) == 0
    levels = json.loads(capsys.readouterr().out)
    assert len(levels) == 11
    assert levels[0] == {"title": "The Kitchen Table",
                         "file": "levels/ladder/01-kitchen-table.toml",
                         "unlocked": True, "stars": 3, "best": 12}
    assert levels[1] == {"title": "The Back Porch", "file": "levels/ladder/02-back-porch.toml",
                         "unlocked": True, "stars": 0, "best": 70}
    assert [level["unlocked"] for level in levels[2:]] == [False] * 9


def test_text_shows_stars_best_goals_achievements_and_tiers(
        capsys: pytest.CaptureFixture[str]) -> None:
    save_progress(Progress({"01-kitchen-table": LevelResult(2, 31)},
                           {"tiptoe": "2026-11-29"}, {"easy"}))
    assert main(["ladder"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Chicken Foot ladder: 2 of 11 levels open, 2 of 33 stars"
    assert lines[1].split() == ["1", "The", "Kitchen", "Table", "**-", "best", "31", "Win",
                                "the", "game"]
    assert "not played" in lines[2] and lines[3].endswith("locked")
    assert "Achievements: 1 of 16" in lines and "  Tiptoe Finish (2026-11-29)" in lines
    assert lines[-1] == "Computer players beaten: easy"


def test_a_damaged_progress_file_is_reported_and_left_alone(
        capsys: pytest.CaptureFixture[str]) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    target.write_text("{broken")
    assert main(["ladder", "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)[0]["stars"] == 0
    assert out.err.startswith(f"chickenfoot ladder: {target}: not a progress file")
    assert target.read_text() == "{broken"


def test_a_bad_flag_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["ladder", "--stars"])
    assert caught.value.code == 2 and "unrecognized arguments: --stars" in capsys.readouterr().err
