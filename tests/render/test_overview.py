"""The overview map: the whole barnyard small inside its rect, the view's frame on it."""
from __future__ import annotations

import pygame

from game.layout.barnyard import BarnyardLayout
from game.render.overview import FRAME, NEWEST, TILE, Overview, fit
from game.rules import SPOKE, START, PlacedTile, Tile


def _barnyard() -> BarnyardLayout:
    layout = BarnyardLayout(4)
    hub = Tile(9, 9)
    layout.add(PlacedTile(hub, None, START, 0, 9, 0))
    for slot in range(4):
        layout.add(PlacedTile(Tile(9, slot), hub, SPOKE, slot, slot, 0))
    return layout


def test_the_map_draws_every_tile_and_the_views_frame_inside_its_rect() -> None:
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    rect = pygame.Rect(250, 180, 140, 100)
    layout = _barnyard()
    places = list(layout.placements.values())
    view = (-1.0, -1.5, 1.0, 1.5)  # the middle of the cross
    Overview().draw(surface, rect, places, view, newest=places[-1:])
    scale, ox, oy = fit(layout.bounds(), pygame.Rect((0, 0), rect.size))
    for place in places:
        x, y = rect.x + ox + place.x * scale, rect.y + oy + place.y * scale
        colour = NEWEST if place is places[-1] else TILE
        assert surface.get_at((round(x), round(y)))[:3] == colour
    left = round(rect.x + ox + view[0] * scale)
    top = round(rect.y + oy + view[1] * scale)
    assert surface.get_at((left, top + 3))[:3] == FRAME
    outside = [surface.get_at((x, y)).a for x in range(0, 400, 7) for y in range(0, 300, 7)
               if not rect.collidepoint(x, y)]
    assert max(outside) == 0


def test_a_view_larger_than_the_map_is_clipped_to_it() -> None:
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    rect = pygame.Rect(50, 50, 100, 80)
    Overview().draw(surface, rect, _barnyard().placements.values(), (-100.0, -100.0, 100.0, 100.0))
    assert surface.get_at((20, 20)).a == 0 and surface.get_at((180, 180)).a == 0
    assert surface.get_at((rect.centerx, rect.bottom - 2))[:3] == FRAME


def test_the_map_follows_the_barnyard_as_it_grows() -> None:
    overview = Overview()
    rect = pygame.Rect(0, 0, 120, 90)
    layout = _barnyard()
    before = pygame.Surface(rect.size)
    overview.draw(before, rect, layout.placements.values(), (0, 0, 1, 1))
    again = pygame.Surface(rect.size)
    overview.draw(again, rect, layout.placements.values(), (0, 0, 1, 1))
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(before, "RGB")
    layout.add(PlacedTile(Tile(0, 0), Tile(9, 0), "double", 0, 0, 0))
    after = pygame.Surface(rect.size)
    overview.draw(after, rect, layout.placements.values(), (0, 0, 1, 1))
    assert pygame.image.tobytes(after, "RGB") != pygame.image.tobytes(before, "RGB")
