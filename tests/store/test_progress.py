"""The player's progress: kept exactly, written atomically (a kill mid-write leaves a whole file),
a damaged or newer file set aside with a message, and a finished game recorded into it."""
from __future__ import annotations

import datetime
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.achievements import feats
from game.ladder import judge
from game.match import Match
from game.store.ladder_files import load_ladder
from game.store.progress import (LevelResult, Progress, keep_feats, keep_game, load_progress,
                                 progress_path, save_progress, take_game)

ROOT = Path(__file__).resolve().parents[2]
DAY = datetime.date(2026, 11, 29)
LADDER = load_ladder().levels


def finished(key: str = "01-kitchen-table", seed: int = 1, ladder: bool = True) -> Match:
    """The level's game played to its end with random legal moves."""
    level = load_ladder().level(key)
    assert level is not None
    match = Match(level.rules, list(level.seats), seed, preset=level.preset,
                  ladder=key if ladder else None)
    rng = random.Random(seed)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def a_win(key: str = "01-kitchen-table") -> Match:
    """A finished game of the level that the player (seat 0) won."""
    return next(m for m in (finished(key, seed) for seed in range(1, 60))
                if 0 in m.game.winners())


def test_progress_reads_back_exactly(store_dirs: Path) -> None:
    progress = Progress({"01-kitchen-table": LevelResult(2, 31), "02-back-porch": LevelResult(0, 90)},
                        {"tiptoe": "2026-11-29", "future_feat": "2027-01-01"}, {"easy", "hard"})
    save_progress(progress)
    assert load_progress() == (progress, None)
    doc = json.loads(progress_path().read_text())
    assert doc["format"] == "chickenfoot-progress/1" and doc["beaten"] == ["easy", "hard"]
    assert load_progress(store_dirs / "none.json") == (Progress(), None)


