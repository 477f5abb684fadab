"""The tile tracker: what one seat can count from where it sits.

For each number, how many of its tiles the seat has not seen yet (neither in its hand nor on
the table: they are in other hands or the chicken yard), and for each opponent the numbers it
is known to lack (it drew or passed with them open: `knowledge.infer`, as the hard tier counts).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.knowledge import infer
from game.ai.position import number_counts
from game.rules.view import PlayerView


@dataclass(frozen=True)
class Tracker:
    """`unseen[n]`: tiles showing n the seat has not seen (a double counts once);
    `lacks`: per opponent, in turn order after the seat, (seat, the numbers it lacks)."""

    seat: int
    unseen: tuple[int, ...]
    lacks: tuple[tuple[int, tuple[int, ...]], ...]

    def lacked_by(self, seat: int) -> tuple[int, ...]:
        """The numbers `seat` is known to lack (none for the tracker's own seat)."""
        return next((numbers for s, numbers in self.lacks if s == seat), ())


def track(view: PlayerView) -> Tracker:
    """The tracker of the view's seat, from the view alone."""
    top = view.rules.set
    knowledge = infer(view)
    opponents = [(view.seat + k) % view.seats for k in range(1, view.seats)]
    lacks = tuple((s, tuple(n for n in range(top + 1) if knowledge.lacks(s, n)))
                  for s in opponents)
    return Tracker(view.seat, tuple(number_counts(sorted(view.unseen()), top)), lacks)
