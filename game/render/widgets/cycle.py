"""A value picked from choices, stepped through with arrows at either end."""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import pygame

from game.render import text as txt
from game.render.ui_draw import DISABLED, INK, draw_triangle, mix, rounded_gradient
from game.render.widgets.base import ACTIVATE, SoundsLike, Widget, draw_lines


class Cycle(Widget):
    """A value picked from choices: click the right side (or the value) for the next one,
    the left arrow for the previous one."""

    def __init__(self, choices: Sequence[Any], index: int, on_change: Callable[[Any], object], *,
                 show: Callable[[Any], str] = str, sounds: Optional[SoundsLike] = None,
                 rect: Optional[pygame.Rect] = None) -> None:
        super().__init__(rect)
        self.choices = list(choices)
        self.index = index
        self.on_change = on_change
        self.show = show
        self.sounds = sounds

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Enter, Space or Right: the next choice; Left: the previous one."""
        if event.key in ACTIVATE or event.key == pygame.K_RIGHT:
            self.step(1)
        elif event.key == pygame.K_LEFT:
            self.step(-1)
        else:
            return False
        return True

    @property
    def value(self) -> Any:
        """The chosen value."""
        return self.choices[self.index]

    def step(self, by: int) -> None:
        """Move `by` choices (wrapping) and tell the owner."""
        if not self.choices:
            return
        self.index = (self.index + by) % len(self.choices)
        if self.sounds is not None:
            self.sounds.play_sound("click")
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            button = getattr(event, "button", 1)
            left = event.pos[0] < self.rect.left + self.rect.height
            self.step(-1 if (left or button == 3) else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        h = rect.height
        radius = max(4, h // 3)
        top, bottom = ((255, 248, 230), (232, 214, 178)) if self.enabled else DISABLED[:2]
        if self.hovered and self.enabled:
            top, bottom = mix(top, (255, 255, 255), 0.4), mix(bottom, top, 0.3)
        surface.blit(rounded_gradient(rect.size, radius, top, bottom, 255, (140, 104, 62),
                                      max(1, h // 20)), rect)
        arrow = max(6, h // 3)
        ink = INK if self.enabled else (120, 112, 104)
        inset = max(8, round(h * 0.4))  # the arrows clear of the rounded ends
        draw_triangle(surface, (rect.left + inset, rect.centery), arrow, -1, (200, 110, 40))
        draw_triangle(surface, (rect.right - inset, rect.centery), arrow, 1, (200, 110, 40))
        shown = self.show(self.value) if self.choices else ""
        lines, size = txt.fit_lines(shown, max(10, round(h * 0.46)), rect.width - 3 * inset,
                                    h - 4, True)
        draw_lines(surface, lines, size, rect.center, ink)
