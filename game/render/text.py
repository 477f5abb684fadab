"""Fonts and text, rendered once and cached.

Three faces: ``title`` (a warm bookish serif for big headings), ``body`` (a clean sans for
labels and prose) and ``mono`` (numbers on the score sheet). Each falls back through a list of
system fonts to pygame's bundled font, so the game looks the same wherever the fonts exist and
still works where none do. Sizes are pixels; callers derive them from the window size.

No text is drawn with capitals under CAP_HEIGHT px (read from across the room at the smallest
window, 1024x600): a size asked for below a face's `readable` floor is drawn at the floor, and
the fitting functions shrink text no further (they break it into lines or cut it instead).

Any text can be drawn, whatever a file held: every font this module gives draws control
characters and unpaired surrogates as U+FFFD (pygame refuses a NUL) and cuts a line longer than
MAX_DRAWN characters. The caches are bounded: drawn text by the bytes of its pixels
(MAX_CACHED_BYTES, least recently used first), fonts by count, wrapped and fitted text by count
of entries no longer than MAX_WRAPPED characters.
"""
from __future__ import annotations

import functools
import re
from collections import OrderedDict
from typing import TYPE_CHECKING, Optional, Sequence, Union

import pygame

from game.render.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from pygame.typing import ColorLike

RGB = tuple[int, int, int]
Colour = tuple[int, ...]

FACES: dict[str, str] = {
    "title": "urwbookman,bookmanoldstyle,georgia,dejavuserif,serif",
    "body": "dejavusans,nimbussans,arial,helvetica,verdana,sans",
    "mono": "dejavusansmono,notosansmono,consolas,couriernew,monospace",
}

MAX_CACHED_BYTES = 8 << 20   # pixels of drawn text kept for the next frames (or a window's
                             # worth on a larger one: a 4K table draws 16 MB of text in a second)
MAX_FONTS = 96               # fonts kept (faces x sizes x bold; sizes follow the window)
MAX_DRAWN = 400              # characters of one line drawn; a longer one is cut
MAX_WRAPPED = 4000           # characters of text wrapped or fitted (the rest is cut)
CAP_HEIGHT = 12              # px: the smallest capital drawn (an 'H', its ink as drawn)
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")

_fonts: OrderedDict[tuple[str, int, bool], pygame.font.Font] = OrderedDict()
_surfaces = SurfaceCache(MAX_CACHED_BYTES, windows=1)


def drawable(text: str, limit: int = MAX_DRAWN) -> str:
    """`text` as it can be drawn: control characters and unpaired surrogates as U+FFFD, cut
    (with an ellipsis) past `limit` characters."""
    if len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    return _UNDRAWABLE.sub("\ufffd", text)


class SafeFont(pygame.font.Font):
    """A pygame font that draws any text (see `drawable`) instead of raising or making a
    surface of a million pixels."""

    def render(self, text: Union[str, bytes, None], antialias: bool, color: "ColorLike",
               bgcolor: Optional["ColorLike"] = None, wraplength: int = 0) -> pygame.Surface:
        if isinstance(text, str):
            text = drawable(text)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size(self, text: Union[str, bytes], /) -> tuple[int, int]:
        return super().size(drawable(text) if isinstance(text, str) else text)


def _safe_font(path: Optional[str], size: int, bold: bool, italic: bool) -> SafeFont:
    """SysFont's constructor: the font file (None: pygame's own) as a SafeFont."""
    made = SafeFont(path, size)
    made.bold, made.italic = bold, italic
    return made


def readable(size: float, bold: bool = False, face: str = "body") -> int:
    """`size`, or the smallest size of `face` whose capitals are CAP_HEIGHT px tall as drawn,
    whichever is larger: the size text asked for at `size` is drawn at."""
    return max(int(size), _floor(bold, face))


def print_size(size: float, print_scale: float = 1.0, bold: bool = False,
               face: str = "body") -> int:
    """`size` (scaled to the window) in print of `print_scale`: the `readable` size scaled,
    so that large print reads larger than normal print where both would be at the floor."""
    return round(readable(size, bold, face) * print_scale)


@functools.lru_cache(maxsize=16)
def _floor(bold: bool, face: str) -> int:
    """The smallest size at which an 'H' of `face` covers CAP_HEIGHT rows of pixels."""
    size = 6
    while _load(size, bold, face).render("H", True, (255, 255, 255)).get_bounding_rect().height \
            < CAP_HEIGHT:
        size += 1
    return size


