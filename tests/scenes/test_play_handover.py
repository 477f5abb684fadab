"""The hand-over at a party (issue 32): what happened is told, an automatic draw and pass is
shown to the person before the cover, Esc pauses, the last play may be taken back, and people
get their chance to catch a forgotten "Chickenlittle" before a computer does."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Catch, Draw, Pass, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.pause import PauseScene
from game.scenes.play.scene import PlayScene
from game.scenes.play.privacy import LIFT_AFTER, PROMPT, PrivacyScene
from game.scenes.play.story import since_turn
from game.scenes.play.turn_card import TurnCard
from game.seats import Seat
from game.store.settings import Settings
from table_probe import probe
from tests.scenes.test_play import RecordingArt

T = Tile.parse
ENFORCED = RuleSet(chickenlittle="enforced")


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def party(seats, hands, plays=(), yard_first=(), rules=RuleSet(), size=(1280, 720),
          **settings):
    """A round dealt `hands` (the last seat sets 9-9), `plays` applied, the table shown."""
    app = App(size, settings=Settings(animation_speed="fast", **settings), seed=1)
    app.files.autosave = False
    hands = [[T(t) for t in hand] for hand in hands]
    first = [T(t) for t in yard_first]
    dealt = [t for hand in hands for t in hand] + first
    rest = [t for t in full_set(9) if t not in dealt]
    random.Random(3).shuffle(rest)
    match = Match(rules, seats, seed=1)
    match.game.round_number = 1
    match.state = RoundState(rules, hands, first + rest)
    for action in plays:
        match.apply(action)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return app, match, scene


def until(app, done, steps=400, dt=0.05):
    for _ in range(steps):
        if done():
            return True
        app.step(dt)
    return done()


def click(app, button):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    app.step(1 / 60)


def settle(app):
    """A screen that came up by itself takes keys after a moment (game.scenes.base.KeyGate);
    the hand-over takes nothing before LIFT_AFTER seconds."""
    for _ in range(round(LIFT_AFTER * 10) + 1):
        app.step(0.1)


def key(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step(1 / 60)


def lift(app, cover):
    settle(app)
    key(app, pygame.K_SPACE)


def drawn_words(scene, monkeypatch):
    """Every text the scene draws."""
    from game.render import text

    words = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda said, *rest, **kw: words.append(said)
                        or real(said, *rest, **kw))
    scene.draw(pygame.Surface(scene.app.size))
    monkeypatch.setattr(text, "render", real)
    return words


ANA_BO = [Seat("Ana"), Seat("Bo")]


def test_an_automatic_draw_and_pass_is_told_to_the_person_before_the_hand_over(monkeypatch):
    app, match, scene = party(ANA_BO, [["5-1", "4-2", "3-0"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)], yard_first=["7-6"])
    cover = app.stack.top
    assert isinstance(cover, PrivacyScene) and cover.name == "Ana"
    lift(app, cover)
    assert until(app, lambda: isinstance(app.stack.top, TurnCard))
    card = app.stack.top
    assert card.words == "You drew 7-6: it fits nowhere, so you pass"
    assert "You drew 7-6: it fits nowhere, so you pass" in drawn_words(card, monkeypatch)
    assert match.state.history[-1] == Draw(0) and probe(scene).revealed == 0  # the hand still shows
    assert not any(flight.to == "hand" for flight in probe(scene).flights)  # 7-6 has landed
    assert T("7-6") in probe(scene).hand_tiles()
    x, y = probe(scene).camera.to_screen(*probe(scene).layout.placements[T("9-9")].centre)
    assert not card.rect.collidepoint(x, y)  # the card stands clear of the starting double
    settle(app)
    assert app.stack.top is card and match.state.history[-1] == Draw(0)  # the table waits
    key(app, pygame.K_RETURN)
    assert match.state.history[-1] == Pass(0)
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene))
    cover = app.stack.top
    assert cover.name == "Bo" and "Ana draws and passes" in cover.story()


def test_the_continue_button_goes_on_too():
    app, match, scene = party(ANA_BO, [["5-1", "4-2", "3-0"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)], yard_first=["7-6"])
    lift(app, app.stack.top)
    assert until(app, lambda: isinstance(app.stack.top, TurnCard))
    click(app, app.stack.top.button)
    assert match.state.history[-1] == Pass(0)


def test_the_hand_over_tells_every_seat_s_moves_since_the_person_s_last_turn(monkeypatch):
    seats = [Seat("Ana"), Seat("Bo"), Seat("Hen", "medium", pace=30.0)]
    hands = [["9-5", "9-4", "5-1"], ["6-1", "3-3"], ["9-9", "9-7", "9-3", "7-2", "1-0"]]
    plays = [Play(2, T("9-9"), None), Play(0, T("9-5"), T("9-9")), Draw(1), Pass(1),
             Play(2, T("9-7"), T("9-9")), Play(0, T("9-4"), T("9-9")), Draw(1), Pass(1),
             Play(2, T("9-3"), T("9-9"))]
    app, match, scene = party(seats, hands, plays, yard_first=["4-0", "2-1"])
    drew = match.state.hands[1][-1]
    assert since_turn(match.state, ["Ana", "Bo", "Hen"], 0) == [
        "Bo draws and passes", "Hen plays 9-3 on 9-9", "Ana has one tile left"]
    cover = app.stack.top
    assert isinstance(cover, PrivacyScene) and cover.name == "Ana"
    words = drawn_words(cover, monkeypatch)
    assert "Since Ana's last turn" in words
    assert {"Bo draws and passes", "Hen plays 9-3 on 9-9", "Ana has one tile left"} <= set(words)
    assert not any(str(drew) in line for line in cover.story())  # never the tile Bo drew


def test_a_long_story_shows_its_latest_lines_inside_the_screen_in_large_print(monkeypatch):
    app = App((1024, 600), settings=Settings(large_print=True), seed=1)
    lines = [f"Hen plays tile number {n} of the round" for n in range(40)]
    lines.append("Ana has one tile left")
    cover = PrivacyScene(app, "Ana", lambda: None, story=lambda: lines,
                         undo=("Undo my 6-2 (Bo)", lambda: None))
    app.push(cover)
    words = drawn_words(cover, monkeypatch)
    assert "Ana has one tile left" in words and "Hen plays tile number 39 of the round" in words
    assert "Hen plays tile number 0 of the round" not in words
    assert cover.panel.bottom < cover.undo.rect.top and cover.undo.rect.bottom < app.size[1]
    assert cover.panel.top > 100 and cover.panel.height > 150


def press(app, code):
    """A key pressed and let go."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0))
    app.step(1 / 60)


