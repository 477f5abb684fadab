"""A game's rounds are read in the order they were played, whatever their count: a legal game to a
target score may have a hundred rounds and more (round-100.json sorts before round-11.json by
name), and a file named by an older game, or by hand, without the leading zero still reads."""
from __future__ import annotations

import random

from game.match import Match
from game.rules.config import rules_from_table
from game.seats import Seat
from game.store import paths
from game.store.replays import (game_rounds, load_rounds, round_file_name, round_files,
                                round_number, write_game_records)

GAME_ID = "20240501-201500-0a1b2c"


def long_game(rounds: int) -> Match:
    """A double-6 game to a target no game reaches, `rounds` rounds played at random."""
    rules = rules_from_table({"set": 6, "hand_size": 7, "game_end": "target",
                              "target_score": 1_000_000}, "")
    match = Match(rules, [Seat("Hen", "easy"), Seat("Rooster", "easy")], seed=5)
    rng = random.Random(5)
    for _ in range(rounds):
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    return match


def test_a_140_round_game_is_replayed_in_the_order_it_was_played() -> None:
    match = long_game(140)
    folder = write_game_records(GAME_ID, match.game.records)
    assert sorted(p.name for p in folder.iterdir())[9:12] == [
        "round-10.json", "round-100.json", "round-101.json"]  # what a name sort would give
    docs, problem = load_rounds(folder)
    assert problem is None and [doc["round"] for doc in docs] == list(range(1, 141))
    assert [round_number(p.name) for p in game_rounds(GAME_ID)] == list(range(1, 141))


def test_rounds_named_without_the_leading_zero_are_read_in_their_place() -> None:
    match = long_game(12)
    folder = write_game_records(GAME_ID, match.game.records)
    for number in (3, 7):  # as another tool, or a hand, may have named them
        (folder / round_file_name(number)).rename(folder / f"round-{number}.json")
    docs, problem = load_rounds(folder)
    assert problem is None and [doc["round"] for doc in docs] == list(range(1, 13))
    assert folder.parent == paths.games_dir()


def test_only_round_files_are_rounds_and_they_sort_by_number() -> None:
    names = ["round-100.json", "round-9.json", "notes.txt", "round-10.json", "round-x.json",
             "round-02.json", "round-٣.json", "reviews"]
    assert round_files(names) == ["round-02.json", "round-9.json", "round-10.json",
                                  "round-100.json"]
    assert round_file_name(7) == "round-07.json" and round_file_name(140) == "round-140.json"
    assert round_number("round-07.json") == 7 and round_number("round-07.json.tmp") is None
