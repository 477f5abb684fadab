"""The menu's other screens: settings, how to play, statistics and continue."""
import random

import pygame
import pytest

from game.app import App
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    from game.scenes.menu import MenuScene

    application = App((1280, 720), settings=Settings(), seed=5)
    application.clear_to(MenuScene(application))
    application.step(1 / 60)
    return application


def click(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 60)


def right_of(widget):
    return widget.rect.right - 4, widget.rect.centery


def test_settings_change_the_app_and_are_saved(app, tmp_path, monkeypatch):
    # a screen with room for 1600 x 900 (the dummy video driver tells of a 1024x768 one)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app.files.autosave = True  # as main() sets it; without it nothing is written (below)
    click(app, app.stack.top.buttons["settings"].rect.center)
    scene = app.stack.top
    assert type(scene).__name__ == "SettingsScene"
    click(app, scene.sound_toggle.rect.center)
    click(app, (scene.volume_stepper.rect.left + 4, scene.volume_stepper.rect.centery))
    click(app, right_of(scene.speed_cycle))
    click(app, right_of(scene.scheme_cycle))
    click(app, scene.pips_toggle.rect.center)
    st = app.settings
    assert (st.sound, st.volume, st.animation_speed, st.tile_scheme, st.colour_pips) == (
        False, 0.7, "fast", "ebony", True)
    assert app.art.scheme_name == "ebony" and app.art.colour_pips
    click(app, right_of(scene.window_cycle))          # 1280x720 -> 1600x900
    assert app.size == (1600, 900) and st.window_size == (1600, 900)
    assert scene.back_button.rect.bottom <= 900
    assert scene.back_button.rect == _placed_back((1600, 900))  # where every screen has it
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)
    assert type(app.stack.top).__name__ == "MenuScene"
    saved = (tmp_path / "config" / "chickenfoot" / "settings.toml").read_text()
    assert 'tile_scheme = "ebony"' in saved


def test_settings_closed_without_autosave_write_nothing(app, tmp_path):
    click(app, app.stack.top.buttons["settings"].rect.center)
    scene = app.stack.top
    click(app, right_of(scene.scheme_cycle))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)
    assert type(app.stack.top).__name__ == "MenuScene" and app.settings.tile_scheme == "ebony"
    assert not (tmp_path / "config" / "chickenfoot" / "settings.toml").exists()


def test_how_to_play_scrolls_and_switches_preset(app):
    click(app, app.stack.top.buttons["howto"].rect.center)
    scene = app.stack.top
    assert type(scene).__name__ == "HowToScene" and scene.preset == "classic"
    assert scene.max_scroll > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    app.step(1 / 60)
    assert scene.scroll > 0
    click(app, right_of(scene.preset_cycle))
    assert scene.preset == "family" and scene.scroll == 0
    for code, shown in ((pygame.K_RIGHT, "manufacturer"), (pygame.K_LEFT, "family")):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
        app.step(1 / 60)  # the arrow keys turn the rules' arrows too
        assert scene.preset == shown
    assert scene.rules.chickenlittle == "courtesy"
    from game.words.how_to_play import rules_in_words

    words = " ".join(p for _, p in rules_in_words(scene.rules))
    assert "Chickenlittle" in words and "2 players: 12" in words
    click(app, scene.back_button.rect.center)
    assert type(app.stack.top).__name__ == "MenuScene"


def test_every_house_rule_changes_the_words():
    from game.rules.house_rules import RuleSet
    from game.words.how_to_play import rules_in_words

    base = " ".join(p for _, p in rules_in_words(RuleSet()))
    for change in ({"start": "placed"}, {"missing_double": "next-lower"},
                   {"opening": "double-foot"}, {"must_play": False}, {"drawn_tile": "must"},
                   {"yard_reserve": "auto"}, {"double_blank": 25}, {"chickenlittle": "enforced"},
                   {"game_end": "target"}, {"hand_size": "42"}, {"set": 12}):
        other = " ".join(p for _, p in rules_in_words(RuleSet().with_changes(**change)))
        assert other != base, change


