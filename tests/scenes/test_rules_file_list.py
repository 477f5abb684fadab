"""Rules files found as people expect (issue 32): "Load my rules file..." lists the game's
tables and the player's own rules folder with their descriptions, picked by mouse or keys; a
typed path is read from the home folder; a missing file names where it was looked for; a table
file that changes the seats says so and can be undone."""
import pygame
import pytest

from game.app import App
from game.resources import LEVELS
from game.scenes.setup.rules_file_list import RulesFileList
from game.scenes.setup.screen import SetupScene
from game.store.rules_files import load_rules_file, load_preset
from game.store.settings import Settings

OURS = '''# Our Sunday table: the box's rules with a cheap double blank.
[rules]
preset = "manufacturer"
double_blank = 25
'''


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    return tmp_path / "home"


@pytest.fixture
def app(tmp_path, monkeypatch, home):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=11)


@pytest.fixture
def setup(app):
    scene = SetupScene(app)
    app.clear_to(scene)
    app.step(1 / 60)
    return scene


def click(app, pos):
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app, k):
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def type_text(app, text):
    app.step(1 / 60, events=[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def drawn_words(app, monkeypatch):
    from game.render import text as text_module

    seen = []
    render = text_module.render
    monkeypatch.setattr(text_module, "render",
                        lambda t, *a, **k: seen.append(t) or render(t, *a, **k))
    app.draw()
    return seen


def open_list(app, setup, tmp_path):
    rules = tmp_path / "data" / "chickenfoot" / "rules"
    rules.mkdir(parents=True, exist_ok=True)
    (rules / "our-sunday.toml").write_text(OURS)
    click(app, setup.load_button.rect.center)
    box = setup.ui.modal
    assert isinstance(box, RulesFileList)
    assert box.reading.wait(30)  # read on a thread of its own (tests/scenes/test_reading_later)
    app.step(1 / 60)  # the list takes what was read
    return box


def test_the_list_shows_the_tables_and_my_files_with_their_descriptions(app, setup, tmp_path,
                                                                        monkeypatch):
    box = open_list(app, setup, tmp_path)
    names = [entry.path.name for entry in box.entries]
    assert names == ["family-night.toml", "party-8.toml", "our-sunday.toml"]
    titles = [entry.title for entry in box.entries]
    assert titles == ["Family night", "Party 8", "Our sunday"]
    assert box.entries[0].description.startswith("You and three computer players")
    assert box.entries[2].description == ("Our Sunday table: the box's rules with a cheap "
                                          "double blank.")
    seen = drawn_words(app, monkeypatch)
    assert "Family night" in seen and "Our sunday" in seen
    assert any(words.startswith("You and three computer players") for words in seen)
    assert any(str(tmp_path / "data" / "chickenfoot" / "rules") in words for words in seen)


def test_a_file_clicked_in_the_list_loads(app, setup, tmp_path):
    box = open_list(app, setup, tmp_path)
    row = next(rect for index, rect in box.rows if box.entries[index].title == "Our sunday")
    click(app, row.center)
    assert setup.ui.modal is None
    assert setup.rules == load_preset("manufacturer").rules.with_changes(double_blank=25)
    assert setup.ui.toast.message == "Rules loaded from our-sunday.toml"


def test_a_file_chosen_with_the_keys_loads(app, setup, tmp_path):
    open_list(app, setup, tmp_path)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert setup.rules.double_blank == 25 and setup.source == "our-sunday.toml"


def test_escape_closes_the_list_and_changes_nothing(app, setup, tmp_path):
    before = (setup.rules, [s.name for s in setup.seats])
    open_list(app, setup, tmp_path)
    key(app, pygame.K_ESCAPE)
    assert setup.ui.modal is None and (setup.rules, [s.name for s in setup.seats]) == before


def test_a_typed_path_is_read_from_the_home_folder(app, setup, home, tmp_path, monkeypatch):
    (home / "tables").mkdir()
    (home / "tables" / "ours.toml").write_text(OURS)
    monkeypatch.chdir(tmp_path)                  # not the folder the game started in
    click(app, setup.path_field.rect.center)
    type_text(app, "tables/ours.toml")
    key(app, pygame.K_RETURN)
    assert setup.ui.modal is None and setup.rules.double_blank == 25
    setup.load_rules_file("~/tables/ours.toml")
    assert setup.source == "ours.toml"


def test_the_fields_example_loads(app, setup):
    assert setup.path_field.placeholder == "family-night.toml"
    click(app, setup.path_field.rect.center)
    type_text(app, "family-night.toml")
    key(app, pygame.K_RETURN)
    assert setup.source == "family-night.toml"


def test_a_missing_file_says_where_it_looked(app, setup, home):
    click(app, setup.path_field.rect.center)
    type_text(app, "games/nowhere.toml")
    key(app, pygame.K_RETURN)
    box = setup.ui.modal
    assert box is not None
    assert box.message == (f"games/nowhere.toml: file not found (looked for "
                           f"{home / 'games' / 'nowhere.toml'})")


def test_a_table_file_says_it_sets_the_seats_and_keep_my_seats_puts_them_back(app, setup):
    mine = [(s.name, s.player) for s in setup.seats]
    assert setup.load_rules_file("family-night.toml")
    box = setup.ui.modal
    assert box.title == "Family night sets the seats"
    assert box.message.startswith("Family night sets the seats: You (human), Grandpa Joe "
                                  "(easy), Aunt May (medium), Cousin Ada (hard).")
    assert [s.name for s in setup.seats] == ["You", "Grandpa Joe", "Aunt May", "Cousin Ada"]
    click(app, box.buttons[1].rect.center)          # Keep my seats
    assert setup.ui.modal is None
    assert [(s.name, s.player) for s in setup.seats] == mine
    family = load_rules_file(LEVELS / "tables" / "family-night.toml")
    assert setup.rules == family.rules                # the file's rules stay


def test_use_these_seats_keeps_the_files_seats(app, setup):
    assert setup.load_rules_file("family-night.toml")
    key(app, pygame.K_RETURN)                       # Enter: the first button, Use these seats
    assert setup.ui.modal is None
    assert [s.name for s in setup.seats] == ["You", "Grandpa Joe", "Aunt May", "Cousin Ada"]


def test_a_table_with_the_same_seats_asks_nothing(app, setup):
    assert setup.load_rules_file("family-night.toml")
    key(app, pygame.K_RETURN)
    assert setup.load_rules_file("family-night.toml")
    assert setup.ui.modal is None and setup.ui.toast.message == (
        "Rules loaded from family-night.toml")


@pytest.mark.parametrize("answer", [pygame.K_RETURN, pygame.K_ESCAPE])
def test_after_use_these_seats_or_esc_the_players_own_seats_come_back(app, setup, answer):
    """Seen (issue 43): after "Use these seats" (or Esc) there was no way back to your seats."""
    mine = [(s.name, s.player) for s in setup.seats]
    assert not setup.mine_button.visible
    assert setup.load_rules_file("family-night.toml")
    key(app, answer)                                # Use these seats, or the box put away
    assert setup.ui.modal is None
    assert [s.name for s in setup.seats] == ["You", "Grandpa Joe", "Aunt May", "Cousin Ada"]
    assert setup.mine_button.visible
    click(app, setup.mine_button.rect.center)        # Back to my seats
    assert [(s.name, s.player) for s in setup.seats] == mine
    assert not setup.mine_button.visible
    family = load_rules_file(LEVELS / "tables" / "family-night.toml")
    assert setup.rules == family.rules                # the file's rules stay
