"""One game per data folder: a lock file holding the pid of the game that uses the folder.

The first copy of the game takes the lock (`DataLock.take`) and holds it while it runs; a second
copy started on the same data folder finds it held and learns the first one's pid, so it can say
so instead of overwriting the first one's files. The lock is an operating-system lock on the file
(flock, or a locked byte on Windows): it goes with the process that held it, so the lock file of a
game that crashed or was killed is simply taken over by the next one. A lock file that cannot be
made (the path is a folder, a FIFO, a bad symlink; no permission) or that is removed or replaced
while the game runs (`still_held`) means the game keeps no files, as a second copy keeps none.
"""
from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path
from typing import Optional

from game.store import paths
from game.store.errors import unusable, what_is_at

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl

LOCK_NAME = "chickenfoot.lock"
_PID_BYTES = 32  # the pid is written at the start of the file; a byte beyond is locked on Windows


def lock_path() -> Path:
    """The lock file of the data folder."""
    return paths.data_dir() / LOCK_NAME


class DataLock:
    """The data folder's lock, taken by the copy of the game that may write there."""

    def __init__(self, path: Optional[Path] = None) -> None:
        self.path = path if path is not None else lock_path()
        self._fd: Optional[int] = None

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._fd is not None

    def take(self) -> Optional[int]:
        """Take the lock: None when this process holds it now, else the pid of the process that
        does (0 if unknown). OSError when the lock file cannot be made at all (the path is a
        folder, a FIFO, a bad symlink; no permission): then the game keeps no files."""
        if self._fd is not None:
            return None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        except OSError as error:  # said as what is where, not "File exists"
            raise OSError(error.errno, unusable(self.path, error), str(self.path)) from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # a FIFO, a device: no lock to hold
                raise OSError(errno.EINVAL, f"{self.path} is {what_is_at(self.path)}, not a "
                              "file", str(self.path))
            if not _lock(fd):
                other = _read_pid(fd)
                os.close(fd)
                return other
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            os.close(fd)
            raise
        self._fd = fd
        return None

    def still_held(self) -> bool:
        """True while the lock file this process locked is still the one at `path`: False once
        it was removed or replaced (a second copy could then take a lock of its own)."""
        if self._fd is None:
            return False
        try:
            mine, there = os.fstat(self._fd), os.lstat(self.path)
        except OSError:
            return False
        return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)

    def release(self) -> None:
        """Give the lock back (the file stays: the next game takes it over)."""
        if self._fd is not None:
            os.close(self._fd)  # closing the file releases the lock
            self._fd = None


def _lock(fd: int) -> bool:
    """Try to lock the open file without waiting; False if another process holds it."""
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            os.lseek(fd, _PID_BYTES, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES):
            return False
        raise
    return True


def _read_pid(fd: int) -> int:
    """The pid written in the lock file (0 if it says none)."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, _PID_BYTES).decode("ascii", "replace").strip()
    except OSError:
        return 0
    return int(text) if text.isdigit() and len(text) < 12 else 0
