"""How well the pip colours are told apart, with and without a colour-vision deficiency.

    python3 tools/colour_check.py [--design]

Prints one JSON object: for each pip palette and tile scheme, under normal vision and simulated
protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1.0), the smallest
CIEDE2000 difference between the colours of any two numbers 1..18 as drawn on that scheme (and
which two), the smallest between consecutive numbers, and the smallest between a pip colour and
the face; the WCAG 2.x contrast of each number's colour against the face (against the face's
lightest and darkest tone as drawn, gloss included: the lower of the two), the smallest and
which number; and per scheme the difference between a face and a dimmed (unplayable) face.
`--design` re-runs the search that chose the colour-blind palette (farthest-point selection on
an sRGB grid of colours at least 3:1 against every face the palette is drawn on, then swaps that
raise the worst pair, then small moves off the grid that raise it further), puts the colours in
the order of the numbers (consecutive numbers far apart) and prints them. `--design-classic`
re-runs the refit of the classic palette: the hand-picked colours darkened to 3:1, then nudged
(each within 18 CIEDE2000 of its first colour, so a red stays a red) to widen the closest pairs.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import random
from typing import Callable, Iterable, Optional
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.render.colour_vision import (  # noqa: E402
    DEFICIENCIES,
    ciede2000,
    contrast,
    distance,
    lab,
    scaled_light,
    simulate,
)
from game.render.pips import PALETTES  # noqa: E402
from game.render.tile_art import SCHEMES, TileArt  # noqa: E402
from game.rules.tiles import Tile  # noqa: E402

RGB = tuple[int, int, int]
MIN_CONTRAST = 3.0  # WCAG 2.x non-text contrast
# The classic palette as first picked by hand (numbers 1..18), before it was refitted to 3:1.
HAND_PICKED: tuple[RGB, ...] = (
    (0, 140, 210), (0, 135, 70), (214, 40, 40), (133, 84, 40), (24, 48, 140), (222, 160, 0),
    (125, 60, 170), (0, 100, 100), (30, 30, 30), (240, 110, 0), (220, 60, 150), (90, 110, 130),
    (120, 140, 20), (140, 20, 50), (0, 170, 190), (80, 60, 200), (176, 104, 36), (84, 160, 40))


def face_colour(art: TileArt, highlight: str | None = None) -> RGB:
    """The mean colour of a blank tile's face as drawn (the middle of its right half)."""
    image = art.face(Tile(1, 0), 128, 0, highlight)
    w, h = image.get_size()
    box = pygame.Rect(round(w * 0.62), round(h * 0.3), round(w * 0.26), round(h * 0.4))
    colour = pygame.transform.average_color(image, box)
    return colour[0], colour[1], colour[2]


