"""A shout across the table fits the window, whatever the name in it."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.render.effects import Banner


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((640, 400))


@pytest.mark.parametrize("message", ["Domino! " + "W" * 24 + " is out", "Chicken foot!"])
def test_a_banner_stays_inside_the_window(message):
    surface = pygame.Surface((1024, 600))
    banner = Banner(message, elapsed=0.5)
    banner.draw(surface, (512, 200), 46)
    inked = [x for x in range(1024) if any(surface.get_at((x, y))[0] > 120
                                             for y in range(170, 230, 3))]
    assert inked and min(inked) > 0 and max(inked) < 1023
    if message == "Chicken foot!":  # a short shout keeps its full size
        assert max(inked) - min(inked) > 200
