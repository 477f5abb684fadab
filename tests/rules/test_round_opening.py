"""Scripted rounds: who sets the starting double, the cross and double-foot openings."""
from __future__ import annotations

import random

import pytest
from rules_scenarios import deal, legal, refusal, run, tiles

from game.rules import SPOKE, START, Game, InvalidDeal, RoundState, RuleSet, Tile
from game.rules.record import record_of

CLASSIC = RuleSet()


def test_the_holder_of_the_round_double_sets_it_and_play_goes_clockwise() -> None:
    state = deal(CLASSIC, "9-3 4-1", "9-9 9-5 2-0", "9-0 6-1", yard="6-2 5-5")
    assert (state.phase, state.to_act, legal(state)) == ("set", 1, ["1 play 9-9"])
    assert refusal(state, "0 play 9-3 on 9-9") == "the round starts when seat 1 lays 9-9 in the centre"
    run(state, "1 play 9-9")
    assert state.starting_double is Tile(9, 9)
    assert (state.phase, state.to_act, legal(state)) == ("play", 2, ["2 play 9-0 on 9-9"])
    assert refusal(state, "1 play 9-5 on 9-9") == "it is seat 2's turn, not seat 1's"


def test_cross_opening_needs_all_four_spokes_before_any_arm() -> None:
    state = deal(CLASSIC, "9-3 3-1", "9-9 9-5 5-2", "9-0 0-4", "9-8 8-7", yard="6-2 5-5")
    run(state, "1 play 9-9", "2 play 9-0 on 9-9", "3 play 9-8 on 9-9")
    # Seat 0 holds 9-3 (a spoke) and 3-1: only the spoke is legal.
    assert legal(state) == ["0 play 9-3 on 9-9"]
    run(state, "0 play 9-3 on 9-9")
    # Seat 1 holds 5-2 matching nothing and 9-5: the fourth spoke.
    assert legal(state) == ["1 play 9-5 on 9-9"]
    assert refusal(state, "1 play 5-2 on 9-5") == "9-5 is not in the barnyard"
    run(state, "1 play 9-5 on 9-9")
    assert state.hub is None and state.open_numbers() == [0, 3, 5, 8]
    assert legal(state) == ["2 play 4-0 on 9-0"]
    roles = [(str(p.tile), p.role, p.slot, p.outward) for p in state.barnyard]
    assert roles == [("9-9", START, 0, 9), ("9-0", SPOKE, 0, 0), ("9-8", SPOKE, 1, 8),
                     ("9-3", SPOKE, 2, 3), ("9-5", SPOKE, 3, 5)]


def test_an_arm_refused_while_spokes_are_missing_names_the_count() -> None:
    state = deal(CLASSIC, "9-9 9-3 2-2", "3-1 9-5", yard="1-1")
    run(state, "0 play 9-9", "1 play 9-5 on 9-9", "0 play 9-3 on 9-9")
    assert legal(state) == ["1 draw"]
    assert refusal(state, "1 play 3-1 on 9-3") == "the spokes around 9-9 need 2 more tiles first"


def test_double_foot_opening_takes_six_spokes_with_slots_0_to_5() -> None:
    rules = CLASSIC.with_changes(opening="double-foot")
    state = deal(rules, "9-9 9-1 9-4 1-2", "9-0 9-2 9-5 0-3", "9-3 9-6 6-6")
    run(state, "0 play 9-9")
    order = ["1 play 9-0 on 9-9", "2 play 9-3 on 9-9", "0 play 9-1 on 9-9",
             "1 play 9-2 on 9-9", "2 play 9-6 on 9-9"]
    for i, text in enumerate(order):
        run(state, text)
        assert state.hub is Tile(9, 9) and state.hub_needed == 5 - i
    assert refusal(state, "0 play 1-2 on 9-1") == "the spokes around 9-9 need 1 more tile first"
    run(state, "0 play 9-4 on 9-9")
    assert state.hub is None
    spokes = [(str(p.tile), p.slot) for p in state.barnyard if p.role == SPOKE]
    assert spokes == [("9-0", 0), ("9-3", 1), ("9-1", 2), ("9-2", 3), ("9-6", 4), ("9-4", 5)]
    assert legal(state) == ["1 play 3-0 on 9-3", "1 play 3-0 on 9-0"]


def test_a_player_who_cannot_add_to_the_opening_draws_then_may_pass() -> None:
    state = deal(CLASSIC, "9-9 9-3", "1-2 3-4", yard="5-6 7-7")
    run(state, "0 play 9-9")
    assert legal(state) == ["1 draw"]
    run(state, "1 draw")
    assert state.drawn is Tile(6, 5) and legal(state) == ["1 pass"]
    run(state, "1 pass")
    assert state.to_act == 0 and legal(state) == ["0 play 9-3 on 9-9"]


