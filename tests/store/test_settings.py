"""Settings: kept in a TOML file in the config folder; a damaged file is set aside, never fatal."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.store import paths
from game.store.settings import (
    FORMAT, Settings, load_settings, read_phone_port, save_settings, settings_from_toml,
    settings_to_toml,
)


def test_first_launch_gives_defaults_without_a_message() -> None:
    assert load_settings() == (Settings(), None)


def test_settings_round_trip_through_the_config_folder(store_dirs: Path) -> None:
    chosen = Settings(
        sound=False, volume=0.35, animation_speed="fast", window_size=(1600, 900),
        fullscreen=True, tile_scheme="ebony", colour_pips=True, last_preset="party",
        last_seats=[{"name": 'Ada "the bold"', "player": "human"},
                    {"name": "Hen\\ny", "player": "expert", "pace": 0.5, "budget": 2.0}],
    )
    save_settings(chosen)
    path = paths.settings_path()
    assert path == store_dirs / "config" / "chickenfoot" / "settings.toml"
    assert f'format = "{FORMAT}"' in path.read_text()
    assert load_settings() == (chosen, None)


def test_a_file_without_a_format_line_is_an_older_version_and_is_migrated() -> None:
    settings, problems = settings_from_toml(b'sound = false\ntile_scheme = "mint"\n')
    assert problems == [] and not settings.sound and settings.tile_scheme == "mint"


@pytest.mark.parametrize("text, words", [
    (b'format = "chickenfoot-settings/6"\nsound = false\n', "newer Chicken Foot"),
    (b'sound = tru\n', "not valid TOML"),
    (b'volume = 0.5\nsound = "yes"\n', "sound: expected true or false"),
    (b'\xff\xfe', "not UTF-8"),
    (b'format = 3\n', "format"),
])
def test_bad_settings_file_is_reported_set_aside_and_defaults_used(
        text: bytes, words: str) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(text)
    settings, message = load_settings()
    assert message is not None and words in message and str(path) in message
    assert not path.exists()
    aside = list(path.parent.glob("settings.toml.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == text
    assert aside[0].name in message
    assert isinstance(settings, Settings)
    save_settings(settings)  # the game goes on and writes a good file
    assert load_settings() == (settings, None)


def test_good_keys_survive_a_bad_one() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('tile_scheme = "mint"\nvolume = 7\nwindow_size = [800, 600]\ncolour = 1\n')
    settings, message = load_settings()
    assert settings.tile_scheme == "mint" and settings.window_size == (800, 600)
    assert settings.volume == Settings().volume
    assert message is not None and "volume: expected a number from 0 to 1" in message
    assert "colour: unknown key" in message and "kept the other settings" in message


def test_bad_remembered_seat_is_named() -> None:
    settings, problems = settings_from_toml(
        b'[[last_seats]]\nname = "Ada"\nplayer = "wizard"\n')
    assert settings.last_seats == []
    assert problems == ['last_seats[0].player: expected one of "human", "phone", "easy", '
                        '"medium", "hard", "expert"; found "wizard"']


def test_written_text_reads_back_for_awkward_names() -> None:
    for name in ['a"b', "ünïcødé 🐔", "back\\slash", "'single' = [x]"]:
        chosen = Settings(last_seats=[{"name": name, "player": "human"}])
        assert settings_from_toml(settings_to_toml(chosen).encode()) == (chosen, [])
    # a name with a control character is no seat name (the one seat check refuses it), but it
    # is still written as valid TOML and read back to be named and refused
    for name in ["tab\there", "line\nbreak"]:
        chosen = Settings(last_seats=[{"name": name, "player": "human"}])
        settings, problems = settings_from_toml(settings_to_toml(chosen).encode())
        assert settings.last_seats == [] and len(problems) == 1
        assert problems[0].startswith(
            "last_seats[0].name: expected a name without control characters; found ")


def test_the_settings_for_every_eye_and_the_tables_help_round_trip(store_dirs: Path) -> None:
    chosen = Settings(tile_face="numerals", pip_palette="colour-blind", colour_pips=True,
                      large_print=True, reduced_motion=True, undo="always", auto_draw=False,
                      auto_pass=False, auto_play=True)
    save_settings(chosen)
    text = paths.settings_path().read_text()
    assert 'tile_face = "numerals"' in text and "large_print = true" in text
    assert load_settings() == (chosen, None)
    assert chosen.print_scale == 1.25 and Settings().print_scale == 1.0


def test_a_version_1_file_gets_the_new_settings_defaults() -> None:
    settings, problems = settings_from_toml(
        b'format = "chickenfoot-settings/1"\ntile_scheme = "ebony"\ncolour_pips = true\n')
    assert problems == [] and settings.tile_scheme == "ebony" and settings.colour_pips
    fresh = Settings()
    assert (settings.tile_face, settings.pip_palette, settings.large_print,
            settings.reduced_motion, settings.undo, settings.auto_draw, settings.auto_pass,
            settings.auto_play) == (fresh.tile_face, fresh.pip_palette, fresh.large_print,
                                    fresh.reduced_motion, fresh.undo, fresh.auto_draw,
                                    fresh.auto_pass, fresh.auto_play)
    assert (fresh.undo, fresh.auto_draw, fresh.auto_pass, fresh.auto_play) == (
        "always", True, True, False)
    assert (fresh.opponents, fresh.dim_unplayable, fresh.opponent_seconds) == ("normal", True, 1.2)


def test_a_version_2_file_moves_from_undos_old_default_to_the_new_one() -> None:
    """Version 2 wrote undo = "against-computers" (its default) into every file: it becomes
    "always" (between people: before the hand-over); a chosen "never" stays."""
    for old, new in (("against-computers", "always"), ("never", "never"), ("always", "always")):
        settings, problems = settings_from_toml(
            f'format = "chickenfoot-settings/2"\nundo = "{old}"\n'.encode())
        assert problems == [] and settings.undo == new
    settings, _ = settings_from_toml(b'format = "chickenfoot-settings/3"\n'
                                     b'undo = "against-computers"\nopponents = "brisk"\n')
    assert (settings.undo, settings.opponents, settings.opponent_seconds) == (
        "against-computers", "brisk", 0.7)
    _, problems = settings_from_toml(b'format = "chickenfoot-settings/3"\nopponents = "slow"\n')
    assert problems == ['opponents: expected one of "relaxed", "normal", "brisk"; found "slow"']


@pytest.mark.parametrize("line, words", [
    (b'tile_face = "dots"', 'tile_face: expected one of "pips", "numerals"; found "dots"'),
    (b'pip_palette = "rainbow"', 'pip_palette: expected one of "classic", "colour-blind"'),
    (b'undo = "sometimes"', 'undo: expected one of "against-computers", "always", "never"'),
    (b'large_print = 1', "large_print: expected true or false; found 1"),
    (b'auto_play = "yes"', "auto_play: expected true or false"),
])
def test_a_bad_new_setting_is_named_and_defaulted(line: bytes, words: str) -> None:
    settings, problems = settings_from_toml(line + b'\nvolume = 0.5\n')
    assert len(problems) == 1 and words in problems[0]
    assert settings.volume == 0.5 and settings == Settings(volume=0.5)


@pytest.mark.parametrize("text", [b"", b"# Chicken Foot settings, written by the game.\n",
                                  b'sound = false\n'])
def test_a_file_cut_before_its_format_line_is_set_aside_not_overwritten(text: bytes) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(text)
    settings, message = load_settings()
    assert message is not None and "format: missing" in message and str(path) in message
    aside = list(path.parent.glob("settings.toml.broken-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == text and aside[0].name in message
    assert settings.sound == (text != b'sound = false\n')  # the keys it had are kept


def test_the_tile_tracker_is_off_until_chosen_and_kept() -> None:
    """Version 4 added the tile tracker: off by default and in older files, kept once chosen."""
    assert not Settings().tracker
    settings, problems = settings_from_toml(b'format = "chickenfoot-settings/3"\nsound = false\n')
    assert problems == [] and not settings.tracker
    save_settings(Settings(tracker=True))
    assert "tracker = true" in paths.settings_path().read_text()
    assert load_settings() == (Settings(tracker=True), None)
    _, problems = settings_from_toml(b'format = "chickenfoot-settings/4"\ntracker = "on"\n')
    assert problems == ['tracker: expected true or false; found "on"']


def test_the_phone_port_is_8765_until_set_and_takes_0_or_a_port_from_1024() -> None:
    """Version 5 added the phones' port: 8765 by default and in older files; 0 is any free one;
    a port below 1024 (the system's) or none is named and defaulted."""
    assert Settings().phone_port == 8765
    settings, problems = settings_from_toml(b'format = "chickenfoot-settings/4"\nsound = false\n')
    assert problems == [] and settings.phone_port == 8765
    save_settings(Settings(phone_port=0))
    assert "phone_port = 0" in paths.settings_path().read_text()
    assert load_settings() == (Settings(phone_port=0), None)
    for value, found in ((b"80", "80"), (b"65536", "65536"), (b'"auto"', '"auto"'),
                         (b"true", "true"), (b"9000.0", "9000")):
        settings, problems = settings_from_toml(
            b'format = "chickenfoot-settings/5"\nphone_port = ' + value + b"\n")
        assert settings.phone_port == 8765 and len(problems) == 1
        assert problems[0].startswith("phone_port: expected 0 (any free port) or a port from "
                                      f"1024 to 65535; found {found}")
    assert [read_phone_port(typed) for typed in ("0", "1024", "65535", "9000")] == [
        0, 1024, 65535, 9000]
    for typed in ("", "1023", "65536", "-1", "٣٠٠٠", "３０００", "1_024", " 9000", "9e3", "90.0"):
        assert read_phone_port(typed) is None, typed


def test_a_window_size_past_the_pictures_memory_budget_is_refused_as_size_is() -> None:
    """window_size is held to --size's budget (store.limits.window_too_large): 7680x4320 was
    taken from the file and its window's pictures took 690 MB; now it is named in --size's
    words and the default window is used, the other keys kept."""
    settings, problems = settings_from_toml(
        b'tile_scheme = "mint"\nwindow_size = [7680, 4320]\n')
    assert settings.window_size == Settings().window_size and settings.tile_scheme == "mint"
    assert problems == [
        "window_size: expected a window of at most 16.8 million pixels, like 5120x2880: its "
        "pictures take about 20 bytes a pixel, and the game gives them at most 320 MB; found "
        "7680x4320 (33.2 million pixels, about 632 MB)"]
    for taken in ([5120, 2880], [7680, 600]):  # the largest 16:9 window, a wide and low one
        settings, problems = settings_from_toml(f"window_size = {taken}\n".encode())
        assert problems == [] and settings.window_size == tuple(taken)
