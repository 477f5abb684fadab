"""Atomic writes off the main loop: the frame hands over the bytes, a thread does the fsync.

A save is serialised on the caller's thread (the game state may change right after), then a
worker thread writes it atomically. Saves to the same file coalesce (the newest wins, in order),
so a slow disk never queues up work. A crash at any moment leaves the previous complete file.
The worker is not a daemon: at a normal exit the interpreter waits for the last write.
A write error (a WriteError naming the file) is kept and raised by the next `submit` or
returned by `flush`.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Optional

from game.store.atomic import write_atomic
from game.store.errors import WriteError, write_error

THREAD_NAME = "chickenfoot-autosave"  # the writer's thread, while it has work


class BackgroundWriter:
    """One worker thread writing the newest bytes submitted for each path."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._pending: dict[Path, bytes] = {}
        self._busy = False
        self._error: Optional[WriteError] = None

    def submit(self, path: Path, data: bytes) -> None:
        """Queue `data` for `path` (replacing any older bytes not yet written)."""
        with self._lock:
            error, self._error = self._error, None
            self._pending[path] = data
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
                data = self._pending.pop(path)
            try:
                write_atomic(path, data)
            except OSError as error:
                with self._lock:
                    self._error = write_error(path, error)


WRITER = BackgroundWriter()
