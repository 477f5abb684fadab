"""The garbage collection policy (game/collector.py): what launch made is frozen once, the full
collection runs between frames once due, where a frame leaves room (or once overdue), and the
app's loop runs it, so garbage that reached the old generation goes."""
from __future__ import annotations

import gc
import weakref
from typing import Optional

from game import collector
from game.app import App
from game.collector import Collector
from game.store.settings import Settings


class Knot:
    """An object in a reference cycle of its own: only a garbage collection frees it."""

    def __init__(self) -> None:
        self.me: Optional[Knot] = self


def old_garbage() -> "weakref.ref[Knot]":
    """A cycle that survives into the old generation and is then dropped: young collections
    never free it (a weak reference tells when it goes)."""
    knot = Knot()
    gc.collect(1)  # it survives the young generations' collection: moved to the old one
    return weakref.ref(knot)


def make_due() -> None:
    """As many young collections as a full one waits for (a round's allocations make them)."""
    for _ in range(collector.FULL_DUE_AFTER):
        gc.collect(1)


def test_what_launch_made_is_frozen_once_and_the_automatic_full_collection_is_a_backstop():
    Collector()
    frozen = gc.get_freeze_count()
    assert frozen > 0
    made_since = [Knot() for _ in range(50)]
    Collector()  # a second app in the same process freezes nothing more
    assert gc.get_freeze_count() == frozen
    assert gc.get_threshold() == (collector.YOUNG, collector.MIDDLE,
                                  collector.AUTOMATIC_FULL_AFTER)
    assert collector.AUTOMATIC_FULL_AFTER > collector.FULL_DUE_AFTER
    del made_since


def test_old_garbage_waits_until_the_full_collection_is_due_then_goes_after_a_quiet_frame():
    policy = Collector()
    gc.collect()
    knot = old_garbage()
    assert not policy.due()
    assert not policy.after_frame(0.0)
    assert knot() is not None  # young collections alone never free it
    make_due()
    assert knot() is not None
    assert policy.due()
    assert policy.after_frame(collector.QUIET_MS)
    assert knot() is None
    assert not policy.due()
    assert policy.full_collections == 1


def test_busy_frames_put_it_off_until_it_is_overdue():
    policy = Collector()
    gc.collect()
    knot = old_garbage()
    make_due()
    busy = collector.QUIET_MS + 0.5  # a frame that leaves too little of its time
    for _ in range(collector.OVERDUE_FRAMES):
        assert not policy.after_frame(busy)
    assert knot() is not None
    assert policy.after_frame(busy)  # overdue: memory stays bounded on a busy table
    assert knot() is None


def test_the_apps_loop_collects_the_old_garbage_once_due():
    app = App((1024, 600), settings=Settings(), seed=1)
    app.open_menu()
    gc.collect()
    knot = old_garbage()
    make_due()
    for _ in range(collector.OVERDUE_FRAMES + 1):
        app.step(1 / 60)
        if knot() is None:
            break
    assert knot() is None
    assert app.collector.full_collections >= 1
