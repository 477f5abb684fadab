"""Limits on everything the game reads, checked before the work: one place for every reader.

Files: only a regular file is read (not a FIFO, a device or a folder), and its size is checked
before a byte is read (`read_file`; `read_stream` for standard input), against the limit of its
kind (RULES_BYTES, SETTINGS_BYTES, SAVE_BYTES, RECORD_BYTES, TOURNAMENT_BYTES).

Documents, before they are parsed: `check_json_values` and `check_toml_values` count the values (at
most MAX_VALUES, MAX_TOML_VALUES), so no file within its byte limit costs more than about a second
and a couple of hundred MB to read. Once parsed (rules files, tables, saves, settings, round
records, the statistics' text): `check_document` refuses nesting deeper than MAX_DEPTH, whole
numbers outside 64 bits, JSON numbers that are not finite (a reader of a TOML value says what it
accepts: a seat's budget "a number of seconds > 0"), text longer than MAX_TEXT characters or
holding control characters (tab and newline aside) or unpaired surrogates, and keys longer than
MAX_KEY. The same limits for every kind of document, so a file the game accepts is one it can save
and read back. Every refusal is a DocumentError naming the key and quoting at most a short excerpt
of the value.
"""
from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from typing import BinaryIO, Optional, Union

from game.store.errors import DocumentError, escaped, file_kind

PathLike = Union[str, "os.PathLike[str]"]

RULES_BYTES = 1 << 20       # a rules file, table or preset
SETTINGS_BYTES = 1 << 20    # settings.toml
SAVE_BYTES = 16 << 20       # an autosave (a long double-18 game is well under 1 MB)
RECORD_BYTES = 4 << 20      # a round record (a few kB)
TOURNAMENT_BYTES = 64 << 20  # a tournament's saved deals (about 100 bytes a deal)

MAX_VALUES = 100_000        # values in a JSON document (a save: save.LARGEST_SAVE_VALUES)
MAX_TOML_VALUES = 10_000    # values in a TOML file (a table of eight seats holds about 60)
MAX_DEPTH = 16              # tables and arrays inside one another (a save needs 6)
MAX_INT = 2**63 - 1         # whole numbers fit SQLite's and every 64-bit integer
MAX_TEXT = 1000             # characters in one text value (a seat's name is at most 80)
MAX_KEY = 100               # characters in one key
EXCERPT = 40                # characters of a bad value quoted in a message
# The window's pictures (the screen, the backdrop, the table's layers) take about this many bytes
# a pixel of the window, measured: 68 MB at 1280x720, 205 MB at 3840x2160, 690 MB at 7680x4320
# (python tools/nothing_lost.py memory). A window (--size, or the settings' window_size) whose
# pictures would take more than SURFACE_BUDGET is refused: MAX_PIXELS, 5120x2880 fits.
BYTES_PER_PIXEL = 20
SURFACE_BUDGET = 320 << 20
MAX_PIXELS = SURFACE_BUDGET // BYTES_PER_PIXEL

_TOML_WORDS = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\''
                         r"|#[^\n]*")  # texts and comments
_REFUSED_CHARS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
_SIMPLE_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")
_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0))


# ---------------------------------------------------------------- files

