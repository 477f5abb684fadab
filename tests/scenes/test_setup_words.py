"""The setup screen speaks a player's language: every house rule as a question with its value in
words, for every value; no key or file value on the screen; greyed rules that do not apply; a
preset description that follows the rules; an impossible table explained and fixed in a click."""
import re
from dataclasses import fields

import pygame
import pytest

from game.app import App
from game.render import text as text_module
from game.rules.config import RULE_KEYS
from game.rules.house_rules import CHOICES, RuleSet
from game.words.house_rules import HOUSE_RULE_WORDS, rule_sentence, rule_words, value_words
from game.scenes.pause import PauseScene
from game.scenes.setup.screen import SetupScene
from game.scenes.setup.words import table_fix, table_trouble
from game.store.rules_files import load_preset
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn on the screen from now on."""
    seen: list[str] = []
    render = text_module.render

    def recording(text, *args, **kwargs):
        seen.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(text_module, "render", recording)
    return seen


def values_of(key):
    """Every value a test shows for `key`: each choice, both booleans, numbers across the range."""
    default = getattr(RuleSet(), key)
    words = rule_words(key)
    if key in CHOICES:
        return list(CHOICES[key]) + ([words.low, 7, words.high] if key == "hand_size" else [])
    if isinstance(default, bool):
        return [True, False]
    return sorted({words.low, default, words.high, words.low + words.step})


RAW_VALUES = sorted({v for choices in CHOICES.values() for v in choices})


def leaks(strings):
    """The strings that show a TOML key or a raw value."""
    bad = []
    for shown in strings:
        if any(k in shown for k in RULE_KEYS if "_" in k) or shown in RULE_KEYS:
            bad.append(shown)
        elif shown in RAW_VALUES or any(f'"{v}"' in shown for v in RAW_VALUES):
            bad.append(shown)
        elif re.search(r"\b(true|false|holder|double-foot|next-lower)\b", shown):
            bad.append(shown)
        elif re.search(r"rules\.[a-z_]+:", shown) or "{" in shown:
            bad.append(shown)
    return bad


def said(words, strings):
    """`words` drawn whole: as one string, or broken in two lines drawn one after the other."""
    return words in strings or any(f"{one} {two}" == words for one, two in zip(strings, strings[1:]))


def frame(app, scene):
    app.clear_to(scene)
    app.step(1 / 60, events=[])


def test_every_house_rule_has_a_question_words_for_every_value_and_help():
    assert set(RULE_KEYS) <= set(HOUSE_RULE_WORDS)
    for key in RULE_KEYS:
        words = rule_words(key)
        assert words.question and words.help.endswith(".")
        for value in values_of(key):
            sentence = rule_sentence(key, RuleSet().with_changes(**{key: value}))
            assert sentence.startswith(f"{words.question}: ") and "{" not in sentence
            assert not leaks([sentence.split(": ", 1)[1]]), sentence
        if words.unused:
            assert words.unused.endswith(".")


def test_sentences_read_as_a_player_says_them():
    rules = RuleSet()
    assert rule_sentence("start", rules) == "Who sets the first double: whoever holds it"
    assert rule_sentence("start", rules.with_changes(start="placed")) == \
        "Who sets the first double: it is placed before the deal"
    assert value_words("game_end", "rounds", rules.with_changes(set=12)) == "after 13 rounds"
    assert value_words("hand_size", "42", rules) == "42 ÷ players"
    assert value_words("hand_size", 7, rules) == "7 each"
    assert value_words("target_score", 1, rules) == "1 point"  # not "1 points" (issue 43)
    assert value_words("target_score", 250, rules) == "250 points"
    assert value_words("unfinished_foot", 1, rules) == "1 point a toe"
    assert value_words("must_play", False, rules) == "you may draw instead"
    assert value_words("double_blank", 25, rules) == "25 points"
    assert value_words("set", 12, rules) == "double-12 (91 tiles)"


def test_the_four_new_rules_are_one_line_each_in_the_table():
    for key in ("blank_half", "unfinished_foot", "stuck_ends_round", "draw_until_playable"):
        words = rule_words(key)
        assert words.question and words.help
    assert value_words("blank_half", 0, RuleSet()) == "nothing extra"
    assert value_words("stuck_ends_round", True, RuleSet()) == "the round ends"


@pytest.mark.parametrize("key", RULE_KEYS)
def test_every_value_of_every_rule_is_shown_in_words_and_nothing_raw_leaks(app, drawn, key):
    setup = SetupScene(app)
    frame(app, setup)
    words = rule_words(key)
    for value in values_of(key):
        setup.set_rule(key, value)
        if setup.house_rules.reveal(setup.rule_widgets[key]):  # scrolled into view
            setup.resize(setup.size)
        setup.house_rules.hover_key = key  # its help shown under the rows
        drawn.clear()
        app.step(1 / 60, events=[])
        shown = value_words(key, value, setup.rules)
        assert said(words.question, drawn) and said(shown, drawn), (key, value)
        explained = words.help if words.applies(setup.rules) else words.unused
        assert any(line and line in explained for line in drawn)
        assert not leaks(drawn), (key, value, leaks(drawn))


def test_the_pause_menu_shows_the_same_sentences_and_nothing_raw(app, drawn):
    from game.matches import quick_match
    from game.scenes.play.scene import PlayScene

    match = quick_match(4, "manufacturer")
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    table = PlayScene(app, match)
    app.clear_to(table)
    pause = PauseScene(app, table)
    app.push(pause)
    pause.show("rules")
    drawn.clear()
    app.step(1 / 60, events=[])
    for key in RULE_KEYS:
        assert value_words(key, getattr(match.rules, key), match.rules) in drawn
    assert not leaks(d for d in drawn if d not in {s.name for s in match.seats})


def test_rules_that_do_not_apply_are_greyed_out(app):
    setup = SetupScene(app)
    assert not setup.rule_widgets["target_score"].enabled      # the game ends by rounds
    assert setup.rule_widgets["missing_double"].enabled
    setup.set_rule("game_end", "target")
    setup.set_rule("start", "placed")
    assert setup.rule_widgets["target_score"].enabled
    assert not setup.rule_widgets["missing_double"].enabled    # the double is placed
    assert setup.rule_widgets["target_score"] in setup.ui.reachable()
    assert setup.rule_widgets["missing_double"] not in setup.ui.reachable()


def test_the_description_follows_the_rules_chosen(app):
    setup = SetupScene(app)
    assert setup.description() == load_preset("classic").preset.description
    setup.set_rule("set", 12)
    assert setup.description() == "Classic, changed: The set: double-12 (91 tiles)."
    setup.set_rule("hand_size", "42")
    assert setup.description().startswith("Classic, changed: The set: double-12")
    assert "Tiles dealt to each player: 42 ÷ players" in setup.description()
    setup.set_rule("set", 9)
    setup.set_rule("hand_size", "table")
    assert setup.description() == load_preset("classic").preset.description
    setup.choose_preset("party")
    setup.choose_set(15)
    assert setup.description() == "Party, changed: The set: double-15 (136 tiles)."


def test_eight_players_get_the_reason_in_words_and_a_one_click_fix(app, drawn):
    setup = SetupScene(app)
    frame(app, setup)
    for _ in range(4):
        setup.add_seat()
    assert setup.trouble() == ("There is no deal for 8 players with a double-9 set in the "
                               "box's table.")
    assert setup.fix_button.visible and not setup.start_button.enabled
    assert setup.fix_button.label == "8 players: deal 42 ÷ players (5 each)"
    drawn.clear()
    app.step(1 / 60, events=[])
    assert setup.trouble() in " ".join(drawn) and said(setup.fix_button.label, drawn)
    assert not leaks(drawn)
    pos = setup.fix_button.rect.center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert setup.rules.hand_size == "42" and setup.problem() is None
    assert setup.start_button.enabled and not setup.fix_button.visible


def test_troubles_and_fixes_for_hands_too_large():
    rules = RuleSet(hand_size=12)
    assert table_trouble(rules, 8) == ("8 hands of 12 tiles need 96, but a double-9 set has "
                                       "only 55 to deal.")
    fix = table_fix(rules, 8)
    assert fix is not None and fix.changes == {"hand_size": "42"}
    assert table_trouble(RuleSet(), 4) is None and table_fix(RuleSet(), 4) is None
    small_set = RuleSet(set=6, hand_size="42")  # 2 players: 21 each from 28 tiles is too many
    assert table_fix(small_set, 2).changes == {"hand_size": 14}


def test_the_rule_table_has_words_for_every_field_the_rules_will_have():
    assert [f.name for f in fields(RuleSet)] == list(RULE_KEYS)


def test_in_large_print_on_the_smallest_window_the_table_panel_keeps_its_words_in(
        tmp_path, monkeypatch, drawn_text):
    """Seen: "Your own rules file (TOML)" ran past the Table panel's edge."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = App((1024, 600), settings=Settings(large_print=True), seed=3)
    scene = SetupScene(app)
    app.push(scene)
    drawn_text.clear()
    scene.draw(pygame.Surface(app.size))
    inside = [(t, r) for t, r in drawn_text if scene.table_rect.colliderect(r)]
    assert any(t == "Your own rules file (TOML)" for t, _ in inside)
    for text, rect in inside:
        assert scene.table_rect.contains(rect), text
