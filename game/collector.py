"""When Python's garbage collector runs: its one long pause, the full collection, comes after a
frame that leaves room for it, never inside whichever frame happened to tip it.

CPython looks for reference cycles in three generations. The young two are collected often, each
over the objects made since (well under 2 ms). The full collection goes over every object the
game holds, most of them made by launch (modules, classes, fonts, tile art: about 35,000), and
took 16-28 ms once or twice a double-12 round, in the frame (or the layout's worker slice, which
the frame waits for) whose allocation tipped it. So:

- once, when the first App is made, what launch made is frozen (`gc.freeze`, after a full
  collection): never scanned again, so a full collection costs what the game made since (about
  4 ms at a double-12 round's end);
- the young generations are collected automatically, as ever;
- after each frame the App calls `Collector.after_frame` with the frame's CPU time: once the
  young collections since the last full one reach CPython's own count (`FULL_DUE_AFTER`), the
  full collection runs there if the frame and the last full collection's cost fit in `ROOM_MS`
  (half a frame: the still table between two computer moves, the score sheet waiting, a menu),
  and after `OVERDUE_FRAMES` frames without room, anyway;
- CPython's own full collection waits ten times as long as it would (`AUTOMATIC_FULL_AFTER`
  young collections): a backstop, so memory stays bounded even where no App steps.

What is frozen is never collected: an object launch made that later falls into a dropped
reference cycle stays (few do: launch's objects live as long as the game), so only the first
App of a process freezes.
"""
from __future__ import annotations

import gc
import time

YOUNG, MIDDLE = 700, 10  # CPython's own thresholds for the two young generations
FULL_DUE_AFTER = 10  # young (generation 1) collections since the last full one: CPython's count
AUTOMATIC_FULL_AFTER = 10 * FULL_DUE_AFTER  # CPython collects in full by itself only after these
ROOM_MS = 8.0  # a frame's CPU and the full collection's together: half a 60 fps frame
OVERDUE_FRAMES = 600  # ten seconds of frames with no room: the full collection runs anyway


def freeze_launch() -> None:
    """Collect in full, then freeze every object there is (once a process: what launch made)."""
    if gc.get_freeze_count() == 0:
        gc.collect()
        gc.freeze()


class Collector:
    """Runs the full garbage collection between frames, where a frame leaves room for it."""

    def __init__(self) -> None:
        freeze_launch()
        gc.set_threshold(YOUNG, MIDDLE, AUTOMATIC_FULL_AFTER)
        self.full_ms = 0.0  # CPU the last full collection took
        self.full_collections = 0  # run here (not counting CPython's own backstop)
        self._waited = 0  # frames since the full collection fell due, without room

    @staticmethod
    def due() -> bool:
        """True when enough young collections have passed since the last full one for the old
        generation to hold garbage worth collecting."""
        return gc.get_count()[2] >= FULL_DUE_AFTER

    def after_frame(self, spent_ms: float) -> bool:
        """A frame that took `spent_ms` of CPU is shown: collect in full now if due and there is
        room (or it is overdue). True if it collected."""
        if not self.due():
            self._waited = 0
            return False
        if spent_ms + self.full_ms > ROOM_MS and self._waited < OVERDUE_FRAMES:
            self._waited += 1
            return False
        started = time.process_time()
        gc.collect()
        self.full_ms = (time.process_time() - started) * 1000
        self.full_collections += 1
        self._waited = 0
        return True
