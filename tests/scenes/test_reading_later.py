"""Nothing on the main thread waits for the database or a folder of files (issue 45: the
Statistics screen blocked 78 s on 1,000 large rows, setup's rules-file list 14 s on 100 large
files). Both are read on a thread of their own: the first frame is drawn saying "Reading...",
the frames go on, and the content arrives later. Real files, real SQLite; frames counted."""
from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.scenes.setup.rules_file_list import RulesFileList
from game.scenes.setup.screen import SetupScene
from game.scenes.stats import READING, StatsScene
from game.store import paths, reading
from game.store.reading import READING as FILE_READING
from game.store.settings import Settings
from game.store.stats import record_game
from test_stats_scene import finished

ROWS = 1000
FILES = 100


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return App((1280, 720), settings=Settings(), seed=3)


def thousand_games() -> None:
    """1,000 games in the statistics: one recorded, the rest its row copied."""
    assert record_game(finished(1, ("easy",)))[1] is None
    db = sqlite3.connect(paths.stats_path())
    row = db.execute("SELECT * FROM games").fetchone()
    with db:
        for n in range(1, ROWS):
            game_id = f"20240101-000000-{n:06x}"
            db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (game_id, f"fp{n}", f"2024-01-01T{n // 3600:02d}:{n // 60 % 60:02d}:"
                        f"{n % 60:02d}", *row[3:]))
            db.execute("INSERT INTO seats VALUES (?, 0, 'You', 'human', 1, 1)", (game_id,))
    db.close()


def test_the_statistics_screen_draws_its_frames_while_the_database_is_held_then_shows_them(
        app: App, drawn_text: list[tuple[str, Any]]) -> None:
    thousand_games()
    holder = sqlite3.connect(paths.stats_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program writing: the reading waits for it
    try:
        scene = StatsScene(app)
        app.push(scene)
        for frame in range(10):
            drawn_text.clear()
            app.step(1 / 60, [])
            assert not scene.read and READING in [words for words, _ in drawn_text], frame
        assert app.frame == 10
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    frames = 0
    while not scene.read and frames < 3000:  # the content arrives a few frames later
        scene.reading.wait(0.01)
        app.step(1 / 60, [])
        frames += 1
    assert scene.read and scene.problem is None
    assert scene.summary is not None and scene.summary.games_played == ROWS
    assert len(scene.summary.recent) == 20 and len(scene.replay_buttons) == 4
    drawn_text.clear()
    app.step(1 / 60, [])
    words = [words for words, _ in drawn_text]
    assert READING not in words and "Games played" in words and str(ROWS) in words


def large_rules_files(folder: Path) -> None:
    """FILES rules files, each a comment line, a valid table and 256 kB of comments."""
    folder.mkdir(parents=True, exist_ok=True)
    padding = ("# " + "x" * 1000 + "\n") * 256
    for n in range(FILES):
        (folder / f"big-{n:03d}.toml").write_text(
            f"# A large table number {n}.\n[rules]\npreset = \"classic\"\n{padding}")


def test_the_rules_file_list_comes_up_reading_and_the_rows_in_view_are_read_first(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    large_rules_files(paths.rules_dir())
    disk = threading.Event()  # a slow disk: no file is read until it is set
    read: list[Path] = []
    real = reading.rules_file_entry

    def slow(path: Path) -> Any:
        disk.wait(30)
        read.append(path)
        return real(path)

    monkeypatch.setattr(reading, "rules_file_entry", slow)
    setup = SetupScene(app)
    app.clear_to(setup)
    app.step(1 / 60, [])
    pos = setup.load_button.rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    box = setup.ui.modal
    assert isinstance(box, RulesFileList)
    end = time.monotonic() + 30
    frame = 0  # the frames go on while the disk gives nothing (the folder listed meanwhile,
    while frame < 10 or (not box.listed and time.monotonic() < end):  # on its own thread)
        app.step(1 / 60, [])
        assert read == [] and not box.reading.done, frame
        frame += 1
    assert box.listed and len(box.paths) == FILES + 2  # the game's two tables and the player's
    assert {box.entry(index).description for index, _ in box.rows} == {FILE_READING}
    in_view = [box.paths[index] for index, _ in box.rows]
    for _ in range(FILES + 2):  # down to the foot of the list: those rows are wanted now
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                             unicode="")])
    at_foot = [box.paths[index] for index, _ in box.rows]
    assert at_foot[-1] == box.paths[-1] and not set(at_foot) & set(in_view)
    disk.set()
    frames = 0
    while frames < 3000 and not all(box.entry(index).description != FILE_READING
                                    for index, _ in box.rows):
        box.reading.wait(0.01)
        app.step(1 / 60, [])
        frames += 1
    assert read[0] in in_view  # the one asked for when the disk gave nothing
    assert set(at_foot) <= set(read[:len(at_foot) + 1])  # then the rows in view
    assert box.entry(len(box.paths) - 1).description == f"A large table number {FILES - 1}."
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b")])
    assert setup.ui.modal is None and box.reading.wait(30)  # closed: the reading stops
    assert len(read) < FILES + 2  # the files never in view were not all read


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_reading_whose_work_raised_raises_on_the_main_thread() -> None:
    from game.store.reading import Reading

    def broken() -> int:
        raise ValueError("a bug in the work")

    failed = Reading(broken, "broken")
    assert failed.wait(30) and failed.done
    with pytest.raises(RuntimeError, match="the broken reading failed"):
        failed.result
    answered = Reading(lambda: 7)
    assert answered.wait(30) and answered.result == 7
