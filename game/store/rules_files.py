"""House-rules files: rules files and tables read from disk (TOML), and the presets in levels/.

A rules file has up to three top-level tables, all optional: ``[rules]`` and ``[preset]``, which
game.rules.config turns into a RuleSet and a PresetInfo (see there), and ``[[seats]]``: a table
arrangement, seat 0 first, 2 to 8 seats with distinct names, dealable under the rules, each seat
read by game.seats.seat_from_document. A hand-written table gives a pace only to computer players
and a budget only to experts. A ladder level (levels/ladder/) is a table file that also has a
``[level]`` and a ``[goal]``: `check_rules_document` lets those two through only when asked to
(game.store.ladder_files reads them), so any other file naming them is refused.

Every refusal is a RulesFileError (both a StoreError and the rules' ConfigError) whose message
starts with the file, shown relative to the checkout when inside it:

    levels/mine.toml: rules.openning: unknown key; did you mean "opening"?
    levels/mine.toml: not valid TOML: Invalid value (at line 3, column 9)
    levels/mine.toml: file not found

A file is read within the limits of game.store.limits (a regular file of at most RULES_BYTES).
One broken file in levels/ takes down only itself: the other presets are listed and load, and
`preset_problems()` names what is wrong with it.

Setup lists the files a player may load (`rules_file_entries`: levels/tables/ and the data
folder's rules/, each with the description its TOML gives) and finds a typed one
(`find_rules_file`: from the home folder, or by name in those two folders).
"""
from __future__ import annotations

import functools
import os
import re
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence, Union

from game import resources
from game.rules.config import (DEFAULT_PRESET, PresetInfo, check_table,
                               no_preset_problem, preset_file_rules, preset_info,
                               rules_from_table, rules_to_table)
from game.rules.errors import ConfigError
from game.rules.house_rules import MAX_SEATS, MIN_SEATS, RuleSet
from game.rules.refusals import (MISSING, key_shown, refuse, refuse_value, shown,
                                 unknown_key_problem)
from game.seats import Seat, check_distinct_names, refuse_ignored_timing, seat_from_document
from game.store.documents import parse_toml
from game.store.errors import DocumentError, StoreError
from game.store.limits import RULES_BYTES, read_file
from game.store.paths import rules_dir
from game.store.toml_writer import toml_string, toml_value
from game.words.house_rules import KEY_HELP

PathLike = Union[str, os.PathLike[str]]
TOP_LEVEL_KEYS = ("rules", "preset", "seats")
LADDER_KEYS = ("level", "goal")  # a ladder level's own tables (game.store.ladder_files)
PRESET_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,79}\Z")  # a preset's file name, no .toml
CACHED_BYTES = 64 << 10  # files up to this size keep their parsed document (presets: ~2 kB)


class RulesFileError(StoreError, ConfigError):
    """A rules file, table or preset that cannot be used; the message names the file and key."""


@dataclass(frozen=True)
class LevelFile:
    """A loaded rules file: its rules, preset info (preset files only) and seats (if any)."""

    rules: RuleSet
    preset: PresetInfo | None
    seats: tuple[Seat, ...]
    path: Path
    preset_name: str = DEFAULT_PRESET  # the preset the rules are built on (its own name for one)


@contextmanager
def file_errors() -> Iterator[None]:
    """Every ConfigError raised inside becomes a RulesFileError (same message)."""
    try:
        yield
    except RulesFileError:
        raise
    except ConfigError as error:
        raise RulesFileError(str(error)) from None


def display(path: Path) -> str:
    """A path for messages: "levels/classic.toml" for a shipped file, else as given."""
    return resources.shown_path(path)


# ---------------------------------------------------------------- reading a file

def _read_toml(path: Path) -> dict[str, Any]:
    """The TOML document at `path`, read in binary mode; ConfigError naming the file."""
    source = display(path)
    try:
        data = read_file(path, RULES_BYTES)
        return _parsed(data) if len(data) <= CACHED_BYTES else parse_toml(data)
    except FileNotFoundError:
        raise ConfigError(f"{source}: file not found") from None
    except OSError as error:
        raise ConfigError(f"{source}: cannot read the file: {error.strerror or error}") from None
    except DocumentError as error:
        raise ConfigError(f"{source}: {error}") from None


@functools.lru_cache(maxsize=64)
def _parsed(data: bytes) -> dict[str, Any]:
    """`parse_toml`, cached by content: presets are read often (never mutate the result)."""
    return parse_toml(data)


def load_rules_file(path: PathLike, *, levels: Path | None = None) -> LevelFile:
    """A rules file (preset, user rules or table arrangement), checked from end to end."""
    path = Path(path)
    with file_errors():
        document = _read_toml(path)
    return check_rules_document(document, path, levels=levels)


