"""Clicking through the menu and the new-game setup, headless, with posted events."""
import pygame
import pytest

from game.app import App
from game.resources import LEVELS
from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet
from game.store.rules_files import load_preset, load_user_rules
from game.store.settings import Settings
from tests.ink import drawn_size, ink


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    from game.scenes.menu import MenuScene

    application = App((1280, 720), settings=Settings(), seed=11)
    application.clear_to(MenuScene(application))
    application.step(1 / 60)
    return application


def click(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(1 / 60)


def open_setup(app):
    menu = app.stack.top
    click(app, menu.buttons["new"].rect.center)
    setup = app.stack.top
    assert type(setup).__name__ == "SetupScene"
    return setup


def test_menu_to_started_match_with_chosen_seats_and_preset(app):
    setup = open_setup(app)
    assert [s.name for s in setup.seats] == ["You", "Hen", "Rooster", "Chick"]
    # rename seat 1: click its field, erase "You", type "Ana"
    click(app, setup.name_fields[0].rect.center)
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ana")
    # seat 2: Medium AI -> Hard AI (right half of the cycle)
    cycle = setup.kind_cycles[1]
    click(app, (cycle.rect.right - 5, cycle.rect.centery))
    # remove seat 4, so three play
    click(app, setup.remove_buttons[3].rect.center)
    # the preset after classic: family
    click(app, (setup.preset_cycle.rect.right - 5, setup.preset_cycle.rect.centery))
    assert setup.preset_name == "family"
    assert setup.start_button.enabled
    click(app, setup.start_button.rect.center)
    scene = app.stack.top
    assert type(scene).__name__ == "DealScene"
    match = scene.match
    assert [(s.name, s.player) for s in match.seats] == [
        ("Ana", "human"), ("Hen", "hard"), ("Rooster", "hard")]
    assert match.preset == "family"
    assert match.rules == load_preset("family").rules
    assert app.settings.last_preset == "family"
    assert app.settings.last_seats == [{"name": "Ana", "player": "human"},
                                       {"name": "Hen", "player": "hard"},
                                       {"name": "Rooster", "player": "hard"}]


def test_editing_house_rules_changes_the_matchs_rules(app):
    setup = open_setup(app)
    blank = setup.rule_widgets["double_blank"]
    click(app, (blank.rect.left + 3, blank.rect.centery))      # - : 50 -> 45
    opening = setup.rule_widgets["opening"]
    click(app, (opening.rect.right - 3, opening.rect.centery))  # cross -> double-foot
    must = setup.rule_widgets["must_play"]
    click(app, must.rect.center)                                # true -> false
    key(app, pygame.K_RETURN)
    match = app.stack.top.match
    expected = load_preset("classic").rules.with_changes(
        double_blank=45, opening="double-foot", must_play=False)
    assert match.rules == expected


def test_fixed_hand_size_uses_the_stepper(app):
    setup = open_setup(app)
    hand = setup.rule_widgets["hand_size"]
    for _ in range(4):   # table -> small -> basic -> 42 -> fixed
        click(app, (hand.rect.right - 3, hand.rect.centery))
    assert setup.rules.hand_size == 11  # the count the table policy dealt to 4
    click(app, (setup.hand_stepper.rect.right - 3, setup.hand_stepper.rect.centery))
    assert setup.rules.hand_size == 12


def test_impossible_table_disables_start_with_the_rules_message(app):
    setup = open_setup(app)
    for _ in range(4):
        click(app, setup.add_button.rect.center)
    assert len(setup.seats) == 8 and not setup.add_button.visible
    with pytest.raises(ConfigError) as refusal:
        RuleSet().hand_tiles(8)
    assert setup.problem() == str(refusal.value)
    assert not setup.start_button.enabled
    click(app, setup.start_button.rect.center)
    key(app, pygame.K_RETURN)
    assert app.stack.top is setup
    # a smaller set in the house rules: still refused, with the engine's words
    click(app, (setup.rule_widgets["hand_size"].rect.right - 3,
                setup.rule_widgets["hand_size"].rect.centery))     # small
    assert "no entry for 8 players" in setup.problem()


def test_hands_too_large_for_the_set(app):
    setup = open_setup(app)
    for _ in range(4):
        click(app, setup.add_button.rect.center)
    setup.set_rule("hand_size", 12)
    assert setup.problem() == ("rules.hand_size: 8 hands of 12 need 96 tiles, but a double-9 "
                               "set has only 55 to deal")
    assert not setup.start_button.enabled


def test_broken_rules_file_is_explained_and_the_menu_keeps_working(app, tmp_path):
    bad = tmp_path / "mine.toml"
    bad.write_text('[rules]\nopening = "crosss"\n')
    setup = open_setup(app)
    click(app, setup.path_field.rect.center)
    type_text(app, str(bad))
    key(app, pygame.K_RETURN)          # the button opens the list; Enter loads a typed path
    with pytest.raises(ConfigError) as refusal:
        load_user_rules(bad)
    box = setup.ui.modal
    assert box is not None and box.message == str(refusal.value)
    assert "rules.opening" in box.message and "mine.toml" in box.message
    click(app, (5, 5))                # the box is modal: nothing behind it reacts
    assert setup.ui.modal is box
    click(app, box.buttons[0].rect.center)
    assert setup.ui.modal is None
    assert setup.rules == load_preset("classic").rules
    click(app, setup.add_button.rect.center)
    assert len(setup.seats) == 5


def test_good_rules_file_is_used(app, tmp_path):
    mine = tmp_path / "mine.toml"
    mine.write_text('[rules]\npreset = "manufacturer"\ndouble_blank = 25\n')
    setup = open_setup(app)
    click(app, setup.path_field.rect.center)
    type_text(app, str(mine))
    key(app, pygame.K_RETURN)          # Enter in the field loads it
    assert setup.ui.modal is None
    assert setup.rules == load_preset("manufacturer").rules.with_changes(double_blank=25)
    click(app, setup.start_button.rect.center)
    assert app.stack.top.match.rules.double_blank == 25


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_a_toast_on_the_setup_screen_leaves_the_status_line_and_buttons_clear(app, tmp_path,
                                                                              size):
    """Seen in a real window: "Rules loaded from two.toml" lay over the line saying the table
    is ready."""
    mine = tmp_path / "mine.toml"
    mine.write_text('[rules]\npreset = "family"\n')
    app.window.set(size)
    setup = open_setup(app)
    click(app, setup.path_field.rect.center)
    type_text(app, str(mine))
    key(app, pygame.K_RETURN)
    toast = setup.ui.toast
    assert toast is not None and toast.message == "Rules loaded from mine.toml"
    home = toast.home(app.size)
    assert home.collidelist([setup.message_rect, setup.back_button.rect,
                             setup.start_button.rect]) < 0
    assert home.bottom <= setup.message_rect.top


def test_a_table_file_seats_the_table_with_its_tiers_and_paces(app):
    setup = open_setup(app)
    assert setup.load_rules_file(str(LEVELS / "tables" / "family-night.toml"))
    click(app, setup.ui.modal.buttons[0].rect.center)  # "Use these seats"
    click(app, setup.start_button.rect.center)
    seats = app.stack.top.match.seats
    assert [(s.name, s.player) for s in seats] == [
        ("You", "human"), ("Grandpa Joe", "easy"), ("Aunt May", "medium"), ("Cousin Ada", "hard")]
    assert [s.pace for s in seats[1:]] == [1.5, 1.0, 0.6]


def test_empty_and_duplicate_names_block_start(app):
    setup = open_setup(app)
    click(app, setup.name_fields[1].rect.center)
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    assert setup.problem() == "Seat 2 needs a name."
    type_text(app, "You")
    assert setup.problem() == 'Two seats are called "You": give every seat its own name.'
    assert not setup.start_button.enabled


def test_back_and_quit(app):
    setup = open_setup(app)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert type(menu).__name__ == "MenuScene"
    click(app, menu.buttons["quit"].rect.center)
    assert not app.running


def test_setup_lays_out_again_on_resize(app):
    setup = open_setup(app)
    setup.resize((1024, 600))
    rects = [w.rect for w in setup.ui.widgets if w.visible]
    assert all(pygame.Rect(0, 0, 1024, 600).contains(r) for r in rects)
    setup.resize((1920, 1080))
    assert setup.start_button.rect.right > 1800


def test_tab_moves_between_name_fields(app):
    setup = open_setup(app)
    click(app, setup.name_fields[0].rect.center)
    key(app, pygame.K_TAB)
    assert setup.name_fields[1].focused and not setup.name_fields[0].focused
    type_text(app, "!")
    assert setup.seats[1].name == "Hen!"


def test_start_saves_the_table_at_once_when_the_app_keeps_files(app, tmp_path):
    from game.store.settings import load_settings

    settings_file = tmp_path / "config" / "chickenfoot" / "settings.toml"
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)  # autosave off (tests, tools): nothing written
    assert type(app.stack.top).__name__ == "DealScene" and not settings_file.exists()
    from game.scenes.menu import MenuScene

    app.files.autosave = True
    app.clear_to(MenuScene(app))
    setup = open_setup(app)
    click(app, setup.remove_buttons[3].rect.center)
    click(app, (setup.preset_cycle.rect.right - 5, setup.preset_cycle.rect.centery))
    click(app, setup.start_button.rect.center)
    assert type(app.stack.top).__name__ == "DealScene"
    # Killed now, mid-deal: the next launch still remembers the table.
    kept, problem = load_settings()
    assert problem is None and kept.last_preset == "family"
    assert kept.last_seats == [{"name": "You", "player": "human"},
                               {"name": "Hen", "player": "medium"},
                               {"name": "Rooster", "player": "hard"}]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1600, 900)])
