"""A corpus of hostile files through the command line (`python -m game`): the referee, `rules
check`, `replay`, and the same bytes as the player's save and settings. Each ends in one clear
line and the right exit status: never a traceback, never a hang. A FIFO, a device, a window, the
tournament and the process's own streams in a child process with a timeout; the other files
through the same entry point in this process (tests/command_run.py). And hypothesis-made bytes
through the referee's own function."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from command_run import ROOT, in_child, in_process
from game.store.errors import MAX_MESSAGE
from game.store.replays import referee_file


EXAMPLE: dict[str, Any] = {
    "format": "chickenfoot-round/1", "rules": {"preset": "classic", "opening": "double-foot"},
    "seats": 3, "round": 1, "starter": 0,
    "hands": [["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-0"]],
    "yard": ["6-2", "5-5", "7-3"],
    "actions": [{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-5", "on": "9-9"}],
}


def record(**changes: Any) -> bytes:
    return json.dumps({**EXAMPLE, **changes}).encode("utf-8", "surrogatepass")


def with_seats(text: str) -> bytes:
    return record(seats=0).replace(b'"seats": 0', b'"seats": ' + text.encode())


CORPUS: dict[str, bytes] = {
    "empty.json": b"", "null.json": b"null", "list.json": b"[]", "text.json": b'"x"',
    "deep-arrays.json": b"[" * 100_000 + b"]" * 100_000,
    "deep-900.json": b"[" * 900 + b"]" * 900,
    "deep-objects.json": b'{"a":' * 5000 + b"1" + b"}" * 5000,
    "digits-5000.json": with_seats("9" * 5000), "digits-4000.json": with_seats("9" * 4000),
    "digits-20.json": with_seats("9" * 20), "inf.json": with_seats("1e400"),
    "nan.json": with_seats("NaN"), "not-utf8.json": b'{"format": "\xff\xfe"}',
    "utf16.json": json.dumps(EXAMPLE).encode("utf-16"),
    "tile-10m.json": record(yard=["x" * 10_000_000]), "tile-1m.json": record(yard=["x" * 1_000_000]),
    "tile-nul.json": record(yard=["6-\u00002"]), "tile-surrogate.json": record(yard=["\ud800"]),
    "tile-escape.json": record(yard=["\x1b[2J"]), "seats-huge.json": record(seats=10**18),
    "round-huge.json": record(round=2**62),
    "hands-many.json": record(hands=[["9-9"] * 100_000, [], []]),
    "rules-deep.json": record(rules={"preset": [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]}),
    "rules-blank.json": record(rules={"preset": "classic", "double_blank": 2**63 - 1}),
    "rules-path.json": record(rules={"preset": "../../etc/passwd"}),
    "random.bin": bytes(random.Random(1).randrange(256) for _ in range(5000)),
    "deep.toml": b"[rules]\npreset = " + b"[" * 500 + b"]" * 500,
    "dotted.toml": b"[" + b".".join([b"a"] * 3000) + b"]\nx = 1\n",
    "digits.toml": b"[rules]\ndouble_blank = " + b"9" * 5000,
    "nul.toml": b'[[seats]]\nname = "a\\u0000b"\nplayer = "human"\n[[seats]]\nname = "b"\n'
                b'player = "easy"\n',
    "budget.toml": b'[[seats]]\nname = "a"\nplayer = "human"\n[[seats]]\nname = "b"\n'
                   b'player = "expert"\nbudget = 1e300\n',
    "name-10k.toml": b'[[seats]]\nname = "' + b"n" * 10_000 + b'"\nplayer = "human"\n',
    "seats-5000.toml": b"".join(b'[[seats]]\nname = "s%d"\nplayer = "easy"\n' % i
                                for i in range(5000)),
}
SPECIAL = ("fifo.json", "folder.json", "zeros.json", "dangling.json")
COULD_HANG = ("fifo.json", "zeros.json")  # read in a child with a timeout (a folder and a
# dangling link are refused when opened: through the entry point in this process)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    for name, data in CORPUS.items():
        (folder / name).write_bytes(data)
    os.mkfifo(folder / "fifo.json")
    (folder / "folder.json").mkdir()
    (folder / "zeros.json").symlink_to("/dev/zero")
    (folder / "dangling.json").symlink_to("/nonexistent/round.json")
    return folder


def assert_clear(done: subprocess.CompletedProcess[str], statuses: tuple[int, ...]) -> None:
    assert done.returncode in statuses, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout
    said = [line for line in done.stderr.splitlines()
            if line.startswith(("chickenfoot", "/", "standard input"))]
    assert len(said) <= 3 and all(len(line) <= MAX_MESSAGE + 40 for line in said), said


@pytest.mark.parametrize("name", [*CORPUS, *SPECIAL])
def test_the_referee_and_rules_check_refuse_a_hostile_file_in_one_line(
        corpus: Path, tmp_path: Path, name: str) -> None:
    run = in_child if name in COULD_HANG else in_process  # a FIFO or a device could hang it
    referee = run(tmp_path, "referee", str(corpus / name))
    assert_clear(referee, (0, 1, 2))
    if referee.returncode == 2:
        assert referee.stdout == "" and referee.stderr.count("\n") == 1
    check = run(tmp_path, "rules", "check", str(corpus / name))
    assert_clear(check, (0, 2))
    if check.returncode == 2:
        assert check.stderr.startswith("chickenfoot rules check: ")


@pytest.mark.parametrize("name", ["deep-arrays.json", "digits-5000.json", "tile-nul.json",
                                  "rules-blank.json", "fifo.json", "zeros.json", "random.bin"])
def test_replay_says_why_on_the_terminal(corpus: Path, tmp_path: Path, name: str) -> None:
    run = in_child if name in COULD_HANG else in_process
    done = run(tmp_path, "replay", str(corpus / name), "--frames", "3")
    assert_clear(done, (2,))
    assert done.stderr.startswith("chickenfoot replay: ")


@pytest.mark.parametrize("name", ["deep-arrays.json", "digits-5000.json", "tile-nul.json",
                                  "nul.toml", "random.bin", "not-utf8.json"])
@pytest.mark.slow  # hostile inputs, each through a new process
def test_hostile_bytes_as_the_save_and_the_settings_are_set_aside(
        corpus: Path, tmp_path: Path, name: str) -> None:
    data = tmp_path / "data" / "chickenfoot"
    config = tmp_path / "config" / "chickenfoot"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    (data / "save.json").write_bytes(CORPUS[name])
    (config / "settings.toml").write_bytes(CORPUS[name])
    done = in_child(tmp_path, "--continue", "--frames", "5")
    assert_clear(done, (0,))
    assert f"Cannot continue: {data / 'save.json'}: " in done.stderr  # in full: where it went
    assert "it was set aside as save.json.broken-" in done.stderr and "settings.toml" in done.stderr
    assert list(data.glob("save.json.broken-*")) and list(config.glob("settings.toml.broken-*"))


def _mutations(seed: int) -> bytes:
    rng = random.Random(seed)
    data = bytearray(json.dumps(EXAMPLE).encode())
    for _ in range(rng.randint(1, 6)):
        at = rng.randrange(len(data))
        choice = rng.randrange(4)
        if choice == 0:
            data[at:at] = rng.choice([b"[", b"{", b"9" * 30, b"\\u0000", b'"', b"-", b"1e999"])
        elif choice == 1:
            del data[at:at + rng.randint(1, 10)]
        elif choice == 2:
            data[at] = rng.randrange(256)
        else:
            data[at:at] = data[rng.randrange(len(data)):][:rng.randint(1, 40)]
    return bytes(data)


@pytest.fixture(scope="module")
def fuzzed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The file each example writes its bytes over (a folder for each was 300 folders)."""
    return tmp_path_factory.mktemp("fuzz") / "round.json"


