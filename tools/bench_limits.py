"""Benchmark the readers' limits: what the largest hostile files within the byte limits cost.

Each case writes a file at (or near) its kind's byte limit, built to cost the most per byte
(nested empty lists, many small values, many keys), and reads it with the game's own reader in
a fresh child process. Prints one JSON object per case, then a summary line:

    {"case": "save-empty-lists", "bytes": 16777216, "seconds": 0.05, "peak_mb": 17.2,
     "said": "not a saved game (more than 200,000 values; ...)"}
    {"worst_seconds": .., "worst_peak_mb": .., "cases": N}

`seconds` is the child's CPU time for the read; `peak_mb` its peak resident memory (VmHWM, reset
before the read) over what it held before reading (the file's own bytes included). The goal
(issue 33): no input within the limits costs more than about 1 s and 200 MB.

    python tools/bench_limits.py [--only CASE]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.store.limits import (RECORD_BYTES, RULES_BYTES, SAVE_BYTES,  # noqa: E402
                               SETTINGS_BYTES, TOURNAMENT_BYTES)


def _filled(head: bytes, item: bytes, tail: bytes, size: int) -> bytes:
    """`head`, `item` repeated (comma-separated) and `tail`, at most `size` bytes."""
    count = (size - len(head) - len(tail)) // (len(item) + 1)
    return head + b",".join([item] * count) + tail


def _keys(size: int) -> bytes:
    parts, total, i = [], 2, 0
    while total < size - 40:
        part = b'"k%d":0' % i
        parts.append(part)
        total += len(part) + 1
        i += 1
    return b"{" + b",".join(parts) + b"}"


def _toml_arrays(size: int) -> bytes:
    return _filled(b"[rules]\nx = [", b"[]", b"]\n", size)


def _toml_tables(size: int) -> bytes:
    item = b"[[seats]]\n"
    return item * (size // len(item))


def _toml_keys(size: int) -> bytes:
    lines, total, i = [b"[rules]\n"], 8, 0
    while total < size - 20:
        line = b"k%d = 0\n" % i
        lines.append(line)
        total += len(line)
        i += 1
    return b"".join(lines)


def _record_tiles(size: int) -> bytes:
    return _filled(b'{"format": "chickenfoot-round/1", "seats": 3, "yard": [', b'"9-9"',
                   b"]}", size)


def _tournament(size: int) -> bytes:
    return _filled(b"[", b"[]", b"]\n", size)


def _save_at_limit(size: int) -> bytes:
    """A save of as many values as the limit lets through (then refused for what it holds)."""
    from game.store.limits import MAX_VALUES

    return b'{"format": "chickenfoot-save/2", "x": [' + b",".join([b"[]"] * (MAX_VALUES - 10)) \
        + b"]}"


def _toml_at_limit(size: int) -> bytes:
    from game.store.limits import MAX_TOML_VALUES

    return b"[rules]\n" + b"".join(b"k%d = 0\n" % i for i in range(MAX_TOML_VALUES - 10))


READ_SAVE = "from game.store.save import load_saved; load_saved(PATH, set_aside_broken=False)"
READ_RULES = "from game.store.rules_files import load_rules_file; load_rules_file(PATH)"
READ_RECORD = "from game.store.replays import referee_file; SAID = referee_file(PATH)[1]"

# name: (bytes of the file, the file's name, the reader's Python code reading PATH)
CASES: dict[str, tuple[Callable[[], bytes], str, str]] = {
    "save-empty-lists": (lambda: _filled(b"[", b"[]", b"]", SAVE_BYTES), "save.json", READ_SAVE),
    "save-keys": (lambda: _keys(SAVE_BYTES), "save.json", READ_SAVE),
    "save-zeros": (lambda: _filled(b"[", b"0", b"]", SAVE_BYTES), "save.json", READ_SAVE),
    "save-at-limit": (lambda: _save_at_limit(SAVE_BYTES), "save.json", READ_SAVE),
    "record-empty-lists": (lambda: _filled(b"[", b"[]", b"]", RECORD_BYTES), "round.json",
                           READ_RECORD),
    "record-tiles": (lambda: _record_tiles(RECORD_BYTES), "round.json", READ_RECORD),
    "rules-arrays": (lambda: _toml_arrays(RULES_BYTES), "rules.toml", READ_RULES),
    "rules-tables": (lambda: _toml_tables(RULES_BYTES), "rules.toml", READ_RULES),
    "rules-keys": (lambda: _toml_keys(RULES_BYTES), "rules.toml", READ_RULES),
    "rules-at-limit": (lambda: _toml_at_limit(RULES_BYTES), "rules.toml", READ_RULES),
    "settings-arrays": (lambda: _toml_arrays(SETTINGS_BYTES).replace(b"[rules]\n", b""),
                        "settings.toml",
                        "from game.store.settings import load_settings; "
                        "SAID = load_settings(PATH)[1]"),
    "tournament-lists": (lambda: _tournament(TOURNAMENT_BYTES), "run.jsonl",
                         "from game.store.saved_deals import SavedDeals; "
                         "SavedDeals(PATH, {'tiers': ['easy', 'easy']})"),
}


def measure(name: str, path: Path) -> dict[str, object]:
    """Read `path` as case `name` says, in this process: CPU seconds, peak MB, what was said."""
    code = CASES[name][2].replace("PATH", repr(str(path)))
    with open("/proc/self/clear_refs", "w") as clear:
        clear.write("5")  # the high-water mark starts again from here
    before, size = _memory("VmRSS"), path.stat().st_size  # the reader may set it aside
    start = time.process_time()
    space: dict[str, object] = {}
    try:
        exec(code, space)
        said = str(space.get("SAID", "read"))
    except Exception as error:  # noqa: BLE001 - the benchmark reports what the reader said
        said = f"{type(error).__name__}: {error}"
    seconds = time.process_time() - start
    peak = _memory("VmHWM")
    return {"case": name, "bytes": size, "seconds": round(seconds, 3),
            "peak_mb": round(peak - before, 1), "said": said[:160]}


def _memory(field: str) -> float:
    """A field of /proc/self/status in MB (VmRSS: resident now; VmHWM: its peak)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    raise LookupError(field)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=list(CASES), help="one case")
    parser.add_argument("--child", nargs=2, metavar=("CASE", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child[0], Path(args.child[1]))))
        return
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for name in [args.only] if args.only else CASES:
            make, file_name, _ = CASES[name]
            path = Path(folder) / name / file_name
            path.parent.mkdir()
            path.write_bytes(make())
            env = {**os.environ, "XDG_DATA_HOME": folder, "XDG_CONFIG_HOME": folder}
            done = subprocess.run([sys.executable, __file__, "--child", name, str(path)],
                                  capture_output=True, text=True, env=env, check=True)
            row = json.loads(done.stdout.strip().splitlines()[-1])
            rows.append(row)
            print(json.dumps(row), flush=True)
    print(json.dumps({"worst_seconds": max(r["seconds"] for r in rows),
                      "worst_peak_mb": max(r["peak_mb"] for r in rows), "cases": len(rows)}))


if __name__ == "__main__":
    main()
