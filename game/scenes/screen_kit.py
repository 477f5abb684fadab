"""The menu screens' look and frame: the backdrop, the heading, cached still layers, the panel
and button-bar geometry, the Back button every screen has in the same place, and the
chicken-foot emblem of real tiles. Shared by the menu, setup, how-to-play, settings, score,
statistics, ladder and replay screens.
"""
from __future__ import annotations

import math
from typing import Callable, Iterator, NamedTuple, Optional, Protocol, Sequence

import pygame

from game.render import text as txt
from game.render.felt import felt_surface
from game.render.surface_cache import SurfaceCache
from game.render.tile_art import TileArt
from game.render.ui_draw import panel_steps, ui_scale
from game.render.widgets.base import SoundsLike
from game.render.widgets.button import Button
from game.render.widgets.toast import MENU_BAR, MENU_MARGIN
from game.rules.tiles import Tile

TITLE_GOLD = (255, 214, 120)
TITLE_RIM = (92, 44, 14)

_backdrops = SurfaceCache(12 << 20)  # a backdrop per window size: at most 12 MB of pixels


def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The menu screens' background: the felt, darker towards the top edge (cached)."""
    size = (max(1, size[0]), max(1, size[1]))
    found = _backdrops.get(size)
    if found is None:
        found = felt_surface(size).copy()
        shade = pygame.Surface((1, 3), pygame.SRCALPHA)
        shade.set_at((0, 0), (20, 8, 0, 120))
        shade.set_at((0, 1), (0, 0, 0, 0))
        shade.set_at((0, 2), (0, 0, 0, 60))
        found.blit(pygame.transform.smoothscale(shade, size), (0, 0))
        _backdrops.put(size, found)
    return found


