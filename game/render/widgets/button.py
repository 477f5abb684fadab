"""A rounded button: hover and press states, disabled look, a keyboard shortcut."""
from __future__ import annotations

import itertools
from typing import Callable, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import DISABLED, RGB, STYLES, draw_shadow, mix, rounded_gradient
from game.render.widgets.base import ACTIVATE, SoundsLike, Widget, draw_lines

#: How a button says its label: the keycap and its word's size (None: not drawn), where the
#: label ends, its lines and their size.
Words = tuple[Optional[tuple[pygame.Rect, int]], int, tuple[str, ...], int]


class Button(Widget):
    """A rounded button: hover and press states, disabled look, a keyboard shortcut."""

    def __init__(self, label: str, on_click: Callable[[], object], *,
                 shortcut: Optional[int] = None, hint: str = "", style: str = "primary",
                 sounds: Optional[SoundsLike] = None, rect: Optional[pygame.Rect] = None,
                 sound: str = "click") -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.shortcut = shortcut
        self.hint = hint
        self.style = style
        self.sounds = sounds
        self.sound = sound
        self.pressed = False
        self.glow = 0.0  # 0..1 eased hover highlight
        # the words as last laid out, and for what label, hint and rectangle (`draw`)
        self._said: tuple[tuple[object, ...], Words] = ((), (None, 0, (), 0))

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Enter or Space presses the focused button."""
        if event.key in ACTIVATE:
            self.click()
            return True
        return False

    def click(self) -> None:
        """Do what the button says (if enabled), with its sound."""
        if not (self.enabled and self.visible):
            return
        if self.sounds is not None and self.sound:
            self.sounds.play_sound(self.sound)
        self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.shortcut is not None:
            if event.key == self.shortcut and self.enabled:
                self.click()
                return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if (self.hovered and self.enabled) else 0.0
        self.glow += (target - self.glow) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        top, bottom, ink = STYLES.get(self.style, STYLES["primary"]) if self.enabled else DISABLED
        if self.glow > 0.01:
            top, bottom = mix(top, (255, 255, 255), 0.18 * self.glow), mix(bottom, top, 0.2 * self.glow)
        rect = pygame.Rect(self.rect)
        radius = max(6, rect.height // 3)
        lift = max(2, rect.height // 9)
        if self.pressed:
            rect.y += lift // 2
            lift = max(1, lift // 3)
        elif self.glow > 0.5:
            rect.y -= 1
        if self.enabled:
            draw_shadow(surface, rect, radius, lift, 120)
        rim = mix(bottom, (0, 0, 0), 0.35)
        surface.blit(rounded_gradient(rect.size, radius, top, bottom, 255, rim,
                                      max(1, rect.height // 22), gloss=28), rect)
        left, right = rect.left + rect.height // 4, rect.right - rect.height // 4
        full = max(10, round(rect.height * 0.42))
        said = (self.label, self.hint, tuple(rect))
        if self._said[0] != said:  # (laid out again only when one of them changes)
            self._said = (said, self._words(rect, left, right, full))
        key, end, lines, size = self._said[1]
        shade = (0, 0, 0, 90) if ink[0] > 200 and ink[1] > 200 else None
        draw_lines(surface, lines, size, ((left + end) / 2, rect.centery), ink, shade)
        if key is not None:
            self._draw_hint(surface, *key, ink)

    def _words(self, rect: pygame.Rect, left: int, right: int, full: int) -> Words:
        """The keycap (None: not drawn), where the label ends, its lines and their size: one
        line beside the key if it can, else two; without the key where the label would be
        drawn much smaller beside it (a large label reads across the room; the key still
        works)."""
        key = self._keycap(rect) if self.hint else None
        ends = ([(key, key[0].left - rect.height // 8)] if key is not None else []) \
            + [(None, right)]  # without its key, where the label does not fit beside it
        tries = [(k, end, *txt.fit_lines(self.label, full, end - left, tall, True))
                 for tall, (k, end) in itertools.product((0, rect.height - 4), ends)]
        whole = [t for t in tries if " ".join(t[2]) == self.label] or tries[-1:]
        first = whole[0]
        alone = next((t for t in whole if t[0] is None and len(t[2]) == 1), first)
        cramped = first[3] < full * 0.85 and alone[3] >= first[3] * 1.1
        return alone if cramped else first

    def _keycap(self, rect: pygame.Rect) -> tuple[pygame.Rect, int]:
        """The shortcut key's keycap at the right end of `rect`, and the size of its word."""
        size = txt.readable(round(rect.height * 0.24), True)
        cap = txt.render(self.hint, size, bold=True).get_rect().inflate(size * 0.8, size * 0.35)
        cap.midright = (rect.right - rect.height // 4, rect.centery)
        return cap, size

    def _draw_hint(self, surface: pygame.Surface, cap: pygame.Rect, size: int, ink: RGB) -> None:
        """The shortcut key in its keycap."""
        image = txt.render(self.hint, size, ink, True)
        pygame.draw.rect(surface, (*ink, 70), cap, max(1, size // 10), border_radius=size // 3)
        surface.blit(image, image.get_rect(center=cap.center))
