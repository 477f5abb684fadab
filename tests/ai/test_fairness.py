"""Fairness: an AI decides from its seat's view alone, whatever the hidden tiles are."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai_states import mid_round_states, random_state
from game.ai import make_player
from game.ai.cheat import CheatingBot
from game.ai.knowledge import infer
from game.rules import Draw, RoundState, RuleSet

TIERS = ("easy", "medium", "hard", "expert")


def reshuffled(state: RoundState, seat: int, rng: random.Random) -> RoundState:
    """The same round as `seat` sees it, the unseen tiles dealt again at random."""
    view = state.view(seat)
    unseen = sorted(view.unseen())
    rng.shuffle(unseen)
    setter = None
    if state.phase == "set" and state.to_act != seat:  # public: the setter holds its double
        setter = state.legal_actions()[0].tile
        unseen.remove(setter)
    hands = []
    for s in range(state.seats):
        if s == seat:
            hands.append(list(view.hand))
        else:
            n = len(state.hands[s])
            if s == state.to_act and setter is not None:
                hands.append([setter] + unseen[:n - 1])
                del unseen[:n - 1]
            else:
                hands.append(unseen[:n])
                del unseen[:n]
    drawn = None
    if view.has_drawn and view.to_act != seat:
        drawn = hands[view.to_act][-1]
    return RoundState.from_view(view, hands, unseen, drawn)


def decide(tier: str, state: RoundState, seat: int):
    player = make_player(tier, iterations=12)
    view = state.view(seat)
    turn = player.choose(view, random.Random(5)) if view.my_turn else None
    return turn, player.react(view, random.Random(6))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states(), st.integers(0, 1000))
def test_decisions_ignore_the_hidden_tiles(state: RoundState, salt: int) -> None:
    rng = random.Random(salt)
    for seat in range(state.seats):
        other = reshuffled(state, seat, rng)
        assert other.view(seat) == state.view(seat)
        for tier in TIERS:
            assert decide(tier, other, seat) == decide(tier, state, seat), (tier, seat)


def test_the_cheating_bot_does_see_the_hidden_tiles() -> None:
    """The fairness check above can fail: the bot that sees every hand changes its mind."""
    rules = RuleSet(set=9, hand_size=7)
    changed = 0
    for seed in range(40):
        state = random_state(rules, 2, seed, 12)
        if state.is_over:
            continue
        seat = state.to_act
        bot = CheatingBot(iterations=30)
        mine = bot.choose_from_state(state, random.Random(1))
        for salt in range(3):
            if bot.choose_from_state(reshuffled(state, seat, random.Random(salt)),
                                     random.Random(1)) != mine:
                changed += 1
                break
    assert changed > 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states())
def test_inferred_voids_are_never_wrong(state: RoundState) -> None:
    """What a seat infers about an opponent's missing numbers holds for the real hand."""
    for seat in range(state.seats):
        knowledge = infer(state.view(seat))
        for other in range(state.seats):
            if other == seat:
                continue
            void = knowledge.void_mask(other)
            for tile in state.hands[other]:
                assert not (void >> tile.high & 1 or void >> tile.low & 1), (other, tile)


def test_a_draw_on_an_open_number_marks_it_missing() -> None:
    """Must-play rules: a seat that draws had nothing for any open number."""
    rules = RuleSet(set=9, hand_size=7)
    found = 0
    for seed in range(60):
        state = random_state(rules, 2, seed, 0)
        rng = random.Random(seed)
        while not state.is_over:
            acts = state.legal_actions()
            action = rng.choice(acts)
            opens = state.open_numbers() if state.phase == "play" else []
            state.apply(action)
            if isinstance(action, Draw) and opens and not state.is_over:
                watcher = 1 - action.seat
                knowledge = infer(state.view(watcher))
                slots = knowledge.slots[action.seat]
                assert all(all(m >> n & 1 for n in opens) for m in slots[:-1])
                assert slots[-1] == 0  # the tile just drawn could show anything
                found += 1
                break
    assert found > 10


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states(), st.integers(0, 1000))
def test_the_tree_search_and_the_flat_search_ignore_the_hidden_tiles(
        state: RoundState, salt: int) -> None:
    """At a fixed iteration count and seed, the same decision whatever the unseen tiles are,
    reading opponents' choices included (`tendencies`)."""
    from game.ai.expert import ExpertPlayer
    from game.ai.flat import FlatPlayer
    from game.ai.ismcts import Tuning

    seat = state.to_act
    other = reshuffled(state, seat, random.Random(salt))
    players = (ExpertPlayer(iterations=60), ExpertPlayer(iterations=60, tuning=Tuning(shed=0.5)),
               FlatPlayer(iterations=30))
    for player in players:
        mine = player.choose(state.view(seat), random.Random(salt))
        assert player.choose(other.view(seat), random.Random(salt)) == mine
