"""game/words/ and game/tiers.py: pure modules below the screens, the seats and the AI."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from game.rules import RuleSet
from game.words.house_rules import RESERVE_OF_MORE, RESERVE_OF_TWO, house_rule_phrases
from game.words.how_to_play import rules_in_words

ROOT = Path(__file__).resolve().parents[1]


def loaded_after(statement: str) -> set[str]:
    """The top-level packages and game modules a fresh interpreter has loaded after `statement`."""
    script = (f"import sys\n{statement}\n"
              "print(' '.join(sorted(m for m in sys.modules if m.startswith('game.') "
              "or m.split('.')[0] in ('pygame', 'pymunk', 'sqlite3'))))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_a_match_and_the_words_load_no_ai_no_store_and_no_pygame() -> None:
    loaded = loaded_after("import game.match, game.tiers, importlib, pkgutil, game.words\n"
                          "for m in pkgutil.iter_modules(game.words.__path__, 'game.words.'):\n"
                          "    importlib.import_module(m.name)")
    assert not {m for m in loaded if m.startswith(("game.ai", "game.store", "game.scenes",
                                                    "game.render"))}
    assert not loaded & {"pygame", "pymunk", "sqlite3"}


def test_the_ai_imports_nothing_of_the_store() -> None:
    for path in sorted((ROOT / "game" / "ai").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
        names += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                  for alias in node.names]
        assert not [n for n in names if n.startswith("game.store")], path.name


def test_the_reserve_in_words_is_the_one_the_rules_keep() -> None:
    reserved = RuleSet(yard_reserve="auto")
    assert (RESERVE_OF_TWO, RESERVE_OF_MORE) == (reserved.reserve(2), reserved.reserve(3))
    turn = dict(rules_in_words(reserved))["Your turn"]
    assert turn.endswith("The last tile of the chicken yard (the last two with 2 players) is "
                         "never drawn.")
    assert "The last tile of the chicken yard is never drawn" in house_rule_phrases(reserved)


def test_the_classic_double_blank_is_not_a_house_rule_of_its_own() -> None:
    assert house_rule_phrases(RuleSet()) == ["The classic rules, nothing added"]
    assert house_rule_phrases(RuleSet(double_blank=25)) == ["The 0-0 counts 25"]


def test_reading_any_command_loads_no_ai_and_no_pygame() -> None:
    """The referee, rules check and every refusal answer in a blink: the command line's
    parser (all its commands, the review's defaults too) loads neither the AI nor pygame."""
    loaded = loaded_after("from game.cli.parser import parse; parse(['referee', 'x.json'])")
    assert not {m for m in loaded if m.startswith(("game.ai", "game.scenes", "game.render"))}
    assert not loaded & {"pygame", "pymunk", "multiprocessing"}
