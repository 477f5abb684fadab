"""tools/bench_hints.py: the hint against the review over positions of recorded rounds, its last
line one JSON object with the figures issue 43 asks for."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_bench_prints_its_figures_as_one_json_line() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_hints.py"),
                           "--positions", "3", "--deals", "8", "--think", "0.05", "--here"],
                          cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["positions"] == 3 and figures["review_deals"] == 8
    assert not figures["in_worker"]
    for way in ("", "_at_once"):
        for key in ("agree_share", "within_close_share", "marked_share", "close_call_share"):
            assert 0.0 <= figures[key + way] <= 1.0, key + way
        assert figures["within_close_share" + way] <= figures["agree_share" + way]
        assert 0.0 <= figures["hint_seconds_p50" + way] <= figures["hint_seconds_p95" + way] \
            <= figures["hint_seconds_max" + way]
        assert 1 <= figures["hint_deals_p50" + way] <= 8


def test_a_bad_count_is_refused_in_one_line() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_hints.py"),
                           "--positions", "0"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 2 and "--positions: expected more than 0, found 0" in done.stderr
