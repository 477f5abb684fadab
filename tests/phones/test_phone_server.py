"""The phone server against real clients on 127.0.0.1: secrets, origins, hostile messages,
floods, a phone dropped and back, a second phone on a seat, and a whole round played by three
phones and a computer with a small main loop in the play scene's place."""
from __future__ import annotations

import asyncio
import json
import random
import socket
import time
from typing import Any, Awaitable, Callable

import aiohttp
import pytest

from game.phones.links import new_keys
from game.phones.protocol import MAX_MESSAGE_BYTES
from game.phones.server import AWAY, CONNECTED, NEVER, Limits, PhoneServer
from game.rules.actions import Draw
from game.rules.explain import why_illegal
from game.rules.house_rules import RuleSet
from game.words.refusals import refusal_sentence
from game.rules.record import record_of
from game.rules.referee import verdict
from phone_table import SEATS, MainLoop, Phone, socket_url

QUICK = RuleSet(set=6, hand_size=5, chickenlittle="enforced")


def run(scenario: Callable[[aiohttp.ClientSession], Awaitable[None]]) -> None:
    """Run an async scenario with one HTTP session."""
    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            await scenario(http)
    asyncio.run(main())


def actions(loop: MainLoop) -> list[dict[str, Any]]:
    """The round's actions so far: what 'nothing changed' is checked against."""
    return list(record_of(loop.table.state)["actions"])


async def serve_until(loop: MainLoop, check: Callable[[], bool],
                      phone: Phone | None = None) -> None:
    """Play the main loop's frames (reading `phone`'s messages meanwhile) until `check`."""
    for _ in range(300):
        loop.step()
        if check():
            return
        if phone is not None:
            try:
                await phone.next(timeout=0.01)
            except asyncio.TimeoutError:
                pass
        else:
            await asyncio.sleep(0.01)
    raise AssertionError("the main loop never got there")


def to_act_phone(loop: MainLoop) -> int:
    """The phone seat whose turn it is (the round's start: the holder of its double)."""
    seat = loop.table.state.to_act
    assert seat in loop.phones, "the deal must start on a phone seat"
    return seat


# ---------------------------------------------------------------- who may connect

def test_without_its_secret_the_server_shows_nothing() -> None:
    with MainLoop() as loop:
        link = loop.server.links[0]
        base, secret = link.split("/s/")
        old_game = new_keys(SEATS).secrets[0]  # a secret from another game

        async def scenario(http: aiohttp.ClientSession) -> None:
            plain = []
            for path in ["/", "/s/", f"/s/{secret[:-1]}", f"/s/{secret}x", f"/s/{old_game}",
                         f"/s/{old_game}/phone.js", f"/s/{secret}/index.html",
                         f"/s/{secret}/../phone.js", f"/s/{secret}/%2e%2e/%2e%2e/etc/passwd",
                         f"/s/{secret}/phone.py", f"/ws/{old_game}", f"/S/{secret}",
                         f"/s/{secret.upper()}/", "/favicon.ico", f"/s/{secret}//phone.js"]:
                async with http.get(base + path, allow_redirects=False) as response:
                    plain.append((path, response.status, await response.text()))
            assert all(status == 404 and text == "Not Found" for _, status, text in plain), plain
            async with http.post(link + "/") as response:
                assert response.status == 404 and await response.text() == "Not Found"
            async with http.get(link, allow_redirects=False) as response:
                assert response.status == 302 and response.headers["Location"] == f"/s/{secret}/"
            async with http.get(link) as response:
                page = await response.text()
                assert response.status == 200 and "phone.js" in page
                assert "default-src 'none'" in response.headers["Content-Security-Policy"]
                assert response.headers["Referrer-Policy"] == "no-referrer"
            with pytest.raises(aiohttp.WSServerHandshakeError) as missing:
                await http.ws_connect(socket_url(f"{base}/s/{old_game}"), origin=base)
            assert missing.value.status == 404
        run(scenario)


