"""A review of one seat's rounds running beside the screen that shows it: `ReviewRun`.

Started from the rounds (each a round record and the file it is kept in, or None) and the seat:
a round whose review is kept (`keeper.load_review`) is reviewed at once, the others are
evaluated one round after another in the worker process (`evaluating.evaluate_views`; then the
near ties for the round's costliest move again on more deals, `review.to_refine`, as
`review.review_round` does), each kept as soon as it is finished (`keeper.save_review`). The
screen polls `progress` (0..1) and `done` every frame (they never wait), shows `reviews` (in the
rounds' order) once done, and calls `cancel()` when the player leaves (what was finished stays
kept). A round the review cannot take (its rules cannot deal its hidden tiles: the checks of
`review.positions`, or the worker's evaluation failing) is left out with one line in `refused`,
the others are reviewed: nothing here raises into the frame. When the whole review is done the achievements of reviewing your own play are earned
(`keeper.earn_achievements`): a review of an opponent's seat (`earns` False) earns nothing. The
scene context is the keeper (it keeps nothing when the app keeps no files).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Optional, Protocol, Sequence

from game.achievements import review_feats
from game.ai import review
from game.ai.evaluating import Evaluating, Polled, evaluate_views
from game.ai.review import RoundReview
from game.rules.actions import Action
from game.rules.errors import RulesError
from game.rules.view import PlayerView

Round = tuple[dict[str, Any], Optional[Path]]  # a round record and the file it is kept in
Position = tuple[int, PlayerView, Action]  # an action's index in the record, the seat's view
# just before it, the action


class ReviewKeeper(Protocol):
    """Where reviews are kept and achievements earned (the scene context's files)."""

    def load_review(self, round_path: Path, seat: int,
                    iterations: int) -> Optional[RoundReview]:
        """The kept review of the round made with `iterations`, or None."""

    def save_review(self, round_path: Path, kept: RoundReview) -> Optional[str]:
        """Keep a review beside its round; what went wrong, or None."""

    def earn_achievements(self, keys: Iterable[str]) -> list[str]:
        """Achievements earned now (announced); the ones that are new."""


class ReviewRun(Polled):
    """One seat's review of some rounds, polled by a screen, never waited for: `done` once
    every round is reviewed or the review was cancelled."""

    def __init__(self, rounds: Sequence[Round], seat: int,
                 keeper: Optional[ReviewKeeper] = None,
                 iterations: int = review.REVIEW_ITERATIONS, seed: int = review.SEED,
                 whole_game: bool = False, earns: bool = True,
                 names: Sequence[str] = ()) -> None:
        """`whole_game`: the rounds are every round of a finished game (its accuracy may earn
        Sharp Eye); `earns`: the seat is the player's own; `names`: the seats' names, for the
        reasons."""
        self.rounds = list(rounds)
        self.seat = seat
        self.keeper = keeper
        self.iterations = iterations
        self.seed = seed
        self.whole_game = whole_game
        self.earns = earns
        self.names = tuple(names)
        self.found: list[Optional[RoundReview]] = [self._kept(r) for r in self.rounds]
        self.refused: dict[int, str] = {}  # rounds (indexes) that cannot be reviewed, and why
        self.todo: list[tuple[int, list[Position]]] = [  # (decisions, positions) a round
            self._positions(i) if kept is None else (0, []) for i, kept in enumerate(self.found)]
        self.total = sum(len(positions) for _, positions in self.todo)  # views to evaluate
        self.evaluated = 0  # of them, in rounds finished
        self.current: Optional[tuple[int, Evaluating]] = None
        self.step = 0  # of the current round: 0 the first evaluation, then the refinements
        self.rated: list[list[review.Choice]] = []  # the current round's choices so far
        self.again: list[review.Refinement] = []  # what the current refinement evaluates
        self.cancelled = False
        self.over = False
        self.problem: Optional[str] = None  # a review that could not be kept
        self.earned: list[str] = []  # achievements this review earned

    @property
    def progress(self) -> float:
        """The share of the work done, 0 to 1 (1 at once when every review was kept)."""
        self.poll()
        if self.over or not self.total:
            return 1.0
        share = 0.0
        if self.current is not None:
            index, evaluating = self.current
            part = review.FIRST * evaluating.progress  # the first evaluation, then refinements
            if self.step:
                part = review.FIRST + (1 - review.FIRST) * (
                    self.step - 1 + evaluating.progress) / review.REFINE_STEPS
            share = part * len(self.todo[index][1])
        return min(1.0, (self.evaluated + share) / self.total)

    @property
    def reviews(self) -> list[RoundReview]:
        """The rounds' reviews, in the rounds' order (the ones finished so far)."""
        return [found for found in self.found if found is not None]

    def cancel(self) -> None:
        """Stop now; the reviews finished are kept."""
        if self.over:
            return
        if self.current is not None:
            self.current[1].cancel()
            self.current = None
        self.cancelled = self.over = True

    def poll(self) -> None:
        """Move the review along: take in the worker's news, finish a round, start the next."""
        while not self.over:
            if self.current is None:
                waiting = [i for i, found in enumerate(self.found)
                           if found is None and i not in self.refused]
                if not waiting:
                    self._finish()
                    return
                positions = self.todo[waiting[0]][1]
                self.step = 0
                self.current = (waiting[0], evaluate_views(
                    [view for _, view, _ in positions], self.iterations, self.seed,
                    [made for _, _, made in positions]))
            index, evaluating = self.current
            if not evaluating.done:
                return
            if evaluating.problem is not None:  # the worker (or here) could not evaluate it
                self._refuse(index, evaluating.problem)
                continue
            self._evaluated(index, evaluating.results)

    def _evaluated(self, index: int, results: list[list[review.Choice]]) -> None:
        """An evaluation of the round is done: refine its costliest move, or finish it."""
        decided, positions = self.todo[index]
        if not self.step:
            self.rated = list(results)
        for (i, _), more in zip(self.again, results if self.step else []):
            self.rated[i] = review.merged(self.rated[i], more)
        self.step += 1
        self.again = (review.to_refine(self.rated[:decided],
                                       [made for _, _, made in positions[:decided]])
                      if self.step <= review.REFINE_STEPS else [])
        if not self.again:
            self.step = 0
            self._round_done(index, self.rated)
            return
        self.current = (index, evaluate_views(
            [positions[i][1] for i, _ in self.again], self.iterations, self.seed,
            [positions[i][2] for i, _ in self.again], [pair for _, pair in self.again],
            self.step))

    def _positions(self, index: int) -> tuple[int, list[Position]]:
        """What the review of round `index` evaluates (see `_positions`); nothing, and the
        round refused, when its record is not one the review can take."""
        try:
            return _positions(self.rounds[index][0], self.seat)
        except RulesError as error:
            self.refused[index] = f"Round {self._number(index)} cannot be reviewed: {error}"
            return 0, []

    def _refuse(self, index: int, why: str) -> None:
        """Round `index` could not be evaluated: left out, the others go on."""
        self.refused[index] = f"Round {self._number(index)} cannot be reviewed: {why}"
        self.total -= len(self.todo[index][1])
        self.current = None
        self.step = 0

    def _number(self, index: int) -> object:
        """Round `index`'s number, as its record gives it."""
        return self.rounds[index][0].get("round", index + 1)

    def _kept(self, round_: Round) -> Optional[RoundReview]:
        """The round's kept review, if there is one."""
        record, path = round_
        if self.keeper is None or path is None:
            return None
        return self.keeper.load_review(path, self.seat, self.iterations)

    def _round_done(self, index: int, results: list[list[review.Choice]]) -> None:
        """A round evaluated: its review made, kept, and the next round's turn."""
        record, path = self.rounds[index]
        decided, positions = self.todo[index]
        made = review.summarize(record, self.seat, results[:decided], self.iterations,
                                self.seed, results[decided:], names=self.names)
        self.found[index] = made
        self.evaluated += len(positions)
        self.current = None
        if self.keeper is not None and path is not None:
            self.problem = self.keeper.save_review(path, made) or self.problem

    def _finish(self) -> None:
        """Every round reviewed: the achievements of the review."""
        self.over = True
        if not self.earns or self.keeper is None:
            return
        accuracy = review.game_review(self.reviews).accuracy if self.whole_game else None
        marks = [[decision.mark for decision in kept.decisions] for kept in self.reviews]
        self.earned = self.keeper.earn_achievements(review_feats(marks, accuracy))


def _positions(record: dict[str, Any], seat: int) -> tuple[int, list[Position]]:
    """What a review of the round evaluates, as `review.review_round` does: the seat's
    decisions, then the positions around its draws (for the luck); and how many decisions."""
    decided = review.decisions(record, seat)
    return len(decided), decided + review.draw_views(record, seat)
