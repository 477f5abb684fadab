"""A card over the table that tells a person at a party what the table did for them ("You drew
7-6: it fits nowhere, so you pass") and waits for Continue (Enter, Space or a click) before
the hand-over: the table stops under it, the person's hand still showing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.render import text
from game.render.ui_draw import CREAM, draw_panel, ui_scale
from game.render.widgets import Button
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

GO_ON = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class TurnCard(Scene):
    """"Ana" over "You drew 7-6: it fits nowhere, so you pass", and Continue."""

    opaque = False

    def __init__(self, app: "SceneContext", name: str, words: str,
                 room: Callable[[], pygame.Rect], on_continue: Callable[[], None],
                 on_menu: Callable[[], None]) -> None:
        """`room`: the part of the table the card stands in (above the hand); `on_continue`:
        after the card goes; `on_menu`: Esc (the pause menu)."""
        super().__init__(app)
        self.name = name
        self.words = words
        self.room = room
        self.on_continue = on_continue
        self.on_menu = on_menu
        self.button = Button("Continue", self.go_on, hint="Enter", sounds=app)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def go_on(self) -> None:
        """Continue: the card goes and the turn ends."""
        self.app.pop()
        self.on_continue()

    def _sizes(self) -> tuple[float, int, int]:
        s = ui_scale(self.app.size)
        p = self.app.settings.print_scale
        return s, text.readable(round(24 * s * p)), text.readable(round(30 * s * p), True)

    def resize(self, size: tuple[int, int]) -> None:
        """The card in the middle of the table's room, the button at its foot."""
        s, body, head = self._sizes()
        room = self.room()
        width = min(room.width - round(24 * s), round(620 * s * self.app.settings.print_scale))
        lines = text.wrap(self.words, body, width - round(48 * s))
        bh = round(52 * s * self.app.settings.print_scale)
        height = round(64 * s) + head + round(body * 1.3) * len(lines) + bh + round(28 * s)
        self.rect = pygame.Rect(0, 0, width, min(height, room.height))
        self.rect.center = room.center
        self.button.rect = pygame.Rect(0, 0, min(width - round(48 * s), round(260 * s)), bh)
        self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - round(20 * s))

    def handle(self, event: pygame.event.Event) -> bool:
        """Continue by the button, Enter or Space; Esc: the pause menu; the table below takes
        nothing."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_menu()
                return True
            if event.key in GO_ON:
                self.go_on()
                return True
        if self.button.handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Only the button's hover moves: the table waits."""
        self.button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The card: whose turn it was, what happened, Continue."""
        s, body, head = self._sizes()
        draw_panel(surface, self.rect, "", scale=s)
        y = self.rect.top + round(24 * s)
        title = text.render(self.name, head, (255, 226, 140), bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, y)))
        y += head + round(16 * s)
        for line in text.wrap(self.words, body, self.rect.width - round(48 * s)):
            image = text.render(line, body, CREAM)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += round(body * 1.3)
        self.button.draw(surface)
