"""Try this again: a reviewed decision played anew from the position where it was made.

`try_again_match` gives a Match whose round stands just before the decision, with the record's
real hands and chicken yard (the same hidden tiles: what you draw is what was there), the
reviewed seat played by the person and every other seat by a computer of the tier that played
it (or medium when the record does not say); `tried_words` says how the try went against the
game. Pure: no pygame, no files.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from game.match import Match
from game.rules.record import read_record
from game.rules.round import RoundState
from game.seats import Seat
from game.tiers import TIERS
from game.words.numbers import counted

STAND_IN = "medium"  # who plays a seat whose tier the record does not give


def position_before(record: dict[str, Any], index: int) -> RoundState:
    """The record's round just before its action `index` (RecordError: an invalid record)."""
    state, actions = read_record(record)
    for action in actions[:index]:
        state.apply(action)
    return state


def try_again_match(record: dict[str, Any], index: int, seat: int,
                    names: Sequence[str] = (), players: Sequence[str] = ()) -> Match:
    """A match at the record's position before action `index`, `seat` played by a person and
    the others by computers (`players`: who played each seat; a person or an unknown player
    becomes STAND_IN). Nothing of it is kept: the caller plays it with a save hook that saves
    nothing."""
    state = position_before(record, index)
    seats = [Seat(_name(names, i), "human" if i == seat else _computer(players, i))
             for i in range(state.seats)]
    preset = str(record.get("rules", {}).get("preset", "classic"))
    match = Match(state.rules, seats, seed=_seed(record, index), preset=preset)
    match.game.round_number = state.round_number
    match.state = state
    return match


def tried_words(match: Match, seat: int, played: RoundState) -> str:
    """How the try went for `seat` against the round as `played` in the game: "Tried again:
    You went out (in the game: 35 points left)", or "" when the try was left before its
    end."""
    state = match.state
    if state is None or not state.is_over or not played.is_over:
        return ""
    name = match.seats[seat].name
    then = played.scores()[seat]
    game = "went out" if played.winner == seat else f"{counted(then, 'point')} left"
    if state.winner == seat:
        return f"Tried again: {name} went out (in the game: {game})"
    return (f"Tried again: {counted(state.scores()[seat], 'point')} left for {name} (in the "
            f"game: {game})")


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) and names[seat] else f"Seat {seat + 1}"


def _computer(players: Sequence[str], seat: int) -> str:
    player: Optional[str] = players[seat] if seat < len(players) else None
    return player if player in TIERS else STAND_IN


def _seed(record: dict[str, Any], index: int) -> int:
    """The computers' seed: the same position thinks the same way each try."""
    return int(record.get("round", 1)) * 1009 + index
