"""Domino tiles drawn in code: faces, backs, drop shadows and highlight glows, cached.

Every image is drawn unrotated at 4x and smoothscaled down, so edges and pips are antialiased at
any size. Right angles are then turned exactly; other angles are turned at 2x with rotozoom and
shrunk, so tilted tiles stay smooth. A tile at angle 0 lies horizontally, high half on the left;
angles are degrees counter-clockwise (as pygame.transform.rotate). The centre of every surface
returned is the centre of the tile. The numerals face turns a bare face and then writes each
number upright at its half's centre (game/render/numerals.py), so numbers read at any angle.
"""
from __future__ import annotations

import functools
import math
import time
from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from game.render import numerals
from game.render.pips import PALETTES, PIP_LAYOUTS, pip_radius
from game.render.surface_cache import SurfaceCache
from game.rules.tiles import Tile

RGB = tuple[int, int, int]
SS = 4  # supersampling factor of the unrotated drawing
HIGHLIGHTS = ("legal", "selected", "hint", "dim")
FACES = ("pips", "numerals")  # what a tile's halves show
MAX_BYTES = 48 * 2 ** 20  # the cache of drawn tiles never holds more pixels than this
GLOWING = ("legal", "selected", "hint")
BRASS: tuple[RGB, RGB, RGB] = ((112, 74, 20), (204, 152, 58), (255, 236, 160))


@dataclass(frozen=True)
class Scheme:
    """The colours of one tile set: face, edges, pips, divider and back."""

    face_top: RGB
    face_bottom: RGB
    outline: RGB
    bevel_light: RGB
    bevel_dark: RGB
    pip: RGB
    divider: RGB
    divider_light: RGB
    back_top: RGB
    back_bottom: RGB
    gloss: int  # alpha of the white sheen on the upper face
    pip_lighten: float  # how far coloured pips are mixed towards white (for dark faces)


SCHEMES: dict[str, Scheme] = {
    "ivory": Scheme((252, 247, 232), (234, 222, 194), (84, 66, 44), (255, 253, 244),
                    (188, 166, 128), (30, 25, 22), (86, 70, 50), (255, 252, 240),
                    (34, 104, 70), (14, 58, 38), 46, 0.0),
    "ebony": Scheme((46, 42, 40), (28, 25, 24), (6, 5, 5), (112, 104, 98), (12, 10, 10),
                    (248, 244, 234), (8, 7, 7), (104, 96, 90), (128, 32, 38), (66, 12, 18),
                    18, 0.3),
    "mint": Scheme((232, 248, 240), (196, 232, 214), (44, 94, 76), (248, 255, 252),
                   (138, 190, 168), (16, 50, 58), (40, 90, 82), (246, 255, 252), (36, 62, 108),
                   (16, 30, 62), 40, 0.0),
}

GLOW_COLOURS: dict[str, tuple[RGB, RGB]] = {  # (soft glow, crisp ring)
    "legal": ((255, 190, 40), (255, 222, 110)),
    "selected": ((255, 246, 200), (255, 255, 250)),
    "hint": ((60, 250, 130), (180, 255, 210)),
}
GLOW_STYLE: dict[str, tuple[int, float]] = {  # (glow alpha at the edge, ring width at 64px)
    "legal": (230, 1.1),
    "selected": (240, 2.0),
    "hint": (235, 1.5),
}


def glow_margin(length: int) -> int:
    """Extra pixels on every side of a face drawn with a glowing highlight."""
    return max(5, round(length * 0.14))


def shadow_margin(length: int) -> int:
    """Extra pixels on every side of a shadow surface beyond the tile."""
    return max(3, round(length * 0.08))


def shadow_offset(length: int, lift: float = 0.0) -> tuple[int, int]:
    """Where to put a shadow's centre relative to the tile's; `lift` 0..1 raises the tile."""
    k = 1.0 + 2.5 * max(0.0, min(1.0, lift))
    return round((1 + length * 0.035) * k), round((1 + length * 0.055) * k)


def _greyed(surf: pygame.Surface) -> pygame.Surface:
    """The colours of a tile that cannot be played now: grey, darker and flatter."""
    out = pygame.transform.grayscale(surf)
    out.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
    out.fill((40, 44, 40), special_flags=pygame.BLEND_RGB_ADD)
    return out


