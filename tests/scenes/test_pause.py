"""The pause overlay over a real table: its buttons by mouse and by key, the veil over hands."""
import pygame
import pytest

from game.app import App

from game.matches import watch_match
from game.match import Match
from game.seats import Seat
from game.store.rules_files import load_preset
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.play.scene import PlayScene
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=2)


def at_the_table(app, match):
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    table = PlayScene(app, match)
    app.clear_to(table)
    pause = PauseScene(app, table)
    app.push(pause)
    app.step(1 / 60, events=[])
    return table, pause


def click(app, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_resume_clicked_goes_back_to_the_table_with_its_click(app):
    table, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    click(app, pause.resume.rect.center)
    assert app.stack.top is table


def test_quit_to_menu_clicked_opens_the_menu(app):
    _, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    click(app, pause.quit.rect.center)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_the_veil_hides_the_hands_only_when_people_share_the_screen(app):
    _, alone = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    assert not alone.covers_hands
    table = [Seat("Ana"), Seat("Bo"), Seat("Hen", "medium", pace=0.0)]
    _, shared = at_the_table(app, Match(load_preset("classic").rules, table, 3))
    assert shared.covers_hands


def press(app, k):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def test_the_pause_menu_has_its_five_parts(app):
    _, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    labels = [b.label for b in pause.buttons]
    assert labels == ["Resume", "Score sheet", "House rules", "Settings", "Quit to menu"]
    assert all(app.screen.get_rect().contains(b.rect) for b in pause.buttons)
    assert pause.view == "sheet"


def test_the_score_sheet_so_far_and_the_house_rules_in_words(app, monkeypatch):
    from game.render import text as text_module
    from game.words.house_rules import rule_sentence

    match = watch_match(2, seats=3, pace=0.0)
    match.start_round()
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    table, pause = at_the_table(app, match)
    seen = []
    render = text_module.render
    monkeypatch.setattr(text_module, "render",
                        lambda t, *a, **k: seen.append(t) or render(t, *a, **k))
    app.step(1 / 60, events=[])
    assert "Score sheet so far" in seen
    assert all(str(points) in seen for points in match.game.round_scores[0])
    click(app, pause.rules_button.rect.center)
    assert pause.view == "rules"
    seen.clear()
    app.step(1 / 60, events=[])
    assert "House rules" in seen
    for question, words, _ in pause.rule_lines():
        assert question in seen and words in seen
        assert f"{question}: {words}" in [rule_sentence(k, match.rules)
                                         for k in match.rules.as_dict()]
    press(app, pygame.K_s)
    assert pause.view == "sheet" and app.stack.top is pause


def test_settings_open_over_the_pause_and_back_returns_to_it(app):
    from game.scenes.settings_scene import SettingsScene

    table, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    click(app, pause.settings_button.rect.center)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.face_cycle.rect.center)           # numerals
    assert app.art.face_kind == "numerals"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is pause and app.stack.scenes[-2] is table


def test_the_pause_menu_by_keyboard(app):
    _, pause = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    press(app, pygame.K_DOWN)
    assert pause.ui.current is pause.resume and pause.ui.ring
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert pause.ui.current is pause.rules_button
    press(app, pygame.K_RETURN)
    assert pause.view == "rules"
    press(app, pygame.K_UP)
    press(app, pygame.K_SPACE)
    assert pause.view == "sheet"
    for _ in range(3):
        press(app, pygame.K_TAB)
    assert pause.ui.current is pause.quit
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)


def test_esc_resumes(app):
    table, _ = at_the_table(app, watch_match(2, seats=3, pace=0.0))
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table
