"""`chickenfoot play`: a round in the terminal (no window), you against AI seats."""
from __future__ import annotations

import argparse
import random
from typing import Callable, Optional

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
            action = turn[_pick(ask, len(turn))]
        match.apply(action)
    say(f"Round over ({state.end}). Scores: {state.scores()}")


def _pick(ask: Callable[[str], str], count: int) -> int:
    while True:
        text = ask(f"your move (1-{count}): ").strip()
        if text.isdigit() and 1 <= int(text) <= count:
            return int(text) - 1


def main(argv: list[str]) -> int:
    """Play a round of the chosen preset in the terminal."""
    parser = argparse.ArgumentParser(prog="chickenfoot play", description=__doc__)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    try:
        rules = load_preset(args.preset).rules
        seats = [Seat("You")] + [Seat(f"Hen {i}", "medium") for i in range(1, args.seats)]
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        match = Match(rules, seats, seed, preset=args.preset)
    except ConfigError as err:
        print(err)
        return 2
    try:
        play_round(match, input, print, random.Random(seed))
    except (EOFError, KeyboardInterrupt):
        print("\nbye")
    return 0
