"""AI seats come from the table files in levels/: tier names and thinking budgets."""
from __future__ import annotations

import random

from game import resources
from game.ai import ExpertPlayer, player_for_seat
from game.match import Match
from game.seats import Seat
from game.store.rules_files import load_rules_file
from game.tiers import DEFAULT_BUDGET


def test_every_ai_seat_of_the_example_tables_gets_its_tier() -> None:
    for path in sorted((resources.LEVELS / "tables").glob("*.toml")):
        level = load_rules_file(path)
        for seat in level.seats:
            if not seat.is_human:
                assert player_for_seat(seat).tier == seat.player, (path.name, seat.name)


def test_an_expert_seat_thinks_for_its_budget_or_the_default() -> None:
    mine = player_for_seat(Seat("Ada", "expert", pace=0.5, budget=1.25))
    assert isinstance(mine, ExpertPlayer) and mine.budget == 1.25
    default = player_for_seat(Seat("Bo", "expert"))
    assert isinstance(default, ExpertPlayer) and default.budget == DEFAULT_BUDGET


def test_a_match_can_be_played_out_by_its_ai_seats() -> None:
    from game.rules import RuleSet

    seats = [Seat("A", "easy"), Seat("B", "medium"), Seat("C", "hard"), Seat("D", "expert",
                                                                              budget=0.01)]
    match = Match(RuleSet(), seats, seed=3)
    players = [player_for_seat(s) for s in seats]
    match.start_round()
    assert match.state is not None
    rng = random.Random(0)
    while not match.state.is_over:
        seat = match.state.to_act
        match.apply(players[seat].choose(match.view(seat), rng))
    assert len(match.game.round_scores) == 1
