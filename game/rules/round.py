"""One round of Chicken Foot: the deal, whose turn it is, what is legal, and the scores.

Rulings where RULES.md leaves room (tests/rules pin each one down):
- Missing double, "draw": seats draw one tile each from seat 0; the hands are checked at
  the end of each full cycle, so a cycle is finished even if the double came up early.
- Missing double, "next-lower": the highest double held below the round's starts; if
  nobody holds one below but someone holds a higher one, the highest held double starts;
  if nobody holds any double, seats draw one at a time and the first double drawn starts.
- A search that empties the chicken yard (down to its reserve, which is never drawn, not
  even here) falls back to the highest held double; with no double at all the round is
  blocked with nobody out.
- Setting the starting double is a play: a seat whose last tile it was goes out, and one
  left with a single tile owes Chickenlittle.
- Chickenlittle: the announcement may be made until the next player's turn ends; under
  "enforced" a lapse may then be caught by any other seat until the lapsed seat acts again.
- Blocked: checked at the end of every turn once the yard is down to its reserve, from all
  hands (the engine sees them), so the round ends without a full cycle of passes.
- stuck_ends_round: checked when a seat's turn begins (a caught seat's missed turn is no
  turn), and when the round's first turn begins.
- draw_until_playable: the turn's first draw decides: made with no legal play, every drawn
  tile that does not fit is followed by another draw while the yard has drawable tiles.
- unfinished_foot: the penalty is part of `scores()` (so of the game's totals); `penalties()`
  gives it apart for the score sheet.
"""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Optional, Sequence

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import DOUBLE, TOE, TOES, Barnyard, PlacedTile
from game.rules.errors import RulesError
from game.rules.explain import IllegalAction, why_illegal
from game.rules.house_rules import RuleSet
from game.rules.outcome import Drawn, Outcome
from game.rules.phases import (  # the round's phases, which its importers find here too
    CL_CATCHABLE, CL_ENFORCED, CL_MODES, CL_NONE, CL_OWED, OVER, PLAY, SEARCH, SET,
)
from game.rules.tiles import Tile, double, full_set

if TYPE_CHECKING:
    from game.rules.view import PlayerView

_new_tuple = tuple.__new__


class InvalidDeal(RulesError):
    """A deal the rules cannot start a round from."""


@cache
def _tiles_of_set(top: int) -> frozenset[Tile]:
    return frozenset(full_set(top))


def hand_score(hand: Sequence[Tile], double_blank: int = 50) -> int:
    """Points of a hand under a rule set whose 0-0 counts `double_blank`."""
    points = RuleSet(double_blank=double_blank).points
    return sum(points(t) for t in hand)


