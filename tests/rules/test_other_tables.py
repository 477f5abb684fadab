"""House rules from other tables: blank halves, unfinished feet, stuck ends, draw until playable."""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rules_scenarios import deal, legal, refusal, run
from test_engine_properties import SETTINGS, play_round, random_illegal, rule_sets, snapshot

from game.rules import Draw, Game, IllegalAction, RoundState, RuleSet, Tile

OPENED = ["0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9",
          "0 play 9-4 on 9-9"]


def opened(rules: RuleSet, seat0: str, seat1: str, yard: str) -> RoundState:
    """Two seats after a cross on 9-9 (open ends 6, 1, 2, 4); seat 1 to act."""
    return run(deal(rules, "9-9 9-1 9-4 " + seat0, "9-6 9-2 " + seat1, yard=yard), *OPENED)


# ------------------------------------------------------------------ draw_until_playable
UNTIL = RuleSet(draw_until_playable=True)


def test_a_stuck_player_draws_one_tile_at_a_time_until_one_fits() -> None:
    state = opened(UNTIL, "6-3", "8-8 3-3", yard="7-7 7-0 6-5 8-1")
    assert legal(state) == ["1 draw"]
    run(state, "1 draw")
    assert state.drawn == Tile(7, 7) and legal(state) == ["1 draw"]
    assert refusal(state, "1 pass") == ("the drawn tile 7-7 does not fit: keep drawing until "
                                        "one fits (house rule: draw_until_playable)")
    run(state, "1 draw")
    assert legal(state) == ["1 draw"]
    run(state, "1 draw")
    assert state.drawn == Tile(6, 5)
    assert legal(state) == ["1 play 6-5 on 9-6", "1 pass"]  # drawn_tile = may
    assert refusal(state, "1 draw") == "the drawn tile 6-5 fits: play it or pass"
    run(state, "1 play 6-5 on 9-6")
    assert state.to_act == 0 and len(state.hands[1]) == 4 and state.yard == [Tile(8, 1)]


def test_under_must_the_fitting_drawn_tile_must_be_played() -> None:
    state = opened(UNTIL.with_changes(drawn_tile="must"), "6-3", "8-8 3-3",
                   yard="7-7 6-5 8-1")
    run(state, "1 draw", "1 draw")
    assert legal(state) == ["1 play 6-5 on 9-6"]


def test_the_streak_ends_with_a_pass_when_the_yard_runs_dry() -> None:
    state = opened(UNTIL.with_changes(yard_reserve="auto"), "6-3", "8-8 3-3",
                   yard="7-7 7-0 8-1 5-3")
    run(state, "1 draw", "1 draw")  # the last two tiles are the reserve: never drawn
    assert state.drawn == Tile(7, 0) and legal(state) == ["1 pass"]
    assert refusal(state, "1 draw") == "the chicken yard is empty"


def test_a_voluntary_draw_is_still_a_single_tile() -> None:
    rules = UNTIL.with_changes(must_play=False)
    state = opened(rules, "6-3", "2-0 8-8", yard="7-7 7-0 6-5")
    assert legal(state) == ["1 play 2-0 on 9-2", "1 draw"]
    run(state, "1 draw")
    assert legal(state) == ["1 pass"]


def test_without_the_house_rule_one_draw_then_a_pass() -> None:
    state = opened(RuleSet(), "6-3", "8-8 3-3", yard="7-7 7-0 6-5")
    run(state, "1 draw")
    assert legal(state) == ["1 pass"]


# ------------------------------------------------------------------ stuck_ends_round
def test_the_round_ends_when_the_seat_to_act_is_stuck_with_the_yard_empty() -> None:
    state = opened(RuleSet(stuck_ends_round=True), "6-3", "8-8 5-5", yard="")
    assert state.is_over and state.end == "blocked" and state.winner is None
    assert state.scores() == [9, 26]


def test_without_the_house_rule_play_goes_on_while_anyone_can_play() -> None:
    state = opened(RuleSet(), "6-3", "8-8 5-5", yard="")
    assert not state.is_over and legal(state) == ["1 pass"]
    run(state, "1 pass")
    assert legal(state) == ["0 play 6-3 on 9-6"]


def test_a_stuck_seat_with_tiles_left_to_draw_just_draws() -> None:
    state = opened(RuleSet(stuck_ends_round=True), "6-3", "8-8 5-5", yard="7-7")
    assert not state.is_over and legal(state) == ["1 draw"]
    run(state, "1 draw", "1 pass")
    assert not state.is_over and state.to_act == 0  # seat 0 can play: its turn is no stuck one


