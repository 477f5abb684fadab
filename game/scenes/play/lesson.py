"""A lesson given to the table (the tutorial), and the table as a lesson sees it: where the
hand's tiles, their lit places and the buttons are, the table's clock, and the intents it may
send; nothing else of the play scene.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, Protocol

import pygame

from game.render.placement import Floor
from game.rules.actions import Action, Play
from game.rules.tiles import Tile
from game.scenes.play.action_bar import ActionBar
from game.scenes.play.barnyard_view import BarnyardView
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.hand_view import HandView
from game.scenes.play.humans import Humans
from game.scenes.play.intents import Intend
from game.table import Change

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.context import PausedTable, SceneContext


class LessonTable:
    """The table's side that a lesson may read and ask of."""

    def __init__(self, geometry: Callable[[], TableGeometry], clock: Callable[[], float],
                 humans: Humans, hand: HandView, barnyard: BarnyardView, actions: ActionBar,
                 intend: Intend) -> None:
        self._geometry = geometry
        self._clock = clock
        self._humans = humans
        self._hand = hand
        self._barnyard = barnyard
        self._actions = actions
        self.intend = intend  # what the lesson means (a hint's tile to pick)

    @property
    def geometry(self) -> TableGeometry:
        """How the table is laid out now."""
        return self._geometry()

    @property
    def clock(self) -> float:
        """Seconds of table time."""
        return self._clock()

    @property
    def round_over(self) -> bool:
        """True once the round has ended."""
        return self._humans.table.state.is_over

    @property
    def can_act(self) -> bool:
        """True when the person shown may move now."""
        return self._humans.can_act

    def hand_spot(self, tile: Tile) -> tuple[float, float]:
        """Where a tile of the hand along the bottom stands."""
        return self._hand.positions()[tile]

    def hand_length(self) -> int:
        """How long a hand tile is drawn."""
        return self._hand.length()

    def place_spot(self, play: Play) -> Optional[tuple[float, float]]:
        """Where the lit place of `play` is on screen (None: it has none now)."""
        target = next((t for t in self._humans.targets_for(play.tile) if t.action == play),
                      None)
        return None if target is None else self._barnyard.target_screen(target)

    def button_rect(self, name: str) -> pygame.Rect:
        """Where the action button `name` ("draw", "pass"...) stands."""
        return pygame.Rect(self._actions.buttons[name].rect)

    def tile_length(self) -> int:
        """How long a barnyard tile is drawn now."""
        return self._barnyard.tile_length()

    def keep_caption_off(self, rect: Optional[pygame.Rect]) -> None:
        """The pending foot's caption keeps clear of `rect` (None: of nothing)."""
        self._barnyard.keep_caption_off(rect)


class Lesson(Protocol):
    """A lesson given to the table: what it allows, the computer's moves, what it lights and
    draws over the table, and where the round's end leads. A table without one plays by the
    rules alone."""

    after_round: str  # what a click at the round's end brings
    automatic: bool  # the table draws and passes for a person with no choice

    def refusal(self, action: Action) -> Optional[str]:
        """Why `action` is not the lesson's move now, in words (None: it is)."""

    def computer_move(self, seat: int, dt: float, pace: float) -> Optional[Action]:
        """The computer `seat`'s move once it is due (None: not yet); `pace`: the animation
        speed's factor."""

    def moved(self, change: Change) -> None:
        """The table changed (a move made or taken back)."""

    def update(self, table: LessonTable) -> None:
        """After the table's frame: what the lesson lights on it."""

    def place(self, table: LessonTable, floor: Floor) -> None:
        """Its cards on the frame's `floor`, before the banners and toasts."""

    def draw(self, table: LessonTable, surface: pygame.Surface) -> None:
        """Over everything at the table."""

    def when_over(self, app: "SceneContext", table: "PausedTable") -> "Scene":
        """What comes over the table at a click or key at the round's end."""
