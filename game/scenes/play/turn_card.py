"""A card over the table that tells a person at a party what the table did for them ("You drew
7-6: it fits nowhere, so you pass") and waits for Continue (Enter, Space or a click) before
the hand-over: the table stops under it, the person's hand still showing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.render import text
from game.render.ui_draw import BRASS, CREAM, draw_panel, ui_scale
from game.render.widgets.button import Button
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

GO_ON = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class TurnCard(Scene):
    """"Ana  You drew 7-6: it fits nowhere, so you pass  [Continue]"."""

    opaque = False

    def __init__(self, app: "SceneContext", name: str, words: str,
                 room: Callable[[], pygame.Rect],
                 place: Callable[[list[tuple[int, int]]], pygame.Rect],
                 on_continue: Callable[[], None], on_menu: Callable[[], None]) -> None:
        """`room`: the part of the table the card may take (above the hand); `place`: where a
        card stands there, clear of the tiles, at the first of its sizes with room (the table's placement); `on_continue`:
        after the card goes; `on_menu`: Esc (the pause menu)."""
        super().__init__(app)
        self.name = name
        self.words = words
        self.room = room
        self.place = place
        self.on_continue = on_continue
        self.on_menu = on_menu
        self.button = Button("Continue", self.go_on, hint="Enter", sounds=app.audio)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.in_row = False

    def go_on(self) -> None:
        """Continue: the card goes and the turn ends."""
        self.app.pop()
        self.on_continue()

    def _sizes(self) -> tuple[float, int, int]:
        s = ui_scale(self.app.size)
        p = self.app.settings.print_scale
        return s, text.readable(round(22 * s * p)), text.readable(round(24 * s * p), True)

    def resize(self, size: tuple[int, int]) -> None:
        """The card on the table where it covers no tile: in one row (the name, the words,
        Continue) where there is room, else the words over the button."""
        s, body, head = self._sizes()
        p = self.app.settings.print_scale
        room = self.room()
        pad, gap = round(18 * s), round(16 * s)
        bh = round(48 * s * p)
        bw = round(210 * s * min(p, 1.2))
        name_w = text.font(head, True).size(self.name)[0]
        words_w = text.font(body).size(self.words)[0]
        row = (pad * 2 + name_w + gap + words_w + gap + bw, bh + pad * 2)
        width = min(room.width, round(620 * s * p))
        self.lines = text.wrap(self.words, body, width - pad * 2)
        step = round(body * 1.3)
        stack = (width, pad * 2 + head + gap // 2 + step * len(self.lines) + gap + bh)
        fits = row[0] <= room.width
        self.rect = self.place([row, stack] if fits else [stack])
        self.in_row = fits and abs(self.rect.width - row[0]) <= 1 \
            and abs(self.rect.height - row[1]) <= 1
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        if self.in_row:
            self.button.rect.midright = (self.rect.right - pad, self.rect.centery)
        else:
            self.button.rect.midbottom = (self.rect.centerx, self.rect.bottom - pad)

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
        draw_panel(surface, self.rect, "", scale=s, alpha=250)
        pad, gap = round(18 * s), round(16 * s)
        title = text.render(self.name, head, BRASS, bold=True)
        if self.in_row:
            y = self.rect.centery
            surface.blit(title, title.get_rect(midleft=(self.rect.left + pad, y)))
            words = text.render(self.words, body, CREAM)
            surface.blit(words, words.get_rect(midleft=(self.rect.left + pad
                                                       + title.get_width() + gap, y)))
        else:
            y = self.rect.top + pad
            surface.blit(title, title.get_rect(midtop=(self.rect.centerx, y)))
            y += head + gap // 2
            for line in self.lines:
                image = text.render(line, body, CREAM)
                surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
                y += round(body * 1.3)
        self.button.draw(surface)
