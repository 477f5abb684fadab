"""Round records kept with every finished game: games/<id>/round-NN.json, written atomically.

Each file is a round record (chickenfoot-round/1, see ROUND-RECORD.md), so `chickenfoot replay
FILE` and `chickenfoot referee FILE` read it as it is. A preset a record names is looked up in
levels/ (game.store.rules_files).
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Optional, Sequence

from game.rules.errors import RecordError, RulesError
from game.rules.record import FORMAT as ROUND_FORMAT, read_record, rules_table
from game.rules.referee import EXIT_INVALID, verdict
from game.store import paths
from game.store.atomic import PathLike, write_atomic
from game.store.documents import DocumentError, parse_json
from game.store.errors import StoreError, write_error
from game.store.rules_files import levels_presets

MAX_RECORD_BYTES = 16 * 1024 * 1024
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}\Z")


class ReplayError(StoreError):
    """A round record that cannot be replayed; the message names the file and the problem."""


def is_game_id(text: str) -> bool:
    """True for a name the game gives a recorded game (letters, digits, - and _)."""
    return bool(_GAME_ID.match(text))


def game_folder(game_id: str, root: Optional[PathLike] = None) -> Path:
    """The folder of one game's round records (ValueError: `game_id` is not a game id)."""
    if not _GAME_ID.match(game_id):
        raise ValueError(f"{game_id!r} is not a game id")
    return (Path(root) if root is not None else paths.games_dir()) / game_id


def write_game_records(game_id: str, records: Sequence[dict[str, Any]],
                       root: Optional[PathLike] = None) -> Path:
    """Keep every round record of a game (round-01.json, ...); returns the game's folder.
    WriteError naming the file that could not be written."""
    folder = game_folder(game_id, root)
    for number, record in enumerate(records, start=1):
        target = folder / f"round-{number:02d}.json"
        try:
            write_atomic(target, json.dumps(record, indent=1) + "\n")
        except OSError as error:
            raise write_error(target, error) from None
    return folder


def game_rounds(game_id: str, root: Optional[PathLike] = None) -> list[Path]:
    """The round record files of a game, in order ([] if there are none)."""
    folder = game_folder(game_id, root)
    try:
        return sorted(folder.glob("round-*.json"))
    except OSError:
        return []


def kept_games(root: Optional[PathLike] = None) -> list[str]:
    """Ids of the games whose records are kept, newest first."""
    folder = Path(root) if root is not None else paths.games_dir()
    try:
        found = [p.name for p in folder.iterdir() if p.is_dir() and _GAME_ID.match(p.name)]
    except OSError:
        return []
    return sorted(found, reverse=True)


def _read_json(source: Path) -> object:
    """The JSON document of a round record file; ReplayError naming the file."""
    try:
        data = source.read_bytes()
    except FileNotFoundError:
        raise ReplayError(f"{source}: file not found") from None
    except OSError as error:
        raise ReplayError(f"{source}: cannot read the file: {error.strerror or error}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise ReplayError(f"{source}: not a round record (too large)")
    try:
        return parse_json(data, "round record")
    except DocumentError as error:
        raise ReplayError(f"{source}: {error}") from None


def read_round_file(path: PathLike) -> dict[str, Any]:
    """A round record read from a file and checked end to end, its rules written out in full
    (so that it reads the same without levels/); ReplayError naming the file."""
    source = Path(path)
    return check_record(_read_json(source), str(source))


def check_record(doc: object, source: str = "record") -> dict[str, Any]:
    """The record with its rules written out in full; ReplayError unless `doc` is a round
    record whose every action is legal."""
    if not isinstance(doc, dict):
        raise ReplayError(f"{source}: a round record is a JSON object")
    if doc.get("format") not in (None, ROUND_FORMAT):
        raise ReplayError(
            f"{source}: format: expected \"{ROUND_FORMAT}\", found {doc.get('format')!r}"
            " (a newer or unknown kind of record)"
        )
    try:
        state, actions = read_record(doc, levels_presets())
    except RulesError as error:
        raise ReplayError(f"{source}: {error}") from None
    except RecursionError:
        raise ReplayError(f"{source}: not a round record (nested too deeply)") from None
    record = {**doc, "rules": rules_table(state.rules, _preset_named(doc))}
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except RulesError as error:
            raise ReplayError(f"{source}: actions[{i}]: {action} is not legal: {error}") from None
    return record


def _preset_named(doc: dict[str, Any]) -> str:
    """The preset a (valid) record's rules name; classic when they name none."""
    name = doc.get("rules", {}).get("preset")
    return name if isinstance(name, str) else "classic"


def referee_file(path: str) -> tuple[int, str]:
    """`chickenfoot referee FILE`: exit status and the text for standard output (status 2: the
    reason, for standard error)."""
    try:
        doc = _read_json(Path(path))
    except ReplayError as error:
        return EXIT_INVALID, str(error)
    try:
        status, out = verdict(doc, levels_presets())
    except RecordError as error:
        return EXIT_INVALID, f"{path}: not a valid round record: {error}"
    return status, json.dumps(out)
