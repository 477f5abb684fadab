"""The tests' party at the real table: the App headless on this thread (the play scene the only
writer of the match, as in the game), and simulated phones (real WebSocket clients) in an
asyncio loop on another, each playing its seat from what its state offers."""
from __future__ import annotations

import asyncio
import random
import threading
import time
from typing import Any, Callable, Optional

import aiohttp

from game.app import App
from game.match import Match
from game.phones.protocol import CONNECTED
from game.rules.house_rules import RuleSet
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from phone_table import Phone

#: Chooses a phone's move from its state: one of `legal`, or None (wait).
Chooser = Callable[[dict[str, Any], random.Random], Optional[dict[str, Any]]]


def any_move(state: dict[str, Any], rng: random.Random) -> Optional[dict[str, Any]]:
    """On its turn: Chickenlittle when owed, else a random play, else draw, else pass (never an
    undo); a catch whenever one is offered."""
    legal = [a for a in state["legal"] if "undo" not in a]
    catches = [a for a in legal if "catch" in a]
    if catches:
        return catches[0]
    if state["to_act"] != state["you"] and not any("announce" in a for a in legal):
        return None
    for kind in ("announce", "play", "draw", "pass"):
        found = [a for a in legal if kind in a]
        if found:
            return rng.choice(found)
    return None


class PhonesAtTable:
    """An App at a party match with its phone server on 127.0.0.1, and one simulated phone per
    phone seat, playing by `chooser` in their own thread."""

    def __init__(self, seats: list[Seat], seed: int = 3, rules: RuleSet = RuleSet(),
                 chooser: Chooser = any_move, settings: Optional[Settings] = None,
                 phones: Optional[list[int]] = None) -> None:
        """`phones`: the phone seats whose phones open their links (None: every one)."""
        self.app = App((1280, 720), settings=settings or Settings(animation_speed="fast",
                                                                  opponents="brisk"), seed=seed)
        self.app.phones.host, self.app.phones.port = "127.0.0.1", 0
        self.match = Match(rules, seats, seed)
        self.chooser = chooser
        self.phones = phones
        self.rng = random.Random(seed)
        self.messages: dict[int, list[dict[str, Any]]] = {}  # every message each phone got
        self.errors: dict[int, list[str]] = {}
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None

    def __enter__(self) -> "PhonesAtTable":
        self.app.clear_to(self.app.screens.deal(self.match))
        server = self.app.phones.serve(self.match)
        assert server is not None
        links = {seat: link for seat, link in server.links.items()
                 if self.phones is None or seat in self.phones}
        self._thread = threading.Thread(target=asyncio.run, args=(self._phones(links),),
                                        daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
        self.app.phones.close()

    def saw_round_over(self) -> bool:
        """True once every phone that opened its link has been sent the round's end (the
        messages go out in the server's thread: the table is over a moment before)."""
        return bool(self.messages) and all(
            any(m["type"] == "state" and m["round_over"] for m in got)
            for got in self.messages.values())

    def joined(self) -> bool:
        """True once every phone that opens its link has joined the table."""
        server = self.app.phones.server
        statuses = {} if server is None else server.statuses()
        return all(seat in statuses and statuses[seat].state == CONNECTED
                   for seat in (statuses if self.phones is None else self.phones))

    def play(self, until: Callable[[], bool], seconds: float = 60.0) -> None:
        """Step the table (1/60 s a frame) until `until()` or `seconds` of wall time, waiting
        between frames only for a phone the table waits for (`between_frames`): no frames
        drawn, nor sleeps slept, while the phone's thread answers."""
        end = time.monotonic() + seconds
        while not until() and time.monotonic() < end:
            self.app.step(1 / 60)
            if not until():
                self.between_frames()
        assert until(), "the table did not get there in time"

    def between_frames(self) -> None:
        """While the table waits for a joined phone's move, wait (a frame's time at most) for
        a phone to ask something, and take it at once as the game's loop does (App.idle)."""
        if self._phones_turn() and self.app.nudged.wait(1 / 60):
            self.app.idle(time.monotonic())

    def _phones_turn(self) -> bool:
        """True while the table waits for the move of a phone that has joined: its seat's
        turn in play, nothing moving."""
        top, state, server = self.app.stack.top, self.match.state, self.app.phones.server
        if not isinstance(top, PlayScene) or state is None or state.is_over or server is None \
                or top.motion.busy:
            return False
        status = server.statuses().get(state.to_act)
        return status is not None and status.state == CONNECTED

    async def _phones(self, links: dict[int, str]) -> None:
        async with aiohttp.ClientSession() as http:
            await asyncio.gather(*(self._phone(http, seat, link)
                                   for seat, link in links.items()))

    async def _phone(self, http: aiohttp.ClientSession, seat: int, link: str) -> None:
        phone = await Phone(http, link, device=f"device-{seat:04d}").open()
        got = self.messages.setdefault(seat, [])
        said = self.errors.setdefault(seat, [])
        rng = random.Random(seat)
        acted = None
        while not self._stop.is_set():
            try:
                message = await phone.next(timeout=0.2)
            except asyncio.TimeoutError:
                continue
            got.append(message)
            if message["type"] == "error":
                said.append(message["message"])
                acted = None
            if message["type"] != "state" or message["version"] == acted:
                continue
            move = self.chooser(message, rng)
            if move is not None:
                acted = message["version"]
                await phone.act(move, message["version"])
        await phone.close()
