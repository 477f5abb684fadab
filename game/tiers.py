"""The computer players' tiers by name, and the expert's default thinking budget.

The names live here, below both the seats (which check a document's ``player``) and game.ai
(which makes a player for a tier), so that reading a seat does not load the AI.
"""
from __future__ import annotations

TIERS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
DEFAULT_BUDGET = 0.5  # seconds an expert thinks per decision
