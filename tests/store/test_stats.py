"""Statistics: finished games go into SQLite with their round records; a damaged database is
set aside and a fresh one started."""
from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from conftest import new_match, play
from game.store import paths
from game.store.replays import game_rounds, kept_games, read_round_file, referee_file
from game.store.stats import GameResult, load_summary, record_game, summarize


def finished(seed: int, players: tuple[str, ...] = ("human", "easy", "hard")):  # type: ignore[no-untyped-def]
    return play(new_match("family", players, seed, set=6), random.Random(seed))


def test_a_finished_game_is_recorded_with_its_rounds(store_dirs: Path) -> None:
    match = finished(1)
    game_id, problem = record_game(match)
    assert problem is None and game_id is not None
    assert paths.stats_path().is_file()
    rounds = game_rounds(game_id)
    assert len(rounds) == match.game.round_number == 7
    assert kept_games() == [game_id]
    for path, record in zip(rounds, match.game.records):
        assert read_round_file(path) == record
        status, verdict = referee_file(str(path))
        assert status == 0 and json.loads(verdict)["finished"]
    db = sqlite3.connect(paths.stats_path())
    row = db.execute("SELECT preset, seats, round_scores, totals, winners FROM games").fetchone()
    assert row[0] == "family"
    assert json.loads(row[1])[2] == {"name": "P2", "player": "hard"}
    assert json.loads(row[2]) == match.game.round_scores
    assert json.loads(row[3]) == match.game.totals
    assert json.loads(row[4]) == match.game.winners()
    seats = db.execute("SELECT seat, player, total, won FROM seats ORDER BY seat").fetchall()
    assert [s[2] for s in seats] == match.game.totals


def test_recording_the_same_game_twice_keeps_it_once() -> None:
    match = finished(2)
    first, _ = record_game(match)
    second, _ = record_game(match)
    assert first == second
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 1


def test_summary_counts_wins_per_opponent_tier_best_and_average() -> None:
    for seed in range(6):
        record_game(finished(seed, ("human", "easy") if seed % 2 else ("human", "hard", "easy")))
    record_game(finished(99, ("easy", "medium")))  # watched: counted as played, no human score
    summary, problem = load_summary()
    assert problem is None
    assert summary.games_played == 7 and summary.human_games == 6
    assert summary.by_tier["easy"][0] == 6 and summary.by_tier["hard"][0] == 3
    assert "medium" not in summary.by_tier
    humans = [r for r in summary.recent if r.human_score is not None]
    scores = [r.human_score for r in humans]
    assert summary.best_score == min(scores)
    assert summary.average_score == sum(scores) / len(scores)  # type: ignore[arg-type]
    assert summary.human_wins == sum(r.human_won for r in humans)
    assert list(summary.by_tier) == ["easy", "hard"]


def test_summarize_by_hand() -> None:
    def game(totals: list[int], winners: list[int], tiers: list[str]) -> GameResult:
        seats = [{"name": "You", "player": "human"}] + [{"name": t, "player": t} for t in tiers]
        return GameResult("g", "2026-11-29T23:00:00", "classic", seats, totals, winners, [])

    summary = summarize([game([10, 40], [0], ["easy"]), game([80, 20, 30], [1], ["hard", "easy"]),
                         game([50, 50], [0, 1], ["hard"])])
    assert summary.human_games == 3 and summary.human_wins == 2
    assert summary.by_tier == {"easy": (2, 1), "hard": (2, 1)}
    assert summary.best_score == 10 and summary.average_score == 140 / 3


def test_a_damaged_database_is_set_aside_and_statistics_start_afresh() -> None:
    path = paths.stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database at all" * 100)
    game_id, problem = record_game(finished(3))
    assert game_id is not None
    assert problem is not None and str(path) in problem and "set aside" in problem
    aside = list(path.parent.glob("stats.sqlite3.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 1


def test_a_database_from_a_newer_game_is_not_misread() -> None:
    path = paths.stats_path()
    path.parent.mkdir(parents=True)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 9")
    db.commit()
    db.close()
    summary, problem = load_summary()
    assert problem is not None and "newer version" in problem and "schema 9" in problem
    assert summary.games_played == 0
    assert list(path.parent.glob("stats.sqlite3.broken-*"))


def test_hand_edited_rows_are_skipped_not_fatal() -> None:
    record_game(finished(4))
    db = sqlite3.connect(paths.stats_path())
    db.execute("UPDATE games SET totals = 'oops'")
    db.commit()
    db.close()
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 0


def test_an_unfinished_game_is_not_recorded() -> None:
    game_id, problem = record_game(new_match())
    assert game_id is None and problem is not None


def test_statistics_kept_before_ladder_levels_were_named_are_kept_and_migrated() -> None:
    record_game(finished(5))
    db = sqlite3.connect(paths.stats_path())
    with db:  # as the first schema left it: no ladder column
        db.execute("ALTER TABLE games DROP COLUMN ladder")
        db.execute("PRAGMA user_version = 1")
    db.close()
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 1
    assert summary.recent[0].ladder == ""
    ladder_game = finished(6)
    ladder_game.ladder = "01-kitchen-table"
    game_id, problem = record_game(ladder_game)
    assert problem is None and game_id is not None
    summary, _ = load_summary()
    assert summary.games_played == 2 and summary.recent[-1].ladder == "01-kitchen-table"
    db = sqlite3.connect(paths.stats_path())
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    db.close()


def test_a_ladder_level_a_screen_cannot_show_leaves_the_game_out() -> None:
    record_game(finished(7))
    db = sqlite3.connect(paths.stats_path())
    with db:
        db.execute("UPDATE games SET ladder = ?", ("lvl\x1b[2J",))
    db.close()
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 0
