"""Round records kept with every finished game: games/<id>/round-NN.json, written atomically.

A round's file is named by its number, at least two digits (round-01.json ... round-99.json,
round-100.json ...: a game to a target score has no last round), and a game's rounds are always
read in the order of those numbers, never of the names (round-100 after round-99, not after
round-10); a file named otherwise is not one of its rounds.

Each file is a round record (chickenfoot-round/1, see ROUND-RECORD.md), so `chickenfoot replay
FILE` and `chickenfoot referee FILE` read it as it is. A preset a record names is looked up in
levels/ (game.store.rules_files). A record is read within the limits of game.store.limits (a
regular file of at most RECORD_BYTES, every value checked); a damaged record of a kept game is
set aside (renamed .broken-STAMP) like every damaged file, a record given on the command line is
only refused.
"""
from __future__ import annotations

import datetime
import json
import os
import re
import secrets
import sys
from pathlib import Path
from typing import Any, Optional, Sequence, Union

from game.rules.errors import RulesError
from game.rules.record import FORMAT as ROUND_FORMAT, read_record, rules_table
from game.rules.referee import EXIT_INVALID, verdict
from game.store import paths
from game.store.atomic import PathLike, set_aside, write_atomic
from game.store.documents import parse_json
from game.store.errors import DocumentError, StoreError, write_error
from game.store.limits import RECORD_BYTES, read_file, read_stream
from game.store.rules_files import levels_presets

STDIN = "-"  # the referee reads the record from standard input
RecordSource = Union[dict[str, Any], Sequence[dict[str, Any]], str, Path]  # what the replay screen is given
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}\Z")
_ROUND_FILE = re.compile(r"round-([0-9]{1,19})\.json\Z")


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


def round_file_name(number: int) -> str:
    """The name of round `number`'s record in its game's folder: round-01.json."""
    return f"round-{number:02d}.json"


def round_number(name: str) -> Optional[int]:
    """The round a file of a game's folder holds, by its name (round-07.json: 7); None for any
    other file."""
    found = _ROUND_FILE.match(name)
    return int(found.group(1)) if found else None


def round_files(names: Sequence[str]) -> list[str]:
    """The round records among `names`, in the order of their rounds (round-9.json, round-10.json,
    ..., round-100.json), whatever their names' widths."""
    numbered = [(number, name) for name in names
                if (number := round_number(name)) is not None]
    return [name for _, name in sorted(numbered)]


def new_game_id(now: Optional[datetime.datetime] = None) -> str:
    """A name for a new game, from its first save on: when it started and six random hex
    digits (20261206-071500-a1b2c3), so two games never share one, whatever their seeds."""
    return f"{(now or datetime.datetime.now()):%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def record_text(record: dict[str, Any]) -> bytes:
    """A round record as its file holds it."""
    return (json.dumps(record, indent=1) + "\n").encode("utf-8")


def write_game_records(game_id: str, records: Sequence[dict[str, Any]],
                       root: Optional[PathLike] = None) -> Path:
    """Keep every round record of a game (round-01.json, ...); returns the game's folder. A file
    already holding its record (written when its round ended) is left as it is. WriteError
    naming the file that could not be written."""
    folder = game_folder(game_id, root)
    for number, record in enumerate(records, start=1):
        target = folder / round_file_name(number)
        data = record_text(record)
        try:
            if target.is_file() and target.read_bytes() == data:
                continue
            write_atomic(target, data)
        except OSError as error:
            raise write_error(target, error) from None
    return folder


def game_rounds(game_id: str, root: Optional[PathLike] = None) -> list[Path]:
    """The round record files of a game, in order ([] if there are none)."""
    folder = game_folder(game_id, root)
    try:
        return [folder / name for name in round_files(os.listdir(folder))]
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


