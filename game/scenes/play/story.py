"""The round's story in sentences, from its history and its barnyard: the move log shows all of
it, the hand-over what happened since the next person's last turn ("Hen plays 6-2 on 6-6",
"Bo draws and passes", "Chicken foot on 7-7: 3 toes to go", "Ana has one tile left"), and the
tiles a person drew this turn (game.words.moves.no_fit tells them of an automatic draw and pass).
Nobody is told which tile another seat drew.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.rules.actions import Action, Announce, Draw, Pass, Play
from game.rules.barnyard import DOUBLE, TOE, PlacedTile
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.words.moves import draws_and_passes, move_in_words
from game.words.names import says
from game.words.numbers import counted


def told(state: RoundState, names: Sequence[str],
         closed: bool = False) -> list[tuple[int, str]]:
    """Every action of the round so far in words, oldest first, each with the index in the
    history of the action it tells: a draw straight followed by the same seat's pass is one
    line, and a chicken foot says how many toes it still needs (`closed`: and when it has
    them all)."""
    barnyard = state.barnyard
    placed = iter(barnyard)
    lines: list[tuple[int, str]] = []
    history = state.history
    skip = False
    for i, action in enumerate(history):
        if skip:
            skip = False
            continue
        following: Optional[Action] = history[i + 1] if i + 1 < len(history) else None
        if isinstance(action, Draw) and isinstance(following, Pass) \
                and following.seat == action.seat:
            name = seat_name(names, action.seat)
            lines.append((i, draws_and_passes(name)))
            skip = True
            continue
        lines.append((i, move_in_words(action, names)))
        if isinstance(action, Play):
            tile = next(placed)
            foot = foot_line(tile, barnyard.needed_after(tile), closed)
            if foot:
                lines.append((i, foot))
    return lines


def seat_name(names: Sequence[str], seat: int) -> str:
    """The seat's name ("Seat 3" past the end of `names`)."""
    return names[seat] if seat < len(names) else f"Seat {seat + 1}"


def foot_line(tile: PlacedTile, left: int, closed: bool = False) -> str:
    """"Chicken foot on 7-7: 3 toes to go" when a foot opens or a toe leaves some to go, `left`
    being the toes its foot still lacks as the rules say (`Barnyard.needed_after`; `closed`:
    "Chicken foot on 7-7 is closed" when its last toe is laid)."""
    if tile.role == DOUBLE:
        hub = tile.tile
    elif tile.role == TOE and tile.on is not None:
        hub = tile.on
    else:
        return ""
    if left <= 0:
        return f"Chicken foot on {hub} is closed" if closed else ""
    return f"Chicken foot on {hub}: {counted(left, 'toe')} to go"


def since_turn(state: RoundState, names: Sequence[str], seat: int) -> list[str]:
    """What every seat did since `seat`'s last turn (the whole round if it has had none), then
    who has one tile left."""
    turns = [i for i, a in enumerate(state.history)
             if a.seat == seat and isinstance(a, (Play, Draw, Pass))]
    start = turns[-1] + 1 if turns else 0
    lines = [line for i, line in told(state, names, closed=True) if i >= start]
    return lines + last_tiles(state, names)


def last_tiles(state: RoundState, names: Sequence[str]) -> list[str]:
    """"Ana has one tile left" for every seat down to its last tile."""
    return [says(seat_name(names, seat), "has", "one tile left")
            for seat, hand in enumerate(state.hands) if len(hand) == 1]


def drawn_this_turn(state: RoundState, seat: int) -> list[Tile]:
    """The tiles `seat` drew in the turn under way, in order (calls in between are passed
    over; a catch of this seat ends the count, its penalty tile is not a draw)."""
    count = 0
    for action in reversed(state.history):
        if isinstance(action, Draw) and action.seat == seat:
            count += 1
        elif not isinstance(action, Announce):
            break
    hand = state.hands[seat]
    return hand[len(hand) - count:] if count else []
