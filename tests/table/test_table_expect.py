"""A computer's move never waits for its tile's layout (issue 43): the table works out the
layout after each of its legal plays from the moment its turn begins (`Table.expect`), the one
it decides first once asked (`ready`), and the play scene gives the layout a larger share of
each frame of the computer's turn once the table is at rest (LAYOUT_DUE): on a crowded table,
where ends are boxed in and lines laid again, each decided play is ready before its pause is
over."""
from __future__ import annotations

import math
import random

from game.match import Match
from game.rules import Play, RuleSet
from game.scenes.play.scene import LAYOUT_AHEAD, LAYOUT_DUE
from game.scenes.play.seat_driver import AI_SLICE
from game.seats import Seat
from game.store.settings import OPPONENT_SECONDS
from game.table import Table

CROWDED = (9.0, 6.0)  # a small table's shape: lines laid again, the tree spread
PAUSE = int(0.9 * OPPONENT_SECONDS["normal"] * 60)  # frames a watched computer's move waits
THINK = math.ceil(0.3 / AI_SLICE)  # frames a watched expert thinks at most (its 0.3 s budget,
#                                    thought here a slice a frame when its worker is away)


def _table(seed: int) -> Table:
    rules = RuleSet(set=12, opening="double-foot")
    match = Match(rules, [Seat(f"S{i}", "easy") for i in range(8)], seed=seed)
    match.start_round()
    return Table(match, 1.5, extent=CROWDED)


def test_a_computers_decided_play_is_laid_out_before_its_pause_is_over() -> None:
    table = _table(11)
    rng = random.Random(11)
    frames = []  # frames of the pause each decided play's layout took
    while not table.state.is_over:
        seat = table.state.to_act
        plays = [a for a in table.state.legal_actions() if isinstance(a, Play)]
        if not plays:
            table.apply(rng.choice(table.state.legal_actions()))
            continue
        table.expect(seat)
        for _ in range(THINK):  # the computer thinks (at least LAYOUT_AHEAD a frame, as while
            table.work_ahead(LAYOUT_AHEAD)  # the last tile lands; at rest the scene gives more)
        decided = rng.choice(plays)
        n = 0
        while not table.ready(decided):  # decided: its pause
            table.work_ahead(LAYOUT_DUE)
            n += 1
        frames.append(n)
        table.apply(decided)
    assert max(frames) <= PAUSE - THINK  # shown when its pause is over, never later
    assert sum(n > 0 for n in frames) >= 3  # crowded: some layouts took frames of the pause


def test_a_computers_plays_are_worked_out_ahead_only_once_expected() -> None:
    expected, not_yet = _table(5), _table(5)
    rng = random.Random(5)
    while True:  # the same plays at both tables, to a turn with a choice
        plays = [a for a in expected.state.legal_actions() if isinstance(a, Play)]
        if len(plays) >= 2 and len(expected.state.barnyard) >= 8:
            break
        action = rng.choice(plays or expected.state.legal_actions())
        expected.apply(action)
        not_yet.apply(action)
    expected.expect(expected.state.to_act)
    for table in (expected, not_yet):
        table.work_ahead(10**9)
    assert all(expected.ready(p) for p in plays)
    assert not not_yet.ready(plays[-1])  # (asked now: worked out next)
