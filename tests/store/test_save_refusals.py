"""A save.json the game cannot continue says exactly why, naming the file: empty (a save
interrupted), cut short, not a JSON object, a game id that is not one; and what the game writes is
one compact line."""
from __future__ import annotations

import json
import random
from typing import Optional

import pytest

from conftest import new_match, rounds_played
from game.match import Match
from game.store import paths
from game.rules.house_rules import RuleSet
from game.rules.round import PLAY
from game.rules.tiles import Tile
from game.seats import Seat
from game.store.save import SaveError, load_saved, match_from_doc, match_to_doc, save_match


def refusal(data: bytes) -> str:
    path = paths.save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    with pytest.raises(SaveError) as refused:
        load_saved(set_aside_broken=False)
    return str(refused.value)


def test_an_empty_a_cut_short_and_a_non_object_save_are_refused_saying_which() -> None:
    where = paths.save_path()
    assert refusal(b"") == f"{where}: the saved game is empty (the save was interrupted)"
    assert refusal(b" \n") == f"{where}: the saved game is empty (the save was interrupted)"
    assert refusal(b'{"format": "chickenfoot-save/3", "seats') == (
        f"{where}: not a saved game (not valid JSON: Unterminated string starting at at line 1, "
        "column 34); it may be cut short")
    assert refusal(b"[]") == f"{where}: not a saved game (expected a JSON object)"


def test_a_game_id_that_is_not_one_is_refused_naming_the_key() -> None:
    match = new_match()
    match.start_round()
    save_match(match, wait=True)
    doc = json.loads(paths.save_path().read_text())
    for bad, shown in (("../../elsewhere", '"../../elsewhere"'), (7, "7")):
        assert refusal(json.dumps({**doc, "game_id": bad}).encode()) == (
            f"{paths.save_path()}: game_id: expected a game id like 20261206-071500-a1b2c3; "
            f"found {shown}")


def test_a_save_is_written_as_one_compact_line() -> None:
    match = new_match(players=("human", "easy", "hard", "medium"))
    match.start_round()
    save_match(match, wait=True)
    data = paths.save_path().read_bytes()
    assert data == (json.dumps(json.loads(data), separators=(",", ":")) + "\n").encode()
    assert data.count(b"\n") == 1


def test_the_screen_the_game_was_on_comes_back_and_by_default_the_one_its_round_implies(
) -> None:
    match = new_match()
    match.start_round()  # a round being dealt or played: the deal or the table by default
    implied = load_after(match, None)
    assert implied in ("deal", "table") and load_after(match, "score") == "score"
    rng = random.Random(2)
    while not match.state.is_over:  # the round over, the game not: the score sheet
        match.apply(rng.choice(match.state.legal_actions()))
    assert not match.is_over and load_after(match, None) == "score"
    assert load_after(match, "table") == "table"


def load_after(match: Match, screen: Optional[str]) -> str:
    """The screen a save of `match` made on `screen` comes back on."""
    save_match(match, wait=True, screen=screen)
    return load_saved(set_aside_broken=False).screen


def test_a_document_whose_deal_is_not_a_whole_set_is_refused_listing_what_is_missing() -> None:
    match = new_match()
    match.start_round()
    doc = match_to_doc(match)
    current = doc["current"]
    yard = current["yard"]
    with pytest.raises(SaveError) as refused:  # (a document names no file: "save")
        match_from_doc({**doc, "current": {**current, "yard": yard[2:]}})
    missing = sorted(Tile.parse(t) for t in yard[:2])
    assert str(refused.value) == ("save: current: the deal is not a whole double-9 set "
                                  f"(missing {missing[0]}, {missing[1]})")
    with pytest.raises(SaveError) as refused:
        match_from_doc([])
    assert str(refused.value) == "save: not a saved game (expected a JSON object)"