def face_tones(art: TileArt) -> tuple[RGB, RGB]:
    """The darkest and lightest tones of a blank half as drawn (1st and 99th percentile by
    luminance): the face's gradient and its gloss."""
    image = art.face(Tile(1, 0), 128, 0)
    w, h = image.get_size()
    tones = sorted((tuple(image.get_at((x, y)))[:3] for x in range(round(w * 0.56), round(w * 0.94))
                    for y in range(round(h * 0.12), round(h * 0.88))), key=sum)
    dark, light = tones[len(tones) // 100], tones[-1 - len(tones) // 100]
    return (dark[0], dark[1], dark[2]), (light[0], light[1], light[2])


def face_contrast(colour: RGB, tones: tuple[RGB, ...]) -> float:
    """The WCAG contrast of a pip colour against the face: the lowest over its tones."""
    return min(contrast(colour, tone) for tone in tones)


def report() -> dict[str, object]:
    out: dict[str, object] = {"measure": "CIEDE2000; Machado 2009 simulation, severity 1.0"}
    for palette in PALETTES:
        per_scheme: dict[str, object] = {}
        for scheme in SCHEMES:
            art = TileArt(True, scheme, palette=palette)
            colours = {n: art.pip_colour(n) for n in range(1, 19)}
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
            tones = face_tones(art)
            ratios = {n: round(face_contrast(c, tones), 2) for n, c in colours.items()}
            lowest = min(ratios, key=lambda n: ratios[n])
            views["contrast"] = {"face_tones": tones, "min": ratios[lowest], "number": lowest,
                                 "by_number": ratios}
            per_scheme[scheme] = views
        out[palette] = per_scheme
    dimmed = {}
    for scheme in SCHEMES:
        art = TileArt(False, scheme)
        plain, dim = face_colour(art), face_colour(art, "dim")
        dimmed[scheme] = {d: round(distance(plain, dim, d), 2) for d in DEFICIENCIES}
    out["face_vs_dimmed"] = dimmed
    return out


def design(face: RGB, tones: tuple[RGB, ...], grey: RGB, count: int = 18, seed: int = 1,
           tries: int = 12) -> list[RGB]:
    """A palette of `count` colours whose worst pair, across every simulated vision, is as far
    apart as the search finds, each clear of `face` in every vision, at least MIN_CONTRAST
    against every one of `tones` (the faces it is drawn on, light and dark ends) and none a
    grey but `grey` (black on a light face, white on a dark one)."""
    steps = range(0, 256, 35) if face[0] > 128 else range(10, 256, 35)
    views = list(DEFICIENCIES)
    grid = [(r, g, b) for r in steps for g in steps for b in steps] + [grey]
    grid = [c for c in grid if face_contrast(c, tones) >= MIN_CONTRAST]
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
    return polish(best[1], face, tones, grey)


def polish(chosen: list[RGB], face: RGB, tones: tuple[RGB, ...], grey: RGB) -> list[RGB]:
    """Nudge the colours of the closest pairs off the grid (steps of 16 down to 2 in each
    channel) while that moves them further from every other colour and keeps them within the
    search's rules: clear of `face`, MIN_CONTRAST against `tones`, not grey."""
    views = list(DEFICIENCIES)
    labs: dict[RGB, list[tuple[float, float, float]]] = {}
    faces = [lab(simulate(face, d)) for d in views]

    def seen(c: RGB) -> list[tuple[float, float, float]]:
        if c not in labs:
            labs[c] = [lab(simulate(c, d)) for d in views]
        return labs[c]

    def allowed(c: RGB) -> bool:
        return (face_contrast(c, tones) >= MIN_CONTRAST
                and min(ciede2000(seen(c)[i], faces[i]) for i in range(len(views))) >= 28
                and abs(seen(c)[0][1]) + abs(seen(c)[0][2]) >= 20)

    def gap(a: RGB, b: RGB) -> float:
        return min(ciede2000(seen(a)[i], seen(b)[i]) for i in range(len(views)))

    return nudge_apart(list(chosen), gap, lambda c, i: allowed(c), skip=grey, deduplicate=True)


def arrange(colours: list[RGB], grey: RGB, seed: int = 1, tries: int = 200) -> list[RGB]:
    """`colours` in the order of the numbers 1..18: `grey` on 9 if it is among them (as black
    is on a light set) and consecutive numbers as far apart as can be found (swaps from random
    orders)."""
    views = list(DEFICIENCIES)
    gap = {(a, b): min(distance(a, b, d) for d in views) for a in colours for b in colours}
    pinned = [8] if grey in colours else []
    others = [c for c in colours if c != grey or not pinned]
    free = [k for k in range(len(colours)) if k not in pinned]

    def score(order: list[RGB]) -> tuple[float, float]:
        steps = sorted(gap[a, b] for a, b in zip(order, order[1:]))
        return steps[0], sum(steps[:4])

    rng = random.Random(seed)
    best: tuple[tuple[float, float], list[RGB]] = ((0.0, 0.0), [])
    for _ in range(tries):
        order = others[:]
        rng.shuffle(order)
        if pinned:
            order.insert(8, grey)
        improved = True
        while improved:
            improved = False
            for i, j in itertools.combinations(free, 2):
                swapped = order[:]
                swapped[i], swapped[j] = swapped[j], swapped[i]
                if score(swapped) > score(order):
                    order, improved = swapped, True
        if score(order) > best[0]:
            best = (score(order), order)
    return best[1]


def refit_classic(tones: tuple[RGB, ...], reach: float = 18.0,
                  tritan_weight: float = 1.5) -> list[RGB]:
    """The hand-picked classic colours, each darkened (in linear light, keeping its hue) to
    MIN_CONTRAST against `tones`, then nudged within `reach` CIEDE2000 of where it began so
    that its nearest other colour lies as far as can be found, in normal vision and (weighted)
    tritanopia; the classic palette is for normal vision, and tritanopes lose least with it."""
    start = list(HAND_PICKED)
    chosen = []
    for colour in start:
        k = 1.0
        while face_contrast(scaled_light(colour, k), tones) < MIN_CONTRAST:
            k -= 0.01
        chosen.append(scaled_light(colour, k))

    def gap(a: RGB, b: RGB) -> float:
        return min(distance(a, b), tritan_weight * distance(a, b, "tritanopia"))

    return nudge_apart(chosen, gap, lambda c, i: face_contrast(c, tones) >= MIN_CONTRAST
                       and distance(c, start[i]) <= reach)


def nudge_apart(chosen: list[RGB], gap: Callable[[RGB, RGB], float],
                allowed: Callable[[RGB, int], bool], skip: Optional[RGB] = None,
                deduplicate: bool = False) -> list[RGB]:
    """Nudge the colours of the closest pairs (steps of 16 down to 2 in each channel; never
    `skip`) while that moves them further from every other colour by `gap`, keeping to
    `allowed` (a colour and its index). `deduplicate`: weigh each nudged colour once (as the
    palette search always has: its ties fall as they did)."""
    moves = [m for m in itertools.product((-1, 0, 1), repeat=3) if any(m)]
    for step in (16, 8, 4, 2):
        moved = True
        while moved:
            moved = False
            worst = min(gap(a, b) for a, b in itertools.combinations(chosen, 2))
            for i, colour in enumerate(chosen):
                rest = chosen[:i] + chosen[i + 1:]
                mine = min(gap(colour, other) for other in rest)
                if colour == skip or mine > worst + 1e-9:
                    continue
                near: Iterable[RGB] = [(min(255, max(0, colour[0] + dr * step)),
                                        min(255, max(0, colour[1] + dg * step)),
                                        min(255, max(0, colour[2] + db * step)))
                                       for dr, dg, db in moves]
                if deduplicate:
                    near = set(near)
                best = max((c for c in near if allowed(c, i)), default=colour,
                           key=lambda c: min(gap(c, other) for other in rest))
                if min(gap(best, other) for other in rest) > mine + 1e-9:
                    chosen[i], moved = best, True
    return chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--design", action="store_true", help="re-run the palette search")
    parser.add_argument("--design-classic", action="store_true",
                        help="re-run the refit of the classic palette to 3:1")
    args = parser.parse_args()
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    if args.design_classic:
        light = tuple(t for scheme in SCHEMES if SCHEMES[scheme].pip_lighten <= 0
                      for t in face_tones(TileArt(True, scheme)))
        print(json.dumps({"classic": refit_classic(light)}))
        return
    if args.design:
        light = tuple(t for scheme in SCHEMES if SCHEMES[scheme].pip_lighten <= 0
                      for t in face_tones(TileArt(True, scheme)))
        dark = tuple(t for scheme in SCHEMES if SCHEMES[scheme].pip_lighten > 0
                     for t in face_tones(TileArt(True, scheme)))
        print(json.dumps({
            "light_faces": arrange(design((246, 238, 216), light, (0, 0, 0)), (0, 0, 0)),
            "dark_faces": arrange(design((48, 44, 42), dark, (255, 255, 255)),
                                  (255, 255, 255))}))
        return
    print(json.dumps(report()))


if __name__ == "__main__":
    main()
