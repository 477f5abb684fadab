"""Medium: greedy. Sheds heavy tiles and the 0-0 first, keeps its suits varied, and lays a
double only when it holds a tile to put on its foot."""
from __future__ import annotations

import random

from game.ai.player import Player, only_choice, turn_actions
from game.ai.position import Position, number_counts, position_from_view
from game.rules.actions import Action, Play
from game.rules.view import PlayerView


def greedy_score(table: Position, play: Play) -> float:
    """How much the greedy tier likes `play`: weight shed, variety kept, safe doubles."""
    tile = play.tile
    rest = [t for t in table.hand if t is not tile]
    counts = number_counts(rest, len(table.unseen_by_number) - 1)
    score = float(table.weight(tile))
    score += 1.5 * sum(1 for c in counts if c)
    opens, hub = table.open_after(play)
    if tile.is_double and play.on is not None and play.on is not table.hub:
        score += 4.0 if counts[tile.high] else -10.0
    elif any(counts[n] for n in opens):
        score += 1.0
    return score


class GreedyPlayer(Player):
    """The medium tier: one-ply greedy on its own hand, no memory of the others."""

    tier = "medium"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The best-scoring play (ties broken by the rng); else draw, else pass."""
        single = only_choice(view)
        if single is not None:
            return single
        acts = turn_actions(view)
        plays = [a for a in acts if type(a) is Play]
        if not plays:
            return acts[0]
        table = position_from_view(view)
        return max(plays, key=lambda p: (greedy_score(table, p), rng.random()))
