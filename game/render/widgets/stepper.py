"""An integer with - and + buttons (clamped to lo..hi)."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import DISABLED, INK, STYLES, rounded_gradient
from game.render.widgets.base import SoundsLike, Widget, draw_lines


class Stepper(Widget):
    """An integer with - and + buttons (clamped to lo..hi)."""

    def __init__(self, value: int, lo: int, hi: Optional[int], on_change: Callable[[int], object],
                 *, step: int = 1, sounds: Optional[SoundsLike] = None,
                 rect: Optional[pygame.Rect] = None, show: Callable[[int], str] = str) -> None:
        super().__init__(rect)
        self.value = value
        self.lo, self.hi = lo, hi
        self.step_size = step
        self.on_change = on_change
        self.sounds = sounds
        self.show = show

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Right or + adds a step, Left or - takes one."""
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.bump(1)
        elif event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.bump(-1)
        else:
            return False
        return True

    def _halves(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        return (pygame.Rect(self.rect.left, self.rect.top, h, h),
                pygame.Rect(self.rect.right - h, self.rect.top, h, h))

    def bump(self, direction: int) -> None:
        """Add or take one step (within bounds) and tell the owner."""
        new = self.value + direction * self.step_size
        new = max(self.lo, new if self.hi is None else min(self.hi, new))
        if new != self.value:
            self.value = new
            if self.sounds is not None:
                self.sounds.play_sound("click")
            self.on_change(new)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            minus, plus = self._halves()
            if minus.collidepoint(event.pos):
                self.bump(-1)
            elif plus.collidepoint(event.pos):
                self.bump(1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        h = rect.height
        top, bottom = ((255, 248, 230), (232, 214, 178)) if self.enabled else DISABLED[:2]
        surface.blit(rounded_gradient(rect.size, max(4, h // 3), top, bottom, 255,
                                      (140, 104, 62), max(1, h // 20)), rect)
        minus, plus = self._halves()
        for part, sign, live in ((minus, "-", self.value > self.lo),
                                 (plus, "+", self.hi is None or self.value < self.hi)):
            box = part.inflate(-max(4, h // 6), -max(4, h // 6))
            style = STYLES["primary"] if live and self.enabled else DISABLED
            surface.blit(rounded_gradient(box.size, box.height // 3, style[0], style[1]), box)
            bar = max(2, h // 12)
            w = box.width // 2
            pygame.draw.rect(surface, (255, 255, 250), (box.centerx - w // 2, box.centery - bar // 2,
                                                        w, bar))
            if sign == "+":
                pygame.draw.rect(surface, (255, 255, 250),
                                 (box.centerx - bar // 2, box.centery - w // 2, bar, w))
        lines, size = txt.fit_lines(self.show(self.value), max(10, round(h * 0.48)),
                                    rect.width - 2 * h - 4, h - 4, True)
        draw_lines(surface, lines, size, rect.center, INK if self.enabled else (120, 112, 104))
