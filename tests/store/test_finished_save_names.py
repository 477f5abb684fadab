"""A finished game not recorded yet moves out of save.json to finished-STAMP.json when a new game
needs save.json, never over another one moved in the same second: finished-STAMP-2.json, -3..."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.store import paths, save
from game.store.save import finished_save_path, finished_saves


def test_finished_saves_of_the_same_second_are_numbered_from_2(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(save, "stamp", lambda: "20261206-071500")  # the clock held still
    paths.data_dir().mkdir(parents=True)
    names = []
    for _ in range(3):
        target = finished_save_path()
        target.write_text("{}\n")
        names.append(target.name)
    assert names == ["finished-20261206-071500.json", "finished-20261206-071500-2.json",
                     "finished-20261206-071500-3.json"]


def test_a_data_folder_the_system_will_not_look_up_has_no_finished_saves(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / ("x" * 300)))  # ENAMETOOLONG
    assert finished_saves() == []
