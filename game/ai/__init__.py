"""The computer opponents. They decide from a `PlayerView` and an injected rng, never from
the round state, so they can only play from what their seat can see.

Tiers, each a different way of thinking:

- easy: a random legal action, forgetful about "Chickenlittle";
- medium: greedy on its own hand (heavy tiles and the 0-0 first, varied suits, safe doubles);
- hard: counts tiles and infers the numbers each opponent lacks;
- expert: information-set tree search over the unseen tiles, in a worker process beside the
  table (`worker`); today's flat search stays as the tournament-only `flat` tier.

Typical use by the table (the frame loop steps the thinking; the expert's step only looks for
its worker's answer, other tiers are decided at once)::

    thinking = start_decision(view, "expert", budget=0.5, rng=rng)
    while not thinking.step(0.004):
        draw_a_frame()
    action = thinking.result()

and `thinking.cancel()` when the decision is no longer wanted (undo, quit, the round ends).
"""
from __future__ import annotations

import random
from typing import Any, Optional

from game.ai.hard import CountingPlayer
from game.ai.easy import EasyPlayer
from game.ai import worker
from game.ai.expert import ExpertPlayer
from game.ai.medium import GreedyPlayer
from game.ai.player import Decided, Player, Thinking, turn_actions
from game.rules.actions import Action
from game.rules.view import PlayerView
from game.tiers import DEFAULT_BUDGET, TIERS


def make_player(tier: str, budget: Optional[float] = None,
                iterations: Optional[int] = None) -> Player:
    """The player for a tier name; ValueError naming the tier and the choices otherwise."""
    if tier == "easy":
        return EasyPlayer()
    if tier == "medium":
        return GreedyPlayer()
    if tier == "hard":
        return CountingPlayer()
    if tier == "expert":
        return ExpertPlayer(DEFAULT_BUDGET if budget is None else budget, iterations)
    raise ValueError(f"AI tier: expected one of {', '.join(TIERS)}; found {tier!r}")


def player_for_seat(seat: Any) -> Player:
    """The player for a seat with `.player` and `.budget` (game.seats.Seat)."""
    return make_player(seat.player, seat.budget)


def start_decision(view: PlayerView, tier: str, budget: Optional[float] = None,
                   rng: Optional[random.Random] = None) -> Thinking:
    """Begin deciding the seat's turn action; step the result until done."""
    return make_player(tier, budget).think(view, rng or random.Random(0))


def choose(view: PlayerView, tier: str, rng: Optional[random.Random] = None,
           budget: Optional[float] = None) -> Action:
    """The tier's turn action for the view, decided at once (blocks for the expert)."""
    return make_player(tier, budget).choose(view, rng or random.Random(0))


def choose_for_tier(tier: str, view: PlayerView, rng: random.Random) -> Action:
    """`choose` with the tier first (the terminal game's calling order)."""
    return choose(view, tier, rng=rng)


def react(view: PlayerView, tier: str, rng: Optional[random.Random] = None) -> Optional[Action]:
    """The tier's announcement or catch right now, if any."""
    return make_player(tier).react(view, rng or random.Random(0))


def hint(view: PlayerView) -> Optional[Action]:
    """The hard tier's move for a seat (a human asking for help); None if it is not to act."""
    if not turn_actions(view):
        return None
    return CountingPlayer().choose(view, random.Random(0))


__all__ = [
    "TIERS", "Player", "Thinking", "Decided", "make_player", "player_for_seat",
    "start_decision", "choose", "choose_for_tier", "react", "hint", "turn_actions",
    "EasyPlayer", "GreedyPlayer", "CountingPlayer", "ExpertPlayer",
]


def get_ready(tiers: list[str]) -> None:
    """A table with an expert seat starts the expert's worker process now, so that it is ready
    (a moment later) by the expert's first decision instead of thinking that one here."""
    if "expert" in tiers:
        worker.shared()
