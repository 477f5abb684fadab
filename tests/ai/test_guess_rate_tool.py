"""tools/guess_rate.py: the share of the tiles dealt to each opponent that it truly holds, for
each kind of dealer, as one JSON object."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from command_run import tool_in_process
from game.ai.tournament import deal_round
from game.rules import Draw, RuleSet

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from guess_rate import dealers  # noqa: E402


def test_only_the_dealers_that_read_the_history_keep_to_a_void() -> None:
    for deal in range(40):  # a round where seat 1 drew for want of a play
        state = deal_round(RuleSet(), 4, 5, deal)
        while not state.is_over and not (state.history and type(state.history[-1]) is Draw
                                          and state.history[-1].seat == 1
                                          and state.phase == "play"):
            state.apply(state.legal_actions()[0])
        if not state.is_over:
            break
    assert not state.is_over
    made = dealers(state, [1.0])
    assert set(made) == {"nothing", "voids", "shed 1"}
    opens = set(state.barnyard.open_numbers())
    rng = random.Random(1)
    for name in ("voids", "shed 1"):
        for _ in range(30):
            hand = made[name].hidden(rng)[0][1][:-1]  # the tiles held when it drew
            assert not any(t.high in opens or t.low in opens for t in hand), name
    broken = sum(any(t.high in opens or t.low in opens
                     for t in made["nothing"].hidden(rng)[0][1][:-1]) for _ in range(30))
    assert broken > 0


def test_it_prints_each_dealers_share() -> None:
    done = tool_in_process("guess_rate.py", "--deals", "2", "--guesses", "2", "--shed", "1")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["positions"] > 0
    assert set(figures["right_share"]) == {"nothing", "voids", "shed 1"}
    assert all(0.0 <= v <= 1.0 for v in figures["right_share"].values())
