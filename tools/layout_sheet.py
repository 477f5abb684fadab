"""Twelve finished barnyards, laid out as on the table, in one PNG for the README.

    python tools/layout_sheet.py [--out PATH] [--count 12] [--seed S] [--size 1280x720]
                                 [--pictures DIR] [--outline]

Plays random complete rounds with the rules engine on the three tables of bench_barnyard.py
(double-9 four seats classic, double-12 eight seats party, double-6 two seats family: one column
each), keeps the largest of a few for each picture and lays it out tile by tile with
game.layout.barnyard grown into the shape of the table region at `--size`, as the table does
(tiles laid again to make room end where the table glides them). Each tree is drawn with the
tile art at the smallest readable tile of that window, cropped to the tree, and the twelve go
into one sheet, three across (default assets/screenshots/layout_sheet.png). Anything wrong is
marked: a red ring round two tiles closer than 2 px other than at their joint, a magenta ring
round a tile laid apart from its parent, a gold glow on a rough tile (a toe beside its fanned
spot). `--pictures DIR` also writes each picture full size; `--outline` draws the layout's
polygons. Prints one JSON line per picture (table, tiles, rough, touching, apart, laid again,
the largest joint gap, bends and zig-zags) and one for the sheet.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path
from typing import Optional

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.render.felt import FELT_GREEN  # noqa: E402
from game.layout.geometry import Placement, distance_to_polygon, joint_gap, polygons_overlap  # noqa: E402,E501
from game.layout.barnyard import BarnyardLayout  # noqa: E402
from game.layout.table_region import TableRegion, button_count, table_region  # noqa: E402
from game.render.tile_art import TileArt  # noqa: E402
from game.ai.random_round import random_round  # noqa: E402
from game.rules import ARM, DOUBLE, PlacedTile, RuleSet  # noqa: E402
from game.scenes.play.geometry import TableGeometry  # noqa: E402
from game.store.rules_files import load_preset  # noqa: E402

ACROSS = 3
CELL = (560, 330)  # a picture on the sheet, in pixels
TITLE = 26  # the caption strip under each picture
MARGIN = 1.0  # world units kept round a tree when it is cropped
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "screenshots" / "layout_sheet.png"


def tables() -> list[tuple[str, RuleSet, int]]:
    """The three tables: name, rules, seats."""
    return [("double-9, 4 seats", load_preset("classic").rules, 4),
            ("double-12, 8 seats", load_preset("party").rules, 8),
            ("double-6, 2 seats", load_preset("family").rules.with_changes(set=6), 2)]


def random_barnyard(rng: random.Random, rules: RuleSet, seats: int) -> list[PlacedTile]:
    """The barnyard of one random complete round (a play whenever there is one)."""
    return list(random_round(rules, seats, rng).barnyard)


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


def faults(layout: BarnyardLayout, barnyard: list[PlacedTile], near: float
           ) -> tuple[list[tuple[Placement, Placement]], list[Placement]]:
    """Pairs of tiles closer than `near` other than at a joint, and tiles laid apart."""
    pl = layout.placements
    parent = {p.tile: p.on for p in barnyard}
    touching = []
    for i, a in enumerate(barnyard):
        for b in barnyard[:i]:
            if parent[a.tile] == b.tile or parent[b.tile] == a.tile:
                continue
            if polygons_overlap(pl[a.tile].polygon, pl[b.tile].polygon, -near):
                touching.append((pl[a.tile], pl[b.tile]))
    apart = []
    for p in barnyard:
        if p.on is None:
            continue
        me, up = pl[p.tile], pl[p.on]
        gap = min(min(distance_to_polygon(v, up.polygon) for v in me.polygon),
                  min(distance_to_polygon(v, me.polygon) for v in up.polygon))
        if gap >= 0.05:
            apart.append(me)
    return touching, apart


def lay_out(barnyard: list[PlacedTile], spokes: int, region: TableRegion
            ) -> tuple[BarnyardLayout, int]:
    """The barnyard laid out tile by tile as the table does; how many tiles were laid again."""
    layout = BarnyardLayout(spokes, extent=region.extent)
    moved = 0
    for placed in barnyard:
        layout.add(placed)
        moved += len(layout.moved)
    return layout, moved


def render(barnyard: list[PlacedTile], spokes: int, region: TableRegion, art: TileArt,
           outline: bool) -> tuple[pygame.Surface, dict[str, object]]:
    """One finished tree at the smallest readable tile, cropped to it; and its figures."""
    layout, moved = lay_out(barnyard, spokes, region)
    scale = region.min_scale
    x0, y0, x1, y1 = layout.bounds()
    size = (round((x1 - x0 + 2 * MARGIN) * scale), round((y1 - y0 + 2 * MARGIN) * scale))
    surf = pygame.Surface(size)
    surf.fill(FELT_GREEN)

    def at(x: float, y: float) -> tuple[float, float]:
        return ((x - x0 + MARGIN) * scale, (y - y0 + MARGIN) * scale)

    length = round(2 * scale)
    for placed in barnyard:
        p = layout.placements[placed.tile]
        art.blit(surf, placed.tile, at(p.x, p.y), length, p.angle,
                 highlight="hint" if placed.tile in layout.rough else None)
        if outline:
            pygame.draw.polygon(surf, (255, 60, 60), [at(x, y) for x, y in p.polygon], 1)
    touching, apart = faults(layout, barnyard, 2.0 / scale)
    for a, b in touching:
        for p in (a, b):
            pygame.draw.circle(surf, (230, 30, 30), at(p.x, p.y), 0.9 * scale, 3)
    for p in apart:
        pygame.draw.circle(surf, (230, 30, 230), at(p.x, p.y), 1.1 * scale, 3)
    return surf, {
        "tiles": len(barnyard), "rough": len(layout.rough), "touching": len(touching),
        "apart": len(apart), "laid_again": moved, **line_figures(layout, barnyard),
    }


def cell(picture: pygame.Surface, title: str) -> pygame.Surface:
    """A picture shrunk (never grown) into a sheet cell, centred, with its caption below."""
    out = pygame.Surface((CELL[0], CELL[1] + TITLE))
    out.fill((24, 70, 44))
    w, h = picture.get_size()
    k = min(1.0, CELL[0] / w, CELL[1] / h)
    shown = picture if k == 1.0 else pygame.transform.smoothscale(
        picture, (max(1, round(w * k)), max(1, round(h * k))))
    out.blit(shown, shown.get_rect(center=(CELL[0] // 2, CELL[1] // 2)))
    font = pygame.font.Font(None, 24)
    out.blit(font.render(title, True, (250, 240, 210)), (8, CELL[1] + 4))
    return out


def save(surface: pygame.Surface, path: Path) -> None:
    """Write a PNG atomically (a half-written picture never replaces a good one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.stem + ".part.png")
    pygame.image.save(surface, str(part))
    os.replace(part, path)


