"""The table model (game/table.py), without a display: apply returns what changed, saves after
every applied action, refuses in the rules' words, and steps back one seat's last action."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from game.match import Match
from game.layout.barnyard import BarnyardLayout
from game.rules import (
    DOUBLE,
    START,
    Announce,
    Catch,
    Draw,
    IllegalAction,
    Pass,
    Play,
    Refusal,
    RoundState,
    RuleSet,
    Tile,
    full_set,
)
from game.seats import Seat
from game.table import CannotUndo, Drawn, Table

from tests.table.laid_anew import LaidAnew

T = Tile.parse
ROOT = Path(__file__).resolve().parents[2]


class Saves:
    """A save hook that keeps every save (the history length at each) and can fail."""

    def __init__(self, problem: Optional[str] = None) -> None:
        self.saved: list[int] = []
        self.problem = problem

    def __call__(self, match: Match) -> Optional[str]:
        assert match.state is not None
        self.saved.append(len(match.state.history))
        return self.problem


def table_for(hands: list[list[str]], yard: list[str] = (), rules: Optional[RuleSet] = None,
              saves: Optional[Saves] = None, rest: bool = True) -> tuple[Table, Saves]:
    """A table whose round is dealt exactly: `hands` per seat; the yard is `yard`, then (with
    `rest`) every other tile of the double-9 set in a fixed shuffled order."""
    rules = rules or RuleSet()
    dealt = [T(t) for h in hands for t in h] + [T(t) for t in yard]
    others = [t for t in full_set(rules.set) if t not in dealt] if rest else []
    random.Random(1).shuffle(others)
    match = Match(rules, [Seat(f"S{i}", "easy") for i in range(len(hands))], seed=1)
    match.game.round_number = 1
    match.state = RoundState(rules, [[T(t) for t in h] for h in hands],
                             [T(t) for t in yard] + others)
    saves = saves or Saves()
    return Table(match, 16 / 9, saves), saves


def fresh_layout(table: Table) -> dict[Tile, object]:
    return BarnyardLayout.of(table.state.barnyard, table.rules.spokes, table.aspect).placements


def test_the_model_imports_without_pygame_or_pymunk() -> None:
    script = (
        "import sys\n"
        "class Refuse:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('pygame', 'pymunk'):\n"
        "            raise ImportError(name)\n"
        "sys.meta_path.insert(0, Refuse())\n"
        "import game.table\n"
        "assert not any(m.split('.')[0] in ('pygame', 'pymunk') for m in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr


def test_a_play_returns_the_placed_tile_and_its_placement_then_saves() -> None:
    table, saves = table_for([["9-9", "5-5"], ["9-4", "8-7"]])
    start = table.apply(Play(0, T("9-9")))
    assert start.placed is not None and start.placed.role == START
    assert start.placement == table.layout.placements[T("9-9")]
    spoke = table.apply(Play(1, T("9-4"), T("9-9")))
    assert spoke.placed == table.state.barnyard[-1]
    assert spoke.placed.tile == T("9-4") and spoke.placed.on == T("9-9")
    assert spoke.placement == table.layout.placements[T("9-4")]
    assert list(table.layout.placements) == [T("9-9"), T("9-4")]
    assert table.layout.placements == fresh_layout(table)
    assert saves.saved == [1, 2]  # after each applied action, with the action in the match
    assert spoke.drawn is None and not spoke.round_over and spoke.save_problem is None


def test_a_draw_says_which_tile_went_to_which_seat_and_a_pass_places_nothing() -> None:
    table, saves = table_for([["9-9", "5-5"], ["8-7", "6-1"]], yard=["3-2", "4-0"], rest=False)
    table.apply(Play(0, T("9-9")))
    drew = table.apply(Draw(1))
    assert drew.drawn == Drawn(1, T("3-2")) and drew.placed is None
    passed = table.apply(Pass(1))
    assert passed.action == Pass(1) and passed.placed is None and passed.drawn is None
    assert saves.saved == [1, 2, 3]


def test_a_foot_opens_with_its_double_and_closes_with_its_last_toe() -> None:
    rules = RuleSet(chickenlittle="off")
    table, _ = table_for([["9-9", "9-5", "9-3", "1-0"],
                          ["9-8", "9-7", "5-5", "5-2", "5-1", "5-0", "2-2"]],
                         yard=["4-4", "3-3", "2-1"], rules=rules, rest=False)
    changes = [table.apply(a) for a in (
        Play(0, T("9-9")), Play(1, T("9-8"), T("9-9")), Play(0, T("9-5"), T("9-9")),
        Play(1, T("9-7"), T("9-9")))]
    assert all(c.foot_closed is None and c.foot_opened is None for c in changes)
    cross = table.apply(Play(0, T("9-3"), T("9-9")))
    assert cross.foot_closed == T("9-9")  # the last spoke: lines may grow
    opened = table.apply(Play(1, T("5-5"), T("9-5")))
    assert opened.foot_opened == T("5-5") and opened.placed is not None
    assert opened.placed.role == DOUBLE and opened.foot_closed is None
    toes = []
    for toe in ("5-2", "5-1", "5-0"):
        assert isinstance(table.apply(Draw(0)).drawn, Drawn)
        table.apply(Pass(0))
        toes.append(table.apply(Play(1, T(toe), T("5-5"))))
    assert [c.foot_closed for c in toes] == [None, None, T("5-5")]
    assert table.state.barnyard.pending is None


def test_a_refused_action_raises_the_rules_sentence_and_changes_nothing() -> None:
    table, saves = table_for([["9-9", "5-5"], ["9-4", "8-7"]])
    table.apply(Play(0, T("9-9")))
    before = (list(table.state.history), dict(table.layout.placements))
    with pytest.raises(IllegalAction, match="8-7 does not match 9-9: it needs a 9"):
        table.apply(Play(1, T("8-7"), T("9-9")))
    refusal = table.refusal(Play(1, T("8-7"), T("9-9")))
    assert str(refusal) == "8-7 does not match 9-9: it needs a 9"
    assert refusal == Refusal("no_match", 1, T("8-7"), on=T("9-9"), count=9)
    assert table.refusal(Play(1, T("9-4"), T("9-9"))) is None
    assert (list(table.state.history), dict(table.layout.placements)) == before
    assert saves.saved == [1] and not table.can_undo(1)


def test_a_save_problem_comes_back_with_the_change() -> None:
    table, _ = table_for([["9-9", "5-5"], ["9-4", "8-7"]], saves=Saves("Autosave failed: full"))
    assert table.apply(Play(0, T("9-9"))).save_problem == "Autosave failed: full"


def test_announce_and_a_catch_with_its_penalty_tile() -> None:
    rules = RuleSet(chickenlittle="enforced")
    hands = [["9-5", "9-4", "3-1"], ["9-9", "9-8", "5-5", "9-2"]]
    opening = (Play(1, T("9-9")), Play(0, T("9-5"), T("9-9")), Play(1, T("9-8"), T("9-9")),
               Play(0, T("9-4"), T("9-9")))  # seat 0 is down to one tile: it owes
    table, _ = table_for(hands, yard=["6-6"], rules=rules)
    for action in opening:
        table.apply(action)
    said = table.apply(Announce(0))
    assert said.action == Announce(0) and said.placed is None and said.drawn is None
    table, _ = table_for(hands, yard=["6-6"], rules=rules)
    for action in opening:
        table.apply(action)
    table.apply(Play(1, T("9-2"), T("9-9")))  # seat 0 forgot, and its window has closed
    caught = table.apply(Catch(1, 0))
    assert caught.drawn == Drawn(0, T("6-6")) and caught.placed is None


def test_the_round_over_change_names_the_end_and_the_winner() -> None:
    table, _ = table_for([["9-9", "5-5"], ["9-4"]])
    table.apply(Play(0, T("9-9")))
    last = table.apply(Play(1, T("9-4"), T("9-9")))
    assert last.round_over and last.end == "domino" and last.winner == 1
    assert table.match.game.round_scores  # the match scored the round


def test_undo_takes_back_a_play_restores_the_round_and_the_layout_and_saves() -> None:
    table, saves = table_for([["9-9", "5-5", "9-2"], ["9-4", "8-7", "9-3"]])
    table.apply(Play(0, T("9-9")))
    table.apply(Play(1, T("9-4"), T("9-9")))
    before = table.state.clone()
    layout = dict(table.layout.placements)
    played = table.apply(Play(0, T("9-2"), T("9-9")))
    assert table.can_undo(0) and not table.can_undo(1)
    undone = table.undo(0)
    assert undone.undone and undone.action == Play(0, T("9-2"), T("9-9"))
    assert undone.placed == played.placed and undone.placement == played.placement
    state = table.state
    assert state.hands == before.hands and state.barnyard == before.barnyard
    assert state.history == before.history and state.to_act == 0
    assert dict(table.layout.placements) == layout and T("9-2") not in table.layout
    assert saves.saved[-1] == len(before.history)  # saved after stepping back
    # The round goes on from there: the same play is legal again and lands in the same place.
    again = table.apply(Play(0, T("9-2"), T("9-9")))
    assert again.placement == played.placement


def test_undo_is_refused_once_another_seat_has_acted() -> None:
    table, _ = table_for([["9-9", "5-5", "9-2"], ["9-4", "8-7", "9-3"]])
    table.apply(Play(0, T("9-9")))
    table.apply(Play(1, T("9-4"), T("9-9")))
    assert not table.can_undo(0) and table.can_undo(1)
    with pytest.raises(CannotUndo, match="S1|seat 1"):
        table.undo(0)
    assert len(table.state.history) == 2


def test_a_seat_steps_back_through_its_own_actions_only() -> None:
    table, _ = table_for([["9-9", "5-5"], ["8-7", "6-1", "9-3"]], yard=["4-0", "2-1"],
                         rules=RuleSet(must_play=False), rest=False)
    table.apply(Play(0, T("9-9")))
    table.apply(Draw(1))  # may draw though 9-3 fits
    table.apply(Pass(1))
    assert table.can_undo(1)
    assert table.undo(1).action == Pass(1)
    drawn = table.undo(1)
    assert drawn.action == Draw(1) and drawn.drawn == Drawn(1, T("4-0"))
    assert table.state.yard[-1] == T("4-0") and T("4-0") not in table.state.hands[1]
    assert not table.can_undo(1)  # seat 0's starting double came before: not seat 1's
    with pytest.raises(CannotUndo):
        table.undo(1)


def test_undo_never_crosses_the_end_of_a_round() -> None:
    table, _ = table_for([["9-9", "5-5"], ["9-4"]])
    table.apply(Play(0, T("9-9")))
    table.apply(Play(1, T("9-4"), T("9-9")))
    assert table.state.is_over and not table.can_undo(1)
    with pytest.raises(CannotUndo, match="round is over"):
        table.undo(1)


@hsettings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 6), opening=st.sampled_from(
    ["cross", "double-foot"]), undo_rate=st.floats(0.0, 0.5))
def test_random_rounds_lay_out_what_the_rules_placed_and_undo_restores_exactly(
        seed: int, seats: int, opening: str, undo_rate: float) -> None:
    rules = RuleSet(opening=opening, chickenlittle="enforced")
    match = Match(rules, [Seat(f"S{i}", "easy") for i in range(seats)], seed=seed)
    match.start_round()
    saves = Saves()
    table = Table(match, 1.6, saves)
    anew = LaidAnew(rules.spokes, table.aspect)  # fresh_layout's, laid tile by tile as it goes
    rng = random.Random(seed)
    before: list[RoundState] = []  # the state before every action applied
    steps = 0
    while not table.state.is_over and steps < 400:
        steps += 1
        state = table.state
        last = state.history[-1].seat if state.history else None
        for seat in range(seats):
            assert table.can_undo(seat) == (seat == last and len(before) > 0)
        if last is not None and before and rng.random() < undo_rate:
            expected = before.pop()
            table.undo(last)
            state = table.state
            assert (state.hands, state.yard, state.barnyard, state.history, state.to_act,
                    state.cl_state) == (expected.hands, expected.yard, expected.barnyard,
                                        expected.history, expected.to_act, expected.cl_state)
            assert table.layout.placements == anew.placements(state.barnyard)
            assert saves.saved[-1] == len(state.history)
            continue
        action = rng.choice(state.legal_actions())
        if last is not None and action.seat != last:
            before.clear()  # another seat acts: nothing before this can be taken back
        before.append(state.clone())
        tiles = len(state.barnyard)
        change = table.apply(action)
        state = table.state
        if len(state.barnyard) > tiles:
            assert change.placed == state.barnyard[-1]
            assert change.placement == table.layout.placements[change.placed.tile]
        else:
            assert change.placed is None
        assert list(table.layout.placements) == [p.tile for p in state.barnyard]
        assert saves.saved[-1] == len(state.history)
    assert table.layout.placements == anew.placements(table.state.barnyard)


def test_each_change_is_announced_once_to_every_listener_in_order() -> None:
    table, saves = table_for([["9-9", "5-5"], ["9-4", "8-7"]])
    heard: list[tuple[str, object, int, int]] = []

    def listener(name: str):
        def hear(change) -> None:  # the table as it is after the change, saved already
            heard.append((name, change, len(table.state.history), len(saves.saved)))
        return hear

    table.subscribe(listener("first"))
    stop = table.subscribe(listener("second"))
    played = table.apply(Play(0, T("9-9")))
    assert heard == [("first", played, 1, 1), ("second", played, 1, 1)]
    with pytest.raises(IllegalAction):
        table.apply(Play(1, T("8-7"), T("9-9")))  # refused: nothing changed, nothing said
    assert len(heard) == 2
    stop()
    undone = table.undo(0)
    assert undone.undone and undone.placed == played.placed
    assert heard[2:] == [("first", undone, 0, 2)]
