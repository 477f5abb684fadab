"""A game at the table: who sits where, the rules' Game, and the round being played.

Pure Python (no pygame): the scenes, the terminal game, autosave and the soak tests share it.
"""
from __future__ import annotations

import random
from typing import Optional

from game.phones.links import PhoneKeys, new_keys
from game.rules.actions import Action
from game.rules.game import Game
from game.rules.house_rules import RuleSet
from game.rules.outcome import Outcome
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.rules.view import PlayerView
from game.seats import Seat


class Match:
    """A whole game in progress: seats, schedule, scores and the current round."""

    def __init__(
        self,
        rules: RuleSet,
        seats: list[Seat],
        seed: int,
        preset: str = "classic",
        ladder: Optional[str] = None,
    ) -> None:
        self.rules = rules
        self.seats = list(seats)
        self.seed = seed
        self.preset = preset
        self.ladder = ladder  # the ladder level this game is played for (its key), if any
        #: The store's name for this game (game.store.replays.new_game_id), given at its first
        #: save: its rounds' folder, its statistics row; None until then.
        self.game_id: Optional[str] = None
        self.game = Game(rules, len(seats), random.Random(seed), preset=preset)
        self.state: Optional[RoundState] = None
        self.undos = [0] * len(self.seats)  # plays each seat took back in this game
        #: Spokes and toes of this round laid in another free slot of their double than the
        #: rules' next one (a player dropped them there): tile -> the slot the picture shows.
        self.slots: dict[Tile, int] = {}
        #: Each phone seat's secret and the port of their links: made with the game, saved
        #: with it, so a continued game lets the same phones in again.
        self.phone_keys: PhoneKeys = new_keys(self.seats)

    @property
    def is_over(self) -> bool:
        """True once the last round is scored."""
        return self.game.is_over and (self.state is None or self.state.is_over)

    @property
    def humans(self) -> list[int]:
        """Seats played by people at this screen."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def people(self) -> list[int]:
        """Seats played by people, at this screen or on their phones."""
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def start_round(self) -> RoundState:
        """Deal the next round of the schedule."""
        self.state = self.game.next_round()
        self.slots = {}
        return self.state

    def apply(self, action: Action) -> Outcome:
        """Apply an action to the current round (IllegalAction if the rules refuse it); what it
        did, as the rules say."""
        if self.state is None:
            raise RuntimeError("no round in progress")
        outcome = self.state.act(action)
        if self.state.is_over:
            self.game.finish_round(self.state)
        return outcome

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know of the current round."""
        if self.state is None:
            raise RuntimeError("no round in progress")
        return self.state.view(seat, totals=self.game.totals)
