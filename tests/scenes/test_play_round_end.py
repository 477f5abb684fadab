"""The round's end is seen: the table holds the result (the tile that went out glowing, or
"Blocked!"), each seat's points for the round over its plate, until the player clicks or presses a
key, or for a few seconds with computers only at the table; then the score sheet. Keys and
clicks during the hold do nothing else; Esc still pauses."""
import math

import pygame
import pytest

from game.app import App

from game.matches import watch_match
from game.render import text
from game.match import Match
from game.rules import RuleSet, Tile
from game.rules.actions import Play
from game.scenes.pause import PauseScene
from game.scenes.play.scene import PlayScene
from game.scenes.play.round_end import AWAY, FADE_IN, SETTLE, WATCH_HOLD, RoundEnd, card_alpha
from game.scenes.score import ScoreScene
from game.seats import Seat
from game.store.settings import Settings
from hen_sets import hen_sets_9_9
from table_probe import probe

T = Tile.parse


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(animation_speed="fast"), seed=1, ai_playouts=4)


def post(app, *events):
    app.step(1 / 60, list(events))


def key(code):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def going_out(app):
    """You hold only 9-5; Hen sets 9-9; you play 9-5 on it and are out."""
    scene = hen_sets_9_9(app, [T("9-5")], 30)
    match = scene.match
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    assert match.state.is_over and match.state.end == "domino"
    return match, scene


def held(app, scene, seconds=1.0, frame=1 / 30):
    """Frames of `frame` seconds until the result has been on the table `seconds` (of the
    table's time)."""
    for _ in range(2000):
        if scene.ending.showing and scene.ending.shown >= seconds:
            return
        app.step(frame, [])
    raise AssertionError("the round's end never showed")


def test_a_human_game_holds_its_end_until_a_click(app):
    match, scene = going_out(app)
    assert not scene.ending.showing  # the tile is still flying in: nothing yet
    held(app, scene, seconds=3 * WATCH_HOLD, frame=1 / 10)  # long past the old 1.5 s and 4 s
    assert app.stack.top is scene and scene.ending.showing
    assert scene.ending.glowing  # the tile that went out keeps glowing
    assert scene.ending.headline() == "Domino! You are out"
    pos = scene.geometry.barnyard_rect.center
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert app.stack.top is scene  # a press alone does not go on: its release does
    post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60, [])
    assert isinstance(app.stack.top, ScoreScene)


def test_the_score_sheets_picture_is_made_while_the_table_holds_the_end(app):
    """During the hold the table makes the score sheet's still layer (backdrop, heading,
    panels) a piece a frame, then draws its first frame once: by the time a click can go on,
    nothing is left to make (the sheet's first frame makes no new words or tile pictures), and
    the sheet's first frame is drawn over that very picture."""
    match, scene = going_out(app)
    held(app, scene, seconds=SETTLE)
    made = list(app.screens.score_ahead(match))
    assert made[0] is not None  # made already: the layer is the first step
    assert not any(made[1:])  # then the first frame's pieces drawn again
    words, tiles = text.cached_bytes(), {id(image) for image in app.art.cached_images}
    post(app, key(pygame.K_RETURN))
    assert text.cached_bytes() == words
    assert {id(image) for image in app.art.cached_images} <= tiles
    app.step(1 / 60, [])
    assert isinstance(app.stack.top, ScoreScene)
    top = pygame.Rect(0, 0, app.screen.get_width(), 4)  # above the heading: nothing over it
    assert pygame.image.tobytes(app.screen.subsurface(top), "RGB") == \
        pygame.image.tobytes(made[0].subsurface(top), "RGB")


def test_the_faces_the_sheet_turns_over_are_made_while_the_table_holds_the_end(app):
    """Each reveal of the counting turns a tile of every hand at once: its faces are made
    during the hold too (score.sheet_ahead, ScoreScene.faces_ahead), so that the counting
    makes no tile picture of its own."""
    match, scene = going_out(app)
    held(app, scene, seconds=2 * SETTLE)  # (the sheet made ahead a step a frame till then)
    tiles = {id(image) for image in app.art.cached_images}
    post(app, key(pygame.K_RETURN))
    app.step(1 / 60, [])
    sheet = app.stack.top
    assert isinstance(sheet, ScoreScene) and any(sheet.hands)
    while not sheet.counting_done:
        app.step(1 / 60, [])
    assert {id(image) for image in app.art.cached_images} <= tiles


def test_a_key_goes_on_and_does_nothing_else(app):
    match, scene = going_out(app)
    held(app, scene)
    moves = len(match.state.history)
    for code in (pygame.K_d, pygame.K_h, pygame.K_z, pygame.K_p):
        assert scene.handle(key(code))  # taken by the hold...
        assert probe(scene).toast is None  # ...and no refusal, hint or undo follows
        assert len(match.state.history) == moves
        scene.ending.asked = False
    post(app, key(pygame.K_RETURN))
    app.step(1 / 60, [])
    assert isinstance(app.stack.top, ScoreScene)


