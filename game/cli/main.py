"""`chickenfoot` and `python -m game` (game/__main__.py): run what the command line asks
(game/cli/parser.py).

Nothing a file or a flag says ends in a traceback: bad values are refused in one line by the
parser, files by the store's own messages (exit status 2), a closed or full standard stream by
one line (game.cli.streams, exit status 2); Ctrl-C and a closed pipe end quietly.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Callable, Optional, Sequence

from game.cli.parser import parse
from game.cli.streams import Guard, StreamFault, guarded, say


def _window(args: argparse.Namespace) -> int:
    from game.launch import run_window

    return run_window(args)


def _terminal(args: argparse.Namespace) -> int:
    from game.cli.terminal import play_in_terminal

    return play_in_terminal(args.preset, args.seats, args.seed)


def _referee(args: argparse.Namespace) -> int:
    from game.rules.referee import EXIT_INVALID
    from game.store.replays import referee_file

    status, text = referee_file(args.record)  # status 2: the reason, naming the file
    print(text, file=sys.stderr if status == EXIT_INVALID else sys.stdout)
    return status


def _review(args: argparse.Namespace) -> int:
    from game.cli.review import run_review

    return run_review(args)


def _tournament(args: argparse.Namespace) -> int:
    from game.cli.tournament import run_tournament

    return run_tournament(args)


def _rules_check(args: argparse.Namespace) -> int:
    from game.rules.errors import ConfigError
    from game.store.ladder_files import ladder_tables, load_level
    from game.store.rules_files import (LADDER_KEYS, LevelFile, level_document, level_toml,
                                        load_rules_file, read_toml_file)

    try:
        extra: dict[str, dict[str, object]] = {}
        if any(key in read_toml_file(args.file) for key in LADDER_KEYS):
            rung = load_level(args.file)
            level = LevelFile(rung.rules, None, rung.seats, Path(args.file), rung.preset)
            extra = ladder_tables(rung)
        else:
            level = load_rules_file(args.file)
    except ConfigError as error:  # a RulesFileError naming the file, the key and the fault
        print(f"chickenfoot rules check: {error}", file=sys.stderr)
        return 2
    print(json.dumps(level_document(level, extra), indent=1) if args.json
          else level_toml(level, extra), end="\n" if args.json else "")
    return 0


def _party(args: argparse.Namespace) -> int:
    from game.launch import run_party

    return run_party(args)


def _ladder(args: argparse.Namespace) -> int:
    from game.cli.ladder import main as ladder_main

    return ladder_main(["--json"] if args.json else [])


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "window": _window, "play": _terminal, "referee": _referee, "tournament": _tournament,
    "rules-check": _rules_check, "ladder": _ladder, "review": _review, "party": _party,
}


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Parse the command line and run its command; the exit status."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for stream in (sys.stdout, sys.stderr):  # a name the terminal cannot show is escaped
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    with guarded() as guard:
        return _run(argv, guard)


def _run(argv: Optional[Sequence[str]], guard: Guard) -> int:
    """The command, its streams guarded: a closed or full one is one line and status 2."""
    name = "chickenfoot"
    try:
        try:
            args = parse(argv)
            if args.command != "window":
                name = f"chickenfoot {args.command.replace('-', ' ')}"
            status = COMMANDS[args.command](args)
        except SystemExit:  # --help, --version or a refusal: what they printed must go out
            guard.finish()
            raise
        guard.finish()
    except StreamFault as fault:  # stdin closed, stdout closed or full (ENOSPC, EIO, ...)
        guard.quiet()
        say(f"{name}: {fault}")
        return 2
    except KeyboardInterrupt:
        say("")
        return 130
    except BrokenPipeError:  # `chickenfoot ... | head`: the reader has gone
        guard.quiet()
        return 1
    return 2 if guard.lost and status == 0 else status  # a message standard error refused

