"""Folders follow the XDG variables at call time; atomic writes and setting files aside."""
from __future__ import annotations

import datetime
import os
import stat
from pathlib import Path

import pytest

from game.store import atomic, paths
from game.store.atomic import clean_temporaries, set_aside, stamp, write_atomic


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


def open_descriptors(folders_only: bool = False) -> list[str]:
    """This process's open file descriptors (only those of folders)."""
    return [fd for fd in os.listdir("/proc/self/fd")
            if not folders_only or os.path.isdir(f"/proc/self/fd/{fd}")]


needs_proc = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="reads /proc/self/fd")


@needs_proc
def test_the_file_is_whole_when_synced_then_the_folder_is_synced_and_nothing_is_left_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """fsync sees every byte of the new file (flushed first), then the folder is synced (the
    rename made durable); no descriptor stays open. Without `sync`, nothing is synced."""
    synced: list[tuple[bool, int]] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        info = os.fstat(fd)
        synced.append((stat.S_ISDIR(info.st_mode), info.st_size))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    target = tmp_path / "save.json"
    before = len(open_descriptors())
    write_atomic(target, b"x" * 700)
    assert synced[0] == (False, 700) and [d for d, _ in synced] == [False, True]
    assert len(open_descriptors()) == before and target.read_bytes() == b"x" * 700
    synced.clear()
    write_atomic(target, b"quick", sync=False)
    assert synced == [] and target.read_bytes() == b"quick"


def test_text_is_written_as_utf8(tmp_path: Path) -> None:
    write_atomic(tmp_path / "names.toml", "Hen’s ½ — Gâteau")
    assert (tmp_path / "names.toml").read_bytes() == "Hen’s ½ — Gâteau".encode("utf-8")


@needs_proc
def test_a_folder_that_cannot_be_synced_is_no_failure(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Where a folder cannot be opened (Windows) or synced (some file systems), the write stands
    and no descriptor is left open."""
    real_open, real_fsync = os.open, os.fsync

    def no_folders(path: object, flags: int, *rest: object) -> int:
        if os.path.isdir(path):  # type: ignore[arg-type]
            raise PermissionError(13, "cannot open a folder here")
        return real_open(path, flags, *rest)  # type: ignore[arg-type]

    def no_folder_sync(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(22, "cannot sync a folder here")
        real_fsync(fd)

    target = tmp_path / "settings.toml"
    with monkeypatch.context() as patched:
        patched.setattr(os, "open", no_folders)
        write_atomic(target, "a = 1\n")
    assert target.read_text() == "a = 1\n"
    folders_open = open_descriptors(folders_only=True)
    with monkeypatch.context() as patched:
        patched.setattr(os, "fsync", no_folder_sync)
        write_atomic(target, "a = 2\n")
    assert target.read_text() == "a = 2\n"
    assert open_descriptors(folders_only=True) == folders_open


def test_a_stamp_reads_as_the_local_date_and_time() -> None:
    assert stamp(datetime.datetime(2026, 11, 29, 23, 15, 7)) == "20261129-231507"
    assert len(stamp()) == len("20261129-231507")


def test_files_set_aside_in_the_same_second_are_numbered(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic, "stamp", lambda: "20261129-231507")
    target = tmp_path / "stats.sqlite3"
    for content in ("one", "two", "three"):
        target.write_text(content)
        set_aside(target)
    assert sorted((p.name, p.read_text()) for p in tmp_path.iterdir()) == [
        ("stats.sqlite3.broken-20261129-231507", "one"),
        ("stats.sqlite3.broken-20261129-231507-2", "two"),
        ("stats.sqlite3.broken-20261129-231507-3", "three")]


def test_a_file_that_cannot_be_moved_aside_stays_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "save.json"
    target.write_text("damaged")

    def stuck(*args: object) -> None:
        raise OSError(16, "busy")

    monkeypatch.setattr(os, "replace", stuck)
    assert set_aside(target) is None and target.read_text() == "damaged"


def test_leftovers_that_cannot_be_removed_are_no_failure(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".save.json.abc.tmp").write_text("half")

    def kept(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(1, "the disk keeps it", str(self))

    monkeypatch.setattr(Path, "unlink", kept)
    clean_temporaries(tmp_path, "save.json")
    clean_temporaries(tmp_path / "no such folder", "save.json")
    assert [p.name for p in tmp_path.iterdir()] == [".save.json.abc.tmp"]
