"""Stars as the ladder shows them: five-pointed, gold when earned, a dark hollow when not, and a
`pop` (0..1) for one being awarded (it grows past its size and settles, with a glint)."""
from __future__ import annotations

import math

import pygame

from game.render.ui_draw import BRASS_DARK

GOLD = (255, 204, 64)
GOLD_RIM = (150, 92, 20)
HOLLOW = (40, 28, 20)


def star_points(centre: tuple[float, float], radius: float,
                turn: float = 0.0) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star, the first point up (`turn` in radians)."""
    cx, cy = centre
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + turn + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def draw_star(surface: pygame.Surface, centre: tuple[float, float], radius: float,
              earned: bool, pop: float = 1.0) -> None:
    """One star; `pop` below 1 is a star being awarded (it swells, spins a little, settles)."""
    if earned and pop < 1.0:
        swell = 1.0 + 0.6 * math.sin(math.pi * pop) * (1.0 - pop * 0.3)
        draw_star(surface, centre, radius, False)
        if pop <= 0.0:
            return
        radius *= swell * min(1.0, pop * 3)
        turn = (1.0 - pop) * 0.8
    else:
        turn = 0.0
    points = star_points(centre, radius, turn)
    width = max(1, round(radius / 7))
    if earned:
        pygame.draw.polygon(surface, GOLD, points)
        shine = star_points((centre[0] - radius * 0.12, centre[1] - radius * 0.15), radius * 0.45,
                            turn)
        pygame.draw.polygon(surface, (255, 236, 160), shine)
        pygame.draw.polygon(surface, GOLD_RIM, points, width)
    else:
        pygame.draw.polygon(surface, HOLLOW, points)
        pygame.draw.polygon(surface, BRASS_DARK, points, width)


def draw_stars(surface: pygame.Surface, centre: tuple[float, float], radius: float,
               earned: int, pops: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> None:
    """Three stars in a row around `centre`, the first `earned` gold."""
    gap = radius * 2.3
    for i in range(3):
        draw_star(surface, (centre[0] + (i - 1) * gap, centre[1]), radius, i < earned, pops[i])