@pytest.mark.parametrize("text, words", [
    (b"", "the progress file is empty"),
    (b'{"format": "chickenfoot-progress/1", "levels": {', "not valid JSON"),
    (b"\xff\xfe", "not UTF-8"),
    (b"[1, 2]", "expected a JSON object; found [1, 2]"),
    (b'{"format": "chickenfoot-progress/9"}', "progress format 9, from a newer version"),
    (b'{"format": "chickenfoot-save/1"}', 'format: expected "chickenfoot-progress/1"'),
    (b'{"format": "chickenfoot-progress/1", "levels": {"01-a": {"stars": 4, "best": 3}}}',
     "levels.01-a.stars: expected a whole number from 0 to 3; found 4"),
    (b'{"format": "chickenfoot-progress/1", "levels": {"01-a": {"stars": 1}}}',
     "levels.01-a: expected {stars, best}"),
    (b'{"format": "chickenfoot-progress/1", "achievements": {"tiptoe": "yesterday"}}',
     'achievements.tiptoe: expected a date like 2026-11-29; found "yesterday"'),
    (b'{"format": "chickenfoot-progress/1", "beaten": ["wizard"]}',
     'beaten: expected a list of tiers (easy, medium, hard, expert); found ["wizard"]'),
    (b'{"format": "chickenfoot-progress/1", "stars": 3}', "stars: unknown key"),
])
def test_a_damaged_file_is_set_aside_with_a_message(store_dirs: Path, text: bytes,
                                                    words: str) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(text)
    progress, problem = load_progress()
    assert progress == Progress() and problem is not None
    assert problem.startswith(f"{target}: ") and words in problem, problem
    assert problem.endswith("; your progress starts afresh")
    assert not target.exists()
    moved = list(target.parent.glob("progress.json.broken-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == text and moved[0].name in problem


def test_reading_without_setting_aside_leaves_the_file(store_dirs: Path) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(b"{")
    progress, problem = load_progress(set_aside_broken=False)
    assert progress == Progress() and problem and "set aside" not in problem
    assert target.read_bytes() == b"{"


CHILD = """
import sys
sys.path[:0] = [{root!r}]
from game.store.progress import LevelResult, Progress, save_progress
progress = Progress()
for i in range(1, 100000):
    progress.levels["counter"] = LevelResult(i % 4, i)
    progress.levels[f"level-{{i % 11:02}}"] = LevelResult(3, i)
    progress.achievements = {{f"feat_{{k}}": "2026-11-29" for k in range(i % 13)}}
    save_progress(progress)
    if i == 5:
        print("writing", flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_killed_while_writing_the_progress_is_a_whole_file(store_dirs: Path) -> None:
    rng = random.Random(12)
    for attempt in range(4):
        child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT))],
                                 env=dict(os.environ), stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline() == "writing\n"
        time.sleep(rng.uniform(0.0, 0.3))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        progress, problem = load_progress(set_aside_broken=False)
        assert problem is None, f"attempt {attempt}: {problem}"
        i = progress.levels["counter"].best
        assert i >= 5 and progress.levels["counter"].stars == i % 4
        assert progress.levels[f"level-{i % 11:02}"] == LevelResult(3, i)
        assert len(progress.achievements) == i % 13
        progress_path().unlink()


def test_a_ladder_game_records_its_level_the_feats_and_the_tier_beaten(store_dirs: Path) -> None:
    match = a_win()
    totals, winners = match.game.totals, match.game.winners()
    outcome = judge(LADDER[0].goal, totals, winners, 0)
    news = keep_game(match, LADDER, today=DAY)
    assert news.kept and news.problem is None
    progress, _ = load_progress()
    assert progress.levels == {"01-kitchen-table": LevelResult(outcome.stars, totals[0])}
    assert outcome.met and progress.beaten == {"easy"}
    expected = {k for k in feats(match.game.records, 0, ["human", "easy"])
                if not k.startswith("beat:")}
    assert set(news.earned) == expected == set(progress.achievements)
    assert set(progress.achievements.values()) <= {DAY.isoformat()}
    assert progress.rungs(LADDER)[1].unlocked
    again = keep_game(match, LADDER, today=DAY + datetime.timedelta(days=3))
    assert again.earned == () and load_progress()[0] == progress  # kept once, first date kept


def test_a_worse_result_keeps_the_best_stars_and_total(store_dirs: Path) -> None:
    progress = Progress({"01-kitchen-table": LevelResult(3, 0)})
    lost = next(m for m in (finished(seed=s) for s in range(1, 60)) if 0 not in m.game.winners())
    take_game(progress, lost, LADDER, DAY)
    assert progress.levels["01-kitchen-table"] == LevelResult(3, 0)
    fresh = Progress()
    take_game(fresh, lost, LADDER, DAY)
    assert fresh.levels["01-kitchen-table"] == LevelResult(0, lost.game.totals[0])
    assert not fresh.rungs(LADDER)[1].unlocked


def test_a_game_that_is_not_a_ladder_game_leaves_the_ladder_alone(store_dirs: Path) -> None:
    progress = Progress()
    take_game(progress, finished(ladder=False), LADDER, DAY)
    assert progress.levels == {}


def test_pecking_order_and_grand_champion_come_from_the_progress(store_dirs: Path) -> None:
    progress = Progress({level.key: LevelResult(3, 10) for level in LADDER[:-1]},
                        beaten={"easy", "medium", "hard"})
    earned = take_game(progress, finished(ladder=False), LADDER, DAY)
    assert "pecking_order" not in earned and "grand_champion" not in earned
    progress.beaten.add("expert")
    progress.levels[LADDER[-1].key] = LevelResult(3, 0)
    earned = take_game(progress, finished(ladder=False), LADDER, DAY)
    assert {"pecking_order", "grand_champion"} <= set(earned)


def test_a_progress_file_the_disk_will_not_read_is_not_replaced(store_dirs: Path) -> None:
    folder = progress_path()
    folder.mkdir(parents=True)  # a folder where the file should be: unreadable as a file
    news = keep_game(a_win(), LADDER, today=DAY)
    assert not news.kept and news.earned == ()
    assert news.problem and news.problem.startswith(f"{folder}: cannot read the progress")
    assert folder.is_dir()


def test_a_damaged_file_is_set_aside_and_the_game_still_kept(store_dirs: Path) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    target.write_text("not json")
    news = keep_game(a_win(), LADDER, today=DAY)
    assert news.kept and news.problem and "set aside as progress.json.broken-" in news.problem
    assert load_progress()[0].levels["01-kitchen-table"].stars >= 1


def test_at_a_party_table_every_persons_feats_count(store_dirs: Path) -> None:
    from game.seats import Seat
    from game.store.rules_files import load_preset

    rules = load_preset("family").rules.with_changes(set=6, game_end="target", target_score=40)
    for seed in range(1, 80):
        match = Match(rules, [Seat("Ana"), Seat("Bo"), Seat("Hen", "easy")], seed)
        rng = random.Random(seed)
        while not match.is_over:
            if match.state is None or match.state.is_over:
                match.start_round()
            else:
                match.apply(rng.choice(match.state.legal_actions()))
        tiers = ["human", "human", "easy"]
        ana, bo = feats(match.game.records, 0, tiers), feats(match.game.records, 1, tiers)
        if ana - bo and bo - ana:  # each person earned something the other did not
            break
    else:
        raise AssertionError("no game where both people earned different feats")
    progress = Progress()
    earned = take_game(progress, match, LADDER, DAY)
    assert set(earned) == {k for k in ana | bo if not k.startswith("beat:")}


def test_feats_of_a_review_are_kept_once_with_their_day(store_dirs: Path) -> None:
    news = keep_feats(["second_look", "spotless"], today=DAY)
    assert news.kept and news.earned == ("second_look", "spotless") and news.problem is None
    again = keep_feats(["second_look", "sharp_eye"], today=DAY + datetime.timedelta(days=1))
    assert again.earned == ("sharp_eye",)
    assert load_progress()[0].achievements == {"second_look": "2026-11-29",
                                               "spotless": "2026-11-29",
                                               "sharp_eye": "2026-11-30"}