def click_at(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(1 / 60)


def bo_covered():
    """Ana looks and plays 9-5: the cover for Bo comes up (its age 0)."""
    app, match, scene = party(ANA_BO, [["9-5", "5-1", "4-2"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)])
    lift(app, app.stack.top)
    scene.play(Play(0, T("9-5"), T("9-9")))
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene), dt=1 / 60)
    cover = app.stack.top
    assert cover.name == "Bo" and cover.age == 0.0
    return app, match, scene, cover


def test_enter_never_lifts_the_hand_over_only_space_or_a_click_does():
    """Seen twice in ordinary play: Ana pressed Enter again a second after her move and Bo's
    hand came up in front of her."""
    app, match, scene, cover = bo_covered()
    for _ in range(60):
        app.step(1 / 30)  # two seconds: long past the cover's first moment
    for code in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RETURN):
        press(app, code)
        assert app.stack.top is cover and probe(scene).revealed is None
    press(app, pygame.K_SPACE)
    assert app.stack.top is scene and probe(scene).revealed == 1


@pytest.mark.parametrize("lift_by", ["space", "click"])
def test_nothing_lifts_the_hand_over_in_its_first_moment(lift_by):
    """A click or Space meant for the table before the cover (a double-click on a tile, Space
    to hurry the computer) does not hand the table over: only once the cover has stood
    LIFT_AFTER seconds."""
    app, match, scene, cover = bo_covered()

    def try_lifting():
        if lift_by == "space":
            press(app, pygame.K_SPACE)
        else:
            click_at(app, (app.size[0] // 2, app.size[1] // 2))

    while cover.age < LIFT_AFTER - 0.1:
        try_lifting()  # (from 0.4 s on the app's key gate lets keys through)
        assert app.stack.top is cover and probe(scene).revealed is None
        app.step(0.05)
    while cover.age < LIFT_AFTER:
        app.step(0.05)
    try_lifting()
    assert app.stack.top is scene and probe(scene).revealed == 1


def test_the_hand_over_says_how_to_lift_it_only_once_that_works(monkeypatch):
    app, match, scene, cover = bo_covered()
    app.step(LIFT_AFTER / 2)
    words = drawn_words(cover, monkeypatch)
    assert "Pass to Bo" in words and PROMPT not in words
    assert PROMPT == "click or press Space when ready"  # (Enter is not named: it does not)
    settle(app)
    assert PROMPT in drawn_words(cover, monkeypatch)


def test_a_button_on_the_hand_over_takes_no_click_in_its_first_moment():
    app, match, scene, cover = bo_covered()
    assert cover.undo is not None
    app.step(0.3)
    click(app, cover.undo)
    assert app.stack.top is cover and len(match.state.history) == 2  # Ana's play stands
    settle(app)
    click(app, cover.undo)
    assert match.state.history == [Play(1, T("9-9"), None)]


def test_escape_on_the_hand_over_opens_the_pause_menu_and_escape_comes_back():
    app, match, scene = party(ANA_BO, [["9-5", "5-1", "4-2"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)])
    cover = app.stack.top
    assert isinstance(cover, PrivacyScene)
    settle(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is cover and probe(scene).revealed is None


def test_the_last_person_takes_back_their_play_on_the_hand_over_screen():
    app, match, scene = party(ANA_BO, [["9-5", "5-1", "4-2"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)])
    lift(app, app.stack.top)
    assert probe(scene).can_act and probe(scene).revealed == 0
    scene.play(Play(0, T("9-5"), T("9-9")))
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene))
    cover = app.stack.top
    assert cover.name == "Bo" and cover.undo is not None
    assert cover.undo.label == "Undo my 9-5 (Ana)"
    settle(app)
    click(app, cover.undo)
    assert match.state.history == [Play(1, T("9-9"), None)]
    assert T("9-5") in match.state.hands[0]
    # Ana's turn again, behind her own cover: whoever holds the mouse does not see her hand
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene)
                 or probe(scene).revealed is not None, dt=1 / 60)
    again = app.stack.top
    assert isinstance(again, PrivacyScene) and again.name == "Ana"
    assert probe(scene).revealed is None and probe(scene).bottom == 0
    assert again.undo is None and not again.catch  # nobody else's play is offered back
    lift(app, again)
    assert app.stack.top is scene
    assert probe(scene).revealed == probe(scene).bottom == 0 and probe(scene).can_act


