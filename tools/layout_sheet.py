"""Pictures of finished barnyards, laid out and framed as on the table, in one PNG grid.

    python tools/layout_sheet.py [OUT_DIR] [--count 12] [--seed S] [--size 1280x720] [--outline]

Plays random complete rounds with the rules engine on the three tables of bench_barnyard.py
(double-9 four seats, double-12 eight seats, double-6 two seats, in turn), keeps the largest of a
few for each picture, lays it out with game.render.layout grown into the table region's shape
and frames it with game.render.camera as the table does, with the tile art and felt; the table
region's panels are shaded. Writes layout-N.png for each and layout-sheet.png (a grid of all,
four across). `--outline` draws each tile's layout polygon too. Prints one JSON line per
picture: file, table, tiles, rough tiles, whole tree in view, scale, the largest joint gap
between a line's tile and its parent's open end, and the line tiles that bend and zig-zag.
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
from game.render.geometry import joint_gap  # noqa: E402
from game.render.layout import BarnyardLayout  # noqa: E402
from game.render.table_region import TableRegion, button_count, table_region  # noqa: E402
from game.rules import ARM, DOUBLE, Game, InvalidDeal, PlacedTile, Play, RuleSet  # noqa: E402
from game.scenes.table_view import TableGeometry  # noqa: E402
from game.store.rules_files import load_preset  # noqa: E402

ACROSS = 4


def tables() -> list[tuple[str, RuleSet, int]]:
    """The three tables: name, rules, seats."""
    return [("double-9, 4 seats", load_preset("classic").rules, 4),
            ("double-12, 8 seats", load_preset("party").rules, 8),
            ("double-6, 2 seats", load_preset("family").rules.with_changes(set=6), 2)]


def random_barnyard(rng: random.Random, rules: RuleSet, seats: int) -> list[PlacedTile]:
    """The barnyard of one random complete round (a play whenever there is one)."""
    while True:
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


def render(barnyard: list[PlacedTile], spokes: int, region: TableRegion, size: tuple[int, int],
           outline: bool, title: str) -> tuple[pygame.Surface, dict[str, object]]:
    """Draw one barnyard framed on the table region; return the image and its figures."""
    from game.render.felt import felt_surface
    from game.render.tile_art import TileArt

    layout = BarnyardLayout.of(barnyard, spokes, extent=region.extent)
    camera = Camera(region.area_rect)
    newest = [layout.placements[p.tile].centre for p in barnyard[-3:]]
    framing = camera.frame(region, [p.polygon for p in layout.placements.values()], newest)
    camera.snap()
    surf = felt_surface(size).copy()
    shade = pygame.Surface(size, pygame.SRCALPHA)
    for k0, l0, k1, l1 in region.keep_off:
        shade.fill((0, 0, 0, 70), pygame.Rect(round(k0), round(l0), round(k1 - k0), round(l1 - l0)))
    a0, b0, a1, b1 = region.area
    shade.fill((0, 0, 0, 70), pygame.Rect(0, round(b1), size[0], size[1] - round(b1)))
    surf.blit(shade, (0, 0))
    art = TileArt()
    length = max(8, round(2 * camera.scale))
    for placed in barnyard:
        p = layout.placements[placed.tile]
        art.blit(surf, placed.tile, camera.to_screen(p.x, p.y), length, p.angle,
                 highlight="hint" if placed.tile in layout.rough else None)
        if outline:
            pts = [camera.to_screen(x, y) for x, y in p.polygon]
            pygame.draw.polygon(surf, (255, 60, 60), pts, 1)
    font = pygame.font.Font(None, 30)
    surf.blit(font.render(title, True, (250, 240, 210)), (12, size[1] - 30))
    return surf, {
        "tiles": len(barnyard), "rough": len(layout.rough), "whole": framing.whole,
        "scale": round(camera.scale, 2), **line_figures(layout, barnyard),
    }


def main(argv: list[str] | None = None) -> int:
    """Write the PNGs; one JSON line per picture on stdout."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default="/tmp/layout_sheet")
    ap.add_argument("--count", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--outline", action="store_true")
    args = ap.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f'--size: expected WIDTHxHEIGHT like "1280x720", got "{args.size}"', file=sys.stderr)
        return 2
    if args.count < 1:
        print("--count: expected a positive number", file=sys.stderr)
        return 2
    pygame.init()
    pygame.display.set_mode((1, 1))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    kinds = tables()
    pictures = []
    for i in range(args.count):
        name, rules, seats = kinds[i % len(kinds)]
        region = table_region(TableGeometry((w, h), seats, 0), button_count(rules.chickenlittle))
        barnyard = max((random_barnyard(rng, rules, seats) for _ in range(6)), key=len)
        title = f"{name}: {len(barnyard)} tiles"
        surf, figures = render(barnyard, rules.spokes, region, (w, h), args.outline, title)
        path = out / f"layout-{i}.png"
        pygame.image.save(surf, str(path))
        pictures.append(surf)
        print(json.dumps({"file": str(path), "table": name, **figures}))
    rows = (len(pictures) + ACROSS - 1) // ACROSS
    cell = (w // 2, h // 2)
    sheet = pygame.Surface((cell[0] * min(ACROSS, len(pictures)), cell[1] * rows))
    for i, surf in enumerate(pictures):
        sheet.blit(pygame.transform.smoothscale(surf, cell),
                   ((i % ACROSS) * cell[0], (i // ACROSS) * cell[1]))
    pygame.image.save(sheet, str(out / "layout-sheet.png"))
    print(json.dumps({"file": str(out / "layout-sheet.png"), "pictures": len(pictures)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