def read_file(path: PathLike, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`; DocumentError for anything else (a FIFO, a
    device) or for more than `max_bytes`, before reading it. OSError as the system raises it
    (FileNotFoundError, PermissionError, IsADirectoryError, ...)."""
    fd = os.open(path, _OPEN_FLAGS)  # never blocks, even on a FIFO without a writer
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
        if not stat.S_ISREG(info.st_mode):
            kind = file_kind(info.st_mode) or "not a file"
            raise DocumentError(f"not a regular file ({kind}); only files are read")
        if info.st_size > max_bytes:
            raise DocumentError(too_large(info.st_size, max_bytes))
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:  # it grew while being read
        raise DocumentError(too_large(len(data), max_bytes))
    return data


def read_stream(stream: BinaryIO, max_bytes: int) -> bytes:
    """At most `max_bytes` from `stream` (standard input); DocumentError if there are more."""
    data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise DocumentError(f"too large: more than {_size(max_bytes)}")
    return data


def too_large(size: int, max_bytes: int) -> str:
    """`too large: 20.0 MB; at most 4 MB`."""
    return f"too large: {_size(size)}; at most {_size(max_bytes)}"


def _size(count: int) -> str:
    if count >= 1 << 20:
        return f"{count / (1 << 20):.1f} MB".replace(".0 MB", " MB")
    if count >= 1 << 10:
        return f"{count / (1 << 10):.1f} kB".replace(".0 kB", " kB")
    return f"{count} bytes"


# ---------------------------------------------------------------- documents

def check_json_values(data: bytes) -> None:
    """DocumentError if the JSON text `data` may hold more than MAX_VALUES values, counted
    before it is parsed (parsing builds every value: 16 MB of empty lists took 10 s and
    1.2 GB). Each value but the first follows a comma or the opening bracket of an array or
    object that is not empty."""
    marks = (data.count(b",") + data.count(b"[") + data.count(b"{") - data.count(b"[]")
             - data.count(b"{}"))
    _check_marks(marks, MAX_VALUES, "commas and opening brackets")


def check_toml_values(text: str) -> None:
    """DocumentError if the TOML text may hold more than MAX_TOML_VALUES values (keys, array
    items, tables), counted before it is parsed: each follows an equals sign, a comma or an
    opening bracket. Over the limit, they are counted again outside texts and comments (a
    hand-written file may have lines of "# =====")."""
    def marks(text: str) -> int:
        return text.count("=") + text.count(",") + text.count("[") + text.count("{")

    if marks(text) >= MAX_TOML_VALUES:
        _check_marks(marks(_TOML_WORDS.sub("", text)), MAX_TOML_VALUES,
                     "equals signs, commas and brackets")


def _check_marks(count: int, limit: int, marks: str) -> None:
    """The marks are counted everywhere, texts and comments too: a count over the limit is a
    file the game never writes, refused without the cost of looking closer."""
    if count >= limit:
        raise DocumentError(f"expected at most {limit:,} values (numbers, texts, arrays and "
                            f"tables); found {count:,} {marks}")


class RefusedNumber:
    """A number of a JSON document the game will not read, left unconverted (converting
    thousands of digits takes long, or fails): `check_document` refuses it, naming its key."""

    def __init__(self, wanted: str, found: str) -> None:
        self.wanted, self.found = wanted, found

    @classmethod
    def digits(cls, count: int) -> "RefusedNumber":
        """A whole number of `count` digits, more than MAX_INT has."""
        return cls(f"a whole number of at most 19 digits (up to {MAX_INT})",
                   f"one of {count} digits")


def check_document(document: object) -> None:
    """DocumentError naming the first value (in document order) over a limit: nesting, whole
    numbers, non-finite numbers, text and keys."""
    stack: list[tuple[object, str, int]] = [(document, "", 1)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise DocumentError(f"{where}: expected at most {MAX_DEPTH} levels of tables "
                                    "and arrays inside one another; found more")
            if isinstance(value, dict):
                items = list(value.items())
                for key, _ in items:
                    check_key(key, where)
                children = [(item, _dotted(where, str(key)), depth + 1) for key, item in items]
            else:
                children = [(item, f"{where}[{i}]", depth + 1) for i, item in enumerate(value)]
            stack.extend(reversed(children))
        elif isinstance(value, str):
            check_text(value, where or "the document")
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            check_int(value, where or "the document")
        elif isinstance(value, RefusedNumber):
            raise DocumentError(f"{where or 'the document'}: expected {value.wanted}; found "
                                f"{value.found}")


def check_int(value: int, where: str) -> None:
    """DocumentError unless `value` fits 64 bits (without ever printing a huge number)."""
    if -MAX_INT <= value <= MAX_INT:
        return
    digits = math.floor(value.bit_length() * math.log10(2)) + 1
    raise DocumentError(f"{where}: expected a whole number of at most 19 digits (up to "
                        f"{MAX_INT}); found one of {digits} digits")


def check_text(text: str, where: str, limit: int = MAX_TEXT) -> None:
    """DocumentError if `text` is longer than `limit` characters or holds a control character
    (tab and newline aside) or an unpaired surrogate."""
    if len(text) > limit:
        raise DocumentError(f"{where}: expected text of at most {limit} characters; found "
                            f"{len(text):,} characters ({excerpt(text)})")
    bad = _REFUSED_CHARS.search(text)
    if bad is not None:
        raise DocumentError(f"{where}: expected text without control characters; found "
                            f"{excerpt(text)} (U+{ord(bad.group()):04X} at character "
                            f"{bad.start() + 1})")


def check_key(key: object, where: str) -> None:
    """DocumentError for a key that is too long or holds a control character."""
    text = str(key)
    check_text(text, f"{where or 'the document'}: a key", MAX_KEY)


def window_too_large(width: int, height: int) -> Optional[str]:
    """Why a window this large is refused (its pictures would pass SURFACE_BUDGET), as "expected
    ...; found ..."; None if it fits."""
    if width * height <= MAX_PIXELS:
        return None
    return (f"expected a window of at most {MAX_PIXELS / 1e6:.1f} million pixels, like "
            f"5120x2880: its pictures take about {BYTES_PER_PIXEL} bytes a pixel, and the game "
            f"gives them at most {SURFACE_BUDGET >> 20} MB; found {width}x{height} "
            f"({width * height / 1e6:.1f} million pixels, about "
            f"{width * height * BYTES_PER_PIXEL >> 20} MB)")


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """`text` quoted for a message: its first `limit` characters, control characters escaped."""
    cut = json.dumps(text[:limit], ensure_ascii=False)[1:-1]
    return f'"{escaped(cut)}{"..." if len(text) > limit else ""}"'


def _dotted(where: str, key: str) -> str:
    shown = key if _SIMPLE_KEY.match(key) else excerpt(key)
    return f"{where}.{shown}" if where else shown
