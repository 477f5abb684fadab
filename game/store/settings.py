"""The player's settings (kept in a TOML file in the user's config directory)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Union

PathLike = Union[str, "os.PathLike[str]"]

SCHEMES = ("ivory", "ebony", "mint")
SPEEDS = ("slow", "normal", "fast")


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

    @property
    def pace_factor(self) -> float:
        """Multiplier on animation durations for the chosen speed."""
        return {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(self.animation_speed, 1.0)


# ---------------------------------------------------------------- the settings file

FORMAT_NAME = "chickenfoot-settings"
VERSION = 1
FORMAT = f"{FORMAT_NAME}/{VERSION}"
SEAT_PLAYERS = ("human", "easy", "medium", "hard", "expert")
MAX_SETTINGS_BYTES = 1024 * 1024
WINDOW_LIMITS = ((320, 7680), (240, 4320))


def settings_to_toml(settings: Settings) -> str:
    """The settings as TOML text (format line first, one key a line, seats as [[last_seats]])."""
    from game.rules.config import toml_key, toml_value

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


def _is_number(value: object) -> bool:
    import math

    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _check_seat(entry: object, where: str) -> dict[str, object]:
    """A remembered seat (name, player, pace, budget) or ValueError naming what is wrong."""
    if not isinstance(entry, dict):
        raise ValueError(f"{where}: expected a table with name and player")
    extra = sorted(set(entry) - {"name", "player", "pace", "budget"})
    if extra:
        raise ValueError(f"{where}.{extra[0]}: unknown key (a seat has name, player, pace, budget)")
    name, player = entry.get("name"), entry.get("player", "human")
    if not isinstance(name, str) or not name.strip() or len(name) > 80:
        raise ValueError(f"{where}.name: expected a name; found {name!r}")
    if player not in SEAT_PLAYERS:
        raise ValueError(f"{where}.player: expected one of {', '.join(SEAT_PLAYERS)}; found {player!r}")
    seat: dict[str, object] = {"name": name, "player": player}
    for key in ("pace", "budget"):
        if key in entry:
            value = entry[key]
            if not _is_number(value) or not 0 <= float(value) <= 3600:  # type: ignore[arg-type]
                raise ValueError(f"{where}.{key}: expected seconds (0 to 3600); found {value!r}")
            seat[key] = float(value)  # type: ignore[arg-type]
    return seat


def _field_value(key: str, value: object) -> object:
    """The value of one settings key, or ValueError saying what was expected."""
    if key in ("sound", "fullscreen", "colour_pips"):
        if not isinstance(value, bool):
            raise ValueError(f"{key}: expected true or false; found {value!r}")
        return value
    if key == "volume":
        if not _is_number(value) or not 0 <= float(value) <= 1:  # type: ignore[arg-type]
            raise ValueError(f"volume: expected a number from 0 to 1; found {value!r}")
        return float(value)  # type: ignore[arg-type]
    if key in ("animation_speed", "tile_scheme"):
        choices = SPEEDS if key == "animation_speed" else SCHEMES
        if value not in choices:
            raise ValueError(f"{key}: expected one of {', '.join(choices)}; found {value!r}")
        return value
    if key == "window_size":
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                or not all(lo <= v <= hi for v, (lo, hi) in zip(value, WINDOW_LIMITS))):
            raise ValueError(f"window_size: expected [width, height] from [320, 240] to "
                             f"[7680, 4320]; found {value!r}")
        return (value[0], value[1])
    if key == "last_preset":
        if not isinstance(value, str) or not value or len(value) > 80 or "/" in value or "\\" in value:
            raise ValueError(f"last_preset: expected a preset name; found {value!r}")
        return value
    if key == "last_seats":
        if not isinstance(value, list) or len(value) > 8:
            raise ValueError("last_seats: expected up to 8 [[last_seats]] tables")
        return [_check_seat(entry, f"last_seats[{i}]") for i, entry in enumerate(value)]
    return _plain_field(key, value)


def _plain_field(key: str, value: object) -> object:
    """A field the checks above do not know (added later): same type as its default."""
    defaults = {f.name: getattr(Settings(), f.name) for f in fields(Settings)}
    if key not in defaults:
        raise ValueError(f"{key}: unknown key (settings are {', '.join(defaults)})")
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
        raise ValueError(f"{key}: expected a value like {default!r}; found {value!r}")
    return float(value) if isinstance(default, float) else value  # type: ignore[arg-type]


def _migrate(document: dict[str, object]) -> tuple[dict[str, object], list[str]]:
    """The document at the current version; version 0 (no format line) has the same keys."""
    found = document.get("format", f"{FORMAT_NAME}/0")
    prefix = FORMAT_NAME + "/"
    number = found[len(prefix):] if isinstance(found, str) and found.startswith(prefix) else ""
    if not (number.isascii() and number.isdigit()):
        raise ValueError(f'format: expected "{FORMAT}"; found {found!r}')
    if int(number) > VERSION:
        raise ValueError(f"format: version {int(number)} was written by a newer Chicken Foot "
                         f"(this one reads up to {VERSION})")
    return {k: v for k, v in document.items() if k != "format"}, []


def settings_from_toml(data: bytes) -> tuple[Settings, list[str]]:
    """Settings read from TOML bytes: every good key kept, each bad one named and defaulted.

    A document that is not readable at all raises ValueError with the reason.
    """
    import sys

    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[import-not-found,no-redef,unused-ignore]

    if len(data) > MAX_SETTINGS_BYTES:
        raise ValueError(f"too large ({len(data)} bytes)")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise ValueError(f"not valid TOML: not UTF-8 text (at byte {error.start})") from None
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"not valid TOML: {error}") from None
    except RecursionError:
        raise ValueError("not valid TOML: nested too deeply") from None
    document, problems = _migrate(document)
    settings = Settings()
    for key, value in document.items():
        try:
            setattr(settings, key, _field_value(key, value))
        except ValueError as problem:
            problems.append(str(problem))
    return settings, problems


def load_settings(path: "PathLike | None" = None) -> tuple[Settings, "str | None"]:
    """The saved settings and None; or, if the file was damaged, the best settings that could be
    kept (defaults for the rest) and a message naming the file and the problem. A damaged file is
    set aside (renamed .broken-STAMP), never deleted; a missing file just means defaults."""
    from game.store import paths
    from game.store.atomic import set_aside

    target = Path(path) if path is not None else paths.settings_path()
    try:
        data = target.read_bytes()
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        return Settings(), f"{target}: cannot read the settings ({error.strerror or error}); using defaults"
    try:
        settings, problems = settings_from_toml(data)
    except ValueError as problem:
        settings, problems, fatal = Settings(), [str(problem)], True
    except Exception as error:  # never let a settings file stop the game
        settings, problems, fatal = Settings(), [f"cannot be read ({type(error).__name__})"], True
    else:
        fatal = False
    if not problems:
        return settings, None
    moved = set_aside(target)
    kept = "using the defaults" if fatal else "kept the other settings"
    where = f"; the file was set aside as {moved.name}" if moved is not None else ""
    return settings, f"{target}: {'; '.join(problems[:3])}; {kept}{where}"


def save_settings(settings: Settings, path: "PathLike | None" = None) -> None:
    """Write the settings file atomically (in the user's config directory by default)."""
    from game.store import paths
    from game.store.atomic import write_atomic

    target = Path(path) if path is not None else paths.settings_path()
    write_atomic(target, settings_to_toml(settings))
