"""A seat's name plate keeps a long name off the tag that says who plays it."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.render import hud, text


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((640, 400))


@pytest.mark.parametrize("name", ["WWWWWWWWWWWWWWWWWWWWWWWW", "Bartholomew the Magnific"])
def test_a_long_name_stops_short_of_the_tag(name):
    """Seen in large print with eight seats: "Bartholomew the Magnif" was drawn over "AI
    medium", and a name of wide letters ran past the plate's edge."""
    size = (150, 46)
    long = hud.seat_plate(size, name, "medium", 5, 0, False)
    bare = hud.seat_plate(size, "", "medium", 5, 0, False)
    h = size[1]
    big, small = max(10, h // 4), max(9, h // 5)
    tag_w = text.render("AI medium", small, (190, 210, 190)).get_width()
    body = long.get_rect().inflate(-8, -8)
    tag = pygame.Rect(body.right - tag_w - big // 2 - 2, body.top, tag_w + big // 2 + 2,
                      body.height // 2)
    assert long.subsurface(tag).copy().get_view("2").raw == \
        bare.subsurface(tag).copy().get_view("2").raw
    assert long.get_view("2").raw != bare.get_view("2").raw  # the name is drawn
