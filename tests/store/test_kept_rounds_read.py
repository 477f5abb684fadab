"""A save whose finished rounds are kept apart (playing/<id>/round-NN.json), read back: a round
file that is damaged is refused naming the file (the save set aside, to be looked at), one the
disk will not give keeps the save as it is (the disk may give it later), a save counting rounds
apart must name its game; rounds read back are not written again by the next save."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from conftest import new_match, rounds_played
from game.match import Match
from game.store import paths
from game.store.save import SaveError, load_saved, rounds_folder, save_match
from game.store.writer import WRITER


def two_rounds_kept() -> tuple[Match, Path]:
    """A game with two rounds finished and the third dealt, autosaved; its rounds' folder."""
    match = rounds_played(new_match("family", ("human", "easy"), 3, set=6), random.Random(3), 2)
    save_match(match, wait=True)
    assert match.game_id is not None
    return match, rounds_folder(paths.save_path(), match.game_id)


def refusal() -> str:
    with pytest.raises(SaveError) as refused:
        load_saved()
    return str(refused.value)


def test_a_damaged_round_file_is_named_and_the_save_set_aside() -> None:
    _, folder = two_rounds_kept()
    (folder / "round-02.json").write_text("{")
    said = refusal()
    assert said.startswith(f"{paths.save_path()}: rounds: {folder / 'round-02.json'}: not a "
                           "round record (not valid JSON: ")
    aside, = paths.data_dir().glob("save.json.broken-*")
    assert aside.name in said  # in the tail, which a long message keeps (errors.clip)
    assert not paths.save_path().exists()


def test_a_round_file_the_disk_will_not_give_keeps_the_save_as_it_is() -> None:
    _, folder = two_rounds_kept()
    kept = paths.save_path().read_bytes()
    gone = folder / "round-02.json"
    gone.unlink()
    gone.symlink_to(gone.name)  # ELOOP, for root too
    assert refusal() == (f"{paths.save_path()}: its finished rounds cannot be read, so it is "
                         f"kept as it is: {gone} is a symbolic link that leads round in a loop, "
                         "not a file")
    assert paths.save_path().read_bytes() == kept and gone.is_symlink()
    assert not list(paths.data_dir().glob("save.json.broken-*"))


def test_a_save_counting_rounds_kept_apart_must_name_its_game() -> None:
    two_rounds_kept()
    doc = json.loads(paths.save_path().read_text())
    del doc["game_id"]
    paths.save_path().write_text(json.dumps(doc))
    assert refusal().startswith(f"{paths.save_path()}: game_id: a save whose finished rounds "
                                "are kept apart names its game; it was set aside as ")


def test_rounds_read_back_are_not_written_again() -> None:
    match, folder = two_rounds_kept()
    before = {p.name: p.stat().st_ino for p in folder.iterdir()}
    WRITER.forget(folder)  # as at the next start: this run wrote none of them
    loaded = load_saved().match
    assert loaded.game.records == match.game.records
    save_match(loaded, wait=True)
    assert {p.name: p.stat().st_ino for p in folder.iterdir()} == before
