"""What the table shows over the barnyard keeps its words in: a seat's name plate keeps a long
name off the tag that says who plays it, and a shout across the table fits the window."""
import pygame
import pytest

from game.render import hud, text
from game.render.effects import Banner


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


def test_the_tag_says_you_only_when_one_person_plays_at_the_screen(monkeypatch):
    """Seen with Mum and Dad at one screen: both plates said "you"."""
    said = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda words, *a, **k: (said.append(words),
                                                                real(words, *a, **k))[1])
    for people in (1, 2):
        hud.seat_plate((150, 46), "Mum", "human", 5, people, False, people=people)
    hud.seat_plate((150, 46), "Hen", "hard", 5, 0, False, people=2)
    tags = [words for words in said if words in ("you", "human", "AI hard")]
    assert tags == ["you", "human", "AI hard"]


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