@pytest.mark.slow  # hostile inputs, each through a new process
@settings(max_examples=300)
@given(st.integers(0, 2**32) | st.binary(max_size=300))
def test_any_bytes_get_a_verdict_or_one_line(fuzzed: Path, seed_or_bytes: int | bytes) -> None:
    data = _mutations(seed_or_bytes) if isinstance(seed_or_bytes, int) else seed_or_bytes
    path = fuzzed
    path.write_bytes(data)
    status, text = referee_file(str(path))
    assert status in (0, 1, 2)
    if status == 2:
        assert text.startswith(f"{path}: ") and "\n" not in text and len(text) <= MAX_MESSAGE
    else:
        assert json.loads(text)["ok"] is (status == 0)


# ---------------------------------------------------------------- standard streams closed or full

def run_redirected(home: Path, args: str, redirect: str, stdin: str = "/dev/null"
                   ) -> subprocess.CompletedProcess[str]:
    """`python -m game ARGS` through bash with `redirect` (`>&-`, `>/dev/full`, `<&-`, ...)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    done = subprocess.run(["bash", "-c", f'"$0" -m game {args} <"$1" {redirect}',
                           sys.executable, stdin], cwd=ROOT, env=env, capture_output=True,
                          timeout=120, check=False)
    return subprocess.CompletedProcess(done.args, done.returncode,
                                       done.stdout.decode("utf-8", "replace"),
                                       done.stderr.decode("utf-8", "replace"))


STREAM_FAULTS = [
    ("referee -", "<&-", "chickenfoot referee: cannot read standard input: it is closed"),
    ("play --seed 1", "<&-", "chickenfoot play: cannot read standard input: it is closed"),
    ("referee RECORD", ">/dev/full",
     "chickenfoot referee: cannot write standard output: No space left on device"),
    ("referee - ", ">&-", "chickenfoot referee: cannot write standard output: it is closed"),
    ("play --seed 1", ">/dev/full",
     "chickenfoot play: cannot write standard output: No space left on device"),
    ("rules check levels/classic.toml", ">/dev/full",
     "chickenfoot rules check: cannot write standard output: No space left on device"),
    ("ladder --json", ">/dev/full",
     "chickenfoot ladder: cannot write standard output: No space left on device"),
    ("ladder", ">&-", "chickenfoot ladder: cannot write standard output: it is closed"),
    ("tournament easy easy --deals 1 --json --quiet", ">/dev/full",
     "chickenfoot tournament: cannot write standard output: No space left on device"),
    ("--version", ">/dev/full", "chickenfoot: cannot write standard output: No space left on "
     "device"),
    ("--help", ">&-", "chickenfoot: cannot write standard output: it is closed"),
    ("review - --seat 0 --iterations 4", "<&-",
     "chickenfoot review: cannot read standard input: it is closed"),
    ("review RECORD --seat 0 --iterations 4", ">&-",
     "chickenfoot review: cannot write standard output: it is closed"),
    ("review RECORD --seat 0 --iterations 4", ">/dev/full",
     "chickenfoot review: cannot write standard output: No space left on device"),
]


@pytest.mark.slow  # hostile inputs, each through a new process
@pytest.mark.parametrize("args, redirect, line", STREAM_FAULTS)
def test_a_closed_or_full_standard_stream_is_one_line_and_status_2(
        tmp_path: Path, args: str, redirect: str, line: str) -> None:
    record_file = tmp_path / "round.json"
    record_file.write_bytes(record())
    args = args.replace("RECORD", str(record_file))
    done = run_redirected(tmp_path, args, redirect, stdin=str(record_file))
    assert done.returncode == 2, done.stderr
    assert done.stderr == line + "\n"


@pytest.mark.parametrize("args", ["tournament easy easy --deals 1 --json",
                                  "rules check nosuch.toml"])
@pytest.mark.slow  # hostile inputs, each through a new process
@pytest.mark.parametrize("redirect", ["2>/dev/full", ">/dev/full 2>/dev/full", "<&- >&- 2>&-"])
def test_with_standard_error_full_or_closed_too_the_status_says_it(
        tmp_path: Path, args: str, redirect: str) -> None:
    record_file = tmp_path / "round.json"
    record_file.write_bytes(record())
    done = run_redirected(tmp_path, args.replace("RECORD", str(record_file)), redirect)
    assert done.returncode == 2 and done.stderr == "", done.stderr
    assert "Traceback" not in done.stdout


@pytest.mark.slow  # hostile inputs, each through a new process
def test_a_closed_standard_error_is_no_fault_when_nothing_is_said(tmp_path: Path) -> None:
    record_file = tmp_path / "round.json"
    record_file.write_bytes(record())
    done = run_redirected(tmp_path, f"referee {record_file}", "2>&-")
    assert done.returncode == 0 and json.loads(done.stdout)["ok"] is True
    review = run_redirected(tmp_path, f"review {record_file} --seat 0 --iterations 4", "2>&-")
    assert review.returncode == 0 and review.stdout.startswith("Round 1, seat 0 of ")
    window = run_redirected(tmp_path, "--frames 2", ">&-")
    assert window.returncode == 0 and window.stderr == ""


# ---------------------------------------------------------------- a tournament's saved deals

def _saved_deals(home: Path) -> Path:
    saved = home / "run.jsonl"
    done = in_child(home, "tournament", "easy", "easy", "--deals", "1", "--quiet", "--save",
               str(saved))
    assert done.returncode == 0, done.stderr
    return saved


def test_saved_deals_with_scores_no_deal_can_have_are_refused_naming_the_file(
        tmp_path: Path) -> None:
    saved = _saved_deals(tmp_path)
    header, deal = saved.read_text().splitlines()
    entry = json.loads(deal)
    entry["tiers"]["easy"][1] = 1e308  # summed, the pips overflowed (OverflowError)
    saved.write_text(f"{header}\n{json.dumps(entry)}\n")
    done = in_child(tmp_path, "tournament", "easy", "easy", "--deals", "2", "--quiet", "--save",
               str(saved))
    assert_clear(done, (2,))
    assert done.stderr == (
        f"chickenfoot tournament: --save: {saved}, line 2: tier 'easy': expected [win share, "
        "pips, games] with games 1 to 64, a win share from 0 to games and pips from 0 to 3420 "
        "a game; found [2.0, 1e+308, 4]\n")


@pytest.mark.slow  # hostile inputs, each through a new process
def test_saved_deals_the_tournament_cannot_add_to_are_refused_before_playing(
        tmp_path: Path) -> None:
    saved = _saved_deals(tmp_path)
    if subprocess.run(["chattr", "+i", str(saved)], capture_output=True).returncode != 0:
        pytest.skip("no immutable files here (chattr +i needs root and a file system that has "
                    "them)")
    try:
        done = in_child(tmp_path, "tournament", "easy", "easy", "--deals", "2", "--quiet", "--save",
                   str(saved))
    finally:
        subprocess.run(["chattr", "-i", str(saved)], check=True)
    assert_clear(done, (2,))
    assert done.stderr == (f"chickenfoot tournament: --save: {saved}: cannot be written: "
                           "Operation not permitted; expected a file the tournament can add its "
                           "deals to\n")


def test_a_saved_deals_line_longer_than_any_deal_is_refused_before_it_is_parsed(
        tmp_path: Path) -> None:
    saved = tmp_path / "run.jsonl"
    saved.write_bytes(b"[" * 5000 + b"]" * 5000 + b"\n")  # at 64 MB: 6 s and 1.7 GB to parse
    done = in_child(tmp_path, "tournament", "easy", "easy", "--deals", "1", "--quiet", "--save",
               str(saved))
    assert_clear(done, (2,))
    assert done.stderr == (f"chickenfoot tournament: --save: {saved}: expected a tournament's "
                           "saved deals (a first line of at most 4,096 characters; found "
                           "10,000)\n")


# ---------------------------------------------------------------- tile text is strict

@pytest.mark.parametrize("text", [" 6-2 ", "06-02", "6-2\n", "6 - 2", "６-2"])
def test_a_tile_written_loosely_is_refused_naming_the_key(tmp_path: Path, text: str) -> None:
    path = tmp_path / "round.json"
    path.write_bytes(record(yard=[text, "5-5", "7-3"]))
    status, said = referee_file(str(path))
    assert status == 2
    shown = json.dumps(text, ensure_ascii=False)
    assert said == (f"{path}: not a valid round record: yard[0]: {shown} is not a tile; write "
                    'it as two numbers like "9-3" (no spaces, no leading zeros)')


def test_a_record_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_bytes(b"\xef\xbb\xbf" + record())
    status, said = referee_file(str(path))
    assert status == 0 and json.loads(said)["ok"] is True
