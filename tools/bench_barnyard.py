"""How readable the barnyard is on the table, over random complete rounds; one JSON line last.

    python tools/bench_barnyard.py [--rounds N] [--seed S]

For each table (double-9 four seats classic, double-12 eight seats party, double-6 two seats
family: presets in levels/) and window size (1280x720, 1024x600), plays N random complete
rounds with the rules engine (a random legal action, a play whenever there is one), lays every
played tile out with the real barnyard layout and aims the real camera as the play scene does,
then runs the camera's glide frame by frame (1/30 s frames, 0.5 s a move). No window: sizes on
screen follow from the camera's scale and the table's rectangles from TableGeometry.

Per table and size:
  min_tile_px        the smallest on-screen long side of a barnyard tile in any frame
  p5_tile_px         its 5th percentile over moments (the frame just before the next play)
  whole_tree_share   share of moments with every tile on screen inside the table region
  fill_share         the tree's on-screen bounding box over the table region's area, at the
                     end of each round (mean)
  touching_pairs     pairs of tiles closer than 2 px at the smallest scale (0.1 world units at
                     1024x600, 2/24 at 1280x720) other than a tile and the one it hangs from
  laid_apart         tiles farther than 0.05 world units from the tile they hang from
  over_panel_frames  frames where a tile on screen falls outside the table region (over a seat
                     panel, the hand, the chicken yard or the buttons)
The table region is the window less the hand strip, the seat panels with their little fans of
tiles and turn markers, the chicken yard and the column of action buttons above it.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path
from typing import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.render.camera import Camera  # noqa: E402
from game.render.geometry import Placement, distance_to_polygon, polygons_overlap  # noqa: E402
from game.render.layout import BarnyardLayout  # noqa: E402
from game.rules import Game, InvalidDeal, PlacedTile, Play, RuleSet  # noqa: E402
from game.rules.config import load_preset  # noqa: E402
from game.scenes.play import MIN_VIEW, PAD  # noqa: E402
from game.scenes.table_view import TableGeometry  # noqa: E402

SIZES = ((1280, 720), (1024, 600))
FRAME = 1 / 30
MOVE = 0.5  # seconds between two plays
Rect = tuple[float, float, float, float]  # x0, y0, x1, y1


def tables() -> dict[str, tuple[RuleSet, int]]:
    """The three tables: name -> (rules, seats)."""
    return {
        "d9x4": (load_preset("classic").rules, 4),
        "d12x8": (load_preset("party").rules, 8),
        "d6x2": (load_preset("family").rules.with_changes(set=6), 2),
    }


def rounds(rules: RuleSet, seats: int, n: int, rng: random.Random) -> Iterator[list[PlacedTile]]:
    """The barnyards of `n` random complete rounds, in play order."""
    made = 0
    while made < n:
        game = Game(rules, seats, random.Random(rng.random()))
        game.round_number = rng.randrange(0, rules.set + 1)
        try:
            state = game.next_round()
        except InvalidDeal:
            continue
        while not state.is_over:
            acts = state.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            state.apply(rng.choice(plays) if plays else rng.choice(acts))
        made += 1
        yield list(state.barnyard)


def table_region(g: TableGeometry, buttons: int) -> tuple[Rect, list[Rect]]:
    """The screen rect the barnyard may use and the rectangles inside it it must keep off."""
    s = g.scale
    w, h = g.size
    edge = 6 * s
    pad = 6 * s
    keep_off: list[Rect] = [(0.0, float(g.hand_rect.top), float(w), float(h))]
    for seat, r in g.plates.items():
        if seat == g.bottom:
            continue
        if r.top <= round(10 * s):  # along the top: a fan of backs and the turn marker below
            keep_off.append((r.left - pad, r.top - pad, r.right + pad, r.bottom + 54 * s + pad))
        else:  # at a side: the marker above, the fan below
            keep_off.append((r.left - pad, r.top - 26 * s - pad, r.right + pad,
                             r.bottom + 26 * s + pad))
    y = g.yard_rect
    bw, bh = g.button_size
    top = y.top - 12 * s - buttons * bh - (buttons - 1) * 8 * s
    keep_off.append((y.right - 1.6 * bw - pad, top - pad, float(w), float(h)))
    keep_off.append((y.left - pad, y.top - pad, float(w), float(h)))
    return (edge, edge, w - edge, float(g.hand_rect.top)), keep_off


def button_count(rules: RuleSet) -> int:
    """Action buttons that can stack above the yard: draw or pass, announce, catch."""
    return 1 + (rules.chickenlittle != "off") + (rules.chickenlittle == "enforced")


def inside(poly: tuple[tuple[float, float], ...], area: Rect, keep_off: list[Rect]) -> bool:
    """True if a screen polygon lies in `area` and clear of every `keep_off` rectangle."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    if x0 < area[0] or y0 < area[1] or x1 > area[2] or y1 > area[3]:
        return False
    for a0, b0, a1, b1 in keep_off:
        if x1 <= a0 or a1 <= x0 or y1 <= b0 or b1 <= y0:
            continue
        rect = ((a0, b0), (a1, b0), (a1, b1), (a0, b1))
        if polygons_overlap(poly, rect, 0.0):
            return False
    return True


