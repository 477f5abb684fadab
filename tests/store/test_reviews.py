"""Reviews kept beside their round records: read back as written, not used once the record,
the seat or the setting changed, and a broken or hostile file is only "no review" (never an
error, never written over without being set aside)."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from game.ai import review
from game.ai.review import RoundReview
from game.store.reviews import REVIEW_BYTES, load_review, review_path, save_review
from tests.ai.review_rounds import rounds_with_choices

FEW = 16


@pytest.fixture(scope="module")
def made() -> tuple[dict[str, Any], RoundReview]:
    record = rounds_with_choices(1, first=3)[0]
    found = review.review_round(record, 0, iterations=FEW, seed=1)
    assert found is not None
    return record, found


def kept_round(folder: Path, record: dict[str, Any]) -> Path:
    path = folder / "games" / "g1" / "round-01.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1) + "\n")
    return path


def test_a_kept_review_reads_back_as_it_was(tmp_path: Path,
                                            made: tuple[dict[str, Any], RoundReview]) -> None:
    record, found = made
    path = kept_round(tmp_path, record)
    assert load_review(path, 0, FEW) is None  # none kept yet
    assert save_review(path, found) is None
    assert review_path(path, 0) == path.parent / "reviews" / "round-01.seat-0.json"
    assert sorted(p.name for p in path.parent.glob("round-*.json")) == ["round-01.json"]
    back = load_review(path, 0, FEW)
    assert back is not None and back.to_json() == found.to_json()


def test_a_changed_record_setting_or_seat_is_not_reused(
        tmp_path: Path, made: tuple[dict[str, Any], RoundReview]) -> None:
    record, found = made
    path = kept_round(tmp_path, record)
    assert save_review(path, found) is None
    assert load_review(path, 0, FEW + 1) is None  # another setting
    assert load_review(path, 1, FEW) is None  # another seat: none kept
    kept = review_path(path, 0)
    os.replace(kept, review_path(path, 1))  # seat 0's file under seat 1's name
    assert load_review(path, 1, FEW) is None
    os.replace(review_path(path, 1), kept)
    assert load_review(path, 0, FEW) is not None
    path.write_text(json.dumps({**record, "round": record["round"] + 1}, indent=1) + "\n")
    assert load_review(path, 0, FEW) is None  # the record changed since
    path.unlink()
    assert load_review(path, 0, FEW) is None  # and gone


@pytest.mark.parametrize("content", [
    b"", b"not json", b"[]", b"{}", b"\xff\xfe", b"[" * 5000 + b"]" * 5000,
    b'{"format": "chickenfoot-review/1", "key": 1, "review": {}}',
    b'{"format": "chickenfoot-review/9", "key": "x", "review": {}}',
    b'{"format": "chickenfoot-review/1", "key": "x", "review": {"seat": "zero"}, "x": 1}',
    b" " * (REVIEW_BYTES + 1),
])
def test_a_broken_or_hostile_file_is_ignored_then_set_aside(
        tmp_path: Path, made: tuple[dict[str, Any], RoundReview], content: bytes) -> None:
    record, found = made
    path = kept_round(tmp_path, record)
    kept = review_path(path, 0)
    kept.parent.mkdir(parents=True)
    kept.write_bytes(content)
    assert load_review(path, 0, FEW) is None
    assert kept.read_bytes() == content  # looked at, left alone
    assert save_review(path, found) is None
    assert [p.name.startswith("round-01.seat-0.json.broken-")
            for p in kept.parent.iterdir() if p != kept] == [True]
    assert load_review(path, 0, FEW) is not None


def test_a_good_review_with_a_bad_key_inside_is_ignored(
        tmp_path: Path, made: tuple[dict[str, Any], RoundReview]) -> None:
    record, found = made
    path = kept_round(tmp_path, record)
    assert save_review(path, found) is None
    kept = review_path(path, 0)
    doc = json.loads(kept.read_text())
    doc["review"] = {**doc["review"], "seat": 1}
    kept.write_text(json.dumps(doc))
    assert load_review(path, 0, FEW) is None


def test_a_folder_or_a_pipe_in_its_place_is_no_review_and_never_blocks(
        tmp_path: Path, made: tuple[dict[str, Any], RoundReview]) -> None:
    record, found = made
    path = kept_round(tmp_path, record)
    kept = review_path(path, 0)
    kept.mkdir(parents=True)
    assert load_review(path, 0, FEW) is None
    kept.rmdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(kept)
        assert load_review(path, 0, FEW) is None  # not opened for reading as a file
        assert save_review(path, found) is None  # set aside, then written
        assert load_review(path, 0, FEW) is not None


def test_a_review_that_cannot_be_written_says_why(
        tmp_path: Path, made: tuple[dict[str, Any], RoundReview]) -> None:
    record, found = made
    path = kept_round(tmp_path, record)
    (path.parent / "reviews").write_text("a file where the folder goes")
    problem = save_review(path, found)
    assert problem is not None and "reviews" in problem
    assert save_review(tmp_path / "missing.json", found) is not None  # no record to key it by


def test_a_review_with_the_right_key_but_not_the_records_decisions_is_not_used(
        tmp_path: Path, made: tuple[dict[str, Any], RoundReview]) -> None:
    """The key is no secret (a digest anyone can make): what a kept review says is checked
    against the record before a screen may show it."""
    record, found = made
    path = kept_round(tmp_path, record)
    assert save_review(path, found) is None
    kept = review_path(path, 0)
    good = json.loads(kept.read_text())
    first = good["review"]["decisions"][0]
    for change in ({"index": 999}, {"loss": 2.0},
                   {"choices": first["choices"][:1]},
                   {"choices": [{**c, "win": 1.5} for c in first["choices"]]}):
        doc = json.loads(json.dumps(good))
        doc["review"]["decisions"][0] = {**first, **change}
        kept.write_text(json.dumps(doc))
        assert load_review(path, 0, FEW) is None, change
    doc = json.loads(json.dumps(good))
    doc["review"]["decisions"] = doc["review"]["decisions"][1:]
    kept.write_text(json.dumps(doc))
    assert load_review(path, 0, FEW) is None
    kept.write_text(json.dumps(good))
    assert load_review(path, 0, FEW) is not None
