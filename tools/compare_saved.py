"""Two tournaments played on the same deals, compared deal by deal: the mean difference in one
tier's win share and its 95% interval over deals (the deals both files hold).

    python3 tools/compare_saved.py BEFORE.jsonl AFTER.jsonl [--tier expert]

The files are what `chickenfoot tournament ... --save FILE` writes; they must share tiers, rules
and seed (so deal N is the same deal in both), and may differ in thinking and search settings.
Comparing deal by deal takes the luck of the deal out of the difference, so it shows smaller
differences than the two runs' own intervals. Prints one JSON object.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.tournament import mean_ci  # noqa: E402
from game.rules.errors import ConfigError  # noqa: E402
from game.store.saved_deals import DealResult, read_deals, read_header  # noqa: E402


def compare(before: Path, after: Path, tier: str) -> dict[str, object]:
    """The comparison of `tier`'s win share per deal; ConfigError naming a file that does not
    fit."""
    (first, lines, _), (second, other, _) = read_header(before), read_header(after)
    for key in ("tiers", "rules", "seed"):
        if first.get(key) != second.get(key):
            raise ConfigError(f"{after}: played for {key} {json.dumps(second.get(key))}, but "
                              f"{before} for {json.dumps(first.get(key))}: not the same deals")
    if tier not in first["tiers"]:
        raise ConfigError(f"--tier: expected one of {', '.join(dict.fromkeys(first['tiers']))}; "
                          f"found {tier!r}")
    a = read_deals(before, lines, first["tiers"])
    b = read_deals(after, other, first["tiers"])
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        raise ConfigError(f"{before}, {after}: expected 2 or more deals in both; "
                          f"found {len(common)}")

    def share(deals: dict[int, DealResult], n: int) -> float:
        win, _, games = deals[n][tier]
        return win / games

    before_shares = [share(a, n) for n in common]
    after_shares = [share(b, n) for n in common]
    mean, (low, high) = mean_ci([y - x for x, y in zip(before_shares, after_shares)])
    return {"tier": tier, "deals": len(common),
            "before": round(sum(before_shares) / len(common), 4),
            "after": round(sum(after_shares) / len(common), 4),
            "difference": round(mean, 4), "ci95": [round(low, 4), round(high, 4)]}


def main(argv: list[str]) -> int:
    """Print the comparison; exit status 2 with a message for a file that does not fit."""
    parser = argparse.ArgumentParser(prog="compare_saved.py", description=__doc__.split("\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--tier", default="expert")
    args = parser.parse_args(argv)
    try:
        print(json.dumps(compare(args.before, args.after, args.tier)))
    except ConfigError as err:
        print(f"compare_saved.py: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
