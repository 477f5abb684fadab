"""Tile settings changed from the pause menu's Settings show on the table at once on return:
the barnyard's still picture is drawn again with the new tile art (issue 32)."""
import pygame
import pytest

from game.app import App
from game.rules import Tile
from game.scenes.pause import PauseScene
from game.scenes.settings_scene import SettingsScene
from game.store.settings import Settings
from tests.scenes.hen_sets import hen_sets_9_9


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=2)


def click(app, widget):
    pos = widget.rect.center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app, k):
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def double_nine(app, table):
    """The 9-9 in the middle of the table as a frame of it shows it."""
    place = table.table.layout.placements[Tile(9, 9)]
    x, y = table.barnyard.camera.to_screen(place.x, place.y)
    frame = pygame.Surface(app.screen.get_size())
    table.draw(frame)
    return pygame.image.tobytes(frame.subsurface((round(x) - 12, round(y) - 12, 24, 24)), "RGB")


@pytest.mark.parametrize("widget", ["pips_toggle", "scheme_cycle", "face_cycle"])
def test_a_tile_setting_from_the_pause_menu_shows_on_the_table_at_once(app, widget):
    table = hen_sets_9_9(app, [Tile.parse(s) for s in ("9-4", "3-1", "6-0")], 60)
    before = double_nine(app, table)
    app.push(PauseScene(app, table))
    app.step(1 / 60, events=[])
    click(app, app.stack.top.settings_button)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, getattr(settings, widget))
    key(app, pygame.K_ESCAPE)      # Back to the pause menu
    key(app, pygame.K_ESCAPE)      # and on to the table
    assert app.stack.top is table
    app.step(1 / 60, events=[])
    assert table.barnyard.painter.art is app.art
    assert double_nine(app, table) != before
