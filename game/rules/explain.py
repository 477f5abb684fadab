"""Why an action is refused, in words a player understands."""
from __future__ import annotations

from typing import Optional, Protocol, Sequence

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import Barnyard
from game.rules.house_rules import RuleSet
from game.rules.phases import CL_CATCHABLE, CL_OWED, OVER, SEARCH, SET
from game.rules.tiles import Tile


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


def why_illegal(state: RoundFacts, action: Action) -> str:
    """A sentence saying why `action` is not legal in `state`."""
    seat = action.seat
    if not 0 <= seat < state.seats:
        return f"there is no seat {seat} at this table (seats 0 to {state.seats - 1})"
    if state.phase == OVER:
        return "the round is over"
    if isinstance(action, Announce):
        return _why_not_announce(state, seat)
    if isinstance(action, Catch):
        return _why_not_catch(state, seat, action.target)
    if state.phase == SEARCH:
        return (
            f"nobody holds a starting double yet: seat {state.to_act} must draw "
            "from the chicken yard"
        )
    if state.phase == SET:
        tile = state.legal_actions()[0]
        assert isinstance(tile, Play)
        return f"the round starts when seat {state.to_act} lays {tile.tile} in the centre"
    if seat != state.to_act:
        return f"it is seat {state.to_act}'s turn, not seat {seat}'s"
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


def _pending(state: RoundFacts) -> str:
    hub, needed = state.hub, state.hub_needed
    assert hub is not None
    if hub is state.barnyard[0].tile:
        return f"the spokes around {hub} need {needed} more tile{'s' if needed > 1 else ''} first"
    return f"the chicken foot on {hub} needs {needed} more toe{'s' if needed > 1 else ''} first"


def _why_not_play(state: RoundFacts, action: Play) -> str:
    seat, tile, on = action
    if tile not in state.hands[seat]:
        return f"seat {seat} does not hold {tile}"
    if state.has_drawn and tile is not state.drawn:
        return f"after drawing, only the drawn tile {state.drawn} may be played"
    if on is None:
        return f"{tile} must be attached to a tile of the barnyard"
    placed = {p.tile for p in state.barnyard}
    if on not in placed:
        return f"{on} is not in the barnyard"
    hub = state.hub
    if hub is not None:
        if on is not hub:
            return _pending(state)
        return f"{tile} does not match {hub}: it needs {a_number(hub.high)}"
    fits = any(p.tile is tile for p in state.plays_for(seat, (tile,)))  # type: ignore[union-attr]
    showing = [n for n, ends in enumerate(state.ends) if on in ends]
    if not fits:
        return f"{tile} does not match any open end"
    if not showing:
        return f"{on} has no open end: something already hangs from it"
    return f"{tile} does not match {on}: it needs {a_number(showing[0])}"


def _why_not_draw(state: RoundFacts, seat: int) -> str:
    if state.has_drawn and state.draw_streak and state.drawable == 0:
        return "the chicken yard is empty"
    if state.has_drawn and state.draw_streak:
        return f"the drawn tile {state.drawn} fits: play it or pass"
    if state.has_drawn:
        return f"seat {seat} already drew this turn: play the drawn tile or pass"
    if state.drawable == 0:
        if state.yard:
            return "only the chicken yard's reserve is left, and it is never drawn"
        return "the chicken yard is empty"
    return f"seat {seat} can play, and must play when able (house rule: must_play)"


def _why_not_pass(state: RoundFacts, seat: int) -> str:
    if state.has_drawn and state.draw_streak and not state.legal_plays_of_drawn():
        return (f"the drawn tile {state.drawn} does not fit: keep drawing until one fits "
                "(house rule: draw_until_playable)")
    if state.has_drawn:
        return (
            f"the drawn tile {state.drawn} fits and must be played "
            "(house rule: drawn_tile = must)"
        )
    if state.drawable > 0 and not state.can_play(seat):
        return f"seat {seat} cannot play and must draw from the chicken yard before passing"
    if state.drawable == 0:
        return f"seat {seat} can play, and with the chicken yard empty must play"
    if state.rules.must_play:
        return f"seat {seat} can play, and must play when able (house rule: must_play)"
    return f"seat {seat} can play: play a tile, or draw before passing"


def _why_not_announce(state: RoundFacts, seat: int) -> str:
    if state.rules.chickenlittle == "off":
        return "Chickenlittle is not played at this table (house rule: chickenlittle = off)"
    left = len(state.hands[seat])
    if left != 1:
        return f"seat {seat} has {left} tiles; Chickenlittle is announced with one tile left"
    late = f"too late: seat {seat} had to announce before the next player finished their turn"
    if state.cl_state[seat] == CL_CATCHABLE:
        return late
    for done in reversed(state.history):  # since this seat's last play
        if done.seat == seat and isinstance(done, Announce):
            return f"seat {seat} has already announced"
        if done.seat == seat and isinstance(done, Play):
            break
    return late


def _why_not_catch(state: RoundFacts, seat: int, target: int) -> str:
    if state.rules.chickenlittle != "enforced":
        return "catching is only played with the house rule chickenlittle = enforced"
    if not 0 <= target < state.seats:
        return f"there is no seat {target} to catch"
    if target == seat:
        return "a player cannot catch themselves"
    if len(state.hands[target]) != 1:
        return f"seat {target} is not down to one tile"
    if state.cl_state[target] == CL_OWED:
        return f"seat {target} may still announce: the next player has not finished their turn"
    return f"seat {target} has nothing to be caught for"
