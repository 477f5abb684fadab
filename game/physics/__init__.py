"""Tile physics on the table (pymunk): drag, snap, fly, shuffle. See table.py."""
from game.physics.table import STEP, TablePhysics

__all__ = ["STEP", "TablePhysics"]
