"""Expert: determinized Monte Carlo search over the hidden tiles (Cowling, Powley & Whitehouse
2012, "perfect information Monte Carlo" with UCB1 at the root).

Each iteration deals the tiles the seat cannot see at random, consistently with everything it
observed (`knowledge.sample_hidden`: the hard tier's void inference), picks one of its legal
moves by UCB1, and plays the round out for every seat with the hard tier's rules of thumb in
their cheapest form (shed weight; lay a double only with a toe for it), about 1 ms a play-out.
The move with the most visits wins. (Cowling et al. call this determinization; full ISMCTS
would grow a tree over information sets, which this search keeps to its root.)
Thinking is a `Thinking`: the frame loop steps it a slice at a time, and the best move so far
is always a legal one.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable, Optional

from game.rules.actions import Action, Draw, Pass, Play
from game.rules.round import RoundState

EXPLORE = 0.7
DEFAULT_BUDGET = 0.5
RESERVE = 0.98  # share of a time budget the search plans to use


def rollout_move(state: RoundState, rng: random.Random) -> Action:
    """The play-out policy, for the seat to act from its own hand: the counting tier's rules of
    thumb in their cheapest form: shed weight, lay a double only with a toe for it in hand."""
    seat = state.to_act
    hand = state.hands[seat]
    hub = state.hub
    points = state.rules.points
    best: Optional[Action] = None
    best_score = -1e9
    other: Optional[Action] = None
    for a in state.legal_actions():
        if a.seat != seat:
            continue
        if type(a) is not Play:
            if other is None and (type(a) is Draw or type(a) is Pass):
                other = a
            continue
        tile = a.tile
        score: float = points(tile)
        if tile.is_double and a.on is not None and a.on is not hub:
            d = tile.high
            toe = any(t is not tile and (t.high == d or t.low == d) for t in hand)
            score += 6 if toe else -10
        score += 3.0 * rng.random()
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    assert other is not None
    return other


def play_out(state: RoundState, rng: random.Random, limit: int = 2000) -> None:
    """Play `state` to its end with the play-out policy."""
    steps = 0
    while not state.is_over and steps < limit:
        state.apply(rollout_move(state, rng))
        steps += 1


def reward(state: RoundState, seat: int) -> float:
    """The seat's share of the win (lowest pips, ties split), nudged by its pip margin."""
    scores = state.scores()
    mine = scores[seat]
    best = min(scores)
    win = 1.0 / scores.count(best) if mine == best else 0.0
    others = min(s for i, s in enumerate(scores) if i != seat)
    margin = (others - mine) / (abs(others) + abs(mine) + 10)
    return 0.9 * win + 0.1 * (0.5 + 0.5 * margin)


class Search:
    """A root-UCB1 search over determinizations; step it with a time slice."""

    def __init__(
        self,
        seat: int,
        actions: list[Action],
        sample: Callable[[random.Random], RoundState],
        fallback: Action,
        rng: random.Random,
        budget: Optional[float] = DEFAULT_BUDGET,
        iterations: Optional[int] = None,
    ) -> None:
        self.seat = seat
        self.actions = actions
        self.sample = sample
        self.fallback = fallback
        self.rng = rng
        self.budget = budget
        self.iterations = iterations
        self.visits = [0] * len(actions)
        self.totals = [0.0] * len(actions)
        self.done_iterations = 0
        self.spent = 0.0  # seconds of thinking so far
        self.last = 0.0  # seconds the latest play-out took

    @property
    def finished(self) -> bool:
        """True once the iteration budget (or, without one, the time budget) is used up."""
        if self.iterations is not None:
            return self.done_iterations >= self.iterations
        # Stop when the next play-out would overrun the budget (one is always run), keeping
        # 2% back for a busy machine's scheduling delays.
        return (self.budget is not None and self.done_iterations > 0
                and self.spent + 1.5 * self.last >= RESERVE * self.budget)

    def step(self, seconds: float) -> bool:
        """Run play-outs for at most about `seconds` (at least one unless finished); True when
        done. A play-out that would overrun the slice or the budget waits for the next step."""
        start = time.perf_counter()
        before_step = self.spent
        while not self.finished:
            before = time.perf_counter()
            self._iterate()
            now = time.perf_counter()
            self.last = now - before
            self.spent = before_step + (now - start)  # all of the step's time counts
            if now - start + self.last >= seconds:  # the next one would overrun the slice
                break
        return self.finished

    def _iterate(self) -> None:
        state = self.sample(self.rng)
        i = self._pick()
        state.apply(self.actions[i])
        play_out(state, self.rng)
        self.visits[i] += 1
        self.totals[i] += reward(state, self.seat)
        self.done_iterations += 1

    def _pick(self) -> int:
        for i, v in enumerate(self.visits):
            if v == 0:
                return i
        log_n = math.log(self.done_iterations)
        return max(range(len(self.actions)),
                   key=lambda i: self.totals[i] / self.visits[i]
                   + EXPLORE * math.sqrt(log_n / self.visits[i]))

    def result(self) -> Action:
        """The most visited move (best mean on a tie); the fallback before any iteration."""
        if not self.done_iterations:
            return self.fallback
        i = max(range(len(self.actions)),
                key=lambda i: (self.visits[i], self.totals[i] / max(1, self.visits[i])))
        return self.actions[i]
