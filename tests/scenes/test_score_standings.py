"""The final standings box can be put away (Close, Esc or Enter) to see the whole score sheet."""
import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.scenes.score import ScoreScene
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def _finished(app) -> ScoreScene:
    rules = load_preset("family").rules.with_changes(set=6)
    match = Match(rules, [Seat("Ana"), Seat("Hen", "medium"), Seat("Rooster", "hard")], 9)
    rng = random.Random(4)
    while not match.game.is_over:
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    app.step(1 / 30, events=[])
    assert scene.standings_shown and scene.close_button.visible
    return scene


def _key(app, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 30)


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_RETURN])
def test_esc_or_enter_closes_the_standings_and_then_the_buttons_work(app, key) -> None:
    scene = _finished(app)
    _key(app, key)
    assert app.stack.top is scene and not scene.standings_shown
    assert not scene.close_button.visible
    _key(app, pygame.K_ESCAPE)  # the box is away: Esc is the Menu button again
    assert type(app.stack.top).__name__ != "ScoreScene"


def test_the_close_button_puts_the_box_away_below_which_it_sits(app) -> None:
    scene = _finished(app)
    box = scene.standings_box(1.0)
    button = scene.close_button.rect
    assert button.top >= box.bottom and not button.colliderect(scene.menu_button.rect)
    assert not button.colliderect(scene.next_button.rect)
    pos = button.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 30)
    assert app.stack.top is scene and not scene.standings_shown