def test_the_finished_tree_can_be_looked_round_during_the_hold(app):
    """During the hold the view's own wheel, right-drag and Shift+arrows look round the
    finished tree (one larger than the table, a double-12 eight-seat tree at 1024x600, part
    by part) and do not go on, nor does Shift pressed alone; Home frames the tree again; any
    other key still goes on."""
    scene = going_out(app)[1]
    held(app, scene)
    camera = probe(scene).camera
    start = camera.centre, camera.scale
    centre = scene.geometry.barnyard_rect.center
    post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert camera.scale > start[1]  # zoomed in
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0] + 60, centre[1]), rel=(60, 0),
                            buttons=(0, 0, 1)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0] + 60, centre[1]), button=3))
    panned = camera.centre
    assert panned[0] < start[0][0]  # the table moved right: the view looks further left
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=pygame.KMOD_LSHIFT,
                                 unicode=""),
         pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=pygame.KMOD_LSHIFT,
                            unicode=""))
    assert camera.centre[0] > panned[0]
    assert app.stack.top is scene and not scene.ending.asked  # still on the table
    post(app, key(pygame.K_HOME))
    assert camera.auto and math.isclose(camera.target_scale, start[1], rel_tol=0.03)
    assert app.stack.top is scene and not scene.ending.asked
    post(app, key(pygame.K_RETURN))
    for _ in range(60):  # (once the view is back)
        app.step(1 / 60, [])
    assert isinstance(app.stack.top, ScoreScene)


def test_a_click_while_the_tile_lands_is_not_taken_as_going_on(app):
    match, scene = going_out(app)
    pos = scene.geometry.barnyard_rect.center
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert scene.ending.shown < SETTLE
    held(app, scene, seconds=2.0)
    assert app.stack.top is scene  # still on the table: that click was before it settled


def test_escape_pauses_during_the_hold_and_the_hold_outlasts_the_pause(app):
    match, scene = going_out(app)
    held(app, scene)
    post(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    post(app, key(pygame.K_ESCAPE))  # resume
    assert app.stack.top is scene and scene.ending.showing and not scene.ending.asked
    held(app, scene, seconds=scene.ending.shown + 1.0)
    assert app.stack.top is scene
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.menu_button.rect.center,
                                 button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.menu_button.rect.center, button=1))
    assert isinstance(app.stack.top, PauseScene)  # the Menu button still opens it
    assert not scene.ending.asked


def points_on_plates(scene, drawn_text):
    """The points drawn on each seat's plate, read from the words drawn there."""
    drawn_text.clear()
    scene.draw(pygame.Surface(scene.geometry.size))
    out = {}
    for seat, plate in scene.geometry.plates.items():
        words = [w for w, rect in drawn_text if plate.contains(rect) and w.endswith("point")
                 or plate.contains(rect) and w.endswith("points")]
        assert len(words) == 1, (seat, words)
        out[seat] = int(words[0].split()[0])
    return out


def test_each_plate_shows_the_points_the_rules_count(app, drawn_text):
    match, scene = going_out(app)
    held(app, scene)
    scores = match.state.scores()
    assert scores[0] == 0 and scores[1] > 0
    assert points_on_plates(scene, drawn_text) == dict(enumerate(scores))


def _watched_to_the_result(app, seed):
    """A watched four-seat round played to its end, until the result shows (the round at 10
    frames a second, its end at 30): the match and the table."""
    match = watch_match(seed, seats=4, pace=0.0, budget=0.002)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(20000):
        if match.state.is_over and scene.ending.showing:
            break
        app.step(1 / 30 if match.state.is_over else 1 / 10, [])
    return match, scene


@pytest.mark.parametrize("seed", [3, 5])
def test_computers_only_hold_their_end_about_four_seconds_then_the_score_sheet(app, seed,
                                                                              drawn_text):
    match, scene = _watched_to_the_result(app, seed)
    step = 1 / 30
    assert points_on_plates(scene, drawn_text) == dict(enumerate(match.state.scores()))
    counted = []
    for _ in range(2000):
        if app.stack.top is not scene:
            break
        counted.append(scene.ending.shown)
        app.step(step, [])
    assert isinstance(app.stack.top, ScoreScene)
    hold = WATCH_HOLD * app.settings.pace_factor
    assert hold - step <= counted[-1] <= hold + step  # the score sheet came when the hold ran out
    assert scene.ending.points() == match.state.scores() == match.game.round_scores[-1]



NAMES = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")


