"""The hand tile picked out and the lit ends it may go to: what the hand and the barnyard both
show while a player chooses a move. The parts read it; what they mean to change in it they say
as an intent (game/scenes/play/intents.py: Pick, Relight, Drop, Suggest), which the play scene
alone applies."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

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
    """The selected hand tile, its lit targets, and the move a hint suggested; `on_phone`:
    the tile was lifted on a phone (nobody points at the big screen, so every place is lit as
    brightly as the place a tile lifted at the screen is over)."""

    tile: Optional[Tile] = None
    targets: list[Target] = field(default_factory=list)
    hinted: Optional[Action] = None
    on_phone: bool = False

    def drop(self) -> None:
        """Nothing selected, nothing lit (a hint stays)."""
        self.tile, self.targets, self.on_phone = None, [], False

    def clear(self) -> None:
        """Nothing selected, lit or hinted: a move was made."""
        self.tile, self.targets, self.hinted, self.on_phone = None, [], None, False
