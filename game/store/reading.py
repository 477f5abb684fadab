"""What a screen reads from the disk, read on a thread of its own, so the window never waits for
a database or a folder of files: the screen shows "Reading..." and asks each frame whether the
answer has come (issue 45: the Statistics screen blocked 78 s on 1,000 large rows, setup's list
of rules files 14 s on 100 large files).

`Reading` runs one function (the statistics); `RulesFileReading` lists setup's rules folders
and reads each file's entry, the rows the list shows first. The threads only read: what they
find is handed over by assignment, and the screen takes it on the main thread.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable, Generic, Optional, Sequence, TypeVar

from game.store.rules_files import RulesFileEntry, file_title, rules_file_entry, rules_file_paths

T = TypeVar("T")
READING = "Reading..."  # a file's description until it is read


class Reading(Generic[T]):
    """`work` done on a thread of its own; `done` once it has answered (`result`)."""

    def __init__(self, work: Callable[[], T], name: str = "reading") -> None:
        self.name = name
        self._answer: Optional[T] = None
        self._answered = False  # False once done: the work raised (said on standard error)
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(work,), name=name, daemon=True)
        self._thread.start()

    def _run(self, work: Callable[[], T]) -> None:
        try:
            self._answer = work()
            self._answered = True
        finally:
            self._finished.set()

    @property
    def done(self) -> bool:
        """True once the work has answered (or raised, and its error has been said)."""
        return self._finished.is_set() and not self._thread.is_alive()

    @property
    def result(self) -> T:
        """The work's answer (only once `done`); RuntimeError if it raised instead (its error
        went to standard error, as a thread's does)."""
        assert self.done, "asked for a reading's result before it was done"
        if not self._answered:
            raise RuntimeError(f"the {self.name} reading failed: its error is on standard error")
        return self._answer  # type: ignore[return-value]  # set: the work returned

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds` for the answer (tests and tools; a screen asks `done`)."""
        self._thread.join(seconds)
        return self.done


class RulesFileReading:
    """Setup's rules files read on a thread of its own: the folders listed (`paths`, None until
    they are), then each file's entry (its title and description) as it is read, the files
    `wanted` (the rows in view) first, then the others in order until the list closes (`stop`).
    One file is read at a time, so a folder of large files costs the memory of one."""

    def __init__(self, folders: Optional[Sequence[Path]] = None) -> None:
        self.paths: Optional[list[Path]] = None  # the files, once the folders are listed
        self.entries: dict[Path, RulesFileEntry] = {}  # those read so far
        self.wanted: list[Path] = []  # set by the screen: read these first
        self._stopped = False
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(folders,), daemon=True,
                                        name="rules files")
        self._thread.start()

    def _run(self, folders: Optional[Sequence[Path]]) -> None:
        try:
            paths = rules_file_paths(folders)
            self.paths = paths
            following = 0  # the next file in order not read yet
            while not self._stopped:
                path = next((p for p in self.wanted if p not in self.entries), None)
                if path is None:
                    while following < len(paths) and paths[following] in self.entries:
                        following += 1
                    if following == len(paths):
                        return
                    path = paths[following]
                self.entries[path] = rules_file_entry(path)
        finally:
            if self.paths is None:
                self.paths = []
            self._finished.set()

    def entry(self, path: Path) -> RulesFileEntry:
        """The file's entry as read, or its title and "Reading..." until it is."""
        return self.entries.get(path) or RulesFileEntry(path, file_title(path), READING)

    def stop(self) -> None:
        """No more files wanted (the list closed): the reading ends after the file it reads."""
        self._stopped = True

    @property
    def done(self) -> bool:
        """True once every file is read, or the reading stopped."""
        return self._finished.is_set()

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds` for every file, or the stop (tests and tools)."""
        return self._finished.wait(seconds)
