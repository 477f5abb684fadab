"""Esc during a round: a dimmed table with Resume and Quit to menu (the game is autosaved)."""
from __future__ import annotations

import pygame

from game.match import Match
from game.render import text
from game.render.ui_draw import ui_scale
from game.render.widgets import Button
from game.scenes.base import Scene
from game.scenes.context import SceneContext


class PauseScene(Scene):
    """An overlay over the play scene; the table stays drawn underneath but stops."""

    opaque = False

    def __init__(self, app: SceneContext, below: Scene) -> None:
        super().__init__(app)
        self.below = below
        self.resume = Button("Resume", self.close, shortcut=pygame.K_r, hint="Esc", sounds=app)
        self.quit = Button("Quit to menu", app.open_menu, style="secondary",
                           shortcut=pygame.K_q, sounds=app)
        self._veil: pygame.Surface | None = None
        match = getattr(below, "match", None)  # the table below, when it is a game's
        self.covers_hands = isinstance(match, Match) and len(match.humans) > 1

    def close(self) -> None:
        """Back to the table."""
        self.app.pop()

    def resize(self, size: tuple[int, int]) -> None:
        """Centre the buttons."""
        s = ui_scale(size)
        w, h = round(280 * s), round(56 * s)
        self.resume.rect = pygame.Rect(0, 0, w, h)
        self.resume.rect.center = (size[0] // 2, size[1] // 2)
        self.quit.rect = pygame.Rect(0, 0, w, h)
        self.quit.rect.center = (size[0] // 2, size[1] // 2 + round(76 * s))
        self.below.resize(size)
        self._veil = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Esc resumes; the buttons do what they say."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        for button in (self.resume, self.quit):
            if button.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Button hover easing only: the round below is paused."""
        self.resume.update(dt)
        self.quit.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """A veil over the table (opaque when several humans share the screen), then buttons."""
        size = surface.get_size()
        if self._veil is None or self._veil.get_size() != size:
            self._veil = pygame.Surface(size, pygame.SRCALPHA)
            self._veil.fill((8, 12, 8, 255 if self.covers_hands else 170))
        surface.blit(self._veil, (0, 0))
        s = ui_scale(size)
        title = text.render("Paused", round(64 * s), (255, 226, 140), bold=True, face="title",
                            shadow=(0, 0, 0))
        surface.blit(title, title.get_rect(center=(size[0] // 2, size[1] // 2 - round(90 * s))))
        self.resume.draw(surface)
        self.quit.draw(surface)
