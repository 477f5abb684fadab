"""A modal box over a dimmed screen: a title, wrapped text and buttons."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from game.render import text as txt
from game.render.ui_draw import CREAM, draw_panel, ui_scale, veil
from game.render.widgets.base import SoundsLike, Widget
from game.render.widgets.button import Button


class MessageBox(Widget):
    """A modal box over a dimmed screen: a title, wrapped text and buttons. Enter/Esc close it."""

    def __init__(self, title: str, message: str,
                 buttons: Sequence[tuple[str, Callable[[], object]]] = (), *,
                 sounds: Optional[SoundsLike] = None, tone: str = "error") -> None:
        super().__init__()
        self.title = title
        self.message = message
        self.tone = tone
        self.open = True
        self.sounds = sounds
        specs = list(buttons) or [("OK", lambda: None)]
        self.buttons = [Button(label, self._closing(action), sounds=sounds,
                               style="primary" if i == 0 else "secondary")
                        for i, (label, action) in enumerate(specs)]
        self.buttons[0].shortcut = pygame.K_RETURN
        self.panel = pygame.Rect(0, 0, 10, 10)

    def _closing(self, action: Callable[[], object]) -> Callable[[], object]:
        def run() -> None:
            self.open = False
            action()
        return run

    def layout(self, size: tuple[int, int], print_scale: float = 1.0) -> None:
        """Centre the box in a window of `size` (wider, with larger words, in large print)."""
        s = ui_scale(size) * print_scale
        w = min(size[0] - 40, round(640 * s))
        body = max(12, round(20 * s))
        lines = txt.wrap(self.message, body, w - round(60 * s))
        h = round(150 * s) + len(lines) * round(body * 1.3) + round(60 * s)
        h = min(size[1] - 20, h)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.rect = pygame.Rect(0, 0, *size)
        bw, bh = round(170 * s), round(52 * s)
        gap = round(16 * s)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = self.panel.centerx - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel.bottom - bh - round(24 * s), bw, bh)
            x += bw + gap

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.open:
            return False
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open = False
        return True  # modal: nothing gets past an open box

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        surface.blit(veil(surface.get_size(), 150), (0, 0))
        body = draw_panel(surface, self.panel, self.title)
        s = self.panel.width / 640
        size = max(12, round(20 * s))
        colour = (255, 214, 200) if self.tone == "error" else CREAM
        area = pygame.Rect(body.left + round(14 * s), body.top + round(8 * s),
                           body.width - round(28 * s), body.height)
        txt.blit_wrapped(surface, self.message, area, size, colour, line_gap=1.3)
        for b in self.buttons:
            b.draw(surface)

