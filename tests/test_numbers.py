"""Every number on the command line is read by one function (game.numbers.read_number): ASCII
digits only, in range, the same text the same number (or the same refusal) for every option."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.numbers import read_number
from tests.command_run import in_process


@pytest.mark.parametrize("text", ["٣", "３", "1_000", " 3", "3 ", "+3", "3e0", "inf", "nan",
                                  "0x3", "", "3.", ".5", "1" * 20])
def test_only_plain_ascii_digits_are_a_number(text: str) -> None:
    assert read_number(text, 0, 10**30) is None
    assert read_number(text, 0, 10**30, whole=True) is None


def test_a_plain_number_in_range() -> None:
    assert read_number("3", 0, 10, whole=True) == 3 and read_number("2.5", 0, 10) == 2.5
    assert read_number("2.5", 0, 10, whole=True) is None  # no fraction for a whole number
    assert read_number("-2", -5, 5) == -2.0 and read_number("-2", 0, 5) is None
    assert read_number("11", 0, 10) is None and read_number("0", 0, 10) == 0


@pytest.mark.parametrize("args, words", [
    (["tournament", "easy", "easy", "--budget", "٣"], 'expected seconds above 0, at most 3600; '
     'found "٣"'),
    (["tournament", "easy", "easy", "--budget", "1_000"], 'found "1_000"'),
    (["tournament", "easy", "easy", "--budget", "３"], 'found "３"'),
    (["tournament", "easy", "easy", "--budget", "3e0"], 'found "3e0"'),
    (["tournament", "expert", "easy", "--tune", "playouts=３"], "argument --tune: playouts: "
     'expected a whole number from 1 to 100; found "\\uff13"'),
    (["tournament", "expert", "easy", "--tune", "explore=1_0"], "argument --tune: explore"),
    (["review", "x.json", "--seat", "0", "--iterations", "1_000"], "argument --iterations"),
    (["--seed", "+1"], "argument --seed"),
    (["watch", "--seats", "٣"], "argument --seats: expected 2 to 8 players"),
])
def test_every_option_refuses_what_is_not_plainly_a_number(tmp_path: Path, args: list[str],
                                                           words: str) -> None:
    done = in_process(tmp_path, *args)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and words in done.stderr
