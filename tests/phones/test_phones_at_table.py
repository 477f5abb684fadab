"""Phones at the real table: simulated phones (real WebSocket clients) play their seats against
the play scene (the only writer of the match) through the real server on 127.0.0.1."""
from __future__ import annotations

import asyncio
import random
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import aiohttp
import pygame
import pytest

from game.phones.protocol import CONNECTED, NEVER
from game.rules.actions import Catch, Draw, Pass, Play, from_json, to_json
from game.rules.house_rules import RuleSet
from game.rules.record import read_record, record_of
from game.scenes.play.intents import Light
from game.scenes.play.join_card import JoinCard
from game.scenes.play.scene import PlayScene
from game.scenes.play.selection import Selection
from game.scenes.play.table_question import TableQuestion
from game.seats import Seat
from game.table import Change
from party_at_table import PhonesAtTable, any_move
from phone_table import Phone

SMALL = RuleSet(set=6, hand_size=5)  # a short round: the suite's time


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def _table(party: PhonesAtTable) -> PlayScene:
    scene = next(s for s in party.app.stack.scenes if isinstance(s, PlayScene))
    return scene


def _asked_on_a_turn_with_no_phone(party: PhonesAtTable) -> TableQuestion:
    """Step the table (past the join card, by its Start) until it asks what to do on the turn
    of a phone seat whose phone is not there."""
    def asked() -> bool:
        return isinstance(party.app.stack.top, TableQuestion)

    party.play(lambda: asked() or isinstance(party.app.stack.top, JoinCard))
    if isinstance(party.app.stack.top, JoinCard):
        party.app.stack.top.start.click()
    party.play(asked)
    question = party.app.stack.top
    assert isinstance(question, TableQuestion)
    return question


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
        party.play(lambda: isinstance(party.app.stack.top, JoinCard)  # (Ana's phone joins
                   and party.app.phones.server.statuses()[0].state == CONNECTED)  # meanwhile)
        card = party.app.stack.top
        assert card.statuses() == {0: CONNECTED, 2: NEVER} or card.statuses()[2] == NEVER
        table = _table(party)
        assert table.phones.status(2) == NEVER
        assert card.start.label == "Start without waiting"
        card.start.click()  # the table goes on without Bo's phone
        assert isinstance(party.app.stack.top, PlayScene)
        assert table.seats.phone(0) == CONNECTED and table.seats.phone(2) == NEVER


def _waited(party: PhonesAtTable, seat: int) -> list[int]:
    """The seats whose phones the newest state sent to `seat`'s phone says the table waits for."""
    states = [m for m in list(party.messages.get(seat, ())) if m["type"] == "state"]
    return states[-1]["waiting_for"] if states else []


def test_the_phones_say_the_table_waits_for_a_phone_while_the_join_card_or_its_question_holds_it():
    seats = [Seat("Ana", "phone"), Seat("Hen", "medium", pace=0.0), Seat("Bo", "phone")]

    def only_ana(state, rng):  # Bo's phone never opens its link
        return any_move(state, rng) if state["you"] == 0 else None

    with PhonesAtTable(seats, rules=SMALL, chooser=only_ana, phones=[0]) as party:
        party.play(lambda: isinstance(party.app.stack.top, JoinCard) and _waited(party, 0) == [2])
        card = party.app.stack.top
        card.start.click()  # the table goes on without Bo's phone, until Bo's turn
        party.play(lambda: isinstance(party.app.stack.top, TableQuestion))
        question = party.app.stack.top
        assert party.match.state.to_act == 2 and "Bo's phone has not joined" in question.title
        party.play(lambda: _waited(party, 0) == [2])  # (sent in the server's thread)
        changes: list[Change] = []
        _table(party).table.subscribe(changes.append)  # (the table's change events)
        next(b for b in question.buttons if "computer" in b.label).click()
        party.play(lambda: bool(changes) and _waited(party, 0) == [])
        assert changes[0].action.seat == 2  # a computer played Bo's turn


def test_a_phone_away_on_its_turn_is_asked_about_and_a_computer_may_play_the_turn():
    seats = [Seat("Hen", "easy", pace=0.0), Seat("Ana", "phone")]
    with PhonesAtTable(seats, rules=SMALL, phones=[]) as party:
        table = None

        question = _asked_on_a_turn_with_no_phone(party)
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


async def _my_turn(phone: Phone) -> dict[str, Any]:
    """The first state (the newest, or one to come) where it is the phone's turn."""
    while phone.state is None or phone.state["to_act"] != phone.state["you"]:
        await phone.next("state", timeout=30)
    assert not phone.state["round_over"]
    return phone.state


def _a_move(state: dict[str, Any]) -> dict[str, Any]:
    """A play if there is one, else draw, else pass."""
    return next(a for kind in ("play", "draw", "pass") for a in state["legal"] if kind in a)