def read_record_document(source: Path) -> object:
    """The JSON document of a round record file (standard input for "-"); ReplayError naming
    the file."""
    shown = "standard input" if str(source) == STDIN else str(source)
    try:
        if str(source) == STDIN:
            data = read_stream(sys.stdin.buffer, RECORD_BYTES)
        else:
            data = read_file(source, RECORD_BYTES)
    except FileNotFoundError:
        raise ReplayError(f"{shown}: file not found") from None
    except OSError as error:
        raise ReplayError(f"{shown}: cannot read the file: {error.strerror or error}") from None
    except DocumentError as error:
        raise ReplayError(f"{shown}: not a round record: {error}") from None
    try:
        return parse_json(data, "round record")
    except DocumentError as error:
        raise ReplayError(f"{shown}: {error}") from None


def read_round_file(path: PathLike) -> dict[str, Any]:
    """A round record read from a file and checked end to end, its rules written out in full
    (so that it reads the same without levels/); ReplayError naming the file."""
    source = Path(path)
    return check_record(read_record_document(source), str(source))


def read_game_rounds(folder: PathLike) -> tuple[list[dict[str, Any]], list[str]]:
    """The round records in a game's folder (round-01.json, ...) and a message for each that
    could not be read; a damaged one in the data folder's games/ is set aside."""
    where = Path(folder)
    try:  # listed, not globbed: a glob says nothing of a folder it may not read
        files = [where / name for name in round_files(os.listdir(where))]
    except OSError as error:
        return [], [f"{where}: cannot be read: {error.strerror or error}"]
    keep_files = _inside(where, paths.games_dir())
    docs: list[dict[str, Any]] = []
    problems: list[str] = []
    for file in files:
        try:
            docs.append(read_round_file(file))
        except ReplayError as error:
            moved = set_aside(file) if keep_files else None
            problems.append(f"{error}; set aside as {moved.name}" if moved else str(error))
    return docs, problems


def load_rounds(source: RecordSource) -> tuple[list[dict[str, Any]], Optional[str]]:
    """The round records of `source` (a record, a list of them, a record file or a game's folder)
    and a problem message (records that could not be read), for the replay screen."""
    if isinstance(source, (str, Path)):
        path = Path(source)
        try:
            folder = path.is_dir()
        except OSError as error:  # a folder on the way without permission, a symlink loop
            return [], f"{path}: cannot be read: {error.strerror or error}"
        if folder:
            docs, problems = read_game_rounds(path)
            if not docs and not problems:
                return [], f"{path}: no round records (round-01.json, ...) in this folder"
            return docs, "; ".join(problems) or None
        try:
            return [read_round_file(path)], None
        except ReplayError as error:
            return [], str(error)
    docs = [source] if isinstance(source, dict) else list(source)
    good, problems = [], []
    for i, doc in enumerate(docs):
        try:
            good.append(check_record(doc, f"round {i + 1}"))  # its rules written out in full
        except ReplayError as error:
            problems.append(str(error))
    return good, "; ".join(problems) or None


def _inside(folder: Path, root: Path) -> bool:
    try:
        return folder.resolve().is_relative_to(root.resolve())
    except OSError:
        return False


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
    """`chickenfoot referee FILE` (standard input for "-"): exit status and the text for
    standard output (status 2: the reason, for standard error)."""
    try:
        doc = read_record_document(Path(path))
    except ReplayError as error:
        return EXIT_INVALID, str(error)
    return referee_document(doc, shown_as(path))


def shown_as(path: str) -> str:
    """How a record's source is named in a message: its path, or standard input for "-"."""
    return "standard input" if path == STDIN else path


def referee_document(doc: object, shown: str) -> tuple[int, str]:
    """The referee's exit status and text (the verdict, or for status 2 the reason naming
    `shown`) for a record document already read (a stream is read once)."""
    try:
        status, out = verdict(doc, levels_presets())
    except RulesError as error:  # a RecordError: the document is not a valid record
        return EXIT_INVALID, str(ReplayError(f"{shown}: not a valid round record: {error}"))
    except RecursionError:
        return EXIT_INVALID, f"{shown}: not a valid round record: nested too deeply"
    return status, json.dumps(out)
