"""The markers at the view's edge for the places beyond it (issue 43: where a double-12 tree is
larger than the table, a place your tiles fit may lie beyond the edge, and nothing said it was
there): a marker shows exactly where one of your lit places is out of view, points its way, and
a click on it (or a dragged tile resting on it) brings the place into view; nobody's hand but
the one face up at this screen is given away."""
from __future__ import annotations

import math

import pygame

from game.layout.beyond import direction_of, points_to
from game.layout.table_region import TableRegion
from game.rules.actions import Play
from game.scenes.play.floating import marker_name
from random_table import random_table

LEFT, RIGHT = pygame.K_LEFT, pygame.K_RIGHT


def _settled(app, scene) -> None:
    """Frames until the view rests with nothing on the move."""
    for _ in range(120):
        app.step(1 / 60, [])
        if scene.barnyard.camera.settled and not scene.motion.busy:
            return


def _your_turn(seed: int, k: int):
    """Seed `seed`'s double-12 round at 1024x600 at your play, action `k` (from 0), the view at
    rest."""
    actions = random_table(seed, True, 1)[2]
    assert isinstance(actions[k], Play) and actions[k].seat == 0
    app, scene, _ = random_table(seed, True, len(actions) - k)
    _settled(app, scene)
    return app, scene


def _screen(scene, place):
    camera = scene.barnyard.camera
    return [camera.to_screen(x, y) for x, y in place]


def _out_of_view(scene) -> list[bool]:
    """For each place lit for you now: not drawn whole (past the view's clip, or partly under
    a panel drawn over the barnyard)."""
    view = scene.barnyard
    clip = view.clip()
    drawn = TableRegion((clip.left, clip.top, clip.right, clip.bottom),
                        tuple((r.left, r.top, r.right, r.bottom) for r in view.hiding()), 1.0)
    return [not drawn.holds(_screen(scene, place)) for place in view.lit_places()]


def _marked(scene) -> set[int]:
    """The lit places (by index) a marker shown stands for."""
    return {k for marker, *_ in scene.markers.shown for k in marker.places}


def _key(app, key: int, mod: int = 0) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def _look_away(app, scene, key: int = LEFT) -> None:
    """Shift+arrow eight times: the view moved a table and a third away from the tree."""
    for _ in range(8):
        _key(app, key, pygame.KMOD_SHIFT)


def _picked_after_looking_away(key: int):
    """Seed 33's round at your play at action 43, the view moved away (Shift+`key`), a tile
    of yours that fits clicked (picked up, its places marked): the table and the tile."""
    app, scene = _your_turn(33, 43)
    _look_away(app, scene, key)
    tile = next(a.tile for a in scene.state.legal_actions()
                if isinstance(a, Play) and a.seat == 0)
    pos = scene.hand.positions()[tile]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.selection.tile is tile and scene.markers.shown
    return app, scene, tile


def test_a_marker_shows_exactly_where_a_lit_place_is_out_of_view():
    """Seed 33's round, your play at action 62: of the places your tiles fit, those partly
    under Leghorn's plate and under the hand strip are out of view as the turn begins, each
    marked, pointed to from where its marker lies; the rest are not (two of them just clear
    of the top plates, inside the margin the camera keeps round them)."""
    app, scene = _your_turn(33, 62)
    out = _out_of_view(scene)
    assert any(out) and not all(out)
    assert _marked(scene) == {k for k, o in enumerate(out) if o}
    places = scene.barnyard.lit_places()
    margin = [k for k, place in enumerate(places)
              if not out[k] and not scene.barnyard.region.holds(_screen(scene, place))]
    assert len(margin) == 2  # (shown whole, a few pixels into the camera's margin)
    for marker, rect, pointing, shows in scene.markers.shown:
        box = (rect.left, rect.top, rect.right, rect.bottom)
        assert shows == places[marker.places[0]]
        for k in marker.places:
            assert points_to(box, pointing, _screen(scene, places[k]))
            x = [p[0] for p in _screen(scene, places[k])]
            y = [p[1] for p in _screen(scene, places[k])]
            assert direction_of(scene.barnyard.region, ((min(x) + max(x)) / 2,
                                                         (min(y) + max(y)) / 2)) == marker.direction
    rects = scene.floating_rects()
    assert {name for name in rects if name.startswith("marker")} == {
        marker_name(m) for m, *_ in scene.markers.shown}
    tiles = scene.barnyard.tile_boxes()
    assert not any(rect.collidelist(tiles) >= 0 for _, rect, _, _ in scene.markers.shown)
    assert not any(rect.collidelist(scene.barnyard.panels()) >= 0
                   for _, rect, _, _ in scene.markers.shown)


