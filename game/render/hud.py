"""The table's heads-up display: seat plates, the chicken yard pile and action buttons.

Every plate is drawn once per content and size and cached, so a full table costs a few blits.
"""
from __future__ import annotations

import math
from typing import Any, Hashable, Optional

import pygame

from game.render import text
from game.render.surface_cache import SurfaceCache

_plates = SurfaceCache(8 << 20, windows=1)  # name plates and counters: 8 MB, or a window's worth
GOLD = (255, 210, 90)
CREAM = (255, 246, 224)


def _cached(key: Hashable, make: Any) -> pygame.Surface:
    return _plates.get_or_make(key, make)


def clear() -> None:
    """Forget every plate drawn (after a change of display mode)."""
    _plates.clear()


PAD = 6  # px: a plate's words from its body's sides
INSET = 4  # px: the body inside the plate (room for the glow round it)
Word = tuple[str, str, int, bool, pygame.Rect]  # what it says, words, size, bold, where


def seat_plate(size: tuple[int, int], name: str, player: str, tiles: int, score: int,
               active: bool, note: str = "", people: int = 1,
               phone: Optional[str] = None) -> pygame.Surface:
    """A seat's name plate: name, who plays it ("you" for the one person at the screen,
    "human" when `people` share it, a phone seat's phone as it is, else the computer's tier),
    tiles in hand, score; glowing when to act."""
    tag = who_plays(player, people, phone)
    key = ("seat", size, name, tag, tiles, score, active, note)
    return _cached(key, lambda: _draw_seat_plate(size, name, tag, tiles, score, active, note))


#: A phone seat's plate tag, by its phone: joined, away, never joined (None: not known here).
PHONE_TAGS = {"connected": "on phone", "away": "phone away", "never": "no phone yet",
              None: "on a phone"}


def who_plays(player: str, people: int = 1, phone: Optional[str] = None) -> str:
    """The plate's tag: "you", "human" (when `people` share the screen), a phone seat's
    `phone` (PHONE_TAGS) or "AI <tier>"."""
    if player == "phone":
        return PHONE_TAGS.get(phone, PHONE_TAGS[None])
    return ("you" if people == 1 else "human") if player == "human" else f"AI {player}"


