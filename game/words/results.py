"""A game's standing in words: the Continue button's line."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.match import Match


def continue_line(match: Match) -> str:
    """A line for the Continue button: round, seats and scores."""
    names = ", ".join(f"{s.name} {t}" for s, t in zip(match.seats, match.game.totals))
    planned = match.game.rounds_planned
    of = f" of {planned}" if planned else ""
    return f"Round {match.game.round_number}{of}: {names}"
