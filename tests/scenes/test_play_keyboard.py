"""Keyboard-only play: a whole round played with posted key events alone (Right/Tab to pick,
Up/Down to choose a target, Enter or Space to play, D to draw, P to pass)."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Draw, Pass, Play, RuleSet, Tile
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from tests.scenes.test_play_undo import HAND, table
from hinting import quick_hints, until_answered  # noqa: F401 (a fixture)
from table_probe import probe

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
    assert scene.keys.focus == T("9-5") and probe(scene).selected is None  # the ring rests
    press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("9-4") and probe(scene).selected == T("9-4")
    assert probe(scene).targets and scene.keys.chosen() is probe(scene).targets[0]
    press(app, pygame.K_LEFT)
    assert scene.keys.focus == T("9-5") and probe(scene).selected == T("9-5")
    press(app, pygame.K_DOWN)
    chosen = scene.keys.chosen()
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == chosen.action
    assert chosen.action.tile == T("9-5")


def test_tab_walks_the_lit_places_of_the_tiles_that_fit_only():
    """Changed on purpose (issue 43): Tab went on to 3-1, 6-0 and 8-7, which fit nowhere,
    leaving the lit places; now it walks every lit place of 9-5 and 9-4 and only those."""
    app, match, scene = table(HAND)
    seen = []
    for _ in range(10):  # 9-5 and 9-4 have a target in each of the 4 free spoke slots
        press(app, pygame.K_TAB)
        chosen = scene.keys.chosen()
        assert chosen is not None and chosen.action.tile == scene.keys.focus
        seen.append((scene.keys.focus, chosen.action, chosen.slot))
    assert seen[0][0] == T("9-5")
    assert {focus for focus, _, _ in seen} == {T("9-5"), T("9-4")}
    assert len(set(seen[:8])) == 8 and seen[8] == seen[0]  # every lit place, then round again
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert (scene.keys.focus, scene.keys.chosen().action) == seen[-2][:2]


def test_tab_from_a_tile_that_fits_nowhere_goes_to_the_next_that_fits():
    app, match, scene = table(("9-5", "3-1", "6-0", "9-4", "8-7"))
    order = probe(scene).hand_tiles()
    while scene.keys.focus != T("3-1"):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_TAB)
    after = [t for t in order[order.index(T("3-1")):] if t in (T("9-5"), T("9-4"))]
    assert scene.keys.focus == (after or [T("9-5")])[0] and scene.keys.chosen() is not None


def test_space_on_the_resting_ring_does_what_enter_does():
    """Seen (issue 43): Space on the resting ring did nothing (Enter lit its places)."""
    app, match, scene = table(("3-1", "9-5", "9-4"))
    before = len(match.state.history)
    assert scene.keys.focus == T("9-5") and scene.keys.chosen() is None
    press(app, pygame.K_SPACE)
    assert scene.keys.chosen() is not None and len(match.state.history) == before
    press(app, pygame.K_SPACE)
    assert match.state.history[-1].tile == T("9-5")


def test_enter_on_a_tile_that_fits_nowhere_says_why():
    app, match, scene = table(HAND)
    for _ in range(2):  # from the ring's rest on 9-5
        press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("3-1")
    press(app, pygame.K_RETURN)
    assert probe(scene).toast.tone == "error" and "3-1" in probe(scene).toast.message


def test_a_ring_left_on_a_tile_that_fits_nowhere_moves_on_at_your_next_move():
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "medium", pace=0.2)])
    for _ in range(2):  # from the ring's rest on 9-5
        press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("3-1")  # the player's own choice stays while the move lasts
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(2000):
        app.step(1 / 60)
        if match.state.to_act == 0 and probe(scene).can_act:
            break
    assert probe(scene).can_act and T("3-1") in match.state.hands[0]
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
    refusal = probe(scene).toast
    assert refusal is not None and refusal.message == words
    until_hen_plays(app, match)
    for _ in range(30):  # half a second
        app.step(1 / 60)
    assert probe(scene).toast is not refusal  # gone (Hen's own move may say something new)


def test_a_problem_that_is_no_refusal_stays_its_time_when_the_turn_moves_on():
    app, match, scene = hen_to_play_9_3()
    scene.callouts.say("Autosave failed: the disk is full", "error")
    problem = probe(scene).toast
    until_hen_plays(app, match)
    for _ in range(30):
        app.step(1 / 60)
    assert probe(scene).toast is problem


def hen_to_play_9_3():
    """You have played 9-5; Hen (a little slow) will draw 9-3 and play it."""
    app, match, scene = table(HAND, yard_first=("9-3",),
                              seats=[Seat("You"), Seat("Hen", "medium", pace=0.6)])
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(200):  # past the undo window: Hen draws, then plays
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
    refusal = probe(scene).toast
    assert refusal is not None and refusal.tone == "error" and "draw" in refusal.message
    press(app, pygame.K_d)
    assert match.state.history[-1] == Draw(0)
    for _ in range(30):  # half a second
        app.step(1 / 60)
    assert probe(scene).toast is not refusal and match.state.to_act == 0


@pytest.mark.slow  # a whole round through the scene, key by key
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
        if not probe(scene).can_act:
            app.step(1 / 10)  # (a slow machine's frames while the computer plays)
            continue
        legal = probe(scene).human_legal()
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


def test_the_ring_rests_on_the_first_tile_that_fits_from_the_first_frame():
    """Changed on purpose (issue 32): the ring showed only after the first key; now it rests
    on the first tile that fits from the turn's first frame, nothing lit, and Up (or Tab)
    lights that tile's places."""
    app, match, scene = table(("3-1", "6-0", "9-5", "8-7", "9-4"))
    standing = probe(scene).hand_tiles()
    fits = [t for t in standing if t in (T("9-5"), T("9-4"))]
    assert scene.keys.focus == fits[0] and scene.keys.chosen() is None
    press(app, pygame.K_UP)
    assert scene.keys.focus == fits[0] and scene.keys.chosen() is not None
    app, match, scene = table(("3-1", "6-0", "9-5", "8-7", "9-4"))
    press(app, pygame.K_TAB)
    assert scene.keys.focus == fits[0] and scene.keys.chosen() is not None


