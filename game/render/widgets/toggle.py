"""An on/off switch (a pill with a sliding knob)."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import CREAM, draw_shadow, mix, rounded_gradient
from game.render.widgets.base import ACTIVATE, SoundsLike, Widget


class Toggle(Widget):
    """An on/off switch (a pill with a sliding knob)."""

    def __init__(self, value: bool, on_change: Callable[[bool], object], *,
                 sounds: Optional[SoundsLike] = None, rect: Optional[pygame.Rect] = None,
                 labels: tuple[str, str] = ("Off", "On")) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.sounds = sounds
        self.labels = labels
        self.knob = 1.0 if value else 0.0

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Enter or Space flips it; Left turns it off, Right on."""
        if event.key in ACTIVATE:
            self.set(not self.value)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            wanted = event.key == pygame.K_RIGHT
            if wanted != self.value:
                self.set(wanted)
        else:
            return False
        return True

    def set(self, value: bool) -> None:
        """Change the value and tell the owner."""
        self.value = value
        if self.sounds is not None:
            self.sounds.play_sound("click")
        self.on_change(value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if self.rect.collidepoint(event.pos):
                self.set(not self.value)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        self.knob += (target - self.knob) * min(1.0, dt * 16)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        h = self.rect.height
        pill = pygame.Rect(self.rect.x, self.rect.y, min(self.rect.width, round(h * 1.9)), h)
        on_col, off_col = (70, 186, 96), (110, 92, 78)
        col = mix(off_col, on_col, self.knob)
        draw_shadow(surface, pill, h // 2, max(1, h // 10), 90)
        surface.blit(rounded_gradient(pill.size, h // 2, mix(col, (0, 0, 0), 0.25), col, 255,
                                      mix(col, (0, 0, 0), 0.45), max(1, h // 16)), pill)
        r = h // 2 - max(2, h // 10)
        x = pill.left + h // 2 + (pill.width - h) * self.knob
        pygame.draw.circle(surface, (0, 0, 0, 60), (round(x) + 1, pill.centery + 2), r)
        pygame.draw.circle(surface, CREAM, (round(x), pill.centery), r)
        pygame.draw.circle(surface, (255, 255, 255), (round(x) - r // 3, pill.centery - r // 3),
                           max(1, r // 3))
        label = self.labels[1] if self.value else self.labels[0]
        size = max(10, round(h * 0.5))
        if pill.right + h // 3 + txt.font(size, True).size(label)[0] <= self.rect.right:
            txt.blit_text(surface, label, (pill.right + h // 3, pill.centery), size, CREAM,
                          "midleft", True)  # its word where it fits beside it
