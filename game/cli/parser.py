"""The command line's grammar: one argparse parser with a subcommand for each way in.

    chickenfoot [--seed N] [--size WxH] [--frames N]     the window game (the menu)
    chickenfoot watch [--seats N] [--preset NAME]        a game of computer players
    chickenfoot continue                                 the saved game, where it stopped
    chickenfoot replay FILE                              a recorded round, or a game's folder
    chickenfoot play [--preset NAME] [--seats N]         a round in the terminal, no window
    chickenfoot referee FILE|-                           check a round record
    chickenfoot review FILE --seat N [--json]            rate one seat's decisions in a round
    chickenfoot tournament TIER TIER [TIER...]           duplicate deals between AI tiers
    chickenfoot rules check FILE                         check a rules or table file
    chickenfoot ladder [--json]                          the ladder and your progress on it
    chickenfoot party --seats "Ana:phone,Cy:screen,Hen:medium" [--port N] [--links FILE]
                                                         people on phones, at the screen, computers

The older flags still work: --watch, --continue, --replay FILE and --play (the window game against
three computer players) with --seed, --size, --frames, --seats and --preset. Every value is
checked here, before any work: a bad one is refused in one line naming the flag and what it
allows, with exit status 2 (`Parser.error`). `parse(argv)` gives a namespace whose `command` says
what to run ("window", "play", "referee", "tournament", "rules-check", "ladder", "party"); a window
command also has `watch`, `resume`, `replay`, `play`, `seed`, `size`, `frames`, `seats` and
`preset`; the tournament's options are declared here only, and game/cli/tournament.py runs
the namespace as parsed.
"""
from __future__ import annotations

import argparse
import sys
from typing import Any, Callable, NoReturn, Optional, Sequence

from game.numbers import read_number
from game.seats import MAX_SECONDS
from game.store.errors import clip
from game.store.limits import excerpt, window_too_large
from game.tiers import DEFAULT_BUDGET, REVIEW_ITERATIONS

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 600)
MAX_SIZE = (7680, 4320)
MAX_SEED = 2**63 - 1
WINDOW_HEIGHT_SHARE = 0.9  # of the screen's height a window may take (title and task bars)
WINDOW_DEFAULTS: dict[str, Any] = {
    "watch": False, "resume": False, "replay": None, "play": False, "seed": None, "size": None,
    "frames": None, "seats": 4, "preset": "classic",
}


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose refusals are one line: `chickenfoot watch: argument --seats:
    expected 2 to 8 players; found "9" (chickenfoot watch --help tells more)`, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {clip(message)} ({self.prog} --help tells more)\n")


# ---------------------------------------------------------------- values

def whole(low: int, high: int, what: str) -> Callable[[str], int]:
    """A type for a whole number from `low` to `high` (game.numbers.read_number: ASCII digits
    only), described as `what` when refused."""
    def read(text: str) -> int:
        value = read_number(text, low, high, whole=True)
        if value is None:
            raise argparse.ArgumentTypeError(f"expected {what}; found {excerpt(text)}")
        return int(value)
    read.__name__ = "whole number"
    return read


def seconds(text: str) -> float:
    """A number of seconds above 0, at most MAX_SECONDS (as a seat's budget in a table file),
    read as every number is (game.numbers.read_number)."""
    value = read_number(text, 0, MAX_SECONDS)
    if not value:
        raise argparse.ArgumentTypeError(f"expected seconds above 0, at most {MAX_SECONDS}; "
                                         f"found {excerpt(text)}")
    return float(value)


def record_source(text: str) -> str:
    """A round record's file or a game's folder: a path, not nothing."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a round record (a .json file) or a game's "
                                         f"folder; found {excerpt(text)}")
    return text


def window_size(text: str) -> tuple[int, int]:
    """WxH within MIN_SIZE and MAX_SIZE, of at most MAX_PIXELS (the pictures' memory)."""
    parts = text.lower().split("x")
    allowed = (f"WxH like 1280x720, from {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
               f"{MAX_SIZE[0]}x{MAX_SIZE[1]}")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"expected {allowed}; found {excerpt(text)}")
    w, h = int(parts[0]), int(parts[1])
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(f"expected {allowed} (the smallest window is "
                                         f"{MIN_SIZE[0]}x{MIN_SIZE[1]}); found {excerpt(text)}")
    too_large = window_too_large(w, h)  # its pictures' memory (store.limits.SURFACE_BUDGET)
    if too_large:
        raise argparse.ArgumentTypeError(too_large)
    return w, h


