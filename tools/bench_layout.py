"""Measure BarnyardLayout.add and .preview on random complete rounds; print one JSON line.

    python tools/bench_layout.py [--rounds N] [--seed S] [--top 12] [--seats 8]

Rounds are played with the rules engine (random legal play, plays preferred), each barnyard
laid out tile by tile into the shape of the 1280x720 table for that many seats, as the table
lays it. Times are CPU time (time.process_time_ns), so a busy machine inflates
them less than wall time. Also reports how many tiles had to be laid apart ("detached") and how
readable the finished barnyards are: the joint gap between each line tile and its parent's open
end (`joint_gap`), how often lines bend and zig-zag (a bend undoing one made within the last two
tiles), and the barnyards' shape (width / height) and fill (tile area / bounding box area),
and how many spot searches an add made (`searches`: mean, 99th percentile and the most; a count,
not a time, so it reads the same on any machine: BarnyardLayout.searches).

`add` is timed after a preview of the same tile (the caches it left kept, its answer not), as
the table adds a tile the player dragged; `cold_add` lays every round again with adds alone, as
the table adds a computer's tile (the places it previewed were at other ends or of other
tiles), and `over_8ms` counts the calls of each kind over a frame's 8 ms share.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from statistics import mean

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.layout.geometry import joint_gap  # noqa: E402
from game.layout.barnyard import BarnyardLayout  # noqa: E402
from game.layout.table_region import button_count, table_region  # noqa: E402
from game.ai.random_round import random_round  # noqa: E402
from game.rules import ARM, DOUBLE, PlacedTile, RuleSet  # noqa: E402
from game.scenes.play.geometry import TableGeometry  # noqa: E402


def barnyards(n: int, rng: random.Random, top: int, seats: int) -> list[tuple[int, list[PlacedTile]]]:
    """`n` finished rounds: (spokes, barnyard)."""
    out = []
    for _ in range(n):
        rules = RuleSet(set=top, opening=rng.choice(("cross", "double-foot")))
        out.append((rules.spokes, list(random_round(rules, seats, rng).barnyard)))
    return out


def round_arguments(doc: str | None) -> argparse.ArgumentParser:
    """The command line's rounds: how many, their seed, the set's top and the seats."""
    ap = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=12)
    ap.add_argument("--seats", type=int, default=8)
    return ap


def _stats(ns: list[int]) -> dict[str, float]:
    ns = sorted(ns)
    return {
        "mean_us": round(sum(ns) / len(ns) / 1000, 1),
        "p50_us": round(ns[len(ns) // 2] / 1000, 1),
        "p99_us": round(ns[int(len(ns) * 0.99)] / 1000, 1),
        "max_us": round(ns[-1] / 1000, 1),
    }


def readability(layout: BarnyardLayout, barnyard: list[PlacedTile]) -> dict[str, list[float]]:
    """Per line tile: joint gaps, bends (0/1), zig-zags (0/1); per barnyard: shape and fill."""
    pl = layout.placements
    gaps: list[float] = []
    bends: list[float] = []
    zigzags: list[float] = []
    last: dict[object, tuple[int, int]] = {}  # tile -> (sign of the line's last bend, tiles ago)
    for placed in barnyard:
        if placed.role not in (ARM, DOUBLE) or placed.on is None:
            continue
        me, parent = pl[placed.tile], pl[placed.on]
        sign, ago = last.get(placed.on, (0, 99))
        if me.detached:
            continue
        gaps.append(joint_gap(parent, me))
        turn = ((me.heading - parent.heading) // 45 + 4) % 8 - 4
        bends.append(float(turn != 0))
        s = (turn > 0) - (turn < 0)
        zigzags.append(float(s != 0 and s == -sign and ago <= 2))
        last[placed.tile] = (s, 1) if s else (sign, ago + 1)
    x0, y0, x1, y1 = layout.bounds()
    area = max(1e-9, (x1 - x0) * (y1 - y0))
    return {"gaps": gaps, "bends": bends, "zigzags": zigzags,
            "shape": [(x1 - x0) / max(1e-9, y1 - y0)], "fill": [2.0 * len(layout) / area]}


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its JSON line."""
    args = round_arguments(__doc__).parse_args(argv)
    rng = random.Random(args.seed)
    rounds = barnyards(args.rounds, rng, args.top, args.seats)
    adds: list[int] = []
    previews: list[int] = []
    big: list[int] = []  # adds into a barnyard already holding 60 tiles or more
    cold: list[int] = []  # adds with no preview before them
    searches: list[int] = []
    detached = tiles = 0
    clock = time.process_time_ns
    seen: dict[str, list[float]] = {k: [] for k in ("gaps", "bends", "zigzags", "shape", "fill")}
    extent = table_region(TableGeometry((1280, 720), args.seats, 0), button_count(RuleSet().chickenlittle)).extent
    for spokes, barnyard in rounds:
        layout = BarnyardLayout(spokes, extent=extent)
        for placed in barnyard:
            t0 = clock()
            layout.preview(placed)
            t1 = clock()
            layout._previews.clear()  # time a cold add, not the cached preview
            t2 = clock()
            place = layout.add(placed)
            t3 = clock()
            searches.append(layout.searches)
            previews.append(t1 - t0)
            adds.append(t3 - t2)
            if len(layout) > 60:
                big.append(t3 - t2)
            detached += place.detached
            tiles += 1
        for key, values in readability(layout, barnyard).items():
            seen[key].extend(values)
        layout = BarnyardLayout(spokes, extent=extent)
        for placed in barnyard:
            t0 = clock()
            layout.add(placed)
            cold.append(clock() - t0)
    print(json.dumps({
        "rounds": len(rounds), "tiles": tiles, "largest": max(len(b) for _, b in rounds),
        "set": args.top, "seats": args.seats,
        "add": _stats(adds), "preview": _stats(previews), "cold_add": _stats(cold),
        "over_8ms": {"add": sum(t > 8e6 for t in adds), "preview": sum(t > 8e6 for t in previews),
                     "cold_add": sum(t > 8e6 for t in cold)},
        "add_past_60_tiles": _stats(big) if big else None,
        "searches": {"mean": round(mean(searches), 2),
                     "p99": sorted(searches)[int(len(searches) * 0.99)], "max": max(searches)},
        "detached": detached, "detached_share": round(detached / tiles, 4),
        "joint_gap": {"mean": round(mean(seen["gaps"]), 3),
                      "p99": round(sorted(seen["gaps"])[int(len(seen["gaps"]) * 0.99)], 3),
                      "max": round(max(seen["gaps"]), 3),
                      "over_0.05": round(mean([g > 0.05 for g in seen["gaps"]]), 4)},
        "bend_share": round(mean(seen["bends"]), 4),
        "zigzag_share": round(mean(seen["zigzags"]), 4),
        "shape_mean": round(mean(seen["shape"]), 2),
        "fill_mean": round(mean(seen["fill"]), 3),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
