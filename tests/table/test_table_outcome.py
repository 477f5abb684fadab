"""The table and the move log say what the rules say an action did (`RoundState.act`'s Outcome):
over random rounds, every Change (and every undone one) carries the outcome's placed and drawn
tiles, feet and end, and every chicken-foot line of the log counts the toes the outcome says."""
from __future__ import annotations

import random

from game.match import Match
from game.rules import DOUBLE, TOE, Outcome, Play, RuleSet
from game.scenes.play.story import told
from game.seats import Seat
from game.table import Change, Table

NAMES = ["Ana", "Bo", "Hen", "Kit"]


def random_match(seed: int) -> Match:
    rng = random.Random(seed)
    rules = RuleSet(opening=rng.choice(["cross", "double-foot"]),
                    chickenlittle=rng.choice(["off", "courtesy", "enforced"]))
    seats = [Seat(name, "easy") for name in NAMES[:rng.randrange(2, 5)]]
    return Match(rules, seats, seed=seed)


def said(change: Change) -> tuple[object, ...]:
    return (change.action, change.placed, change.drawn, change.foot_opened, change.foot_closed,
            change.end, change.winner)


def foretold(outcome: Outcome) -> tuple[object, ...]:
    return (outcome.action, outcome.placed, outcome.drawn, outcome.foot_opened,
            outcome.foot_closed, outcome.end, outcome.winner)


def test_every_change_and_every_undo_is_the_rules_outcome_over_random_rounds() -> None:
    undone = 0
    for seed in range(12):
        rng = random.Random(seed)
        table = Table(random_match(seed), 16 / 9)
        while not table.state.is_over:
            action = rng.choice(table.state.legal_actions())
            outcome = table.state.clone().act(action)
            change = table.apply(action)
            assert said(change) == foretold(outcome) and not change.undone
            if rng.random() < 0.15 and table.can_undo(action.seat):
                back = table.undo(action.seat)
                assert said(back)[:3] == foretold(outcome)[:3] and back.undone
                assert back.placement == change.placement
                undone += 1
    assert undone > 20


def foot_lines(outcomes: list[Outcome]) -> list[tuple[int, str]]:
    """The chicken-foot lines the outcomes of a round's actions call for, by history index."""
    out = []
    for i, outcome in enumerate(outcomes):
        placed = outcome.placed
        if placed is None or placed.role not in (DOUBLE, TOE):
            continue
        if outcome.foot_closed is not None and placed.role == TOE:
            out.append((i, f"Chicken foot on {outcome.foot_closed} is closed"))
        else:
            left = outcome.still_needed
            out.append((i, f"Chicken foot on {outcome.pending}: {left} toe"
                           f"{'s' if left != 1 else ''} to go"))
    return out


def test_the_move_log_counts_the_toes_the_outcomes_say() -> None:
    feet = 0
    for seed in range(20):
        rng = random.Random(seed)
        match = random_match(seed)
        state = match.start_round()
        outcomes = []
        while not state.is_over:
            outcomes.append(match.apply(rng.choice(state.legal_actions())))
            assert isinstance(outcomes[-1].action, Play) == (outcomes[-1].placed is not None)
        lines = [(i, line) for i, line in told(state, NAMES, closed=True)
                 if line.startswith("Chicken foot")]
        assert lines == foot_lines(outcomes)
        feet += len(lines)
    assert feet > 20
