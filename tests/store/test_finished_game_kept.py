"""A finished game is never lost: when its statistics cannot be written (the nine ways issue 33
found) its autosave stays, the game finished and not yet recorded, and once the fault is gone it
is recorded exactly once, at the next start or from a Retry, its round records belonging to its
row. Real files, real SQLite, a second connection holding the lock; as root (who passes every
permission) the permission cases are skipped and the immutable ones (chattr +i) test the same."""
from __future__ import annotations

import random
import shutil
import sqlite3
import subprocess
from pathlib import Path
from typing import Callable, Iterator

import pytest

from conftest import new_match, play
from game.app import App
from game.match import Match
from game.store import paths, stats
from game.store.replays import game_rounds, kept_games
from game.store.save import finished_saves, flush_saves, has_save, load_saved, save_match
from game.store.settings import Settings

AS_ROOT = ("run as root (euid 0 with CAP_DAC_OVERRIDE), who may write whatever the "
           "permissions say: the chattr +i case tests the same fault")
Undo = Callable[[], None]


def finished(seed: int) -> Match:
    return play(new_match("family", ("human", "easy"), seed, set=6), random.Random(seed))


def keeping_app() -> App:
    """An app that keeps the player's files, as main() makes it."""
    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = True
    return app


def immutable(path: Path) -> Undo:
    """chattr +i: not even root may change it (skipped where the file system or the user
    cannot)."""
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"chattr +i is refused here: {done.stderr.decode().strip()}")
    return lambda: subprocess.run(["chattr", "-i", str(path)], check=True)


def permissions_bind(folder: Path) -> bool:
    """True when this process is refused a file its mode forbids (not root, or root without
    CAP_DAC_OVERRIDE): tried on a real file, not guessed from the user id."""
    probe = folder / ".probe"
    probe.write_text("")
    probe.chmod(0o444)
    try:
        probe.open("a").close()
    except PermissionError:
        return True
    finally:
        probe.unlink()
    return False


def read_only(path: Path, mode: int) -> Undo:
    if not permissions_bind(paths.data_dir()):
        pytest.skip(AS_ROOT)
    path.chmod(mode)
    return lambda: path.chmod(0o755 if path.is_dir() else 0o644)


def held(begin: str, monkeypatch: pytest.MonkeyPatch) -> Undo:
    """Another program holds the database's lock (BEGIN EXCLUSIVE or IMMEDIATE)."""
    monkeypatch.setattr(stats, "BUSY_SECONDS", 0.1)
    holder = sqlite3.connect(paths.stats_path(), isolation_level=None)
    holder.execute(begin)

    def undo() -> None:
        holder.execute("ROLLBACK")
        holder.close()
    return undo


def moved_aside(path: Path, replace: Callable[[Path], None]) -> Undo:
    """`path` moved aside and something else put where it was."""
    aside = path.with_name(path.name + ".aside")
    path.rename(aside)
    replace(path)

    def undo() -> None:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
        aside.rename(path)
    return undo


FAULTS: dict[str, Callable[[pytest.MonkeyPatch], Undo]] = {
    "held with BEGIN EXCLUSIVE": lambda mp: held("BEGIN EXCLUSIVE", mp),
    "held with BEGIN IMMEDIATE": lambda mp: held("BEGIN IMMEDIATE", mp),
    "a read-only database": lambda mp: read_only(paths.stats_path(), 0o444),
    "an immutable database": lambda mp: immutable(paths.stats_path()),
    "a symlink loop": lambda mp: moved_aside(
        paths.stats_path(), lambda p: p.symlink_to(p.name)),
    "games/ replaced by a file": lambda mp: moved_aside(
        paths.games_dir(), lambda p: p.write_text("not a folder\n")),
    "games/ not writable": lambda mp: read_only(paths.games_dir(), 0o555),
    "games/ immutable": lambda mp: immutable(paths.games_dir()),
    "the data folder read-only": lambda mp: read_only(paths.data_dir(), 0o555),
    "the data folder immutable": lambda mp: immutable(paths.data_dir()),
}


@pytest.fixture
def one_game_recorded() -> Iterator[str]:
    """The statistics hold one game already (the database and games/ exist)."""
    game_id, problem = stats.record_game(finished(1))
    assert problem is None and game_id is not None
    yield game_id