def _action(move: dict[str, Any]) -> Any:
    """A phone's move as the rules' action (the slot is the table's own)."""
    return from_json({k: v for k, v in move.items() if k != "slot"})


def _made(party: PhonesAtTable, move: dict[str, Any]) -> bool:
    """True if the table's round holds the phone's move."""
    return _action(move) in party.match.state.history


def _second_phone_asked(party: PhonesAtTable, running: Future[Any]) -> TableQuestion:
    """Step the table until it asks about a second phone on a seat (the phones still going)."""
    def asked() -> bool:
        top = party.app.stack.top
        return isinstance(top, TableQuestion) and "Another phone" in top.title

    party.play(lambda: asked() or running.done())
    assert asked(), running.result()
    question = party.app.stack.top
    assert isinstance(question, TableQuestion)
    return question


def test_a_phone_dropped_on_its_turn_comes_back_to_the_whole_state_and_finishes_the_turn():
    seats = [Seat("Ana", "phone"), Seat("Hen", "easy", pace=0.0)]
    with PhonesAtTable(seats, rules=SMALL, phones=[]) as party:
        link = party.app.phones.server.links[0]

        async def dropped_and_back() -> tuple[dict[str, Any], ...]:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, link, device="ana-phone").open()
                before = await _my_turn(phone)
                await phone.close()  # the network goes, in the middle of Ana's turn
                phone = await Phone(http, link, device="ana-phone").open()
                welcome = await phone.next("welcome", timeout=30)
                back = await phone.next("state", timeout=30)
                move = _a_move(back)
                await phone.act(move)
                after = await phone.newer_state(back["version"], timeout=30)
                await phone.close()
                return before, welcome, back, move, after

        with ThreadPoolExecutor(1) as pool:
            running = pool.submit(asyncio.run, dropped_and_back())
            party.play(running.done)
            before, welcome, back, move, after = running.result()
        assert welcome["you"] == 0 and welcome["name"] == "Ana"
        assert {**back, "version": 0} == {**before, "version": 0}  # the whole state again
        assert _made(party, move)  # the turn finished from the phone that came back
        assert _action(move) in [from_json(a) for a in after["last"]]  # and the phone saw it


def test_a_second_phone_on_a_seat_waits_for_the_big_screens_ok_then_plays_the_seat():
    seats = [Seat("Ana", "phone"), Seat("Hen", "easy", pace=0.0)]
    with PhonesAtTable(seats, rules=SMALL, phones=[]) as party:
        link = party.app.phones.server.links[0]

        async def two_phones() -> tuple[Any, ...]:
            async with aiohttp.ClientSession() as http:
                old = await Phone(http, link, device="ana-old-phone").open()
                await old.next("state", timeout=30)
                new = await Phone(http, link, device="ana-new-phone").open()
                waiting = await new.next("wait", timeout=30)
                await new.act({"seat": 0, "draw": True}, version=old.state["version"])
                refused = await new.next("error", timeout=30)  # no act before the OK
                welcome = await new.next("welcome", timeout=60)  # the big screen said OK
                taken = await old.next("taken", timeout=30)
                with pytest.raises(ConnectionError, match="4001"):
                    await old.next(timeout=30)  # the old phone is let go
                state = await _my_turn(new)
                move = _a_move(state)
                await new.act(move)
                await new.newer_state(state["version"], timeout=30)
                await new.close()
                return waiting, refused, welcome, taken, move

        with ThreadPoolExecutor(1) as pool:
            running = pool.submit(asyncio.run, two_phones())
            question = _second_phone_asked(party, running)
            assert question.title == "Another phone asks for Ana's seat"
            asked_at = len(party.match.state.history)
            next(b for b in question.buttons if b.label == "Let the new phone play").click()
            party.play(running.done)
            waiting, refused, welcome, taken, move = running.result()
        assert "big screen must say OK" in waiting["message"]
        assert refused["message"] == "wait for the OK on the big screen"
        assert welcome["you"] == 0 and "took over Ana's seat" in taken["message"]
        made = party.match.state.history[asked_at:]  # Ana's only move since: the new phone's
        assert [a for a in made if a.seat == 0] == [_action(move)]


def test_the_away_question_goes_by_itself_when_the_phone_comes_and_the_phone_plays_the_turn():
    seats = [Seat("Hen", "easy", pace=0.0), Seat("Ana", "phone")]
    with PhonesAtTable(seats, rules=SMALL, phones=[]) as party:
        question = _asked_on_a_turn_with_no_phone(party)
        assert "Ana's phone has not joined" in question.title
        link = party.app.phones.server.links[1]

        async def comes_and_plays() -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, link, device="ana-phone").open()
                state = await _my_turn(phone)
                move = _a_move(state)  # (the table may send a newer state, no longer waiting
                await phone.act(move, state["version"])  # for this phone, just as it acts)
                await phone.newer_state(state["version"], timeout=30)
                while move in phone.state["legal"]:
                    await phone.next("state", timeout=30)
                await phone.close()
                return move

        with ThreadPoolExecutor(1) as pool:
            running = pool.submit(asyncio.run, comes_and_plays())
            party.play(lambda: party.app.stack.top is not question)  # nobody answered it
            assert isinstance(party.app.stack.top, PlayScene)
            party.app.step(1 / 60)
            assert _table(party).barnyard.end_room is None  # no room kept for the card gone
            party.play(running.done)
            move = running.result()
        assert _made(party, move)  # Ana's turn, from her phone