def region_area(area: Rect, keep_off: list[Rect], step: float = 4.0) -> float:
    """Pixels of `area` clear of every `keep_off` rectangle (counted on a 4 px grid)."""
    count = 0
    y = area[1] + step / 2
    while y < area[3]:
        x = area[0] + step / 2
        while x < area[2]:
            if not any(a0 <= x < a1 and b0 <= y < b1 for a0, b0, a1, b1 in keep_off):
                count += 1
            x += step
        y += step
    return count * step * step


class ScenePolicy:
    """Lays out and aims the camera the way the play scene does."""

    def __init__(self, g: TableGeometry, rules: RuleSet) -> None:
        view = g.barnyard_rect
        self.aspect = max(0.25, min(4.0, view.width / max(1, view.height)))
        self.layout = BarnyardLayout(rules.spokes, self.aspect)
        self.camera = Camera(tuple(view))

    def add(self, placed: PlacedTile) -> Placement:
        """Lay a tile out and re-aim the camera (follow_barnyard)."""
        place = self.layout.add(placed)
        self.follow()
        return place

    def follow(self) -> None:
        x0, y0, x1, y1 = self.layout.bounds()
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        w, h = max(MIN_VIEW[0], x1 - x0 + 2 * PAD), max(MIN_VIEW[1], y1 - y0 + 2 * PAD)
        self.camera.fit((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), margin=8)


def touching(places: list[Placement], parents: dict[int, int], gap: float) -> int:
    """Pairs of tiles closer than `gap` world units, other than a tile and its parent."""
    boxes = []
    for p in places:
        xs = [v[0] for v in p.polygon]
        ys = [v[1] for v in p.polygon]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    count = 0
    for i, a in enumerate(places):
        ax0, ay0, ax1, ay1 = boxes[i]
        for j in range(i):
            bx0, by0, bx1, by1 = boxes[j]
            if ax1 + gap <= bx0 or bx1 + gap <= ax0 or ay1 + gap <= by0 or by1 + gap <= ay0:
                continue
            if parents.get(i) == j or parents.get(j) == i:
                continue
            if polygons_overlap(a.polygon, places[j].polygon, -gap):
                count += 1
    return count


def apart(parent: Placement, child: Placement) -> bool:
    """True if two tiles do not touch (0.05 world units or more between their outlines)."""
    gap = min(min(distance_to_polygon(v, parent.polygon) for v in child.polygon),
              min(distance_to_polygon(v, child.polygon) for v in parent.polygon))
    return gap >= 0.05


def measure(name: str, rules: RuleSet, seats: int, size: tuple[int, int], n: int, seed: int,
            policy: Callable[[TableGeometry, RuleSet], ScenePolicy]) -> dict[str, float]:
    """Every figure for one table at one window size."""
    g = TableGeometry(size, seats, 0)
    area, keep_off = table_region(g, button_count(rules))
    free = region_area(area, keep_off)
    min_scale = 24.0 if size[0] >= 1280 else 20.0
    gap = 2.0 / min_scale
    rng = random.Random(f"{seed}-{name}")
    tile_px: list[float] = []
    smallest = float("inf")
    whole = moments = over = laid_apart = touching_pairs = 0
    fills: list[float] = []
    for barnyard in rounds(rules, seats, n, rng):
        scene = policy(g, rules)
        cam = scene.camera
        index: dict[object, int] = {}
        places: list[Placement] = []
        parents: dict[int, int] = {}
        for k, placed in enumerate(barnyard):
            place = scene.add(placed)
            index[placed.tile] = k
            places.append(place)
            if placed.on is not None:
                parents[k] = index[placed.on]
            if placed.on is not None:
                laid_apart += apart(places[index[placed.on]], place)
            if k == 0:
                cam.snap()
            t = 0.0
            while True:
                smallest = min(smallest, 2 * cam.scale)
                all_in = all(inside(tuple(cam.to_screen(x, y) for x, y in p.polygon),
                                    area, keep_off) for p in places)
                if not all_in:
                    over += 1
                if t >= MOVE or cam.settled:
                    break
                cam.update(FRAME)
                t += FRAME
            moments += 1
            whole += all_in
            tile_px.append(2 * cam.scale)
        x0, y0, x1, y1 = scene.layout.bounds()
        sx0, sy0 = cam.to_screen(x0, y0)
        sx1, sy1 = cam.to_screen(x1, y1)
        fills.append(min(1.0, (sx1 - sx0) * (sy1 - sy0) / free))
        touching_pairs += touching(places, parents, gap)
    tile_px.sort()
    return {
        "min_tile_px": round(smallest, 1),
        "p5_tile_px": round(tile_px[int(len(tile_px) * 0.05)], 1),
        "whole_tree_share": round(whole / moments, 3),
        "fill_share": round(sum(fills) / len(fills), 3),
        "touching_pairs": touching_pairs,
        "laid_apart": laid_apart,
        "over_panel_frames": over,
    }


def main(argv: list[str] | None = None) -> int:
    """Run every table at every size; print a line per table and the JSON object last."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if args.rounds < 1:
        print("--rounds: expected a positive number", file=sys.stderr)
        return 2
    report: dict[str, dict[str, dict[str, float]]] = {}
    for name, (rules, seats) in tables().items():
        report[name] = {}
        for size in SIZES:
            figures = measure(name, rules, seats, size, args.rounds, args.seed, ScenePolicy)
            report[name][f"{size[0]}x{size[1]}"] = figures
            print(name, f"{size[0]}x{size[1]}", json.dumps(figures), file=sys.stderr)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
