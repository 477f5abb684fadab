"""Posted mouse events for the table's scene tests: a press, a carry in steps, a let-go."""
from __future__ import annotations

import pygame

from game.app import App


def post(kind: int, **fields: object) -> None:
    """Post one event for the next frame."""
    pygame.event.post(pygame.event.Event(kind, **fields))


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at `start`, carry the pointer to `end` in `steps` frames and let go there."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1 / 60)
    x0, y0 = start
    for i in range(1, steps + 1):
        p = (round(x0 + (end[0] - x0) * i / steps), round(y0 + (end[1] - y0) * i / steps))
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        app.step(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step(1 / 60)
