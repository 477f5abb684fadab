"""The tile tracker: what one seat can count from where it sits.

For each number, how many of its tiles the seat has not seen yet (neither in its hand nor on
the table: they are in other hands or the chicken yard), and for each opponent the numbers it
is known to lack (it drew or passed with them open: `knowledge.infer`, as the hard tier counts).
Where a drawn tile may be kept ("may" be played), a seat that drew on a number may hold it
in a tile drawn since, and nowhere else: those numbers are told apart with how many such
tiles it holds (every tile it held when it drew lacks them; each drawn later is unknown).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.knowledge import infer
from game.ai.position import number_counts
from game.rules.view import PlayerView


@dataclass(frozen=True)
class Tracker:
    """`unseen[n]`: tiles showing n the seat has not seen (a double counts once);
    `lacks`: per opponent, in turn order after the seat, (seat, the numbers it lacks);
    `lacks_but_drawn`: per opponent in that order, (seat, the numbers none of its tiles shows
    but those drawn after it drew or passed on them, how many such drawn tiles it holds)."""

    seat: int
    unseen: tuple[int, ...]
    lacks: tuple[tuple[int, tuple[int, ...]], ...]
    lacks_but_drawn: tuple[tuple[int, tuple[int, ...], int], ...] = ()

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
    # A seat's tiles are known to lack a number oldest first, but for a drawn tile passed on
    # where a playable one must be played and any may be drawn: then the newest may be the one
    # known to lack it, and which of the others was drawn is not known.
    ordered = view.rules.must_play or view.rules.drawn_tile == "may"
    return Tracker(view.seat, tuple(number_counts(sorted(view.unseen()), top)), lacks,
                   tuple(_but_drawn(knowledge.slots[s] if ordered else [], s, top)
                         for s in opponents))


def _but_drawn(slots: list[int], seat: int, top: int) -> tuple[int, tuple[int, ...], int]:
    """`seat`'s numbers that its older tiles are known to lack and only its newest may show,
    and how many of the newest may (the most for any of those numbers). Its tiles are in the
    order it got them: the newest, got after an older one was known to lack a number, were
    drawn after the draw or pass that told it."""
    numbers, drawn = [], 0
    for n in range(top + 1):
        unknown = [i for i, mask in enumerate(slots) if not mask >> n & 1]
        if 0 < len(unknown) < len(slots) and unknown[0] == len(slots) - len(unknown):
            numbers.append(n)
            drawn = max(drawn, len(unknown))
    return seat, tuple(numbers), drawn
