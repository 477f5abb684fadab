"""The table works out ahead where each legal play's tile would go (game/table.py, game/layout/
ahead.py): a slice at a time, before the play is made; the play then lies exactly where laying
the barnyard anew lays it, worked out ahead or not, and undo brings back the layout as it was."""
from __future__ import annotations

import gc
import random
import threading

from game.layout.geometry import Placement
from game.match import Match
from game.rules import Play, RuleSet
from game.rules.tiles import Tile
from game.seats import Seat
from game.table import Table

from tests.table.laid_anew import LaidAnew

CROWDED = (9.0, 6.0)  # a small table's shape: lines laid again, the tree spread
SLICE = 1500  # a frame's work (the play scene's LAYOUT_AHEAD)


def _table(seed: int, player: str = "human") -> Table:
    rules = RuleSet(set=12, opening="double-foot")
    match = Match(rules, [Seat(f"S{i}", player) for i in range(8)], seed=seed)
    match.start_round()
    return Table(match, 1.5, extent=CROWDED)


def _laid_anew(table: Table) -> LaidAnew:
    """The table's barnyard laid out anew after each play (tests/table/laid_anew.py)."""
    return LaidAnew(table.rules.spokes, table.aspect, table.extent)


def _anew(table: Table, anew: LaidAnew) -> dict[Tile, Placement]:
    """Where laying the table's barnyard anew lays each tile (every chosen slot kept)."""
    return anew.placements([table.pictured(p) for p in table.state.barnyard])


def test_every_legal_play_is_worked_out_ahead_and_lies_where_a_new_layout_lays_it() -> None:
    table = _table(3)
    rng = random.Random(3)
    anew = _laid_anew(table)
    slices = []
    while not table.state.is_over:
        plays = [a for a in table.state.legal_actions() if isinstance(a, Play)]
        n = 0
        while not all(table.ready(p) for p in plays):
            table.work_ahead(SLICE)
            n += 1
        slices.append(n)
        action = rng.choice(table.state.legal_actions())
        change = table.apply(action)
        if change.placed is not None:
            assert table.layout.placements == _anew(table, anew)
            assert change.placement == table.layout.placements[change.placed.tile]
    assert max(slices) >= 3  # crowded tables were worked out over several frames
    assert sorted(slices)[len(slices) // 2] <= 1  # most in the frame they were wanted in


def test_a_play_not_yet_worked_out_is_laid_at_once_as_it_would_be() -> None:
    table = _table(5)
    rng = random.Random(5)
    anew = _laid_anew(table)
    for _ in range(60):
        if table.state.is_over:
            break
        plays = [a for a in table.state.legal_actions() if isinstance(a, Play)]
        if plays:
            assert not table.ready(plays[0])  # nothing was worked out ahead
        table.apply(rng.choice(plays or table.state.legal_actions()))
        assert table.layout.placements == _anew(table, anew)


def test_a_computers_plays_are_worked_out_once_it_has_decided_one() -> None:
    table = _table(7, "easy")
    rng = random.Random(7)
    anew = _laid_anew(table)
    laid_ahead = 0
    while not table.state.is_over:
        plays = [a for a in table.state.legal_actions() if isinstance(a, Play)]
        for _ in range(40):
            table.work_ahead(SLICE)
        if plays:
            assert not any(table.ready(p) for p in plays[1:])  # none wanted before it is asked
            decided = plays[0]
            table.ready(decided)  # the computer decided: asked for
            while not table.ready(decided):
                table.work_ahead(SLICE)
            laid_ahead += 1
            change = table.apply(decided)
            assert change.placed is not None
            assert table.layout.placements == _anew(table, anew)
        else:
            table.apply(rng.choice(table.state.legal_actions()))
    assert laid_ahead > 20


def test_undo_brings_back_the_layout_the_table_showed_before_the_play() -> None:
    table = _table(9)
    rng = random.Random(9)
    for _ in range(40):
        state = table.state
        seat = state.to_act
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        if not plays:
            table.apply(state.legal_actions()[0])
            continue
        shown = dict(table.layout.placements)
        table.apply(rng.choice(plays))
        if table.state.is_over:
            break
        table.undo(seat)
        assert table.layout.placements == shown
        table.apply(rng.choice(plays))


def test_a_table_let_go_mid_round_lets_its_worker_end() -> None:
    """A table dropped while a play's layout is half worked out (a game left mid-round, a
    test's table) lets its worker thread end: it is not left waiting for a slice for the rest
    of the process, holding its layouts."""
    table = _table(3)
    workers: set[threading.Thread] = set()
    for _ in range(20):  # the first turn with layouts to work out beyond one checkpoint
        table.apply(table.state.legal_actions()[0])
        before = set(threading.enumerate())
        table.work_ahead(1)  # the worker stopped at its first checkpoint, waiting for more
        workers = set(threading.enumerate()) - before
        if workers:
            break
    assert len(workers) == 1
    worker = workers.pop()
    assert worker.is_alive()
    del table
    gc.collect()
    worker.join(timeout=30)
    assert not worker.is_alive()
