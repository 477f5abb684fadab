"""The player's settings (kept in a TOML file in the user's config directory).

A bad key is named ("volume: expected a number from 0 to 1; found 7"), defaulted, and the other
keys kept; a key the file does not have takes its default (a file from an older version has
fewer keys); remembered seats are read by game.seats, as rules files and saves read theirs. The
file is read within the limits of game.store.limits. A file without its format line (cut short,
or not the game's) is set aside like a damaged one, its good keys kept, never silently
overwritten.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Mapping, NamedTuple, Optional

from game.numbers import read_number
from game.phones.links import DEFAULT_PORT
from game.rules.refusals import expected, one_of, spelled, unknown_key_problem
from game.seats import seat_from_document
from game.store import paths
from game.store.atomic import PathLike, set_aside, write_atomic
from game.store.documents import parse_toml
from game.store.errors import DocumentError, write_error
from game.store.limits import SETTINGS_BYTES, check_document, read_file, window_too_large
from game.store.toml_writer import toml_key, toml_value

SCHEMES = ("ivory", "ebony", "mint")
SPEEDS = ("slow", "normal", "fast")
FACES = ("pips", "numerals")                  # what a tile's halves show
PALETTES = ("classic", "colour-blind")        # the colours of coloured pips
UNDO_POLICIES = ("against-computers", "always", "never")  # when Undo is offered
OPPONENTS = ("relaxed", "normal", "brisk")   # how long each computer move stays in view
OPPONENT_SECONDS = {"relaxed": 1.8, "normal": 1.2, "brisk": 0.7}  # a move, for a seat of pace 1
LARGE_PRINT_SCALE = 1.25                      # text and hand tiles with large print on
LOWEST_PHONE_PORT = 1024                      # below: the system's ports
PHONE_PORT_WORDS = "0 (any free port) or a port from 1024 to 65535"
CHOICE_KEYS: dict[str, tuple[str, ...]] = {
    "animation_speed": SPEEDS, "tile_scheme": SCHEMES, "tile_face": FACES,
    "pip_palette": PALETTES, "undo": UNDO_POLICIES, "opponents": OPPONENTS,
}


@dataclass
class Settings:
    """Everything the Settings screen changes; defaults are a first launch."""

    sound: bool = True
    volume: float = 0.8
    animation_speed: str = "normal"   # one of SPEEDS
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    tile_scheme: str = "ivory"        # one of SCHEMES
    colour_pips: bool = False
    last_preset: str = "classic"
    last_seats: list[dict[str, object]] = field(default_factory=list)  # Seat fields
    # A table for every eye.
    tile_face: str = "pips"           # one of FACES
    pip_palette: str = "classic"      # one of PALETTES (with colour_pips)
    large_print: bool = False         # bigger text and hand tiles (print_scale)
    reduced_motion: bool = False      # no shake or confetti, short flights, no camera glide
    # Help at the table (the table reads them).
    undo: str = "always"              # one of UNDO_POLICIES (between people: before the hand-over)
    opponents: str = "normal"         # one of OPPONENTS: the computer players' pace
    dim_unplayable: bool = True       # grey the hand's tiles that fit nowhere on your turn
    auto_draw: bool = True            # draw for the player when nothing fits
    auto_pass: bool = True            # pass for the player when the drawn tile does not fit
    auto_play: bool = False           # play the only legal move for the player
    tracker: bool = False             # the tile tracker panel (a ladder level may forbid it)
    # The phones of a party started from New game.
    phone_port: int = DEFAULT_PORT    # the port they join on (0: any free one; PHONE_PORT_WORDS)

    @property
    def pace_factor(self) -> float:
        """Multiplier on animation durations for the chosen speed."""
        return {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(self.animation_speed, 1.0)

    @property
    def opponent_seconds(self) -> float:
        """Seconds each computer move stays in view before the next (times a seat's `pace`)."""
        return OPPONENT_SECONDS.get(self.opponents, OPPONENT_SECONDS["normal"])

    @property
    def print_scale(self) -> float:
        """Multiplier on text and hand-tile sizes: LARGE_PRINT_SCALE with large print, else 1."""
        return LARGE_PRINT_SCALE if self.large_print else 1.0


# ---------------------------------------------------------------- the settings file

FORMAT_NAME = "chickenfoot-settings"
VERSION = 5  # 2 added tile_face, pip_palette, large_print, reduced_motion, undo, auto_*;
# 3 added opponents and dim_unplayable, and undo's default became "always"; 4 added tracker;
# 5 added phone_port
FORMAT = f"{FORMAT_NAME}/{VERSION}"
WINDOW_LIMITS = ((320, 7680), (240, 4320))
MISSING_FORMAT = (f'format: missing (the file should start with format = "{FORMAT}"; it may have '
                  "been cut short)")


def settings_to_toml(settings: Settings) -> str:
    """The settings as TOML text (format line first, one key a line, seats as [[last_seats]])."""
    lines = [
        "# Chicken Foot settings, written by the game. Delete this file to start from defaults.",
        f"format = {toml_value(FORMAT)}",
    ]
    for item in fields(Settings):
        value = getattr(settings, item.name)
        if item.name == "last_seats":
            continue
        if item.name == "volume":
            value = float(value)
        elif isinstance(value, tuple):
            value = list(value)
        lines.append(f"{toml_key(item.name)} = {toml_value(value)}")
    for seat in settings.last_seats:
        lines.append("")
        lines.append("[[last_seats]]")
        lines.extend(f"{toml_key(str(k))} = {toml_value(v)}" for k, v in seat.items())
    return "\n".join(lines) + "\n"


def _refused(key: str, what: str, found: object) -> ValueError:
    """The problem of one settings key that cannot be kept: `key: expected X; found Y`."""
    return ValueError(f"{key}: {expected(what, found)}")


def is_phone_port(value: object) -> bool:
    """True for a port the phones may be given: 0 (any free one) or 1024 to 65535."""
    return (isinstance(value, int) and not isinstance(value, bool)
            and (value == 0 or LOWEST_PHONE_PORT <= value <= 65535))


def read_phone_port(typed: str) -> int | None:
    """The phone port a player typed (game/numbers.py reads it), or None: not one
    (PHONE_PORT_WORDS says what is)."""
    value = read_number(typed, 0, 65535, whole=True)
    return value if isinstance(value, int) and is_phone_port(value) else None


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _remembered_seat(entry: object, where: str) -> dict[str, object]:
    """A remembered seat, checked as every seat is, with the keys it was written with."""
    seat = seat_from_document(entry, where)
    kept: dict[str, object] = {"name": seat.name, "player": seat.player}
    if isinstance(entry, Mapping) and "pace" in entry:
        kept["pace"] = seat.pace
    if isinstance(entry, Mapping) and "budget" in entry:
        kept["budget"] = seat.budget
    return kept


def _field_value(key: str, value: object) -> object:
    """The value of one settings key, or ValueError saying what was expected."""
    if isinstance(getattr(Settings, key, None), bool):
        if not isinstance(value, bool):
            raise _refused(key, "true or false", value)
        return value
    if key == "volume":
        if not isinstance(value, (int, float)) or not _is_number(value) or not 0 <= value <= 1:
            raise _refused(key, "a number from 0 to 1", value)
        return float(value)
    if key in CHOICE_KEYS:
        choices = CHOICE_KEYS[key]
        if value not in choices:
            raise _refused(key, one_of(choices), value)
        return value
    if key == "window_size":
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                or not all(lo <= v <= hi for v, (lo, hi) in zip(value, WINDOW_LIMITS))):
            raise _refused(key, "[width, height] from [320, 240] to [7680, 4320]", value)
        too_large = window_too_large(value[0], value[1])  # as --size: the pictures' memory
        if too_large:
            raise ValueError(f"{key}: {too_large}")
        return (value[0], value[1])
    if key == "phone_port":
        if not is_phone_port(value):
            raise _refused(key, PHONE_PORT_WORDS, value)
        return value
    if key == "last_preset":
        if (not isinstance(value, str) or not value or len(value) > 80 or "/" in value
                or "\\" in value):
            raise _refused(key, "a preset name", value)
        return value
    if key == "last_seats":
        if not isinstance(value, list) or len(value) > 8:
            raise _refused(key, "up to 8 [[last_seats]] tables", value)
        return [_remembered_seat(entry, f"last_seats[{i}]") for i, entry in enumerate(value)]
    return _plain_field(key, value)


