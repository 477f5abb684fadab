"""The screens that draw loaded names and tiles never crash on what a file held: control
characters, unpaired surrogates, a name of 100,000 characters, right-to-left marks. The loaders
refuse such names (tests/store/test_hostile_files.py); the screens draw them all the same."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.match import Match
from game.render import text as txt
from game.rules.house_rules import RuleSet
from game.seats import Seat
from game.store.settings import Settings

NAMES = ["Ann\x00ie", "\x1b[2J\x07bell", "a\ud800b", "x" * 100_000, "\u202eevil\u202c", "🐔" * 50,
         "tab\tand\nnewline", ""]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(animation_speed="fast"), seed=3, ai_playouts=4)


@pytest.mark.parametrize("name", NAMES)
def test_text_of_any_kind_is_drawn(app: App, name: str) -> None:
    image = txt.render(name, 24)
    assert image.get_width() < 24 * txt.MAX_DRAWN
    width, _ = txt.font(24).size(name)
    assert width < 24 * txt.MAX_DRAWN
    assert txt.fit_size(name, 24, 200) >= 8
    assert txt.wrap(name, 20, 300)
    surface = pygame.Surface((400, 200))
    txt.blit_wrapped(surface, name, pygame.Rect(0, 0, 400, 200), 18)


def test_the_text_cache_stays_within_its_bytes(app: App) -> None:
    for i in range(3000):
        txt.render(f"line {i} " + "w" * (i % 90), 30 + i % 20, bold=bool(i % 2))
    assert 0 < txt.cached_bytes() <= txt.MAX_CACHED_BYTES


def _match(names: list[str], seats: int = 4) -> Match:
    table = [Seat(names[0])] + [Seat(names[i], "easy", pace=0.0) for i in range(1, seats)]
    return Match(RuleSet(), table, 3)


def test_the_table_the_score_sheet_and_the_replay_draw_any_names(app: App) -> None:
    from game.scenes.play.deal import DealScene
    from game.scenes.play.scene import PlayScene
    from game.scenes.review.replay import ReplayScene
    from game.scenes.score import ScoreScene

    for first in range(0, len(NAMES), 4):
        names = (NAMES[first:] + NAMES)[:4]
        match = _match(names)
        app.clear_to(DealScene(app, match))
        rng = random.Random(first)
        for _ in range(400):
            app.step(0.1, events=[])
            state = match.state
            if state is not None and not state.is_over and state.to_act == 0:
                match.apply(rng.choice([a for a in state.legal_actions() if a.seat == 0]))
            if isinstance(app.stack.top, ScoreScene):
                break
            if isinstance(app.stack.top, PlayScene) and app.stack.top.ending.showing:
                app.step(0.5, events=[pygame.event.Event(  # a key ends the round's held end
                    pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
        assert isinstance(app.stack.top, ScoreScene)
        for _ in range(30):
            app.step(0.1, events=[])
        app.clear_to(ReplayScene(app, match.game.records, names=names))
        for key in (pygame.K_END, pygame.K_LEFT, pygame.K_HOME):
            app.step(0.1, events=[pygame.event.Event(pygame.KEYDOWN, key=key, mod=0,
                                                     unicode="")])


def test_the_menu_and_the_setup_draw_a_remembered_table_of_any_names(app: App) -> None:
    from game.scenes.menu import MenuScene
    from game.scenes.setup.screen import SetupScene

    app.settings.last_seats = [{"name": name, "player": "human"} for name in NAMES[:4]]
    app.clear_to(MenuScene(app))
    app.step(0.1, events=[])
    app.push(SetupScene(app))
    for _ in range(3):
        app.step(0.1, events=[])
