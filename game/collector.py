"""When Python's garbage collector runs: its one long pause, the full collection, comes after a
frame that leaves room for it, never inside whichever frame happened to tip it.

CPython looks for reference cycles in three generations. The young two are collected often, each
over the objects made since (well under 2 ms). The full collection goes over every object the
game holds, most of them made by launch (modules, classes, fonts, tile art: about 35,000), and
took 16-28 ms once or twice a double-12 round, in the frame (or the layout's worker slice, which
the frame waits for) whose allocation tipped it. So:

- once, when the first App is made, what launch made is frozen (`gc.freeze`, after a full
  collection): never scanned again, so a full collection costs what the game made since (about
  3-10 ms over a double-12 game's rounds);
- the young generations are collected automatically, as ever;
- after each frame the App calls `Collector.after_frame` with the frame's CPU time: once the
  young collections since the last full one reach CPython's own count (`FULL_DUE_AFTER`), the
  full collection runs after the first quiet frame (`QUIET_MS` of CPU at most: the still table
  between two computer moves, the score sheet waiting, a menu), which leaves the rest of its
  16.7 ms for it, and after `OVERDUE_FRAMES` frames without one, anyway;
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
QUIET_MS = 4.0  # a frame's CPU after which a full collection (3-10 ms) still fits in 16.7 ms
OVERDUE_FRAMES = 600  # ten seconds of busy frames: the full collection runs anyway


_launch_frozen = False  # (not gc.get_freeze_count(): it counts the frozen objects one by one)


def freeze_launch() -> None:
    """Collect in full, then freeze every object there is (once a process: what launch made)."""
    global _launch_frozen
    if not _launch_frozen:
        gc.collect()
        gc.freeze()
        _launch_frozen = True


class Collector:
    """Runs the full garbage collection between frames, after a quiet one."""

    def __init__(self) -> None:
        freeze_launch()
        gc.set_threshold(YOUNG, MIDDLE, AUTOMATIC_FULL_AFTER)
        self.full_ms = 0.0  # CPU the last full collection took (for the benchmarks)
        self.full_collections = 0  # run here (not counting CPython's own backstop)
        self._waited = 0  # busy frames since the full collection fell due

    @staticmethod
    def due() -> bool:
        """True when enough young collections have passed since the last full one for the old
        generation to hold garbage worth collecting."""
        return gc.get_count()[2] >= FULL_DUE_AFTER

    def after_frame(self, spent_ms: float) -> bool:
        """A frame that took `spent_ms` of CPU is shown: collect in full now if due and the
        frame was quiet (or the collection is overdue). True if it collected."""
        if not self.due():
            self._waited = 0
            return False
        if spent_ms > QUIET_MS and self._waited < OVERDUE_FRAMES:
            self._waited += 1
            return False
        started = time.process_time()
        gc.collect()
        self.full_ms = (time.process_time() - started) * 1000
        self.full_collections += 1
        self._waited = 0
        return True
