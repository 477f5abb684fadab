"""The tournament: duplicate deals, reproducible for a seed, whatever the number of workers."""
from __future__ import annotations

import json

import pytest

from game.ai.tournament import Setup, main, run, summarize
from game.rules import RuleSet


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
