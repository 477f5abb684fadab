"""Round records kept with every finished game: games/<id>/round-NN.json, written atomically.

Each file is a round record (chickenfoot-round/1, see ROUND-RECORD.md), so `chickenfoot replay
FILE` and `chickenfoot referee FILE` read it as it is.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Optional, Sequence

from game.rules.errors import RulesError
from game.rules.record import FORMAT as ROUND_FORMAT, read_record
from game.store import paths
from game.store.errors import StoreError
from game.store.atomic import PathLike, write_atomic
from game.store.documents import DocumentError, parse_json

MAX_RECORD_BYTES = 16 * 1024 * 1024
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}\Z")


class ReplayError(StoreError):
    """A round record that cannot be replayed; the message names the file and the problem."""


def game_folder(game_id: str, root: Optional[PathLike] = None) -> Path:
    """The folder of one game's round records."""
    if not _GAME_ID.match(game_id):
        raise ValueError(f"{game_id!r} is not a game id")
    return (Path(root) if root is not None else paths.games_dir()) / game_id


def write_game_records(game_id: str, records: Sequence[dict[str, Any]],
                       root: Optional[PathLike] = None) -> Path:
    """Keep every round record of a game (round-01.json, ...); returns the game's folder."""
    folder = game_folder(game_id, root)
    for number, record in enumerate(records, start=1):
        write_atomic(folder / f"round-{number:02d}.json", json.dumps(record, indent=1) + "\n")
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


def read_round_file(path: PathLike) -> dict[str, Any]:
    """A round record read from a file and checked end to end; ReplayError naming the file."""
    source = Path(path)
    try:
        data = source.read_bytes()
    except FileNotFoundError:
        raise ReplayError(f"{source}: file not found") from None
    except OSError as error:
        raise ReplayError(f"{source}: cannot read the file: {error.strerror or error}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise ReplayError(f"{source}: not a round record (too large)")
    try:
        doc = parse_json(data, "round record")
    except DocumentError as error:
        raise ReplayError(f"{source}: {error}") from None
    check_record(doc, str(source))
    return doc


def check_record(doc: object, source: str = "record") -> None:
    """ReplayError unless `doc` is a round record whose every action is legal."""
    try:
        if isinstance(doc, dict) and doc.get("format") not in (None, ROUND_FORMAT):
            raise ReplayError(
                f"{source}: format: expected \"{ROUND_FORMAT}\", found {doc.get('format')!r}"
                " (a newer or unknown kind of record)"
            )
        state, actions = read_record(doc)
        for i, action in enumerate(actions):
            try:
                state.apply(action)
            except RulesError as error:
                raise ReplayError(f"{source}: actions[{i}]: {action} is not legal: {error}") from None
    except ReplayError:
        raise
    except RulesError as error:
        raise ReplayError(f"{source}: {error}") from None
    except RecursionError:
        raise ReplayError(f"{source}: not a round record (nested too deeply)") from None
    except Exception as error:  # a replay must never crash the game
        raise ReplayError(f"{source}: cannot be read ({type(error).__name__}: {error})") from None
