"""The one base of every error the store raises: a file that cannot be used as it is.

Messages read "FILE: key: expected X; found Y" (the key left out when the whole file is wrong; a
semicolon, as in every refusal of game.rules.refusals, because X may be a comma-separated list).
Reading: SaveError, StatsError, ReplayError, RulesFileError; writing: WriteError.
"""
from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """A file the game keeps or reads that cannot be used; the message names it and the fault."""


class WriteError(StoreError, OSError):
    """A file the store could not write or remove (the disk refused): a StoreError, and the
    OSError it is."""


def write_error(path: Path, error: OSError, done: str = "written") -> WriteError:
    """`FILE: cannot be written: No space left on device`."""
    return WriteError(f"{path}: cannot be {done}: {error.strerror or error}")
