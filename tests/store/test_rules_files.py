"""House-rules files: presets, user files, table arrangements and the exact refusal messages."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import resources
from game.rules.config import PresetInfo, rules_from_table
from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet
from game.seats import Seat
from game.store.rules_files import (
    LevelFile,
    levels_presets,
    load_preset,
    load_rules_file,
    load_user_rules,
    preset_names,
    write_rules_toml,
)

PRESETS = ["classic", "family", "manufacturer", "party"]
CLASSIC = RuleSet(
    set=9, hand_size="table", start="holder", missing_double="draw", opening="cross",
    must_play=True, drawn_tile="may", yard_reserve="none", double_blank=50,
    chickenlittle="off", game_end="rounds", target_score=200,
)


def write(tmp_path: Path, text: str | bytes, name: str = "mine.toml") -> Path:
    """A file in tmp_path with this content."""
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def refusal(path: Path) -> str:
    """The message load_rules_file refuses `path` with."""
    with pytest.raises(ConfigError) as caught:
        load_rules_file(path)
    return str(caught.value)


# ---------------------------------------------------------------- presets

def test_preset_names_lists_the_four_presets() -> None:
    assert preset_names() == PRESETS


def test_classic_preset() -> None:
    level = load_preset("classic")
    assert level.rules == CLASSIC == RuleSet()
    info = level.preset
    assert info is not None and info.title == "Classic" and info.description
    assert info == PresetInfo("Classic", info.description, 2, 6, (9,), None)
    assert level.seats == ()
    assert level.preset_name == "classic"
    assert level.path == resources.LEVELS / "classic.toml"


def test_manufacturer_preset() -> None:
    level = load_preset("manufacturer")
    assert level.rules == CLASSIC.with_changes(
        opening="double-foot", start="placed", drawn_tile="must")
    assert level.preset is not None
    assert (level.preset.min_seats, level.preset.max_seats, level.preset.sets) == (2, 6, (9,))


def test_family_preset_offers_double_6_only_to_small_tables() -> None:
    level = load_preset("family")
    assert level.rules == CLASSIC.with_changes(hand_size="small", chickenlittle="courtesy")
    info = level.preset
    assert info is not None
    assert (info.min_seats, info.max_seats, info.sets, info.small_sets_max_seats) == (
        2, 4, (9, 6), 3)
    assert info.default_set == 9
    assert info.sets_for(2) == (9, 6)
    assert info.sets_for(3) == (9, 6)
    assert info.sets_for(4) == (9,)
    assert info.sets_for(5) == ()
    assert level.rules.with_changes(set=6).hand_tiles(3) == 5


def test_party_preset() -> None:
    level = load_preset("party")
    assert level.rules == CLASSIC.with_changes(set=12, hand_size="42")
    info = level.preset
    assert info is not None
    assert (info.min_seats, info.max_seats, info.default_set) == (4, 8, 12)
    assert info.sets_for(3) == ()
    assert [level.rules.hand_tiles(n) for n in (4, 6, 8)] == [11, 7, 5]


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_sets_every_key_with_a_comment(name: str) -> None:
    text = (resources.LEVELS / f"{name}.toml").read_text(encoding="utf-8")
    rules_part = text.split("[rules]", 1)[1]
    for key in RuleSet().as_dict():
        lines = [line for line in rules_part.splitlines() if line.startswith(f"{key} =")]
        assert len(lines) == 1 and "#" in lines[0], key


def test_unknown_preset_by_name() -> None:
    with pytest.raises(ConfigError) as caught:
        load_preset("partyy")
    assert str(caught.value) == (
        'no preset named "partyy" in levels/; did you mean "party"? '
        "(presets: classic, family, manufacturer, party)")


# ---------------------------------------------------------------- user files and tables

def test_user_file_names_a_preset_and_overrides_keys(tmp_path: Path) -> None:
    path = write(tmp_path, '[rules]\npreset = "family"\ndouble_blank = 25\nmust_play = false\n')
    level = load_user_rules(path)
    assert level.rules == load_preset("family").rules.with_changes(
        double_blank=25, must_play=False)
    assert level.preset is None and level.seats == ()
    assert level.preset_name == "family"
    assert level.path == path


def test_user_file_without_preset_starts_from_classic(tmp_path: Path) -> None:
    level = load_rules_file(write(tmp_path, "[rules]\nhand_size = 7\n"))
    assert level.rules == CLASSIC.with_changes(hand_size=7)
    assert level.preset_name == "classic"


def test_empty_file_is_classic(tmp_path: Path) -> None:
    assert load_rules_file(write(tmp_path, "")).rules == CLASSIC


def test_example_tables_load() -> None:
    family = load_rules_file(resources.LEVELS / "tables" / "family-night.toml")
    assert family.rules == load_preset("family").rules
    assert [s.player for s in family.seats] == ["human", "easy", "medium", "hard"]
    party = load_rules_file(resources.LEVELS / "tables" / "party-8.toml")
    assert party.preset_name == "party" and len(party.seats) == 8
    assert {s.player for s in party.seats} == {"human", "easy", "medium", "hard", "expert"}
    expert = next(s for s in party.seats if s.player == "expert")
    assert expert.budget == 2.0 and not expert.is_human


def test_seat_defaults_and_int_pace(tmp_path: Path) -> None:
    path = write(tmp_path, '[[seats]]\nname = "Ann"\nplayer = "human"\n'
                           '[[seats]]\nname = "Bot"\nplayer = "expert"\npace = 1\n')
    assert load_rules_file(path).seats == (
        Seat("Ann", "human"), Seat("Bot", "expert", pace=1.0))


def test_tables_are_not_presets() -> None:
    assert isinstance(load_rules_file(resources.LEVELS / "tables" / "party-8.toml"), LevelFile)
    assert "party-8" not in preset_names()


# ---------------------------------------------------------------- exact refusals

@pytest.mark.parametrize("text, problem", [
    ('[rules]\nopenning = "cross"\n',
     'rules.openning: unknown key; did you mean "opening"?'),
    ('[rules]\ncolour = "red"\n',
     "rules.colour: unknown key; known keys are: set, hand_size, start, missing_double, "
     "opening, must_play, drawn_tile, yard_reserve, double_blank, chickenlittle, game_end, "
     "target_score, blank_half, unfinished_foot, stuck_ends_round, draw_until_playable, preset"),
    ('[rules]\nset = "9"\n', 'rules.set: expected an integer from 6 to 18; found "9"'),
    ("[rules]\nmust_play = 1\n", "rules.must_play: expected true or false; found 1"),
    ("[rules]\ndouble_blank = true\n", "rules.double_blank: expected an integer >= 0; found true"),
    ('[rules]\nopening = "crosss"\n',
     'rules.opening: expected one of "cross", "double-foot"; found "crosss"'),
    ("[rules]\nset = 19\n", "rules.set: expected an integer from 6 to 18; found 19"),
    ("[rules]\nset = 9.0\n", "rules.set: expected an integer from 6 to 18; found 9.0"),
    ("[rules]\nhand_size = 0\n",
     'rules.hand_size: expected one of "table", "small", "basic", "42", or an integer >= 1; '
     "found 0"),
    ('[rules]\npreset = "clasic"\n',
     'rules.preset: no preset named "clasic" in levels/; did you mean "classic"? '
     "(presets: classic, family, manufacturer, party)"),
    ('[rules]\npreset = "zzz"\n',
     'rules.preset: no preset named "zzz" in levels/ '
     "(presets: classic, family, manufacturer, party)"),
    ("[rules]\npreset = 3\n",
     "rules.preset: expected the name of a preset (classic, family, manufacturer, party); "
     "found 3"),
    ("rules = 5\n", "rules: expected a table; found 5"),
    ("[rulez]\nset = 9\n", 'rulez: unknown table; did you mean "rules"?'),
    ("[scores]\nx = 1\n", "scores: unknown table; known tables are: rules, preset, seats"),
    ('preset = "family"\n',
     'preset: expected a table; found "family" '
     '(to build on a preset, write preset = "family" inside [rules])'),
])
def test_exact_refusal(tmp_path: Path, text: str, problem: str) -> None:
    path = write(tmp_path, text)
    assert refusal(path) == f"{path}: {problem}"


def test_toml_syntax_error(tmp_path: Path) -> None:
    path = write(tmp_path, "[rules]\nset = \n")
    assert refusal(path) == f"{path}: not valid TOML: Invalid value (at line 2, column 7)"


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    assert refusal(path) == f"{path}: file not found"


def test_non_utf8_file(tmp_path: Path) -> None:
    path = write(tmp_path, b'[rules]\nopening = "cr\xffoss"\n')
    assert refusal(path) == (
        f"{path}: not valid TOML: not UTF-8 text (byte 0xff at line 2, column 14)")


def test_directory_is_unreadable(tmp_path: Path) -> None:
    assert refusal(tmp_path) == f"{tmp_path}: cannot read the file: Is a directory"


def test_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = write(tmp_path, b"\xef\xbb\xbf[rules]\nset = 12\n")
    assert load_rules_file(path).rules.set == 12


def test_paths_inside_the_checkout_are_shown_relative() -> None:
    with pytest.raises(ConfigError) as caught:
        load_rules_file(resources.LEVELS / "no-such-file.toml")
    assert str(caught.value) == "levels/no-such-file.toml: file not found"


SEAT_A = '[[seats]]\nname = "Ann"\nplayer = "human"\n'


@pytest.mark.parametrize("text, problem", [
    (SEAT_A + '[[seats]]\nname = "Bo"\nplayer = "guru"\n',
     'seats[1].player: expected one of "human", "phone", "easy", "medium", "hard", '
     '"expert"; found "guru"'),
    (SEAT_A + '[[seats]]\nplayer = "easy"\n',
     "seats[1].name: expected a non-empty string; found nothing"),
    (SEAT_A + '[[seats]]\nname = "  "\nplayer = "easy"\n',
     'seats[1].name: expected a non-empty string; found "  "'),
    (SEAT_A + '[[seats]]\nname = "Bo"\nplayer = "easy"\npace = -1\n',
     "seats[1].pace: expected a number of seconds >= 0; found -1"),
    (SEAT_A + '[[seats]]\nname = "Bo"\nplayer = "expert"\nbudget = 0\n',
     "seats[1].budget: expected a number of seconds > 0; found 0"),
    (SEAT_A + '[[seats]]\nname = "Bo"\nplayer = "hard"\nbudget = 2.5\n',
     'seats[1].budget: only an "expert" player has a thinking budget; this seat is "hard"'),
    ('[[seats]]\nname = "Ann"\nplayer = "human"\npace = 1\n'
     '[[seats]]\nname = "Bo"\nplayer = "easy"\n',
     'seats[0].pace: only a computer player has a pace; this seat is "human"'),
    ('[[seats]]\nname = "Ann"\nplayer = "phone"\npace = 1\n'
     '[[seats]]\nname = "Bo"\nplayer = "easy"\n',
     'seats[0].pace: only a computer player has a pace; this seat is "phone"'),
    (SEAT_A + '[[seats]]\nname = "Bo"\nplayer = "easy"\nspeed = 2\n',
     'seats[1].speed: unknown key; known keys are: name, player, pace, budget'),
    (SEAT_A + '[[seats]]\nname = "Bo"\nplayr = "easy"\n',
     'seats[1].playr: unknown key; did you mean "player"?'),
    (SEAT_A + '[[seats]]\nname = "Ann"\nplayer = "easy"\n',
     'seats[1].name: expected a name no other seat has; found "Ann", '
     "already the name of seats[0]"),
    (SEAT_A, "seats: expected 2 to 8 [[seats]] entries; found 1"),
    ('[seats]\nname = "Ann"\n',
     'seats: expected an array of tables ([[seats]]); found { name = "Ann" }'),
    ('[rules]\nset = 6\n' + SEAT_A * 1 + '[[seats]]\nname = "Bo"\nplayer = "easy"\n'
     '[[seats]]\nname = "Cy"\nplayer = "easy"\n[[seats]]\nname = "Di"\nplayer = "easy"\n',
     'rules.hand_size: the "table" hand table has no entry for 4 players with a double-6 set '
     "(it covers double-9 with 2-6 players, double-12 with 4-8 players)"),
])
def test_bad_seats(tmp_path: Path, text: str, problem: str) -> None:
    path = write(tmp_path, text)
    assert refusal(path) == f"{path}: {problem}"


# ---------------------------------------------------------------- preset files

def preset_folder(tmp_path: Path, name: str, replace: tuple[str, str]) -> Path:
    """A levels folder holding a copy of preset `name` with one text replacement."""
    folder = tmp_path / "levels"
    folder.mkdir()
    text = (resources.LEVELS / f"{name}.toml").read_text(encoding="utf-8")
    assert replace[0] in text
    (folder / f"{name}.toml").write_text(text.replace(*replace), encoding="utf-8")
    return folder


@pytest.mark.parametrize("name, replace, problem", [
    ("family", ("small_sets_max_seats = 3", "small_sets_max_seats = 4"),
     'preset.sets: double-6 is offered to 4 players but cannot be dealt (rules.hand_size: '
     'the "small" hand table has no entry for 4 players with a double-6 set '
     "(it covers double-6 with 2-3 players, double-9 with 2-4 players))"),
    ("family", ("sets = [9, 6]", "sets = [6, 9]"),
     "preset.sets[0]: expected the default set, rules.set = 9; found 6"),
    ("family", ("sets = [9, 6]", "sets = [9, 9]"),
     "preset.sets[1]: expected a set not listed before; found 9"),
    ("party", ("min_seats = 4", "min_seats = 1"),
     "preset.min_seats: expected an integer from 2 to 8; found 1"),
    ("party", ("max_seats = 8", "max_seats = 3"),
     "preset.max_seats: expected an integer from 4 (min_seats) to 8; found 3"),
    ("classic", ('title = "Classic"', 'titel = "Classic"'),
     'preset.titel: unknown key; did you mean "title"?'),
    ("classic", ("target_score = 200", "# target_score"),
     "rules: a preset file must set every key; missing target_score"),
    ("classic", ("\n[rules]\n", '\n[rules]\npreset = "party"\n'),
     "rules.preset: a preset file sets every key itself; it cannot build on another preset"),
])
def test_bad_preset_file(tmp_path: Path, name: str, replace: tuple[str, str],
                         problem: str) -> None:
    folder = preset_folder(tmp_path, name, replace)
    with pytest.raises(ConfigError) as caught:
        load_preset(name, levels=folder)
    assert str(caught.value) == f"{folder / (name + '.toml')}: {problem}"


def test_user_file_reports_a_broken_preset(tmp_path: Path) -> None:
    folder = preset_folder(tmp_path, "classic", ("set = 9 ", "set = 99 "))
    with pytest.raises(ConfigError) as caught:
        rules_from_table({}, "mine.toml", levels_presets(folder))
    assert str(caught.value) == (
        f"{folder / 'classic.toml'}: rules.set: expected an integer from 6 to 18; found 99")


# ---------------------------------------------------------------- writing

def test_write_rules_toml_reads_back(tmp_path: Path) -> None:
    rules = load_preset("party").rules.with_changes(opening="double-foot", must_play=False)
    text = write_rules_toml(rules, "party")
    assert text.splitlines()[1:5] == [
        "[rules]",
        'preset = "party"  # the preset these rules start from (a file in levels/)',
        'opening = "double-foot"  # "cross" (4 tiles) or "double-foot" (6) around the '
        "starting double",
        "must_play = false  # false: a player may draw and pass while holding a playable tile",
    ]
    level = load_user_rules(write(tmp_path, text))
    assert level.rules == rules and level.preset_name == "party"


# ---------------------------------------------------------------- properties

FRAGMENTS = st.sampled_from([
    "[rules]\n", "[preset]\n", "[[seats]]\n", "[rulez]\n", "set = 9\n", "set = 6\n",
    'hand_size = "42"\n', "hand_size = 3\n", 'opening = "double-foot"\n', "must_play = 0\n",
    'preset = "party"\n', 'name = "Ann"\n', 'name = "Bo"\n', 'player = "easy"\n',
    'player = "expert"\n', "pace = 0.5\n", "budget = 1\n", "title = 3\n", "sets = [9]\n",
    "min_seats = 2\n", "max_seats = 9\n", "= =\n", '"\n', "\xff", "x = [1, {}]\n",
])


@pytest.fixture(scope="module")
def garbage(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The file each example writes over (a folder for each was 200 folders)."""
    return tmp_path_factory.mktemp("garbage") / "file.toml"


@settings(max_examples=200)
@given(st.lists(FRAGMENTS, max_size=12).map("".join) | st.binary(max_size=40))
def test_any_file_gives_a_level_or_config_error(garbage: Path, content: str | bytes) -> None:
    path = garbage
    path.write_bytes(content.encode("utf-8", "surrogateescape")
                     if isinstance(content, str) else content)
    try:
        assert isinstance(load_rules_file(path), LevelFile)
    except ConfigError as error:
        assert str(error).startswith(f"{path}: ")


def test_presets_folder_can_be_copied(tmp_path: Path) -> None:
    folder = tmp_path / "levels"
    shutil.copytree(resources.LEVELS, folder)
    assert preset_names(folder) == PRESETS
    assert load_preset("party", levels=folder).rules == load_preset("party").rules
