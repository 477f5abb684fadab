"""What every part of the table is: it owns a rectangle of the screen, is laid out again when
the table is (a new window size or bottom seat), takes the input meant for it and draws itself.

The play scene keeps its parts in two ordered lists, one for input (the first to say it took an
event ends its trip) and one for drawing (back to front), and iterates them. A part gets what it
reads at construction (getters: the round, the art, what the hand looks like this frame), never
the scene itself.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.scenes.play.geometry import TableGeometry


class Part(Protocol):
    """A part of the table (arcade's Section)."""

    @property
    def rect(self) -> pygame.Rect:
        """The area of the screen it owns now."""

    def place(self, geometry: TableGeometry) -> None:
        """Lay it out for a new arrangement of the table."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Take `event` if it is meant for this part: True when taken."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw it; drawing changes nothing."""
