"""The computer players' tiers by name, the expert's default thinking budget and the review's
deals per decision.

They live here, below both the seats (which check a document's ``player``), the command line
and game.ai (which makes a player for a tier), so that reading a seat or a command does not
load the AI.
"""
from __future__ import annotations

TIERS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
DEFAULT_BUDGET = 0.5  # seconds an expert thinks per decision
REVIEW_ITERATIONS = 800  # deals per decision a review plays (at most, but when refined): a
# 10-round game in < 1 min on one core (game/ai/review.py)
