"""One game, one row: a game has an id from its first autosave and the statistics record it once
under it, however it is finished; an autosave of a game already recorded (the disk would not let
it go: save.json immutable mid-game) is recognised at the next start, set aside with a sentence
and never played into a second row; the final standings read the statistics to say whether the
game is in them. Real files, real SQLite; chattr +i where the file system allows it."""
from __future__ import annotations

import random
import sqlite3
import subprocess
from pathlib import Path
from typing import Callable

import pytest

from conftest import new_match, play
from game.app import App
from game.match import Match
from game.store import paths, stats
from game.store.replays import game_rounds
from game.store.save import flush_saves, has_save, load_saved, rounds_folder, save_match
from game.store.settings import Settings


def keeping_app(seed: int = 1) -> App:
    """An app that keeps the player's files, as main() makes it."""
    app = App((1280, 720), settings=Settings(), seed=seed)
    app.files.autosave = True
    return app


def immutable(path: Path) -> Callable[[], None]:
    """chattr +i: not even root may change or remove it (skipped where it is refused)."""
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"chattr +i is refused here: {done.stderr.decode().strip()}")
    return lambda: subprocess.run(["chattr", "-i", str(path)], check=True)


def rows() -> list[str]:
    db = sqlite3.connect(paths.stats_path())
    found = [row[0] for row in db.execute("SELECT id FROM games")]
    db.close()
    return found


def finish(match: Match, seed: int) -> Match:
    return play(match, random.Random(seed))


def test_a_game_is_recorded_once_under_its_id_however_it_is_finished() -> None:
    match = new_match("family", ("human", "easy"), 4, set=6)
    match.start_round()
    save_match(match, wait=True)  # its first autosave names it
    assert match.game_id is not None
    one = finish(load_saved().match, 1)
    other = finish(load_saved().match, 2)  # the same game finished another way
    assert one.game_id == other.game_id == match.game_id
    assert stats.game_fingerprint(one) != stats.game_fingerprint(other)
    first, problem = stats.record_game(one)
    assert first == match.game_id and problem is None
    second, problem = stats.record_game(other)
    assert second == first and problem is None
    assert rows() == [match.game_id]
    assert len(game_rounds(first)) == len(one.game.records)
    assert stats.recorded_on(first) is not None and stats.recorded_on("20260101-000000-abcdef") is None


def test_save_json_immutable_mid_game_the_game_is_recorded_once_and_said_so() -> None:
    from game.scenes.score import ScoreScene

    app = keeping_app()
    match = new_match("family", ("human", "easy"), 5, set=6)
    match.start_round()
    assert app.files.save_game(match) is None
    flush_saves()
    undo = immutable(paths.save_path())  # from here on no autosave reaches the disk
    try:
        finish(match, 5)
        scene = ScoreScene(app, match)  # the final standings record it
        app.push(scene)
        app.step(0.1, events=[])
        assert scene.ui.modal is None or not scene.ui.modal.open  # no "not recorded yet"
        assert scene.ui.toast is not None and scene.ui.toast.message.startswith(
            "The game is recorded in your statistics, but its autosave could not be removed "
            "(save.json: cannot be removed")
        assert app.files.is_recorded(match) and app.files.unrecorded is None
    finally:
        undo()
    assert rows() == [match.game_id]
    stale = load_saved(set_aside_broken=False).match  # still the first round's autosave
    assert stale.game_id == match.game_id and not stale.is_over

    later = keeping_app(2)  # the next start: the stale autosave is told of and set aside
    later.files.record_left_over()
    (title, text), = later.take_notices()
    aside, = paths.data_dir().glob("save.json.recorded-*")
    assert title == "Your saved game is recorded already"
    assert text.startswith(f"save.json holds game {match.game_id}, saved before it finished, "
                           "and that game is already in your statistics (recorded ")
    assert text.endswith(f"): it is not played again; it was set aside as {aside.name}.")
    assert not has_save() and later.files.load_saved_game()[0] is None
    assert not rounds_folder(paths.save_path(), match.game_id).exists()
    assert rows() == [match.game_id]


def test_continue_on_an_autosave_of_a_recorded_game_says_why_and_plays_nothing() -> None:
    app = keeping_app()
    match = new_match("family", ("human", "easy"), 6, set=6)
    match.start_round()
    save_match(match, wait=True)
    stale = paths.save_path().read_bytes()
    assert app.files.record_game(finish(match, 6)) is None and not has_save()
    paths.save_path().write_bytes(stale)  # as a disk that would not let it go left it
    saved, why = keeping_app(2).files.load_saved_game()
    assert saved is None and why is not None
    assert f"save.json holds game {match.game_id}" in why and "set aside as save.json.recorded-" in why
    assert rows() == [match.game_id]


def test_an_unfinished_game_not_yet_recorded_is_continued() -> None:
    match = new_match("family", ("human", "easy"), 7, set=6)
    match.start_round()
    save_match(match, wait=True)
    saved, why = keeping_app().files.load_saved_game()
    assert why is None and saved is not None and saved.match.game_id == match.game_id
    assert keeping_app().files.is_recorded(saved.match) is False


def test_an_immutable_autosave_of_a_recorded_game_is_said_once_then_named_not_recorded_again(
        ) -> None:
    """A finished game in save.json that cannot be removed (chattr +i) was announced 'Your last
    game is now in the statistics.' at every start. Now the start that records it says so (and
    that its autosave could not be removed); every later one says only that, naming the file."""
    match = finish(new_match("family", ("human", "easy"), 9, set=6), 9)
    save_match(match, wait=True, screen="score")
    undo = immutable(paths.save_path())
    said: list[tuple[list[str], list[tuple[str, str]]]] = []
    try:
        for seed in (1, 2, 3):  # three starts
            app = keeping_app(seed)
            app.files.record_left_over()
            toasts = [t.message for t in ([app.toast] if app.toast else []) + app.toasts]
            said.append((toasts, app.take_notices()))
    finally:
        undo()
    assert rows() == [match.game_id]
    kept = ("The game is recorded in your statistics, but its autosave could not be removed "
            "(save.json: cannot be removed")
    (toasts, notices), *later = said
    assert toasts[-1] == "Your last game is now in the statistics."  # after its achievements
    (title, text), = notices
    assert title == "Your last game is recorded" and text.startswith(kept)
    for toasts, notices in later:
        assert toasts == []  # nothing announced again
        (title, text), = notices
        assert title == "Your last game is recorded" and text.startswith(kept)
