"""A finished tree larger than the table is shown in parts at the round's end (issue 43, "the
result reads"): a double-12 eight-seat round at 1024x600, played to one play from its end by the
rules alone (a random play a turn: no computer thinks), then gone out on the table. The camera
rests on each part at the readable size until every tile has been shown whole on the table; the
result's card stays where it is; the player's wheel ends the tour, and a click or a key still goes
on to the score sheet, a glide or not."""
from __future__ import annotations

import pygame

from game.app import App
from game.scenes.play.scene import PlayScene
from game.scenes.score import ScoreScene
from random_table import random_table
from table_probe import probe


def gone_out(seed: int, person: bool) -> tuple[App, PlayScene]:
    """The table once the last play of a random double-12 eight-seat round (seed `seed`; with
    you at the first seat where `person`) has been made on it: the round is over."""
    app, scene, actions = random_table(seed, person, 1)
    assert scene.play(actions[-1]) and scene.match.state.is_over
    return app, scene


def shown_whole(scene: PlayScene) -> set[int]:
    """The tiles (by their order on the table) drawn whole on the table region now, at the
    readable size or larger, the camera resting."""
    view = scene.barnyard
    camera = probe(scene).camera
    if not camera.settled or camera.scale < view.region.min_scale - 1e-9:
        return set()
    return {k for k, box in enumerate(view.tile_boxes())
            if view.region.holds([box.topleft, box.topright, box.bottomright, box.bottomleft])}


def test_a_watched_round_shows_every_tile_of_its_tree_before_the_score_sheet():
    app, scene = gone_out(seed=7, person=False)
    view = scene.barnyard
    assert view.touring and len(view.tour.stops) >= 2  # a tree larger than the table
    seen: set[int] = set()
    cards = set()
    frames = 0
    while app.stack.top is scene:
        app.step(1 / 20, [])
        frames += 1
        assert frames < 1000
        if scene.ending.showing and app.stack.top is scene:
            seen |= shown_whole(scene)
            cards.add(tuple(scene.floating_rects()["round end"]))
    assert seen == set(range(len(view.tile_boxes())))  # every tile, whole, readable
    assert len(cards) == 1  # the result's card stayed where it was
    assert isinstance(app.stack.top, ScoreScene)


def test_the_players_wheel_ends_the_tour_and_a_click_still_goes_on():
    app, scene = gone_out(seed=2, person=True)
    view = scene.barnyard
    camera = probe(scene).camera
    for _ in range(400):  # on to the second part: the camera glides
        app.step(1 / 20, [])
        if view.tour.index == 1:
            break
    assert view.tour.index == 1 and not camera.settled
    pos = scene.geometry.barnyard_rect.center
    app.step(1 / 20, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    looked = camera.centre, camera.scale
    for _ in range(100):  # (longer than a part is held)
        app.step(1 / 20, [])
    assert not view.touring and (camera.centre, camera.scale) == looked  # the view stays
    assert app.stack.top is scene
    app.step(1 / 20, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(1 / 20, [])
    assert isinstance(app.stack.top, ScoreScene)


def test_a_click_in_a_glide_between_parts_goes_on_at_once():
    app, scene = gone_out(seed=2, person=True)
    view = scene.barnyard
    for _ in range(400):
        app.step(1 / 20, [])
        if view.tour.index == 1:
            break
    assert not probe(scene).camera.settled  # gliding to the next part
    app.step(1 / 20, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r")])
    app.step(1 / 20, [])
    assert isinstance(app.stack.top, ScoreScene)
