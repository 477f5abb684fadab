"""Store tests: the player's data and config folders point into a fresh temporary folder."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Callable, Optional

import pytest

from game.match import Match
from game.seats import Seat
from game.store.rules_files import load_preset


@pytest.fixture(autouse=True)
def store_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """XDG_DATA_HOME and XDG_CONFIG_HOME under tmp_path; returns tmp_path."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


def new_match(preset: str = "classic", players: tuple[str, ...] = ("human", "easy", "hard"),
              seed: int = 7, **changes: object) -> Match:
    """A match at a table of the given players under a preset (with rule changes)."""
    rules = load_preset(preset).rules.with_changes(**changes)
    seats = [Seat(f"P{i}", p, pace=0.25 * i, budget=0.5 + i) for i, p in enumerate(players)]
    return Match(rules, seats, seed, preset=preset)


def play(match: Match, rng: random.Random, actions: Optional[int] = None,
         each: Optional[Callable[[Match], None]] = None) -> Match:
    """Random legal actions (dealing rounds as needed) until the game ends or `actions` ran."""
    done = 0
    while not match.is_over and (actions is None or done < actions):
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
            done += 1
        if each is not None:
            each(match)
    return match


def rounds_played(match: Match, rng: random.Random, rounds: int) -> Match:
    """`match` played at random until `rounds` rounds are finished, then the next one dealt."""
    while len(match.game.records) < rounds:
        play(match, rng, actions=1)
    match.start_round()
    return match


def snapshot(match: Match) -> dict[str, object]:
    """Everything a restored game must match exactly."""
    game, state = match.game, match.state
    out: dict[str, object] = {
        "seats": match.seats, "rules": match.rules, "preset": match.preset, "seed": match.seed,
        "round_number": game.round_number, "totals": game.totals,
        "zero_rounds": game.zero_rounds, "round_scores": game.round_scores,
        "records": game.records, "rng": game.rng.getstate(), "is_over": match.is_over,
    }
    if state is not None:
        out.update({
            "hands": state.hands, "yard": state.yard, "barnyard": state.barnyard,
            "ends": state.ends, "hub": state.hub, "hub_needed": state.hub_needed,
            "phase": state.phase, "to_act": state.to_act, "has_drawn": state.has_drawn,
            "drawn": state.drawn, "history": state.history, "cl_state": state.cl_state,
            "cl_turn": state.cl_turn, "skip": state.skip, "turn_no": state.turn_no,
            "end": state.end, "winner": state.winner, "scores": state.scores(),
            "legal": state.legal_actions(), "state_rules": state.rules,
        })
    return out


@pytest.fixture
def helpers() -> object:
    """new_match, play and snapshot for the tests of this folder."""
    class Helpers:
        pass

    h = Helpers()
    h.new_match = new_match  # type: ignore[attr-defined]
    h.play = play  # type: ignore[attr-defined]
    h.snapshot = snapshot  # type: ignore[attr-defined]
    return h
