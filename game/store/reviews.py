"""Reviews kept beside their round records, so a second look at a round is instant.

A seat's review of games/<id>/round-03.json is games/<id>/reviews/round-03.seat-0.json (in a
folder of its own: the game's folder lists its rounds as round-*.json). The file::

    {"format": "chickenfoot-review/1", "key": "<sha-256 hex>", "review": {...}}

`key` is a digest of the round record file's bytes, the seat, the review's iterations and the
marks' thresholds: a record changed since, another setting or other thresholds make another
key, and the kept review is not used. Written atomically. Read within the store's limits (a
regular file of at most REVIEW_BYTES, every value checked), and never trusted: a file that is
missing, stale, damaged or hostile, or whose decisions are not the record's, is only "no
review" (`load_review` never raises). A damaged one is set aside (renamed .broken-STAMP)
before a new review takes its place, never written over: the store's rule for every file.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Optional

from game.ai import review
from game.ai.player import turn_actions
from game.ai.review import RoundReview
from game.rules.errors import RulesError
from game.store.atomic import PathLike, set_aside, write_atomic
from game.store.documents import parse_json
from game.store.errors import DocumentError, clip
from game.store.limits import RECORD_BYTES, read_file
from game.store.rules_files import levels_presets

FORMAT = "chickenfoot-review/1"
REVIEW_BYTES = 1 << 20  # a review: a few kB a round
DOC_KEYS = {"format", "key", "review"}


def review_path(round_path: PathLike, seat: int) -> Path:
    """Where `seat`'s review of the round record at `round_path` is kept."""
    source = Path(round_path)
    return source.parent / "reviews" / f"{source.stem}.seat-{seat}.json"


def review_key(record: bytes, seat: int, iterations: int) -> str:
    """The key a review of the record file's bytes must carry to be used."""
    marks = (review.CLOSE, review.INACCURACY, review.MISTAKE, review.BLUNDER)
    about = json.dumps({"seat": seat, "iterations": iterations, "marks": marks,
                        "refine": review.REFINE_STEPS})
    return hashlib.sha256(record + b"\n" + about.encode()).hexdigest()


def load_review(round_path: PathLike, seat: int,
                iterations: int = review.REVIEW_ITERATIONS) -> Optional[RoundReview]:
    """`seat`'s kept review of the round at `round_path` made with `iterations`, or None when
    there is none, or it is stale (another record, setting or thresholds), unreadable, or does
    not fit the record (its decisions and their choices are checked against the record's)."""
    try:
        record = read_file(round_path, RECORD_BYTES)
        key, kept = _read(review_path(round_path, seat))
    except (OSError, ValueError):
        return None
    if key != review_key(record, seat, iterations) or not _fits(kept, record, seat, iterations):
        return None
    return kept


def _fits(kept: RoundReview, record: bytes, seat: int, iterations: int) -> bool:
    """True if the review is of this seat's decisions in the record, every choice legal and
    every figure in its range: a file that carries the right key is still not trusted."""
    try:
        doc = parse_json(record, "round record")
        found = review.decisions(doc if isinstance(doc, dict) else {}, seat, levels_presets())
    except (ValueError, RecursionError):  # a RecordError or a DocumentError among them
        return False
    if (kept.seat, kept.iterations) != (seat, iterations) or len(found) != len(kept.decisions):
        return False
    if not 0.0 <= kept.accuracy <= 1.0:
        return False
    for (index, view, made), decision in zip(found, kept.decisions):
        actions = [choice.action for choice in decision.choices]
        if (decision.index, decision.made) != (index, made) or not 0.0 <= decision.loss <= 1.0:
            return False
        if sorted(map(str, actions)) != sorted(map(str, turn_actions(view))):
            return False
        if not all(0.0 <= c.win <= 1.0 and 0.0 <= c.points for c in decision.choices):
            return False
    return True


def save_review(round_path: PathLike, kept: RoundReview) -> Optional[str]:
    """Keep a review beside its round record; what went wrong, or None. A damaged file where it
    goes is set aside first (and left alone if it cannot be)."""
    try:
        key = review_key(read_file(round_path, RECORD_BYTES), kept.seat, kept.iterations)
    except (OSError, ValueError):
        return clip(f"{round_path}: the round record cannot be read, so its review is not kept")
    target = review_path(round_path, kept.seat)
    try:
        _read(target)
    except FileNotFoundError:
        pass
    except (OSError, ValueError) as error:
        if set_aside(target) is None:
            return clip(f"{target}: {error}; it could not be set aside, so it is left as it is")
    doc = {"format": FORMAT, "key": key, "review": kept.to_json()}
    try:
        write_atomic(target, json.dumps(doc, indent=1) + "\n")
    except OSError as error:
        return clip(f"{target}: cannot be written: {error.strerror or error}")
    return None


def _read(path: Path) -> tuple[str, RoundReview]:
    """The key and review in a review file; FileNotFoundError when there is none, another
    OSError when the disk will not read it, ValueError (a DocumentError among them) naming
    what is wrong with it."""
    doc = parse_json(read_file(path, REVIEW_BYTES), "review")
    if not isinstance(doc, dict) or set(doc) != DOC_KEYS:
        raise ValueError(f"not a review (expected the keys {', '.join(sorted(DOC_KEYS))})")
    if doc["format"] != FORMAT:
        raise ValueError(f"format: expected {FORMAT!r}, found {doc['format']!r}")
    key = doc["key"]
    if not isinstance(key, str):
        raise ValueError("key: expected text")
    return key, _review(doc["review"])


def _review(doc: Any) -> RoundReview:
    """The review in a document; ValueError for anything `from_json` cannot make one of."""
    try:
        return RoundReview.from_json(doc)
    except (KeyError, TypeError, IndexError, AttributeError, RulesError, RecursionError) as error:
        raise ValueError(f"review: not a review ({type(error).__name__}: {error})") from None
