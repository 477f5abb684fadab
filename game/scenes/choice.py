"""A question before anything is touched: a heading, a few lines and one button per answer.

The command line asks with it when the game cannot simply start: another copy of the game is
using the data folder (watch a game that keeps no files, or quit), or `--play` would replace an
unfinished game (continue it, start anew, or go to the menu). Enter takes the default answer
(the safe one, where a choice could lose something), Esc the last.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.render import text as txt
from game.render.ui_draw import CREAM, draw_panel, ui_scale
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.screen_kit import draw_backdrop, draw_heading

Answer = tuple[str, Callable[[], object]]


class ChoiceScene(Scene):
    """A full-window question with a button per answer; Enter takes the answer at `default`
    (the first, unless the question says otherwise), Esc the last."""

    def __init__(self, app: SceneContext, heading: str, message: str,
                 answers: Sequence[Answer], default: int = 0) -> None:
        super().__init__(app)
        self.heading = heading
        self.message = message
        self.size = app.size
        self.ui = WidgetGroup(print_size=app.settings)
        self.default = default % len(answers)
        last = len(answers) - 1
        self.buttons = [
            Button(label, action, sounds=app.audio,
                   style="primary" if i == self.default else "secondary",
                   shortcut=pygame.K_ESCAPE if i == last else None,  # Enter: see handle
                   hint=" / ".join(k for k, on in (("Enter", i == self.default),
                                                   ("Esc", i == last)) if on))
            for i, (label, action) in enumerate(answers)
        ]
        for button in self.buttons:
            self.ui.add(button)
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.resize(self.size)

    @property
    def labels(self) -> list[str]:
        """The answers' labels, in order."""
        return [button.label for button in self.buttons]

    def choose(self, label: str) -> None:
        """Answer as if the button `label` were clicked."""
        self.buttons[self.labels.index(label)].click()

    def resize(self, size: tuple[int, int]) -> None:
        """The panel as tall as its text, the buttons in a row below it, centred together."""
        self.size = size
        w, h = size
        s = ui_scale(size) * self.app.settings.print_scale
        self.text_size = max(12, round(22 * s))
        self.pad = round(28 * s)
        width = min(w - 40, round(780 * s))
        lines = txt.wrap(self.message, self.text_size, width - 2 * self.pad)
        height = len(lines) * round(self.text_size * 1.4) + 2 * self.pad
        bw, bh, gap = round(250 * s), round(56 * s), round(18 * s)
        top = max(round(110 * s), (h - height - gap * 2 - bh) // 2)
        self.panel = pygame.Rect((w - width) // 2, top, width, height)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = (w - total) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, self.panel.bottom + 2 * gap, bw, bh)
            x += bw + gap

    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons (a focused one takes Enter), else Enter answers the default."""
        if self.ui.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.buttons[self.default].click()
            return True
        return False

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        s = draw_backdrop(self, surface)
        draw_heading(surface, surface.get_size(), self.heading)
        draw_panel(surface, self.panel, scale=s)
        txt.blit_wrapped(surface, self.message, self.panel.inflate(-2 * self.pad, -2 * self.pad),
                         self.text_size, CREAM, line_gap=1.4)
        self.ui.draw(surface)