def test_an_undo_on_the_hand_over_never_shows_the_hand_before_its_cover():
    """Every frame from the undo to Ana's own cover: no hand face up (issue 42: "Undo my 9-3
    (Ana)" on Bo's hand-over jumped straight to Ana's hand face up)."""
    app, match, scene = party(ANA_BO, [["9-5", "5-1", "4-2"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)])
    lift(app, app.stack.top)
    scene.play(Play(0, T("9-5"), T("9-9")))
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene))
    settle(app)
    recorder = RecordingArt(app.art)
    app.art = recorder
    key(app, pygame.K_z)  # the cover's Undo, by its key
    assert match.state.history == [Play(1, T("9-9"), None)]
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene), dt=1 / 60)
    assert app.stack.top.name == "Ana" and probe(scene).revealed is None
    assert not recorder.faces & {T("5-1"), T("4-2")}  # never Ana's hand
    lift(app, app.stack.top)
    assert {T("5-1"), T("4-2")} <= recorder.faces  # (drawn once her cover is lifted)
    assert until(app, lambda: T("9-5") in probe(scene).hand_tiles() and not probe(scene).flights)


@pytest.mark.parametrize("policy", ["never", "against-computers"])
def test_no_undo_on_the_hand_over_unless_the_setting_says_so(policy):
    app, match, scene = party(ANA_BO, [["9-5", "5-1", "4-2"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)], undo=policy)
    lift(app, app.stack.top)
    scene.play(Play(0, T("9-5"), T("9-9")))
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene))
    assert app.stack.top.undo is None


