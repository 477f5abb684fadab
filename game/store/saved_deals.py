"""A tournament's results kept on disk deal by deal, so a long run can stop and go on later.

The file is JSON lines. The first line names the tournament (tiers, rules, seed, thinking,
search settings); every other line is one finished deal: its number and, per tier, the win
share, pips and seat-games. Each deal is appended and flushed to the disk as it finishes, so an
interrupted run loses at most the deals in hand; a line cut short by the interruption is dropped
(the file is written again without it, atomically) when the run goes on. A file saved for
other settings, or one that is not such a file, is refused with a message naming it.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping

from game.rules.errors import ConfigError
from game.rules.tiles import MAX_PIP
from game.store.atomic import PathLike, write_atomic
from game.store.errors import DocumentError, clip
from game.store.limits import TOURNAMENT_BYTES, read_file

DealResult = dict[str, tuple[float, float, int]]  # per tier: (win share, pips, seat-games)
KIND = "chickenfoot-tournament/1"
MAX_LINE = 4096  # characters in a line (the settings or a deal: a few hundred)
MAX_GAMES = 64  # seat-games of one tier in a deal: 8 seats, each rotation
MAX_PIPS = MAX_PIP * (MAX_PIP + 1) * (MAX_PIP + 2) // 2  # a whole double-18 set in one hand


class SavedDeals:
    """The deals already played for one tournament, and where the next ones are added."""

    def __init__(self, path: PathLike, settings: Mapping[str, Any]) -> None:
        """Open `path` for the tournament `settings` (created if missing); ConfigError naming
        the file when it holds another tournament or is not a tournament file."""
        self.path = Path(path)
        self.done: dict[int, DealResult] = {}
        header = {"kind": KIND, **settings}
        if not self.path.exists():
            write_atomic(self.path, json.dumps(header) + "\n")
            return
        first, complete, cut = read_header(self.path)
        for key, value in header.items():
            if first.get(key) != value:
                raise ConfigError(
                    f"{self.path}: saved for {key} {json.dumps(first.get(key))}, not "
                    f"{json.dumps(value)}; run with the same settings or another file")
        self.done = read_deals(self.path, complete, header["tiers"])
        if cut:
            write_atomic(self.path, "".join(line + "\n" for line in complete))
        with self.path.open("a", encoding="utf-8"):  # OSError now if no deal could be added
            pass

    def kept(self) -> int:
        """How many deals the file holds now, read again: a Ctrl-C can fall between a deal's
        result and its line on the disk (a line cut short is not counted)."""
        try:
            _, complete, _ = read_header(self.path)
        except ConfigError:
            return len(self.done)
        return len(complete) - 1

    def add(self, deal: int, result: DealResult) -> None:
        """Append one finished deal and flush it to the disk."""
        self.done[deal] = result
        line = json.dumps({"deal": deal, "tiers": {t: list(r) for t, r in result.items()}})
        try:
            with self.path.open("a", encoding="utf-8") as out:
                out.write(line + "\n")
                out.flush()
                os.fsync(out.fileno())
        except OSError:  # not kept: the disk is full, or the file was made read-only
            del self.done[deal]
            raise


def read_header(path: Path) -> tuple[dict[str, Any], list[str], str]:
    """A saved file's first line (the tournament's settings), its complete lines (the first
    one included) and the text after its last newline (a line cut short, or nothing);
    ConfigError naming the file when it is not such a file."""
    try:
        text = read_file(path, TOURNAMENT_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError, DocumentError) as err:
        why = err.strerror if isinstance(err, OSError) and err.strerror else err
        raise ConfigError(f"{path}: cannot be read ({why})") from None
    lines = text.split("\n")
    if len(lines[0]) > MAX_LINE:  # parsing a 64 MB line of lists took 6 s and 1.7 GB
        raise ConfigError(f"{path}: expected a tournament's saved deals (a first line of at most "
                          f"{MAX_LINE:,} characters; found {len(lines[0]):,})")
    try:
        first = json.loads(lines[0]) if len(lines) > 1 else None
    except (ValueError, RecursionError):
        first = None
    if not isinstance(first, dict) or first.get("kind") != KIND:
        raise ConfigError(f"{path}: expected a tournament's saved deals "
                          f"(first line {{\"kind\": \"{KIND}\", ...}})")
    return first, lines[:-1], lines[-1]


def read_deals(path: Path, complete: list[str], tiers: list[str]) -> dict[int, DealResult]:
    """The deals on a saved file's `complete` lines (its first line the settings), checked for
    `tiers`; ConfigError naming the file and line of a bad one."""
    done: dict[int, DealResult] = {}
    for number, line in enumerate(complete[1:], start=2):
        if len(line) > MAX_LINE:
            raise ConfigError(f"{path}, line {number}: expected a deal of at most {MAX_LINE:,} "
                              f"characters; found {len(line):,}")
        deal, result = _deal(path, number, _parse(path, number, line), tiers)
        done[deal] = result
    return done


def _parse(path: Path, number: int, line: str) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        raise ConfigError(f"{path}, line {number}: expected JSON") from None


def _deal(path: Path, number: int, entry: Any, tiers: list[str]) -> tuple[int, DealResult]:
    """A deal line checked: its number and its per-tier results."""
    where = f"{path}, line {number}"
    if not isinstance(entry, dict) or not isinstance(entry.get("deal"), int) \
            or entry["deal"] < 0 or not isinstance(entry.get("tiers"), dict):
        raise ConfigError(f'{where}: expected {{"deal": N, "tiers": {{...}}}}')
    result: DealResult = {}
    for tier in dict.fromkeys(tiers):
        value = entry["tiers"].get(tier)
        if not (isinstance(value, list) and len(value) == 3
                and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
                and isinstance(value[2], int) and value[2] > 0):
            raise ConfigError(f"{where}: tier {tier!r}: expected [win share, pips, games]")
        share, pips, games = value
        if not (games <= MAX_GAMES and 0 <= share <= games and 0 <= pips <= MAX_PIPS * games):
            raise ConfigError(
                f"{where}: tier {tier!r}: expected [win share, pips, games] with games 1 to "
                f"{MAX_GAMES}, a win share from 0 to games and pips from 0 to {MAX_PIPS} a "
                f"game; found {clip(json.dumps(value), 120)}")
        result[tier] = (float(share), float(pips), games)
    return entry["deal"], result
