"""PhoneServer: the phones' web server beside the main loop (aiohttp in its own thread).

It never touches the match. The main loop publishes the phone seats' states (`publish_all`;
held while it makes a frame, `hold`/`release`, and sent once the frame is shown), takes
what the phones asked (`take_requests`) and turns it into intents, answers a refused act
(`send_error`), reads each seat's connection (`statuses`) and says OK or no to a second phone on
a seat (`takeover_requests`, `allow_takeover`, `refuse_takeover`). Every method is safe to call
from the main thread; the server's own state lives in its asyncio loop.

Who may connect (the threat model of issue 42): anyone on the network can reach the port.
- Each seat's link carries its own secret (game/phones/links.py); without a seat's secret every
  address is a plain 404, the same for every path, and nothing is accepted. Secrets are compared
  with hmac.compare_digest. Only the page's own three files are served, by name.
- The WebSocket (/ws/SECRET) takes a browser only from the server's own origin (a page
  elsewhere cannot drive a seat); a client that sends no Origin (a bot) is not a browser page.
- A connection's first message is `hello` (within Limits.hello_seconds). The first phone on a
  seat holds it; the same phone (its `device`) coming back replaces its old connection; any
  other phone waits until the big screen says OK.
- Every frame is checked by game/phones/protocol.py: its size, its shape, that an act is one of
  the legal objects last sent to that seat (one act per state: a second, a replay or a stale
  one is refused). Each seat's messages are rate limited (a token bucket); a phone that keeps
  flooding is cut off. A refusal is an `error` to that phone alone; a fault on one connection
  ends only that connection.
"""
from __future__ import annotations

import asyncio
import hmac
import json
import queue
import re
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass
from importlib import resources
from secrets import token_hex
from typing import Any, Callable, Mapping, NamedTuple, Optional

from aiohttp import WSMsgType, web

from game.phones.links import seat_link
from game.phones.protocol import (AWAY, CONNECTED, NEVER, Act, Hello, Ping, PhoneAct,
                                  PhoneRequest, PhoneStatus, Refused, read_message,
                                  request_for)
from game.phones.state import SeatState, pips_document

_PATH = re.compile(r"/(s|ws)/([A-Za-z0-9_-]{1,100})(/(?:phone\.js|phone\.css)?)?\Z")
PAGE_FILES = {"/": ("index.html", "text/html"), "/phone.js": ("phone.js", "text/javascript"),
              "/phone.css": ("phone.css", "text/css")}
HEADERS = {
    "Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
    "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'",
}
TAKEN, REFUSED, CLOSING = 4001, 4003, 1001  # close codes: another phone took over, no, bye


@dataclass(frozen=True)
class Limits:
    """What one connection may do: frame and message sizes, messages a second (a bucket of
    `burst`), refusals before it is cut off, seconds to say hello, heartbeat seconds, messages
    waiting to go out, connections at once."""

    frame_bytes: int = 65536
    rate: float = 20.0
    burst: int = 40
    flood: int = 400
    hello_seconds: float = 5.0
    heartbeat: float = 15.0
    outbox: int = 64
    connections: int = 64