def plate_layout(height: int) -> tuple[int, int]:
    """How a plate `height` tall says its words: in how many rows, at what size. Three rows
    (the name; who plays; tiles and score) at the largest size they fit, else two (the name
    and who plays; tiles and score) at the size asked for by the height, as large as fits."""
    floor = text.readable(0, True)
    if _rows_height(floor, 3) <= height:
        return 3, _largest(floor, height, 3)
    return 2, min(_largest(floor, height, 2), max(floor, height // 4))


def _largest(size: int, height: int, rows: int) -> int:
    while _rows_height(size + 1, rows) <= height:
        size += 1
    return size


def plate_room(size: int, rows: int) -> tuple[int, int]:
    """The smallest plate whose words at `size` read whole in `rows` rows: a name of long
    letters ("Bartholomew") beside who plays ("AI medium") or over it, "28 tiles", "1 tile!"
    and "score 888"."""
    f, bold = text.font(size), text.font(size, True)
    name, who, tiles, note, score = (bold.size("Bartholomew")[0], f.size("AI medium")[0],
                                     f.size("28 tiles")[0], bold.size("1 tile!")[0],
                                     f.size("score 888")[0])
    gap = _gap(size)
    widths = ((name, who + note + gap, tiles + score + gap) if rows == 3 else
              (name + who + gap, tiles + note + score + 2 * gap))
    return max(widths) + 2 * (PAD + INSET), _rows_height(size, rows)


def _gap(size: int) -> int:
    """The least room between two words on a plate's row."""
    return size // 2


def _rows_height(size: int, rows: int) -> int:
    """The height of a plate whose `rows` rows of words are at `size`."""
    return rows * text.font(size, True).get_linesize() + 2 * INSET + 4


def plate_words(size: tuple[int, int], name: str, who: str, tiles: int, score: int,
                note: str = "") -> list[Word]:
    """What a plate `size` says and where (see `plate_layout`): the name at the left of the
    top row, cut short only when wider than the plate allows; who plays at the right of the
    top row or at the left of the second with the note ("1 tile!") at its right; the tiles
    at the left of the last row and the score at its right (the note after the tiles on a
    plate of two rows)."""
    body = pygame.Rect((0, 0), size).inflate(-2 * INSET, -2 * INSET)
    rows, at = plate_layout(size[1])
    step = text.font(at, True).get_linesize()
    top = body.top + (body.height - rows * step) // 2
    left, right, gap = body.left + PAD, body.right - PAD, _gap(at)
    room = right - left
    if rows == 2:
        room -= text.font(at).size(who)[0] + gap
    shown, _ = text.fit_text(name, at, room, True, smallest=at)
    count = ("tiles", f"{tiles} tile{'s' if tiles != 1 else ''}", False)
    named: list[tuple[str, str, bool]] = [("name", shown, True)]
    lines = ([named, [("who", who, False), ("note", note, True)],
              [count, ("score", f"score {score}", False)]] if rows == 3 else
             [named + [("who", who, False)], [count, ("note", note, True),
                                              ("score", f"score {score}", False)]])
    out: list[Word] = []
    for i, line in enumerate(lines):
        x = left
        for k, (role, words, bold) in enumerate(line):
            if not words:
                continue
            w, h = text.font(at, bold).size(words)
            at_right = k == len(line) - 1 and k > 0  # the last of a row at its right
            out.append((role, words, at, bold,
                        pygame.Rect(right - w if at_right else x, top + i * step, w, h)))
            x += w + gap
    return out


def _draw_seat_plate(size: tuple[int, int], name: str, who: str, tiles: int, score: int,
                     active: bool, note: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = h // 4
    if active:
        for i in range(6, 0, -1):  # a soft golden halo
            pygame.draw.rect(surf, (255, 200, 70, 26), surf.get_rect().inflate(-i, -i),
                             border_radius=r)
    body = surf.get_rect().inflate(-2 * INSET, -2 * INSET)
    pygame.draw.rect(surf, (24, 36, 28, 225) if not active else (58, 44, 14, 240), body,
                     border_radius=r)
    pygame.draw.rect(surf, GOLD if active else (150, 170, 150), body, width=2, border_radius=r)
    colours = {"name": GOLD if active else CREAM, "who": (190, 210, 190),
               "note": (255, 140, 110)}
    for role, words, at, bold, rect in plate_words(size, name, who, tiles, score, note):
        surf.blit(text.render(words, at, colours.get(role, CREAM), bold=bold), rect)
    return surf


def turn_arrow(surface: pygame.Surface, centre: tuple[int, int], size: int, phase: float) -> None:
    """A bobbing golden marker pointing at the seat to act."""
    bob = math.sin(phase * 5) * size * 0.1  # table_region.marker_box: what it covers
    x, y = centre[0], centre[1] + bob
    pts = [(x - size * 0.5, y - size * 0.45), (x + size * 0.5, y - size * 0.45), (x, y + size * 0.4)]
    pygame.draw.polygon(surface, GOLD, pts)
    pygame.draw.polygon(surface, (90, 60, 10), pts, width=2)


def count_badge(count: int, size: int) -> pygame.Surface:
    """A small dark disc with a number (tiles left in the chicken yard)."""
    key = ("badge", count, size)

    def make() -> pygame.Surface:
        label = text.render(str(count), size, CREAM, bold=True)
        d = max(label.get_width(), label.get_height()) + size // 2
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(surf, (20, 16, 12, 230), (d // 2, d // 2), d // 2)
        pygame.draw.circle(surf, GOLD, (d // 2, d // 2), d // 2, width=2)
        surf.blit(label, label.get_rect(center=(d // 2, d // 2)))
        return surf

    return _cached(key, make)


class Button:
    """A rounded push button with a keyboard hint; `hit(pos)` tests a click."""

    def __init__(self, label: str, key_hint: str = "", action: str = "") -> None:
        self.label = label
        self.key_hint = key_hint
        self.action = action or label.lower()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = False
        self.hover = False

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if `pos` is on the shown button."""
        return self.visible and self.rect.collidepoint(pos)

    def image(self) -> pygame.Surface:
        """The button drawn at its rect's size (cached)."""
        key = ("button", self.label, self.key_hint, self.rect.size, self.hover)
        return _cached(key, self._draw)

    def _draw(self) -> pygame.Surface:
        w, h = self.rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = h // 3
        top = (214, 156, 52) if self.hover else (184, 126, 36)
        pygame.draw.rect(surf, (60, 36, 8, 255), surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, top, surf.get_rect().inflate(-4, -4), border_radius=r)
        pygame.draw.rect(surf, (255, 226, 140), surf.get_rect().inflate(-4, -4), width=2,
                         border_radius=r)
        size = max(10, h * 2 // 5)
        label = text.render(self.label, size, (40, 22, 4), bold=True)
        surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
        if self.key_hint:
            hint = text.render(self.key_hint, max(8, size * 2 // 3), (90, 56, 10))
            surf.blit(hint, (w - hint.get_width() - r // 2, h - hint.get_height() - 2))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        """Blit when visible."""
        if self.visible:
            surface.blit(self.image(), self.rect)