def test_a_page_from_another_origin_cannot_open_a_seat() -> None:
    with MainLoop() as loop:
        async def scenario(http: aiohttp.ClientSession) -> None:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await Phone(http, loop.server.links[0]).open(origin="http://evil.example:8765")
            assert refused.value.status == 403
            phone = await Phone(http, loop.server.links[0]).open()  # its own origin
            assert (await phone.next())["type"] == "welcome"
        run(scenario)
        assert loop.server.statuses()[1].state == NEVER


def test_a_port_in_use_picks_another_and_says_so() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = PhoneServer({0: "Ana"}, {0: "s" * 32}, host="127.0.0.1", port=port)
        server.start()
        try:
            assert server.port != port and server.port_note == (
                f"port {port} is in use; using {server.port}")
            assert server.links[0] == f"http://127.0.0.1:{server.port}/s/{'s' * 32}"
        finally:
            server.close()
    with pytest.raises(OSError):  # nothing listens after close: the port can be taken again
        socket.create_connection(("127.0.0.1", server.port), timeout=1).close()


# ---------------------------------------------------------------- hostile messages

def test_hostile_messages_are_each_answered_with_an_error_and_change_nothing() -> None:
    with MainLoop(seed=2) as loop:
        seat = to_act_phone(loop)
        other = next(s for s in loop.phones if s != seat)

        async def scenario(http: aiohttp.ClientSession) -> None:
            phone = await Phone(http, loop.server.links[seat]).open()
            bystander = await Phone(http, loop.server.links[other], "phone-two").open()
            state = await phone.next("state")
            await bystander.next("state")
            before = actions(loop)
            legal = state["legal"][0]
            hostile: list[tuple[Any, str]] = [
                ("{not json", "not a JSON message"),
                ("[1, 2]", 'expected a JSON object with a "type"'),
                ({"type": "shout"}, "unknown message type"),
                ({"type": "act", "action": "9-9"}, 'act: expected "action"'),
                ({"type": "act", "action": {**legal, "seat": other}},
                 f"you hold seat {seat}, so you cannot act for seat {other}"),
                ({"type": "act", "action": {"seat": seat, "draw": 1}}, "draw: expected true"),
                ({"type": "act", "action": legal, "state": state["version"] - 1},
                 "that move answers an older state"),
                ({"type": "pick", "tile": "9-9" if "9-9" not in state["hand"] else "0-0"},
                 "is not in your hand"),
                ({"type": "hello", "device": "again-and-again"}, "hello was said already"),
                ({"type": "ping", "pad": "x" * MAX_MESSAGE_BYTES}, "message too long"),
                ("[" * 1500 + "]" * 500, "not a JSON message"),
            ]
            stop = asyncio.Event()
            main = asyncio.ensure_future(loop.run(stop))
            for message, problem in hostile:
                await phone.send(message)
                error = await phone.next("error")
                assert problem in error["message"], (message, error)
            # Out of turn, well formed: the rules' own sentence, from the main loop.
            await bystander.act({"seat": other, "draw": True})
            error = await bystander.next("error")
            names = [s.name for s in loop.match.seats]
            names[other] = "You"
            assert error["message"] == refusal_sentence(
                why_illegal(loop.table.state, Draw(other)), names)
            assert error["message"].startswith((f"It is {names[seat]}'s turn, not yours",
                                                f"The round starts when {names[seat]}",
                                                "Nobody holds"))
            stop.set()
            await main
            assert actions(loop) == before and loop.applied == 0
            # A frame far too big ends only that connection; the other phone is still served.
            await phone.send("x" * (Limits().frame_bytes + 1))
            with pytest.raises(ConnectionError, match="1009|MESSAGE_TOO_BIG|CLOSE"):
                await phone.next()
            await bystander.send({"type": "ping"})
            assert (await bystander.next())["type"] == "pong"
            assert actions(loop) == before
        run(scenario)


