"""How the menus are drawn: the palette, the interface scale and cached drawing pieces.

Rounded gradients, soft shadows, wooden panels with a brass rim, tints, veils and arrows, shared
by the widgets (game/render/widgets.py) and the scenes that draw their own panels. Drawn pieces
are cached per size (and converted for the display once it exists); nothing here keeps state
beyond that cache.
"""
from __future__ import annotations

from typing import Hashable, Iterator, Optional, Sequence

import pygame

from game.render import text as txt
from game.render.surface_cache import SurfaceCache

RGB = tuple[int, int, int]

# The palette: warm wood, cream, amber and brass on green felt.
CREAM = (255, 246, 226)
INK = (62, 38, 20)
BRASS = (236, 186, 92)
BRASS_DARK = (150, 102, 40)
PANEL_TOP = (70, 44, 28)
PANEL_BOTTOM = (42, 26, 18)
MUTED = (206, 186, 152)
GOOD = (96, 200, 110)
BAD = (236, 92, 70)
SEAT_COLOURS = ((232, 92, 70), (70, 150, 232), (250, 196, 60), (110, 200, 110),
                (190, 110, 220), (240, 140, 60), (80, 200, 200), (230, 110, 170))  # seat i: [i % 8]

STYLES: dict[str, tuple[RGB, RGB, RGB]] = {  # (top, bottom, text)
    "primary": ((255, 184, 72), (226, 112, 34), (255, 255, 250)),
    "secondary": ((255, 244, 218), (226, 202, 158), INK),
    "danger": ((244, 110, 86), (184, 48, 38), (255, 250, 245)),
    "quiet": ((96, 66, 44), (70, 46, 30), CREAM),
    "good": ((120, 210, 120), (46, 146, 70), (255, 255, 250)),
}
DISABLED = ((150, 140, 128), (118, 108, 98), (210, 204, 196))


def ui_scale(size: tuple[int, int]) -> float:
    """How big the interface is drawn: 1.0 at 1280x720, smaller or larger with the window."""
    w, h = size
    return max(0.5, min(3.0, min(w / 1280, h / 720)))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Colour between `a` (t=0) and `b` (t=1)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


# ---------------------------------------------------------------- cached drawing pieces

# Panels, buttons and shadows: 8 MB of pixels, or three windows' worth on a larger window. One
# frame of the statistics or the pause menu draws about 1.7 windows' worth of them (13 MB at
# 1920x1080): a fixed 8 MB pushed out each piece before the next frame drew it again.
_pieces = SurfaceCache(8 << 20, windows=3)
# Veils apart: a window-sized veil (3.7 MB at 1280x720) among the pieces pushed out the panels
# and shadows drawn with it, which pushed it out in turn, every frame.
_veils = SurfaceCache(24 << 20)


def _remember(key: Hashable, surf: pygame.Surface, cache: SurfaceCache = _pieces
              ) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return cache.put(key, surf)


