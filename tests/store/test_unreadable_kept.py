"""A file that cannot be read is never written over (issue 33): settings, progress and the
autosave the disk will not give are kept as they are, the game works on defaults in memory and
says so; a damaged file is set aside only when it was read. As root (who reads whatever the
permissions say) the permission cases are skipped; a symlink loop and an immutable folder (chattr
+i) are faults root cannot pass, tested everywhere."""
from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from conftest import new_match, play
from game.app import App
from game.store import paths
from game.store.progress import keep_game, progress_path
from game.store.save import load_saved, save_match
from game.store.settings import Settings, read_settings

SETTINGS = b'format = "chickenfoot-settings/3"\nvolume = 0.3\nsound = false\n'
AS_ROOT = "run as root (euid 0 with CAP_DAC_OVERRIDE), who reads whatever the permissions say"


def looped(path: Path) -> None:
    """`path` made a symlink to itself: every read fails (ELOOP), as for root too."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(path.name)


def unreadable(path: Path) -> None:
    """`path` with mode 000; skipped where this process reads it anyway (root)."""
    path.chmod(0)
    try:
        path.read_bytes()
    except PermissionError:
        return
    path.chmod(0o644)
    pytest.skip(AS_ROOT)


def immutable(path: Path) -> None:
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"chattr +i is refused here: {done.stderr.decode().strip()}")


def mutable(path: Path) -> None:
    subprocess.run(["chattr", "-i", str(path)], capture_output=True)


def keeping_app() -> App:
    """An app as main() makes it: it reads the player's settings and keeps files."""
    app = App((1280, 720), seed=1)
    app.files.autosave = True
    return app


@pytest.mark.parametrize("fault", ["permission denied", "a symlink loop"])
def test_settings_the_disk_will_not_give_are_kept_and_never_written_over(fault: str) -> None:
    target = paths.settings_path()
    if fault == "a symlink loop":
        looped(target)
    else:
        target.parent.mkdir(parents=True)
        target.write_bytes(SETTINGS)
        unreadable(target)
    app = keeping_app()
    (title, text), = app.take_notices()
    assert title == "Your settings could not all be read"
    assert "cannot read the settings" in text and "using the defaults" in text
    assert "the file is kept as it is" in text
    assert app.settings == Settings() and not app.files.settings_writable  # defaults, in memory
    app.settings.volume = 0.5
    problem = app.files.keep_settings()
    assert problem is not None and "could not be read, so it is kept as it is" in problem
    app.run(frames=1)  # and at exit
    assert not list(target.parent.glob("*.broken-*"))
    if fault == "a symlink loop":
        assert target.is_symlink()
    else:
        target.chmod(0o644)
        assert target.read_bytes() == SETTINGS


def test_damaged_settings_that_cannot_be_set_aside_are_not_written_over() -> None:
    target = paths.settings_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(b"volume = [[[\n")
    immutable(target.parent)  # read, but nothing can be renamed or written there
    try:
        found = read_settings()
        assert found.problem is not None and not found.writable
        assert "could not be set aside, so it is kept as it is" in found.problem
        app = keeping_app()
        assert not app.files.settings_writable and app.files.keep_settings() is not None
    finally:
        mutable(target.parent)
    assert target.read_bytes() == b"volume = [[[\n"


def test_damaged_settings_are_set_aside_and_the_new_file_written() -> None:
    target = paths.settings_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(b"volume = [[[\n")
    app = keeping_app()
    assert app.files.settings_writable and app.files.keep_settings() is None
    assert read_settings().problem is None
    assert [p.read_bytes() for p in target.parent.glob("settings.toml.broken-*")] == [
        b"volume = [[[\n"]


def finished(seed: int):  # type: ignore[no-untyped-def]
    return play(new_match("family", ("human", "easy"), seed, set=6), random.Random(seed))


@pytest.mark.parametrize("fault", ["permission denied", "a symlink loop", "damaged, kept"])
def test_progress_that_cannot_be_read_or_set_aside_is_not_written_over(fault: str) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    if fault == "a symlink loop":
        looped(target)
    elif fault == "permission denied":
        target.write_text('{"format": "chickenfoot-progress/1", "beaten": ["easy"]}\n')
        unreadable(target)
    else:
        target.write_text("{not json\n")
        immutable(target.parent)
    try:
        news = keep_game(finished(1), [])
    finally:
        mutable(target.parent)
    assert not news.kept and news.problem is not None
    assert "progress is not kept" in news.problem
    assert target.is_symlink() if fault == "a symlink loop" else target.exists()
    assert not list(target.parent.glob("*.broken-*"))


def test_an_autosave_the_disk_will_not_give_is_not_replaced_by_a_new_game() -> None:
    save_match(new_match("family", ("human", "easy"), 3, set=6), wait=True)  # a game kept
    before = paths.save_path().read_bytes()
    unreadable(paths.save_path())
    app = keeping_app()
    match = new_match("family", ("human", "hard"), 4, set=6)
    match.start_round()
    problem = app.files.save_game(match)
    assert problem is not None and problem.startswith("Autosave off: ")
    assert "cannot be read" in problem and "this game is not saved" in problem
    assert app.files.save_game(match) is None  # said once
    paths.save_path().chmod(0o644)
    assert paths.save_path().read_bytes() == before
    assert load_saved().match.seats[1].player == "easy"
