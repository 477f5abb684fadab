"""Hard: counts tiles. Knows which numbers each opponent lacked (it drew or passed on them),
keeps a tile for any foot it opens, lays doubles to force draws on a seat close to going out,
and weighs the stalemate risk of a double that can never get its three toes."""
from __future__ import annotations

import random

from game.ai.knowledge import infer
from game.ai.player import Player, only_choice, turn_actions
from game.ai.position import Position, number_counts, position_from_view
from game.rules.actions import Action, Pass, Play
from game.rules.barnyard import TOES
from game.rules.tiles import Tile
from game.rules.view import PlayerView


def lack_chance(table: Position, seat: int, number: int) -> float:
    """Chance that `seat` holds no tile showing `number`: 1 if it showed a void, else the
    hypergeometric chance that none of the unseen tiles with that number is in its hand."""
    if table.voids[seat] >> number & 1:
        return 1.0
    unseen = table.unseen_tiles
    with_number = table.unseen_by_number[number]
    if with_number == 0:
        return 1.0
    p = 1.0
    for i in range(min(table.hand_counts[seat], unseen)):
        p *= max(0, unseen - with_number - i) / (unseen - i)
        if p == 0.0:
            break
    return p


def counting_score(table: Position, play: Play) -> float:
    """How much the counting tier likes `play` (higher is better)."""
    tile = play.tile
    rest = [t for t in table.hand if t is not tile]
    if not rest:
        return 1000.0  # dominoes
    counts = number_counts(rest, len(table.unseen_by_number) - 1)
    score = 0.5 * table.weight(tile) + 1.0 * sum(1 for c in counts if c)
    opens, hub = table.open_after(play)
    nxt = table.next_seats()[0]
    if hub is not None and hub is tile and play.on is not None:
        return score + _double_value(table, tile.high, counts, rest)
    if hub is None:
        if not any(counts[n] for n in opens):
            score -= 4.0  # nothing left to follow with
        chance = 1.0
        for n in set(opens):
            chance *= lack_chance(table, nxt, n)
        score += 8.0 * chance  # the next seat must draw
    for t in rest:  # keep a toe for each double still in hand
        if t.is_double and tile.has(t.high) and counts[t.high] == 1:
            score -= 3.0
    return score


def _double_value(table: Position, d: int, counts: list[int], rest: list[Tile]) -> float:
    """Laying the double d-d: a stalemate if three toes can never come; useless without a toe
    of its own; strong when the next seat probably lacks d (it must draw), above all when it
    is about to go out."""
    nxt = table.next_seats()
    if counts[d] + table.unseen_by_number[d] < TOES:
        mine = sum(table.weight(t) for t in rest)
        per_tile = table.unseen_pips / max(1, table.unseen_tiles)
        theirs = min(table.hand_counts[s] for s in nxt) * per_tile
        return 4.0 if mine < theirs else -12.0  # the foot never closes: who is lighter now?
    if counts[d] == 0:
        return -10.0  # a foot it cannot toe comes back to bite it
    chance = lack_chance(table, nxt[0], d)
    value = 10.0 * chance * min(counts[d], 2) - 2.0
    if table.hand_counts[nxt[0]] <= 2:
        value += 6.0 * chance
    return value


def counting_choice(view: PlayerView, table: Position) -> Action:
    """The counting tier's turn action for a view, given its table."""
    single = only_choice(view)
    if single is not None:
        return single
    acts = turn_actions(view)
    plays = [a for a in acts if type(a) is Play]
    if not plays:
        return acts[0]
    best = max(plays, key=lambda p: (counting_score(table, p), p.tile.index))
    if view.has_drawn and counting_score(table, best) < -6.0:
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
        return counting_choice(view, position_from_view(view, infer(view)))
