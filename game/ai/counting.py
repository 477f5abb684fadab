"""Hard: counts tiles. Knows which numbers each opponent lacked (it drew or passed on them),
keeps a tile for any foot it opens, lays doubles to force draws on a seat close to going out,
and weighs the stalemate risk of a double that can never get its three toes."""
from __future__ import annotations

import random

from game.ai.knowledge import infer
from game.ai.player import Player, only_choice, turn_actions
from game.ai.table import Table, number_counts, table_from_view
from game.rules.actions import Action, Pass, Play
from game.rules.view import PlayerView

TOES = 3


def counting_score(table: Table, play: Play) -> float:
    """How much the counting tier likes `play` (higher is better)."""
    tile = play.tile
    hand = table.hand
    rest = [t for t in hand if t is not tile]
    counts = number_counts(rest, len(table.unseen_by_number) - 1)
    score = float(table.weight(tile)) + 0.8 * sum(1 for c in counts if c)
    opens, hub = table.open_after(play)
    after = table.next_seats()
    nxt = after[0]
    if not rest:
        return 1000.0  # dominoes
    if hub is not None and hub is tile and play.on is not None:
        score += _double_value(table, tile.high, counts, rest)
    else:
        if hub is None and not any(counts[n] for n in opens):
            score -= 3.0 if len(rest) > 1 else 6.0  # nothing left to follow with
        if opens and all(table.voids[nxt] >> n & 1 for n in opens):
            score += 5.0 if table.hand_counts[nxt] > 2 else 9.0  # the next seat must draw
        for n in set(opens):
            score += 0.4 * counts[n] - 0.15 * table.unseen_by_number[n]
    return score


def _double_value(table: Table, d: int, counts: list[int], rest: list) -> float:
    """Laying the double d-d: safe if it can toe its own foot; forcing; or a stalemate."""
    avail = counts[d] + table.unseen_by_number[d]
    if avail < TOES:
        mine = sum(table.weight(t) for t in rest)
        per_tile = table.unseen_pips / max(1, table.unseen_tiles)
        theirs = min(table.hand_counts[s] for s in table.next_seats()) * per_tile
        return 4.0 if mine < theirs else -12.0  # the foot never closes: who is lighter now?
    value = 3.0 if counts[d] else -8.0  # a foot it cannot toe comes back to bite it
    for k, s in enumerate(table.next_seats()):
        lacks = bool(table.voids[s] >> d & 1)
        if not lacks and table.unseen_tiles:
            share = table.unseen_by_number[d] / table.unseen_tiles
            lacks = share * table.hand_counts[s] < 0.3
        if lacks:
            value += (8.0 if table.hand_counts[s] <= 2 else 3.0) / (k + 1)
    return value


def counting_choice(view: PlayerView, table: Table) -> Action:
    """The counting tier's turn action for a view, given its table."""
    single = only_choice(view)
    if single is not None:
        return single
    acts = turn_actions(view)
    plays = [a for a in acts if type(a) is Play]
    if not plays:
        return acts[0]
    best = max(plays, key=lambda p: (counting_score(table, p), p.tile.index))  # type: ignore
    if view.has_drawn and counting_score(table, best) < -6.0:  # type: ignore[arg-type]
        for a in acts:
            if type(a) is Pass:
                return a  # keep a drawn double that would only hurt
    return best


class CountingPlayer(Player):
    """The hard tier: heuristics fed by tile counting and the opponents' inferred voids."""

    tier = "hard"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The best move by counting; deterministic (the rng is not needed)."""
        single = only_choice(view)
        if single is not None:
            return single
        return counting_choice(view, table_from_view(view, infer(view)))
