"""The matches the game deals, in one place: a watched game of computer players, you against
computer players (`--play`), a party's seats, a ladder level's table and a rematch.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from game.match import Match
from game.seats import Seat
from game.store.rules_files import load_preset

if TYPE_CHECKING:
    from game.ladder import Level

BIRDS = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")


def watch_match(seed: int, seats: int = 4, preset: str = "classic", pace: float = 0.9,
                budget: float = 0.3) -> Match:
    """An AI-only match for --watch: one of each tier around the table."""
    tiers = ("medium", "hard", "expert", "easy", "medium", "hard", "expert", "easy")
    table = [Seat(BIRDS[i], tiers[i], pace=pace, budget=budget) for i in range(seats)]
    return Match(load_preset(preset).rules, table, seed, preset=preset)


def quick_match(seed: int, preset: str = "classic", seats: int = 4) -> Match:
    """You against computer players (three by default): what `chickenfoot --play` deals."""
    tiers = ("medium", "hard", "medium", "easy", "hard", "medium", "expert")
    table = [Seat("You")] + [Seat(BIRDS[i], tiers[i]) for i in range(seats - 1)]
    return Match(load_preset(preset).rules, table, seed, preset=preset)


def party_match(seats: Sequence[Seat], seed: int, preset: str = "classic") -> Match:
    """A new match of the preset's rules at these seats (the phone seats' secrets made)."""
    return Match(load_preset(preset).rules, list(seats), seed, preset=preset)


def level_match(level: "Level", seed: int) -> Match:
    """A new game at a ladder level's table, remembering the level."""
    return Match(level.rules, list(level.seats), seed, preset=level.preset, ladder=level.key)


def rematch(old: Match, seed: int, phone_port: int) -> Match:
    """The same seats and rules as `old`, dealt afresh; its phone seats (with new secrets) join
    on `phone_port` (Settings' Phone port, as a New game's), at the address `old`'s were asked
    to listen on."""
    match = Match(old.rules, list(old.seats), seed, preset=old.preset)
    match.phone_keys = replace(match.phone_keys, port=phone_port, host=old.phone_keys.host)
    return match