def font(size: float, bold: bool = False, face: str = "body") -> pygame.font.Font:
    """The font `face` at `size` pixels, never below its `readable` floor (cached; it draws
    any text, see SafeFont)."""
    return _load(readable(size, bold, face), bold, face)


def _load(size: int, bold: bool, face: str) -> pygame.font.Font:
    """The font `face` at exactly `size` pixels (cached)."""
    key = (face, size, bold)
    found = _fonts.get(key)
    if found is not None:
        _fonts.move_to_end(key)
        return found
    if not pygame.font.get_init():
        pygame.font.init()
    names = FACES.get(face, FACES["body"])
    try:
        found = pygame.font.SysFont(names, size, bold=bold, constructor=_safe_font)
    except (OSError, RuntimeError):  # pragma: no cover - broken font setups
        found = _safe_font(None, size, bold, False)
    _fonts[key] = found
    while len(_fonts) > MAX_FONTS:
        _fonts.popitem(last=False)
    return found


def render(text: str, size: int, colour: Colour = (255, 255, 255), bold: bool = False,
           face: str = "body", shadow: Optional[Colour] = None,
           outline: Optional[Colour] = None) -> pygame.Surface:
    """`text` as an antialiased surface (cached by every argument).

    `shadow` adds a soft drop shadow below-right; `outline` a 1-2 px rim (for titles over
    busy backgrounds).
    """
    text = drawable(text)
    size = readable(size, bold, face)
    key = (text, size, tuple(colour), bold, face, shadow and tuple(shadow),
           outline and tuple(outline))
    cached = _surfaces.get(key)
    if cached is not None:
        return cached
    return _surfaces.put(key, _draw(text, size, colour, bold, face, shadow, outline))


def cached_bytes() -> int:
    """Bytes of pixels the text cache holds now (at most MAX_CACHED_BYTES)."""
    return _surfaces.bytes