class RoundState:
    """The full state of one round; `legal_actions()` and `apply()` drive it."""

    __slots__ = (
        "rules", "seats", "round_number", "round_double", "starter", "hands", "yard",
        "barnyard", "phase", "to_act", "has_drawn", "drawn", "draw_streak",
        "history", "cl_state", "cl_turn", "skip", "turn_no", "end",
        "winner", "reserve", "deal_hands", "deal_yard", "tile_pool", "_legal", "_cl", "is_over",
    )

    rules: RuleSet
    seats: int
    round_number: int
    round_double: Tile
    starter: int
    hands: list[list[Tile]]
    yard: list[Tile]  # next draw LAST (pop from the end)
    barnyard: Barnyard  # the placed tiles, the open ends and the pending double
    phase: str
    to_act: int
    has_drawn: bool
    drawn: Optional[Tile]
    draw_streak: bool  # draw_until_playable: this turn's draws were forced; a misfit draws again
    history: list[Action]
    cl_state: list[int]
    cl_turn: list[int]
    skip: list[bool]
    turn_no: int
    end: Optional[str]
    winner: Optional[int]
    reserve: int
    deal_hands: Optional[tuple[tuple[Tile, ...], ...]]
    deal_yard: Optional[tuple[Tile, ...]]
    tile_pool: frozenset[Tile]
    _legal: Optional[list[Action]]
    _cl: int  # Chickenlittle: 0 off, 1 courtesy, 2 enforced
    is_over: bool  # True once the round has ended (domino or blocked)

    def __init__(
        self,
        rules: RuleSet,
        hands: Sequence[Sequence[Tile]],
        yard: Sequence[Tile],
        round_number: int = 1,
        starter: int = 0,
    ) -> None:
        """Start a round from a deal: `hands` seat 0 first, `yard` next draw first."""
        self.rules = rules
        self.seats = len(hands)
        rules.check_seats(self.seats)
        if not 0 <= starter < self.seats:
            raise InvalidDeal(f"starter {starter} is not a seat (0 to {self.seats - 1})")
        self.round_number = round_number
        self.round_double = double(rules.round_double(round_number))
        self.starter = starter
        self.hands = [list(h) for h in hands]
        self.yard = list(reversed(yard))
        self.deal_hands = tuple(tuple(h) for h in hands)
        self.deal_yard = tuple(yard)
        self._check_deal()
        self.barnyard = Barnyard(rules.set, rules.spokes)
        self.has_drawn = False
        self.drawn = None
        self.draw_streak = False
        self.history = []
        self.cl_state = [CL_NONE] * self.seats
        self.cl_turn = [0] * self.seats
        self.skip = [False] * self.seats
        self.turn_no = 0
        self.end = None
        self.winner = None
        self.is_over = False
        self.reserve = rules.reserve(self.seats)
        self._legal = None
        self._cl = CL_MODES[rules.chickenlittle]
        self._begin()

    # ----------------------------------------------------------------- setting up
    def _check_deal(self) -> None:
        dealt = [t for h in self.hands for t in h]
        dealt += self.yard
        seen = frozenset(dealt)
        if len(seen) != len(dealt) or not seen <= _tiles_of_set(self.rules.set):
            once: set[Tile] = set()
            for tile in dealt:
                if tile.high > self.rules.set:
                    raise InvalidDeal(f"{tile} is not in a double-{self.rules.set} set")
                if tile in once:
                    raise InvalidDeal(f"{tile} is dealt twice")
                once.add(tile)
        if self.rules.start == "placed":
            if self.round_double in seen:
                raise InvalidDeal(
                    f"{self.round_double} is placed in the centre before the deal, "
                    "so it cannot also be in a hand or the chicken yard"
                )
            seen = seen | {self.round_double}
        self.tile_pool = seen

    def _begin(self) -> None:
        if self.rules.start == "placed":
            self._place_start(self.round_double, -1)
            self.phase = PLAY
            self.to_act = self.starter
            self._check_stuck()
            return
        holder = self._holder_of(self.round_double)
        if holder is not None:
            self._await_set(holder)
            return
        mode = self.rules.missing_double
        if mode == "reshuffle":
            raise InvalidDeal(
                f"nobody holds {self.round_double} and the house rule is to reshuffle: deal again"
            )
        if mode == "next-lower" and self._fall_back_to_held_double():
            return
        self.phase = SEARCH
        self.to_act = 0
        if self.drawable == 0:  # the yard reserve is never drawn, not even in the search
            self._search_exhausted()

    def _holder_of(self, tile: Tile) -> Optional[int]:
        for seat, hand in enumerate(self.hands):
            if tile in hand:
                return seat
        return None

    def _await_set(self, holder: int) -> None:
        self.phase = SET
        self.to_act = holder

    def _fall_back_to_held_double(self) -> bool:
        """Next-lower: the highest double below the round's (else any) that a hand holds."""
        held = [(t, s) for s, h in enumerate(self.hands) for t in h if t.is_double]
        if not held:
            return False
        below = [ts for ts in held if ts[0].high < self.round_double.high]
        tile, seat = max(below or held)
        self._await_set(seat)
        return True

    def _search_exhausted(self) -> None:
        """The yard ran dry while looking for a double: the highest held double starts."""
        if not self._fall_back_to_held_double():
            self._finish("blocked", None)

    def _place_start(self, tile: Tile, seat: int) -> PlacedTile:
        return self.barnyard.place(tile, None, seat)

    # ----------------------------------------------------------------- queries

    @property
    def drawable(self) -> int:
        """Tiles that may still be drawn from the chicken yard."""
        return max(0, len(self.yard) - self.reserve)

    @property
    def starting_double(self) -> Optional[Tile]:
        """The double actually set in the centre (None before it is laid)."""
        return self.barnyard.start

    @property
    def hub(self) -> Optional[Tile]:
        """The double whose spokes or toes must be filled first (`barnyard.pending`)."""
        return self.barnyard.pending

    @property
    def hub_needed(self) -> int:
        """How many tiles the pending double still needs (`barnyard.needed`)."""
        return self.barnyard.needed

    @property
    def ends(self) -> list[tuple[Tile, ...]]:
        """Open number -> the tiles showing it outward (`barnyard.ends`)."""
        return self.barnyard.ends

    def open_numbers(self) -> list[int]:
        """Numbers a tile may be matched against right now."""
        return self.barnyard.open_numbers()

    def plays_for(self, seat: int, tiles: Optional[Sequence[Tile]] = None) -> list[Action]:
        """Every placement of `tiles` (default: the seat's hand) allowed by the layout."""
        hand = self.hands[seat] if tiles is None else tiles
        barnyard = self.barnyard
        hub = barnyard.pending
        out: list[Action] = []
        new = _new_tuple
        if hub is not None:
            n = hub.high
            for t in hand:
                if t.high == n or t.low == n:
                    out.append(new(Play, (seat, t, hub)))
            return out
        ends = barnyard.ends
        for t in hand:
            at = ends[t.high]
            if at:
                for a in at:
                    out.append(new(Play, (seat, t, a)))
            if not t.is_double:
                at = ends[t.low]
                if at:
                    for a in at:
                        out.append(new(Play, (seat, t, a)))
        return out

    def legal_plays_of_drawn(self) -> list[Action]:
        """Where the tile just drawn by the seat to act would fit ([] if none was drawn)."""
        drawn = self.drawn
        return self.plays_for(self.to_act, (drawn,)) if drawn is not None else []

    def can_play(self, seat: int) -> bool:
        """True if the seat holds a tile that fits somewhere now."""
        nums = self.open_numbers()
        return any(t.high in nums or t.low in nums for t in self.hands[seat])

    def legal_actions(self) -> list[Action]:
        """Every action the rules accept next (the turn's, then announcements and catches)."""
        legal = self._legal
        if legal is not None:
            return legal
        phase = self.phase
        seat = self.to_act
        if phase == PLAY:
            if self.has_drawn:
                acts = self.legal_plays_of_drawn()
                if not acts and self.draw_streak and len(self.yard) > self.reserve:
                    acts.append(_new_tuple(Draw, (seat, "draw")))
                elif not acts or self.rules.drawn_tile == "may":
                    acts.append(_new_tuple(Pass, (seat, "pass")))
            else:
                acts = self.plays_for(seat)
                if len(self.yard) > self.reserve:
                    if not acts or not self.rules.must_play:
                        acts.append(_new_tuple(Draw, (seat, "draw")))
                elif not acts:
                    acts.append(_new_tuple(Pass, (seat, "pass")))
            if self._cl:
                acts.extend(self._chickenlittle_actions())
        elif phase == SET:
            acts = [Play(seat, self._set_tile(), None)]
        elif phase == SEARCH:
            acts = [Draw(seat)]
        else:
            acts = []
        self._legal = acts
        return acts

    def _set_tile(self) -> Tile:
        hand = self.hands[self.to_act]
        if self.round_double in hand:
            return self.round_double
        # Next-lower (or a search that ran dry): the highest double below the round's, as
        # chosen by _fall_back_to_held_double; a higher one only if nobody holds one below.
        doubles = [t for t in hand if t.is_double]
        below = [t for t in doubles if t.high < self.round_double.high]
        return max(below or doubles)

    def _chickenlittle_actions(self) -> list[Action]:
        out: list[Action] = []
        for seat, state in enumerate(self.cl_state):
            if state == CL_OWED:
                out.append(Announce(seat))
            elif state == CL_CATCHABLE and self.rules.chickenlittle == "enforced":
                out.extend(Catch(c, seat) for c in range(self.seats) if c != seat)
        return out

    def scores(self) -> list[int]:
        """Each seat's points: what is left in its hand (0 for the seat that went out) plus
        any unfinished-foot penalty; final once `is_over`."""
        points = self.rules.points
        out = [sum(points(t) for t in h) for h in self.hands]
        if self.rules.unfinished_foot:
            for seat, penalty in enumerate(self.penalties()):
                out[seat] += penalty
        return out

    def penalties(self) -> list[int]:
        """Per seat, the unfinished-foot points (house rule) it owes now: `unfinished_foot`
        for each toe still missing from the open foot, owed by the seat that laid it."""
        out = [0] * self.seats
        barnyard = self.barnyard
        if self.rules.unfinished_foot and barnyard.pending_role == TOE:
            laid = barnyard.tiles[-1 - (TOES - barnyard.needed)]
            out[laid.seat] = self.rules.unfinished_foot * barnyard.needed
        return out

    # ----------------------------------------------------------------- applying
    def apply(self, action: Action) -> Optional[PlacedTile]:
        """Carry out a legal action; IllegalAction (its Refusal says why) if not.

        Returns the tile a play placed in the barnyard (None for any other action); `act`
        says everything the action did.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(why_illegal(self, action))
        self._legal = None
        self.history.append(action)
        kind = type(action)
        if self._cl == CL_ENFORCED and kind is not Announce and kind is not Catch:
            self._start_acting(action.seat)
        if kind is Play:
            return self._play(action)  # type: ignore[arg-type]
        if kind is Draw:
            self._draw(action.seat)
        elif kind is Pass:
            self._end_turn()
        elif kind is Announce:
            self.cl_state[action.seat] = CL_NONE
        else:
            self._catch(action.target)  # type: ignore[union-attr]
        return None

    def act(self, action: Action) -> Outcome:
        """Carry out a legal action as `apply` does, and say everything it did (an Outcome).

        `apply` gives only the placed tile: the AI's playouts call it thousands of times and
        need no more; the table, the move log and undo read the outcome.
        """
        pending = self.barnyard.pending
        yard = self.yard
        top = yard[-1] if yard else None  # the next draw, a draw's or a catch's penalty
        left = len(yard)
        placed = self.apply(action)
        kind = type(action)
        caught = action.target if isinstance(action, Catch) else None
        drawn = None
        if len(self.yard) < left and top is not None:
            drawn = Drawn(action.seat if caught is None else caught, top)
        barnyard = self.barnyard
        return Outcome(
            action, placed, drawn,
            foot_opened=placed.tile if placed is not None and placed.role == DOUBLE else None,
            foot_closed=pending if pending is not None and barnyard.pending is not pending
            else None,
            pending=barnyard.pending, still_needed=barnyard.needed,
            passed=kind is Pass, announced=action.seat if kind is Announce else None,
            caught=caught, misses_turn=caught is not None and drawn is None,
            end=self.end, winner=self.winner,
        )

    def _start_acting(self, seat: int) -> None:
        """The turn's first action: a Chickenlittle lapse not caught by now is forgiven."""
        if not self.has_drawn and self.cl_state[seat] == CL_CATCHABLE:
            self.cl_state[seat] = CL_NONE

    def _play(self, action: Play) -> PlacedTile:
        seat, tile, on = action
        hand = self.hands[seat]
        hand.remove(tile)
        placed = self.barnyard.place(tile, on, seat)
        if on is None:  # only the SET phase offers a play without `on`
            self.phase = PLAY
        if not hand:
            self._finish("domino", seat)
            return placed
        if self._cl and len(hand) == 1:
            self.cl_state[seat] = CL_OWED
            self.cl_turn[seat] = self.turn_no
        self._end_turn()
        return placed

    def _draw(self, seat: int) -> None:
        if self.phase == PLAY and not self.has_drawn:
            self.draw_streak = self.rules.draw_until_playable and not self.can_play(seat)
        tile = self.yard.pop()
        self.hands[seat].append(tile)
        if self.phase == SEARCH:
            self._search_step(seat, tile)
            return
        self.has_drawn = True
        self.drawn = tile

    def _search_step(self, seat: int, tile: Tile) -> None:
        if self.rules.missing_double == "next-lower":
            if tile.is_double:
                self._await_set(seat)
                return
        elif seat == self.seats - 1 or self.drawable == 0:
            holder = self._holder_of(self.round_double)
            if holder is not None:
                self._await_set(holder)
                return
        if self.drawable == 0:
            self._search_exhausted()
            return
        self.to_act = (seat + 1) % self.seats

    def _catch(self, target: int) -> None:
        if self.drawable > 0:
            self.hands[target].append(self.yard.pop())
            self.cl_state[target] = CL_NONE
        else:
            self.skip[target] = True
            self.cl_state[target] = CL_NONE

    def _end_turn(self) -> None:
        """Close the turn: Chickenlittle windows, blocked rounds, the next seat (skipping)."""
        self.has_drawn = False
        self.drawn = None
        self.draw_streak = False
        again: list[int] = []  # skipped seats owing again: open until the next player has played
        while True:
            if self._cl:
                self._close_windows()
            self.turn_no += 1
            if len(self.yard) <= self.reserve and self._nobody_can_play():
                self._finish("blocked", None)
                return
            seat = self.to_act + 1
            if seat == self.seats:
                seat = 0
            self.to_act = seat
            if not self.skip[seat]:
                for owed in again:
                    self.cl_turn[owed] = self.turn_no - 1
                self._check_stuck()
                return
            # A caught seat with an empty yard misses this turn and must announce again.
            self.skip[seat] = False
            if len(self.hands[seat]) == 1:
                self.cl_state[seat] = CL_OWED
                self.cl_turn[seat] = self.turn_no + self.seats  # not closed by a further skip
                again.append(seat)

    def _check_stuck(self) -> None:
        """stuck_ends_round: the seat whose turn begins cannot play and cannot draw."""
        if (self.rules.stuck_ends_round and len(self.yard) <= self.reserve
                and not self.can_play(self.to_act)):
            self._finish("blocked", None)

    def _close_windows(self) -> None:
        enforced = self.rules.chickenlittle == "enforced"
        for seat, state in enumerate(self.cl_state):
            if state == CL_OWED and self.cl_turn[seat] < self.turn_no:
                self.cl_state[seat] = CL_CATCHABLE if enforced else CL_NONE

    def _nobody_can_play(self) -> bool:
        nums = self.open_numbers()
        for hand in self.hands:
            for t in hand:
                if t.high in nums or t.low in nums:
                    return False
        return True

    def _finish(self, end: str, winner: Optional[int]) -> None:
        """The round ends: nobody owes an announcement or can be caught any more (a seat
        owing again may go out on its turn unannounced)."""
        self.phase = OVER
        self.cl_state = [CL_NONE] * self.seats
        self.is_over = True
        self.end = end
        self.winner = winner
        self._legal = None

    # ----------------------------------------------------------------- copying
    def clone(self) -> "RoundState":
        """An independent copy (hand-written: AI search makes thousands)."""
        c = object.__new__(RoundState)
        c.rules = self.rules
        c.seats = self.seats
        c.round_number = self.round_number
        c.round_double = self.round_double
        c.starter = self.starter
        c.hands = [h[:] for h in self.hands]
        c.yard = self.yard[:]
        c.barnyard = self.barnyard.copy()
        c.phase = self.phase
        c.to_act = self.to_act
        c.has_drawn = self.has_drawn
        c.drawn = self.drawn
        c.draw_streak = self.draw_streak
        c.history = self.history[:]
        c.cl_state = self.cl_state[:]
        c.cl_turn = self.cl_turn[:]
        c.skip = self.skip[:]
        c.turn_no = self.turn_no
        c.end = self.end
        c.winner = self.winner
        c.is_over = self.is_over
        c.reserve = self.reserve
        c.deal_hands = self.deal_hands
        c.deal_yard = self.deal_yard
        c.tile_pool = self.tile_pool
        c._legal = self._legal
        c._cl = self._cl
        return c

    # ----------------------------------------------------------------- views
    def view(self, seat: int, totals: Sequence[int] = ()) -> "PlayerView":
        """What `seat` may know now."""
        from game.rules.view import PlayerView

        legal = tuple(
            a for a in self.legal_actions() if a.seat == seat
        )
        return PlayerView(
            seat=seat, rules=self.rules, seats=self.seats, round_number=self.round_number,
            round_double=self.round_double, hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands), yard_size=len(self.yard),
            drawable=self.drawable, barnyard=self.barnyard.copy(),
            phase=self.phase, to_act=self.to_act,
            has_drawn=self.has_drawn, drawn=self.drawn if self.to_act == seat else None,
            draw_streak=self.draw_streak,
            history=tuple(self.history), cl_state=tuple(self.cl_state),
            cl_turn=tuple(self.cl_turn), skip=tuple(self.skip), turn_no=self.turn_no,
            tile_pool=self.tile_pool, legal=legal, totals=tuple(totals),
        )

    @classmethod
    def from_view(
        cls,
        view: "PlayerView",
        hands: Sequence[Sequence[Tile]],
        yard: Sequence[Tile],
        drawn: Optional[Tile] = None,
    ) -> "RoundState":
        """A state matching `view` with the hidden tiles filled in by a guess.

        `hands` are every seat's hand (the viewer's own must be `view.hand`), `yard` the
        chicken yard next draw first, `drawn` the to-act seat's drawn tile if it drew.
        AI search uses this to play out guesses of what it cannot see.
        """
        c = object.__new__(cls)
        c.rules = view.rules
        c.seats = view.seats
        c.round_number = view.round_number
        c.round_double = view.round_double
        c.starter = 0
        c.hands = [list(h) for h in hands]
        c.yard = list(reversed(yard))
        c.barnyard = view.barnyard.copy()
        c.phase = view.phase
        c.to_act = view.to_act
        c.has_drawn = view.has_drawn
        c.drawn = view.drawn if view.drawn is not None else drawn
        c.draw_streak = view.draw_streak
        c.history = list(view.history)
        c.cl_state = list(view.cl_state)
        c.cl_turn = list(view.cl_turn)
        c.skip = list(view.skip)
        c.turn_no = view.turn_no
        c.end = None
        c.winner = None
        c.is_over = view.phase == OVER
        c.reserve = view.rules.reserve(view.seats)
        c.deal_hands = None
        c.deal_yard = None
        c.tile_pool = view.tile_pool
        c._legal = None
        c._cl = CL_MODES[view.rules.chickenlittle]
        return c