def _watched_to_its_end(size, seats, large, seed):
    """A round of computers played to its end (double-12 at eight seats): the scene, and the
    camera's scale each frame from the last play until the view has settled in the hold."""
    app = App(size, settings=Settings(animation_speed="fast", large_print=large), seed=seed)
    rules = RuleSet(set=12) if seats > 4 else RuleSet()
    match = Match(rules, [Seat(NAMES[i], "easy", pace=0.0) for i in range(seats)], seed=seed)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    scales = []
    for _ in range(20000):  # the round at a slow machine's 10 frames a second, its end at 30
        app.step(1 / 30 if match.state.is_over else 1 / 10, [])
        if match.state.is_over:
            scales.append(probe(scene).camera.scale)
            if scene.ending.showing and probe(scene).camera.settled:
                return scene, scales
    raise AssertionError("the round's end never settled on the table")


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1280, 648)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_the_result_takes_the_hand_strip_once_the_hand_has_given_way(size, seats, large):
    """Seen: with the tree filling the table there was no free felt for the result, and its
    card lay over the tiles in most held ends; then the tree was shrunk beside it to 29-31 px
    tiles where 8 and 9 look the same; then, where the tree was larger than the view, the
    card took the free felt near the room left for it, else the foot of the hand strip, over
    the player's own tiles. Now the finished tree is framed as in play (never below the
    readable floor) and the card always takes the foot of the hand strip, once the hand's
    tiles have slid down out of it: over no tile, no plate and not the chicken yard, the
    tree as large as the whole table lets it be."""
    scene, scales = _watched_to_its_end(size, seats, large, seed=10 + seats)
    while scene.ending.shown < AWAY + FADE_IN:
        scene.app.step(1 / 30, [])
    view = scene.barnyard
    clip = view.clip()
    tiles = [box.clip(clip) for box in view.tile_boxes()]  # where the tiles are drawn
    assert len(tiles) >= {2: 12, 4: 20, 8: 30}[seats]  # a full tree
    assert probe(scene).camera.scale >= view.region.min_scale - 1e-9
    card = scene.floating_rects()["round end"]
    geometry = scene.geometry
    assert geometry.hand_rect.contains(card)
    assert card.collidelist([box for box in tiles if box.width and box.height]) < 0
    assert view.hiding() == view.panels()  # no tile hidden for it
    panels = [rect for _, rect in scene.seats.rects(scene.state, scene.app.art)]
    panels += [geometry.yard_rect]
    assert card.collidelist(panels) < 0
    lowered = scene.ending.hand_lowered()
    for x, y in scene.hand.positions().values():  # the hand's tiles stand below the window
        assert y + lowered - scene.hand.length() / 2 >= size[1]
    change = abs(math.log(scales[-1] / scales[0]))  # a glide there, never a jump
    steps = [abs(math.log(b / a)) for a, b in zip(scales, scales[1:])]
    assert max(steps, default=0.0) <= max(0.02, 0.5 * change)


def hen_goes_out(app):
    """You hold 9-5 and 3-1, Hen 9-9 and 9-4: Hen sets 9-9, you play 9-5 on it, Hen 9-4 and is
    out, your 3-1 still in your hand; the table once the result shows."""
    scene = hen_sets_9_9(app, [T("9-5"), T("3-1")], 0, hens=("9-9", "9-4"))
    match = scene.match
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    for _ in range(2000):  # (Hen waits for your undo first)
        if match.state.is_over and scene.ending.showing:
            return match, scene
        app.step(1 / 30, [])
    raise AssertionError("Hen never went out")


def test_the_hand_slides_out_of_its_strip_before_the_result_shows_there(app):
    """Your hand, still holding tiles when another seat goes out, slides down out of its strip
    (drawn nowhere in it once it has), and only then does the result's card fade in where it
    stood."""
    match, scene = hen_goes_out(app)
    assert match.state.winner == 1 and match.state.hands[0] == [T("3-1")]
    strip = scene.geometry.hand_rect
    seen = []
    while scene.ending.shown < AWAY + FADE_IN:
        surface = pygame.Surface(scene.geometry.size, pygame.SRCALPHA)
        scene.hand.draw(surface)
        empty = surface.subsurface(strip).get_bounding_rect().width == 0
        card = scene.ending.showing and card_alpha(scene.ending.shown) > 0
        seen.append((empty, card))
        assert empty or not card  # never the card over a tile still in the strip
        app.step(1 / 60, [])
    assert seen[0] == (False, False)  # at first the hand stands where it stood
    assert seen[-1] == (True, True)  # then it has gone, and the card shows


def test_the_results_first_frame_is_made_ahead_while_the_last_tile_lands(app):
    """RoundEnd.ahead (run by the table a step a frame while the last tile lands) makes the
    result's card and each seat's points: the result's first frame then makes no new words."""
    match, scene = going_out(app)
    ending = RoundEnd(match, False, lambda: 1.0, scene.geometry,
                      lambda size: pygame.Rect((0, 0), size))
    steps = list(ending.ahead())
    assert len(steps) == 1 + len(match.seats)  # the card, then a seat's points a step
    assert not ending.update(0.0, False) and ending.showing  # landed: the result shows
    words = text.cached_bytes()
    ending.draw(app.screen)
    assert text.cached_bytes() == words
