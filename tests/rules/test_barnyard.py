"""The barnyard answers what the layout implies: open ends, the pending double, what a play places."""
from __future__ import annotations

import random

from game.rules import (
    ARM, DOUBLE, SPOKE, START, TOE, Barnyard, Draw, Pass, Play, RoundState, RuleSet, Tile,
    full_set,
)

T = Tile.parse


def scripted(rules: RuleSet = RuleSet()) -> RoundState:
    hands = [["9-9", "9-1", "9-2", "9-3", "3-3", "0-0"],
             ["9-4", "3-1", "3-2", "3-0", "8-1", "7-1"]]
    return RoundState(rules, [[T(t) for t in h] for h in hands], [T("5-4"), T("6-4")])


def test_apply_returns_the_placed_tile_and_the_barnyard_agrees() -> None:
    state = scripted()
    start = state.apply(Play(0, T("9-9")))
    assert start is not None and (start.role, start.on, start.seat) == (START, None, 0)
    assert state.barnyard.pending is T("9-9") and state.barnyard.needed == 4
    assert state.barnyard.pending_role == SPOKE and list(state.barnyard.free_slots()) == [0, 1, 2, 3]
    spoke = state.apply(Play(1, T("9-4"), T("9-9")))
    assert spoke == state.barnyard[-1]
    assert (spoke.role, spoke.slot, spoke.outward, spoke.inward) == (SPOKE, 0, 4, 9)
    assert list(state.barnyard.free_slots()) == [1, 2, 3]


def test_placing_predicts_exactly_what_apply_places_in_random_rounds() -> None:
    for seed in range(40):
        rng = random.Random(seed)
        rules = RuleSet(opening=rng.choice(["cross", "double-foot"]))
        tiles = full_set(9)
        rng.shuffle(tiles)
        state = RoundState(rules, [tiles[:11], tiles[11:22], tiles[22:33]], tiles[33:])
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            guess = None
            if isinstance(action, Play):
                guess = state.barnyard.placing(action.tile, action.on, action.seat)
            before = len(state.barnyard)
            placed = state.apply(action)
            assert placed == guess
            if placed is not None:
                assert len(state.barnyard) == before + 1
                assert state.barnyard.tile_at(placed.tile) == placed


def test_a_chicken_foot_is_pending_until_its_three_toes_are_laid() -> None:
    barnyard = Barnyard(9, 4)
    barnyard.place(T("9-9"), None, 0)
    for i, t in enumerate(("9-1", "9-2", "9-3", "9-6")):
        barnyard.place(T(t), T("9-9"), i % 2)
    assert barnyard.pending is None and barnyard.open_numbers() == [1, 2, 3, 6]
    foot = barnyard.place(T("3-3"), T("9-3"), 0)
    assert foot.role == DOUBLE and barnyard.pending is T("3-3")
    assert barnyard.pending_role == TOE and barnyard.open_numbers() == [3]
    assert barnyard.open_ends() == [(3, T("3-3"))]
    toe = barnyard.placing(T("3-1"), T("3-3"), 1)
    assert (toe.role, toe.slot) == (TOE, 0)
    after = barnyard.after(T("3-1"), T("3-3"), 1)
    assert barnyard.needed == 3 and after.needed == 2  # `after` changed a copy only
    for t in ("3-1", "3-2", "3-0"):
        barnyard.place(T(t), T("3-3"), 1)
    assert barnyard.pending is None and barnyard.open_numbers() == [0, 1, 2, 6]
    arm = barnyard.place(T("6-4"), T("9-6"), 0)
    assert arm.role == ARM and barnyard.open_numbers() == [0, 1, 2, 4]


def test_points_count_the_double_blank_by_the_house_rule() -> None:
    assert RuleSet().points(T("0-0")) == 50
    assert RuleSet(double_blank=25).points(T("0-0")) == 25
    assert RuleSet().points(T("9-3")) == 12


def test_a_pass_leaves_the_barnyard_alone() -> None:
    state = scripted()
    state.apply(Play(0, T("9-9")))
    for _ in range(6):
        snapshot = state.barnyard.copy()
        legal = state.legal_actions()
        action = next((a for a in legal if isinstance(a, (Draw, Pass))), legal[0])
        placed = state.apply(action)
        if not isinstance(action, Play):
            assert placed is None and state.barnyard == snapshot


def test_what_a_barnyard_without_a_pending_double_answers() -> None:
    """No slots are free and no play lacks a spoke or toe; `after` lays a copy for its seat."""
    barnyard = Barnyard(9, 4)
    assert (barnyard.pending, barnyard.needed) == (None, 0) and barnyard.pending_role is None
    assert list(barnyard.free_slots()) == []
    barnyard.place(T("9-9"), None, 0)
    for slot, tile in enumerate(("9-1", "9-2", "9-3", "9-4")):
        barnyard.place(T(tile), T("9-9"), slot % 2)
    assert barnyard.pending is None and list(barnyard.free_slots()) == []
    arm = barnyard.place(T("3-0"), T("9-3"), 1)
    assert arm.role == ARM and barnyard.needed_after(arm) == 0
    later = barnyard.after(T("4-4"), T("9-4"), 1)
    assert later[-1] == (T("4-4"), T("9-4"), DOUBLE, 0, 4, 1) and later.needed_after(later[-1]) == 3
    assert len(barnyard) == 6 and later.pending is T("4-4") and barnyard.pending is None


def test_a_barnyard_known_by_its_open_ends_offers_just_those() -> None:
    """As the AI's scripted positions make it: no tiles, nothing pending."""
    barnyard = Barnyard.of_ends(9, 6, {3: [T("9-3")], 7: (T("7-1"), T("7-2"))})
    assert (len(barnyard), barnyard.pending, barnyard.spokes) == (0, None, 6)
    assert barnyard.open_numbers() == [3, 7]
    assert barnyard.open_ends() == [(3, T("9-3")), (7, T("7-1")), (7, T("7-2"))]


def test_left_of_counts_the_tiles_of_a_number_not_yet_in_the_barnyard() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        top = rng.choice((6, 9, 12))
        tiles = full_set(top)
        rng.shuffle(tiles)
        seats = 4
        size = min(8, (len(tiles) - 4) // seats)
        hands = [tiles[i * size:(i + 1) * size] for i in range(seats)]
        state = RoundState(RuleSet(set=top), hands, tiles[seats * size:])
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            down = {placed.tile for placed in state.barnyard}
            for number in range(top + 1):
                assert state.barnyard.left_of(number) == sum(
                    1 for t in full_set(top) if t.has(number) and t not in down)


def test_a_foot_knows_how_many_tiles_of_its_number_are_left_to_toe_it() -> None:
    barnyard = Barnyard(9, 4)
    barnyard.place(T("9-9"), None, 0)
    for t in ("9-3", "9-4", "9-5", "9-6"):
        barnyard.place(T(t), T("9-9"), 0)
    for t, on in (("3-0", "9-3"), ("0-1", "3-0"), ("1-3", "0-1"), ("3-3", "1-3")):
        barnyard.place(T(t), T(on), 0)
    assert barnyard.pending is T("3-3") and barnyard.needed == 3
    assert barnyard.left_of(3) == 6  # of 3-0 ... 3-9: 9-3, 3-0, 1-3 and 3-3 are down
    assert barnyard.left_of(9) == 5 and barnyard.left_of(8) == 10  # no 8 is down
