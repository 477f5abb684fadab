"""The setup screen by keyboard alone: Tab and Shift+Tab move a visible focus ring through every
control, Enter or Space activates, Left/Right change a value, and a game starts without a mouse."""
import pygame
import pytest

from game.app import App
from game.render.text_field import TextField
from game.render.widgets.group import RING
from game.scenes.play.deal import DealScene
from game.scenes.menu import MenuScene
from game.scenes.setup.screen import SetupScene
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    application = App((1280, 720), settings=Settings(), seed=9)
    application.clear_to(MenuScene(application))
    application.step(1 / 60, events=[])
    return application


def press(app, k, mod=0, times=1):
    for _ in range(times):
        app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def typed(app, text):
    app.step(1 / 60, events=[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def tab_to(app, setup, tag):
    """Tab until the control tagged `tag` has the focus (a bounded walk: never a hang)."""
    for _ in range(len(setup.ui.widgets) + 1):
        if setup.ui.current is not None and setup.ui.current.tag == tag:
            return setup.ui.current
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {tag}")


def open_setup_by_keyboard(app):
    press(app, pygame.K_n)  # the menu's New game key
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def ring_pixel(app, widget):
    """The colour where the focus ring around `widget` is drawn."""
    width = max(3, widget.rect.height // 12)
    ring = widget.rect.inflate(4 * width, 4 * width)
    return app.screen.get_at((ring.left + width // 2, ring.centery))[:3]


def test_tab_walks_every_control_in_order_and_shift_tab_walks_back(app):
    setup = open_setup_by_keyboard(app)
    reachable = setup.ui.reachable()
    names = [w.tag for w in reachable]
    assert names[:4] == ["name:0", "name:1", "name:2", "name:3"]
    assert names[4:8] == ["kind:0", "kind:1", "kind:2", "kind:3"]
    assert names[-2:] == ["back", "start"] and "preset" in names and "rule:opening" in names
    seen = []
    for _ in range(len(reachable)):
        press(app, pygame.K_TAB)
        seen.append(setup.ui.current.tag)
    assert seen == names
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.ui.current.tag == "back"


def test_the_focus_ring_is_drawn_where_the_focus_is_and_hidden_after_a_click(app):
    setup = open_setup_by_keyboard(app)
    press(app, pygame.K_TAB, times=5)
    kind = setup.kind_cycles[0]
    assert setup.ui.current is kind and setup.ui.ring
    assert ring_pixel(app, kind) == RING
    pos = setup.preset_cycle.rect.center
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    assert not setup.ui.ring and ring_pixel(app, kind) != RING


def test_tab_into_a_name_types_into_it_and_tab_leaves_it(app):
    setup = open_setup_by_keyboard(app)
    press(app, pygame.K_TAB, times=2)
    field = setup.name_fields[1]
    assert isinstance(field, TextField) and field.focused
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    typed(app, "Ana")
    assert setup.seats[1].name == "Ana"
    press(app, pygame.K_TAB)
    assert not field.focused and setup.name_fields[2].focused


def test_arrows_enter_and_space_change_values_and_the_focus_survives(app):
    setup = open_setup_by_keyboard(app)
    tab_to(app, setup, "kind:1")
    press(app, pygame.K_RIGHT)                 # Medium AI -> Hard AI
    assert setup.seats[1].player == "hard"
    press(app, pygame.K_LEFT, times=2)         # -> Easy AI
    assert setup.seats[1].player == "easy"
    tab_to(app, setup, "rule:opening")
    press(app, pygame.K_SPACE)                 # a cross -> a double foot
    assert setup.rules.opening == "double-foot"
    assert setup.ui.current.tag == "rule:opening" and setup.ui.ring  # built again, same place
    press(app, pygame.K_DOWN)                  # Down moves on once the ring shows
    assert setup.ui.current.tag == "rule:must_play"
    press(app, pygame.K_RETURN)                # Enter on the focus, not Start
    assert setup.rules.must_play is False and app.stack.top is setup
    tab_to(app, setup, "rule:double_blank")
    press(app, pygame.K_LEFT)
    assert setup.rules.double_blank == 45


def test_a_game_is_set_up_and_started_without_the_mouse(app):
    setup = open_setup_by_keyboard(app)
    tab_to(app, setup, "remove:3")
    press(app, pygame.K_RETURN)                # remove the fourth seat
    assert len(setup.seats) == 3
    assert setup.ui.current.tag == "add" and setup.ui.ring  # the next control there is
    tab_to(app, setup, "preset")
    press(app, pygame.K_RIGHT)                 # classic -> family
    assert setup.preset_name == "family"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB)
    assert setup.ui.current.tag == "preset"
    tab_to(app, setup, "start")
    press(app, pygame.K_RETURN)
    deal = app.stack.top
    assert isinstance(deal, DealScene) and deal.match.preset == "family"
    assert len(deal.match.seats) == 3


def test_enter_starts_the_game_when_no_control_has_the_ring(app):
    open_setup_by_keyboard(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, DealScene)


def test_enter_in_a_name_field_starts_the_game_as_start_says(app):
    """Seen (issue 32): Start says "Enter", but Enter in a name field only left the field."""
    setup = open_setup_by_keyboard(app)
    press(app, pygame.K_TAB, times=2)
    assert setup.name_fields[1].focused
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    typed(app, "Ana")
    press(app, pygame.K_RETURN)
    deal = app.stack.top
    assert isinstance(deal, DealScene)
    assert deal.match.seats[1].name == "Ana"


def test_enter_in_a_name_field_left_empty_starts_nothing(app):
    setup = open_setup_by_keyboard(app)
    press(app, pygame.K_TAB)
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_RETURN)
    assert app.stack.top is setup and setup.problem() == "Seat 1 needs a name."


def test_esc_leaves_a_name_first_then_the_screen(app):
    setup = open_setup_by_keyboard(app)
    press(app, pygame.K_TAB)
    assert setup.name_fields[0].focused
    press(app, pygame.K_ESCAPE)
    assert not setup.name_fields[0].focused and app.stack.top is setup
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_with_large_print_the_rules_scroll_and_tab_brings_each_into_view(app):
    app.settings.large_print = True
    app.window.set((1024, 600))
    setup = open_setup_by_keyboard(app)
    panel = setup.house_rules
    assert panel.fits < len(panel.widgets)
    hidden = [w for w in panel.widgets.values() if not w.visible]
    assert hidden and all(w.scrolled_away for w in hidden)
    target = [w for w in hidden if w.enabled][-1]
    tab_to(app, setup, target.tag)
    assert target.visible and pygame.Rect(0, 0, 1024, 600).contains(target.rect)
    assert ring_pixel(app, target) == RING
    for w in setup.ui.widgets:
        if w.visible:
            assert setup.rules_rect.contains(w.rect) or not setup.rules_rect.colliderect(w.rect)
