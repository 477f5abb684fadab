"""A game: a schedule of rounds, cumulative scores, starter rotation and the winner."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional, Sequence

from game.rules.house_rules import RuleSet
from game.rules.round import RoundState
from game.rules.tiles import Tile, double, full_set


def shuffle(rng: random.Random, tiles: list[Tile]) -> None:
    """Exactly `rng.shuffle(tiles)`, inlined for a plain `random.Random` (about 3x faster).

    Same algorithm and the same draws from the generator as CPython's `Random.shuffle`, so a
    seed deals the same hands either way; any other generator type uses its own shuffle.
    """
    if type(rng) is not random.Random:
        rng.shuffle(tiles)
        return
    getrandbits = rng.getrandbits
    for i in range(len(tiles) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        tiles[i], tiles[j] = tiles[j], tiles[i]


def standings(totals: Sequence[int], zero_rounds: Sequence[int]) -> list[int]:
    """Seats from best to worst: lowest total, then most zero-point rounds."""
    return sorted(range(len(totals)), key=lambda s: (totals[s], -zero_rounds[s], s))


def winners(totals: Sequence[int], zero_rounds: Sequence[int]) -> list[int]:
    """The winning seat(s) of a game: lowest total; ties broken by zero rounds; else shared."""
    best = standings(totals, zero_rounds)[0]
    key = (totals[best], zero_rounds[best])
    return [s for s in range(len(totals)) if (totals[s], zero_rounds[s]) == key]


@dataclass
class Game:
    """A series of rounds played with one rule set; chance only through `rng`."""

    rules: RuleSet
    seats: int
    rng: random.Random
    preset: str = "classic"
    first_starter: int = 0
    round_number: int = 0
    totals: list[int] = field(default_factory=list)
    round_scores: list[list[int]] = field(default_factory=list)
    zero_rounds: list[int] = field(default_factory=list)
    records: list[dict[str, object]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rules.hand_tiles(self.seats)  # refuses an impossible table before any deal
        if not self.totals:
            self.totals = [0] * self.seats
            self.zero_rounds = [0] * self.seats

    @property
    def is_over(self) -> bool:
        """True when the schedule is done or someone reached the target score."""
        planned = self.rules.rounds_in_game()
        if planned is not None:
            return self.round_number >= planned and len(self.round_scores) >= planned
        return any(t >= self.rules.target_score for t in self.totals)

    @property
    def rounds_planned(self) -> Optional[int]:
        """Rounds in this game, or None when it runs to a target score."""
        return self.rules.rounds_in_game()

    def starter_for(self, round_number: int) -> int:
        """The seat that starts a round under the placed rule (rotates clockwise)."""
        return (self.first_starter + round_number - 1) % self.seats

    def deal(self, round_number: int) -> tuple[list[list[Tile]], list[Tile]]:
        """Shuffle and deal a round's hands and chicken yard; reshuffle where the rule says so."""
        rules = self.rules
        size = rules.hand_tiles(self.seats)
        start = double(rules.round_double(round_number))
        placed = rules.start == "placed"
        tiles = [t for t in full_set(rules.set) if not (placed and t is start)]
        while True:
            shuffle(self.rng, tiles)
            hands = [tiles[i * size:(i + 1) * size] for i in range(self.seats)]
            if placed or rules.missing_double != "reshuffle" or any(start in h for h in hands):
                return hands, tiles[self.seats * size:]

    def next_round(self) -> RoundState:
        """Deal and start the next round of the schedule."""
        self.round_number += 1
        hands, yard = self.deal(self.round_number)
        return RoundState(
            self.rules, hands, yard,
            round_number=self.round_number, starter=self.starter_for(self.round_number),
        )

    def finish_round(self, state: RoundState) -> None:
        """Add a finished round's scores to the sheet and keep its record."""
        from game.rules.record import record_of

        if not state.is_over:
            raise ValueError("the round is not over yet")
        scores = state.scores()
        self.round_scores.append(scores)
        for seat, points in enumerate(scores):
            self.totals[seat] += points
            if points == 0:
                self.zero_rounds[seat] += 1
        self.records.append(record_of(state, self.preset))

    def standings(self) -> list[int]:
        """Seats from best to worst: lowest total, then most zero-point rounds."""
        return standings(self.totals, self.zero_rounds)

    def winners(self) -> list[int]:
        """The winning seat(s): lowest total; ties broken by zero rounds; else shared."""
        return winners(self.totals, self.zero_rounds)

    def tie_break_used(self) -> bool:
        """True if the lowest total was shared and zero-point rounds decided it."""
        low = min(self.totals)
        return sum(1 for t in self.totals if t == low) > 1
