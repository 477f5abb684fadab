"""The hand tile picked out and the lit ends it may go to: what the hand and the barnyard both
show while a player chooses a move. The parts read it; what they mean to change in it they say
as an intent (Pick, Relight, Drop, Suggest), which the play scene alone applies."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Union

from game.layout.geometry import Placement
from game.rules.actions import Action, Play
from game.rules.tiles import Tile


@dataclass
class Target:
    """A place a held tile may go: the play, where the tile would lie, and for a spoke or toe
    the free slot of its double it would go into (each free slot is a target of its own)."""

    action: Play
    placement: Placement
    slot: Optional[int] = None


@dataclass
class Selection:
    """The selected hand tile, its lit targets, and the move a hint suggested."""

    tile: Optional[Tile] = None
    targets: list[Target] = field(default_factory=list)
    hinted: Optional[Action] = None

    def drop(self) -> None:
        """Nothing selected, nothing lit (a hint stays)."""
        self.tile, self.targets = None, []

    def clear(self) -> None:
        """Nothing selected, lit or hinted: a move was made."""
        self.tile, self.targets, self.hinted = None, [], None


@dataclass(frozen=True)
class Pick:
    """Pick `tile` out of the hand and light its places (only `only`'s, for a hint, if it has
    any); nothing stays picked when it has none or the player may not move now."""

    tile: Tile
    only: Optional[Play] = None


@dataclass(frozen=True)
class Relight:
    """Light the picked tile's places again (the table or the turn changed)."""


@dataclass(frozen=True)
class Drop:
    """Nothing picked, nothing lit (a hint stays)."""


@dataclass(frozen=True)
class Suggest:
    """The move a hint suggests (None: no hint)."""

    action: Optional[Action]


Intent = Union[Pick, Relight, Drop, Suggest]
Intend = Callable[[Intent], None]  # how a part says what it means (PlayScene.intend)
