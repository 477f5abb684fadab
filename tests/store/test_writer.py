"""The background writer: one thread at a time writes the newest bytes queued for each file, in
the order the files were first queued; waiting means until every queued write is on the disk."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Iterator

import pytest

from game.store import writer
from game.store.writer import BackgroundWriter


class Disk:
    """write_atomic on a disk the test holds up: each write waits for `go` (a few seconds at
    most, so a mutant that never lets go fails instead of hanging)."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        self.written: list[tuple[str, bytes, str]] = []  # file, bytes, thread

    def write(self, path: Path, data: bytes) -> None:
        self.started.set()
        assert self.go.wait(5)
        self.written.append((path.name, data, threading.current_thread().name))


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    held = Disk()
    monkeypatch.setattr(writer, "write_atomic", held.write)
    yield held
    held.go.set()


def test_writes_queued_while_one_is_written_keep_the_newest_of_each_file_in_order(
        disk: Disk, tmp_path: Path) -> None:
    queue = BackgroundWriter()
    queue.submit(tmp_path / "save.json", b"1")
    assert disk.started.wait(5)  # the first save is being written
    for path, data in (("save.json", b"2"), ("stats", b"a"), ("save.json", b"3")):
        queue.submit(tmp_path / path, data)
    assert disk.written == []
    disk.go.set()
    assert queue.flush() is None
    assert disk.written == [("save.json", b"1", "chickenfoot-autosave"),
                            ("save.json", b"3", "chickenfoot-autosave"),
                            ("stats", b"a", "chickenfoot-autosave")]


def test_waiting_lasts_until_the_last_queued_write_is_done(disk: Disk, tmp_path: Path) -> None:
    queue = BackgroundWriter()
    queue.submit(tmp_path / "save.json", b"1")
    assert disk.started.wait(5)
    threading.Timer(0.05, disk.go.set).start()
    queue.wait()
    assert [data for _, data, _ in disk.written] == [b"1"]
    queue.submit(tmp_path / "save.json", b"2")  # the writer starts again
    queue.wait()
    assert [data for _, data, _ in disk.written] == [b"1", b"2"]
    assert queue.flush() is None


def test_a_failed_write_is_said_once_naming_the_file(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    def full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(writer, "write_atomic", full)
    queue = BackgroundWriter()
    queue.submit(tmp_path / "save.json", b"1")
    queue.wait()  # the error stays for the next submit or flush
    error = queue.flush()
    assert str(error) == f"{tmp_path / 'save.json'}: cannot be written: No space left on device"
    assert queue.flush() is None
    queue.submit(tmp_path / "save.json", b"2")
    queue.wait()
    with pytest.raises(OSError, match="No space left"):
        queue.submit(tmp_path / "save.json", b"3")


def test_a_new_writer_has_written_nothing_and_remembers_what_it_wrote_first(
        tmp_path: Path) -> None:
    """The round files a save counts on are written once: the writer remembers those it wrote
    before a save, and those read back (known), until their folder is forgotten."""
    queue = BackgroundWriter()
    rounds = tmp_path / "playing" / "g1"
    first, second = rounds / "round-01.json", rounds / "round-02.json"
    assert not queue.written(first)
    rounds.mkdir(parents=True)
    queue.submit(tmp_path / "save.json", b"save\n", [(first, b"round 1\n")])
    assert queue.flush() is None
    assert first.read_bytes() == b"round 1\n" and (tmp_path / "save.json").read_bytes() == b"save\n"
    assert queue.written(first) and not queue.written(second)
    queue.known([second])
    assert queue.written(second)
    queue.forget(rounds)
    assert not queue.written(first) and not queue.written(second)


def test_a_newer_save_replacing_a_queued_one_writes_the_files_both_count_on_first(
        disk: Disk, tmp_path: Path) -> None:
    """The rounds a queued save counted on are not lost when a newer save replaces it: a save on
    the disk never counts a file that is not there."""
    queue = BackgroundWriter()
    save, first, second = tmp_path / "save.json", tmp_path / "round-01.json", \
        tmp_path / "round-02.json"
    queue.submit(save, b"1")
    assert disk.started.wait(5)  # the first save is being written
    queue.submit(save, b"2", [(first, b"round 1")])
    queue.submit(save, b"3", [(second, b"round 2")])  # replaces 2, not what 2 counted on
    disk.go.set()
    assert queue.flush() is None
    assert [(name, data) for name, data, _ in disk.written] == [
        ("save.json", b"1"), ("round-01.json", b"round 1"), ("round-02.json", b"round 2"),
        ("save.json", b"3")]
    assert queue.written(first) and queue.written(second)
