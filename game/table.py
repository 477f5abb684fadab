"""The table during a round, without pygame: the match, where every barnyard tile lies, the
autosave, and stepping back.

A move goes one way: `Table.apply(action)` hands the action to the rules (which refuse it with
IllegalAction, or say all it did: an Outcome), lays the placed tile out, saves through the hook it
was given, and returns a `Change` saying what happened, for the scene to animate.

A spoke or toe goes into the free slot of its double the player chose (`apply(action, slot)`):
the rules number a double's slots in the order they fill and treat free ones alike, so the
record never changes; the picture keeps the chosen slot in `match.slots` (saved with the game)
where it differs from the rules' one. The computer seats, and a play with no slot chosen, take
the first free slot, as the rules do.

A seat may take back its last action while no other seat has acted since (`can_undo`, `undo`):
the round state before it comes back (what the action did is the rules' Outcome of it), the
layout is laid out again from that state's barnyard, the seat's undo count in the match goes up,
and the game is saved. Never across the end of a round.

Where a played tile goes is worked out ahead (game/layout/ahead.py): after each change the table
wants the layout after each legal play a person may make (a computer's once its turn is under
way: `expect`, and its decided play before the others once it is asked for: `ready`), and
`work_ahead(work)`, given a slice of each frame, lays them out; a play made takes its layout
(`apply` works out at once what is not ready yet), and taking it back brings back the layout from
before it. `ready` says whether a play's layout is there, `preview_ahead` where a tile would lie
if that is known yet (asking for it if not).

Each change (an action applied, one taken back) is announced once, after it is saved, to every
listener that subscribed (`subscribe`): the table's parts, the move log and the phones learn of
moves so, in the order they subscribed; nobody compares the history before and after.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass, fields
from typing import Callable, NamedTuple, Optional

from game.match import Match
from game.layout.ahead import LaidAhead
from game.layout.geometry import Placement
from game.layout.barnyard import BarnyardLayout
from game.rules.actions import Action, Play
from game.rules.barnyard import SPOKE, TOE, Barnyard, PlacedTile
from game.rules.explain import Refusal, why_illegal
from game.rules.house_rules import RuleSet
from game.rules.outcome import Drawn, Outcome  # Drawn: game.table offers it as before
from game.rules.round import RoundState

#: The autosave: given the match after each change, it returns what went wrong, or None.
SaveHook = Callable[[Match], Optional[str]]
#: Told of each change the table makes, once, after it is made and saved.
Listener = Callable[["Change"], None]


def keep_nothing(match: Match) -> Optional[str]:
    """A save hook that saves nothing (tests, tools)."""
    return None


@dataclass(frozen=True)
class Change(Outcome):
    """What one action did to the table: the rules' Outcome of it (they decided it, the scene
    animates it: `placed`, `drawn`, `foot_opened`, `end`...), and `placement`: where the placed
    tile lies. `undone`: this is the change taken back (`placed` left the barnyard, `drawn` went
    back on the pile; nothing else is said). `save_problem`: what went wrong saving, if anything.
    """

    placement: Optional[Placement] = None
    undone: bool = False
    save_problem: Optional[str] = None


class CannotUndo(ValueError):
    """A step back the table refuses; the message says why, in a player's words."""


class _Before(NamedTuple):
    seat: int
    state: RoundState
    outcome: Outcome  # what the action taken from `state` did
    layout: BarnyardLayout  # as it was in `state`


