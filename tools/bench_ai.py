"""Decision time of every AI tier, and whether the frame loop stalls while the expert thinks.

    python3 tools/bench_ai.py [--decisions 400] [--expert-decisions 30] [--budget 0.5]
                              [--tune KEY=VALUE ...]

Prints one JSON object: per tier the decision time in milliseconds (mean, p50, p95, p99, max),
wall-clock and CPU time (the CPU figure leaves out time other processes took), over positions
from real classic rounds (2 and 4 seats, only positions with a choice); for the expert's tree
search within its budget, per decision: iterations (all, and in two and four seats), iterations
per second of CPU, the tree's nodes and depth; and for the expert stepped like the table does (a
slice per 60 fps frame) the longest step and how many frames went over 1/60 s.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_player  # noqa: E402
from game.ai.expert import ExpertPlayer  # noqa: E402
from game.ai.ismcts import Tuning, tree_search  # noqa: E402
from game.ai.player import Player, turn_actions  # noqa: E402
from game.ai.tournament import deal_round, tuning_from  # noqa: E402
from game.rules import RuleSet  # noqa: E402
from game.rules.view import PlayerView  # noqa: E402

FRAME = 1 / 60
SLICE = 0.004  # thinking per frame: leaves the rest of the frame to drawing


def positions(count: int, seed: int) -> list[PlayerView]:
    """Views with more than one turn action, from rounds the medium tier plays."""
    rules = RuleSet()
    medium = make_player("medium")
    rng = random.Random(seed)
    out: list[PlayerView] = []
    deal = 0
    while len(out) < count:
        seats = 2 if deal % 2 == 0 else 4
        state = deal_round(rules, seats, seed, deal)
        deal += 1
        while not state.is_over:
            view = state.view(state.to_act)
            if len(turn_actions(view)) > 1:
                out.append(view)
            state.apply(medium.choose(view, rng))
    rng.shuffle(out)
    return out[:count]


def stats(ms: list[float]) -> dict[str, float]:
    """Mean and percentiles of a list of milliseconds."""
    s = sorted(ms)

    def pct(p: float) -> float:
        return round(s[min(len(s) - 1, int(p / 100 * len(s)))], 3)

    return {"n": len(s), "mean": round(sum(s) / len(s), 3), "p50": pct(50), "p95": pct(95),
            "p99": pct(99), "max": round(s[-1], 3)}


def time_choices(player: Player, views: list[PlayerView]) -> dict[str, dict[str, float]]:
    """Wall-clock and CPU milliseconds per decision (CPU time leaves out other processes)."""
    wall, cpu = [], []
    for i, view in enumerate(views):
        start, start_cpu = time.perf_counter(), time.process_time()
        player.choose(view, random.Random(i))
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return {"wall_ms": stats(wall), "cpu_ms": stats(cpu)}


def search(views: list[PlayerView], budget: float, tuning: Tuning) -> dict[str, object]:
    """The expert's tree search within its budget, in this process: per decision its
    iterations (also by the number of seats: what the budget buys in two and in four), iterations
    per CPU second, tree nodes and depth."""
    done: list[float] = []
    by_seats: dict[int, list[float]] = {}
    rate: list[float] = []
    nodes: list[float] = []
    depth: list[float] = []
    for i, view in enumerate(views):
        start_cpu = time.process_time()
        thinking = tree_search(view, random.Random(i), budget, tuning=tuning)
        while not thinking.step(budget):
            pass
        figures = thinking.stats()
        done.append(figures["iterations"])
        by_seats.setdefault(view.seats, []).append(figures["iterations"])
        rate.append(figures["iterations"] / max(1e-9, time.process_time() - start_cpu))
        nodes.append(figures["nodes"])
        depth.append(figures["depth"])
    return {"iterations_per_decision": stats(done),
            "iterations_per_decision_by_seats": {f"{n} seats": stats(v)
                                                 for n, v in sorted(by_seats.items())},
            "iterations_per_cpu_second": stats(rate),
            "tree_nodes": stats(nodes), "tree_depth": stats(depth)}


def frame_loop(player: Player, views: list[PlayerView], budget: float) -> dict[str, object]:
    """Step the expert a slice per frame, as the table does; report the longest step."""
    steps: list[float] = []
    cpu: list[float] = []
    frames = 0
    for i, view in enumerate(views):
        thinking = player.think(view, random.Random(i))
        while True:
            frames += 1
            start, start_cpu = time.perf_counter(), time.process_time()
            done = thinking.step(SLICE)
            steps.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            if done:
                break
    return {"frames": frames, "slice_ms": SLICE * 1000, "step_wall_ms": stats(steps),
            "step_cpu_ms": stats(cpu),
            "frames_over_16.7ms_wall": sum(1 for s in steps if s > FRAME * 1000),
            "frames_over_16.7ms_cpu": sum(1 for s in cpu if s > FRAME * 1000)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decisions", type=int, default=400)
    parser.add_argument("--expert-decisions", type=int, default=30)
    parser.add_argument("--budget", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tune", action="append", default=[], metavar="KEY=VALUE",
                        help="the expert's search: a setting other than the default")
    args = parser.parse_args()
    try:
        tuning = tuning_from(args.tune)
    except ValueError as error:
        parser.error(f"--tune: {error}")
    views = positions(args.decisions, args.seed)
    report: dict[str, object] = {"seed": args.seed, "budget_s": args.budget}
    for tier in ("easy", "medium", "hard"):
        report[tier] = time_choices(make_player(tier, args.budget), views)
    few = views[:args.expert_decisions]
    expert = ExpertPlayer(args.budget, tuning=tuning)
    report["expert"] = time_choices(expert, few)
    report["expert_search"] = search(few, args.budget, tuning)
    if args.tune:
        report["tuning"] = asdict(tuning)
    report["expert_frame_loop"] = frame_loop(expert, few[:max(1, len(few) // 3)],
                                           args.budget)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
