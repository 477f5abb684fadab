"""One game per data folder: the lock file, a second copy that says so and writes nothing, and
`--play` asking before it replaces an unfinished game."""
from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.app import App

from game.launch import busy_scene, first_scene, prepare, window_args

from game.matches import watch_match
from game.scenes.choice import ChoiceScene
from game.scenes.play.deal import DealScene
from game.store import paths
from game.store.lock import DataLock, lock_path
from game.store.save import load_match, save_match
from game.store.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


HOLD = ("import sys\nfrom game.store.lock import DataLock\nlock = DataLock()\n"
        "print(lock.take(), flush=True)\nsys.stdin.read()\n")


def test_the_lock_is_held_by_one_process_and_taken_over_after_it(home: dict[str, str]) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLD], cwd=ROOT, env=home, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "None"
        assert lock_path().read_text().strip() == str(holder.pid)
        assert DataLock().take() == holder.pid  # a second copy learns who holds it
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=60)
    lock = DataLock()  # the lock file left behind names a dead process: taken over
    assert lock.take() is None and lock.held
    assert lock_path().read_text().strip() == str(os.getpid())
    lock.release()


def test_a_stale_lock_file_of_a_killed_game_is_taken_over(home: dict[str, str]) -> None:
    lock_path().parent.mkdir(parents=True)
    lock_path().write_text("999999999\n")
    lock = DataLock()
    assert lock.take() is None
    lock.release()


def test_a_second_copy_says_so_and_offers_watching_or_quitting(home: dict[str, str]) -> None:
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=2, ai_playouts=4)
    args = window_args(["--watch", "--seats", "3"])
    scene = busy_scene(app, args, 4242)
    assert isinstance(scene, ChoiceScene) and scene.labels == ["Watch a game", "Quit"]
    assert "(process 4242)" in scene.message and str(paths.data_dir()) in scene.message
    app.push(scene)
    app.step(0.1, events=[])
    scene.choose("Watch a game")
    assert isinstance(app.stack.top, DealScene) and app.files.watching and not app.files.autosave
    for _ in range(100):
        app.step(0.1, events=[])
    assert not paths.data_dir().exists() and not paths.settings_path().exists()
    app.push(busy_scene(app, args, 4242))
    app.stack.top.choose("Quit")
    assert not app.running