def window_room(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest window a desktop of this size has room for: its width, and its height less a
    tenth for the window's title bar and a task bar (a 1280x720 window on a 1366x768 laptop
    screen had the foot of the hand under the task bar)."""
    return desktop[0], round(desktop[1] * WINDOW_HEIGHT_SHARE)


def opening_size(desktop: tuple[int, int],
                 wanted: tuple[int, int] = DEFAULT_SIZE) -> tuple[int, int]:
    """The window the game opens on a desktop of this size when it asks for `wanted` (the
    size kept in the settings): no larger than the desktop has room for, no smaller than
    MIN_SIZE. 1280x648 on a 1280x720 screen, 1024x600 on a 1024x600 one."""
    room = window_room(desktop)
    return (max(MIN_SIZE[0], min(wanted[0], room[0])),
            max(MIN_SIZE[1], min(wanted[1], room[1])))


def preset_name(text: str) -> str:
    """The name of a preset in levels/."""
    from game.rules.config import no_preset_problem
    from game.store.rules_files import levels_presets

    presets = levels_presets()
    if text not in presets.names():
        raise argparse.ArgumentTypeError(no_preset_problem(text, presets))
    return text


def tune_setting(text: str) -> str:
    """KEY=VALUE: one of the expert's search settings (game.ai.ismcts.Tuning) and a value in
    its range (game.ai.tournament.TUNE_RANGES) or one of its words."""
    from dataclasses import fields

    from game.ai.ismcts import Tuning
    from game.ai.tournament import tune_value

    keys = [f.name for f in fields(Tuning)]
    key, sep, value = text.partition("=")
    if not sep or key not in keys:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE with KEY one of "
                                         f"{', '.join(keys)}; found {excerpt(text)}")
    try:
        tune_value(key, value)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text


def party_seats(text: str) -> list[Any]:
    """--seats of a party: NAME:KIND,... with KIND phone, screen or an AI tier; 2 to 8 seats with
    distinct names, each name as a rules file's seat allows (game.seats). A list of Seat."""
    from game.phones.party import PARTY_KINDS, SEAT_KIND
    from game.rules.errors import ConfigError
    from game.seats import Seat, check_distinct_names, seat_from_document
    from game.tiers import TIERS

    kinds = PARTY_KINDS + TIERS
    entries = text.split(",")
    if not 2 <= len(entries) <= 8:
        raise argparse.ArgumentTypeError(f"expected 2 to 8 seats like \"Ana:phone,Cy:screen,"
                                         f"Hen:medium\"; found {excerpt(text)}")
    seats: list[Seat] = []
    for i, entry in enumerate(entries):
        name, sep, kind = entry.rpartition(":")
        if not sep or kind not in kinds:
            raise argparse.ArgumentTypeError(f"seats[{i}]: expected NAME:KIND with KIND one of "
                                             f"{', '.join(kinds)}; found {excerpt(entry)}")
        try:
            seats.append(seat_from_document(
                {"name": name, "player": SEAT_KIND.get(kind, kind)}, f"seats[{i}]"))
        except ConfigError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    try:
        check_distinct_names(seats, "seats")
    except ConfigError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return seats


def address(text: str) -> str:
    """--host: an IP address of this machine to listen on."""
    import ipaddress

    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an IP address like 192.168.1.20; found "
                                         f"{excerpt(text)}") from None


SEED = whole(0, MAX_SEED, f"a whole number from 0 to {MAX_SEED}")
PORT = whole(0, 65535, "a port from 0 to 65535 (0: any free port)")
SEATS = whole(2, 8, "2 to 8 players")
FRAMES = whole(1, 10**9, "a number of frames from 1 to 1000000000")


# ---------------------------------------------------------------- the parser

