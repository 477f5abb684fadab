"""The searches' play-out policy and how they score a finished round.

A play-out plays a (determinized) round to its end for every seat with cheap rules of thumb:
shed weight, lay a double only with a toe for it in hand, keep a tile to follow the end a play
opens. It reads only the hand of the seat to act, like a player would.
"""
from __future__ import annotations

import random
from typing import Optional

from game.rules.actions import Action, Draw, Pass, Play
from game.rules.round import RoundState
from game.rules.tiles import Tile

NOISE = 3.0      # random spread added to every play's score
DOUBLE_TOE = 6.0  # a double with a toe for it in hand
DOUBLE_BARE = -10.0  # a double nobody may be able to toe
FOLLOW = 0.0     # a play whose new open number the hand can follow
WIN_WEIGHT = 0.9  # reward: the win share against the pip margin


def turn_moves(state: RoundState) -> list[Action]:
    """The turn actions (play, draw, pass) of the seat to act: no announcements or catches."""
    seat = state.to_act
    return [a for a in state.legal_actions()
            if a.seat == seat and (type(a) is Play or type(a) is Draw or type(a) is Pass)]


def rollout_move(state: RoundState, rng: random.Random, noise: float = NOISE,
                 follow: float = FOLLOW, moves: Optional[list[Action]] = None,
                 block: float = 0.0, variety: float = 0.0) -> Action:
    """The play-out policy's turn action for the seat to act, from its own hand: the heaviest
    play give or take `noise`; a double on a line only with a toe for it in hand, worth
    `block` more when the next seat's hand (in this deal) cannot toe it; `variety` less for
    each of the tile's numbers no other tile in hand shows (a suit the play would give up).
    `moves` (some of the seat's turn actions) narrows the choice to them."""
    seat = state.to_act
    hand = state.hands[seat]
    hub = state.barnyard.pending
    blank = state.rules.double_blank
    random_ = rng.random
    best: Optional[Action] = None
    best_score = -1e9
    other: Optional[Action] = None
    for a in state.legal_actions() if moves is None else moves:
        if type(a) is not Play:
            if other is None and a.seat == seat and (type(a) is Draw or type(a) is Pass):
                other = a
            continue
        if a.seat != seat:
            continue
        tile = a.tile
        score: float = tile.pips if tile.index else blank
        on = a.on
        if on is not hub and on is not None:
            if tile.is_double:
                d = tile.high
                toe = False
                for t in hand:
                    if t is not tile and (t.high == d or t.low == d):
                        toe = True
                        break
                score += DOUBLE_TOE if toe else DOUBLE_BARE
                if toe and block:
                    score += block
                    for t in state.hands[(seat + 1) % state.seats]:
                        if t.high == d or t.low == d:
                            score -= block
                            break
            elif follow:
                out = tile.low if (tile.high == on.high or tile.high == on.low) else tile.high
                for t in hand:
                    if t is not tile and (t.high == out or t.low == out):
                        score += follow
                        break
        if variety:
            score -= variety * _suits_lost(tile, hand)
        score += noise * random_()
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    assert other is not None
    return other


def _suits_lost(tile: Tile, hand: list[Tile]) -> int:
    """How many of `tile`'s numbers no other tile in `hand` shows."""
    shown = 0  # bit mask of the numbers the rest of the hand shows
    for t in hand:
        if t is not tile:
            shown |= (1 << t.high) | (1 << t.low)
    return sum(1 for n in {tile.high, tile.low} if not shown >> n & 1)


def play_out(state: RoundState, rng: random.Random, limit: int = 2000) -> None:
    """Play `state` to its end with the play-out policy."""
    steps = 0
    apply = state.apply
    while not state.is_over and steps < limit:
        apply(rollout_move(state, rng))
        steps += 1


def reward(state: RoundState, seat: int) -> float:
    """The seat's share of the win (lowest pips, ties split), nudged by its pip margin."""
    return rewards(state)[seat]


def rewards(state: RoundState, win_weight: float = WIN_WEIGHT) -> list[float]:
    """Every seat's reward for a finished round: `win_weight` (0.9) x its share of the win
    (lowest pips, ties split) + the rest x its pip margin over the best other seat, squashed
    into 0..1."""
    scores = state.scores()
    low = min(scores)
    winners = scores.count(low)
    share = 1.0 / winners
    second = low if winners > 1 else min(s for s in scores if s != low)
    out = []
    for mine in scores:
        others = second if mine == low else low
        margin = (others - mine) / (abs(others) + abs(mine) + 10)
        win = share if mine == low else 0.0
        out.append(win_weight * win + (1 - win_weight) * (0.5 + 0.5 * margin))
    return out
