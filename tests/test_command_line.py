"""The command line through its real entry point (`python -m game`): every command has its help,
every bad value is one line naming the flag with exit status 2, and no flag or file ends in a
traceback or a hang. In a child process where a window opens, standard input is read, a device
could hang it, or the help's layout depends on the terminal; through the same entry point in
this process otherwise (tests/command_run.py)."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from command_run import ROOT, in_child, in_process
from game.cli.parser import parse

COMMANDS = ("watch", "continue", "replay", "play", "referee", "tournament", "rules", "ladder",
            "party")
EXAMPLE = {
    "format": "chickenfoot-round/1", "rules": {"preset": "classic", "opening": "double-foot"},
    "seats": 3, "round": 1, "starter": 0,
    "hands": [["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-0"]],
    "yard": ["6-2", "5-5", "7-3"],
    "actions": [{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-5", "on": "9-9"}],
}


def refused(done: subprocess.CompletedProcess[str]) -> str:
    """The one line a refusal prints (exit 2, no traceback, nothing on standard output)."""
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


# ---------------------------------------------------------------- help and version

def test_the_main_help_lists_every_command(tmp_path: Path) -> None:
    done = in_child(tmp_path, "--help")
    assert done.returncode == 0
    for command in COMMANDS:
        assert f"    {command} " in done.stdout, command
    for flag in ("--watch", "--continue", "--replay", "--play", "--seed", "--size", "--frames",
                 "--seats", "--preset", "--version"):
        assert flag in done.stdout


@pytest.mark.parametrize("command", [*COMMANDS, "rules check"])
def test_every_command_has_its_own_help(tmp_path: Path, command: str) -> None:
    done = in_process(tmp_path, *command.split(), "--help")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith(f"usage: chickenfoot {command}")


def test_version(tmp_path: Path) -> None:
    done = in_process(tmp_path, "--version")
    assert done.returncode == 0 and done.stdout.startswith("chickenfoot ")


# ---------------------------------------------------------------- bad values: one line, exit 2

@pytest.mark.parametrize("args, words", [
    (["--watch", "--seats", "9"], "argument --seats: expected 2 to 8 players; found \"9\""),
    (["--watch", "--seats", "8"], "argument --seats: 8 players cannot play the classic preset"),
    (["--seats", "1"], "argument --seats: expected 2 to 8 players"),
    (["--seats", "many"], "argument --seats: expected 2 to 8 players; found \"many\""),
    (["--play", "--preset", "nosuch"], 'argument --preset: no preset named "nosuch" in levels/'),
    (["--watch", "--preset", "party", "--seats", "2"],
     "the party preset is for 4 to 8 players; found 2"),
    (["--seed", str(2**63)], "argument --seed: expected a whole number from 0 to "
     "9223372036854775807"),
    (["--seed", "-1"], "argument --seed"),
    (["--seed", "1" * 5000], "argument --seed"),
    (["--size", "800x400"], "the smallest window is 1024x600"),
    (["--size", "99999x99999"], "argument --size"),
    (["--size", "big"], "argument --size: expected WxH like 1280x720"),
    (["--size", "7680x4320"], "argument --size: expected a window of at most 16.8 million "
     "pixels, like 5120x2880: its pictures take about 20 bytes a pixel, and the game gives them "
     "at most 320 MB; found 7680x4320 (33.2 million pixels, about 632 MB)"),
    (["--size", "6000x3000"], "at most 16.8 million pixels"),
    (["--frames", "0"], "argument --frames"),
    (["--frames", "1e9"], "argument --frames"),
    (["--watch", "--continue"], "argument --continue: not allowed with argument --watch"),
    (["--watch", "watch"], "--watch and the watch command: choose one"),
    (["nosuch"], "argument COMMAND: invalid choice: 'nosuch'"),
    (["replay"], "the following arguments are required: FILE"),
    (["replay", "/nonexistent/round.json"], "/nonexistent/round.json: file not found"),
    (["--replay", "/nonexistent/round.json"], "/nonexistent/round.json: file not found"),
    (["replay", "/dev/zero"], "not a regular file (a device)"),
    (["replay", "/"], "no round records"),
    (["referee"], "the following arguments are required: FILE"),
    (["rules"], "the following arguments are required: COMMAND"),
    (["rules", "check"], "the following arguments are required: FILE"),
    (["rules", "check", "/nonexistent.toml"], "/nonexistent.toml: file not found"),
    (["tournament", "easy"], "argument TIER: expected 2 to 8 tiers, one per seat; found 1"),
    (["tournament", "easy", "guru"], 'argument TIER: expected one of easy, medium, hard, '
     'expert, flat, cheat; found "guru"'),
    (["tournament", "easy", "expert", "--tune", "explore=inf"], "argument --tune: explore: "
     'expected a number from 0 to 10; found "inf"'),
    (["tournament", "easy", "expert", "--tune", "explore=-1"], "argument --tune: explore: "
     'expected a number from 0 to 10; found "-1"'),
    (["tournament", "easy", "expert", "--tune", "playouts=1000000"], "argument --tune: "
     'playouts: expected a whole number from 1 to 100; found "1000000"'),
    (["tournament", "easy", "expert", "--tune", "win=nan"], "argument --tune: win: expected a "
     'number from 0 to 1; found "nan"'),
    (["tournament", "easy", "expert", "--tune", "colour=1"], "argument --tune: expected "
     "KEY=VALUE with KEY one of explore"),
    (["tournament", "easy", "expert", "--tune", "expand=sideways"], "argument --tune: expand: "
     'expected "random" or "policy"'),
    (["tournament", "easy", "expert", "--tune", "depth=x"], "argument --tune: depth: expected a "
     "whole number"),
    (["tournament", *["easy"] * 9], "expected 2 to 8 tiers"),
    (["tournament", "easy", "hard", "--budget", "inf"], "argument --budget: expected seconds"),
    (["tournament", "easy", "hard", "--budget", "nan"], "argument --budget"),
    (["tournament", "easy", "hard", "--deals", "0"], "argument --deals"),
    (["tournament", "easy", "hard", "--workers", "1000"], "argument --workers"),
    (["tournament", "easy", "hard", "--rules", "nosuch"], "argument --rules: no preset named"),
    (["tournament", *["easy"] * 8], "argument TIER: 8 players cannot play the classic preset"),
    (["play", "--seats", "9"], "argument --seats: expected 2 to 8 players"),
    (["play", "--seed", "x"], "argument --seed"),
    (["play", "--preset", "BAD"], 'argument --preset: no preset named "BAD"'),
    (["replay", ""], "argument FILE: expected a round record (a .json file) or a game's folder; "
     'found ""'),
    (["--replay", " "], "argument --replay: expected a round record"),
])
def test_a_bad_value_is_one_line_naming_the_flag(tmp_path: Path, args: list[str],
                                                 words: str) -> None:
    run = in_child if "/dev/zero" in args else in_process  # a device read could hang it
    line = refused(run(tmp_path, *args))
    assert line.startswith("chickenfoot") and words in line


def test_the_largest_window_within_the_pictures_budget_is_taken() -> None:
    assert parse(["--size", "5120x2880"]).size == (5120, 2880)
    assert parse(["--size", "7680x600"]).size == (7680, 600)  # wide and low: few pixels


def test_a_huge_value_is_quoted_only_in_part(tmp_path: Path) -> None:
    line = refused(in_process(tmp_path, "--preset", "x" * 100_000))
    assert "argument --preset" in line and len(line) < 600


def test_the_terminal_game_refuses_a_table_its_preset_cannot_deal(tmp_path: Path) -> None:
    done = in_child(tmp_path, "play", "--seats", "8")
    assert done.returncode == 2 and done.stdout == ""  # every refusal on standard error
    assert done.stderr.count("\n") == 1 and "argument --seats: 8 players cannot play" in done.stderr


@pytest.mark.parametrize("stdin", [b"", b"\x00" * 100_000, b"\xff\xfe garbage\n" * 200,
                                   b"9" * 1_000_000])
def test_the_terminal_game_ends_on_any_input(tmp_path: Path, stdin: bytes) -> None:
    done = in_child(tmp_path, "play", "--seed", "1", stdin=stdin, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert done.stdout.rstrip().endswith("bye") or "Round over" in done.stdout


# ---------------------------------------------------------------- commands that work

def test_rules_check_prints_the_rules_in_force_and_they_read_back(tmp_path: Path) -> None:
    table = ROOT / "levels" / "tables" / "family-night.toml"
    done = in_process(tmp_path, "rules", "check", str(table))
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("# levels/tables/family-night.toml: a valid table")
    assert 'preset = "family"' in done.stdout and 'chickenlittle = "courtesy"' in done.stdout
    assert done.stdout.count("[[seats]]") == 4
    again = tmp_path / "again.toml"
    again.write_text(done.stdout, encoding="utf-8")
    back = in_process(tmp_path, "rules", "check", "--json", str(again))
    assert back.returncode == 0
    first = json.loads(in_process(tmp_path, "rules", "check", "--json", str(table)).stdout)
    assert {**json.loads(back.stdout), "file": ""} == {**first, "file": ""}


def test_rules_check_reads_every_shipped_file_ladder_levels_included(tmp_path: Path) -> None:
    files = sorted((ROOT / "levels").glob("**/*.toml"))
    assert len(files) >= 6
    for path in files:
        done = in_process(tmp_path, "rules", "check", str(path))
        assert done.returncode == 0, done.stderr
        assert "[rules]" in done.stdout and "double_blank = " in done.stdout
    level = in_process(tmp_path, "rules", "check", str(ROOT / "levels" / "ladder" /
                                                        "01-kitchen-table.toml"))
    assert "a valid ladder level" in level.stdout and "[goal]" in level.stdout


def test_rules_check_names_the_file_and_key_of_a_mistake(tmp_path: Path) -> None:
    mine = tmp_path / "mine.toml"
    mine.write_text('[rules]\npreset = "classic"\nopenning = "double-foot"\n', encoding="utf-8")
    line = refused(in_process(tmp_path, "rules", "check", str(mine)))
    assert line == (f'chickenfoot rules check: {mine}: rules.openning: unknown key; did you mean '
                    '"opening"?')


def test_the_referee_reads_standard_input(tmp_path: Path) -> None:
    done = in_child(tmp_path, "referee", "-", stdin=json.dumps(EXAMPLE).encode())
    assert done.returncode == 0 and json.loads(done.stdout)["to_act"] == 2
    line = refused(in_child(tmp_path, "referee", "-", stdin=b"\x00" * (5 << 20)))
    assert line == "standard input: not a round record: too large: more than 4 MB"


def test_the_old_flags_still_run_the_window_game(tmp_path: Path) -> None:
    for args in (["--watch", "--seats", "3", "--seed", "2"], ["--play", "--seed", "2"],
                 ["--continue"], ["watch", "--preset", "family", "--seats", "3"], []):
        done = in_child(tmp_path, *args, "--frames", "5", "--size", "1024x600")
        assert done.returncode == 0, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_parse_gives_the_window_options_whichever_way_they_are_spelled() -> None:
    old = parse(["--watch", "--seed", "3", "--seats", "5", "--frames", "9"])
    new = parse(["--seed", "3", "watch", "--seats", "5", "--frames", "9"])
    assert vars(old) == vars(new)
    assert (old.command, old.watch, old.seed, old.seats, old.frames, old.preset) == (
        "window", True, 3, 5, 9, "classic")
    replay = parse(["replay", "round.json", "--size", "1024x600"])
    assert (replay.replay, replay.size, replay.watch) == ("round.json", (1024, 600), False)
    assert parse(["--replay", "round.json"]).replay == "round.json"
    assert parse(["continue"]).resume and parse(["--continue"]).resume
