"""Phones at the real table: simulated phones (real WebSocket clients) play their seats against
the play scene (the only writer of the match) through the real server on 127.0.0.1."""
from __future__ import annotations

import random

import pytest

from game.phones.protocol import CONNECTED, NEVER
from game.rules.actions import Catch, Draw, Pass, Play, from_json
from game.rules.house_rules import RuleSet
from game.rules.record import read_record, record_of
from game.scenes.play.join_card import JoinCard
from game.scenes.play.scene import PlayScene
from game.scenes.play.table_question import TableQuestion
from game.seats import Seat
from party_at_table import PhonesAtTable, any_move

SMALL = RuleSet(set=6, hand_size=5)  # a short round: the suite's time


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def _table(party: PhonesAtTable) -> PlayScene:
    scene = next(s for s in party.app.stack.scenes if isinstance(s, PlayScene))
    return scene


def _round_over(party: PhonesAtTable) -> bool:
    state = party.match.state
    return state is not None and state.is_over


def test_three_phones_and_a_computer_play_a_whole_round_and_no_phone_sees_a_hidden_tile():
    seats = [Seat("Ana", "phone"), Seat("Bo", "phone"), Seat("Cy", "phone"),
             Seat("Hen", "medium", pace=0.0)]
    with PhonesAtTable(seats, rules=SMALL) as party:
        party.play(lambda: _round_over(party) and party.saw_round_over())
        state = party.match.state
        moves = list(state.history)
        assert {a.seat for a in moves if isinstance(a, Play)} >= {0, 1, 2}  # the phones played
        replayed, actions = read_record(record_of(state))  # the referee's own checks
        for action in actions:
            replayed.act(action)
        assert replayed.is_over and replayed.scores() == state.scores()
        hands = {i: set(state.hands[i]) | {a.tile for a in moves if isinstance(a, Play)
                                           and a.seat == i} for i in range(4)}
        tile_pool = set(state.tile_pool)
        for seat, messages in party.messages.items():
            states = [m for m in messages if m["type"] == "state"]
            assert states and states[-1]["round_over"]  # the round's result reached the phone
            for message in states:
                if message["round_over"]:
                    continue
                shown = set(map(str, message["hand"])) | {str(message["drawn"])}
                placed = {str(t["tile"]) for t in message["barnyard"]["tiles"]}
                others = {str(t) for t in tile_pool - hands[seat]} - placed
                assert not shown & others, (seat, shown & others)
                assert "yard_tiles" not in message and isinstance(message["yard"], int)


def test_the_plates_say_each_phone_and_the_join_card_waits_for_the_one_not_joined():
    seats = [Seat("Ana", "phone"), Seat("Hen", "medium", pace=0.0), Seat("Bo", "phone")]

    def only_ana(state, rng):  # Bo's phone never opens its link: Ana plays, Bo never will
        return any_move(state, rng) if state["you"] == 0 else None

    with PhonesAtTable(seats, rules=SMALL, chooser=only_ana, phones=[0]) as party:
        party.play(lambda: isinstance(party.app.stack.top, JoinCard))
        card = party.app.stack.top
        assert card.statuses() == {0: CONNECTED, 2: NEVER} or card.statuses()[2] == NEVER
        table = _table(party)
        assert table.phones.status(2) == NEVER
        assert card.start.label == "Start without waiting"
        card.start.click()  # the table goes on without Bo's phone
        assert isinstance(party.app.stack.top, PlayScene)
        assert table.seats.phone(0) == CONNECTED and table.seats.phone(2) == NEVER


def test_a_phone_away_on_its_turn_is_asked_about_and_a_computer_may_play_the_turn():
    seats = [Seat("Hen", "easy", pace=0.0), Seat("Ana", "phone")]
    with PhonesAtTable(seats, rules=SMALL, phones=[]) as party:
        table = None

        def asked() -> bool:
            return isinstance(party.app.stack.top, TableQuestion)

        party.play(lambda: asked() or isinstance(party.app.stack.top, JoinCard))
        if isinstance(party.app.stack.top, JoinCard):
            party.app.stack.top.start.click()
        party.play(asked)
        question = party.app.stack.top
        assert "Ana's phone has not joined" in question.title
        table = _table(party)
        before = len(party.match.state.history)
        computer = next(b for b in question.buttons if "computer" in b.label)
        computer.click()
        party.play(lambda: any(a.seat == 1 for a in party.match.state.history[before:])
                   or _round_over(party))
        assert table.phones.status(1) == NEVER  # played for it, its phone still not there


def test_a_phone_catches_a_forgotten_chickenlittle_credited_to_its_own_seat_before_a_computer():
    rules = RuleSet(set=6, hand_size=5, chickenlittle="enforced")
    seats = [Seat("Ana", "phone"), Seat("Bo", "phone"), Seat("Hen", "hard", pace=0.0)]

    def forgetful_ana(state, rng):  # Ana never says Chickenlittle; Bo catches
        if state["you"] == 0:
            state = {**state, "legal": [a for a in state["legal"] if "announce" not in a
                                        and "catch" not in a]}
        return any_move(state, rng)

    for seed in range(3, 30):
        with PhonesAtTable(seats, seed=seed, rules=rules, chooser=forgetful_ana) as party:
            party.play(lambda: _round_over(party) or any(
                isinstance(a, Catch) for a in party.match.state.history))
            caught = [a for a in party.match.state.history if isinstance(a, Catch)]
        if caught:
            break
    assert caught[0] == Catch(1, 0)  # Bo's, from his phone; the computer waited for him
