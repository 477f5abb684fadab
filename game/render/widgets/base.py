"""What every menu widget is: a rectangle on screen that may take input (`Widget`), the keys
that activate one, and what widgets need of the app's sounds.

A widget owns a `rect` that its scene sets in a `layout()` derived from the window size (see
`ui_scale`); text sizes come from the rect, so everything re-lays out on resize. Widgets take
pygame events in `handle(event) -> bool`, advance in `update(dt)` and never change state in
`draw(surface)`. They are drawn with the palette and cached pieces of game/render/ui_draw.
`sounds` is anything with `play_sound(name)` (the app); buttons play "click".
"""
from __future__ import annotations

from typing import Any, Optional, Protocol, Sequence

import pygame

from game.render import text as txt


class SoundsLike(Protocol):
    """What widgets need of the app's sounds."""

    def play_sound(self, name: str) -> Any: ...


ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    """A rectangle on screen that may take input. `tag` names it for its scene (a scene that
    builds its widgets again finds the focused one by its tag)."""

    focusable = False

    def __init__(self, rect: Optional[pygame.Rect] = None) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 10, 10)
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.tag = ""
        self.scrolled_away = False  # hidden by a scrolled list, still reached by Tab

    @property
    def takes_keyboard(self) -> bool:
        """True while the widget takes every key (a text field being edited)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True if consumed."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed while this widget has the keyboard focus; True if it used it."""
        return False

    def focus(self, on: bool = True) -> None:
        """Take or drop every key (only a text field takes them)."""

    def update(self, dt: float) -> None:
        """Advance animations."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget (changes nothing)."""

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)


def draw_lines(surface: pygame.Surface, lines: Sequence[str], size: int,
               centre: tuple[float, float], ink: txt.Colour,
               shadow: Optional[txt.Colour] = None) -> None:
    """A widget's words in bold, `lines` of `size` one below another, centred on `centre`."""
    x, y = centre[0], centre[1] - (len(lines) - 1) * size / 2
    for line in lines:
        txt.blit_text(surface, line, (x, y), size, ink, "center", True, shadow=shadow)
        y += size
