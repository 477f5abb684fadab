"""A short message that slides up and fades away, and where a menu screen's button bar is."""
from __future__ import annotations

from typing import Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, CREAM, mix, rounded_gradient, ui_scale

MENU_MARGIN, MENU_BAR = 22, 58  # a menu screen's margin and bottom button bar, at 1280x720
MAX_TOAST_LINES = 3  # a long table toast with no room on one line breaks into two, then three


class Toast:
    """A short message that slides up and fades away: just above a menu screen's button bar,
    or where a scene puts it (the table shows its toasts at the foot of the barnyard)."""

    def __init__(self, message: str, seconds: float = 2.5, tone: str = "info") -> None:
        self.message = message
        self.seconds = seconds
        self.age = 0.0
        self.tone = tone

    @property
    def done(self) -> bool:
        """True once it has faded out."""
        return self.age >= self.seconds

    def update(self, dt: float) -> None:
        """Age the toast."""
        self.age += dt

    def size(self, screen: tuple[int, int], print_scale: float = 1.0) -> tuple[int, int]:
        """The card's size in pixels on a screen of `screen` pixels (larger in large print)."""
        s = ui_scale(screen) * print_scale
        return self._box(self._image(s, screen[0]), s).size

    def _image(self, s: float, width: int) -> pygame.Surface:
        """The words, smaller (then cut short) where a long name would make the card wider
        than `width` less a margin."""
        words, size = txt.fit_text(self.message, max(12, round(20 * s)), width - round(100 * s),
                                   True, smallest=10)
        return txt.render(words, size, CREAM, True)

    @staticmethod
    def _box(image: pygame.Surface, s: float) -> pygame.Rect:
        return image.get_rect().inflate(round(40 * s), round(22 * s))

    def home(self, screen: tuple[int, int]) -> pygame.Rect:
        """Where it rests when no scene places it: centred just above a menu screen's button
        bar, clear of the buttons and of the line between them."""
        s = ui_scale(screen)
        return self._at_home(self._box(self._image(s, screen[0]), s), screen, s)

    @staticmethod
    def _at_home(box: pygame.Rect, screen: tuple[int, int], s: float) -> pygame.Rect:
        box.midbottom = (screen[0] // 2, screen[1] - round((MENU_BAR + 1.5 * MENU_MARGIN) * s))
        return box

    def draw(self, surface: pygame.Surface, centre: Optional[tuple[float, float]] = None,
             print_scale: float = 1.0) -> None:
        """Draw at its `home` on `surface` (or centred on `centre`), fading in and out."""
        if self.done:
            return
        w, h = surface.get_size()
        s = ui_scale((w, h)) * print_scale
        fade = min(1.0, self.age / 0.2, (self.seconds - self.age) / 0.4)
        image = self._image(s, w)
        box = self._box(image, s)
        rise = round((1 - fade) * 20 * s)
        if centre is None:  # above the button bar, which large print leaves as it is
            self._at_home(box, (w, h), ui_scale((w, h))).y += rise
        else:
            box.center = (round(centre[0]), round(centre[1]) + rise)
        col = {"error": (150, 48, 36), "achievement": (128, 86, 18)}.get(self.tone, (56, 36, 24))
        card = rounded_gradient(box.size, box.height // 2, mix(col, (255, 255, 255), 0.15), col,
                                235, BRASS, 2).copy()
        card.blit(image, image.get_rect(center=(box.width // 2, box.height // 2)))
        card.set_alpha(round(255 * max(0.0, fade)))
        surface.blit(card, box)


class TableToast(Toast):
    """The table's toast, on `lines` lines (a long one breaks where a single line finds no room
    among the tiles)."""

    def __init__(self, message: str, seconds: float = 2.5, tone: str = "info") -> None:
        super().__init__(message, seconds, tone)
        self.lines = 1
        self._images: dict[tuple[float, int, int], pygame.Surface] = {}

    def _image(self, s: float, width: int) -> pygame.Surface:
        """The words on one line as any toast's (smaller, then cut short, where a long name
        would make the card wider than `width` less a margin), or broken evenly into `lines`
        lines."""
        size = max(12, round(20 * s))
        words, fitted = txt.fit_text(self.message, size, width - round(100 * s), True,
                                     smallest=10)
        one = txt.render(words, fitted, CREAM, True)
        if self.lines <= 1:
            return one
        key = (s, width, self.lines)
        if key not in self._images:
            rows = txt.wrap(self.message, size, one.get_width() // self.lines + size * 2, True)
            self._images[key] = txt.stacked([txt.render(row, size, CREAM, True) for row in rows])
        return self._images[key]

    def line_sizes(self, screen: tuple[int, int], print_scale: float = 1.0
                   ) -> list[tuple[int, int]]:
        """The card's size on 1, 2, ... MAX_TOAST_LINES lines (see `size`); it stays on the
        lines it was on."""
        was = self.lines
        sizes = []
        for lines in range(1, MAX_TOAST_LINES + 1):
            self.lines = lines
            sizes.append(self.size(screen, print_scale))
        self.lines = was
        return sizes