def _plain_field(key: str, value: object) -> object:
    """A field the checks above do not know (added later): same type as its default."""
    defaults = {f.name: getattr(Settings(), f.name) for f in fields(Settings)}
    if key not in defaults:
        raise ValueError(f"{key}: {unknown_key_problem(key, tuple(defaults))}")
    default = defaults[key]
    if isinstance(default, bool) or isinstance(value, bool):
        ok = isinstance(value, bool) and isinstance(default, bool)
    elif isinstance(default, (int, float)):
        ok = _is_number(value) and (isinstance(default, float) or isinstance(value, int))
    elif isinstance(default, tuple) and isinstance(value, list) and len(value) == len(default):
        return tuple(value)
    else:
        ok = isinstance(value, type(default))
    if not ok:
        raise _refused(key, f"a value like {spelled(default)}", value)
    return float(value) if isinstance(default, float) and isinstance(value, (int, float)) else value


def _migrate(document: dict[str, object]) -> tuple[dict[str, object], list[str]]:
    """The document at the current version: versions 0 (no format line) to 4 have a subset
    of the keys (the missing ones take their defaults). Version 2 wrote undo's old default,
    "against-computers", into every file, so there it becomes the new default, "always"."""
    found = document.get("format", f"{FORMAT_NAME}/0")
    prefix = FORMAT_NAME + "/"
    number = found[len(prefix):] if isinstance(found, str) and found.startswith(prefix) else ""
    if not (number.isascii() and number.isdigit()):
        raise _refused("format", f'"{FORMAT}"', found)
    if int(number) > VERSION:
        raise ValueError(f"format: version {int(number)} was written by a newer Chicken Foot "
                         f"(this one reads up to {VERSION})")
    current = {k: v for k, v in document.items() if k != "format"}
    if int(number) < 3 and current.get("undo") == "against-computers":
        current["undo"] = "always"
    return current, []


