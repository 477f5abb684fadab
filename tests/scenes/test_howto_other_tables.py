"""How to play tells the house rules of other tables: in the rules where a table plays them, and
listed at the end where it does not."""
from __future__ import annotations

from game.rules.house_rules import RuleSet
from game.words.how_to_play import rules_in_words


def words(**changes: object) -> dict[str, str]:
    return dict(rules_in_words(RuleSet().with_changes(**changes)))


def test_each_house_rule_of_other_tables_changes_the_words_where_it_applies() -> None:
    assert "one tile at a time until one fits" in words(draw_until_playable=True)["Your turn"]
    assert "one tile at a time" not in words()["Your turn"]
    assert "as soon as the player up cannot play" in words(stuck_ends_round=True)["Scoring"]
    assert "a 5-0 counts 30" in words(blank_half=25)["Scoring"]
    assert "a 5-0 counts" not in words()["Scoring"]
    foot = words(unfinished_foot=25)
    assert foot["An unfinished foot"].startswith("If the round ends while a chicken foot still "
                                                 "lacks toes, whoever laid that double adds 25 "
                                                 "points for each missing toe")
    assert "An unfinished foot" not in words()


def test_the_rules_a_table_leaves_out_are_listed_at_the_end() -> None:
    classic = words()["House rules of other tables"]
    for name in ("Blank halves", "An unfinished foot", "Stuck ends the round",
                 "Draw until it fits"):
        assert name in classic
    some = words(blank_half=25, draw_until_playable=True)["House rules of other tables"]
    assert "Blank halves" not in some and "Draw until it fits" not in some
    every = words(blank_half=25, unfinished_foot=10, stuck_ends_round=True,
                  draw_until_playable=True)
    assert "House rules of other tables" not in every
