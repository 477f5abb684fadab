"""game.rules is pure computation: no module under it reads or writes a file."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = sorted((ROOT / "game" / "rules").glob("*.py"))
FILE_MODULES = {"tomllib", "tomli", "pathlib", "io", "os", "shutil", "glob", "tempfile",
                "sqlite3", "game.resources", "game.store"}
FILE_CALLS = {"open", "read_bytes", "read_text", "write_bytes", "write_text", "glob", "iterdir",
              "unlink", "mkdir"}


def imported(tree: ast.AST) -> set[str]:
    """Every module an import statement of `tree` names (and its packages)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in found:
            parts = name.split(".")
            names.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return names


def called(tree: ast.AST) -> set[str]:
    """The names of every function or method `tree` calls."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                out.add(func.id)
            elif isinstance(func, ast.Attribute):
                out.add(func.attr)
    return out


def test_no_rules_module_imports_a_file_module_or_opens_a_file() -> None:
    assert len(RULES) > 10
    for path in RULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert not imported(tree) & FILE_MODULES, path.name
        assert not called(tree) & FILE_CALLS, path.name


def test_importing_every_rules_module_loads_no_file_reader() -> None:
    script = (
        "import importlib, pkgutil, sys\n"
        "import game.rules\n"
        "for m in pkgutil.iter_modules(game.rules.__path__, 'game.rules.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(' '.join(sorted(n for n in sys.modules if n.split('.')[0] in "
        "('tomllib', 'tomli', 'sqlite3') or n.startswith(('game.store', 'game.resources')))))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []
