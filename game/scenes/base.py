"""The scene protocol and the stack that runs scenes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

if TYPE_CHECKING:
    from game.scenes.context import SceneContext


class Scene:
    """One screen of the game. `draw` changes nothing; `update` advances time. `self.app` is
    what the scene may ask of the application (game/scenes/context.py)."""

    #: Scenes below an opaque scene are neither updated nor drawn.
    opaque = True

    def __init__(self, app: SceneContext) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the top of the stack."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again, losing nothing."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and game flow by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto `surface`."""

    def toast_spot(self, size: tuple[int, int]) -> Optional[pygame.Rect]:
        """Where a message of the app's (an achievement, a save problem) of `size` goes over
        this scene; None: just above a menu screen's button bar."""
        return None


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