def lan_address() -> str:
    """This host's address on its network: the source address of its route out (a UDP socket
    'connected' to a documentation address sends nothing); 127.0.0.1 without a route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def _page_file(name: str) -> bytes:
    return resources.files("game.phones").joinpath("page").joinpath(name).read_bytes()


class _Connection:
    """One phone's WebSocket: its seat, its device, its outbox and its rate bucket."""

    def __init__(self, ws: web.WebSocketResponse, seat: int, limits: Limits) -> None:
        self.ws = ws
        self.seat = seat
        self.device: Optional[str] = None
        self.limits = limits
        self.outbox: deque[tuple[str, str]] = deque()
        self.wake = asyncio.Event()
        self.tokens = float(limits.burst)
        self.stamp = time.monotonic()
        self.refused = 0
        self.warned = 0.0

    def send(self, kind: str, text: str) -> None:
        """Queue a message; a newer state replaces one not sent yet. A phone that lets more
        than Limits.outbox pile up is too slow and is closed."""
        if kind == "state":
            self.outbox = deque(item for item in self.outbox if item[0] != "state")
        if len(self.outbox) >= self.limits.outbox:
            self.outbox.clear()
            kind, text = "close", "1008"
        self.outbox.append((kind, text))
        self.wake.set()

    def say(self, kind: str, **fields: Any) -> None:
        """Queue a message of this `type` with these fields."""
        self.send(kind, json.dumps({"type": kind, **fields}))

    def finish(self, code: int, kind: Optional[str] = None, message: str = "") -> None:
        """Close the connection with `code` once what is queued (and a last message of type
        `kind`, if given) has gone out."""
        if kind is not None:
            self.say(kind, message=message)
        self.send("close", str(code))

    def allowed(self) -> bool:
        """Take a token from the bucket (False: too many messages)."""
        now = time.monotonic()
        self.tokens = min(float(self.limits.burst),
                          self.tokens + (now - self.stamp) * self.limits.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    async def write(self) -> None:
        """Send what is queued, in order, until the socket closes."""
        try:
            while not self.ws.closed:
                await self.wake.wait()
                self.wake.clear()
                while self.outbox and not self.ws.closed:
                    kind, text = self.outbox.popleft()
                    if kind == "close":
                        await self.ws.close(code=int(text))
                        return
                    await self.ws.send_str(text)
        except (ConnectionError, RuntimeError):
            pass


class _Seat:
    """A phone seat as the server keeps it (only its loop's thread touches it)."""

    def __init__(self, name: str, secret: str) -> None:
        self.name = name
        self.secret = secret.encode()
        self.holder: Optional[_Connection] = None
        self.device: Optional[str] = None  # the phone that held the seat last
        self.waiting: Optional[_Connection] = None  # another phone asking to take over
        self.state: Optional[dict[str, Any]] = None  # the newest state, with its version
        self.text = ""
        self.version = 0
        self.legal_since = 0  # the first version offering the newest state's legal actions
        self.acted = False  # an act of this state went to the main loop, not answered yet


class PhoneServer:
    """The phone seats' web server; see the module."""

    def __init__(self, seats: Mapping[int, str], secrets: Mapping[int, str], *,
                 host: Optional[str] = None, port: int = 0, limits: Limits = Limits(),
                 nudge: Callable[[], None] = lambda: None) -> None:
        """`seats`: each phone seat's name; `secrets`: each one's secret; `host`: the address to
        listen on (default: this host's LAN address); `port`: the port asked for (0: any);
        `nudge`: called (in the server's thread) when a request is queued, so the main loop
        takes it at once rather than at its next frame."""
        self.host = host or lan_address()
        self.wanted_port = port
        self.port = port
        self.port_note: Optional[str] = None  # said when the port asked for was in use
        self.limits = limits
        self.nudge = nudge
        self._seats = {seat: _Seat(name, secrets[seat]) for seat, name in seats.items()}
        self._files = {path: (_page_file(name), kind) for path, (name, kind) in PAGE_FILES.items()}
        self._welcome = pips_document()
        self._requests: queue.SimpleQueue[PhoneRequest] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._statuses = {seat: PhoneStatus(NEVER) for seat in seats}
        self._takeovers: set[int] = set()
        self._connections: set[_Connection] = set()
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._thread: Optional[threading.Thread] = None
        self._runner: Optional[web.AppRunner] = None
        self._origins: frozenset[str] = frozenset()
        self._held: Optional[list[tuple[Any, tuple[Any, ...]]]] = None  # (`hold`)

    # ------------------------------------------------------------ the main loop's side
    @property
    def address(self) -> str:
        """http://HOST:PORT, for the join card."""
        return f"http://{self.host}:{self.port}"

    @property
    def links(self) -> dict[int, str]:
        """Each phone seat's link."""
        return {seat: seat_link(self.host, self.port, info.secret.decode())
                for seat, info in self._seats.items()}

    def start(self) -> None:
        """Listen (a port in use: another, said in `port_note`); OSError if it cannot."""
        ready = threading.Event()
        failure: list[BaseException] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, args=(ready, failure),
                                        name="phone-server", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread.join()
            self._loop = None
            raise failure[0]

    def publish(self, seat: int, message: dict[str, Any]) -> None:
        """Send the seat's new state (kept, and sent again to a phone that comes back)."""
        self.publish_all({seat: SeatState(message, json.dumps(message))})

    def publish_all(self, states: Mapping[int, SeatState]) -> None:
        """Send these seats their new states (game.phones.state.table_states), in one hand-over
        to the server's thread, which only numbers each text and sends it."""
        self._soon(self._publish, dict(states))

    def take_requests(self) -> list[PhoneRequest]:
        """What the phones asked since the last call, in order. Each PhoneAct must be answered:
        a new state published for the seat, or `send_error`."""
        out = []
        while True:
            try:
                out.append(self._requests.get_nowait())
            except queue.Empty:
                return out

    def send_error(self, seat: int, text: str) -> None:
        """Tell the seat's phone why its request was refused (it may act again)."""
        self._soon(self._send_error, seat, text)

    def statuses(self) -> dict[int, PhoneStatus]:
        """Each phone seat's connection."""
        with self._lock:
            return dict(self._statuses)

    def takeover_requests(self) -> list[int]:
        """Seats where a second phone waits for the big screen's OK."""
        with self._lock:
            return sorted(self._takeovers)

    def allow_takeover(self, seat: int) -> None:
        """The waiting phone takes the seat; the one that held it is told and let go."""
        self._call(self._settle_takeover, seat, True)

    def refuse_takeover(self, seat: int) -> None:
        """The waiting phone is told no and let go."""
        self._call(self._settle_takeover, seat, False)

    def hold(self) -> None:
        """The main loop is making a frame: the states and errors published meanwhile wait
        for `release`, then go out in one hand-over, in order. (Handed over at once, they went
        out beside the drawing: the server's thread, taking the GIL back after each send, sent
        them a piece at a time, a few milliseconds apart.)"""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        """The frame is made: what was published while it was held goes out now."""
        held, self._held = self._held, None
        if held:
            self._call(_run_all, held)

    def close(self) -> None:
        """Say goodbye to every phone and stop listening (the game is closing)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        self._loop = None
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=5)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout=5)

    def _soon(self, function: Any, *args: Any) -> None:
        """`_call`, or kept until `release` while the main loop holds what goes out."""
        if self._held is None:
            self._call(function, *args)
        else:
            self._held.append((function, args))

    def _call(self, function: Any, *args: Any) -> None:
        """Run `function` in the server's thread (before `start` or after `close`, here: there
        is no other thread, and no phone to send to)."""
        loop = self._loop
        if loop is None:
            function(*args)
        else:
            loop.call_soon_threadsafe(function, *args)

    # ------------------------------------------------------------ the server's thread
    def _run(self, ready: threading.Event, failure: list[BaseException]) -> None:
        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except BaseException as error:  # handed to start(), which raises it
            failure.append(error)
            ready.set()
            loop.close()
            return
        ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    async def _open(self) -> None:
        app = web.Application()
        app.router.add_route("*", "/{path:.*}", self._route)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False,
                                     shutdown_timeout=1.0)
        await self._runner.setup()
        try:
            await web.TCPSite(self._runner, self.host, self.wanted_port).start()
        except OSError:
            if self.wanted_port == 0:
                raise
            await web.TCPSite(self._runner, self.host, 0).start()
        self.port = int(self._runner.addresses[0][1])
        if self.port != self.wanted_port and self.wanted_port:
            self.port_note = f"port {self.wanted_port} is in use; using {self.port}"
        self._origins = frozenset({f"http://{self.host}:{self.port}"}
                                  | ({f"http://localhost:{self.port}"}
                                     if self.host == "127.0.0.1" else set()))

    async def _shutdown(self) -> None:
        for connection in list(self._connections):
            connection.finish(CLOSING, "closed", "The game was closed.")
        for _ in range(50):  # a moment for the goodbyes to go out
            if not self._connections:
                break
            await asyncio.sleep(0.01)
        if self._runner is not None:
            await self._runner.cleanup()

    def _seat_of(self, secret: str) -> Optional[int]:
        """The seat whose secret this is (every secret compared, in constant time)."""
        given, found = secret.encode(), None
        for seat, info in self._seats.items():
            if hmac.compare_digest(info.secret, given):
                found = seat
        return found

    async def _route(self, request: web.Request) -> web.StreamResponse:
        path = _PATH.match(request.rel_url.raw_path)
        seat = self._seat_of(path[2]) if path is not None else None
        if path is None or seat is None or request.method != "GET":
            return _not_found()
        if path[1] == "ws":
            return await self._socket(request, seat) if path[3] is None else _not_found()
        if path[3] is None:  # the link itself: the page's own files are beside it
            raise web.HTTPFound(f"/s/{path[2]}/", headers=HEADERS)
        body, kind = self._files[path[3]]
        return web.Response(body=body, content_type=kind, charset="utf-8", headers=HEADERS)

    async def _socket(self, request: web.Request, seat: int) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin is not None and origin not in self._origins:
            return web.Response(status=403, text="Forbidden")
        if len(self._connections) >= self.limits.connections:
            return web.Response(status=503, text="Busy")
        ws = web.WebSocketResponse(max_msg_size=self.limits.frame_bytes, compress=False,
                                   heartbeat=self.limits.heartbeat)
        await ws.prepare(request)
        connection = _Connection(ws, seat, self.limits)
        self._connections.add(connection)
        writer = asyncio.ensure_future(connection.write())
        try:
            await self._converse(connection)
        except (ConnectionError, asyncio.TimeoutError, RuntimeError):
            pass
        finally:
            self._connections.discard(connection)
            self._let_go(connection)
            connection.send("close", "1000")  # after what is still queued (an error, a goodbye)
            try:
                await asyncio.wait_for(writer, 2.0)
            except (asyncio.TimeoutError, ConnectionError, RuntimeError):
                writer.cancel()
            if not ws.closed:
                await ws.close()
        return ws

    async def _converse(self, connection: _Connection) -> None:
        ws = connection.ws
        first = await asyncio.wait_for(ws.receive(), self.limits.hello_seconds)
        if first.type != WSMsgType.TEXT:
            return
        try:
            hello = read_message(first.data)
        except Refused as refused:  # (a broken hello is told what is wrong with it)
            connection.say("error", message=str(refused))
            return
        if not isinstance(hello, Hello):
            connection.say("error", message='say {"type": "hello"} first')
            return
        connection.device = hello.device
        self._admit(connection)
        async for message in ws:
            if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                break
            if not connection.allowed():
                connection.refused += 1
                if connection.refused > self.limits.flood:
                    connection.finish(1008, "error", "too many messages: cut off")
                    break
                now = time.monotonic()
                if now - connection.warned >= 1.0:
                    connection.warned = now
                    connection.say("error", message="too many messages: slow down")
                continue
            self._take(connection, message.data)

    def _take(self, connection: _Connection, data: str | bytes) -> None:
        """One message from a phone: answered, or asked of the main loop."""
        info = self._seats[connection.seat]
        try:
            message = read_message(data)
            if isinstance(message, Ping):
                connection.say("pong")
                return
            if isinstance(message, Hello):
                raise Refused("hello was said already")
            if info.holder is not connection:
                raise Refused("wait for the OK on the big screen")
            request = request_for(connection.seat, message, info.state, info.legal_since)
            if isinstance(message, Act):
                if info.acted:
                    raise Refused("your last move is still being made: wait for the table")
                info.acted = True
        except Refused as refused:
            connection.say("error", message=str(refused))
            return
        self._requests.put(request)
        self.nudge()

    def _admit(self, connection: _Connection) -> None:
        """A phone said hello: it holds the seat, comes back to it, or waits for an OK."""
        info = self._seats[connection.seat]
        seat = connection.seat
        same = connection.device is not None and connection.device == info.device
        if connection.device is None:  # a client that does not name itself is new each time
            connection.device = f"unnamed-{token_hex(8)}"
        if info.holder is None and (info.device is None or same):
            self._hold(connection)
        elif same:
            old = info.holder
            self._hold(connection)
            if old is not None:
                old.finish(TAKEN, "taken", "This seat was opened again on this phone.")
        elif info.waiting is not None:
            connection.finish(REFUSED, "refused", "Another phone is already asking for this "
                              "seat.")
        else:
            info.waiting = connection
            with self._lock:
                self._takeovers.add(seat)
            connection.say("wait", message=f"{info.name}'s seat is open on another phone: "
                           "the big screen must say OK first.")

    def _hold(self, connection: _Connection) -> None:
        info = self._seats[connection.seat]
        info.holder = connection
        info.device = connection.device
        with self._lock:
            self._statuses[connection.seat] = PhoneStatus(CONNECTED)
        connection.say("welcome", you=connection.seat, name=info.name, pips=self._welcome)
        if info.state is not None:
            connection.send("state", info.text)

    def _let_go(self, connection: _Connection) -> None:
        """A connection ended: its seat's phone is away, or its takeover request is gone."""
        info = self._seats[connection.seat]
        if info.waiting is connection:
            info.waiting = None
            with self._lock:
                self._takeovers.discard(connection.seat)
        if info.holder is connection:
            info.holder = None
            with self._lock:
                self._statuses[connection.seat] = PhoneStatus(AWAY, time.monotonic())

    def _settle_takeover(self, seat: int, allowed: bool) -> None:
        info = self._seats.get(seat)
        if info is None or info.waiting is None:
            return
        waiting, info.waiting = info.waiting, None
        with self._lock:
            self._takeovers.discard(seat)
        if not allowed:
            waiting.finish(REFUSED, "refused", "The big screen said no: this seat stays on "
                           "the other phone.")
            return
        old = info.holder
        self._hold(waiting)
        if old is not None:
            old.finish(TAKEN, "taken", f"Another phone took over {info.name}'s seat.")

    def _publish(self, states: dict[int, SeatState]) -> None:
        for seat, (message, text) in states.items():
            info = self._seats[seat]
            info.version += 1
            if info.state is None or message["legal"] != info.state["legal"]:
                info.legal_since = info.version  # (an act answering an earlier state still
            info.state = {**message, "version": info.version}  # holds while these are alike)
            info.text = f'{{"version": {info.version}, {text[1:]}'
            info.acted = False
            if info.holder is not None:
                info.holder.send("state", info.text)

    def _send_error(self, seat: int, text: str) -> None:
        info = self._seats[seat]
        info.acted = False
        if info.holder is not None:
            info.holder.say("error", message=text)


def _run_all(calls: list[tuple[Any, tuple[Any, ...]]]) -> None:
    for function, args in calls:
        function(*args)


def _not_found() -> web.Response:
    return web.Response(status=404, text="Not Found")


__all__ = ["PhoneServer", "PhoneStatus", "Limits", "PhoneAct", "NEVER", "CONNECTED", "AWAY",
           "lan_address"]