def read_toml_file(path: PathLike) -> dict[str, Any]:
    """The TOML document of a file, for a caller that checks it (`check_rules_document`) and
    reads more of it (shared with a cache: never change it); RulesFileError naming the file if
    it cannot be read or parsed."""
    with file_errors():
        return _read_toml(Path(path))


def check_rules_document(document: Mapping[str, Any], path: PathLike, *,
                         levels: Path | None = None, ladder: bool = False) -> LevelFile:
    """The rules, preset info and seats of a document already read from `path` (named in
    every refusal); `ladder` lets a level's `[level]` and `[goal]` through unchecked."""
    path = Path(path)
    source = display(path)
    with file_errors():
        _check_top_level(document, source, LADDER_KEYS if ladder else ())
        preset_table = _table(document, "preset", source) if "preset" in document else None
        rules_table = _table(document, "rules", source)
        if preset_table is not None:
            rules = preset_file_rules(rules_table, source)
            info: PresetInfo | None = preset_info(preset_table, rules, source)
            preset_name = path.stem
        else:
            rules = rules_from_table(rules_table, source, levels_presets(levels))
            info = None
            preset_name = str(rules_table.get("preset", DEFAULT_PRESET))
        seats = _seats(document.get("seats", MISSING), source)
        if seats:
            check_table(rules, len(seats), source)
    return LevelFile(rules, info, seats, path, preset_name)


def load_user_rules(path: PathLike, *, levels: Path | None = None) -> LevelFile:
    """A player's own rules file: it may name a preset and override any keys."""
    return load_rules_file(path, levels=levels)


def _check_top_level(document: Mapping[str, object], source: str,
                     allowed: tuple[str, ...] = ()) -> None:
    """Refuse top-level tables and keys other than rules, preset, seats and `allowed`."""
    known = TOP_LEVEL_KEYS + allowed
    for key, value in document.items():
        if key in LADDER_KEYS and key not in known:
            refuse(source, key, f"only a ladder level (a file in levels/ladder/) has a [{key}]")
        if key not in known:
            kind = "table" if isinstance(value, (dict, list)) else "key"
            refuse(source, key_shown(key), unknown_key_problem(key, known, kind))


def _table(document: Mapping[str, object], key: str, source: str) -> Mapping[str, object]:
    """A top-level table ({} when absent), or a refusal."""
    value = document.get(key, {})
    if isinstance(value, dict):
        return value
    hint = ""
    if key == "preset" and isinstance(value, str):
        hint = f" (to build on a preset, write preset = {toml_string(value)} inside [rules])"
    refuse(source, key, f"expected a table; found {shown(value)}{hint}")


def _seats(value: object, source: str) -> tuple[Seat, ...]:
    """The `[[seats]]` array: 2 to 8 seats with distinct names."""
    if value is MISSING:
        return ()
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        refuse_value(source, "seats", "an array of tables ([[seats]])", value)
    if not MIN_SEATS <= len(value) <= MAX_SEATS:
        refuse_value(source, "seats", f"{MIN_SEATS} to {MAX_SEATS} [[seats]] entries", len(value))
    seats = []
    try:
        for i, entry in enumerate(value):
            seat = seat_from_document(entry, f"seats[{i}]")
            refuse_ignored_timing(entry, seat, f"seats[{i}]")
            seats.append(seat)
        check_distinct_names(seats)
    except ConfigError as error:
        raise ConfigError(f"{source}: {error}") from None
    return tuple(seats)


# ---------------------------------------------------------------- files a player may load

@dataclass(frozen=True)
class RulesFileEntry:
    """A rules or table file offered in setup's list: the file, a title and its description."""

    path: Path
    title: str
    description: str


def list_folders() -> tuple[Path, Path]:
    """Where setup's list looks: the game's tables (levels/tables/), then the player's own
    rules folder in the data folder."""
    return resources.LEVELS / "tables", rules_dir()


def own_rules_folder() -> Path:
    """The player's own rules folder, made if it is missing (where it cannot be, it is still
    named: the list then offers none of its files)."""
    folder = rules_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return folder


def rules_file_entries(folders: Sequence[Path] | None = None) -> list[RulesFileEntry]:
    """The entries of `rules_file_paths(folders)`, every file read (game.store.reading reads
    them off the main thread, one at a time)."""
    return [rules_file_entry(path) for path in rules_file_paths(folders)]


def rules_file_paths(folders: Sequence[Path] | None = None) -> list[Path]:
    """The TOML files of `folders` (default `list_folders()`), folder by folder, sorted by
    name; a folder that is missing or cannot be read offers none."""
    found: list[Path] = []
    for folder in list_folders() if folders is None else folders:
        try:
            found += sorted(p for p in folder.glob("*.toml") if p.is_file())
        except OSError:
            continue
    return found