# ------------------------------------------------------------------ unfinished_foot
def test_a_seat_that_goes_out_on_a_double_pays_for_the_missing_toes() -> None:
    rules = RuleSet(unfinished_foot=10)
    state = opened(rules, "6-6", "2-1 5-5 8-3", yard="7-7 7-0")
    run(state, "1 play 2-1 on 9-2", "0 play 6-6 on 9-6")
    assert state.is_over and state.end == "domino" and state.winner == 0
    assert state.penalties() == [30, 0]
    assert state.scores() == [30, 10 + 11]


def test_the_penalty_counts_only_the_toes_still_missing() -> None:
    rules = RuleSet(unfinished_foot=10)
    state = opened(rules, "6-6 8-0", "2-1 6-5", yard="")
    run(state, "1 play 2-1 on 9-2", "0 play 6-6 on 9-6", "1 play 6-5 on 6-6")
    assert state.is_over and state.winner == 1
    assert state.penalties() == [20, 0] and state.scores() == [8 + 20, 0]


def test_the_penalty_is_owed_by_the_seat_that_opened_the_foot_while_its_toes_are_missing() -> None:
    rules = RuleSet(unfinished_foot=10)
    state = run(deal(rules, "9-6 9-1 5-5", "9-2 6-6 6-0 1-0", "9-9 9-4 6-3 4-0"),
                "2 play 9-9", "0 play 9-6 on 9-9", "1 play 9-2 on 9-9", "2 play 9-4 on 9-9",
                "0 play 9-1 on 9-9", "1 play 6-6 on 9-6")
    assert state.penalties() == [0, 30, 0]  # seat 1 opened the foot: three toes missing
    run(state, "2 play 6-3 on 6-6")
    assert state.penalties() == [0, 20, 0]  # still seat 1's, whoever laid the toe
    assert state.scores() == [10, 6 + 1 + 20, 4]


def test_the_starting_doubles_spokes_never_count() -> None:
    rules = RuleSet(unfinished_foot=10)
    state = deal(rules, "9-9 9-1", "9-6 8-8", yard="")
    run(state, "0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9")
    assert state.is_over and state.penalties() == [0, 0]


# ------------------------------------------------------------------ blank_half
def test_blank_halves_count_extra_but_the_double_blank_keeps_its_own_value() -> None:
    rules = RuleSet(blank_half=25)
    assert [rules.points(Tile.parse(t)) for t in ("5-0", "0-0", "3-1", "9-0")] == [30, 50, 4, 34]
    state = opened(rules, "6-3", "5-0 0-0 3-1", yard="")
    assert state.scores()[1] == 30 + 50 + 4


# ------------------------------------------------------------------ properties
other_tables = st.builds(
    lambda base, blank_half, foot, stuck, until: (
        base[0].with_changes(blank_half=blank_half, unfinished_foot=foot,
                             stuck_ends_round=stuck, draw_until_playable=until), base[1]),
    rule_sets, st.sampled_from([0, 25]), st.sampled_from([0, 10]), st.booleans(), st.booleans())


@SETTINGS
@given(other_tables, st.integers(0, 2**32))
def test_rounds_under_other_tables_rules_keep_every_tile_end_and_score_right(
        rules_seats: tuple[RuleSet, int], seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    play_round(state, rng, check=True)
    assert state.end in ("domino", "blocked")
    penalties = state.penalties()
    assert state.scores() == [sum(rules.points(t) for t in h) + penalties[seat]
                              for seat, h in enumerate(state.hands)]
    if rules.unfinished_foot == 0 or state.barnyard.pending_role != "toe":
        assert penalties == [0] * seats
    if state.end == "blocked" and rules.stuck_ends_round and state.drawable == 0:
        assert not state.can_play(state.to_act)


@SETTINGS
@given(other_tables, st.integers(0, 2**32))
def test_under_other_tables_rules_only_legal_actions_are_accepted(
        rules_seats: tuple[RuleSet, int], seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    for _ in range(150):
        if state.is_over:
            break
        before = snapshot(state)
        bad = random_illegal(state, rng)
        with pytest.raises(IllegalAction) as refused:
            state.apply(bad)  # type: ignore[arg-type]
        assert str(refused.value).strip()
        assert snapshot(state) == before
        state.apply(rng.choice(state.legal_actions()))


def test_draws_in_a_streak_come_only_after_a_misfit_while_the_yard_has_tiles() -> None:
    rng = random.Random(5)
    for n in range(60):
        state = Game(UNTIL, 3, random.Random(n)).next_round()
        while not state.is_over:
            legal_now = state.legal_actions()
            if state.has_drawn and any(isinstance(a, Draw) for a in legal_now):
                assert state.draw_streak and not state.legal_plays_of_drawn()
                assert state.drawable > 0
            state.apply(rng.choice(legal_now))