def test_no_marker_while_every_lit_place_is_in_view_and_one_each_way_when_you_look_away():
    """Seed 33's round at your play, action 43: every place your tiles fit in view, no
    marker. Shift+Left moves the view off the tree to the left (the tree beyond the right
    edge): a marker for each way they lie, every one pointing right; Home brings the tree
    back and the markers go."""
    app, scene = _your_turn(33, 43)
    out = _out_of_view(scene)
    assert out and not any(out)
    assert scene.markers.shown == []
    _look_away(app, scene)
    assert all(_out_of_view(scene))
    assert _marked(scene) == set(range(len(out)))
    places = scene.barnyard.lit_places()
    for marker, rect, pointing, _ in scene.markers.shown:
        assert marker.direction[0] == 1 and math.cos(pointing) > 0  # (pointing right)
        assert all(points_to((rect.left, rect.top, rect.right, rect.bottom), pointing,
                             _screen(scene, places[k])) for k in marker.places)
    _key(app, pygame.K_HOME)
    _settled(app, scene)
    assert not any(_out_of_view(scene)) and scene.markers.shown == []


def test_a_click_on_a_marker_brings_its_place_into_view():
    """Seed 33's round at your play at action 43, the view moved away, the tile picked
    up: a click on its marker glides the view (aiming on again) until its place shows (not
    marked while the view glides there), and the tile stays picked up."""
    app, scene, tile = _picked_after_looking_away(RIGHT)
    marker, rect, _, place = scene.markers.shown[0]
    assert marker.direction[0] == -1  # (the tree lies beyond the left edge)
    assert not scene.barnyard.region.holds(_screen(scene, place))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    assert not scene.barnyard.camera.settled  # on its way: the place is not marked meanwhile
    assert not scene.barnyard.region.holds(_screen(scene, place))
    assert all(shows != place for *_, shows in scene.markers.shown)
    _settled(app, scene)
    assert scene.barnyard.region.holds(_screen(scene, place))
    assert scene.selection.tile is tile


def test_a_tile_dragged_onto_a_marker_brings_its_place_into_view_and_plays_there():
    """The view moved away, a tile dragged from the hand onto its marker and held there: the
    view glides (though a drag holds it still) until the place shows; let go there, the
    tile is played."""
    app, scene = _your_turn(33, 43)
    _look_away(app, scene, RIGHT)
    tile = next(a.tile for a in scene.state.legal_actions()
                if isinstance(a, Play) and a.seat == 0)
    start = scene.hand.positions()[tile]
    motion = pygame.MOUSEMOTION
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                      pygame.event.Event(motion, pos=(start[0], start[1] - 40), rel=(0, -40),
                                         buttons=(1, 0, 0))])
    assert scene.selection.tile is tile and scene.markers.shown
    _, rect, _, place = scene.markers.shown[0]
    app.step(1 / 60, [pygame.event.Event(motion, pos=rect.center, rel=(0, 0),
                                         buttons=(1, 0, 0))])
    for _ in range(60):
        app.step(1 / 60, [])
    view = scene.barnyard
    assert view.region.holds(_screen(scene, place))
    camera = view.camera
    x, y = camera.to_screen(*[sum(c) / 4 for c in zip(*place)])
    before = len(scene.state.barnyard)
    app.step(1 / 60, [pygame.event.Event(motion, pos=(round(x), round(y)), rel=(0, 0),
                                         buttons=(1, 0, 0))])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(round(x), round(y)),
                                         button=1)])
    assert len(scene.state.barnyard) == before + 1
    assert scene.state.barnyard[-1].tile == tile


def test_no_marker_for_a_hand_not_face_up_here():
    """The same turn with your hand hidden (as behind the privacy screen, or a phone seat's):
    its places beyond the view are not marked, nor placed among the floating cards."""
    app, scene = _your_turn(33, 62)
    assert scene.markers.shown
    scene.humans.reveal(None)
    scene.arrange()
    assert scene.markers.shown == []
    assert not any(name.startswith("marker") for name in scene.floating_rects())


def test_a_key_choosing_a_place_after_a_look_round_brings_it_into_view():
    """The view moved away by Shift+Left, the tile picked up: its places are marked; Down
    chooses one (as Tab does), and the view, aiming again, glides until it shows."""
    app, scene, _ = _picked_after_looking_away(LEFT)
    _key(app, pygame.K_DOWN)
    chosen = scene.keys.chosen()
    assert chosen is not None
    _settled(app, scene)
    assert scene.barnyard.region.holds(_screen(scene, chosen.placement.polygon))
