"""When the table offers undo: the setting, and who sits at the table."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.match import Match

if TYPE_CHECKING:
    from game.store.settings import Settings


def undo_policy(settings: Settings) -> str:
    """When undo is offered: "against-computers" (no other human at the table), "always" or
    "never" (the Settings screen's choice)."""
    return settings.undo


def undo_offered(settings: Settings, match: Match) -> bool:
    """True if the settings let a person at this table take back a play ("against
    computers": one person, at the screen or on a phone, and computer players)."""
    policy = settings.undo
    return policy == "always" or (policy == "against-computers" and len(match.people) == 1)

