"""The privacy screen between two humans' turns: every hand hidden until the next one clicks.

It is opaque, so the table (and its hands) is not drawn at all while it shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.render import text
from game.render.felt import felt_surface
from game.render.widgets import Button
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.context import SceneContext


class PrivacyScene(Scene):
    """"Pass to Ana - click or press Space when ready": a full-screen cover; click, Space or
    Enter lifts it."""

    opaque = True

    def __init__(self, app: "SceneContext", name: str, on_ready: Callable[[], None],
                 announcers: Sequence[tuple[str, Callable[[], None]]] = ()) -> None:
        """`announcers`: (label, say it) for humans who still owe "Chickenlittle" - the
        hand-over must not stop them saying it before the next player plays."""
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.age = 0.0
        self._felt: pygame.Surface | None = None
        self.announce = [Button(label, self._said(i, say), style="good", sounds=app)
                         for i, (label, say) in enumerate(announcers)]

    def _said(self, index: int, say: Callable[[], None]) -> Callable[[], None]:
        def click() -> None:
            say()
            self.announce[index].visible = False
        return click

    def resize(self, size: tuple[int, int]) -> None:
        """Place the announce buttons under the message."""
        w, h = size
        s = max(0.6, min(w / 1280, h / 720))
        for i, button in enumerate(self.announce):
            button.rect = pygame.Rect(0, 0, round(340 * s), round(52 * s))
            button.rect.center = (w // 2, h // 2 + round((170 + 64 * i) * s))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click (or Space/Enter) after a short moment hands the table over."""
        for button in self.announce:
            if button.visible and button.handle(event):
                return True
        ready = event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1
        if ready and any(b.visible and b.rect.collidepoint(event.pos) for b in self.announce):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False  # the app's global keys (menu) still work
            ready = event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if ready and self.age >= 0.25:
            self.app.pop()
            self.on_ready()
            self.app.play_sound("click")
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Only the little pulse of the prompt (and button hovers) move."""
        self.age += dt
        for button in self.announce:
            button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, a dark veil and the hand-over message."""
        size = surface.get_size()
        if self._felt is None or self._felt.get_size() != size:
            self._felt = felt_surface(size).copy()  # the felt is shared with the table
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 120))
            self._felt.blit(veil, (0, 0))
        surface.blit(self._felt, (0, 0))
        w, h = size
        s = max(0.6, min(w / 1280, h / 720))
        words, big = text.fit_text(f"Pass to {self.name}", round(72 * s), w - round(80 * s),
                                   True, "title", smallest=round(36 * s))
        title = text.render(words, big, (255, 226, 140), bold=True, face="title",
                            shadow=(0, 0, 0))
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - round(40 * s))))
        pulse = 1 if int(self.age * 2) % 2 == 0 else 0
        hint = text.render("click or press Space when ready", round(30 * s),
                           (240, 236, 220) if pulse else (200, 196, 180))
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + round(40 * s))))
        note = text.render("Every hand is hidden: only the next player should look.",
                           round(18 * s * self.app.settings.print_scale), (200, 210, 196))
        surface.blit(note, note.get_rect(center=(w // 2, h // 2 + round(100 * s))))
        for button in self.announce:
            button.draw(surface)
