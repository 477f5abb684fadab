"""A phone seat's `state` message: what one seat may know, as JSON for its phone.

Built on the main thread from the seat's PlayerView (the view the computer players decide from:
its own hand and everything public) and the public table (the seats' names, the rounds planned,
and once the round is over its result with every hand, as the table then shows them). Nothing
else goes in: never another seat's tile, never the chicken yard's tiles or order, only its size.
After each change of the table every phone seat's state is made at once (`table_states`): the
public part is built and written as JSON once, each seat's own part (its hand, its legal
actions) for each, so the server has only to number each text and send it.
Pure Python (no pygame, no aiohttp); the README's "Phones" section documents every field.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Collection, NamedTuple, Optional, Sequence

from game.render.pips import PALETTES, PIP_LAYOUTS, pip_radius
from game.rules.actions import Action, Announce, Catch, Play, to_json
from game.rules.phases import OVER
from game.rules.tiles import Tile
from game.rules.view import PlayerView

if TYPE_CHECKING:
    from game.match import Match
    from game.rules.round import RoundState

LAST_ACTIONS = 8  # the round's latest actions a state carries (what happened since your turn)
UNDO: dict[str, Any] = {"undo": True}  # the legal object that takes back the seat's last play


@dataclass(frozen=True)
class RoundResult:
    """A finished round as the table shows it: how it ended, who went out, each seat's points
    and every hand face up."""

    end: str
    winner: Optional[int]
    scores: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]


@dataclass(frozen=True)
class Look:
    """How the phone draws tiles, as the settings say: "pips" or "numerals", and the coloured
    pips' palette (None: black pips)."""

    face: str = "pips"
    palette: Optional[str] = None


class SeatState(NamedTuple):
    """A seat's `state` message (what its acts are checked against) and the same as JSON, but
    for its `version` (the server numbers each state it sends)."""

    message: dict[str, Any]
    text: str


def round_result(state: RoundState) -> Optional[RoundResult]:
    """The round's result once it is over (None before: no hand is shown while it is played)."""
    if not state.is_over or state.end is None:
        return None
    return RoundResult(state.end, state.winner, tuple(state.scores()),
                       tuple(tuple(hand) for hand in state.hands))


def seat_state(match: Match, seat: int, *, free_slots: Sequence[int] = (), undo: bool = False,
               refusal: Optional[str] = None, look: Look = Look(),
               waiting_for: Sequence[int] = ()) -> dict[str, Any]:
    """The `state` message for `seat` of the match's current round (see `state_message`)."""
    state = match.state
    assert state is not None, "a state message needs a round in progress"
    return state_message(match.view(seat), [s.name for s in match.seats],
                         result=round_result(state), rounds=match.game.rounds_planned,
                         free_slots=free_slots, undo=undo, refusal=refusal, look=look,
                         waiting_for=waiting_for)


def table_states(match: Match, seats: Sequence[int], *, free_slots: Sequence[int] = (),
                 undo: Collection[int] = (), look: Look = Look(),
                 waiting_for: Sequence[int] = ()) -> dict[int, SeatState]:
    """Each of `seats`' state message at once, as `seat_state` makes it (`undo`: the seats that
    may take back their last play): what every seat is sent alike, the public table, is built
    and written as JSON once for all of them, and only each seat's own part for each."""
    state = match.state
    assert state is not None, "a state message needs a round in progress"
    views = {seat: match.view(seat) for seat in seats}
    if not views:
        return {}
    public = table_part(next(iter(views.values())), [s.name for s in match.seats],
                        result=round_result(state), rounds=match.game.rounds_planned,
                        free_slots=free_slots, look=look, waiting_for=waiting_for)
    shared = json.dumps(public)
    out = {}
    for seat, view in views.items():
        own = seat_part(view, free_slots=free_slots, undo=seat in undo)
        out[seat] = SeatState({**own, **public}, f"{json.dumps(own)[:-1]}, {shared[1:]}")
    return out


def state_message(view: PlayerView, names: Sequence[str], *,
                  result: Optional[RoundResult] = None, rounds: Optional[int] = None,
                  free_slots: Sequence[int] = (), undo: bool = False,
                  refusal: Optional[str] = None, look: Look = Look(),
                  waiting_for: Sequence[int] = ()) -> dict[str, Any]:
    """What `view.seat`'s phone is sent: its own part (`seat_part`) and the public table
    (`table_part`).

    `names`: every seat's name; `result`: the finished round's (only once it is over);
    `rounds`: rounds in the game (None: played to a target score); `free_slots`: the pending
    double's free slots as the table shows them (each play onto it is then offered once per
    slot, with "slot"); `undo`: the seat may take back its last play (offers {"undo": true});
    `refusal`: the last sentence refusing this seat something; `look`: how tiles are drawn;
    `waiting_for`: the seats whose phones the table waits for (nothing moves until they join).
    """
    return {**seat_part(view, free_slots=free_slots, undo=undo, refusal=refusal),
            **table_part(view, names, result=result, rounds=rounds, free_slots=free_slots,
                         look=look, waiting_for=waiting_for)}