class _Version(argparse.Action):
    """--version: the installed version (looked up only when asked)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and quit")

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: Optional[str] = None) -> None:
        import game

        print(f"chickenfoot {game.__version__}")
        parser.exit(0)


def _window_options(parser: argparse.ArgumentParser, watch: bool) -> None:
    """--seed, --size, --frames (and --seats, --preset for a dealt game), set only if given."""
    keep = argparse.SUPPRESS  # a value given before the command is not undone by a default
    parser.add_argument("--seed", type=SEED, default=keep, metavar="N",
                        help="seed of the shuffles: the same seed deals the same games")
    parser.add_argument("--size", type=window_size, default=keep, metavar="WxH",
                        help="window size (default: the last one, else 1280x720)")
    parser.add_argument("--frames", type=FRAMES, default=keep, metavar="N",
                        help="run this many frames, then quit (for scripts and tests)")
    if watch:
        parser.add_argument("--seats", type=SEATS, default=keep, metavar="N",
                            help="players at the table, 2 to 8 (default 4)")
        parser.add_argument("--preset", type=preset_name, default=keep, metavar="NAME",
                            help="house-rules preset from levels/ (default classic)")


def build() -> Parser:
    """The whole command line."""
    parser = Parser(
        prog="chickenfoot", description="Chicken Foot dominoes. Without a command: the window "
        "game, starting at the menu.",
        epilog="Each command has its own --help, for example: chickenfoot watch --help")
    parser.add_argument("--version", action=_Version)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--watch", action="store_true", default=argparse.SUPPRESS,
                      help="same as the watch command")
    mode.add_argument("--continue", dest="resume", action="store_true",
                      default=argparse.SUPPRESS, help="same as the continue command")
    mode.add_argument("--replay", metavar="FILE", type=record_source, default=argparse.SUPPRESS,
                      help="same as the replay command")
    mode.add_argument("--play", action="store_true", default=argparse.SUPPRESS,
                      help="straight to a game in the window against computer players")
    _window_options(parser, watch=True)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND",
                                     parser_class=Parser, title="commands")
    _window_commands(commands)
    _other_commands(commands)
    return parser


def _window_commands(commands: Any) -> None:
    watch = commands.add_parser(
        "watch", help="watch a game of computer players (kept apart from your own game)",
        description="A game of computer players, one of each tier, at a pace you can follow. "
        "It is autosaved to its own file and picked up where it stopped.")
    _window_options(watch, watch=True)
    resume = commands.add_parser("continue", help="straight back into your saved game",
                                 description="Open the window on your saved game.")
    _window_options(resume, watch=False)
    replay = commands.add_parser(
        "replay", help="step through a recorded round with every hand visible",
        description="Replay a round record (JSON, chickenfoot-round/1) or a game's folder of "
        "them (games/<id>/ in the data folder).")
    replay.add_argument("replay_file", metavar="FILE", type=record_source,
                        help="a round record or a game's folder")
    _window_options(replay, watch=False)
    _party(commands)


def _party(commands: Any) -> None:
    from game.phones.links import DEFAULT_PORT

    party = commands.add_parser(
        "party", help="a game with people on their phones, at the screen and computer players",
        description="Open the game with these seats: each person on a phone plays their hand on "
        "a web page the game serves on the local network (the table shows where to connect), "
        "each person at the screen plays there, computer players play themselves.")
    party.add_argument("--seats", type=party_seats, required=True, metavar="NAME:KIND,...",
                       help="2 to 8 seats, KIND phone, screen, easy, medium, hard or expert: "
                       '"Ana:phone,Bo:phone,Cy:screen,Chick:medium"')
    party.add_argument("--port", type=PORT, default=None, metavar="N",
                       help=f"the phones' port (default {DEFAULT_PORT}, or a continued game's; "
                       "0: any free one; one in use: another, and the table says which)")
    party.add_argument("--host", type=address, default=None, metavar="ADDRESS",
                       help="the address to listen on (default: this computer's on its network)")
    party.add_argument("--links", metavar="FILE", default=None,
                       help='write each phone seat\'s link to FILE as JSON ({"Ana": "http://..."}) '
                       "once the phones can connect")
    party.add_argument("--preset", type=preset_name, default="classic", metavar="NAME",
                       help="house-rules preset from levels/ (default classic)")
    _window_options(party, watch=False)


def _other_commands(commands: Any) -> None:
    play = commands.add_parser(
        "play", help="a round in the terminal, no window",
        description="Play one round in the terminal against computer players (medium).")
    play.add_argument("--preset", type=preset_name, default="classic", metavar="NAME",
                      help="house-rules preset from levels/ (default classic)")
    play.add_argument("--seats", type=SEATS, default=3, metavar="N",
                      help="players, you included, 2 to 8 (default 3)")
    play.add_argument("--seed", type=SEED, default=None, metavar="N", help="seed of the deal")
    referee = commands.add_parser(
        "referee", help="check a round record and print a verdict (JSON)",
        description="Replay a round record through the rules and print a verdict: exit status "
        "0 legal, 1 an illegal action, 2 not a valid record.")
    referee.add_argument("record", metavar="FILE",
                         help='a round record (JSON, chickenfoot-round/1); "-" reads standard '
                         "input")
    _review(commands)
    _tournament(commands)
    rules = commands.add_parser("rules", help="house-rules files: rules check FILE",
                                description="House-rules files, tables and presets.")
    checks = rules.add_subparsers(dest="rules_command", metavar="COMMAND", required=True,
                                  parser_class=Parser, title="commands")
    check = checks.add_parser(
        "check", help="check a rules or table file and print the rules in force",
        description="Check a house-rules file, a table or a preset and print the rules in "
        "force (every key) and its seats, as TOML; exit 0, or 2 with the reason.")
    check.add_argument("file", metavar="FILE", help="a .toml rules file, table or preset")
    check.add_argument("--json", action="store_true", help="print JSON instead of TOML")
    ladder = commands.add_parser(
        "ladder", help="print the ladder and your progress on it",
        description="Print the ladder's levels (stars, best total, goal) and your achievements; "
        "changes nothing. Exit status 1 when a level file cannot be used.")
    ladder.add_argument("--json", action="store_true",
                        help="a JSON list of levels: title, file, unlocked, stars, best")


def _review(commands: Any) -> None:
    review = commands.add_parser(
        "review", help="rate one seat's decisions in a recorded round (the expert as coach)",
        description="Rate every decision of one seat in a round record from that seat's view: "
        "the move made, the best move, the chance to win lost, a mark (inaccuracy, mistake, "
        "blunder) and why; accuracy, luck and the three costliest moves. Exit status 0, 1 an "
        "illegal action in the record, 2 a missing or broken file or a seat not at the table.")
    review.add_argument("record", metavar="ROUND.json", help="a round record (JSON, "
                        "chickenfoot-round/1), such as games/<id>/round-01.json")
    review.add_argument("--seat", type=whole(0, 7, "a seat number from 0 to 7"), required=True,
                        metavar="N", help="the seat reviewed, numbered as in the record (0 is "
                        "the first)")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.add_argument("--iterations", type=whole(1, 100_000, "1 to 100000 deals"),
                        default=REVIEW_ITERATIONS, metavar="N",
                        help=f"deals per decision (default {REVIEW_ITERATIONS})")
    review.add_argument("--seed", type=SEED, default=0, metavar="N",
                        help="seed of the deals (default 0): the same seed, the same review")


def _tournament(commands: Any) -> None:
    tournament = commands.add_parser(
        "tournament", help="duplicate deals between computer players",
        description="Duplicate deals between AI tiers: one tier per seat, every deal replayed "
        "with the tiers rotated through every seat.")
    tournament.add_argument("tiers", nargs="+", metavar="TIER",
                            help="one per seat, 2 to 8: easy, medium, hard, expert, or for "
                            "measuring flat (the expert without its tree) and cheat (sees every "
                            "hand: a ceiling)")
    tournament.add_argument("--deals", type=whole(1, 10**7, "1 to 10000000 deals"),
                            default=100, metavar="N", help="deals to play (default 100)")
    tournament.add_argument("--seed", type=SEED, default=1, metavar="N",
                            help="seed of the deals and the AIs (default 1)")
    tournament.add_argument("--rules", type=preset_name, default="classic", metavar="PRESET",
                            help="rules preset from levels/ (default classic)")
    tournament.add_argument("--json", action="store_true",
                            help="print one JSON object instead of a table")
    tournament.add_argument("--workers", type=whole(1, 64, "1 to 64 worker processes"),
                            default=1, metavar="N", help="worker processes (default 1)")
    tournament.add_argument("--budget", type=seconds, default=None, metavar="SECONDS",
                            help="expert/cheat thinking seconds per decision (default "
                            f"{DEFAULT_BUDGET:g})")
    tournament.add_argument("--iterations", type=whole(1, 10**7, "1 to 10000000 play-outs"),
                            default=None, metavar="N",
                            help="expert/cheat: play-outs per decision instead of --budget")
    tournament.add_argument("--tune", type=tune_setting, action="append", default=[],
                            metavar="KEY=VALUE",
                            help="expert: a search setting other than the default (repeatable)")
    tournament.add_argument("--quiet", action="store_true", help="no progress bar")
    tournament.add_argument("--save", metavar="FILE", default=None,
                            help="keep each deal's result in FILE as it finishes; the same "
                            "command again goes on where an interrupted run stopped")


def command_names() -> list[str]:
    """Every command and subcommand, as typed: "watch", ..., "rules check"."""
    names: list[str] = []

    def walk(parser: argparse.ArgumentParser, prefix: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    names.append(f"{prefix}{name}")
                    walk(sub, f"{prefix}{name} ")

    walk(build(), "")
    return names


# ---------------------------------------------------------------- after parsing

def parse(argv: Optional[Sequence[str]] = None) -> argparse.Namespace:
    """The command line, checked; a bad value exits 2 with one line on standard error."""
    args = build().parse_args(list(sys.argv[1:] if argv is None else argv))
    command = args.command
    refuse = Parser(prog=f"chickenfoot {command}" if command else "chickenfoot").error
    modes = [flag for flag, dest in (("--watch", "watch"), ("--continue", "resume"),
                                     ("--replay", "replay"), ("--play", "play"))
             if dest in vars(args)]
    if command is not None and modes:
        refuse(f"{modes[0]} and the {command} command: choose one")
    if command in (None, "watch", "continue", "replay"):
        for key, value in WINDOW_DEFAULTS.items():
            if key not in vars(args):
                setattr(args, key, value)
        args.watch = args.watch or command == "watch"
        args.resume = args.resume or command == "continue"
        args.replay = vars(args).pop("replay_file", args.replay)
        args.command = "window"
        if args.watch or args.play:
            _check_table(refuse, args.preset, args.seats, "--seats")
    elif command == "tournament":
        from game.ai.tournament import CHOICES

        unknown = [tier for tier in args.tiers if tier not in CHOICES]
        if unknown:
            refuse(f"argument TIER: expected one of {', '.join(CHOICES)}; found "
                   f"{excerpt(unknown[0])}")
        if not 2 <= len(args.tiers) <= 8:
            refuse(f"argument TIER: expected 2 to 8 tiers, one per seat; found "
                   f"{len(args.tiers)}")
        _check_table(refuse, args.rules, len(args.tiers), "TIER")
    elif command == "play":
        _check_table(refuse, args.preset, args.seats, "--seats")
    elif command == "rules":
        args.command = "rules-" + args.rules_command
    elif command == "party":
        for key in ("seed", "size", "frames"):
            setattr(args, key, vars(args).get(key))
        _check_table(refuse, args.preset, len(args.seats), "--seats")
    return args


def _check_table(refuse: Callable[[str], NoReturn], preset: str, seats: int, flag: str) -> None:
    """Refuse a seat count the preset cannot deal to."""
    from game.rules.errors import ConfigError
    from game.store.rules_files import load_preset

    try:
        level = load_preset(preset)
        level.rules.hand_tiles(seats)
    except ConfigError as error:
        refuse(f"argument {flag}: {seats} players cannot play the {preset} preset: {error}")
    info = level.preset
    if info is not None and not info.min_seats <= seats <= info.max_seats:
        refuse(f"argument {flag}: the {preset} preset is for {info.min_seats} to "
               f"{info.max_seats} players; found {seats}")

