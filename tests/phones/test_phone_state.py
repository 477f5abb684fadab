"""A phone seat's state message: the seat's own view and the public table, never another hand or
the chicken yard before the round ends (a property over random rounds); the legal objects with
slots and undo; what a phone may send, checked against what it was sent."""
from __future__ import annotations

import functools
import json
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.match import Match
from game.phones.protocol import (NOT_OFFERED, Act, PhoneAct, PhonePick, PhoneUndo, Pick,
                                  Refused, answer, read_message, request_for)
from game.phones.state import Look, pips_document, seat_state
from game.render.pips import PIP_COLOURS, PIP_LAYOUTS
from game.rules.actions import Announce, Catch, Draw, Pass, Play, to_json
from game.rules.explain import Refusal
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile
from game.seats import Seat
from game.table import free_slots

TILE = re.compile(r"\b\d{1,2}-\d{1,2}\b")
TABLES = [
    RuleSet(),
    RuleSet(chickenlittle="enforced", opening="double-foot", must_play=False),
    RuleSet(set=6, hand_size=5, chickenlittle="enforced", missing_double="next-lower"),
    RuleSet(set=12, hand_size="42", draw_until_playable=True, yard_reserve="auto"),
    RuleSet(start="placed", drawn_tile="must", stuck_ends_round=True, chickenlittle="courtesy"),
]


def tiles_in(text: str) -> set[str]:
    """Every tile written anywhere in a message's JSON text (keys, values, inside sentences),
    high number first."""
    return {_tile(t) for t in set(TILE.findall(text))} - {""}


@functools.cache
def _tile(text: str) -> str:
    return str(Tile.parse(text)) if max(map(int, text.split("-"))) <= 18 else ""


def seats_of(count: int) -> list[Seat]:
    return [Seat(f"P{i}", "phone" if i % 3 != 2 else "medium") for i in range(count)]


@settings(max_examples=10, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), players=st.integers(2, 8), seed=st.integers(0, 2**32))
def test_no_state_ever_holds_another_hands_tile_or_the_yards_before_the_round_ends(
        table: RuleSet, players: int, seed: int) -> None:
    rules = table if table.set != 9 or players <= 6 else table.with_changes(hand_size="42")
    if rules.set == 6:
        players = min(players, 4)
    match = Match(rules, seats_of(players), seed)
    state = match.start_round()
    rng = random.Random(seed)
    while True:
        placed = {str(p.tile) for p in state.barnyard}
        yard = {str(t) for t in state.yard}
        for seat in range(players):
            text = json.dumps(seat_state(
                match, seat, free_slots=free_slots(state.barnyard), undo=rng.random() < 0.2))
            message = json.loads(text)
            shown = tiles_in(text)
            own = {str(t) for t in state.hands[seat]}
            if state.is_over:
                assert message["round_over"] and message["result"] is not None
                assert not shown & yard  # the yard stays face down even then
                continue
            assert shown <= own | placed, (seat, shown - own - placed)
            assert message["result"] is None and message["yard"] == len(state.yard)
            assert message["hand"] == [str(t) for t in state.hands[seat]]
        if state.is_over:
            break
        match.apply(rng.choice(state.legal_actions()))


