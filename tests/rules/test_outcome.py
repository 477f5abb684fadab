"""`RoundState.act` says everything an action did: one constructed position per kind of action,
and over random rounds the outcome agrees with the state and with `apply`."""
from __future__ import annotations

import random

from rules_scenarios import act as action
from rules_scenarios import deal, run

from game.rules import (
    DOUBLE, SPOKE, START, TOE, Barnyard, Drawn, Game, InvalidDeal, Outcome, Play, RoundState,
    RuleSet, Tile,
)

T = Tile.parse
CLASSIC = RuleSet()
ENFORCED = RuleSet(chickenlittle="enforced")
HANDS = ("9-9 9-1 9-2 1-1", "9-5 5-3", "9-4 4-4 2-0")
OPENED = ["0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9",
          "0 play 9-4 on 9-9"]


def told(state: RoundState, text: str) -> Outcome:
    return state.act(action(text))


def test_setting_the_start_places_it_and_its_spokes_are_needed() -> None:
    state = deal(CLASSIC, *HANDS, yard="8-0 7-0")
    outcome = told(state, "0 play 9-9")
    assert outcome.action == Play(0, T("9-9"), None)
    assert outcome.placed == state.barnyard[0] and outcome.placed.role == START
    assert (outcome.pending, outcome.still_needed) == (T("9-9"), 4)
    assert (outcome.foot_opened, outcome.foot_closed, outcome.drawn) == (None, None, None)
    assert not outcome.passed and not outcome.round_over


def test_a_round_in_play_names_no_end_and_no_winner() -> None:
    state = deal(CLASSIC, *HANDS, yard="8-0 7-0")
    assert (state.end, state.winner, state.is_over) == (None, None, False)
    for text in ("0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9", "0 play 9-1 on 9-9"):
        outcome = told(state, text)
        assert (outcome.end, outcome.winner, outcome.round_over) == (None, None, False)
    assert (state.end, state.winner, state.is_over) == (None, None, False)


def test_a_spoke_leaves_the_spokes_still_needed_and_the_last_one_closes_the_start() -> None:
    state = deal(CLASSIC, "9-9 9-1 9-4 3-0", "9-6 9-2 3-1", yard="7-7 7-0 8-1")
    run(state, *OPENED[:-1])
    outcome = told(state, "0 play 9-4 on 9-9")
    assert outcome.placed is not None and (outcome.placed.role, outcome.placed.slot) == (SPOKE, 3)
    assert (outcome.foot_closed, outcome.pending, outcome.still_needed) == (T("9-9"), None, 0)


def test_a_double_on_a_line_opens_a_foot_and_each_toe_says_how_many_are_left() -> None:
    state = deal(CLASSIC, "9-9 9-1 9-4 6-6 6-3 6-4 1-0", "9-6 9-2 6-5 2-1 0-0 3-3",
                 yard="7-7 7-0 8-1")
    run(state, *OPENED, "1 play 2-1 on 9-2")
    opened = told(state, "0 play 6-6 on 9-6")
    assert opened.placed is not None and opened.placed.role == DOUBLE
    assert (opened.foot_opened, opened.pending, opened.still_needed) == (T("6-6"), T("6-6"), 3)
    toes = [told(state, "1 play 6-5 on 6-6"), told(state, "0 play 6-3 on 6-6")]
    assert [(o.still_needed, o.foot_closed) for o in toes] == [(2, None), (1, None)]
    run(state, "1 draw", "1 pass")
    last = told(state, "0 play 6-4 on 6-6")
    assert last.placed is not None and (last.placed.role, last.placed.slot) == (TOE, 2)
    assert (last.foot_closed, last.pending, last.still_needed, last.foot_opened) == (
        T("6-6"), None, 0, None)


