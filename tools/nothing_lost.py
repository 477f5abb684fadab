"""Issue 45's families tried again, each printing JSON: what a player loses, and where.

    python tools/nothing_lost.py limits [--rounds N]     the largest legal game, saved and continued
    python tools/nothing_lost.py one-row                 save.json immutable mid-game: rows recorded;
                                                         a broken save's rounds; an immutable
                                                         recorded autosave at three starts
    python tools/nothing_lost.py order [--rounds N]      a long game's rounds, read back in order?
    python tools/nothing_lost.py review                  the review command: closed streams, an
                                                         undealable record, progress to a pipe
    python tools/nothing_lost.py freeze [--waiting N]    games waiting while the database is held;
                                                         the Statistics screen; the rules-file list
    python tools/nothing_lost.py foreign                 a statistics database that is not ours
    python tools/nothing_lost.py memory                  tournament --deals 10000000, --size 7680x4320,
                                                         the settings' window_size 7680x4320
    python tools/nothing_lost.py messages                the unclear messages, each as it is said now

Every family runs in folders of its own (XDG_DATA_HOME, XDG_CONFIG_HOME under a temporary
folder): the player's own files are never touched.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shlex
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

#: The largest game the rules allow, at its costliest: the biggest set, the most seats, the
#: highest target (rounds without end), one tile a hand (the longest rounds: most of the set
#: drawn a tile at a time).
LARGEST = {"set": 18, "hand_size": 1, "game_end": "target", "target_score": 1_000_000,
           "draw_until_playable": True}


def own_folders() -> Path:
    """Fresh data and config folders for this process (and the commands it runs)."""
    home = Path(tempfile.mkdtemp(prefix="nothing-lost-"))
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    return home


def command(*args: str, stdin: Any = subprocess.DEVNULL, stderr: Any = subprocess.PIPE,
            timeout: float = 600, extra: str = "") -> dict[str, Any]:
    """`python -m game ARGS` (with shell redirections `extra`); its status, output and time."""
    line = " ".join(shlex.quote(a) for a in (sys.executable, "-m", "game", *args))
    start = time.monotonic()
    done = subprocess.run(f"{line} {extra}", shell=True, cwd=ROOT, capture_output=False,
                          stdout=subprocess.PIPE, stderr=stderr, stdin=stdin, timeout=timeout)
    return {"status": done.returncode, "seconds": round(time.monotonic() - start, 2),
            "stdout": done.stdout.decode(errors="replace").strip()[-400:],
            "stderr": (done.stderr or b"").decode(errors="replace").strip()[-600:]}


def random_round(match: Any, rng: random.Random) -> None:
    """The current round played to its end by random legal actions."""
    state = match.state
    while not state.is_over:
        match.apply(rng.choice(state.legal_actions()))


# ---------------------------------------------------------------- limits

def largest_match(seed: int) -> Any:
    from game.match import Match
    from game.rules.config import rules_from_table
    from game.seats import Seat

    rules = rules_from_table(LARGEST, "")
    names = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")
    return Match(rules, [Seat(n, "easy") for n in names], seed, preset="classic")


def values_in(data: bytes) -> int:
    """Values of a JSON text as the store counts them before parsing (limits.check_json_values)."""
    return (data.count(b",") + data.count(b"[") + data.count(b"{") - data.count(b"[]")
            - data.count(b"{}"))


def limits(rounds: int, seed: int) -> dict[str, Any]:
    """Play the largest game round after round, autosaved as the game saves it, and continue it
    from the save after every round: the first round whose save cannot be continued, and the
    largest save."""
    from game.store import paths
    from game.store.save import load_saved, save_match

    own_folders()
    match = largest_match(seed)
    rng = random.Random(seed)
    result: dict[str, Any] = {"rules": LARGEST, "seats": 8, "rounds_played": 0,
                              "largest_save_bytes": 0, "largest_save_values": 0,
                              "refused_at_round": None, "refusal": None}
    start = time.monotonic()
    for number in range(1, rounds + 1):
        match.start_round()
        random_round(match, rng)
        save_match(match, wait=True, screen="score")
        data = paths.save_path().read_bytes()
        result["rounds_played"] = number
        result["largest_save_bytes"] = max(result["largest_save_bytes"], len(data))
        result["largest_save_values"] = max(result["largest_save_values"], values_in(data))
        try:
            match = load_saved().match  # continued: the next round is played on the loaded game
        except Exception as error:  # the store's refusal, as the player reads it
            result["refused_at_round"] = number
            result["refusal"] = str(error)
            result["refusal_chars"] = len(str(error))
            break
        if match.is_over:
            break
    result["seconds"] = round(time.monotonic() - start, 1)
    return result


# ---------------------------------------------------------------- one game, one row

def one_row(seed: int) -> dict[str, Any]:
    """A game whose save.json is made immutable (chattr +i) mid-game, finished, recorded; then the
    next start and Continue, the stale autosave finished again: how many rows the game has, and
    what the final screen said."""
    from game.app import App
    from game.store import paths
    from game.store.settings import Settings
    from game.store.save import load_saved
    from game.matches import quick_match

    own_folders()
    app = App((1280, 720), settings=Settings(), seed=seed)
    app.files.autosave = True
    rng = random.Random(seed)
    match = quick_match(seed, "family", seats=2)
    rounds = match.game.rounds_planned or 0
    said: list[Optional[str]] = []
    for number in range(1, rounds + 1):
        match.start_round()
        app.files.save_game(match)
        if number == 2:
            from game.store.save import flush_saves
            flush_saves()
            if subprocess.run(["chattr", "+i", str(paths.save_path())]).returncode != 0:
                return {"skipped": "chattr +i refused here"}
        random_round(match, rng)
        app.files.save_game(match, "score")
    said.append(app.files.record_game(match))
    subprocess.run(["chattr", "-i", str(paths.save_path())], check=True)
    later = App((1280, 720), settings=Settings(), seed=seed + 1)
    later.files.autosave = True
    later.files.record_left_over()
    try:
        stale = load_saved().match
    except Exception as error:
        stale = None
        said.append(f"continue: {error}")
    if stale is not None and not stale.is_over:
        while not stale.is_over:
            if stale.state is None or stale.state.is_over:
                stale.start_round()
            random_round(stale, rng)
        said.append(later.files.record_game(stale))
    db = sqlite3.connect(paths.stats_path())
    rows = db.execute("SELECT count(*) FROM games").fetchone()[0]
    db.close()
    return {"rows": rows, "continued_the_stale_save": stale is not None,
            "said": said, "notices": later.take_notices(),
            "a broken save with two rounds kept": broken_save_rounds(seed),
            "a recorded game's autosave immutable, three starts": immutable_recorded(seed)}


def broken_save_rounds(seed: int) -> dict[str, Any]:
    """A save with two finished rounds kept beside it (playing/<id>/), broken: where its rounds
    are once it is set aside."""
    from game.matches import quick_match
    from game.store import paths
    from game.store.save import SaveError, load_saved, save_match

    own_folders()
    rng = random.Random(seed)
    match = quick_match(seed, "family", seats=2)
    for _ in range(2):
        match.start_round()
        random_round(match, rng)
    match.start_round()
    save_match(match, wait=True)
    doc = json.loads(paths.save_path().read_text())
    paths.save_path().write_text(json.dumps({**doc, "first_starter": "Hen"}))
    try:
        load_saved()
        said = None
    except SaveError as error:
        said = str(error).replace(f"{paths.data_dir()}/", "")
    playing = paths.data_dir() / "playing"
    return {"said": said, "playing/ holds": sorted(p.name for p in playing.iterdir()),
            "beside no save": [p.name for p in playing.iterdir() if "." not in p.name]}


def immutable_recorded(seed: int) -> dict[str, Any]:
    """A finished game in save.json, immutable (chattr +i): what three starts say."""
    from game.app import App
    from game.store import paths
    from game.store.save import save_match
    from game.store.settings import Settings

    own_folders()
    save_match(finished_family_game(seed), wait=True, screen="score")
    if subprocess.run(["chattr", "+i", str(paths.save_path())]).returncode != 0:
        return {"skipped": "chattr +i refused here"}
    starts = []
    try:
        for n in range(3):
            app = App((1280, 720), settings=Settings(), seed=seed + n)
            app.files.autosave = True
            app.files.record_left_over()
            toasts = [t.message for t in ([app.toast] if app.toast else []) + app.toasts]
            starts.append({"said": [t for t in toasts if "statistics" in t],
                           "box": [f"{title}: {text[:110]}" for title, text in app.take_notices()]})
    finally:
        subprocess.run(["chattr", "-i", str(paths.save_path())], check=True)
    return {"starts": starts}


# ---------------------------------------------------------------- rounds in order

def order(rounds: int, seed: int) -> dict[str, Any]:
    """A game of `rounds` rounds kept as the statistics keep one, read back by the replay: the
    round numbers in the order they come."""
    from game.match import Match
    from game.rules.config import rules_from_table
    from game.seats import Seat
    from game.store.replays import load_rounds, write_game_records

    home = own_folders()
    rules = rules_from_table({"set": 6, "hand_size": 7, "game_end": "target",
                              "target_score": 1_000_000}, "")
    match = Match(rules, [Seat("Hen", "easy"), Seat("Rooster", "easy")], seed)
    rng = random.Random(seed)
    for _ in range(rounds):
        match.start_round()
        random_round(match, rng)
    folder = write_game_records("20240501-201500-0a1b2c", match.game.records)
    docs, problem = load_rounds(folder)
    numbers = [doc["round"] for doc in docs]
    wrong = next((i for i, n in enumerate(numbers) if n != i + 1), None)
    names = sorted(p.name for p in folder.glob("round-*.json"))
    shutil.rmtree(home)
    return {"rounds": rounds, "read": len(numbers), "in_order": wrong is None,
            "first_out_of_place": None if wrong is None else
            f"position {wrong + 1} holds round {numbers[wrong]}", "problem": problem,
            "files_sorted_by_name": names[8:12]}


# ---------------------------------------------------------------- the review

def undealable_record(seed: int = 3) -> dict[str, Any]:
    """A record the referee accepts whose hands cannot be dealt from its rules: hand_size 14
    with four seats on double-9 (56 tiles of 55), a short deal of 11 tiles a hand played a while
    so that seat 0 has decisions to review."""
    from game.rules.actions import to_json
    from game.rules.record import read_record
    from game.rules.tiles import full_set

    tiles = [str(t) for t in full_set(9)]
    random.Random(seed).shuffle(tiles)
    tiles.remove("9-9")
    doc: dict[str, Any] = {
        "format": "chickenfoot-round/1", "rules": {"preset": "classic", "hand_size": 14},
        "seats": 4, "round": 1, "hands": [["9-9"] + tiles[0:10], tiles[10:21], tiles[21:32],
                                           tiles[32:43]],
        "yard": tiles[43:], "actions": []}
    state, _ = read_record(doc)
    rng = random.Random(seed)
    choices = 0
    while not state.is_over and choices < 3:
        legal = state.legal_actions()
        choices += state.to_act == 0 and len(legal) > 1
        action = rng.choice(legal)
        state.apply(action)
        doc["actions"].append(to_json(action))
    return doc


def finished_record(seed: int) -> dict[str, Any]:
    from game.match import Match
    from game.rules.config import rules_from_table
    from game.seats import Seat

    rules = rules_from_table({"set": 6, "hand_size": 5}, "")
    match = Match(rules, [Seat("Hen", "easy"), Seat("Rooster", "easy")], seed)
    match.start_round()
    random_round(match, random.Random(seed))
    return match.game.records[-1]


def review(seed: int) -> dict[str, Any]:
    home = own_folders()
    good = home / "round-01.json"
    good.write_text(json.dumps(finished_record(seed)))
    bad = home / "undealable.json"
    bad.write_text(json.dumps(undealable_record()))
    few = ["--seat", "0", "--iterations", "40"]
    out: dict[str, Any] = {
        "stderr closed": command("review", str(good), *few, extra="2>&-"),
        "stdout closed": command("review", str(good), *few, extra=">&-"),
        "stdin closed, -": command("review", "-", *few, extra="<&-"),
        "standard input": command("review", "-", *few, stdin=good.open("rb")),
        "undealable": command("review", str(bad), "--seat", "0", "--iterations", "40"),
        "undealable, referee": command("referee", str(bad)),
    }
    piped = command("review", str(good), "--seat", "0", "--iterations", "3000")
    out["progress lines on a pipe"] = piped["stderr"].count("review")
    out["progress: seconds"] = piped["seconds"]
    for name in list(out):
        if isinstance(out[name], dict):
            out[name]["stdout"] = out[name]["stdout"][:120]
    shutil.rmtree(home)
    return out


# ---------------------------------------------------------------- no freeze

def finished_family_game(seed: int) -> Any:
    from game.matches import quick_match

    match = quick_match(seed, "family", seats=2)
    rng = random.Random(seed)
    while not match.is_over:
        match.start_round()
        random_round(match, rng)
    return match


def in_child(code: str) -> dict[str, Any]:
    """`code` run in a fresh interpreter (these folders): its JSON answer, wall seconds and peak
    resident memory."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, timeout=900)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    answer: dict[str, Any] = {"wall_seconds": round(time.monotonic() - start, 2)}
    try:
        answer.update(json.loads(done.stdout.decode().strip().splitlines()[-1]))
    except (ValueError, IndexError):
        answer["failed"] = done.stderr.decode(errors="replace")[-400:]
    answer["peak_mb_any_child_so_far"] = round(usage.ru_maxrss / 1024)
    return answer


