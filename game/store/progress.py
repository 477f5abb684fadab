"""The player's progress: the ladder climbed, the achievements earned, the computer tiers beaten.

One JSON file in the data folder (``progress.json``, format ``chickenfoot-progress/1``)::

    {"format": "chickenfoot-progress/1",
     "levels": {"01-kitchen-table": {"stars": 2, "best": 31}},
     "achievements": {"tiptoe": "2026-11-29"},
     "beaten": ["easy", "medium"]}

Per level the best stars (0: played, goal not met yet) and the best (lowest) final total; each
achievement with the date it was first earned; the tiers the player has won a game against.
Written atomically after every finished game, so a crash leaves the old file or the new one. A
damaged file, or one from a newer game, is set aside (renamed, never deleted) with a message
naming it, and progress starts afresh. `keep_game` records a finished game: the ladder level's
goal judged, the game's feats, Pecking Order and Grand Champion; `keep_feats` the feats of a
review.
"""
from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from game.achievements import ACHIEVEMENTS, feats, pecking_order
from game.tiers import TIERS
from game.ladder import Level, Verdict, Rung, climb, is_level_key, judge
from game.match import Match
from game.rules.refusals import expected
from game.store import paths
from game.store.atomic import PathLike, set_aside, write_atomic
from game.store.documents import parse_json
from game.store.errors import DocumentError, StoreError, write_error
from game.store.limits import read_file

FORMAT_NAME = "chickenfoot-progress"
VERSION = 1
FORMAT = f"{FORMAT_NAME}/{VERSION}"
PROGRESS_KEYS = ("format", "levels", "achievements", "beaten")
MAX_PROGRESS_BYTES = 4 * 1024 * 1024


class ProgressError(StoreError):
    """A progress file that cannot be used; the message names the file and the problem."""


@dataclass(frozen=True)
class LevelResult:
    """The best a player has done on one level."""

    stars: int  # 0: played but the goal not met yet
    best: int   # the lowest final total reached


@dataclass
class Progress:
    """Everything the ladder, the achievements and the tiers beaten remember."""

    levels: dict[str, LevelResult] = field(default_factory=dict)
    achievements: dict[str, str] = field(default_factory=dict)  # key -> ISO date first earned
    beaten: set[str] = field(default_factory=set)

    def rungs(self, levels: Iterable[Level]) -> list[Rung]:
        """The ladder as this player stands on it."""
        return climb(list(levels), {k: r.stars for k, r in self.levels.items()},
                     {k: r.best for k, r in self.levels.items()})

    def record_level(self, key: str, outcome: Verdict) -> None:
        """Keep a finished level game: the better stars, the lower total."""
        old = self.levels.get(key)
        if old is None:
            self.levels[key] = LevelResult(outcome.stars, outcome.total)
        else:
            self.levels[key] = LevelResult(max(old.stars, outcome.stars),
                                           min(old.best, outcome.total))

    def earn(self, keys: Iterable[str], today: datetime.date) -> list[str]:
        """Mark achievements earned today; the ones that are new, in the list's order."""
        wanted = set(keys)
        new = [a.key for a in ACHIEVEMENTS if a.key in wanted and a.key not in self.achievements]
        for key in new:
            self.achievements[key] = today.isoformat()
        return new

    def all_three_stars(self, levels: Iterable[Level]) -> bool:
        """True when every level of the ladder has three stars (and there is a ladder)."""
        keys = [level.key for level in levels]
        return bool(keys) and all(
            key in self.levels and self.levels[key].stars == 3 for key in keys)


# ---------------------------------------------------------------- the file

def progress_path() -> Path:
    """The progress file in the data folder."""
    return paths.data_dir() / "progress.json"


def progress_to_doc(progress: Progress) -> dict[str, Any]:
    """The progress as its JSON document."""
    return {
        "format": FORMAT,
        "levels": {k: {"stars": r.stars, "best": r.best}
                   for k, r in sorted(progress.levels.items())},
        "achievements": dict(sorted(progress.achievements.items())),
        "beaten": [tier for tier in TIERS if tier in progress.beaten],
    }


