"""Where things sit on screen: the hand strip, seat plates around the table, the yard pile,
the buttons and the barnyard's viewport. Recomputed on every resize; nothing else is kept here.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import text


@dataclass
class TableGeometry:
    """Screen rectangles of one table arrangement, for a window size and a bottom seat."""

    size: tuple[int, int]
    seats: int
    bottom: int  # the seat whose hand runs along the bottom
    print_scale: float = 1.0  # large print: hand tiles and seat plates this much larger

    def __post_init__(self) -> None:
        w, h = self.size
        self.scale = max(0.6, min(w / 1280, h / 720))
        s = self.scale
        # large print: a taller strip, so the taller tiles stay clear of the status line on it;
        # on a small window the status line's words, never under the readable size, need a
        # few pixels more than the window's scale gives them (seat_panels: 15 px at 1280x720)
        status = 15 * s * self.print_scale
        self.status_room = max(0, text.readable(status) - round(status))
        self.hand_height = round((128 + 112 * (self.print_scale - 1)) * s) + self.status_room
        self.hand_rect = pygame.Rect(0, h - self.hand_height, w, self.hand_height)
        self.plate_size = (round(200 * s * self.print_scale), round(64 * s * self.print_scale))
        pw, ph = self.plate_size
        side = pw + round(16 * s)
        top = ph + round(16 * s)
        self.barnyard_rect = pygame.Rect(side, top, w - 2 * side,
                                         h - top - self.hand_height - round(44 * s))
        self.yard_rect = pygame.Rect(0, 0, round(120 * s), round(100 * s))
        self.yard_rect.bottomright = (w - round(18 * s), h - round(14 * s))
        self.button_size = (round(132 * s), round(44 * s))
        # The corners' buttons: Log at the top left, Menu at the top right.
        corner = (round(96 * s * self.print_scale), round(34 * s * self.print_scale))
        m = round(10 * s)
        self.log_rect = pygame.Rect((m, m), corner)
        self.menu_rect = pygame.Rect((w - m - corner[0], m), corner)
        self.corners: tuple[pygame.Rect, ...] = (self.log_rect, self.menu_rect)
        # Hand tiles stand upright: this long, half as wide (never taller than the hand strip).
        self.hand_tile = min(round(88 * s * self.print_scale), self.hand_height - round(12 * s))
        self.plates = self._plates()

    def _plates(self) -> dict[int, pygame.Rect]:
        """Plates clockwise from the bottom seat: left side up, across the top, right side down."""
        w, h = self.size
        pw, ph = self.plate_size
        m = round(10 * self.scale)
        out: dict[int, pygame.Rect] = {}
        bottom = pygame.Rect(0, 0, pw, ph)
        bottom.bottomleft = (m, h - m)
        out[self.bottom] = bottom
        others = [(self.bottom + k) % self.seats for k in range(1, self.seats)]
        spots = _spots(len(others))
        left_y = (ph + 2 * m, h - self.hand_height - ph - m)
        for seat, (edge, t) in zip(others, spots):
            rect = pygame.Rect(0, 0, pw, ph)
            if edge == "left":
                rect.topleft = (m, round(left_y[1] - t * (left_y[1] - left_y[0])))
            elif edge == "right":
                rect.topright = (w - m, round(left_y[0] + t * (left_y[1] - left_y[0])))
            else:
                rect.midtop = (round(pw / 2 + m + t * (w - pw - 2 * m)), m)
            out[seat] = rect
        return out

    def hand_slots(self, count: int) -> list[tuple[float, float]]:
        """Centres of `count` upright hand tiles, centred in the strip left of the yard."""
        if count <= 0:
            return []
        length = self.hand_tile
        width = length / 2
        room = self.yard_rect.left - self.plates[self.bottom].right - 2 * width
        gap = min(width * 1.12, room / max(1, count))
        left = self.plates[self.bottom].right + width + (room - gap * (count - 1)) / 2
        y = self.hand_rect.centery + round(6 * self.scale) + self.status_room // 2
        return [(left + i * gap, y) for i in range(count)]

    def hand_length(self, count: int) -> int:
        """Hand tile length so `count` tiles fit the strip (shrinks for very big hands)."""
        room = self.yard_rect.left - self.plates[self.bottom].right
        fit = int(room / max(1, count) / 0.56 * 1.0)
        return max(24, min(self.hand_tile, fit))

    def anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's tiles come from and go to (the hand strip for the bottom seat)."""
        if seat == self.bottom:
            return self.hand_rect.centerx, self.hand_rect.centery
        return self.plates[seat].center


def _spots(n: int) -> list[tuple[str, float]]:
    """Even places for n opponents along left (bottom-up), top (left-right), right (top-down)."""
    if n == 1:
        return [("top", 0.5)]
    if n == 2:
        return [("left", 0.5), ("right", 0.5)]
    if n == 3:
        return [("left", 0.5), ("top", 0.5), ("right", 0.5)]
    side = (n - 1) // 3 if n > 4 else 1
    top = n - 2 * side
    out: list[tuple[str, float]] = []
    for i in range(side):
        out.append(("left", (i + 1) / (side + 1) if side > 1 else 0.5))
    for i in range(top):
        out.append(("top", (i + 0.5) / top if top > 1 else 0.5))
    for i in range(side):
        out.append(("right", (i + 1) / (side + 1) if side > 1 else 0.5))
    return out