def forgetful(seats):
    """Ana (seat 0) plays her next-to-last tile without a word, Bo plays: she can be caught."""
    hands = [["9-5", "3-1"], ["9-4", "8-8", "2-0"], ["9-3", "6-6", "4-1"],
             ["9-9", "9-2", "7-7", "6-5"]]
    plays = [Play(3, T("9-9"), None), Play(0, T("9-5"), T("9-9")), Play(1, T("9-4"), T("9-9"))]
    return party(seats, hands, plays, rules=ENFORCED)


def test_a_person_catches_a_person_on_the_hand_over_screen():
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy"), Seat("Di")]
    app, match, scene = forgetful(seats)
    cover = app.stack.top
    assert isinstance(cover, PrivacyScene) and cover.name == "Cy"
    [button] = cover.catch
    assert button.label == "Catch Ana, who did not say Chickenlittle"
    settle(app)
    click(app, button)
    assert match.state.history[-1] == Catch(2, 0)
    assert len(match.state.hands[0]) == 2 and not button.visible
    assert app.stack.top is cover  # Cy still clicks to see their hand


def test_a_computer_does_not_catch_before_the_person_whose_turn_comes_first():
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy"), Seat("Hen", "medium", pace=0.0)]
    app, match, scene = forgetful(seats)
    for _ in range(40):
        app.step(0.1)
    assert not any(isinstance(a, Catch) for a in match.state.history)  # Hen waits for Cy
    cover = app.stack.top
    assert isinstance(cover, PrivacyScene) and cover.name == "Cy"
    settle(app)
    click(app, cover.catch[0])
    assert match.state.history[-1] == Catch(2, 0)


def test_a_computer_after_the_people_still_catches_once_they_had_their_chance():
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy"), Seat("Hen", "medium", pace=0.0)]
    app, match, scene = forgetful(seats)
    lift(app, app.stack.top)  # Cy looks and plays without catching
    assert probe(scene).can_act and probe(scene).revealed == 2
    scene.play(Play(2, T("9-3"), T("9-9")))
    assert until(app, lambda: any(isinstance(a, Catch) for a in match.state.history))
    assert [a for a in match.state.history if isinstance(a, Catch)] == [Catch(3, 0)]


@pytest.mark.parametrize("size, large", [((1024, 600), True), ((1280, 720), True),
                                         ((1024, 600), False)])
def test_the_card_covers_no_tile_on_small_screens_and_in_large_print(size, large):
    """The view leaves room for the card beside the tree, as for the round's result (at
    1024x600 in large print it once stood over the 9-9: no free spot was left)."""
    app, match, scene = party(ANA_BO, [["5-1", "4-2", "3-0"], ["9-9", "9-8", "8-1"]],
                              [Play(1, T("9-9"), None)], yard_first=["7-6"],
                              size=size, large_print=large)
    lift(app, app.stack.top)
    assert until(app, lambda: isinstance(app.stack.top, TurnCard))
    card = app.stack.top
    corners = [probe(scene).camera.to_screen(*point)
               for point in probe(scene).layout.placements[T("9-9")].polygon]
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    tile = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    assert tile.width > 0 and not card.rect.colliderect(tile)
    assert pygame.Rect((0, 0), size).contains(card.rect)
    assert not card.rect.colliderect(scene.geometry.hand_rect)  # the drawn 7-6 shows
    settle(app)
    key(app, pygame.K_RETURN)
    assert match.state.history[-1] == Pass(0) and scene.barnyard.held_card is None
