"""The next deal made ahead, a piece a frame while the score sheet shows: its heap (heap.py) laid
and kicked and the pictures of its first frame made, so that going on from the sheet is light.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Iterator, Optional

import pygame

from game.match import Match
from game.physics.tiles import TilePhysics
from game.render import text
from game.render.tile_art import TileArt
from game.rules.tiles import full_set
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.heap import SKIP_HINT, Heap, deal_key, lay_heap, round_title, tile_px
from game.scenes.play.seat_panels import draw_plate
from game.scenes.play.tile_motion import quantized_angle

if TYPE_CHECKING:
    from game.store.settings import Settings


def deal_ahead(size: tuple[int, int], settings: Settings, art: TileArt,
               match: Match) -> Iterator[Optional[Heap]]:
    """The next deal of `match` (its round just over) made ahead a piece a step, while the
    score sheet shows (a step a frame), for a window of `size` with these settings and tile
    art: its heap laid and kicked, then its first frame's pictures (the tile backs and
    shadows the heap shows, the seats' plates, the heading and the hint) made once; the Heap
    last. The deal takes it (DealScene's `heap`) instead of making it all in the frame that
    goes on."""
    number = match.game.round_number + 1
    humans = match.humans
    bottom = humans[0] if humans else 0
    print_scale = settings.print_scale
    geometry = TableGeometry(size, len(match.seats), bottom, print_scale)
    count = len(full_set(match.rules.set))
    calm = settings.reduced_motion
    rng = random.Random(match.seed * 31 + number)
    physics = TilePhysics(damping=0.3)
    keys = list(range(count))
    yield None
    yield from lay_heap(physics, geometry, keys, rng, calm)
    yield None
    length = tile_px(geometry)
    for angle in sorted({quantized_angle(physics.pose(key)[2], 10) for key in keys}):
        art.back(length, angle)
        art.shadow(length, angle)
        yield None
    scratch = pygame.Surface(size)
    yield None
    totals = match.game.totals
    for seat, rect in geometry.plates.items():
        info = match.seats[seat]
        draw_plate(scratch, rect, seat, info.name, info.player, 0, totals[seat], False,
                   people=len(humans))
        yield None
    round_title(number, 40 * geometry.scale)
    yield None
    text.render(SKIP_HINT, round(15 * geometry.scale), (210, 220, 205))
    yield Heap(deal_key(size, len(match.seats), bottom, print_scale, number, count, calm),
               physics, rng, keys)