def test_a_draw_says_the_tile_drawn_and_a_pass_that_it_passed() -> None:
    state = run(deal(CLASSIC, *HANDS, yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9", "0 play 9-1 on 9-9")
    drew = told(state, "1 draw")
    assert drew.drawn == Drawn(1, T("8-0")) and drew.placed is None and not drew.passed
    assert (drew.pending, drew.still_needed) == (T("9-9"), 1)  # the start lacks a spoke still
    passed = told(state, "1 pass")
    assert passed.passed and passed.drawn is None and passed.placed is None


def test_the_search_for_a_missing_double_says_each_tile_drawn() -> None:
    state = deal(CLASSIC, "1-2", "3-4", "5-6", yard="0-1 0-2 9-9 0-3 0-4 8-8")
    outcomes = [told(state, text) for text in ("0 draw", "1 draw", "2 draw")]
    assert [o.drawn for o in outcomes] == [Drawn(0, T("0-1")), Drawn(1, T("0-2")),
                                           Drawn(2, T("9-9"))]


def test_an_announcement_and_a_catch_with_its_penalty_tile() -> None:
    state = run(deal(ENFORCED, *HANDS, yard="8-0 7-0"), "0 play 9-9", "1 play 9-5 on 9-9")
    said = told(state, "1 announce")
    assert (said.announced, said.caught, said.drawn) == (1, None, None)
    state = run(deal(ENFORCED, *HANDS, yard="8-0 7-0"),
                "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9")
    caught = told(state, "2 catch 1")
    assert (caught.caught, caught.drawn, caught.misses_turn) == (1, Drawn(1, T("8-0")), False)
    assert caught.announced is None


def test_a_catch_with_nothing_to_draw_costs_the_next_turn() -> None:
    state = run(deal(ENFORCED, *HANDS), "0 play 9-9", "1 play 9-5 on 9-9", "2 play 9-4 on 9-9")
    caught = told(state, "0 catch 1")
    assert (caught.caught, caught.drawn, caught.misses_turn) == (1, None, True)


def test_going_out_ends_the_round_by_domino_and_says_who() -> None:
    outcome = told(deal(CLASSIC, "9-9", "8-1 6-2", yard="4-0"), "0 play 9-9")
    assert (outcome.round_over, outcome.end, outcome.winner) == (True, "domino", 0)


def test_a_blocked_round_says_so_with_nobody_out() -> None:
    state = deal(CLASSIC, "9-9 9-1 9-4 6-6 3-0 1-0", "9-6 9-2 6-5 2-0 4-0", yard="8-0 7-0")
    run(state, *OPENED, "1 play 2-0 on 9-2", "0 play 6-6 on 9-6", "1 play 6-5 on 6-6",
        "0 draw", "0 pass", "1 draw")
    outcome = told(state, "1 pass")
    assert (outcome.round_over, outcome.end, outcome.winner, outcome.passed) == (
        True, "blocked", None, True)


def test_slot_counts_and_what_a_double_still_needs_come_from_the_barnyard() -> None:
    barnyard = Barnyard(9, 6)
    assert [barnyard.slot_count(role) for role in (SPOKE, TOE, DOUBLE, None)] == [6, 3, 0, 0]
    start = barnyard.place(T("9-9"), None, 0)
    spokes = [barnyard.place(T(t), T("9-9"), 0) for t in ("9-1", "9-2", "9-3", "9-4", "9-5")]
    assert [barnyard.needed_after(p) for p in [start, *spokes]] == [6, 5, 4, 3, 2, 1]


def random_outcomes(seed: int) -> None:
    rng = random.Random(seed)
    rules = RuleSet(opening=rng.choice(["cross", "double-foot"]),
                    chickenlittle=rng.choice(["off", "courtesy", "enforced"]),
                    missing_double=rng.choice(["draw", "next-lower"]),
                    draw_until_playable=rng.random() < 0.5)
    try:
        state = Game(rules, rng.randrange(2, 6), random.Random(seed)).next_round()
    except InvalidDeal:
        return
    twin = state.clone()
    while not state.is_over:
        act = rng.choice(state.legal_actions())
        yard, hands = list(state.yard), [len(h) for h in state.hands]
        pending = state.barnyard.pending
        outcome = state.act(act)
        assert outcome.placed == twin.apply(act)  # `apply` places the same tile
        assert outcome.action is act and outcome.placed == (
            state.barnyard[-1] if isinstance(act, Play) else None)
        grown = [s for s, n in enumerate(hands) if len(state.hands[s]) > n]
        assert outcome.drawn == (Drawn(grown[0], state.hands[grown[0]][-1]) if grown else None)
        assert (outcome.drawn is not None) == (len(state.yard) < len(yard))
        assert (outcome.pending, outcome.still_needed) == (
            state.barnyard.pending, state.barnyard.needed)
        assert outcome.foot_closed == (
            pending if pending is not None and state.barnyard.pending is not pending else None)
        if outcome.placed is not None:
            assert outcome.still_needed == (state.barnyard.needed_after(outcome.placed)
                                            if outcome.pending is not None else 0)
        assert (outcome.end, outcome.winner) == (state.end, state.winner)
    assert state.history == twin.history and state.scores() == twin.scores()


def test_the_outcome_agrees_with_the_state_and_apply_over_random_rounds() -> None:
    for seed in range(60):
        random_outcomes(seed)
