"""The settings for every eye and the help at the table, changed on the Settings screen by mouse
and keyboard, applied at once (tile art, large print) and kept in the settings."""
import pygame
import pytest

from game.app import App
from game.render.pips import COLOUR_BLIND_COLOURS, PIP_COLOURS
from game.scenes.menu import MenuScene
from game.scenes.settings_scene import SettingsScene
from game.store.settings import Settings, load_settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    application = App((1280, 720), settings=Settings(), seed=2)
    application.clear_to(MenuScene(application))
    application.push(SettingsScene(application))
    application.step(1 / 60, events=[])
    return application


def click(app, widget, right=False):
    pos = (widget.rect.right - 4, widget.rect.centery) if right else widget.rect.center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def press(app, k, mod=0):
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def test_numerals_and_colour_blind_pips_redraw_the_tiles(app):
    scene = app.stack.top
    assert not scene.palette_cycle.enabled          # pip colours matter with coloured pips
    click(app, scene.face_cycle, right=True)
    assert app.settings.tile_face == "numerals" and app.art.face_kind == "numerals"
    click(app, scene.pips_toggle)
    assert scene.palette_cycle.enabled and app.art.palette == PIP_COLOURS
    click(app, scene.palette_cycle, right=True)
    assert app.settings.pip_palette == "colour-blind"
    assert app.art.palette == COLOUR_BLIND_COLOURS and app.art.colour_pips


def test_large_print_scales_the_interface_and_lays_the_screen_out_again(app):
    scene = app.stack.top
    before = scene.sound_toggle.rect.height
    click(app, scene.print_toggle)
    assert app.settings.large_print and app.ui_scale == pytest.approx(1.25)
    assert scene.sound_toggle.rect.height > before


def test_reduced_motion_undo_and_no_busywork_are_kept(app, tmp_path):
    app.files.autosave = True
    scene = app.stack.top
    click(app, scene.motion_toggle)
    click(app, scene.undo_cycle, right=True)
    click(app, scene.draw_toggle)
    click(app, scene.pass_toggle)
    click(app, scene.play_toggle)
    st = app.settings
    assert (st.reduced_motion, st.undo, st.auto_draw, st.auto_pass, st.auto_play) == (
        True, "never", False, False, True)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    kept, problem = load_settings()
    assert problem is None and kept == st


def test_every_setting_is_reached_and_changed_by_keyboard(app):
    scene = app.stack.top
    widgets = [row.widget for row in scene.rows if row.widget.enabled]
    reached = []
    for _ in range(len(widgets) + 1):
        press(app, pygame.K_TAB)
        reached.append(scene.ui.current)
    assert reached[:len(widgets)] == widgets and reached[-1] is scene.back_button
    press(app, pygame.K_TAB)                        # round again to the sound switch
    assert scene.ui.current is scene.sound_toggle
    press(app, pygame.K_RETURN)
    assert not app.settings.sound
    for _ in range(3):
        press(app, pygame.K_DOWN)
    assert scene.ui.current is scene.print_toggle
    press(app, pygame.K_RIGHT)
    assert app.settings.large_print


def test_settings_scene_text_names_no_raw_values(app, monkeypatch):
    from game.render import text as text_module

    seen = []
    render = text_module.render
    monkeypatch.setattr(text_module, "render",
                        lambda t, *a, **k: seen.append(t) or render(t, *a, **k))
    app.step(1 / 60, events=[])
    assert "Always" in seen and "Pips" in seen and "Normal" in seen
    assert not any(raw in seen for raw in ("against-computers", "colour-blind", "numerals"))


@pytest.mark.parametrize("desktop, offered", [
    ((1366, 768), [(1280, 691), (1024, 600), "full screen"]),
    ((1920, 1080), [(1024, 600), (1280, 720), (1600, 900), "full screen"])])
def test_only_window_sizes_that_fit_the_screen_are_offered(monkeypatch, tmp_path, desktop,
                                                           offered):
    """On a 1366x768 laptop, 1600 x 900 and 1920 x 1080 made a window larger than the
    screen, its Back button and the table's foot off the bottom edge. A window may take the
    screen's width and nine tenths of its height (its title bar and a task bar take the
    rest); the window the game opened with comes first where it is none of the usual sizes."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    app = App(None, settings=Settings(), seed=1)
    assert app.window.room == (desktop[0], round(desktop[1] * 0.9))
    assert SettingsScene(app).window_cycle.choices == offered


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("large_print", [False, True])
def test_every_row_says_its_words_whole_inside_its_panel(monkeypatch, tmp_path, size,
                                                         large_print):
    """At 1024x600 the descriptions were cut with '...' ("How long each computer move
    stays..."): every row's words now wrap whole inside the room under its widget, the rows
    stay apart and inside their panel, and the tile preview keeps its room."""
    from game.render import text as txt
    from game.render.ui_draw import panel_body, ui_scale

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = App(size, settings=Settings(large_print=large_print), seed=1)
    scene = SettingsScene(app)
    app.clear_to(scene)
    app.step(1 / 60, events=[])
    s = ui_scale(size)
    for row, words, size_drawn in zip(scene.rows, scene.word_rects, scene.word_sizes):
        lines = scene.description_lines(row, words, size_drawn)
        assert " ".join(lines) == row.words and len(lines) <= 2
        assert all(txt.font(size_drawn).size(line)[0] <= words.width for line in lines)
        assert len(lines) * round(size_drawn * 1.2) <= words.height
        assert words.top >= row.widget.rect.bottom
    bodies = [panel_body(rect, "x", s) for rect in scene.panel_rects]
    rects = scene.row_rects
    for a, b in zip(rects, rects[1:]):
        assert a.bottom <= b.top or b.top < a.top        # apart, or the next panel
    for rect in rects:
        assert any(body.contains(rect) for body in bodies)
    assert scene.preview_rect.height >= scene.preview_room(s)


def test_the_tile_tracker_row_switches_the_setting(app):
    scene = app.stack.top
    row = next(row for row in scene.rows if row.name == "Tile tracker")
    assert row.widget is scene.tracker_toggle and not app.settings.tracker
    click(app, scene.tracker_toggle)
    assert app.settings.tracker


def test_the_phone_port_is_typed_and_a_port_that_is_none_is_said_and_not_kept(app):
    app.files.autosave = True
    scene = app.stack.top
    row = next(row for row in scene.rows if row.name == "Phone port")
    assert row.widget is scene.port_field and scene.port_field.text == "8765"
    click(app, scene.port_field)
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    app.step(1 / 60, events=[pygame.event.Event(pygame.TEXTINPUT, text="9100")])
    assert app.settings.phone_port == 9100
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)  # "91": no port for phones
    assert app.settings.phone_port == 9100
    said = []
    app.say = lambda text, *a, **k: said.append(text)
    scene.back()
    assert said == ['Phone port: expected 0 (any free port) or a port from 1024 to 65535; '
                    'found "91": 9100 is kept']
    assert load_settings()[0].phone_port == 9100
