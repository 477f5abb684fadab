"""The expert's information-set tree search: its tree, its statistics, its choices."""
from __future__ import annotations

import random

import pytest

from ai_states import random_state
from game.ai.expert import ExpertPlayer
from game.ai.ismcts import Node, TreeSearch, Tuning, tree_search
from game.ai.player import turn_actions
from game.ai.playout import rewards, rollout_move
from game.rules import Draw, Pass, Play, RoundState, RuleSet, Tile
from game.rules.tiles import full_set

T = Tile.parse


def a_choice(seats: int = 2, seed: int = 0, rules: RuleSet = RuleSet()) -> RoundState:
    """A state where the seat to act has more than two moves."""
    for s in range(seed, seed + 400):
        state = random_state(rules, seats, s, 9 + s % 7)
        if not state.is_over and len(turn_actions(state.view(state.to_act))) > 2:
            return state
    raise AssertionError("no state with a choice")


def a_finished_round(seats: int) -> RoundState:
    """A round played to its end from `a_choice`, each seat taking its first turn action."""
    state = a_choice(seats=seats)
    while not state.is_over:
        state.apply(turn_actions(state.view(state.to_act))[0])
    return state


def walk(node: Node) -> list[Node]:
    """Every node below `node`."""
    out = []
    for child in node.children.values():
        out.append(child)
        out.extend(walk(child))
    return out


def test_each_iteration_adds_one_node_and_the_root_holds_the_seats_moves() -> None:
    state = a_choice(seats=3)
    view = state.view(state.to_act)
    search = tree_search(view, random.Random(1), iterations=120)
    search.step(float("inf"))
    below = walk(search.root)
    assert search.done_iterations == 120 and search.root.visits == 120
    assert search.nodes == len(below) + 1 <= 121
    assert set(search.root.children) == set(turn_actions(view))  # every move tried
    assert sum(c.visits for c in search.root.children.values()) == 120
    assert search.result() in turn_actions(view)


def test_opponents_moves_are_in_the_tree_with_their_own_statistics() -> None:
    state = a_choice(seats=3)
    view = state.view(state.to_act)
    search = tree_search(view, random.Random(2), iterations=300)
    search.step(float("inf"))
    below = walk(search.root)
    assert {n.seat for n in below} == {0, 1, 2}  # every seat moves in the tree
    assert search.deepest >= 3
    for node in below:
        assert 1 <= node.visits <= node.avail  # tried only when it was legal
        assert 0.0 <= node.total <= node.visits  # rewards lie in 0..1
        assert sum(c.visits for c in node.children.values()) <= node.visits


def test_the_tree_grows_no_deeper_than_told() -> None:
    state = a_choice(seats=2)
    view = state.view(state.to_act)
    search = tree_search(view, random.Random(3), iterations=200, tuning=Tuning(depth=2))
    search.step(float("inf"))
    assert search.deepest <= 2
    assert all(not c.children for n in search.root.children.values()
               for c in n.children.values())


def test_progressive_widening_grows_fewer_children_below_the_root() -> None:
    """Below the root a node adds a child only while it has fewer than widen x sqrt(visits)
    (or when none of its children is legal in this deal); the root keeps every move."""
    state = a_choice(seats=3)
    view = state.view(state.to_act)

    def widest(widen: float) -> int:
        search = tree_search(view, random.Random(4), iterations=400,
                             tuning=Tuning(widen=widen, reply="tree"))
        search.step(float("inf"))
        assert set(search.root.children) == set(turn_actions(view))
        return max(len(n.children) for n in walk(search.root))

    assert widest(0.5) < widest(0.0)
    with pytest.raises(ValueError, match="widen"):
        Tuning(widen=-1.0)


