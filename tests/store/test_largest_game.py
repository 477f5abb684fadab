"""Limits that follow from the rules: the largest game the rules allow (a double-18 set, eight
seats, a target of 1,000,000 points: no last round) at its costliest (one tile a hand, drawing
until a tile plays: the longest rounds) is autosaved as the game saves it and continued from its
save after each round. The autosave holds the round in play and each finished round is kept in a
file of its own, so the save does not grow with the game (main refused it as "not a saved game"
at round 92, 100,717 values): the largest save the rules allow is derived from the largest round
and sits inside the limit every reader applies."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game.app import App
from game.match import Match
from game.rules.config import rules_from_table
from game.seats import Seat
from game.store import paths
from game.store.limits import MAX_VALUES, RECORD_BYTES, check_json_values
from game.store.replays import round_file_name
from game.store.save import (LARGEST_ROUND_ACTIONS, LARGEST_SAVE_VALUES, SaveError, flush_saves,
                             load_saved, match_from_doc, match_to_doc, rounds_folder,
                             save_match)
from game.store.settings import Settings

LARGEST = {"set": 18, "hand_size": 1, "game_end": "target", "target_score": 1_000_000,
           "draw_until_playable": True}
ROUNDS = 93  # main refused the save at round 92
NAMES = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")


def values(data: bytes) -> int:
    """Values of a JSON text as every reader counts them before parsing."""
    return (data.count(b",") + data.count(b"[") + data.count(b"{") - data.count(b"[]")
            - data.count(b"{}"))


def small_game(seed: int, rounds: int) -> Match:
    """A double-6 game for two seats, `rounds` rounds played at random."""
    match = Match(rules_from_table({"set": 6, "hand_size": 7}, ""),
                  [Seat("Hen", "human"), Seat("Rooster", "easy")], seed=seed, preset="classic")
    rng = random.Random(seed)
    for _ in range(rounds):
        play_round(match, rng)
    return match


def play_round(match: Match, rng: random.Random) -> None:
    """The next round dealt (unless one is in play) and played to its end at random."""
    state = match.state if match.state is not None and not match.state.is_over \
        else match.start_round()
    while not state.is_over:
        match.apply(rng.choice(state.legal_actions()))


def keeping_app() -> App:
    """An app that keeps the player's files, as main() makes it."""
    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = True
    return app


def test_the_largest_save_the_rules_allow_is_inside_the_readers_limit() -> None:
    assert LARGEST_SAVE_VALUES <= MAX_VALUES // 4


def test_the_largest_legal_game_is_continued_after_its_last_round_and_its_save_never_grows(
        ) -> None:
    """Played past round 92 (where main refused its save), saved as the table saves it, and
    continued from its save after its first round and its last one."""
    rules = rules_from_table(LARGEST, "")
    match = Match(rules, [Seat(name, "easy") for name in NAMES], seed=11, preset="classic")
    rng = random.Random(11)
    largest = 0
    for number in range(1, ROUNDS + 1):
        state = match.start_round()
        save_match(match, screen="deal")  # the round in play, as the table saves it
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
        assert len(state.history) <= LARGEST_ROUND_ACTIONS
        save_match(match, screen="score")  # the round over: the score screen
        doc = match_to_doc(match, "score", kept_apart=True)  # what that save writes
        assert doc["rounds"] == number and "records" not in doc  # the round in play alone
        largest = max(largest, values(json.dumps(doc, separators=(",", ":")).encode()))
        if number in (1, ROUNDS):  # continued: the next round is played on the loaded game
            flush_saves()
            data = paths.save_path().read_bytes()
            check_json_values(data)  # what the loader counts first
            assert json.loads(data) == {**doc, "saved": json.loads(data)["saved"]}
            saved = load_saved()
            assert saved.screen == "score" and saved.match.game.records == match.game.records
            assert saved.match.game.totals == match.game.totals and not saved.match.is_over
            match = saved.match
    folder = rounds_folder(paths.save_path(), match.game_id or "")
    for number, record in enumerate(match.game.records, start=1):
        kept = folder / round_file_name(number)
        assert kept.stat().st_size <= RECORD_BYTES and json.loads(kept.read_text()) == record
    assert largest <= LARGEST_SAVE_VALUES
    match.start_round()  # after its last round, the game goes on
    save_match(match, wait=True)
    assert load_saved().match.game.round_number == ROUNDS + 1


def test_a_round_whose_file_cannot_be_written_is_kept_in_the_save_itself() -> None:
    match = small_game(3, 0)
    match.start_round()
    save_match(match, wait=True)
    play_round(match, random.Random(3))
    folder = rounds_folder(paths.save_path(), match.game_id or "")
    assert not folder.parent.exists()  # no round finished at the first save
    folder.parent.write_text("a file where the rounds' folder should be\n")
    for wait in (False, True):  # in the background, and at once
        save_match(match, wait=wait, screen="score")
        loaded = load_saved(set_aside_broken=False)
        assert loaded.match.game.records == match.game.records
        doc = json.loads(paths.save_path().read_text())  # the rounds in it, none kept apart
        assert doc["records"] == match.game.records and "rounds" not in doc