def test_enter_before_any_tile_is_picked_picks_the_first_that_fits_then_plays_it():
    app, match, scene = table(("3-1", "9-5", "9-4"))
    before = len(match.state.history)
    press(app, pygame.K_RETURN)
    assert scene.keys.focus == T("9-5") and scene.keys.chosen() is not None
    assert len(match.state.history) == before  # only picked: the places are lit
    assert probe(scene).toast is None or "Wait" not in probe(scene).toast.message
    press(app, pygame.K_RETURN)
    assert match.state.history[-1].tile == T("9-5")


def test_enter_after_a_hint_makes_the_hinted_move(quick_hints):
    app, match, scene = table(HAND)
    press(app, pygame.K_h)
    until_answered(app, scene)
    hinted = scene.selection.hinted
    assert isinstance(hinted, Play)
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == hinted


def until_you_may_act(app, scene):
    for _ in range(600):
        if probe(scene).can_act:
            return
        app.step(1 / 60)
    raise AssertionError("your move never came")


def test_after_a_draw_the_ring_moves_to_the_drawn_tile_and_enter_plays_it():
    """Seen (issue 32): after drawing, Enter answered "only the drawn tile 7-6 may be played"."""
    app, match, scene = table(("3-1", "6-0", "8-7"), yard_first=("9-2",))
    app.settings.auto_draw = app.settings.auto_pass = False
    assert scene.keys.focus in (T("3-1"), T("6-0"), T("8-7"))  # nothing fits: a tile still
    press(app, pygame.K_d)
    assert match.state.history[-1] == Draw(0)
    assert scene.keys.focus == T("9-2")  # while it glides in
    until_you_may_act(app, scene)
    press(app, pygame.K_RETURN)
    assert scene.keys.chosen() is not None and probe(scene).toast is None
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == Play(0, T("9-2"), T("9-9"))


def test_after_h_enter_makes_the_hinted_move_wherever_the_ring_was(quick_hints):
    """Seen (issue 32): after H, Enter played the ringed tile instead of the hint."""
    app, match, scene = table(HAND)
    press(app, pygame.K_h)
    until_answered(app, scene)
    hinted = scene.selection.hinted
    assert isinstance(hinted, Play)
    other = T("9-4") if hinted.tile == T("9-5") else T("9-5")
    while scene.keys.focus != other:  # the player picks the other tile and a place for it
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN)
    assert scene.keys.chosen().action.tile == other
    press(app, pygame.K_h)
    until_answered(app, scene)
    assert scene.keys.focus == hinted.tile  # the ring goes to the hint
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == hinted


