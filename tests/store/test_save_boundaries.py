"""A hand-edited save is read up to each limit and refused one step past it, with the message
naming the key, the limit and what was found (the checks of game/store/save.py, edge by edge)."""
from __future__ import annotations

import copy
import json
import random
from typing import Any, Callable

import pytest

from conftest import new_match, play
from game.store.save import SaveError, match_from_doc, match_to_doc

Doc = dict[str, Any]


def second_round_doc() -> Doc:
    """Three seats, the first round finished and the second under way, as a save writes it."""
    match = new_match(seed=11)
    rng = random.Random(4)
    while match.game.round_number < 2 or match.state is None or len(match.state.history) < 6:
        play(match, rng, actions=1)
    return json.loads(json.dumps(match_to_doc(match)))


BASE = second_round_doc()


def edited(edit: Callable[[Doc], object]) -> Doc:
    doc = copy.deepcopy(BASE)
    edit(doc)
    return doc


def refused(doc: object) -> str:
    with pytest.raises(SaveError) as caught:
        match_from_doc(doc, "save.json")
    return str(caught.value).removeprefix("save.json: ")


NONE_FINISHED = {"records": [], "round_scores": [], "totals": [0, 0, 0], "zero_rounds": [0, 0, 0]}
RNG = "rng: expected the random generator's state [3, [625 numbers], null]"
SEED_SPAN = "a whole number (-9223372036854775808 to 9223372036854775808)"
READ = [  # each edit reads: the last value inside a limit
    lambda d: d.update(seed=2**63), lambda d: d.update(seed=-(2**63)),
    lambda d: d.update(first_starter=2), lambda d: d.update(undos=[0, 0, 5]),
    lambda d: d.update(preset="p" * 80), lambda d: d.update(ladder="01-kitchen-table"),
    lambda d: d["rng"][1].__setitem__(-1, 624), lambda d: d["rng"].__setitem__(2, 0.5),
    lambda d: d["rng"][1].__setitem__(0, 2**32 - 1),
    lambda d: d.update(slots={}),
]
REFUSED = [  # each edit, and the whole message that refuses it
    (lambda d: d.update(seed=2**63 + 1), f"seed: expected {SEED_SPAN}; found 9223372036854775809"),
    (lambda d: d.update(seed=-(2**63) - 1),
     f"seed: expected {SEED_SPAN}; found -9223372036854775809"),
    (lambda d: d.update(seed=True), f"seed: expected {SEED_SPAN}; found true"),
    (lambda d: d.pop("seed"), f"seed: expected {SEED_SPAN}; found null"),
    (lambda d: d.update(first_starter=3),
     "first_starter: expected a whole number (0 to 2); found 3"),
    (lambda d: d.update(first_starter=-1),
     "first_starter: expected a whole number (0 to 2); found -1"),
    (lambda d: d.update(round_number=2**63),
     "round_number: expected a whole number (0 to 9223372036854775807); found "
     "9223372036854775808"),
    (lambda d: d.update(undos=[0, 0]), "undos: expected 3 whole numbers; found [0, 0]"),
    (lambda d: d.update(undos=[0, 0, -1]), "undos: expected 3 whole numbers; found [0, 0, -1]"),
    (lambda d: d.update(undos=[0, 0, False]),
     "undos: expected 3 whole numbers; found [0, 0, false]"),
    (lambda d: d.update(undos=None), "undos: expected 3 whole numbers; found null"),
    (lambda d: d.update(preset="p" * 81), 'preset: expected a preset name; found "pppp...'),
    (lambda d: d.update(preset=""), 'preset: expected a preset name; found ""'),
    (lambda d: d.update(preset=7), "preset: expected a preset name; found 7"),
    (lambda d: d.update(ladder=7),
     "ladder: expected a ladder level like 01-kitchen-table; found 7"),
    (lambda d: d["rng"][1].__setitem__(-1, 625), RNG),
    (lambda d: d["rng"][1].__setitem__(0, 2**32), RNG),
    (lambda d: d["rng"][1].__setitem__(0, -1), RNG),
    (lambda d: d["rng"][1].__setitem__(0, True), RNG),
    (lambda d: d["rng"][1].pop(), RNG),
    (lambda d: d["rng"].__setitem__(0, 2), RNG),
    (lambda d: d["rng"].__setitem__(2, 1), RNG),
    (lambda d: d["rng"].append(None), RNG),
    (lambda d: d.update(rng="state"), RNG),
    (lambda d: d.update(format="chickenfoot-save/"),
     'format: expected "chickenfoot-save/3"; found "chickenfoot-save/"'),
    (lambda d: d.update(format="chickenfoot-save/٢"),
     'format: expected "chickenfoot-save/3"; found "chickenfoot-save/٢"'),
    (lambda d: d.update(format="chickenfoot-save/0"),
     "format: save format 0 is too old to be read (no upgrade)"),
    (lambda d: d.update(format="chickenfoot-save/4"),
     "format: the save is format 4, from a newer version of Chicken Foot (this one reads up to 3)"),
    (lambda d: d.update(format=2),
     'format: expected "chickenfoot-save/3"; found 2 (not a Chicken Foot save)'),
    (lambda d: d.update(records={}), "records: expected a list of round records; found {}"),
    (lambda d: d["round_scores"].append([0, 0, 0]),
     "round_scores: expected one line of scores per finished round (1); found "
     f"{json.dumps(BASE['round_scores'] + [[0, 0, 0]], separators=(', ', ': '))}"),
    (lambda d: d.update(totals=[t + 1 for t in d["totals"]]),
     f"totals: expected {BASE['totals']} (the sum of the rounds); "
     f"found {[t + 1 for t in BASE['totals']]}"),
    (lambda d: d.update(zero_rounds=[1, 1, 1]),
     f"zero_rounds: expected {BASE['zero_rounds']}; found [1, 1, 1]"),
    (lambda d: d.update(current=None), "current: round 2 is missing"),
    (lambda d: d.update(NONE_FINISHED, current=d["records"][0], round_number=1),
     "current: the round is over but it is not the last finished round"),
    (lambda d: d.update(NONE_FINISHED),
     "round_number: round 2 is in progress but 0 rounds are finished"),
    (lambda d: d.update(rules=[]), "rules: expected a table of house rules; found []"),
    (lambda d: d.update(seats=[d["seats"][0]] * 9),
     'seats: expected 2 to 8 seats; found [{ name = "P0"...'),
    (lambda d: d["records"].__setitem__(0, "round"),
     'records[0]: expected a round record; found "round"'),
    (lambda d: d["records"][0].update(round=2), "records[0].round: expected round 1; found 2"),
    (lambda d: d["records"][0].update(actions=d["records"][0]["actions"][:-1]),
     "records[0]: the round is not finished"),
    (lambda d: d["records"][0]["actions"].append(d["records"][0]["actions"][-1]),
     "records[0].actions[54]: the round was already over (seat 0 plays 5-0 on 5-5)"),
    (lambda d: d["round_scores"][0].__setitem__(0, 35),
     "round_scores[0]: expected [34, 18, 111] (what the round scored); found [35, 18, 111]"),
    (lambda d: d["current"].update(seats=2, hands=d["current"]["hands"][:2], actions=[]),
     "current.hands: expected 3 hands; found 2"),
]


@pytest.mark.parametrize("edit", READ)
def test_a_value_at_its_limit_is_read(edit: Callable[[Doc], object]) -> None:
    match_from_doc(edited(edit))


@pytest.mark.parametrize("edit, message", REFUSED)
def test_a_value_past_its_limit_is_refused_in_one_line(edit: Callable[[Doc], object],
                                                       message: str) -> None:
    """The whole message (a long value shown cut short: up to its "...")."""
    said = refused(edited(edit))
    assert said.startswith(message.removesuffix("...")) if message.endswith("...") else \
        said == message


def test_what_is_no_save_at_all_is_refused() -> None:
    assert refused([]) == "not a saved game (expected a JSON object)"
    assert refused({"format": "chickenfoot-save/2", "notes": 1}) == (
        "notes: unknown key (a save has format, saved, preset, rules, seats, seed, first_starter,"
        " round_number, rng, totals, zero_rounds, round_scores, records, current, screen, ladder,"
        " undos, slots, phones, game_id, rounds)")