def test_a_save_whose_round_file_is_gone_is_refused_in_full_naming_where_it_went() -> None:
    match = small_game(4, 2)
    save_match(match, wait=True, screen="score")
    gone = rounds_folder(paths.save_path(), match.game_id or "") / round_file_name(2)
    gone.unlink()
    saved, why = keeping_app().files.load_saved_game()
    aside, = paths.data_dir().glob("save.json.broken-*")
    stamp = aside.name[len("save.json"):]  # .broken-STAMP
    rounds = gone.parent.with_name(f"{match.game_id}{stamp}")  # set aside with it
    assert saved is None and why == (
        f"{paths.save_path()}: rounds: 2 finished rounds, but {gone} is not there; it was set "
        f"aside as {aside.name}, its finished rounds as playing/{rounds.name}")
    assert not gone.parent.exists() and [p.name for p in rounds.iterdir()] == ["round-01.json"]


def test_a_broken_save_takes_its_kept_rounds_aside_with_it_under_the_same_stamp() -> None:
    """A save set aside as broken left playing/<id>/ beside it for good: nothing read or
    removed it again. Now its rounds go aside with it, and a save without rounds kept (or
    whose game id cannot be read) is set aside alone, as before."""
    match = small_game(7, 2)
    match.start_round()
    save_match(match, wait=True)
    folder = rounds_folder(paths.save_path(), match.game_id or "")
    doc = json.loads(paths.save_path().read_text())
    paths.save_path().write_text(json.dumps({**doc, "first_starter": "Hen"}))  # broken
    saved, why = keeping_app().files.load_saved_game()
    aside, = paths.data_dir().glob("save.json.broken-*")
    rounds, = folder.parent.iterdir()
    assert saved is None and why is not None and why.endswith(
        f"it was set aside as {aside.name}, its finished rounds as playing/{rounds.name}")
    assert rounds.name == f"{match.game_id}{aside.name[len('save.json'):]}"
    assert sorted(p.name for p in rounds.iterdir()) == ["round-01.json", "round-02.json"]
    paths.save_path().write_text("{not json")  # no game id to find its rounds by
    saved, why = keeping_app().files.load_saved_game()
    assert saved is None and why is not None and "finished rounds" not in why
    assert len(list(paths.data_dir().glob("save.json.broken-*"))) == 2


def test_a_game_replaced_by_a_new_one_takes_its_kept_rounds_with_it() -> None:
    old = small_game(5, 2)
    old.start_round()
    save_match(old, wait=True)  # unfinished, two rounds kept
    kept = rounds_folder(paths.save_path(), old.game_id or "")
    assert sorted(p.name for p in kept.iterdir()) == ["round-01.json", "round-02.json"]
    app = keeping_app()
    saved, _ = app.files.load_saved_game()
    assert saved is not None and app.files.save_game(saved.match) is None  # Continue: kept
    flush_saves()
    assert kept.is_dir()
    new = Match(old.rules, old.seats, seed=6, preset="classic")  # the player chose a new game
    new.start_round()
    assert app.files.save_game(new) is None
    flush_saves()
    assert not kept.exists() and load_saved().match.game_id == new.game_id


def test_the_game_saved_again_after_its_broken_save_went_aside_writes_its_rounds_again() -> None:
    """The game still open in the window autosaves after its broken save.json was set aside
    with its kept rounds: the new save.json counts on rounds written again, not on files the
    writer wrote before into the folder that went aside."""
    match = small_game(7, 2)
    match.start_round()
    save_match(match, wait=True)
    doc = json.loads(paths.save_path().read_text())
    paths.save_path().write_text(json.dumps({**doc, "first_starter": "Hen"}))  # broken
    saved, why = keeping_app().files.load_saved_game()
    assert saved is None and why is not None and "its finished rounds as" in why
    save_match(match, wait=True)
    assert load_saved(set_aside_broken=False).match.game.records == match.game.records


def test_a_save_counting_more_kept_rounds_than_a_whole_number_holds_is_refused() -> None:
    match = small_game(4, 2)
    save_match(match, wait=True, screen="score")
    doc = json.loads(paths.save_path().read_text())
    assert doc["rounds"] == 2
    with pytest.raises(SaveError) as refused:
        match_from_doc({**doc, "rounds": 2 ** 63}, "save.json", paths.save_path())
    assert str(refused.value) == ("save.json: rounds: expected a whole number (0 to "
                                  f"{2 ** 63 - 1}); found {2 ** 63}")
    assert match_from_doc(doc, "save.json", paths.save_path()).game.records == (
        match.game.records)


def test_a_save_read_from_another_folder_finds_its_kept_rounds_beside_it(tmp_path: Path) -> None:
    match = small_game(4, 2)
    save_match(match, wait=True, screen="score")
    elsewhere = tmp_path / "copied"
    shutil.copytree(paths.save_path().parent, elsewhere)
    shutil.rmtree(paths.save_path().parent)
    doc = json.loads((elsewhere / "save.json").read_text())
    assert match_from_doc(doc, "copied", elsewhere / "save.json").game.records == (
        match.game.records)