def settings_from_toml(data: bytes) -> tuple[Settings, list[str]]:
    """Settings read from TOML bytes: every good key kept, each bad one named and defaulted.

    A document that is not readable at all raises ValueError with the reason.
    """
    return settings_from_document(_document(data))


def _document(data: bytes) -> dict[str, object]:
    """The TOML document of a settings file (DocumentError if it is none); its values are
    checked key by key (`settings_from_document`), so a bad one does not cost the others."""
    if len(data) > SETTINGS_BYTES:
        raise DocumentError(f"too large: {len(data)} bytes")
    return parse_toml(data, check=False)


def settings_from_document(document: dict[str, object]) -> tuple[Settings, list[str]]:
    """Settings from a parsed settings document: every good key kept, each bad one named."""
    document, problems = dict(document), []
    for key, value in list(document.items()):
        try:
            check_document({key: value})  # the limits every document meets, key by key
        except DocumentError as problem:
            problems.append(str(problem))
            del document[key]
    document, migrated = _migrate(document)
    settings = Settings()
    for key, value in document.items():
        try:
            setattr(settings, key, _field_value(key, value))
        except ValueError as problem:
            problems.append(str(problem))
    return settings, migrated + problems


class SettingsRead(NamedTuple):
    """What reading the settings file gave: the settings, a message naming the file and the
    problem (None: all well), and whether the file may be written over (`writable`): False when
    it could not be read, or was damaged and could not be set aside, so the game keeps its
    settings in memory and leaves the file as it is."""

    settings: Settings
    problem: Optional[str]
    writable: bool


def load_settings(path: "PathLike | None" = None, *,
                  set_aside_broken: bool = True) -> tuple[Settings, "str | None"]:
    """The saved settings and None; or, if the file was damaged, the best settings that could be
    kept (defaults for the rest) and a message naming the file and the problem (`read_settings`,
    which also says whether the file may be written over)."""
    found = read_settings(path, set_aside_broken=set_aside_broken)
    return found.settings, found.problem


def read_settings(path: "PathLike | None" = None, *,
                  set_aside_broken: bool = True) -> SettingsRead:
    """The settings file read. A damaged file is set aside (renamed .broken-STAMP), never
    deleted, unless not `set_aside_broken` (a second copy of the game touches no file); a file
    the disk will not give (permission denied, any read error) is kept as it is and not written
    over; a missing file just means defaults."""
    target = Path(path) if path is not None else paths.settings_path()
    try:
        document = _document(read_file(target, SETTINGS_BYTES))
        settings, problems = settings_from_document(document)
        if "format" not in document:  # cut short, or not the game's: never overwrite it
            problems.insert(0, MISSING_FORMAT)
        fatal = False
    except FileNotFoundError:
        return SettingsRead(Settings(), None, True)
    except OSError as error:
        return SettingsRead(Settings(), (
            f"{target}: cannot read the settings ({error.strerror or error}); using the "
            "defaults, and the file is kept as it is (changes last until you quit)"), False)
    except ValueError as problem:  # a refused file, not TOML, or a newer or unknown format
        settings, problems, fatal = Settings(), [str(problem)], True
    if not problems:
        return SettingsRead(settings, None, True)
    moved = set_aside(target) if set_aside_broken else None
    kept = "using the defaults" if fatal else "kept the other settings"
    where = f"; the file was set aside as {moved.name}" if moved is not None else ""
    if moved is None and set_aside_broken:
        where = "; the file could not be set aside, so it is kept as it is"
    return SettingsRead(settings, f"{target}: {'; '.join(problems[:3])}; {kept}{where}",
                        moved is not None)


def save_settings(settings: Settings, path: "PathLike | None" = None) -> None:
    """Write the settings file atomically (in the user's config directory by default);
    WriteError naming the file if it cannot be written."""
    target = Path(path) if path is not None else paths.settings_path()
    try:
        write_atomic(target, settings_to_toml(settings))
    except OSError as error:
        raise write_error(target, error) from None
