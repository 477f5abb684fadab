"""How well the expert's deals guess the hidden hands: the share of the tiles dealt to each
opponent that the opponent truly holds.

    python3 tools/guess_rate.py [--seats 4] [--deals 60] [--seed 77] [--guesses 20]
                                [--shed 0 1 2.5 6]

Rounds of medium players; at every third decision of seat 0 in play, `--guesses` deals of the
tiles seat 0 cannot see are made from its view: knowing nothing but the hand counts
("nothing"), from the public voids (who drew or passed on which numbers: "voids"), and tilted
by opponents' choices for each `--shed` (`tendencies`). A diagnosis: it reads the true hands
only to score the guesses. Prints one JSON object.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import make_player  # noqa: E402
from game.ai.knowledge import Dealer, Knowledge, infer  # noqa: E402
from game.ai.tendencies import slot_weights  # noqa: E402
from game.ai.tournament import deal_round  # noqa: E402
from game.rules import RuleSet  # noqa: E402
from game.rules.round import RoundState  # noqa: E402


def dealers(state: RoundState, sheds: list[float]) -> dict[str, Dealer]:
    """Seat 0's dealers for `state`, by what they use."""
    view = state.view(0)
    knowledge = infer(view)
    blank = Knowledge(0, [[0] * len(masks) for masks in knowledge.slots])
    unseen = sorted(view.unseen())
    out = {"nothing": Dealer(view, blank), "voids": Dealer(view, knowledge)}
    for shed in sheds:
        out[f"shed {shed:g}"] = Dealer(view, knowledge, weights=slot_weights(
            knowledge, unseen, view.rules, shed))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--guesses", type=int, default=20)
    parser.add_argument("--shed", type=float, nargs="*", default=[1.0, 2.5, 6.0])
    args = parser.parse_args()
    rules = RuleSet()
    medium = make_player("medium")
    rng = random.Random(args.seed)
    right: dict[str, int] = {}
    dealt: dict[str, int] = {}
    positions = 0
    for deal in range(args.deals):
        state = deal_round(rules, args.seats, args.seed, deal)
        turn = 0
        while not state.is_over:
            if state.to_act == 0 and state.phase == "play":
                if turn % 3 == 0:
                    positions += 1
                    for name, dealer in dealers(state, args.shed).items():
                        for _ in range(args.guesses):
                            hands, _, _ = dealer.hidden(rng)
                            for seat in range(1, args.seats):
                                truth = set(state.hands[seat])
                                right[name] = right.get(name, 0) + sum(
                                    1 for t in hands[seat] if t in truth)
                                dealt[name] = dealt.get(name, 0) + len(hands[seat])
                turn += 1
            state.apply(medium.choose(state.view(state.to_act), rng))
    print(json.dumps({"seats": args.seats, "deals": args.deals, "seed": args.seed,
                      "positions": positions, "guesses": args.guesses,
                      "right_share": {k: round(right[k] / max(1, dealt[k]), 4) for k in dealt}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
