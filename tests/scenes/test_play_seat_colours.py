"""Every seat plate at the table carries its seat's colour, read back from the drawn table: the
colour of its last-tile marks and of its column on the score sheet (ui_draw.SEAT_COLOURS), as a
rim round the plate that leaves its name alone."""
import pygame
import pytest

from game.app import App
from game.match import Match
from game.render.ui_draw import SEAT_COLOURS
from game.rules import RuleSet
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings

NAMES = ("Ana", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie")


def _table(app: App, seats: int) -> PlayScene:
    rules = RuleSet(set=12) if seats > 6 else RuleSet()
    table = [Seat(NAMES[0])] + [Seat(name, "easy", pace=1e6) for name in NAMES[1:seats]]
    match = Match(rules, table, seed=seats)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return scene


def _patch(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]
           ) -> pygame.Rect:
    """The bounding box of the largest patch of exactly `colour` inside `rect` (empty: none)."""
    area = surface.subsurface(rect)
    mask = pygame.mask.from_threshold(area, colour, (1, 1, 1, 255))
    found = mask.connected_component()
    if found.count() == 0:
        return pygame.Rect(rect.topleft, (0, 0))
    box = found.get_bounding_rects()[0]
    return box.move(rect.topleft)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_every_plate_shows_its_seat_colour_clear_across_the_room(size, seats):
    app = App(size, settings=Settings(animation_speed="fast"), seed=1)
    scene = _table(app, seats)
    surface = pygame.Surface(size)
    scene.draw(surface)
    plates = scene.geometry.plates
    assert sorted(plates) == list(range(seats))
    for seat, plate in plates.items():
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        patch = _patch(surface, plate, colour)
        # One unbroken ring of the colour round the whole plate, several pixels thick.
        assert patch.width >= 0.9 * plate.width and patch.height >= 0.8 * plate.height, \
            (seat, patch, plate)
        across = surface.subsurface(pygame.Rect(plate.left, plate.centery, plate.width // 4, 1))
        thick = sum(1 for x in range(across.get_width())
                    if tuple(across.get_at((x, 0)))[:3] == colour)
        assert thick >= 3, (seat, thick)  # the rim at the plate's left end, across
        for other in range(seats):  # no other seat's colour on this plate to confuse it
            if SEAT_COLOURS[other % len(SEAT_COLOURS)] != colour:
                stray = _patch(surface, plate, SEAT_COLOURS[other % len(SEAT_COLOURS)])
                assert stray.width * stray.height < 20, (seat, other, stray)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_each_name_keeps_clear_of_its_colour(size):
    """The name's letters lie inside the coloured rim, none of them on it or within 2 px."""
    from game.render.hud import CREAM
    from game.scenes.play.seat_panels import draw_plate
    from game.scenes.play.geometry import TableGeometry

    App(size, settings=Settings(), seed=1)  # fonts and the display
    geometry = TableGeometry(size, 8, 0)
    surface = pygame.Surface(size)
    for seat, plate in geometry.plates.items():
        draw_plate(surface, plate, seat, NAMES[seat], "medium", 7, 12, False)
        area = surface.subsurface(plate)
        rim = pygame.mask.from_threshold(area, SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                                         (1, 1, 1, 255))
        letters = pygame.mask.from_threshold(area, CREAM, (1, 1, 1, 255))  # name and stats
        assert letters.count() > 20, seat
        touching = [(x, y) for x, y in _points(letters) if any(
                rim.get_at((x + dx, y + dy)) for dx in range(-2, 3) for dy in range(-2, 3)
                if 0 <= x + dx < plate.width and 0 <= y + dy < plate.height)]
        assert not touching, (seat, touching[:5])  # no letter within 2 px of the rim


def _points(mask: pygame.mask.Mask) -> list[tuple[int, int]]:
    w, h = mask.get_size()
    return [(x, y) for x in range(w) for y in range(h) if mask.get_at((x, y))]
