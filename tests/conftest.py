"""Shared test setup: no real window, no real sound device, no pygame banner, folders of its own
for each test; the expert's worker process for the tests that need it."""
import os
import sys
import time
from typing import Any, Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Bytecode caches: where the environment turns them off (PYTHONDONTWRITEBYTECODE), every
# interpreter the suite starts (its workers, the expert's worker process, the command line under
# test: hundreds in all) compiles the game afresh, and every worker rewrites the asserts of every
# test file again: a third of the command-line tests' time. The suite lets Python keep them in
# __pycache__ as it does by default (git ignores them); set before the workers start, which
# inherit it with every process they start.
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None) is not None:
    sys.dont_write_bytecode = False

from hypothesis import settings  # noqa: E402

# No test may depend on how fast a shared, noisy machine is: hypothesis's per-example deadline
# is a timed assertion, so it is off everywhere.
settings.register_profile("untimed", deadline=None)
settings.load_profile("untimed")


import pytest  # noqa: E402

from game.ai import worker  # noqa: E402
from game.ai.worker import SearchWorker  # noqa: E402


@pytest.fixture(autouse=True)
def own_folders(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each test its own data and config folders unless it points them elsewhere itself: tests
    run at once in several workers (pytest-xdist) never share a lock file, a save or the
    statistics, and none reads or writes the player's own."""
    home = tmp_path_factory.mktemp("folders")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))


@pytest.fixture
def searcher() -> Iterator[SearchWorker]:
    """The shared worker, once it has started (a fresh one for each test)."""
    worker.use_worker(True)
    found = worker.shared()
    assert found is not None, "no worker process could start here"
    for _ in range(6000):  # a busy machine may take seconds to start an interpreter
        if found.ready:
            break
        time.sleep(0.01)
    assert found.ready
    yield found
    worker.shutdown()


@pytest.fixture
def drawn_text(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """Every text drawn with game.render.text.blit_text while the test runs (clear it to start
    afresh), with the rectangle it took; the drawing itself still happens."""
    from game.render import text

    drawn: list[tuple[str, Any]] = []
    real = text.blit_text

    def spy(surface: Any, words: str, *rest: Any, **kw: Any) -> Any:
        rect = real(surface, words, *rest, **kw)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(text, "blit_text", spy)
    return drawn


@pytest.fixture
def drawn_afresh(monkeypatch: pytest.MonkeyPatch) -> Callable[[], list[Any]]:
    """Call it once a screen has settled: the list it returns then gets the size of every image
    scaled afresh (a panel, a shadow or a turned tile not found in a cache)."""
    def start() -> list[Any]:
        import pygame

        drawn: list[Any] = []
        real = pygame.transform.smoothscale
        monkeypatch.setattr(pygame.transform, "smoothscale",
                            lambda *args, **kw: drawn.append(args[1]) or real(*args, **kw))
        return drawn

    return start
