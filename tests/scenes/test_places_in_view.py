"""The next places in view when a turn begins (issue 43, the camera on every deal): the view's
glide to the places a play opens arrives as the played tile lands, not after (the places are
worked out over a frame or two and the view aims again at them: seen, 7 px still to go at the
landing of a person's tile at the fast speed); where the centred tree cannot show the places,
they are framed with it for a person at the screen to play next, not for a computer; where not
all can show, the places that person's tiles fit (the picked tile's) are, round the panels'
corners where they must be, as a waiting double's free places are on anyone's turn."""
from __future__ import annotations

import pygame
import pytest

from game.cli.parser import opening_size
from game.layout.camera import Camera
from game.layout.table_region import table_region
from game.rules.actions import Play
from game.scenes.play.barnyard_view import aim
from game.scenes.play.intents import Pick
from game.scenes.play.geometry import TableGeometry
from random_table import random_table
from table_probe import probe


def _aims_while_your_tile_flies(seed: int, k: int):
    """Your play, the `k`th action of a random double-12 round (seed `seed`): the view's aims
    (centre and scale), the one before and each new one until the tile lands; the camera."""
    actions = random_table(seed, True, 1)[2]
    app, scene, _ = random_table(seed, True, len(actions) - k)
    play = actions[k]
    assert isinstance(play, Play) and play.seat == 0  # yours: it flies in 0.175 s
    camera = probe(scene).camera
    for _ in range(3):
        app.step(1 / 60, [])
    aims = [(camera.target_centre, camera.target_scale)]
    assert scene.play(play)
    while scene.motion.busy:
        app.step(1 / 60, [])
        if (camera.target_centre, camera.target_scale) != aims[-1]:
            aims.append((camera.target_centre, camera.target_scale))
    return aims, camera


def test_the_view_has_arrived_when_a_persons_tile_lands():
    """(30.5 -> 33.6 px a unit: a glide, 34 px on screen; 10 px still to go as the tile
    landed, before.)"""
    aims, camera = _aims_while_your_tile_flies(2, 12)
    assert len(aims) == 2 and abs(aims[1][1] / aims[0][1] - 1) > 0.05
    assert camera.settled  # there as the tile lands


def test_the_view_waits_for_the_places_a_play_opens_rather_than_twitch():
    """The places your 26th-action play opens are worked out two frames later: the view aimed
    at the tree without them (31.9 px a unit), then back (23.7) as they came; now it waits
    for them, and they leave the view where it was."""
    aims, camera = _aims_while_your_tile_flies(7, 26)
    assert len(aims) <= 2


def _row(n: int) -> list[tuple[tuple[float, float], ...]]:
    return [((2.0 * i, -0.5), (2.0 * i + 2, -0.5), (2.0 * i + 2, 0.5), (2.0 * i, 0.5))
            for i in range(n)]


def test_a_persons_places_are_framed_with_a_tree_that_fills_the_table():
    """A row of 16 tiles across a four-seat 1280x720 table fills its clear part at the
    readable size; the next place at its end lies under the side plate while the whole tree is
    centred. For a computer the tree stays whole and centred; for you the place is in view."""
    region = table_region(TableGeometry((1280, 720), 4, 0), buttons=1)
    tiles, place = _row(16), _row(17)[-1:]
    shown = {}
    for asked in (False, True):
        camera = Camera(region.area_rect)
        aim(camera, region, tiles, place, [(32.0, 0.0)], False, asked)
        camera.snap()
        shown[asked] = [region.holds([camera.to_screen(x, y) for x, y in q])
                        for q in (*place, *tiles)]
        assert camera.scale >= region.min_scale
    assert not shown[False][0] and all(shown[False][1:])  # the tree whole, the place out
    assert shown[True][0]  # the place in view



def _across(x: float) -> tuple[tuple[float, float], ...]:
    """A tile lying across (2 x 1 world units) from x to x + 2."""
    return ((x, -0.5), (x + 2, -0.5), (x + 2, 0.5), (x, 0.5))


