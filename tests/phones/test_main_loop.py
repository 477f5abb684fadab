"""The main loop between frames (App.idle): what a phone asks is taken by the top scene as
soon as the phone server nudges the loop, not a frame later; a frame running late takes what
waits before it goes on."""
from __future__ import annotations

import threading
import time

from game.app import App
from game.scenes.base import Scene
from game.store.settings import Settings


class Counting(Scene):
    """A scene that counts the nudges it is given."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.nudges = 0

    def nudged(self) -> None:
        self.nudges += 1


def test_a_nudge_while_the_loop_waits_out_a_frame_is_taken_at_once() -> None:
    app = App((320, 240), settings=Settings(), seed=1)
    scene = Counting(app)
    app.clear_to(scene)
    nudge = threading.Timer(0.05, app.nudged.set)  # (as the server's thread does)
    nudge.start()
    app.idle(time.monotonic() + 1.0)
    nudge.join()
    assert scene.nudges == 1 and not app.nudged.is_set()


def test_a_frame_running_late_takes_a_nudge_that_waits_before_it_goes_on() -> None:
    app = App((320, 240), settings=Settings(), seed=1)
    scene = Counting(app)
    app.clear_to(scene)
    app.idle(time.monotonic() - 1.0)  # no time left, nothing waiting
    assert scene.nudges == 0
    app.nudged.set()
    app.idle(time.monotonic() - 1.0)
    assert scene.nudges == 1 and not app.nudged.is_set()
