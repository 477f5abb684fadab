"""`chickenfoot` and `python -m game`: run what the command line asks (game/command_line.py).

Nothing a file or a flag says ends in a traceback: bad values are refused in one line by the
parser, files by the store's own messages (exit status 2); Ctrl-C and a closed pipe end quietly.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Callable, Optional, Sequence

from game.command_line import parse, tournament_argv


def _window(args: argparse.Namespace) -> int:
    from game.app import run_window

    return run_window(args)


def _terminal(args: argparse.Namespace) -> int:
    from game.terminal import play_in_terminal

    return play_in_terminal(args.preset, args.seats, args.seed)


def _referee(args: argparse.Namespace) -> int:
    from game.rules.referee import EXIT_INVALID
    from game.store.replays import referee_file

    status, text = referee_file(args.record)  # status 2: the reason, naming the file
    print(text, file=sys.stderr if status == EXIT_INVALID else sys.stdout)
    return status


def _tournament(args: argparse.Namespace) -> int:
    from game.ai.tournament import main as tournament_main

    return tournament_main(tournament_argv(args))


def _rules_check(args: argparse.Namespace) -> int:
    from game.rules.errors import ConfigError
    from game.store.rules_files import level_document, level_toml, load_rules_file

    try:
        level = load_rules_file(args.file)
    except ConfigError as error:  # a RulesFileError naming the file, the key and the fault
        print(f"chickenfoot rules check: {error}", file=sys.stderr)
        return 2
    print(json.dumps(level_document(level), indent=1) if args.json else level_toml(level),
          end="\n" if args.json else "")
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "window": _window, "play": _terminal, "referee": _referee, "tournament": _tournament,
    "rules-check": _rules_check,
}


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse the command line and run its command; the exit status."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for stream in (sys.stdout, sys.stderr):  # a name the terminal cannot show is escaped
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    try:
        args = parse(argv)
        return COMMANDS[args.command](args)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # `chickenfoot ... | head`: the reader has gone
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
