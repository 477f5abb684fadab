"""Statistics and history: every finished game in a SQLite database in the user's data directory.

One row per game (date, preset, house rules, seats and tiers, per-round scores, totals, winners)
and one per seat, under the game's id (Match.game_id, given at its first autosave): recording a
game the statistics have already adds nothing, however it was finished (`recorded_on` asks). The schema version is kept in `PRAGMA user_version`; a database from a newer
game, one that is damaged (not a regular file, not a database, failing SQLite's quick_check) is
set aside (renamed NAME.broken-STAMP) and a fresh one started; so is another program's database
(tables or columns that are not ours at its schema version: `_foreign`), recognised before
anything is written to it and set aside whole (NAME.foreign-STAMP). A database merely busy (another process holds its
write lock) is waited for up to BUSY_SECONDS and, if still busy, reported and left alone, as is one
the disk will not open or write (read-only, immutable, no permission, a symlink loop): the game
that could not be recorded stays in its autosave (game.app, `record_game`), and its round records
are taken up by the row when it is added (`_records_left`). Text
read back is checked with the limits of every document (game.store.limits): a row that does not
read back (a hand-edited database) is left out. Nothing here ever raises into the game: problems
come back as messages.
"""
from __future__ import annotations

import datetime
import errno
import hashlib
import json
import os
import sqlite3
import stat
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Optional, TypeVar

from game.match import Match
from game.store import paths
from game.rules.errors import ConfigError
from game.seats import seat_from_document
from game.tiers import TIERS
from game.store.atomic import PathLike, set_aside
from game.store.documents import parse_json
from game.store.errors import DocumentError, StoreError, what_is_at
from game.store.limits import check_text
from game.store.replays import is_game_id, kept_games, write_game_records

BUSY_SECONDS = 4.0  # how long a database locked by another process is waited for
LOOK_SECONDS = 0.05  # how long a look for one game (is it recorded?) waits for a busy database
MAX_COLUMN = 64 << 10  # characters of one text column read back (a game's row: ~2 kB)
SCHEMA_VERSION = 2  # 2: games.ladder, the ladder level a game was played for
SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    fingerprint TEXT UNIQUE NOT NULL,
    finished TEXT NOT NULL,
    preset TEXT NOT NULL,
    rules TEXT NOT NULL,
    seats TEXT NOT NULL,
    round_scores TEXT NOT NULL,
    totals TEXT NOT NULL,
    winners TEXT NOT NULL,
    ladder TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    player TEXT NOT NULL,
    total INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS games_finished ON games(finished);
