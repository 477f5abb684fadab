"""A question over the table that the table waits on: a title, a sentence and a button per answer
in a row ("Ana's phone is away. It is Ana's turn. [Wait] [Play Ana's turn here] [Let a computer
play it]"). It stands where the table's placement finds it room clear of the tiles; the first
answer is the default (Enter), Up/Down or Tab choose another, Esc opens the pause menu. A question
that no longer stands (the phone came back, the second phone gave up) goes by itself, unanswered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.render import text
from game.render.ui_draw import BRASS, CREAM, draw_panel, ui_scale
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

Answer = tuple[str, Callable[[], None]]


class TableQuestion(Scene):
    """A card with answers over the table; an answer closes it, then does what it says."""

    opaque = False

    def __init__(self, app: "SceneContext", title: str, words: str, answers: Sequence[Answer],
                 place: Callable[[list[tuple[int, int]]], pygame.Rect],
                 on_menu: Callable[[], None],
                 moot: Callable[[], bool] = lambda: False) -> None:
        """`place`: where a card of the first of its sizes stands on the table; `on_menu`:
        Esc (the pause menu); `moot`: True once the question no longer stands."""
        super().__init__(app)
        self.moot = moot
        self.title = title
        self.words = words
        self.place = place
        self.on_menu = on_menu
        self.ui = WidgetGroup(arrows=True, print_size=app.settings)
        self.buttons = [Button(label, self._answering(do), style="primary" if i == 0
                               else "secondary", sounds=app.audio)
                        for i, (label, do) in enumerate(answers)]
        for button in self.buttons:
            self.ui.add(button)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []

    def _answering(self, do: Callable[[], None]) -> Callable[[], None]:
        def answer() -> None:
            self.app.pop()
            do()
        return answer

    def _sizes(self) -> tuple[float, int, int]:
        s = ui_scale(self.app.size)
        p = self.app.settings.print_scale
        return s, text.readable(round(21 * s * p)), text.readable(round(24 * s * p), True)

    def resize(self, size: tuple[int, int]) -> None:
        """The card where it covers no tile: the title, the words, the answers in a row."""
        s, body, head = self._sizes()
        p = self.app.settings.print_scale
        pad, gap = round(18 * s), round(12 * s)
        bh = round(46 * s * p)
        widths = [text.font(round(20 * s * p), True).size(b.label)[0] + round(40 * s)
                  for b in self.buttons]
        row = sum(widths) + gap * (len(widths) - 1)
        width = min(size[0] - 2 * pad, max(row + 2 * pad, round(560 * s * p)))
        self.lines = text.wrap(self.words, body, width - 2 * pad)
        height = pad * 2 + head + gap + round(body * 1.3) * len(self.lines) + gap + bh
        self.rect = self.place([(width, height)])
        x = self.rect.centerx - row // 2
        for button, w in zip(self.buttons, widths):
            button.rect = pygame.Rect(x, self.rect.bottom - pad - bh, w, bh)
            x += w + gap

    def handle(self, event: pygame.event.Event) -> bool:
        """The answers (a click, Left/Right/Tab and Enter); Esc: the pause menu; the table
        below takes nothing."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_menu()
            return True
        if self.ui.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.buttons[0].click()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Only the buttons' hover moves: the table waits (a question that no longer stands
        goes, and the table goes on)."""
        if self.moot():
            self.app.pop()
            return
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The card: the title, the words, the answers."""
        s, body, head = self._sizes()
        draw_panel(surface, self.rect, "", scale=s, alpha=250)
        pad, gap = round(18 * s), round(12 * s)
        y = self.rect.top + pad
        title = text.render(self.title, head, BRASS, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, y)))
        y += head + gap
        for line in self.lines:
            image = text.render(line, body, CREAM)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += round(body * 1.3)
        self.ui.draw(surface)
