"""What knowing the hands is worth: a search dealt every true hand (the yard's order still
unknown), one seat against the medium tier, duplicate deals as in `chickenfoot tournament`.

    python3 tools/hands_known.py [--search tree|flat] [--seats 4] [--deals 100] [--seed 203]
                                 [--iterations 300] [--tune KEY=VALUE ...]

A diagnosis, not a player: it reads the true round state. Between the fair expert (which deals
the hidden tiles from what its seat saw) and the cheating bot (which also knows the yard's
order) it shows how much of the gap is the hands, and how well the search itself plays when
its deals are right. Prints one JSON object (the tournament's figures for the searching seat).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.cheat import CheatingBot  # noqa: E402
from game.ai.flat import FlatSearch  # noqa: E402
from game.ai.ismcts import TreeSearch, Tuning  # noqa: E402
from game.ai.knowledge import Dealer, infer  # noqa: E402
from game.ai.search import Search  # noqa: E402
from game.ai.tournament import (Bot, Setup, run_deal, summarize, tier_bot,  # noqa: E402
                                tuning_from)
from game.rules.actions import Action  # noqa: E402
from game.rules.game import shuffle  # noqa: E402
from game.rules.house_rules import RuleSet  # noqa: E402
from game.rules.round import RoundState  # noqa: E402


class TrueHands(Dealer):
    """Deals every hand as it truly is; only the yard is shuffled."""

    def __init__(self, truth: RoundState) -> None:
        view = truth.view(truth.to_act)
        super().__init__(view, infer(view))
        self.truth = truth

    def state(self, rng: random.Random) -> RoundState:
        """The true round with the yard in a random order."""
        state = self.truth.clone()
        shuffle(rng, state.yard)
        return state


class HandsKnown(CheatingBot):
    """The tree search (or the flat one) on the true hands, at a fixed number of iterations."""

    def __init__(self, iterations: int, kind: str, tuning: Tuning) -> None:
        super().__init__(iterations=iterations)
        self.kind = kind  # "tree" or "flat"
        self.tuning = tuning

    def search(self, state: RoundState, acts: list[Action], fallback: Action,
               rng: random.Random) -> Search:
        """The chosen search over the seat's `acts`, dealt the true hands."""
        dealer = TrueHands(state)
        if self.kind == "flat":
            return FlatSearch(state.to_act, acts, dealer.state, fallback, rng,
                              iterations=self.iterations)
        return TreeSearch(state.to_act, dealer, fallback, rng, iterations=self.iterations,
                          tuning=self.tuning)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--search", choices=("tree", "flat"), default="tree")
    parser.add_argument("--seats", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=203)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--tune", action="append", default=[], metavar="KEY=VALUE",
                        help="the tree search: a setting other than the default")
    args = parser.parse_args()
    if args.deals < 1 or args.iterations < 1:
        parser.error("--deals and --iterations: expected 1 or more")
    try:
        tuning = tuning_from(args.tune)
    except ValueError as error:
        parser.error(f"--tune: {error}")
    tiers = ("known",) + ("medium",) * (args.seats - 1)
    setup = Setup(tiers, RuleSet(), args.seed, 0.5, args.iterations, tuning)

    def seat(tier: str, setup: Setup) -> Bot:
        return HandsKnown(args.iterations, args.search, tuning) if tier == "known" \
            else tier_bot(tier, setup)

    per_deal = [run_deal(setup, deal, seat) for deal in range(args.deals)]
    known = summarize(setup, per_deal)[0]
    print(json.dumps({"search": args.search, "seats": args.seats, "deals": args.deals,
                      "seed": args.seed, "iterations": args.iterations,
                      "win_rate": round(known.win_rate, 4),
                      "ci95": [round(known.ci95[0], 4), round(known.ci95[1], 4)],
                      "mean_pips": round(known.mean_pips, 3),
                      **({"tuning": asdict(tuning)} if args.tune else {})}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
