"""Every seat plate at the table carries its seat's colour, read back from the drawn table: the
colour of its last-tile marks and of its column on the score sheet (ui_draw.SEAT_COLOURS)."""
import pygame
import pytest

from game.app import App
from game.match import Match
from game.render.ui_draw import SEAT_COLOURS
from game.rules import RuleSet
from game.scenes.play import PlayScene
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
        # A solid band down most of the plate's height, several pixels wide, at its left end
        # (the name reads from the left, beside it).
        assert patch.height >= 0.7 * plate.height, (seat, patch, plate)
        assert patch.width >= 10, (seat, patch, plate)
        assert patch.left - plate.left <= plate.width // 8, (seat, patch, plate)
        for other in range(seats):  # no other seat's colour on this plate to confuse it
            if SEAT_COLOURS[other % len(SEAT_COLOURS)] != colour:
                stray = _patch(surface, plate, SEAT_COLOURS[other % len(SEAT_COLOURS)])
                assert stray.width * stray.height < 20, (seat, other, stray)


def test_each_name_starts_clear_of_its_colour():
    """The name's letters begin right of the coloured band, with felt-dark plate between."""
    from game.render.hud import CREAM, GOLD

    app = App((1024, 600), settings=Settings(animation_speed="fast"), seed=1)
    scene = _table(app, 4)
    surface = pygame.Surface((1024, 600))
    scene.draw(surface)
    for seat, plate in scene.geometry.plates.items():
        band = _patch(surface, plate, SEAT_COLOURS[seat % len(SEAT_COLOURS)])
        top = pygame.Rect(plate.left, plate.top, plate.width, plate.height // 2)  # the name's line
        area = surface.subsurface(top)
        letters = [x for x in range(top.width) for y in range(top.height)
                   if tuple(area.get_at((x, y)))[:3] in (CREAM, GOLD)]
        assert letters, seat
        assert top.left + min(letters) >= band.right + 3, (seat, band, min(letters))
