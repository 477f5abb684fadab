"""Long layout work cut into slices: jobs run on a worker thread only while `Slices.run` waits
for them, and each slice ends at the `checkpoint` where its share of work is spent (each test of
a spot against the tiles down or the room claimed passes one, weighed by the boxes it looks at:
game/layout/tile_grid.py), so a frame gives the layout a few milliseconds however much a tile
needs. A slice is counted in work, not seconds: the same frames see the same work done on any
machine, so what the table shows does not depend on how busy the machine is.

The worker and the thread that calls `run` take turns (two semaphores hand over): never both at
once, so whatever a job reads or writes needs no lock. A job cut short keeps its place and goes
on in the next slice; `clear` drops it (it stops at its next checkpoint). Off the worker thread a
checkpoint does nothing: the same code runs in one go there.
"""
from __future__ import annotations

import threading
from collections import deque
from typing import Callable, Optional

Job = Callable[[], None]


class _Here(threading.local):
    """On a worker thread: `pause`, its slice's checkpoint (None on any other: a class default,
    so a checkpoint there costs a lookup, not a missed attribute)."""

    pause: Optional[Callable[[float], None]] = None


_here = _Here()


def checkpoint(work: float = 1.0) -> None:
    """Where a job may stop for this slice, having done `work` since the last (and be
    dropped): nothing off a worker thread."""
    pause = _here.pause
    if pause is not None:
        pause(work)


class Dropped(Exception):
    """A job dropped while it waited for its next slice (raised at its checkpoint)."""


class Slices:
    """Jobs done in turn on a worker thread, a slice at a time (`run`)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._jobs: deque[Job] = deque()
        self._go = threading.Semaphore(0)  # the worker's turn
        self._back = threading.Semaphore(0)  # the caller's turn again
        self._thread: Optional[threading.Thread] = None  # while a job is under way or due
        self._left = 0.0  # work left in this slice
        self._until: Callable[[], bool] = lambda: False
        self._drop = False  # the job under way stops at its checkpoint
        self._error: Optional[BaseException] = None

    @property
    def busy(self) -> bool:
        """True while a job is due or under way."""
        return bool(self._jobs) or self._thread is not None

    def add(self, job: Job, first: bool = False) -> None:
        """Do `job` after the others (`first`: next, after the one under way)."""
        if first:
            self._jobs.appendleft(job)
        else:
            self._jobs.append(job)

    def clear(self) -> None:
        """Drop every job, the one under way too."""
        self._jobs.clear()
        self._drop = self._thread is not None

    def run(self, work: float, until: Callable[[], bool] = lambda: False) -> None:
        """Let the jobs run until the checkpoint where `work` is spent (at least to the first;
        a job ended counts as one), or until `until()` holds (asked at each); a job's error is
        raised here."""
        if self._thread is None:
            if not self._jobs:
                return
            self._thread = threading.Thread(target=self._work, name=self.name, daemon=True)
            self._thread.start()
        self._left = work
        self._until = until
        self._go.release()
        self._back.acquire()
        error, self._error = self._error, None
        if error is not None:
            raise error

    def close(self) -> None:
        """Drop every job and let a worker waiting for its next slice end (not waited for)."""
        self.clear()
        if self._thread is not None:
            self._left = 0.0
            self._go.release()

    def _work(self) -> None:
        """The worker thread: the jobs in turn, in the slices it is given."""
        _here.pause = self._pause
        self._go.acquire()
        try:
            while self._jobs:
                job = self._jobs.popleft()
                try:
                    job()
                except Dropped:
                    pass
                if self._jobs:
                    self._pause(1.0)
        except Dropped:
            pass
        except BaseException as error:  # told to the caller of `run`
            self._error = error
        finally:
            self._thread = None
            self._back.release()

    def _pause(self, work: float) -> None:
        """A checkpoint on the worker, `work` done since the last: once the slice is spent, the
        caller's turn until the next slice; a job dropped meanwhile stops here."""
        self._left -= work
        if self._left > 0 and not self._until():
            return
        self._back.release()
        self._go.acquire()
        if self._drop:
            self._drop = False
            raise Dropped
