"""Results in words: the round's ("Domino! Hen is out", "Blocked! Nobody can play") across the
table and on the score sheet, the game's winners, and a game's standing on the Continue button."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from game.words.names import listed, says

if TYPE_CHECKING:
    from game.match import Match

DOMINO, BLOCKED = "Domino!", "Blocked!"
OUT_WITH_NO_TILES = f"{DOMINO} Out with no tiles left"  # the score sheet's row of who went out


def round_result(end: Optional[str], winner: Optional[str]) -> str:
    """The round's result across the table: "Domino! Hen is out" (`end` "domino", `winner`
    the name of who went out), else "Blocked! Nobody can play"."""
    if end == "domino" and winner is not None:
        return f"{DOMINO} {says(winner, 'is', 'out')}"
    return f"{BLOCKED} Nobody can play"


def went_out(name: str) -> str:
    """The score sheet's headline for a round someone went out of: "Hen went out: Domino!"."""
    return f"{name} went out: {DOMINO}"


def lowest_hand(names: Sequence[str], points: int) -> str:
    """The score sheet's headline for a blocked round: "Blocked! Lowest hand: Ana (12)"."""
    return f"{BLOCKED} Lowest hand: {listed(names)} ({points})"


def winners_line(names: Sequence[str]) -> str:
    """ "Ana wins!", "You win!" or "Ana and Hen share the win!"."""
    return f"{says(names[0], 'wins')}!" if len(names) == 1 else f"{listed(names)} share the win!"


def continue_line(match: Match) -> str:
    """A line for the Continue button: round, seats and scores."""
    names = ", ".join(f"{s.name} {t}" for s, t in zip(match.seats, match.game.totals))
    planned = match.game.rounds_planned
    of = f" of {planned}" if planned else ""
    return f"Round {match.game.round_number}{of}: {names}"
