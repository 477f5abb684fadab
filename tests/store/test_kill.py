"""Kill -9 while a game autosaves after every action: the save on disk is always the last
complete action of that very game (a real crash, in a child process)."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import new_match, play, snapshot
from game.store import paths
from game.store.save import load_match

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import random, sys
sys.path[:0] = [{root!r}, {tests!r}]
from conftest import new_match, play
from game.store.save import save_match
match = new_match(seed={seed})
play(match, random.Random({seed}), each=save_match)
print("finished", flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_killed_at_random_moments_the_save_is_a_complete_state(store_dirs: Path) -> None:
    rng = random.Random(9)
    for attempt in range(4):
        seed = 100 + attempt
        code = CHILD.format(root=str(ROOT), tests=str(Path(__file__).parent), seed=seed)
        child = subprocess.Popen([sys.executable, "-c", code], env=dict(os.environ),
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while not paths.save_path().exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(rng.uniform(0.0, 0.4))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        loaded = snapshot(load_match(set_aside_broken=False))
        found: list[bool] = []

        def compare(match) -> None:  # type: ignore[no-untyped-def]
            if not found and snapshot(match) == loaded:
                found.append(True)

        play(new_match(seed=seed), random.Random(seed), each=compare)
        assert found, f"attempt {attempt}: the save is not a state the game went through"
        paths.save_path().unlink()