def test_the_ring_rests_again_each_turn_and_enter_never_refuses_a_tile_that_fits():
    """Seen (issue 32): a ring left from before refused a legal move: "4-1 cannot be played
    now". Each turn the ring rests on a tile that fits, and Enter lights it, then plays."""
    app, match, scene = table(HAND, seats=[Seat("You"), Seat("Hen", "medium", pace=0.2)])
    press(app, pygame.K_RIGHT)
    assert scene.keys.focus == T("9-4")  # the player's choice, this turn
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(2000):
        app.step(1 / 60)
        if match.state.to_act == 0 and probe(scene).can_act:
            break
    playable = scene.humans.playable()
    assert playable and scene.keys.focus in playable and scene.keys.chosen() is None
    played = len(match.state.history)
    press(app, pygame.K_RETURN)
    assert probe(scene).toast is None or probe(scene).toast.tone != "error"  # ("Hen passes")
    assert scene.keys.chosen() is not None
    press(app, pygame.K_RETURN)
    assert len(match.state.history) == played + 1 and match.state.history[-1].seat == 0


@pytest.mark.parametrize("code", [pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS])
def test_plus_and_minus_zoom_the_barnyard_and_home_goes_back(code):
    app, match, scene = table(HAND)
    camera = probe(scene).camera
    before = camera.scale
    press(app, code)
    assert camera.scale > before and not camera.auto
    zoomed = camera.scale
    for minus in (pygame.K_MINUS, pygame.K_KP_MINUS):
        press(app, minus)
    assert camera.scale < zoomed
    assert scene.keys.focus == T("9-5") and probe(scene).selected is None  # the hand is untouched
    press(app, pygame.K_HOME)
    assert camera.auto


def test_shift_arrows_pan_the_barnyard_not_the_hand():
    app, match, scene = table(HAND)
    camera = probe(scene).camera
    x, y = camera.centre
    press(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)  # look right: the table moves left
    assert camera.centre[0] > x and not camera.auto
    press(app, pygame.K_DOWN, pygame.KMOD_LSHIFT)
    assert camera.centre[1] > y
    press(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    press(app, pygame.K_UP, pygame.KMOD_SHIFT)
    assert camera.centre == pytest.approx((x, y))
    assert scene.keys.focus == T("9-5") and probe(scene).selected is None


def luminance(colour):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("scheme", ["ivory", "ebony", "mint"])
def test_the_ring_shows_from_the_first_frame_3_px_wide_and_clear_on_every_face(scheme):
    """Seen (issue 32): the ring was 2 px and came only with the first Tab. Now a bright
    band at least 3 px wide between dark lines rings the tile from the turn's first frame."""
    from game.render.tile_art import SCHEMES
    from game.scenes.play.hand_keys import RING, RING_EDGE

    app, match, scene = table(HAND)  # the first frame of your turn has been drawn
    assert scene.keys.focus == T("9-5")
    app.settings.tile_scheme = scheme
    app.restyle_tiles()
    app.step(1 / 60)
    x, y = (round(v) for v in probe(scene).hand_positions()[T("9-5")])
    left = x - scene.hand.length() // 4  # the tile's left edge
    row = [tuple(app.screen.get_at((left - d, y))[:3]) for d in range(0, 8)]
    assert row.count(RING) >= 3, row
    assert RING_EDGE in row[:2] and RING_EDGE in row[-3:], row  # dark lines each side
    faces = SCHEMES[scheme]
    for face in (faces.face_top, faces.face_bottom):
        assert max(contrast(RING, face), contrast(RING_EDGE, face)) >= 3.0
    assert contrast(RING, RING_EDGE) >= 7.0


def test_after_h_where_only_a_draw_is_left_enter_draws():
    app, match, scene = table(("3-1", "6-0", "8-7"), yard_first=("9-2",))
    app.settings.auto_draw = app.settings.auto_pass = False
    press(app, pygame.K_h)
    assert probe(scene).toast.message == "Nothing to choose: no tile fits, so you draw"
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == Draw(0)
    assert scene.keys.focus == T("9-2")


def test_m_at_the_table_says_sound_off_and_on():
    """Seen (issue 43): M turned the sound off with nothing on screen to say so."""
    app, match, scene = table(HAND)
    press(app, pygame.K_m)
    assert not app.settings.sound and app.toast.message == "Sound off"
    spot = scene.toast_spot(app.toast.size(app.size))
    assert spot is not None and pygame.Rect((0, 0), app.size).contains(spot)  # on the felt
    press(app, pygame.K_m)
    assert app.settings.sound and app.toast.message == "Sound on"
