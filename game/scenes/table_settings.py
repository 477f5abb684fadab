"""The settings the table reads while a round is played: when undo is offered and which busywork
the table does for a human (drawing, passing, playing the only move).

Every one is read here with its default, so a settings file written before a setting existed
reads as a first launch would.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.match import Match

if TYPE_CHECKING:
    from game.store.settings import Settings

UNDO_CHOICES = ("computer", "always", "never")  # undo against computer players only / ...


def undo_policy(settings: "Settings") -> str:
    """When undo is offered: "computer" (no other human at the table), "always" or "never"."""
    policy = getattr(settings, "undo", "computer")
    return policy if policy in UNDO_CHOICES else "computer"


def undo_offered(settings: "Settings", match: Match) -> bool:
    """True if the settings let a human at this table take back a play."""
    policy = undo_policy(settings)
    return policy == "always" or (policy == "computer" and len(match.humans) == 1)


def auto_draw(settings: "Settings") -> bool:
    """Draw for a human automatically when nothing in the hand fits (on by default)."""
    return bool(getattr(settings, "auto_draw", True))


def auto_pass(settings: "Settings") -> bool:
    """Pass for a human automatically when the drawn tile does not fit either (on)."""
    return bool(getattr(settings, "auto_pass", True))


def auto_play(settings: "Settings") -> bool:
    """Play for a human automatically when exactly one move is legal (off by default)."""
    return bool(getattr(settings, "auto_play", False))
