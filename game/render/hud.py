"""The table's heads-up display: seat plates, the chicken yard pile and action buttons.

Every plate is drawn once per content and size and cached, so a full table costs a few blits.
"""
from __future__ import annotations

import math
from typing import Any, Hashable

import pygame

from game.render import text
from game.render.surface_cache import SurfaceCache

_plates = SurfaceCache(8 << 20)  # name plates and counters: at most 8 MB of pixels
GOLD = (255, 210, 90)
CREAM = (255, 246, 224)


def _cached(key: Hashable, make: Any) -> pygame.Surface:
    return _plates.get_or_make(key, make)


def seat_plate(size: tuple[int, int], name: str, player: str, tiles: int, score: int,
               active: bool, note: str = "", people: int = 1) -> pygame.Surface:
    """A seat's name plate: name, who plays it ("you" for the one person at the screen,
    "human" when `people` share it, else the computer's tier), tiles in hand, score; glowing
    when to act."""
    who = ("you" if people == 1 else "human") if player == "human" else f"AI {player}"
    key = ("seat", size, name, who, tiles, score, active, note)
    return _cached(key, lambda: _draw_seat_plate(size, name, who, tiles, score, active, note))


def _draw_seat_plate(size: tuple[int, int], name: str, who: str, tiles: int, score: int,
                     active: bool, note: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = h // 4
    if active:
        for i in range(6, 0, -1):  # a soft golden halo
            pygame.draw.rect(surf, (255, 200, 70, 26), surf.get_rect().inflate(-i, -i),
                             border_radius=r)
    body = surf.get_rect().inflate(-8, -8)
    pygame.draw.rect(surf, (24, 36, 28, 225) if not active else (58, 44, 14, 240), body,
                     border_radius=r)
    pygame.draw.rect(surf, GOLD if active else (150, 170, 150), body, width=2, border_radius=r)
    big = max(10, h // 4)
    small = max(9, h // 5)
    tag = text.render(who, small, (190, 210, 190))
    surf.blit(tag, (body.right - tag.get_width() - big // 2, body.y + h // 10 + (big - small)))
    room = body.width - tag.get_width() - 2 * big  # a long name stops short of the tag
    shown, fitted = text.fit_text(name, big, room, True, smallest=max(9, round(big * 0.75)))
    label = text.render(shown, fitted, GOLD if active else CREAM, bold=True)
    surf.blit(label, (body.x + big // 2, body.y + h // 10 + (big - fitted)))
    stats = text.render(f"{tiles} tile{'s' if tiles != 1 else ''}   score {score}", small, CREAM)
    surf.blit(stats, (body.x + big // 2, body.bottom - stats.get_height() - h // 10))
    if note:
        mark = text.render(note, small, (255, 140, 110), bold=True)
        surf.blit(mark, (body.right - mark.get_width() - big // 2,
                         body.bottom - mark.get_height() - h // 10))
    return surf


def turn_arrow(surface: pygame.Surface, centre: tuple[int, int], size: int, phase: float) -> None:
    """A bobbing golden marker pointing at the seat to act."""
    bob = math.sin(phase * 5) * size * 0.15
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
