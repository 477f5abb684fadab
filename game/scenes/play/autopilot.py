"""No busywork: the moves a human has no choice about, made for them at a pace they can follow.

With nothing in the hand that fits, the table draws (setting `auto_draw`, on by default); when
the drawn tile does not fit either, it passes (`auto_pass`, on); with exactly one legal move, it
plays it (`auto_play`, off). Each comes after a short pause, so the player sees what happens
(the scene waits for a drawn tile to land in the hand first, and says a pass over the hand).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from game.rules.actions import Action, Draw, Pass, Play

if TYPE_CHECKING:
    from game.store.settings import Settings
    from game.table import Change

AUTO_PAUSE = 0.6  # seconds (times the animation speed) before each automatic action


def busywork(turn: Sequence[Action], settings: "Settings") -> Optional[Action]:
    """The move the table makes for a human whose turn actions are `turn`, or None (a choice)."""
    if any(isinstance(a, Play) for a in turn):
        only = turn[0] if len(turn) == 1 else None
        return only if only is not None and settings.auto_play else None
    draw = next((a for a in turn if isinstance(a, Draw)), None)
    if draw is not None:
        return draw if settings.auto_draw else None
    passing = next((a for a in turn if isinstance(a, Pass)), None)
    return passing if passing is not None and settings.auto_pass else None


class Autopilot:
    """Waits AUTO_PAUSE on each move with no choice, then makes it."""

    def __init__(self) -> None:
        self.waiting: Optional[Action] = None  # the move counted down for
        self.wait = 0.0
        self.resting = False  # a play was just taken back: nothing is automatic until a move

    def moved(self, change: "Change") -> None:
        """The table changed: after a play taken back the human chooses for themselves (until
        the next change)."""
        self.resting = change.undone
        if change.undone:
            self.waiting = None

    def step(self, turn: Sequence[Action], settings: "Settings", dt: float,
             pace_factor: float) -> Optional[Action]:
        """One frame of the human's turn (`turn`: their turn actions, [] if they cannot act);
        the move to make now, if its pause is over."""
        chosen = busywork(turn, settings) if not self.resting else None
        if chosen != self.waiting:
            self.waiting = chosen
            self.wait = AUTO_PAUSE * pace_factor
            return None
        if chosen is None:
            return None
        self.wait -= dt
        if self.wait > 0:
            return None
        self.waiting = None
        return chosen