def save_progress(progress: Progress, path: Optional[PathLike] = None) -> None:
    """Write the progress file atomically; WriteError naming the file if the disk refuses."""
    target = Path(path) if path is not None else progress_path()
    text = json.dumps(progress_to_doc(progress), indent=1) + "\n"
    try:
        write_atomic(target, text)
    except OSError as error:
        raise write_error(target, error) from None


def load_progress(path: Optional[PathLike] = None, *,
                  set_aside_broken: bool = True) -> tuple[Progress, Optional[str]]:
    """The player's progress and None; a fresh one when there is no file yet. A file that
    cannot be used gives a fresh one and a message naming it (the file set aside, unless
    `set_aside_broken` is False; a file the disk will not read is left where it is)."""
    target = Path(path) if path is not None else progress_path()
    try:
        return _load(target, set_aside_broken)
    except ProgressError as error:
        return Progress(), str(error)


def _load(target: Path, set_aside_broken: bool) -> tuple[Progress, Optional[str]]:
    """The progress in the file (fresh when there is none yet) and, for a damaged file (not a
    regular file, over the limits, not a progress file), a fresh one and why; ProgressError
    when the disk will not read it."""
    try:
        data = read_file(target, MAX_PROGRESS_BYTES)
    except FileNotFoundError:
        return Progress(), None
    except OSError as error:
        raise ProgressError(f"{target}: cannot read the progress: "
                            f"{error.strerror or error}") from None
    except DocumentError as error:
        return _broken(target, f"not a progress file: {error}", set_aside_broken)
    try:
        return progress_from_bytes(data), None
    except ProgressError as error:
        return _broken(target, str(error), set_aside_broken)


def _broken(target: Path, problem: str, set_aside_broken: bool) -> tuple[Progress, str]:
    """A fresh progress, and the message for a damaged file (set aside unless told not to)."""
    moved = set_aside(target) if set_aside_broken else None
    where = f"; set aside as {moved.name}" if moved is not None else ""
    return Progress(), f"{target}: {problem}{where}; your progress starts afresh"


def progress_from_bytes(data: bytes) -> Progress:
    """The progress in a file's bytes; ProgressError saying what is wrong ("key: expected X;
    found Y")."""
    if len(data) > MAX_PROGRESS_BYTES:
        raise ProgressError(f"not a progress file (too large: {len(data)} bytes)")
    if not data.strip():
        raise ProgressError("the progress file is empty")
    try:
        doc = parse_json(data, "progress file")
    except DocumentError as error:
        raise ProgressError(str(error)) from None
    if not isinstance(doc, dict):
        raise ProgressError(f"not a progress file ({expected('a JSON object', doc)})")
    _check_format(doc.get("format"))
    unknown = sorted(set(doc) - set(PROGRESS_KEYS))
    if unknown:
        raise ProgressError(f"{unknown[0]}: unknown key (a progress file has "
                            f"{', '.join(PROGRESS_KEYS)})")
    return Progress(_levels(doc.get("levels", {})), _achievements(doc.get("achievements", {})),
                    _beaten(doc.get("beaten", [])))


def _check_format(found: object) -> None:
    prefix = FORMAT_NAME + "/"
    number = found[len(prefix):] if isinstance(found, str) and found.startswith(prefix) else ""
    if not (number.isascii() and number.isdigit()):
        raise ProgressError(f"format: {expected(json.dumps(FORMAT), found)}")
    if int(number) > VERSION:
        raise ProgressError(f"format: progress format {int(number)}, from a newer version of "
                            f"Chicken Foot (this one reads up to {VERSION})")


def _is_count(value: object, low: int, high: Optional[int] = None) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool) and value >= low
            and (high is None or value <= high))


def _levels(value: object) -> dict[str, LevelResult]:
    if not isinstance(value, dict):
        raise ProgressError(f"levels: {expected('a table of levels', value)}")
    out = {}
    for key, entry in value.items():
        if not is_level_key(key):
            raise ProgressError(f"levels: {expected('level names like 01-kitchen-table', key)}")
        if not isinstance(entry, dict) or set(entry) != {"stars", "best"}:
            raise ProgressError(f"levels.{key}: {expected('{stars, best}', entry)}")
        if not _is_count(entry["stars"], 0, 3):
            raise ProgressError(f"levels.{key}.stars: "
                                f"{expected('a whole number from 0 to 3', entry['stars'])}")
        if not _is_count(entry["best"], 0):
            raise ProgressError(f"levels.{key}.best: "
                                f"{expected('a whole number >= 0', entry['best'])}")
        out[key] = LevelResult(entry["stars"], entry["best"])
    return out


