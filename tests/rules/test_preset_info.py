"""A preset file's `[preset]` table (game.rules.config.preset_info): what the menu shows and
offers, checked against the preset's rules, every refusal naming its key; and the one preset
the rules know without a file."""
from __future__ import annotations

import pytest

from game.rules.config import BUILT_IN, PresetInfo, preset_info
from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet

RULES = RuleSet(set=9, hand_size=7)
TABLE: dict[str, object] = {"title": "Family", "description": "For families", "min_seats": 2,
                            "max_seats": 4, "sets": [9, 6, 12], "small_sets_max_seats": 3}


def test_a_preset_table_gives_what_the_menu_shows_and_the_sets_it_offers_per_seat_count() -> None:
    info = preset_info(TABLE, RULES, "family.toml")
    assert info == PresetInfo("Family", "For families", 2, 4, (9, 6, 12), 3)
    assert info.default_set == 9
    # a set smaller than the default only up to small_sets_max_seats players
    assert [info.sets_for(n) for n in range(1, 6)] == [
        (), (9, 6, 12), (9, 6, 12), (9, 12), ()]
    anyone = preset_info({k: v for k, v in TABLE.items() if k != "small_sets_max_seats"},
                         RULES, "family.toml")
    assert anyone.small_sets_max_seats is None
    assert [anyone.sets_for(n) for n in range(1, 6)] == [
        (), (9, 6, 12), (9, 6, 12), (9, 6, 12), ()]
    one = preset_info({**TABLE, "min_seats": 3, "max_seats": 3, "small_sets_max_seats": 3},
                      RULES, "family.toml")
    assert [one.sets_for(n) for n in (2, 3, 4)] == [(), (9, 6, 12), ()]


BAD = [
    ({"zebra": 1}, 'family.toml: preset.zebra: unknown key; known keys are: title, description, '
                   'min_seats, max_seats, sets, small_sets_max_seats'),
    ({"titel": "x"}, 'family.toml: preset.titel: unknown key; did you mean "title"?'),
    ({"min_seats": 1}, "family.toml: preset.min_seats: expected an integer from 2 to 8; found 1"),
    ({"min_seats": 9}, "family.toml: preset.min_seats: expected an integer from 2 to 8; found 9"),
    ({"max_seats": 1}, "family.toml: preset.max_seats: expected an integer from 2 (min_seats) "
                       "to 8; found 1"),
    ({"min_seats": 3, "max_seats": 2}, "family.toml: preset.max_seats: expected an integer "
                                       "from 3 (min_seats) to 8; found 2"),
    ({"max_seats": 9}, "family.toml: preset.max_seats: expected an integer from 2 (min_seats) "
                       "to 8; found 9"),
    ({"title": " "}, 'family.toml: preset.title: expected a non-empty string; found " "'),
    ({"description": None}, "family.toml: preset.description: expected a non-empty string; "
                            "found nothing"),
    ({"sets": None}, "family.toml: preset.sets: expected a non-empty array of sets, the first "
                     "rules.set = 9; found nothing"),
    ({"sets": []}, "family.toml: preset.sets: expected a non-empty array of sets, the first "
                   "rules.set = 9; found []"),
    ({"sets": 9}, "family.toml: preset.sets: expected a non-empty array of sets, the first "
                  "rules.set = 9; found 9"),
    ({"sets": [9, 19]}, "family.toml: preset.sets[1]: expected an integer from 6 to 18; "
                        "found 19"),
    ({"sets": [9, 5]}, "family.toml: preset.sets[1]: expected an integer from 6 to 18; found 5"),
    ({"sets": [9, "12"]}, 'family.toml: preset.sets[1]: expected an integer from 6 to 18; '
                          'found "12"'),
    ({"sets": [9, 12, 12]}, "family.toml: preset.sets[2]: expected a set not listed before; "
                            "found 12"),
    ({"sets": [12, 9]}, "family.toml: preset.sets[0]: expected the default set, rules.set = 9; "
                        "found 12"),
    ({"small_sets_max_seats": 1}, "family.toml: preset.small_sets_max_seats: expected an "
                                  "integer from 2 to 4; found 1"),
    ({"small_sets_max_seats": 5}, "family.toml: preset.small_sets_max_seats: expected an "
                                  "integer from 2 to 4; found 5"),
]


@pytest.mark.parametrize("change, message", BAD, ids=[f"bad{n}" for n in range(len(BAD))])
def test_a_bad_preset_table_is_refused_naming_its_key(change: dict[str, object],
                                                     message: str) -> None:
    table = {k: v for k, v in {**TABLE, **change}.items() if v is not None}
    with pytest.raises(ConfigError) as refused:
        preset_info(table, RULES, "family.toml")
    assert str(refused.value) == message


def test_a_set_and_seat_count_the_rules_cannot_deal_is_refused_with_both() -> None:
    big_hands = RuleSet(set=9, hand_size=15)  # 15 tiles each
    with pytest.raises(ConfigError) as refused:  # double-6 has 28 tiles: not for two
        preset_info({**TABLE, "sets": [9, 6]}, big_hands, "family.toml")
    assert str(refused.value) == (
        "family.toml: preset.sets: double-6 is offered to 2 players but cannot be dealt "
        "(rules.hand_size: 2 hands of 15 need 30 tiles, but a double-6 set has only 28 to deal)")
    with pytest.raises(ConfigError) as refused:  # double-9 has 55: three, not four
        preset_info({**TABLE, "sets": [9]}, big_hands, "family.toml")
    assert str(refused.value) == (
        "family.toml: preset.sets: double-9 is offered to 4 players but cannot be dealt "
        "(rules.hand_size: 4 hands of 15 need 60 tiles, but a double-9 set has only 55 to deal)")
    # offered only where it can be dealt: double-6 up to two players
    fits = preset_info({**TABLE, "sets": [9, 6], "small_sets_max_seats": 2},
                       RuleSet(set=9, hand_size=12), "family.toml")
    assert fits.sets_for(2) == (9, 6) and fits.sets_for(3) == (9,)


def test_the_rules_know_classic_without_a_file_and_refuse_any_other_name() -> None:
    assert BUILT_IN.names() == ["classic"] and BUILT_IN.where == "the rules engine"
    assert BUILT_IN.rules("classic") == RuleSet()
    with pytest.raises(ConfigError) as refused:
        BUILT_IN.rules("clasic")
    assert str(refused.value) == ('no preset named "clasic" in the rules engine; did you mean '
                                  '"classic"? (presets: classic)')
    with pytest.raises(ConfigError) as refused:
        BUILT_IN.rules("party")
    assert str(refused.value) == 'no preset named "party" in the rules engine (presets: classic)'