def test_placed_start_puts_the_double_in_the_centre_and_the_starter_plays_first() -> None:
    rules = CLASSIC.with_changes(start="placed")
    state = deal(rules, "9-3 1-1", "9-5 2-2", "4-4 0-0", yard="9-0", round_number=1, starter=2)
    assert state.barnyard[0].tile is Tile(9, 9) and state.barnyard[0].seat == -1
    assert (state.phase, state.to_act) == ("play", 2)
    assert legal(state) == ["2 draw"]
    with pytest.raises(InvalidDeal, match="9-9 is placed in the centre before the deal"):
        deal(rules, "9-9 9-3", "9-5 2-2")
    with pytest.raises(InvalidDeal, match="^9-9 is placed in the centre before the deal, so it "
                                          "cannot also be in a hand or the chicken yard$"):
        deal(rules, "9-3", "9-5 2-2", yard="9-9")
    with pytest.raises(InvalidDeal, match="starter 3 is not a seat"):
        deal(rules, "9-3", "9-5", starter=3)
    with pytest.raises(InvalidDeal, match=r"^starter 2 is not a seat \(0 to 1\)$"):
        deal(rules, "9-3", "9-5", starter=2)


def test_a_round_dealt_without_naming_a_starter_is_started_by_seat_0() -> None:
    state = RoundState(CLASSIC.with_changes(start="placed"), [tiles("9-3 1-1"), tiles("9-5 2-2")],
                       tiles("9-0"))
    assert (state.starter, state.to_act, legal(state)) == (0, 0, ["0 play 9-3 on 9-9"])
    assert record_of(state)["starter"] == 0


def test_placed_start_rotates_the_starter_clockwise_each_round() -> None:
    rules = CLASSIC.with_changes(start="placed", hand_size=5)
    game = Game(rules, 3, random.Random(4), first_starter=1)
    starters = []
    for round_number in range(1, 6):
        state = game.next_round()
        assert state.round_number == round_number
        assert state.barnyard[0].tile is Tile(10 - round_number, 10 - round_number)
        assert all(state.barnyard[0].tile not in h for h in state.hands)
        assert len(state.yard) == 55 - 1 - 15
        starters.append(state.to_act)
    assert starters == [1, 2, 0, 1, 2]


# ---------------------------------------------------------------- nobody holds the double
def test_missing_double_draw_cycles_from_seat_0_until_the_double_is_in_a_hand() -> None:
    rules = CLASSIC.with_changes(missing_double="draw")
    state = deal(rules, "1-2", "3-4", "5-6", yard="0-1 0-2 9-9 0-3 0-4 8-8")
    assert (state.phase, state.to_act, legal(state)) == ("search", 0, ["0 draw"])
    assert refusal(state, "1 draw") == (
        "nobody holds a starting double yet: seat 0 must draw from the chicken yard")
    run(state, "0 draw", "1 draw", "2 draw")  # seat 2 drew 9-9: the cycle is complete
    assert (state.phase, state.to_act, legal(state)) == ("set", 2, ["2 play 9-9"])
    assert [len(h) for h in state.hands] == [2, 2, 2]


def test_missing_double_draw_finishes_the_cycle_before_the_holder_sets() -> None:
    rules = CLASSIC.with_changes(missing_double="draw")
    state = deal(rules, "1-2", "3-4", "5-6", yard="9-9 0-2 0-1 0-3")
    run(state, "0 draw")  # seat 0 has it, but seats 1 and 2 still draw this cycle
    assert (state.phase, legal(state)) == ("search", ["1 draw"])
    run(state, "1 draw", "2 draw")
    assert legal(state) == ["0 play 9-9"]
    assert [len(h) for h in state.hands] == [2, 2, 2] and len(state.yard) == 1


def test_missing_double_next_lower_uses_the_highest_double_held_below() -> None:
    rules = CLASSIC.with_changes(missing_double="next-lower")
    state = deal(rules, "7-7 1-2", "8-8 3-4", "5-5 6-0", yard="9-9")
    assert (state.phase, legal(state)) == ("set", ["1 play 8-8"])
    run(state, "1 play 8-8")
    assert state.starting_double is Tile(8, 8) and state.round_double is Tile(9, 9)
    assert state.to_act == 2


def test_missing_double_next_lower_with_no_double_held_draws_until_one_turns_up() -> None:
    rules = CLASSIC.with_changes(missing_double="next-lower")
    state = deal(rules, "1-2", "3-4", "5-6", yard="0-1 2-2 7-7")
    assert legal(state) == ["0 draw"]
    run(state, "0 draw")
    assert legal(state) == ["1 draw"]
    run(state, "1 draw")  # 2-2 turns up: its drawer sets it at once
    assert (state.phase, legal(state)) == ("set", ["1 play 2-2"])


