"""Fuzz: hundreds of damaged and random files as save, settings, house rules and round records.

Each one must end in a clear error naming the file (SaveError, a settings message, ConfigError,
ReplayError) or a clean result; no other exception may escape towards the player.
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import new_match, play
from game.match import Match
from game.rules.errors import ConfigError
from game.store import paths
from game.store.replays import ReplayError, read_round_file
from game.store.rules_files import LevelFile, load_rules_file
from game.store.save import SaveError, load_match, save_match
from game.store.settings import (
    Settings, load_settings, save_settings, settings_from_toml, settings_to_toml,
)

ROOT = Path(__file__).resolve().parents[2]
ODD_VALUES: list[Any] = [None, True, False, 0, -1, 2**70, 1.5, float("1e308"), "", "9-9", "x" * 500,
                         [], {}, [[[]]], {"a": {}}, "chickenfoot-save/1", "\u0000", "²-3", 7]


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """One of: cut, flip bits, insert garbage, delete a range, duplicate a range, NULs."""
    n = len(data)
    kind = rng.randrange(7)
    i, j = sorted(rng.randrange(n + 1) for _ in range(2))
    if kind == 0:
        return data[:i]
    if kind == 1:
        out = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            k = rng.randrange(n)
            out[k] ^= 1 << rng.randrange(8)
        return bytes(out)
    if kind == 2:
        return data[:i] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 20))) + data[i:]
    if kind == 3:
        return data[:i] + data[j:]
    if kind == 4:
        return data[:j] + data[i:j] + data[j:]
    if kind == 5:
        return data[:i] + b"\x00" * (j - i) + data[j:]
    return bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))


def _paths_of(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            out += _paths_of(value, prefix + (key,))
    elif isinstance(doc, list):
        for index, value in enumerate(doc[:12]):
            out += _paths_of(value, prefix + (index,))
    return out


def mutate_json(doc: Any, rng: random.Random) -> Any:
    """Replace, delete or duplicate one value somewhere inside a JSON document."""
    doc = json.loads(json.dumps(doc))
    where = rng.choice(_paths_of(doc)[1:])
    parent = doc
    for key in where[:-1]:
        parent = parent[key]
    last = where[-1]
    choice = rng.randrange(3)
    if choice == 0 or not isinstance(parent, (dict, list)):
        parent[last] = rng.choice(ODD_VALUES)
    elif choice == 1:
        del parent[last]
    elif isinstance(parent, list):
        parent.insert(last, parent[last])
    else:
        parent[f"{last}_copy"] = parent[last]
    return doc


def _sample_save() -> tuple[bytes, dict[str, Any]]:
    match = play(new_match("classic", ("human", "easy"), 11, chickenlittle="enforced"),
                 random.Random(2), actions=170)
    save_match(match, wait=True)
    data = paths.save_path().read_bytes()
    return data, json.loads(data)


def _check_save_file(data: bytes) -> None:
    path = paths.save_path()
    path.write_bytes(data)
    try:
        result = load_match()
    except SaveError as error:
        assert str(path) in str(error)
        assert "Error:" not in str(error), str(error)  # no raw exception text leaked
        assert not path.exists() and list(path.parent.glob("save.json.broken-*"))
    else:
        assert isinstance(result, Match)
    for aside in path.parent.glob("save.json.broken-*"):
        aside.unlink()


def test_damaged_saves_end_in_a_clear_error() -> None:
    data, doc = _sample_save()
    rng = random.Random(2026)
    for _ in range(250):
        _check_save_file(mutate_bytes(data, rng))
    for _ in range(250):
        _check_save_file(json.dumps(mutate_json(doc, rng)).encode())


def _check_settings_file(data: bytes) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    settings_read, message = load_settings()
    assert isinstance(settings_read, Settings)
    if message is not None:
        assert str(path) in message
    # whatever was kept is valid: it writes and reads back
    assert settings_from_toml(settings_to_toml(settings_read).encode()) == (settings_read, [])
    for aside in path.parent.glob("settings.toml.broken-*"):
        aside.unlink()


def test_damaged_settings_fall_back_cleanly() -> None:
    good = Settings(volume=0.3, tile_scheme="mint",
                    last_seats=[{"name": "Ada", "player": "human"},
                                {"name": "Hen", "player": "hard", "pace": 1.5}])
    save_settings(good)
    data = paths.settings_path().read_bytes()
    rng = random.Random(7)
    for _ in range(300):
        _check_settings_file(mutate_bytes(data, rng))


def _check_rules_file(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    try:
        result = load_rules_file(path)
    except ConfigError as error:
        assert path.name in str(error)
    else:
        assert isinstance(result, LevelFile)


def test_damaged_house_rules_files_end_in_a_clear_error(tmp_path: Path) -> None:
    sources = [ROOT / "levels" / "tables" / "family-night.toml", ROOT / "levels" / "classic.toml"]
    rng = random.Random(11)
    target = tmp_path / "house.toml"
    for source in sources:
        data = source.read_bytes()
        for _ in range(150):
            _check_rules_file(target, mutate_bytes(data, rng))


def test_damaged_round_records_end_in_a_clear_error(tmp_path: Path) -> None:
    _, doc = _sample_save()
    record = doc["current"]
    rng = random.Random(5)
    target = tmp_path / "round.json"
    for _ in range(200):
        data = json.dumps(mutate_json(record, rng)).encode()
        if rng.random() < 0.3:
            data = mutate_bytes(data, rng)
        target.write_bytes(data)
        try:
            read_round_file(target)
        except ReplayError as error:
            assert str(target) in str(error)


files = st.binary(max_size=400) | st.text(max_size=300).map(str.encode)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=files)
def test_random_bytes_as_every_kind_of_file(tmp_path: Path, data: bytes) -> None:
    paths.save_path().parent.mkdir(parents=True, exist_ok=True)
    _check_save_file(data)
    _check_settings_file(data)
    _check_rules_file(tmp_path / "random.toml", data)
    checks: list[Callable[[], object]] = [lambda: read_round_file(tmp_path / "random.toml")]
    for check in checks:
        try:
            check()
        except ReplayError:
            pass
