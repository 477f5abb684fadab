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

import contextlib
import io
import os
import runpy
import subprocess
import sys
from pathlib import Path
from typing import Iterator, Optional
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


@contextlib.contextmanager
def _captured(command: list[str], stdin: bytes = b"") -> Iterator[subprocess.CompletedProcess[str]]:
    """Standard streams of this process captured while the block runs; the block sets the
    returned process's `returncode`, and its `stdout` and `stderr` are filled in after."""
    streams = [io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", write_through=True)
               for data in (stdin, b"", b"")]
    done = subprocess.CompletedProcess(command, 0, "", "")
    with mock.patch.multiple(sys, stdin=streams[0], stdout=streams[1], stderr=streams[2]):
        yield done
    done.stdout, done.stderr = [stream.buffer.getvalue().decode(  # type: ignore[attr-defined]
        "utf-8", "replace") for stream in streams[1:]]


def _status(done: SystemExit) -> int:
    return done.code if isinstance(done.code, int) else int(done.code is not None)


def in_process(home: Path, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    """`python -m game ARGS` through its entry point in this process, as `in_child` reports it."""
    with mock.patch.dict(os.environ, _folders(home)), \
            _captured([sys.executable, "-m", "game", *args], stdin) as done:
        try:
            done.returncode = main(list(args))
        except SystemExit as exit_:  # --help, --version, a refusal from the parser
            done.returncode = _status(exit_)
    return done


def tool_in_process(tool: str, *args: str, cwd: Optional[Path] = None
                    ) -> subprocess.CompletedProcess[str]:
    """`python tools/TOOL ARGS` (in `cwd`, else here) run as __main__ in this process, its
    standard streams captured, as `subprocess.run(..., text=True)` reports a child: the same
    script, flags and output without starting an interpreter and importing the game again (a
    third of a second each). Its additions to sys.path are undone after."""
    script = ROOT / "tools" / tool
    with mock.patch.object(sys, "argv", [str(script), *args]), \
            mock.patch.object(sys, "path", list(sys.path)), \
            contextlib.chdir(cwd or Path.cwd()), \
            _captured([sys.executable, str(script), *args]) as done:
        try:
            runpy.run_path(str(script), run_name="__main__")
        except SystemExit as exit_:  # the tools end in sys.exit(main())
            done.returncode = _status(exit_)
    return done
