"""`chickenfoot ladder`: the ladder and the player's progress, as text or (`--json`) as data.

Reads the levels and the progress file and changes nothing: a damaged progress file is reported
(the game sets it aside when it next keeps progress). Problems go to standard error; the exit
status is 1 when a level file cannot be used, else 0.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Optional, Sequence

from game.achievements import ACHIEVEMENTS
from game.tiers import TIERS
from game.ladder import Rung
from game.store.ladder_files import Ladder, load_ladder
from game.store.progress import Progress, load_progress


def rung_document(ladder: Ladder, rung: Rung) -> dict[str, Any]:
    """One level for --json: title, file, unlocked, stars, best."""
    return {"title": rung.level.title, "file": ladder.file(rung.level),
            "unlocked": rung.unlocked, "stars": rung.stars, "best": rung.best}


def stars_shown(stars: int) -> str:
    """ "**-" for two stars of three (plain ASCII: any terminal shows it)."""
    return "*" * stars + "-" * (3 - stars)


def ladder_lines(ladder: Ladder, progress: Progress) -> list[str]:
    """The ladder as text: a line per level, then the achievements and the tiers beaten."""
    rungs = progress.rungs(ladder.levels)
    opened = sum(r.unlocked for r in rungs)
    stars = sum(r.stars for r in rungs)
    lines = [f"Chicken Foot ladder: {opened} of {len(rungs)} levels open, "
             f"{stars} of {3 * len(rungs)} stars"]
    width = max((len(r.level.title) for r in rungs), default=0)
    for number, rung in enumerate(rungs, start=1):
        head = f"{number:>3}  {rung.level.title:<{width}}"
        if not rung.unlocked:
            lines.append(f"{head}  locked")
            continue
        best = f"best {rung.best}" if rung.best is not None else "not played"
        lines.append(f"{head}  {stars_shown(rung.stars)}  {best:<10}  "
                     f"{rung.level.goal.describe()}")
    earned = [a for a in ACHIEVEMENTS if a.key in progress.achievements]
    lines.append(f"Achievements: {len(earned)} of {len(ACHIEVEMENTS)}")
    for achievement in earned:
        lines.append(f"  {achievement.title} ({progress.achievements[achievement.key]})")
    beaten = [tier for tier in TIERS if tier in progress.beaten]
    lines.append(f"Computer players beaten: {', '.join(beaten) if beaten else 'none yet'}")
    return lines


def main(argv: Optional[Sequence[str]] = None) -> int:
    """`chickenfoot ladder [--json]`."""
    parser = argparse.ArgumentParser(
        prog="chickenfoot ladder", description="Print the ladder and your progress on it.")
    parser.add_argument("--json", action="store_true",
                        help="a JSON list of levels: title, file, unlocked, stars, best")
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    ladder = load_ladder()
    progress, problem = load_progress(set_aside_broken=False)
    for message in (*ladder.problems, problem):
        if message:
            print(f"chickenfoot ladder: {message}", file=sys.stderr)
    if args.json:
        rungs = progress.rungs(ladder.levels)
        print(json.dumps([rung_document(ladder, r) for r in rungs], indent=1))
    else:
        print("\n".join(ladder_lines(ladder, progress)))
    return 1 if ladder.problems else 0