def draw_foot(surface: pygame.Surface, art: TileArt, centre: tuple[float, float], length: int,
              number: int = 5, leg: Optional[int] = 9, toes: Sequence[int] = (2, 0, 4),
              turn: float = 0.0, highlight_toes: bool = False) -> None:
    """A chicken foot of real tiles: a leg tile into a crosswise double, three toes fanned out
    below (no leg when `leg` is None). `turn` tilts the whole foot (degrees,
    counter-clockwise)."""
    cx, cy = centre
    gap = max(1, length // 40)
    half_w = length / 4

    def at(dx: float, dy: float) -> tuple[float, float]:
        a = math.radians(turn)
        return (cx + dx * math.cos(a) + dy * math.sin(a),
                cy - dx * math.sin(a) + dy * math.cos(a))

    if leg is not None:
        leg_tile = Tile(leg, number)
        up = 270 if leg_tile.high == leg else 90
        art.blit(surface, leg_tile, at(0, -(half_w + length / 2 + gap)), length, up + turn)
    art.blit(surface, Tile(number, number), at(0, 0), length, turn)
    for i, (toe, tilt) in enumerate(zip(toes, (-42, 0, 42))):
        tile = Tile(number, toe)
        down = 270 if tile.high == number else 90
        rad = math.radians(tilt)
        ax = (i - 1) * length * 0.47
        reach = length / 2 + gap
        dx = ax + math.sin(rad) * reach
        dy = half_w + gap + math.cos(rad) * reach
        art.blit(surface, tile, at(dx, dy), length, down + tilt + turn,
                 highlight="hint" if highlight_toes else None)


def draw_heading(surface: pygame.Surface, size: tuple[int, int], heading: str) -> int:
    """A screen's heading at the top centre; returns the y below it."""
    s = ui_scale(size)
    rect = txt.blit_text(surface, heading, (size[0] // 2, round(14 * s)), round(52 * s),
                         TITLE_GOLD, "midtop", True, "title", shadow=(0, 0, 0, 150),
                         outline=TITLE_RIM)
    return rect.bottom


_layers = SurfaceCache(16 << 20)  # composed menu screens: at most 16 MB of pixels


def screen_layer(size: tuple[int, int], heading: str,
                 panels: Sequence[tuple[pygame.Rect, str]] = ()) -> pygame.Surface:
    """The still part of a menu screen, composed once: backdrop, heading and empty panels
    (cached by size, heading and panels, so a frame costs one blit for all of it)."""
    *_, found = screen_layer_steps(size, heading, panels)
    assert found is not None
    return found


def screen_layer_steps(size: tuple[int, int], heading: str,
                       panels: Sequence[tuple[pygame.Rect, str]] = ()
                       ) -> Iterator[Optional[pygame.Surface]]:
    """screen_layer's work a piece at a time: None after each piece (the backdrop, the
    heading's font, the heading, each panel's shadow, body and title), the layer last. A
    screen coming next can be made ahead a step a frame, in frames with room; the same
    pieces in the same order, so the same picture as screen_layer's, which then finds it
    cached."""
    key = (size, heading, tuple((tuple(r), t) for r, t in panels))
    found = _layers.get(key)
    if found is None:
        scale = ui_scale(size)
        layer = backdrop(size)
        yield None
        found = layer.copy()
        if heading:
            txt.font(round(52 * scale), True, "title")  # (loading it is a piece of its own)
            yield None
            draw_heading(found, size, heading)
            yield None
        for rect, title in panels:
            for _ in panel_steps(found, rect, title, scale=scale):
                yield None
        _layers.put(key, found)
    yield found


class _LaidOut(Protocol):
    size: tuple[int, int]

    def resize(self, size: tuple[int, int]) -> None: ...


def draw_backdrop(scene: _LaidOut, surface: pygame.Surface) -> float:
    """Lay `scene` out again if the window changed size, then cover `surface` with the menu
    backdrop; returns the interface scale."""
    size = surface.get_size()
    if size != scene.size:
        scene.resize(size)
    surface.blit(backdrop(size), (0, 0))
    return ui_scale(size)


class MenuFrame(NamedTuple):
    """Where a menu screen lays out its panels: the interface scale, the margin, the top and
    bottom of the panels and the height of the button bar along the bottom edge."""

    scale: float
    margin: int
    top: int
    bar: int
    bottom: int


def menu_frame(size: tuple[int, int]) -> MenuFrame:
    """The frame of a menu screen of `size` (below the heading, above the button bar)."""
    s = ui_scale(size)
    m = round(MENU_MARGIN * s)
    bar = round(MENU_BAR * s)
    return MenuFrame(s, m, round(84 * s), bar, size[1] - bar - 2 * m)


def two_panels(size: tuple[int, int], frame: MenuFrame,
               share: float) -> tuple[pygame.Rect, pygame.Rect]:
    """Two panels side by side in `frame`: the left one `share` of the width, the right the rest."""
    m, top, bottom = frame.margin, frame.top, frame.bottom
    split = round((size[0] - 3 * m) * share)
    left = pygame.Rect(m, top, split, bottom - top)
    right = pygame.Rect(left.right + m, top, size[0] - 2 * m - split - m, bottom - top)
    return left, right


def button_bar(size: tuple[int, int], frame: MenuFrame,
               width: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A menu screen's bottom bar: a button `width` wide at each end, and the room between."""
    w, h = size
    m, bar = frame.margin, frame.bar
    left = pygame.Rect(m, h - m - bar, width, bar)
    right = pygame.Rect(w - m - width, h - m - bar, width, bar)
    middle = pygame.Rect(left.right + m, h - m - bar, right.left - left.right - 2 * m, bar)
    return left, middle, right


#: The Back button's width on every menu screen at 1280x720 (it scales with the window).
BACK_WIDTH = 230


class BackButton(Button):
    """Every menu screen's way back, one look and one place: a quiet button with its Esc
    keycap at the left end of the bottom button bar (`label`: "Menu" where it leads there)."""

    def __init__(self, on_click: Callable[[], object], sounds: Optional[SoundsLike] = None,
                 label: str = "Back") -> None:
        super().__init__(label, on_click, shortcut=pygame.K_ESCAPE, hint="Esc", style="quiet",
                         sounds=sounds)

    def place(self, size: tuple[int, int]) -> pygame.Rect:
        """Stand at the bar's left end on a screen of `size` (the same in large print: its
        word is large already); the rest of the bar (the room right of it, to the margin) is
        returned for the screen's other buttons."""
        frame = menu_frame(size)
        self.rect, middle, right = button_bar(size, frame, back_width(frame))
        return middle.union(right)


def back_width(frame: MenuFrame) -> int:
    """The Back button's width in `frame` (a screen's left button of the bar is as wide)."""
    return round(BACK_WIDTH * frame.scale)
