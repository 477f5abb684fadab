"""The stack that runs scenes, and the keys a screen that has just come up does not take.
A scene itself (Scene) lives beside the context it is given, in game/scenes/context.py."""
from __future__ import annotations

from typing import Optional

import pygame

from game.scenes.context import Scene as Scene  # the scenes import it from here too


#: Seconds a screen that came up by itself (the score sheet after a round, the table after the
#: deal, the hand-over) waits before it takes keys: presses meant for the screen before it
#: (Enter after Enter to play on) do not skip it.
SETTLE_KEYS = 0.4


class KeyGate:
    """The keys a screen that has just come up by itself does not take: any key in its first
    SETTLE_KEYS seconds, and a key held down since it came up (its repeats: the game sets no
    pygame.key.set_repeat, but a system may repeat) until that key is let go."""

    def __init__(self) -> None:
        self.quiet = 0.0  # seconds until keys are taken again
        self.down: set[int] = set()  # keys pressed and not yet let go, as the events tell
        self.held: set[int] = set()  # keys down when the screen came up, still held

    def appeared(self) -> None:
        """A screen came up by itself: wait, and hold off the keys still down."""
        self.quiet = SETTLE_KEYS
        pressed = pygame.key.get_pressed()
        self.held = {key for key in self.down if _is_down(pressed, key)}

    def tick(self, dt: float) -> None:
        """Time passes."""
        self.quiet = max(0.0, self.quiet - dt)

    def passes(self, event: pygame.event.Event) -> bool:
        """True if the top screen should take `event` (anything but a key passes)."""
        if event.type == pygame.KEYUP:
            self.down.discard(event.key)
            self.held.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            self.down.add(event.key)
            return self.quiet <= 0 and event.key not in self.held
        elif event.type == pygame.TEXTINPUT:
            return self.quiet <= 0
        return True


def _is_down(pressed: "pygame.key.ScancodeWrapper", key: int) -> bool:
    try:
        return bool(pressed[key])
    except IndexError:  # a key code pygame cannot look up
        return False


class SceneStack:
    """Scenes stacked like cards: the top one takes input; overlays draw over the one below."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Optional[Scene]:
        """The scene taking input, if any."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top."""
        if self.top:
            self.top.exit()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Optional[Scene]:
        """Remove the top scene and return it."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over with one."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top and any overlays' backgrounds."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if scene.opaque:
                break
        return list(reversed(out))