def waiting_games(count: int) -> dict[str, Any]:
    """`count` finished games waiting to be recorded while another program holds the statistics
    (BEGIN EXCLUSIVE): how long the window takes to show its first frame, what it said."""
    from game.store import paths, stats
    from game.store.save import finished_save_path, save_match

    own_folders()
    assert stats.record_game(finished_family_game(0))[1] is None  # the database is there
    for seed in range(1, count + 1):
        save_match(finished_family_game(seed), finished_save_path(), wait=True, screen="score")
    holder = sqlite3.connect(paths.stats_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        ran = command("--frames", "1", "--size", "1280x720", "--seed", "1", timeout=1200)
        session = in_child(WAITING_SESSION)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    held_left = len(list(paths.data_dir().glob("finished-*.json")))
    free = in_child(WAITING_SESSION)
    idle = command("--frames", "1", "--size", "1280x720", "--seed", "1")
    left = len(list(paths.data_dir().glob("finished-*.json")))
    return {"waiting": count, "seconds_to_first_frame_and_quit": ran["seconds"],
            "same_with_nothing_waiting": idle["seconds"],
            "database held, the window as launched": session,
            "still_waiting_after_held": held_left,
            "database free, the window as launched": free, "still_waiting_after": left,
            "stderr": ran["stderr"][-300:]}


#: The launch's session in a window (game.launch.open_session, or the old record_left_over
#: before the first scene), stepped at the window's 60 frames a second: seconds to the first
#: frame shown, frames and seconds until the waiting games are all tried, the slowest frame
#: meanwhile (and of 300 frames after, nothing to record: the machine's own), what the menu's
#: box and the last toast say.
WAITING_SESSION = """
import json, time
from game.app import App
from game.launch import window_args
from game.store.lock import DataLock
from game.store.settings import Settings
lock = DataLock(); lock.take()
app = App((1280, 720), settings=Settings(), seed=1)
start = time.monotonic()
try:
    from game.launch import open_session
    open_session(app, window_args([]), lock)
except ImportError:
    app.files.autosave = True
    app.files.record_left_over()
    app.push(app.screens.menu())
app.step(1 / 60, [])
first = time.monotonic() - start
frames, worst, toasts = 1, 0.0, set()
while getattr(app, "chores", None) and frames < 6000:
    t = time.monotonic(); app.step(1 / 60, []); worst = max(worst, time.monotonic() - t)
    frames += 1
    if app.toast is not None:
        toasts.add(app.toast.message)
    time.sleep(1 / 60)  # the window's clock
tried = time.monotonic() - start
for _ in range(3):
    app.step(1 / 60, [])
box = getattr(app.stack.top.ui, "modal", None)
idle = 0.0  # the same window with nothing to record: this machine's own slowest frame
for _ in range(300):
    t = time.monotonic(); app.step(1 / 60, []); idle = max(idle, time.monotonic() - t)
    time.sleep(1 / 60)
print(json.dumps({"seconds_to_first_frame": round(first, 2), "frames_until_all_tried": frames,
                  "seconds_until_all_tried": round(tried, 2),
                  "slowest_frame_after_the_first": round(worst, 3),
                  "slowest_frame_of_300_idle_after": round(idle, 3),
                  "box": getattr(box, "message", "")[-240:],
                  "progress_said": sorted(toasts)[:2] + sorted(toasts)[-1:]}))
lock.release()
"""


def large_rows(count: int) -> None:
    """`count` games in the statistics, each row as large as a row may be read back (64 kB a
    column: a long game's score sheet)."""
    from game.store import paths, stats

    assert stats.record_game(finished_family_game(0))[1] is None
    db = sqlite3.connect(paths.stats_path())
    row = db.execute("SELECT * FROM games").fetchone()
    scores = json.dumps([[9, 9] for _ in range(6500)])[:stats.MAX_COLUMN - 20]
    scores = scores[:scores.rindex("]") + 1] + "]"
    with db:
        for n in range(count):
            game_id = f"20240101-000000-{n:06x}"
            db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (game_id, f"fp{n}", f"2024-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}",
                        row[3], row[4], row[5], scores, row[7], row[8], row[9]))
            db.execute("INSERT INTO seats VALUES (?, 0, 'You', 'human', 1, 1)", (game_id,))
            db.execute("INSERT INTO seats VALUES (?, 1, 'Hen', 'easy', 2, 0)", (game_id,))
    db.close()


