"""The coach: one answer to "what should I play here?", the same from H at the table, in Try
again and in the review.

A hint is the review's judgement made before the move: every turn choice of the player's own
view rated by `review.Evaluation` (the review's dealer, play-outs and paired deals, the review's
REVIEW_ITERATIONS deals at most, as many as fit in HINT_BUDGET seconds), in the expert's worker
process. The advice is its best choice; where the next best is within the review's noise
(`within_noise`: it loses CLOSE at most, which the review counts accurate, or less than the
evaluation can tell apart and less than a marked loss) it is a close call and names both. The
review agrees with a hint when the hinted move is its best or `within_noise` of it
(tools/bench_hints.py measures how often). A position the review rated this session (Try
again replays a reviewed decision) is advised from the review's own ratings (`remember`): there
the hint is the review's best move, never its marked mistake. Where the seat has one turn action
only, there is nothing to advise (`reasons.no_choice_words` says so).
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Hashable, Optional, Sequence

from game.ai.player import turn_actions
from game.ai.reasons import hint_words
from game.ai.review import APART, CLOSE, INACCURACY, Choice, same_play
from game.rules.actions import Action
from game.rules.view import PlayerView

HINT_BUDGET = 0.7  # seconds of play-outs a hint may take (p95 < 1 s: tools/bench_hints.py)
KEPT = 256  # positions whose review ratings are remembered for the session


@dataclass(frozen=True)
class Advice:
    """The coach's answer: the move, another about as good (a close call) and the sentence."""

    move: Action
    other: Optional[Action]
    sentence: str


def has_choice(view: PlayerView) -> bool:
    """True when the seat to act has two or more turn actions to choose between."""
    return len(turn_actions(view)) > 1


def within_noise(best: Choice, other: Choice) -> bool:
    """True when a review's ratings cannot tell `other` from `best`: it loses CLOSE at most,
    or APART standard errors of their paired difference, and less than a marked loss."""
    loss = best.win - other.win
    return loss < INACCURACY and loss <= max(CLOSE, APART * other.spread)


def advise(view: PlayerView, choices: Sequence[Choice], names: Sequence[str] = ()) -> Advice:
    """The advice from the view's rated `choices` (any order): the best, and the next best
    (not the same tile on another end showing the same number: `review.same_play`) if it is a
    close call: within the noise of these ratings."""
    ranked = sorted(choices, key=lambda c: (-c.win, c.points))
    best = ranked[0]
    alike = same_play(view, best.action)
    rest = [c for c in ranked[1:] if same_play(view, c.action) != alike]
    other = rest[0].action if rest and within_noise(best, rest[0]) else None
    return Advice(best.action, other, hint_words(view, best.action, other, names))


# ------------------------------------------------------------------ the review's ratings

_rated: OrderedDict[Hashable, tuple[Choice, ...]] = OrderedDict()


def position(view: PlayerView) -> Hashable:
    """What makes two views the same position to the coach: the seat, the rules, its hand and
    everything public that happened."""
    return (view.seat, view.seats, view.rules, view.round_number, view.round_double,
            tuple(sorted(view.hand)), view.history, view.drawn)


def remember(view: PlayerView, choices: Sequence[Choice]) -> None:
    """Keep the review's ratings of a position (the oldest forgotten past KEPT): a hint there
    is advised from them."""
    key = position(view)
    _rated[key] = tuple(choices)
    _rated.move_to_end(key)
    while len(_rated) > KEPT:
        _rated.popitem(last=False)


def recall(view: PlayerView) -> Optional[tuple[Choice, ...]]:
    """The review's ratings of this position, if it rated it this session."""
    return _rated.get(position(view))


def forget() -> None:
    """Forget every rating remembered this session."""
    _rated.clear()
