"""Setup's list of rules files and a typed path, as game.store.rules_files finds them: each
file's title and description from its TOML, a broken file saying why, and a missing file naming
every full path looked at (issue 32)."""

import pytest

from game.store.rules_files import RulesFileError, find_rules_file, rules_file_entries


def test_descriptions_come_from_the_preset_the_first_comment_or_what_it_builds_on(tmp_path):
    (tmp_path / "a-preset.toml").write_text(
        '[preset]\ntitle = "Mine"\ndescription = "My own preset."\n[rules]\nset = 9\n')
    (tmp_path / "b_commented.toml").write_text("\n# B commented: cheap blanks.\n[rules]\n"
                                               "double_blank = 25\n")
    (tmp_path / "c.toml").write_text('[rules]\npreset = "family"\n')
    (tmp_path / "d.toml").write_text("[rules\n")
    (tmp_path / "notes.txt").write_text("# not a rules file\n")
    entries = rules_file_entries([tmp_path, tmp_path / "missing"])
    assert [(e.path.name, e.title, e.description) for e in entries[:3]] == [
        ("a-preset.toml", "A preset", "My own preset."),
        ("b_commented.toml", "B commented", "Cheap blanks."),
        ("c.toml", "C", "House rules on the family preset."),
    ]
    assert entries[3].description.startswith("This file cannot be used: ")
    assert len(entries) == 4


def test_a_typed_path_is_found_from_home_then_by_name_in_the_list_folders(tmp_path):
    home = tmp_path / "home"
    (home / "rules").mkdir(parents=True)
    (home / "rules" / "ours.toml").write_text("[rules]\n")
    assert find_rules_file("rules/ours.toml", home) == home / "rules" / "ours.toml"
    assert find_rules_file("family-night.toml", home).parts[-2:] == ("tables",
                                                                     "family-night.toml")


def test_a_missing_file_names_every_full_path_looked_at(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    home = tmp_path / "home"
    with pytest.raises(RulesFileError) as nested:
        find_rules_file("games/ours.toml", home)
    assert str(nested.value) == (f"games/ours.toml: file not found (looked for "
                                 f"{home / 'games' / 'ours.toml'})")
    with pytest.raises(RulesFileError) as bare:
        find_rules_file(" ours.toml ", home)
    message = str(bare.value)
    assert message.startswith(f"ours.toml: file not found (looked for {home / 'ours.toml'}, ")
    assert str(tmp_path / "data" / "chickenfoot" / "rules" / "ours.toml") in message
    with pytest.raises(RulesFileError) as absolute:
        find_rules_file(str(tmp_path / "nowhere.toml"), home)
    assert str(absolute.value).endswith(f"(looked for {tmp_path / 'nowhere.toml'})")
