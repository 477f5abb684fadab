"""A pytest plugin for mutation testing (tools/mutation.sh loads it; the suite does not).

mutmut runs, for each mutant, the tests that reached the mutated function. The store's tests play
whole games, so they reach most of the rules too, and a rules mutant they cannot tell from the
real rules would cost every one of them. Here a mutant of game/rules is judged by the rules' tests
alone, and one of game/store by the store's: each package's tests are the ones that promise what
it does. Outside a mutant's run (mutmut's first run, which maps tests to functions, and its run
without mutants) every test collected stays.
"""
from __future__ import annotations

import os

import pytest

JUDGES = {"game.rules.": "tests/rules/", "game.store.": "tests/store/"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    mutant = os.environ.get("MUTANT_UNDER_TEST", "")
    judges = next((folder for package, folder in JUDGES.items() if mutant.startswith(package)),
                  None)
    if judges is None:
        return
    others = [item for item in items if not item.nodeid.startswith(judges)]
    if others:
        config.hook.pytest_deselected(items=others)
        items[:] = [item for item in items if item.nodeid.startswith(judges)]