def test_missing_double_reshuffle_refuses_the_deal_and_the_game_redeals() -> None:
    rules = CLASSIC.with_changes(missing_double="reshuffle", hand_size=2)
    with pytest.raises(InvalidDeal, match="nobody holds 9-9 and the house rule is to reshuffle"):
        deal(rules, "1-2 3-3", "3-4 5-5", yard="9-9")
    game = Game(rules, 2, random.Random(0))
    for _ in range(10):
        state = game.next_round()
        assert state.phase == "set"
        assert state.round_double in state.hands[state.to_act]


def test_a_deal_with_a_tile_outside_the_set_or_twice_is_refused() -> None:
    with pytest.raises(InvalidDeal, match="10-1 is not in a double-9 set"):
        deal(CLASSIC, "9-9 10-1", "3-4")
    with pytest.raises(InvalidDeal, match="4-3 is dealt twice"):
        deal(CLASSIC, "9-9 4-3", "3-4")
    with pytest.raises(Exception, match="seats: expected 2 to 8 players, found 1"):
        deal(CLASSIC, "9-9")


def test_short_deal_tiles_parse_both_ways() -> None:
    assert tiles("3-9 9-3") == [Tile(9, 3), Tile(9, 3)]


def test_next_lower_sets_the_highest_double_below_even_when_the_holder_has_a_higher_one() -> None:
    rules = CLASSIC.with_changes(missing_double="next-lower")
    state = deal(rules, "7-7 3-3 1-2", "8-1 6-2", "2-2 4-1", yard="4-0", round_number=5)
    assert state.round_double is Tile(5, 5)
    assert legal(state) == ["0 play 3-3"]
    only_higher = deal(rules, "7-7 1-2", "8-1 6-2", yard="4-0", round_number=5)
    assert legal(only_higher) == ["0 play 7-7"]


def test_next_lower_passes_over_a_higher_double_to_the_seat_holding_a_lower_one() -> None:
    rules = CLASSIC.with_changes(missing_double="next-lower")
    state = deal(rules, "7-7 1-2", "3-3 6-2", yard="4-0", round_number=5)
    assert (state.phase, legal(state)) == ("set", ["1 play 3-3"])


def test_missing_double_draw_finishes_a_cycle_while_one_tile_is_left_to_draw() -> None:
    rules = CLASSIC.with_changes(missing_double="draw")
    state = deal(rules, "1-2", "3-4", "5-6", yard="9-9 0-2 0-1")
    run(state, "0 draw", "1 draw")  # seat 0 holds 9-9; one tile left: seat 2 still draws
    assert (state.phase, legal(state)) == ("search", ["2 draw"])
    run(state, "2 draw")
    assert legal(state) == ["0 play 9-9"] and state.yard == []


def test_missing_double_draw_sets_the_double_as_soon_as_the_yard_runs_dry_mid_cycle() -> None:
    rules = CLASSIC.with_changes(missing_double="draw")
    state = deal(rules, "1-2", "3-4", "5-5 6-0", yard="0-2 9-9")
    run(state, "0 draw", "1 draw")  # the yard is empty: seat 1's 9-9 starts, not seat 2's 5-5
    assert (state.phase, legal(state)) == ("set", ["1 play 9-9"])


def test_the_search_for_a_missing_double_never_draws_the_yard_reserve() -> None:
    rules = CLASSIC.with_changes(yard_reserve="auto")
    # Two seats keep 2 tiles back: one draw is allowed, and 9-9 stays in the reserve.
    state = deal(rules, "1-2 5-5", "8-1", yard="4-0 3-0 9-9")
    assert legal(state) == ["0 draw"]
    run(state, "0 draw")  # the yard is down to its reserve: the highest held double starts
    assert (state.phase, legal(state)) == ("set", ["0 play 5-5"])
    assert len(state.yard) == 2
    dry = deal(rules, "1-2", "8-1", yard="4-0 3-0 9-9")
    run(dry, "0 draw")
    assert (dry.is_over, dry.end, dry.winner) == (True, "blocked", None)


def test_setting_the_starting_double_as_the_last_tile_wins_the_round() -> None:
    state = run(deal(CLASSIC, "9-9", "8-1 6-2", yard="4-0"), "0 play 9-9")
    assert (state.is_over, state.end, state.winner, state.scores()) == (True, "domino", 0, [0, 17])


def test_setting_the_starting_double_as_the_next_to_last_tile_owes_chickenlittle() -> None:
    rules = CLASSIC.with_changes(chickenlittle="enforced")
    state = run(deal(rules, "9-9 1-1", "8-1 6-2", yard="4-0"), "0 play 9-9")
    assert legal(state) == ["1 draw", "0 announce"]