def test_where_not_every_place_can_show_a_persons_own_places_are_framed():
    """A row of 26 tiles is wider than the 1280x720 screen's table at the readable size with
    a place at each end: the two cannot show at once, and the view framing both (with the
    newest tile, right of the middle) shows neither whole. Where your tiles fit only at the
    right end (or the tile you picked up goes only there), that place is framed with the
    tree."""
    region = table_region(TableGeometry(opening_size((1280, 720)), 4, 0), buttons=1)
    tiles = [_across(2.0 * i) for i in range(26) if i != 20] + [_across(40.0)]
    left, right = _across(-2.0), _across(52.0)
    focus = [(0.0, 0.0), (52.0, 0.0), (41.0, 0.0)]  # the open ends, the newest tile last
    shown = {}
    for lit in ([], [right]):
        camera = Camera(region.area_rect)
        aim(camera, region, tiles, [left, right], focus, False)  # the computer's play before
        camera.snap()
        aim(camera, region, tiles, [left, right], focus, False, True, lit)
        camera.snap()
        assert abs(camera.scale - region.min_scale) < 1e-9  # readable, following play
        shown[len(lit)] = [region.holds([camera.to_screen(x, y) for x, y in q])
                           for q in (left, right)]
    assert shown[0] == [False, False]
    assert shown[1] == [False, True]


def _settled(app, scene) -> None:
    """Frames until the view rests with nothing on the move."""
    for _ in range(120):
        app.step(1 / 60, [])
        if scene.barnyard.camera.settled and not scene.motion.busy:
            return


def _in_view(scene, polygons) -> list[bool]:
    view = scene.barnyard
    return [view.region.holds([view.camera.to_screen(x, y) for x, y in q]) for q in polygons]


def test_the_tile_you_pick_up_has_its_places_in_view():
    """Seed 12's double-12 round at 1024x600, your play the 48th action: 2-1 goes at one
    place only, beyond the table as your turn begins (where your other tiles fit are in
    view); picked up, the view aims to show its place."""
    actions = random_table(12, True, 1)[2]
    app, scene, _ = random_table(12, True, len(actions) - 48)
    _settled(app, scene)
    tile = next(a.tile for a in scene.state.legal_actions()
                if isinstance(a, Play) and a.seat == 0 and str(a.tile) == "2-1")
    place = [t.placement.polygon for t in scene.humans.targets_for(tile)]
    assert len(place) == 1 and _in_view(scene, place) == [False]
    scene.intend(Pick(tile))
    scene.barnyard.camera.snap()  # (where it aims at once: the pick aims it)
    assert _in_view(scene, place) == [True]


def _upright(x: float, y: float) -> tuple[tuple[float, float], ...]:
    """An upright tile (1 x 2 world units) whose top edge's middle is (x, y)."""
    return ((x - 0.5, y), (x + 0.5, y), (x + 0.5, y + 2), (x - 0.5, y + 2))


@pytest.mark.parametrize("waiting", [False, True])
def test_your_places_reach_round_a_plates_corner_at_the_readable_size(waiting: bool):
    """A row wider than the 1280x720 screen's table, your places (or a waiting double's free
    places, on anyone's turn) above its middle and far below its right half, the two all but
    the table region's height apart: the tree centred puts the upper one under the top seat's
    plate, and no framing near the middle shows both. The view, at the readable size, moves
    the tree along until it lies beside the plate."""
    region = table_region(TableGeometry(opening_size((1280, 720)), 4, 0), buttons=1)
    s = region.min_scale
    _, b0, _, b1 = region.area
    tall = (b1 - b0 - 10) / s - 1.0  # the places' span: 10 px less than the region's height
    middle = tall / 2
    row = [((2.0 * i, middle - 0.5), (2.0 * i + 2, middle - 0.5), (2.0 * i + 2, middle + 0.5),
            (2.0 * i, middle + 0.5)) for i in range(-12, 12)]
    tiles = [*row, _upright(0.0, 2.0), _upright(8.0, tall - 4)]
    places = [_upright(0.0, 0.0), _upright(8.0, tall - 2)]
    c0, _, c1, _ = region.clear_rect
    upper = (c0 + c1) / 2 - (-24.0 + 24.0) / 2 * s  # the upper place's middle, the tree centred
    assert any(k0 < upper < k1 and l0 <= b0 for k0, l0, k1, l1 in region.keep_off)  # a plate
    camera = Camera(region.area_rect)
    aim(camera, region, tiles, places, [(8.0, tall - 3)], False)  # the computer's play before
    camera.snap()
    aim(camera, region, tiles, places, [(8.0, tall - 3)], waiting, not waiting,
        [] if waiting else places)
    camera.snap()
    assert abs(camera.scale - s) < 1e-9 and not camera.whole  # following play, readable
    assert all(region.holds([camera.to_screen(x, y) for x, y in q]) for q in places)


