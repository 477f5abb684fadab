"""How well the pip colours are told apart, with and without a colour-vision deficiency.

    python3 tools/colour_check.py [--design | --design-classic]

Prints one JSON object: for each pip palette and tile scheme, under normal vision and simulated
protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1.0), the smallest
CIEDE2000 difference between the colours of any two numbers 1..18 as drawn on that scheme (and
which two), the smallest between consecutive numbers, and the smallest between a pip colour and
the face; `min_apart_9`, `min_apart_12` and `min_apart_18`: the smallest difference by hue or
lightness alone (colour_vision.hue_or_lightness: the larger of CIEDE2000's lightness and hue
terms, a difference in saturation alone not counting) between two of the numbers of a
double-9, a double-12 and a double-18 set, and which two; `read_as_black`: the numbers whose
colour reads as black at the size of a pip in some vision (colour_vision.reads_as_black: too
dark for its hue to show, or a dark grey); the WCAG 2.x contrast of each number's colour against
the face (against the face's lightest and darkest tone as drawn, gloss included: the lower of
the two), the smallest and which number; and per scheme the difference between a face and a
dimmed (unplayable) face.
`--design` re-runs the search that chose the colour-blind palettes (farthest-point selection
on an sRGB grid of colours at least 3:1 against every face the palette is drawn on and none but
the black reading as black, then swaps that raise the closest pair by hue or lightness of a
double-12 set, then of a double-9, then of all 18, then small moves off the grid that raise
them further), puts the colours in the order of the numbers (consecutive numbers far apart)
and prints them. `--design-classic` re-runs the refit of the classic palette: the hand-picked
colours darkened to 3:1, then nudged (each within 18 CIEDE2000 of its first colour, so a red
stays a red) to widen the closest pairs.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import random
from typing import Callable, Iterable, Iterator, Optional
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.render.colour_vision import (  # noqa: E402
    DEFICIENCIES,
    contrast,
    distance,
    hue_or_lightness,
    lab,
    reads_as_black,
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
                                     "min_to_face": round(on_face, 2),
                                     **{f"min_apart_{top}": (round(found[0], 2), found[1:])
                                        for top in SETS
                                        for found in [apart(colours, top, deficiency)]}}
            views["read_as_black"] = [n for n, c in colours.items()
                                      if any(reads_as_black(c, d) for d in DEFICIENCIES)]
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


#: The sets a palette is measured on, as their highest numbers: double-9 (the classic), double-12
#: (the party) and double-18 (the largest set the rules allow); and the order the palette search
#: raises them in: every set a preset deals first (double-12's numbers hold double-9's).
SETS = (9, 12, 18)
PRIORITY = (12, 9, 18)
#: How light a colour may be and still show its hue on a pip on a dark face (CIELAB L*; on a light
#: face none but the black may read as black: colour_vision.reads_as_black).
DARK_FACE_LIGHTEST = 85.0


def apart(colours: dict[int, RGB], top: int, deficiency: str) -> tuple[float, int, int]:
    """The smallest difference by hue or lightness between two of the numbers 1..`top` as seen
    with `deficiency`, and which two."""
    return min((hue_or_lightness(colours[a], colours[b], deficiency), a, b)
               for a, b in itertools.combinations(range(1, top + 1), 2))


def design(tones: tuple[RGB, ...], grey: RGB, dark_face: bool, step: int = 32,
           tries: int = 2) -> list[RGB]:
    """18 colours, `grey` (black on a light face, white on a dark one) among the first nine,
    each at least MIN_CONTRAST against every one of `tones` (the faces it is drawn on) and none
    but `grey` reading as black (light faces) or too light (dark faces) for its hue to show,
    chosen so that in every simulated vision the closest two by hue or lightness among the
    numbers of a double-12 set are as far apart as the search finds, then among a double-9's,
    then among all 18 (PRIORITY): farthest-point selection on an sRGB grid of `step`, swaps
    that raise those figures in that order, then small moves off the grid that raise them
    further."""
    views = list(DEFICIENCIES)
    levels = sorted({*range(0, 256, step), 255})
    grid = [(r, g, b) for r in levels for g in levels for b in levels]

    def shows(c: RGB) -> bool:
        return face_contrast(c, tones) >= MIN_CONTRAST and (
            max(lab(simulate(c, d))[0] for d in views) <= DARK_FACE_LIGHTEST if dark_face
            else not any(reads_as_black(c, d) for d in views))

    usable = [grey] + [c for c in grid if c != grey and shows(c)]
    gaps: dict[tuple[RGB, RGB], float] = {}

    def gap(a: RGB, b: RGB) -> float:
        if (a, b) not in gaps:
            gaps[a, b] = gaps[b, a] = min(hue_or_lightness(a, b, d) for d in views)
        return gaps[a, b]

    def score(chosen: list[RGB]) -> tuple[float, ...]:
        return tuple(min(gap(a, b) for a, b in itertools.combinations(chosen[:top], 2))
                     for top in PRIORITY)

    best: tuple[tuple[float, ...], list[RGB]] = ((0.0,), [])
    for seed in range(tries):
        rng = random.Random(seed)
        chosen = [grey]
        while len(chosen) < SETS[-1]:
            chosen.append(max((c for c in usable if c not in chosen),
                              key=lambda c: (min(gap(c, s) for s in chosen), rng.random())))
        now = score(chosen)
        improved = True
        while improved:
            improved = False
            for trial in _changes(chosen, usable):
                if score(trial) > now:
                    chosen, now, improved = trial, score(trial), True
                    break
        if now > best[0]:
            best = (now, chosen)
    return _moved_apart(best[1], score, shows)


def _changes(chosen: list[RGB], usable: list[RGB]) -> Iterator[list[RGB]]:
    """`chosen` with one colour but the first swapped for another usable one, or two of its
    colours (so two sets') swapped."""
    for i, j in itertools.combinations(range(1, len(chosen)), 2):
        yield _swapped(chosen, i, j)
    for i in range(1, len(chosen)):
        for c in usable:
            if c not in chosen:
                yield chosen[:i] + [c] + chosen[i + 1:]


def _swapped(colours: list[RGB], i: int, j: int) -> list[RGB]:
    out = colours[:]
    out[i], out[j] = out[j], out[i]
    return out


def _moved_apart(chosen: list[RGB], score: Callable[[list[RGB]], tuple[float, ...]],
                 allowed: Callable[[RGB], bool]) -> list[RGB]:
    """Move each colour but the first (the grey) by steps of 12 down to 3 in each channel
    while that raises `score` and the colour stays `allowed`."""
    moves = [m for m in itertools.product((-1, 0, 1), repeat=3) if any(m)]
    now = score(chosen)
    for step in (12, 6, 3):
        moved = True
        while moved:
            moved = False
            for i in range(1, len(chosen)):
                r, g, b = chosen[i]
                for dr, dg, db in moves:
                    c = (min(255, max(0, r + dr * step)), min(255, max(0, g + dg * step)),
                         min(255, max(0, b + db * step)))
                    trial = chosen[:i] + [c] + chosen[i + 1:]
                    if c not in chosen and allowed(c) and score(trial) > now:
                        chosen, now, moved = trial, score(trial), True
                        break
    return chosen


def arrange(colours: list[RGB], grey: RGB, seed: int = 1, tries: int = 60) -> list[RGB]:
    """`colours` (as `design` chose them: a double-9's first, then a double-12's, then the
    rest) in the order of the numbers 1..18, each set's colours kept in its numbers: `grey` on
    9 (as black is on a light set) and consecutive numbers as far apart by hue or lightness as
    swaps from random orders find."""
    views = list(DEFICIENCIES)
    gap = {(a, b): min(hue_or_lightness(a, b, d) for d in views)
           for a in colours for b in colours if a != b}
    groups = [range(lo, hi) for lo, hi in zip((0, *SETS), SETS)]

    def score(order: list[RGB]) -> tuple[float, float]:
        steps = sorted(gap[a, b] for a, b in zip(order, order[1:]))
        return steps[0], sum(steps[:4])

    rng = random.Random(seed)
    best: tuple[tuple[float, float], list[RGB]] = ((0.0, 0.0), [])
    for _ in range(tries):
        order: list[RGB] = []
        for group in groups:
            part = [colours[k] for k in group if colours[k] != grey]
            rng.shuffle(part)
            order += part
        order.insert(8, grey)
        free = [k for k in range(len(order)) if k != 8]
        improved = True
        while improved:
            improved = False
            for i, j in itertools.combinations(free, 2):
                if not any(i in g and j in g for g in groups):
                    continue
                swapped = _swapped(order, i, j)
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
            "light_faces": arrange(design(light, (0, 0, 0), False), (0, 0, 0)),
            "dark_faces": arrange(design(dark, (255, 255, 255), True), (255, 255, 255))}))
        return
    print(json.dumps(report()))


if __name__ == "__main__":
    main()
