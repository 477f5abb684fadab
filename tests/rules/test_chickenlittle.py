"""Chickenlittle: off, courtesy, enforced; announce, catch and both penalties."""
from __future__ import annotations

from rules_scenarios import deal, legal, refusal, run

from game.rules import RuleSet, Tile
from game.rules.phases import CL_NONE

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


def test_courtesy_forgets_an_unannounced_last_tile_once_the_window_closes() -> None:
    state = run(deal(RuleSet(chickenlittle="courtesy"), *HANDS, yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9")
    # nothing is held against seat 1 (its plate shows no "1 tile!" note) in any view
    assert state.cl_state == [CL_NONE] * 3
    assert all(state.view(seat).cl_state == (CL_NONE,) * 3 for seat in range(3))


def test_a_seat_dealt_a_single_tile_owes_no_announcement() -> None:
    state = run(deal(ENFORCED, "9-9 9-1 1-1", "9-5", yard="8-0 7-0"), "0 play 9-9")
    assert legal(state) == ["1 play 9-5 on 9-9"]  # only playing the next-to-last tile owes it


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


def test_enforced_catch_with_only_one_tile_left_to_draw_makes_the_caught_seat_draw_it() -> None:
    state = run(deal(ENFORCED, *HANDS, yard="8-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9", "2 catch 1")
    assert state.hands[1] == [Tile(5, 3), Tile(8, 0)] and state.yard == []
    assert state.skip == [False] * 3  # the draw was the penalty: seat 1 keeps its turn
    run(state, "0 play 9-1 on 9-9")
    assert state.to_act == 1


def test_enforced_catching_someone_is_no_turn_so_the_catchers_own_lapse_stays_catchable() -> None:
    state = run(deal(ENFORCED, "9-9 9-1 9-2 1-1", "9-5 5-3", "9-4 4-4", yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9", "0 play 9-1 on 9-9")
    # seats 1 and 2 both let their announcement lapse; seat 1 is to act
    assert legal(state) == ["1 draw", "0 catch 1", "2 catch 1", "0 catch 2", "1 catch 2"]
    run(state, "1 catch 2")
    assert state.hands[2] == [Tile(4, 4), Tile(8, 0)]
    assert legal(state) == ["1 draw", "0 catch 1", "2 catch 1"]
    run(state, "2 catch 1")
    assert state.hands[1] == [Tile(5, 3), Tile(7, 0)] and legal(state) == ["1 pass"]


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


def test_enforced_three_seats_caught_in_a_row_with_an_empty_yard_each_owe_again() -> None:
    state = run(deal(ENFORCED, "9-9 9-1 8-7", "9-2 9-3 6-5", "9-4 4-0 5-3"),
                "0 play 9-9", "1 play 9-2 on 9-9", "2 play 9-4 on 9-9",
                "0 play 9-1 on 9-9", "1 play 9-3 on 9-9", "2 play 4-0 on 9-4")  # none announced
    run(state, "2 catch 0", "0 pass", "0 catch 1", "0 catch 2", "1 pass")
    # seats 2, 0 and 1 all miss a turn; each may announce again until seat 2's turn ends
    assert state.to_act == 2 and state.skip == [False] * 3
    assert legal(state) == ["2 play 5-3 on 9-3", "0 announce", "1 announce", "2 announce"]


def test_enforced_a_seat_owing_again_that_passes_its_own_turn_unannounced_is_caught() -> None:
    state = run(deal(ENFORCED, "9-9 9-4 8-4 2-1", "9-1 5-1 5-0 8-1", "9-2 6-2 4-3", "9-3 7-3 5-2"),
                "0 play 9-9", "1 play 9-1 on 9-9", "2 play 9-2 on 9-9", "3 play 9-3 on 9-9",
                "0 play 9-4 on 9-9", "1 play 5-1 on 9-1", "2 play 6-2 on 9-2",
                "3 play 7-3 on 9-3", "0 play 8-4 on 9-4", "1 play 5-0 on 5-1")  # none announced
    run(state, "3 catch 2", "2 pass", "2 catch 3", "2 catch 0", "2 catch 1", "3 pass")
    # every seat missed a turn: seat 0 is to act and owes again, as do the others
    assert legal(state) == ["0 pass", "0 announce", "1 announce", "2 announce", "3 announce"]
    run(state, "1 announce", "2 announce", "3 announce", "0 pass")
    assert legal(state) == ["1 play 8-1 on 8-4", "1 catch 0", "2 catch 0", "3 catch 0"]


def test_enforced_a_seat_owing_again_that_goes_out_ends_the_round_owing_nothing() -> None:
    state = run(deal(ENFORCED, "9-9 9-1 8-7", "9-2 9-3 6-5", "9-4 4-0 5-3"),
                "0 play 9-9", "1 play 9-2 on 9-9", "2 play 9-4 on 9-9",
                "0 play 9-1 on 9-9", "1 play 9-3 on 9-9", "2 play 4-0 on 9-4",
                "2 catch 0", "0 pass", "0 catch 1", "0 catch 2", "1 pass")
    run(state, "2 play 5-3 on 9-3")  # its last tile, unannounced: the round is over
    assert state.is_over and state.winner == 2 and not state.hands[2]
    # no plate says "1 tile!" of a seat with none, and no call is left to make
    assert state.cl_state == [CL_NONE] * 3 and state.view(0).cl_state == (CL_NONE,) * 3
    assert legal(state) == []
