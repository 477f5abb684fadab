"""The computer seats at the table: the one place the table asks AI seats for moves (and the hard
AI for hints).

`AiTurn` thinks a little each frame (`advance(seconds)`), so the frame rate never drops while an
AI thinks. `SeatDriver` runs the AI seats: their Chickenlittle calls (asked once per action of the
round) and their turns, one at a time: a computer's move shows once the table has been still for
the seat's pace (`Seat.pace` times the Opponents setting's seconds), so each move can be seen
before the next.
"""
from __future__ import annotations

import random
from typing import Callable, Optional

from game import ai
from game.ai.player import Thinking
from game.match import Match
from game.rules.actions import Action, Announce, Catch

AI_SLICE = 0.008  # seconds of AI thinking per 16.7 ms frame: a 0.5 s expert move in ~1 s
# of wall time, leaving room for drawing (one search iteration may run over)
STAND_IN = "hard"  # who plays a turn for a person whose phone is away, when asked to
HUMAN_GRACE = 2.0  # seconds the AI seats give a human who may announce or catch
MOMENT_GRACE = 4.0  # ...a person at a shared screen whose hand was just covered after their
# turn and who may catch (or announce): no hand shows, a button names them
UNDO_GRACE = 3.0  # seconds the next AI seat waits while a human may still take back a play


class AiTurn:
    """One pending AI decision for `seat`; poll `advance()` until it returns an action.

    The easy, medium and hard tiers decide in the first `advance`; the expert searches for
    its seat's time budget, a slice per call. With `playouts` (tests and tools: App.ai_playouts)
    the expert runs that many play-outs instead, all in the first call, so the same seed makes
    the same moves at the same frames however busy the machine is.
    """

    def __init__(self, match: Match, seat: int, rng: random.Random,
                 playouts: Optional[int] = None, player: Optional[str] = None) -> None:
        """`player`: the tier that decides (None: the seat's own; a person's seat whose
        phone is away may be played by a computer for a turn: STAND_IN)."""
        self.match = match
        self.seat = seat
        self.player = player or match.seats[seat].player
        self.view = match.view(seat)
        self.rng = rng
        self.playouts = playouts
        self.action: Optional[Action] = None
        self._thinker = self._start()

    def _start(self) -> Thinking:
        info = self.match.seats[self.seat]
        if self.playouts is not None:
            player = ai.make_player(self.player, info.budget, self.playouts)
            return player.think(self.view, self.rng)
        return ai.start_decision(self.view, self.player, budget=info.budget, rng=self.rng)

    @property
    def thinking(self) -> Thinking:
        """The decision under way (the expert's search, in the worker or in slices here)."""
        return self._thinker

    def cancel(self) -> None:
        """Stop thinking (the expert's worker search ends at once): the decision is dropped."""
        self._thinker.cancel()

    def advance(self, seconds: float) -> Optional[Action]:
        """Think for at most `seconds` (no limit with `playouts`); the action once decided."""
        if self.action is None and self._thinker.step(
                float("inf") if self.playouts is not None else seconds):
            self.action = self._thinker.result()
        return self.action


def reaction(match: Match, seat: int, rng: random.Random) -> Optional[Action]:
    """An AI seat's announcement or catch right now (asked once per action of the round). A
    catch waits for the people before this seat in turn order from the forgetter: each has
    had their chance once their turn is over (people_first)."""
    state = match.state
    if state is None or state.is_over or match.rules.chickenlittle == "off":
        return None
    if not any(a.seat == seat and (isinstance(a, Announce) or isinstance(a, Catch)
                                   and people_first(match, seat, a.target))
               for a in state.legal_actions()):
        return None
    action = ai.react(match.view(seat), match.seats[seat].player, rng)
    if isinstance(action, Catch) and not people_first(match, seat, action.target):
        return None
    return action


def people_first(match: Match, seat: int, target: int) -> bool:
    """True when no person comes between `target` (who forgot "Chickenlittle") and `seat` in
    turn order whose turn is still to come or under way: a computer does not pre-empt a person
    whose chance to catch comes first (the forgetter's next turn: everyone has had theirs)."""
    state = match.state
    assert state is not None
    count = len(match.seats)

    def place(other: int) -> int:
        return (other - target) % count

    now = place(state.to_act) or count
    return not any(info.is_person and now <= place(other) < place(seat)
                   for other, info in enumerate(match.seats) if other != target)


def hint(match: Match, seat: int) -> Optional[Action]:
    """The move the hard AI would make for `seat` (a human asking for help)."""
    return ai.hint(match.view(seat))


