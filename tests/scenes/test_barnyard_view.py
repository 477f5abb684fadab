"""The barnyard part at the table: framed on the table region, drawn only inside it, holding still
while the player drags, and the overview map when the tree does not fit."""
import math
import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.render.ui_draw import draw_mat
from game.rules import Draw, Pass, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.barnyard_view import BarnyardView, next_places
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings

from hen_sets import hen_sets_9_9
from pointer import post
from table_probe import probe

T = Tile.parse
SENTINEL = (255, 0, 255)


@pytest.fixture(scope="module")
def app():
    yield App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)


def _scene(app, pace=0.0):
    """The AI (seat 1, taking `pace` times the usual time to move) sets 9-9; the human (seat
    0) is to play."""
    mine = [T(s) for s in ("9-5", "3-1", "4-2", "6-0", "8-7")]
    theirs = [T(s) for s in ("9-9", "7-1", "5-5", "2-0", "6-3")]
    rest = [t for t in full_set(9) if t not in mine + theirs]
    random.Random(3).shuffle(rest)
    seats = [Seat("You", "human"), Seat("Hen", "easy", pace=pace)]
    rules = RuleSet()
    match = Match(rules, seats, seed=1)
    match.game.round_number = 1
    match.state = RoundState(rules, [mine, theirs], rest, round_number=1)
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(40):
        app.step(1 / 30)
    return scene


def test_the_view_frames_the_tree_on_the_table_region_at_a_readable_size(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    region = view.region
    assert probe(scene).camera.view == region.area_rect
    assert probe(scene).camera.whole and probe(scene).camera.scale >= region.min_scale
    for place in probe(scene).layout.placements.values():
        assert region.holds([probe(scene).camera.to_screen(*p) for p in place.polygon])


def test_the_barnyard_is_drawn_only_above_the_hand_strip(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    for _ in range(12):  # zoomed right in: the tiles run far past the region
        probe(scene).camera.zoom_at(view.area().center, 1.5)
    surface = pygame.Surface(app.size)
    surface.fill(SENTINEL)
    view.draw_still(surface, app.art, set())
    assert surface.get_clip() == surface.get_rect()
    assert view.clip() == pygame.Rect(0, 0, app.size[0], scene.geometry.hand_rect.top)
    surface.fill(SENTINEL, view.clip())
    untouched = pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255)).count()
    assert untouched == app.size[0] * app.size[1]


def test_the_view_holds_still_while_a_hand_tile_is_pressed_then_glides(app) -> None:
    scene = _scene(app)
    camera = probe(scene).camera
    target = camera.target_centre
    camera.centre = (target[0] + 3.0, target[1])  # away from its aim: it would glide back
    start = tuple(round(v) for v in probe(scene).hand_positions()[T("9-5")])
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1 / 60)
    for i in range(6):
        post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 20 * i), rel=(0, -20),
              buttons=(1, 0, 0))
        app.step(1 / 30)
        assert camera.centre == (target[0] + 3.0, target[1])
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 100), button=1)
    app.step(1 / 60)
    moved = camera.centre[0]
    assert target[0] < moved < target[0] + 3.0  # a glide, not a jump
    for _ in range(60):
        app.step(1 / 30)
    assert camera.settled


