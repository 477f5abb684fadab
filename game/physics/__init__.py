"""Tile physics on the table (pymunk): drag, snap, fly, shuffle. See table.py."""
from game.physics.tiles import STEP, TilePhysics

__all__ = ["STEP", "TilePhysics"]