class Table:
    """One round at the table: the match, the barnyard's layout and the autosave hook."""

    def __init__(self, match: Match, aspect: float, save: SaveHook = keep_nothing,
                 extent: Optional[tuple[float, float]] = None) -> None:
        """`aspect`: width / height of the view the barnyard should fill; `extent`: the table
        region's shape the layout grows into (TableRegion.extent). Both kept for the round."""
        if match.state is None:
            match.start_round()
        self.match = match
        self.aspect = aspect
        self.extent = extent
        self.layout = self._laid_out(self.state.barnyard)
        self._expected: Optional[int] = None  # the seat whose plays `expect` wanted
        self._work_ahead_of(self.layout)
        self._want_next()
        self._save = save
        self._before: list[_Before] = []  # one seat's latest actions, the state before each
        self._listeners: list[Listener] = []

    @property
    def state(self) -> RoundState:
        """The round being played."""
        state = self.match.state
        assert state is not None
        return state

    @property
    def rules(self) -> RuleSet:
        """The house rules of the match."""
        return self.match.rules

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Tell `listener` of every change from now on (after those subscribed before it);
        the call that stops telling it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _announce(self, change: Change) -> Change:
        for listener in list(self._listeners):
            listener(change)
        return change

    # ----------------------------------------------------------------- asking
    def placing(self, play: Play, slot: Optional[int] = None) -> PlacedTile:
        """What a legal `play` would place as the picture lays it (changes nothing): a spoke or
        toe in the free `slot` of its double (ValueError if that slot is taken), or in the first
        free one; any other play as the rules say."""
        placed = self.state.barnyard.placing(play.tile, play.on, play.seat)
        if placed.role not in (SPOKE, TOE):
            return placed
        free = self.free_slots()
        if slot is None:
            slot = free[0]
        elif slot not in free:
            raise ValueError(f"slot {slot} of {play.on} is not free (free: {free})")
        return placed._replace(slot=slot)

    def preview(self, play: Play, slot: Optional[int] = None) -> Placement:
        """Where the tile of a legal `play` would lie, in `slot` (see `placing`), worked out now
        if it is not yet."""
        placed = self.placing(play, slot)
        return self._ahead.finish(placed).placements[placed.tile]

    def preview_ahead(self, placed: PlacedTile) -> Optional[Placement]:
        """Where `placed` (as the picture lays it) would lie, if worked out yet; else None, and
        it is worked out next."""
        after = self._ahead.after(placed)
        if after is None:
            self._ahead.want([placed], first=True)
            return None
        return after.placements[placed.tile]

    def ready(self, play: Play, slot: Optional[int] = None) -> bool:
        """True if where the tile of a legal `play` goes is worked out (else it is next)."""
        return self.preview_ahead(self.placing(play, slot)) is not None

    def expect(self, seat: int) -> None:
        """Work out ahead the layout after each legal play of `seat`, a computer whose turn it
        is, after what was wanted before (asked once a change: later calls do nothing). Asked
        as the turn begins, while the last tile still flies and the computer thinks, so the
        play it decides is ready, or nearly, by the end of its pause: a line laid again may
        take a few hundred frames' slices (game/layout/ahead.py)."""
        if self._expected == seat:
            return
        self._expected = seat
        self._ahead.want(self.placing(action) for action in self.state.legal_actions()
                         if isinstance(action, Play) and action.seat == seat)

    def work_ahead(self, work: int) -> None:
        """Lay out the plays that may come next for `work` more of the layout's work (a slice
        of a frame: game/layout/slices.py)."""
        self._ahead.work(work)

    def free_slots(self) -> list[int]:
        """The slots of the pending double the picture still shows free, in the rules' order
        (empty when no double is pending)."""
        return free_slots(self.state.barnyard, self.pictured)

    def pictured(self, placed: PlacedTile) -> PlacedTile:
        """A placed tile as the picture shows it: in the slot chosen for it, if one was."""
        slot = self.match.slots.get(placed.tile)
        return placed if slot is None or placed.role not in (SPOKE, TOE) \
            else placed._replace(slot=slot)

    def refusal(self, action: Action) -> Optional[Refusal]:
        """Why the rules would refuse `action` now (None: they would accept it)."""
        state = self.state
        if action in state.legal_actions():
            return None
        return why_illegal(state, action)

    # ----------------------------------------------------------------- acting
    def apply(self, action: Action, slot: Optional[int] = None) -> Change:
        """Apply `action` (IllegalAction if the rules refuse it), lay out what it placed (a
        spoke or toe in the free `slot` of its double, else the first free one) and save; what
        changed."""
        state = self.state
        free = self.free_slots()
        if slot is not None and slot not in free:
            raise ValueError(f"slot {slot} of {state.barnyard.pending} is not free ({free})")
        before = state.clone()
        outcome = self.match.apply(action)
        placed = outcome.placed
        if self._before and self._before[-1].seat != action.seat:
            self._before.clear()  # another seat acted: nothing before it can be taken back
        self._before.append(_Before(action.seat, before, outcome, self.layout))
        placement = None
        if placed is not None:
            if placed.role in (SPOKE, TOE):  # a double was pending: `free` has its slots
                chosen = free[0] if slot is None else slot
                if chosen != placed.slot:
                    self.match.slots[placed.tile] = chosen
            self._lay(self._ahead.finish(self.pictured(placed)))
            placement = self.layout.placements[placed.tile]
        self._want_next()
        said = {field.name: getattr(outcome, field.name) for field in fields(Outcome)}
        return self._announce(Change(**said, placement=placement,
                                     save_problem=self._save(self.match)))

    def can_undo(self, seat: int) -> bool:
        """True if `seat` acted last in this round and the round is not over."""
        return bool(self._before) and self._before[-1].seat == seat and not self.state.is_over

    def undo(self, seat: int) -> Change:
        """Take back `seat`'s last action (CannotUndo says why not); the change undone."""
        state = self.state
        if state.is_over:
            raise CannotUndo("the round is over: nothing can be taken back")
        if not self._before or self._before[-1].seat != seat:
            who = f"seat {self._before[-1].seat}" if self._before else "nobody"
            raise CannotUndo(f"seat {seat} cannot take back a move: {who} acted last")
        _, earlier, outcome, layout = self._before.pop()
        placed = outcome.placed
        placement = self.layout.placements[placed.tile] if placed is not None else None
        self.match.state = earlier
        self.match.undos[seat] += 1
        if placed is not None:
            self.match.slots.pop(placed.tile, None)
            self._lay(layout)
        self._want_next()
        return self._announce(Change(outcome.action, placed, outcome.drawn, placement=placement,
                                     undone=True, save_problem=self._save(self.match)))

    def _lay(self, layout: BarnyardLayout) -> None:
        """The barnyard lies as `layout` lays it from now on; what was worked out ahead of the
        last one is dropped."""
        self._closing_ahead()
        self.layout = layout
        self._work_ahead_of(layout)

    def _work_ahead_of(self, layout: BarnyardLayout) -> None:
        """What is worked out ahead from now on is for `layout`. A table let go mid-round (a
        game left, a test's) lets its worker end too: the worker holds what it works out,
        never the table, so the table's finalizer closes it (else it waits for a slice for
        the rest of the process, holding its layouts)."""
        self._ahead = LaidAhead(layout)
        self._closing_ahead = weakref.finalize(self, self._ahead.close)

    def _want_next(self) -> None:
        """Ask for the layout after each legal play a person may make now, in each free slot of
        a double (a computer's plays are asked for as its turn begins, `expect`, and the one
        it decided first: `ready`)."""
        self._expected = None
        wanted: list[PlacedTile] = []
        seats = self.match.seats
        for action in self.state.legal_actions():
            if isinstance(action, Play) and seats[action.seat].is_person:
                placed = self.placing(action)
                if placed.role in (SPOKE, TOE):
                    wanted.extend(placed._replace(slot=slot) for slot in self.free_slots())
                else:
                    wanted.append(placed)
        self._ahead.want(wanted)

    def _laid_out(self, barnyard: Barnyard) -> BarnyardLayout:
        """A layout of `barnyard` as the picture shows it (every chosen slot kept)."""
        return BarnyardLayout.of([self.pictured(p) for p in barnyard], self.rules.spokes,
                                 self.aspect, self.extent)


def free_slots(barnyard: Barnyard,
               pictured: Callable[[PlacedTile], PlacedTile] = lambda placed: placed
               ) -> list[int]:
    """The slots of `barnyard`'s pending double still free, in the rules' order, each placed
    tile in the slot `pictured` shows it in (by default the rules' own; empty when no double
    is pending)."""
    hub = barnyard.pending
    if hub is None:
        return []
    total = barnyard.slot_count(barnyard.pending_role)
    taken = {pictured(p).slot for p in barnyard if p.on is hub}
    return [slot for slot in range(total) if slot not in taken]
