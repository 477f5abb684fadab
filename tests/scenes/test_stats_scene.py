"""The Statistics screen, headless: figures from the database, Replay buttons, damaged files."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Iterator, Sequence

import pygame
import pytest

from game.app import App
from game.match import Match
from game.scenes.review.replay import ReplayScene
from game.scenes.stats import StatsScene
from game.seats import Seat
from game.store import paths
from game.store.rules_files import load_preset
from game.store.settings import Settings
from game.store.stats import record_game


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def finished(seed: int, tiers: tuple[str, ...]) -> Match:
    return played_out([Seat("You")] + [Seat(f"Bot{i}", t) for i, t in enumerate(tiers)], seed)


def played_out(seats: list[Seat], seed: int) -> Match:
    """A family game on a double-6 set between `seats`, played to its end at random."""
    rules = load_preset("family").rules.with_changes(set=6)
    match = Match(rules, seats, seed, preset="family")
    rng = random.Random(seed)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def click(app: App, pos: tuple[int, int]) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_empty_statistics_open_and_close(app: App) -> None:
    from game.scenes.base import Scene

    app.push(Scene(app))
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.summary.games_played == 0 and scene.problem is None
    assert scene.replay_buttons == []
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is not scene


def test_recorded_games_show_and_replay_opens(app: App) -> None:
    matches = [finished(seed, ("easy",) if seed % 2 else ("hard", "easy")) for seed in range(3)]
    for match in matches:
        assert record_game(match)[1] is None
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.summary.games_played == 3 and scene.summary.by_tier["easy"][0] == 3
    assert len(scene.replay_buttons) == 3
    click(app, scene.replay_buttons[0].rect.center)
    top = app.stack.top
    assert isinstance(top, ReplayScene) and top.problem is None
    assert len(top.rounds) == 7 and top.names[0] == "You"
    assert top.rounds == matches[-1].game.records  # the newest game first


def test_a_damaged_database_is_explained_not_fatal(app: App) -> None:
    path = paths.stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00garbage" * 50)
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.problem is not None and str(path) in scene.problem
    assert scene.ui.modal is not None
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    assert scene.ui.modal is None


@pytest.mark.parametrize("games, large", [(0, False), (3, False), (3, True)])
def test_no_two_lines_of_the_record_overlap(app: App, games: int, large: bool,
                                            drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen in a real window: with no games yet, "No games against the AIs yet." was drawn over
    "Ladder stars". Every line stays inside the panel, in large print too."""
    app.settings.large_print = large
    for seed in range(games):
        assert record_game(finished(seed, ("easy", "hard")))[1] is None
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    drawn_text.clear()
    scene.draw(pygame.Surface(app.size))
    drawn = [rect for _, rect in drawn_text if scene.record_rect.colliderect(rect)]
    for text, rect in drawn_text:
        assert not scene.record_rect.colliderect(rect) or scene.record_rect.contains(rect), text
    assert len(drawn) >= 10
    for i, rect in enumerate(drawn):
        assert rect.collidelist(drawn[i + 1:]) < 0, rect


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_record_is_bigger_and_still_fits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: large print left the Statistics screen at the small size."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for seed, tiers in ((1, ("easy", "medium")), (2, ("hard", "expert"))):
        assert record_game(finished(seed, tiers))[1] is None
    heights = {}
    for large, scene in stats_drawn(size, drawn_text):
        drawn = words_apart(drawn_text, scene.record_rect)
        heights[large] = next(r.height for t, r in drawn if t == "Games played")
        assert any(t == "Expert" for t, _ in drawn)
    assert heights[True] > heights[False]


def stats_drawn(size: tuple[int, int], drawn_text: list[tuple[str, pygame.Rect]],
                page: str = "record") -> Iterator[tuple[bool, StatsScene]]:
    """The Statistics screen's `page` drawn at `size` without large print, then with it;
    its words in `drawn_text` each time."""
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=3)
        scene = StatsScene(app)
        scene.wait_for_reading()  # read on a thread of its own
        app.push(scene)
        if scene.page != page:
            scene.turn_page()
        drawn_text.clear()
        scene.draw(pygame.Surface(size))
        yield large, scene


def words_apart(drawn_text: list[tuple[str, pygame.Rect]], panel: pygame.Rect,
                besides: Sequence[pygame.Rect] = (), exempt: str = ""
                ) -> list[tuple[str, pygame.Rect]]:
    """The words drawn on `panel`, each asserted inside it and clear of the words after it
    and of `besides` (but for the words `exempt`)."""
    drawn = [(t, r) for t, r in drawn_text if panel.colliderect(r)]
    for i, (text, rect) in enumerate(drawn):
        assert panel.contains(rect), text
        assert rect.collidelist([r for _, r in drawn[i + 1:]] + list(besides)) < 0 \
            or text == exempt, text
    return drawn


def test_the_last_games_name_the_house_rules_as_the_menu_does(
        app: App, drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """ "Family", the preset's own title, not its file name "family"."""
    assert record_game(finished(1, ("easy",)))[1] is None
    line = last_game_line(app, drawn_text)
    assert "  Family  " in line and "family" not in line


def test_a_ladder_game_is_named_by_its_level_not_its_preset(
        app: App, drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen in a real window: a game of The Kitchen Table was listed as "Family"."""
    match = finished(2, ("easy",))
    match.ladder = "01-kitchen-table"
    assert record_game(match)[1] is None
    line = last_game_line(app, drawn_text)
    assert "  The Kitchen Table  " in line and "Family" not in line


def last_game_line(app: App, drawn_text: list[tuple[str, pygame.Rect]]) -> str:
    """The first line of the last game the Statistics screen lists."""
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    drawn_text.clear()
    scene.draw(pygame.Surface(app.size))
    return next(t for t, _ in drawn_text if " points" in t)


def test_the_last_games_keep_long_names_off_the_replay_buttons(
        app: App, drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """A table file allows names of 80 letters: a game between two of them reads as much of
    them as fits at a readable size, cut with an ellipsis, left of its Replay button."""
    seats = [Seat("Maximilian Bartholomew the Magnificent of Upper Barnyard"),
             Seat("W" * 80, "easy"), Seat("M" * 80, "hard")]
    assert record_game(played_out(seats, 5))[1] is None
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    drawn_text.clear()
    scene.draw(pygame.Surface(app.size))
    button = scene.replay_buttons[0].rect
    lines = [(t, r) for t, r in drawn_text if t.startswith("Maximilian")]
    assert lines and lines[0][0].endswith("\u2026")
    for text, rect in lines:
        assert rect.right < button.left and rect.height >= 12, text


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_last_games_and_the_chart_are_bigger_and_keep_apart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: large print left the last games and the chart's labels at the small size."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for seed in range(5):
        assert record_game(finished(seed, ("easy", "hard")))[1] is None
    heights = {}
    for large, scene in stats_drawn(size, drawn_text):
        for panel in (scene.games_rect, scene.chart_rect):
            words_apart(drawn_text, panel, [b.rect for b in scene.replay_buttons], "Replay")
        games = [r for t, r in drawn_text if " points" in t]
        assert len(games) == 4
        heights[large] = (games[0].height,
                          next(r.height for t, r in drawn_text if t.startswith("green:")))
    assert heights[True][0] > heights[False][0] and heights[True][1] > heights[False][1]
