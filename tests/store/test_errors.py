"""Every file problem the store meets surfaces as a StoreError naming the file."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from conftest import new_match, play

from game.rules.errors import ConfigError
from game.store.errors import StoreError, WriteError
from game.store.replays import write_game_records
from game.store.rules_files import RulesFileError, load_rules_file
from game.store.save import clear_save, has_save, save_match
from game.store.settings import Settings, save_settings
from game.store.stats import record_game

ROOT = Path(__file__).resolve().parents[2]


def test_a_rules_file_problem_is_a_store_error_and_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError) as caught:
        load_rules_file(tmp_path / "nowhere.toml")
    assert isinstance(caught.value, ConfigError) and isinstance(caught.value, RulesFileError)
    assert str(caught.value) == f"{tmp_path / 'nowhere.toml'}: file not found"


def test_writes_that_fail_are_store_errors_naming_the_file(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    target = blocker / "save.json"
    with pytest.raises(WriteError) as caught:
        save_match(new_match(), target, wait=True)
    assert isinstance(caught.value, StoreError) and isinstance(caught.value, OSError)
    assert str(caught.value).startswith(f"{target}: cannot be written: ")
    with pytest.raises(WriteError, match="settings.toml: cannot be written"):
        save_settings(Settings(), blocker / "settings.toml")
    with pytest.raises(WriteError, match="round-01.json: cannot be written"):
        write_game_records("g1", [{"format": "chickenfoot-round/1"}], blocker)
    assert not has_save(target)


def test_a_background_write_that_failed_names_its_file(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from game.store import writer
    from game.store.save import flush_saves

    def broken_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(writer, "write_atomic", broken_disk)
    save_match(new_match(), tmp_path / "watch.json")
    with pytest.raises(WriteError) as caught:
        flush_saves()
    assert str(caught.value) == (
        f"{tmp_path / 'watch.json'}: cannot be written: No space left on device")


def test_clearing_a_save_that_cannot_be_removed_is_a_write_error(tmp_path: Path) -> None:
    folder = tmp_path / "save.json"
    folder.mkdir()
    with pytest.raises(WriteError, match="save.json: cannot be removed"):
        clear_save(folder)


def test_a_game_that_cannot_be_recorded_comes_back_as_a_problem(tmp_path: Path) -> None:
    import random

    match = play(new_match("classic", ("easy", "easy")), random.Random(1))
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    game_id, problem = record_game(match, tmp_path / "stats.sqlite3", blocker)
    assert game_id is None and problem is not None and "round-01.json" in problem


@pytest.mark.parametrize("folder", ["game/store", "game/rules", "game/cli/terminal.py",
                                    "game/seats.py"])
def test_no_catch_all_handlers(folder: str) -> None:
    target = ROOT / folder
    for path in [target] if target.is_file() else sorted(target.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ExceptHandler):
                caught = ast.unparse(node.type) if node.type is not None else "bare except"
                assert caught not in ("Exception", "bare except"), f"{path.name}:{node.lineno}"
                if caught == "BaseException":  # only to clean up and raise again
                    assert isinstance(node.body[-1], ast.Raise), f"{path.name}:{node.lineno}"
