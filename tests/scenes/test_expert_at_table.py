"""The expert at the table thinks in the worker process: a resize leaves its search alone (the
table is the same), while pausing, quitting to the menu or an undo stop it at once."""
from __future__ import annotations

import multiprocessing

import pygame
import pytest

from game.ai import worker
from game.ai.worker import SearchWorker, WorkerThinking
from game.app import App
from game.match import Match
from game.rules import Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings

T = Tile.parse


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def thinking_table() -> tuple[App, PlayScene, WorkerThinking]:
    """You (seat 0) set 9-9; Owl, an expert with a minute to think, weighs its three spokes in
    the worker."""
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1,
              ai_playouts=None)  # against the clock, as the game thinks
    app.files.autosave = False
    mine = [T(s) for s in ("9-9", "9-4", "4-1", "6-6")]
    owl = [T(s) for s in ("9-5", "9-3", "9-2", "4-2", "6-0", "3-3")]
    rest = [t for t in full_set(9) if t not in mine + owl]
    seats = [Seat("You"), Seat("Owl", "expert", pace=0.0, budget=60.0)]
    match = Match(RuleSet(), seats, seed=1)
    match.game.round_number = 1
    match.state = RoundState(RuleSet(), [mine, owl], rest)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    scene.play(next(a for a in match.state.legal_actions() if isinstance(a, Play)))  # 9-9
    for _ in range(600):
        app.step(1 / 30)
        turn = scene.driver.ai
        if turn is not None and isinstance(turn.thinking, WorkerThinking):
            return app, scene, turn.thinking
    raise AssertionError("the expert never started thinking in the worker")


def stopped(searcher: SearchWorker, thinking: WorkerThinking) -> str:
    """What the worker answered about the decision: "cancelled" if it was dropped."""
    answer = searcher.wait(thinking.number, timeout=30.0)
    assert answer is not None, "the worker never answered"
    return answer[0]


def test_a_resize_mid_thought_keeps_the_same_search_going(searcher: SearchWorker) -> None:
    app, scene, thinking = thinking_table()
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    for _ in range(5):
        app.step(1 / 60)
    assert scene.driver.ai is not None and scene.driver.ai.thinking is thinking
    assert not thinking.done and searcher.answer(thinking.number) is None  # still searching
    thinking.cancel()
    assert stopped(searcher, thinking) == "cancelled"


def test_pausing_mid_thought_stops_the_search(searcher: SearchWorker) -> None:
    app, scene, thinking = thinking_table()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is not scene and thinking.done
    assert stopped(searcher, thinking) == "cancelled"


def test_quitting_to_the_menu_mid_thought_stops_the_search(searcher: SearchWorker) -> None:
    app, scene, thinking = thinking_table()
    app.open_menu()
    assert thinking.done and stopped(searcher, thinking) == "cancelled"


def test_taking_back_the_play_mid_thought_stops_the_search(searcher: SearchWorker) -> None:
    app, scene, thinking = thinking_table()
    assert scene.undo(), "the play could not be taken back"
    assert thinking.done and stopped(searcher, thinking) == "cancelled"
    assert scene.driver.ai is None and scene.state.to_act == 0


def test_a_table_with_an_expert_starts_the_worker_as_it_opens() -> None:
    worker.shutdown()
    worker.use_worker(True)
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1, ai_playouts=None)
    app.files.autosave = False
    try:
        before = set(multiprocessing.active_children())
        plain = Match(RuleSet(), [Seat("You"), Seat("Hen", "medium")], seed=1)
        plain.start_round()
        app.clear_to(PlayScene(app, plain))
        assert set(multiprocessing.active_children()) == before  # nobody to think beside it
        owl = Match(RuleSet(), [Seat("You"), Seat("Owl", "expert")], seed=1)
        owl.start_round()
        app.clear_to(PlayScene(app, owl))
        assert len(set(multiprocessing.active_children()) - before) == 1  # before its turn
    finally:
        worker.shutdown()
    assert set(multiprocessing.active_children()) == before
