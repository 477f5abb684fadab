"""The Statistics screen's achievements page: every achievement, earned ones with their date,
the others with how to earn them; the tiers beaten towards Pecking Order."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.achievements import ACHIEVEMENTS
from game.app import App
from game.scenes.stats import StatsScene, pecking_line
from game.store.progress import LevelResult, Progress, progress_path, save_progress
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def key(app: App, code: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def test_the_achievements_page_lists_every_one_with_its_date(app: App) -> None:
    save_progress(Progress({"01-kitchen-table": LevelResult(3, 20)},
                           {"tiptoe": "2026-11-29"}, {"easy", "hard"}))
    scene = StatsScene(app)
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.page == "record" and scene.page_button.label == "Achievements"
    key(app, pygame.K_a)
    assert scene.page == "achievements" and scene.page_button.label == "Your record"
    assert scene.replay_buttons == [] and scene.progress.achievements == {"tiptoe": "2026-11-29"}
    assert len(ACHIEVEMENTS) == 13
    assert pecking_line(scene.progress) == "Pecking Order: beaten Easy, Hard; still to beat " \
                                           "Medium, Expert"
    for size in ((1280, 720), (1024, 600)):
        scene.resize(size)
        scene.draw(pygame.Surface(size))
    key(app, pygame.K_r)
    assert scene.page == "record"


def test_every_tier_beaten_reads_as_done() -> None:
    every = Progress(beaten={"easy", "medium", "hard", "expert"})
    assert pecking_line(every) == "Every computer player beaten: Easy, Medium, Hard, Expert"
    assert pecking_line(Progress()) == "Pecking Order: still to beat Easy, Medium, Hard, Expert"


def test_a_damaged_progress_file_is_explained_on_the_statistics_screen(app: App) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    target.write_text("[]")
    scene = StatsScene(app)
    app.push(scene)
    assert scene.problem is not None and str(target) in scene.problem
    assert scene.ui.modal is not None and not target.exists()