def recorded_once(match: Match) -> None:
    """The game has one row, every row its round records, and no records are left without a
    row."""
    db = sqlite3.connect(paths.stats_path())
    rows = db.execute("SELECT id, fingerprint FROM games").fetchall()
    db.close()
    assert [fp for _, fp in rows].count(stats.game_fingerprint(match)) == 1
    assert sorted(kept_games()) == sorted(game_id for game_id, _ in rows)
    mine = next(game_id for game_id, fp in rows if fp == stats.game_fingerprint(match))
    assert len(game_rounds(mine)) == len(match.game.records)


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_game_the_statistics_cannot_take_is_kept_and_recorded_once_at_the_next_start(
        fault: str, one_game_recorded: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = finished(2)
    save_match(match, wait=True, screen="score")  # the table's last autosave
    app = keeping_app()
    undo = FAULTS[fault](monkeypatch)
    try:
        problem = app.files.record_game(match)
    finally:
        undo()
    assert problem is not None and "not recorded yet" in problem and app.files.unrecorded is match
    kept = load_saved()  # nothing lost: the finished game is still there, marked finished
    assert kept.match.is_over and kept.screen == "score"
    assert stats.game_fingerprint(kept.match) == stats.game_fingerprint(match)
    assert len(stats.games()[0]) == 1

    later = keeping_app()  # the next start: recorded, its autosave dropped
    later.files.record_left_over()
    assert later.files.unrecorded is None and later.take_notices() == []
    assert not has_save()
    recorded_once(match)
    later.files.record_left_over()  # nothing left to record
    recorded_once(match)


@pytest.mark.parametrize("fault", ["held with BEGIN EXCLUSIVE", "games/ replaced by a file"])
def test_retry_records_the_kept_game_once_the_fault_is_gone(
        fault: str, one_game_recorded: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = finished(3)
    app = keeping_app()
    undo = FAULTS[fault](monkeypatch)
    try:
        assert app.files.record_game(match) is not None
        assert app.files.record_game(match) is not None  # Retry while the fault lasts
    finally:
        undo()
    assert has_save() and load_saved().match.is_over
    assert app.files.record_game(match) is None  # Retry
    assert app.files.unrecorded is None and not has_save()
    recorded_once(match)


def test_a_game_still_not_recordable_at_the_start_is_told_and_kept(
        one_game_recorded: str) -> None:
    match = finished(4)
    save_match(match, wait=True, screen="score")
    paths.games_dir().rename(paths.data_dir() / "games.aside")
    paths.games_dir().write_text("not a folder\n")
    app = keeping_app()
    app.files.record_left_over()
    (title, text), = app.take_notices()
    assert title == "Your last game is not recorded yet"
    assert "It is kept: Continue opens its final standings to try again" in text
    assert has_save() and load_saved().match.is_over


def test_records_left_by_a_try_that_could_not_add_the_row_belong_to_the_row(
        one_game_recorded: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = finished(5)
    undo = held("BEGIN IMMEDIATE", monkeypatch)  # readers read: the records get written
    try:
        game_id, problem = stats.record_game(match)
    finally:
        undo()
    assert game_id is None and problem is not None and "busy" in problem
    assert len(kept_games()) == 2  # the records, without a row yet
    game_id, problem = stats.record_game(match)
    assert problem is None and game_id in kept_games() and len(kept_games()) == 2
    recorded_once(match)


def test_a_database_the_disk_will_not_open_is_left_where_it_is(one_game_recorded: str) -> None:
    target = paths.stats_path()
    target.rename(target.with_name("real.sqlite3"))
    target.symlink_to(target.name)  # a loop: every open fails
    summary, problem = stats.load_summary()
    assert problem is not None and "cannot be used" in problem
    assert target.is_symlink() and not list(target.parent.glob("*.broken-*"))


def test_a_new_game_moves_the_kept_game_out_of_the_autosave_and_both_are_kept(
        one_game_recorded: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = finished(6)
    app = keeping_app()
    undo = FAULTS["held with BEGIN EXCLUSIVE"](monkeypatch)
    try:
        assert app.files.record_game(match) is not None
        new = new_match("family", ("human", "hard"), 7, set=6)
        new.start_round()
        assert app.files.save_game(new) is None  # the new game's autosave...
        flush_saves()
    finally:
        undo()
    assert not load_saved().match.is_over  # ...is the new game's
    moved, = finished_saves()  # the finished one has its own file
    assert load_saved(moved).match.is_over and app.files.unrecorded is None
    later = keeping_app()
    later.files.record_left_over()
    assert later.take_notices() == [] and finished_saves() == []
    recorded_once(match)
    assert has_save() and not load_saved().match.is_over  # the new game goes on


def test_a_finished_game_kept_is_not_an_unfinished_one_to_replace(
        one_game_recorded: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = finished(8)
    save_match(match, wait=True, screen="score")
    app = keeping_app()  # another session: the start could not record it either
    undo = FAULTS["games/ replaced by a file"](monkeypatch)
    try:
        app.files.record_left_over()
        assert app.take_notices() and app.files.unfinished_game() is None  # no "replace it?"
        new = new_match("family", ("human", "hard"), 9, set=6)
        new.start_round()
        assert app.files.save_game(new) is None
        flush_saves()
    finally:
        undo()
    moved, = finished_saves()
    assert load_saved(moved).match.is_over and not load_saved().match.is_over
