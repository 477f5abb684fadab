"""A short soak (tools/soak.py): AI games through the real scenes with random mouse and
keyboard input raise nothing, and the autosave always holds the live game."""
from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

pytestmark = pytest.mark.slow  # a soak: AI games through the real scenes

TOOL = Path(__file__).resolve().parents[2] / "tools" / "soak.py"


def _soak_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("soak_tool", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_short_soak_raises_nothing_and_autosaves_the_live_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    figures = _soak_module().soak(frames=300, seed=5, dt=0.1, input_rate=0.7, checkpoints=16,
                                  trace=False, rss_every=3.0)
    assert figures["errors"] == []
    assert figures["events"] > 200
    assert figures["autosave_checks"] > 0 and figures["autosave_mismatches"] == 0
    assert figures["rounds_finished"] + figures["matches_dealt"] >= 2
    # Resident memory (pygame's pixels too, which Python's traced memory never sees) grows by
    # no more than the bounded caches fill (~70 MB here; the full figures come from
    # `python tools/soak.py`); a window's surface kept each frame would add ~1 GB.
    assert figures["rss_mb_max"] - figures["rss_mb_first"] < 256
