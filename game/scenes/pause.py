"""Esc during a round: the table dimmed under a panel with Resume, the score sheet so far, the
house rules in words, Settings and Quit to menu (the game is autosaved).

The buttons run down the left of the panel; the right shows the score sheet (as the score screen
draws it) or the house rules (the sentences of game/words/house_rules.py). Up/Down or Tab move the
focus ring, Enter activates, Esc resumes; the keys on the buttons work too.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.match import Match
from game.render import text
from game.render.ui_draw import BRASS, CREAM, MUTED, draw_panel, draw_triangle, ui_scale
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.rules.config import RULE_KEYS
from game.scenes.base import Scene
from game.scenes.context import PausedTable, SceneContext
from game.scenes.score import draw_score_sheet
from game.words.house_rules import applies, rule_words, value_words

VIEWS = ("sheet", "rules")
VIEW_TITLES = {"sheet": "Score sheet so far", "rules": "House rules"}


class PauseScene(Scene):
    """An overlay over the play scene; the table stays drawn underneath but stops."""

    opaque = False

    def __init__(self, app: SceneContext, below: PausedTable) -> None:
        super().__init__(app)
        self.below = below
        self.match: Match = below.match
        self.covers_hands = len(self.match.humans) > 1
        self.view = "sheet"
        self.ui = WidgetGroup(arrows=True, print_size=app.settings)
        self.resume = Button("Resume", self.close, shortcut=pygame.K_r, hint="Esc", sounds=app.audio)
        self.sheet_button = Button("Score sheet", lambda: self.show("sheet"), style="secondary",
                                   shortcut=pygame.K_s, hint="S", sounds=app.audio)
        self.rules_button = Button("House rules", lambda: self.show("rules"), style="secondary",
                                   shortcut=pygame.K_h, hint="H", sounds=app.audio)
        self.settings_button = Button("Settings", self.open_settings, style="secondary",
                                      shortcut=pygame.K_o, hint="O", sounds=app.audio)
        self.quit = Button("Quit to menu", app.open_menu, style="quiet", shortcut=pygame.K_q,
                           hint="Q", sounds=app.audio)
        for button in self.buttons:
            self.ui.add(button)
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.content = pygame.Rect(0, 0, 10, 10)
        self._veil: Optional[pygame.Surface] = None

    @property
    def buttons(self) -> tuple[Button, ...]:
        """The buttons, top to bottom."""
        return (self.resume, self.sheet_button, self.rules_button, self.settings_button,
                self.quit)

    # ----------------------------------------------------------------- actions
    def close(self) -> None:
        """Back to the table."""
        self.app.pop()

    def show(self, view: str) -> None:
        """Show the score sheet ("sheet") or the house rules ("rules") beside the buttons."""
        self.view = view

    def open_settings(self) -> None:
        """The settings over the paused table; Back returns here."""
        self.app.push(self.app.screens.settings())

    def rule_lines(self) -> list[tuple[str, str, bool]]:
        """(question, value in words, applies) for every house rule of the game below."""
        rules = self.match.rules
        return [(rule_words(key).question, value_words(key, getattr(rules, key), rules),
                 applies(key, rules)) for key in RULE_KEYS]

    # ----------------------------------------------------------------- layout and frame
    def resize(self, size: tuple[int, int]) -> None:
        """The panel in the middle: buttons down its left, the chosen view on its right."""
        s = ui_scale(size)
        p = self.app.settings.print_scale
        w = min(size[0] - round(40 * s), round(1060 * s))
        h = min(size[1] - round(40 * s), round(600 * s))
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        inner = self.panel.inflate(-round(48 * s), -round(48 * s))
        top = self.panel.top + round(86 * s)
        bw = round(260 * s * min(p, 1.1))
        bh = min(round(54 * s * p), (self.panel.bottom - top - round(24 * s)) // 5
                 - round(10 * s))
        gap = round(14 * s)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(inner.left, top + i * (bh + gap), bw, bh)
        self.content = pygame.Rect(inner.left + bw + round(28 * s), top - round(8 * s),
                                   inner.right - inner.left - bw - round(28 * s),
                                   self.panel.bottom - top - round(16 * s))
        self.below.resize(size)
        self._veil = None

    def enter(self) -> None:
        """Back from the settings: lay out again (large print may have changed)."""
        self.resize(self.app.size)

    def handle(self, event: pygame.event.Event) -> bool:
        """Esc resumes; the buttons do what they say; nothing reaches the table."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.ui.handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Button hover easing only: the round below is paused."""
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """A veil over the table (opaque when several humans share the screen), the panel."""
        size = surface.get_size()
        if self._veil is None or self._veil.get_size() != size:
            self._veil = pygame.Surface(size, pygame.SRCALPHA)
            self._veil.fill((8, 12, 8, 255 if self.covers_hands else 170))
        surface.blit(self._veil, (0, 0))
        s = ui_scale(size)
        draw_panel(surface, self.panel, "Paused", scale=s, alpha=245)
        title = VIEW_TITLES[self.view]
        text.blit_text(surface, title, (self.content.centerx, self.content.top), round(22 * s),
                       BRASS, "midtop", True)
        area = pygame.Rect(self.content.left, self.content.top + round(36 * s),
                           self.content.width, self.content.height - round(36 * s))
        if self.view == "sheet":
            draw_score_sheet(surface, area, self.match, s * self.app.settings.print_scale)
        elif self.view == "rules":
            self._draw_rules(surface, area, s)
        self.ui.draw(surface)
        shown = self.sheet_button if self.view == "sheet" else self.rules_button
        draw_triangle(surface, (shown.rect.right + round(14 * s), shown.rect.centery),
                      round(18 * s), 1, BRASS)  # which view is beside the buttons

    def _draw_rules(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """Every house rule as a sentence; those that do not apply greyed."""
        lines = self.rule_lines()
        if not lines:
            return
        p = self.app.settings.print_scale
        step = min(round(30 * s * p), area.height // len(lines))
        size = max(10, min(round(16 * s * p), round(step * 0.62)))
        gap = round(10 * s)  # the questions take the width they need, up to three fifths
        asked = max(text.font(size, True).size(question)[0] for question, _, _ in lines)
        split = area.left + min(asked + gap, round(area.width * 0.6))
        y = area.top
        for question, words, live in lines:
            ink = CREAM if live else (140, 128, 110)
            shown, q = text.fit_text(question, size, split - area.left - gap, True)
            text.blit_text(surface, shown, (area.left, y + step // 2), q, MUTED if live else
                           ink, "midleft", True)
            shown, v = text.fit_text(words, size, area.right - split)
            text.blit_text(surface, shown, (split, y + step // 2), v, ink, "midleft")
            y += step
