"""Chickenlittle at the table: the Announce button for you, Catch when an opponent forgot."""
import random

import pygame

from game.app import App
from game.match import Match
from game.rules import Announce, Catch, Pass, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from table_probe import probe

T = Tile.parse
RULES = RuleSet(chickenlittle="enforced")


def scene_for(hands, plays):
    app = App((1280, 720), settings=Settings(), seed=1)
    dealt = [t for h in hands for t in h]
    rest = [t for t in full_set(9) if t not in dealt]
    random.Random(1).shuffle(rest)
    match = Match(RULES, [Seat("Ana"), Seat("Hen", "medium", pace=30.0)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(RULES, hands, rest)
    for seat, tile, on in plays:
        match.apply(Play(seat, T(tile), T(on) if on else None))
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return app, match, scene


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def test_announce_is_offered_after_your_next_to_last_tile_and_shouts():
    app, match, scene = scene_for([[T("9-5"), T("3-1")], [T("9-9"), T("8-7"), T("6-6")]],
                                  [(1, "9-9", None)])
    assert not probe(scene).buttons["announce"].visible
    scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60)
    assert probe(scene).buttons["announce"].visible
    key(app, pygame.K_a)
    assert match.state.history[-1] == Announce(0)
    assert any("Chickenlittle" in b.message for b in probe(scene).banners)
    app.step(1 / 60)
    assert not probe(scene).buttons["announce"].visible


def test_catch_is_offered_when_an_opponent_forgot_and_costs_them_a_tile():
    hands = [[T("9-5"), T("9-4"), T("3-1"), T("2-0")], [T("9-9"), T("9-8"), T("5-5")]]
    app, match, scene = scene_for(hands, [(1, "9-9", None), (0, "9-5", "9-9"),
                                          (1, "9-8", "9-9"), (0, "9-4", "9-9")])
    assert probe(scene).buttons["catch"].visible and not probe(scene).buttons["draw"].visible
    before = len(match.state.hands[1])
    button = probe(scene).buttons["catch"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step(1 / 60)
    assert match.state.history[-1] == Catch(0, 1)
    assert len(match.state.hands[1]) == before + 1
    assert "caught" in probe(scene).toast.message
    app.step(1 / 60)
    assert not probe(scene).buttons["catch"].visible


def test_the_hand_over_screen_still_lets_the_last_human_announce():
    from game.scenes.play.privacy import PrivacyScene

    app = App((1280, 720), settings=Settings(), seed=2)
    hands = [[T("9-5"), T("3-1")], [T("9-4"), T("7-1"), T("2-0")], [T("9-9"), T("8-8"), T("6-6")]]
    dealt = [t for h in hands for t in h]
    rest = [t for t in full_set(9) if t not in dealt]
    seats = [Seat("Ana"), Seat("Bo"), Seat("Hen", "medium", pace=30.0)]
    match = Match(RULES, seats, seed=2)
    match.game.round_number = 1
    match.state = RoundState(RULES, hands, rest)
    match.apply(match.state.legal_actions()[0])  # Hen sets 9-9; Ana is next
    match.apply(Play(0, T("9-5"), T("9-9")))      # Ana is down to one tile and owes
    app.clear_to(PlayScene(app, match))
    app.step(1 / 60)
    cover = app.stack.top
    assert isinstance(cover, PrivacyScene) and cover.name == "Bo"
    [button] = cover.announce
    assert "Ana" in button.label
    for _ in range(50):
        app.step(1 / 60)  # the cover takes no click in its first moment (privacy.LIFT_AFTER)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step(1 / 60)
    assert match.state.history[-1] == Announce(0)
    assert app.stack.top is cover and not button.visible  # Bo still has to click to see


def test_two_caught_seats_skipped_in_a_row_both_get_to_announce_again():
    # Found by a four-seat party game that never ended: with an empty chicken yard, two caught
    # seats in a row miss their turns; the first one's new window used to close during the
    # second one's missed turn, so it was caught again and again and the round looped forever.
    hands = [[T("9-5"), T("8-8")], [T("9-4"), T("1-0")], [T("9-3"), T("2-0")],
             [T("9-9"), T("9-2"), T("7-7")]]
    dealt = [t for h in hands for t in h]
    hands[3] += [t for t in full_set(9) if t not in dealt]  # the chicken yard is empty
    state = RoundState(RULES, hands, [])
    state.apply(state.legal_actions()[0])           # seat 3 sets 9-9
    state.apply(Play(0, T("9-5"), T("9-9")))
    state.apply(Play(1, T("9-4"), T("9-9")))
    state.apply(Play(2, T("9-3"), T("9-9")))
    state.apply(Catch(3, 1))                        # empty yard: seat 1 misses its next turn
    state.apply(Play(3, T("9-2"), T("9-9")))
    state.apply(Catch(0, 2))                        # and so does seat 2
    state.apply(Pass(0))                            # seats 1 and 2 are skipped: both owe again
    assert state.to_act == 3
    legal = state.legal_actions()
    assert Announce(1) in legal and Announce(2) in legal
    assert not any(isinstance(a, Catch) and a.target in (1, 2) for a in legal)
