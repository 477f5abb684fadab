"""Every tier only ever returns legal actions, under every house rule."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai_states import mid_round_states, random_state, rule_sets
from game.ai import hint, make_player
from game.ai.player import turn_actions
from game.rules import Announce, Catch, RoundState, RuleSet

TIERS = ("easy", "medium", "hard", "expert")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states(), st.integers(0, 1000))
def test_every_tier_chooses_a_legal_action(state: RoundState, seed: int) -> None:
    for tier in TIERS:
        player = make_player(tier, iterations=4)
        view = state.view(state.to_act)
        action = player.choose(view, random.Random(seed))
        assert action in view.legal and action in turn_actions(view)
        for seat in range(state.seats):
            seen = state.view(seat)
            reaction = player.react(seen, random.Random(seed))
            assert reaction is None or (reaction in seen.legal
                                        and isinstance(reaction, (Announce, Catch)))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rule_sets(), st.integers(0, 10_000), st.sampled_from(TIERS[:3]))
def test_whole_rounds_between_tiers_stay_legal(rules_seats, seed: int, tier: str) -> None:
    """Play a round to its end, every seat asked to react before each action."""
    rules, seats = rules_seats
    state = random_state(rules, seats, seed, 0)
    players = [make_player(tier if s % 2 else "medium") for s in range(seats)]
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 5000
        reacted = False
        for seat, player in enumerate(players):
            reaction = player.react(state.view(seat), rng)
            if reaction is not None:
                state.apply(reaction)  # IllegalAction would fail the test
                reacted = True
                break
        if not reacted:
            seat = state.to_act
            state.apply(players[seat].choose(state.view(seat), rng))


def test_choosing_out_of_turn_is_refused_with_the_seat_named() -> None:
    state = random_state(RuleSet(), 2, 3, 5)
    idle = 1 - state.to_act
    for tier in TIERS:
        try:
            make_player(tier, iterations=2).choose(state.view(idle), random.Random(0))
        except ValueError as err:
            assert f"seat {idle}" in str(err)
        else:
            raise AssertionError(f"{tier} chose for a seat that is not to act")


@settings(max_examples=30, deadline=None)
@given(mid_round_states())
def test_hint_is_the_hard_move_and_legal(state: RoundState) -> None:
    seat = state.to_act
    view = state.view(seat)
    move = hint(view)
    assert move in turn_actions(view)
    assert move == make_player("hard").choose(view, random.Random(99))
    idle = state.view((seat + 1) % state.seats)
    assert hint(idle) is None
