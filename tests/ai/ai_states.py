"""Random mid-round states under varied house rules, shared by the AI tests; and one fixed
position where a tile fits two ends showing one number (`two_fours`)."""
from __future__ import annotations

import random

from hypothesis import strategies as st

from game.rules import Game, Play, RoundState, RuleSet, Tile, full_set

HAND = {6: 5, 9: 7, 12: 9}


@st.composite
def rule_sets(draw: st.DrawFn) -> tuple[RuleSet, int]:
    """A rule set and a seat count it can deal."""
    top = draw(st.sampled_from(sorted(HAND)))
    seats = draw(st.integers(2, 4))
    rules = RuleSet(
        set=top, hand_size=HAND[top],
        start=draw(st.sampled_from(["holder", "placed"])),
        missing_double=draw(st.sampled_from(["draw", "next-lower"])),
        opening=draw(st.sampled_from(["cross", "double-foot"])),
        must_play=draw(st.booleans()),
        drawn_tile=draw(st.sampled_from(["may", "must"])),
        yard_reserve=draw(st.sampled_from(["none", "auto"])),
        double_blank=draw(st.sampled_from([50, 25])),
        chickenlittle=draw(st.sampled_from(["off", "courtesy", "enforced"])),
    )
    return rules, seats


def random_state(rules: RuleSet, seats: int, seed: int, steps: int) -> RoundState:
    """A round dealt from `seed`, then `steps` random legal actions (fewer if it ends)."""
    rng = random.Random(seed)
    game = Game(rules, seats, rng)
    game.round_number = seed % (rules.set + 1)
    state = game.next_round()
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@st.composite
def mid_round_states(draw: st.DrawFn) -> RoundState:
    """A state where some seat is to act."""
    rules, seats = draw(rule_sets())
    seed = draw(st.integers(0, 10_000))
    steps = draw(st.integers(0, 80))
    state = random_state(rules, seats, seed, steps)
    while state.is_over and steps > 0:
        steps //= 2
        state = random_state(rules, seats, seed, steps)
    return state


def two_fours() -> RoundState:
    """Seat 0 to act holding 4-1 and 5-2, with two ends showing 4 (9-4 and 6-4) and one 5."""
    rules = RuleSet(set=9, hand_size=6, start="placed")
    hands = [[Tile.parse(t) for t in ("9-4", "9-3", "3-0", "4-1", "5-2", "2-2")],
             [Tile.parse(t) for t in ("9-6", "9-5", "6-4", "7-7", "8-8", "1-1")]]
    yard = [t for t in full_set(9) if t not in hands[0] + hands[1] + [Tile.parse("9-9")]]
    random.Random(5).shuffle(yard)
    state = RoundState(rules, hands, yard)
    for seat, tile, on in ((0, "9-4", "9-9"), (1, "9-6", "9-9"), (0, "9-3", "9-9"),
                           (1, "9-5", "9-9"), (0, "3-0", "9-3"), (1, "6-4", "9-6")):
        state.apply(Play(seat, Tile.parse(tile), Tile.parse(on)))
    return state
