"""Shared test setup: no real window, no real sound device, no pygame banner, folders of its own
for each test; computers that decide by counted play-outs, and the expert's worker process only
for the tests that need it."""
import itertools
import os
import sys
import time
from functools import partialmethod
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
from game.app import App  # noqa: E402
from game.scenes.play.barnyard_view import BarnyardPainter  # noqa: E402

PLAYOUTS = 4  # an expert's play-outs per move at a test's table (App's ai_playouts)


# The order the files start in. pytest-xdist hands each worker a whole file at a time, in the
# order collected (pyproject: --dist loadfile --no-loadscope-reorder). The tournament's test comes
# first: its fork pool must start before any test in that worker has started SDL's threads or
# the game's. Then every file of 3 s or more, longest first (the sum of its tests' durations,
# whole suite, quiet, main at de099bd), so that the short ones fill in at the end and both
# workers finish together: left in the serial order, the longest came late and one worker ran
# on alone for 17 s. The other files keep their order, and each file its tests' order.
STARTED_FIRST = (
    "tests/ai/test_tournament.py",  # forks
    "tests/render/test_layout.py",  # 13.4 s
    "tests/scenes/test_table_overlaps.py",  # 11.8 s
    "tests/scenes/test_play_round_end.py",  # 10.4 s
    "tests/phones/test_phones_continued.py",  # 8.9 s
    "tests/scenes/test_app.py",  # 7.8 s
    "tests/test_hostile_command_line.py",  # 7.1 s
    "tests/phones/test_phones_at_table.py",  # 6.0 s
    "tests/scenes/test_play_party.py",  # 5.5 s
    "tests/scenes/test_ladder_scene.py",  # 5.5 s
    "tests/scenes/test_play_pace.py",  # 4.9 s
    "tests/scenes/test_play.py",  # 4.3 s
    "tests/render/test_placement.py",  # 4.0 s
    "tests/render/test_table_layout.py",  # 3.9 s
    "tests/scenes/test_replay_scene.py",  # 3.6 s
    "tests/ai/test_worker.py",  # 3.6 s
    "tests/scenes/test_play_keyboard.py",  # 3.5 s
    "tests/render/test_layout_tools.py",  # 3.3 s
    "tests/test_package.py",  # 3.3 s
    "tests/test_command_line.py",  # 3.0 s
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """STARTED_FIRST's files first, in its order; the rest as collected."""
    rank = {path: i for i, path in enumerate(STARTED_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.partition("::")[0], len(rank)))


_FOLDERS = itertools.count()  # this worker's own folders' numbers (a worker has its own basetemp)


@pytest.fixture(autouse=True)
def own_folders(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each test its own data and config folders unless it points them elsewhere itself: tests
    run at once in several workers (pytest-xdist) never share a lock file, a save or the
    statistics, and none reads or writes the player's own. The folder is only named here, not
    made: the game makes its folders when it first writes (most tests write nothing), and each
    empty folder made for nothing is one more for pytest to remove at a later session's end
    (2,567 of a whole run's 5,471 folders were these, empty)."""
    home = tmp_path_factory.getbasetemp() / f"folders{next(_FOLDERS)}"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))


@pytest.fixture(autouse=True, scope="session")
def fsync_not_waited() -> Iterator[None]:
    """os.fsync checks its file and returns without waiting for the disk. No test can see what
    the wait adds (a file's bytes outlive a killed process without it: only a machine that
    loses power needs it), and here it is most of a write's time: 3,900 fsyncs in tests/store
    alone, 1 to 4 ms each on this shared disk (4.6-14 s of waiting at loads of 5-6, by a spy
    on os.fsync). The game still calls it where it did (tests/store/test_paths_atomic.py spies
    on the calls); the interpreters the tests start wait for the disk as the game does."""
    def fsync(fd: Any) -> None:
        os.fstat(fd if isinstance(fd, int) else fd.fileno())  # a bad descriptor still fails

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", fsync)
        yield


@pytest.fixture(autouse=True, scope="session")
def counted_playouts() -> Iterator[None]:
    """Every App made in the tests (module fixtures' too) has its expert seats decide by
    PLAYOUTS counted play-outs, all within the frame that asks, unless the test gives it its own
    ai_playouts: a test's work and its table's moves are then the same however the machine's
    cores are shared, where an expert thinking against its budget did more or less of both and
    made other moves. A test of that clock asks for the game's own way: App(ai_playouts=None)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(App, "__init__", partialmethod(App.__init__, ai_playouts=PLAYOUTS))
        yield


@pytest.fixture(autouse=True, scope="session")
def tile_sizes_made_whole() -> Iterator[None]:
    """Every barnyard painter the tests make (a scene's too) prepares a new tile size whole in
    the frame that asks, unless the test gives it its own budget: what the table shows in a
    frame is then the same however busy the machine is. With the game's few milliseconds a
    frame, a loaded machine drew a crowded table's tiles a size behind for a few frames, and a
    toast then found no room (tests/scenes/test_table_overlaps.py failed so at 86d7fff beside
    an apt install, and passed alone)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(BarnyardPainter, "__init__",
                      partialmethod(BarnyardPainter.__init__, budget=None))
        yield


@pytest.fixture(autouse=True)
def no_worker_unasked() -> Iterator[None]:
    """No expert's worker process starts unless the test asks for it (`searcher`, or
    worker.use_worker(True) itself): elsewhere an expert or a hint thinks in the test's own
    process, and whatever a test started stops after it."""
    worker.use_worker(False)
    yield
    worker.use_worker(False)


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
