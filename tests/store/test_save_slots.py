"""The save keeps the slots players chose for spokes and toes, so Continue draws the same
barnyard; a save without them reads as before; bad ones are refused by key."""
from __future__ import annotations

import json

import pytest

from game.rules import Play, RuleSet, Tile
from game.store.save import SaveError, match_from_doc, match_to_doc
from game.table import Table
from tests.table.test_table_model import table_for

T = Tile.parse
HANDS = [["9-9", "9-5", "9-3", "1-0"], ["9-8", "9-7", "5-5", "5-2", "5-1", "5-0", "2-2"]]


def chosen_table() -> Table:
    """A cross whose first two spokes went south (slot 3) and north (slot 2)."""
    table, _ = table_for(HANDS, rules=RuleSet(chickenlittle="off"))
    table.apply(Play(0, T("9-9")))
    table.apply(Play(1, T("9-8"), T("9-9")), 3)
    table.apply(Play(0, T("9-5"), T("9-9")), 2)
    return table


def round_trip_doc(doc: dict) -> dict:
    return json.loads(json.dumps(doc))


def test_the_chosen_slots_are_saved_and_continue_draws_the_same_barnyard() -> None:
    table = chosen_table()
    doc = round_trip_doc(match_to_doc(table.match))
    assert doc["slots"] == {"9-8": 3, "9-5": 2}
    assert [a["play"] for a in doc["current"]["actions"]] == ["9-9", "9-8", "9-5"]  # no slots
    match = match_from_doc(doc)
    assert match.slots == {T("9-8"): 3, T("9-5"): 2}
    resumed = Table(match, table.aspect)
    assert resumed.layout.placements == table.layout.placements
    assert resumed.free_slots() == table.free_slots() == [0, 1]
    # The round goes on alike: the next spoke without a choice takes the first free slot.
    for t in (table, resumed):
        t.apply(Play(1, T("9-7"), T("9-9")))
    assert resumed.layout.placements == table.layout.placements


def test_a_save_without_chosen_slots_has_no_slots_key_and_reads_as_before() -> None:
    table, _ = table_for(HANDS, rules=RuleSet(chickenlittle="off"))
    table.apply(Play(0, T("9-9")))
    table.apply(Play(1, T("9-8"), T("9-9")))  # the rules' own slot: nothing to keep
    doc = match_to_doc(table.match)
    assert "slots" not in doc
    assert match_from_doc(round_trip_doc(doc)).slots == {}


def test_a_spoke_laid_in_the_first_slot_is_saved_and_continued_there() -> None:
    """Slot 0 is a slot like the others: the second spoke dropped there (the rules' next is 1)."""
    table, _ = table_for(HANDS, rules=RuleSet(chickenlittle="off"))
    table.apply(Play(0, T("9-9")))
    table.apply(Play(1, T("9-8"), T("9-9")), 3)
    table.apply(Play(0, T("9-5"), T("9-9")), 0)
    doc = round_trip_doc(match_to_doc(table.match))
    assert doc["slots"] == {"9-8": 3, "9-5": 0}
    match = match_from_doc(doc)
    assert match.slots == {T("9-8"): 3, T("9-5"): 0}
    assert Table(match, table.aspect).layout.placements == table.layout.placements


def test_slots_in_a_save_with_no_round_in_progress_are_refused() -> None:
    table = chosen_table()
    doc = round_trip_doc(match_to_doc(table.match))
    doc.update(current=None, round_number=0, slots={"9-8": 3})  # before the first deal
    with pytest.raises(SaveError) as refused:
        match_from_doc(doc, "save.json")
    assert str(refused.value) == "save.json: slots: there is no round in progress for them"
    doc["slots"] = {}
    assert match_from_doc(doc).state is None


def test_undo_takes_the_slot_out_of_the_next_save() -> None:
    table = chosen_table()
    table.undo(0)
    assert match_to_doc(table.match)["slots"] == {"9-8": 3}


@pytest.mark.parametrize("slots, problem", [
    ([3], 'slots: expected a table of spokes or toes and their slots, like {"9-8": 3}; '
          'found [3]'),
    ({"9-x": 1}, 'slots: "9-x" is not a tile'),
    ({"9-9": 1}, "slots.9-9: expected a spoke or toe of the current round; found \"9-9\""),
    ({"7-2": 1}, "slots.7-2: expected a spoke or toe of the current round"),
    ({"9-8": 4}, "slots.9-8: expected a slot from 0 to 3; found 4"),
    ({"9-8": True}, "slots.9-8: expected a slot from 0 to 3; found true"),
    ({"9-8": 2, "9-5": 2}, "slots: 9-5 would lie in slot 2 of 9-9, where another tile lies"),
    ({"9-8": 1}, "slots: 9-5 would lie in slot 1 of 9-9, where another tile lies"),
])
def test_bad_slots_are_refused_naming_the_key(slots: object, problem: str) -> None:
    doc = round_trip_doc(match_to_doc(chosen_table().match))
    doc["slots"] = slots
    with pytest.raises(SaveError) as refused:
        match_from_doc(doc, "save.json")
    assert str(refused.value).startswith("save.json: ")
    assert problem in str(refused.value)
