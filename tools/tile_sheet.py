"""Render a contact sheet of the tile art to a PNG, to look at it.

    python tools/tile_sheet.py [OUT.png] [--crop NAME]

The sheet holds every double-18 tile in each scheme and with coloured pips, backs, shadows and
highlights at lengths 40, 64 and 96 turned 0, 90, 45 and 30 degrees, a close-up of 10..18, the
numerals face at every angle the layout uses (each number upright, 6 and 9 underlined), and the
doubles 1..18 of each pip palette on each scheme.
`--crop NAME` also writes each section to OUT-NAME.png (NAME "all" writes every section).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.render.felt import felt_surface  # noqa: E402
from game.render.pips import PALETTES  # noqa: E402
from game.render.tile_art import SCHEMES, TileArt  # noqa: E402
from game.rules.tiles import MAX_PIP, Tile  # noqa: E402

SHOWCASE = [Tile(18, 17), Tile(12, 11), Tile(9, 6), Tile(6, 3), Tile(5, 0)]


def _label(surf: pygame.Surface, text: str, pos: tuple[int, int], size: int = 22) -> None:
    font = pygame.font.Font(None, size)
    surf.blit(font.render(text, True, (250, 240, 210)), pos)


def triangle(art: TileArt, title: str, length: int = 64) -> pygame.Surface:
    """Every tile: row = high number, column = low number."""
    cw, ch = length + 10, length // 2 + 10
    surf = pygame.Surface((cw * (MAX_PIP + 1) + 20, ch * (MAX_PIP + 1) + 50), pygame.SRCALPHA)
    _label(surf, title, (10, 8), 28)
    for high in range(MAX_PIP + 1):
        for low in range(high + 1):
            centre = (20 + low * cw + cw // 2, 40 + high * ch + ch // 2)
            art.blit(surf, Tile(high, low), centre, length)
    return surf


def sizes_and_angles(arts: list[TileArt]) -> pygame.Surface:
    """Showcase tiles, a back and each highlight at three lengths and four angles."""
    rows: list[tuple[TileArt, Tile | None, str | None]] = [(art, tile, hl) for art in arts[:1] for tile, hl in
            zip(SHOWCASE, [None, "legal", "selected", "hint", "dim"])]
    rows += [(art, None, None) for art in arts[:3]]
    rows += [(arts[3], Tile(17, 14), "selected"), (arts[1], Tile(15, 13), "legal"),
             (arts[2], Tile(16, 10), "hint")]
    cell = 150
    angles = (0, 90, 45, 30)
    surf = pygame.Surface((260 + cell * 12, 40 + cell * len(rows) // 1), pygame.SRCALPHA)
    for c, (length, angle) in enumerate((ln, a) for ln in (40, 64, 96) for a in angles):
        _label(surf, f"{length}px {angle}\u00b0", (260 + c * cell + 30, 10))
    for r, (art, tile, hl) in enumerate(rows):
        y = 40 + r * cell + cell // 2
        what = "back" if tile is None else f"{tile} {hl or ''}"
        _label(surf, f"{art.scheme_name}{' colour' if art.colour_pips else ''}: {what}",
               (10, y - 8))
        for c, (length, angle) in enumerate((ln, a) for ln in (40, 64, 96) for a in angles):
            art.blit(surf, tile, (260 + c * cell + cell // 2, y), length, angle, hl,
                     lift=0.6 if hl == "selected" else 0.0)
    return surf


def close_up(art: TileArt, length: int = 200) -> pygame.Surface:
    """Numbers 10..18 paired as big tiles, to check the crowded layouts."""
    pairs = [Tile(10, 1), Tile(11, 2), Tile(12, 3), Tile(13, 4), Tile(14, 5), Tile(15, 6),
             Tile(16, 7), Tile(17, 8), Tile(18, 9), Tile(18, 18), Tile(17, 16), Tile(0, 0)]
    cols = 3
    cw, ch = length + 30, length // 2 + 30
    surf = pygame.Surface((cols * cw + 20, (len(pairs) + cols - 1) // cols * ch + 20),
                          pygame.SRCALPHA)
    for i, tile in enumerate(pairs):
        art.blit(surf, tile, (10 + (i % cols) * cw + cw // 2, 10 + (i // cols) * ch + ch // 2),
                 length)
    return surf


def numerals(length: int = 64) -> pygame.Surface:
    """The numerals face turned every 45 degrees: plain, colour-blind and classic colours."""
    arts = {"ivory": TileArt(scheme="ivory", face="numerals"),
            "ivory colour-blind": TileArt(True, "ivory", face="numerals", palette="colour-blind"),
            "ebony colour-blind": TileArt(True, "ebony", face="numerals", palette="colour-blind"),
            "mint classic": TileArt(True, "mint", face="numerals")}
    rows = [(name, art, tiles) for name, art in arts.items()
            for tiles in ((Tile(9, 6), Tile(18, 6)), (Tile(16, 9), Tile(12, 1)))]
    cell = length + 40
    surf = pygame.Surface((260 + cell * 8, 40 + cell * len(rows)), pygame.SRCALPHA)
    for c in range(8):
        _label(surf, f"{c * 45}\u00b0", (260 + c * cell + cell // 2 - 12, 10))
    for r, (name, art, tiles) in enumerate(rows):
        y = 40 + r * cell + cell // 2
        _label(surf, f"{name}: {tiles[0]}, {tiles[1]}", (10, y - 8))
        for c in range(8):
            art.blit(surf, tiles[c % 2], (260 + c * cell + cell // 2, y), length, c * 45)
    return surf


def palettes(length: int = 56) -> pygame.Surface:
    """The doubles 1..18 in each pip palette on each scheme."""
    rows = [(palette, scheme) for palette in PALETTES for scheme in SCHEMES]
    cw, ch = length // 2 + 12, length + 16
    surf = pygame.Surface((260 + cw * 18, 20 + ch * len(rows)), pygame.SRCALPHA)
    for r, (palette, scheme) in enumerate(rows):
        art = TileArt(True, scheme, palette=palette)
        y = 10 + r * ch + ch // 2
        _label(surf, f"{scheme} {palette}", (10, y - 8))
        for n in range(1, 19):
            art.blit(surf, Tile(n, n), (260 + (n - 1) * cw + cw // 2, y), length, 90)
    return surf


def build() -> dict[str, pygame.Surface]:
    """Every section of the sheet, by name."""
    arts = [TileArt(scheme=name) for name in SCHEMES] + [TileArt(colour_pips=True)]
    sections = {f"tri-{a.scheme_name}{'-colour' if a.colour_pips else ''}":
                triangle(a, f"{a.scheme_name}{' coloured pips' if a.colour_pips else ''}")
                for a in arts}
    sections["angles"] = sizes_and_angles(arts)
    sections["closeup"] = close_up(arts[0])
    sections["closeup-colour"] = close_up(arts[3])
    sections["numerals"] = numerals()
    sections["palettes"] = palettes()
    return sections


def compose(sections: dict[str, pygame.Surface]) -> pygame.Surface:
    """Stack the sections on felt, two triangles to a row."""
    tris = [s for n, s in sections.items() if n.startswith("tri-")]
    others = [s for n, s in sections.items() if not n.startswith("tri-")]
    tw, th = tris[0].get_size()
    width = max(2 * tw, *(s.get_width() for s in others))
    height = th * ((len(tris) + 1) // 2) + sum(s.get_height() for s in others)
    sheet = felt_surface((width, height)).copy()
    for i, tri in enumerate(tris):
        sheet.blit(tri, ((i % 2) * tw, (i // 2) * th))
    y = th * ((len(tris) + 1) // 2)
    for s in others:
        sheet.blit(s, (0, y))
        y += s.get_height()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/tile_sheet.png")
    parser.add_argument("--crop", default=None, help='section name to save alone, or "all"')
    args = parser.parse_args(argv)
    pygame.init()
    sections = build()
    out = Path(args.out)
    pygame.image.save(compose(sections), str(out))
    print(f"wrote {out}")
    for name, surf in sections.items():
        if args.crop in ("all", name):
            path = out.with_name(f"{out.stem}-{name}{out.suffix}")
            bg = felt_surface(surf.get_size()).copy()
            bg.blit(surf, (0, 0))
            pygame.image.save(bg, str(path))
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
