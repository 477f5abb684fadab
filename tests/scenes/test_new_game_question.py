"""A new game while an unfinished one is saved: the menu's New game and the ladder's Start ask
before the new game's autosave replaces it (as --play does), headless with posted events."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.app import App

from game.matches import watch_match
from game.match import Match
from game.scenes.choice import ChoiceScene
from game.scenes.play.deal import DealScene
from game.scenes.ladder import LadderScene
from game.scenes.menu import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.setup.screen import SetupScene
from game.store.save import has_save, load_match, save_match
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    application = App((1280, 720), settings=Settings(animation_speed="fast"), seed=11,
                      ai_playouts=4)
    application.files.autosave = True  # as main() sets it: the save is the player's (in tmp_path)
    application.clear_to(MenuScene(application))
    application.step(1 / 60, [])
    return application


def saved_game() -> Match:
    """A three-seat game some moves in, autosaved."""
    match = watch_match(5, seats=3, pace=0.0)
    match.start_round()
    rng = random.Random(5)
    for _ in range(8):
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    save_match(match, wait=True)
    return match


def key(app: App, code: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def test_start_on_the_new_game_screen_asks_before_replacing_the_saved_game(app: App) -> None:
    """Seen in a real window: New game, then Start, and the ladder game in progress was gone
    without a word; only --play asked."""
    saved = saved_game()
    key(app, pygame.K_n)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    setup.start()
    question = app.stack.top
    assert isinstance(question, ChoiceScene)
    assert question.labels == ["Continue it", "New game", "Back"]
    assert "Round 1 of 10: Hen 0, Rooster 0, Chick 0" in question.message
    key(app, pygame.K_ESCAPE)  # Back: to the table being set up, nothing replaced
    assert app.stack.top is setup
    assert load_match().state.history == saved.state.history  # type: ignore[union-attr]
    setup.start()
    key(app, pygame.K_RETURN)  # changed on purpose (issue 32): Enter is the safe Back too
    assert app.stack.top is setup
    assert load_match().state.history == saved.state.history  # type: ignore[union-attr]
    setup.start()
    app.stack.top.choose("Continue it")  # the saved game goes on
    resumed = app.stack.top
    assert isinstance(resumed, (PlayScene, DealScene))
    played = saved.state.history  # type: ignore[union-attr]
    assert resumed.match.state.history[:len(played)] == played  # and the table plays on


def test_new_game_in_the_question_deals_the_table_that_was_set_up(app: App) -> None:
    saved_game()
    key(app, pygame.K_n)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    setup.start()
    app.stack.top.choose("New game")
    dealt = app.stack.top
    assert isinstance(dealt, DealScene)
    assert [s.name for s in dealt.match.seats] == [s.name for s in setup.seats]


def test_the_ladders_start_asks_too(app: App) -> None:
    saved = saved_game()
    key(app, pygame.K_l)
    ladder = app.stack.top
    assert isinstance(ladder, LadderScene)
    ladder.start()
    assert isinstance(app.stack.top, ChoiceScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is ladder
    ladder.start()
    level = ladder.index + 1
    question = app.stack.top
    assert question.labels == ["Continue it", f"Start level {level}", "Back"]
    assert f"Starting level {level} replaces it." in question.message
    question.choose(f"Start level {level}")
    dealt = app.stack.top
    assert isinstance(dealt, DealScene) and dealt.match.ladder == ladder.rung.level.key
    assert load_match().state.history == saved.state.history  # type: ignore[union-attr]


def test_without_a_saved_game_start_deals_at_once(app: App) -> None:
    assert not has_save()
    key(app, pygame.K_n)
    app.stack.top.start()
    assert isinstance(app.stack.top, DealScene)
