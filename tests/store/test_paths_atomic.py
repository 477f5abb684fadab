"""Folders follow the XDG variables at call time; atomic writes and setting files aside."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.store import paths
from game.store.atomic import clean_temporaries, set_aside, write_atomic


def test_xdg_variables_are_read_at_call_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "one"))
    assert paths.save_path() == tmp_path / "one" / "chickenfoot" / "save.json"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "two"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    assert paths.stats_path() == tmp_path / "two" / "chickenfoot" / "stats.sqlite3"
    assert paths.games_dir() == tmp_path / "two" / "chickenfoot" / "games"
    assert paths.settings_path() == tmp_path / "cfg" / "chickenfoot" / "settings.toml"
    assert paths.watch_save_path() != paths.save_path()


def test_relative_or_empty_xdg_values_are_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "relative/dir")
    assert paths.data_dir().is_absolute() and "relative" not in str(paths.data_dir())
    monkeypatch.setenv("XDG_CONFIG_HOME", "")
    assert paths.config_dir().is_absolute()


def test_write_atomic_replaces_whole_files_and_leaves_no_temporaries(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "folder" / "file.json"
    write_atomic(target, "first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_set_aside_renames_and_never_overwrites(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    assert set_aside(target) is None  # nothing there
    names = []
    for content in (b"one", b"two", b"three"):
        target.write_bytes(content)
        moved = set_aside(target)
        assert moved is not None and not target.exists()
        names.append(moved.name)
    assert len(set(names)) == 3 and all(n.startswith("save.json.broken-") for n in names)
    assert sorted((tmp_path / n).read_bytes() for n in names) == [b"one", b"three", b"two"]


def test_clean_temporaries_removes_only_leftovers_of_that_file(tmp_path: Path) -> None:
    (tmp_path / ".save.json.abc.tmp").write_text("half")
    (tmp_path / ".other.json.abc.tmp").write_text("keep")
    (tmp_path / "save.json").write_text("keep")
    clean_temporaries(tmp_path, "save.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.abc.tmp", "save.json"]
