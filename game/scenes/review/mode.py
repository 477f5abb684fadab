"""The replay's review: the expert's verdict on one seat's decisions, round by round.

`ReviewMode` keeps what the replay screen shows in review: the ReviewRun working beside the
table (its progress, Cancel), the finished reviews of the game's rounds, and the marked
decision in focus (stepped to with next / previous mark) with the board of that moment: the
barnyard as it was, the move made and the better move, each where the table would lay it.
No drawing here (panel.py draws the panel; board.py the board).

The reviews worked out are remembered for the session (the last SEEN), so a second look at a
round whose record is not kept in a file yet (the score sheet's, mid-game) is instant too.
"""
from __future__ import annotations

import hashlib
import json
import math
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Iterable, Optional, Protocol, Sequence

from game.ai.review import REVIEW_ITERATIONS, game_review
from game.layout.barnyard import BarnyardLayout
from game.layout.geometry import Placement
from game.rules.actions import Action, Play
from game.rules.barnyard import PlacedTile
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.table import free_slots

if TYPE_CHECKING:
    from game.ai.review import Decision, GameReview, RoundReview


class Run(Protocol):
    """What the review screens ask of a ReviewRun (game/scenes/review/run.py)."""

    @property
    def progress(self) -> float: ...

    @property
    def done(self) -> bool: ...

    @property
    def reviews(self) -> list[RoundReview]: ...

    #: each round's review once finished (None until then), in the rounds' order
    found: list[Optional[RoundReview]]
    #: the rounds (indexes among the run's) that cannot be reviewed, and why, in one line
    refused: dict[int, str]

    def cancel(self) -> None: ...


SEEN = 64  # reviews remembered for the session
SIDESTEP = 1.2  # world units (a tile is 1 wide) a better tile for the same place lies aside
_seen: OrderedDict[tuple[str, int, int], RoundReview] = OrderedDict()


def _key(record: dict[str, Any], seat: int, iterations: int) -> tuple[str, int, int]:
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest(), seat, iterations


def remember(record: dict[str, Any], review: RoundReview) -> None:
    """Keep `review` of `record` for the session (the oldest forgotten past SEEN)."""
    key = _key(record, review.seat, review.iterations)
    _seen[key] = review
    _seen.move_to_end(key)
    while len(_seen) > SEEN:
        _seen.popitem(last=False)


def forget() -> None:
    """Forget every review remembered this session."""
    _seen.clear()


def recall(record: dict[str, Any], seat: int,
           iterations: int = REVIEW_ITERATIONS) -> Optional[RoundReview]:
    """The review of `record` for `seat` remembered this session, or None."""
    return _seen.get(_key(record, seat, iterations))


@dataclass(frozen=True)
class Laid:
    """A tile of the moment, where the table lays it."""

    tile: Tile
    place: Placement


@dataclass(frozen=True)
class Moment:
    """The board at a marked decision: the barnyard before it (`layout`, laid out as it was
    then), the tile the seat played (`made`, None for a draw or a pass) and the tile the expert
    would have played (`better`, None when the better move was a draw or a pass)."""

    layout: BarnyardLayout
    before: RoundState
    made: Optional[Laid]
    better: Optional[Laid]


def moment_of(before: RoundState, made: Action, better: Action,
              extent: Optional[tuple[float, float]] = None) -> Moment:
    """The Moment of a decision made in `before` (not changed). The two tiles never cover each
    other: a better spoke or toe of the same double as the tile played goes in another free
    slot; a better tile for the same open end lies beside the tile played (`beside`)."""
    layout = BarnyardLayout.of(before.barnyard, before.rules.spokes, extent=extent)
    mine = _placed(before, made)
    other = _placed(before, better)
    if mine is not None and other is not None and (other.on, other.slot) == (mine.on, mine.slot):
        spare = [slot for slot in free_slots(before.barnyard) if slot != mine.slot]
        if spare:
            other = other._replace(slot=spare[0])
    laid, ghost = _laid(layout, mine), _laid(layout, other)
    if laid is not None and ghost is not None and _same_place(laid.place, ghost.place):
        ghost = Laid(ghost.tile, beside(ghost.place, layout.placements.values()))
    return Moment(layout, before, laid, ghost)


def beside(place: Placement, around: Iterable[Placement]) -> Placement:
    """`place` moved sideways (across its long axis) by a tile's width and a little, to the
    side farther from the tiles `around`."""
    turn = math.radians(place.angle)
    across = (math.sin(turn) * SIDESTEP, math.cos(turn) * SIDESTEP)  # y grows down
    centres = [p.centre for p in around]

    def room(sign: int) -> float:
        x, y = place.x + sign * across[0], place.y + sign * across[1]
        return min((math.hypot(x - cx, y - cy) for cx, cy in centres), default=0.0)

    sign = max((1, -1), key=room)
    dx, dy = sign * across[0], sign * across[1]
    corners = tuple((x + dx, y + dy) for x, y in place.polygon)
    return replace(place, x=place.x + dx, y=place.y + dy,
                   polygon=(corners[0], corners[1], corners[2], corners[3]))


def _same_place(a: Placement, b: Placement) -> bool:
    """True when two placements (nearly) cover each other."""
    return abs(a.x - b.x) + abs(a.y - b.y) < 0.5


