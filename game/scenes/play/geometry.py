"""Where things sit on screen: the hand strip, seat plates around the table, the yard pile,
the buttons and the barnyard's viewport. Recomputed on every resize; nothing else is kept here.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import hud, text


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
        self.plate_size = self._plate_size()
        pw, ph = self.plate_size
        side = pw + round(16 * s)
        # the barnyard's viewport stays where it was for a plate of the window's scale: a plate
        # taller for its words reaches into it as the fans below it do (the table region, which
        # the camera frames in, keeps clear of both)
        top = round(64 * s * self.print_scale) + round(16 * s)
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

    def _plate_size(self) -> tuple[int, int]:
        """An opponent's plate: 200x64 at 1280x720 (larger in large print), or as much larger
        as its three rows of words need at the readable size (hud.plate_layout)."""
        s, large = self.scale, self.print_scale
        height = max(round(64 * s * large),
                     hud.plate_room(text.print_size(16 * s, large, True), 3)[1])
        return self._plate_width(height), height

    def _bottom_plate_size(self) -> tuple[int, int]:
        """The bottom seat's plate: as high as its scale gives it (the status line and the turn
        marker stand over it), in two rows of words where three do not fit, as wide as they
        need (the hand strip has the room)."""
        height = max(round(64 * self.scale * self.print_scale), hud.plate_room(0, 2)[1])
        return self._plate_width(height), height

    def _plate_width(self, height: int) -> int:
        """200 px at 1280x720 (larger in large print), or as wide as a plate `height` tall
        needs for its words whole."""
        rows, size = hud.plate_layout(height)
        return max(round(200 * self.scale * self.print_scale), hud.plate_room(size, rows)[0])

    def _plates(self) -> dict[int, pygame.Rect]:
        """Plates clockwise from the bottom seat: left side up, across the top, right side down."""
        w, h = self.size
        pw, ph = self.plate_size
        m = round(10 * self.scale)
        out: dict[int, pygame.Rect] = {}
        bottom = pygame.Rect((0, 0), self._bottom_plate_size())
        bottom.bottomleft = (m, h - m)
        out[self.bottom] = bottom
        others = [(self.bottom + k) % self.seats for k in range(1, self.seats)]
        left_y = (ph + 2 * m, h - self.hand_height - ph - m)
        # two plates down a side stand a plate, the fan of backs under the upper one and the
        # turn marker over the lower one apart (seat_panels: backs 26 px long, marker 22 px)
        s = self.scale
        apart = ph + 0.75 * max(14, 26 * s) + 1.15 * 22 * s + 6
        spots = _spots(len(others), apart / max(1, left_y[1] - left_y[0]))
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


def _spots(n: int, apart: float = 0.0) -> list[tuple[str, float]]:
    """Even places for n opponents along left (bottom-up), top (left-right), right (top-down);
    plates down a side at least `apart` (a share of the side) from each other."""
    if n == 1:
        return [("top", 0.5)]
    if n == 2:
        return [("left", 0.5), ("right", 0.5)]
    if n == 3:
        return [("left", 0.5), ("top", 0.5), ("right", 0.5)]
    side = (n - 1) // 3 if n > 4 else 1
    top = n - 2 * side
    out: list[tuple[str, float]] = []
    step = min(max(1 / (side + 1), apart), 1 / max(1, side - 1))
    down = [0.5 + (i - (side - 1) / 2) * step for i in range(side)]
    out += [("left", t) for t in down]
    for i in range(top):
        out.append(("top", (i + 0.5) / top if top > 1 else 0.5))
    out += [("right", t) for t in down]
    return out
