"""The one place the table game asks AI seats for moves (and the hard AI for hints).

`AiTurn` thinks a little each frame (`advance(seconds)`), so the frame rate never drops while an
AI thinks. It uses game.ai's incremental decision API when present and falls back to a random
legal action otherwise.
"""
from __future__ import annotations

import random
from typing import Any, Optional

from game.match import Match
from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.view import PlayerView


def turn_actions(view: PlayerView) -> list[Action]:
    """The seat's legal turn actions (play, draw, pass), without announcements and catches."""
    return [a for a in view.legal if isinstance(a, (Play, Draw, Pass))]


def _ai_module() -> Any:
    try:
        import game.ai as ai
    except ImportError:
        return None
    return ai


class AiTurn:
    """One pending AI decision for `seat`; poll `advance()` until it returns an action.

    The easy, medium and hard tiers decide in the first `advance`; the expert searches for
    its seat's time budget, a slice per call. With `playouts` (tests and tools: App.ai_playouts)
    the expert runs that many play-outs instead, all in the first call, so the same seed makes
    the same moves at the same frames however busy the machine is.
    """

    def __init__(self, match: Match, seat: int, rng: random.Random,
                 playouts: Optional[int] = None) -> None:
        self.match = match
        self.seat = seat
        self.view = match.view(seat)
        self.rng = rng
        self.playouts = playouts
        self.action: Optional[Action] = None
        self._thinker = self._start()

    def _start(self) -> Any:
        ai = _ai_module()
        if ai is None:
            return None
        info = self.match.seats[self.seat]
        if self.playouts is not None and hasattr(ai, "make_player"):
            player = ai.make_player(info.player, info.budget, self.playouts)
            return player.think(self.view, self.rng)
        return ai.start_decision(self.view, info.player, budget=info.budget, rng=self.rng)

    def advance(self, seconds: float) -> Optional[Action]:
        """Think for at most `seconds` (no limit with `playouts`); the action once decided."""
        if self.action is not None:
            return self.action
        thinker = self._thinker
        if thinker is not None:
            if thinker.step(float("inf") if self.playouts is not None else seconds):
                self.action = thinker.result()
        else:
            choices = turn_actions(self.view) or list(self.view.legal)
            plays = [a for a in choices if isinstance(a, Play)]
            # A random player that at least prefers laying a tile to drawing.
            pool = plays if plays and self.rng.random() < 0.85 else choices
            self.action = self.rng.choice(pool) if pool else None
        return self.action


def reaction(match: Match, seat: int, rng: random.Random) -> Optional[Action]:
    """An AI seat's announcement or catch right now (asked once per action of the round)."""
    state = match.state
    if state is None or state.is_over or match.rules.chickenlittle == "off":
        return None
    if not any(isinstance(a, (Announce, Catch)) and a.seat == seat
               for a in state.legal_actions()):
        return None
    ai = _ai_module()
    view = match.view(seat)
    if ai is not None:
        return ai.react(view, match.seats[seat].player, rng)  # type: ignore[no-any-return]
    return next((a for a in view.legal if isinstance(a, (Announce, Catch))), None)


def hint(match: Match, seat: int) -> Optional[Action]:
    """The move the hard AI would make for `seat` (a human asking for help)."""
    view = match.view(seat)
    ai = _ai_module()
    if ai is not None:
        return ai.hint(view)  # type: ignore[no-any-return]
    choices = turn_actions(view)
    plays = [a for a in choices if isinstance(a, Play)]
    if plays:
        return max(plays, key=lambda a: a.tile.pips)
    return choices[0] if choices else None
