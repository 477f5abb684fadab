"""Benchmark the rules engine: random rounds per second, clone and legal-actions cost.

Prints ONE JSON object:
    {"rounds_per_s_d9_4": .., "rounds_per_s_d12_8": .., "clone_us": .., "legal_actions_us": ..}

Rounds are dealt by a real `Game` and played with random legal actions from a seeded rng.
Each figure is the best of several repeats (the machine is shared, so the best is the least
disturbed). `clone_us` clones a mid-round double-9 4-seat state; `legal_actions_us` clones a
mid-round state (so its legal list is not cached yet) and asks for its legal actions, minus
the clone's own cost.

    python tools/bench_rules.py [--repeats 5] [--seconds 0.5]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.game import Game
from game.rules.house_rules import RuleSet
from game.rules.round import RoundState


def play_rounds(rules: RuleSet, seats: int, count: int, seed: int) -> int:
    """Deal and play `count` random rounds; returns the number of actions applied."""
    rng = random.Random(seed)
    game = Game(rules, seats, rng)
    steps = 0
    pick = rng.random
    for i in range(count):
        game.round_number = i % (rules.set + 1)
        state = game.next_round()
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(pick() * len(legal))])
            steps += 1
    return steps


def rounds_per_second(rules: RuleSet, seats: int, seconds: float, repeats: int) -> float:
    """Best-of-`repeats` rate of random rounds, each repeat running about `seconds`."""
    batch = 50
    best = 0.0
    for r in range(repeats):
        done, start = 0, time.process_time()
        while True:
            play_rounds(rules, seats, batch, seed=r * 1000 + done)
            done += batch
            elapsed = time.process_time() - start
            if elapsed >= seconds:
                break
        best = max(best, done / elapsed)
    return best


def mid_round_states(rules: RuleSet, seats: int, count: int, seed: int) -> list[RoundState]:
    """States about halfway through random rounds (none finished)."""
    rng = random.Random(seed)
    game = Game(rules, seats, rng)
    out: list[RoundState] = []
    while len(out) < count:
        game.round_number = 0
        state = game.next_round()
        trail: list[RoundState] = []
        while not state.is_over:
            trail.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
        out.append(trail[len(trail) // 2])
    return out


def per_call_us(states: list[RoundState], loops: int, repeats: int, legal: bool) -> float:
    """Best-of-`repeats` microseconds per clone (or per clone + legal_actions)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for _ in range(loops):
            if legal:
                for s in states:
                    s.clone().legal_actions()
            else:
                for s in states:
                    s.clone()
        best = min(best, (time.process_time() - start) / (loops * len(states)))
    return best * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="repeats; the best is kept")
    parser.add_argument("--seconds", type=float, default=0.5, help="seconds per repeat")
    args = parser.parse_args(argv)
    d9 = RuleSet(set=9, hand_size="table")
    d12 = RuleSet(set=12, hand_size="table")
    states = mid_round_states(d9, 4, 200, seed=1)
    # These states never had legal_actions() called, so each clone starts uncached.
    clone_us = per_call_us(states, 20, args.repeats, legal=False)
    both_us = per_call_us(states, 20, args.repeats, legal=True)
    result = {
        "rounds_per_s_d9_4": round(rounds_per_second(d9, 4, args.seconds, args.repeats), 1),
        "rounds_per_s_d12_8": round(rounds_per_second(d12, 8, args.seconds, args.repeats), 1),
        "clone_us": round(clone_us, 3),
        "legal_actions_us": round(max(0.0, both_us - clone_us), 3),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