def test_statistics_button_never_crashes(app):
    menu = app.stack.top
    click(app, menu.buttons["stats"].rect.center)
    top = app.stack.top
    assert top is not menu or menu.ui.toast is not None


def test_continue_appears_with_a_save_and_resumes(app):
    from game.match import Match
    from game.rules.house_rules import RuleSet
    from game.scenes.menu import MenuScene
    from game.seats import Seat
    from game.store.save import save_match

    match = Match(RuleSet(), [Seat("Ana"), Seat("Hen", "medium")], 17)
    state = match.start_round()
    rng = random.Random(1)
    for _ in range(3):
        if not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    save_match(match)
    app.clear_to(MenuScene(app))
    menu = app.stack.top
    assert "continue" in menu.buttons
    click(app, menu.buttons["continue"].rect.center)
    resumed = app.stack.top
    assert type(resumed).__name__ in ("PlayScene", "DealScene")
    assert [s.name for s in resumed.match.seats] == ["Ana", "Hen"]


def test_broken_save_is_explained_once_and_set_aside(app, tmp_path):
    from game.scenes.menu import MenuScene
    from game.store import paths

    target = paths.save_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("{not json")
    app.clear_to(MenuScene(app))
    menu = app.stack.top
    app.step(1 / 60)
    assert "continue" not in menu.buttons and menu.ui.modal is not None
    message = menu.ui.modal.message
    assert "save.json" in message and "not valid JSON" in message and "set aside" in message
    assert not target.exists() and list(target.parent.glob("save.json.broken-*"))
    click(app, menu.ui.modal.buttons[0].rect.center)
    app.step(1 / 60)
    assert menu.ui.modal is None
    app.clear_to(MenuScene(app))  # back to the menu later: nothing more to say
    app.step(1 / 60)
    assert app.stack.top.ui.modal is None and "continue" not in app.stack.top.buttons
    click(app, app.stack.top.buttons["new"].rect.center)
    assert type(app.stack.top).__name__ == "SetupScene"


def test_a_broken_settings_file_is_told_in_the_menu_with_file_and_problem(tmp_path,
                                                                           monkeypatch):
    from game.launch import first_scene, window_args
    from game.store import paths

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    target = paths.settings_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text('format = "chickenfoot-settings/1"\nvolume = 7\ntile_scheme = "ebony"\n')
    save = paths.save_path()
    save.parent.mkdir(parents=True, exist_ok=True)
    save.write_text("")
    application = App((1280, 720), seed=5)  # reads the player's settings
    assert application.settings.tile_scheme == "ebony"  # the good keys are kept
    menu = first_scene(application, window_args([]))
    application.push(menu)
    application.step(1 / 60)
    box = menu.ui.modal
    assert box is not None and "settings.toml" in box.message and "volume" in box.message
    assert list(target.parent.glob("settings.toml.broken-*"))
    click(application, box.buttons[0].rect.center)
    application.step(1 / 60)
    box = menu.ui.modal  # then the broken save, in its own box
    assert box is not None and "save.json" in box.message and "empty" in box.message
    click(application, box.buttons[0].rect.center)
    application.step(1 / 60)
    assert menu.ui.modal is None and application.notices == []


