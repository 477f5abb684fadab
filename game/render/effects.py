"""Eased motion, banners and toasts: the table's short-lived effects, all cheap to draw."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Optional

import pygame

from game.render import text

Point = tuple[float, float]


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

    start: tuple[float, float, float]
    end: tuple[float, float, float] | Callable[[], tuple[float, float, float]]
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

    def target(self) -> tuple[float, float, float]:
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
        image = text.render(self.message, px, self.colour, bold=True, face="title",
                            outline=(40, 24, 8), shadow=(0, 0, 0))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


@dataclass
class Toast:
    """A short readable message (an illegal move's reason, a catch) near the bottom."""

    message: str
    duration: float = 2.6
    elapsed: float = 0.0
    _image: Optional[pygame.Surface] = field(default=None, repr=False)
    _size: int = 0

    @property
    def done(self) -> bool:
        """True once faded."""
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""
        self.elapsed += dt

    def draw(self, surface: pygame.Surface, centre: Point, size: int) -> None:
        """A dark rounded plate with the message, fading at the end."""
        if self.done:
            return
        if self._image is None or self._size != size:
            label = text.render(self.message, size, (255, 246, 224))
            pad = size // 2
            plate = pygame.Surface((label.get_width() + 2 * pad, label.get_height() + pad),
                                   pygame.SRCALPHA)
            pygame.draw.rect(plate, (20, 16, 12, 215), plate.get_rect(),
                             border_radius=size // 2)
            pygame.draw.rect(plate, (255, 214, 120, 160), plate.get_rect(), width=2,
                             border_radius=size // 2)
            plate.blit(label, (pad, pad // 2))
            self._image, self._size = plate, size
        t = self.elapsed / self.duration
        image = self._image
        if t > 0.8:
            image.set_alpha(int(255 * (1 - (t - 0.8) / 0.2)))
        else:
            image.set_alpha(255)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
