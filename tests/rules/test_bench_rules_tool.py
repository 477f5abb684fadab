"""tools/bench_rules.py runs and prints one JSON object with its four figures (no timing asserted)."""
from __future__ import annotations

import json
from pathlib import Path

from command_run import tool_in_process

ROOT = Path(__file__).resolve().parents[2]


def test_bench_rules_prints_one_json_object() -> None:
    done = tool_in_process("bench_rules.py", "--repeats", "1", "--seconds", "0.01",
                           cwd=ROOT / "tools")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert sorted(figures) == ["clone_us", "legal_actions_us", "rounds_per_s_d12_8", "rounds_per_s_d9_4"]
    assert all(isinstance(v, (int, float)) and v >= 0 for v in figures.values())
    assert figures["rounds_per_s_d9_4"] > 0 and figures["clone_us"] > 0
