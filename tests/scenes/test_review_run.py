"""A review running beside the screen: rounds reviewed one after another and kept, a kept
review used at once (the second look evaluates nothing), a stale one not used, cancel keeps
what was finished, and a finished review of your own play earns its achievements."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any, Iterable, Optional

import pytest

from game.achievements import review_feats
from game.ai import review
from game.ai.review import RoundReview
from game.app import App
from game.scenes.review import run as review_run
from game.scenes.review.run import ReviewRun
from game.store.progress import load_progress
from game.store.reviews import load_review, review_path, save_review
from game.store.settings import Settings
from tests.ai.review_rounds import finish, rounds_with_choices, undealable

FEW = 16


class Keeper:
    """The scene context's part of a review: the store's reviews, achievements counted."""

    def __init__(self) -> None:
        self.loads = 0
        self.earned: list[str] = []

    def load_review(self, round_path: Path, seat: int,
                    iterations: int) -> Optional[RoundReview]:
        self.loads += 1
        return load_review(round_path, seat, iterations)

    def save_review(self, round_path: Path, kept: RoundReview) -> Optional[str]:
        return save_review(round_path, kept)

    def earn_achievements(self, keys: Iterable[str]) -> list[str]:
        new = sorted(set(keys) - set(self.earned))
        self.earned += new
        return new


def kept_rounds(folder: Path, count: int) -> list[tuple[dict[str, Any], Optional[Path]]]:
    rounds: list[tuple[dict[str, Any], Optional[Path]]] = []
    for number, record in enumerate(rounds_with_choices(count), start=1):
        path = folder / f"round-{number:02d}.json"
        path.write_text(json.dumps(record, indent=1) + "\n")
        rounds.append((record, path))
    return rounds


def no_evaluating(*args: object) -> None:
    raise AssertionError("a kept review was evaluated again")


def test_rounds_are_reviewed_kept_and_a_second_look_is_instant(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rounds = kept_rounds(tmp_path, 2)
    keeper = Keeper()
    run = ReviewRun(rounds, 0, keeper, iterations=FEW, seed=1)
    seen = finish(run)
    assert seen == sorted(seen) and run.progress == 1.0 and not run.cancelled
    alone = [review.review_round(record, 0, FEW, seed=1) for record, _ in rounds]
    assert [r.to_json() for r in run.reviews] == [
        r.to_json() for r in alone if r is not None]  # as the command line says
    assert all(review_path(path, 0).exists() for _, path in rounds if path is not None)
    monkeypatch.setattr(review_run, "evaluate_views", no_evaluating)
    again = ReviewRun(rounds, 0, keeper, iterations=FEW, seed=1)
    assert again.progress == 1.0 and again.done  # at once: nothing evaluated
    assert [r.to_json() for r in again.reviews] == [r.to_json() for r in run.reviews]


def test_a_stale_review_is_not_reused(tmp_path: Path) -> None:
    rounds = kept_rounds(tmp_path, 1)
    finish(ReviewRun(rounds, 0, Keeper(), iterations=FEW, seed=1))
    other = ReviewRun(rounds, 0, Keeper(), iterations=FEW + 1, seed=1)  # another setting
    assert not other.done and other.progress < 1.0
    finish(other)
    assert other.reviews[0].iterations == FEW + 1


def test_a_broken_kept_review_is_evaluated_again(tmp_path: Path) -> None:
    rounds = kept_rounds(tmp_path, 1)
    path = rounds[0][1]
    assert path is not None
    kept = review_path(path, 0)
    kept.parent.mkdir()
    kept.write_text("{broken")
    run = ReviewRun(rounds, 0, Keeper(), iterations=FEW)
    finish(run)
    assert len(run.reviews) == 1 and load_review(path, 0, FEW) is not None


def test_cancel_keeps_the_rounds_finished(tmp_path: Path) -> None:
    rounds = kept_rounds(tmp_path, 2)
    (record, path), many = rounds[0], 1_000_000
    made = review.review_round(record, 0, FEW)
    assert made is not None and path is not None
    assert save_review(path, dataclasses.replace(made, iterations=many)) is None  # as if
    keeper = Keeper()
    run = ReviewRun(rounds, 0, keeper, iterations=many)
    assert len(run.reviews) == 1 and 0.0 <= run.progress < 1.0
    run.cancel()
    assert run.done and run.cancelled and run.progress == 1.0 and len(run.reviews) == 1
    assert keeper.earned == []  # an unfinished review earns nothing


def test_a_round_without_a_file_is_reviewed_but_not_kept() -> None:
    record = rounds_with_choices(1)[0]
    keeper = Keeper()
    run = ReviewRun([(record, None)], 0, keeper, iterations=FEW)
    finish(run)
    assert len(run.reviews) == 1 and keeper.loads == 0


def test_a_finished_review_of_your_own_play_earns_achievements(tmp_path: Path) -> None:
    rounds = kept_rounds(tmp_path, 2)
    keeper = Keeper()
    run = ReviewRun(rounds, 0, keeper, iterations=FEW, whole_game=True)
    finish(run)
    marks = [[d.mark for d in r.decisions] for r in run.reviews]
    accuracy = review.game_review(run.reviews).accuracy
    assert set(keeper.earned) == review_feats(marks, accuracy) and "second_look" in keeper.earned
    assert run.earned == keeper.earned
    theirs = Keeper()
    finish(ReviewRun(rounds, 1, theirs, iterations=FEW, earns=False))  # an opponent's seat
    assert theirs.earned == []


def test_the_app_keeps_reviews_and_achievements_only_when_it_keeps_files(
        tmp_path: Path) -> None:
    rounds = kept_rounds(tmp_path, 1)
    record, path = rounds[0]
    assert path is not None
    app = App((1280, 720), settings=Settings(), seed=3)  # tests and tools: no files kept
    run = ReviewRun(rounds, 0, app.files, iterations=FEW)
    finish(run)
    assert not review_path(path, 0).exists() and load_progress()[0].achievements == {}
    assert app.files.load_review(path, 0, FEW) is None
    app.files.autosave = True  # as main() makes it
    run = ReviewRun(rounds, 0, app.files, iterations=FEW)
    finish(run)
    assert app.files.load_review(path, 0, FEW) is not None
    assert "second_look" in run.earned and "second_look" in load_progress()[0].achievements


def test_a_round_the_rules_cannot_deal_is_refused_and_the_others_are_reviewed() -> None:
    good, bad = rounds_with_choices(2)
    run = ReviewRun([(undealable(bad), None), (good, None)], 0, Keeper(), iterations=FEW)
    finish(run)
    assert run.found[0] is None and run.found[1] is not None and run.progress == 1.0
    assert list(run.refused) == [0]
    assert run.refused[0].startswith("Round 1 cannot be reviewed: rules.hand_size: 2 hands of "
                                     "20 need 40 tiles, but a double-6 set has only 28")
