"""Writing files so that a crash at any moment leaves the old file or the new one, never half.

Write a temporary file beside the target, fsync it, rename it over the target, fsync the folder.
A file that cannot be read is set aside (renamed, never deleted) so the player loses nothing.
"""
from __future__ import annotations

import datetime
import os
import tempfile
from pathlib import Path
from typing import Union

PathLike = Union[str, "os.PathLike[str]"]
TEMP_SUFFIX = ".tmp"


def write_atomic(path: PathLike, data: Union[bytes, str], *, sync: bool = True) -> None:
    """Replace `path` with `data` (str is written as UTF-8) in one step; creates the folder."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(payload)
            out.flush()
            if sync:
                os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    if sync:
        _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def stamp(now: datetime.datetime | None = None) -> str:
    """A local time stamp for file names: 20261129-2315."""
    return (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")


def set_aside(path: PathLike, why: str = "broken") -> Path | None:
    """Rename a file not to be read again to NAME.WHY-STAMP (NAME.broken-STAMP: unreadable;
    `why` may say otherwise, e.g. foreign), never overwriting; None if impossible."""
    source = Path(path)
    if not source.exists():
        return None
    base = source.with_name(f"{source.name}.{why}-{stamp()}")
    target, n = base, 1
    while target.exists():
        n += 1
        target = base.with_name(f"{base.name}-{n}")
    try:
        os.replace(source, target)
    except OSError:
        return None
    return target


def clean_temporaries(folder: PathLike, name: str) -> None:
    """Remove temporary files a crash left behind while writing `name` in `folder`."""
    try:
        for leftover in Path(folder).glob(f".{name}.*{TEMP_SUFFIX}"):
            try:
                leftover.unlink()
            except OSError:
                pass
    except OSError:
        pass
