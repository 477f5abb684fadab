"""`chickenfoot tournament TIER TIER [TIER...]`: the command around game.ai.tournament.

game/cli/parser.py declares and checks the options (once, for every way in); this module takes
the parsed namespace, reads the preset and the saved deals (the store's files, which game.ai
never touches), runs the deals and prints the results as a table or JSON.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import Sequence

from game.ai.tournament import Setup, format_table, play_deals, summarize, tuning_from
from game.cli.parser import parse
from game.rules.errors import ConfigError
from game.store.rules_files import load_preset
from game.store.saved_deals import SavedDeals
from game.tiers import DEFAULT_BUDGET


def main(argv: Sequence[str]) -> int:
    """The command for `argv` as typed after `chickenfoot tournament` (for tests and tools);
    a bad value exits 2 with the command line's one-line refusal."""
    return run_tournament(parse(["tournament", *argv]))


def run_tournament(args: argparse.Namespace) -> int:
    """Run the tournament the checked command line asks for; exit status 0, 2 for a preset or
    a saved-deals file that cannot be used, 130 when interrupted."""
    budget = DEFAULT_BUDGET if args.budget is None else args.budget
    tuning = tuning_from(args.tune)  # the parser has checked every setting
    try:
        rules = load_preset(args.rules).rules
        rules.hand_tiles(len(args.tiers))
    except ConfigError as err:
        print(f"chickenfoot tournament: {err}", file=sys.stderr)
        return 2
    setup = Setup(tuple(args.tiers), rules, args.seed, budget, args.iterations, tuning)
    thinking = ({"expert": ({"iterations": args.iterations} if args.iterations is not None
                            else {"budget": budget})}
                if {"expert", "flat", "cheat"} & set(args.tiers) else {})
    saved = None
    if args.save is not None:
        try:
            saved = SavedDeals(args.save, {"tiers": list(args.tiers), "rules": args.rules,
                                           "seed": args.seed, **thinking,
                                           "tuning": asdict(tuning)})
        except ConfigError as err:
            print(f"chickenfoot tournament: --save: {err}", file=sys.stderr)
            return 2
        except OSError as err:
            print(f"chickenfoot tournament: --save: {_unwritable(args.save, err)}",
                  file=sys.stderr)
            return 2
    try:  # the deals streamed into the figures: memory does not grow with --deals
        results = summarize(setup, play_deals(setup, args.deals, args.workers,
                                              progress=not args.quiet, saved=saved))
    except OSError as err:  # the disk refused a deal's line (full, or the file made read-only)
        if saved is None:
            raise
        print(f"\nchickenfoot tournament: --save: {_unwritable(args.save, err)}; "
              f"{saved.kept()} deals are kept there", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        kept = f"; {saved.kept()} deals are saved in {saved.path}: the same command goes " \
               "on from there" if saved is not None else ""
        print(f"\nchickenfoot tournament: stopped{kept}", file=sys.stderr)
        return 130
    if args.json:
        print(json.dumps({
            "results": [{"tier": r.tier, "seats": r.seats, "win_rate": round(r.win_rate, 4),
                         "ci95": [round(r.ci95[0], 4), round(r.ci95[1], 4)],
                         "mean_pips": round(r.mean_pips, 3),
                         "pips_ci95": [round(r.pips_ci95[0], 3), round(r.pips_ci95[1], 3)]}
                        for r in results],
            "deals": args.deals, "seed": args.seed, "rules": args.rules,
            "tiers": list(args.tiers),
            **thinking,
            **({"tuning": asdict(tuning)} if args.tune else {}),
        }))
    else:
        print(f"{args.deals} duplicate deals, seed {args.seed}, rules {args.rules}, "
              f"seats: {' '.join(args.tiers)}")
        print(format_table(results))
    return 0


def _unwritable(path: str, error: OSError) -> str:
    """`FILE: cannot be written: Operation not permitted; expected a file the tournament can
    add its deals to`."""
    return (f"{path}: cannot be written: {error.strerror or error}; expected a file the "
            "tournament can add its deals to")
