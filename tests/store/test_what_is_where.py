"""Messages that say what and where (issue 45): a save, a lock or a journal the disk will not give
is named with what is in its place ("save.json is a folder, not a file"), never the system's
"File exists", "No such device or address", "Too many levels of symbolic links" or "disk I/O
error"."""
from __future__ import annotations

import os
import random
import socket
from pathlib import Path
from typing import Callable

import pytest

from conftest import new_match, play
from game.app import App
from game.launch import first_scene, window_args
from game.scenes.menu import MenuScene
from game.store import paths, stats
from game.store.errors import unusable
from game.store.lock import DataLock
from game.store.save import no_save_to_continue
from game.store.settings import Settings


def _socket(path: Path) -> None:
    """A socket file at `path`, bound from its folder: a socket's path may be 107 bytes at
    most, and pytest's numbered temporary folders grow past that (pytest-10110/...)."""
    here = os.getcwd()
    os.chdir(path.parent)
    try:
        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(path.name)
    finally:
        os.chdir(here)


ODD: dict[str, Callable[[Path], None]] = {
    "a folder": Path.mkdir,
    "a named pipe": os.mkfifo,
    "a socket": _socket,
    "a symbolic link that leads round in a loop": lambda p: p.symlink_to(p.name),
}


@pytest.mark.parametrize("kind", list(ODD))
def test_continue_says_what_is_in_the_saves_place(kind: str) -> None:
    paths.data_dir().mkdir(parents=True)
    ODD[kind](paths.save_path())
    assert no_save_to_continue() == (f"There is no saved game to continue: {paths.save_path()} "
                                     f"is {kind}, not a file, so it is left as it is.")
    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = True
    menu = first_scene(app, window_args(["continue"]))
    assert isinstance(menu, MenuScene)
    box = menu.ui.modal  # shown in a box, in full
    assert box is not None and box.title == "Nothing to continue"
    assert f"save.json is {kind}" in box.message
    assert os.path.lexists(paths.save_path())  # left as it is


def test_continue_without_a_save_says_where_it_looked() -> None:
    assert no_save_to_continue() == (f"There is no saved game to continue: {paths.save_path()} "
                                     "is not there.")
    elsewhere = paths.data_dir() / "elsewhere" / "save.json"
    assert no_save_to_continue(elsewhere) == (f"There is no saved game to continue: {elsewhere} "
                                              "is not there.")


def test_continue_from_a_data_folder_whose_name_is_too_long_names_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A name the system refuses to look up (ENAMETOOLONG: a part over 255 bytes)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / ("x" * 300)))
    assert no_save_to_continue() == (f"There is no saved game to continue: {paths.save_path()}: "
                                     "File name too long.")


@pytest.mark.parametrize("kind", list(ODD))
def test_a_lock_that_cannot_be_made_says_what_is_in_its_place(kind: str) -> None:
    lock = DataLock()
    lock.path.parent.mkdir(parents=True)
    ODD[kind](lock.path)
    with pytest.raises(OSError) as refused:
        lock.take()
    assert refused.value.strerror == f"{lock.path} is {kind}, not a file"


@pytest.mark.parametrize("kind, make", [("a file", lambda p: p.write_text("x\n")),
                                        ("a symbolic link that leads round in a loop",
                                         lambda p: p.symlink_to(p.name))])
def test_a_data_folder_that_is_not_a_folder_is_named(kind: str,
                                                      make: Callable[[Path], None]) -> None:
    paths.data_dir().parent.mkdir(parents=True)
    make(paths.data_dir())
    with pytest.raises(OSError) as refused:
        DataLock().take()
    assert refused.value.strerror == f"{paths.data_dir()} is {kind}, where a folder should be"


def test_a_folder_where_the_statistics_journal_goes_is_named() -> None:
    finished = play(new_match("family", ("human", "easy"), 1, set=6), random.Random(1))
    assert stats.record_game(finished)[1] is None
    journal = paths.stats_path().with_name("stats.sqlite3-journal")
    journal.mkdir()
    again = play(new_match("family", ("human", "easy"), 2, set=6), random.Random(2))
    game_id, problem = stats.record_game(again)
    assert game_id is None and problem is not None and "disk I/O error" not in problem
    assert problem.endswith("stats.sqlite3-journal, where SQLite keeps the statistics' journal, "
                            "is a folder: the statistics cannot be written until it is moved "
                            "away")


def test_the_words_for_a_refusal_of_the_system() -> None:
    where = paths.data_dir() / "x.json"
    assert unusable(where, PermissionError(13, "Permission denied")) == (
        f"{where}: no permission to use it (or it is marked unchangeable: Permission denied)")