def test_a_replayed_act_is_refused_and_a_legal_one_is_applied_once() -> None:
    with MainLoop(seed=2) as loop:
        seat = to_act_phone(loop)

        async def scenario(http: aiohttp.ClientSession) -> None:
            phone = await Phone(http, loop.server.links[seat]).open()
            state = await phone.next("state")
            action = state["legal"][0]
            await phone.act(action)
            await phone.act(action)  # the same message again before the table answered
            error = await phone.next("error")
            assert error["message"] == "your last move is still being made: wait for the table"
            await serve_until(loop, lambda: loop.applied == 1)
            after = await phone.newer_state(state["version"])
            assert action not in after["legal"] and len(actions(loop)) == 1
            await phone.act(action, version=state["version"])  # replayed later, old version
            assert "older state" in (await phone.next("error"))["message"]
            await phone.send({"type": "act", "action": action})  # replayed without a version
            await serve_until(loop, lambda: phone.seen[-1]["type"] == "error", phone)
            assert len(actions(loop)) == 1
        run(scenario)


def test_an_act_on_the_state_before_one_that_only_changed_who_the_table_waits_for_is_made(
        ) -> None:
    """The table stopped waiting for a phone just as its person tapped: the newer state offers
    the same moves, so the act answering the state before it is made (it was refused as stale,
    and the person had to tap again)."""
    with MainLoop(seed=2) as loop:
        seat = to_act_phone(loop)

        async def scenario(http: aiohttp.ClientSession) -> None:
            phone = await Phone(http, loop.server.links[seat]).open()
            state = await phone.next("state")
            loop.waiting_for = (seat,)  # the table waits for this phone (it was away) ...
            loop.publish()
            waiting = await phone.newer_state(state["version"])
            loop.waiting_for = ()  # ... and no longer: the phone is back
            loop.publish()
            back = await phone.newer_state(waiting["version"])
            assert waiting["waiting_for"] == [seat] and back["waiting_for"] == []
            action = state["legal"][0]
            await phone.act(action, version=state["version"])  # tapped before those came
            await serve_until(loop, lambda: loop.applied == 1)
            after = await phone.newer_state(back["version"])
            assert after["last"] == [action] and len(actions(loop)) == 1
            assert not [m for m in phone.seen if m["type"] == "error"]
        run(scenario)


def test_a_flood_is_cut_off_without_stopping_the_other_seats() -> None:
    limits = Limits(rate=50.0, burst=20, flood=100)
    with MainLoop(seed=2, limits=limits) as loop:
        seat = to_act_phone(loop)
        other = next(s for s in loop.phones if s != seat)

        async def scenario(http: aiohttp.ClientSession) -> None:
            flooder = await Phone(http, loop.server.links[other], "flooder-1").open()
            player = await Phone(http, loop.server.links[seat]).open()
            await flooder.next("state")
            state = await player.next("state")
            for _ in range(400):
                await flooder.send({"type": "pick", "tile": None})
            errors = []
            with pytest.raises(ConnectionError):
                while True:
                    message = await flooder.next()
                    if message["type"] == "error":
                        errors.append(message["message"])
            assert errors[0] == "too many messages: slow down"
            assert errors[-1] == "too many messages: cut off"
            assert len(errors) <= 10  # a warning a second at most, then the cut
            await player.act(state["legal"][0])
            await serve_until(loop, lambda: loop.applied == 1)
            after = await player.newer_state(state["version"])
            assert after["last"] == [state["legal"][0]] and len(actions(loop)) == 1
        run(scenario)
        picks = [p for p in loop.picks if p.seat == other]
        assert len(picks) <= limits.burst + limits.rate * 2  # the rest never reached the table


