"""No freeze at the start (issue 45): finished games waiting to be recorded are recorded after
the window's first frame, on a thread of their own (the recorder), each waiting a moment at
most for statistics another program holds. Twenty waiting games with the database held (a
second SQLite connection holding BEGIN EXCLUSIVE): the first frame is drawn before any of them
is tried, one is tried, the rest are kept and said; once the database is free the next start
records all twenty while the window goes on drawing frames, and a game started meanwhile waits
for the recorder's game rather than write over it. Real files, real SQLite; the timing is
counted in frames and tries, never by the clock."""
from __future__ import annotations

import random
import sqlite3
import threading
import time
from pathlib import Path
from typing import Iterator, Optional

import pytest

from conftest import new_match, play
from game.app import App
from game.launch import open_session, window_args
from game.match import Match
from game.store import paths, stats
from game.store.lock import DataLock
from game.store.player_files import RECORD_WAIT, Recorder
from game.store.save import (finished_save_path, finished_saves, has_save, save_match,
                             saved_game_id)
from game.store.settings import Settings

WAITING = 20


def finished(seed: int) -> Match:
    return play(new_match("family", ("human", "easy"), seed, set=6), random.Random(seed))


@pytest.fixture
def twenty_waiting() -> list[Match]:
    """A database with one game in it, and twenty finished games waiting to be recorded."""
    assert stats.record_game(finished(100))[1] is None
    games = [finished(seed) for seed in range(WAITING)]
    for match in games:
        save_match(match, finished_save_path(), wait=True, screen="score")
    assert len(finished_saves()) == WAITING
    return games