def _draw(text: str, size: int, colour: Colour, bold: bool, face: str,
          shadow: Optional[Colour], outline: Optional[Colour]) -> pygame.Surface:
    """Render without the cache."""
    f = font(size, bold, face)
    body = f.render(text, True, colour[:3])
    if len(colour) > 3:
        body.set_alpha(colour[3])
    if shadow is None and outline is None:
        return _converted(body)
    rim = max(1, size // 22) if outline is not None else 0
    drop = max(1, size // 14) if shadow is not None else 0
    w, h = body.get_size()
    out = pygame.Surface((w + 2 * rim + drop, h + 2 * rim + drop), pygame.SRCALPHA)
    if shadow is not None:
        dark = f.render(text, True, shadow[:3])
        dark.set_alpha(shadow[3] if len(shadow) > 3 else 150)
        out.blit(dark, (rim + drop, rim + drop))
    if outline is not None:
        edge = f.render(text, True, outline[:3])
        for dx in range(-rim, rim + 1):
            for dy in range(-rim, rim + 1):
                if dx or dy:
                    out.blit(edge, (rim + dx, rim + dy))
    out.blit(body, (rim, rim))
    return _converted(out)


def _converted(surf: pygame.Surface) -> pygame.Surface:
    """`convert_alpha()` when a display exists (faster blits), else the surface as is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def wrap(text: str, size: int, width: int, bold: bool = False, face: str = "body") -> list[str]:
    """`text` broken into lines no wider than `width` pixels (paragraphs kept on newlines)."""
    return list(_wrap(text[:MAX_WRAPPED], readable(size, bold, face), int(width), bold, face))


@functools.lru_cache(maxsize=2048)
def _wrap(text: str, size: int, width: int, bold: bool, face: str) -> tuple[str, ...]:
    """wrap() without the copy, cached (menus wrap the same text every frame)."""
    f = font(size, bold, face)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def stacked(images: Sequence[pygame.Surface]) -> pygame.Surface:
    """Lines drawn one under another, each centred across the widest (one line as it is)."""
    if len(images) == 1:
        return images[0]
    block = pygame.Surface((max(i.get_width() for i in images),
                            sum(i.get_height() for i in images)), pygame.SRCALPHA)
    y = 0
    for image in images:
        block.blit(image, image.get_rect(midtop=(block.get_width() // 2, y)))
        y += image.get_height()
    return block


def blit_text(surface: pygame.Surface, text: str, pos: tuple[float, float], size: int,
              colour: Colour = (255, 255, 255), anchor: str = "topleft", bold: bool = False,
              face: str = "body", shadow: Optional[Colour] = None,
              outline: Optional[Colour] = None) -> pygame.Rect:
    """Draw cached text with its `anchor` ("center", "midleft", ...) at `pos`; return its rect."""
    image = render(text, size, colour, bold, face, shadow, outline)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def blit_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int,
                 colour: Colour = (255, 255, 255), bold: bool = False, face: str = "body",
                 line_gap: float = 1.25, align: str = "left") -> int:
    """Draw `text` wrapped to `rect`'s width from its top; return the y below the last line."""
    size = readable(size, bold, face)
    y = rect.top
    step = round(size * line_gap)
    for line in wrap(text, size, rect.width, bold, face):
        if line:
            anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
            x = {"left": rect.left, "center": rect.centerx, "right": rect.right}[align]
            blit_text(surface, line, (x, y), size, colour, anchor, bold, face)
        y += step
    return y


def fit_size(text: str, size: int, width: int, bold: bool = False, face: str = "body",
             smallest: int = 8) -> int:
    """The largest size <= `size` (not below `smallest` nor the `readable` floor) at which
    `text` fits in `width` pixels (cached)."""
    return _fit_size(drawable(text), readable(size, bold, face), width, bold, face,
                     readable(smallest, bold, face))


def fit_text(text: str, size: int, width: int, bold: bool = False, face: str = "body",
             smallest: int = 8) -> tuple[str, int]:
    """`text` and the largest size <= `size` (not below `smallest` nor the `readable` floor) at
    which it fits in `width` pixels; where even that is too large, the text cut short with an
    ellipsis (cached: drawn every frame)."""
    return _fit_text(drawable(text), readable(size, bold, face), width, bold, face,
                     readable(smallest, bold, face))


@functools.lru_cache(maxsize=1024)
def fit_lines(text: str, size: int, width: int, height: int,
              bold: bool = False) -> tuple[tuple[str, ...], int]:
    """`text` at the largest size <= `size` that fits `width`: on one line, or broken in two
    lines of even length, `size` apart, where two fit in `height` and read clearly larger or
    say whole what one line cuts short (cached: drawn every frame). Too long even for one line
    at the `readable` floor, and for two, it is cut short with an ellipsis as `fit_text` cuts
    it."""
    text = drawable(text)
    size = readable(size, bold)
    line, one = _fit_text(text, size, width, bold, "body", readable(0, bold))
    words = text.split(" ")
    if (one >= size and line == text) or len(words) < 2:
        return (line,), one
    f = font(size, bold)
    halves = min(((" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))),
                 key=lambda pair: max(f.size(line)[0] for line in pair))
    two = readable(min(size, height // 2), bold)
    while two > one and max(font(two, bold).size(line)[0] for line in halves) > width:
        two -= 1
    whole = max(font(two, bold).size(line)[0] for line in halves) <= width and 2 * two <= height
    cut = line != text  # even at the floor one line cuts it short: two lines say it whole
    return (halves, two) if two > one * 1.15 or (cut and whole) else ((line,), one)


@functools.lru_cache(maxsize=256)
def fit_wrapped(text: str, size: int, width: int, height: int, line_gap: float = 1.25,
                smallest: int = 10) -> tuple[tuple[str, ...], int]:
    """`text` wrapped to `width` at the largest size <= `size` (not below `smallest`) whose
    lines, `line_gap` x size apart, fit in `height`; at `smallest` the lines that fit, the last
    cut short with an ellipsis (as is any word too wide for a line). Cached: drawn every
    frame."""
    text = drawable(text)
    size, smallest = readable(size), readable(smallest)
    while True:
        lines = _wrap(text, size, width, False, "body")
        room = max(1, height // round(size * line_gap))
        if len(lines) <= room or size <= smallest:
            break
        size -= 1
    if len(lines) > room:
        lines = lines[:room - 1] + (lines[room - 1].rstrip() + " \u2026",)
    return tuple(_fit_text(line, size, width, False, "body", size)[0] for line in lines), size


@functools.lru_cache(maxsize=4096)
def _fit_text(text: str, size: int, width: int, bold: bool, face: str,
              smallest: int) -> tuple[str, int]:
    size = _fit_size(text, size, width, bold, face, smallest)
    f = font(size, bold, face)
    while len(text) > 1 and f.size(text)[0] > width:
        text = text[:-2] + "\u2026"
    return text, size


@functools.lru_cache(maxsize=4096)
def _fit_size(text: str, size: int, width: int, bold: bool, face: str, smallest: int) -> int:
    while size > smallest and font(size, bold, face).size(text)[0] > width:
        size -= 1
    return size


def clear() -> None:
    """Forget every cached surface (after a change of display mode)."""
    _surfaces.clear()
    _wrap.cache_clear()
    _fit_size.cache_clear()