def rules_file_entry(path: Path) -> RulesFileEntry:
    """A file's title (from its name) and description (its `[preset]` description, else its
    first comment, else what it builds on); a file that cannot be used says why."""
    title = file_title(path)
    try:
        data = read_file(path, RULES_BYTES)
        document = _parsed(data) if len(data) <= CACHED_BYTES else parse_toml(data)
    except (OSError, DocumentError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        return RulesFileEntry(path, title, f"This file cannot be used: {reason}.")
    preset = document.get("preset")
    if isinstance(preset, dict) and isinstance(preset.get("description"), str):
        return RulesFileEntry(path, title, preset["description"])
    comment = _first_comment(data.decode("utf-8", "replace"))
    if comment.lower().startswith(title.lower() + ":"):  # "Family night: you and ..."
        comment = comment[len(title) + 1:].strip()
        comment = comment[:1].upper() + comment[1:]
    if comment:
        return RulesFileEntry(path, title, comment)
    rules = document.get("rules")
    base = rules.get("preset", DEFAULT_PRESET) if isinstance(rules, dict) else DEFAULT_PRESET
    seats = document.get("seats")
    seated = f", {len(seats)} seats" if isinstance(seats, list) else ""
    return RulesFileEntry(path, title, f"House rules on the {base} preset{seated}.")


def file_title(path: Path) -> str:
    """A file's name as a title: "family-night.toml" is "Family night"."""
    return path.stem.replace("_", " ").replace("-", " ").strip().capitalize() or path.name


def _first_comment(text: str) -> str:
    """The first comment line at the top of a file, without its '#' ("" if none)."""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("#") and line.strip("# "):
            return line.lstrip("#").strip()
        if line:
            return ""
    return ""


def find_rules_file(typed: str, home: Path | None = None) -> Path:
    """The file a player typed: ~ expanded; a relative path from the home folder (`home`,
    default the user's), or a bare file name found in `list_folders()`. RulesFileError naming
    every full path it looked at when there is none."""
    raw = typed.strip()
    path = Path(raw).expanduser()
    if path.is_absolute():
        looked = [path]
    else:
        looked = [(Path.home() if home is None else home) / path]
        if len(path.parts) == 1:
            looked += [folder / path for folder in list_folders()]
    for candidate in looked:
        if candidate.is_file():
            return candidate
    if len(looked) == 1:
        raise RulesFileError(f"{raw}: file not found (looked for {looked[0]})")
    where = ", ".join(str(p) for p in looked[:-1]) + f" and {looked[-1]}"
    raise RulesFileError(f"{raw}: file not found (looked for {where})")


# ---------------------------------------------------------------- the presets in levels/

def _levels(levels: Path | None) -> Path:
    """The presets folder: the one given, else the checkout's levels/."""
    return resources.LEVELS if levels is None else levels


class LevelsPresets:
    """The presets of a levels folder, read when asked for (a broken one fails only when used)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.where = display(folder) + "/"

    def names(self) -> list[str]:
        """Sorted names of the files in the folder that have a `[preset]` table."""
        return preset_names(self.folder)

    def rules(self, name: str) -> RuleSet:
        """The rules of preset `name`."""
        return load_preset(name, levels=self.folder).rules


def levels_presets(levels: Path | None = None) -> LevelsPresets:
    """The presets a `[rules]` table may name: those in levels/ (or the folder given)."""
    return LevelsPresets(_levels(levels))


def preset_names(levels: Path | None = None) -> list[str]:
    """Sorted names of the files in levels/ that have a `[preset]` table (a file that cannot
    be read is left out: `preset_problems` names it)."""
    return _survey(_levels(levels))[0]


def preset_problems(levels: Path | None = None) -> list[str]:
    """What is wrong with the files of levels/, one message per broken file, naming it: files
    that cannot be read, and presets that cannot be used ([] when every file is fine)."""
    folder = _levels(levels)
    names, broken = _survey(folder)
    problems = list(broken.values())
    for name in names:
        try:
            load_rules_file(folder / f"{name}.toml", levels=folder)  # surveyed once, above
        except ConfigError as error:
            problems.append(str(error))
    return problems


_SURVEYS: dict[Path, tuple[list[tuple[str, int, int]], list[str], dict[str, str]]] = {}


def _survey(folder: Path) -> tuple[list[str], dict[str, str]]:
    """The preset names of `folder`, and a message for each file that cannot be read as one
    (by its name, without .toml). Read again only when a file was added, removed or changed
    (its time or size): 1,000 presets, each loaded after a survey of them all, took 79 s."""
    try:
        with os.scandir(folder) as entries:
            stamps = sorted(_stamp(entry) for entry in entries if entry.name.endswith(".toml"))
    except OSError as error:
        return [], {"": f"{display(folder)}: cannot be read: {error.strerror or error}"}
    kept = _SURVEYS.get(folder)
    if kept is None or kept[0] != stamps:
        kept = (stamps, *_read_survey([folder / name for name, _, _ in stamps]))
        _SURVEYS[folder] = kept
    return list(kept[1]), dict(kept[2])


def _stamp(entry: os.DirEntry[str]) -> tuple[str, int, int]:
    """A file's name, time and size (0, 0 when it cannot be looked at: its reading says why)."""
    try:
        info = entry.stat()
    except OSError:
        return entry.name, 0, 0
    return entry.name, info.st_mtime_ns, info.st_size


def _read_survey(files: list[Path]) -> tuple[list[str], dict[str, str]]:
    names: list[str] = []
    broken: dict[str, str] = {}
    for path in files:
        try:
            is_preset = isinstance(_read_toml(path).get("preset"), dict)
        except ConfigError as error:
            broken[path.stem] = str(error)
            continue
        if is_preset and not PRESET_NAME.match(path.stem):
            broken[path.stem] = (f"{display(path)}: not used as a preset: a preset's file name "
                                 "is up to 80 letters, digits, - and _")
        elif is_preset:
            names.append(path.stem)
    return names, broken


def load_preset(name: str, *, levels: Path | None = None) -> LevelFile:
    """The preset `name` (levels/{name}.toml); RulesFileError if there is none, or naming
    what is wrong with its file."""
    presets = levels_presets(levels)
    names, broken = _survey(presets.folder)
    with file_errors():
        if name in broken:
            raise ConfigError(broken[name])
        if name not in names:
            raise ConfigError(no_preset_problem(name, presets))
    return load_rules_file(presets.folder / f"{name}.toml", levels=presets.folder)


# ---------------------------------------------------------------- writing

def write_rules_toml(rules: RuleSet, preset: str = DEFAULT_PRESET, *,
                     levels: Path | None = None) -> str:
    """TOML text of a `[rules]` table: the preset and the keys that differ from it."""
    lines = [
        "# House rules saved by Chicken Foot. Keys not listed come from the preset.",
        "[rules]",
    ]
    with file_errors():
        table = rules_to_table(rules, preset, levels_presets(levels))
    for key, value in table.items():
        lines.append(f"{key} = {toml_value(value)}  # {KEY_HELP[key]}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- the rules in force

def level_document(level: LevelFile,
                   extra: Mapping[str, Mapping[str, object]] | None = None) -> dict[str, Any]:
    """What a loaded file comes to, as a document: the file, the preset its rules are built
    on, every rule, the preset's own table (a preset file), the seats (a table) and any
    `extra` tables (a ladder level's [level] and [goal])."""
    document: dict[str, Any] = {"file": display(level.path), "preset": level.preset_name,
                                "rules": level.rules.as_dict()}
    if level.preset is not None:
        info = level.preset
        document["preset_info"] = {
            "title": info.title, "description": info.description, "min_seats": info.min_seats,
            "max_seats": info.max_seats, "sets": list(info.sets),
            **({"small_sets_max_seats": info.small_sets_max_seats}
               if info.small_sets_max_seats is not None else {})}
    if level.seats:
        document["seats"] = [_seat_table(seat) for seat in level.seats]
    return {**document, **(extra or {})}


def level_toml(level: LevelFile, extra: Mapping[str, Mapping[str, object]] | None = None) -> str:
    """The rules in force of a loaded file as a TOML file that reads back the same: any
    `extra` tables, every rule (commented), the preset table of a preset file and the seats of
    a table."""
    document = level_document(level)
    kind = ("preset" if level.preset is not None else "ladder level" if extra
            else "table" if level.seats else "rules file")
    lines = [f"# {document['file']}: a valid {kind}; the rules in force, every key"]
    for name, table in (extra or {}).items():
        lines += ["", f"[{name}]"] + [f"{key} = {toml_value(value)}"
                                      for key, value in table.items()]
    if "preset_info" in document:
        lines += ["", "[preset]"]
        lines += [f"{key} = {toml_value(value)}" for key, value in document["preset_info"].items()]
    lines += ["", "[rules]"]
    rules = document["rules"] if level.preset is not None else {
        "preset": level.preset_name, **document["rules"]}
    lines += [f"{key} = {toml_value(value)}" + (f"  # {KEY_HELP[key]}" if key in KEY_HELP else "")
              for key, value in rules.items()]
    for seat in document.get("seats", []):
        lines += ["", "[[seats]]"] + [f"{key} = {toml_value(value)}" for key, value in seat.items()]
    return "\n".join(lines) + "\n"


def _seat_table(seat: Seat) -> dict[str, object]:
    """A seat as a table writes it: a pace for a computer player, a budget for an expert."""
    table: dict[str, object] = {"name": seat.name, "player": seat.player}
    if not seat.is_human:
        table["pace"] = seat.pace
    if seat.player == "expert":
        table["budget"] = seat.budget
    return table
