"""The command line: `chickenfoot [--watch|--continue]`, `referee`, `tournament`, `replay`, `play`,
`ladder`."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Optional, Sequence


def _referee(argv: Sequence[str]) -> int:
    from game.rules.referee import EXIT_INVALID
    from game.store.replays import referee_file

    parser = argparse.ArgumentParser(prog="chickenfoot referee", description="Check a round record.")
    parser.add_argument("record", help="a round record (JSON, chickenfoot-round/1)")
    args = parser.parse_args(argv)
    status, text = referee_file(args.record)
    print(text, file=sys.stderr if status == EXIT_INVALID else sys.stdout)
    return status


def _tournament(argv: Sequence[str]) -> int:
    from game.ai.tournament import main as tournament_main

    return tournament_main(list(argv))


def _replay(argv: Sequence[str]) -> int:
    from game.app import main as app_main

    return app_main(["--replay", *argv])


def _terminal(argv: Sequence[str]) -> int:
    from game.terminal import main as terminal_main

    return terminal_main(list(argv))


def _ladder(argv: Sequence[str]) -> int:
    from game.ladder_command import main as ladder_main

    return ladder_main(argv)


COMMANDS = {"referee": _referee, "tournament": _tournament, "replay": _replay, "play": _terminal,
            "ladder": _ladder}


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Dispatch a sub-command, or open the table game."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        return COMMANDS[args[0]](args[1:])
    from game.app import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
