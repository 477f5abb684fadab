"""What the table shows over the barnyard keeps its words in: a seat's name plate keeps a long
name off the tag that says who plays it, and a shout across the table fits the window."""
import pygame
import pytest

from game.render import hud, text
from game.render.effects import Banner
from game.scenes.play.geometry import TableGeometry


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((640, 400))


class _Recording(pygame.Surface):
    """A surface that remembers what was blitted on it and where."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.blitted = []

    def blit(self, image, dest, *rest, **kw):
        self.blitted.append((image, pygame.Rect(dest[:2], image.get_size())))
        return super().blit(image, dest, *rest, **kw)


def _plate_words(monkeypatch, size, name, player, tiles, score, note=""):
    """The words a plate `size` draws, each with the rectangle its ink covers on the plate."""
    said = {}
    real = text.render
    monkeypatch.setattr(text, "render", lambda words, *a, **k: said.setdefault(
        id(image := real(words, *a, **k)), (words, image))[1])
    monkeypatch.setattr(pygame, "Surface", _Recording)
    hud.clear()  # drawn afresh, not taken from the cache
    plate = hud.seat_plate(size, name, player, tiles, score, False, note)
    monkeypatch.undo()
    return [(said[id(image)][0], image.get_bounding_rect().move(rect.topleft))
            for image, rect in plate.blitted if id(image) in said]


SIZES = {(window, seats, large, seat): plate.size
         for window in ((1024, 600), (1280, 648), (1280, 720)) for seats in (2, 4, 8)
         for large in (False, True)
         for seat, plate in TableGeometry(window, seats, 0, 1.25 if large else 1.0).plates.items()}


@pytest.mark.parametrize("where", sorted(SIZES))
@pytest.mark.parametrize("name, player, note", [("Bartholomew", "medium", "1 tile!"),
                                                ("Hen", "expert", ""), ("Leghorn", "easy", "")])
def test_a_plate_says_name_kind_tiles_and_score_whole_and_apart(monkeypatch, where, name, player,
                                                                note):
    """Seen at 1024x600 in normal print after the 12 px floor: "AI medium" stood on the score
    line and a long name was cut. Each word on the plates of a real table (2, 4, 8 seats, the
    three windows, both prints) is drawn whole, inside the plate's body, no word's ink touching
    another's."""
    size = SIZES[where]
    words = _plate_words(monkeypatch, size, name, player, 28, 888, note)
    said = [w for w, _ in words]
    assert sorted(said) == sorted([name, f"AI {player}", "28 tiles", "score 888"] +
                                  ([note] if note else []))
    body = pygame.Rect((0, 0), size).inflate(-8, -8)
    for i, (w, ink) in enumerate(words):
        assert body.contains(ink), (w, ink, body)
        for other, ink2 in words[i + 1:]:
            assert not ink.inflate(2, 2).colliderect(ink2), (w, other)


def test_a_name_too_wide_for_the_plate_stays_on_its_row():
    """A name of wide letters (only possible from a file) is cut on its own row, clear of the
    tag and inside the plate."""
    for size in (TableGeometry((1024, 600), 8, 0).plates[seat].size for seat in (0, 1)):
        words = hud.plate_words(size, "W" * 24, "AI medium", 5, 0)
        name = next(rect for role, _, _, _, rect in words if role == "name")
        assert name.right <= size[0] - hud.INSET
        assert all(not name.colliderect(rect) for role, *_, rect in words if role != "name")


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
