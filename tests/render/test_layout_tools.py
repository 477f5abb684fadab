"""tools/bench_barnyard.py and tools/layout_sheet.py run and say what they measured (no timing
asserted); a bad flag gets a message, not a traceback."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
from command_run import tool_in_process

ROOT = Path(__file__).resolve().parents[2]
FIGURES = ["card_left_frames", "card_over_tile_frames", "centre_offset", "centre_offset_p95",
           "covered_tile_frames", "covered_whole_tree_frames", "cut_at_edge_frames", "fill_share",
           "laid_apart", "lit_out_turn_frames", "lit_unmarked_turn_frames", "median_tile_px",
           "min_tile_px",
           "outline_out_frames", "over_panel_frames", "p5_tile_px", "place_out_frames",
           "place_out_landed_frames",
           "place_out_turn_frames", "result_min_tile_px", "result_seen_share", "side_flips",
           "sliced_tile_frames", "span_share", "touching_pairs", "whole_tree_share"]


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The tool in a child: layout_sheet.py opens a display of its own (pygame.init, set_mode)."""
    return subprocess.run([sys.executable, str(ROOT / "tools" / tool), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, check=False)


def _here(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The benches, which draw nothing, run in this process (tests/command_run.py)."""
    return tool_in_process(tool, *args, cwd=ROOT)


def test_the_barnyard_bench_prints_every_figure_per_table_and_size_last() -> None:
    done = _here("bench_barnyard.py", "--rounds", "1")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])
    assert sorted(report) == ["d12x8", "d6x2", "d9x4"]
    for sizes in report.values():
        assert sorted(sizes) == ["1024x600", "1280x720", "screen1024x600", "screen1280x720"]
        for figures in sizes.values():
            assert sorted(figures) == FIGURES
            assert 40.0 <= figures["min_tile_px"] <= figures["median_tile_px"]
            assert 0.0 <= figures["centre_offset"] <= 1.0 and figures["span_share"] >= 0.0
            assert figures["centre_offset"] <= figures["centre_offset_p95"] <= 1.0
            assert 20 <= figures["result_min_tile_px"] <= 88
            assert 0.0 < figures["result_seen_share"] <= 1.0
    assert _here("bench_barnyard.py", "--rounds", "0").stderr.strip() == \
        "--rounds: expected a positive number"


def test_the_layout_sheet_draws_its_pictures_into_one_png(tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    done = _run("layout_sheet.py", "--count", "3", "--out", str(out))
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["table"] for line in lines[:3]] == [
        "double-9, 4 seats", "double-12, 8 seats", "double-6, 2 seats"]
    assert all(line["touching"] == 0 and line["apart"] == 0 for line in lines[:3])
    assert lines[3]["pictures"] == 3
    assert pygame.image.load(str(out)).get_width() > 1000
    assert not list(tmp_path.glob("*.part.png"))  # written whole, then moved into place
    bad = _run("layout_sheet.py", "--size", "big")
    assert bad.returncode == 2
    assert bad.stderr.strip() == '--size: expected WIDTHxHEIGHT like "1280x720", got "big"'


def test_the_layout_ahead_bench_prints_its_slices_and_every_tile_where_an_add_lays_it() -> None:
    done = _here("bench_ahead.py", "--rounds", "2", "--top", "9", "--seats", "4")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["same_as_add"] is True and figures["tiles"] > 20
    assert figures["slice"]["max_us"] > 0 and figures["frames"]["max"] >= 1
    assert figures["steps_a_slice"] == 1500