STATS_SCREEN = """
import json, time, resource
from game.app import App
from game.store.settings import Settings
app = App((1280, 720), settings=Settings(), seed=1)
app.files.autosave = True
start = time.monotonic()
scene = app.screens.statistics()
app.push(scene)
opened = time.monotonic() - start
worst, frames = 0.0, 0
while frames < %d or not getattr(scene, "read", True):
    t = time.monotonic(); app.step(1 / 60, []); worst = max(worst, time.monotonic() - t)
    frames += 1
    time.sleep(1 / 60)  # the window's clock
    if getattr(scene, "read", True) and not locals().get("came"):
        came = (frames, round(time.monotonic() - start, 2))
print(json.dumps({"seconds_to_open": round(opened, 2), "slowest_frame_after": round(worst, 3),
                  "content_came_at_frame_and_second": locals().get("came"),
                  "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}))
"""

RULES_LIST = """
import json, time, resource
from game.app import App
from game.store.settings import Settings
app = App((1280, 720), settings=Settings(), seed=1)
app.files.autosave = True
setup = app.screens.setup()
app.push(setup)
app.step(1 / 60, [])
start = time.monotonic()
setup.open_rules_list()
opened = time.monotonic() - start
box = setup.ui.modal

def in_view_read():
    if not hasattr(box, "reading"):
        return True
    return box.listed and all(box.entry(i).description != "Reading..." for i, _ in box.rows)

worst, frames = 0.0, 0
while frames < %d or not in_view_read():
    t = time.monotonic(); app.step(1 / 60, []); worst = max(worst, time.monotonic() - t)
    frames += 1
    time.sleep(1 / 60)  # the window's clock
    if in_view_read() and not locals().get("came"):
        came = (frames, round(time.monotonic() - start, 2))
print(json.dumps({"seconds_to_open": round(opened, 2), "slowest_frame_after": round(worst, 3),
                  "rows_in_view_read_at_frame_and_second": locals().get("came"),
                  "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}))
"""