def test_two_games_on_one_data_folder(home: dict[str, str], tmp_path: Path) -> None:
    first = subprocess.Popen([sys.executable, "-m", "game", "--watch", "--seats", "2", "--seed",
                              "1", "--frames", "100000"], cwd=ROOT, env=home,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (
                lock_path().is_file() and lock_path().read_text().strip() == str(first.pid)):
            time.sleep(0.1)
        second = subprocess.run([sys.executable, "-m", "game", "--watch", "--frames", "60"],
                                cwd=ROOT, env=home, capture_output=True, text=True, timeout=120)
        assert second.returncode == 0 and "Traceback" not in second.stderr
        assert (f"another copy of the game (process {first.pid}) is using "
                f"{paths.data_dir()}; this one keeps no files") in second.stderr
        assert lock_path().read_text().strip() == str(first.pid)
    finally:
        first.terminate()
        first.wait(timeout=60)


def test_play_asks_before_it_replaces_an_unfinished_game(home: dict[str, str]) -> None:
    saved = watch_match(5, seats=3, pace=0.0)
    saved.start_round()
    rng = random.Random(5)
    for _ in range(8):
        saved.apply(rng.choice(saved.state.legal_actions()))
    save_match(saved, wait=True)
    app = App((1280, 720), settings=Settings(), seed=9, ai_playouts=4)
    args = window_args(["--play"])
    prepare(app, args)
    scene = first_scene(app, args)
    assert isinstance(scene, ChoiceScene)
    assert scene.labels == ["Continue it", "New game", "Menu"]
    assert "Round 1 of 10: Hen 0, Rooster 0, Chick 0" in scene.message
    app.push(scene)
    app.step(0.1, events=[])
    assert load_match().state.history == saved.state.history  # nothing replaced yet
    scene.choose("Continue it")
    assert app.stack.top.match.state.history == saved.state.history
    app.clear_to(first_scene(app, args))
    app.stack.top.choose("New game")
    assert isinstance(app.stack.top, DealScene)
    assert [s.name for s in app.stack.top.match.seats] == ["You", "Hen", "Rooster", "Chick"]


def test_play_without_a_saved_game_deals_at_once(home: dict[str, str]) -> None:
    app = App((1280, 720), settings=Settings(), seed=9)
    args = window_args(["--play", "--seats", "3"])
    prepare(app, args)
    scene = first_scene(app, args)
    assert isinstance(scene, DealScene) and len(scene.match.seats) == 3


def _folder(path: Path) -> None:
    path.mkdir()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _bad_symlink(path: Path) -> None:
    path.symlink_to(path.name)  # a loop: it leads nowhere


@pytest.mark.parametrize("make", [_folder, _fifo, _bad_symlink])
def test_a_lock_that_cannot_be_made_means_keeping_no_files(home: dict[str, str], make) -> None:
    from game.launch import hold_data_folder

    lock_path().parent.mkdir(parents=True)
    make(lock_path())
    lock = DataLock()
    other, problem = hold_data_folder(lock)
    assert other == 0 and not lock.held  # said as what is where, not "Is a directory"
    assert problem is not None and problem.startswith(f"{lock_path()} is a ")
    assert problem.endswith(", not a file")


def test_a_game_whose_lock_is_a_folder_keeps_no_files_and_says_why(home: dict[str, str]) -> None:
    lock_path().mkdir(parents=True)
    done = subprocess.run([sys.executable, "-m", "game", "--frames", "30"], cwd=ROOT, env=home,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert (f"chickenfoot: the data folder's lock cannot be made: {lock_path()} is a folder, "
            "not a file; this copy keeps no files") in done.stderr
    assert sorted(p.name for p in paths.data_dir().iterdir()) == ["chickenfoot.lock"]
    assert not paths.settings_path().exists()


def test_the_unlockable_folder_is_said_in_the_window() -> None:
    app = App((1280, 720), settings=Settings(), seed=2)
    scene = busy_scene(app, window_args([]), 0, "Is a directory")
    assert scene.heading == "The data folder cannot be locked"
    assert scene.message.startswith("The game's lock file, chickenfoot.lock, cannot be made (Is "
                                    f"a directory), so another copy could be using this data "
                                    f"folder ({paths.data_dir()}).")
    assert scene.message.endswith("this copy keeps no files: you can watch a game of computer "
                                  "players, or quit.")
    assert scene.labels == ["Watch a game", "Quit"]


@pytest.mark.parametrize("how", ["removed", "replaced"])
def test_a_lock_file_that_vanishes_stops_the_saves_at_the_next_one(home: dict[str, str],
                                                                   how: str) -> None:
    lock = DataLock()
    assert lock.take() is None
    app = App((1280, 720), settings=Settings(), seed=9)
    prepare(app, window_args([]))
    app.files.lock = lock
    match = watch_match(5, seats=2, pace=0.0)
    match.start_round()
    assert app.files.save_game(match) is None and lock.still_held()
    before = load_match().state.history
    lock_path().unlink()
    if how == "replaced":
        lock_path().write_text("4242\n")
    assert not lock.still_held()
    match.apply(match.state.legal_actions()[0])
    problem = app.files.save_game(match)  # not made: the player is told, as a second copy is
    assert problem == ("Saving stopped: the data folder's lock file was removed or replaced, "
                       "so another copy may be using it.")
    assert load_match().state.history == before and not app.files.autosave
    assert app.files.save_game(match) is None and app.files.keep_settings() is None
    assert load_match().state.history == before and not paths.settings_path().exists()
    lock.release()