def _placed(before: RoundState, action: Action) -> Optional[PlacedTile]:
    """The tile `action` would place in `before` (not changed), or None if it plays none."""
    return before.clone().apply(action) if isinstance(action, Play) else None


def _laid(layout: BarnyardLayout, placed: Optional[PlacedTile]) -> Optional[Laid]:
    """Where `placed` would go (not added to `layout`)."""
    return None if placed is None else Laid(placed.tile, layout.preview(placed))


class ReviewMode:
    """One seat's reviews of a game's rounds, and the marked decision in focus."""

    def __init__(self, seat: int, rounds: int) -> None:
        self.seat = seat
        self.reviews: list[Optional[RoundReview]] = [None] * rounds
        self.refused: dict[int, str] = {}  # rounds (indexes) that cannot be reviewed, and why
        self.run: Optional[Run] = None
        self.pending: list[int] = []  # the rounds the run works out, in its order
        self.records: list[dict[str, Any]] = []  # the game's round records, to remember
        self.cancelled = False
        self.focus: Optional[Decision] = None
        self.moment: Optional[Moment] = None
        self.tried = ""  # how the last try of the decision in focus went, in words

    # ----------------------------------------------------------------- the run
    def start(self, run: Run, rounds: Sequence[int],
              records: Sequence[dict[str, Any]] = ()) -> None:
        """Show `run`'s progress and take its reviews as they finish: its reviews are those of
        the game's `rounds` (indexes), in that order; `records`, the game's round records
        (given: the reviews are remembered for the session)."""
        self.run = run
        self.pending = list(rounds)
        self.records = list(records)
        self.cancelled = False

    def recall(self, records: Sequence[dict[str, Any]]) -> None:
        """Take the reviews of the game's `records` remembered this session."""
        for index, record in enumerate(records[:len(self.reviews)]):
            if self.reviews[index] is None:
                self.reviews[index] = recall(record, self.seat)

    @property
    def running(self) -> bool:
        """True while a review is being worked out."""
        return self.run is not None

    @property
    def progress(self) -> float:
        """How far the run is, 0 to 1 (1 once it is done)."""
        return 1.0 if self.run is None else max(0.0, min(1.0, self.run.progress))

    def cancel(self) -> None:
        """Stop the run; the rounds it finished are kept."""
        if self.run is not None:
            self.run.cancel()
            self._take(self.run)
            self.run = None
            self.cancelled = True

    def poll(self) -> bool:
        """Take the reviews the run has finished; True when it has just finished them all."""
        run = self.run
        if run is None:
            return False
        done = run.done
        self._take(run)
        if not done:
            return False
        self.run = None
        return True

    def _take(self, run: Run) -> None:
        for position, why in run.refused.items():
            self.refused[self.pending[position]] = why
        for index, review in zip(self.pending, run.found):
            if review is not None and self.reviews[index] is not review:
                self.reviews[index] = review
                if index < len(self.records):
                    remember(self.records[index], review)

    # ----------------------------------------------------------------- what is known
    def review_of(self, round_index: int) -> Optional[RoundReview]:
        """The review of round `round_index` (None: not reviewed yet)."""
        if 0 <= round_index < len(self.reviews):
            return self.reviews[round_index]
        return None

    @property
    def reviewed(self) -> bool:
        """True once every round is reviewed (or cannot be: `refused`)."""
        return all(review is not None or index in self.refused
                   for index, review in enumerate(self.reviews))

    def missing(self) -> list[int]:
        """The rounds (indexes) still to review: neither reviewed nor refused."""
        return [index for index, review in enumerate(self.reviews)
                if review is None and index not in self.refused]

    def game(self) -> Optional[GameReview]:
        """The whole game's figures from the rounds reviewed so far (None: none yet)."""
        done = [review for review in self.reviews if review is not None]
        return game_review(done) if done else None

    def marked(self, round_index: int) -> list[Decision]:
        """The round's decisions that earned a mark, in the order they were made."""
        review = self.review_of(round_index)
        if review is None:
            return []
        return sorted((d for d in review.decisions if d.mark is not None),
                      key=lambda d: d.index)

    def marked_at(self, round_index: int, index: int) -> Optional[Decision]:
        """The marked decision that is action `index` of the round, if it is one."""
        return next((d for d in self.marked(round_index) if d.index == index), None)

    def next_mark(self, round_index: int, step: int, by: int) -> Optional[Decision]:
        """The marked decision after (`by` 1) or before (-1) the one in focus; with none in
        focus, the one after or before the replay's `step` (moves shown), or else the round's
        first or last. None when there is none that way."""
        here = self.focus.index if self.focus is not None else step - 0.5
        marks = self.marked(round_index)
        ahead = [d for d in marks if (d.index > here if by > 0 else d.index < here)]
        if not ahead and self.focus is None:
            ahead = marks  # from the round's end (or start): round to its first (or last)
        if not ahead:
            return None
        return ahead[0] if by > 0 else ahead[-1]

    def show(self, decision: Decision, states: Sequence[RoundState],
             extent: Optional[tuple[float, float]] = None) -> None:
        """Focus on `decision`: its board (from the round's `states`, the round before each
        move) with the move made and the better one."""
        self.focus = decision
        self.moment = moment_of(states[decision.index], decision.made, decision.best.action,
                                extent)

    def unfocus(self) -> None:
        """Back to the plain replay of the moves."""
        self.focus = None
        self.moment = None
        self.tried = ""