def large_rules_files(count: int) -> None:
    """`count` rules files in the player's folder, each near the byte limit (1 MB, mostly a
    comment under a valid table)."""
    from game.store import paths

    folder = paths.rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    body = '[rules]\npreset = "classic"\n' + ("# " + "x" * 1000 + "\n") * 1000
    for n in range(count):
        (folder / f"big-{n:03d}.toml").write_text(body)


def freeze(waiting: int) -> dict[str, Any]:
    out: dict[str, Any] = {"waiting games": waiting_games(waiting)}
    for rows in (30, 1000):
        own_folders()
        large_rows(rows)
        out[f"statistics, {rows} large rows"] = in_child(STATS_SCREEN % 60)
    own_folders()
    large_rules_files(100)
    out["rules-file list, 100 files of 1 MB"] = in_child(RULES_LIST % 60)
    return out


# ---------------------------------------------------------------- a foreign database

def foreign() -> dict[str, Any]:
    """A statistics database with a `games` table that is not ours: what recording a game does
    to it, twice (two starts)."""
    from game.store import paths, stats

    own_folders()
    target = paths.stats_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(target)
    db.execute("CREATE TABLE games (title TEXT, score INTEGER)")
    db.execute("INSERT INTO games VALUES ('theirs', 7)")
    db.commit()
    db.close()
    said = [stats.record_game(finished_family_game(seed)) for seed in (1, 1)]
    aside = sorted(target.parent.glob("*.broken-*")) + sorted(target.parent.glob("*.foreign-*"))
    theirs = aside[0] if aside else target  # their file: set aside, or still in its place
    db = sqlite3.connect(theirs)
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    db.close()
    return {"recorded": [game_id is not None for game_id, _ in said],
            "said": [problem for _, problem in said], "tables_in_their_file_after": tables,
            "set_aside": [p.name for p in aside]}


