"""The settings the table reads while a round is played: when undo is offered and which busywork
the table does for a human (drawing, passing, playing the only move)."""
from __future__ import annotations

from game.match import Match
from game.store.settings import Settings


def undo_policy(settings: Settings) -> str:
    """When undo is offered: "against-computers" (no other human at the table), "always" or
    "never" (the Settings screen's choice)."""
    return settings.undo


def undo_offered(settings: Settings, match: Match) -> bool:
    """True if the settings let a human at this table take back a play."""
    policy = settings.undo
    return policy == "always" or (policy == "against-computers" and len(match.humans) == 1)


def auto_draw(settings: Settings) -> bool:
    """Draw for a human automatically when nothing in the hand fits (on by default)."""
    return settings.auto_draw


def auto_pass(settings: Settings) -> bool:
    """Pass for a human automatically when the drawn tile does not fit either (on)."""
    return settings.auto_pass


def auto_play(settings: Settings) -> bool:
    """Play for a human automatically when exactly one move is legal (off by default)."""
    return settings.auto_play
