"""The ladder: levels to climb in order, each a table with a goal judged in one to three stars.

A level is data (a table file in levels/ladder/ with a [level] and a [goal]); this module
judges a finished game against a level's goal and says what the player's progress unlocks. It
reads no files: the store turns documents into `Level`s and keeps the progress.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Optional, Sequence

from game.rules.house_rules import RuleSet
from game.seats import Seat

GOALS = ("win", "below", "margin")
_LEVEL_KEY = re.compile(r"[A-Za-z0-9_-]{1,80}\Z")


def is_level_key(text: object) -> bool:
    """True for a name a level can be kept under: its file's stem, such as "03-church-social"
    (letters, digits, - and _, at most 80)."""
    return isinstance(text, str) and bool(_LEVEL_KEY.match(text))


@dataclass(frozen=True)
class Goal:
    """What a level asks: `kind` "win" (the game), "below" (finish with fewer than `score`
    points) or "margin" (win by at least `score` points over the next best total).
    `two_stars` and `three_stars` are the stricter marks of the same measure: the winning
    margin for "win" and "margin", the final total for "below"."""

    kind: str
    score: int
    two_stars: int
    three_stars: int

    def describe(self) -> str:
        """The goal as the ladder screen says it."""
        if self.kind == "below":
            return f"Finish with fewer than {self.score} points"
        if self.kind == "margin":
            return f"Win by {self.score} point{'s' if self.score != 1 else ''} or more"
        return "Win the game"

    def star_marks(self) -> tuple[str, str, str]:
        """What each star takes, in words."""
        if self.kind == "below":
            return (f"under {self.score} points", f"under {self.two_stars}",
                    f"under {self.three_stars}")
        first = "a win" if self.kind == "win" else f"win by {self.score}+"
        return first, f"win by {self.two_stars}+", f"win by {self.three_stars}+"


@dataclass(frozen=True)
class Level:
    """One rung of the ladder: where it is kept, its title and story, its goal, and its table
    (the rules, the preset they build on, and the seats: exactly one of them the player's),
    all read from one file by the store (game.store.ladder_files). `tracker`: the tile tracker
    may be shown at this level (off unless the level says so)."""

    key: str  # the file's stem, e.g. "03-church-social": progress is kept under it
    title: str
    story: str
    goal: Goal
    rules: RuleSet = RuleSet()
    preset: str = "classic"
    seats: tuple[Seat, ...] = ()
    tracker: bool = False

    @property
    def player(self) -> int:
        """The seat of the player climbing the ladder (the table's one person)."""
        return next(i for i, seat in enumerate(self.seats) if seat.is_human)

    @property
    def opponents(self) -> tuple[Seat, ...]:
        """The computer players at the table, in seat order."""
        return tuple(seat for seat in self.seats if not seat.is_human)


@dataclass(frozen=True)
class Verdict:
    """How a finished game met a level's goal."""

    met: bool
    stars: int  # 0 when the goal was not met, else 1 to 3
    total: int
    margin: int  # the player's lead over the best other total (negative: behind)

    def sentence(self, goal: Goal) -> str:
        """One line for the score screen."""
        if not self.met:
            return f"Goal not met: {goal.describe().lower()}. Try again!"
        return f"Goal met: {self.stars} star{'s' if self.stars != 1 else ''}!"


def judge(goal: Goal, totals: Sequence[int], winners: Sequence[int], seat: int) -> Verdict:
    """Judge the finished game (final `totals`, the game's `winners`) for the player at `seat`."""
    others = [t for s, t in enumerate(totals) if s != seat]
    total = totals[seat]
    margin = min(others) - total
    won = seat in winners
    if goal.kind == "below":
        marks = (goal.score, goal.two_stars, goal.three_stars)
        stars = sum(1 for mark in marks if total < mark)
        met = total < goal.score
    else:
        first = 0 if goal.kind == "win" else goal.score
        marks = (first, goal.two_stars, goal.three_stars)
        stars = sum(1 for mark in marks if margin >= mark) if won else 0
        met = won and margin >= first
    return Verdict(met, stars if met else 0, total, margin)


@dataclass(frozen=True)
class Rung:
    """A level as the player stands on it: unlocked or not, best stars and best result."""

    level: Level
    unlocked: bool
    stars: int
    best: Optional[int]  # the best final total reached on this level


def climb(levels: Sequence[Level], stars: Mapping[str, int],
          best: Mapping[str, int]) -> list[Rung]:
    """The ladder for a player's progress: the first level is open, each met goal opens the
    next (stars > 0 means the goal was met)."""
    rungs = []
    open_ = True
    for level in levels:
        earned = stars.get(level.key, 0)
        rungs.append(Rung(level, open_, earned if open_ else 0, best.get(level.key)))
        open_ = open_ and earned > 0
    return rungs


def next_level(levels: Sequence[Level], key: str) -> Optional[Level]:
    """The level after `key` (None after the last)."""
    keys = [level.key for level in levels]
    i = keys.index(key) + 1
    return levels[i] if i < len(levels) else None
