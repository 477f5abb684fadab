"""Measure TilePhysics steps: a shuffled pile of face-down tiles, and snaps; print JSON.

    python tools/bench_physics.py [--tiles 100] [--steps 600] [--seed S]

CPU time per fixed 1/60 s step (time.process_time_ns) while the pile is kicked every 40
steps, and how many steps snaps take to settle from random starts.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.physics import STEP, TilePhysics  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run both measurements and print one JSON line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tiles", type=int, default=100)
    ap.add_argument("--steps", type=int, default=600)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    table = TilePhysics()
    keys = list(range(args.tiles))
    for k in keys:
        table.add_tile(k, (640 + rng.uniform(-200, 200), 360 + rng.uniform(-120, 120)),
                       rng.uniform(0, 360), (56, 28), collide=True)
    times = []
    for i in range(args.steps):
        if i % 40 == 0 and i < args.steps // 2:
            table.shuffle_kick(keys, rng)
        t0 = time.process_time_ns()
        table.step(STEP)
        times.append(time.process_time_ns() - t0)
    times.sort()
    snaps = []
    for _ in range(50):
        t = TilePhysics()
        t.add_tile("a", (rng.uniform(0, 1280), rng.uniform(0, 720)), rng.uniform(0, 360),
                   (56, 28), collide=False)
        t.snap("a", (rng.uniform(0, 1280), rng.uniform(0, 720)), rng.choice((0, 90, 180, 270)))
        n = 0
        while not t.is_settled("a") and n < 1000:
            t.step(STEP)
            n += 1
        snaps.append(n)
    snaps.sort()
    print(json.dumps({
        "tiles": args.tiles, "steps": args.steps,
        "step_mean_us": round(sum(times) / len(times) / 1000, 1),
        "step_p99_us": round(times[int(len(times) * 0.99)] / 1000, 1),
        "snap_steps_median": snaps[len(snaps) // 2], "snap_steps_max": snaps[-1],
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