def test_a_document_holding_its_rounds_is_checked_line_by_line_naming_each_key() -> None:
    match = rounds_played(new_match(), random.Random(3), 1)
    doc = match_to_doc(match)  # (the finished rounds in the document itself)

    def refused(changed: dict[str, object]) -> str:
        with pytest.raises(SaveError) as refusal:
            match_from_doc(changed)
        return str(refusal.value)

    assert refused({k: v for k, v in doc.items() if k != "records"}) == (
        "save: records: expected a list of round records; found null")
    assert refused({**doc, "totals": "x"}) == 'save: totals: expected 3 whole numbers; found "x"'
    assert refused({**doc, "zero_rounds": [1]}) == (
        "save: zero_rounds: expected 3 whole numbers; found [1]")
    assert refused({**doc, "round_scores": [[1]]}) == (
        "save: round_scores[0]: expected 3 whole numbers; found [1]")
    yard = doc["current"]["yard"]  # seven tiles missing: the first five named
    missing = sorted(Tile.parse(t) for t in yard[:7])[:5]
    assert refused({**doc, "current": {**doc["current"], "yard": yard[7:]}}) == (
        "save: current: the deal is not a whole double-9 set (missing "
        + ", ".join(str(t) for t in missing) + ")")
    # the rounds it holds are read, even beside a count of rounds kept apart
    assert match_from_doc({**doc, "rounds": 1}).game.records == match.game.records


def test_the_random_generators_state_is_read_whole_or_refused() -> None:
    match = new_match()
    match.start_round()
    doc = match_to_doc(match)
    version, words, gauss = doc["rng"]
    problem = "save: rng: expected the random generator's state [3, [625 numbers], null]"
    for bad in ([version, words[:-1], gauss], [version, "words", gauss], [version, 5, gauss],
                [version, [], gauss], [version, words[:-1] + [625], gauss],
                [version, words, "0.5"], [2, words, gauss], [version, words[:-1] + [-1], gauss]):
        with pytest.raises(SaveError) as refused:
            match_from_doc({**doc, "rng": bad})
        assert str(refused.value) == problem
    zero = [0] + words[1:]  # a word of 0 is a state the generator can be in
    assert match_from_doc({**doc, "rng": [version, zero, gauss]}).game.rng.getstate() == (
        version, tuple(zero), gauss)
    whole = match_from_doc({**doc, "rng": [version, words[:-1] + [624], gauss]})
    assert whole.game.rng.getstate()[1][-1] == 624


def test_a_save_from_before_presets_were_named_is_a_classic_game() -> None:
    match = new_match()
    match.start_round()
    doc = match_to_doc(match)
    assert doc["current"]["rules"]["preset"] == match.preset == "classic"
    older = {k: v for k, v in doc.items() if k != "preset"}
    assert match_from_doc(older).preset == "classic"


def test_a_saves_own_rules_are_read_whatever_preset_they_name() -> None:
    match = new_match()
    match.start_round()
    doc = match_to_doc(match)
    named = {**doc, "rules": {**doc["rules"], "preset": "party", "double_blank": 25}}
    assert match_from_doc(named).rules == match.rules.with_changes(double_blank=25)
    with pytest.raises(SaveError) as refused:
        match_from_doc({**doc, "rules": {**doc["rules"], "set": 5}})
    assert str(refused.value) == "save: rules.set: expected an integer from 6 to 18; found 5"


def test_the_current_rounds_record_names_the_games_own_preset() -> None:
    match = new_match("family")
    match.start_round()
    assert match_to_doc(match)["current"]["rules"]["preset"] == "family"


def test_a_document_names_the_screen_its_round_implies_unless_told_one() -> None:
    match = new_match()
    assert match_to_doc(match)["screen"] == "deal"  # before the first deal
    match.start_round()
    rng = random.Random(4)
    while match.state.phase != PLAY:  # the round's double set out: the table
        match.apply(rng.choice(match.state.legal_actions()))
    assert match_to_doc(match)["screen"] == "table"
    assert match_to_doc(match, "score")["screen"] == "score"


def test_rules_that_cannot_deal_to_the_saves_seats_are_refused_naming_the_rule() -> None:
    match = new_match()
    doc = match_to_doc(match)
    with pytest.raises(SaveError) as refused:
        match_from_doc({**doc, "rules": {**doc["rules"], "set": 6, "hand_size": 15}})
    assert str(refused.value) == ("save: rules.hand_size: 3 hands of 15 need 45 tiles, but a "
                                  "double-6 set has only 28 to deal")


def test_undos_are_optional_in_the_save_and_checked() -> None:
    match = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy")], seed=1)
    match.start_round()
    doc = match_to_doc(match)
    assert "undos" not in doc  # nobody undid: saves read as before
    assert match_from_doc(doc).undos == [0, 0]
    match.undos = [2, 0]
    doc = match_to_doc(match)
    assert match_from_doc(doc).undos == [2, 0]
    doc["undos"] = [1]
    with pytest.raises(Exception, match="undos: expected 2 whole numbers"):
        match_from_doc(doc)
