"""The chicken yard in the corner of the table: a little heap of backs with its count, lit when
you may draw. A click on it draws; so does dragging a tile off it (dropped back on the pile, the
tile goes back and nothing is drawn).

The yard reports what the mouse did (`handle` returns a `YardMove`); the scene asks the rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame

from game.render import hud, text
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.tile_motion import HAND_ANGLE

DRAG_START = 6  # pixels before a press on the pile becomes a drag
LABEL = (225, 236, 220)
HEAP = ((-0.18, -0.1, 20), (0.16, 0.05, 160), (-0.05, 0.18, 95), (0.1, -0.2, 125))


@dataclass(frozen=True)
class YardMove:
    """What the mouse did with the pile: "draw" (at: where a dragged tile was let go, or None
    for a click) or "lift" (a tile is being pulled off; the scene may refuse it)."""

    kind: str
    at: Optional[tuple[int, int]] = None


class YardView:
    """The chicken yard's rectangle of the table."""

    def __init__(self, geometry: TableGeometry) -> None:
        self.geometry = geometry
        self.press: Optional[tuple[int, int]] = None  # the mouse went down on the pile here
        self.drag: Optional[tuple[int, int]] = None  # a tile dragged off the pile, here

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement (window size or bottom seat)."""
        self.geometry = geometry

    def cancel(self) -> None:
        """Forget the press: nothing comes off the pile."""
        self.press = self.drag = None

    def handle(self, event: pygame.event.Event) -> tuple[bool, Optional[YardMove]]:
        """Left-button presses, drags and releases on the pile: (taken, what it asks for)."""
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.geometry.yard_rect.collidepoint(event.pos):
                return False, None
            self.press = event.pos
            return True, None
        if self.press is None:
            return False, None
        if kind == pygame.MOUSEMOTION:
            pos, start = event.pos, self.press
            if self.drag is None:
                if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START:
                    self.drag = pos
                    return True, YardMove("lift", pos)
            else:
                self.drag = pos
            return True, None
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            dragged = self.drag is not None
            self.cancel()
            if dragged and self.geometry.yard_rect.collidepoint(event.pos):
                return True, None  # put back on the pile: nothing drawn
            return True, YardMove("draw", event.pos if dragged else None)
        return False, None

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

    def draw_drag(self, surface: pygame.Surface, art: Any, hand_length: int) -> None:
        """A tile being dragged off the pile, face down."""
        if self.drag is not None:
            art.blit(surface, None, self.drag, hand_length // 2 * 2, HAND_ANGLE, "selected", 1.0)
