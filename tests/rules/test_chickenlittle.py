"""Chickenlittle: off, courtesy, enforced; announce, catch and both penalties."""
from __future__ import annotations

from rules_scenarios import deal, legal, refusal, run

from game.rules import RuleSet, Tile

ENFORCED = RuleSet(chickenlittle="enforced")
HANDS = ("9-9 9-1 9-2 1-1", "9-5 5-3", "9-4 4-4 2-0")


def test_off_offers_no_announcement() -> None:
    state = run(deal(RuleSet(), *HANDS, yard="8-0 7-0"), "0 play 9-9", "1 play 9-5 on 9-9")
    assert legal(state) == ["2 play 9-4 on 9-9"]
    assert refusal(state, "1 announce") == (
        "Chickenlittle is not played at this table (house rule: chickenlittle = off)")
    assert refusal(state, "0 catch 1") == (
        "catching is only played with the house rule chickenlittle = enforced")


def test_courtesy_offers_the_announcement_until_the_next_turn_ends_without_penalty() -> None:
    state = run(deal(RuleSet(chickenlittle="courtesy"), *HANDS, yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9")
    assert legal(state) == ["2 play 9-4 on 9-9", "1 announce"]
    run(state, "2 play 9-4 on 9-9")
    assert legal(state) == ["0 play 9-1 on 9-9", "0 play 9-2 on 9-9"]
    assert refusal(state, "1 announce") == (
        "too late: seat 1 had to announce before the next player finished their turn")
    assert refusal(state, "2 catch 1") == (
        "catching is only played with the house rule chickenlittle = enforced")


def test_enforced_announce_in_time_is_safe() -> None:
    state = run(deal(ENFORCED, *HANDS, yard="8-0 7-0"), "0 play 9-9", "1 play 9-5 on 9-9")
    assert legal(state) == ["2 play 9-4 on 9-9", "1 announce"]
    assert refusal(state, "0 catch 1") == (
        "seat 1 may still announce: the next player has not finished their turn")
    run(state, "1 announce")
    assert state.to_act == 2 and legal(state) == ["2 play 9-4 on 9-9"]
    assert refusal(state, "1 announce") == "seat 1 has already announced"
    run(state, "2 play 9-4 on 9-9")
    assert legal(state) == ["0 play 9-1 on 9-9", "0 play 9-2 on 9-9"]
    assert refusal(state, "0 catch 1") == "seat 1 has nothing to be caught for"


def test_enforced_catch_with_a_drawable_yard_makes_the_caught_seat_draw() -> None:
    state = run(deal(ENFORCED, *HANDS, yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9")
    assert legal(state) == ["0 play 9-1 on 9-9", "0 play 9-2 on 9-9", "0 catch 1", "2 catch 1"]
    assert refusal(state, "1 announce") == (
        "too late: seat 1 had to announce before the next player finished their turn")
    assert refusal(state, "1 catch 1") == "a player cannot catch themselves"
    assert refusal(state, "0 catch 2") == "seat 2 is not down to one tile"
    run(state, "2 catch 1")
    assert state.hands[1] == [Tile(5, 3), Tile(8, 0)] and len(state.yard) == 1
    assert state.to_act == 0 and legal(state) == ["0 play 9-1 on 9-9", "0 play 9-2 on 9-9"]


def test_enforced_lapse_is_forgiven_once_the_seat_acts_again() -> None:
    state = run(deal(ENFORCED, *HANDS, yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9", "0 play 9-1 on 9-9")
    assert legal(state) == ["1 draw", "0 catch 1", "2 catch 1"]
    run(state, "1 draw")
    assert legal(state) == ["1 pass"]


def test_enforced_catch_with_an_empty_yard_skips_the_next_turn_and_owes_a_new_announcement() -> None:
    state = run(deal(ENFORCED, *HANDS), "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9")
    run(state, "0 catch 1")
    assert state.hands[1] == [Tile(5, 3)] and state.skip[1]
    run(state, "0 play 9-1 on 9-9")
    # Seat 1 misses its turn; seat 2 acts and seat 1 must announce again.
    assert state.to_act == 2 and not state.skip[1]
    assert legal(state) == ["2 pass", "1 announce"]
    run(state, "2 pass")
    assert legal(state) == ["0 play 9-2 on 9-9", "0 catch 1", "2 catch 1"]
