"""Hints that say why: H lights a move for the shown hand at once (the hard tier's, decided in a
moment), asks the expert's evaluation of the same view beside the table (game.ai.evaluating,
in the worker process, a short look), and when it is back lights the expert's move if it is
another and says in one sentence why (game.ai.reasons), just over the hand.
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.ai.evaluating import Evaluating, evaluate_views
from game.ai.reasons import why
from game.rules.actions import Action
from game.rules.view import PlayerView

HINT_ITERATIONS = 80  # paired deals: about 0.05 to 0.3 s for one view on one core
HINT_SECONDS = 6.0  # how long the sentence stays over the hand


class Hint:
    """A hint asked for: the quick move, then the expert's move and its sentence."""

    def __init__(self, view: PlayerView, names: Sequence[str], quick: Optional[Action],
                 iterations: int = HINT_ITERATIONS) -> None:
        self.view = view
        self.names = tuple(names)
        self.quick = quick
        self.moment = len(view.history)  # the hint is for the table at this many actions
        self.evaluating: Evaluating = evaluate_views([view], iterations, seed=self.moment)
        self.answer: Optional[tuple[Action, str]] = None

    def poll(self) -> Optional[tuple[Action, str]]:
        """The expert's move and the sentence why, once the evaluation is back (else None)."""
        evaluating = self.evaluating
        if self.answer is None and evaluating.done and evaluating.results:
            choices = evaluating.results[0]
            if choices:
                best = choices[0].action
                self.answer = (best, hint_sentence(self.view, best, self.names))
        return self.answer

    def cancel(self) -> None:
        """No longer wanted (a move was made, the round ended): the worker stops."""
        self.evaluating.cancel()


def hint_sentence(view: PlayerView, best: Action, names: Sequence[str]) -> str:
    """ "Hint: 6-2 on the 6 keeps a toe for your 2-2"."""
    said = why(view, best, names=names)
    return f"Hint: {said[:1].lower() + said[1:] if said[:1].isalpha() else said}"
