"""A move in words: the move log's and the replay's lines."""
from __future__ import annotations

from typing import Optional, Sequence

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.round import RoundState
from game.words.names import says


def move_in_words(action: Action, names: Sequence[str],
                  before: Optional[RoundState] = None) -> str:
    """A move in words: "Hen plays 9-3 on 9-9", "You play 9-3 on 9-9"; `before`, the round just
    before it, tells a draw that follows a tile that did not fit (house rule
    draw_until_playable)."""
    who = names[action.seat] if action.seat < len(names) else f"Seat {action.seat + 1}"
    if isinstance(action, Play):
        where = f"on {action.on}" if action.on is not None else "as the starting double"
        return says(who, "plays", f"{action.tile} {where}")
    if isinstance(action, Draw):
        if before is not None and before.has_drawn and before.draw_streak:
            return says(who, "draws", f"again: {before.drawn} did not fit")
        return says(who, "draws", "from the chicken yard")
    if isinstance(action, Pass):
        return says(who, "passes")
    if isinstance(action, Announce):
        return says(who, "says", '"Chickenlittle"')
    if isinstance(action, Catch):
        target = names[action.target] if action.target < len(names) else f"Seat {action.target + 1}"
        return says(who, "catches", target)
    return str(action)
