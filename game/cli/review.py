"""`chickenfoot review ROUND.json --seat N [--json]`: one seat's decisions in a recorded round,
rated by the expert from that seat's view (game.ai.review).

Exit statuses as `chickenfoot referee`'s: 0 reviewed, 1 the record has an illegal action, 2 the
file is missing or not a round record, or the seat is not at its table (the reason on standard
error, naming the file or the flag).
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from game.ai.review import CLOSE, Decision, RoundReview, move_text, review_round
from game.rules.referee import EXIT_ILLEGAL, EXIT_INVALID, EXIT_LEGAL
from game.store.replays import ReplayError, read_round_file, referee_file

PROG = "chickenfoot review"


def run_review(args: argparse.Namespace) -> int:
    """Review the seat's round and print it: text, or the review's JSON with --json."""
    status, reason = referee_file(args.record)
    if status != EXIT_LEGAL:
        print(f"{PROG}: {reason if status == EXIT_INVALID else _illegal(args.record, reason)}",
              file=sys.stderr)
        return status
    try:
        record = read_round_file(args.record)
    except ReplayError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return EXIT_INVALID
    seats = record["seats"]
    if not 0 <= args.seat < seats:
        print(f"{PROG}: argument --seat: expected a seat from 0 to {seats - 1} (the record "
              f"has {seats} players); found {args.seat}", file=sys.stderr)
        return EXIT_INVALID
    review = review_round(record, args.seat, args.iterations, args.seed,
                          progress=_progress(sys.stderr) if sys.stderr.isatty() else None)
    if sys.stderr.isatty():
        print("\r" + " " * 40 + "\r", end="", file=sys.stderr)
    assert review is not None  # never cancelled here
    if args.json:
        print(json.dumps(review.to_json(), indent=1))
    else:
        print("\n".join(review_lines(review, seats)))
    return EXIT_LEGAL


def _illegal(path: str, verdict_text: str) -> str:
    """The referee's verdict of an illegal action, in one line."""
    try:
        verdict: Any = json.loads(verdict_text)
        return (f"{path}: actions[{verdict['index']}] is not legal: {verdict['error']} "
                "(a round is reviewed only up to a legal end)")
    except (ValueError, KeyError, TypeError):
        return f"{path}: an action is not legal"


def _progress(stream: TextIO) -> Any:
    def show(share: float) -> None:
        print(f"\rreviewing... {share:4.0%}", end="", file=stream, flush=True)
    return show


def decision_line(number: int, d: Decision) -> str:
    """One decision: the move made, the best move, the loss, the mark and the reason."""
    best = "(the same)" if d.best.action == d.made else move_text(d.best.action)
    line = (f"{number:>3}  {move_text(d.made):<22} {best:<22} {d.loss:6.1%}  "
            f"{d.mark or '':<10}")
    return (line + "  " + d.reason).rstrip()


def review_lines(review: RoundReview, seats: int) -> list[str]:
    """The review as text: a line per decision, then accuracy, luck and the costliest three."""
    lines = [f"Round {review.round_number}, seat {review.seat} of {seats} players: "
             f"{len(review.decisions)} decisions, at least {review.iterations} deals each "
             f"(seed {review.seed})",
             f"{'#':>3}  {'move made':<22} {'best move':<22} {'loss':>6}  {'mark':<10}  reason"]
    numbers = {d.index: n for n, d in enumerate(review.decisions, start=1)}
    lines += [decision_line(numbers[d.index], d) for d in review.decisions]
    close = sum(1 for d in review.decisions if d.loss <= CLOSE)
    lines.append(f"Accuracy {review.accuracy:.0%} ({close} of {len(review.decisions)} moves "
                 f"within {CLOSE:.0%} of the best chance to win)")
    gave = ("gave more than" if review.luck >= 0.005 else "took more than"
            if review.luck <= -0.005 else "were worth")
    lines.append(f"Luck {review.luck:+.0%}: the draws {gave} the average draw (in chance "
                 "to win)")
    if review.costliest:
        lines.append("Costliest: " + "; ".join(
            f"#{numbers[d.index]} {move_text(d.made)} (best {move_text(d.best.action)}, "
            f"-{d.loss:.1%}{', ' + d.mark if d.mark else ''})" for d in review.costliest))
    else:
        lines.append(f"Costliest: none (every move within {CLOSE:.0%} of the best)")
    return lines
