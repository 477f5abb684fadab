"""One record per house rule says it everywhere: every rule key has each phrasing (the setup's
question, help and values, How to play's sentence, the ladder's phrase or line, the rules file's
comment), and each says the value the rules have."""
from __future__ import annotations

from game.rules.config import RULE_KEYS
from game.rules.house_rules import CHOICES, RuleSet
from game.words.house_rules import (CLASSIC, HOUSE_RULE_WORDS, KEY_HELP, applies, explained,
                                    house_rule_phrases, rule_words, table_line, value_words)
from game.words.how_to_play import rules_in_words

# The rules RULES.md lists as "House rules from other tables": How to play names each one a
# table leaves out.
FROM_OTHER_TABLES = {"blank_half", "unfinished_foot", "stuck_ends_round", "draw_until_playable"}
SAID_BY_THE_TABLE_LINE = {"set", "hand_size", "game_end", "target_score"}
# A table where each rule matters (applies), with room to deal four players a double-12 set.
WHERE_IT_APPLIES = {"missing_double": {"start": "holder"}, "target_score": {"game_end": "target"}}


def values_of(key: str) -> list[object]:
    """Every value a test tries for `key`: each choice, both booleans, a few numbers."""
    default = getattr(CLASSIC, key)
    if key in CHOICES:
        return list(CHOICES[key]) + ([7, 11] if key == "hand_size" else [])
    if isinstance(default, bool):
        return [False, True]
    if key == "set":
        return [6, 9, 12]
    return sorted({default, 25, 75} | ({0} if rule_words(key).low == 0 else set()))


def rules_with(key: str, value: object) -> RuleSet:
    return CLASSIC.with_changes(**WHERE_IT_APPLIES.get(key, {}), **{key: value})


def how_to_play(rules: RuleSet) -> str:
    return " ".join(paragraph for _, paragraph in rules_in_words(rules))


def test_every_house_rule_has_a_record_and_every_record_a_house_rule() -> None:
    assert list(HOUSE_RULE_WORDS) == list(RULE_KEYS)
    assert list(KEY_HELP) == ["preset", *RULE_KEYS]


def test_every_house_rule_has_a_question_help_and_a_file_comment_naming_its_values() -> None:
    for key, words in HOUSE_RULE_WORDS.items():
        assert words.question and words.help.endswith("."), key
        assert words.key_help and "{" not in words.key_help, key
        for choice in set(CHOICES.get(key, ())) - {getattr(CLASSIC, key)}:
            assert f'"{choice}"' in words.key_help, (key, choice)
        if isinstance(getattr(CLASSIC, key), bool):
            assert words.key_help.startswith(("true: ", "false: ")), key


def test_how_to_play_says_every_value_of_every_house_rule_in_its_records_sentence() -> None:
    for key in RULE_KEYS:
        told = {}
        for value in values_of(key):
            rules = rules_with(key, value)
            assert applies(key, rules), (key, value)
            sentence = explained(key, rules)  # "" for a rule left off (no reserve, no penalty)
            assert "{" not in sentence and sentence in how_to_play(rules), (key, value)
            told[value] = (sentence, how_to_play(rules))
        assert any(sentence for sentence, _ in told.values()), key
        assert len({words for _, words in told.values()}) == len(told), \
            f"How to play says two values of {key} alike"


def test_a_rule_that_does_not_apply_is_not_explained() -> None:
    placed = CLASSIC.with_changes(start="placed", missing_double="reshuffle")
    assert explained("missing_double", placed) == "" and "shuffled" not in how_to_play(placed)
    assert explained("target_score", CLASSIC) == ""
    assert "200 points" not in how_to_play(CLASSIC)


def test_the_ladder_phrases_every_house_rule_a_table_changes_or_its_line_says_it() -> None:
    assert {k for k, w in HOUSE_RULE_WORDS.items() if w.phrase is None} == SAID_BY_THE_TABLE_LINE
    assert house_rule_phrases(CLASSIC) == ["The classic rules, nothing added"]
    for key in set(RULE_KEYS) - SAID_BY_THE_TABLE_LINE:
        classic = rules_with(key, getattr(CLASSIC, key))
        for value in values_of(key):
            rules = rules_with(key, value)
            if value != getattr(CLASSIC, key):
                phrases = house_rule_phrases(rules)
                assert phrases != house_rule_phrases(classic), (key, value)
                assert "The classic rules, nothing added" not in phrases, (key, value)


def test_the_ladder_line_says_the_set_the_hands_and_the_games_length() -> None:
    fixed = CLASSIC.with_changes(hand_size=7)
    lines = {table_line(fixed.with_changes(**change), 4) for change in (
        {}, {"set": 6}, {"set": 12}, {"hand_size": 9}, {"game_end": "long"},
        {"game_end": "target"}, {"game_end": "target", "target_score": 60})}
    assert len(lines) == 7
    assert table_line(fixed.with_changes(set=6), 4) == ("Double-6 set (28 tiles), 4 players, "
                                                        "7 tiles each, 7 rounds")


def test_the_ladder_says_what_each_changed_rule_is_now() -> None:
    assert house_rule_phrases(CLASSIC.with_changes(double_blank=25)) == ["The 0-0 counts 25"]
    assert house_rule_phrases(CLASSIC.with_changes(missing_double="next-lower")) == [
        "Nobody holds the round's double? The next lower double starts"]
    assert house_rule_phrases(CLASSIC.with_changes(start="placed", missing_double="reshuffle")) \
        == ["The round's double is placed in the centre; the first player rotates"]
    assert house_rule_phrases(CLASSIC.with_changes(chickenlittle="courtesy")) != \
        house_rule_phrases(CLASSIC.with_changes(chickenlittle="enforced"))


def test_how_to_play_lists_the_house_rules_of_other_tables_a_table_leaves_out() -> None:
    others = {k for k, w in HOUSE_RULE_WORDS.items() if w.other_tables}
    assert others == FROM_OTHER_TABLES
    for key in others:
        line = HOUSE_RULE_WORDS[key].other_tables
        assert line in how_to_play(CLASSIC), key
        on = rules_with(key, True if isinstance(getattr(CLASSIC, key), bool) else 25)
        assert line not in how_to_play(on), key


def test_value_words_follow_the_rules_facts() -> None:
    assert value_words("opening", "double-foot", CLASSIC) == \
        f"a double foot of {CLASSIC.with_changes(opening='double-foot').spokes}"
    assert KEY_HELP["yard_reserve"] == ('"auto": the last 2 tiles (2 players) or 1 tile are never '
                                        "drawn")
