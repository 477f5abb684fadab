"""The deal's heap: every tile of the round a face-down body (TilePhysics) fenced in the middle
of the table and knocked about by the shuffling hands. The deal lays it as it starts, or takes it
made ahead (`deal_ahead`, a piece a frame while the score sheet shows), with the pictures of the
deal's first frame made too, so that going on from the sheet is light (game/scenes/play/
deal_ahead.py).
"""
from __future__ import annotations

import math
import random
from typing import Iterator, NamedTuple

import pygame

from game.physics.tiles import TilePhysics
from game.render import text
from game.scenes.play.geometry import TableGeometry

HEAP_STEP = 12  # tiles laid into the heap a step, where it is made ahead (deal_ahead)
SKIP_HINT = "click or Space to skip"


class Heap(NamedTuple):
    """The next deal's heap made ahead (deal_ahead): every tile a face-down body, kicked, and
    the random generator that laid them, for the deal whose `key` (deal_key) it is."""

    key: tuple[object, ...]
    physics: TilePhysics
    rng: random.Random
    keys: list[int]


def deal_key(size: tuple[int, int], seats: int, bottom: int, print_scale: float,
             round_number: int, count: int, calm: bool) -> tuple[object, ...]:
    """What a deal's heap depends on: the window, the seats, the round, the tiles, the motion."""
    return (size, seats, bottom, print_scale, round_number, count, calm)


def tile_px(geometry: TableGeometry) -> int:
    """The heap's tiles' length on this table."""
    return max(20, round(44 * geometry.scale))


def lay_heap(physics: TilePhysics, geometry: TableGeometry, keys: list[int],
             rng: random.Random, calm: bool) -> Iterator[None]:
    """Every tile of `keys` a face-down body fenced in the middle of the table, HEAP_STEP a
    step, then (a step of its own) the first kick of the shuffling hands."""
    rect = geometry.barnyard_rect
    physics.set_walls((rect.x, rect.y, rect.width, rect.height))
    length = tile_px(geometry)
    cx, cy = rect.center
    for key in keys:
        r = rng.uniform(0, min(rect.width, rect.height) * 0.25)
        turn = rng.uniform(0, 2 * math.pi)
        physics.add_tile(key, (cx + r * math.cos(turn), cy + r * math.sin(turn)),
                         rng.uniform(0, 180), (length, length / 2))
        if key % HEAP_STEP == HEAP_STEP - 1:
            yield None
    yield None
    kick(physics, keys, rng, calm, geometry.scale)


def kick(physics: TilePhysics, keys: list[int], rng: random.Random, calm: bool,
         scale: float) -> None:
    """The shuffling hands: a swirl that knocks the tiles into each other (none with reduced
    motion)."""
    if not calm:
        physics.shuffle_kick(keys, rng, strength=scale)


def round_title(number: object, size: float) -> pygame.Surface:
    """The deal's heading, "Round 2", `size` px."""
    return text.render(f"Round {number}", round(size), (255, 226, 140), bold=True,
                       face="title", shadow=(0, 0, 0))
