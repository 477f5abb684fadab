"""Hints that say why: H asks the coach (game.ai.coach) for the shown hand's move. While it
evaluates the player's own view beside the table (in the worker process, under a second) the
hand says "Hint: thinking..."; then one move is lit and one sentence says why (naming a second
move when it is a close call). Nothing is lit before the answer, so the hint never changes its
mind. Where there is nothing to choose, or it is not the player's turn, H says so instead.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.ai import coach
from game.ai.coach import Advice, advise
from game.ai.evaluating import Evaluating, evaluate_views
from game.ai.reasons import THINKING, no_choice_words, waiting_words
from game.ai.review import REVIEW_ITERATIONS
from game.rules.view import PlayerView

HINT_ITERATIONS = REVIEW_ITERATIONS  # the review's deals at most (as many as fit the budget)
HINT_SECONDS = 6.0  # how long the sentence stays over the hand, unless a move is made first
THINKING_SECONDS = 2.0  # how long "thinking" may show (the answer replaces it sooner)


class Hint:
    """A hint asked for: the coach's advice once the evaluation is back (at once for a
    position the review rated this session)."""

    def __init__(self, view: PlayerView, names: Sequence[str],
                 iterations: Optional[int] = None, budget: Optional[float] = None) -> None:
        """`iterations` and `budget`: HINT_ITERATIONS deals at most, in coach.HINT_BUDGET
        seconds, unless given."""
        self.view = view
        self.names = tuple(names)
        self.moment = len(view.history)  # the hint is for the table at this many actions
        known = coach.recall(view)
        self.answer: Optional[Advice] = None if known is None else advise(view, known, names)
        self.evaluating: Optional[Evaluating] = None if known is not None else evaluate_views(
            [view], HINT_ITERATIONS if iterations is None else iterations, seed=self.moment,
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

    def cancel(self) -> None:
        """No longer wanted (a move was made, the round ended): the worker stops."""
        if self.evaluating is not None:
            self.evaluating.cancel()


def no_hint(view: Optional[PlayerView], whose: str) -> Optional[str]:
    """Why H gives no hint now, in a player's words (None: a hint can be given): `view` the
    shown player's, None when it is not their turn; `whose` the seat to act's name with its
    's ("Hen's")."""
    if view is None or not view.my_turn:
        return waiting_words(whose)
    return no_choice_words(view)
