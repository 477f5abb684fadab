"""Helpers for scripted rules scenarios: deals and actions written as short text.

Actions read and print as "1 play 9-3 on 9-9", "0 play 9-9", "2 draw", "2 pass",
"1 announce", "3 catch 1", so a test can state an exact legal set in one line.
"""
from __future__ import annotations

from typing import Any

from game.rules import (
    Action,
    Announce,
    Catch,
    Draw,
    IllegalAction,
    Pass,
    Play,
    RoundState,
    RuleSet,
    Tile,
)


def tiles(text: str) -> list[Tile]:
    """ "9-9 9-3" -> [Tile(9, 9), Tile(9, 3)]."""
    return [Tile.parse(t) for t in text.split()]


def deal(rules: RuleSet, *hands: str, yard: str = "", round_number: int = 1,
         starter: int = 0) -> RoundState:
    """A round from an exact deal: one text per seat, the yard next draw first."""
    return RoundState(rules, [tiles(h) for h in hands], tiles(yard), round_number, starter)


def act(text: str) -> Action:
    """Parse "1 play 9-3 on 9-9" (and the other forms above) into an action."""
    words = text.split()
    seat, kind = int(words[0]), words[1]
    if kind == "play":
        on = Tile.parse(words[4]) if len(words) == 5 else None
        return Play(seat, Tile.parse(words[2]), on)
    if kind == "draw":
        return Draw(seat)
    if kind == "pass":
        return Pass(seat)
    if kind == "announce":
        return Announce(seat)
    assert kind == "catch", text
    return Catch(seat, int(words[2]))


def show(action: Action) -> str:
    """The text form of an action (inverse of `act`)."""
    if isinstance(action, Play):
        on = f" on {action.on}" if action.on is not None else ""
        return f"{action.seat} play {action.tile}{on}"
    if isinstance(action, Catch):
        return f"{action.seat} catch {action.target}"
    return f"{action.seat} {action.kind}"


def legal(state: RoundState) -> list[str]:
    """The state's legal actions as text, in the engine's order."""
    return [show(a) for a in state.legal_actions()]


def run(state: RoundState, *actions: str) -> RoundState:
    """Apply actions given as text; returns the state for chaining."""
    for text in actions:
        state.apply(act(text))
    return state


def refusal(state: RoundState, text: str) -> str:
    """The IllegalAction message for an action, checking the state did not change."""
    before = (legal(state), [list(h) for h in state.hands], list(state.yard),
              list(state.barnyard), state.to_act, state.phase)
    try:
        state.apply(act(text))
    except IllegalAction as err:
        after = (legal(state), [list(h) for h in state.hands], list(state.yard),
                 list(state.barnyard), state.to_act, state.phase)
        assert after == before, "a refused action changed the state"
        return str(err)
    raise AssertionError(f"{text!r} was accepted")


# The example record of ROUND-RECORD.md.
EXAMPLE: dict[str, Any] = {
    "format": "chickenfoot-round/1",
    "rules": {"preset": "classic", "opening": "double-foot"},
    "seats": 3,
    "round": 1,
    "starter": 0,
    "hands": [["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-0"]],
    "yard": ["6-2", "5-5", "7-3"],
    "actions": [{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-5", "on": "9-9"}],
}
