"""A data folder or games/ folder that cannot be read is said in words (a message in the window,
one line and exit status 2 on the command line), never a PermissionError traceback (issue 33).
As root (who reads whatever the permissions say) the permission cases are skipped; a file where
the folder should be is a fault root cannot pass, tested everywhere."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.launch import replay_problem
from game.store import paths
from game.store.replays import load_rounds, read_game_rounds
from game.store.stats import load_summary

GAME = "20261203-000000-abcdef01"
AS_ROOT = "run as root (euid 0 with CAP_DAC_OVERRIDE), who reads whatever the permissions say"


@pytest.fixture
def game_folder() -> Path:
    folder = paths.games_dir() / GAME
    folder.mkdir(parents=True)
    return folder


def shut(folder: Path) -> None:
    """`folder` with mode 000; skipped where this process reads it anyway (root)."""
    folder.chmod(0)
    try:
        list(folder.iterdir())
    except PermissionError:
        return
    folder.chmod(0o755)
    pytest.skip(AS_ROOT)


@pytest.fixture(autouse=True)
def opened_again(store_dirs: Path):  # type: ignore[no-untyped-def]
    """Every folder readable again after the test, so tmp_path can be removed."""
    yield
    for folder in (paths.data_dir(), paths.games_dir(), paths.games_dir() / GAME):
        try:
            folder.chmod(0o755)
        except OSError:
            pass


def test_a_games_folder_without_permission_is_said_by_the_replay(game_folder: Path) -> None:
    shut(game_folder.parent)
    message = f"{game_folder}: cannot be read: Permission denied"
    assert replay_problem(str(game_folder)) == message  # the command line: one line, then 2
    assert load_rounds(str(game_folder)) == ([], message)  # the replay screen says it


def test_a_game_folder_without_permission_is_said_not_taken_for_empty(game_folder: Path) -> None:
    shut(game_folder)
    assert read_game_rounds(game_folder) == (
        [], [f"{game_folder}: cannot be read: Permission denied"])


def test_a_data_folder_without_permission_is_said_by_the_statistics(game_folder: Path) -> None:
    shut(paths.data_dir())
    summary, problem = load_summary()
    assert summary.games_played == 0
    assert problem == f"{paths.stats_path()}: the statistics cannot be used: Permission denied"


def test_a_data_folder_that_is_a_file_is_said_and_left_as_it_is(store_dirs: Path) -> None:
    paths.data_dir().parent.mkdir(parents=True)
    paths.data_dir().write_text("a file where the data folder should be\n")
    summary, problem = load_summary()
    assert problem == (f"{paths.stats_path()}: the statistics cannot be used: "
                       f"{paths.data_dir()} is not a folder")
    assert paths.data_dir().read_text() == "a file where the data folder should be\n"
    assert load_rounds(str(paths.games_dir() / GAME))[0] == []


def test_a_good_database_the_disk_will_not_give_is_not_set_aside(store_dirs: Path) -> None:
    from game.store.stats import connect

    connect()[0].close()  # a good, empty database
    paths.stats_path().chmod(0)
    try:
        paths.stats_path().read_bytes()
    except PermissionError:
        pass
    else:
        paths.stats_path().chmod(0o644)
        pytest.skip(AS_ROOT)
    summary, problem = load_summary()
    paths.stats_path().chmod(0o644)
    assert problem is not None and "the statistics cannot be used" in problem
    assert not list(paths.data_dir().glob("*.broken-*"))
    assert load_summary() == (summary, None)
