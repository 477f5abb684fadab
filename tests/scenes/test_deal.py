"""The deal scene: shuffle bodies, the starting double found and set, skipping."""
import random

import pygame

from game.app import App
from game.match import Match
from game.rules import Draw, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.deal import DealScene
from game.scenes.play import PlayScene
from game.seats import Seat
from game.store.settings import Settings

T = Tile.parse
SEATS = [Seat("Ana"), Seat("Hen", "medium", pace=0.0), Seat("Rooster", "medium", pace=0.0)]


def run_until_play(app, frames=400, dt=1 / 30):
    seen = []
    for _ in range(frames):
        if isinstance(app.stack.top, PlayScene):
            return seen
        scene = app.stack.top
        if scene.banner is not None:
            seen.append(scene.banner.message)
        app.step(dt)
    raise AssertionError("the deal never reached the table")


def test_the_deal_shuffles_real_bodies_then_sets_the_double_and_goes_to_the_table():
    app = App((1280, 720), settings=Settings(), seed=3)
    match = Match(RuleSet(), SEATS, seed=3)
    deal = DealScene(app, match)
    app.clear_to(deal)
    before = [deal.physics.pose(k) for k in deal.keys]
    assert len(before) == 55
    app.step(1 / 30)
    app.step(1 / 30)
    moved = sum(deal.physics.pose(k) != p for k, p in zip(deal.keys, before))
    assert moved > 40  # the shuffle pushes the tiles around
    run_until_play(app)
    state = match.state
    assert state.barnyard[0].tile is T("9-9") and state.phase == "play"
    assert isinstance(state.history[0], Play)


def test_when_nobody_holds_the_double_the_search_is_shown_then_the_holder_sets_it():
    app = App((1280, 720), settings=Settings(), seed=4)
    tiles = [t for t in full_set(9) if t is not T("9-9")]
    random.Random(4).shuffle(tiles)
    hands = [tiles[0:7], tiles[7:14], tiles[14:21]]
    yard = tiles[21:24] + [T("9-9")] + tiles[24:]
    match = Match(RuleSet(hand_size=7), SEATS, seed=4)
    match.game.round_number = 1
    match.state = RoundState(match.rules, hands, yard)
    assert match.state.phase == "search"
    app.clear_to(DealScene(app, match))
    banners = run_until_play(app)
    assert any("Nobody holds 9-9" in b for b in banners)
    draws = [a for a in match.state.history if isinstance(a, Draw)]
    assert len(draws) == 6  # two full cycles: 9-9 was the 4th tile of the yard
    assert match.state.barnyard[0].tile is T("9-9")


def test_a_click_skips_straight_to_the_table():
    app = App((1280, 720), settings=Settings(), seed=5)
    match = Match(RuleSet(), SEATS, seed=5)
    app.clear_to(DealScene(app, match))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1))
    app.step(1 / 60)
    assert isinstance(app.stack.top, PlayScene)
    assert match.state.phase == "play" and match.state.barnyard


def test_next_lower_shows_which_double_starts_instead():
    app = App((1280, 720), settings=Settings(), seed=6)
    tiles = [t for t in full_set(9) if t is not T("9-9")]
    hands = [[T("8-8"), T("1-0"), T("2-0")], [T("3-0"), T("4-0"), T("5-0")],
             [T("6-0"), T("7-0"), T("8-0")]]
    rest = [t for t in tiles if t not in sum(hands, [])]
    match = Match(RuleSet(hand_size=3, missing_double="next-lower"), SEATS, seed=6)
    match.game.round_number = 1
    match.state = RoundState(match.rules, hands, rest)
    app.clear_to(DealScene(app, match))
    banners = run_until_play(app)
    assert any("Nobody holds 9-9: Ana sets 8-8" in b for b in banners)
    assert match.state.barnyard[0].tile is T("8-8")
