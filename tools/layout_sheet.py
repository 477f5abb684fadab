"""Render random finished barnyards with the layout to PNGs, to look at the geometry.

    python tools/layout_sheet.py [OUT_DIR] [--count N] [--seed S] [--size 1280x720] [--outline]

Plays random complete rounds with the rules engine (double-9 and double-12, both openings),
keeps the largest barnyards, lays them out with game.render.layout and draws them fitted by
game.render.camera into a 16:9 view, with the tile art and felt. `--outline` draws each tile's
layout polygon too. Prints one JSON line per image: file, tiles, bounds, detached, overlaps, the
largest joint gap between a line's tile and its parent's open end, and the line tiles that bend
and that zig-zag (bend back against a bend made one or two tiles before).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.render.camera import Camera  # noqa: E402
from game.render.geometry import joint_gap, polygons_overlap  # noqa: E402
from game.render.layout import BarnyardLayout  # noqa: E402
from game.rules import ARM, DOUBLE, Game, InvalidDeal, PlacedTile, Play, RuleSet  # noqa: E402


def random_barnyard(rng: random.Random, top: int, opening: str, seats: int) -> list[PlacedTile]:
    """The barnyard of one random complete round (plays preferred over drawing)."""
    rules = RuleSet(set=top, opening=opening, hand_size="table")
    while True:
        game = Game(rules, seats, random.Random(rng.random()))
        game.round_number = rng.randrange(0, top)
        try:
            state = game.next_round()
        except InvalidDeal:
            continue
        while not state.is_over:
            acts = state.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            state.apply(rng.choice(plays) if plays else rng.choice(acts))
        return list(state.barnyard)


def line_figures(layout: BarnyardLayout, barnyard: list[PlacedTile]) -> dict[str, object]:
    """The largest joint gap, and how many line tiles bend and zig-zag."""
    pl = layout.placements
    gap = 0.0
    bends = zigzags = 0
    last: dict[object, tuple[int, int]] = {}  # tile -> (sign of its line's last bend, tiles ago)
    for placed in barnyard:
        if placed.role not in (ARM, DOUBLE) or placed.on is None or pl[placed.tile].detached:
            continue
        me, parent = pl[placed.tile], pl[placed.on]
        gap = max(gap, joint_gap(parent, me))
        turn = ((me.heading - parent.heading) // 45 + 4) % 8 - 4
        sign, ago = last.get(placed.on, (0, 99))
        s = (turn > 0) - (turn < 0)
        bends += s != 0
        zigzags += s != 0 and s == -sign and ago <= 2
        last[placed.tile] = (s, 1) if s else (sign, ago + 1)
    return {"joint_gap_max": round(gap, 3), "bends": bends, "zigzags": zigzags}


def render(barnyard: list[PlacedTile], spokes: int, size: tuple[int, int], outline: bool,
           title: str) -> tuple[pygame.Surface, dict[str, object]]:
    """Draw one barnyard fitted into `size`; return the image and its figures."""
    from game.render.felt import felt_surface
    from game.render.tile_art import TileArt

    layout = BarnyardLayout.of(barnyard, spokes)
    camera = Camera((0, 0, size[0], size[1]))
    camera.fit(layout.bounds(), margin=24)
    camera.snap()
    surf = felt_surface(size).copy()
    art = TileArt()
    length = max(8, round(2 * camera.scale))
    font = pygame.font.Font(None, 24)
    for placed in barnyard:
        p = layout.placements[placed.tile]
        centre = camera.to_screen(p.x, p.y)
        art.blit(surf, placed.tile, centre, length, p.angle,
                 highlight="hint" if p.detached else None)
        if outline:
            pts = [camera.to_screen(x, y) for x, y in p.polygon]
            pygame.draw.polygon(surf, (255, 60, 60), pts, 1)
    items = list(layout.placements.values())
    overlaps = sum(
        1 for i in range(len(items)) for j in range(i)
        if polygons_overlap(items[i].polygon, items[j].polygon, 0.03)
    )
    surf.blit(font.render(title, True, (250, 240, 210)), (10, 8))
    return surf, {
        "tiles": len(barnyard), "bounds": [round(b, 2) for b in layout.bounds()],
        "detached": sum(p.detached for p in items), "overlaps": overlaps,
        "scale": round(camera.scale, 2), **line_figures(layout, barnyard),
    }


def main(argv: list[str] | None = None) -> int:
    """Write the PNGs; one JSON line per image on stdout."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default="/tmp/layout_sheet")
    ap.add_argument("--count", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--outline", action="store_true")
    args = ap.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f'--size: expected WIDTHxHEIGHT like "1280x720", got "{args.size}"', file=sys.stderr)
        return 2
    pygame.init()
    pygame.display.set_mode((1, 1))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    kinds = [(9, "cross", 2), (12, "double-foot", 4), (9, "double-foot", 2), (12, "cross", 4)]
    for i in range(args.count):
        top, opening, seats = kinds[i % len(kinds)]
        candidates = [random_barnyard(rng, top, opening, seats) for _ in range(12)]
        barnyard = max(candidates, key=len)
        spokes = 6 if opening == "double-foot" else 4
        title = f"double-{top} {opening}: {len(barnyard)} tiles"
        surf, figures = render(barnyard, spokes, (w, h), args.outline, title)
        path = out / f"layout-{i}.png"
        pygame.image.save(surf, str(path))
        print(json.dumps({"file": str(path), **figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
