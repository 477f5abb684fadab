"""What the tests read and set of a table (PlayScene or TutorialScene) through its parts, under
the short names they had as one-line forwards on the scene: `probe(scene).selected` is the hand
tile picked out (scene.selection.tile). The scene itself keeps only its own interface."""
from __future__ import annotations

from typing import Optional

import pygame

from game.layout.barnyard import BarnyardLayout
from game.layout.camera import Camera
from game.render.effects import Banner
from game.render.widgets.button import Button
from game.render.widgets.toast import Toast
from game.rules.actions import Action
from game.rules.tiles import Tile
from game.scenes.play.barnyard_view import opening_length
from game.scenes.play.scene import PlayScene
from game.scenes.play.seat_driver import AiTurn
from game.scenes.play.selection import Target
from game.scenes.play.tile_motion import Flight


class TableProbe:
    """One table seen through its parts."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    @property
    def layout(self) -> BarnyardLayout:
        """Where every barnyard tile lies."""
        return self.scene.table.layout

    @property
    def camera(self) -> Camera:
        """The view onto the barnyard."""
        return self.scene.barnyard.camera

    @property
    def bottom(self) -> int:
        """The seat whose hand runs along the bottom."""
        return self.scene.humans.bottom

    @property
    def revealed(self) -> Optional[int]:
        """The seat whose hand is face up (None: every hand hidden)."""
        return self.scene.humans.revealed

    @property
    def can_act(self) -> bool:
        """True when the shown hand's human may make a move now."""
        return self.scene.humans.can_act

    def human_legal(self) -> list[Action]:
        """The shown human's legal actions now."""
        return self.scene.humans.legal()

    @property
    def buttons(self) -> dict[str, Button]:
        """The action buttons by name."""
        return self.scene.actions.buttons

    @property
    def toast(self) -> Optional[Toast]:
        """The message at the foot of the barnyard."""
        return self.scene.callouts.toast

    @toast.setter
    def toast(self, toast: Optional[Toast]) -> None:
        self.scene.callouts.toast = toast

    @property
    def banners(self) -> list[Banner]:
        """The banners across the barnyard."""
        return self.scene.callouts.banners

    @property
    def flights(self) -> list[Flight]:
        """Tiles gliding somewhere."""
        return self.scene.motion.flights

    @property
    def held(self) -> dict[Tile, str]:
        """Tiles moved by physics: "drag", "snap" or "home"."""
        return self.scene.motion.held

    @property
    def selected(self) -> Optional[Tile]:
        """The hand tile picked out."""
        return self.scene.selection.tile

    @property
    def targets(self) -> list[Target]:
        """Where the selected tile may go."""
        return self.scene.selection.targets

    @property
    def hinted(self) -> Optional[Action]:
        """The move a hint suggested."""
        return self.scene.selection.hinted

    @property
    def drag_pos(self) -> Optional[tuple[int, int]]:
        """The pointer while a hand tile is dragged."""
        press = self.scene.hand.press
        return press.at if press is not None else None

    @property
    def yard_drag(self) -> Optional[tuple[int, int]]:
        """The pointer while a tile is dragged off the chicken yard."""
        return self.scene.yard.drag

    @property
    def ai(self) -> Optional[AiTurn]:
        """The AI decision under way."""
        return self.scene.driver.ai

    @ai.setter
    def ai(self, turn: Optional[AiTurn]) -> None:
        self.scene.driver.ai = turn

    def hand_tiles(self) -> list[Tile]:
        """The bottom seat's hand as shown (tiles still flying in are left out)."""
        return self.scene.hand.standing()

    def hand_positions(self) -> dict[Tile, tuple[float, float]]:
        """Screen centre of every hand tile (all of the hand, flying ones included)."""
        return self.scene.hand.positions()

    def targets_for(self, tile: Tile) -> list[Target]:
        """Every legal place for `tile` now, with its layout preview."""
        return self.scene.humans.targets_for(tile)

    def target_screen(self, target: Target) -> tuple[float, float]:
        """Where a target lies on screen now."""
        return self.scene.barnyard.target_screen(target)

    @staticmethod
    def opening_length(rect: pygame.Rect) -> int:
        """Pixel length of the starting double when the round opens in `rect`."""
        return opening_length(rect)


def probe(scene: PlayScene) -> TableProbe:
    """`scene` seen through its parts, for a test."""
    return TableProbe(scene)
