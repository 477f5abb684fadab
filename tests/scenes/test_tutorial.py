"""The first-game tutorial: How to play -> Try it, a scripted round on the real table whose
steps complete with posted events, the table pointing at each next move."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules import Draw, Pass, Play, RoundState
from game.scenes.howto import HowToScene
from game.scenes.tutorial import (DONE, SCRIPT, YOU, LessonDone, TutorialScene, arrow_rect,
                                  tutorial_match)
from game.store.settings import Settings
from table_probe import probe


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def press(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step(1 / 60)


def test_the_script_is_a_legal_round_that_ends_with_you_out():
    match = tutorial_match()
    state: RoundState = match.state
    for step in SCRIPT:
        assert step.action in state.legal_actions(), step
        state.apply(step.action)
    assert state.is_over and state.end == "domino" and state.winner == YOU


def test_try_it_walks_every_step_with_posted_events():
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    app.files.autosave = True
    howto = HowToScene(app)
    app.clear_to(howto)
    app.step(1 / 60)
    press(app, pygame.K_t)  # Try it
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    match = scene.match
    coached = []
    for _ in range(6000):
        step = scene.lesson.step()
        if step is None:
            break
        if step.action.seat != YOU or not probe(scene).can_act:
            app.step(1 / 10)  # (a slow machine's frames while the computers play)
            continue
        coached.append(scene.lesson.coaching())
        arrow, ring = scene.lesson.pointer_at(scene.lesson_table)
        assert arrow is not None  # the table points at what to do
        pointer = arrow_rect(arrow)
        for name, rect in scene.barnyard.rects():  # the foot's caption keeps clear of it
            assert not pointer.colliderect(rect), name
        action = step.action
        if isinstance(action, Play):
            assert ring is not None and probe(scene).hinted == action
            while scene.keys.focus != action.tile:
                press(app, pygame.K_RIGHT)
            while scene.keys.chosen() is None or scene.keys.chosen().action != action:
                press(app, pygame.K_DOWN)  # the first Down lights the ringed tile's places
            press(app, pygame.K_RETURN)
        else:
            press(app, pygame.K_d if isinstance(action, Draw) else pygame.K_p)
        assert match.state.history[-1] == action
    assert match.state.is_over and match.state.winner == YOU
    assert scene.lesson.coaching() == DONE
    assert len(coached) == sum(1 for s in SCRIPT if s.action.seat == YOU)
    assert any(isinstance(s.action, Pass) for s in SCRIPT)
    for _ in range(600):
        app.step(1 / 60)
        if scene.ending.showing and scene.ending.shown > 1.0:
            break
    assert app.stack.top is scene  # the lesson's end is held on the table...
    press(app, pygame.K_SPACE)  # ...until a key
    app.step(1 / 60)
    assert isinstance(app.stack.top, LessonDone)  # what next: a real game, again, or back
    for _ in range(40):
        app.step(1 / 60)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is howto  # Esc: back to How to play
    from game.store.save import has_save
    assert not has_save()  # the lesson saves nothing


def test_a_move_off_the_script_is_refused_kindly():
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    scene = TutorialScene(app)
    app.clear_to(scene)
    for _ in range(300):
        app.step(1 / 60)
        if probe(scene).can_act:
            break
    assert scene.lesson.step().action.seat == YOU
    wrong = next(a for a in probe(scene).human_legal() if a != scene.lesson.step().action)
    assert not scene.play(wrong)
    assert probe(scene).toast.message == "Not this one yet: follow the arrow"
    assert len(scene.match.state.history) == 1  # only Hen's 6-6


def test_enter_alone_makes_the_move_the_lesson_points_at():
    """Seen in a real window: the coach says "(or press Enter)", and Enter with no tile picked
    answered "Wait: it is your turn"."""
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    scene = TutorialScene(app)
    app.clear_to(scene)
    for _ in range(600):
        step = scene.lesson.step()
        if step.action.seat == YOU and probe(scene).can_act:
            break
        app.step(1 / 60)
    assert scene.keys.chosen() is None  # the ring rests on the lesson's tile, nothing lit
    press(app, pygame.K_RETURN)
    assert scene.match.state.history[-1] == step.action
    assert probe(scene).toast is None or "Wait" not in probe(scene).toast.message


def test_the_place_each_step_points_at_is_framed_inside_the_table():
    """Seen in a real window: at the last step the ring, and the place it marks, lay under
    the coach's sentence at the top: the camera framed the tiles, not the next places."""
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    scene = TutorialScene(app)
    app.clear_to(scene)
    view = scene.barnyard
    checked = 0
    for _ in range(6000):
        step = scene.lesson.step()
        if step is None:
            break
        if step.action.seat == YOU and probe(scene).can_act:
            if isinstance(step.action, Play):
                probe(scene).camera.snap()
                target = next(t for t in probe(scene).targets_for(step.action.tile)
                              if t.action == step.action)
                on_screen = [probe(scene).camera.to_screen(x, y) for x, y in target.placement.polygon]
                assert view.region.holds(on_screen), step.coach
                checked += 1
            scene.apply(step.action)
        app.step(1 / 10)  # (a slow machine's frames: the camera is snapped where it is checked)
    assert checked == sum(1 for s in SCRIPT if s.action.seat == YOU and isinstance(s.action, Play))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_in_large_print_the_coaching_is_bigger_and_wraps_inside_the_table(size):
    """Seen on a 1024x600 screen in large print: the coach's sentence stayed at the small
    size; made bigger on one line, the longest would run past the table onto the plates."""
    heights = {}
    for large in (False, True):
        app = App(size, settings=Settings(animation_speed="fast", large_print=large), seed=1)
        scene = TutorialScene(app)
        app.clear_to(scene)
        widest = 0
        for _ in range(6000):
            box, lines = scene.lesson.coaching_box(scene.lesson_table)
            card = box.inflate(28, 16)
            area = scene.geometry.barnyard_rect
            assert area.left <= card.left and card.right <= area.right, scene.lesson.coaching()
            widest = max(widest, len(lines))
            heights[large] = lines[0].get_height()
            step = scene.lesson.step()
            if step is None:
                break
            if step.action.seat == YOU and probe(scene).can_act:
                scene.apply(step.action)
            app.step(1 / 10)  # (a slow machine's frames: each step's sentence is still checked)
        assert widest <= 3
    assert heights[True] > heights[False]
