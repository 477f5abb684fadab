"""Does the hint say what the review would (issue 43's coach figures)?

    python3 tools/bench_hints.py [--positions 200] [--seed 1] [--seats 4] [--here] [--deals N]

Positions come from recorded self-play rounds, made as tools/bench_review.py makes them
(classic rules, `game.ai.tournament.deal_round(rules, seats, seed, deal)` for deal 0, 1, ...,
played by a medium, a hard, an easy and a medium player): every decision of every seat with
two or more choices, `--positions` of them picked with random.Random(seed). At each, H is
asked as the table asks it (game.scenes.play.hints.Hint: the coach's evaluation in the
expert's worker process, or in this process in slices with `--here`), polled every 5 ms as a
frame would, timed from asking to the advice. Then the review rates the position as it would
once the hinted move is made (`review.evaluate` with the review's deals and seed scheme, the
hinted move tried on every deal): the hint agrees when its move is the review's best or within
the review's noise (a loss of at most CLOSE, or of APART standard errors of its paired
difference from the best; `coach.within_noise`). The last line is one JSON object: `agree_share`
(goal >= 0.95), `within_close_share` (loss <= CLOSE alone), `marked_share` (the review would
mark the hinted move: loss >= INACCURACY; goal 0), `close_call_share`, the hint's wall seconds
(`hint_seconds_p95`, goal < 1 s on a two-core machine), its deals, and the machine's load.
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
from game.ai import review, worker  # noqa: E402
from game.ai.coach import within_noise  # noqa: E402
from game.ai.review import CLOSE, INACCURACY, REVIEW_ITERATIONS  # noqa: E402
from game.rules.actions import Action  # noqa: E402
from game.rules.view import PlayerView  # noqa: E402
from game.scenes.play.hints import Hint  # noqa: E402

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


def ask(view: PlayerView, deals: int) -> tuple[Any, float, int]:
    """The hint at `view` as the table asks it (`deals` at most): the advice, the wall
    seconds it took and the deals its evaluation played."""
    started = time.monotonic()
    hint = Hint(view, (), iterations=deals)
    while (advice := hint.poll()) is None:
        time.sleep(POLL)
    seconds = time.monotonic() - started
    results = hint.evaluating.results if hint.evaluating is not None else []
    deals = max((c.tries for c in results[0]), default=0) if results else 0
    return advice, seconds, deals


def warm_up() -> Optional[worker.SearchWorker]:
    """The worker process, started and ready before anything is timed (None: none here)."""
    searcher = worker.shared()
    while searcher is not None and not searcher.ready:
        time.sleep(0.05)
    return searcher


def measure(count: int, seed: int, seats: int, here: bool,
            deals: int = REVIEW_ITERATIONS) -> dict[str, Any]:
    """The figures over `count` positions, the review and the hint `deals` at most."""
    worker.use_worker(not here)
    searcher = None if here else warm_up()
    load_before = os.getloadavg()
    agree = within = marked = close_calls = 0
    seconds: list[float] = []
    spent_deals: list[int] = []
    losses: list[float] = []
    for k, (view, _) in enumerate(positions(count, seed, seats)):
        advice, took, played = ask(view, deals)
        seconds.append(took)
        spent_deals.append(played)
        rated = review.evaluate(view, review.rng_for(seed, k), deals, made=advice.move)
        best = rated[0]
        mine = next(c for c in rated if c.action == advice.move)
        loss = max(0.0, best.win - mine.win)
        losses.append(loss)
        agree += mine is best or within_noise(best, mine)
        within += loss <= CLOSE
        marked += loss >= INACCURACY
        close_calls += advice.other is not None
        print(f"{k}: {len(rated)} choices, {took:.2f} s, {played} deals, loss {loss:.3f}",
              file=sys.stderr, flush=True)
    ordered = sorted(seconds)
    return {
        "positions": count, "seed": seed, "seats": seats,
        "agree_share": round(agree / count, 3),
        "within_close_share": round(within / count, 3),
        "marked_share": round(marked / count, 3),
        "close_call_share": round(close_calls / count, 3),
        "loss_mean": round(sum(losses) / count, 4),
        "loss_max": round(max(losses), 4),
        "hint_seconds_p50": round(ordered[count // 2], 3),
        "hint_seconds_p95": round(ordered[min(count - 1, int(0.95 * count))], 3),
        "hint_seconds_max": round(ordered[-1], 3),
        "hint_deals_p50": sorted(spent_deals)[count // 2],
        "review_deals": deals,
        "in_worker": searcher is not None,
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
    parser.add_argument("--here", action="store_true",
                        help="evaluate in this process, in slices (no worker process)")
    parser.add_argument("--deals", type=int, default=REVIEW_ITERATIONS,
                        help=f"deals of the review and of the hint at most "
                             f"(default {REVIEW_ITERATIONS}, the review's)")
    args = parser.parse_args(argv)
    for name in ("positions", "deals"):
        if getattr(args, name) < 1:
            parser.error(f"--{name}: expected 1 or more, found {getattr(args, name)}")
    print(json.dumps(measure(args.positions, args.seed, args.seats, args.here, args.deals)))
    worker.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
