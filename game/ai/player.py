"""The player interface every AI tier implements, and the incremental decision protocol.

An AI sees a `PlayerView` and an injected `random.Random`, never the round state:

- `choose(view, rng)`: the seat's turn action (play, draw or pass), always one of `view.legal`;
- `react(view, rng)`: asked of every AI seat before each action of the round: an
  announcement ("Chickenlittle") or a catch of a seat that forgot, or None;
- `think(view, rng)`: the same decision as `choose`, but as a `Thinking` the frame loop steps a
  slice at a time (`step(seconds) -> done`, then `result()`), so the screen never waits; the
  table calls `cancel()` when the decision is no longer wanted (undo, quit, a new round).
"""
from __future__ import annotations

import random
from typing import Optional, Protocol

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.view import PlayerView


def turn_actions(view: PlayerView) -> list[Action]:
    """The seat's legal turn actions: plays, draw, pass (not announcements or catches)."""
    return [a for a in view.legal if type(a) is Play or type(a) is Draw or type(a) is Pass]


def reactions(view: PlayerView) -> tuple[Optional[Announce], list[Catch]]:
    """The seat's legal announcement (if it owes one) and catches, right now."""
    announce: Optional[Announce] = None
    catches: list[Catch] = []
    for a in view.legal:
        if type(a) is Announce:
            announce = a
        elif type(a) is Catch:
            catches.append(a)
    return announce, catches


class Thinking(Protocol):
    """A decision in progress: step it until done, then read the result."""

    def step(self, seconds: float) -> bool:
        """Think for about `seconds` at most; True once the decision is final."""

    def result(self) -> Action:
        """The best action found so far: legal even if thinking was cut short."""

    def cancel(self) -> None:
        """Stop thinking for good (no work left behind); `result` stays legal."""


class Decided:
    """A decision that needed no thinking time."""

    def __init__(self, action: Action) -> None:
        self.action = action

    def step(self, seconds: float) -> bool:
        """Already done."""
        return True

    def result(self) -> Action:
        """The action."""
        return self.action

    def cancel(self) -> None:
        """Nothing to stop."""


class Player:
    """Base class of the tiers: a named way of choosing from a view."""

    tier = "base"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The seat's turn action; only called when the seat is to act."""
        raise NotImplementedError

    def think(self, view: PlayerView, rng: random.Random) -> Thinking:
        """The decision as a steppable `Thinking` (instant tiers decide at once)."""
        return Decided(self.choose(view, rng))

    def react(self, view: PlayerView, rng: random.Random) -> Optional[Action]:
        """Announce a last tile it owes, or catch a seat that forgot; None otherwise."""
        announce, catches = reactions(view)
        if announce is not None:
            return announce
        if catches:
            return catches[0]
        return None


def only_choice(view: PlayerView) -> Optional[Action]:
    """The turn action when there is exactly one; ValueError if the seat has none."""
    acts = turn_actions(view)
    if not acts:
        raise ValueError(
            f"seat {view.seat} has no turn action to choose: seat {view.to_act} is to act"
        )
    return acts[0] if len(acts) == 1 else None