def _greyed_colour(colour: RGB) -> RGB:
    """One colour as _greyed turns it."""
    dot = pygame.Surface((1, 1))
    dot.fill(colour)
    r, g, b, _ = _greyed(dot).get_at((0, 0))
    return r, g, b


def _dimmed(surf: pygame.Surface, length: int, dark: bool) -> pygame.Surface:
    """A tile that cannot be played now: greyed, darkened and hatched, so that no tile face
    of any scheme or pip colour can be mistaken for it."""
    out = _greyed(surf)
    w, h = out.get_size()
    hatch = pygame.Surface((w, h), pygame.SRCALPHA)
    hatch.fill((0, 0, 0, 0))
    step = max(4, length // 10)
    width = max(1, length // 48)
    line = (200, 204, 200, 60) if dark else (20, 22, 20, 70)  # light lines on a dark face
    for x in range(-h, w, step):
        pygame.draw.line(hatch, line, (x, h), (x + h, 0), width)
    mask = out.copy()
    mask.fill((255, 255, 255), special_flags=pygame.BLEND_RGB_MAX)
    hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # only inside the tile
    out.blit(hatch, (0, 0))
    return out


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _luma(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def _gradient(size: tuple[int, int], tl: RGB, tr: RGB, bl: RGB, br: RGB) -> pygame.Surface:
    """A bilinear four-corner gradient, opaque."""
    small = pygame.Surface((2, 2), pygame.SRCALPHA)
    for pos, col in (((0, 0), tl), ((1, 0), tr), ((0, 1), bl), ((1, 1), br)):
        small.set_at(pos, (*col, 255))
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))


def _paint_rounded(dest: pygame.Surface, src: pygame.Surface, rect: pygame.Rect,
                   radius: int) -> None:
    """Blit `src` (rect-sized) into `rect` of `dest`, clipped to a rounded rectangle."""
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(0, radius))
    src = src.copy()
    src.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    dest.blit(src, rect)