def _flat(x: float) -> tuple[tuple[float, float], ...]:
    """A tile lying along the row (2 x 1 world units), its left edge's middle at (x, 0)."""
    return ((x, -0.5), (x + 2, -0.5), (x + 2, 0.5), (x, 0.5))


def test_the_place_a_key_chooses_is_in_view_though_the_tile_has_places_beyond_the_table():
    """A row far wider than the table at the readable size, the picked tile's two places at
    its two ends, play at its left end: neither shows with the tree kept in the middle; Tab
    (or Up/Down) choosing the right one brings that one into view, at the readable size."""
    region = table_region(TableGeometry(opening_size((1280, 720)), 4, 0), buttons=1)
    tiles = [_flat(2.0 * i) for i in range(-30, 30)]
    left, right = _flat(-62.0), _flat(60.0)
    camera = Camera(region.area_rect)

    def shown(place) -> bool:
        return region.holds([camera.to_screen(x, y) for x, y in place])

    aim(camera, region, tiles, [left, right], [(-59.0, 0.0)], False, True, [left, right])
    camera.snap()
    assert not shown(right)
    aim(camera, region, tiles, [left, right], [(-59.0, 0.0)], False, True, [left, right], right)
    camera.snap()
    assert shown(right)
    assert camera.target_scale >= region.min_scale


def test_tab_to_a_place_tells_the_view_which_one_to_show():
    """Seed 12's round, your turn with a tile of two places: Tab lights the first, Tab again
    chooses the second, and the view is told to show it."""
    actions = random_table(12, True, 1)[2]
    turns = [i for i, a in enumerate(actions) if isinstance(a, Play) and a.seat == 0]
    for i in turns:
        app, scene, _ = random_table(12, True, len(actions) - i)
        _settled(app, scene)
        tiles = [a.tile for a in scene.state.legal_actions()
                 if isinstance(a, Play) and a.seat == 0]
        two = [t for t in tiles if len(scene.humans.targets_for(t)) >= 2]
        if two:
            break
    else:
        pytest.fail("no turn of seed 12 has a tile with two places")
    scene.intend(Pick(two[0]))
    keys = scene.keys
    assert scene.barnyard.chosen_place is None
    keys.press(pygame.K_DOWN, 0)
    chosen = keys.chosen()
    assert chosen is not None and chosen is scene.selection.targets[1]
    assert scene.barnyard.chosen_place == chosen.placement.polygon


def test_a_waiting_doubles_free_places_are_in_view_whenever_the_view_rests():
    """Seed 2's double-12 round of computers at 1024x600, from its 36th action: the 69th, a
    computer's 3-3, opens a chicken foot; its tile flies in before the places of its toes are
    worked out, and the frame's drawing (the outlines, the floor) works them out first. The
    view aimed at them once they were; the drawing finding them first left the view aimed
    without them: as the table drew and passed round, the toes' outlines lay under the hand
    strip (seen at a person's turn in a real window, seed 5). On every frame the view rests
    while a double waits, its free places are in view, clear of every panel."""
    actions = random_table(2, False, 1)[2]
    app, scene, _ = random_table(2, False, len(actions) - 36)
    view, camera = scene.barnyard, scene.barnyard.camera
    changes: list[object] = []  # the table's change events, as it announces them
    scene.table.subscribe(changes.append)
    start = len(scene.state.history)  # the actions before the first of them
    rested = set()  # the moves after which the view rested with a double waiting
    for _ in range(240):
        app.step(1 / 60, [])
        state, moves = scene.state, start + len(changes)
        if state.is_over or moves > 78:
            break
        if state.barnyard.pending is None or scene.motion.busy or not camera.settled:
            continue
        rested.add(moves)
        places = view.open_slots()
        assert places and all(_in_view(scene, places)), moves
    assert rested & set(range(69, 79))  # (the 3-3's foot: its draws and passes)
