"""What knowing the hands is worth: a search dealt every true hand (the yard's order still
unknown), or with `--know` below 1 a part of them, one seat against the medium tier, duplicate
deals as in `chickenfoot tournament`.

    python3 tools/hands_known.py [--search tree|flat] [--seats 4] [--deals 100] [--seed 203]
                                 [--iterations 300] [--know 1.0] [--tune KEY=VALUE ...]

A diagnosis, not a player: it reads the true round state. Between the fair expert (which deals
the hidden tiles from what its seat saw) and the cheating bot (which also knows the yard's
order) it shows how much of the gap is the hands, and how well the search itself plays when
its deals are right. With `--know P` (tree search) each deal is the fair expert's, but every
tile an opponent truly holds is moved into its hand with chance P: how much better guesses
than the public history gives would be worth. Prints one JSON object (the tournament's figures
for the searching seat, and with `--know` below 1 the share of the tiles dealt to opponents
that they truly hold, as `tools/guess_rate.py` counts it).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.cheat import CheatingBot  # noqa: E402
from game.ai.flat import FlatSearch  # noqa: E402
from game.ai.ismcts import TreeSearch, Tuning  # noqa: E402
from game.ai.knowledge import Dealer, infer  # noqa: E402
from game.ai.tendencies import deal_weights  # noqa: E402
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


@dataclass
class Guesses:
    """Tiles dealt to opponents, and how many of them the opponent truly holds."""

    right: int = 0
    dealt: int = 0


class PartlyKnown(Dealer):
    """The fair expert's deals, with every tile an opponent truly holds moved into its hand
    with chance `know` (swapped for a tile the deal wrongly gave it); counted in `guesses`."""

    def __init__(self, truth: RoundState, know: float, shed: float, guesses: Guesses) -> None:
        view = truth.view(truth.to_act)
        knowledge = infer(view)
        super().__init__(view, knowledge, weights=deal_weights(view, knowledge, shed))
        self.truth = truth
        self.know = know
        self.guesses = guesses

    def state(self, rng: random.Random) -> RoundState:
        """One fair deal with some of the truth put in."""
        hands, yard, drawn = self.hidden(rng)
        for seat, truth in enumerate(self.truth.hands):
            if seat == self.view.seat:
                continue
            hand = hands[seat]
            for tile in truth:
                if tile in hand or rng.random() >= self.know:
                    continue
                wrong = [i for i, t in enumerate(hand) if t not in truth]
                i = wrong[int(rng.random() * len(wrong))]
                holder = next((h for h in hands if tile in h), yard)
                holder[holder.index(tile)] = hand[i]
                hand[i] = tile
            self.guesses.right += sum(1 for t in hand if t in truth)
            self.guesses.dealt += len(hand)
        return RoundState.from_view(self.view, hands, yard, drawn)


class HandsKnown(CheatingBot):
    """The tree search (or the flat one) on the true hands, at a fixed number of iterations."""

    def __init__(self, iterations: int, kind: str, tuning: Tuning, know: float = 1.0) -> None:
        super().__init__(iterations=iterations)
        self.kind = kind  # "tree" or "flat"
        self.tuning = tuning
        self.know = know  # chance each true tile of an opponent is dealt to it
        self.guesses = Guesses()

    def search(self, state: RoundState, acts: list[Action], fallback: Action,
               rng: random.Random) -> Search:
        """The chosen search over the seat's `acts`, dealt the true hands (or some of them)."""
        dealer = (TrueHands(state) if self.know >= 1.0
                  else PartlyKnown(state, self.know, self.tuning.shed, self.guesses))
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
    parser.add_argument("--know", type=float, default=1.0,
                        help="the chance each tile an opponent holds is dealt to it (0 to 1)")
    parser.add_argument("--tune", action="append", default=[], metavar="KEY=VALUE",
                        help="the tree search: a setting other than the default")
    args = parser.parse_args()
    if args.deals < 1 or args.iterations < 1:
        parser.error("--deals and --iterations: expected 1 or more")
    if not 0.0 <= args.know <= 1.0 or (args.know < 1.0 and args.search == "flat"):
        parser.error("--know: expected a number from 0 to 1 (below 1 only with --search tree)")
    try:
        tuning = tuning_from(args.tune)
    except ValueError as error:
        parser.error(f"--tune: {error}")
    tiers = ("known",) + ("medium",) * (args.seats - 1)
    setup = Setup(tiers, RuleSet(), args.seed, 0.5, args.iterations, tuning)

    known_bot = HandsKnown(args.iterations, args.search, tuning, args.know)

    def seat(tier: str, setup: Setup) -> Bot:
        return known_bot if tier == "known" else tier_bot(tier, setup)

    per_deal = [run_deal(setup, deal, seat) for deal in range(args.deals)]
    known = summarize(setup, per_deal)[0]
    print(json.dumps({"search": args.search, "seats": args.seats, "deals": args.deals,
                      "seed": args.seed, "iterations": args.iterations,
                      "win_rate": round(known.win_rate, 4),
                      "ci95": [round(known.ci95[0], 4), round(known.ci95[1], 4)],
                      "mean_pips": round(known.mean_pips, 3),
                      **({"know": args.know, "guess_rate": round(
                          known_bot.guesses.right / max(1, known_bot.guesses.dealt), 4)}
                         if args.know < 1.0 else {}),
                      **({"tuning": asdict(tuning)} if args.tune else {})}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