def test_what_is_published_while_a_frame_is_made_goes_out_once_it_is_made_in_order() -> None:
    """The main loop holds the server while it makes a frame (App.step): a state and an error
    published meanwhile go out together once it lets go, in order, not beside the drawing."""
    with MainLoop(seed=2) as loop:
        seat = to_act_phone(loop)

        async def scenario(http: aiohttp.ClientSession) -> None:
            phone = await Phone(http, loop.server.links[seat]).open()
            state = await phone.next("state")
            loop.server.hold()
            loop.waiting_for = (seat,)
            loop.publish()
            loop.server.send_error(seat, "held with the state")
            await phone.send({"type": "ping"})
            assert (await phone.next())["type"] == "pong"  # (answered by the server itself)
            loop.server.release()
            held = await phone.next()
            assert held["type"] == "state" and held["version"] == state["version"] + 1
            assert held["waiting_for"] == [seat]
            assert await phone.next() == {"type": "error", "message": "held with the state"}
        run(scenario)


# ---------------------------------------------------------------- dropped, back, taken over

def test_a_phone_dropped_and_back_gets_the_whole_state_again() -> None:
    with MainLoop(seed=2) as loop:
        seat = to_act_phone(loop)

        async def scenario(http: aiohttp.ClientSession) -> None:
            assert loop.server.statuses()[seat].state == NEVER
            phone = await Phone(http, loop.server.links[seat]).open()
            state = await phone.next("state")
            assert loop.server.statuses()[seat].state == CONNECTED
            await phone.close()
            for _ in range(100):
                if loop.server.statuses()[seat].state == AWAY:
                    break
                await asyncio.sleep(0.01)
            status = loop.server.statuses()[seat]
            assert status.state == AWAY and status.away_for(time.monotonic() + 5) >= 5
            loop.table.apply(loop.table.state.legal_actions()[0])  # the table went on
            loop.publish()
            back = await Phone(http, loop.server.links[seat]).open()  # the same phone
            assert (await back.next())["type"] == "welcome"
            whole = await back.next()
            assert whole["type"] == "state" and whole["version"] > state["version"]
            assert whole["hand"] == [str(t) for t in loop.table.state.hands[seat]]
            assert loop.server.statuses()[seat].state == CONNECTED
        run(scenario)


def test_a_second_phone_on_a_seat_waits_for_the_big_screens_ok() -> None:
    with MainLoop(seed=2) as loop:
        seat = to_act_phone(loop)

        async def scenario(http: aiohttp.ClientSession) -> None:
            first = await Phone(http, loop.server.links[seat], "first-phone").open()
            await first.next("state")
            second = await Phone(http, loop.server.links[seat], "second-phone").open()
            assert (await second.next())["type"] == "wait"
            await serve_until(loop, lambda: loop.server.takeover_requests() == [seat])
            await second.act({"seat": seat, "draw": True}, version=1)
            assert (await second.next())["message"] == "wait for the OK on the big screen"
            loop.server.refuse_takeover(seat)
            assert (await second.next())["type"] == "refused"
            with pytest.raises(ConnectionError):
                await second.next()
            assert loop.server.takeover_requests() == []
            third = await Phone(http, loop.server.links[seat], "third-phone").open()
            assert (await third.next())["type"] == "wait"
            await serve_until(loop, lambda: loop.server.takeover_requests() == [seat])
            loop.server.allow_takeover(seat)
            assert (await third.next())["type"] == "welcome"
            assert (await third.next())["type"] == "state"
            assert (await first.next())["type"] == "taken"
            with pytest.raises(ConnectionError):
                await first.next()
            again = await Phone(http, loop.server.links[seat], "first-phone").open()
            assert (await again.next())["type"] == "wait"  # the old phone must ask again
            await third.send({"type": "ping"})
            assert (await third.next())["type"] == "pong"
            assert loop.server.statuses()[seat].state == CONNECTED
        run(scenario)