def test_a_state_carries_the_seats_view_and_the_public_table() -> None:
    match = Match(RuleSet(), [Seat("Ana", "phone"), Seat("Bo"), Seat("Hen", "easy")], seed=4)
    state = match.start_round()
    rng = random.Random(1)
    for _ in range(12):
        match.apply(rng.choice(state.legal_actions()))
    message = seat_state(match, 0, refusal="it needs an 8", look=Look("numerals", "classic"))
    view = match.view(0)
    assert message["type"] == "state" and message["you"] == 0
    assert message["names"] == ["Ana", "Bo", "Hen"] and message["rounds"] == 10
    assert message["to_act"] == state.to_act and message["phase"] == state.phase
    assert message["legal"] == [to_json(a) for a in view.legal]
    assert message["hand_counts"] == [len(h) for h in state.hands]
    assert message["yard"] == len(state.yard) and message["drawable"] == state.drawable
    assert message["barnyard"]["tiles"][0]["tile"] == str(state.barnyard[0].tile)
    assert {(e["number"], e["tile"]) for e in message["barnyard"]["ends"]} == {
        (n, str(t)) for n, at in enumerate(state.ends) for t in at}
    assert message["last"] == [to_json(a) for a in state.history[-8:]]
    assert message["refusal"] == "it needs an 8" and message["round_over"] is False
    assert message["look"] == {"face": "numerals", "colours": PIP_COLOURS}
    assert seat_state(match, 0)["look"] == {"face": "pips", "colours": None}
    pips = pips_document()
    assert len(pips["layouts"]) == len(PIP_LAYOUTS) == 19 and len(pips["layouts"][9]) == 9


def test_plays_onto_the_pending_double_are_offered_once_per_free_slot_and_undo_when_asked(
) -> None:
    match = Match(RuleSet(), [Seat("Ana", "phone"), Seat("Bo", "phone")], seed=3)
    state = match.start_round()
    while state.barnyard.pending is None or not any(
            isinstance(a, Play) for a in state.legal_actions()):
        match.apply(state.legal_actions()[0])
    seat, hub = state.to_act, state.barnyard.pending
    message = seat_state(match, seat, free_slots=[3, 1], undo=True)
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    assert [a for a in message["legal"] if "play" in a] == [
        {**to_json(p), "slot": slot} for p in plays for slot in (3, 1)]
    assert message["legal"][-1] == {"undo": True}
    assert message["barnyard"]["pending"]["tile"] == str(hub)
    assert message["barnyard"]["pending"]["free_slots"] == [3, 1]
    other = seat_state(match, 1 - seat)
    assert {"undo": True} not in other["legal"] and not any("play" in a for a in other["legal"])


def test_the_calls_say_who_may_announce_and_whom_to_catch() -> None:
    rules = RuleSet(set=6, hand_size=3, chickenlittle="enforced")
    for seed in range(200):
        match = Match(rules, [Seat(n, "phone") for n in ("Ana", "Bo", "Cy")], seed)
        state = match.start_round()
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            catches = [a for a in legal if isinstance(a, Catch)]
            if catches:
                catcher = catches[0].seat
                message = seat_state(match, catcher)
                assert message["calls"]["catch"] == [a.target for a in catches
                                                     if a.seat == catcher]
                assert {"seat": catcher, "catch": catches[0].target} in message["legal"]
                target = seat_state(match, catches[0].target)["calls"]
                assert target == {"chickenlittle": False, "catch": []}
                return
            announce = [a for a in legal if isinstance(a, Announce)]
            if announce:
                assert seat_state(match, announce[0].seat)["calls"]["chickenlittle"] is True
            match.apply(rng.choice([a for a in legal if not isinstance(a, Announce)]))
    raise AssertionError("no catch came up in 200 rounds")


# ---------------------------------------------------------------- what a phone sends

SENT = {"version": 7, "hand": ["9-3", "4-4"],
        "legal": [{"seat": 1, "play": "9-3", "on": "9-9", "slot": 2}, {"seat": 1, "draw": True},
                  {"undo": True}]}


def test_an_act_as_sent_is_asked_of_the_main_loop() -> None:
    act = read_message('{"type": "act", "state": 7, "action": '
                       '{"slot": 2, "on": "9-9", "play": "9-3", "seat": 1}}')
    assert request_for(1, act, SENT) == PhoneAct(1, Play(1, Tile(9, 3), Tile(9, 9)), 2)
    assert request_for(1, Act({"undo": True}, None), SENT) == PhoneUndo(1)
    assert request_for(1, Pick("4-4"), SENT) == PhonePick(1, Tile(4, 4))
    assert request_for(1, Pick(None), SENT) == PhonePick(1, None)


