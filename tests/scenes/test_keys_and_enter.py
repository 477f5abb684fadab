"""Enter means the safe choice where a choice could lose something, and a screen that comes up by
itself takes keys only after a short pause (issue 32), headless with posted events."""
from __future__ import annotations

import collections
import random
from pathlib import Path

import pygame
import pytest

from game.app import App

from game.launch import first_scene, prepare, window_args

from game.matches import watch_match
from game.match import Match
from game.rules import Tile
from game.rules.actions import Play
from game.scenes.base import SETTLE_KEYS
from game.scenes.choice import ChoiceScene
from game.scenes.play.deal import DealScene
from game.scenes.ladder import LadderScene
from game.scenes.menu import MenuScene
from game.scenes.score import ScoreScene
from game.store.save import load_match, save_match
from game.store.settings import Settings
from hen_sets import hen_sets_9_9

T = Tile.parse


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    application = App((1280, 720), settings=Settings(animation_speed="fast"), seed=11,
                      ai_playouts=4)
    application.files.autosave = True  # the save is the player's (in tmp_path)
    application.clear_to(MenuScene(application))
    application.step(1 / 60, [])
    return application


def key(app: App, code: int, kind: int = pygame.KEYDOWN) -> None:
    app.step(1 / 60, [pygame.event.Event(kind, key=code, mod=0, unicode="")])


def saved_game() -> Match:
    """A three-seat game some moves in, autosaved."""
    match = watch_match(5, seats=3, pace=0.0)
    match.start_round()
    rng = random.Random(5)
    for _ in range(8):
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    save_match(match, wait=True)
    return match


# ----------------------------------------------------------------- the unfinished game
def test_enter_on_the_ladders_question_goes_back_and_replaces_nothing(app: App) -> None:
    """Seen (issue 32): with a ladder level chosen, Enter on "An unfinished game" continued the
    old game. Enter is now Back, marked as the default, beside Esc."""
    saved = saved_game()
    key(app, pygame.K_l)
    ladder = app.stack.top
    assert isinstance(ladder, LadderScene)
    ladder.start()
    question = app.stack.top
    assert isinstance(question, ChoiceScene)
    back = question.buttons[-1]
    assert back.label == "Back" and back.style == "primary" and back.hint == "Enter / Esc"
    assert [b.style for b in question.buttons[:-1]] == ["secondary", "secondary"]
    key(app, pygame.K_RETURN)
    assert app.stack.top is ladder
    assert load_match().state.history == saved.state.history  # type: ignore[union-attr]
    ladder.start()
    key(app, pygame.K_KP_ENTER)
    assert app.stack.top is ladder


def test_a_button_with_the_ring_takes_enter_on_the_question(app: App) -> None:
    saved_game()
    key(app, pygame.K_l)
    ladder = app.stack.top
    ladder.start()
    key(app, pygame.K_TAB)  # the ring on "Continue it"
    key(app, pygame.K_RETURN)
    assert not isinstance(app.stack.top, (ChoiceScene, LadderScene))  # the saved game goes on


def test_the_ladder_says_what_start_does_to_an_unfinished_game(app: App) -> None:
    key(app, pygame.K_l)
    ladder = app.stack.top
    assert ladder.start_words() is None  # nothing saved: the bar keeps the stars
    key(app, pygame.K_ESCAPE)
    saved_game()
    key(app, pygame.K_l)
    ladder = app.stack.top
    assert isinstance(ladder, LadderScene)
    assert ladder.start_words() == "Start level 1 (your unfinished game is replaced)"


def test_enter_on_plays_question_goes_to_the_menu(app: App) -> None:
    saved = saved_game()
    args = window_args(["--play"])
    prepare(app, args)
    question = first_scene(app, args)
    assert isinstance(question, ChoiceScene) and question.labels[-1] == "Menu"
    app.clear_to(question)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    assert load_match().state.history == saved.state.history  # type: ignore[union-attr]


# ----------------------------------------------------------------- a screen come up by itself
def to_the_score_sheet(app: App) -> ScoreScene:
    """You go out with 9-5 on Hen's 9-9; a key once the result shows brings the score sheet."""
    scene = hen_sets_9_9(app, [T("9-5")], 30)
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(2000):
        if scene.ending.showing and scene.ending.shown >= 1.0:
            break
        app.step(1 / 30, [])
    key(app, pygame.K_RETURN)  # the player goes on to the score sheet...
    app.step(1 / 60, [])
    score = app.stack.top
    assert isinstance(score, ScoreScene)
    return score


def test_enter_pressed_again_as_the_score_sheet_comes_does_not_skip_it(app: App) -> None:
    """Seen (issue 32): Enter pressed on through the round's end skipped the score sheet (its
    Next round is Enter). The sheet takes keys only after SETTLE_KEYS seconds."""
    score = to_the_score_sheet(app)
    key(app, pygame.K_RETURN)  # ...and presses again at once
    key(app, pygame.K_KP_ENTER)
    assert app.stack.top is score
    for _ in range(round(SETTLE_KEYS * 60) + 1):
        app.step(1 / 60, [])
    key(app, pygame.K_RETURN)  # a press after the pause is the player's
    assert isinstance(app.stack.top, DealScene)


def test_a_key_held_down_as_a_screen_comes_is_not_taken_until_let_go(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A key still down when the score sheet came (Enter held through the round's end) and
    repeated by the system is not taken after the pause either, until it is let go. pygame's
    own key state cannot be set headless, so it is what this test stands in for."""
    down = collections.defaultdict(bool, {pygame.K_RETURN: True})
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: down)
    score = to_the_score_sheet(app)
    for _ in range(round(SETTLE_KEYS * 60) * 2):
        app.step(1 / 60, [])
    key(app, pygame.K_RETURN)  # the held key's repeat
    assert app.stack.top is score
    key(app, pygame.K_RETURN, pygame.KEYUP)
    key(app, pygame.K_RETURN)  # pressed anew
    assert isinstance(app.stack.top, DealScene)


def test_a_screen_opened_by_a_key_takes_the_next_key_at_once(app: App) -> None:
    """Only screens that come up by themselves wait: the ladder opened with L closes with Esc
    in the next frame."""
    key(app, pygame.K_l)
    assert isinstance(app.stack.top, LadderScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
