"""Where the game's own files live (the checkout's levels/ and assets/)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "levels"
ASSETS = ROOT / "assets"
