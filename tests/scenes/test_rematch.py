"""The final standings offer Rematch (the same seats and rules, a new shuffle; a ladder level:
the same level) and Menu, and Enter there starts nothing (issue 32); by posted events."""
import random

import pygame
import pytest

from game.app import App
from game.ladder import judge
from game.match import Match
from game.scenes.play.deal import DealScene
from game.scenes.menu import MenuScene
from game.scenes.score import ScoreScene
from game.seats import Seat
from game.store.ladder_files import load_ladder
from game.store.rules_files import load_preset
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def played_out(match: Match, seed: int = 4) -> Match:
    rng = random.Random(seed)
    while not match.game.is_over:
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    return match


def standings(app) -> ScoreScene:
    rules = load_preset("family").rules.with_changes(set=6, double_blank=25)
    seats = [Seat("Ana"), Seat("Hen", "medium", pace=1.5), Seat("Rooster", "hard")]
    match = played_out(Match(rules, seats, 9, preset="family"))
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    for _ in range(30):
        app.step(1 / 30, events=[])
    assert scene.over and scene.standings_shown
    return scene


def key(app, k):
    app.step(1 / 30, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def click(app, rect):
    app.step(1 / 30, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])


def test_the_final_standings_offer_rematch_and_menu(app):
    scene = standings(app)
    assert (scene.menu_button.label, scene.next_button.label) == ("Menu", "Rematch")


def test_rematch_deals_the_same_seats_and_rules_with_a_new_seed(app):
    scene = standings(app)
    old = scene.match
    click(app, scene.next_button.rect)
    dealt = app.stack.top
    assert isinstance(dealt, DealScene)
    new = dealt.match
    assert new is not old and new.seed != old.seed
    assert new.seats == old.seats                  # names, who plays, pace
    assert new.rules == old.rules and new.preset == "family"
    assert new.game.round_number <= 1 and not new.is_over


def test_r_is_rematch(app):
    standings(app)
    key(app, pygame.K_ESCAPE)                      # the standings box put away
    key(app, pygame.K_r)
    assert isinstance(app.stack.top, DealScene)


def test_enter_on_the_final_standings_starts_nothing(app):
    scene = standings(app)
    for _ in range(3):                             # a held or repeated Enter
        key(app, pygame.K_RETURN)
    assert app.stack.top is scene and not scene.standings_shown  # only the box went away
    key(app, pygame.K_ESCAPE)                      # Menu
    assert isinstance(app.stack.top, MenuScene)


def test_menu_clicked_goes_to_the_menu(app):
    scene = standings(app)
    key(app, pygame.K_ESCAPE)
    click(app, scene.menu_button.rect)
    assert isinstance(app.stack.top, MenuScene)


def test_a_ladder_rematch_is_the_same_level_again(app):
    level = load_ladder().levels[0]
    for seed in range(1, 200):
        match = played_out(Match(level.rules, list(level.seats), seed, preset=level.preset,
                                 ladder=level.key), seed)
        outcome = judge(level.goal, match.game.totals, match.game.winners(), level.player)
        if not outcome.met:
            break
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    for _ in range(30):
        app.step(1 / 30, events=[])
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene                  # Enter starts nothing
    scene.rematch()
    dealt = app.stack.top
    assert isinstance(dealt, DealScene)
    assert dealt.match.ladder == level.key and dealt.match.seed != match.seed
    assert [s.name for s in dealt.match.seats] == [s.name for s in level.seats]


def test_a_rematch_with_phone_seats_listens_on_the_settings_phone_port(app):
    """A rematch's phone links named the default port 8765, not Settings' Phone port."""
    app.settings.phone_port = 0  # Settings: any free port
    rules = load_preset("family").rules.with_changes(set=6, double_blank=25)
    seats = [Seat("Ana", "phone"), Seat("Hen", "medium", pace=1.5)]
    old = played_out(Match(rules, seats, 9, preset="family"))
    assert old.phone_keys.port == 8765  # (a game from New game would take the settings' too)
    scene = ScoreScene(app, old)
    app.clear_to(scene)
    scene.rematch()
    new = app.stack.top.match
    assert new.seats == old.seats and new.phone_keys.port == 0
    assert new.phone_keys.secrets[0] != old.phone_keys.secrets[0]  # new links