class SeatDriver:
    """The AI seats of one round: what they say, what they play, and when it shows."""

    def __init__(self, match: Match, rng: random.Random,
                 playouts: Optional[int] = None) -> None:
        self.match = match
        self.rng = rng
        self.playouts = playouts
        self.ai: Optional[AiTurn] = None  # the AI decision under way
        self.still = 0.0  # seconds the table has been still: the last action shown, at rest
        self.grace = 0.0  # seconds the AI seats still wait for a human's call
        self.undo_left = 0.0  # seconds left to take back the last play
        # What the next change at the table starts afresh (`moved`): the stillness, the AI
        # seats' calls, the grace given to a human's call, the undo window.
        self._moved = self._ask = self._new_grace = self._new_undo = True
        if playouts is None:
            ai.get_ready([seat.player for seat in match.seats])

    def moved(self, change: object) -> None:
        """The table changed (an action, or one taken back): the stillness counts from the
        next frame, the AI seats are asked for their calls again, and a human who may call or
        take back the play gets a whole grace and undo window."""
        self._moved = self._ask = self._new_grace = self._new_undo = True

    def give_way(self, dt: float, grace: float = HUMAN_GRACE) -> bool:
        """A human may act now: announce, catch or undo. True while the AI seats still wait
        for them (`grace` seconds from the last change)."""
        if self._new_grace:
            self._new_grace = False
            self.grace = grace
        self.grace -= dt
        return self.grace > 0

    def undo_window(self, dt: float) -> float:
        """A human may take back the play just made: the seconds left of UNDO_GRACE from it
        (0: the window has closed)."""
        if self._new_undo:
            self._new_undo = False
            self.undo_left = UNDO_GRACE
        self.undo_left = max(0.0, self.undo_left - dt)
        return self.undo_left

    def close_undo(self) -> None:
        """The human acted otherwise: the play stands, the next seat need not wait for it."""
        self._new_undo = False
        self.undo_left = 0.0

    def settle(self, dt: float, moving: bool) -> None:
        """Count how long the table has been still: from the frame after the last change and
        once nothing of it is `moving`."""
        if self._moved or moving:
            self._moved = False
            self.still = 0.0
        else:
            self.still += dt

    def react(self) -> Optional[Action]:
        """Once per change at the table: the first AI call (announce or catch) owed now."""
        if not self._ask:
            return None
        self._ask = False
        for seat, info in enumerate(self.match.seats):
            if info.is_person:
                continue
            action = reaction(self.match, seat, self.rng)
            if action is not None:
                return action
        return None

    def announcements(self) -> list[Action]:
        """The Chickenlittles the computer seats owe now (a computer never forgets one)."""
        state = self.match.state
        assert state is not None
        return [a for a in state.legal_actions() if isinstance(a, Announce)
                and not self.match.seats[a.seat].is_person]

    def turn(self, seat: int, pace: float, player: Optional[str] = None,
             ready: Callable[[Action], bool] = lambda action: True) -> Optional[Action]:
        """Think a slice for `seat` (as `player`, a tier, when not its own); its action once
        decided, the table has been still for `pace` seconds (`settle`) and the table is
        `ready` for it (asked as soon as it is decided, so the table works it out during the
        pause): one move at a time, each long enough to see."""
        state = self.match.state
        assert state is not None
        thinking = self.ai
        if thinking is None or thinking.seat != seat or thinking.view.turn_no != state.turn_no \
                or thinking.view.has_drawn != state.has_drawn:
            if thinking is not None:
                thinking.cancel()  # a decision about a table that is gone
            thinking = self.ai = AiTurn(self.match, seat, self.rng, self.playouts, player)
        action = thinking.advance(AI_SLICE)
        if action is None or not ready(action) or self.still < pace:
            return None
        self.ai = None
        return action

    @property
    def thinking_seat(self) -> Optional[int]:
        """The seat whose move is under way and not shown yet (deciding, or pausing)."""
        return self.ai.seat if self.ai is not None else None

    def hurry(self) -> None:
        """Space: this pause is cut short (a decided move shows at once), nobody waits for a
        call and the undo window closes."""
        self.still = float("inf")
        self.grace = 0.0
        self.close_undo()

    def cancel(self) -> None:
        """A play was taken back: drop the decision about the later table (the expert thinks
        a slice per frame, so dropping it stops it). The change taken back, like any other,
        asks the AI seats' calls again and gives the next play a whole undo window (`moved`)."""
        if self.ai is not None:
            self.ai.cancel()
        self.ai = None

    def stop(self) -> None:
        """A human's turn: no AI decision is under way."""
        if self.ai is not None:
            self.ai.cancel()
        self.ai = None
