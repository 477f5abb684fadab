"""Eased motion and banners: the table's short-lived effects, all cheap to draw (the toast is
game.render.widgets.Toast)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from game.render import text

Point = tuple[float, float]
Pose = tuple[float, float, float]  # x, y and angle (degrees)


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smooth at both ends."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def lerp(a: float, b: float, t: float) -> float:
    """The point `t` of the way from a to b."""
    return a + (b - a) * t


def lerp_angle(a: float, b: float, t: float) -> float:
    """Turn from a to b (degrees) the short way round."""
    d = (b - a + 180) % 360 - 180
    return a + d * t


@dataclass
class Glide:
    """A tile moving from one pose to another, eased; `pose()` is where it is now.

    `end` may be a callable, so a tile can fly to a target that moves (a camera zooming).
    """

    start: Pose
    end: Pose | Callable[[], Pose]
    duration: float
    lift: float = 0.6   # how high it rises mid-flight (shadow offset)
    elapsed: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic

    @property
    def done(self) -> bool:
        """True once it has arrived."""
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""
        self.elapsed = min(self.duration, self.elapsed + dt)

    def finish(self) -> None:
        """Jump to the end (fast-forward)."""
        self.elapsed = self.duration

    def target(self) -> Pose:
        """Where it is going."""
        return self.end() if callable(self.end) else self.end

    def pose(self) -> tuple[float, float, float, float]:
        """(x, y, angle, lift) now."""
        t = self.elapsed / self.duration if self.duration > 0 else 1.0
        k = self.ease(t)
        ex, ey, ea = self.target()
        sx, sy, sa = self.start
        return (lerp(sx, ex, k), lerp(sy, ey, k), lerp_angle(sa, ea, k),
                self.lift * math.sin(math.pi * min(1.0, t)))


@dataclass
class Banner:
    """A big shout across the table ("Chicken foot!"), popping in and fading out."""

    message: str
    colour: tuple[int, int, int] = (255, 226, 120)
    duration: float = 1.6
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """True once faded."""
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""
        self.elapsed += dt

    def draw(self, surface: pygame.Surface, centre: Point, size: int) -> None:
        """Draw centred at `centre`, `size` px tall at full pop."""
        t = self.elapsed / self.duration
        if t >= 1:
            return
        pop = ease_out_cubic(min(1.0, self.elapsed / 0.18))
        alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
        px = max(8, int(size * (0.75 + 0.25 * pop)) // 4 * 4)  # few sizes: cached renders
        room = surface.get_width() - 40  # a long name makes the shout smaller, never wider
        px = max(8, text.fit_size(self.message, px, room, True, "title") // 4 * 4)
        image = text.render(self.message, px, self.colour, bold=True, face="title",
                            outline=(40, 24, 8), shadow=(0, 0, 0))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
