"""The tutorial's end leads on (issue 32): "Play a real game" opens the setup with a first
table (you and three computer players), "Try again" starts the lesson over, Esc goes back to
How to play; by posted events."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules import Play
from game.scenes.howto import HowToScene
from game.scenes.menu import MenuScene
from game.scenes.setup.screen import SetupScene
from game.scenes.tutorial import DONE, FIRST_TABLE, YOU, LessonDone, TutorialScene
from game.store.settings import Settings
from table_probe import probe


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    application = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    application.settings.last_seats = [{"name": "Ana", "player": "human"},
                                       {"name": "Ben", "player": "human"}]
    application.settings.last_preset = "party"
    return application


def press(app, code):
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def click(app, rect):
    app.step(1 / 60, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])


def lesson_done(app) -> tuple[HowToScene, LessonDone]:
    """Menu, How to play, Try it, the scripted round played to its end and a key pressed."""
    app.clear_to(MenuScene(app))
    howto = HowToScene(app)
    app.push(howto)
    press(app, pygame.K_t)
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    for _ in range(6000):
        step = scene.lesson.step()
        if step is None:
            break
        if step.action.seat == YOU and probe(scene).can_act:
            done = scene.play(step.action) if isinstance(step.action, Play) \
                else scene.apply(step.action)
            assert done
        app.step(1 / 10)  # (a slow machine's frames while the computers play)
    for _ in range(600):
        app.step(1 / 30)
        if scene.ending.showing and scene.ending.shown > 1.0:
            break
    press(app, pygame.K_SPACE)
    app.step(1 / 60)
    top = app.stack.top
    assert isinstance(top, LessonDone) and top.below is scene
    for _ in range(40):                 # a screen that came up by itself waits for keys
        app.step(1 / 60)
    return howto, top


def test_the_lessons_end_says_what_next_with_three_ways_on(app, monkeypatch):
    _, done = lesson_done(app)
    from game.render import text as text_module

    seen = []
    render = text_module.render
    monkeypatch.setattr(text_module, "render",
                        lambda t, *a, **k: seen.append(t) or render(t, *a, **k))
    app.draw()
    assert {"Play a real game", "Try again", "How to play", "Well played!"} <= set(seen)
    assert any(DONE.startswith(line) for line in seen if line)
    assert [b.label for b in done.buttons] == ["Play a real game", "Try again", "How to play"]


def test_play_a_real_game_opens_the_setup_with_you_and_computer_players(app):
    _, done = lesson_done(app)
    click(app, done.real_game.rect)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert [(s.name, s.player) for s in setup.seats] == list(FIRST_TABLE)
    assert setup.preset_name == "classic" and setup.problem() is None
    assert not any(isinstance(s, TutorialScene) for s in app.stack.scenes)
    assert isinstance(app.stack.scenes[-2], HowToScene)  # Back: where the lesson began


def test_enter_is_play_a_real_game(app):
    lesson_done(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene)


def test_try_again_starts_the_lesson_from_the_start(app):
    howto, done = lesson_done(app)
    click(app, done.again.rect)
    again = app.stack.top
    assert isinstance(again, TutorialScene) and again is not done.below
    assert len(again.state.history) == 0 and not again.state.is_over
    assert app.stack.scenes[-2] is howto


def test_escape_goes_back_to_how_to_play(app):
    howto, _ = lesson_done(app)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is howto
