"""A move in words: the move log's and the replay's lines, and what the table says of a move as
it is made ("Hen passes", "You set 9-9", "Bo draws and passes", "No tile fits: you pass")."""
from __future__ import annotations

from typing import Optional, Sequence

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.words.names import SECOND_PERSON, listed, possessive, says, verb_for


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
        return passes(who)
    if isinstance(action, Announce):
        return says(who, "says", '"Chickenlittle"')
    if isinstance(action, Catch):
        target = names[action.target] if action.target < len(names) else f"Seat {action.target + 1}"
        return says(who, "catches", target)
    return str(action)


def passes(name: str) -> str:
    """ "Hen passes", "You pass"."""
    return says(name, "passes")


def draws_and_passes(name: str) -> str:
    """ "Bo draws and passes": a draw straight followed by the same seat's pass."""
    return says(name, "draws", f"and {verb_for(name, 'passes')}")


def passed_for(name: str) -> str:
    """What the table says over the hand when it passed for `name`: "No tile fits: you pass"
    (for the player called You), "No tile fits: Ana passes"."""
    return f"No tile fits: {'you pass' if name == SECOND_PERSON else passes(name)}"


def no_fit(drawn: Sequence[Tile]) -> str:
    """What a person's automatic draw and pass did, told to them: "You drew 7-6: it fits
    nowhere, so you pass" (nothing drawn: nothing fits and nothing can be drawn)."""
    if not drawn:
        return "Nothing in your hand fits and the chicken yard has no tile to draw, so you pass"
    fits = "it fits nowhere" if len(drawn) == 1 else "none of them fits"
    return f"You drew {listed([str(tile) for tile in drawn])}: {fits}, so you pass"


def searching(double: Tile) -> str:
    """The deal's banner while everyone draws for the round's double: "Nobody holds 9-9:
    drawing"."""
    return f"Nobody holds {double}: drawing"


def sets(name: str, tile: Tile, wanted: Optional[Tile] = None) -> str:
    """ "You set 9-9", "Hen sets 9-9"; when the round's double `wanted` was not held, "Nobody
    holds 9-9: Hen sets 8-8, the highest double"."""
    if wanted is None or tile is wanted:
        return says(name, "sets", str(tile))
    return f"Nobody holds {wanted}: {says(name, 'sets', f'{tile}, the highest double')}"


def takes_back(name: str, tile: Tile) -> str:
    """ "You take back 6-2": an undone play."""
    return says(name, "takes", f"back {tile}")



def undo_mine(name: str, tile: Tile) -> str:
    """The hand-over's offer to the person who just played: "Undo my 6-2 (Bo)"."""
    return f"Undo my {tile} ({name})"


def undo_theirs(name: str, tile: Tile) -> str:
    """The Undo button while no hand shows (the next seat is a computer's): "Undo Bo's 6-2"."""
    return f"Undo {possessive(name)} {tile}"
