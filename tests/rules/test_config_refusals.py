"""A `[rules]` table and a preset file's rules refused exactly: each rule key says what it
expects, a points rule its ceiling, a preset name that is not one, a preset file that builds on
another or leaves a key out (game.rules.config)."""
from __future__ import annotations

import pytest

from game.rules.config import preset_file_rules, rules_from_table
from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet

EXPECTS = {
    "set": "an integer from 6 to 18",
    "hand_size": 'one of "table", "small", "basic", "42", or an integer >= 1',
    "start": 'one of "holder", "placed"',
    "missing_double": 'one of "draw", "next-lower", "reshuffle"',
    "opening": 'one of "cross", "double-foot"',
    "must_play": "true or false",
    "drawn_tile": 'one of "may", "must"',
    "yard_reserve": 'one of "none", "auto"',
    "double_blank": "an integer >= 0",
    "chickenlittle": 'one of "off", "courtesy", "enforced"',
    "game_end": 'one of "rounds", "long", "target"',
    "target_score": "an integer >= 1",
    "blank_half": "an integer >= 0",
    "unfinished_foot": "an integer >= 0",
    "stuck_ends_round": "true or false",
    "draw_until_playable": "true or false",
}
FULL = RuleSet().as_dict()


def refusal(table: dict[str, object], preset_file: bool = False) -> str:
    with pytest.raises(ConfigError) as refused:
        if preset_file:
            preset_file_rules(table, "family.toml")
        else:
            rules_from_table(table, "house.toml")
    return str(refused.value)


@pytest.mark.parametrize("key", list(EXPECTS))
def test_every_rule_key_says_what_it_expects(key: str) -> None:
    assert refusal({key: [1]}) == f"house.toml: rules.{key}: expected {EXPECTS[key]}; found [1]"
    assert refusal({**FULL, key: [1]}, preset_file=True) == (
        f"family.toml: rules.{key}: expected {EXPECTS[key]}; found [1]")


@pytest.mark.parametrize("key", ["double_blank", "target_score", "blank_half",
                                 "unfinished_foot"])
def test_a_points_rule_past_a_million_is_refused_with_its_ceiling(key: str) -> None:
    assert rules_from_table({key: 1_000_000}, "house.toml").as_dict()[key] == 1_000_000
    assert refusal({key: 1_000_001}) == (
        f"house.toml: rules.{key}: expected an integer <= 1000000; found 1000001")
    assert refusal({**FULL, key: 10 ** 20}, preset_file=True) == (
        f"family.toml: rules.{key}: expected an integer <= 1000000; found {10 ** 20}")


def test_a_preset_is_named_by_a_string_the_rules_know() -> None:
    assert refusal({"preset": 5}) == (
        "house.toml: rules.preset: expected the name of a preset (classic); found 5")
    assert refusal({"preset": "clasic"}) == ('house.toml: rules.preset: no preset named "clasic" '
                                             'in the rules engine; did you mean "classic"? '
                                             '(presets: classic)')
    assert rules_from_table({"preset": "classic", "set": 12}, "house.toml") == RuleSet(set=12)
    assert rules_from_table({}, "house.toml") == RuleSet()


def test_a_preset_file_sets_every_key_itself() -> None:
    assert preset_file_rules({**FULL, "set": 12, "opening": "double-foot"}, "family.toml") == (
        RuleSet(set=12, opening="double-foot"))
    assert refusal({**FULL, "preset": "classic"}, preset_file=True) == (
        "family.toml: rules.preset: a preset file sets every key itself; it cannot build on "
        "another preset")
    assert refusal({**FULL, "zebra": 1}, preset_file=True).startswith(
        "family.toml: rules.zebra: unknown key; known keys are: set, hand_size, ")
    left_out = {k: v for k, v in FULL.items() if k not in ("start", "blank_half")}
    assert refusal(left_out, preset_file=True) == (
        "family.toml: rules: a preset file must set every key; missing start, blank_half")
    assert refusal({"set": 9}, preset_file=True) == (
        "family.toml: rules: a preset file must set every key; missing "
        + ", ".join(k for k in FULL if k != "set"))


class TwoPresets:
    """Presets as a levels folder offers them: more than one name."""

    where = "levels/"

    def names(self) -> list[str]:
        return ["classic", "party"]

    def rules(self, name: str) -> RuleSet:
        return RuleSet(set=12) if name == "party" else RuleSet()


def test_a_preset_named_by_a_non_string_lists_every_preset_there_is() -> None:
    with pytest.raises(ConfigError) as refused:
        rules_from_table({"preset": ["party"]}, "house.toml", TwoPresets())
    assert str(refused.value) == ('house.toml: rules.preset: expected the name of a preset '
                                  '(classic, party); found ["party"]')
    assert rules_from_table({"preset": "party"}, "house.toml", TwoPresets()) == RuleSet(set=12)