def test_the_overview_map_shows_when_play_is_framed_and_sits_clear_of_the_panels(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    rect = view.map_rect()
    x0, y0, x1, y1 = view.region.clear_rect
    assert x0 <= rect.left and y0 <= rect.top and rect.right <= x1 and rect.bottom <= y1
    whole = pygame.Surface(app.size)
    whole.fill(SENTINEL)
    view.draw_still(whole, app.art, set())
    assert probe(scene).camera.whole
    framed = pygame.Surface(app.size)
    framed.fill(SENTINEL)
    probe(scene).camera.whole = False  # as when the tree is too big to show whole at a readable size
    view.draw_still(framed, app.art, set())
    differ = sum(whole.get_at((x, y)) != framed.get_at((x, y))
                 for x in range(rect.left, rect.right, 4) for y in range(rect.top, rect.bottom, 4))
    assert differ > 0.8 * (rect.width // 4) * (rect.height // 4)
    framed.fill(SENTINEL, rect)
    whole.fill(SENTINEL, rect)
    assert pygame.image.tobytes(framed, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_each_seat_keeps_a_mark_on_its_last_tile_until_it_acts_again(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    assert view.last_tiles() == {1: T("9-9")}  # Hen set the starting double
    scene.apply(Draw(0))  # You draw: you have no tile to mark; Hen's stays
    assert view.last_tiles() == {1: T("9-9")}
    scene.state.history.append(Pass(1))  # Hen acts again without a tile: the mark goes
    assert view.last_tiles() == {}


def test_the_newest_tile_glows_once_it_has_landed_then_fades(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    assert scene.play(Play(0, T("9-5"), T("9-9")))

    def lit(clock, hidden=frozenset()):
        surface = pygame.Surface(app.size)
        surface.fill((0, 0, 0))
        view.draw_newest(surface, app.art, clock, set(hidden))
        return app.size[0] * app.size[1] - pygame.mask.from_threshold(
            surface, (0, 0, 0), (1, 1, 1, 255)).count()

    assert lit(50.0, {T("9-5")}) == 0  # still flying in: nothing yet
    glowing, later, gone = lit(50.0), lit(50.2), lit(55.0)
    assert gone == 0 and glowing > 0 and later > 0


def test_a_tile_flying_in_has_its_glow_made_before_it_lands(app, monkeypatch) -> None:
    """The frame a tile lands draws it into the still picture and starts its glow: the glow
    (and face) at its size and turn are made a few frames into its flight instead."""
    scene = _scene(app)
    view = scene.barnyard
    made: list[tuple[int, float]] = []  # each glow asked for: its length and turn
    real = type(app.art).glow
    monkeypatch.setattr(type(app.art), "glow", lambda art, length, angle=0, kind="hint": (
        made.append((length, angle)) or real(art, length, angle, kind)))
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    place = scene.table.layout.placements[T("9-5")]
    flying, before_landing = 0, list(made)
    while T("9-5") in scene.motion.arriving():
        before_landing = list(made)  # (the glows made before this frame)
        app.step(1 / 60)
        flying += 1
    assert flying > 3  # it flew for a few frames
    assert (view.tile_length(), place.angle) in before_landing  # made before it landed


def test_the_tile_that_goes_out_lands_before_the_domino_result(app) -> None:
    scene = hen_sets_9_9(app, [T("9-5")], 40)
    match = scene.match
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    assert match.state.is_over and "Domino" in scene.ending.headline()
    app.step(1 / 60)
    assert scene.motion.flying_in() and not scene.ending.showing
    for _ in range(120):  # the tile lands and the view makes room for the result
        app.step(1 / 60)
        if not scene.motion.flying_in() and probe(scene).camera.settled:
            break
    app.step(1 / 60)
    app.step(1 / 60)
    assert scene.ending.showing and scene.ending.shown > 0


def test_the_painter_forgets_the_sizes_it_no_longer_draws(app):
    """Zooming from size to size keeps only the drawn size's images in the painter's list."""
    from game.render.tile_art import TileArt
    from game.scenes.play.barnyard_view import BarnyardPainter

    scene = _scene(app)
    for _ in range(120):
        app.step(1 / 30)
    placements = list(scene.table.layout.placements.items())
    assert placements
    painter = BarnyardPainter(TileArt(), budget=10.0)
    for length in (40, 52, 64, 52):
        painter.prepare(placements, length, {})
        assert painter.length == length
        assert painter.lengths_ready == {length}


def test_a_new_tile_size_is_drawn_only_once_all_its_images_are_ready(app):
    """With the frame's budget spent after each image (the game's few ms on a slow frame), the
    painter keeps drawing the old size, one more image made a frame, and switches to the new
    size on the frame that finds every image ready."""
    from game.render.tile_art import TileArt
    from game.scenes.play.barnyard_view import BarnyardPainter

    scene = _scene(app)
    (_, place), = scene.table.layout.placements.items()  # the 9-9 set
    placements = [(T(name), place) for name in ("9-9", "9-5", "5-1", "1-0")]
    painter = BarnyardPainter(TileArt(), budget=0.0)
    painter.prepare(placements, 40, {})  # the first size is drawn at once
    assert painter.length == 40
    for _ in placements:  # one image a frame
        painter.prepare(placements, 52, {})
        assert painter.length == 40 and painter.lengths_ready == {40, 52}
    painter.prepare(placements, 52, {})
    assert painter.length == 52 and painter.lengths_ready == {52}


def test_a_tile_gliding_where_it_was_laid_again_passes_under_the_map_and_the_panels(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    probe(scene).camera.whole = False  # the map shows, as when play is framed
    still = pygame.Surface(app.size)
    scene.draw(still)  # the table before anything glides
    on_map = view.map_rect().center
    area = view.area()
    panel = next(r for r in view.panels() if r.clip(area).width > 40 and r.clip(area).height > 40)
    in_panel = panel.clip(area).center
    free = (area.centerx, area.bottom - 60)
    for at in (on_map, in_panel, free):  # a tile held at each spot for a moment (9-9 stays
        scene.motion.glide(T("5-5"), (*at, 0.0), (*at, 0.0), 10.0, True, "shift")  # put)
    surface = pygame.Surface(app.size)
    scene.draw(surface)

    def same(rect: pygame.Rect) -> bool:
        return (surface.subsurface(rect).copy().get_view("2").raw
                == still.subsurface(rect).copy().get_view("2").raw)

    assert same(view.map_rect()) and same(panel)
    near = pygame.Rect(0, 0, 20, 20)
    near.center = free
    assert not same(near)


def _screen_box(view, polygon) -> pygame.Rect:
    """An outline's bounding box on the screen, as the camera shows it."""
    xs, ys = zip(*(view.camera.to_screen(x, y) for x, y in polygon))
    left, top = math.floor(min(xs)), math.floor(min(ys))
    return pygame.Rect(left, top, math.ceil(max(xs) - min(xs)) + 1,
                       math.ceil(max(ys) - min(ys)) + 1)


def test_the_foot_caption_moves_off_the_tiles_it_would_cover(app) -> None:
    scene = _scene(app)  # 9-9 is down and needs its spokes: the caption says so
    view = scene.barnyard
    (name, first), = view.rects()
    assert name == "foot caption" and first.collidelist(view.tile_boxes()) < 0
    camera = probe(scene).camera
    fx, fy = camera.to_world(*first.center)
    wx, wy = probe(scene).layout.placements[T("9-9")].centre
    cx, cy = camera.centre
    camera.centre = (cx + wx - fx, cy + wy - fy)  # the view moved: 9-9 under the caption
    assert _screen_box(view, probe(scene).layout.placements[T("9-9")].polygon).colliderect(first)
    (_, moved), = view.rects()
    assert moved != first and moved.collidelist(view.tile_boxes()) < 0
    assert view.area().contains(moved)


def test_no_tile_shows_through_the_panels_or_the_map_it_passes_under_a_mat(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    camera = probe(scene).camera
    camera.whole = False  # the map shows
    area = view.area()
    covers = [r.clip(area) for r in [*view.panels(), view.map_rect()] if r.colliderect(area)]
    assert len(covers) >= 3
    felt = pygame.Surface(app.size)
    felt.fill((20, 90, 40))
    wx, wy = probe(scene).layout.placements[T("9-9")].centre
    for rect in covers:  # 9-9 moved under each in turn
        fx, fy = camera.to_world(*rect.center)
        cx, cy = camera.centre
        camera.centre = (cx + wx - fx, cy + wy - fy)
        if rect == covers[-1]:  # the map moves off the tile: wherever it is now
            rect = view.map_rect()
        expected = felt.copy()
        placements = view.table.layout.placements  # the map over bare felt, and the felt elsewhere
        view.overview.draw(expected, view.map_rect(), placements.values(), view.camera.visible(),
                           [placements[t] for t in view.newest() if t in placements])
        for panel in view.panels():  # a panel with a tile under it lies on its mat
            if panel.clip(area) == rect:
                draw_mat(expected, panel, view.geometry.scale)
        for blank in (None, felt):
            surface = felt.copy()
            view.draw_still(surface, app.art, set(), blank)
            shown = surface.subsurface(rect).copy().get_view("2").raw
            assert (shown == expected.subsurface(rect).copy().get_view("2").raw) == \
                (blank is not None), rect


def test_the_caption_never_covers_more_tiles_than_in_its_own_place(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    camera = probe(scene).camera
    (_, first), = view.rects()

    def covered(rect: pygame.Rect) -> int:
        return sum(b.clip(rect).width * b.clip(rect).height for b in view.tile_boxes())

    fx, fy = camera.to_world(*first.center)
    wx, wy = probe(scene).layout.placements[T("9-9")].centre
    cx, cy = camera.centre
    camera.centre = (cx + wx - fx, cy + wy - fy)  # 9-9 under the caption, then very large
    for _ in range(5):
        camera.zoom_at(first.center, 1.6)
    assert covered(first) > 0
    for dx in range(-600, 601, 100):  # 9-9 under one spot or another, or several
        camera.centre = (camera.centre[0] + dx / camera.scale, camera.centre[1])
        (_, rect), = view.rects()
        assert covered(rect) <= covered(first)
        camera.centre = (camera.centre[0] - dx / camera.scale, camera.centre[1])


def test_a_toast_keeps_off_the_tiles_and_the_caption(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    scene.callouts.say("seat 1 passes")
    toast = scene.callouts.toast
    toast.age = 1.0  # faded in
    size = toast.size(app.size)
    home = view.toast_rect(size)  # the barnyard's foot is clear: the toast stays there
    g = scene.geometry
    assert home.center == (g.barnyard_rect.centerx, round(g.barnyard_rect.bottom - 24 * g.scale))
    camera = probe(scene).camera
    fx, fy = camera.to_world(*home.center)
    wx, wy = probe(scene).layout.placements[T("9-9")].centre
    cx, cy = camera.centre
    camera.centre = (cx + wx - fx, cy + wy - fy)  # the view moved: 9-9 under the toast
    (_, caption), = view.rects()
    moved = view.toast_rect(size)
    assert moved.collidelist(view.tile_boxes()) < 0 and not moved.colliderect(caption)
    assert view.area().contains(moved)

    def frame(with_toast: bool) -> pygame.Surface:
        scene.callouts.toast = toast if with_toast else None
        scene.arrange()
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        return surface

    shown, bare = frame(True), frame(False)
    assert shown.subsurface(moved).copy().get_view("2").raw != \
        bare.subsurface(moved).copy().get_view("2").raw
    under = _screen_box(view, probe(scene).layout.placements[T("9-9")].polygon).clip(view.area())
    assert shown.subsurface(under).copy().get_view("2").raw == \
        bare.subsurface(under).copy().get_view("2").raw  # nothing of the toast over 9-9


def test_a_toast_keeps_off_the_tutorials_arrow(app) -> None:
    scene = _scene(app)
    view = scene.barnyard
    scene.callouts.say("it needs a 9")
    size = scene.callouts.toast.size(app.size)
    home = view.toast_rect(size)
    view.caption_avoids = home.inflate(-20, -10)  # the arrow points where the toast would go
    moved = view.toast_rect(size)
    assert not moved.colliderect(view.caption_avoids)
    assert moved.collidelist(view.tile_boxes()) < 0


def test_a_long_toast_finds_the_clear_side_when_the_foot_and_the_top_are_taken(app) -> None:
    """Seen in a ladder game: a refusal as wide as half the table, the barnyard down to the
    hand and the pending foot's caption up top; the toast went over the double to be toed."""
    scene = _scene(app)
    view = scene.barnyard
    scene.callouts.say("seat 0 can play, and with the chicken yard empty must play, as the "
                       "house rules say")
    size = scene.callouts.toast.size(app.size)
    home = view.toast_rect(size)
    assert home.width > view.area().width // 2  # every bottom spot covers the middle
    camera = probe(scene).camera
    fx, fy = camera.to_world(*home.center)
    wx, wy = probe(scene).layout.placements[T("9-9")].centre
    cx, cy = camera.centre
    camera.centre = (cx + wx - fx, cy + wy - fy)  # 9-9 under the middle of the foot
    area = view.area()
    view.caption_avoids = pygame.Rect(area.left, area.top, area.width, area.height // 3)
    moved = view.toast_rect(size)
    assert moved.collidelist(view.tile_boxes()) < 0
    assert not moved.colliderect(view.caption_avoids) and area.contains(moved)


def test_a_toast_keeps_off_the_outlines_of_the_pending_doubles_spokes(app) -> None:
    """Seen in a real window: "You can play..." lay over the three toe outlines of the chicken
    foot the player had to play on."""
    scene = _scene(app)
    view = scene.barnyard
    slots = [_screen_box(view, polygon) for polygon in view.open_slots()]
    assert len(slots) == 4  # 9-9 set: its four spokes
    scene.callouts.say("seat 0 can play, and must play when able")
    size = scene.callouts.toast.size(app.size)
    home = view.toast_rect(size)
    lowest = max(slots, key=lambda r: r.bottom)
    camera = probe(scene).camera
    fx, fy = camera.to_world(home.centerx, home.top + 10)
    sx, sy = camera.to_world(lowest.centerx, lowest.bottom)
    cx, cy = camera.centre
    camera.centre = (cx + sx - fx, cy + sy - fy)  # the lowest spoke's end under the toast
    slots = [_screen_box(view, polygon) for polygon in view.open_slots()]
    assert home.collidelist(slots) >= 0 and home.collidelist(view.tile_boxes()) < 0
    moved = view.toast_rect(size)
    assert moved.collidelist(slots) < 0 and moved.collidelist(view.tile_boxes()) < 0


def _three_seats(app):
    """You and two easy computer players, the round just dealt: side seats narrow the table."""
    match = Match(RuleSet(), [Seat("You"), Seat("Hen", "easy", pace=0.0),
                              Seat("Rooster", "easy", pace=0.0)], seed=1)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 30)
    return scene


def test_the_toast_and_the_caption_come_back_to_the_foot_of_the_table_once_it_is_clear(app):
    """Seen in a real window: the foot's caption stayed at the top of the table, and a toast
    at the side over the tree, long after the foot of the table had cleared, because each kept
    the spot an earlier moment had pushed it to."""
    scene = _scene(app)
    view = scene.barnyard
    probe(scene).camera.snap()
    hub = scene.state.barnyard.pending
    size = (300, 40)
    assert hub is not None
    home, caption = view.toast_rect(size), dict(view.rects())["foot caption"]
    for spot in _elsewhere(view, size):
        view.remember("toast", spot)  # an earlier moment's
        view.remember("foot caption", spot)
        assert view.toast_rect(size) == home and dict(view.rects())["foot caption"] == caption
    probe(scene).camera.centre = (probe(scene).camera.centre[0] + 5, probe(scene).camera.centre[1])
    kept = []
    for spot in _elsewhere(view, size):
        view.memory["toast"] = spot
        view.toast_rect(size)
        kept.append(view.memory["toast"] == spot)
    assert any(kept)  # while the view glides, a clear spot is kept: no hopping


def _elsewhere(view, size) -> list[tuple[float, float]]:
    """Centres a card of `size` may have had at earlier moments: the table's corners and the
    middles of its sides."""
    area = view.area().inflate(-size[0] - 20, -size[1] - 20)
    return [(float(x), float(y)) for x in (area.left, area.centerx, area.right)
            for y in (area.top, area.centery, area.bottom) if (x, y) != area.center]


def test_a_toast_nearly_as_wide_as_the_window_stays_inside_the_table(app) -> None:
    """Seen in a real window with a table file's long names: the toast, narrowed to the window,
    sat in a corner spot that started at the clear part's left edge and ran off the right."""
    scene = _three_seats(app)
    view = scene.barnyard
    assert view.region.clear_rect[0] > view.area().left + 100  # the side seats' panels
    size = (app.size[0] - 60, 40)
    for spot in [*_elsewhere(view, (200, 40)), (0.0, 0.0), (2000.0, 2000.0)]:
        view.memory["toast"] = spot  # wherever it last was
        assert view.area().contains(view.toast_rect(size))


def test_a_toast_keeps_off_the_log_and_menu_buttons(app) -> None:
    """Seen in a real window: a toast nearly as wide as the window, at the top, began under
    the Log button, which hid its first words (the Menu button, in the other corner, too)."""
    scene = _three_seats(app)
    scene.callouts.say("W" * 90)
    toast = scene.callouts.toast
    toast.age = 1.0
    card = pygame.Rect((0, 0), toast.size(app.size))
    centres = []
    real = toast.draw
    toast.draw = lambda surface, centre=None, print_scale=1.0: (
        centres.append(centre), real(surface, centre, print_scale))
    for spot in [*_elsewhere(scene.barnyard, card.size), (0.0, 0.0)]:
        scene.barnyard.memory["toast"] = spot  # wherever it last was
        scene.arrange()
        scene.draw(pygame.Surface(app.size))
        card.center = centres[-1]
        assert not card.colliderect(scene.log.button.rect), spot
        assert not card.colliderect(scene.menu_button.rect), spot


@pytest.mark.parametrize("large_print", [False, True])
def test_the_apps_messages_over_the_table_keep_off_the_hand_and_the_tables_toast(
        app, large_print, monkeypatch) -> None:
    """Seen in a real window: the last game's "Achievement: Tiptoe Finish" went on over the
    next game's table at the window's foot, across the tops of the hand's tiles and the line
    above them."""
    monkeypatch.setattr(app.settings, "large_print", large_print)  # the app serves the module
    scene = _three_seats(app)
    scene.callouts.say("Hen sets 9-9")
    app.announce("Achievement: Tiptoe Finish")
    drawn = []
    for toast in (scene.callouts.toast, app.toast):
        real = toast.draw
        toast.draw = lambda surface, centre=None, print_scale=1.0, real=real, toast=toast: (
            drawn.append((toast, centre, print_scale)), real(surface, centre, print_scale))
    app.step(1 / 30)
    cards = []
    for toast, centre, print_scale in drawn:
        assert centre is not None and print_scale == app.settings.print_scale
        card = pygame.Rect((0, 0), toast.size(app.size, print_scale))
        card.center = (round(centre[0]), round(centre[1]))
        cards.append(card)
    table_toast, message = cards
    assert not message.colliderect(scene.geometry.hand_rect)
    assert not message.colliderect(table_toast)
    assert message.collidelist([scene.log.button.rect, scene.menu_button.rect]) < 0
    assert pygame.Rect((0, 0), app.size).contains(message)


def test_where_every_spot_covers_something_a_toast_covers_tiles_not_the_places_to_play(
        app) -> None:
    """Seen in large print on a 1024x600 screen: the tree filled the table, so every spot for
    "Dad can play, and must play when able" covered some tiles; it took the one covering the
    fewest pixels, which lay over the outlines of the toes Dad had to play."""
    match = Match(RuleSet(), [Seat(name, "easy", pace=0.0) for name in ("Hen", "Rooster")],
                  seed=10)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(3000):  # on until a chicken foot waits for its toes on a grown tree
        app.step(1 / 30)
        state = match.state
        if state.barnyard.pending is not None and len(state.barnyard) >= 14 \
                and not scene.motion.busy:
            break
    view = scene.barnyard
    assert view.open_slots() and len(match.state.barnyard) >= 14
    scene.callouts.say("Hen can play, and must play when able, as the house rules say")
    size = scene.callouts.toast.size(app.size, 1.25)
    checked = 0
    for _ in range(8):  # then zoomed in a step at a time: the tree spreads over the table
        slots = [_screen_box(view, polygon) for polygon in view.open_slots()]
        tiles = view.tile_boxes()
        moved = view.toast_rect(size)
        if moved.collidelist(tiles) >= 0:  # no free room left: tiles rather than places
            assert moved.collidelist(slots) < 0
            checked += 1
        probe(scene).camera.zoom_at(view.area().center, 1.2)
    assert checked



def test_a_toast_fading_in_keeps_the_strip_it_rises_from_clear_of_the_tiles(app) -> None:
    """A toast slides up 20 px as it fades in (and back as it fades out): seen in a real
    window, 'Pullet passes' half faded lay over the tiles below its place."""
    from game.render.placement import Floor

    scene = _scene(app)
    view = scene.barnyard
    size = (156, 46)
    home = view.toast_home(size)
    below = (home.left + 40.0, home.bottom + 6.0, home.left + 85.0, home.bottom + 95.0)
    area = (0.0, 0.0, float(app.size[0]), float(app.size[1]))
    still = view.place_toast(Floor(area, [below], []), size)
    assert still == home  # nothing under the toast itself
    rising = view.place_toast(Floor(area, [below], []), size, rise=20)
    strip = pygame.Rect(rising.left, rising.top, rising.width, rising.height + 20)
    assert rising.size == size and rising != home
    assert not strip.colliderect(pygame.Rect(40 + home.left, home.bottom + 6, 45, 89))
    crowded = [below, (0.0, 0.0, float(app.size[0]), home.top - 2.0),
               (0.0, home.bottom + 2.0, float(app.size[0]), float(app.size[1]))]
    assert view.place_toast(Floor(area, crowded, []), size, rise=20) == home  # no room to rise


def test_once_the_view_is_at_rest_the_table_is_not_drawn_again(app, monkeypatch) -> None:
    """Seen in a profile: the camera crept toward its aim by fractions of a pixel for ever, so
    the table's still picture (felt, tiles, plates, yard) was drawn again on 59% of the frames
    of a four-seat round. At rest, your turn waiting, it is drawn no more."""
    scene = _scene(app)
    redrawn = []
    real = BarnyardView.draw_still  # once each time the table's still picture is drawn
    monkeypatch.setattr(BarnyardView, "draw_still",
                        lambda self, *rest: redrawn.append(1) or real(self, *rest))
    camera = probe(scene).camera
    target = camera.target_centre
    camera.centre = (target[0] + 3.0, target[1])  # away from its aim: it glides back
    for _ in range(30):  # a second: the glide is over (SETTLE is 0.35 s to 95%)
        app.step(1 / 30)
    assert (camera.centre, camera.scale) == (camera.target_centre, camera.target_scale)
    redrawn.clear()
    for _ in range(60):
        app.step(1 / 30)
    assert redrawn == []


def test_the_still_picture_follows_a_computers_move_a_frame_later(app, monkeypatch) -> None:
    """In the frame a computer's move is made (laid out, the view aimed, the cards placed),
    the still picture from before it shows once more and the next frame draws it anew; a
    person's move, made before the frame's update, is drawn in its own frame."""
    scene = _scene(app)
    table = scene.table
    changes: list[object] = []  # the table's change events, as it announces them
    table.subscribe(changes.append)
    drawn: list[int] = []  # how many changes were announced each time the still picture is drawn
    real = BarnyardView.draw_still
    monkeypatch.setattr(BarnyardView, "draw_still", lambda self, *rest: drawn.append(
        len(changes)) or real(self, *rest))
    scene.play(Play(0, T("9-5"), T("9-9")))  # a spoke: Hen (no pause) answers
    mine = len(changes)
    app.step(1 / 30)
    assert drawn == [mine]
    for _ in range(300):
        drawn.clear()
        app.step(1 / 30)
        if changes[mine:]:  # Hen's move announced in this frame
            break
    assert len(changes) > mine and table.state.history[-1].seat == 1
    assert drawn == []
    app.step(1 / 30)
    assert drawn == [len(changes)]


def test_the_view_aims_again_once_the_next_places_are_worked_out(app) -> None:
    """The next places (the pending double's free spokes here) are worked out ahead with the
    rest of the layout (game/layout/ahead.py): the view aims without those not known yet and
    again, in the frame they are or the next (the frame's drawing may work out the last of
    them, after the frame's aim), with them in view."""
    scene = _scene(app)
    view, table = scene.barnyard, scene.table
    table.work_ahead = lambda work: None  # nothing worked out ahead meanwhile
    table.apply(Play(0, T("9-5"), T("9-9")))
    view.follow()
    assert view.places_due and view.open_slots() == []
    assert view.places_due  # (the drawing asking for them leaves the aim to the view)
    del table.work_ahead
    app.step(1 / 30)
    state = table.state
    expected = next_places(state.barnyard, table.layout, state.tile_pool, table.free_slots())
    assert view.open_slots() == expected  # known after this frame
    app.step(1 / 30)
    assert not view.places_due and len(expected) >= 3  # the spokes still free, at least
    assert view.open_slots() == expected
    camera = view.camera
    camera.snap()
    for outline in expected:
        assert view.region.holds([camera.to_screen(*p) for p in outline])


def test_the_view_aims_at_the_next_places_the_drawing_worked_out_first(app) -> None:
    """The frame's drawing (the outlines, the floor) asks for the next places too, and may work
    out the last of them before the view aims again: the view still aims at them, in the next
    frame (it was left aimed without them: a chicken foot's toes lay under the hand strip)."""
    scene = _scene(app)
    view, table = scene.barnyard, scene.table
    table.work_ahead = lambda work: None  # nothing worked out ahead meanwhile
    table.apply(Play(0, T("9-5"), T("9-9")))
    view.follow()
    assert view.places_due
    del table.work_ahead
    state = table.state
    expected = next_places(state.barnyard, table.layout, state.tile_pool, table.free_slots())
    for _ in range(20):  # as the frames' drawing asks, a slice each time
        if view.open_slots() == expected:
            break
    assert view.open_slots() == expected and len(expected) >= 3
    assert view.places_due  # known, not aimed at yet
    app.step(1 / 30)
    assert not view.places_due
    camera = view.camera
    camera.snap()
    for outline in expected:
        assert view.region.holds([camera.to_screen(*p) for p in outline])


def test_the_next_places_kept_between_asks_are_the_tables_after_every_change(app) -> None:
    """Once worked out, the next places are kept (the floor, the outlines drawn and the view's
    aim ask for them in the same frame): each change of the table, a play or one taken back,
    finds those of the table as it is then."""
    scene = _scene(app)
    view, table = scene.barnyard, scene.table

    def expected() -> list:
        state = table.state
        return next_places(state.barnyard, table.layout, state.tile_pool, table.free_slots())

    assert view.open_slots() == view.open_slots() == expected() and len(expected()) == 4
    table.apply(Play(0, T("9-5"), T("9-9")))  # a spoke down: three left
    app.step(1 / 30)
    assert view.open_slots() == view.open_slots() == expected() and len(expected()) == 3
    table.undo(0)
    app.step(1 / 30)
    assert view.open_slots() == expected() and len(expected()) == 4


def test_the_turn_marker_shows_while_the_newest_tile_glows(app) -> None:
    scene = _scene(app, pace=3600)  # Hen thinks for an hour: its marker stays up
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    while scene.motion.flying_in():
        app.step(1 / 60)
    app.step(1 / 60)  # Hen to act, the 9-5 glowing: Hen's marker lies among its plate's panel
    marker = dict(scene.seats.rects(scene.state, app.art))["turn marker"]
    assert scene.state.to_act == 1
    assert any(marker.colliderect(rect) for rect in scene.barnyard.hiding())
    assert scene.barnyard.draw_newest(pygame.Surface(app.size), app.art, scene.clock, set())
    gold = pygame.mask.from_threshold(app.screen.subsurface(marker), (255, 210, 90),
                                      (1, 1, 1, 255)).count()
    assert gold > marker.width * marker.height // 8
