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
from tests.scenes.test_stats_scene import stats_drawn, words_apart


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def key(app: App, code: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def test_the_achievements_page_lists_every_one_with_its_date(
        app: App, drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    save_progress(Progress({"01-kitchen-table": LevelResult(3, 20)},
                           {"tiptoe": "2026-11-29"}, {"easy", "hard"}))
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.page == "record" and scene.page_button.label == "Achievements"
    key(app, pygame.K_a)
    assert scene.page == "achievements" and scene.page_button.label == "Your record"
    assert scene.replay_buttons == [] and scene.progress.achievements == {"tiptoe": "2026-11-29"}
    assert len(ACHIEVEMENTS) == 16
    assert pecking_line(scene.progress) == "Pecking Order: beaten Easy, Hard; still to beat " \
                                           "Medium, Expert"
    for size in ((1280, 720), (1024, 600)):
        scene.resize(size)
        drawn_text.clear()
        scene.draw(pygame.Surface(size))
        words = [t for t, _ in words_apart(drawn_text, scene.achievements_rect)]
        assert words[0] == "Achievements: 1 of 16 earned"
        # Each title with the line under it: the date it was earned, else how to earn it.
        assert list(zip(words[1::2], words[2::2])) == [
            (a.title, "Earned 29 Nov 2026" if a.key == "tiptoe" else a.how) for a in ACHIEVEMENTS]
        assert words[33:] == [pecking_line(scene.progress)]
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
    scene.wait_for_reading()  # read on a thread of its own
    app.push(scene)
    assert scene.problem is not None and str(target) in scene.problem
    assert scene.ui.modal is not None and not target.exists()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_achievements_are_bigger_and_keep_to_their_cells(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: large print left the achievements page at the small size. Every title and line
    stays inside the page, none over another, and none is shrunk far below its fellows."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    save_progress(Progress(achievements={"tiptoe": "2026-11-29"}, beaten={"easy"}))
    heights = {}
    for large, scene in stats_drawn(size, drawn_text, "achievements"):
        drawn = words_apart(drawn_text, scene.achievements_rect)
        hows = [r.height for t, r in drawn if any(t == a.how for a in ACHIEVEMENTS)]
        assert len(hows) == len(ACHIEVEMENTS) - 1 and min(hows) >= max(hows) - 2
        heights[large] = next(r.height for t, r in drawn if t == ACHIEVEMENTS[0].title)
        assert any(t.startswith("Pecking Order: beaten Easy") for t, _ in drawn)
    assert heights[True] > heights[False]