def _blur(surf: pygame.Surface, factor: int) -> pygame.Surface:
    """A cheap soft blur: shrink by `factor` and grow back, twice."""
    w, h = surf.get_size()
    small = (max(1, w // factor), max(1, h // factor))
    for _ in range(2):
        surf = pygame.transform.smoothscale(pygame.transform.smoothscale(surf, small), (w, h))
    return surf


_sprites: dict[Hashable, pygame.Surface] = {}
_drawing: dict[str, tuple[pygame.Surface, int]] = {}  # a master under way: rows drawn so far
MASTERS = ("pip", "stud")
MASTER_RADIUS = 48


def _master_size(kind: str) -> int:
    return 2 * (MASTER_RADIUS + (14 if kind == "pip" else 2))


def _sprite_master(kind: str) -> pygame.Surface:
    """A 96px master of the pip dimple shading ("pip") or the brass spinner stud ("stud")."""
    key = ("master", kind)
    found = _sprites.get(key)
    if found is None:
        _draw_master(kind, math.inf)
        found = _sprites[key]
    return found


def prepare_masters(budget: float) -> bool:
    """Draw the masters (`_sprite_master`) a few rows at a time, for at most `budget` seconds
    this frame, so the first tile face drawn does not stall a frame; True once both are
    drawn. The pixels are the same however the rows are spread."""
    end = time.perf_counter() + budget
    for kind in MASTERS:
        if ("master", kind) not in _sprites and not _draw_master(kind, end):
            return False
    return True


def _draw_master(kind: str, end: float) -> bool:
    """Draw rows of the master `kind` until the clock passes `end`; True once it is whole."""
    size = _master_size(kind)
    surf, y0 = _drawing.get(kind, (None, 0))
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        surf.fill((255, 255, 255, 0))
    r = MASTER_RADIUS
    light = (-0.45, -0.6, 0.66)
    for y in range(y0, size):
        for x in range(size):
            dx, dy = (x + 0.5 - size / 2) / r, (y + 0.5 - size / 2) / r
            d = math.hypot(dx, dy)
            if kind == "pip":
                surf.set_at((x, y), _dimple(dx, dy, d))
            elif d < 1.0:
                nz = math.sqrt(1 - d * d)
                diffuse = dx * light[0] + dy * light[1] + nz * light[2]
                col = _mix(BRASS[0], BRASS[1], max(0.0, min(1.0, diffuse)))
                spec = max(0.0, diffuse) ** 24
                surf.set_at((x, y), (*_mix(col, BRASS[2], min(1.0, spec * 1.2)), 255))
        if y + 1 < size and time.perf_counter() > end:
            _drawing[kind] = (surf, y + 1)
            return False
    _drawing.pop(kind, None)
    _sprites[("master", kind)] = surf
    return True


def _dimple(dx: float, dy: float, d: float) -> tuple[int, int, int, int]:
    """Shading of a drilled pip lit from the top-left: an overlay pixel (colour, alpha)."""
    s = (dx * 0.6 + dy * 0.8) / max(d, 1e-6)  # +1 towards the bottom-right
    if d < 1.0:
        k = s * d ** 3
        return (255, 255, 255, int(70 * k)) if k > 0 else (0, 0, 0, int(120 * -k))
    if d < 1.25:
        t = 1.0 - (d - 1.0) / 0.25
        return (255, 255, 255, int(150 * s * t)) if s > 0 else (0, 0, 0, int(60 * -s * t))
    return (255, 255, 255, 0)


def _sprite(kind: str, radius: int) -> pygame.Surface:
    """The pip shading or spinner stud scaled so its disc has `radius` pixels."""
    key = (kind, radius)
    if key not in _sprites:
        master = _sprite_master(kind)
        side = max(1, round(master.get_width() * radius / 48))
        _sprites[key] = pygame.transform.smoothscale(master, (side, side))
    return _sprites[key]


@functools.lru_cache(maxsize=1)
def _drawn(colour_pips: bool, scheme: str, face: str, palette: str,
           max_bytes: int) -> SurfaceCache:
    """The images drawn for these settings: the last art's again when a new one is made with
    the same (a window opened again; the test suite opens hundreds), drawn pixels being the
    same for the same settings."""
    return SurfaceCache(max_bytes)


class TileArt:
    """Draws and caches tile faces, backs, shadows and glows for one colour scheme."""

    def __init__(self, colour_pips: bool = False, scheme: str = "ivory",
                 face: str = "pips", palette: str = "classic",
                 max_bytes: int = MAX_BYTES) -> None:
        if scheme not in SCHEMES:
            raise ValueError(f"unknown tile scheme {scheme!r}; choose one of {sorted(SCHEMES)}")
        if face not in FACES:
            raise ValueError(f"unknown tile face {face!r}; choose one of {FACES}")
        if palette not in PALETTES:
            raise ValueError(f"unknown pip palette {palette!r}; choose one of {sorted(PALETTES)}")
        self.colour_pips = colour_pips
        self.scheme_name = scheme
        self.scheme = SCHEMES[scheme]
        self.face_kind = face
        self.palette, self.palette_on_dark = PALETTES[palette]
        self._cache = _drawn(colour_pips, scheme, face, palette, max_bytes)
        self._blanks: dict[tuple[int, bool], tuple[pygame.Surface, pygame.Surface, int]] = {}

    # ----------------------------------------------------------------- public API
    def face(self, tile: Tile, length: int, angle: float = 0,
             highlight: str | None = None) -> pygame.Surface:
        """The face of `tile`, `length` px long and length//2 wide, turned by `angle` degrees.

        Glowing highlights ("legal", "selected", "hint") add glow_margin(length) on every side;
        "dim" greys the tile out.
        """
        if highlight is not None and highlight not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {highlight!r}; choose one of {HIGHLIGHTS}")
        return self._get(("face", tile, highlight), length, angle)

    def back(self, length: int, angle: float = 0) -> pygame.Surface:
        """A face-down tile: lacquered back with a brass chicken-foot emblem."""
        return self._get(("back",), length, angle)

    def shadow(self, length: int, angle: float = 0) -> pygame.Surface:
        """A soft drop shadow the size of the tile plus shadow_margin; blit at shadow_offset."""
        return self._get(("shadow",), length, angle)

    def glow(self, length: int, angle: float = 0, kind: str = "hint") -> pygame.Surface:
        """Just the glow ring of a highlight (same size as a glowing face), to pulse its alpha
        behind a plain face."""
        if kind not in GLOWING:
            raise ValueError(f"unknown glow {kind!r}; choose one of {GLOWING}")
        return self._get(("glow", kind), length, angle)

    def blit(self, dest: pygame.Surface, tile: Tile | None, centre: tuple[float, float],
             length: int, angle: float = 0, highlight: str | None = None,
             lift: float = 0.0) -> pygame.Rect:
        """Draw shadow then tile (a back if `tile` is None) centred at `centre`; return its rect."""
        sx, sy = shadow_offset(length, lift)
        shade = self.shadow(length, angle)
        dest.blit(shade, shade.get_rect(center=(round(centre[0]) + sx, round(centre[1]) + sy)))
        image = self.back(length, angle) if tile is None else self.face(tile, length, angle,
                                                                         highlight)
        rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
        dest.blit(image, rect)
        return rect

    def clear(self) -> None:
        """Forget every cached image (e.g. after a change of display mode)."""
        self._cache.clear()
        self._blanks.clear()

    @property
    def cached_bytes(self) -> int:
        """The pixels the cache of drawn images holds now (at most `max_bytes`)."""
        return self._cache.bytes

    @property
    def cached_images(self) -> list[pygame.Surface]:
        """The drawn images the cache holds now, least recently used first."""
        return self._cache.values()

    # ----------------------------------------------------------------- caching and turning
    def _get(self, what: tuple[Hashable, ...], length: int, angle: float) -> pygame.Surface:
        length = max(8, int(length))
        turn = round(angle) % 360
        key = (*what, length, turn)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        tile, highlight = what[1:] if what[0] == "face" else (None, None)
        if isinstance(tile, Tile) and self.face_kind == "numerals":
            surf = self._get(("bare", highlight), length, turn).copy()
            self._write_numbers(surf, tile, length, turn, highlight == "dim")
            return self._cache.put(key, surf)
        if turn % 90 == 0:
            surf = pygame.transform.rotate(self._flat(what, length, 1), turn)
        else:
            big = pygame.transform.rotozoom(self._flat(what, length, 2), turn, 1.0)
            w, h = big.get_size()
            surf = pygame.transform.smoothscale(big, (max(1, round(w / 2)), max(1, round(h / 2))))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return self._cache.put(key, surf)

    def _write_numbers(self, surf: pygame.Surface, tile: Tile, length: int, turn: int,
                       dim: bool) -> None:
        """Write the numbers of `tile` upright over its turned bare face, each at the centre
        of its half (the high half lies `length` / 4 before the tile's centre along its
        length)."""
        side = length // 2 - 2 * self._blank(length, False)[2] / SS
        cx, cy = surf.get_width() / 2, surf.get_height() / 2
        along = (math.cos(math.radians(turn)) * length / 4,
                 -math.sin(math.radians(turn)) * length / 4)
        for n, sign in ((tile.high, -1), (tile.low, 1)):
            if n == 0:
                continue
            colour = self.pip_colour(n)
            image = numerals.glyph(n, side, _greyed_colour(colour) if dim else colour)
            centre = (round(cx + sign * along[0]), round(cy + sign * along[1]))
            surf.blit(image, image.get_rect(center=centre))

    def _flat(self, what: tuple[Hashable, ...], length: int, scale: int) -> pygame.Surface:
        """The unrotated image at `scale` times its size (cached)."""
        key = ("flat", *what, length, scale)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        kind = what[0]
        if kind == "shadow":
            surf = self._draw_shadow(length, scale)
        elif kind == "glow":
            surf = self._draw_glow(length, scale, str(what[1]))
        else:
            tile = what[1] if kind == "face" and isinstance(what[1], Tile) else None
            surf = self._draw_body(length, scale, tile, kind == "back")
            highlight = what[-1] if kind in ("face", "bare") else None
            if highlight == "dim":
                surf = _dimmed(surf, length * scale, self.scheme.pip_lighten > 0)
            elif highlight is not None:
                halo = self._flat(("glow", highlight), length, scale).copy()
                halo.blit(surf, surf.get_rect(center=halo.get_rect().center))
                surf = halo
        return self._cache.put(key, surf)

    # ----------------------------------------------------------------- drawing
    def _draw_body(self, length: int, scale: int, tile: Tile | None,
                   back: bool) -> pygame.Surface:
        """A back, a bare face (no tile) or a face with its pips, drawn at SS x and shrunk to
        `scale` x."""
        blank, gloss, inset = self._blank(length, back)
        surf = blank.copy()
        if tile is not None:
            w, h = surf.get_size()
            side = h - 2 * inset
            for n, cx in ((tile.high, w / 4), (tile.low, 3 * w / 4)):
                self._draw_pips(surf, n, (cx - side / 2, inset), side)
        surf.blit(gloss, (0, 0))
        return pygame.transform.smoothscale(surf, (length * scale, (length // 2) * scale))

    def _blank(self, length: int, back: bool) -> tuple[pygame.Surface, pygame.Surface, int]:
        """The hi-res tile without pips (edges, face, divider or back pattern), its gloss
        overlay, and the inset of the face from the tile's edge; cached per length."""
        key = (length, back)
        if key in self._blanks:
            return self._blanks[key]
        sc = self.scheme
        w, h = length * SS, (length // 2) * SS
        unit = SS * length / 64.0  # one "point" of a 64px tile, in hi-res pixels
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((*sc.outline, 0))
        radius = round(h * 0.13)
        outline = max(SS, round(1.0 * unit))
        bevel = max(SS, round(1.8 * unit))
        pygame.draw.rect(surf, sc.outline, surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-2 * outline, -2 * outline)
        mid = _mix(sc.bevel_light, sc.bevel_dark, 0.5)
        _paint_rounded(surf, _gradient(inner.size, sc.bevel_light, mid, mid, sc.bevel_dark),
                       inner, radius - outline)
        face = inner.inflate(-2 * bevel, -2 * bevel)
        top, bottom = (sc.back_top, sc.back_bottom) if back else (sc.face_top, sc.face_bottom)
        _paint_rounded(surf, _gradient(face.size, top, top, bottom, bottom), face,
                       radius - outline - bevel)
        if back:
            self._draw_back_pattern(surf, face, unit)
        else:
            self._draw_divider(surf, face, unit)
        gloss = pygame.Surface((w, h), pygame.SRCALPHA)
        gloss.fill((255, 255, 255, 0))
        self._draw_gloss(gloss, face, radius - outline - bevel, sc.gloss)
        if len(self._blanks) >= 12:
            self._blanks.pop(next(iter(self._blanks)))
        self._blanks[key] = (surf, gloss, outline + bevel)
        return self._blanks[key]

    def _draw_gloss(self, surf: pygame.Surface, face: pygame.Rect, radius: int,
                    alpha: int) -> None:
        """A soft white sheen fading down the upper part of the face, like polished lacquer."""
        sheen = pygame.Surface(face.size, pygame.SRCALPHA)
        sheen.fill((255, 255, 255, 0))
        band = max(1, face.h * 45 // 100)
        for y in range(band):
            a = int(alpha * (1 - y / band) ** 2)
            pygame.draw.line(sheen, (255, 255, 255, a), (0, y), (face.w, y))
        _paint_rounded(surf, sheen, face, radius)

    def _draw_divider(self, surf: pygame.Surface, face: pygame.Rect, unit: float) -> None:
        """The engraved centre line and the brass spinner stud."""
        sc = self.scheme
        x = surf.get_width() // 2
        thick = max(SS, round(1.2 * unit))
        pad = round(face.h * 0.07)
        dark = pygame.Rect(0, face.top + pad, thick, face.h - 2 * pad)
        dark.centerx = x
        pygame.draw.rect(surf, sc.divider, dark, border_radius=thick // 2)
        light = pygame.Rect(dark.right, dark.top, max(2, thick // 2), dark.h)
        pygame.draw.rect(surf, sc.divider_light, light, border_radius=thick // 4)
        stud = _sprite("stud", max(2, round(face.h * 0.085)))
        surf.blit(stud, stud.get_rect(center=(x, surf.get_height() // 2)))

    def pip_colour(self, n: int) -> RGB:
        """The scheme's pip colour, or number n's colour (lifted to stay bright on dark faces)."""
        if not self.colour_pips:
            return self.scheme.pip
        colour = self.palette[n]
        if self.scheme.pip_lighten <= 0:
            return colour
        if self.palette_on_dark is not None:
            return self.palette_on_dark[n]
        t = self.scheme.pip_lighten
        while t < 1 and _luma(_mix(colour, (255, 255, 255), t)) < 150:
            t += 0.05
        return _mix(colour, (255, 255, 255), min(1.0, t))

    def _draw_pips(self, surf: pygame.Surface, n: int, origin: tuple[float, float],
                   side: float) -> None:
        """The pips of number n inside the square at `origin` with `side` pixels."""
        if n == 0:
            return
        colour = self.pip_colour(n)
        r = max(2, round(pip_radius(n) * side))
        shading = _sprite("pip", r)
        for u, v in PIP_LAYOUTS[n]:
            centre = (round(origin[0] + u * side), round(origin[1] + v * side))
            pygame.draw.circle(surf, colour, centre, r)
            surf.blit(shading, shading.get_rect(center=centre))

    def _draw_back_pattern(self, surf: pygame.Surface, face: pygame.Rect, unit: float) -> None:
        """Fine diagonal lacquer weave, a brass inlay line and the chicken-foot emblem."""
        weave = pygame.Surface(face.size, pygame.SRCALPHA)
        weave.fill((255, 255, 255, 0))
        step = max(SS * 2, round(face.h / 7))
        line = max(1, round(unit * 0.5))
        for i in range(-face.h, face.w + face.h, step):
            pygame.draw.line(weave, (255, 255, 255, 20), (i, 0), (i + face.h, face.h), line)
            pygame.draw.line(weave, (0, 0, 0, 26), (i + face.h, 0), (i, face.h), line)
        _paint_rounded(surf, weave, face, round(face.h * 0.08))
        trim = face.inflate(-round(face.h * 0.22), -round(face.h * 0.22))
        pygame.draw.rect(surf, BRASS[1], trim, max(SS, round(unit * 0.9)),
                         border_radius=round(face.h * 0.1))
        cx, cy = surf.get_width() / 2, surf.get_height() / 2
        medal = round(face.h * 0.3)
        pygame.draw.circle(surf, _mix(self.scheme.back_bottom, (0, 0, 0), 0.3), (cx, cy), medal)
        pygame.draw.circle(surf, BRASS[1], (cx, cy), medal, max(SS, round(unit)))
        self._draw_chicken_foot(surf, (cx, cy + medal * 0.12), medal * 0.62, unit)

    def _draw_chicken_foot(self, surf: pygame.Surface, heel: tuple[float, float], size: float,
                           unit: float) -> None:
        """Three splayed toes and a short back toe, in brass with a darker cast shadow."""
        thick = max(SS, round(unit * 1.7))
        toes = ((90, 1.0), (140, 0.85), (40, 0.85), (270, 0.35))
        for colour, offset in ((BRASS[0], unit * 0.7), (BRASS[2], -unit * 0.35),
                               (BRASS[1], 0.0)):
            hx, hy = heel[0] + offset, heel[1] + offset
            for deg, reach in toes:
                a = math.radians(deg)
                tip = (hx + math.cos(a) * size * reach, hy - math.sin(a) * size * reach)
                pygame.draw.line(surf, colour, (hx, hy), tip, thick)
                pygame.draw.circle(surf, colour, tip, thick / 2)
            pygame.draw.circle(surf, colour, (hx, hy), thick * 0.8)

    def _draw_shadow(self, length: int, scale: int) -> pygame.Surface:
        m = shadow_margin(length) * scale
        w, h = length * scale, (length // 2) * scale
        surf = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, 120), (m, m, w, h), border_radius=round(h * 0.15))
        return _blur(surf, max(2, m // 2))

    def _draw_glow(self, length: int, scale: int, kind: str) -> pygame.Surface:
        """A soft coloured halo fading out from the tile's edge, plus a crisp ring hugging it."""
        soft, crisp = GLOW_COLOURS[kind]
        strength, ring_width = GLOW_STYLE[kind]
        k = 2 * scale  # drawn at 2x the requested scale, then shrunk
        m = glow_margin(length) * k
        tile = pygame.Rect(m, m, length * k, (length // 2) * k)
        radius = round(tile.h * 0.13)
        hi = pygame.Surface((tile.w + 2 * m, tile.h + 2 * m), pygame.SRCALPHA)
        hi.fill((*soft, 0))
        for d in range(m, -1, -1):  # outermost first; each smaller rect overwrites inside
            alpha = round(strength * (1 - d / m) ** 1.3)
            pygame.draw.rect(hi, (*soft, alpha), tile.inflate(2 * d, 2 * d),
                             border_radius=radius + d)
        rw = max(2, round(ring_width * k * length / 64))
        pygame.draw.rect(hi, (*crisp, 255), tile.inflate(2 * rw - 2, 2 * rw - 2), rw,
                         border_radius=radius + rw)
        margin = 2 * glow_margin(length)
        return pygame.transform.smoothscale(hi, ((length + margin) * scale,
                                                 (length // 2 + margin) * scale))
