"""The deal scene: shuffle bodies, the starting double found and set, skipping."""
import random

import pygame

from game.app import App
from game.match import Match
from game.rules import Draw, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.deal import DealScene
from game.scenes.play.deal_ahead import deal_ahead
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.render import text
from game.render.tile_art import TileArt
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


def nobody_holds_9_9(below: int) -> Match:
    """Round 1 dealt seven tiles each with 9-9 in the chicken yard, `below` tiles from the
    top of it."""
    tiles = [t for t in full_set(9) if t is not T("9-9")]
    random.Random(4).shuffle(tiles)
    hands = [tiles[0:7], tiles[7:14], tiles[14:21]]
    yard = tiles[21:21 + below] + [T("9-9")] + tiles[21 + below:]
    match = Match(RuleSet(hand_size=7), SEATS, seed=4)
    match.game.round_number = 1
    match.state = RoundState(match.rules, hands, yard)
    return match


def test_when_nobody_holds_the_double_the_search_is_shown_then_the_holder_sets_it():
    app = App((1280, 720), settings=Settings(), seed=4)
    match = nobody_holds_9_9(3)
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


class CountingArt(TileArt):
    """The real tile art, counting the tiles it draws face down."""

    backs = 0

    def blit(self, surface, tile, *args, **kwargs):
        if tile is None:
            self.backs += 1
        return super().blit(surface, tile, *args, **kwargs)


def test_every_tile_is_drawn_in_every_frame_of_the_deal():
    app = App((1280, 720), settings=Settings(), seed=8)
    match = Match(RuleSet(), SEATS, seed=8)
    deal = DealScene(app, match)
    app.clear_to(deal)
    art = app.art = CountingArt()
    total = len(deal.keys)
    phases = set()
    for _ in range(400):
        if app.stack.top is not deal or deal.phase == "start":
            break
        art.backs = 0
        app.step(1 / 60, events=[])
        phases.add(deal.phase)
        landed = sum(1 for glide, _ in deal.flights if glide.done)
        in_view = deal.tiles_in_view()
        assert len(in_view) + landed == total, (deal.phase, len(in_view), landed)
        assert art.backs >= len(in_view) > 0 or landed == total
    assert phases >= {"shuffle", "deal"}


def test_the_first_frame_of_the_deal_still_shows_the_whole_heap():
    app = App((1280, 720), settings=Settings(), seed=8)
    deal = DealScene(app, Match(RuleSet(), SEATS, seed=8))
    app.clear_to(deal)
    app.art = art = CountingArt()
    while deal.phase == "shuffle":
        app.step(1 / 60, events=[])
    art.backs = 0
    deal.draw(app.screen)                   # the frame the tiles start to fly
    assert art.backs == len(deal.keys) == 55


def test_reduced_motion_lays_the_heap_still_and_flies_short():
    calm = App((1280, 720), settings=Settings(reduced_motion=True), seed=3)
    deal = DealScene(calm, Match(RuleSet(), SEATS, seed=3))
    calm.clear_to(deal)
    before = [deal.physics.pose(k) for k in deal.keys]
    calm.step(1 / 30, events=[])
    calm.step(1 / 30, events=[])
    assert [deal.physics.pose(k) for k in deal.keys] == before  # no swirl
    frames = 0
    while not isinstance(calm.stack.top, PlayScene):
        calm.step(1 / 30, events=[])
        frames += 1
        assert frames < 400
        assert all(g.duration <= 0.15 and g.lift == 0.0 for g, _ in deal.flights)
    normal = App((1280, 720), settings=Settings(), seed=3)
    normal.clear_to(DealScene(normal, Match(RuleSet(), SEATS, seed=3)))
    slow = 0
    while not isinstance(normal.stack.top, PlayScene):
        normal.step(1 / 30, events=[])
        slow += 1
    assert frames < slow


def test_you_set_the_double_in_the_second_person():
    app = App((1280, 720), settings=Settings(), seed=3)
    match = Match(RuleSet(), [Seat("You"), *SEATS[1:]], seed=3)
    app.clear_to(DealScene(app, match))
    banners = run_until_play(app)
    setter = match.seats[match.state.history[0].seat].name
    wanted = "You set 9-9" if setter == "You" else f"{setter} sets 9-9"
    assert wanted in banners


def test_a_long_search_for_the_double_quickens():
    """Seen with eight players on a double-12 set: sixteen draws for 12-12, a quarter of a
    second each, held the table back four seconds every time nobody held it. The draws now
    come quicker one after another: the first still at a quarter of a second."""
    app = App((1280, 720), settings=Settings(), seed=4)
    match = nobody_holds_9_9(12)
    app.clear_to(DealScene(app, match))
    drawn_at: list[float] = []
    for _ in range(600):
        if isinstance(app.stack.top, PlayScene):
            break
        draws = sum(1 for a in match.state.history if isinstance(a, Draw))
        if draws > len(drawn_at):
            drawn_at.append(app.stack.top.time)
        app.step(1 / 60)
    assert len(drawn_at) >= 12 and match.state.barnyard[0].tile is T("9-9")
    gaps = [b - a for a, b in zip(drawn_at, drawn_at[1:])]
    frame = 1 / 60 + 1e-9  # the gaps are seen a frame at a time
    assert gaps[0] >= 0.25 - frame and all(b <= a + frame for a, b in zip(gaps, gaps[1:]))
    assert drawn_at[-1] - drawn_at[0] < 0.6 * 0.25 * len(gaps)


