"""tools/bench_limits.py reads a hostile file at its kind's limit in a child process and prints
its figures as JSON (no timing asserted: the limits are asserted in test_limits.py)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_limits_prints_a_case_and_a_summary() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_limits.py"), "--only",
                           "record-empty-lists"], cwd=ROOT / "tools", capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    case, summary = (json.loads(line) for line in done.stdout.splitlines())
    assert case["case"] == "record-empty-lists" and case["bytes"] <= 4 << 20
    assert "not a round record (expected at most 100,000 values" in case["said"]
    assert sorted(summary) == ["cases", "worst_peak_mb", "worst_seconds"]
    assert summary["cases"] == 1 and summary["worst_seconds"] == case["seconds"] >= 0
