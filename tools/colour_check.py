"""How well the pip colours are told apart, with and without a colour-vision deficiency.

    python3 tools/colour_check.py [--design]

Prints one JSON object: for each pip palette and tile scheme, under normal vision and simulated
protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1.0), the smallest
CIEDE2000 difference between the colours of any two numbers 1..18 as drawn on that scheme (and
which two), the smallest between consecutive numbers, and the smallest between a pip colour and
the face; and per scheme the difference between a face and a dimmed (unplayable) face.
`--design` re-runs the search that chose the colour-blind palette (farthest-point selection on
an sRGB grid, then swaps that raise the worst pair) and prints what it finds.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.render.colour_vision import DEFICIENCIES, ciede2000, distance, lab, simulate  # noqa: E402
from game.render.pips import PALETTES  # noqa: E402
from game.render.tile_art import SCHEMES, TileArt  # noqa: E402
from game.rules.tiles import Tile  # noqa: E402

RGB = tuple[int, int, int]


def face_colour(art: TileArt, highlight: str | None = None) -> RGB:
    """The mean colour of a blank tile's face as drawn (the middle of its right half)."""
    image = art.face(Tile(1, 0), 128, 0, highlight)
    w, h = image.get_size()
    box = pygame.Rect(round(w * 0.62), round(h * 0.3), round(w * 0.26), round(h * 0.4))
    colour = pygame.transform.average_color(image, box)
    return colour[0], colour[1], colour[2]


def report() -> dict[str, object]:
    out: dict[str, object] = {"measure": "CIEDE2000; Machado 2009 simulation, severity 1.0"}
    for palette in PALETTES:
        per_scheme: dict[str, object] = {}
        for scheme in SCHEMES:
            art = TileArt(True, scheme, palette=palette)
            colours = {n: art._pip_colour(n) for n in range(1, 19)}
            face = face_colour(art)
            views: dict[str, object] = {}
            for deficiency in DEFICIENCIES:
                pairs = [(distance(colours[a], colours[b], deficiency), a, b)
                         for a, b in itertools.combinations(colours, 2)]
                worst = min(pairs)
                neighbours = min(p for p in pairs if p[2] == p[1] + 1)
                on_face = min(distance(c, face, deficiency) for c in colours.values())
                views[deficiency] = {"min_pair": round(worst[0], 2), "pair": worst[1:],
                                     "min_consecutive": round(neighbours[0], 2),
                                     "min_to_face": round(on_face, 2)}
            per_scheme[scheme] = views
        out[palette] = per_scheme
    dimmed = {}
    for scheme in SCHEMES:
        art = TileArt(False, scheme)
        plain, dim = face_colour(art), face_colour(art, "dim")
        dimmed[scheme] = {d: round(distance(plain, dim, d), 2) for d in DEFICIENCIES}
    out["face_vs_dimmed"] = dimmed
    return out


def design(face: RGB, grey: RGB, count: int = 18, seed: int = 1,
           tries: int = 12) -> list[RGB]:
    """A palette of `count` colours whose worst pair, across every simulated vision, is as far
    apart as the search finds, each clear of `face` in every vision and none a grey but
    `grey` (black on a light face, white on a dark one)."""
    steps = range(0, 256, 35) if face[0] > 128 else range(10, 256, 35)
    views = list(DEFICIENCIES)
    grid = [(r, g, b) for r in steps for g in steps for b in steps] + [grey]
    labs = {c: [lab(simulate(c, d)) for d in views] for c in grid}
    faces = [lab(simulate(face, d)) for d in views]
    usable = [c for c in grid
              if min(ciede2000(labs[c][i], faces[i]) for i in range(len(views))) >= 28
              and (abs(labs[c][0][1]) + abs(labs[c][0][2]) >= 20 or c == grey)]

    def gap(a: RGB, b: RGB) -> float:
        return min(ciede2000(labs[a][i], labs[b][i]) for i in range(len(views)))

    def worst(chosen: list[RGB]) -> float:
        return min(gap(a, b) for a, b in itertools.combinations(chosen, 2))

    rng = random.Random(seed)
    best: tuple[float, list[RGB]] = (0.0, [])
    for _ in range(tries):
        chosen = [rng.choice(usable)]
        while len(chosen) < count:
            chosen.append(max(usable, key=lambda c: min(gap(c, s) for s in chosen)))
        improved = True
        while improved:
            improved = False
            now = worst(chosen)
            for i in range(count):
                rest = chosen[:i] + chosen[i + 1:]
                pick = max(usable, key=lambda c: min(gap(c, s) for s in rest))
                if min(worst(rest), min(gap(pick, s) for s in rest)) > now + 1e-9:
                    chosen[i], improved = pick, True
                    break
        if worst(chosen) > best[0]:
            best = (worst(chosen), chosen)
    return best[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--design", action="store_true", help="re-run the palette search")
    args = parser.parse_args()
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    if args.design:
        print(json.dumps({"light_faces": design((246, 238, 216), (0, 0, 0)),
                          "dark_faces": design((48, 44, 42), (255, 255, 255))}))
        return
    print(json.dumps(report()))


if __name__ == "__main__":
    main()
