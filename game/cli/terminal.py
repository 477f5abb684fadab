"""`chickenfoot play`: a round in the terminal (no window), you against AI seats.

Whatever arrives on standard input, the game asks again or ends: a line is read at most
MAX_ANSWER characters at a time, and after MAX_WRONG answers in a row that are not a move (or at
the end of the input) it says goodbye.
"""
from __future__ import annotations

import random
import sys
from typing import Callable, Optional, Sequence

from game.ai import choose
from game.match import Match
from game.rules.actions import Action, Draw, Pass, Play
from game.rules.errors import ConfigError
from game.rules.view import PlayerView
from game.seats import Seat
from game.store.rules_files import load_preset

Chooser = Callable[[PlayerView, random.Random], Action]


def action_entry(action: Action) -> str:
    """An action as a short menu entry: "play 9-3 on 9-9", "pass"."""
    if isinstance(action, Play):
        return f"play {action.tile}" + (f" on {action.on}" if action.on is not None else "")
    if isinstance(action, Draw):
        return "draw from the chicken yard"
    if isinstance(action, Pass):
        return "pass"
    return str(action)


def show(view: PlayerView) -> str:
    """The table as text for the seat of `view`."""
    lines = [f"Round {view.round_number} (starting double {view.round_double})"]
    if view.hub is not None:
        lines.append(f"  {view.hub} needs {view.hub_needed} more tile(s) around it first")
    ends = ", ".join(f"{n} (on {', '.join(str(t) for t in at)})" for n, at in view.ends)
    lines.append(f"  open ends: {ends or 'none yet'}")
    counts = ", ".join(f"seat {s}: {c}" for s, c in enumerate(view.hand_counts))
    lines.append(f"  tiles in hand: {counts}; chicken yard: {view.yard_size}")
    lines.append(f"  your hand: {' '.join(str(t) for t in view.hand)}")
    return "\n".join(lines)


def medium_choice(view: PlayerView, rng: random.Random) -> Action:
    """What the medium computer player does (the terminal game's opponents)."""
    return choose(view, "medium", rng=rng)


def play_round(
    match: Match, ask: Callable[[str], str], say: Callable[[str], None], rng: random.Random,
    ai: Optional[Chooser] = None,
) -> None:
    """Play one round: seat 0 asks the person, the others choose with `ai` (medium)."""
    opponent = ai or medium_choice
    state = match.start_round()
    while not state.is_over:
        seat = state.to_act
        view = match.view(seat)
        turn = [a for a in view.legal if a.seat == seat]
        if seat != 0:
            action = opponent(view, rng)
            say(f"seat {seat}: {action_entry(action)}")
        else:
            say(show(view))
            for i, a in enumerate(turn, 1):
                say(f"  {i}. {action_entry(a)}")
            action = turn[_pick(ask, say, len(turn))]
        match.apply(action)
    say(f"Round over ({state.end}). Scores: {state.scores()}")


MAX_ANSWER = 200   # characters of one answer read (the rest of a long line is read next)
MAX_WRONG = 50     # answers in a row that are not a move before the game gives up


def _pick(ask: Callable[[str], str], say: Callable[[str], None], count: int) -> int:
    """The index of the move the person picks by its number; a wrong answer is said to be
    wrong and asked again."""
    for _ in range(MAX_WRONG):
        text = ask(f"your move (1-{count}): ").strip()
        if text.isascii() and text.isdigit() and 1 <= int(text) <= count:
            return int(text) - 1
        say(f'"{text[:40]}" is not one of the moves: type its number, 1 to {count}')
    raise EOFError(f"{MAX_WRONG} answers that are not a move")


def ask_line(prompt: str) -> str:
    """A line of standard input after `prompt` (at most MAX_ANSWER characters; EOFError at
    the end of the input)."""
    print(prompt, end="", flush=True)
    line = sys.stdin.readline(MAX_ANSWER)
    if not line:
        raise EOFError("the end of the input")
    return line


def play_in_terminal(preset: str, seats: int, seed: Optional[int]) -> int:
    """Play a round of `preset` in the terminal, you and `seats - 1` computer players; exit
    status 0, or 2 (with the reason) when the table cannot be played."""
    try:
        rules = load_preset(preset).rules
    except ConfigError as err:
        print(f"chickenfoot play: argument --preset: {err}", file=sys.stderr)
        return 2
    table = [Seat("You")] + [Seat(f"Hen {i}", "medium") for i in range(1, seats)]
    seed = seed if seed is not None else random.randrange(1 << 30)
    try:
        match = Match(rules, table, seed, preset=preset)
    except ConfigError as err:
        print(f"chickenfoot play: argument --seats: {seats} players cannot play the {preset} "
              f"preset: {err}", file=sys.stderr)
        return 2
    reconfigure = getattr(sys.stdin, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="replace")  # bytes that are not text are only a wrong answer
    try:
        play_round(match, ask_line, print, random.Random(seed))
    except (EOFError, KeyboardInterrupt):
        print("\nbye")
    return 0


def main(argv: Sequence[str]) -> int:
    """`chickenfoot play [--preset NAME] [--seats N] [--seed N]` (the command line's own)."""
    from game.cli.parser import parse

    args = parse(["play", *argv])
    return play_in_terminal(args.preset, args.seats, args.seed)
