"""The seats round the table: a name plate for each (name, who plays it, tiles, score), a fan of
backs under every opponent's plate, the bobbing marker by the seat to act ("thinking..." while
an AI decides), and the status line over the hand (the round, and how to drive a watched game).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.match import Match
from game.render import hud, text
from game.rules.round import RoundState
from game.scenes.table_view import TableGeometry

LABEL = (225, 236, 220)
THINKING = (255, 226, 140)


def _at_side(rect: pygame.Rect, surface: pygame.Surface) -> bool:
    """True for a plate along the left or right edge of the window."""
    return rect.left < 50 or rect.right > surface.get_width() - 50


class SeatPanels:
    """The plates, the opponents' fans, the turn marker and the status line."""

    def __init__(self, match: Match, geometry: TableGeometry, watching: bool) -> None:
        self.match = match
        self.geometry = geometry
        self.watching = watching  # no human at the table: say how to drive the view

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement (window size or bottom seat)."""
        self.geometry = geometry

    def still_key(self, state: RoundState) -> tuple[object, ...]:
        """What the still picture of the plates and the status line depends on."""
        return (state.to_act, state.is_over, tuple(len(h) for h in state.hands),
                tuple(state.cl_state), tuple(self.match.game.totals), self.geometry.bottom)

    def draw_still(self, surface: pygame.Surface, art: Any, state: RoundState) -> None:
        """Name plates round the table; the seat to act glows."""
        g = self.geometry
        to_act = state.to_act if not state.is_over else -1
        totals = self.match.game.totals
        for seat, rect in g.plates.items():
            info = self.match.seats[seat]
            count = len(state.hands[seat])
            note = "1 tile!" if state.cl_state[seat] else ""
            plate = hud.seat_plate(rect.size, info.name, info.player, count, totals[seat],
                                   seat == to_act, note)
            surface.blit(plate, rect)
            if seat != g.bottom:
                self._fan(surface, art, rect, count)

    def _fan(self, surface: pygame.Surface, art: Any, rect: pygame.Rect, count: int) -> None:
        """A fan of small backs under an opponent's plate."""
        if count <= 0:
            return
        g = self.geometry
        length = self.seat_length()
        back = art.back(length, 90)
        shown = min(count, 12)
        step = min(length * 0.42, (rect.width - length) / max(1, shown))
        x0 = rect.centerx - step * (shown - 1) / 2
        y = rect.bottom + length * 0.3 if rect.top < g.barnyard_rect.top \
            else rect.top - length * 0.3
        if _at_side(rect, surface):
            y = rect.bottom + length * 0.4
        surface.blits([(back, back.get_rect(center=(round(x0 + i * step), round(y))))
                       for i in range(shown)], doreturn=False)

    def seat_length(self) -> int:
        """Length of the little backs under a plate (and of a tile arriving there)."""
        return max(14, round(26 * self.geometry.scale))

    def draw_status(self, surface: pygame.Surface, state: RoundState) -> None:
        """The round and, when watching, how to drive the view."""
        g = self.geometry
        size = max(10, round(15 * g.scale))
        label = text.render(
            f"Round {state.round_number}  -  starting double {state.round_double}",
            size, LABEL, shadow=(0, 0, 0))
        surface.blit(label, label.get_rect(topleft=(g.plates[g.bottom].left,
                                                    g.hand_rect.top + round(2 * g.scale))))
        if self.watching:
            label = text.render("Watching: Space fast-forwards, Esc for the menu", size, LABEL,
                                shadow=(0, 0, 0))
            surface.blit(label, label.get_rect(topright=(g.yard_rect.left - round(10 * g.scale),
                                                         g.hand_rect.top + round(2 * g.scale))))

    def draw_marker(self, surface: pygame.Surface, state: RoundState, clock: float,
                    thinking: bool) -> None:
        """A bobbing marker by the plate of the seat to act; "thinking..." while an AI decides."""
        if state.is_over:
            return
        g = self.geometry
        rect = g.plates[state.to_act]
        size = round(22 * g.scale)
        if state.to_act == g.bottom or _at_side(rect, surface):
            pos = (rect.centerx, rect.top - size // 2 - 2)
        else:  # a plate along the top: below its little fan of tiles
            pos = (rect.centerx, rect.bottom + round(30 * g.scale) + size // 2)
        hud.turn_arrow(surface, pos, size, clock)
        if thinking:
            dots = "." * (1 + int(clock * 3) % 3)
            label = text.render(f"thinking{dots}", max(10, round(14 * g.scale)), THINKING,
                                shadow=(0, 0, 0))
            surface.blit(label, (pos[0] + size, pos[1] - label.get_height() // 2))
