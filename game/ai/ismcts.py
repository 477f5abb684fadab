"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012): the expert's way
of thinking.

Single-observer ISMCTS. The tree is over the expert's information sets: a node is a sequence of
actions as its seat saw them (plays with their tiles, draws without), so the same node stands
for every deal of the hidden tiles that agrees with what it has seen. Each iteration:

1. deals the tiles it cannot see at random, consistently with everything public (the hard
   tier's inferences: who drew or passed on which numbers; `knowledge.Dealer`), tilted by
   what opponents' choices suggest (they shed heavy tiles first: `tendencies`);
2. walks down the tree on that deal, every seat (opponents too) picking its move by UCB1 among
   the moves legal in this deal, weighed by how often each was available (the subset-armed
   bandit: `avail` counts the iterations in which a move was legal); with `reply` "policy"
   opponents play the play-out policy's move instead;
3. adds one node for a move not tried yet (until the tree is `depth` plies deep; with
   `widen`, a node below the root adds one only while it has few children for its visits);
4. plays the round out with the cheap play-out policy (`playout`; with `block` it favours a
   double the next seat cannot toe in this deal);
5. credits every node on the path with the reward of the seat that made its move (each seat
   plays for its own win share).

The expert plays the root move tried most. Chickenlittle: every seat announces in the
simulations (so nobody is caught); the expert itself always announces and catches (`Player`).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Optional

from game.ai.hard import counting_choice
from game.ai.knowledge import Dealer, infer
from game.ai.playout import NOISE, rewards, rollout_move, turn_moves
from game.ai.search import DEFAULT_BUDGET, Search
from game.ai.position import position_from_view
from game.ai.tendencies import slot_weights
from game.rules.actions import Action
from game.rules.round import RoundState
from game.rules.view import PlayerView


@dataclass(frozen=True)
class Tuning:
    """The search's settings (chosen by tournaments; see the README's tier table)."""

    explore: float = 0.7  # UCB1 exploration constant (rewards lie in 0..1)
    depth: int = 1000  # plies the tree may grow below the root
    noise: float = NOISE  # play-out policy: random spread on every play's score
    follow: float = 0.0  # play-out policy: bonus for a play the hand can follow up
    shed: float = 1.0  # deals: how surely opponents shed heavy tiles first (0: not read)
    expand: str = "random"  # which untried move a node adds first: "random" or "policy"
    playouts: int = 1  # play-outs from each new node (their rewards averaged)
    widen: float = 0.0  # below the root, a node adds a child only while it has fewer than
    # widen x sqrt(its visits) (progressive widening; 0: every move at once)
    block: float = 0.0  # play-out policy: bonus for a double the next seat cannot toe
    reply: str = "tree"  # opponents' moves in the tree: by UCB1 ("tree") or by the play-out
    # policy ("policy": the tree then searches only the expert's own choices)

    def __post_init__(self) -> None:
        if self.expand not in ("random", "policy"):
            raise ValueError(f'expand: expected "random" or "policy", found {self.expand!r}')
        if self.reply not in ("tree", "policy"):
            raise ValueError(f'reply: expected "tree" or "policy", found {self.reply!r}')
        if self.depth < 1:
            raise ValueError(f"depth: expected 1 or more, found {self.depth}")
        if self.widen < 0:
            raise ValueError(f"widen: expected 0 or more, found {self.widen}")
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
                 tuning: Tuning = Tuning()) -> None:
        super().__init__(fallback, rng, budget, iterations)
        self.seat = seat
        self.dealer = dealer
        self.tuning = tuning
        self.root = Node(seat)
        self.nodes = 1
        self.deepest = 0
        self.reactions = dealer.view.rules.chickenlittle != "off"

    def iterate(self) -> None:
        """One deal, one walk down the tree, one new node, one play-out, the rewards back up."""
        rng = self.rng
        leaf = self.dealer.state(rng)
        path = self._descend(leaf)
        tuning = self.tuning
        reward = [0.0] * leaf.seats
        for k in range(tuning.playouts):
            state = leaf if k == tuning.playouts - 1 else leaf.clone()
            steps = 0
            while not state.is_over and steps < 2000:
                state.apply(rollout_move(state, rng, tuning.noise, tuning.follow, None,
                                         tuning.block))
                steps += 1
            for seat, r in enumerate(rewards(state)):
                reward[seat] += r / tuning.playouts
        for node in path:
            node.visits += 1
            node.total += reward[node.seat]
        self.root.visits += 1

    def _descend(self, state: RoundState) -> list[Node]:
        """Select and expand on `state` (changing it); the nodes passed, below the root."""
        node = self.root
        path: list[Node] = []
        explore = self.tuning.explore
        widen = self.tuning.widen
        by_policy = self.tuning.reply == "policy"
        log, sqrt = math.log, math.sqrt
        depth = 0
        while not state.is_over and depth < self.tuning.depth:
            moves = turn_moves(state) if self.reactions else state.legal_actions()
            children = node.children
            depth += 1
            if by_policy and state.to_act != self.seat and len(moves) > 1:
                a = rollout_move(state, self.rng, self.tuning.noise, self.tuning.follow, moves,
                                 self.tuning.block)
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
                    a = rollout_move(state, self.rng, self.tuning.noise, self.tuning.follow,
                                     fresh, self.tuning.block)
                else:
                    a = fresh[int(self.rng.random() * len(fresh))]
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
        """The root move tried most (the best mean reward on a tie)."""
        children = self.root.children
        return max(children, key=lambda a: (children[a].visits,
                                            children[a].total / children[a].visits))

    def stats(self) -> dict[str, float]:
        """Iterations, seconds spent, tree nodes and depth: for benchmarks."""
        return {"iterations": self.done_iterations, "seconds": self.spent,
                "nodes": self.nodes, "depth": self.deepest}


def tree_search(view: PlayerView, rng: random.Random, budget: Optional[float] = DEFAULT_BUDGET,
                iterations: Optional[int] = None, tuning: Tuning = Tuning()) -> TreeSearch:
    """The search for a view whose seat is to act with a choice; the hard tier's move is its
    answer until the first iteration is done."""
    started = time.perf_counter()
    knowledge = infer(view)
    fallback = counting_choice(view, position_from_view(view, knowledge))
    weights = (slot_weights(knowledge, sorted(view.unseen()), view.rules, tuning.shed)
               if tuning.shed > 0 else None)
    search = TreeSearch(view.seat, Dealer(view, knowledge, weights=weights), fallback, rng,
                        budget=budget, iterations=iterations, tuning=tuning)
    search.spent = time.perf_counter() - started  # reading the history counts too
    return search
