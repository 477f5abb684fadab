"""Each tier thinks its own way: scripted tables and checks over many random rounds."""
from __future__ import annotations

import random

from ai_states import random_state
from game.ai import make_player
from game.ai.hard import counting_score, lack_chance
from game.ai.medium import greedy_score
from game.ai.player import turn_actions
from game.ai.position import Position, number_counts
from game.rules import Announce, Barnyard, Catch, Play, RuleSet, Tile

T = Tile.parse


def table(hand: list[str], ends: dict[int, list[str]], unseen: list[str], counts=(5, 3),
          voids=(0, 0)) -> Position:
    """A two-seat table for seat 0 (the unseen tiles are the opponent's and the yard)."""
    tiles = [T(u) for u in unseen]
    return Position(
        seat=0, seats=2, hand=[T(h) for h in hand],
        barnyard=Barnyard.of_ends(9, 4, {n: [T(t) for t in at] for n, at in ends.items()}),
        unseen_by_number=number_counts(tiles, 9), unseen_pips=sum(t.pips for t in tiles),
        unseen_tiles=len(tiles), hand_counts=counts, voids=voids, rules=RuleSet())


def test_greedy_sheds_weight_and_lays_only_safe_doubles() -> None:
    t = table(["9-7", "2-1", "8-8", "4-4", "4-2"],
              {7: ["7-1"], 8: ["8-1"], 4: ["4-0"], 1: ["1-0"]}, ["7-7", "6-5"])
    heavy = greedy_score(t, Play(0, T("9-7"), T("7-1")))
    light = greedy_score(t, Play(0, T("2-1"), T("1-0")))
    assert heavy > light
    safe = greedy_score(t, Play(0, T("4-4"), T("4-0")))  # 4-2 can toe it
    unsafe = greedy_score(t, Play(0, T("8-8"), T("8-1")))  # nothing left with an 8
    assert safe > unsafe


def test_counting_lays_a_double_the_next_seat_cannot_toe() -> None:
    hand = ["5-5", "5-1", "5-2", "9-7"]
    ends = {5: ["5-0"], 7: ["7-0"]}
    unseen = ["6-6", "6-3", "4-1", "3-2", "8-8", "8-6", "5-3"]
    void_5 = (0, 1 << 5)
    knows = counting_score(table(hand, ends, unseen, voids=void_5), Play(0, T("5-5"), T("5-0")))
    heavy = counting_score(table(hand, ends, unseen, voids=void_5), Play(0, T("9-7"), T("7-0")))
    assert knows > heavy
    # Without the inference, the heavy tile is worth more than a double the opponent may toe.
    guess = counting_score(table(hand, ends, unseen[:-1] + ["5-4", "5-6", "5-8"]),
                           Play(0, T("5-5"), T("5-0")))
    assert guess < knows


def test_counting_fears_a_foot_it_cannot_toe_and_a_heavy_stalemate() -> None:
    ends = {5: ["5-0"], 7: ["7-0"]}
    no_toe = counting_score(table(["5-5", "9-7", "1-1"], ends, ["5-4", "5-3", "5-2"]),
                            Play(0, T("5-5"), T("5-0")))
    with_toe = counting_score(table(["5-5", "9-7", "5-1"], ends, ["5-4", "5-3", "5-2"]),
                              Play(0, T("5-5"), T("5-0")))
    assert with_toe > no_toe
    # Only two tiles with a 5 remain anywhere: the foot can never close. Heavy hand: avoid.
    stuck = counting_score(table(["5-5", "9-8", "9-9", "5-1"], ends, ["5-4", "1-0", "2-0"],
                                 counts=(5, 2)), Play(0, T("5-5"), T("5-0")))
    assert stuck < 0


def test_lack_chance_counts_tiles() -> None:
    t = table(["1-1"], {1: ["1-0"]}, ["5-4", "3-2", "6-6"], counts=(1, 1))
    assert lack_chance(t, 1, 9) == 1.0  # no unseen 9 at all
    assert abs(lack_chance(t, 1, 5) - 2 / 3) < 1e-9  # one tile of three shows a 5
    known = table(["1-1"], {1: ["1-0"]}, ["5-4", "3-2", "6-6"], counts=(1, 1),
                  voids=(0, 1 << 5))
    assert lack_chance(known, 1, 5) == 1.0


def test_medium_always_sheds_the_double_blank_when_it_can() -> None:
    rules = RuleSet(set=9, hand_size=9)
    seen = 0
    for seed in range(300):
        state = random_state(rules, 2, seed, seed % 40)
        if state.is_over:
            continue
        view = state.view(state.to_act)
        plays = [a for a in turn_actions(view) if isinstance(a, Play)]
        if any(p.tile.index == 0 for p in plays):
            seen += 1
            assert make_player("medium").choose(view, random.Random(seed)).tile.index == 0
    assert seen >= 3


def owed_and_catchable_views():
    """Views in enforced-Chickenlittle rounds where an announcement or a catch is legal."""
    rules = RuleSet(set=6, hand_size=5, chickenlittle="enforced")
    for seed in range(400):
        state = random_state(rules, 3, seed, 0)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in range(state.seats):
                view = state.view(seat)
                if any(isinstance(a, (Announce, Catch)) for a in view.legal):
                    yield view
            acts = [a for a in state.legal_actions() if not isinstance(a, (Announce, Catch))]
            state.apply(rng.choice(acts))


def test_hard_always_announces_and_catches_easy_sometimes_forgets() -> None:
    hard, easy = make_player("hard"), make_player("easy")
    announced = forgot = caught = 0
    for view in owed_and_catchable_views():
        kinds = {type(a) for a in view.legal}
        reaction = hard.react(view, random.Random(0))
        assert reaction is not None and reaction in view.legal
        if Announce in kinds:
            assert isinstance(reaction, Announce)
            if easy.react(view, random.Random(view.turn_no)) is None:
                forgot += 1
            else:
                announced += 1
        else:
            caught += 1
        if announced > 5 and forgot > 5 and caught > 5:
            return
    raise AssertionError((announced, forgot, caught))
