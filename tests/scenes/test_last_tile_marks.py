"""The coloured mark round a seat's last tile is at least 3 px thick, on a tile lying square
and on one turned 45 degrees: read back from what the barnyard draws."""
from __future__ import annotations

import dataclasses
import math
import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.render.ui_draw import SEAT_COLOURS
from game.rules import Tile
from game.scenes.play.scene import PlayScene
from game.store.settings import Settings

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "render"))
from test_ring import band_widths, thinnest  # noqa: E402

from hen_sets import hen_sets_9_9  # noqa: E402

T = Tile.parse


@pytest.fixture(scope="module")
def app():
    yield App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)


def _scene(app: App) -> PlayScene:
    """The AI (seat 1) sets 9-9; the human (seat 0) is to play."""
    return hen_sets_9_9(app, [T(s) for s in ("9-5", "3-1", "4-2", "6-0", "8-7")], 40)


def _turned(polygon, degrees: float):
    """`polygon` turned about its centre."""
    cx = sum(x for x, _ in polygon) / len(polygon)
    cy = sum(y for _, y in polygon) / len(polygon)
    a = math.radians(degrees)
    return tuple((cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a),
                  cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a)) for x, y in polygon)


@pytest.mark.parametrize("turn", [0, 45])
def test_the_last_tile_mark_is_at_least_3_px_thick(app, monkeypatch, turn: int) -> None:
    view = _scene(app).barnyard
    assert view.last_tiles() == {1: T("9-9")}
    placements = view.table.layout.placements
    place = placements[T("9-9")]
    monkeypatch.setitem(placements, T("9-9"),
                        dataclasses.replace(place, polygon=_turned(place.polygon, turn)))
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((0, 0, 0))
    view.draw_marks(surface, set())
    outline = [view.camera.to_screen(x, y) for x, y in placements[T("9-9")].polygon]
    side, crossing = thinnest(band_widths(surface, outline, SEAT_COLOURS[1]))
    assert side >= 3, side
    assert crossing >= 2.5, crossing
    # The newest tile is drawn again over its mark while it glows: 3 px still show outside it.
    pygame.draw.polygon(surface, (250, 245, 230), outline)
    side, crossing = thinnest(band_widths(surface, outline, SEAT_COLOURS[1]))
    assert side >= 3, side
    assert crossing >= 2.5, crossing
