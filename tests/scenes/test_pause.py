"""The pause overlay over a real table: its buttons by mouse and by key, the veil over hands."""
import pygame
import pytest

from game.app import App, watch_match
from game.match import Match
from game.seats import Seat
from game.store.rules_files import load_preset
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=2)


def at_the_table(app, match):
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    table = PlayScene(app, match)
    app.clear_to(table)
    pause = PauseScene(app, table)
    app.push(pause)
    app.step(1 / 60, events=[])
    return table, pause


def click(app, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_resume_clicked_goes_back_to_the_table_with_its_click(app):
    table, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    click(app, pause.resume.rect.center)
    assert app.stack.top is table


def test_quit_to_menu_clicked_opens_the_menu(app):
    _, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    click(app, pause.quit.rect.center)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_the_veil_hides_the_hands_only_when_people_share_the_screen(app):
    _, alone = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    assert not alone.covers_hands
    table = [Seat("Ana"), Seat("Bo"), Seat("Hen", "medium", pace=0.0)]
    _, shared = at_the_table(app, Match(load_preset("classic").rules, table, 3))
    assert shared.covers_hands
