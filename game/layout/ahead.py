"""The barnyard's layout worked out ahead of the plays that may come next, a slice at a time.

A search for a tile's spot takes well under a millisecond on most tables, and on a crowded one
up to a few hundred (lines laid again, the whole tree spread wider): too long for one frame. So
the table asks for the layout after each play that may come (`want`: the seat to act's legal
plays, the next places it shows), and each frame gives the worker a share of work (`work`,
game/layout/slices.py). The layout after a play is the table's layout with the play's tile
added, on a copy (`BarnyardLayout.copy`): the same spots the table would find adding it itself.
When a play is made its layout is taken (`finish` works out what is not ready yet, at once).
"""
from __future__ import annotations

import math
from functools import partial
from typing import Iterable, Optional

from game.layout.barnyard import BarnyardLayout
from game.layout.slices import Slices
from game.rules.barnyard import PlacedTile


class LaidAhead:
    """The layouts after plays that may come on `layout` (which nobody changes meanwhile)."""

    def __init__(self, layout: BarnyardLayout) -> None:
        self._scratch = layout.copy()  # the previews' searches, kept for each other
        self._after: dict[PlacedTile, BarnyardLayout] = {}
        self._wanted: set[PlacedTile] = set()
        self._slices = Slices("layout ahead")

    def after(self, placed: PlacedTile) -> Optional[BarnyardLayout]:
        """The layout with `placed` added, if worked out (nobody may change it)."""
        return self._after.get(placed)

    def want(self, placed: Iterable[PlacedTile], first: bool = False) -> None:
        """Work out the layout after each of `placed` (`first`: before the others wanted)."""
        for one in placed:
            if one in self._after or (one in self._wanted and not first):
                continue
            self._wanted.add(one)
            self._slices.add(partial(self._lay, one), first)

    def work(self, work: int) -> None:
        """Let the worker lay out what is wanted for `work` more of the layout's work (its
        checkpoints: game/layout/slices.py)."""
        self._slices.run(work)

    def finish(self, placed: PlacedTile) -> BarnyardLayout:
        """The layout with `placed` added, worked out now if it is not yet."""
        found = self._after.get(placed)
        if found is None:
            self.want([placed], first=True)
            while found is None:
                self._slices.run(math.inf, lambda: placed in self._after)
                found = self._after.get(placed)
        return found

    def close(self) -> None:
        """Nothing more is wanted: the worker stops (a job under way holds this object, so
        only this lets it go)."""
        self._slices.close()

    def _lay(self, placed: PlacedTile) -> None:
        """On the worker: the layout after `placed` (its preview first, so the searches it
        made are kept for the next)."""
        if placed in self._after:
            return
        self._scratch.preview(placed)
        after = self._scratch.copy()
        after.add(placed)
        self._after[placed] = after
