"""The finished rounds kept beside a save (playing/<id>/) go when their game is recorded or
replaced: the round files, the temporaries a crash left while writing one, then the folder if
nothing else is in it (a file the player put there stays, and the folder with it). A save of the
same game afterwards writes its rounds again, so it never counts a file that is not there."""
from __future__ import annotations

import random

from conftest import new_match, rounds_played
from game.match import Match
from game.store import paths
from game.store.replays import round_file_name
from game.store.save import drop_rounds, load_saved, rounds_folder, save_match


def two_rounds_kept() -> Match:
    """A game with two rounds finished and the third dealt, autosaved (its rounds kept apart)."""
    match = rounds_played(new_match("family", ("human", "easy"), 5, set=6), random.Random(5), 2)
    save_match(match, wait=True)
    return match


def test_dropped_rounds_go_with_the_temporaries_and_their_folder() -> None:
    match = two_rounds_kept()
    assert match.game_id is not None
    folder = rounds_folder(paths.save_path(), match.game_id)
    (folder / f".{round_file_name(3)}.x1y2z3.tmp").write_bytes(b'{"format": "chick')  # a crash
    assert sorted(p.name for p in folder.iterdir()) == [
        ".round-03.json.x1y2z3.tmp", "round-01.json", "round-02.json"]
    drop_rounds(paths.save_path(), match.game_id)
    assert not folder.exists() and folder.parent.is_dir()


def test_a_file_the_player_put_beside_the_rounds_is_left_with_its_folder() -> None:
    match = two_rounds_kept()
    assert match.game_id is not None
    folder = rounds_folder(paths.save_path(), match.game_id)
    (folder / "notes.txt").write_text("Hen won round 2\n")
    drop_rounds(paths.save_path(), match.game_id)
    assert [p.name for p in folder.iterdir()] == ["notes.txt"]


def test_a_game_saved_again_after_its_rounds_were_dropped_writes_them_again() -> None:
    match = two_rounds_kept()
    assert match.game_id is not None
    folder = rounds_folder(paths.save_path(), match.game_id)
    drop_rounds(paths.save_path(), match.game_id)
    assert not folder.exists()
    save_match(match, wait=True)
    assert sorted(p.name for p in folder.iterdir()) == ["round-01.json", "round-02.json"]
    assert load_saved().match.game.records == match.game.records


def test_a_round_file_the_disk_will_not_remove_is_left_with_its_folder() -> None:
    match = two_rounds_kept()
    assert match.game_id is not None
    folder = rounds_folder(paths.save_path(), match.game_id)
    stuck = folder / round_file_name(2)
    stuck.unlink()
    (stuck / "inside").mkdir(parents=True)  # a folder in its place: unlink refuses it
    drop_rounds(paths.save_path(), match.game_id)
    assert [p.name for p in folder.iterdir()] == ["round-02.json"]