def test_it_goes_out_rather_than_draw() -> None:
    """Drawing is allowed (must_play off), but its last tile fits: the search goes out."""
    rules = RuleSet(set=6, hand_size=2, must_play=False)
    mine, theirs = [T("6-6"), T("6-3")], [T("5-4"), T("4-2"), T("2-1")]
    for seed in range(5):
        yard = [t for t in full_set(6) if t not in mine + theirs]
        random.Random(seed).shuffle(yard)
        state = RoundState(rules, [mine, theirs], yard)
        state.apply(Play(0, T("6-6")))  # seat 0 sets the double
        state.apply(Draw(1))  # seat 1 holds no 6
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Pass)))
        view = state.view(0)
        assert Draw(0) in turn_actions(view)
        assert ExpertPlayer(iterations=30).choose(view, random.Random(seed)) == \
            Play(0, T("6-3"), T("6-6"))


def test_rewards_split_a_tie_and_favour_the_lowest_hand() -> None:
    state = a_finished_round(seats=3)
    scores = state.scores()
    got = rewards(state)
    assert all(0.0 <= r <= 1.0 for r in got)
    best = min(scores)
    for seat, score in enumerate(scores):
        if score == best:
            assert got[seat] == max(got)
        else:
            assert got[seat] < 0.5


def test_a_reward_of_the_win_alone_is_the_share_of_the_win() -> None:
    state = a_finished_round(seats=3)
    scores = state.scores()
    best = min(scores)
    share = 1.0 / scores.count(best)
    assert rewards(state, 1.0) == [share if s == best else 0.0 for s in scores]
    margins = rewards(state, 0.0)  # the pip margin alone: fewer pips, more reward
    for i, mine in enumerate(scores):
        for j, theirs in enumerate(scores):
            if mine < theirs:
                assert margins[i] > margins[j]
    with pytest.raises(ValueError, match="win"):
        Tuning(win=1.5)


def test_a_search_is_cut_short_by_cancel_and_keeps_a_legal_move() -> None:
    state = a_choice(seats=4, rules=RuleSet(hand_size=7))
    view = state.view(state.to_act)
    search = tree_search(view, random.Random(4), budget=60.0)
    assert isinstance(search, TreeSearch) and search.result() in turn_actions(view)
    search.step(0.0)
    search.cancel()
    done = search.done_iterations
    assert search.step(1.0) is True and search.done_iterations == done
    assert search.result() in turn_actions(view)


def test_draw_and_pass_are_moves_of_the_tree_too() -> None:
    rules = RuleSet(must_play=False)  # draw is always a choice while the yard has tiles
    state = a_choice(seats=2, rules=rules)
    view = state.view(state.to_act)
    search = tree_search(view, random.Random(5), iterations=150)
    search.step(float("inf"))
    assert any(isinstance(a, Draw) for a in search.root.children)
    kinds = {type(a) for n in walk(search.root) for a in n.children}
    assert Draw in kinds and (Pass in kinds or Play in kinds)


def test_opponents_reply_by_the_play_out_policy_when_told() -> None:
    """With reply "policy" an opponent's node grows only the replies the policy picks: far
    fewer than UCB1 tries; the root still holds every move of the seat."""
    state = a_choice(seats=2)
    view = state.view(state.to_act)

    def replies(reply: str) -> int:
        search = tree_search(view, random.Random(6), iterations=300,
                             tuning=Tuning(reply=reply, noise=0.0))
        search.step(float("inf"))
        assert set(search.root.children) == set(turn_actions(view))
        return sum(len(n.children) for n in walk(search.root) if n.seat == view.seat)

    assert replies("policy") < replies("tree")
    with pytest.raises(ValueError, match="reply"):
        Tuning(reply="best")


