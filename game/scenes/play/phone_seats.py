"""The phone seats' side of the table: a client of the table like its parts. It listens to the
table's changes and sends each phone seat its own state (game.phones.state: the seat's view and
the public table, never another hand or the yard), and turns what the phones ask into the same
intents a click makes (Act, TakeBack, Light), answering every act: by the new state once the
move is made, or by the table's own sentence for why not. The server (game.phones.server) runs
in its own thread and never touches the match: this, on the main thread, is the only way in.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from game.phones.protocol import (AWAY, CONNECTED, NEVER, PhoneAct, PhonePick,
                                  PhoneRequest, PhoneUndo, answer)
from game.phones.state import Look, table_states
from game.rules.actions import Announce, Catch, Play
from game.scenes.play.intents import Act, Intend, Light, TakeBack
from game.table import Change, Table

if TYPE_CHECKING:
    from game.phones.server import PhoneServer  # (aiohttp: loaded only for a game with phones)

NOTHING_TO_TAKE_BACK = "There is nothing of yours to take back now"
AWAY_SECONDS = 4.0  # a phone away this long on its seat's turn: the table offers what to do


class PhoneSeats:
    """The table's phone seats: their states sent, their requests carried out."""

    def __init__(self, server: PhoneServer, table: Table, intend: Intend,
                 look: Callable[[], Look], undo_offered: Callable[[], bool],
                 calls_first: Callable[[], None]) -> None:
        """`look`: how the phones draw tiles (the settings' face and pips); `undo_offered`:
        the settings let a person take back a play; `calls_first`: the computers say the
        Chickenlittles they owe now (a phone answers within milliseconds, before a computer's
        next frame: its move waits for them, as a person's click would)."""
        self.calls_first = calls_first
        self.server = server
        self.table = table
        self.intend = intend
        self.look = look
        self.undo_offered = undo_offered
        match = table.match
        self.names = [seat.name for seat in match.seats]
        self.seats = [i for i, seat in enumerate(match.seats) if seat.on_phone]
        self.waited: tuple[int, ...] = ()  # the phone seats the table waits for now
        self.publish()

    def moved(self, change: Change) -> None:
        """The table changed: every phone seat gets its new state."""
        self.publish()

    def publish(self) -> None:
        """Send each phone seat its state now (the public table built and written once)."""
        self.server.publish_all(table_states(
            self.table.match, self.seats, free_slots=self.table.free_slots(),
            undo=[seat for seat in self.seats if self.may_take_back(seat)], look=self.look(),
            waiting_for=self.waited))

    def wait_for(self, seats: Sequence[int]) -> None:
        """The table waits for these seats' phones (the join card holds it, or a phone is away
        on its turn): every phone is told, once each time the seats change."""
        waited = tuple(sorted(seats))
        if waited != self.waited:
            self.waited = waited
            self.publish()

    def may_take_back(self, seat: int) -> bool:
        """True if `seat` may take back its last play now: the settings offer undo, its play
        (not the starting double) is the table's last action, and nobody has acted since."""
        history = self.table.state.history
        last = history[-1] if history else None
        return (self.undo_offered() and isinstance(last, Play) and last.seat == seat
                and last.on is not None and self.table.can_undo(seat))

    def undoer(self) -> Optional[int]:
        """The phone seat that may take back the play just made (None: none)."""
        return next((seat for seat in self.seats if self.may_take_back(seat)), None)

    def update(self) -> None:
        """What the phones asked, carried out in order: each frame, and between frames as soon
        as a phone asks (the server nudges the main loop: App.idle)."""
        for request in self.server.take_requests():
            self._take(request)

    def states(self) -> dict[int, str]:
        """Each phone seat's phone now: "never" joined, "connected" or "away" (asked of the
        server: the join card asks while the table, under it, is not updated)."""
        return {seat: status.state for seat, status in self.server.statuses().items()}

    def never_joined(self) -> bool:
        """True while some phone seat's phone has never joined."""
        return any(status.state == NEVER for status in self.server.statuses().values())

    def calling(self) -> bool:
        """True when a phone seat may say Chickenlittle or catch now (the computers give its
        person time to, as they do the people at the screen)."""
        return any(isinstance(a, (Announce, Catch)) and a.seat in self.seats
                   for a in self.table.state.legal_actions())

    def status(self, seat: int) -> Optional[str]:
        """How `seat`'s phone is: "never" joined, "connected" or "away" (None: no phone)."""
        found = self.server.statuses().get(seat)
        return None if found is None else found.state

    def away(self, seat: int) -> bool:
        """True once `seat`'s phone has been away (or never joined) for AWAY_SECONDS."""
        found = self.server.statuses().get(seat)
        if found is None or found.state == CONNECTED:
            return False
        return found.state != AWAY or found.away_for(time.monotonic()) >= AWAY_SECONDS

    def _take(self, request: PhoneRequest) -> None:
        seat = request.seat
        if isinstance(request, PhonePick):
            self.intend(Light(seat, request.tile))
        elif isinstance(request, PhoneUndo):
            if not (request.offered and self.may_take_back(seat)
                    and self.intend(TakeBack(seat))):
                self.server.send_error(seat, NOTHING_TO_TAKE_BACK)
        else:
            said = self._refused(request)
            if said is not None:
                self.server.send_error(seat, said)

    def _refused(self, request: PhoneAct) -> Optional[str]:
        """Why the act is refused (the table's own sentence), or None: it was made."""
        self.calls_first()
        said = answer(request, self.table.refusal, self.names)
        if said is None and not self.intend(Act(request.action, slot=request.slot)):
            said = answer(request, self.table.refusal, self.names) or "That move was not made"
        return said
