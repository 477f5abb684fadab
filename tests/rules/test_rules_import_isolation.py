"""game.rules is pure Python: every module imports with pygame and pymunk blocked."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib, pkgutil, sys

class Refuse:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("pygame", "pymunk"):
            raise ImportError(f"blocked: {name}")
        return None

sys.meta_path.insert(0, Refuse())
import game.rules
names = sorted(m.name for m in pkgutil.iter_modules(game.rules.__path__, "game.rules."))
for name in names:
    importlib.import_module(name)
try:
    import pygame
except ImportError:
    pass
else:
    raise SystemExit("the blocker did not block pygame")
assert not any(m.split(".")[0] in ("pygame", "pymunk") for m in sys.modules)
print(" ".join(names))
"""


def test_every_rules_module_imports_without_pygame_or_pymunk() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    imported = done.stdout.split()
    expected = sorted(f"game.rules.{p.stem}" for p in (ROOT / "game" / "rules").glob("*.py")
                      if p.stem != "__init__")
    assert imported == expected and "game.rules.round" in imported
