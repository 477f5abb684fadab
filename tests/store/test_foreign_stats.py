"""A statistics database that is not ours (another program's `games` table where ours would be)
is recognised from its schema before anything is written to it, set aside whole with a sentence
that says so and where it went, and the statistics start afresh: the finished game is recorded
once, not retried at every start. Real SQLite files."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Callable

import pytest

from conftest import new_match, play
from game.match import Match
from game.store import paths
from game.store.stats import SCHEMA, load_summary, record_game


def finished(seed: int) -> Match:
    return play(new_match("family", ("human", "easy"), seed, set=6), random.Random(seed))


def made(build: Callable[[sqlite3.Connection], None]) -> bytes:
    """The statistics file built by `build` (as another program would); its bytes."""
    path = paths.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    with db:
        build(db)
    db.close()
    return path.read_bytes()


def theirs(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE games (title TEXT, score INTEGER)")
    db.execute("INSERT INTO games VALUES ('theirs', 7)")


def theirs_at_our_version(db: sqlite3.Connection) -> None:
    theirs(db)
    db.execute("PRAGMA user_version = 2")


def another_table(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE notes (text TEXT)")


def ours_missing_a_table(db: sqlite3.Connection) -> None:
    db.executescript(SCHEMA)
    db.execute("DROP TABLE seats")
    db.execute("PRAGMA user_version = 2")


FOREIGN = {
    "their games table": (theirs, "its table 'games' has the columns title, score; ours has "
                                  "id, fingerprint, finished"),
    "their games table at our schema version": (theirs_at_our_version,
                                                "its table 'games' has the columns title, score"),
    "a table ours does not have": (another_table, "it has a table 'notes', which ours does not"),
    "ours without its seats": (ours_missing_a_table, "it has no table 'seats'"),
}


@pytest.mark.parametrize("case", list(FOREIGN))
def test_a_foreign_database_is_set_aside_unchanged_and_the_game_recorded_once(case: str) -> None:
    build, why = FOREIGN[case]
    before = made(build)
    path = paths.stats_path()
    game_id, problem = record_game(finished(1))
    assert game_id is not None and problem is not None
    aside = list(path.parent.glob("stats.sqlite3.foreign-*"))
    assert len(aside) == 1
    assert problem.startswith(f"{path}: not Chicken Foot's statistics ({why}")
    assert problem.endswith(f"); set aside as {aside[0].name}; statistics start afresh")
    assert aside[0].read_bytes() == before  # nothing was written to their file
    assert not list(path.parent.glob("stats.sqlite3.broken-*"))
    again, problem = record_game(finished(1))  # the next start: no retry, no second row
    assert again == game_id and problem is None
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 1


def test_the_statistics_screen_sets_a_foreign_database_aside_too() -> None:
    before = made(theirs)
    summary, problem = load_summary()
    assert summary.games_played == 0
    assert problem is not None and "not Chicken Foot's statistics" in problem
    (aside,) = paths.stats_path().parent.glob("stats.sqlite3.foreign-*")
    assert aside.read_bytes() == before and f"set aside as {aside.name}" in problem


def test_ours_cut_short_before_its_version_was_written_is_ours() -> None:
    made(lambda db: db.execute(SCHEMA.split(";")[0]))  # the games table alone, version 0
    game_id, problem = record_game(finished(2))
    assert game_id is not None and problem is None
    assert not list(paths.stats_path().parent.glob("stats.sqlite3.*-*"))


def test_a_database_kept_by_every_earlier_schema_is_ours(store_dirs: Path) -> None:
    record_game(finished(3))
    db = sqlite3.connect(paths.stats_path())
    with db:  # as the first schema left it
        db.execute("ALTER TABLE games DROP COLUMN ladder")
        db.execute("PRAGMA user_version = 1")
    db.close()
    game_id, problem = record_game(finished(4))
    assert game_id is not None and problem is None
    summary, _ = load_summary()
    assert summary.games_played == 2
