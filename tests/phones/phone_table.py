"""The tests' stand-ins: a small main loop (a Match at a Table, a PhoneServer: requests in,
states out, computer seats moved) and a simulated phone (a real WebSocket client)."""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any, Optional

import aiohttp

from game import ai
from game.match import Match
from game.phones.protocol import PhoneAct, PhonePick, PhoneUndo, answer
from game.phones.server import Limits, PhoneServer
from game.phones.state import seat_state
from game.rules.house_rules import RuleSet
from game.seats import Seat
from game.table import CannotUndo, Table

SEATS = [Seat("Ana", "phone"), Seat("Bo", "phone"), Seat("Cy", "phone"), Seat("Hen", "easy")]


class MainLoop:
    """Plays the play scene's part: the only writer of the match. Each `step` answers what the
    phones asked (a refused act: the rules' sentence), moves a computer seat, and publishes every
    phone seat's state after a change."""

    def __init__(self, rules: RuleSet = RuleSet(), seats: list[Seat] = SEATS, seed: int = 1,
                 limits: Limits = Limits()) -> None:
        self.match = Match(rules, seats, seed)
        self.match.start_round()
        self.table = Table(self.match, aspect=16 / 9)
        self.phones = {i: s.name for i, s in enumerate(seats) if s.on_phone}
        self.server = PhoneServer(self.phones, self.match.phone_keys.secrets,
                                  host="127.0.0.1", port=0, limits=limits)
        self.rng = random.Random(seed)
        self.picks: list[PhonePick] = []
        self.applied = 0
        self.waiting_for: tuple[int, ...] = ()  # the phones the table says it waits for

    def __enter__(self) -> "MainLoop":
        self.server.start()
        self.publish()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.close()

    def publish(self) -> None:
        for seat in self.phones:
            self.server.publish(seat, seat_state(
                self.match, seat, free_slots=self.table.free_slots(),
                undo=self.table.can_undo(seat), waiting_for=self.waiting_for))

    def step(self) -> bool:
        """One frame's work; True if the table changed."""
        changed = False
        for request in self.server.take_requests():
            if isinstance(request, PhonePick):
                self.picks.append(request)
            elif isinstance(request, PhoneUndo):
                try:
                    self.table.undo(request.seat)
                    changed = True
                except CannotUndo as refusal:
                    self.server.send_error(request.seat, str(refusal))
            elif isinstance(request, PhoneAct):
                refusal = answer(request, self.table.refusal,
                                 [seat.name for seat in self.match.seats])
                if refusal is not None:
                    self.server.send_error(request.seat, refusal)
                else:
                    self.table.apply(request.action, request.slot)
                    self.applied += 1
                    changed = True
        state = self.table.state
        if not state.is_over and not changed and not self.match.seats[state.to_act].is_person:
            view = self.match.view(state.to_act)
            self.table.apply(ai.choose(view, self.match.seats[state.to_act].player, self.rng))
            changed = True
        if changed:
            self.publish()
        return changed

    async def run(self, stop: asyncio.Event) -> None:
        """Step every few milliseconds until `stop` (a task beside the phones)."""
        while not stop.is_set():
            self.step()
            await asyncio.sleep(0.003)


def socket_url(link: str) -> str:
    """The WebSocket address of a seat's link."""
    return link.replace("http://", "ws://").replace("/s/", "/ws/")


class Phone:
    """A simulated phone: a real WebSocket client speaking the protocol."""

    def __init__(self, http: aiohttp.ClientSession, link: str,
                 device: Optional[str] = "phone-one") -> None:
        self.http = http
        self.link = link
        self.device = device
        self.ws: Optional[aiohttp.ClientWebSocketResponse] = None
        self.state: Optional[dict[str, Any]] = None
        self.seen: list[dict[str, Any]] = []  # every message received

    async def open(self, hello: bool = True, origin: Optional[str] = None) -> "Phone":
        origin = origin or self.link.split("/s/")[0]
        self.ws = await self.http.ws_connect(socket_url(self.link), origin=origin)
        if hello:
            await self.send({"type": "hello"} if self.device is None
                            else {"type": "hello", "device": self.device})
        return self

    async def send(self, message: Any) -> None:
        assert self.ws is not None
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def next(self, kind: Optional[str] = None, timeout: float = 5.0) -> dict[str, Any]:
        """The next message (of type `kind`, skipping others)."""
        assert self.ws is not None
        while True:
            frame = await asyncio.wait_for(self.ws.receive(), timeout)
            if frame.type != aiohttp.WSMsgType.TEXT:
                raise ConnectionError(f"closed: {frame.type!r} {frame.data!r} {frame.extra!r}")
            message = json.loads(frame.data)
            self.seen.append(message)
            if message["type"] == "state":
                self.state = message
            if kind is None or message["type"] == kind:
                return message

    async def newer_state(self, than: int, timeout: float = 5.0) -> dict[str, Any]:
        """The first state with a version above `than`."""
        while True:
            state = await self.next("state", timeout)
            if state["version"] > than:
                return state

    async def act(self, action: dict[str, Any], version: Optional[int] = None) -> None:
        if version is None:
            assert self.state is not None
            version = self.state["version"]
        await self.send({"type": "act", "action": action, "state": version})

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