def _achievements(value: object) -> dict[str, str]:
    """Achievement keys and dates; keys this version does not know are kept as they are."""
    if not isinstance(value, dict):
        raise ProgressError(f"achievements: {expected('a table of achievements', value)}")
    for key, date in value.items():
        if not (key.isascii() and key.isidentifier() and len(key) <= 80):
            raise ProgressError(f"achievements: {expected('achievement names', key)}")
        try:
            datetime.date.fromisoformat(date if isinstance(date, str) else "")
        except ValueError:
            raise ProgressError(f"achievements.{key}: "
                                f"{expected('a date like 2026-11-29', date)}") from None
    return dict(value)


def _beaten(value: object) -> set[str]:
    if not isinstance(value, list) or not all(isinstance(t, str) and t in TIERS for t in value):
        raise ProgressError(f"beaten: {expected('a list of tiers (' + ', '.join(TIERS) + ')', value)}")
    return set(value)


# ---------------------------------------------------------------- a finished game

@dataclass(frozen=True)
class GameNews:
    """What keeping a finished game did: the achievements newly earned (their keys), whether
    the progress file was written, and what went wrong, if anything."""

    earned: tuple[str, ...] = ()
    kept: bool = True
    problem: Optional[str] = None


def take_game(progress: Progress, match: Match, levels: Iterable[Level],
              today: datetime.date) -> list[str]:
    """Add a finished game to `progress`: its ladder level judged (when it is one), the feats of
    every person at the table, the tiers they beat; the achievements newly earned."""
    levels = list(levels)
    game = match.game
    tiers = [seat.player for seat in match.seats]
    found: set[str] = set()
    for seat in match.humans:
        found |= feats(game.records, seat, tiers)
    progress.beaten |= {key.partition(":")[2] for key in found if key.startswith("beat:")}
    level = next((lv for lv in levels if lv.key == match.ladder), None)
    if level is not None and match.seats[level.player].is_human:
        progress.record_level(level.key, judge(level.goal, game.totals, game.winners(),
                                               level.player))
    if pecking_order(progress.beaten):
        found.add("pecking_order")
    if progress.all_three_stars(levels):
        found.add("grand_champion")
    return progress.earn(found, today)


def keep_game(match: Match, levels: Iterable[Level], path: Optional[PathLike] = None,
              today: Optional[datetime.date] = None) -> GameNews:
    """Record a finished game in the progress file (read, updated, written atomically). Never
    raises: a problem comes back in the news. A file the disk will not read, or a damaged one
    that cannot be set aside, is not replaced (`kept` False); a damaged one is set aside and
    progress starts afresh with this game."""
    day = today or datetime.date.today()
    return _update(path, lambda progress: take_game(progress, match, levels, day), "game")


def keep_feats(keys: Iterable[str], path: Optional[PathLike] = None,
               today: Optional[datetime.date] = None) -> GameNews:
    """Record achievements earned away from a game (a review) in the progress file, as
    `keep_game` does; never raises."""
    day = today or datetime.date.today()
    return _update(path, lambda progress: progress.earn(keys, day), "review")


def _update(path: Optional[PathLike], change: Callable[[Progress], list[str]],
            what: str) -> GameNews:
    """Read the progress file, `change` it (the achievements newly earned), write it back."""
    target = Path(path) if path is not None else progress_path()
    try:
        progress, problem = _load(target, set_aside_broken=True)
    except ProgressError as error:
        return GameNews((), False, f"{error}; this {what}'s progress is not kept")
    if problem is not None and os.path.lexists(target):  # damaged, and not set aside
        return GameNews((), False, f"{problem}; it could not be set aside, so it is kept as it "
                        f"is and this {what}'s progress is not kept")
    earned = tuple(change(progress))
    try:
        save_progress(progress, target)
    except StoreError as error:
        return GameNews(earned, False, str(error))
    return GameNews(earned, True, problem)
