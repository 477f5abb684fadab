"""No freeze at the start (issue 45): finished games waiting to be recorded are recorded after
the window's first frame, one a frame, each waiting a moment at most for statistics another
program holds. Twenty waiting games with the database held (a second SQLite connection holding
BEGIN EXCLUSIVE): the first frame is drawn before any of them is tried, one is tried, the rest
are kept and said; once the database is free the next start records all twenty, one a frame.
Real files, real SQLite; the timing is counted in frames and tries, never by the clock."""
from __future__ import annotations

import random
import sqlite3
from typing import Iterator

import pytest

from conftest import new_match, play
from game.app import App
from game.launch import open_session, window_args
from game.match import Match
from game.store import paths, stats
from game.store.lock import DataLock
from game.store.player_files import RECORD_WAIT, LeftOverGames
from game.store.save import finished_save_path, finished_saves, save_match
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
    stats.record_game, which still runs)."""

    def __init__(self, app: App, monkeypatch: pytest.MonkeyPatch) -> None:
        self.frames_before: list[int] = []
        self.waits: list[float] = []
        real = stats.record_game

        def record(match: Match, *args: object, **kwargs: object) -> object:
            self.frames_before.append(app.frame)
            self.waits.append(float(kwargs.get("wait", stats.BUSY_SECONDS)))  # type: ignore[arg-type]
            return real(match, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr("game.store.player_files.record_game", record)


@pytest.fixture
def lock() -> Iterator[DataLock]:
    """The data folder's lock, taken as the launch takes it."""
    taken = DataLock()
    assert taken.take() is None
    yield taken
    taken.release()


def session(lock: DataLock, monkeypatch: pytest.MonkeyPatch) -> tuple[App, Tries, LeftOverGames]:
    """A window opened as the launch opens it (keeping files), not yet stepped."""
    app = App((1280, 720), settings=Settings(), seed=1)
    tries = Tries(app, monkeypatch)
    open_session(app, window_args([]), lock)
    left, = app.chores
    assert isinstance(left, LeftOverGames)
    return app, tries, left


def test_twenty_games_waiting_while_the_database_is_held_do_not_delay_the_first_frame(
        twenty_waiting: list[Match], held: sqlite3.Connection, lock: DataLock,
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, tries, left = session(lock, monkeypatch)
    assert tries.frames_before == []  # nothing tried before the window shows
    app.step(1 / 60, [])
    assert app.frame == 1 and type(app.stack.top).__name__ == "MenuScene"
    assert tries.frames_before == [1]  # the first try comes after the first frame
    assert tries.waits == [RECORD_WAIT] and RECORD_WAIT <= 0.25
    for _ in range(5):
        app.step(1 / 60, [])
    assert app.chores == [] and len(tries.frames_before) == 1  # held: the rest left alone
    assert len(finished_saves()) == WAITING  # nothing lost
    menu = app.stack.top
    box = menu.ui.modal
    assert box is not None and "not all recorded yet" in box.title
    assert "19 more finished games are kept to be recorded the next time the game starts" in \
        box.message and "busy" in box.message


def test_the_next_start_records_them_one_a_frame_with_a_line_of_progress(
        twenty_waiting: list[Match], lock: DataLock, monkeypatch: pytest.MonkeyPatch) -> None:
    app, tries, left = session(lock, monkeypatch)
    said = []
    for _ in range(WAITING + 5):
        app.step(1 / 60, [])
        said.append(app.toast.message if app.toast is not None else None)
    assert tries.frames_before == list(range(1, WAITING + 1))  # one a frame, after the first
    assert said[0] == f"Recording your finished games: 1 of {WAITING}..."
    assert f"Recording your finished games: {WAITING} of {WAITING}..." in said
    assert finished_saves() == [] and left.recorded == WAITING and app.chores == []
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
