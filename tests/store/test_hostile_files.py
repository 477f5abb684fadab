"""Hostile and damaged files through the real loaders: rules files, saves, settings, round
records, the statistics database and the presets folder. Each gives a clear message naming the
file; a damaged file of the player's is set aside; nothing good is set aside; a file the game
accepts is one it can save and load again."""
from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import new_match, play
from game import resources as game_paths
from game.match import Match
from game.rules.errors import ConfigError
from game.store import paths, stats
from game.store.replays import game_folder, read_game_rounds, referee_file
from game.store.rules_files import load_preset, load_rules_file, preset_names, preset_problems
from game.store.save import SaveError, load_match, match_to_doc, save_match
from game.store.settings import load_settings
from game.store.stats import load_summary, record_game

CLASSIC_TABLE = '[rules]\npreset = "classic"\n\n[[seats]]\nname = "Ann"\nplayer = "human"\n\n' \
                '[[seats]]\nname = "Bo"\nplayer = "expert"\n'


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


# ---------------------------------------------------------------- rules files and tables

@pytest.mark.parametrize("text, words", [
    (CLASSIC_TABLE.replace('"Ann"', '"' + "A" * 10_000 + '"'),
     "seats[0].name: expected text of at most 1000 characters; found 10,000 characters"),
    (CLASSIC_TABLE.replace('"Ann"', '"' + "A" * 500 + '"'),
     "seats[0].name: expected a name of at most 80 characters"),
    (CLASSIC_TABLE + "budget = 1e300\n", "seats[1].budget: expected a number of seconds <= 3600"),
    (CLASSIC_TABLE + "budget = inf\n", "seats[1].budget: expected a number of seconds <= 3600; "
     "found inf"),
    (CLASSIC_TABLE.replace('"Ann"', '"An\\u0000n"'), "seats[0].name: expected text without "
     "control characters"),
    (CLASSIC_TABLE.replace('"Ann"', '"An\\u007fn"'), "U+007F"),
    ("[rules]\ndouble_blank = " + "9" * 5000 + "\n", "not valid TOML: a number too long"),
    ("[rules]\ndouble_blank = " + "9" * 30 + "\n", "rules.double_blank: expected a whole number "
     "of at most 19 digits"),
    (f"[rules]\ndouble_blank = {2**63 - 1}\n", "rules.double_blank: expected an integer <= "
     "1000000; found 9223372036854775807"),
    ("[rules]\ntarget_score = 1000001\n", "rules.target_score: expected an integer <= 1000000"),
    ("[rules]\npreset = " + "[" * 400 + "]" * 400 + "\n", "rules.preset[0][0][0]"),
    ("[rules]\npreset = " + "[" * 30 + "]" * 30 + "\n", "rules.preset[0][0]"),
    ("[rules]\n" + "x" * 200 + " = 1\n", "a key: expected text of at most 100 characters"),
    (b"[rules]\nset = 9\n\xff\xfe", "not valid TOML: not UTF-8 text"),
])
def test_a_hostile_rules_file_is_refused_naming_the_key(tmp_path: Path, text: str | bytes,
                                                        words: str) -> None:
    path = write(tmp_path, "mine.toml", text)
    with pytest.raises(ConfigError) as caught:
        load_rules_file(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ") and words in message
    assert len(message) < 500 and "\n" not in message


def test_a_rules_file_that_is_not_a_file_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.toml")
    for path, words in ((tmp_path / "pipe.toml", r"not a regular file \(a named pipe\)"),
                        (Path("/dev/zero"), r"not a regular file \(a device\)"),
                        (tmp_path, "Is a directory")):
        with pytest.raises(ConfigError, match=words):
            load_rules_file(path)
    big = tmp_path / "big.toml"
    with open(big, "wb") as out:
        out.truncate(2 << 20)
    with pytest.raises(ConfigError, match="too large: 2 MB; at most 1 MB"):
        load_rules_file(big)


NAMES = st.text(min_size=1, max_size=120)
NUMBERS = st.floats(allow_nan=True, allow_infinity=True) | st.integers(-(2**70), 2**70)


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(NAMES, NAMES, NUMBERS, NUMBERS, st.integers(-(2**66), 2**66))
def test_a_table_the_game_accepts_can_be_saved_and_continued(
        store_dirs: Path, first: str, second: str, pace: float, budget: float,
        blank: int) -> None:
    def toml(text: str) -> str:
        return json.dumps(text)  # a JSON string is a TOML basic string

    document = (f"[rules]\npreset = \"classic\"\ndouble_blank = {blank}\n\n[[seats]]\nname = "
                f"{toml(first)}\nplayer = \"human\"\n\n[[seats]]\nname = {toml(second)}\n"
                f"player = \"expert\"\npace = {_toml_number(pace)}\nbudget = "
                f"{_toml_number(budget)}\n")
    path = store_dirs / "table.toml"
    path.write_text(document, encoding="utf-8", errors="surrogatepass")
    try:
        level = load_rules_file(path)
    except ConfigError as error:
        assert str(error).startswith(f"{path}: ") and len(str(error)) < 500
        return
    match = Match(level.rules, list(level.seats), 5, preset=level.preset_name)
    play(match, random.Random(1), actions=30)
    save_match(match, wait=True)
    again = load_match()
    assert match_to_doc(again) | {"saved": ""} == match_to_doc(match) | {"saved": ""}


def _toml_number(value: float) -> str:
    if isinstance(value, float) and value != value:
        return "nan"
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return "inf" if value > 0 else "-inf"
    return repr(value)


# ---------------------------------------------------------------- saves

def _save_doc(match: Match, **changes: Any) -> bytes:
    doc = match_to_doc(match)
    doc.update(changes)
    return json.dumps(doc).encode("utf-8")


@pytest.mark.parametrize("change, words", [
    ({"seats": [{"name": "P\x000", "player": "human"}, {"name": "P1", "player": "easy"},
                {"name": "P2", "player": "hard"}]}, "seats[0].name: expected text without "
     "control characters"),
    ({"seats": [{"name": "P" * 5000, "player": "human"}, {"name": "P1", "player": "easy"},
                {"name": "P2", "player": "hard"}]}, "seats[0].name: expected text of at most"),
    ({"seed": 2**64}, "seed: expected a whole number of at most 19 digits"),
    ({"totals": [10**30, 0, 0]}, "totals[0]: expected a whole number"),
])
def test_a_hostile_save_is_set_aside_with_a_message(store_dirs: Path, change: dict[str, Any],
                                                    words: str) -> None:
    match = play(new_match(), random.Random(3), actions=10)
    target = paths.save_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(_save_doc(match, **change))
    with pytest.raises(SaveError) as caught:
        load_match()
    assert words in str(caught.value) and "set aside as save.json.broken-" in str(caught.value)
    assert not target.exists() and len(list(target.parent.glob("save.json.broken-*"))) == 1


def test_a_save_with_rules_over_the_limits_is_set_aside(store_dirs: Path) -> None:
    match = play(new_match(), random.Random(3), actions=10)
    doc = match_to_doc(match)
    doc["rules"]["double_blank"] = 2**63 - 1
    target = paths.save_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="rules.double_blank: expected an integer <= 1000000"):
        load_match()
    assert not target.exists()


