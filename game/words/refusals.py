"""The rules' refusals as the table says them: "It is Hen's turn, not yours", "You do not hold
9-3". Any client (the table, a phone) passes the rules' Refusal and the seats' names.

The people at a table are named (the second person for "You"), never numbered, and no file key
is shown. A refusal that names no seat and no house rule ("9-5 does not match any open end") is
said in the rules' own sentence (game.rules.explain), which is written for players.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game.rules.explain import Reason, Refusal
from game.words.names import SECOND_PERSON, verb_for


class _Seats:
    """The seats of a refusal by name: "you", "Hen"; one past the names is "seat 7"."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = names

    def who(self, seat: int) -> str:
        if not 0 <= seat < len(self.names):
            return f"seat {seat}"
        name = self.names[seat]
        return "you" if name == SECOND_PERSON else name

    def does(self, seat: int, verb: str, rest: str) -> str:
        """ "you have 3 tiles", "Hen has 3 tiles"."""
        name = self.names[seat] if 0 <= seat < len(self.names) else ""
        return f"{self.who(seat)} {verb_for(name, verb)} {rest}"

    def whose(self, seat: int, alone: bool = False) -> str:
        """ "your" ("yours" `alone`), "Hen's"."""
        who = self.who(seat)
        return ("yours" if alone else "your") if who == "you" else f"{who}'s"


Said = Callable[[Refusal, _Seats], str]


def _other(refusal: Refusal) -> int:
    """The other seat a refusal is about (whose turn it is, the seat to be caught)."""
    assert refusal.other is not None
    return refusal.other

# The sentences that name a seat or leave a house rule's key out; the others are the rules'.
SAID: dict[Reason, Said] = {
    "no_such_seat": lambda r, s: f"there is no {s.who(r.seat)} at this table "
                                 f"(seats 0 to {r.count - 1})",
    "double_missing": lambda r, s: f"nobody holds a starting double yet: {s.who(_other(r))} "
                                   "must draw from the chicken yard",
    "double_not_set": lambda r, s: "the round starts when "
                                   + s.does(_other(r), "lays", f"{r.tile} in the centre"),
    "not_your_turn": lambda r, s: f"it is {s.whose(_other(r))} turn, not "
                                  f"{s.whose(r.seat, alone=True)}",
    "not_held": lambda r, s: s.does(r.seat, "does", f"not hold {r.tile}"),
    "drew_already": lambda r, s: f"{s.who(r.seat)} already drew this turn: play the drawn "
                                 "tile or pass",
    "must_play": lambda r, s: f"{s.who(r.seat)} can play, and must play when able",
    "keep_drawing": lambda r, s: f"the drawn tile {r.tile} does not fit: keep drawing until "
                                 "one fits",
    "drawn_must_be_played": lambda r, s: f"the drawn tile {r.tile} fits and must be played",
    "must_draw": lambda r, s: f"{s.who(r.seat)} cannot play and must draw from the chicken "
                              "yard before passing",
    "must_play_yard_empty": lambda r, s: f"{s.who(r.seat)} can play, and with the chicken yard "
                                         "empty must play",
    "play_or_draw": lambda r, s: f"{s.who(r.seat)} can play: play a tile, or draw before "
                                 "passing",
    "no_chickenlittle": lambda r, s: "Chickenlittle is not played at this table",
    "not_last_tile": lambda r, s: s.does(r.seat, "has", f"{r.count} tiles") + "; Chickenlittle "
                                  "is announced with one tile left",
    "too_late": lambda r, s: f"too late: {s.who(r.seat)} had to announce before the next "
                             "player finished their turn",
    "announced": lambda r, s: s.does(r.seat, "has", "already announced"),
    "no_catching": lambda r, s: "catching is only played when Chickenlittle is enforced",
    "no_such_target": lambda r, s: f"there is no {s.who(_other(r))} to catch",
    "target_not_last_tile": lambda r, s: s.does(_other(r), "is", "not down to one tile"),
    "may_still_announce": lambda r, s: f"{s.who(_other(r))} may still announce: the next "
                                       "player has not finished their turn",
    "nothing_to_catch": lambda r, s: s.does(_other(r), "has", "nothing to be caught for"),
}


def refusal_sentence(refusal: Refusal, names: Sequence[str]) -> str:
    """Why the rules refuse an action, as the table says it to the seats called `names`."""
    said = SAID.get(refusal.reason)
    sentence = str(refusal) if said is None else said(refusal, _Seats(names))
    return sentence[:1].upper() + sentence[1:]