def test_a_client_that_does_not_name_itself_is_a_new_phone_each_time() -> None:
    with MainLoop(seed=2) as loop:
        async def scenario(http: aiohttp.ClientSession) -> None:
            bot = await Phone(http, loop.server.links[0], device=None).open()
            assert (await bot.next())["type"] == "welcome"  # the seat's first phone
            await bot.close()
            await serve_until(loop, lambda: loop.server.statuses()[0].state == AWAY)
            again = await Phone(http, loop.server.links[0], device=None).open()
            assert (await again.next())["type"] == "wait"
        run(scenario)


def test_a_state_published_before_the_server_starts_is_kept_for_the_phone() -> None:
    loop = MainLoop(seed=2)
    loop.publish()
    loop.server.start()
    try:
        async def scenario(http: aiohttp.ClientSession) -> None:
            phone = await Phone(http, loop.server.links[0]).open()
            state = await phone.next("state")
            assert state["version"] == 1 and state["you"] == 0
        run(scenario)
    finally:
        loop.server.close()


def test_closing_the_game_says_goodbye_to_every_phone() -> None:
    loop = MainLoop(seed=2)
    loop.server.start()
    loop.publish()

    async def scenario(http: aiohttp.ClientSession) -> None:
        phone = await Phone(http, loop.server.links[0]).open()
        await phone.next("welcome")
        await asyncio.get_running_loop().run_in_executor(None, loop.server.close)
        assert (await phone.next("closed"))["message"] == "The game was closed."
    run(scenario)


# ---------------------------------------------------------------- a whole round

def test_a_whole_round_by_three_phones_and_a_computer() -> None:
    with MainLoop(QUICK, seed=5) as loop:
        async def play(phone: Phone, rng: random.Random) -> dict[str, Any]:
            state = await phone.next("state")
            while not state["round_over"]:
                choices = [a for a in state["legal"] if "undo" not in a]
                if choices:
                    await phone.act(rng.choice(choices))
                message = await phone.next()
                while message["type"] not in ("state", "error"):
                    message = await phone.next()
                state = phone.state or state
            return state

        async def scenario(http: aiohttp.ClientSession) -> None:
            stop = asyncio.Event()
            main = asyncio.ensure_future(loop.run(stop))
            phones = [await Phone(http, loop.server.links[s], f"phone-of-{s}").open()
                      for s in loop.phones]
            finals = await asyncio.wait_for(asyncio.gather(
                *(play(p, random.Random(i)) for i, p in enumerate(phones))), 30)
            stop.set()
            await main
            state = loop.table.state
            assert state.is_over
            for seat, final in zip(loop.phones, finals):
                assert final["result"]["scores"] == state.scores()
                assert final["result"]["hands"][seat] == [str(t) for t in state.hands[seat]]
        run(scenario)
        record = record_of(loop.table.state)
        status, said = verdict(json.loads(json.dumps(record)))
        assert status == 0 and said["ok"] and said["finished"]
        assert any(a["seat"] in loop.phones for a in record["actions"])
        assert any(a["seat"] == 3 for a in record["actions"])  # the computer played too


@pytest.mark.parametrize("first, problem", [
    ({"type": "hello", "device": "ana"}, "hello: device must be 8 to 64 letters, digits, - or _"),
    ({"type": "hello", "device": "a b c d e f g h"}, "hello: device must be 8 to 64 letters"),
    ("{hello", "not a JSON message"),
    ({"type": "ping"}, 'say {"type": "hello"} first'),
])
def test_a_first_message_that_is_no_good_hello_is_told_why_and_let_go(first: Any,
                                                                     problem: str) -> None:
    with MainLoop(seed=2) as loop:
        async def scenario(http: aiohttp.ClientSession) -> None:
            phone = await Phone(http, loop.server.links[0]).open(hello=False)
            await phone.send(first)
            assert (await phone.next())["message"].startswith(problem)
            with pytest.raises(ConnectionError):
                await phone.next()
            assert loop.server.statuses()[0].state == NEVER  # it never held the seat
        run(scenario)
