"""The chicken yard in the corner of the table: a little heap of backs with its count, lit when
you may draw. A click on it draws; so does dragging a tile off it (dropped back on the pile, the
tile goes back and nothing is drawn).

The yard says what the mouse meant as an intent (DrawFromYard, LiftFromYard); the scene asks
the rules, and `cancel`s the lift when nothing may be drawn.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from game.render import hud, text
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.intents import DrawFromYard, Intend, LiftFromYard
from game.scenes.play.tile_motion import HAND_ANGLE

DRAG_START = 6  # pixels before a press on the pile becomes a drag
LABEL = (225, 236, 220)
HEAP = ((-0.18, -0.1, 20), (0.16, 0.05, 160), (-0.05, 0.18, 95), (0.1, -0.2, 125))


class YardView:
    """The chicken yard's rectangle of the table."""

    def __init__(self, geometry: TableGeometry, intend: Intend, art: Callable[[], Any],
                 hand_length: Callable[[], int]) -> None:
        """`intend`: what the mouse means with the pile; `art` and `hand_length`: a tile
        dragged off the pile is drawn with the tile art, as long as a hand tile."""
        self.geometry = geometry
        self.intend = intend
        self.art = art
        self.hand_length = hand_length
        self.press: Optional[tuple[int, int]] = None  # the mouse went down on the pile here
        self.drag: Optional[tuple[int, int]] = None  # a tile dragged off the pile, here

    @property
    def rect(self) -> pygame.Rect:
        """The pile's corner of the table."""
        return pygame.Rect(self.geometry.yard_rect)

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement (window size or bottom seat)."""
        self.geometry = geometry

    def cancel(self) -> None:
        """Forget the press: nothing comes off the pile."""
        self.press = self.drag = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Left-button presses, drags and releases on the pile; True when taken."""
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.geometry.yard_rect.collidepoint(event.pos):
                return False
            self.press = event.pos
            return True
        if self.press is None:
            return False
        if kind == pygame.MOUSEMOTION:
            pos, start = event.pos, self.press
            if self.drag is None:
                if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START:
                    self.drag = pos
                    self.intend(LiftFromYard(pos))
            else:
                self.drag = pos
            return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            dragged = self.drag is not None
            self.cancel()
            if not (dragged and self.geometry.yard_rect.collidepoint(event.pos)):
                self.intend(DrawFromYard(event.pos if dragged else None))
            return True  # (put back on the pile: nothing drawn)
        return False

    def still_key(self, count: int, can_draw: bool) -> tuple[object, ...]:
        """What the still picture of the yard depends on."""
        return (count, can_draw)

    def draw_still(self, surface: pygame.Surface, art: Any, count: int, can_draw: bool) -> None:
        """The heap (glowing when you may draw), its count and its name."""
        g = self.geometry
        rect = g.yard_rect
        length = round(rect.width * 0.55)
        if can_draw:
            glow = art.glow(length, 20, "legal")
            surface.blit(glow, glow.get_rect(center=rect.center))
        for dx, dy, angle in HEAP[:min(4, count)]:
            art.blit(surface, None, (rect.centerx + dx * rect.width,
                                     rect.centery + dy * rect.height), length, angle)
        badge = hud.count_badge(count, max(12, round(18 * g.scale)))
        surface.blit(badge, badge.get_rect(center=(rect.right - badge.get_width() // 3,
                                                   rect.top + badge.get_height() // 3)))
        label = text.render("chicken yard", max(10, round(14 * g.scale)), LABEL)
        surface.blit(label, label.get_rect(midtop=(rect.centerx,
                                                   rect.bottom - label.get_height())))

    def draw(self, surface: pygame.Surface) -> None:
        """A tile being dragged off the pile, face down (the pile itself is in the table's
        still picture: `draw_still`)."""
        if self.drag is not None:
            self.art().blit(surface, None, self.drag, self.hand_length() // 2 * 2, HAND_ANGLE,
                            "selected", 1.0)
