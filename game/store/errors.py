"""The errors of the store: what a file's bytes or values lack, and the file that cannot be used.

Messages read "FILE: key: expected X; found Y" (the key left out when the whole file is wrong; a
semicolon, as in every refusal of game.rules.refusals, because X may be a comma-separated list).
Reading: SaveError, StatsError, ReplayError, RulesFileError; writing: WriteError. A
DocumentError is the fault alone (bytes that are not the document, a value over a limit); the
reader that knows the file puts its name in front.

Every message is one line of at most about MAX_MESSAGE characters (`clip`): a 100 MB value in a
file never becomes a 100 MB line, and no control character reaches a terminal or a screen.
"""
from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path
from typing import Optional

MAX_MESSAGE = 480
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def escaped(text: str) -> str:
    """`text` with control characters and unpaired surrogates written as \\uXXXX escapes."""
    return _UNPRINTABLE.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def clip(message: str, limit: int = MAX_MESSAGE) -> str:
    """`message` on one line (control characters escaped), its middle cut when it is longer
    than `limit`: the head names the file and key, the tail says what was expected."""
    if len(message) > 4 * limit:  # escape only what can be shown
        message = message[: 3 * limit] + message[-limit:]
    message = escaped(message)
    if len(message) <= limit:
        return message
    tail = limit // 4
    return f"{message[: limit - tail - 5]} ... {message[-tail:]}"


class StoreError(Exception):
    """A file the game keeps or reads that cannot be used; the message names it and the fault."""

    def __init__(self, message: str) -> None:
        super().__init__(clip(message))


class DocumentError(ValueError):
    """Bytes that are not the document they should be, or a value over the game's limits (the
    caller names the file)."""

    def __init__(self, message: str) -> None:
        super().__init__(clip(message))


class WriteError(StoreError, OSError):
    """A file the store could not write or remove (the disk refused): a StoreError, and the
    OSError it is."""


def write_error(path: Path, error: OSError, done: str = "written") -> WriteError:
    """`FILE: cannot be written: No space left on device`."""
    return WriteError(f"{path}: cannot be {done}: {error.strerror or error}")


# ---------------------------------------------------------------- what is in the way

def what_is_at(path: Path) -> Optional[str]:
    """What is at `path` when it is not a regular file ("a folder", "a named pipe", "a socket",
    "a device", "a symbolic link that leads round in a loop", "a symbolic link to nothing");
    None for a regular file, or nothing there."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    if stat.S_ISLNK(mode):
        try:
            mode = os.stat(path).st_mode
        except OSError as error:
            return ("a symbolic link that leads round in a loop" if error.errno == errno.ELOOP
                    else "a symbolic link to nothing")
    return file_kind(mode)


def file_kind(mode: int) -> Optional[str]:
    """What a file of `mode` is when it is not a regular file ("a folder", "a named pipe", "a
    socket", "a device"); None for a regular file (or a kind without a name)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return None


def _blocking_folder(path: Path) -> Optional[str]:
    """The first folder on the way to `path` that is not one, and what it is instead."""
    for folder in reversed(path.parents):
        kind = what_is_at(folder)
        if kind == "a folder" or not os.path.lexists(folder):
            continue
        return f"{folder} is {kind or 'a file'}, where a folder should be"
    return None


def unusable(path: Path, error: OSError) -> str:
    """Why the disk will not give `path`, in words that say what is where: "PATH is a folder,
    not a file", "FOLDER is a file, where a folder should be", "PATH is a symbolic link that
    leads round in a loop", instead of the system's "File exists", "No such device or address"
    or "Too many levels of symbolic links"."""
    code = error.errno
    if code in (errno.EEXIST, errno.ENOTDIR, errno.ENOENT, errno.ELOOP):
        blocked = _blocking_folder(path)
        if blocked is not None:
            return blocked
    kind = what_is_at(path)
    if kind is not None:
        return f"{path} is {kind}, not a file"
    if code in (errno.EACCES, errno.EPERM):
        return (f"{path}: no permission to use it (or it is marked unchangeable: "
                f"{error.strerror or error})")
    return f"{path}: {error.strerror or error}"
