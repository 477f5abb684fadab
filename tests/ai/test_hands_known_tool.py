"""tools/hands_known.py: the diagnosis deals the true hands (only the yard shuffled) and prints
the searching seat's tournament figures as one JSON object."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from command_run import tool_in_process
from game.ai.tournament import deal_round
from game.rules import RuleSet

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from hands_known import Guesses, PartlyKnown, TrueHands  # noqa: E402


def test_its_dealer_deals_the_true_hands_and_shuffles_only_the_yard() -> None:
    truth = deal_round(RuleSet(), 4, 7, 0)
    dealt = [TrueHands(truth).state(random.Random(k)) for k in range(3)]
    for state in dealt:
        assert state.hands == truth.hands and state is not truth
        assert sorted(state.yard) == sorted(truth.yard)
    assert len({tuple(s.yard) for s in dealt}) == 3  # the yard's order is not known


def test_it_prints_the_searching_seats_figures() -> None:
    for search in ("tree", "flat"):
        done = tool_in_process("hands_known.py", "--search", search, "--seats", "2",
                               "--deals", "1", "--iterations", "10")
        assert done.returncode == 0, done.stderr
        figures = json.loads(done.stdout)
        assert figures["search"] == search and figures["deals"] == 1
        assert 0.0 <= figures["win_rate"] <= 1.0 and figures["mean_pips"] >= 0


def test_partly_known_deals_keep_every_tile_and_put_in_as_much_truth_as_asked() -> None:
    truth = deal_round(RuleSet(), 4, 7, 0)
    everything = sorted([*(t for hand in truth.hands for t in hand), *truth.yard])
    shares = {}
    for know in (0.0, 0.5, 1.0):
        guesses = Guesses()
        dealer = PartlyKnown(truth, know, 1.0, guesses)
        for k in range(20):
            state = dealer.state(random.Random(k))
            assert state.hands[0] == truth.hands[0]
            assert sorted([*(t for hand in state.hands for t in hand), *state.yard]) == everything
            if know == 1.0:
                assert all(sorted(state.hands[s]) == sorted(truth.hands[s]) for s in (1, 2, 3))
        assert guesses.dealt == 20 * sum(len(truth.hands[s]) for s in (1, 2, 3))
        shares[know] = guesses.right / guesses.dealt
    assert shares[0.0] < 0.5 < shares[0.5] < shares[1.0] == 1.0


def test_it_prints_the_guess_rate_when_the_hands_are_partly_known() -> None:
    done = tool_in_process("hands_known.py", "--seats", "2", "--deals", "1", "--iterations",
                           "10", "--know", "0.5")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["know"] == 0.5 and 0.5 < figures["guess_rate"] < 1.0
    refused = tool_in_process("hands_known.py", "--know", "1.5")
    assert refused.returncode == 2 and "--know: expected a number from 0 to 1" in refused.stderr
