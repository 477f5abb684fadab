"""A game played for a ladder level remembers its level through the autosave; saves without one
(every save written before the ladder) load as before."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from conftest import new_match, play, snapshot
from game.match import Match
from game.store import paths
from game.store.ladder_files import load_ladder
from game.store.save import SaveError, load_match, match_from_doc, match_to_doc, save_match


def ladder_match(key: str = "06-4h-barn", seed: int = 3) -> Match:
    level = load_ladder().level(key)
    assert level is not None
    return Match(level.rules, list(level.seats), seed, preset=level.preset, ladder=key)


def test_a_ladder_game_keeps_its_level_through_the_save(store_dirs: Path) -> None:
    match = play(ladder_match(), random.Random(2), actions=40)
    save_match(match, wait=True)
    loaded = load_match()
    assert loaded.ladder == "06-4h-barn" and snapshot(loaded) == snapshot(match)
    assert loaded.rules.draw_until_playable and [s.name for s in loaded.seats][0] == "You"
    assert json.loads(paths.save_path().read_text())["ladder"] == "06-4h-barn"


def test_a_save_without_a_ladder_is_an_ordinary_game(store_dirs: Path) -> None:
    match = play(new_match(), random.Random(1), actions=30)
    doc = match_to_doc(match)
    assert "ladder" not in doc  # written only for ladder games: older readers still read it
    assert match_from_doc(json.loads(json.dumps(doc))).ladder is None


@pytest.mark.parametrize("value", [3, "", "../escape", "a b", "x" * 81, ["01"]])
def test_a_bad_ladder_level_in_a_save_is_refused_naming_the_key(store_dirs: Path,
                                                                value: object) -> None:
    doc = match_to_doc(play(ladder_match(), random.Random(2), actions=5))
    doc["ladder"] = value
    with pytest.raises(SaveError) as caught:
        match_from_doc(doc, "save.json")
    assert str(caught.value).startswith(
        "save.json: ladder: expected a ladder level like 01-kitchen-table; found ")
