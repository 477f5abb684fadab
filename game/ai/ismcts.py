"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012): the expert's way
of thinking.

Single-observer ISMCTS. The tree is over the expert's information sets: a node is a sequence of
actions as its seat saw them (plays with their tiles, draws without), so the same node stands
for every deal of the hidden tiles that agrees with what it has seen. Each iteration:

1. deals the tiles it cannot see at random, consistently with everything public (the hard
   tier's inferences: who drew or passed on which numbers; `knowledge.Dealer`), tilted by
   what opponents' choices suggest (they shed heavy tiles first: `tendencies`);
2. walks down the tree on that deal: the expert picks its moves by UCB1 among the moves legal
   in this deal, weighed by how often each was available (the subset-armed bandit: `avail`
   counts the iterations in which a move was legal); opponents play the play-out policy's
   move (`reply` "policy": at a few hundred iterations UCB1 replies are mostly exploration;
   even dealt the true hands, the search then won 0.668 of four-seat rounds against 0.768
   with policy replies; with `reply` "tree" they pick by UCB1 for their own reward too);
3. adds one node for a move not tried yet, the one the play-out policy prefers (`expand`
   "policy"; or at random), until the tree is `depth` plies deep; below the root a node adds
   one only while it has fewer than `widen` x sqrt(its visits) children (progressive
   widening), so the expert's own later moves start as the policy's and earn alternatives
   with visits (every move at once played them almost at random at these budgets: two seats
   against `flat`, 0.464 without, 0.519 with);
4. plays the round out with the cheap play-out policy (`playout`; with `block` it favours a
   double the next seat cannot toe in this deal);
5. credits every node on the path with the reward of the seat that made its move (each seat
   plays for its own win share).

The expert plays the root move tried most. With `root` "halving" the root's moves are not
chosen by UCB1 but take turns on each deal (paired sequential halving: Karnin, Koren & Somekh
2013; Pepels et al. 2014 at the root of MCTS): every surviving move is tried on the same deal
with the same random numbers for its play-outs, so the comparison between moves is not drowned
by the luck of the deal; after each of log2(moves) equal shares of the budget the worse half is
dropped, and the expert plays the better of the last two by mean reward.

Chickenlittle: every seat announces in the simulations (so nobody is caught); the expert itself
always announces and catches (`Player`).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Optional

from game.ai.hard import counting_choice
from game.ai.knowledge import Dealer, infer
from game.ai.playout import NOISE, WIN_WEIGHT, rewards, rollout_move, turn_moves
from game.ai.search import RESERVE, Clock, Search
from game.ai.position import position_from_view
from game.ai.tendencies import deal_weights
from game.rules.actions import Action
from game.rules.round import RoundState
from game.rules.view import PlayerView
from game.tiers import DEFAULT_BUDGET


@dataclass(frozen=True)
class Tuning:
    """The search's settings (chosen by tournaments; see the README's tier table)."""

    explore: float = 0.7  # UCB1 exploration constant (rewards lie in 0..1)
    depth: int = 1000  # plies the tree may grow below the root
    noise: float = NOISE  # play-out policy: random spread on every play's score
    follow: float = 0.0  # play-out policy: bonus for a play the hand can follow up
    shed: float = 1.0  # deals: how surely opponents shed heavy tiles first (0: not read)
    expand: str = "policy"  # which untried move a node adds first: "random" or "policy"
    playouts: int = 1  # play-outs from each new node (their rewards averaged)
    widen: float = 1.0  # below the root, a node adds a child only while it has fewer than
    # widen x sqrt(its visits) (progressive widening; 0: every move at once)
    block: float = 0.0  # play-out policy: bonus for a double the next seat cannot toe
    variety: float = 0.0  # play-out policy: cost of each number a play leaves the hand without
    reply: str = "policy"  # opponents' moves in the tree: by UCB1 ("tree") or by the play-out
    # policy ("policy": the tree then searches only the expert's own choices)
    win: float = WIN_WEIGHT  # reward: the weight of the win share against the pip margin
    root: str = "ucb"  # how the root's moves share the iterations: by UCB1 ("ucb") or by paired
    # sequential halving ("halving": every surviving move tried on the same deal, the worse
    # half dropped after each of log2(moves) equal shares of the budget)

    def __post_init__(self) -> None:
        if self.expand not in ("random", "policy"):
            raise ValueError(f'expand: expected "random" or "policy", found {self.expand!r}')
        if self.reply not in ("tree", "policy"):
            raise ValueError(f'reply: expected "tree" or "policy", found {self.reply!r}')
        if self.root not in ("ucb", "halving"):
            raise ValueError(f'root: expected "ucb" or "halving", found {self.root!r}')
        if self.depth < 1:
            raise ValueError(f"depth: expected 1 or more, found {self.depth}")
        if self.widen < 0:
            raise ValueError(f"widen: expected 0 or more, found {self.widen}")
        if not 0.0 <= self.win <= 1.0:
            raise ValueError(f"win: expected a number from 0 to 1, found {self.win}")
        if self.playouts < 1:
            raise ValueError(f"playouts: expected 1 or more, found {self.playouts}")


class Node:
    """One information set reached by `seat`'s move: its statistics and its children."""

    __slots__ = ("seat", "visits", "total", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # the seat whose move leads here (whose reward `total` sums)
        self.visits = 0
        self.total = 0.0
        self.avail = 1  # iterations in which this node's move was legal
        self.children: dict[Action, Node] = {}


class TreeSearch(Search):
    """ISMCTS from one seat's view; step it with time slices (see `Search`)."""

    def __init__(self, seat: int, dealer: Dealer, fallback: Action, rng: random.Random,
                 budget: Optional[float] = DEFAULT_BUDGET, iterations: Optional[int] = None,
                 tuning: Tuning = Tuning(), clock: Clock = time.perf_counter) -> None:
        super().__init__(fallback, rng, budget, iterations, clock)
        self.seat = seat
        self.dealer = dealer
        self.tuning = tuning
        self.root = Node(seat)
        self.nodes = 1
        self.deepest = 0
        self.reactions = dealer.view.rules.chickenlittle != "off"
        # halving: the root moves still in the running, those not yet tried on this deal,
        # the deal and its play-outs' random seed, the cuts planned and made, and when it began
        self.survivors: list[Action] = []
        self.round: list[Action] = []
        self.deal: Optional[RoundState] = None
        self.seed = 0
        self.cuts = 0
        self.cut = 0
        self.began = 0.0  # seconds spent before the first iteration (reading the history)

    def iterate(self) -> None:
        """One deal, one walk down the tree, one new node, one play-out, the rewards back up."""
        if self.tuning.root == "halving":
            leaf, path, rng = self._paired()
        else:
            rng = self.rng
            leaf = self.dealer.state(rng)
            path = self._descend(leaf, self.root, 0, rng)
        tuning = self.tuning
        reward = [0.0] * leaf.seats
        for k in range(tuning.playouts):
            state = leaf if k == tuning.playouts - 1 else leaf.clone()
            steps = 0
            while not state.is_over and steps < 2000:
                state.apply(self._policy(state, rng))
                steps += 1
            for seat, r in enumerate(rewards(state, tuning.win)):
                reward[seat] += r / tuning.playouts
        for node in path:
            node.visits += 1
            node.total += reward[node.seat]
        self.root.visits += 1

    def _policy(self, state: RoundState, rng: random.Random,
                moves: Optional[list[Action]] = None) -> Action:
        """The play-out policy's move (among `moves` if given) with this search's settings."""
        t = self.tuning
        return rollout_move(state, rng, t.noise, t.follow, moves, t.block, t.variety)

    def _paired(self) -> tuple[RoundState, list[Node], random.Random]:
        """Halving: the next surviving root move on this deal (a new deal once every survivor
        has been tried on it), then the walk below it; the play-outs after each root move on
        one deal share their random numbers too, so the moves are compared on equal luck."""
        deal = self.deal
        if deal is None or not self.round:
            if deal is None:
                self.began = self.spent
            else:
                self._halve()
            deal = self.deal = self.dealer.state(self.rng)
            if not self.survivors:
                self.survivors = turn_moves(deal) if self.reactions else deal.legal_actions()
                self.cuts = math.ceil(math.log2(len(self.survivors)))
            self.round = list(self.survivors)
            self.seed = self.rng.getrandbits(64)
        a = self.round.pop()
        state = deal.clone()
        rng = random.Random(self.seed)
        state.apply(a)
        child = self.root.children.get(a)
        if child is None:
            child = self.root.children[a] = Node(a.seat)
            self.nodes += 1
            return state, [child], rng
        return state, [child] + self._descend(state, child, 1, rng), rng

    def _halve(self) -> None:
        """Drop the worse half of the surviving root moves (by mean reward over the deals all
        of them were tried on) at each end of an equal share of the (planned) iterations."""
        done = self.done_iterations
        if self.iterations is not None:
            planned = float(self.iterations)
        else:  # those done and those the pace so far promises in the time left
            pace = done / max(self.spent - self.began, 1e-9)
            planned = done + max(0.0, RESERVE * (self.budget or 0.0) - self.spent) * pace
        children = self.root.children
        while len(self.survivors) > 1 and done >= planned * (self.cut + 1) / self.cuts:
            self.survivors.sort(key=lambda a: -children[a].total / children[a].visits)
            del self.survivors[(len(self.survivors) + 1) // 2:]
            self.cut += 1

    def _descend(self, state: RoundState, node: Node, depth: int,
                 rng: random.Random) -> list[Node]:
        """Select and expand from `node`, `depth` plies below the root, on `state` (changing
        it); the nodes passed, below `node`."""
        path: list[Node] = []
        explore = self.tuning.explore
        widen = self.tuning.widen
        by_policy = self.tuning.reply == "policy"
        log, sqrt = math.log, math.sqrt
        while not state.is_over and depth < self.tuning.depth:
            moves = turn_moves(state) if self.reactions else state.legal_actions()
            children = node.children
            depth += 1
            if by_policy and state.to_act != self.seat and len(moves) > 1:
                a = self._policy(state, rng, moves)
                child = children.get(a)
                state.apply(a)
                if child is None:
                    child = children[a] = Node(a.seat)
                    self.nodes += 1
                    path.append(child)
                    break
                child.avail += 1
                node = child
                path.append(node)
                continue
            fresh: list[Action] = []
            chosen: Optional[Action] = None
            best = -1.0
            for a in moves:
                child = children.get(a)
                if child is None:
                    fresh.append(a)
                    continue
                child.avail += 1
                value = (child.total / child.visits
                         + explore * sqrt(log(child.avail) / child.visits))
                if value > best:
                    best, chosen = value, a
            if fresh and chosen is not None and node is not self.root and widen and \
                    len(children) >= widen * sqrt(node.visits + 1):
                fresh = []  # enough children for its visits: pick among them
            if fresh:
                if len(fresh) == 1:
                    a = fresh[0]
                elif self.tuning.expand == "policy":  # the move the play-out policy prefers
                    a = self._policy(state, rng, fresh)
                else:
                    a = fresh[int(rng.random() * len(fresh))]
                child = Node(a.seat)
                children[a] = child
                self.nodes += 1
                state.apply(a)
                path.append(child)
                break
            assert chosen is not None
            node = children[chosen]
            state.apply(chosen)
            path.append(node)
        self.deepest = max(self.deepest, depth)
        return path

    def best(self) -> Action:
        """The root move tried most (the best mean reward on a tie); halving: the surviving
        move with the best mean reward."""
        children = self.root.children
        if self.survivors:
            return max((a for a in self.survivors if a in children),
                       key=lambda a: children[a].total / children[a].visits)
        return max(children, key=lambda a: (children[a].visits,
                                            children[a].total / children[a].visits))

    def stats(self) -> dict[str, float]:
        """Iterations, seconds spent, tree nodes and depth: for benchmarks."""
        return {"iterations": self.done_iterations, "seconds": self.spent,
                "nodes": self.nodes, "depth": self.deepest}


def tree_search(view: PlayerView, rng: random.Random, budget: Optional[float] = DEFAULT_BUDGET,
                iterations: Optional[int] = None, tuning: Tuning = Tuning(),
                clock: Clock = time.perf_counter) -> TreeSearch:
    """The search for a view whose seat is to act with a choice; the hard tier's move is its
    answer until the first iteration is done. Its time budget is read from `clock`."""
    started = clock()
    knowledge = infer(view)
    fallback = counting_choice(view, position_from_view(view, knowledge))
    weights = deal_weights(view, knowledge, tuning.shed)
    search = TreeSearch(view.seat, Dealer(view, knowledge, weights=weights), fallback, rng,
                        budget=budget, iterations=iterations, tuning=tuning, clock=clock)
    search.spent = clock() - started  # reading the history counts too
    return search
