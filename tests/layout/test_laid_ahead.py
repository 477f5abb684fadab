"""The layout worked out ahead (game/layout/ahead.py), a slice at a time: every tile lies exactly
where an add made at once lays it, the worst tiles of a crowded table take several slices and
no slice does more than it is given, and a copy of a layout goes on as the layout would."""
from __future__ import annotations

import random

from game.ai.random_round import random_round
from game.layout.ahead import LaidAhead
from game.layout.barnyard import BarnyardLayout
from game.rules import PlacedTile, RuleSet

CROWDED = (9.0, 6.0)  # a small table: lines laid again, branches swung, the tree spread
SLICE = 300  # work a slice (the game gives a frame more)


def _rounds() -> list[tuple[int, list[PlacedTile]]]:
    rng = random.Random(7)
    out = []
    for opening in ("cross", "double-foot", "cross"):
        rules = RuleSet(set=12, opening=opening)
        out.append((rules.spokes, list(random_round(rules, 8, rng).barnyard)))
    return out


ROUNDS = _rounds()


def test_every_tile_laid_ahead_lies_where_an_add_at_once_lays_it() -> None:
    most_slices = 0
    for spokes, barnyard in ROUNDS:
        layout = BarnyardLayout(spokes, extent=CROWDED)
        at_once = BarnyardLayout(spokes, extent=CROWDED)
        for placed in barnyard:
            ahead = LaidAhead(layout)
            ahead.want([placed])
            slices = 0
            while ahead.after(placed) is None:
                ahead.work(SLICE)
                slices += 1
            most_slices = max(most_slices, slices)
            layout = ahead.finish(placed)
            ahead.close()
            at_once.add(placed)
            assert layout.placements == at_once.placements, placed
            assert layout.moved == at_once.moved and layout.rough == at_once.rough
            assert layout.bounds() == at_once.bounds() and layout.extent == at_once.extent
    assert most_slices >= 5  # the crowded table's worst tiles are worked out over frames


def test_the_layout_ahead_leaves_the_table_s_layout_as_it_lies() -> None:
    spokes, barnyard = ROUNDS[0]
    layout = BarnyardLayout.of(barnyard[:30], spokes, extent=CROWDED)
    before = dict(layout.placements)
    ahead = LaidAhead(layout)
    ahead.want(barnyard[30:31])
    ahead.work(SLICE)
    after = ahead.finish(barnyard[30])
    assert layout.placements == before and barnyard[30].tile not in layout
    assert after is not layout and barnyard[30].tile in after


def test_finish_works_out_at_once_what_was_not_asked_for() -> None:
    spokes, barnyard = ROUNDS[1]
    layout = BarnyardLayout.of(barnyard[:20], spokes, extent=CROWDED)
    ahead = LaidAhead(layout)
    assert ahead.after(barnyard[20]) is None
    after = ahead.finish(barnyard[20])
    assert ahead.after(barnyard[20]) is after
    assert after.placements == BarnyardLayout.of(barnyard[:21], spokes,
                                                 extent=CROWDED).placements


def test_a_copy_goes_on_as_the_layout_it_was_copied_from() -> None:
    spokes, barnyard = ROUNDS[2]
    layout = BarnyardLayout(spokes, extent=CROWDED)
    for i, placed in enumerate(barnyard):
        copy = layout.copy()
        assert copy.add(placed) == layout.add(placed)
        assert copy.placements == layout.placements and copy.moved == layout.moved
        assert copy.searches == layout.searches and copy.bounds() == layout.bounds()
        if i % 2:
            layout = copy  # and the copy's copies too
