"""game.layout is pure Python: its modules load no pygame, pymunk or drawing, and the
barnyard layout's helpers reach it only through its interface (game/layout/laying.py)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAYOUT = ROOT / "game" / "layout"
HELPERS = ("relay", "swing", "last_resort")

# Every module of game.layout imported alone in a fresh interpreter: what it loaded.
SCRIPT = (
    "import importlib, pkgutil, sys, game.layout\n"
    "for m in pkgutil.iter_modules(game.layout.__path__, 'game.layout.'):\n"
    "    importlib.import_module(m.name)\n"
    "print('\\n'.join(sorted(sys.modules)))\n"
)


def test_every_layout_module_imports_without_pygame_pymunk_or_drawing() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    loaded = done.stdout.split()
    expected = {f"game.layout.{p.stem}" for p in LAYOUT.glob("*.py") if p.stem != "__init__"}
    assert expected <= set(loaded) and "game.layout.barnyard" in expected
    below = [m for m in loaded if m.split(".")[0] in ("pygame", "pymunk")
             or m.startswith(("game.render", "game.scenes", "game.physics"))]
    assert below == []


def _tree(stem: str) -> ast.Module:
    return ast.parse((LAYOUT / f"{stem}.py").read_text(encoding="utf-8"))


def test_the_helpers_touch_no_private_field_of_another_object() -> None:
    touched = [f"{stem}.py:{node.lineno}: {ast.unparse(node)}"
               for stem in HELPERS for node in ast.walk(_tree(stem))
               if isinstance(node, ast.Attribute) and node.attr.startswith("_")
               and not node.attr.startswith("__")
               and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))]
    assert touched == []


def test_the_helpers_import_no_layout_so_there_is_no_circle() -> None:
    for stem in (*HELPERS, "laying"):
        imported = {node.module for node in ast.walk(_tree(stem))
                    if isinstance(node, ast.ImportFrom)}
        assert "game.layout.barnyard" not in imported, stem
