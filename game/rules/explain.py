"""Why an action is refused: the facts (a Refusal, which game.words.refusals says to the people
at a table by name) and the rules' own sentence for them (the referee's "error" in
ROUND-RECORD.md, which names seats by number and house rules by key)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Optional, Protocol, Sequence

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import Barnyard
from game.rules.errors import RulesError
from game.rules.house_rules import RuleSet
from game.rules.phases import CL_CATCHABLE, CL_OWED, OVER, SEARCH, SET
from game.rules.tiles import Tile

Reason = Literal[
    # anything
    "no_such_seat", "round_over",
    # before the round's double is down
    "double_missing", "double_not_set",
    # a turn's action
    "not_your_turn",
    # a play
    "not_held", "drawn_only", "not_attached", "not_in_barnyard", "spokes_first", "toes_first",
    "no_match", "fits_nowhere", "end_taken",
    # a draw or a pass
    "yard_empty", "drawn_fits", "drew_already", "reserve_only", "must_play",
    "keep_drawing", "drawn_must_be_played", "must_draw", "must_play_yard_empty", "play_or_draw",
    # a call
    "no_chickenlittle", "not_last_tile", "too_late", "announced",
    "no_catching", "no_such_target", "catch_self", "target_not_last_tile", "may_still_announce",
    "nothing_to_catch",
]


@dataclass(frozen=True)
class Refusal:
    """Why the rules refuse an action, as facts.

    `reason`: which refusal; `seat`: the seat that asked; `tile`: the tile it is about (the one
    played, the tile just drawn, the round's double); `rule`: the house rule (a RuleSet key) that
    refuses it; `on`: the barnyard tile it is about (the end asked for, the double waiting for
    spokes or toes); `other`: the other seat it is about (whose turn it is, the seat to be
    caught); `count`: how many (spokes or toes still needed, the number an end needs, tiles
    held, seats at the table).
    """

    reason: Reason
    seat: int
    tile: Optional[Tile] = None
    rule: Optional[str] = None
    on: Optional[Tile] = None
    other: Optional[int] = None
    count: int = 0

    def __str__(self) -> str:
        """The rules' sentence: "it is seat 1's turn, not seat 0's"."""
        count = self.count
        return SENTENCES[self.reason].format(
            seat=self.seat, tile=self.tile, on=self.on, other=self.other, count=count,
            last=count - 1, number=a_number(count), s="s" if count > 1 else "")


class IllegalAction(RulesError):
    """An action the rules refuse in the current state: `refusal` says why, as facts (the
    message is the rules' sentence for them)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal

    def __str__(self) -> str:
        return str(self.refusal)


# The rules' sentence for each reason, as a record's reader reads it (ROUND-RECORD.md).
SENTENCES: dict[Reason, str] = {
    "no_such_seat": "there is no seat {seat} at this table (seats 0 to {last})",
    "round_over": "the round is over",
    "double_missing": "nobody holds a starting double yet: seat {other} must draw from the "
                      "chicken yard",
    "double_not_set": "the round starts when seat {other} lays {tile} in the centre",
    "not_your_turn": "it is seat {other}'s turn, not seat {seat}'s",
    "not_held": "seat {seat} does not hold {tile}",
    "drawn_only": "after drawing, only the drawn tile {tile} may be played",
    "not_attached": "{tile} must be attached to a tile of the barnyard",
    "not_in_barnyard": "{on} is not in the barnyard",
    "spokes_first": "the spokes around {on} need {count} more tile{s} first",
    "toes_first": "the chicken foot on {on} needs {count} more toe{s} first",
    "no_match": "{tile} does not match {on}: it needs {number}",
    "fits_nowhere": "{tile} does not match any open end",
    "end_taken": "{on} has no open end: something already hangs from it",
    "yard_empty": "the chicken yard is empty",
    "drawn_fits": "the drawn tile {tile} fits: play it or pass",
    "drew_already": "seat {seat} already drew this turn: play the drawn tile or pass",
    "reserve_only": "only the chicken yard's reserve is left, and it is never drawn",
    "must_play": "seat {seat} can play, and must play when able (house rule: must_play)",
    "keep_drawing": "the drawn tile {tile} does not fit: keep drawing until one fits (house "
                    "rule: draw_until_playable)",
    "drawn_must_be_played": "the drawn tile {tile} fits and must be played (house rule: "
                            "drawn_tile = must)",
    "must_draw": "seat {seat} cannot play and must draw from the chicken yard before passing",
    "must_play_yard_empty": "seat {seat} can play, and with the chicken yard empty must play",
    "play_or_draw": "seat {seat} can play: play a tile, or draw before passing",
    "no_chickenlittle": "Chickenlittle is not played at this table (house rule: chickenlittle "
                        "= off)",
    "not_last_tile": "seat {seat} has {count} tiles; Chickenlittle is announced with one tile "
                     "left",
    "too_late": "too late: seat {seat} had to announce before the next player finished their "
                "turn",
    "announced": "seat {seat} has already announced",
    "no_catching": "catching is only played with the house rule chickenlittle = enforced",
    "no_such_target": "there is no seat {other} to catch",
    "catch_self": "a player cannot catch themselves",
    "target_not_last_tile": "seat {other} is not down to one tile",
    "may_still_announce": "seat {other} may still announce: the next player has not finished "
                          "their turn",
    "nothing_to_catch": "seat {other} has nothing to be caught for",
}


class RoundFacts(Protocol):
    """What a refusal is explained from: the round as its state holds it (a RoundState)."""

    rules: RuleSet
    seats: int
    phase: str
    to_act: int
    hands: list[list[Tile]]
    yard: list[Tile]
    barnyard: Barnyard
    has_drawn: bool
    drawn: Optional[Tile]
    draw_streak: bool
    history: list[Action]
    cl_state: list[int]

    @property
    def drawable(self) -> int: ...
    @property
    def hub(self) -> Optional[Tile]: ...
    @property
    def hub_needed(self) -> int: ...
    @property
    def ends(self) -> list[tuple[Tile, ...]]: ...
    def plays_for(self, seat: int, tiles: Optional[Sequence[Tile]] = None) -> list[Action]: ...
    def legal_plays_of_drawn(self) -> list[Action]: ...
    def can_play(self, seat: int) -> bool: ...
    def legal_actions(self) -> list[Action]: ...


def why_illegal(state: RoundFacts, action: Action) -> Refusal:
    """Why `action` is not legal in `state`."""
    seat = action.seat
    if not 0 <= seat < state.seats:
        return Refusal("no_such_seat", seat, count=state.seats)
    if state.phase == OVER:
        return Refusal("round_over", seat)
    if isinstance(action, Announce):
        return _why_not_announce(state, seat)
    if isinstance(action, Catch):
        return _why_not_catch(state, seat, action.target)
    if state.phase == SEARCH:
        return Refusal("double_missing", seat, rule="missing_double", other=state.to_act)
    if state.phase == SET:
        tile = state.legal_actions()[0]
        assert isinstance(tile, Play)
        return Refusal("double_not_set", seat, tile.tile, other=state.to_act)
    if seat != state.to_act:
        return Refusal("not_your_turn", seat, other=state.to_act)
    if isinstance(action, Play):
        return _why_not_play(state, action)
    if isinstance(action, Draw):
        return _why_not_draw(state, seat)
    assert isinstance(action, Pass)
    return _why_not_pass(state, seat)


def a_number(n: int) -> str:
    """The number with its article, as said aloud: "a 6", "an 8", "an 11", "an 18"."""
    spoken_with_vowel = n in (8, 11, 18) or 80 <= n <= 89
    return f"{'an' if spoken_with_vowel else 'a'} {n}"


def _pending(state: RoundFacts, seat: int) -> Refusal:
    hub, needed = state.hub, state.hub_needed
    assert hub is not None
    if hub is state.barnyard[0].tile:
        return Refusal("spokes_first", seat, on=hub, count=needed)
    return Refusal("toes_first", seat, on=hub, count=needed)


def _why_not_play(state: RoundFacts, action: Play) -> Refusal:
    seat, tile, on = action
    if tile not in state.hands[seat]:
        return Refusal("not_held", seat, tile)
    if state.has_drawn and tile is not state.drawn:
        return Refusal("drawn_only", seat, state.drawn)
    if on is None:
        return Refusal("not_attached", seat, tile)
    placed = {p.tile for p in state.barnyard}
    if on not in placed:
        return Refusal("not_in_barnyard", seat, tile, on=on)
    hub = state.hub
    if hub is not None:
        if on is not hub:
            return _pending(state, seat)
        return Refusal("no_match", seat, tile, on=hub, count=hub.high)
    fits = any(p.tile is tile for p in state.plays_for(seat, (tile,)))  # type: ignore[union-attr]
    showing = [n for n, ends in enumerate(state.ends) if on in ends]
    if not fits:
        return Refusal("fits_nowhere", seat, tile)
    if not showing:
        return Refusal("end_taken", seat, tile, on=on)
    return Refusal("no_match", seat, tile, on=on, count=showing[0])


def _why_not_draw(state: RoundFacts, seat: int) -> Refusal:
    if state.has_drawn and state.draw_streak and state.drawable == 0:
        return Refusal("yard_empty", seat)
    if state.has_drawn and state.draw_streak:
        return Refusal("drawn_fits", seat, state.drawn, rule="draw_until_playable")
    if state.has_drawn:
        return Refusal("drew_already", seat, state.drawn)
    if state.drawable == 0:
        if state.yard:
            return Refusal("reserve_only", seat, rule="yard_reserve")
        return Refusal("yard_empty", seat)
    return Refusal("must_play", seat, rule="must_play")


def _why_not_pass(state: RoundFacts, seat: int) -> Refusal:
    if state.has_drawn and state.draw_streak and not state.legal_plays_of_drawn():
        return Refusal("keep_drawing", seat, state.drawn, rule="draw_until_playable")
    if state.has_drawn:
        return Refusal("drawn_must_be_played", seat, state.drawn, rule="drawn_tile")
    if state.drawable > 0 and not state.can_play(seat):
        return Refusal("must_draw", seat)
    if state.drawable == 0:
        return Refusal("must_play_yard_empty", seat)
    if state.rules.must_play:
        return Refusal("must_play", seat, rule="must_play")
    return Refusal("play_or_draw", seat)


def _why_not_announce(state: RoundFacts, seat: int) -> Refusal:
    if state.rules.chickenlittle == "off":
        return Refusal("no_chickenlittle", seat, rule="chickenlittle")
    left = len(state.hands[seat])
    if left != 1:
        return Refusal("not_last_tile", seat, count=left)
    if state.cl_state[seat] == CL_CATCHABLE:
        return Refusal("too_late", seat)
    for done in reversed(state.history):  # since this seat's last play
        if done.seat == seat and isinstance(done, Announce):
            return Refusal("announced", seat)
        if done.seat == seat and isinstance(done, Play):
            break
    return Refusal("too_late", seat)


def _why_not_catch(state: RoundFacts, seat: int, target: int) -> Refusal:
    if state.rules.chickenlittle != "enforced":
        return Refusal("no_catching", seat, rule="chickenlittle")
    if not 0 <= target < state.seats:
        return Refusal("no_such_target", seat, other=target)
    if target == seat:
        return Refusal("catch_self", seat)
    if len(state.hands[target]) != 1:
        return Refusal("target_not_last_tile", seat, other=target)
    if state.cl_state[target] == CL_OWED:
        return Refusal("may_still_announce", seat, other=target)
    return Refusal("nothing_to_catch", seat, other=target)
