"""Mutation testing of the rules and the save's atomic write (mutmut; issue 44).

mutmut changes one thing at a time in game/rules, game/store/atomic.py, writer.py and save.py
([tool.mutmut] in pyproject.toml) and runs, for each mutant, the quick tests of its package that
reach the changed function (tests/mutation_scope.py). A mutant no test notices survives: either a
test promises less than its name says, or the mutant changes nothing a player or a file could see
(an equivalent mutant, listed in tools/mutation_equivalent.toml with the reason).

It takes hours of CPU for every file, so it is no part of the suite or of CI: run it on a few
files at a time, at the lowest priority, one or two mutants at once:

    python tools/mutation.py run 'game.store.atomic*' 'game.store.writer*'   [--children 2]
    python tools/mutation.py figures

`run` takes mutmut's mutant names (module globs); the results stay in mutants/ (git-ignored) and
a later run tests only what is new or changed. `figures` prints ONE JSON object: for each file and
in all, the mutants generated, killed, timed out (a mutant that loops for ever is caught too),
survived, equivalent (survivors listed as such), without tests and not checked yet, and the
killed share: (killed + timed out) / (checked - equivalent); `survivors` names the rest.
Needs the `mutation` extra: pip install -e ".[mutation]".
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT = ROOT / "tools" / "mutation_equivalent.toml"
# mutmut's exit codes: what a mutant's test run ended with
KILLED, SURVIVED = {1, 3}, {0}
TIMED_OUT = {-24, 24, 36, 152, 255}
NO_TESTS = {5, 33}


def run(names: list[str], children: int) -> int:
    """mutmut on the mutants `names`, niced, with the game's headless drivers."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    mutmut = Path(sys.executable).with_name("mutmut")
    command = ["nice", "-n", "19", str(mutmut), "run", "--max-children", str(children), *names]
    return subprocess.call(command, cwd=ROOT, env=env)


def equivalent() -> dict[str, str]:
    """The surviving mutants that change nothing observable, each with why."""
    with EQUIVALENT.open("rb") as f:
        return dict(tomllib.load(f)["equivalent"])


def figures() -> dict[str, object]:
    """The counts of every file mutated so far, and the killed share."""
    same = equivalent()
    files: dict[str, dict[str, int]] = {}
    survivors = []
    for meta in sorted((ROOT / "mutants" / "game").rglob("*.py.meta")):
        try:
            codes = json.loads(meta.read_text())["exit_code_by_key"]
        except ValueError:  # a run stopped while writing it: mutmut makes it again
            continue
        if not codes:
            continue
        count = dict.fromkeys(("generated", "killed", "timed_out", "survived", "equivalent",
                               "no_tests", "not_checked"), 0)
        for name, code in codes.items():
            count["generated"] += 1
            if code is None:
                count["not_checked"] += 1
            elif code in KILLED:
                count["killed"] += 1
            elif code in TIMED_OUT:
                count["timed_out"] += 1
            elif code in NO_TESTS:
                count["no_tests"] += 1
            elif name in same:
                count["equivalent"] += 1
            else:
                count["survived"] += 1
                survivors.append(name)
        files[str(meta.relative_to(ROOT / "mutants")).removesuffix(".meta")] = count
    total = {key: sum(c[key] for c in files.values()) for key in next(iter(files.values()), {})}
    checked = total.get("generated", 0) - total.get("not_checked", 0)
    caught = total.get("killed", 0) + total.get("timed_out", 0)
    share = caught / (checked - total["equivalent"]) if checked > total.get("equivalent", 0) else None
    return {"files": files, "total": total, "killed_share": share and round(share, 4),
            "survivors": survivors}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    running = sub.add_parser("run", help="mutate and test (mutmut run, niced)")
    running.add_argument("names", nargs="*", help="mutant names or globs: 'game.rules.tiles*'")
    running.add_argument("--children", type=int, default=1, help="mutants tested at once")
    sub.add_parser("figures", help="print the counts as one JSON object")
    args = parser.parse_args()
    if args.command == "run":
        return run(args.names, args.children)
    print(json.dumps(figures(), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
