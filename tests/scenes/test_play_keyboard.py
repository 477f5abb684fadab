"""Keyboard-only play: a whole round played with posted key events alone (Right/Tab to pick,
Up/Down to choose a target, Enter or Space to play, D to draw, P to pass)."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Draw, Pass, Play, RuleSet, Tile
from game.scenes.play import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from tests.scenes.test_play_undo import HAND, table

T = Tile.parse


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def press(app, code, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    app.step(1 / 60)


def test_right_picks_a_tile_down_chooses_a_target_and_enter_plays():
    app, match, scene = table(HAND)
    press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("9-5") and scene.selected == T("9-5")
    assert scene.targets and scene.keys.chosen() is scene.targets[0]
    press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("9-4")
    press(app, pygame.K_LEFT)
    press(app, pygame.K_DOWN)
    chosen = scene.keys.chosen()
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == chosen.action
    assert chosen.action.tile == T("9-5")


def test_tab_walks_the_targets_then_the_tiles():
    app, match, scene = table(HAND)
    seen = []
    for _ in range(10):  # 9-5 and 9-4 have a target in each of the 4 free spoke slots
        press(app, pygame.K_TAB)
        chosen = scene.keys.chosen()
        seen.append((scene.keys.focus, chosen.action if chosen else None))
    assert seen[0][0] == T("9-5")
    assert {focus for focus, _ in seen} >= {T("9-5"), T("9-4"), T("3-1")}
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.keys.focus == seen[-2][0]


def test_enter_on_a_tile_that_fits_nowhere_says_why():
    app, match, scene = table(HAND)
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("3-1")
    press(app, pygame.K_RETURN)
    assert scene.toast.tone == "error" and "3-1" in scene.toast.message


def test_a_ring_left_on_a_tile_that_fits_nowhere_moves_on_at_your_next_move():
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "medium", pace=0.2)])
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("3-1")  # the player's own choice stays while the move lasts
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(2000):
        app.step(1 / 60)
        if match.state.to_act == 0 and scene.can_act:
            break
    assert scene.can_act and T("3-1") in match.state.hands[0]
    played = len(match.state.history)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert len(match.state.history) == played + 1
    assert isinstance(match.state.history[-1], Play) and match.state.history[-1].seat == 0


@pytest.mark.parametrize("key, words", [(pygame.K_p, "It is Hen's turn, not yours"),
                                         (pygame.K_RETURN, "Wait: it is Hen's turn")])
def test_a_refusal_fades_once_the_turn_moves_on(key, words):
    """Seen in a real window: "It is Rooster's turn, not yours", and "Wait: it is Grandma
    Hen's turn", still showed with the turn arrow on the next seat."""
    app, match, scene = hen_to_play_9_3()
    press(app, key)
    refusal = scene.toast
    assert refusal is not None and refusal.message == words
    until_hen_plays(app, match)
    for _ in range(30):  # half a second
        app.step(1 / 60)
    assert scene.toast is not refusal  # gone (Hen's own move may say something new)


def test_a_problem_that_is_no_refusal_stays_its_time_when_the_turn_moves_on():
    app, match, scene = hen_to_play_9_3()
    scene.callouts.say("Autosave failed: the disk is full", "error")
    problem = scene.toast
    until_hen_plays(app, match)
    for _ in range(30):
        app.step(1 / 60)
    assert scene.toast is problem


def hen_to_play_9_3():
    """You have played 9-5; Hen (a little slow) will draw 9-3 and play it."""
    app, match, scene = table(HAND, yard_first=("9-3",),
                              seats=[Seat("You"), Seat("Hen", "medium", pace=0.6)])
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(30):
        app.step(1 / 60)
    assert match.state.to_act == 1
    return app, match, scene


def until_hen_plays(app, match):
    for _ in range(600):
        app.step(1 / 60)
        if match.state.to_act != 1:
            break
    assert match.state.history[-1] == Play(1, T("9-3"), T("9-9"))


def test_a_refusal_fades_once_the_player_does_what_it_asked():
    """Seen in a real window: "You cannot play and must draw from the chicken yard before
    passing" stayed up after the draw, beside the Pass button the draw had brought."""
    app, match, scene = table(("3-1", "6-0", "8-7"), yard_first=("2-1",))
    app.settings.auto_draw = app.settings.auto_pass = False
    press(app, pygame.K_p)
    refusal = scene.toast
    assert refusal is not None and refusal.tone == "error" and "draw" in refusal.message
    press(app, pygame.K_d)
    assert match.state.history[-1] == Draw(0)
    for _ in range(30):  # half a second
        app.step(1 / 60)
    assert scene.toast is not refusal and match.state.to_act == 0


def test_a_whole_round_by_keyboard_alone():
    settings = Settings(animation_speed="fast")
    settings.auto_draw = settings.auto_pass = False  # the keys do it all
    app = App((1280, 720), settings=settings, seed=5)
    match = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy", pace=0.2)], seed=5)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    keys_used = set()
    for _ in range(20000):
        if match.state.is_over:
            break
        if not scene.can_act:
            app.step(1 / 60)
            continue
        legal = scene.human_legal()
        playable = scene.humans.playable()
        if playable:
            key = pygame.K_RIGHT
            if scene.keys.focus in playable and scene.keys.chosen() is not None:
                key = pygame.K_RETURN if len(keys_used) % 2 else pygame.K_SPACE
        elif any(isinstance(a, Draw) for a in legal):
            key = pygame.K_d
        elif any(isinstance(a, Pass) for a in legal):
            key = pygame.K_p
        else:
            key = pygame.K_a
        keys_used.add(key)
        press(app, key)
    assert match.state.is_over
    mine = [a for a in match.state.history if a.seat == 0]
    assert any(isinstance(a, Play) for a in mine)
    assert pygame.K_RIGHT in keys_used and (pygame.K_RETURN in keys_used
                                            or pygame.K_SPACE in keys_used)


def test_the_first_key_focuses_a_tile_that_fits():
    app, match, scene = table(("3-1", "6-0", "9-5", "8-7", "9-4"))
    standing = scene.hand_tiles()
    fits = [t for t in standing if t in (T("9-5"), T("9-4"))]
    press(app, pygame.K_RIGHT)
    assert scene.keys.focus == fits[0] and scene.keys.chosen() is not None
    app, match, scene = table(("3-1", "6-0", "9-5", "8-7", "9-4"))
    press(app, pygame.K_LEFT)
    assert scene.keys.focus == fits[-1]


def test_enter_before_any_tile_is_picked_picks_the_first_that_fits_then_plays_it():
    app, match, scene = table(("3-1", "9-5", "9-4"))
    before = len(match.state.history)
    press(app, pygame.K_RETURN)
    assert scene.keys.focus == T("9-5") and scene.keys.chosen() is not None
    assert len(match.state.history) == before  # only picked: the places are lit
    assert scene.toast is None or "Wait" not in scene.toast.message
    press(app, pygame.K_RETURN)
    assert match.state.history[-1].tile == T("9-5")


def test_enter_after_a_hint_makes_the_hinted_move():
    app, match, scene = table(HAND)
    press(app, pygame.K_h)
    hinted = scene.selection.hinted
    assert isinstance(hinted, Play)
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == hinted