def test_the_second_phones_question_goes_by_itself_when_that_phone_gives_up():
    seats = [Seat("Ana", "phone"), Seat("Hen", "easy", pace=0.0)]
    with PhonesAtTable(seats, rules=SMALL, phones=[]) as party:
        link = party.app.phones.server.links[0]
        up, seen = threading.Event(), threading.Event()  # the big screen asks; went by itself

        async def asks_and_gives_up() -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                old = await Phone(http, link, device="ana-old-phone").open()
                await old.next("state", timeout=30)
                new = await Phone(http, link, device="ana-new-phone").open()
                waiting = await new.next("wait", timeout=30)
                while not up.is_set():
                    await asyncio.sleep(0.01)
                await new.close()  # the second phone leaves before anyone answers
                while not seen.is_set():  # (Ana's own phone stays till the table is looked at)
                    await asyncio.sleep(0.01)
                return waiting

        with ThreadPoolExecutor(1) as pool:
            running = pool.submit(asyncio.run, asks_and_gives_up())
            question = _second_phone_asked(party, running)
            up.set()
            party.play(lambda: party.app.stack.top is not question)  # nobody answered it
            assert isinstance(party.app.stack.top, PlayScene)
            party.app.step(1 / 60)
            assert _table(party).barnyard.end_room is None  # no room kept for the card gone
            assert party.app.phones.server.statuses()[0].state == CONNECTED  # Ana's kept it
            seen.set()
            assert running.result(timeout=30)["type"] == "wait"


def test_a_tile_lifted_on_a_phone_lights_its_places_as_brightly_as_one_lifted_at_the_screen():
    """The places of a tile lifted on a phone were the faint, pulsing gold of a tile merely
    clicked at the screen, hard to see across a room; they are now each drawn as the place a
    tile lifted at the screen is held over (nobody points at the big screen for the phone)."""
    seats = [Seat("Ana", "phone"), Seat("Hen", "easy", pace=0.0)]
    with PhonesAtTable(seats, rules=SMALL, chooser=lambda state, rng: None) as party:
        party.play(lambda: isinstance(party.app.stack.top, PlayScene)
                   and party.match.state.to_act == 0 and not _table(party).motion.busy)
        table = _table(party)
        play = next(a for a in party.match.state.legal_actions() if isinstance(a, Play))
        table.intend(Light(0, play.tile))
        lit = table.selection
        assert lit.tile is play.tile and lit.targets and lit.on_phone
        barnyard, art = table.barnyard, party.app.art

        def drawn(selection: Selection, over: Any) -> bytes:
            surface = pygame.Surface(party.app.size)
            barnyard.draw_targets(surface, art, selection, over, clock=0.0)
            return pygame.image.tobytes(surface, "RGB")

        for place in lit.targets:  # each place alone: as a tile lifted here and held over it
            at = tuple(map(round, barnyard.target_screen(place)))
            on_phone = drawn(Selection(play.tile, [place], on_phone=True), None)
            assert on_phone == drawn(Selection(play.tile, [place]), at)
            assert on_phone != drawn(Selection(play.tile, [place]), None)  # (merely clicked)


def test_a_phones_move_is_made_between_frames_as_soon_as_it_comes():
    """The main loop waiting out the rest of a frame (App.idle) takes a phone's act at once,
    and the phones have the new state before the next frame is drawn (it waited for the next
    frame's update: up to a frame more from a phone's tap to every phone)."""
    seats = [Seat("Ana", "phone"), Seat("Hen", "easy", pace=0.0)]
    with PhonesAtTable(seats, rules=SMALL) as party:
        party.play(lambda: isinstance(party.app.stack.top, PlayScene)
                   and party.match.state.to_act == 0 and not _table(party).motion.busy)
        changes: list[Change] = []
        _table(party).table.subscribe(changes.append)  # (the table's change events)
        frame = party.app.frame
        end = time.monotonic() + 30
        while not changes and time.monotonic() < end:
            party.app.idle(time.monotonic() + 0.02)  # no frame meanwhile
        assert party.app.frame == frame and changes
        last = to_json(changes[0].action)
        while time.monotonic() < end and not any(
                m["type"] == "state" and last in m["last"] for m in party.messages[0]):
            time.sleep(0.01)  # (the state goes out in the server's thread)
        assert party.app.frame == frame and last["seat"] == 0