def main(argv: Optional[list[str]] = None) -> int:
    """Write the sheet (and the pictures); one JSON line per picture on stdout."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--count", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--pictures", type=Path, default=None)
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
    art = TileArt()
    rng = random.Random(args.seed)
    kinds = tables()
    cells = []
    for i in range(args.count):
        name, rules, seats = kinds[i % len(kinds)]
        region = table_region(TableGeometry((w, h), seats, 0), button_count(rules.chickenlittle))
        barnyard = max((random_barnyard(rng, rules, seats) for _ in range(6)), key=len)
        picture, figures = render(barnyard, rules.spokes, region, art, args.outline)
        marks = [f"{figures[k]} {k.replace('_', ' ')}" for k in ("touching", "apart")
                 if figures[k]]
        cells.append(cell(picture, f"{name}: {len(barnyard)} tiles"
                                   + (f" ({', '.join(marks)})" if marks else "")))
        shown = {"table": name, **figures}
        if args.pictures is not None:
            path = args.pictures / f"layout-{i}.png"
            save(picture, path)
            shown["file"] = str(path)
        print(json.dumps(shown))
    rows = (len(cells) + ACROSS - 1) // ACROSS
    across = min(ACROSS, len(cells))
    sheet = pygame.Surface((across * (CELL[0] + 4) + 4, rows * (CELL[1] + TITLE + 4) + 4))
    sheet.fill((12, 40, 24))
    for i, c in enumerate(cells):
        sheet.blit(c, (4 + (i % ACROSS) * (CELL[0] + 4), 4 + (i // ACROSS) * (CELL[1] + TITLE + 4)))
    save(sheet, args.out)
    print(json.dumps({"sheet": str(args.out), "pictures": len(cells)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