# ---------------------------------------------------------------- memory

def peak_rss(args: list[str], seconds: float) -> dict[str, Any]:
    """Peak resident memory of `python -m game ARGS` over its first `seconds` (then stopped)."""
    child = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak, start = 0, time.monotonic()
    while time.monotonic() - start < seconds and child.poll() is None:
        try:
            status = Path(f"/proc/{child.pid}/status").read_text()
            rss = int(next(l for l in status.splitlines() if l.startswith("VmHWM")).split()[1])
            peak = max(peak, rss)
        except (OSError, StopIteration):
            pass
        time.sleep(0.05)
    ended = child.poll() is not None
    if not ended:
        child.kill()
    err = child.communicate()[1].decode(errors="replace")
    return {"peak_mb": round(peak / 1024), "ended_by_itself": ended,
            "status": child.returncode if ended else None, "stderr": err.strip()[-300:]}


def settings_window(width: int, height: int) -> dict[str, Any]:
    """The game started with no --size, its settings file asking for a window this large: peak
    resident memory for 30 frames, what it said."""
    from game.store import paths
    from game.store.settings import FORMAT

    own_folders()
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'format = "{FORMAT}"\nwindow_size = [{width}, {height}]\n')
    return peak_rss(["--frames", "30", "--seed", "1"], 120.0)


