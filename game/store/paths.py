"""Where the player's files live: data (autosave, statistics, replays) and config (settings).

The usual XDG variables (XDG_DATA_HOME, XDG_CONFIG_HOME) are honoured on every platform and read
at call time, so tests and players can point the game elsewhere; otherwise platformdirs decides.
"""
from __future__ import annotations

import os
from pathlib import Path

APP = "chickenfoot"


def _xdg(variable: str) -> Path | None:
    """The directory an XDG variable names, if it is set to an absolute path (the spec's rule)."""
    value = os.environ.get(variable, "")
    return Path(value) / APP if value and os.path.isabs(value) else None


def data_dir() -> Path:
    """The game's data directory (autosave, statistics, replays); not created here."""
    found = _xdg("XDG_DATA_HOME")
    if found is not None:
        return found
    import platformdirs  # only when no XDG variable says (it takes ~20 ms to import)

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """The game's config directory (settings); not created here."""
    found = _xdg("XDG_CONFIG_HOME")
    if found is not None:
        return found
    import platformdirs  # only when no XDG variable says (it takes ~20 ms to import)

    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def save_path() -> Path:
    """The autosave of the game in progress."""
    return data_dir() / "save.json"


def watch_save_path() -> Path:
    """The autosave of a watched (AI-only) game, kept apart so it never replaces a player's."""
    return data_dir() / "watch.json"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.toml"


def stats_path() -> Path:
    """The statistics database."""
    return data_dir() / "stats.sqlite3"


def games_dir() -> Path:
    """Where the round records of finished games are kept, one folder per game."""
    return data_dir() / "games"


def rules_dir() -> Path:
    """The player's own rules and table files, listed in setup beside the game's tables."""
    return data_dir() / "rules"
