"""The barnyard layout's safety net: seeded rounds laid out tile by tile, and framed as the
table frames them, hashed. A change that means to keep the layout as it was (a speed-up, a
tidy) keeps every digest here; a change of behaviour changes a digest on purpose, and its
commit says which and why.

`layout`: random rounds of the three bench tables and of random rule sets, laid out without
and with an extent (the table's shape): for each tile what `preview` said, what `add`
returned, which tiles it laid again (`moved`, with where they were), its searches, and the
finished round's every placement and rough tile. `framing`: rounds laid out at the windows
the game opens, the camera aimed as the table aims it (`aim`, with the next places at the open
ends) after every play: its target and whether the whole tree shows.
"""
from __future__ import annotations

import hashlib
import random
from typing import Iterator

from game.ai.random_round import random_round
from game.cli.parser import opening_size
from game.layout.barnyard import BarnyardLayout
from game.layout.camera import Camera
from game.layout.table_region import button_count, table_region
from game.rules import PlacedTile, RoundState, RuleSet
from game.rules.tiles import full_set
from game.scenes.play.barnyard_view import aim, next_places
from game.scenes.play.geometry import TableGeometry
from game.table import free_slots

from barnyards import bench_tables

LAYOUT_DIGEST = "1eed29911f8905d6e714e5901c6bc0d663f1da02385e9b73ef934e30220c5ac5"
FRAMING_DIGEST = "503d0c8ae0eed02968a65bfffbe6d5af99a9ff57f948687349755ee1bfac6315"
EXTENT = (25.6, 12.0)  # a table's shape in world units (the 1280x648 window's, roughly)
SMALL = (9.0, 6.0)  # a crowded table: lines laid again, branches swung, the tree spread


def _rule_sets(rng: random.Random, n: int) -> Iterator[tuple[RuleSet, int]]:
    """`n` random rule sets with a seat count each: double-9 and double-12, openings and hand sizes vary."""
    for _ in range(n):
        top = rng.choice((9, 12))
        seats = rng.choice({9: (2, 3, 4), 12: (4, 6, 8)}[top])
        rules = RuleSet(set=top, opening=rng.choice(("cross", "double-foot")),
                        hand_size=rng.choice(("table", 6)) if top == 9 else "table")
        yield rules, seats


def _rounds() -> Iterator[tuple[RuleSet, int, list[PlacedTile]]]:
    """The seeded rounds: a few of each bench table, and of random rule sets."""
    rng = random.Random(44)
    tables = [*bench_tables().values()] * 3 + list(_rule_sets(rng, 6))
    for rules, seats in tables:
        yield rules, seats, list(random_round(rules, seats, rng).barnyard)


class Digest:
    """A running hash of lines of text, and how many lines of each kind went in."""

    def __init__(self) -> None:
        self._hash = hashlib.sha256()
        self.moved = 0  # adds that laid tiles again
        self.followed = 0  # framings of where play is (the whole tree did not fit)

    def line(self, *parts: object) -> None:
        self._hash.update(("|".join(repr(p) for p in parts) + "\n").encode())

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def _lay(digest: Digest, barnyard: list[PlacedTile], spokes: int,
         extent: tuple[float, float] | None) -> None:
    """Lay `barnyard` out tile by tile, every answer into `digest`."""
    lay = BarnyardLayout(spokes, extent=extent)
    for placed in barnyard:
        preview = lay.preview(placed)
        place = lay.add(placed)
        moved = sorted(lay.moved.items())
        digest.moved += bool(moved)
        digest.line(placed, preview, place, moved, lay.searches)
    digest.line(sorted(lay.placements.items()), sorted(lay.rough), lay.bounds(), lay.extent)


def laid_digest() -> Digest:
    digest = Digest()
    for rules, _, barnyard in _rounds():
        for extent in (None, EXTENT, SMALL):
            _lay(digest, barnyard, rules.spokes, extent)
    return digest


def _frame_round(digest: Digest, name: str, size: tuple[int, int], rng: random.Random) -> None:
    """One round of table `name` at a window of `size`, laid out in the table's shape and
    framed after every play as the table frames it, into `digest`."""
    rules, seats = bench_tables()[name]
    region = table_region(TableGeometry(size, seats, 0), button_count(rules.chickenlittle))
    lay = BarnyardLayout(rules.spokes, extent=region.extent)
    camera = Camera(region.area_rect)
    pool = full_set(rules.set)

    def played(state: RoundState, placed: PlacedTile) -> None:
        lay.add(placed)
        barnyard = state.barnyard
        tiles = [p.polygon for p in lay.placements.values()]
        places = next_places(barnyard, lay, pool, free_slots(barnyard))
        focus = [end for _, t in barnyard.open_ends() if (end := lay.end_point(t)) is not None]
        focus.append(lay.placements[placed.tile].centre)
        aim(camera, region, tiles, places, focus, barnyard.pending is not None)
        digest.followed += not camera.whole
        digest.line(name, size, placed, places, camera.target_centre, camera.target_scale,
                    camera.whole)

    random_round(rules, seats, rng, played)


def framed_digest() -> Digest:
    digest = Digest()
    rng = random.Random(43)
    for name in bench_tables():
        for size in (opening_size((1280, 720)), opening_size((1024, 600))):
            for _ in range(2):
                _frame_round(digest, name, size, rng)
    return digest


def test_the_layout_lays_every_seeded_round_as_it_did() -> None:
    digest = laid_digest()
    assert digest.moved >= 5  # the rounds make room by laying tiles again (relay, swing, spread)
    assert digest.hexdigest() == LAYOUT_DIGEST


def test_the_camera_frames_every_seeded_round_as_it_did() -> None:
    digest = framed_digest()
    assert digest.followed >= 5  # the double-12 table outgrows the view: play is followed
    assert digest.hexdigest() == FRAMING_DIGEST