@pytest.fixture
def held() -> Iterator[sqlite3.Connection]:
    """Another program holding the statistics' write lock."""
    paths.stats_path().parent.mkdir(parents=True, exist_ok=True)
    holder = sqlite3.connect(paths.stats_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    yield holder
    holder.execute("ROLLBACK")
    holder.close()


class Tries:
    """Counts the tries to record a game, and the frames drawn before each (a spy on the real
    stats.record_game, which still runs). With a `gate`, each try waits for it to open first
    (`inside` is set meanwhile): a recording caught in the middle of a game."""

    def __init__(self, app: App, monkeypatch: pytest.MonkeyPatch,
                 gate: Optional[threading.Event] = None) -> None:
        self.frames_before: list[int] = []
        self.waits: list[float] = []
        self.inside = threading.Event()
        real = stats.record_game

        def record(match: Match, *args: object, **kwargs: object) -> object:
            self.frames_before.append(app.frame)
            self.waits.append(float(kwargs.get("wait", stats.BUSY_SECONDS)))  # type: ignore[arg-type]
            self.inside.set()
            if gate is not None:
                assert gate.wait(30)
            return real(match, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr("game.store.player_files.record_game", record)


@pytest.fixture
def lock() -> Iterator[DataLock]:
    """The data folder's lock, taken as the launch takes it."""
    taken = DataLock()
    assert taken.take() is None
    yield taken
    taken.release()


def session(lock: DataLock, monkeypatch: pytest.MonkeyPatch,
            gate: Optional[threading.Event] = None) -> tuple[App, Tries, Recorder]:
    """A window opened as the launch opens it (keeping files), not yet stepped."""
    app = App((1280, 720), settings=Settings(), seed=1)
    tries = Tries(app, monkeypatch, gate)
    open_session(app, window_args([]), lock)
    recorder, = app.chores
    assert isinstance(recorder, Recorder)
    return app, tries, recorder


def frames_until_done(app: App, recorder: Recorder, most: int = 2000) -> list[Optional[str]]:
    """Frames stepped (at the window's pace) until the recorder is done and all was said, and
    three more (the menu takes what was said); the toast of each frame."""
    said = []
    for _ in range(most):
        app.step(1 / 60, [])
        said.append(app.toast.message if app.toast is not None else None)
        if not app.chores:
            for _ in range(3):
                app.step(1 / 60, [])
            return said
        time.sleep(1 / 60)
    raise AssertionError(f"the recorder was not done after {most} frames")


def test_twenty_games_waiting_while_the_database_is_held_do_not_delay_the_first_frame(
        twenty_waiting: list[Match], held: sqlite3.Connection, lock: DataLock,
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, tries, recorder = session(lock, monkeypatch)
    assert tries.frames_before == []  # nothing tried before the window shows
    app.step(1 / 60, [])
    assert app.frame == 1 and type(app.stack.top).__name__ == "MenuScene"
    frames_until_done(app, recorder)
    first, = tries.frames_before  # the first try comes after the first frame
    assert first >= 1
    assert tries.waits == [RECORD_WAIT] and RECORD_WAIT <= 0.25
    assert app.chores == [] and len(tries.frames_before) == 1  # held: the rest left alone
    assert len(finished_saves()) == WAITING  # nothing lost
    menu = app.stack.top
    box = menu.ui.modal
    assert box is not None and "not all recorded yet" in box.title
    assert "19 more finished games are kept to be recorded the next time the game starts" in \
        box.message and "busy" in box.message


def test_the_next_start_records_them_on_a_thread_with_a_line_of_progress(
        twenty_waiting: list[Match], lock: DataLock, monkeypatch: pytest.MonkeyPatch) -> None:
    app, tries, recorder = session(lock, monkeypatch)
    said = frames_until_done(app, recorder)
    assert len(tries.frames_before) == WAITING and min(tries.frames_before) >= 1
    assert f"Recording your finished games: {WAITING} of {WAITING}..." in said
    assert said[0] is None or said[0].startswith("Recording your finished games: ")
    assert finished_saves() == [] and recorder.games.recorded == WAITING and app.chores == []
    assert len(stats.games()[0]) == WAITING + 1
    assert f"Your last {WAITING} games are now in the statistics." in [
        t.message for t in app.toasts]


def test_the_final_screen_waits_a_moment_for_a_held_database_not_seconds(
        held: sqlite3.Connection, lock: DataLock, monkeypatch: pytest.MonkeyPatch) -> None:
    app, tries, _ = session(lock, monkeypatch)
    match = finished(99)
    problem = app.files.record_game(match)  # as the score screen records a game
    assert tries.waits == [RECORD_WAIT]
    assert problem is not None and f"waited {RECORD_WAIT:g} s" in problem
    assert "not recorded yet" in problem and app.files.unrecorded is match


def test_the_window_draws_frames_while_a_game_is_being_recorded(
        twenty_waiting: list[Match], lock: DataLock, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    app, tries, recorder = session(lock, monkeypatch, gate)
    app.step(1 / 60, [])
    assert tries.inside.wait(30)  # the recorder is in the middle of its first game
    for _ in range(10):
        app.step(1 / 60, [])
    assert app.frame == 11 and len(tries.frames_before) == 1  # ten frames, the game not done
    assert app.toast is not None and app.toast.message == (
        f"Recording your finished games: 1 of {WAITING}...")
    gate.set()
    frames_until_done(app, recorder)
    assert finished_saves() == [] and len(stats.games()[0]) == WAITING + 1


def test_a_game_started_while_the_recorder_works_waits_for_its_game_and_loses_nothing(
        lock: DataLock, monkeypatch: pytest.MonkeyPatch) -> None:
    """The autosave holds a finished game; the player starts a new one while the recorder is
    recording it: the new game's first autosave waits for that game, then replaces it."""
    old = finished(7)
    save_match(old, None, wait=True, screen="score")
    gate = threading.Event()
    app, tries, recorder = session(lock, monkeypatch, gate)
    app.step(1 / 60, [])
    assert tries.inside.wait(30)
    new = new_match("family", ("human", "easy"), 8, set=6)
    new.start_round()
    answers: list[object] = []
    saving = threading.Thread(target=lambda: answers.append(
        (app.files.unfinished_game(), app.files.save_game(new))))
    saving.start()
    saving.join(0.3)
    assert saving.is_alive()  # the window's save waits for the recorder's game
    gate.set()
    saving.join(30)
    assert answers == [(None, None)]
    frames_until_done(app, recorder)
    from game.store.writer import WRITER
    assert WRITER.flush() is None
    assert has_save() and saved_game_id(None) == new.game_id  # the new game's, not removed
    assert finished_saves() == []
    rows = [row for row in stats.games()[0] if row.game_id == old.game_id]
    assert len(rows) == 1  # the old game recorded once


def test_finished_games_of_one_second_are_listed_oldest_first(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path)
    names = ["finished-20261206-113600-10.json", "finished-20261206-113600-2.json",
             "finished-20261206-113559.json", "finished-20261206-113600.json",
             "finished-20261206-113600-3.json"]
    for name in names:
        (tmp_path / name).write_text("{}")
    assert [p.name for p in finished_saves()] == [
        "finished-20261206-113559.json", "finished-20261206-113600.json",
        "finished-20261206-113600-2.json", "finished-20261206-113600-3.json",
        "finished-20261206-113600-10.json"]


def test_finished_games_of_one_day_are_listed_oldest_first_whatever_order_the_disk_lists(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second game finished in the second of the first comes before a game of a later second;
    each finished-STAMP.json before its finished-STAMP-2.json, written in either order."""
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path)
    stamps = [f"20261206-1{minute:02d}000" for minute in range(12)]
    for n, stamp in enumerate(stamps):  # a folder lists them by name, by age or by hash
        pair = [f"finished-{stamp}.json", f"finished-{stamp}-2.json"]
        for name in (pair if n % 2 else pair[::-1]):
            (tmp_path / name).write_text("{}")
    assert [p.name for p in finished_saves()] == [
        name for stamp in stamps for name in (f"finished-{stamp}.json",
                                              f"finished-{stamp}-2.json")]
