"""Every computer tier plays whole rounds legally under each house rule of other tables, and the
expert's play-outs run on the engine with the table's rules (so they follow them too)."""
from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.ai.knowledge import determinize, infer
from game.ai.player import turn_actions
from game.ai.playout import play_out, reward
from game.rules import Announce, Catch, Game, RoundState, RuleSet

TIERS = ("easy", "medium", "hard", "expert")
OTHER_TABLES = {
    "blank_half": RuleSet(blank_half=25),
    "unfinished_foot": RuleSet(unfinished_foot=25),
    "stuck_ends_round": RuleSet(stuck_ends_round=True, yard_reserve="auto"),
    "draw_until_playable": RuleSet(draw_until_playable=True, chickenlittle="enforced"),
}


def play_round(rules: RuleSet, tiers: list[str], seed: int) -> RoundState:
    """A round dealt from `seed` played to its end by the tiers, each seat asked to react
    (announce, catch) before every turn action; every action must be legal."""
    rng = random.Random(seed)
    game = Game(rules, len(tiers), rng)
    game.round_number = seed % (rules.set + 1)
    state = game.next_round()
    players = [make_player(tier, iterations=3) for tier in tiers]
    for _ in range(4000):
        if state.is_over:
            return state
        for seat, player in enumerate(players):
            reaction = player.react(state.view(seat), rng)
            if reaction is not None:
                assert reaction in state.legal_actions()
                assert isinstance(reaction, (Announce, Catch))
                state.apply(reaction)
                break
        else:
            seat = state.to_act
            view = state.view(seat)
            action = players[seat].choose(view, rng)
            assert action in turn_actions(view) and action in state.legal_actions(), action
            state.apply(action)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("key", list(OTHER_TABLES))
@pytest.mark.parametrize("tier", TIERS)
def test_every_tier_plays_whole_rounds_legally_under_each_rule(key: str, tier: str) -> None:
    rules = OTHER_TABLES[key]
    for seed in range(2 if tier == "expert" else 4):
        seats = 2 + seed % 3
        state = play_round(rules, [tier if s % 2 == 0 else "medium" for s in range(seats)],
                           100 * seed + len(key))
        assert state.is_over and len(state.scores()) == seats
        if state.end == "blocked":  # a stuck seat ends it (or nobody can play at all)
            assert state.winner is None and not state.can_play(state.to_act)


@pytest.mark.parametrize("key", list(OTHER_TABLES))
def test_the_experts_play_outs_follow_the_tables_rules(key: str) -> None:
    rules = OTHER_TABLES[key]
    checked = streaks = 0
    for seed in range(30):
        rng = random.Random(seed)
        game = Game(rules, 3, rng)
        state = game.next_round()
        for _ in range(rng.randrange(4, 60)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        view = state.view(state.to_act)
        sample = determinize(view, infer(view), random.Random(seed))
        assert sample.rules == rules and sample.draw_streak == state.draw_streak
        mine = [a for a in sample.legal_actions() if a.seat == view.seat]
        assert mine == [a for a in state.legal_actions() if a.seat == view.seat]
        streaks += state.draw_streak
        play_out(sample, random.Random(seed))  # every play-out move goes through apply()
        assert sample.is_over
        assert sample.scores() == [sum(rules.points(t) for t in hand) + owed
                                   for hand, owed in zip(sample.hands, sample.penalties())]
        assert 0.0 <= reward(sample, view.seat) <= 1.0
        checked += 1
    assert checked > 10
    if key == "draw_until_playable":
        assert streaks > 0  # some sampled positions were in the middle of a streak
