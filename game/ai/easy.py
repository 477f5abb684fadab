"""Easy: a random legal action; announces "Chickenlittle" only some of the time."""
from __future__ import annotations

import random
from typing import Optional

from game.ai.player import Player, reactions, turn_actions
from game.rules.actions import Action
from game.rules.view import PlayerView


class EasyPlayer(Player):
    """Plays any legal action at random; forgetful about announcing and catching."""

    tier = "easy"

    def __init__(self, remembers: float = 0.5, catches: float = 0.3) -> None:
        self.remembers = remembers  # chance, at each moment asked, to announce a last tile
        self.catches = catches      # chance, at each moment asked, to catch a forgetful seat

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """Any legal turn action, uniformly."""
        acts = turn_actions(view)
        if not acts:
            raise ValueError(f"seat {view.seat} has no turn action: seat {view.to_act} is to act")
        return rng.choice(acts)

    def react(self, view: PlayerView, rng: random.Random) -> Optional[Action]:
        """Sometimes announces, sometimes catches; often does neither."""
        announce, catches = reactions(view)
        if announce is not None and rng.random() < self.remembers:
            return announce
        if catches and rng.random() < self.catches:
            return rng.choice(catches)
        return None