def rounded_gradient(size: tuple[int, int], radius: int, top: Sequence[int],
                     bottom: Sequence[int], alpha: int = 255,
                     border: Optional[Sequence[int]] = None, border_width: int = 0,
                     gloss: int = 0) -> pygame.Surface:
    """A rounded rectangle filled top-to-bottom, optional rim and glossy upper half (cached)."""
    w, h = max(2, size[0]), max(2, size[1])
    key = ("grad", w, h, radius, tuple(top), tuple(bottom), alpha,
           border and tuple(border), border_width, gloss)
    found = _pieces.get(key)
    if found is not None:
        return found
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    strip.set_at((0, 0), (*top[:3], alpha))
    strip.set_at((0, 1), (*bottom[:3], alpha))
    fill = pygame.transform.smoothscale(strip, (w, h))
    if gloss:
        sheen = pygame.Surface((w, h // 2), pygame.SRCALPHA)
        sheen.fill((255, 255, 255, gloss))
        fill.blit(sheen, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if border is not None and border_width > 0:
        pygame.draw.rect(fill, border, fill.get_rect(), border_width, border_radius=radius)
    return _remember(key, fill)


def soft_shadow(size: tuple[int, int], radius: int, blur: int,
                alpha: int = 110) -> pygame.Surface:
    """A blurred dark rounded rectangle `blur` px larger on every side (cached)."""
    w, h = max(2, size[0]), max(2, size[1])
    blur = max(1, blur)
    key = ("shadow", w, h, radius, blur, alpha)
    found = _pieces.get(key)
    if found is not None:
        return found
    full = (w + 2 * blur, h + 2 * blur)
    surf = pygame.Surface(full, pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), (blur, blur, w, h), border_radius=radius)
    factor = max(2, blur // 2)
    small = (max(1, full[0] // factor), max(1, full[1] // factor))
    for _ in range(2):
        surf = pygame.transform.smoothscale(pygame.transform.smoothscale(surf, small), full)
    return _remember(key, surf)


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int,
                alpha: int = 110) -> None:
    """A soft shadow under `rect`, offset down by `lift`."""
    blur = max(3, lift * 2)
    shade = soft_shadow(rect.size, radius, blur, alpha)
    surface.blit(shade, (rect.x - blur + lift // 2, rect.y - blur + lift))


def panel_body(rect: pygame.Rect, title: str = "", scale: float = 1.0) -> pygame.Rect:
    """The inside of a panel drawn by draw_panel (below its title, if any)."""
    pad = max(8, round(16 * scale))
    body = pygame.Rect(rect).inflate(-2 * pad, -2 * pad)
    if title:
        head = round(30 * scale * 1.3) + pad // 2
        body.top += head
        body.height -= head
    return body


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, title: str = "",
               alpha: int = 232, scale: Optional[float] = None) -> pygame.Rect:
    """A dark wooden panel with a brass rim and an optional title; returns panel_body()."""
    *_, body = panel_steps(surface, rect, title, alpha, scale)
    assert body is not None
    return body


def panel_steps(surface: pygame.Surface, rect: pygame.Rect, title: str = "",
                alpha: int = 232, scale: Optional[float] = None
                ) -> Iterator[Optional[pygame.Rect]]:
    """draw_panel a piece a step: None after its shadow and after its body, then its title
    and panel_body() last (a screen made ahead a step a frame: the same picture)."""
    if scale is None:
        scale = ui_scale(surface.get_size())
    radius = max(8, round(18 * scale))
    lift = max(4, round(10 * scale))
    draw_shadow(surface, rect, radius, lift, 130)
    yield None
    rim = max(2, round(3 * scale))
    surface.blit(rounded_gradient(rect.size, radius, PANEL_TOP, PANEL_BOTTOM, alpha,
                                  BRASS_DARK, rim), rect)
    inner = pygame.Rect(rect).inflate(-2 * rim, -2 * rim)
    pygame.draw.rect(surface, (*BRASS, 90), inner, 1, border_radius=max(2, radius - rim))
    yield None
    body = panel_body(rect, title, scale)
    if title:
        pad = max(8, round(16 * scale))
        size = txt.fit_size(title, round(30 * scale), rect.width - 2 * pad, True, "title")
        centre_y = rect.top + pad + round(30 * scale * 1.3) // 2 - round(2 * scale)
        txt.blit_text(surface, title, (rect.centerx, centre_y), size, BRASS, "center", True,
                      "title", shadow=(0, 0, 0, 160))
        line_y = body.top - pad // 2
        pygame.draw.line(surface, BRASS_DARK, (body.left + pad, line_y),
                         (body.right - pad, line_y), max(1, rim // 2))
    yield body


def tint(surface: pygame.Surface, rect: pygame.Rect, colour: Sequence[int], alpha: int,
         radius: int = 0) -> None:
    """Wash a (rounded) rectangle of `surface` with a translucent colour."""
    if rect.width > 1 and rect.height > 1:
        surface.blit(rounded_gradient(rect.size, radius, colour, colour, alpha), rect)


MAT = (8, 22, 14)  # a panel's mat: darker felt
MAT_RIM = (92, 128, 98)


def draw_mat(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """The mat a panel of the table lies on, over the barnyard's tiles that pass under it: a
    rounded sheet of darker felt with a pale rim, so a tile ends at its edge, not at a line
    on open felt."""
    if rect.width > 1 and rect.height > 1:
        radius = max(4, round(10 * scale))
        surface.blit(rounded_gradient(rect.size, radius, MAT, MAT, 150, MAT_RIM,
                                      max(1, round(2 * scale))), rect)


def veil(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A dark translucent sheet the size of the screen, to dim what lies under a box (cached)."""
    key = ("veil", size, alpha)
    found = _veils.get(key)
    if found is None:
        sheet = pygame.Surface(size, pygame.SRCALPHA)
        sheet.fill((10, 6, 4, alpha))
        return _remember(key, sheet, _veils)
    return found


def draw_triangle(surface: pygame.Surface, centre: tuple[int, int], size: int, pointing: int,
                  colour: Sequence[int]) -> None:
    """A small filled arrow pointing left (-1) or right (+1)."""
    x, y = centre
    h = size // 2
    pts = [(x - pointing * h // 2, y - h), (x - pointing * h // 2, y + h), (x + pointing * h, y)]
    pygame.draw.polygon(surface, colour, pts)