@pytest.mark.parametrize("preset", ["classic", "manufacturer", "party"])
def test_in_large_print_the_table_panels_lines_never_overlap(app, drawn_text, size, preset):
    """Seen in a real window at 1280x720 in large print: "10 rounds" lay under "Your own rules
    file (TOML)"."""
    app.settings.large_print = True
    app.window.set(size)
    setup = open_setup(app)
    setup.choose_preset(preset)
    drawn_text.clear()
    setup.draw(pygame.Surface(app.size))
    panel = setup.table_rect
    lines = [(words, rect) for words, rect in drawn_text if panel.contains(rect)]
    assert any(words.endswith("rounds") or words.startswith("rounds") for words, _ in lines)
    for i, (words, rect) in enumerate(lines):
        for other, other_rect in lines[i + 1:]:
            assert not rect.colliderect(other_rect), (words, other)


@pytest.mark.parametrize("large_print", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_who_plays_each_seat_reads_at_a_readable_size(app, drawn_text, size, large_print):
    """Seen at 1024x600: 'Medium AI' in the players' list was drawn 8 px high, beside
    'Hard AI' at 14: the control was too narrow for its words."""
    app.settings.large_print = large_print
    app.window.set(size)
    setup = open_setup(app)
    setup.set_player(1, "medium")
    drawn_text.clear()
    setup.draw(pygame.Surface(app.size))
    kind = setup.kind_cycles[1].rect
    inside = [(words, rect) for words, rect in drawn_text if kind.contains(rect)]
    assert " ".join(words for words, _ in inside) == "Medium AI"
    for words, rect in inside:
        size, ink = drawn_size(words, rect)
        assert size >= 14 and kind.contains(ink), (words, size)


MANY_CHANGES = """[rules]
preset = "classic"
hand_size = "42"
start = "placed"
missing_double = "next-lower"
opening = "double-foot"
must_play = false
drawn_tile = "must"
yard_reserve = "auto"
double_blank = 25
chickenlittle = "enforced"
game_end = "target"
target_score = 150
blank_half = 5
unfinished_foot = 10
stuck_ends_round = true
draw_until_playable = true
"""


@pytest.mark.parametrize("large_print", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_rules_file_changing_many_rules_keeps_the_table_panels_words_apart(
        app, drawn_text, tmp_path, size, large_print):
    """Seen with a rules file that changes fifteen house rules: the list of changes ran over
    the "Set" heading, and in large print "rounds until someone reaches 150" ran past the
    panel's edge."""
    app.settings.large_print = large_print
    app.window.set(size)
    setup = open_setup(app)
    path = tmp_path / "our-table.toml"
    path.write_text(MANY_CHANGES, encoding="utf-8")
    assert setup.load_rules_file(str(path))
    drawn_text.clear()
    setup.draw(pygame.Surface(app.size))
    panel = setup.table_rect
    lines = [(words, rect) for words, rect in drawn_text if panel.colliderect(rect)]
    assert any(words.startswith("Rules from our-table.toml") for words, _ in lines)
    assert any("reaches 150" in words for words, _ in lines)
    glyphs = [(words, ink(words, rect)) for words, rect in lines]
    for i, (words, rect) in enumerate(glyphs):
        assert panel.contains(rect), words
        for other, other_rect in glyphs[i + 1:]:
            assert not rect.colliderect(other_rect), (words, other)


def test_a_seat_switched_to_a_person_gets_an_empty_name_field(app):
    """Seen (issue 43): a seat switched to a person kept its bird name."""
    setup = open_setup(app)
    cycle = setup.kind_cycles[1]  # Hen, Medium AI: the left arrow three times goes to Human
    for _ in range(3):  # (Easy AI, Phone, Human)
        click(app, (setup.kind_cycles[1].rect.left + 5, cycle.rect.centery))
    assert setup.seats[1].player == "human"
    assert setup.seats[1].name == "" and setup.name_fields[1].text == ""
    assert not setup.start_button.enabled and setup.problem() == "Seat 2 needs a name."
    click(app, setup.name_fields[1].rect.center)
    type_text(app, "Ana")
    assert setup.seats[1].name == "Ana" and setup.start_button.enabled
    click(app, (setup.kind_cycles[1].rect.right - 5, cycle.rect.centery))  # a computer again
    assert setup.seats[1].name == "Ana"  # a name the player typed stays
    setup.set_player(2, "human")  # Rooster, typed over with nothing, back to a computer
    setup.set_player(2, "hard")
    assert setup.seats[2].name not in ("", "You") and len({s.name for s in setup.seats}) == 4
