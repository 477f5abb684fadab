"""`python -m game ARGS` for the command-line tests, two ways, with private data and config
folders under `home`.

- `in_child`: a new interpreter, as a player starts it: its own exit, streams and pipes. For
  what could hang (a FIFO, a device, standard input), opens a window (which ends with
  pygame.quit()) or concerns the process's own streams.
- `in_process`: the same entry point (game.__main__.main, what `python -m game` runs) in this
  process, its standard streams captured: the same parsing, command, messages and exit status,
  without starting an interpreter and importing the game again (about 0.1 s each, a few hundred
  times in the suite). A traceback here is an exception that fails the test.
"""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

from game.__main__ import main

ROOT = Path(__file__).resolve().parents[1]


def _folders(home: Path) -> dict[str, str]:
    return {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}


def in_child(home: Path, *args: str, stdin: bytes = b"",
             timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`python -m game ARGS` in a child process, headless."""
    done = subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT,
                          env={**os.environ, **_folders(home)}, input=stdin,
                          capture_output=True, timeout=timeout, check=False)
    return subprocess.CompletedProcess(done.args, done.returncode,
                                       done.stdout.decode("utf-8", "replace"),
                                       done.stderr.decode("utf-8", "replace"))


def in_process(home: Path, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    """`python -m game ARGS` through its entry point in this process, as `in_child` reports it."""
    streams = [io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", write_through=True)
               for data in (stdin, b"", b"")]
    with mock.patch.dict(os.environ, _folders(home)), \
            mock.patch.multiple(sys, stdin=streams[0], stdout=streams[1], stderr=streams[2]):
        try:
            status = main(list(args))
        except SystemExit as done:  # --help, --version, a refusal from the parser
            status = done.code if isinstance(done.code, int) else int(done.code is not None)
    said = [stream.buffer.getvalue().decode("utf-8", "replace")  # type: ignore[attr-defined]
            for stream in streams[1:]]
    return subprocess.CompletedProcess([sys.executable, "-m", "game", *args], status, *said)