def memory() -> dict[str, Any]:
    own_folders()
    return {
        "settings window_size [7680, 4320], --frames 30": settings_window(7680, 4320),
        "tournament --deals 10000000, first 3 s": peak_rss(
            ["tournament", "easy", "easy", "--deals", "10000000", "--quiet"], 3.0),
        "tournament --deals 100, first 3 s": peak_rss(
            ["tournament", "easy", "easy", "--deals", "100", "--quiet"], 3.0),
        "--size 7680x4320 --frames 30": peak_rss(
            ["--size", "7680x4320", "--frames", "30", "--seed", "1"], 120.0),
        "--size 5120x2880 --frames 30 (the largest 16:9 window taken)": peak_rss(
            ["--size", "5120x2880", "--frames", "30", "--seed", "1"], 120.0),
        "--size 1280x720 --frames 30": peak_rss(
            ["--size", "1280x720", "--frames", "30", "--seed", "1"], 120.0),
    }


# ---------------------------------------------------------------- messages

def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _socket(path: Path) -> None:
    import socket

    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))
    sock.close()


def _loop(path: Path) -> None:
    path.symlink_to(path.name)


def _folder(path: Path) -> None:
    path.mkdir()


def _file(path: Path) -> None:
    path.write_text("not a folder\n")


ODD = {"a folder": _folder, "a FIFO": _fifo, "a socket": _socket, "a symlink loop": _loop}