def test_an_act_not_offered_is_only_explained_with_the_rules_sentence() -> None:
    request = request_for(1, Act({"seat": 1, "pass": True}, 7), SENT)
    assert request == PhoneAct(1, Pass(1), None, offered=False)
    names = ["Ana", "Bo", "Hen"]
    turn = Refusal("not_your_turn", 1, other=2)
    assert answer(request, lambda action: turn, names) == "It is Hen's turn, not yours"
    catch = Refusal("target_not_last_tile", 0, other=1)
    assert answer(request, lambda action: catch, names) == "You are not down to one tile"
    assert answer(request, lambda action: None, names) == NOT_OFFERED
    offered = request_for(1, Act({"seat": 1, "draw": True}, 7), SENT)
    assert answer(offered, lambda action: None, names) is None
    assert request_for(1, Act({"undo": True}, 7), {**SENT, "legal": []}) == PhoneUndo(1, False)


@pytest.mark.parametrize("message, sent, problem", [
    (Act({"seat": 1, "draw": True}, 6), SENT, "that move answers an older state"),
    (Act({"seat": 2, "draw": True}, 7), SENT, "you hold seat 1, so you cannot act for seat 2"),
    (Act({"seat": 1, "draw": True, "slot": "2"}, 7), SENT, "slot must be a whole number"),
    (Act({"seat": 1, "play": "9-3", "on": "9-9", "slot": True}, 7), SENT, "slot must be a whole"),
    (Act({"seat": 1, "play": "93"}, 7), SENT, 'is not a tile'),
    (Act({"seat": 1, "fly": True}, 7), SENT, "expected exactly one of play, draw"),
    (Pick("6-6"), SENT, "pick: 6-6 is not in your hand"),
    (Act({"seat": 1, "draw": True}, 7), None, "has not sent your seat's state yet"),
])
def test_a_request_that_does_not_fit_what_was_sent_is_refused(
        message: Any, sent: Any, problem: str) -> None:
    with pytest.raises(Refused, match=re.escape(problem)):
        request_for(1, message, sent)


@pytest.mark.parametrize("text, problem", [
    ("", "not a JSON message"), ("nul", "not a JSON message"), ("7", "expected a JSON object"),
    ('{"type": 7}', "unknown message type"), ('{"kind": "act"}', "unknown message type"),
    ('{"type": "hello", "device": "short"}', "device must be 8 to 64"),
    ('{"type": "hello", "device": "../../../../etc"}', "device must be 8 to 64"),
    ('{"type": "act", "action": [1]}', 'act: expected "action"'),
    ('{"type": "act", "action": {}, "state": true}', '"state" must be the version'),
    ('{"type": "pick", "tile": 93}', "pick: expected a tile"),
    ('{"type": "ping", "x": "' + "é" * 1100 + '"}', "message too long"),
])
def test_a_malformed_message_is_refused_with_a_sentence(text: str, problem: str) -> None:
    with pytest.raises(Refused, match=re.escape(problem)):
        read_message(text)


@pytest.mark.parametrize("version, taken", [(7, True), (5, True), (4, False), (8, False)])
def test_an_act_may_answer_an_earlier_state_that_offered_the_same_actions(
        version: int, taken: bool) -> None:
    act = Act({"seat": 1, "draw": True}, version)
    if taken:  # states 5 to 7 offered these legal actions
        assert request_for(1, act, SENT, legal_since=5) == PhoneAct(1, Draw(1))
    else:
        with pytest.raises(Refused, match="older state"):
            request_for(1, act, SENT, legal_since=5)


def test_a_draw_of_1_is_not_a_draw_of_true() -> None:
    with pytest.raises(Refused, match="draw: expected true, found 1"):
        request_for(1, Act({"seat": 1, "draw": 1}, 7), SENT)
    assert request_for(1, Act({"seat": 1, "draw": True}, 7), SENT) == PhoneAct(1, Draw(1))
