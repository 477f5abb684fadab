"""The seats round the table: a name plate for each (name, who plays it, tiles, score) rimmed in
the seat's colour (the colour of its last-tile marks and of its column on the score sheet), a
fan of backs under every opponent's plate, the bobbing marker by the seat to act ("thinking..."
while an AI decides), and the status line over the hand (the round, and how to drive a watched
game).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Optional

import pygame

from game.layout.table_region import FAN_GAP, fan_length, marker_box, turn_marker
from game.match import Match
from game.render import hud, text
from game.render.ui_draw import SEAT_COLOURS
from game.rules.round import RoundState
from game.scenes.play.hand_view import new_tab
from game.scenes.play.geometry import TableGeometry

LABEL = (225, 236, 220)
THINKING = (255, 226, 140)
RIM = 3  # px: the seat's coloured rim round its plate
FAN_MOST = 12  # the most backs a fan shows


def seat_colour(seat: int) -> tuple[int, int, int]:
    """The seat's colour: its plate's rim, its last-tile marks, its column on the score sheet."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def plate_body(rect: pygame.Rect) -> pygame.Rect:
    """The plate's body in `rect` (hud.seat_plate draws it 4 px inside, room for its glow)."""
    return rect.inflate(-8, -8)


def plate_rim(rect: pygame.Rect) -> pygame.Rect:
    """The seat's coloured rim round a plate in `rect`: 3 px round the plate's body, in the
    margin the body leaves, so it comes no nearer the name than the body's own edge."""
    return rect.inflate(-2, -2)


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str, player: str,
               tiles: int, score: int, active: bool, note: str = "", people: int = 1,
               phone: Optional[str] = None) -> None:
    """A seat's name plate (hud.seat_plate) in `rect`, rimmed in its seat colour, clear
    across the room; the rim hugs the plate's body from outside, so the name keeps all its
    room."""
    surface.blit(hud.seat_plate(rect.size, name, player, tiles, score, active, note, people,
                                phone), rect)
    pygame.draw.rect(surface, seat_colour(seat), plate_rim(rect), width=RIM,
                     border_radius=rect.height // 4 + RIM)


def _at_side(rect: pygame.Rect, width: int) -> bool:
    """True for a plate along the left or right edge of a window `width` wide."""
    return rect.left < 50 or rect.right > width - 50


class SeatPanels:
    """The plates, the opponents' fans, the turn marker and the status line."""

    def __init__(self, match: Match, geometry: TableGeometry, watching: bool,
                 clock: Callable[[], float], thinking: Callable[[], bool],
                 phone: Callable[[int], Optional[str]]) -> None:
        """`clock`: the table's seconds (the marker bobs by it); `thinking`: whether the seat
        to act is a computer deciding now; `phone`: a phone seat's phone, as its plate says
        ("connected", "away", "never"; None: no phone)."""
        self.match = match
        self.phone = phone
        self.geometry = geometry
        self.watching = watching  # no human at the table: say how to drive the view
        self.clock = clock
        self.thinking = thinking

    @property
    def rect(self) -> pygame.Rect:
        """The plates round the table."""
        plates = list(self.geometry.plates.values())
        return plates[0].unionall(plates[1:])

    def handle(self, event: pygame.event.Event) -> bool:
        """The plates only show: they take no input."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Over the still picture: the turn marker (game/scenes/play/scene.py keeps the
        plates, fans and status line in its still picture: `draw_still`, `draw_status`)."""
        state = self.match.state
        if state is not None:
            self.draw_marker(surface, state, self.clock(), self.thinking())

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement (window size or bottom seat)."""
        self.geometry = geometry

    def still_key(self, state: RoundState) -> tuple[object, ...]:
        """What the still picture of the plates and the status line depends on."""
        return (state.to_act, state.is_over, tuple(len(h) for h in state.hands),
                tuple(state.cl_state), tuple(self.match.game.totals), self.geometry.bottom,
                tuple(self.phone(seat) for seat in range(len(self.match.seats))))

    def draw_still(self, surface: pygame.Surface, art: Any, state: RoundState) -> None:
        """Name plates round the table; the seat to act glows."""
        g = self.geometry
        to_act = state.to_act if not state.is_over else -1
        totals = self.match.game.totals
        for seat, rect in g.plates.items():
            info = self.match.seats[seat]
            count = len(state.hands[seat])
            note = "1 tile!" if state.cl_state[seat] else ""
            draw_plate(surface, rect, seat, info.name, info.player, count, totals[seat],
                       seat == to_act, note, len(self.match.humans), self.phone(seat))
            if seat != g.bottom:
                self._fan(surface, art, rect, count)

    def _fan(self, surface: pygame.Surface, art: Any, rect: pygame.Rect, count: int) -> None:
        """A fan of small backs under an opponent's plate."""
        back = art.back(self.seat_length(), 90)
        surface.blits([(back, back.get_rect(center=(round(x), round(y))))
                       for x, y in self._fan_spots(rect, count)], doreturn=False)

    def _fan_spots(self, rect: pygame.Rect, count: int) -> list[tuple[float, float]]:
        """Centres of the little backs under (or above) an opponent's plate."""
        if count <= 0:
            return []
        g = self.geometry
        length = self.seat_length()
        shown = min(count, FAN_MOST)
        step = min(length * 0.42, (rect.width - length) / max(1, shown))
        x0 = rect.centerx - step * (shown - 1) / 2
        # upright backs FAN_GAP clear of the plate, in whole pixels: within its panel's
        # fan_reach (a back `length` tall drawn centred at y reaches y - length // 2 up)
        if rect.top < g.barnyard_rect.top or _at_side(rect, g.size[0]):
            y = rect.bottom + FAN_GAP + length // 2
        else:
            y = rect.top - FAN_GAP - length + length // 2
        return [(x0 + i * step, y) for i in range(shown)]

    def fan_rect(self, art: Any, seat: int, count: int) -> Optional[pygame.Rect]:
        """The rectangle a seat's fan of backs covers (None: no fan)."""
        spots = self._fan_spots(self.geometry.plates[seat], count)
        if seat == self.geometry.bottom or not spots:
            return None
        back = art.back(self.seat_length(), 90)
        backs = [back.get_rect(center=(round(x), round(y))) for x, y in spots]
        return backs[0].unionall(backs[1:])

    def seat_length(self) -> int:
        """Length of the little backs under a plate (and of a tile arriving there)."""
        return fan_length(self.geometry.scale)

    def draw_status(self, surface: pygame.Surface, state: RoundState) -> None:
        """The round and, when watching, how to drive the view."""
        for label, rect in self.status_labels(state):
            surface.blit(label, rect)

    def status_labels(self, state: RoundState) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The status line's labels and where they go, over the hand strip's top edge, beside
        the hand, clear of its tiles and their "new" tabs: the round, in the longest words
        that fit (none where even the shortest would not); and, watching, the keys, at the
        left where the room is widest (the round then at the right), in the longest words
        that leave clear the hand as it was dealt and a few draws more, kept for the whole
        round (never reworded as the hand shrinks and grows; gone while a hand grown by more
        draws leaves them no room)."""
        g = self.geometry
        size = max(10, round(15 * g.scale * g.print_scale))
        y = g.hand_rect.top + round(2 * g.scale)
        hand_left, hand_right = self._hand_span(state)
        left, right = g.plates[g.bottom].left, g.yard_rect.left - round(10 * g.scale)
        rounds = (f"Round {state.round_number}  -  starting double {state.round_double}",
                  f"Round {state.round_number}  -  {state.round_double}",
                  f"Round {state.round_number}")
        if not self.watching:
            label = _fitting(rounds, size, hand_left - left)
            return [] if label is None else [(label, label.get_rect(topleft=(left, y)))]
        dealt = self._hand_span(state, dealt_tiles(state, g.bottom) + DRAWS_ROOM)[0]
        keys = _wording(WATCHING, size, dealt - left)
        out = []
        label = _fitting((keys,), size, hand_left - left) if keys is not None else None
        if label is not None:
            out.append((label, label.get_rect(topleft=(left, y))))
        label = _fitting(rounds, size, right - hand_right)
        if label is not None:
            out.append((label, label.get_rect(topright=(right, y))))
        return out

    def _hand_span(self, state: RoundState, count: Optional[int] = None) -> tuple[float, float]:
        """From where to where along the status line the bottom hand lies (of `count` tiles:
        by default as many as it holds), with the "new" tab over a drawn tile (wider than the
        tile) and a little room."""
        g = self.geometry
        count = len(state.hands[g.bottom]) if count is None else count
        slots = g.hand_slots(count)
        if not slots:
            return (math.inf, -math.inf)
        length = g.hand_length(count)
        tab = new_tab(g, slots[0], length)[1]
        reach = max(length / 4, tab.width / 2) + round(8 * g.scale)
        return slots[0][0] - reach, slots[-1][0] + reach

    def draw_marker(self, surface: pygame.Surface, state: RoundState, clock: float,
                    thinking: bool) -> None:
        """A bobbing marker by the plate of the seat to act; "thinking..." while an AI decides."""
        if state.is_over:
            return
        pos, size = self._marker(state.to_act)
        hud.turn_arrow(surface, pos, size, clock)
        if thinking:
            dots = "." * (1 + int(clock * 3) % 3)
            label = self._thinking(dots)
            surface.blit(label, (pos[0] + size, pos[1] - label.get_height() // 2))

    def _marker(self, seat: int) -> tuple[tuple[int, int], int]:
        """Where the turn marker by `seat`'s plate goes, and its size."""
        g = self.geometry
        rect = g.plates[seat]
        (x, y), size = turn_marker(rect, seat == g.bottom or _at_side(rect, g.size[0]), g.scale)
        if not self.match.seats[seat].is_human:  # its "thinking..." stays over the plate too
            x -= max(0, x + size + self._thinking("...").get_width() - rect.right)
        return (x, y), size

    def _thinking(self, dots: str) -> pygame.Surface:
        g = self.geometry
        return text.render(f"thinking{dots}", max(10, round(14 * g.scale * g.print_scale)),
                           THINKING, shadow=(0, 0, 0))

    def rects(self, state: RoundState, art: Any) -> list[tuple[str, pygame.Rect]]:
        """Every plate, fan, status label and turn marker this part draws now, named (the
        table's layout is checked for overlaps with these)."""
        g = self.geometry
        out = [(f"plate {seat}", rect.copy()) for seat, rect in g.plates.items()]
        for seat in g.plates:
            fan = self.fan_rect(art, seat, len(state.hands[seat]))
            if fan is not None:
                out.append((f"fan {seat}", fan))
        out += [(f"status {i}", rect) for i, (_, rect) in enumerate(self.status_labels(state))]
        if not state.is_over:
            (x, y), size = self._marker(state.to_act)
            x0, y0, x1, y1 = marker_box((x, y), size)
            out.append(("turn marker", pygame.Rect(x0, y0, x1 - x0, y1 - y0)))
            label = self._thinking("...")
            out.append(("thinking", label.get_rect(midleft=(x + size, y))))
        return out


#: The watched table's keys on the status line, longest first (one kept for a round).
WATCHING = ("Watching: Space fast-forwards, Esc for the menu", "Space fast-forwards, Esc: menu",
            "Space: faster, Esc: menu", "Esc: menu")


#: The draws beyond its deal the hand may make before the watching keys leave the status line.
DRAWS_ROOM = 5


def dealt_tiles(state: RoundState, seat: int) -> int:
    """How many tiles `seat` was dealt this round (as many as it holds, where that is not
    known)."""
    return len(state.deal_hands[seat]) if state.deal_hands else len(state.hands[seat])


def _wording(wordings: tuple[str, ...], size: int, room: float) -> Optional[str]:
    """The first of `wordings`, longest first, that drawn at `size` is no wider than `room`."""
    return next((words for words in wordings
                 if text.render(words, size, LABEL, shadow=(0, 0, 0)).get_width() <= room), None)


def _fitting(wordings: tuple[str, ...], size: int, room: float) -> Optional[pygame.Surface]:
    """The first of `wordings`, longest first, that drawn at `size` is no wider than `room`,
    drawn."""
    words = _wording(wordings, size, room)
    return None if words is None else text.render(words, size, LABEL, shadow=(0, 0, 0))
