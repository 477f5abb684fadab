"""Property tests: random house rules, seeds and legal actions keep the engine's invariants."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    Announce,
    Catch,
    Draw,
    Game,
    IllegalAction,
    Pass,
    Play,
    RoundState,
    RuleSet,
    Tile,
    full_set,
    hand_score,
)
from game.rules.house_rules import CHOICES
from game.rules.record import record_of
from game.rules.referee import verdict

MAX_STEPS = 5000  # far above any real round (each turn draws at most one tile)

# (set, seats, hand_size) tables that every start and reserve rule can deal.
TABLES = [(6, 2, "small"), (6, 3, "small"), (6, 4, 5), (9, 2, "table"), (9, 4, "table"),
          (9, 6, "42"), (12, 8, "table"), (12, 5, "42"), (15, 8, 9), (18, 3, 12)]

rule_sets = st.builds(
    lambda table, start, missing, opening, must_play, drawn, reserve, blank, cl, end: (
        RuleSet(set=table[0], hand_size=table[2], start=start, missing_double=missing,
                opening=opening, must_play=must_play, drawn_tile=drawn, yard_reserve=reserve,
                double_blank=blank, chickenlittle=cl, game_end=end, target_score=150),
        table[1]),
    st.sampled_from(TABLES), st.sampled_from(CHOICES["start"]),
    st.sampled_from(CHOICES["missing_double"]), st.sampled_from(CHOICES["opening"]),
    st.booleans(), st.sampled_from(CHOICES["drawn_tile"]), st.sampled_from(CHOICES["yard_reserve"]),
    st.sampled_from([50, 25]), st.sampled_from(CHOICES["chickenlittle"]),
    st.sampled_from(CHOICES["game_end"]),
)
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def tiles_in_play(state: RoundState) -> Counter[Tile]:
    """Every tile in hands, the yard and the barnyard, counted."""
    held = [t for h in state.hands for t in h]
    return Counter(held + state.yard + [p.tile for p in state.barnyard])


def play_round(state: RoundState, rng: random.Random, check: bool = False) -> int:
    """Random legal actions to the end; with `check`, test invariants at every step."""
    pool = Counter(state.tile_pool)
    steps = 0
    while not state.is_over:
        acts = state.legal_actions()
        assert acts, "a round that is not over must offer an action"
        if check:
            assert tiles_in_play(state) == pool
            assert all(a.seat == state.to_act for a in acts
                       if not isinstance(a, (Announce, Catch)))
        state.apply(rng.choice(acts))
        steps += 1
        assert steps < MAX_STEPS, "the round did not end"
    if check:
        assert tiles_in_play(state) == pool
    return steps


def random_illegal(state: RoundState, rng: random.Random) -> object:
    """An action that is not in the legal list (often a near miss)."""
    legal = state.legal_actions()
    tiles = sorted(state.tile_pool)
    ons = [p.tile for p in state.barnyard] + [None]
    while True:
        seat = rng.randrange(state.seats + 1)
        kind = rng.randrange(5)
        action = (Play(seat, rng.choice(tiles), rng.choice(ons)) if kind == 0 else
                  Draw(seat) if kind == 1 else Pass(seat) if kind == 2 else
                  Announce(seat) if kind == 3 else Catch(seat, rng.randrange(state.seats + 1)))
        if action not in legal:
            return action


def snapshot(state: RoundState) -> tuple[object, ...]:
    return (state.phase, state.to_act, state.has_drawn, state.drawn, state.hub,
            state.hub_needed, [list(h) for h in state.hands], list(state.yard),
            list(state.barnyard), list(state.history), list(state.cl_state),
            list(state.skip), state.turn_no, list(state.legal_actions()), state.end)


@SETTINGS
@given(rule_sets, st.integers(0, 2**32))
def test_no_tile_is_lost_or_duplicated_and_every_round_ends(rules_seats: tuple[RuleSet, int],
                                                            seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    game = Game(rules, seats, rng)
    state = game.next_round()
    dealt = Counter(t for h in state.hands for t in h) + Counter(state.yard)
    expected = Counter(full_set(rules.set))
    if rules.start == "placed":
        expected[state.round_double] -= 1
    assert dealt == +expected
    play_round(state, rng, check=True)
    assert state.end in ("domino", "blocked")
    assert (state.winner is None) == (state.end == "blocked")
    scores = state.scores()
    assert scores == [hand_score(h, rules.double_blank) for h in state.hands]
    for seat, hand in enumerate(state.hands):
        zero_zero = sum(1 for t in hand if t is Tile(0, 0))
        assert scores[seat] == sum(t.pips for t in hand) + zero_zero * rules.double_blank
    if state.winner is not None:
        assert scores[state.winner] == 0 and state.hands[state.winner] == []


@SETTINGS
@given(rule_sets, st.integers(0, 2**32))
def test_only_legal_actions_are_accepted(rules_seats: tuple[RuleSet, int], seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    for _ in range(200):
        if state.is_over:
            break
        before = snapshot(state)
        bad = random_illegal(state, rng)
        try:
            state.apply(bad)  # type: ignore[arg-type]
        except IllegalAction as err:
            assert str(err).strip(), f"empty refusal for {bad}"
        else:
            raise AssertionError(f"{bad} was accepted but is not legal")
        assert snapshot(state) == before
        state.apply(rng.choice(state.legal_actions()))
    if state.is_over:
        try:
            state.apply(Pass(0))
        except IllegalAction as err:
            assert str(err) == "the round is over"


@SETTINGS
@given(rule_sets, st.integers(0, 2**32))
def test_a_written_record_replays_to_the_same_result(rules_seats: tuple[RuleSet, int],
                                                     seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    cut = rng.randrange(60)
    for _ in range(cut):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    status, out = verdict(record_of(state))
    assert status == 0
    if state.is_over:
        assert out == {"ok": True, "finished": True, "end": state.end,
                       "scores": state.scores(), "winner": state.winner}
    else:
        from game.rules import to_json
        assert out == {"ok": True, "finished": False, "to_act": state.to_act,
                       "legal": [to_json(a) for a in state.legal_actions()]}
    play_round(state, rng)
    status, out = verdict(record_of(state))
    assert (status, out["end"], out["scores"], out["winner"]) == (
        0, state.end, state.scores(), state.winner)


@SETTINGS
@given(rule_sets, st.integers(0, 2**32))
def test_clone_then_diverging_does_not_touch_the_original(rules_seats: tuple[RuleSet, int],
                                                          seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    for _ in range(rng.randrange(40)):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    before = snapshot(state)
    copy = state.clone()
    assert snapshot(copy) == before
    play_round(copy, random.Random(seed + 1))
    assert snapshot(state) == before
    play_round(state, rng)  # the original still plays on by itself


@SETTINGS
@given(rule_sets, st.integers(0, 2**32))
def test_from_view_with_the_true_tiles_reproduces_the_legal_actions(
        rules_seats: tuple[RuleSet, int], seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    while not state.is_over:
        yard = list(reversed(state.yard))
        for seat in range(seats):
            view = state.view(seat)
            rebuilt = RoundState.from_view(view, state.hands, yard, drawn=state.drawn)
            assert rebuilt.legal_actions() == state.legal_actions()
            assert view.legal == tuple(a for a in state.legal_actions() if a.seat == seat)
        state.apply(rng.choice(state.legal_actions()))


@settings(max_examples=15, deadline=None)
@given(rule_sets, st.integers(0, 2**32))
def test_a_whole_game_ends_and_its_winner_has_the_lowest_total(
        rules_seats: tuple[RuleSet, int], seed: int) -> None:
    rules, seats = rules_seats
    rules = rules.with_changes(set=9, hand_size=5) if rules.set > 9 else rules
    rng = random.Random(seed)
    game = Game(rules, seats, rng)
    while not game.is_over:
        state = game.next_round()
        play_round(state, rng)
        game.finish_round(state)
        assert game.round_number < 60
    assert game.totals == [sum(r[s] for r in game.round_scores) for s in range(seats)]
    low = min(game.totals)
    winners = game.winners()
    assert winners and all(game.totals[w] == low for w in winners)
    most_zero = max(game.zero_rounds[s] for s in range(seats) if game.totals[s] == low)
    assert winners == [s for s in range(seats)
                       if game.totals[s] == low and game.zero_rounds[s] == most_zero]
    planned = rules.rounds_in_game()
    if planned is not None:
        assert game.round_number == planned
    else:
        assert max(game.totals) >= rules.target_score


def oracle_plays(state: RoundState, seat: int) -> set[tuple[Tile, Tile]]:
    """Legal placements worked out afresh from the barnyard tree alone (tile, on)."""
    from game.rules import DOUBLE, START

    barn = state.barnyard
    hanging = Counter(p.on for p in barn if p.on is not None)
    hand = state.hands[seat]
    start = barn[0]
    hubs = [start.tile] if hanging[start.tile] < state.rules.spokes else []
    hubs += [p.tile for p in barn if p.role == DOUBLE and hanging[p.tile] < 3]
    if hubs:
        assert len(hubs) == 1, "two doubles wait for tiles at once"
        hub = hubs[0]
        return {(t, hub) for t in hand if t.has(hub.high)}
    ends = [p for p in barn if p.role not in (START, DOUBLE) and hanging[p.tile] == 0]
    return {(t, p.tile) for t in hand for p in ends if t.has(p.outward)}


def check_tree(state: RoundState) -> None:
    """Roles, slots and matching numbers of every placed tile."""
    from game.rules import ARM, DOUBLE, SPOKE, START, TOE

    by_tile = {p.tile: p for p in state.barnyard}
    assert len(by_tile) == len(state.barnyard)
    slots: dict[Tile, list[int]] = {}
    for i, p in enumerate(state.barnyard):
        if i == 0:
            assert p.role == START and p.on is None and p.tile.is_double
            continue
        parent = by_tile[p.on]  # type: ignore[index]
        touching = parent.tile.high if parent.role in (START, DOUBLE) else parent.outward
        assert p.inward == touching
        if parent.role == START:
            assert p.role == SPOKE
        elif parent.role == DOUBLE:
            assert p.role == TOE
        else:
            assert p.role == (DOUBLE if p.tile.is_double else ARM) and p.slot == 0
        if p.role in (SPOKE, TOE):
            slots.setdefault(parent.tile, []).append(p.slot)
    for double, used in slots.items():
        assert used == list(range(len(used)))
        assert len(used) <= (state.rules.spokes if by_tile[double].role == START else 3)


@SETTINGS
@given(rule_sets, st.integers(0, 2**32))
def test_legal_plays_match_a_fresh_reading_of_the_barnyard(rules_seats: tuple[RuleSet, int],
                                                           seed: int) -> None:
    rules, seats = rules_seats
    rng = random.Random(seed)
    state = Game(rules, seats, rng).next_round()
    while not state.is_over:
        if state.phase == "play" and state.barnyard:
            check_tree(state)
            plays = {(a.tile, a.on) for a in state.plays_for(state.to_act)
                     if isinstance(a, Play) and a.on is not None}
            assert plays == oracle_plays(state, state.to_act)
        state.apply(rng.choice(state.legal_actions()))