def test_a_save_that_is_a_fifo_is_refused_without_hanging(store_dirs: Path) -> None:
    target = paths.save_path()
    target.parent.mkdir(parents=True)
    os.mkfifo(target)
    with pytest.raises(SaveError, match="not a regular file"):
        load_match()


# ---------------------------------------------------------------- settings

def test_settings_with_a_control_character_in_a_name_are_set_aside_the_rest_kept(
        store_dirs: Path) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('format = "chickenfoot-settings/1"\nvolume = 0.4\n[[last_seats]]\n'
                    'name = "A\\u0000b"\nplayer = "human"\n')
    settings_read, message = load_settings()
    assert settings_read.volume == 0.4 and settings_read.last_seats == []
    assert message is not None and "control characters" in message
    assert list(path.parent.glob("settings.toml.broken-*"))


def test_settings_that_are_not_a_file_are_set_aside(store_dirs: Path) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    settings_read, message = load_settings()
    assert message is not None and "not a regular file" in message
    assert not path.exists()


# ---------------------------------------------------------------- the presets folder

@pytest.fixture
def levels(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of levels/ the game reads instead of its own."""
    folder = tmp_path / "levels"
    shutil.copytree(game_paths.LEVELS, folder)
    monkeypatch.setattr(game_paths, "LEVELS", folder)
    return folder


@pytest.mark.parametrize("name, content", [
    ("broken.toml", b"[preset\ntitle = 'x'"),
    ("binary.toml", b"\xff\xfe\x00garbage"),
    ("deep.toml", b"[preset]\ntitle = " + b"[" * 500 + b"]" * 500),
    ("huge.toml", b"[preset]\nmax_seats = " + b"9" * 5000),
    ("bad preset.toml", b"[preset]\ntitle = 'x'\n[rules]\n"),
])
def test_one_broken_file_in_levels_is_named_and_the_rest_still_works(
        store_dirs: Path, levels: Path, name: str, content: bytes) -> None:
    match = play(new_match(), random.Random(4), actions=12)
    save_match(match, wait=True)
    write(levels, name, content)
    assert preset_names() == ["classic", "family", "manufacturer", "party"]
    problems = preset_problems()
    assert len(problems) == 1 and problems[0].startswith(f"levels/{name}: ")
    assert load_preset("party").rules.set == 12
    assert load_match().state.history == match.state.history  # the good save is kept
    assert paths.save_path().exists()
    record = store_dirs / "round.json"
    record.write_text(json.dumps(match.game.records[0] if match.game.records else {
        "format": "chickenfoot-round/1", "rules": {"preset": "family"}, "seats": 2,
        "hands": [["9-9"], ["9-1"]], "yard": [], "actions": [{"seat": 0, "play": "9-9"}]}))
    assert referee_file(str(record))[0] == 0


def test_a_preset_named_for_a_broken_file_says_what_is_wrong_with_it(levels: Path) -> None:
    write(levels, "mine.toml", b"[preset\n")
    with pytest.raises(ConfigError, match=r"mine\.toml: not valid TOML"):
        load_preset("mine")
    with pytest.raises(ConfigError, match='no preset named "nosuch"'):
        load_preset("nosuch")


# ---------------------------------------------------------------- round records of kept games

def test_a_damaged_record_of_a_kept_game_is_set_aside_and_the_others_read(
        store_dirs: Path) -> None:
    match = play(new_match("family", ("human", "easy"), 2, set=6), random.Random(2))
    game_id, problem = record_game(match)
    assert problem is None and game_id is not None
    folder = game_folder(game_id)
    (folder / "round-02.json").write_text('{"format": "chickenfoot-round/1", "hands": [[')
    (folder / "round-03.json").write_text(json.dumps({**match.game.records[2],
                                                      "yard": ["x" * 2000]}))
    docs, problems = read_game_rounds(folder)
    assert len(docs) == len(match.game.records) - 2 and len(problems) == 2
    assert "set aside as round-02.json.broken-" in problems[0]
    assert "yard[0]: expected text of at most 1000 characters" in problems[1]
    assert sorted(p.name.split(".broken")[0] for p in folder.glob("*.broken-*")) == [
        "round-02.json", "round-03.json"]


def test_a_record_given_on_the_command_line_is_only_refused(store_dirs: Path) -> None:
    record = write(store_dirs, "round-01.json", b"{")
    status, text = referee_file(str(record))
    assert status == 2 and "not valid JSON" in text and record.exists()


# ---------------------------------------------------------------- the statistics database

def _fill_statistics(games: int) -> None:
    for seed in range(games):
        record_game(play(new_match("family", ("human", "easy"), seed, set=6),
                         random.Random(seed)))


def test_a_database_failing_its_integrity_check_is_set_aside(store_dirs: Path) -> None:
    _fill_statistics(3)
    db = sqlite3.connect(paths.stats_path())
    with db:
        db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                       [(f"filler-{i}", 0, "x" * 200, "human", 0, 0) for i in range(3000)])
    db.close()
    data = bytearray(paths.stats_path().read_bytes())
    page = 4096
    for number in range(len(data) // page - 4, len(data) // page - 1):
        data[number * page + 100: number * page + 300] = b"\x07" * 200
    paths.stats_path().write_bytes(bytes(data))
    summary, problem = load_summary()
    assert problem is not None and "fails SQLite's integrity check" in problem
    assert "set aside as stats.sqlite3.broken-" in problem and summary.games_played == 0
    assert list(paths.stats_path().parent.glob("stats.sqlite3.broken-*"))


def test_a_locked_database_is_reported_busy_and_left_alone(
        store_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fill_statistics(1)
    monkeypatch.setattr(stats, "BUSY_SECONDS", 0.2)
    holder = sqlite3.connect(paths.stats_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program is writing
    try:
        summary, problem = load_summary()
        assert problem is not None and "the statistics are busy" in problem
        game_id, problem = record_game(play(new_match("family", ("human", "easy"), 9, set=6),
                                            random.Random(9)))
        assert game_id is None and problem is not None and "busy" in problem
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert not list(paths.stats_path().parent.glob("*.broken-*"))
    assert load_summary()[0].games_played == 1


def test_names_the_screens_cannot_show_are_left_out_of_the_statistics(store_dirs: Path) -> None:
    _fill_statistics(2)
    db = sqlite3.connect(paths.stats_path())
    with db:
        row = db.execute("SELECT * FROM games LIMIT 1").fetchone()
        seats = json.loads(row[5])
        seats[0]["name"] = "Ann\x00"
        insert = f"INSERT INTO games VALUES ({', '.join('?' * len(row))})"
        db.execute(insert, ("nul-name", "nul", *row[2:5], json.dumps(seats), *row[6:]))
        db.execute(insert,
                   ("huge", "huge", *row[2:5], json.dumps([{"name": "x" * 100_000}]), *row[6:]))
        db.execute("UPDATE games SET preset = ? WHERE id = ?", ("p\x1b[2J", "huge"))
    db.close()
    summary, problem = load_summary()
    assert problem is None and summary.games_played == 2


def test_a_statistics_file_that_is_a_folder_is_set_aside(store_dirs: Path) -> None:
    paths.stats_path().mkdir(parents=True)
    summary, problem = load_summary()
    assert problem is not None and "not a regular file" in problem
    assert paths.stats_path().is_file()  # a fresh database in its place
