"""Try this again: the position of a reviewed decision, with the record's real hidden tiles."""
from __future__ import annotations

import random
from typing import Any

from game.match import Match
from game.rules.actions import Play
from game.rules.record import read_record
from game.scenes.review.try_again import STAND_IN, position_before, try_again_match
from game.seats import Seat
from game.store.rules_files import load_preset


def a_record(seed: int = 5) -> dict[str, Any]:
    match = Match(load_preset("classic").rules,
                  [Seat("You"), Seat("Hen", "easy"), Seat("Rooster", "hard")], seed)
    rng = random.Random(seed)
    match.start_round()
    while not match.state.is_over:  # type: ignore[union-attr]
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    return match.game.records[0]


def first_play_of(record: dict[str, Any], seat: int) -> int:
    _, actions = read_record(record)
    return next(i for i, a in enumerate(actions)
                if a.seat == seat and isinstance(a, Play) and i > 0)


def test_the_position_is_the_records_before_the_decision() -> None:
    record = a_record()
    index = first_play_of(record, 0)
    state = position_before(record, index)
    assert len(state.history) == index and state.to_act == 0


def test_the_match_holds_the_real_hands_and_yard_with_computers_around_the_seat() -> None:
    record = a_record()
    index = first_play_of(record, 0)
    before = position_before(record, index)
    match = try_again_match(record, index, 0, names=["You", "Hen", "Rooster"],
                            players=["human", "easy", "hard"])
    assert match.state is not None and match.state is not before
    assert [list(h) for h in match.state.hands] == [list(h) for h in before.hands]
    assert list(match.state.yard) == list(before.yard)  # the same draws to come
    assert [s.player for s in match.seats] == ["human", "easy", "hard"]
    assert [s.name for s in match.seats] == ["You", "Hen", "Rooster"]
    assert match.humans == [0] and match.state.to_act == 0
    assert match.game.round_number == record["round"]


def test_a_seat_the_record_says_nothing_of_is_played_by_the_stand_in() -> None:
    record = a_record()
    index = first_play_of(record, 1)
    match = try_again_match(record, index, 1)
    assert [s.player for s in match.seats] == [STAND_IN, "human", STAND_IN]
    assert [s.name for s in match.seats] == ["Seat 1", "Seat 2", "Seat 3"]


def test_the_round_plays_on_to_its_end() -> None:
    record = a_record()
    match = try_again_match(record, first_play_of(record, 0), 0)
    rng = random.Random(1)
    while not match.state.is_over:  # type: ignore[union-attr]
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    assert match.game.round_scores


def test_the_try_is_told_against_the_game_and_nothing_when_left_early() -> None:
    from game.rules.record import read_record as read
    from game.scenes.review.try_again import tried_words

    record = a_record()
    state, actions = read(record)
    for action in actions:
        state.apply(action)
    match = try_again_match(record, first_play_of(record, 0), 0, names=["You", "Hen", "Rooster"])
    assert tried_words(match, 0, state) == ""  # left before the round's end
    rng = random.Random(3)
    while not match.state.is_over:  # type: ignore[union-attr]
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    words = tried_words(match, 0, state)
    then = "went out" if state.winner == 0 else f"{state.scores()[0]} points left"
    assert words.startswith("Tried again: ") and words.endswith(f"(in the game: {then})")