def test_esc_during_the_shuffle_opens_the_pause_menu_over_the_dealt_game(tmp_path, monkeypatch):
    """Seen (issue 43): Esc during the shuffle and deal dropped the dealt game and went to the
    menu with no Continue; the README says Esc opens the pause menu."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    from game.store.save import flush_saves

    app = App((1280, 720), settings=Settings(), seed=5)
    app.files.autosave = True  # as the game's own window keeps files
    match = Match(RuleSet(), SEATS, seed=5)
    app.clear_to(DealScene(app, match))
    app.step(1 / 60)
    assert not app.files.has_saved_game()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(1 / 60)
    assert type(app.stack.top).__name__ == "PauseScene"
    assert isinstance(app.stack.scenes[-2], PlayScene) and app.stack.scenes[-2].match is match
    assert match.state.phase == "play" and match.state.barnyard  # the double is set
    flush_saves()
    assert app.files.has_saved_game()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q"))
    app.step(1 / 60)
    assert type(app.stack.top).__name__ == "MenuScene" and app.files.has_saved_game()  # Continue


def test_a_table_prepared_ahead_draws_the_same_first_frame():
    """PlayScene.prepare draws the first frame's pieces ahead: the first frame is the same as
    that of a table not prepared."""
    app = App((1280, 720), settings=Settings(), seed=3)
    frames = []
    for ahead in (True, False):
        match = Match(RuleSet(), SEATS, seed=3)
        state = match.start_round()
        while state.phase != "play":
            match.apply(state.legal_actions()[0])
        table = PlayScene(app, match)
        steps = list(table.prepare())
        assert len(steps) == 6  # a step after each piece but the last (the hand); the
        # still picture's new surface is a piece of its own
        if not ahead:
            table = PlayScene(app, match)
        app.clear_to(table)
        app.step(1 / 60, [])
        frames.append(pygame.image.tobytes(app.screen, "RGB"))
    assert frames[0] == frames[1]


def test_the_deals_first_picture_is_made_with_the_scene():
    """The deal draws its first frame once as it is made (into a picture thrown away): its
    first frame makes no new words or tile pictures. (Names and a window size of this test's
    own, so that no other test has made them.)"""
    app = App((1100, 650), settings=Settings(), seed=6)
    seats = [Seat("Ptarmigan"), Seat("Capercaillie", "medium", pace=0.0),
             Seat("Guineafowl", "medium", pace=0.0)]
    deal = DealScene(app, Match(RuleSet(), seats, seed=6))
    words, tiles = text.cached_bytes(), {id(image) for image in app.art.cached_images}
    deal.draw(app.screen)
    assert text.cached_bytes() == words
    assert {id(image) for image in app.art.cached_images} <= tiles


def test_the_next_deal_made_ahead_lays_the_same_heap_and_its_first_picture():
    """The score sheet makes the next deal ahead a step a frame (heap.deal_ahead): the deal
    that takes it shuffles the very heap it would have laid itself, and neither making it nor
    its first frame makes new words or tile pictures. (Names and a window size of this test's
    own, so that no other test has made them.)"""
    app = App((1060, 620), settings=Settings(), seed=8)

    def match():
        seats = [Seat("Bittern"), Seat("Shoveler", "medium", pace=0.0),
                 Seat("Smew", "medium", pace=0.0)]
        return Match(RuleSet(), seats, seed=8)

    ahead, alone = match(), match()
    steps = list(deal_ahead(app.size, app.settings, app.art, ahead))
    heap = steps[-1]
    assert heap is not None and not any(steps[:-1]) and len(steps) >= 8  # a piece a step
    words, tiles = text.cached_bytes(), {id(image) for image in app.art.cached_images}
    made = DealScene(app, ahead, heap)
    assert made.physics is heap.physics and ahead.state.round_number == 1
    made.draw(app.screen)
    assert text.cached_bytes() == words
    assert {id(image) for image in app.art.cached_images} <= tiles
    laid = DealScene(app, alone)
    for _ in range(40):
        assert made.tiles_in_view() == laid.tiles_in_view()
        made.update(1 / 30)
        laid.update(1 / 30)


def test_the_computers_worker_is_started_once_the_hands_are_dealt(monkeypatch):
    """The expert's worker process starts in the frame the hands are all dealt (a quiet one),
    not in the frame the table is made (full already): the table's seats find it up."""
    from game import ai
    asked = []
    app = App((1280, 720), settings=Settings(), seed=3, ai_playouts=None)  # the game's own way
    match = Match(RuleSet(), [Seat("Ana"), Seat("Hen", "expert", pace=0.0)], seed=3)
    deal = DealScene(app, match)
    monkeypatch.setattr(ai, "get_ready", lambda tiers: asked.append((deal.phase, list(tiers))))
    app.clear_to(deal)
    while deal.phase != "start":
        assert not asked
        app.step(1 / 30)
    assert asked == [("start", ["human", "expert"])]