def seat_part(view: PlayerView, *, free_slots: Sequence[int] = (), undo: bool = False,
              refusal: Optional[str] = None) -> dict[str, Any]:
    """The part of a state message that is the seat's own: its hand, its legal actions and
    calls, the last refusal said to it (see `state_message`)."""
    over = view.phase == OVER
    legal = [] if over else legal_objects(view.legal, view.hub, free_slots)
    if undo and not over:
        legal.append(dict(UNDO))
    return {
        "type": "state",
        "you": view.seat,
        "hand": [str(t) for t in view.hand],
        "drawn": None if view.drawn is None else str(view.drawn),
        "legal": legal,
        "calls": _calls(view.legal, view.seat),
        "refusal": refusal,
    }


def table_part(view: PlayerView, names: Sequence[str], *,
               result: Optional[RoundResult] = None, rounds: Optional[int] = None,
               free_slots: Sequence[int] = (), look: Look = Look(),
               waiting_for: Sequence[int] = ()) -> dict[str, Any]:
    """The part of a state message every seat is sent alike: the public table, from any seat's
    view (see `state_message`)."""
    over = view.phase == OVER
    return {
        "names": list(names),
        "round": view.round_number,
        "rounds": rounds,
        "phase": view.phase,
        "to_act": None if over else view.to_act,
        "waiting_for": [] if over else sorted(waiting_for),
        "chickenlittle": view.rules.chickenlittle,
        "hand_counts": list(view.hand_counts),
        "yard": view.yard_size,
        "drawable": view.drawable,
        "set": view.rules.set,
        "barnyard": _barnyard(view, free_slots),
        "last": [to_json(a) for a in view.history[-LAST_ACTIONS:]],
        "totals": list(view.totals),
        "round_over": over,
        "result": None if result is None else _result(result),
        "look": {"face": look.face,
                 "colours": None if look.palette is None else PALETTES[look.palette][0]},
    }


def legal_objects(legal: Sequence[Action], hub: Optional[Tile],
                  free_slots: Sequence[int] = ()) -> list[dict[str, Any]]:
    """Each legal action as a round-record object; a play onto the pending double once per free
    slot (with "slot") when the table offers `free_slots`."""
    out: list[dict[str, Any]] = []
    for action in legal:
        obj = to_json(action)
        if isinstance(action, Play) and hub is not None and action.on is hub and free_slots:
            out.extend({**obj, "slot": slot} for slot in free_slots)
        else:
            out.append(obj)
    return out


def _calls(legal: Sequence[Action], seat: int) -> dict[str, Any]:
    """What the seat may call now: Chickenlittle, and which seats it may catch."""
    return {"chickenlittle": any(isinstance(a, Announce) and a.seat == seat for a in legal),
            "catch": [a.target for a in legal if isinstance(a, Catch) and a.seat == seat]}


def _barnyard(view: PlayerView, free_slots: Sequence[int]) -> dict[str, Any]:
    """The placed tiles, every open end and the pending double with what it still needs."""
    barnyard = view.barnyard
    pending = None
    if barnyard.pending is not None:
        pending = {"tile": str(barnyard.pending), "role": barnyard.pending_role,
                   "needs": barnyard.needed,
                   "free_slots": list(free_slots) or list(barnyard.free_slots())}
    return {
        "tiles": [{"tile": str(p.tile), "on": None if p.on is None else str(p.on),
                   "role": p.role, "slot": p.slot, "seat": p.seat} for p in barnyard],
        "ends": [{"number": n, "tile": str(t)} for n, at in enumerate(barnyard.ends) for t in at],
        "pending": pending,
    }


def _result(result: RoundResult) -> dict[str, Any]:
    return {"end": result.end, "winner": result.winner, "scores": list(result.scores),
            "hands": [[str(t) for t in hand] for hand in result.hands]}


def pips_document() -> dict[str, Any]:
    """Where each number's pips sit on a half (game/render/pips.py) and their radii: the phone
    draws its tiles from the same layout as the table."""
    return {"layouts": [[list(point) for point in layout] for layout in PIP_LAYOUTS],
            "radii": [pip_radius(n) for n in range(len(PIP_LAYOUTS))]}
