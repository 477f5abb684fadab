"""The save looked at without being played back, wherever it is: the game it holds
(`saved_game_id`, so that a game is recorded once) and why the disk will not give it or its
finished rounds (`unreadable_save`, so that no new game is written over them). Real files."""
from __future__ import annotations

import json
import random
from pathlib import Path

from conftest import new_match, rounds_played
from game.store.save import rounds_folder, save_match, saved_game_id, unreadable_save


def saved_with_a_finished_round(where: Path) -> str:
    """A game with one round finished and the next dealt, saved at `where`; its id."""
    match = rounds_played(new_match("family", ("human", "easy"), 3, set=6), random.Random(3), 1)
    save_match(match, where, wait=True)
    assert match.game_id is not None
    return match.game_id


def test_the_game_a_save_holds_is_read_from_the_file_named(tmp_path: Path) -> None:
    where = tmp_path / "elsewhere" / "save.json"
    game_id = saved_with_a_finished_round(where)
    assert saved_game_id(where) == game_id
    assert saved_game_id() is None  # the player's own save is not there


def test_a_save_that_names_no_game_has_no_game_id(tmp_path: Path) -> None:
    where = tmp_path / "save.json"
    game_id = saved_with_a_finished_round(where)
    doc = json.loads(where.read_text())
    for value in (["a list", "not a save"], {**doc, "game_id": "../games"},
                  {**doc, "game_id": 20261206}, {**doc, "game_id": None}):
        where.write_text(json.dumps(value))
        assert saved_game_id(where) is None, value
    where.write_text("{")
    assert saved_game_id(where) is None


def test_a_save_whose_rounds_the_disk_will_not_give_is_named_with_its_folder(
        tmp_path: Path) -> None:
    where = tmp_path / "elsewhere" / "save.json"
    game_id = saved_with_a_finished_round(where)
    assert unreadable_save(where) is None  # it reads
    folder = rounds_folder(where, game_id)
    for kept in folder.iterdir():
        kept.unlink()
    folder.rmdir()
    folder.symlink_to(folder.name)  # every look inside fails (ELOOP), for root too
    problem = unreadable_save(where)
    assert problem is not None
    assert problem.startswith(f"{where}: its finished rounds cannot be read ({folder} is a "
                              "symbolic link that leads round in a loop")
    assert unreadable_save() is None  # the player's own save is not there
    folder.unlink()  # gone: loading it sets the save aside, nothing to keep
    assert unreadable_save(where) is None


def test_a_save_the_disk_will_not_give_is_named_in_words(tmp_path: Path) -> None:
    where = tmp_path / "save.json"
    where.symlink_to(where.name)  # ELOOP, for root too
    problem = unreadable_save(where)
    assert problem is not None and problem.startswith(f"{where}: cannot be read (")
    assert "Errno" not in problem and problem.endswith(")")


def test_only_a_save_that_counts_rounds_kept_apart_needs_their_folder(tmp_path: Path) -> None:
    where = tmp_path / "save.json"
    game_id = saved_with_a_finished_round(where)
    doc = json.loads(where.read_text())
    folder = rounds_folder(where, game_id)
    for kept in folder.iterdir():
        kept.unlink()
    folder.rmdir()
    folder.symlink_to(folder.name)
    assert unreadable_save(where) is not None
    for value in ({**doc, "rounds": 0}, {key: v for key, v in doc.items() if key != "rounds"},
                  {**doc, "game_id": "../games"}, {**doc, "game_id": 20261206},
                  ["a list", "not a save"]):
        where.write_text(json.dumps(value))  # damaged or counting none: loading says why
        assert unreadable_save(where) is None, value
    where.write_text("{")
    assert unreadable_save(where) is None
