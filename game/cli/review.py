"""`chickenfoot review ROUND.json --seat N [--json]`: one seat's decisions in a recorded round,
rated by the expert from that seat's view (game.ai.review).

Exit statuses as `chickenfoot referee`'s: 0 reviewed, 1 the record has an illegal action, 2 the
file is missing or not a round record, the seat is not at its table, or the rules cannot deal
its hands (the reason on standard error in one line, naming the file or the flag). Progress
goes to standard error: in place on a terminal, a line every PIPE_GAP seconds otherwise.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Optional, TextIO

from game.ai.review import CLOSE, Decision, RoundReview, move_text, review_round
from game.cli.streams import is_closed, is_terminal
from game.rules.errors import RulesError
from game.rules.referee import EXIT_INVALID, EXIT_LEGAL
from game.store.replays import (ReplayError, check_record, read_record_document,
                                referee_document, shown_as)

PROG = "chickenfoot review"
PIPE_GAP = 5.0  # seconds between progress lines when standard error is not a terminal


def run_review(args: argparse.Namespace) -> int:
    """Review the seat's round and print it: text, or the review's JSON with --json. The
    record is read once (standard input too), checked as the referee checks it, and refused in
    one line if the review cannot take it (a seat not at its table, rules that cannot deal
    its hands)."""
    shown = shown_as(args.record)
    try:
        doc = read_record_document(Path(args.record))
        status, reason = referee_document(doc, shown)
        if status != EXIT_LEGAL:
            say(reason if status == EXIT_INVALID else _illegal(shown, reason))
            return status
        record = check_record(doc, shown)
        seats = record["seats"]
        if not 0 <= args.seat < seats:
            say(f"argument --seat: expected a seat from 0 to {seats - 1} (the record has "
                f"{seats} players); found {args.seat}")
            return EXIT_INVALID
        progress = Progress(sys.stderr)
        review = review_round(record, args.seat, args.iterations, args.seed,
                              progress=progress.show)
        progress.end()
    except ReplayError as error:
        say(str(error))
        return EXIT_INVALID
    except RulesError as error:  # the review's own checks (review.positions)
        say(f"{shown}: cannot be reviewed: {error}")
        return EXIT_INVALID
    assert review is not None  # never cancelled here
    if args.json:
        print(json.dumps(review.to_json(), indent=1))
    else:
        print("\n".join(review_lines(review, seats)))
    return EXIT_LEGAL


def say(message: str) -> None:
    """One line of the command's on standard error."""
    print(f"{PROG}: {message}", file=sys.stderr)


class Progress:
    """How far the review is, on standard error: a line redrawn in place on a terminal, a new
    line every PIPE_GAP seconds on a pipe or a file (a long review is seen to be working), and
    nothing where standard error is closed."""

    def __init__(self, stream: TextIO, gap: Optional[float] = None) -> None:
        self.stream = stream
        self.terminal = is_terminal(stream)
        self.silent = is_closed(stream)
        self.gap = PIPE_GAP if gap is None else gap
        self.start = self.shown = time.monotonic()

    def show(self, share: float) -> None:
        """The review is `share` (0 to 1) done."""
        if self.silent:
            return
        if self.terminal:
            print(f"\rreviewing... {share:4.0%}", end="", file=self.stream, flush=True)
            return
        now = time.monotonic()
        if now - self.shown >= self.gap:
            self.shown = now
            print(f"{PROG}: {share:.0%} reviewed ({now - self.start:.0f} s)", file=self.stream,
                  flush=True)

    def end(self) -> None:
        """The review is done: a terminal's progress line is cleared."""
        if self.terminal and not self.silent:
            print("\r" + " " * 40 + "\r", end="", file=self.stream)


def _illegal(path: str, verdict_text: str) -> str:
    """The referee's verdict of an illegal action, in one line."""
    try:
        verdict: Any = json.loads(verdict_text)
        return (f"{path}: actions[{verdict['index']}] is not legal: {verdict['error']} "
                "(a round is reviewed only up to a legal end)")
    except (ValueError, KeyError, TypeError):
        return f"{path}: an action is not legal"


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
