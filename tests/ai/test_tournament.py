"""The tournament: duplicate deals, reproducible for a seed, whatever the number of workers."""
from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional

import pytest

from game.ai.ismcts import Tuning
from game.ai.tournament import Setup, run, summarize
from game.rules import RuleSet
from game.cli.tournament import main


@pytest.mark.slow  # tournaments on worker processes
def test_the_same_seed_gives_the_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["easy", "medium", "--deals", "12", "--seed", "5", "--json", "--quiet"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args + ["--workers", "2"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert first == second
    assert first["deals"] == 12 and first["seed"] == 5
    tiers = [r["tier"] for r in first["results"]]
    assert tiers == ["easy", "medium"]
    for r in first["results"]:
        assert r["ci95"][0] <= r["win_rate"] <= r["ci95"][1]
    # Two seats, ties split: the win rates share one win per game.
    assert sum(r["win_rate"] for r in first["results"]) == pytest.approx(1.0, abs=1e-3)


@pytest.mark.slow  # two tournaments
def test_another_seed_deals_other_rounds() -> None:
    setup = Setup(("medium", "hard"), RuleSet(), 1, 0.5, None)
    other = Setup(("medium", "hard"), RuleSet(), 2, 0.5, None)
    assert run(setup, 6, progress=False) != run(other, 6, progress=False)


def test_every_deal_is_replayed_in_every_seat() -> None:
    setup = Setup(("hard", "medium", "medium"), RuleSet(), 3, 0.5, None)
    per_deal = run(setup, 3, progress=False)
    for deal in per_deal:
        assert deal["hard"][2] == 3 and deal["medium"][2] == 6  # 3 rotations x seats
    results = summarize(setup, per_deal)
    assert [(r.tier, r.seats) for r in results] == [("hard", 1), ("medium", 2)]


def test_identical_tiers_split_the_wins_evenly() -> None:
    setup = Setup(("medium", "medium"), RuleSet(), 4, 0.5, None)
    (result,) = summarize(setup, run(setup, 20, progress=False))
    assert result.win_rate == pytest.approx(0.5)


def test_a_table_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hard", "easy", "--deals", "4", "--seed", "1", "--rules", "family"]) == 0
    out = capsys.readouterr()
    assert "win rate" in out.out and "hard" in out.out and "95% CI" in out.out
    assert "4/4 deals" in out.err  # the progress bar


@pytest.mark.parametrize("args, words", [
    (["medium", "wizard"], "wizard"),
    (["medium"], "2 to 8"),
    (["medium", "hard", "--deals", "0"], "--deals"),
    (["medium", "hard", "--rules", "clasic"], "clasic"),
])
def test_bad_arguments_are_refused_with_a_message(
        args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = main(args)
    except SystemExit as exit_:
        status = exit_.code
    assert status == 2
    assert words in capsys.readouterr().err


def test_enforced_chickenlittle_rounds_see_announcements_and_catches() -> None:
    import random

    from game.ai import make_player
    from game.ai.tournament import deal_round, play_round
    from game.rules import Announce, Catch

    rules = RuleSet(set=6, hand_size=5, chickenlittle="enforced")
    kinds: set[type] = set()
    for deal in range(40):
        state = deal_round(rules, 3, 9, deal)
        bots = [make_player("easy"), make_player("hard"), make_player("easy")]
        play_round(state, bots, [random.Random(deal * 3 + i) for i in range(3)])
        assert state.is_over
        kinds |= {type(a) for a in state.history}
    assert {Announce, Catch} <= kinds


@pytest.mark.slow  # expert tournaments on worker processes
def test_an_expert_tournament_is_reproducible_at_a_fixed_iteration_count(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = ["expert", "flat", "--deals", "2", "--seed", "7", "--iterations", "15", "--json",
            "--quiet"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args + ["--workers", "2"]) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert first["expert"] == {"iterations": 15}
    assert [r["tier"] for r in first["results"]] == ["expert", "flat"]


@pytest.mark.slow  # expert tournaments
def test_four_seats_expert_against_mediums_is_reproducible() -> None:
    setup = Setup(("expert", "medium", "medium", "medium"), RuleSet(), 3, 0.5, 8)
    first = run(setup, 2, progress=False)
    assert run(setup, 2, progress=False) == first
    assert all(deal["expert"][2] == 4 and deal["medium"][2] == 12 for deal in first)


def test_search_settings_are_read_and_bad_ones_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = ["expert", "medium", "--deals", "1", "--iterations", "5", "--json", "--quiet"]
    assert main(args + ["--tune", "explore=0.4", "--tune", "depth=3"]) == 0
    shown = json.loads(capsys.readouterr().out)["tuning"]
    assert shown["explore"] == 0.4 and shown["depth"] == 3
    for bad, words in (("explor=1", "explore"), ("depth=deep", "depth: expected a whole number")):
        with pytest.raises(SystemExit) as exit_:
            main(args + ["--tune", bad])
        assert exit_.value.code == 2 and words in capsys.readouterr().err


def _saved_run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    status = main(args)
    out = capsys.readouterr()
    return status, json.loads(out.out) if status == 0 else {}, out.err


@pytest.mark.slow  # tournaments on worker processes
def test_a_saved_run_goes_on_where_it_stopped_with_the_same_results(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = ["easy", "hard", "--seed", "11", "--json"]
    saved = tmp_path / "run.jsonl"
    _, straight, _ = _saved_run(base + ["--deals", "6", "--quiet"], capsys)
    status, first, _ = _saved_run(base + ["--deals", "2", "--quiet", "--save", str(saved)],
                                  capsys)
    assert status == 0 and len(saved.read_text().splitlines()) == 1 + 2
    status, whole, err = _saved_run(base + ["--deals", "6", "--save", str(saved),
                                            "--workers", "2"], capsys)
    assert status == 0 and whole == straight
    assert "4/4 deals (+2 saved)" in err  # only the missing deals were played
    assert len(saved.read_text().splitlines()) == 1 + 6
    status, fewer, _ = _saved_run(base + ["--deals", "2", "--quiet", "--save", str(saved)],
                                  capsys)
    assert fewer == first  # the first deals of a longer saved run


def test_a_line_cut_short_is_played_again(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    base = ["medium", "easy", "--seed", "12", "--deals", "3", "--json", "--quiet"]
    saved = tmp_path / "run.jsonl"
    _, whole, _ = _saved_run(base + ["--save", str(saved)], capsys)
    text = saved.read_text()
    saved.write_text(text[:-9])  # the last deal's line cut off by a crash
    status, again, _ = _saved_run(base + ["--save", str(saved)], capsys)
    assert status == 0 and again == whole
    assert saved.read_text() == text


@pytest.mark.parametrize("content, words", [
    (None, "seed 12, not 13"),
    ("[rules]\nset = 9\n", "expected a tournament's saved deals"),
    ("", "expected a tournament's saved deals"),
    ("\xff\xfe", "cannot be read"),
    ('{"kind": "chickenfoot-tournament/1", "tiers": ["medium", "easy"], "rules": "classic", '
     '"seed": 13, "tuning": TUNING}\n{"deal": 0, "tiers": {"medium": [1, 20]}}\n',
     "line 2: tier 'medium': expected [win share, pips, games]"),
    ('{"kind": "chickenfoot-tournament/1", "tiers": ["medium", "easy"], "rules": "classic", '
     '"seed": 13, "tuning": TUNING}\nnot json\n{"deal": 0}\n', "line 2: expected JSON"),
    ('{"kind": "chickenfoot-tournament/1", "tiers": ["medium", "easy"], "rules": "classic", '
     '"seed": 13, "tuning": TUNING}\n' + "[" * 100_000 + "\n",
     "line 2: expected a deal of at most 4,096 characters; found 100,000"),
    ("FIFO", "not a regular file"),
])
def test_a_saved_file_that_does_not_fit_is_refused_naming_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: Optional[str],
        words: str) -> None:
    saved = tmp_path / "run.jsonl"
    if content is None:  # saved by a tournament with another seed
        assert main(["medium", "easy", "--seed", "12", "--deals", "1", "--quiet", "--save",
                     str(saved)]) == 0
    elif content == "FIFO":  # a pipe with no writer: refused, never waited on
        os.mkfifo(saved)
    else:
        tuning = json.dumps(dataclasses.asdict(Tuning()))
        saved.write_bytes(content.replace("TUNING", tuning).encode("latin-1"))
    before = saved.read_bytes() if content != "FIFO" else b""
    status = main(["medium", "easy", "--seed", "13", "--deals", "1", "--quiet", "--save",
                   str(saved)])
    err = capsys.readouterr().err
    assert status == 2
    assert str(saved) in err and words in err
    if content != "FIFO":
        assert saved.read_bytes() == before  # nothing lost


def test_an_interrupted_run_keeps_what_it_played(tmp_path: Path) -> None:
    saved = tmp_path / "run.jsonl"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    run_ = subprocess.Popen(
        [sys.executable, "-m", "game", "tournament", "easy", "medium", "--deals", "100000",
         "--quiet", "--save", str(saved)], stderr=subprocess.PIPE, text=True, env=env,
        # Ctrl-C as at a terminal, even where this test runs with SIGINT ignored (a background job)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (
                not saved.exists() or len(saved.read_text().splitlines()) < 4):
            time.sleep(0.05)
        run_.send_signal(signal.SIGINT)
        _, err = run_.communicate(timeout=60)
    finally:
        run_.kill()
    assert run_.returncode == 130
    assert "Traceback" not in err
    kept = saved.read_text().splitlines()
    assert f"{len(kept) - 1} deals are saved in {saved}" in err
    assert all(json.loads(line) for line in kept)  # every line whole


def test_the_deals_said_saved_are_the_deals_on_the_disk(tmp_path: Path) -> None:
    """Seen once in CI: Ctrl-C fell between a deal's result and its line on the disk, and the
    tournament said 8 deals were saved where the file held 7. What it says is read again from
    the file: whole lines only."""
    from game.store.saved_deals import SavedDeals

    saved = SavedDeals(tmp_path / "run.jsonl", {"tiers": ["easy", "medium"], "rules": "classic",
                                                "seed": 1})
    result = {"easy": (0.5, 10.0, 1), "medium": (0.5, 12.0, 1)}
    saved.add(0, result)
    saved.add(1, result)
    saved.done[2] = result  # the third deal's result, its line not yet written
    with saved.path.open("a", encoding="utf-8") as out:
        out.write('{"deal": 2, "tie')  # and a line cut short by the interrupt
    assert saved.kept() == 2
