"""The standard streams of a command, guarded: a stream that is closed or full is one line.

While a command runs (`guarded()`, around the whole of `python -m game`), standard input and
output stand behind small proxies: a read from a closed standard input, or a write or flush to a
standard output that is closed or refused (a full disk: ENOSPC), raises StreamFault, which the
entry point turns into one line on standard error and exit status 2. Standard error only carries
messages: a write it refuses is dropped, remembered (`Guard.lost`) and the status becomes 2 at
the end, so a warning that cannot be shown never stops a game. A closed pipe (`... | head`)
stays a BrokenPipeError, which the entry point ends quietly.

At the end `Guard.finish` flushes standard output inside the guard; when that fails the stream
is pointed at the null device, so Python's own flush at exit has nothing left to fail on (as
Python's documentation suggests for SIGPIPE).
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Any, Iterator, Optional

NAMES = {"stdin": "standard input", "stdout": "standard output", "stderr": "standard error"}


class StreamFault(Exception):
    """A standard stream that cannot be read or written: "cannot write standard output: No
    space left on device"."""

    def __init__(self, name: str, reading: bool, error: Optional[OSError]) -> None:
        why = "it is closed" if error is None else (error.strerror or str(error))
        super().__init__(f"cannot {'read' if reading else 'write'} {NAMES[name]}: {why}")


class _Guarded:
    """A standard stream (or None: a closed one) whose reads and writes raise StreamFault, or
    (for standard error) are dropped and remembered, instead of OSError or AttributeError."""

    def __init__(self, name: str, stream: Any, guard: "Guard") -> None:
        self._name, self._stream, self._guard = name, stream, guard

    def _fault(self, error: Optional[OSError], reading: bool = False) -> None:
        if isinstance(error, BrokenPipeError):
            raise error
        if self._name == "stderr":
            self._guard.lost = True
            return
        raise StreamFault(self._name, reading, error) from None

    def _call(self, method: str, *args: Any, reading: bool = False) -> Any:
        if self._stream is None:
            return self._fault(None, reading)
        try:
            return getattr(self._stream, method)(*args)
        except ValueError:  # the stream was closed while the command ran
            return self._fault(None, reading)
        except OSError as error:
            return self._fault(error, reading)

    def write(self, text: str) -> int:
        return self._call("write", text) or len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self._stream is not None:  # a closed stream has nothing to flush
            self._call("flush")

    def read(self, *size: int) -> Any:
        return self._call("read", *size, reading=True)

    def readline(self, *size: int) -> Any:
        return self._call("readline", *size, reading=True)

    @property
    def buffer(self) -> Any:
        if self._stream is None:
            self._fault(None, reading=self._name == "stdin")
        return _Guarded(self._name, getattr(self._stream, "buffer", self._stream), self._guard)

    @property
    def stream(self) -> Any:
        """The stream behind the guard (None: it is closed)."""
        return self._stream

    def __getattr__(self, name: str) -> Any:  # isatty, fileno, reconfigure, encoding, ...
        if self._stream is None:
            raise AttributeError(name)
        return getattr(self._stream, name)


class Guard:
    """What `guarded()` knows: whether standard error dropped a message."""

    def __init__(self, stdout: Any) -> None:
        self.lost = False
        self._stdout = stdout

    def finish(self) -> None:
        """Flush standard output; StreamFault if it cannot take what is left (and then
        nothing is left for the flush at exit)."""
        try:
            sys.stdout.flush()
        except StreamFault:
            self.quiet()
            raise

    def quiet(self) -> None:
        """Point standard output's file at the null device: what is still buffered for it goes
        there, and Python's flush at exit has nothing to fail on."""
        try:
            fileno = self._stdout.fileno() if self._stdout is not None else None
        except (OSError, ValueError):  # not a file (a test's capture)
            fileno = None
        if fileno is not None:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, fileno)
            os.close(devnull)


@contextmanager
def guarded() -> Iterator[Guard]:
    """Standard input, output and error behind their guards until the block ends."""
    kept = sys.stdin, sys.stdout, sys.stderr
    guard = Guard(kept[1])
    sys.stdin = _Guarded("stdin", kept[0], guard)  # type: ignore[assignment]
    sys.stdout = _Guarded("stdout", kept[1], guard)  # type: ignore[assignment]
    sys.stderr = _Guarded("stderr", kept[2], guard)  # type: ignore[assignment]
    try:
        yield guard
    finally:
        sys.stdin, sys.stdout, sys.stderr = kept


def is_closed(stream: Any) -> bool:
    """True for a standard stream that is closed (None, closed before or while the command
    ran), guarded or not."""
    if stream is None:
        return True
    inner = getattr(stream, "stream", stream)
    return inner is None or bool(getattr(inner, "closed", False))


def is_terminal(stream: Any) -> bool:
    """True for a standard stream open on a terminal; False for a pipe, a file or a closed one
    (where a plain `isatty` raises)."""
    if is_closed(stream):
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, OSError, ValueError):
        return False


def say(message: str) -> None:
    """`message` as a line on standard error, if it takes it."""
    print(message, file=sys.stderr)
