"""Measure the layout worked out ahead, a slice a frame, as the table does; print one JSON line.

    python tools/bench_ahead.py [--rounds N] [--seed S] [--top 12] [--seats 8] [--steps 1500]

The rounds of tools/bench_layout.py (random legal play, laid out in the 1280x720 table's shape
for that many seats). Each tile is wanted ahead (game/layout/ahead.py) and worked out in slices
of `--steps` tests of a spot (the layout's checkpoints), one slice a frame, until its layout is ready; then the play is
made with it, as the table makes a computer's move once its layout is ready. Reports, in CPU
time (time.process_time_ns): each slice (`slice`, the layout's share of a frame: the figure
that must stay well under a frame's 16.7 ms) beside the whole work for a tile done at once
(`whole`, what one frame paid before), how many frames a tile's layout took to be ready
(`frames`), slices over 4 and 8 ms, and whether every tile lay exactly where an add made at
once lays it (`same_as_add`). The game's garbage collection policy (game/collector.py) is in force
as in the app: the full collection runs between slices, as between frames (`full_collections`:
how many ran there, and the slowest, apart from the slices).
"""
from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_layout import _stats, barnyards, round_arguments  # noqa: E402
from game.collector import Collector  # noqa: E402
from game.layout.ahead import LaidAhead  # noqa: E402
from game.layout.barnyard import BarnyardLayout  # noqa: E402
from game.layout.table_region import button_count, table_region  # noqa: E402
from game.rules import RuleSet  # noqa: E402
from game.scenes.play.geometry import TableGeometry  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its JSON line."""
    ap = round_arguments(__doc__)
    ap.add_argument("--steps", type=int, default=1500)  # the game's LAYOUT_AHEAD
    args = ap.parse_args(argv)
    rounds = barnyards(args.rounds, random.Random(args.seed), args.top, args.seats)
    extent = table_region(TableGeometry((1280, 720), args.seats, 0),
                          button_count(RuleSet().chickenlittle)).extent
    clock = time.process_time_ns
    policy = Collector()  # as the app has it (the rounds made so far frozen with launch)
    collections: list[float] = []  # ms of each full collection run between slices
    slices: list[int] = []
    whole: list[int] = []
    frames: list[int] = []
    same = True
    for spokes, barnyard in rounds:
        layout = BarnyardLayout(spokes, extent=extent)
        at_once = BarnyardLayout(spokes, extent=extent)
        for placed in barnyard:
            ahead = LaidAhead(layout)
            ahead.want([placed])
            n = 0
            while ahead.after(placed) is None:
                t0 = clock()
                ahead.work(args.steps)
                slices.append(clock() - t0)
                if policy.after_frame(slices[-1] / 1e6):
                    collections.append(policy.full_ms)
                n += 1
            frames.append(n)
            layout = ahead.finish(placed)
            ahead.close()
            t0 = clock()
            at_once.add(placed)
            whole.append(clock() - t0)
            if policy.after_frame(whole[-1] / 1e6):
                collections.append(policy.full_ms)
            same = same and layout.placements == at_once.placements
    print(json.dumps({
        "rounds": len(rounds), "tiles": len(frames), "set": args.top, "seats": args.seats,
        "steps_a_slice": args.steps,
        "slice": _stats(slices), "whole": _stats(whole),
        "frames": {"mean": round(sum(frames) / len(frames), 2),
                   "p99": sorted(frames)[int(len(frames) * 0.99)], "max": max(frames)},
        "over_4ms": {"slice": sum(t > 4e6 for t in slices), "whole": sum(t > 4e6 for t in whole)},
        "over_8ms": {"slice": sum(t > 8e6 for t in slices), "whole": sum(t > 8e6 for t in whole)},
        "same_as_add": same,
        "full_collections": {"count": len(collections),
                             "max_ms": round(max(collections, default=0.0), 2)},
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
