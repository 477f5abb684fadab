"""Hints that say why: H asks the coach (game.ai.coach) for the shown hand's move. While it
evaluates the player's own view beside the table (in the worker process) the hand says "Hint:
thinking..."; then one move is lit and one sentence says why (naming a second move when it is a
close call). Nothing is lit before the answer, so the hint never changes its mind. Where there
is nothing to choose, or it is not the player's turn, H says so instead.

Once a person has asked for a hint at this table, the coach looks at each of their turns as it
begins (`Coaching.look_ahead`, up to AHEAD_BUDGET seconds: the review's deals, as a rule), so
the answer to H is mostly ready, or is hurried to come within coach.HINT_BUDGET seconds.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from game.ai import coach
from game.ai.coach import Advice, advise, has_choice
from game.ai.evaluating import Evaluating, evaluate_views
from game.ai.reasons import THINKING, no_choice_words, waiting_words
from game.ai.review import REVIEW_ITERATIONS, SEED as REVIEW_SEED
from game.rules.view import PlayerView

HINT_ITERATIONS = REVIEW_ITERATIONS  # the review's deals at most (as many as fit the budget)
AHEAD_BUDGET = 4.0  # seconds a turn's hint may take when worked out before H is pressed
HINT_SECONDS = 6.0  # how long the sentence stays over the hand, unless a move is made first
THINKING_SECONDS = 2.0  # how long "thinking" may show (the answer replaces it sooner)


class Hint:
    """A hint: the coach's advice once the evaluation is back (at once for a position the
    review rated this session)."""

    def __init__(self, view: PlayerView, names: Sequence[str],
                 iterations: Optional[int] = None, budget: Optional[float] = None) -> None:
        """`iterations` and `budget`: HINT_ITERATIONS deals at most, in coach.HINT_BUDGET
        seconds, unless given."""
        self.view = view
        self.names = tuple(names)
        self.moment = len(view.history)  # the hint is for the table at this many actions
        known = coach.recall(view)
        self.answer: Optional[Advice] = None if known is None else advise(view, known, names)
        # dealt as the review of this turn will deal it (its seed, at this moment: rng_for)
        self.evaluating: Optional[Evaluating] = None if known is not None else evaluate_views(
            [view], HINT_ITERATIONS if iterations is None else iterations, seed=REVIEW_SEED,
            budget=coach.HINT_BUDGET if budget is None else budget)

    def poll(self) -> Optional[Advice]:
        """The advice, once the evaluation is back (else None)."""
        evaluating = self.evaluating
        if self.answer is None and evaluating is not None and evaluating.done \
                and evaluating.results and evaluating.results[0]:
            self.answer = advise(self.view, evaluating.results[0], self.names)
        return self.answer

    @property
    def failed(self) -> bool:
        """True when the evaluation ended with no ratings (its position could not be dealt)."""
        evaluating = self.evaluating
        return self.answer is None and evaluating is not None and evaluating.done \
            and not (evaluating.results and evaluating.results[0])

    def hurry(self, seconds: float) -> None:
        """Be back within about `seconds` (it was given longer)."""
        if self.evaluating is not None:
            self.evaluating.hurry(seconds)

    def cancel(self) -> None:
        """No longer wanted (a move was made, the round ended): the worker stops."""
        if self.evaluating is not None:
            self.evaluating.cancel()


class Coaching:
    """The table's hints: the one asked for (`asked`, shown once back) and, once somebody has
    asked for one, the shown person's next turn looked at as it begins (`ahead`)."""

    def __init__(self) -> None:
        self.asked: Optional[Hint] = None
        self.ahead: Optional[Hint] = None
        self.used = False  # a hint was asked for at this table
        self.looked = False  # the table as it is now was looked at ahead (since `moved`)

    def ask(self, view: PlayerView, names: Sequence[str]) -> None:
        """H: the hint for `view`, the one looked at ahead if it is for the same moment (hurried
        to be back within coach.HINT_BUDGET seconds), else a new one."""
        self.used = True
        self.drop()
        ahead, self.ahead = self.ahead, None
        if ahead is not None and ahead.view.seat == view.seat:  # (any change cancels it)
            ahead.hurry(coach.HINT_BUDGET)
            self.asked = ahead
        else:
            if ahead is not None:
                ahead.cancel()
            self.asked = Hint(view, names)

    def look_ahead(self, seat: Optional[int], view_of: Callable[[int], PlayerView],
                   names: Sequence[str]) -> None:
        """Each frame: `seat`, the shown person while it is their turn (else None), `view_of` a
        seat's view: once a hint was asked for here, this turn's is worked out before H
        (AHEAD_BUDGET seconds at most)."""
        ahead = self.ahead
        if ahead is not None and seat is None:
            ahead.cancel()
            self.ahead = ahead = None
        if self.used and ahead is None and self.asked is None and seat is not None \
                and not self.looked:
            self.looked = True  # (looked at once a position: nothing to choose stays so)
            view = view_of(seat)
            if has_choice(view):
                self.ahead = Hint(view, names, budget=AHEAD_BUDGET)

    def answer(self) -> Optional[Advice]:
        """The advice asked for, once back (a change of the table drops it: `moved`); one that
        failed is dropped."""
        asked = self.asked
        if asked is None:
            return None
        if asked.failed:
            self.drop()
            return None
        advice = asked.poll()
        if advice is not None:
            self.asked = None
        return advice

    def drop(self) -> None:
        """The hint asked for is no longer wanted (the worker stops)."""
        if self.asked is not None:
            self.asked.cancel()
            self.asked = None

    def moved(self) -> None:
        """The table changed (a move, one taken back, the round's end): the hints for the table
        as it was are dropped, the one asked for and the one looked at ahead."""
        self.drop()
        if self.ahead is not None:
            self.ahead.cancel()
            self.ahead = None
        self.looked = False


def no_hint(view: Optional[PlayerView], whose: str) -> Optional[str]:
    """Why H gives no hint now, in a player's words (None: a hint can be given): `view` the
    shown player's, None when it is not their turn; `whose` the seat to act's name with its
    's ("Hen's")."""
    if view is None or not view.my_turn:
        return waiting_words(whose)
    return no_choice_words(view)
