"""The game's files: settings, the autosave, statistics, replays, and the house-rules files.

Every error the store raises is a StoreError (``errors``) naming the file and the problem:
"FILE: key: expected X; found Y" (WriteError, for a write the disk refused, is an OSError too).

Everything the game keeps lives in the user's folders (platformdirs; XDG_DATA_HOME and
XDG_CONFIG_HOME, read at call time, redirect them), every file is written atomically (temporary
file, fsync, rename), every format carries a version, and a file that cannot be read is set aside
as NAME.broken-STAMP with a message naming the file and the problem, never deleted and never a
crash. Nothing read can run code (JSON, TOML and SQLite only). Everything read meets the same
limits (``limits``): only regular files, their size checked before reading, and every document's
nesting, numbers and text; a message quotes a short excerpt of a bad value, on one line.

- ``save``: ``save_match(match, path=None, wait=False)`` after every action (serialised at once,
  written by a worker thread: ``writer``), ``load_match(path=None) -> Match`` (``SaveError``),
  ``has_save()``, ``clear_save()``, ``flush_saves()``; format ``chickenfoot-save/1``.
- ``settings``: ``load_settings() -> (Settings, problem | None)``, ``save_settings(settings)``;
  TOML with ``format = "chickenfoot-settings/1"`` (a file without it is read, reported and set
  aside, never silently overwritten).
- ``stats``: ``record_game(match) -> (game id | None, problem | None)``,
  ``load_summary() -> (Summary, problem | None)``; SQLite, schema version in ``user_version``;
  a database failing ``quick_check`` is set aside, a locked one waited for, then reported.
- ``replays``: each recorded game's rounds as ``games/<id>/round-NN.json`` (round records),
  ``read_round_file(path)`` (``ReplayError``), ``read_game_rounds(folder)`` (damaged ones set
  aside), ``referee_file(path)`` (the referee command; "-" reads standard input).
- ``reviews``: a seat's review of a kept round, beside it as
  ``games/<id>/reviews/round-NN.seat-S.json``: ``load_review(round_path, seat, iterations)``
  (None when missing, stale or unreadable; never raises), ``save_review(round_path, review)``;
  format ``chickenfoot-review/1``.
- ``rules_files``: rules files and tables (TOML) and the presets in levels/:
  ``load_rules_file(path) -> LevelFile``, ``load_preset(name)``, ``preset_names()``,
  ``levels_presets()`` (what game.rules builds a ``[rules]`` table on), ``preset_problems()``
  (the broken files of levels/, by name), ``write_rules_toml``, ``level_toml`` (the rules in
  force, for ``rules check``); ``RulesFileError`` (also the rules' ``ConfigError``).
- ``ladder_files``: the ladder's levels (levels/ladder/*.toml, table files with a ``[level]``
  and a ``[goal]``): ``load_ladder() -> Ladder`` (levels in file-name order, and one message
  per file that could not be used), ``load_level(path)`` (``RulesFileError``).
- ``progress``: the ladder climbed, achievements and tiers beaten, ``progress.json``:
  ``load_progress() -> (Progress, problem | None)``, ``save_progress(progress)``,
  ``keep_game(match, levels) -> GameNews``; format ``chickenfoot-progress/1``.
- ``limits``: ``read_file(path, max_bytes)``, ``read_stream``, ``check_document(doc)``.
- ``lock``: ``DataLock``: one game per data folder (a lock file with the pid).
- ``documents`` (reading JSON and TOML bytes) and ``toml_writer`` (writing TOML values).
- ``paths``: ``data_dir()``, ``config_dir()``, ``save_path()``, ``watch_save_path()``,
  ``settings_path()``, ``stats_path()``, ``games_dir()``.
"""
