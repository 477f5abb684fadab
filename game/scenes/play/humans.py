"""The people at this screen: which seat's hand lies at the bottom and whether it is face up, what
the shown human may do now, and doing it from the buttons, the keys, the pile and a hint. When
the rules refuse, the human hears why (game.words.refusals).

A person at the screen is a seat whose `Seat.is_human` is true (a phone seat plays on its phone,
or here for a turn while its phone is away: `guest`).
With several of them, one mouse and keyboard cannot tell them apart, so what is done here is
credited to a person the table names: the person whose hand is shown, or, while no hand shows,
the person whose hand was covered after their turn (`leaving`: their moment lasts until the
table moves on: they may take back their play, through their own cover, or catch a forgotten
"Chickenlittle"), or, on a hand-over, the person it is for (`hand_over`).
"""
from __future__ import annotations

from typing import Callable, Optional

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.tiles import Tile
from game.scenes.play.barnyard_view import BarnyardView
from game.scenes.play.hints import HINT_SECONDS, THINKING, THINKING_SECONDS, Coaching, no_hint
from game.scenes.play.intents import (Act, Ask, Intend, Intent, Pick, Refuse, Say, SayNearHand,
                                      Suggest)
from game.scenes.play.privacy import Offer
from game.scenes.play.seat_driver import HUMAN_GRACE, MOMENT_GRACE
from game.scenes.play.selection import Selection, Target
from game.scenes.play.tile_motion import TileMotion
from game.table import Change, Table
from game.words.calls import announced, catch_offer, catch_offer_by
from game.words.moves import undo_mine, undo_theirs
from game.words.names import possessive

