"""`chickenfoot play`: a round in the terminal, played to the end with scripted answers."""
from __future__ import annotations

import random

import pytest

from game.match import Match
from game.rules.actions import Draw, Pass, Play
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile
from game.seats import Seat
from game.cli.terminal import action_entry, main, play_round


def test_actions_read_as_menu_entries() -> None:
    assert action_entry(Play(0, Tile.parse("9-3"), Tile.parse("9-9"))) == "play 9-3 on 9-9"
    assert action_entry(Play(0, Tile.parse("9-9"))) == "play 9-9"
    assert action_entry(Draw(1)) == "draw from the chicken yard"
    assert action_entry(Pass(2)) == "pass"


def test_a_round_is_played_out_against_the_medium_computer_players() -> None:
    match = Match(RuleSet(), [Seat("You"), Seat("Hen 1", "medium"), Seat("Hen 2", "medium")],
                  seed=5)
    asked: list[str] = []
    said: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return "x" if len(asked) == 1 else "1"  # a wrong answer is asked again

    play_round(match, ask, said.append, random.Random(1))
    assert match.state is not None and match.state.is_over
    assert asked[0] == asked[1] and asked[0].startswith("your move (1-")
    assert any(line.startswith('"x" is not one of the moves: type its number, 1 to ')
               for line in said)
    assert said[-1].startswith("Round over (")
    assert any(line.startswith("seat 1: ") for line in said)


def test_an_unknown_preset_is_refused_with_its_name(capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as refused:  # by the parser, as every bad value is
        main(["--preset", "clasic"])
    said = capsys.readouterr()
    assert refused.value.code == 2 and said.out == ""  # every refusal on standard error
    assert 'no preset named "clasic" in levels/; did you mean "classic"?' in said.err
