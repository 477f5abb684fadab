"""How long a review takes and how stable it is (issue 35's figures).

    python3 tools/bench_review.py [--rounds 50] [--iterations N] [--seed 1] [--seats 4]

Rounds are self-play records with fixed seeds: classic rules, the deal of
game.ai.tournament.deal_round(rules, seats, seed, deal) for deal 0, 1, ..., played by a medium,
a hard, an easy and a medium player (seat by seat, repeated for more seats); seat 0 (medium) is
reviewed. Each round is reviewed twice, with review seeds 1 and 2, in this one process (one
core). Prints one JSON object: seconds per round, per 10-round game and per decision (the first
review of each round), decisions and marks counted; stability: the share of rounds whose
costliest move (the decision with the largest loss, or none above CLOSE) is the same in both
reviews (goal >= 0.9) and the share whose costliest in the first is among the second's
costliest three, the mean absolute difference of the loss figures, and the share of the marks
given the same; the decisions a round measured again (review.to_refine); luck's mean (about 0
over many rounds) and mean size; and the machine's load (the machine may be shared: a busy one
makes every figure slower).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_player  # noqa: E402
from game.ai.review import REVIEW_ITERATIONS, RoundReview, review_round  # noqa: E402
from game.ai.tournament import deal_round, play_round  # noqa: E402
from game.rules import RuleSet  # noqa: E402
from game.rules.record import record_of  # noqa: E402

PLAYERS = ("medium", "hard", "easy", "medium")


def self_play(seats: int, seed: int, deal: int) -> dict[str, Any]:
    """The record of one self-play round, reproducible from (seats, seed, deal)."""
    state = deal_round(RuleSet(), seats, seed, deal)
    bots = [make_player(PLAYERS[s % len(PLAYERS)]) for s in range(seats)]
    play_round(state, bots, [random.Random(f"play:{seed}:{deal}:{s}") for s in range(seats)])
    return record_of(state)


def costliest(review: RoundReview) -> Optional[int]:
    """The index of the review's costliest decision (None: no loss above CLOSE)."""
    top = review.costliest
    return top[0].index if top else None


def measure(rounds: int, iterations: int, seed: int, seats: int) -> dict[str, Any]:
    """Review `rounds` self-play rounds twice; the figures."""
    load_before = os.getloadavg()
    seconds = 0.0
    decisions = 0
    same = 0
    loss_diff: list[float] = []
    marks_same = 0
    marks = {"inaccuracy": 0, "mistake": 0, "blunder": 0}
    lucks: list[float] = []
    top_among_three = 0
    refined = 0
    for deal in range(rounds):
        record = self_play(seats, seed, deal)
        started = time.process_time()
        first = review_round(record, 0, iterations, seed=1)
        seconds += time.process_time() - started
        second = review_round(record, 0, iterations, seed=2)
        assert first is not None and second is not None
        decisions += len(first.decisions)
        refined += sum(d.made_choice.tries > iterations for d in first.decisions)
        same += costliest(first) == costliest(second)
        top_among_three += (costliest(first) is None if not second.costliest
                            else costliest(first) in [d.index for d in second.costliest])
        lucks.append(first.luck)
        for a, b in zip(first.decisions, second.decisions):
            loss_diff.append(abs(a.loss - b.loss))
            marks_same += a.mark == b.mark
            if a.mark is not None:
                marks[a.mark] += 1
    per_round = seconds / rounds
    return {
        "rounds": rounds, "seats": seats, "seed": seed, "iterations": iterations,
        "review_seeds": [1, 2],
        "seconds_per_round": round(per_round, 3),
        "seconds_per_10_round_game": round(10 * per_round, 2),
        "seconds_per_decision": round(seconds / max(decisions, 1), 4),
        "decisions_per_round": round(decisions / rounds, 2),
        "decisions_refined_per_round": round(refined / rounds, 2),
        "marks": marks,
        "costliest_same": round(same / rounds, 3),
        "costliest_among_other_three": round(top_among_three / rounds, 3),
        "luck_mean": round(sum(lucks) / rounds, 3),
        "luck_mean_abs": round(sum(abs(x) for x in lucks) / rounds, 3),
        "loss_mean_abs_difference": round(sum(loss_diff) / max(len(loss_diff), 1), 4),
        "loss_max_abs_difference": round(max(loss_diff, default=0.0), 4),
        "mark_same": round(marks_same / max(len(loss_diff), 1), 3),
        "cpu_seconds": "process time of the first review of each round (one core)",
        "load_average": [round(x, 2) for x in load_before],
        "cores": os.cpu_count(),
    }


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=50, help="rounds reviewed (default 50)")
    parser.add_argument("--iterations", type=int, default=REVIEW_ITERATIONS,
                        help=f"paired deals per decision (default {REVIEW_ITERATIONS})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument("--seats", type=int, default=4, help="players (default 4)")
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.rounds, args.iterations, args.seed, args.seats), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
