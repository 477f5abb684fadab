"""A spoke or toe goes into the free slot of its double the player chose: the picture shows it
there, the record is the one the rules' order makes, undo forgets the choice."""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from game.match import Match
from game.layout.barnyard import BarnyardLayout
from game.rules import Play, RuleSet, Tile
from game.rules.record import record_of
from game.seats import Seat
from game.table import Table
from tests.table.test_table_model import table_for

T = Tile.parse
CROSS = [["9-9", "9-5", "9-3", "1-0"], ["9-8", "9-7", "5-5", "5-2", "5-1", "5-0", "2-2"]]
SPOKES = [Play(1, T("9-8"), T("9-9")), Play(0, T("9-5"), T("9-9")),
          Play(1, T("9-7"), T("9-9")), Play(0, T("9-3"), T("9-9"))]


def test_each_spoke_goes_into_the_slot_chosen_and_the_record_is_the_rules_one() -> None:
    chosen, _ = table_for(CROSS, rules=RuleSet(chickenlittle="off"))
    ordered, _ = table_for(CROSS, rules=RuleSet(chickenlittle="off"))
    for table in (chosen, ordered):
        table.apply(Play(0, T("9-9")))
    assert chosen.free_slots() == [0, 1, 2, 3]
    for play, slot in zip(SPOKES, (3, 0, 2, 1)):  # south first, as a player might
        pose = chosen.preview(play, slot)  # the slot's pose before the play
        change = chosen.apply(play, slot)
        assert change.placement == pose == chosen.layout.placements[play.tile]
        ordered.apply(play)
    assert chosen.free_slots() == [] and chosen.state.barnyard.pending is None
    assert chosen.state.history == ordered.state.history
    assert record_of(chosen.state, "classic") == record_of(ordered.state, "classic")
    assert chosen.match.slots == {T("9-8"): 3, T("9-5"): 0, T("9-3"): 1}  # 9-7: the rules' 2
    # Four different spots around the double, each the one its slot names.
    spots = {chosen.layout.placements[p.tile].centre for p in SPOKES}
    assert len(spots) == 4
    assert chosen.layout.placements[T("9-8")] == ordered.layout.placements[T("9-3")]
    assert chosen.layout.clean


def test_a_play_without_a_slot_takes_the_first_free_one_as_the_computer_seats_do() -> None:
    table, _ = table_for(CROSS, rules=RuleSet(chickenlittle="off"))
    table.apply(Play(0, T("9-9")))
    table.apply(SPOKES[0], 1)  # the west slot first
    assert table.free_slots() == [0, 2, 3]
    second = table.apply(SPOKES[1])  # the rules' slot 1 is taken in the picture: slot 0
    assert second.placement == table.layout.placements[T("9-5")]
    assert table.match.slots == {T("9-8"): 1, T("9-5"): 0}
    assert table.free_slots() == [2, 3]
    with pytest.raises(ValueError, match="slot 1 of 9-9 is not free"):
        table.apply(SPOKES[2], 1)
    assert len(table.state.barnyard) == 3  # nothing was played


def test_each_toe_goes_into_the_slot_chosen() -> None:
    table, _ = table_for(CROSS, yard=["4-4", "3-3", "2-1", "8-0", "7-0", "6-0"],
                         rules=RuleSet(chickenlittle="off"), rest=False)
    table.apply(Play(0, T("9-9")))
    for play in SPOKES:
        table.apply(play)
    table.apply(Play(1, T("5-5"), T("9-5")))
    toes = [Play(1, T("5-2"), T("5-5")), Play(1, T("5-1"), T("5-5")),
            Play(1, T("5-0"), T("5-5"))]
    for play, slot in zip(toes, (2, 0, 1)):
        while table.state.to_act == 0:  # seat 0 has no 5: it draws, then passes
            table.apply(next(a for a in table.state.legal_actions() if not isinstance(a, Play)))
        pose = table.preview(play, slot)
        assert table.apply(play, slot).placement == pose
    assert table.match.slots == {T("5-2"): 2, T("5-1"): 0, T("5-0"): 1}
    assert table.state.barnyard.pending is None and table.layout.clean


def test_undo_takes_the_choice_back_with_the_tile() -> None:
    table, _ = table_for(CROSS, rules=RuleSet(chickenlittle="off"))
    table.apply(Play(0, T("9-9")))
    table.apply(SPOKES[0], 2)
    assert table.match.slots == {T("9-8"): 2} and table.free_slots() == [0, 1, 3]
    table.undo(1)
    assert table.match.slots == {} and table.free_slots() == [0, 1, 2, 3]
    assert T("9-8") not in table.layout
    again = table.apply(SPOKES[0], 3)
    assert again.placement == table.layout.placements[T("9-8")]
    assert table.match.slots == {T("9-8"): 3}


def test_a_new_round_forgets_the_last_rounds_slots() -> None:
    match = Match(RuleSet(), [Seat("A"), Seat("B", "easy")], seed=3)
    match.slots[T("9-8")] = 2
    match.start_round()
    assert match.slots == {}


@hsettings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 6), opening=st.sampled_from(
    ["cross", "double-foot"]), undo_rate=st.floats(0.0, 0.4))
def test_random_slots_keep_the_record_and_lay_every_spoke_and_toe_in_its_own_slot(
        seed: int, seats: int, opening: str, undo_rate: float) -> None:
    rules = RuleSet(opening=opening)
    match = Match(rules, [Seat(f"S{i}", "easy") for i in range(seats)], seed=seed)
    match.start_round()
    table = Table(match, 1.6)
    rng = random.Random(seed)
    steps = 0
    while not table.state.is_over and steps < 400:
        steps += 1
        state = table.state
        last = state.history[-1].seat if state.history else None
        if last is not None and table.can_undo(last) and rng.random() < undo_rate:
            table.undo(last)
            continue
        action = rng.choice(state.legal_actions())
        free = table.free_slots()
        slot = rng.choice(free) if free and isinstance(action, Play) and rng.random() < 0.7 \
            else None
        change = table.apply(action, slot)
        if slot is not None:
            assert table.pictured(table.state.barnyard[-1]).slot == slot
            assert change.placement == table.layout.placements[action.tile]
    barnyard = table.state.barnyard
    shown = [table.pictured(p) for p in barnyard]
    for hub in {p.on for p in barnyard if p.role in ("spoke", "toe")}:
        slots = [p.slot for p in shown if p.on is hub and p.role in ("spoke", "toe")]
        assert len(slots) == len(set(slots))  # no two in one slot
    assert set(match.slots) <= {p.tile for p in barnyard}
    again = BarnyardLayout.of(shown, rules.spokes, 1.6)
    assert table.layout.placements == again.placements  # the picture is laid out again exactly
