"""The menus' drawn pieces (panels, gradients, shadows, veils) are kept between frames at every
window size: once a screen has settled, a frame draws nothing afresh.

Seen while timing the tests: at 1920x1080 the statistics, the achievements, the pause menu and
(at 2560x1440) the replay drew every panel and shadow again each frame, because one frame's
pieces outgrew the cache's fixed 8 MB and each pushed out the next."""
import random

import pytest

from game.app import App
from game.match import Match
from game.scenes.pause import PauseScene
from game.scenes.review.replay import ReplayScene
from game.scenes.stats import StatsScene
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings
from game.store.stats import record_game


def _played(seed: int, rounds: int) -> Match:
    """A classic match with `rounds` rounds of random legal moves."""
    match = Match(load_preset("classic").rules,
                  [Seat("You"), Seat("Hen", "medium"), Seat("Rooster", "hard")], seed)
    rng = random.Random(seed)
    for _ in range(rounds):
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    return match


def _stats(app: App) -> StatsScene:
    record_game(_played(5, 2))
    scene = StatsScene(app)
    scene.wait_for_reading()  # read on a thread of its own
    return scene


def _achievements(app: App) -> StatsScene:
    scene = _stats(app)
    scene.turn_page()
    return scene


def _pause(app: App) -> PauseScene:
    match = _played(8, 0)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    return PauseScene(app, PlayScene(app, match))


def _replay(app: App) -> ReplayScene:
    played = _played(4, 1)
    scene = ReplayScene(app, played.game.records, names=[s.name for s in played.seats])
    scene.go(30)
    return scene


@pytest.mark.parametrize("screen, size", [(_stats, (1920, 1080)), (_achievements, (1920, 1080)),
                                          (_pause, (1920, 1080)), (_replay, (2560, 1440))])
def test_a_settled_screen_draws_nothing_afresh(drawn_afresh, screen, size) -> None:
    app = App(size, settings=Settings(), seed=1)
    app.clear_to(screen(app))
    for _ in range(20):
        app.step(1 / 30, events=[])
    drawn = drawn_afresh()
    for _ in range(5):
        app.step(1 / 30, events=[])
    assert drawn == []