"""
#: The columns of each table, at each schema version: a database that has other tables, or these
#: with other columns, is another program's (`_foreign`).
COLUMNS = {
    1: {"games": ("id", "fingerprint", "finished", "preset", "rules", "seats", "round_scores",
                  "totals", "winners"),
        "seats": ("game_id", "seat", "name", "player", "total", "won")},
}
COLUMNS[2] = {**COLUMNS[1], "games": (*COLUMNS[1]["games"], "ladder")}


class StatsError(StoreError):
    """The statistics database cannot be used; the message names the file."""


class StatsBusy(StatsError):
    """The statistics database is locked by another process: not damaged, left alone."""


class StatsForeign(StatsError):
    """The database is not Chicken Foot's statistics (a `games` table of another program's):
    set aside unchanged, never written to."""


@dataclass
class GameResult:
    """One finished game, seen from the people at the screen (or every seat if none)."""

    game_id: str
    finished: str
    preset: str
    seats: list[dict[str, Any]]
    totals: list[int]
    winners: list[int]
    round_scores: list[list[int]]
    ladder: str = ""  # the ladder level's key ("": not a ladder game)

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.seats) if s.get("player") == "human"]

    @property
    def human_won(self) -> bool:
        """True if a person at the screen won (or shared the win)."""
        return any(i in self.winners for i in self.humans)

    @property
    def human_score(self) -> Optional[int]:
        """The best total among the people at the screen (None in an AI-only game)."""
        scores = [self.totals[i] for i in self.humans]
        return min(scores) if scores else None


@dataclass
class Summary:
    """What the Statistics screen shows."""

    games_played: int = 0
    human_games: int = 0
    human_wins: int = 0
    by_tier: dict[str, tuple[int, int]] = field(default_factory=dict)  # tier -> (games, wins)
    best_score: Optional[int] = None
    average_score: Optional[float] = None
    recent: list[GameResult] = field(default_factory=list)  # oldest first


# ---------------------------------------------------------------- the database

def is_busy(error: sqlite3.Error) -> bool:
    """True for SQLite's "database is locked" (busy): another process holds the lock."""
    code = getattr(error, "sqlite_errorcode", None)  # Python 3.11+
    if isinstance(code, int):
        return code & 0xFF in (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED and their extended codes
    return "locked" in str(error) or "busy" in str(error)


def is_damaged(error: sqlite3.Error) -> bool:
    """True for SQLite's "not a database" and "malformed" (the file's bytes are wrong); False
    for faults of the disk or of permissions, which leave a good file as it is."""
    code = getattr(error, "sqlite_errorcode", None)  # Python 3.11+
    if isinstance(code, int):
        return code & 0xFF in (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB
    return "malformed" in str(error) or "not a database" in str(error)


def _open(path: Path, wait: float) -> sqlite3.Connection:
    """A connection with the schema in place, a database another program holds waited for
    `wait` seconds; sqlite3.Error or StatsError if unusable."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # a file where the data folder should be: say that, not "exists"
        raise OSError(errno.ENOTDIR, f"{path.parent} is not a folder") from None
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG
    if not stat.S_ISREG(mode):
        raise StatsError(f"{path}: not a regular file; only files are read")
    db = sqlite3.connect(path, timeout=wait)
    db.text_factory = _text
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StatsError(f"{path}: statistics from a newer version of Chicken Foot "
                             f"(schema {version}; this one reads up to {SCHEMA_VERSION})")
        foreign = _foreign(db, version)
        if foreign:  # checked before anything is written: another program's file is kept whole
            raise StatsForeign(f"{path}: not Chicken Foot's statistics ({foreign})")
        if version < SCHEMA_VERSION:
            _migrate(db, version)
        verdict = db.execute("PRAGMA quick_check").fetchall()
        if verdict != [("ok",)]:
            raise StatsError(f"{path}: damaged: it fails SQLite's integrity check "
                             f"({verdict[0][0] if verdict else 'no answer'})")
        db.execute("SELECT id, fingerprint, finished, preset, rules, seats, round_scores, totals,"
                   " winners, ladder FROM games LIMIT 1").fetchall()
        db.execute("SELECT game_id, seat, name, player, total, won FROM seats LIMIT 1").fetchall()
    except BaseException:
        db.close()
        raise
    return db


def _foreign(db: sqlite3.Connection, version: int) -> Optional[str]:
    """Why the database is another program's, read before anything is written: its tables and
    their columns against ours at its schema `version` (a new file, version 0, has none of its
    own, or ours as a start cut short left them); None if it is ours."""
    wanted = COLUMNS.get(version, COLUMNS[SCHEMA_VERSION])
    found = {name: tuple(column[1] for column in db.execute(f"PRAGMA table_info(\"{name}\")"))
             for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                       "AND name NOT LIKE 'sqlite_%' ORDER BY name")}
    others = sorted(set(found) - set(wanted))
    if others:
        return f"it has a table {others[0]!r}, which ours does not"
    for table, columns in wanted.items():
        if table in found and found[table] != columns:
            return (f"its table {table!r} has the columns {', '.join(found[table])}; ours has "
                    f"{', '.join(columns)}")
        if table not in found and version > 0:
            return f"it has no table {table!r}"
    return None


def _migrate(db: sqlite3.Connection, version: int) -> None:
    """Bring an older (or new, empty) database to the current schema, its games kept."""
    with db:
        if version == 0:
            db.executescript(SCHEMA)
        if version == 1:
            db.execute("ALTER TABLE games ADD COLUMN ladder TEXT NOT NULL DEFAULT ''")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def connect(path: Optional[PathLike] = None,
            wait: Optional[float] = None) -> tuple[sqlite3.Connection, Optional[str]]:
    """The statistics database and None; a damaged or newer one is set aside and a fresh one
    started, with a message naming the file and the problem. One another program holds is
    waited for `wait` seconds (default BUSY_SECONDS), then StatsBusy."""
    wait = BUSY_SECONDS if wait is None else wait
    target = Path(path) if path is not None else paths.stats_path()
    why = "broken"  # the name it is set aside with: NAME.broken-STAMP, or NAME.foreign-STAMP
    try:
        return _open(target, wait), None
    except sqlite3.Error as error:
        if is_busy(error):
            raise StatsBusy(f"{target}: the statistics are busy (another program is writing "
                            f"them; waited {wait:g} s); try again later") from None
        if not is_damaged(error):  # the disk refuses (read-only, no permission): kept as it is
            raise StatsError(f"{target}: the statistics cannot be used: "
                             f"{_in_the_way(target) or error}") from None
        problem = f"{target}: {error}"
    except OSError as error:  # a symlink loop, a folder without permission: nothing to set aside
        raise StatsError(f"{target}: the statistics cannot be used: "
                         f"{error.strerror or error}") from None
    except (StatsError, ValueError) as error:
        problem = str(error) if isinstance(error, StatsError) else f"{target}: {error}"
        why = "foreign" if isinstance(error, StatsForeign) else why
    moved = set_aside(target, why)
    for extra in ("-wal", "-shm", "-journal"):
        set_aside(target.with_name(target.name + extra), why)
    where = f"; set aside as {moved.name}" if moved is not None else ""
    try:
        return _open(target, wait), f"{problem}{where}; statistics start afresh"
    except (sqlite3.Error, StatsError, OSError) as error:
        raise StatsError(f"{target}: cannot keep statistics: {error}") from None


def _in_the_way(target: Path) -> Optional[str]:
    """What sits where SQLite keeps the database's journal (a folder, a pipe...), which it
    reports only as "disk I/O error"; None when nothing is in the way."""
    for extra in ("-journal", "-wal", "-shm"):
        kind = what_is_at(target.with_name(target.name + extra))
        if kind is not None:
            return (f"{target.name}{extra}, where SQLite keeps the statistics' journal, is "
                    f"{kind}: the statistics cannot be written until it is moved away")
    return None


def held_elsewhere(path: Optional[PathLike] = None) -> bool:
    """True while another program holds the statistics' write lock (asked without waiting);
    False when it does not, or there is no database yet."""
    target = Path(path) if path is not None else paths.stats_path()
    try:
        if not target.is_file():
            return False
        db = sqlite3.connect(f"{target.resolve().as_uri()}?mode=rw", uri=True, timeout=0)
    except (OSError, sqlite3.Error):
        return False
    try:
        db.execute("BEGIN IMMEDIATE")
        db.rollback()
    except sqlite3.Error as error:
        return is_busy(error)
    finally:
        db.close()
    return False


# ---------------------------------------------------------------- recording a game

def game_fingerprint(match: Match) -> str:
    """Identifies a game (the same game recorded twice is kept once)."""
    data = json.dumps([match.seed, [s.name for s in match.seats], match.game.records],
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(data.encode()).hexdigest()


def _records_left(db: sqlite3.Connection, fingerprint: str,
                  games_root: Optional[PathLike]) -> Optional[str]:
    """The id of this game's round records kept by an earlier try that could not add its row
    (games/<stamp>-<fingerprint>), so they belong to the row added now; None if there are none."""
    for game_id in kept_games(games_root):
        if game_id.endswith(f"-{fingerprint[:8]}") and db.execute(
                "SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
            return game_id
    return None


def record_game(match: Match, path: Optional[PathLike] = None,
                games_root: Optional[PathLike] = None,
                wait: Optional[float] = None) -> tuple[Optional[str], Optional[str]]:
    """Record a finished game and keep its round records; returns (game id, problem message).
    A database another program holds is waited for `wait` seconds (default BUSY_SECONDS).

    Never raises: a problem (the disk, a damaged database) comes back as the message.
    """
    game = match.game
    if not game.round_scores:
        return None, "the game has no finished round to record"
    fingerprint = game_fingerprint(match)
    now = datetime.datetime.now()
    try:
        db, problem = connect(path, wait)
    except StatsError as error:
        return None, str(error)
    try:
        known = db.execute("SELECT id FROM games WHERE id = ? OR fingerprint = ?",
                           (match.game_id or "", fingerprint)).fetchone()
        if known is not None:  # recorded already: one game, one row
            return str(known[0]), problem
        game_id = match.game_id or _records_left(db, fingerprint, games_root) or \
            f"{now.strftime('%Y%m%d-%H%M%S')}-{fingerprint[:8]}"
        write_game_records(game_id, game.records, games_root)
        winners = game.winners()
        seats = [{"name": s.name, "player": s.player} for s in match.seats]
        with db:
            db.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, fingerprint, now.isoformat(timespec="seconds"), match.preset,
                 json.dumps(match.rules.as_dict()), json.dumps(seats),
                 json.dumps(game.round_scores), json.dumps(game.totals), json.dumps(winners),
                 match.ladder or ""),
            )
            db.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, i, s.name, s.player, game.totals[i], int(i in winners))
                 for i, s in enumerate(match.seats)],
            )
        return game_id, problem
    except StoreError as error:
        return None, str(error)
    except (sqlite3.Error, OSError, ValueError) as error:
        why = "the statistics are busy (another program is writing them)" if (
            isinstance(error, sqlite3.Error) and is_busy(error)) else (
            _in_the_way(Path(path or paths.stats_path())) or str(error))
        return None, f"{path or paths.stats_path()}: the game could not be recorded: {why}"
    finally:
        db.close()


def recorded_on(game_id: str, path: Optional[PathLike] = None,
                wait: float = LOOK_SECONDS) -> Optional[str]:
    """When the game `game_id` was recorded (its row's date, "2026-12-06T07:15:00"), or None if
    the statistics do not have it (or there are none yet). Only reads, waiting at most `wait`
    seconds for a database another program is writing; StatsError when it cannot say."""
    target = Path(path) if path is not None else paths.stats_path()
    try:
        if not target.is_file():
            return None
        db = sqlite3.connect(f"{target.resolve().as_uri()}?mode=ro", uri=True, timeout=wait)
    except (OSError, sqlite3.Error) as error:
        raise StatsError(f"{target}: the statistics cannot be read: {error}") from None
    try:
        row = db.execute("SELECT finished FROM games WHERE id = ?", (game_id,)).fetchone()
    except sqlite3.Error as error:
        raise StatsError(f"{target}: the statistics cannot be read: {error}") from None
    finally:
        db.close()
    return str(row[0]) if row is not None else None


# ---------------------------------------------------------------- reading it back

def _result(row: tuple[Any, ...]) -> Optional[GameResult]:
    """A games row, or None if it does not read back (a hand-edited database): its text within
    the limits of every document, its seats as every seat is read (game.seats)."""
    try:
        game_id, finished, preset, seats, scores, totals, winners, ladder = row
        if not all(isinstance(text, str) for text in row) or not is_game_id(game_id):
            return None
        for text in (finished, preset, ladder):
            check_text(text, "text", 80)
        result = GameResult(game_id, finished, preset, _json(seats), _json(totals),
                            _json(winners), _json(scores), ladder)
        if not (isinstance(result.seats, list) and isinstance(result.totals, list)
                and len(result.totals) == len(result.seats)
                and all(isinstance(t, int) and not isinstance(t, bool) for t in result.totals)
                and isinstance(result.winners, list)
                and all(isinstance(w, int) and 0 <= w < len(result.seats)
                        for w in result.winners)
                and isinstance(result.round_scores, list)
                and all(isinstance(seat, dict) for seat in result.seats)):
            return None
        for i, seat in enumerate(result.seats):
            seat_from_document({"name": seat.get("name"), "player": seat.get("player")},
                               f"seats[{i}]")
        return result
    except (DocumentError, ConfigError, ValueError, TypeError):
        return None


def _text(data: bytes) -> str:
    """A text column; bytes that are not UTF-8 become surrogates, which the checks refuse."""
    return data.decode("utf-8", "surrogateescape")


def _json(text: str) -> Any:
    """A JSON column, read with the limits of every document."""
    return parse_json(text.encode("utf-8"), "statistics value")


def games(path: Optional[PathLike] = None, limit: int = 1000) -> tuple[list[GameResult], Optional[str]]:
    """The most recent finished games, oldest first, and a problem message if any."""
    return _over_games(path, limit, list, [])


PAGE = 50  # rows read at a time: a page of the largest rows is 3 MB, whatever the games
T = TypeVar("T")


def _over_games(path: Optional[PathLike], limit: int, use: Callable[[Iterator[GameResult]], T],
                nothing: T) -> tuple[T, Optional[str]]:
    """`use` of the `limit` most recent games that read back (`_game_pages`), and a problem
    message; `nothing` and the problem when the statistics cannot be read."""
    try:
        db, problem = connect(path)
    except StatsError as error:
        return nothing, str(error)
    try:
        return use(_game_pages(db, limit)), problem
    except sqlite3.Error as error:
        return nothing, f"{path or paths.stats_path()}: {error}"
    finally:
        db.close()


def _game_pages(db: sqlite3.Connection, limit: int) -> Iterator[GameResult]:
    """The `limit` most recent games that read back, oldest first, read PAGE rows at a time
    (never all at once: 1,000 of the largest rows are 64 MB). Each page is a read of its own,
    so a game being recorded meanwhile never waits for the whole reading (a row removed
    meanwhile is left out)."""
    rowids = [row[0] for row in db.execute(
        "SELECT rowid FROM games"
        " WHERE max(length(id), length(finished), length(preset), length(seats),"
        " length(round_scores), length(totals), length(winners), length(ladder)) <= ?"
        " ORDER BY finished DESC, rowid DESC LIMIT ?", (MAX_COLUMN, limit))]
    rowids.reverse()
    for first in range(0, len(rowids), PAGE):
        page = rowids[first:first + PAGE]
        rows = {row[0]: row[1:] for row in db.execute(
            "SELECT rowid, id, finished, preset, seats, round_scores, totals, winners, ladder"
            f" FROM games WHERE rowid IN ({','.join('?' * len(page))})", page)}
        for rowid in page:
            result = _result(rows[rowid]) if rowid in rows else None
            if result is not None:
                yield result


def summarize(results: Iterable[GameResult], recent: int = 20) -> Summary:
    """Games played, wins per opponent tier, best and average score, the recent results (the
    games read once, oldest first: only the last `recent` are kept)."""
    summary = Summary()
    scores: list[int] = []
    by_tier: dict[str, list[int]] = {}
    last: deque[GameResult] = deque(maxlen=recent)
    for result in results:
        summary.games_played += 1
        last.append(result)
        score = result.human_score
        if score is None:
            continue
        summary.human_games += 1
        won = result.human_won
        summary.human_wins += int(won)
        scores.append(score)
        tiers = {s.get("player") for s in result.seats} - {"human"}
        for tier in tiers:
            counts = by_tier.setdefault(str(tier), [0, 0])
            counts[0] += 1
            counts[1] += int(won)
    order = {t: i for i, t in enumerate(TIERS)}
    summary.by_tier = {t: (g, w) for t, (g, w) in sorted(by_tier.items(),
                                                          key=lambda kv: order.get(kv[0], 99))}
    if scores:
        summary.best_score = min(scores)
        summary.average_score = sum(scores) / len(scores)
    summary.recent = list(last)
    return summary


def load_summary(path: Optional[PathLike] = None) -> tuple[Summary, Optional[str]]:
    """The Statistics screen's figures and a problem message (None when all is well), the
    games read a page at a time."""
    return _over_games(path, 1000, summarize, Summary())