def test_the_play_out_policy_lays_a_double_the_next_seat_cannot_toe_when_told() -> None:
    """`block` weighs a double (with a toe in hand) the next seat's hand cannot toe."""
    found = 0
    for seed in range(300):
        state = random_state(RuleSet(), 2, seed, 6 + seed % 9)
        if state.is_over:
            continue
        seat = state.to_act
        nxt = state.hands[(seat + 1) % state.seats]
        hand = state.hands[seat]
        doubles = [a for a in turn_actions(state.view(seat)) if isinstance(a, Play)
                   and a.tile.is_double and a.on is not None
                   and a.on is not state.barnyard.pending
                   and any(t is not a.tile and t.has(a.tile.high) for t in hand)
                   and not any(t.has(a.tile.high) for t in nxt)]
        if not doubles:
            continue
        plain = rollout_move(state, random.Random(0), noise=0.0)
        blocking = rollout_move(state, random.Random(0), noise=0.0, block=100.0)
        assert blocking in doubles
        found += plain not in doubles
    assert found  # somewhere the policy alone would have laid something else


def test_the_play_out_policy_keeps_its_suits_when_told() -> None:
    """`variety` weighs each number a play leaves the hand without: told strongly enough, the
    policy lays a tile whose numbers the hand keeps elsewhere over a heavier lone one."""
    found = 0
    for seed in range(300):
        state = random_state(RuleSet(), 2, seed, 6 + seed % 9)
        if state.is_over:
            continue
        hand = state.hands[state.to_act]

        def lost(play: Play) -> int:
            return sum(not any(t is not play.tile and t.has(n) for t in hand)
                       for n in {play.tile.high, play.tile.low})

        plays = [a for a in turn_actions(state.view(state.to_act)) if isinstance(a, Play)
                 and not a.tile.is_double]
        if len({lost(p) for p in plays}) < 2:
            continue
        plain = rollout_move(state, random.Random(0), noise=0.0)
        keeping = rollout_move(state, random.Random(0), noise=0.0, variety=100.0)
        assert isinstance(keeping, Play)
        assert lost(keeping) == min(lost(p) for p in plays if not p.tile.is_double)
        found += isinstance(plain, Play) and lost(plain) > lost(keeping)
    assert found  # somewhere the heaviest play gave up a suit


def test_halving_tries_every_move_on_the_same_deals_and_keeps_the_better_half() -> None:
    """root "halving": the moves share each deal, so while two are both in the running they
    have been tried equally often; each cut drops the worse half by mean reward, and the
    choice is the better of the last two."""
    state = a_choice(seats=2, seed=3)
    view = state.view(state.to_act)
    moves = turn_actions(view)
    search = tree_search(view, random.Random(4), iterations=400, tuning=Tuning(root="halving"))
    search.step(float("inf"))
    children = search.root.children
    assert set(children) == set(moves) and search.done_iterations == 400
    assert len(search.survivors) == min(2, len(moves))
    visits = sorted({children[a].visits for a in search.survivors})
    assert visits[-1] - visits[0] <= 1  # paired: the last round may be cut short
    dropped = [a for a in moves if a not in search.survivors]
    assert all(children[a].visits < children[search.survivors[0]].visits for a in dropped)
    mean = {a: children[a].total / children[a].visits for a in moves}
    assert search.result() == max(search.survivors, key=mean.__getitem__)
    again = tree_search(view, random.Random(4), iterations=400, tuning=Tuning(root="halving"))
    again.step(float("inf"))
    assert again.result() == search.result()  # reproducible for the seed
    with pytest.raises(ValueError, match="root"):
        Tuning(root="best")


class Ticking:
    """A clock that moves on by `tick` seconds each time it is read: time counted in work, the
    same on a busy machine as on a quiet one."""

    def __init__(self, tick: float) -> None:
        self.now = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_halving_against_the_clock_plans_its_cuts_from_the_pace_so_far() -> None:
    """With a time budget the cuts come at shares of the iterations the pace promises (the
    clock counts reads: an iteration takes 2 ms of it)."""
    state = a_choice(seats=3, seed=5)
    view = state.view(state.to_act)
    clock = Ticking(0.001)
    search = tree_search(view, random.Random(5), budget=0.3, tuning=Tuning(root="halving"),
                         clock=clock)
    while not search.step(0.05):
        pass
    assert search.cut >= 1 and len(search.survivors) < len(turn_actions(view))
    assert search.result() in search.survivors
