"""Where the game's own files are: the presets and tables (LEVELS) and the sounds (ASSETS).

They ship inside the package as game.levels and game.assets (the levels/ and assets/ folders at
the top of the source tree, mapped there by pyproject.toml) and are found with importlib.resources,
so an installed wheel, an editable install and any working directory all find the same files.
An install that is not on a file system (the wheel zipped on sys.path, a zipapp) has them copied
once into a temporary folder that is removed when the game exits: pygame and the preset listing
need real files.
"""
from __future__ import annotations

import atexit
import functools
import os
import shutil
import tempfile
from importlib import resources
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable


def _folder(package: str) -> Path:
    """The folder of a resource package (game.levels, game.assets) as a directory on disk."""
    found = resources.files(package)
    if isinstance(found, Path):
        return Path(os.path.abspath(found))
    return _unpack(found, _scratch() / package.rpartition(".")[2])


@functools.cache
def _scratch() -> Path:
    """A temporary folder for the files of a zipped install, removed when the game exits."""
    folder = Path(tempfile.mkdtemp(prefix="chickenfoot-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def _unpack(source: Traversable, target: Path) -> Path:
    """Copy the resource folder `source` to the new folder `target`, subfolders included."""
    target.mkdir()
    for entry in source.iterdir():
        if entry.is_dir():
            _unpack(entry, target / entry.name)
        else:
            (target / entry.name).write_bytes(entry.read_bytes())
    return target


LEVELS = _folder("game.levels")
ASSETS = _folder("game.assets")


def shown_path(path: str | os.PathLike[str]) -> str:
    """How a message names a file: "levels/classic.toml" for a shipped file, else as given."""
    where = Path(os.path.abspath(path))
    for name, folder in (("levels", LEVELS), ("assets", ASSETS)):
        if where.is_relative_to(folder):
            return PurePosixPath(name, *where.relative_to(folder).parts).as_posix()
    return os.fspath(path)
