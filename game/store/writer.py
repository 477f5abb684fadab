"""Atomic writes off the main loop: the frame hands over the bytes, a thread does the fsync.

A save is serialised on the caller's thread (the game state may change right after), then a
worker thread writes it atomically. Saves to the same file coalesce (the newest wins, in order),
so a slow disk never queues up work. A save may name files to write first (`before`: the round
records a save counts on); if one of them cannot be written, other bytes are written instead
(`instead` makes them, only then: a save that holds those rounds itself), so a save on the disk
never counts a file that is not there. A crash at any moment leaves the previous complete file.
The worker is not a daemon: at a normal exit the interpreter waits for the last write.
A write error (a WriteError naming the file) is kept and raised by the next `submit` or
returned by `flush`.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable, Optional, Sequence

from game.store.atomic import write_atomic
from game.store.errors import WriteError, write_error

THREAD_NAME = "chickenfoot-autosave"  # the writer's thread, while it has work
Instead = Callable[[], bytes]  # makes a save's bytes for when the files before it fail


class BackgroundWriter:
    """One worker thread writing the newest bytes submitted for each path."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        # path -> (its bytes, the files written before it in order, its bytes if they fail)
        self._pending: dict[Path, tuple[bytes, list[tuple[Path, bytes]], Optional[Instead]]] = {}
        self._busy = False
        self._error: Optional[WriteError] = None
        self._written: set[Path] = set()  # files written first for a save (`before`), or known

    def submit(self, path: Path, data: bytes, before: Sequence[tuple[Path, bytes]] = (),
               instead: Optional[Instead] = None) -> None:
        """Queue `data` for `path` (replacing any older bytes not yet written), the files
        `before` written first, in order (with those of the older bytes it replaces); if one of
        them cannot be written, what `instead` makes is written to `path` (a save that holds
        what those files would have: made only then, on this thread), or `data`."""
        with self._lock:
            error, self._error = self._error, None
            _, earlier, _ = self._pending.get(path, (b"", [], None))
            first = dict(earlier)
            first.update(before)
            self._pending[path] = (data, list(first.items()), instead)
            if not self._busy:
                self._busy = True
                threading.Thread(target=self._run, name=THREAD_NAME).start()
        if error is not None:
            raise error

    def wait(self) -> None:
        """Wait until every queued write is done (a write error stays for `submit`/`flush`)."""
        with self._lock:
            while self._busy:
                self._idle.wait()

    def flush(self) -> Optional[WriteError]:
        """Wait until every queued write is done; the last write error, if any (taken)."""
        with self._lock:
            while self._busy:
                self._idle.wait()
            error, self._error = self._error, None
        return error

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._busy = False
                    self._idle.notify_all()
                    return
                path = next(iter(self._pending))
                data, before, instead = self._pending.pop(path)
            try:
                if not self._write_first(before) and instead is not None:
                    data = instead()  # the save holds what the files could not
                write_atomic(path, data)
            except OSError as error:
                with self._lock:
                    self._error = write_error(path, error)

    def _write_first(self, files: Sequence[tuple[Path, bytes]]) -> bool:
        """Write `files` in order; False (the rest left) at the first one the disk refuses."""
        for target, data in files:
            try:
                write_atomic(target, data)
            except OSError:
                return False
            with self._lock:
                self._written.add(target)
        return True

    def written(self, path: Path) -> bool:
        """True once `path` was written before a save (or is known to be on the disk)."""
        with self._lock:
            return path in self._written

    def known(self, paths: Sequence[Path]) -> None:
        """`paths` are on the disk as they should be (read back): not written again."""
        with self._lock:
            self._written.update(paths)

    def forget(self, folder: Path) -> None:
        """The files in `folder` may be gone or changed: written again when a save needs them."""
        with self._lock:
            self._written = {p for p in self._written if p.parent != folder}


WRITER = BackgroundWriter()