def press_enter(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    app.step(1 / 60)


def test_enter_on_the_menu_opens_a_new_game_or_continues_the_saved_one(app):
    """Seen in a real window: Enter on the menu did nothing until Tab had shown the ring."""
    from game.match import Match
    from game.rules.house_rules import RuleSet
    from game.scenes.menu import MenuScene
    from game.seats import Seat
    from game.store.save import save_match

    press_enter(app)
    assert type(app.stack.top).__name__ == "SetupScene"
    match = Match(RuleSet(), [Seat("Ana"), Seat("Hen", "medium")], 17)
    match.start_round()
    save_match(match)
    app.clear_to(MenuScene(app))
    app.step(1 / 60)
    press_enter(app)
    resumed = app.stack.top
    assert type(resumed).__name__ in ("PlayScene", "DealScene")
    assert [s.name for s in resumed.match.seats] == ["Ana", "Hen"]


def test_how_to_play_in_large_print_is_bigger_and_scrolls_further(app):
    """Seen: large print left How to play's page of rules at the small size."""
    from game.scenes.howto import HowToScene
    from game.store.settings import LARGE_PRINT_SCALE

    normal = HowToScene(app)
    app.settings.large_print = True
    large = HowToScene(app)
    assert [size for _, _, size, _ in large.lines][:3] == [
        round(size * LARGE_PRINT_SCALE) for _, _, size, _ in normal.lines][:3]
    assert large.max_scroll > normal.max_scroll


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_small_words_left_grow_too(tmp_path, monkeypatch, size, drawn_text):
    """Seen by comparing every text drawn on the menu screens with and without large print:
    How to play's picture captions, the score screen's round line ("Counting the hands...")
    and the menu's foot ("F11 full screen", "Last table: ...") kept the small size."""
    from game.match import Match
    from game.rules import RuleSet
    from game.scenes.howto import HowToScene
    from game.scenes.menu import MenuScene
    from game.scenes.score import ScoreScene
    from game.seats import Seat

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    match = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy"), Seat("Rooster", "hard")], 3)
    state = match.start_round()
    rng = random.Random(3)
    while not state.is_over:
        match.apply(rng.choice(state.legal_actions()))
    heights = {}
    for large in (False, True):
        seats = [{"name": "You", "player": "human"}, {"name": "Hen", "player": "easy"}]
        app = App(size, settings=Settings(large_print=large, last_seats=seats), seed=5)
        for scene, words, place in (
                (HowToScene(app), "The opening:", "picture_rect"),
                (ScoreScene(app, match), "Counting the hands", "banner_rect"),
                (MenuScene(app), "F11 full screen", None),
                (MenuScene(app), "Last table:", None)):
            app.clear_to(scene)
            drawn_text.clear()
            scene.draw(pygame.Surface(size))
            rect = next(r for t, r in drawn_text if t.startswith(words))
            area = getattr(scene, place) if place else pygame.Rect((0, 0), size)
            assert area.contains(rect), words
            heights[large, words] = rect.height
    for words in ("The opening:", "Counting the hands", "F11 full screen", "Last table:"):
        assert heights[True, words] > heights[False, words], words


def _placed_back(size):
    from game.scenes.screen_kit import BackButton

    button = BackButton(lambda: None)
    button.place(size)
    return button.rect


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_screens_back_button_has_one_look_and_one_place(tmp_path, monkeypatch, size,
                                                              large):
    """Seen (issue 43): Back buttons differed in colour, size and place from screen to screen
    (Settings orange and centred, Statistics small, and staying small in large print)."""
    from game.match import Match
    from game.rules import RuleSet
    from game.scenes.review.replay import ReplayScene
    from game.scenes.screen_kit import BackButton
    from game.seats import Seat

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = App(size, settings=Settings(large_print=large), seed=5)
    played = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy")], seed=3)
    rng = random.Random(3)
    state = played.start_round()  # a round played out, for the score sheet and the replay
    while not state.is_over:
        played.apply(rng.choice(state.legal_actions()))
    screens = {"setup": app.screens.setup(), "settings": app.screens.settings(),
               "how to play": app.screens.how_to_play(), "ladder": app.screens.ladder(),
               "statistics": app.screens.statistics(), "score": app.screens.score(played),
               "replay": ReplayScene(app, played.game.records, names=["You", "Hen"])}
    places = {}
    for name, scene in screens.items():
        app.clear_to(scene)
        app.step(1 / 60)
        backs = [w for w in scene.ui.widgets if isinstance(w, BackButton) and w.visible]
        assert len(backs) == 1, name
        back = backs[0]
        assert (back.style, back.hint, back.shortcut) == ("quiet", "Esc", pygame.K_ESCAPE), name
        assert back.label == ("Menu" if name == "score" else "Back"), name
        places[name] = tuple(back.rect.size), back.rect.left, back.rect.centery
    expected = _placed_back(size)
    assert set(places.values()) == {(expected.size, expected.left, expected.centery)}, places


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_large_print_grows_the_labels_that_stayed_small(tmp_path, monkeypatch, size, drawn_text):
    """Seen (issue 43): in large print "Dim unplayable tiles", setup's "Medium AI" and the
    score sheet's "Next round" stayed small or wrapped into tiny lines. Each is drawn whole,
    at least 10% larger than without large print."""
    from game.match import Match
    from game.rules import RuleSet
    from game.seats import Seat
    from tests.ink import drawn_size

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    played = Match(RuleSet(), [Seat("You"), Seat("Hen", "medium")], seed=3)
    rng = random.Random(3)
    state = played.start_round()
    while not state.is_over:
        played.apply(rng.choice(state.legal_actions()))
    sizes = {}
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=5)
        settings, setup, score = (app.screens.settings(), app.screens.setup(),
                                  app.screens.score(played))
        for words, scene, place, shadow in (
                ("Dim unplayable tiles", settings, lambda: pygame.Rect((0, 0), size), False),
                ("Medium AI", setup, lambda: setup.kind_cycles[1].rect, False),
                ("Next round", score, lambda: score.next_button.rect, True)):
            app.clear_to(scene)
            app.step(1 / 60)
            drawn_text.clear()
            scene.draw(pygame.Surface(size))
            area = place()
            shown = [(t, r) for t, r in drawn_text if area.contains(r) and t in words
                     and (t == words or area.width < size[0])]
            assert " ".join(t for t, _ in shown) == words, (words, shown)
            sizes[large, words] = drawn_size(*shown[0], shadow=shadow)[0]
    for words in ("Dim unplayable tiles", "Medium AI", "Next round"):
        assert sizes[True, words] >= sizes[False, words] * 1.1, (words, sizes)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_how_to_play_never_cuts_a_line_through_the_middle(tmp_path, monkeypatch, size, large,
                                                          drawn_text):
    """Seen (issue 43): How to play's last line was cut through the middle by the panel's
    foot. At every scroll, from the top to the end, each line drawn is whole in the panel,
    and the end shows the last line."""
    from game.scenes.howto import HowToScene

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = App(size, settings=Settings(large_print=large), seed=5)
    scene = HowToScene(app)
    app.clear_to(scene)
    texts = {line for _, line, _, _ in scene.lines}
    seen = []
    for _ in range(200):
        drawn_text.clear()
        scene.draw(pygame.Surface(size))
        shown = [(t, r) for t, r in drawn_text if t in texts]
        assert shown and all(scene.body.contains(r) for _, r in shown), scene.scroll
        seen.append(scene.scroll)
        if scene.scroll == scene.max_scroll:
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.step(1 / 60)
        assert scene.scroll > seen[-1]  # each turn of the wheel goes on
    assert shown[-1][0] == scene.lines[-1][1]


def test_a_screen_layer_is_made_a_piece_a_step_and_only_once(app):
    """screen_layer_steps does the layer's work a piece at a time (backdrop, the heading's
    font, heading, each panel's shadow, body and title), then gives the layer; screen_layer
    then finds that very layer, and steps asked for again have nothing left to do."""
    from game.scenes.screen_kit import screen_layer, screen_layer_steps

    size, heading = (900, 500), "Pieces a step"
    panels = ((pygame.Rect(20, 90, 400, 300), "Left"), (pygame.Rect(440, 90, 440, 300), "Right"))
    steps = list(screen_layer_steps(size, heading, panels))
    assert steps[:-1] == [None] * 9 and steps[-1] is not None
    assert steps[-1].get_size() == size
    assert screen_layer(size, heading, panels) is steps[-1]
    assert list(screen_layer_steps(size, heading, panels)) == [steps[-1]]
