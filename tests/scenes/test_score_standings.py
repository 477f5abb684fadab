"""The final standings box can be put away (Close, Esc or Enter) to see the whole score sheet."""
import random

import pygame
import pytest

from game.app import App
from game.render.ui_draw import ui_scale
from game.match import Match
from game.scenes.score import ScoreScene
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings
from tests.ink import drawn_size


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


@pytest.mark.parametrize("large_print", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_close_button_puts_the_box_away_from_inside_it(app, drawn_text, size,
                                                           large_print) -> None:
    """Seen at 1024x600 in large print: the Close button hung below the box, over both panels,
    with small words."""
    app.settings.large_print = large_print
    app.window.set(size)
    scene = _finished(app)
    drawn_text.clear()
    scene.draw(pygame.Surface(size))
    s = ui_scale(size)
    box = scene.standings_box(s)
    button = scene.close_button.rect
    assert box.contains(button) and not button.colliderect(scene.menu_button.rect)
    assert not button.colliderect(scene.next_button.rect)
    lines = [rect for words, rect in drawn_text if words in ("Ana", "Hen", "Rooster")][-3:]
    assert all(box.contains(rect) and rect.bottom <= button.top for rect in lines)
    label = next(rect for words, rect in drawn_text if words == "Close")
    assert drawn_size("Close", label, shadow=True)[0] >= round(17 * s * app.settings.print_scale) - 1
    pos = button.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 30)
    assert app.stack.top is scene and not scene.standings_shown


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_standings_once_up_are_drawn_from_kept_pieces_frame_after_frame(
        drawn_afresh, size) -> None:
    """Seen while timing the tests: with the final standings up, every frame drew its panels,
    gradients and shadows afresh (about 20 of them, 40 ms a frame at 1280x720), because the
    window-sized veil under the box pushed them out of the pieces' cache and they pushed it out
    in turn. Once the box is up and the counting done, a frame draws nothing new."""
    app = App(size, settings=Settings(), seed=3)
    scene = _finished(app)
    for _ in range(60):  # the counting and the box's arrival
        app.step(1 / 30, events=[])
    drawn = drawn_afresh()
    for _ in range(10):
        app.step(1 / 30, events=[])
    assert scene.standings_shown
    assert drawn == []