def _in_data(name: str, make: Callable[[Path], None], *args: str) -> dict[str, Any]:
    from game.store import paths

    own_folders()
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    make(paths.data_dir() / name)
    return command(*args, timeout=120)


def _data_folder_is(make: Callable[[Path], None], *args: str) -> dict[str, Any]:
    from game.store import paths

    own_folders()
    paths.data_dir().parent.mkdir(parents=True, exist_ok=True)
    make(paths.data_dir())
    return command(*args, timeout=120)


def _journal_is_a_folder() -> dict[str, Any]:
    from game.store import paths, stats

    own_folders()
    assert stats.record_game(finished_family_game(0))[1] is None
    journal = paths.stats_path().with_name(paths.stats_path().name + "-journal")
    journal.mkdir()
    game_id, problem = stats.record_game(finished_family_game(1))
    return {"recorded": game_id is not None, "said": problem}


def messages() -> dict[str, Any]:
    window = ("--frames", "2", "--size", "1280x720", "--seed", "1")
    out: dict[str, Any] = {}
    for kind, make in ODD.items():
        out[f"continue, save.json is {kind}"] = _in_data("save.json", make, "continue", *window)
    for kind, make in ODD.items():
        out[f"the lock file is {kind}"] = _in_data("chickenfoot.lock", make, *window)
    out["the data folder is a file"] = _data_folder_is(_file, *window)
    out["the data folder is a symlink loop"] = _data_folder_is(_loop, *window)
    out["the statistics' journal is a folder"] = _journal_is_a_folder()
    own_folders()
    out['replay ""'] = command("replay", "", *window)
    for value in ("\u0663", "\uff13", "1_000", " 3", "3e0"):
        out[f"tournament --budget {value!r}"] = command(
            "tournament", "easy", "easy", "--deals", "1", "--budget", value, "--quiet")
    for value in ("1_000", "\uff13"):
        out[f"tournament --tune playouts={value!r}"] = command(
            "tournament", "expert", "easy", "--deals", "1", "--tune", f"playouts={value}")
        out[f"review --iterations {value!r}"] = command("review", "x.json", "--seat", "0",
                                                        "--iterations", value)
    out["play --preset BAD"] = command("play", "--preset", "BAD")
    out["play --preset BAD"]["on_standard_output"] = bool(out["play --preset BAD"]["stdout"])
    for result in out.values():
        for key in ("stdout", "stderr"):
            if key in result:
                result[key] = result[key][-240:]
    return out


# ---------------------------------------------------------------- main

FAMILIES: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "limits": lambda a: limits(a.rounds or 200, a.seed),
    "one-row": lambda a: one_row(a.seed),
    "order": lambda a: order(a.rounds or 140, a.seed),
    "review": lambda a: review(a.seed),
    "freeze": lambda a: freeze(a.waiting),
    "foreign": lambda a: foreign(),
    "memory": lambda a: memory(),
    "messages": lambda a: messages(),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("family", choices=sorted(FAMILIES))
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--waiting", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(FAMILIES[args.family](args), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