class Humans:
    """The human seats' side of the table: who is shown, what they may do, doing it."""

    def __init__(self, table: Table, selection: Selection, motion: TileMotion,
                 barnyard: BarnyardView, intend: Intend) -> None:
        """`selection`: read here; what the people mean to do (a move, a pick, words said)
        goes to `intend`."""
        self.table = table
        self.selection = selection
        self.intend = intend
        self.motion = motion
        self.barnyard = barnyard
        humans = table.match.humans
        self.bottom = humans[0] if humans else 0  # the seat whose hand runs along the bottom
        # Face up: the one person's hand at the screen, or while watching computers; never a
        # phone seat's, nor anybody's while several people share the screen.
        alone = len(humans) == 1 or not table.match.people
        self.revealed: Optional[int] = self.bottom if alone else None
        self.guest: Optional[int] = None  # a phone seat played here this turn (its phone away)
        self.leaving: Optional[int] = None  # the person whose hand was covered after their turn
        self.hints = Coaching()  # the hint asked for, and the next one looked at ahead

    def reveal(self, seat: Optional[int]) -> None:
        """Turn `seat`'s hand face up (None: every hand face down; the person whose hand it
        was is `leaving` until the table moves on)."""
        if seat is None and self.revealed is not None:
            self.leaving = self.revealed
        elif seat is not None:
            self.leaving = None
        self.revealed = seat

    def seat_at_bottom(self, seat: int) -> None:
        """`seat`'s hand runs along the bottom from now on."""
        self.bottom = seat

    def seat_here(self, seat: Optional[int]) -> None:
        """`seat`, a phone seat whose phone is away, is played here at the screen this turn
        (None: no more); its hand is then handed over like any hand here."""
        if seat is None and self.revealed == self.guest:
            self.revealed = None
        self.guest = seat

    def is_here(self, seat: int) -> bool:
        """True for a seat played at this screen (a person here, or a phone seat's guest turn)."""
        return self.table.match.seats[seat].is_human or seat == self.guest

    @property
    def several(self) -> bool:
        """True when two or more people share the screen (hands are handed over; phone seats
        and computers do not count: one person here with them just sees their hand)."""
        here = self.table.match.humans
        return len(here) + (self.guest is not None and self.guest not in here) > 1

    @property
    def catcher(self) -> Optional[int]:
        """The person here a catch made now is credited to: the one whose hand is shown, else
        the one whose hand was just covered after their turn (None: nobody)."""
        return self.revealed if self.revealed is not None else self.leaving

    @property
    def call_grace(self) -> float:
        """Seconds the computers wait for a call by a person here: HUMAN_GRACE for the person
        whose hand is shown, MOMENT_GRACE for one whose hand was just covered (they see a
        button naming them, over a hidden hand)."""
        return HUMAN_GRACE if self.revealed is not None else MOMENT_GRACE

    # ----------------------------------------------------------------- who may do what
    @property
    def to_act(self) -> Optional[int]:
        """The human seat whose turn it is (None: an AI's turn or the round is over)."""
        state = self.table.state
        if state.is_over:
            return None
        seat = state.to_act
        return seat if self.is_here(seat) else None

    @property
    def can_act(self) -> bool:
        """True when the shown hand belongs to the human to act and nothing is flying."""
        seat = self.to_act
        return seat is not None and seat == self.revealed and not self.motion.busy

    @property
    def hand_shown(self) -> bool:
        """True when the bottom hand is face up."""
        return self.revealed == self.bottom

    def legal(self) -> list[Action]:
        """The shown human's legal actions now ([] when it is not their move)."""
        state = self.table.state
        if self.revealed is None or state.is_over:
            return []
        return [a for a in state.legal_actions() if a.seat == self.revealed]

    def call(self, kind: type) -> Optional[Action]:
        """An Announce some human at this screen owes now, whoever's turn it is (saying
        "Chickenlittle" reveals no tiles; the shown human's first), or a Catch the `catcher`
        may make (never one credited to a person the table guesses)."""
        state = self.table.state
        if state.is_over:
            return None
        calls = [a for a in state.legal_actions() if type(a) is kind and self.is_here(a.seat)
                 and (kind is not Catch or a.seat == self.catcher)]
        calls.sort(key=lambda a: a.seat != self.revealed)
        return calls[0] if calls else None

    def turn_legal(self) -> list[Action]:
        """The shown human's turn actions now: plays, draw, pass (no calls)."""
        return [a for a in self.legal() if self.can_act and not isinstance(a, (Announce, Catch))]

    def playable(self) -> Optional[frozenset[Tile]]:
        """The shown hand's tiles that fit somewhere (None: not their move)."""
        if not (self.hand_shown and self.can_act):
            return None
        return frozenset(a.tile for a in self.turn_legal() if isinstance(a, Play))

    def targets_for(self, tile: Tile) -> list[Target]:
        """Every legal place for `tile` now, with its layout preview."""
        return self.barnyard.targets_for(
            a for a in self.turn_legal() if isinstance(a, Play) and a.tile is tile)

    def undo_seat(self, offered: bool) -> Optional[int]:
        """The shown human whose last play may be taken back now: undo is `offered`, their
        play was the table's last action and nobody has acted since (None: nothing to undo);
        with no hand shown, the person whose hand was just covered (`handed_back`: it goes
        back through their own cover). A draw is never taken back: its tile has been seen."""
        seat = self.revealed
        if seat is None:
            return self.handed_back(offered)
        history = self.table.state.history
        if not offered or seat is None or not history \
                or not self.is_here(seat):  # watching: no computer's play
            return None
        last = history[-1]
        return seat if isinstance(last, Play) and self.table.can_undo(seat) else None

    def handed_back(self, offered: bool) -> Optional[int]:
        """While no hand shows: the person whose hand was just covered, if their play was the
        table's last action and they may take it back before anybody else moves (None:
        nobody). Taken back, it is their turn again, behind their own cover."""
        seat = self.leaving
        history = self.table.state.history
        last = history[-1] if history else None
        if not offered or seat is None or not isinstance(last, Play) or last.seat != seat \
                or last.on is None:  # (the starting double is no choice to take back)
            return None
        return seat if self.table.can_undo(seat) else None

    def whose_undo(self, offered: bool) -> Optional[str]:
        """The Undo button's words while no hand shows: "Undo Bo's 6-2" (None: the shown
        person's own Undo, or none)."""
        seat = self.handed_back(offered) if self.revealed is None else None
        last = self.table.state.history[-1] if seat is not None else None
        if not isinstance(last, Play):
            return None
        return undo_theirs(self.table.match.seats[last.seat].name, last.tile)

    def catches_for(self, seat: int) -> list[Catch]:
        """The catches the cover before `seat`'s turn offers: `seat`'s own, one for each
        forgetter, then those of the person whose hand was just covered (their turn may have
        ended as the rules let a catch begin: this is their chance)."""
        state = self.table.state
        if state.is_over:
            return []
        calls = [a for a in state.legal_actions()
                 if isinstance(a, Catch) and a.seat in (seat, self.leaving)]
        calls.sort(key=lambda a: a.seat != seat)
        return calls

    def hand_over(self, seat: int, offered: bool) -> tuple[list[Offer], list[Offer],
                                                          Optional[Offer]]:
        """What the cover before `seat`'s turn offers, each credited to a named person: a
        "Chickenlittle" a person here still owes, the catches (`catches_for`: `seat`'s own,
        then the leaving person's, named), the leaving person's play to take back (undo is
        `offered`; through their own cover)."""
        state = self.table.state
        names = [info.name for info in self.table.match.seats]
        owed = [a for a in state.legal_actions()
                if isinstance(a, Announce) and self.is_here(a.seat)]
        announcers = [(announced(names[a.seat]), self._doing(Act(a))) for a in owed]
        catchers = [(catch_offer(names[a.target]) if a.seat == seat
                     else catch_offer_by(names[a.seat], names[a.target]), self._doing(Act(a)))
                    for a in self.catches_for(seat)]
        back = self.handed_back(offered)
        last = state.history[-1] if state.history else None
        undo: Optional[Offer] = None
        if back is not None and isinstance(last, Play):
            undo = (undo_mine(names[back], last.tile), self._doing(Ask("undo")))
        return announcers, catchers, undo

    def _doing(self, intent: Intent) -> Callable[[], None]:
        """What a button on the hand-over does: `intent`, said to the table."""
        def do() -> None:
            self.intend(intent)
        return do

    def no_undo(self, offered: bool) -> str:
        """Why the shown human cannot take back a play now, in a player's words."""
        if not offered:
            return "Undo is off at this table (Settings)"
        state = self.table.state
        if state.is_over:
            return "The round is over: nothing can be taken back"
        last = state.history[-1] if state.history else None
        if last is None or self.revealed is None:
            return "Nothing to undo"
        if last.seat != self.revealed:
            return f"Nothing to undo: {self.table.match.seats[last.seat].name} has acted since"
        if isinstance(last, Draw):
            return "A draw cannot be undone: the tile has been seen"
        return "Only a play can be taken back"

    # ----------------------------------------------------------------- doing it
    def press_button(self, name: str) -> None:
        """Draw, pass, announce or catch for the shown human, if the rules allow it now."""
        if name in ("announce", "catch"):
            call = self.call(Announce if name == "announce" else Catch)
            if call is not None:
                self.intend(Act(call))
                return
        kinds = {"draw": Draw, "pass": Pass}
        for action in self.turn_legal() if name in kinds else ():
            if isinstance(action, kinds[name]):
                self.intend(Act(action))
                return
        seat = self.revealed if self.revealed is not None else self.bottom
        asks: dict[str, Action] = {"draw": Draw(seat), "pass": Pass(seat),
                                   "announce": Announce(seat)}
        asked = asks.get(name)
        if asked is not None and not self.table.state.is_over:
            refusal = self.table.refusal(asked)
            if refusal is not None:
                self.intend(Refuse(refusal))

    def draw_from_yard(self, at: Optional[tuple[int, int]] = None) -> bool:
        """Draw from the chicken yard if the rules allow it now; the tile glides into the hand
        from `at` (where a dragged tile was let go) or from the pile. Else say why not."""
        for action in self.turn_legal():
            if isinstance(action, Draw):
                return self.intend(Act(action, at))
        self.refused_draw()
        return False

    def refused_draw(self) -> None:
        """The pile touched when drawing is not allowed: the rules' reason (if anyone here
        plays; watching, the pile just ignores the mouse)."""
        if self.table.match.humans:
            self.press_button("draw")

    def show_hint(self) -> None:
        """H: ask the coach for the shown human's move (game.scenes.play.hints; `follow_hint`
        takes its answer), "thinking" said over the hand meanwhile; or say why there is none:
        another seat's turn, or nothing to choose (the only move is then the one Enter makes)."""
        state = self.table.state
        if state.is_over or self.revealed is None:
            return
        match = self.table.match
        mine = self.to_act == self.revealed
        view = match.view(self.revealed) if mine else None
        said = no_hint(view, possessive(match.seats[state.to_act].name))
        self.hints.drop()
        if said is not None:
            only = self.turn_legal() if mine else []
            self.intend(Suggest(only[0] if len(only) == 1 else None))
            if len(only) == 1 and isinstance(only[0], Play):
                self.intend(Pick(only[0].tile, only=only[0]))
            self.intend(Say(said, refusal=True))
            return
        assert view is not None
        self.intend(Suggest(None))
        self.hints.ask(view, [seat.name for seat in match.seats])
        self.intend(SayNearHand(THINKING, THINKING_SECONDS, until_moved=True))

    def moved(self, change: Change) -> None:
        """The table changed: a hint asked for the table before it is dropped; a turn's move
        (or one taken back) ends the leaving person's moment (a call does not)."""
        if change.undone or not isinstance(change.action, (Announce, Catch)):
            self.leaving = None
        self.hints.moved()

    def follow_hint(self) -> None:
        """Each frame: the shown person's turn looked at ahead (once they have asked for a
        hint); once the answer asked for is back, its move lit and the sentence why said over
        the hand until a move is made (a hint for a table gone is dropped: `moved`)."""
        match = self.table.match
        seat = self.to_act
        self.hints.look_ahead(seat if seat == self.revealed else None,
                              match.view, [info.name for info in match.seats])
        advice = self.hints.answer()
        if advice is None:
            return
        self.intend(Suggest(advice.move))
        if isinstance(advice.move, Play):
            self.intend(Pick(advice.move.tile, only=advice.move))
        self.intend(SayNearHand(advice.sentence, HINT_SECONDS, until_moved=True))

    def not_now(self) -> None:
        """A tile touched out of turn: say whose turn it is."""
        state = self.table.state
        if state.is_over or self.motion.busy:
            return
        name = self.table.match.seats[state.to_act].name
        self.intend(Say(f"Wait: it is {possessive(name)} turn", refusal=True))

    def cannot_play(self, tile: Tile, on: Optional[Tile] = None) -> None:
        """Say why `tile` cannot go on `on` (where it was dropped; else anywhere)."""
        state = self.table.state
        seat = self.revealed if self.revealed is not None else self.bottom
        if on is None:
            on = next((tile for _, tile in state.barnyard.open_ends()), None)
        refusal = self.table.refusal(Play(seat, tile, on))
        if refusal is not None:
            self.intend(Refuse(refusal))
        else:
            self.intend(Say(f"{tile} cannot be played now", "error", refusal=True))
