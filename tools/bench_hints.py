"""Does the hint say what the review would (issue 43's coach figures)?

    python3 tools/bench_hints.py [--positions 200] [--seed 1] [--seats 4] [--think 2]
                                 [--here] [--deals N] [--budget SECONDS]

Positions come from recorded self-play rounds, made as tools/bench_review.py makes them
(classic rules, `game.ai.tournament.deal_round(rules, seats, seed, deal)` for deal 0, 1, ...,
played by a medium, a hard, an easy and a medium player): every decision of every seat with
two or more choices, `--positions` of them picked with random.Random(seed). At each, H is asked
as the table asks it (game.scenes.play.hints.Coaching: the coach's evaluation in the expert's
worker process, or in this process in slices with `--here`), polled every 5 ms as a frame
would, timed from asking to the advice, twice: as the turn begins (`..._at_once`: nothing
worked out before) and `--think` seconds into the turn, the coach having looked at the turn
since it began (as it does once a hint was asked for at the table). Then the review rates the
position as it would once the hinted move is made (`review.evaluate` with the review's deals,
dealt as the game's review deals that turn: `rng_for(review.SEED, view)`, which the hint
deals too; the hinted move tried on every deal): the hint agrees when its move is the
review's best or within the review's noise (a loss of at most CLOSE, or of APART standard
errors of its paired difference from the best; `coach.within_noise`). The last line is one
JSON object: `agree_share` (goal >= 0.95), `within_close_share` (loss <= CLOSE alone),
`marked_share` (the review would mark the hinted move: loss >= INACCURACY; goal 0),
`close_call_share`, the hint's wall seconds (`hint_seconds_p95`, goal < 1 s on a two-core
machine), its deals; each also `_at_once`; and the machine's load.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_review import self_play  # noqa: E402
from game.ai import coach, review, worker  # noqa: E402
from game.ai.coach import HINT_BUDGET, Advice, within_noise  # noqa: E402
from game.ai.player import turn_actions  # noqa: E402
from game.ai.review import CLOSE, INACCURACY, REVIEW_ITERATIONS, Choice  # noqa: E402
from game.rules.actions import Action  # noqa: E402
from game.rules.view import PlayerView  # noqa: E402
from game.scenes.play import hints  # noqa: E402
from game.scenes.play.hints import Coaching  # noqa: E402

POLL = 0.005  # seconds between looks at the hint, as a frame loop looks


def positions(count: int, seed: int, seats: int) -> list[tuple[PlayerView, Action]]:
    """`count` decisions (the view, the move made in the round) from self-play rounds, picked
    reproducibly with `seed`."""
    found: list[tuple[PlayerView, Action]] = []
    deal = 0
    while len(found) < 3 * count:
        record = self_play(seats, seed, deal)
        for seat in range(seats):
            found += [(view, made) for _, view, made in review.decisions(record, seat)]
        deal += 1
    return random.Random(seed).sample(found, count)


def ask(view: PlayerView, think: Optional[float]) -> tuple[Advice, float, int]:
    """H at `view` as the table asks it: as the turn begins (`think` None), or `think` seconds
    into it, the coach having looked at it since it began; the advice, the wall seconds from
    asking to the advice and the deals its evaluation played."""
    coaching = Coaching()
    if think is not None:
        coaching.used = True  # (a hint was asked for at this table before)
        coaching.look_ahead(view.seat, lambda seat: view, ())
        until = time.monotonic() + think
        while time.monotonic() < until:
            if coaching.ahead is not None:
                coaching.ahead.poll()
            time.sleep(POLL)
    started = time.monotonic()
    coaching.ask(view, ())
    asked = coaching.asked
    while (advice := coaching.answer()) is None:
        time.sleep(POLL)
    seconds = time.monotonic() - started
    evaluating = asked.evaluating if asked is not None else None
    results = evaluating.results if evaluating is not None else []
    return advice, seconds, max((c.tries for c in results[0]), default=0) if results else 0


def warm_up() -> Optional[worker.SearchWorker]:
    """The worker process, started and ready before anything is timed (None: none here)."""
    searcher = worker.shared()
    while searcher is not None and not searcher.ready:
        time.sleep(0.05)
    return searcher


class Tally:
    """The figures of one way of asking."""

    def __init__(self) -> None:
        self.agree = self.within = self.marked = self.close_calls = 0
        self.seconds: list[float] = []
        self.deals: list[int] = []
        self.losses: list[float] = []

    def add(self, view: PlayerView, advice: Advice, seconds: float, deals: int,
            rated: list[Choice]) -> float:
        """One hint and the review's ratings once its move is made; the loss."""
        best = rated[0]
        mine = next(c for c in rated if c.action == advice.move)
        loss = max(0.0, best.win - mine.win)
        self.losses.append(loss)
        self.seconds.append(seconds)
        self.deals.append(deals)
        self.agree += mine is best or within_noise(best, mine)
        self.within += loss <= CLOSE
        self.marked += loss >= INACCURACY
        self.close_calls += advice.other is not None
        return loss

    def figures(self, suffix: str) -> dict[str, Any]:
        count = len(self.losses)
        ordered = sorted(self.seconds)
        figures = {
            "agree_share": round(self.agree / count, 3),
            "within_close_share": round(self.within / count, 3),
            "marked_share": round(self.marked / count, 3),
            "close_call_share": round(self.close_calls / count, 3),
            "loss_mean": round(sum(self.losses) / count, 4),
            "loss_max": round(max(self.losses), 4),
            "hint_seconds_p50": round(ordered[count // 2], 3),
            "hint_seconds_p95": round(ordered[min(count - 1, int(0.95 * count))], 3),
            "hint_seconds_max": round(ordered[-1], 3),
            "hint_deals_p50": sorted(self.deals)[count // 2],
        }
        return {key + suffix: value for key, value in figures.items()}


def measure(count: int, seed: int, seats: int, here: bool, think: float = 2.0,
            deals: int = REVIEW_ITERATIONS, budget: float = HINT_BUDGET) -> dict[str, Any]:
    """The figures over `count` positions: the review and the hint `deals` at most, the hint
    asked at once in `budget` seconds, and `think` seconds into the turn."""
    hints.HINT_ITERATIONS = deals
    coach.HINT_BUDGET = budget
    worker.use_worker(not here)
    searcher = None if here else warm_up()
    load_before = os.getloadavg()
    at_once, thought = Tally(), Tally()
    for k, (view, _) in enumerate(positions(count, seed, seats)):
        line = [f"{k}: {len(turn_actions(view))} choices"]
        for tally, wait in ((at_once, None), (thought, think)):
            advice, took, played = ask(view, wait)
            rated = review.evaluate(view, review.rng_for(review.SEED, view),
                                    deals, made=advice.move)
            loss = tally.add(view, advice, took, played, rated)
            line.append(f"{took:.2f} s, {played} deals, loss {loss:.3f}")
        print(" | ".join(line), file=sys.stderr, flush=True)
    return {
        "positions": count, "seed": seed, "seats": seats, "think_seconds": think,
        **thought.figures(""), **at_once.figures("_at_once"),
        "review_deals": deals, "hint_budget": budget, "in_worker": searcher is not None,
        "seconds": "wall, from asking to the advice, polled every 5 ms",
        "load_average": [round(x, 2) for x in load_before],
        "cores": os.cpu_count(),
    }


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200,
                        help="positions asked (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the rounds (default 1)")
    parser.add_argument("--seats", type=int, default=4, help="players (default 4)")
    parser.add_argument("--think", type=float, default=2.0,
                        help="seconds into the turn the second H is asked (default 2)")
    parser.add_argument("--here", action="store_true",
                        help="evaluate in this process, in slices (no worker process)")
    parser.add_argument("--deals", type=int, default=REVIEW_ITERATIONS,
                        help=f"deals of the review and of the hint at most "
                             f"(default {REVIEW_ITERATIONS}, the review's)")
    parser.add_argument("--budget", type=float, default=HINT_BUDGET,
                        help=f"the hint's seconds (default {HINT_BUDGET}, the table's)")
    args = parser.parse_args(argv)
    for name in ("positions", "deals", "budget", "think"):
        if not getattr(args, name) > 0:
            parser.error(f"--{name}: expected more than 0, found {getattr(args, name)}")
    print(json.dumps(measure(args.positions, args.seed, args.seats, args.here, args.think,
                             args.deals, args.budget)))
    worker.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
