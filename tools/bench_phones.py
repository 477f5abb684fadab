"""Eight phones through a whole double-12 round at the real table, over loopback: how fast a
phone's move comes back to every phone, what the phones cost the big screen's frames, the page's
size and the server's memory.

    python tools/bench_phones.py [--seed N] [--size WxH] [--runs N]

- Run "phones": the App headless (the play scene the only writer of the match, as in the game)
  at a party-preset table of 8 phone seats (double-12, 5 tiles each), its real PhoneServer on
  127.0.0.1, and 8 simulated phones (real WebSocket clients, in a child process of their own as
  phones are other devices) each playing its seat from what its state offers (a random play,
  else draw, else pass), answering at once. `act_to_all_ms`: from a phone sending its act to
  the first state holding that move on the last of the 8 phones (`act_to_own_ms`: on the
  phone that acted). The main loop runs at 60 frames a second as App.run does: App.step, then
  App.idle for the rest of the frame (a phone's act is carried out as soon as it comes).
  `stages_ms` splits each act's time: `to_table` (sent -> the main loop takes it from the
  server's queue), `table` (-> the move made, until the phones' states are built), `states`
  (every phone seat's state built and handed to the server's thread), `to_phones` (-> the last
  phone has it; below 0 when the phones had it before the main thread went on; for an act
  taken in a frame's update, the rest of that frame too: what the server sends waits until the
  frame is shown). `taken` splits the acts by where the main loop took them, between frames or
  in a frame. The two processes' clocks are the same (perf_counter_ns: CLOCK_MONOTONIC).
- Run "none", in the same process: the same table, dealt the same, each move handed to the play
  scene at the very point (the frame, in its update or after it) the phones' run took it, with
  no server, no phone and no state built (the phone seats' publishing is switched off).
  `same_frames`: every frame of the two runs drew the same picture (so the two runs did the
  same table work).
- `--runs N` (3): the two runs N times over, one after the other; the figures are of all of
  them together (a p99 of some 450 frames, not 150), `each_run` gives each's.
- The measured runs come after the same round played once with its phones, not measured
  (the tile art and the layout's caches filled for every tile of the round in all).
- Frame time: the main thread's CPU time per frame (`time.thread_time`: App.step's events,
  update and draw, and what it carried out between frames). This machine is shared and loaded,
  so wall time per frame (App.step's, also given, `frame_wall_ms`) is mostly the other
  processes'; CPU time is what the phones cost the table. The barnyard painter's
  clock-budgeted work runs by a counted clock (as tools/party_frames.py does), so both runs do
  the same work.
- `page_bytes`: the page's three files as a phone fetches them. `server_kb`: Python memory
  held by the server (tracemalloc, a run of its own) with 8 phones connected and each sent its
  state; `rss_mb`: the game process's resident memory at the end of the last phones' run.

The last line is one JSON object.
"""
from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable, Optional

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_HOME = tempfile.mkdtemp(prefix="bench_phones-")  # no autosave or settings of the player's
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_HOME, "data"))
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_HOME, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SEATS = 8
DT = 1 / 60
AFTER_END = 60  # frames measured after the round's last move (its result coming up)


# ------------------------------------------------------------------------- the phones' process
def phone_move(state: dict[str, Any], rng: random.Random) -> Optional[dict[str, Any]]:
    """On its turn: a random play, else draw, else pass (never undo); None: not its turn."""
    if state["to_act"] != state["you"] or state["round_over"]:
        return None
    for kind in ("play", "draw", "pass"):
        found = [a for a in state["legal"] if kind in a]
        if found:
            return rng.choice(found)
    return None


def as_played(action: dict[str, Any]) -> str:
    """The act as the round's `last` list will hold it (the slot is the table's business)."""
    return json.dumps({k: v for k, v in action.items() if k != "slot"}, sort_keys=True)


async def phones(links: dict[str, str], hold: bool, think: float) -> None:
    """Open every link; play the round, each move `think` seconds after its turn comes (or,
    `hold`: only take each phone's state). What was measured is printed once each phone has
    the round's end (or its state); the phones stay connected until stdin closes."""
    import aiohttp

    acts: list[dict[str, Any]] = []  # each act: its key, when sent, when each phone saw it
    done: dict[str, asyncio.Event] = {name: asyncio.Event() for name in links}
    page_bytes = 0

    async def fetch_page(http: aiohttp.ClientSession, link: str) -> int:
        total = 0
        async with http.get(link) as page:  # (redirected to /s/SECRET/)
            body = await page.read()
            total += len(body)
            base = str(page.url)
        for name in ("phone.js", "phone.css"):
            async with http.get(base + name) as part:
                total += len(await part.read())
        return total

    async def phone(http: aiohttp.ClientSession, name: str, link: str, number: int) -> None:
        rng = random.Random(number)
        socket = link.replace("http://", "ws://").replace("/s/", "/ws/")
        ws = await http.ws_connect(socket, origin=link.split("/s/")[0])
        await ws.send_str(json.dumps({"type": "hello", "device": f"bench-phone-{number}"}))
        acted = None
        async for frame in ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                break
            now = time.perf_counter_ns()
            message = json.loads(frame.data)
            if message["type"] == "error":
                raise SystemExit(f"phone {name}: {message['message']}")
            if message["type"] != "state":
                continue
            last = {json.dumps(a, sort_keys=True) for a in message["last"]}
            for act in acts:
                if name not in act["seen"] and act["key"] in last:
                    act["seen"][name] = now
            if hold or message["round_over"]:
                done[name].set()
                continue
            move = phone_move(message, rng)
            if move is not None and message["version"] != acted:
                acted = message["version"]
                await asyncio.sleep(think)
                acts.append({"key": as_played(move), "by": name, "seen": {},
                             "sent": time.perf_counter_ns()})
                await ws.send_str(json.dumps({"type": "act", "action": move,
                                              "state": message["version"]}))
        await ws.close()

    async with aiohttp.ClientSession() as http:
        page_bytes = await fetch_page(http, next(iter(links.values())))
        tasks = [asyncio.ensure_future(phone(http, name, link, i))
                 for i, (name, link) in enumerate(links.items())]
        await asyncio.gather(*(event.wait() for event in done.values()))
        print(json.dumps({"acts": acts, "phones": len(links), "page_bytes": page_bytes}),
              flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def phones_main(links_file: str, hold: bool, think: float) -> int:
    asyncio.run(phones(json.loads(Path(links_file).read_text("utf-8")), hold, think))
    return 0


# ------------------------------------------------------------------------- the game's process
def counted_clock() -> None:
    """`time.perf_counter` advances 1 ms a call: work budgeted by the clock is the same work
    in both runs (the bench's own clocks are perf_counter_ns and thread_time_ns)."""
    ticks = itertools.count()
    time.perf_counter = lambda: next(ticks) / 1000


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of `values`, rounded to 0.01."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))], 2)


def rss_mb() -> float:
    """This process's resident memory, in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


class Frames:
    """Each frame's main-thread CPU and wall milliseconds, and a hash of its picture."""

    def __init__(self) -> None:
        self.cpu: list[float] = []
        self.wall: list[float] = []
        self.pictures: list[int] = []
        self.between = False  # the frame is drawn: the main loop waits for the next (App.idle)

    def step(self, app: Any, before_idle: Callable[[], None] = lambda: None) -> None:
        """One frame of the game at 60 a second, measured: App.step, then App.idle for the
        rest of the frame, as App.run does (what a phone asks meanwhile is carried out then).
        CPU: the main thread's over the whole frame, the work between frames included; wall:
        App.step's."""
        import pygame

        start, cpu = time.monotonic(), time.thread_time_ns()
        app.step(DT, [])
        self.wall.append((time.monotonic() - start) * 1000)
        self.between = True
        before_idle()
        app.idle(start + DT)
        self.between = False
        self.cpu.append((time.thread_time_ns() - cpu) / 1e6)
        self.pictures.append(hash(pygame.image.tobytes(app.screen, "RGB")))  # (as drawn)


def table_match(seed: int) -> Any:
    """The 8 phone seats' match, dealt and its starting double down (as the deal leaves it)."""
    from game.matches import party_match
    from game.rules.phases import SEARCH, SET
    from game.seats import Seat

    match = party_match([Seat(f"Phone {i + 1}", "phone") for i in range(SEATS)], seed, "party")
    state = match.start_round()
    while state.phase in (SEARCH, SET):
        match.apply(state.legal_actions()[0])
    return match


def new_app(size: tuple[int, int], seed: int) -> Any:
    from game.app import App
    from game.store.settings import Settings

    app = App(size, settings=Settings(), seed=seed)
    app.phones.host, app.phones.port = "127.0.0.1", 0
    return app


def run_phones(seed: int, size: tuple[int, int], think: float) -> dict[str, Any]:
    """The round played by 8 phones; what each frame asked of the table, for the other run."""
    from game.phones.party import links_by_name
    from game.phones.protocol import CONNECTED, PhoneAct
    from game.scenes.play.scene import PlayScene

    app, match = new_app(size, seed), table_match(seed)
    server = app.phones.serve(match)
    assert server is not None, app.phones.problem
    links = Path(_HOME) / "links.json"
    links.write_text(json.dumps(links_by_name(match, server)), "utf-8")
    child = subprocess.Popen([sys.executable, __file__, "--phones", str(links),
                              "--think", str(think)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    while any(s.state != CONNECTED for s in server.statuses().values()):
        if child.poll() is not None:
            raise SystemExit("the phones' process ended before every phone joined")
        time.sleep(0.01)
    frames, after = Frames(), 0
    asked: dict[tuple[int, bool], list[Any]] = {}  # (frame, between frames) -> what was asked
    took: list[tuple[int, Any, bool]] = []  # when the loop took each act, and if between frames
    published: list[tuple[int, int]] = []  # each time the states were built and handed over
    take = server.take_requests

    def taken() -> list[Any]:
        requests = take()
        if requests:
            asked.setdefault((app.frame, frames.between), []).extend(requests)
            now = time.perf_counter_ns()
            took.extend((now, r, frames.between) for r in requests if isinstance(r, PhoneAct))
        return requests

    server.take_requests = taken  # type: ignore[method-assign]
    scene = PlayScene(app, match, phones=server)
    assert scene.phones is not None
    publish = scene.phones.publish

    def timed_publish() -> None:
        start = time.perf_counter_ns()
        publish()
        published.append((start, time.perf_counter_ns()))

    scene.phones.publish = timed_publish  # type: ignore[method-assign]
    app.clear_to(scene)
    while after < AFTER_END:
        frames.step(app)
        if match.state.is_over:
            after += 1
        if child.poll() is not None and not match.state.is_over:
            raise SystemExit("the phones' process ended before the round did")
    out, _ = child.communicate(timeout=60)  # (the phones leave once the frames are taken)
    measured = json.loads(out.strip().splitlines()[-1])
    memory = rss_mb()
    app.phones.close()
    seats = {seat.name: i for i, seat in enumerate(match.seats)}
    return {"frames": frames, "asked": asked, "rss_mb": memory, "page_bytes":
            measured["page_bytes"], "acts": stages(measured["acts"], seats, took, published),
            "moves": len(match.state.history), "blocked": match.state.end == "blocked"}


def stages(acts: list[dict[str, Any]], seats: dict[str, int],
           took: list[tuple[int, Any, bool]], published: list[tuple[int, int]]
           ) -> list[dict[str, Any]]:
    """Each act seen by every phone, in milliseconds: `to_all` (sent -> the last phone has the
    state holding it), `to_own` (-> the phone that acted has it), and its stages: `to_table`
    (sent -> the main loop takes it from the server's queue), `table` (-> the move made and
    the table's parts told, until the phones' states are built), `states` (every phone seat's
    state built and handed to the server's thread), `to_phones` (-> the last phone has it);
    `between`: the main loop took it between frames (else in a frame's update)."""
    from game.rules.actions import to_json

    waiting: dict[tuple[int, str], list[tuple[int, bool]]] = {}  # (seat, act) -> each taking
    for at, request, between in took:
        key = (request.seat, json.dumps(to_json(request.action), sort_keys=True))
        waiting.setdefault(key, []).append((at, between))
    out = []
    for act in acts:
        times = waiting.get((seats[act["by"]], act["key"]))
        if not times:
            continue
        at, between = times.pop(0)
        start, end = next(((a, b) for a, b in published if a >= at), (at, at))
        if len(act["seen"]) < len(seats) or act["by"] not in act["seen"]:
            continue
        last, sent = max(act["seen"].values()), act["sent"]
        out.append({"to_all": (last - sent) / 1e6, "to_own": (act["seen"][act["by"]] - sent)
                    / 1e6, "to_table": (at - sent) / 1e6, "table": (start - at) / 1e6,
                    "states": (end - start) / 1e6, "to_phones": (last - end) / 1e6,
                    "between": between})
    return out


class Feed:
    """No phone server: the moves the phones' run took, handed to the play scene in the same
    frames; every seat's phone reads as joined, nothing is sent anywhere."""

    def __init__(self, app: Any, asked: dict[tuple[int, bool], list[Any]], frames: Frames,
                 seats: dict[int, str]) -> None:
        from game.phones.protocol import CONNECTED, PhoneStatus

        self.app, self.asked, self.frames = app, asked, frames
        self.joined = {seat: PhoneStatus(CONNECTED) for seat in seats}
        self.links = {seat: "" for seat in seats}
        self.address, self.port_note = "", None

    def publish(self, seat: int, message: dict[str, Any]) -> None:
        pass

    def take_requests(self) -> list[Any]:
        """What the phones' run took at this point."""
        return self.asked.pop((self.app.frame, self.frames.between), [])

    def nudge(self) -> None:
        """Between frames: what the phones' run took between these frames is taken now."""
        if (self.app.frame, True) in self.asked:
            self.app.stack.top.nudged()

    def publish_all(self, states: Any) -> None:
        pass

    def send_error(self, seat: int, text: str) -> None:
        raise SystemExit(f"the table refused seat {seat} a move the phones' run made: {text}")

    def statuses(self) -> dict[int, Any]:
        return dict(self.joined)

    def takeover_requests(self) -> list[int]:
        return []


def run_none(seed: int, size: tuple[int, int], asked: dict[tuple[int, bool], list[Any]],
             count: int) -> Frames:
    """The same round at the same table, with no phone: `count` frames."""
    from game.scenes.play.scene import PlayScene

    app, match = new_app(size, seed), table_match(seed)
    frames = Frames()
    feed = Feed(app, dict(asked), frames,
                {i: s.name for i, s in enumerate(match.seats) if s.on_phone})
    scene = PlayScene(app, match, phones=feed)  # type: ignore[arg-type]
    assert scene.phones is not None
    scene.phones.publish = lambda: None  # type: ignore[method-assign]  # no state is built
    app.clear_to(scene)
    for _ in range(count):
        frames.step(app, feed.nudge)
    return frames


def warm_up(seed: int, size: tuple[int, int], think: float) -> None:
    """The whole round once with its 8 phones, not measured: every tile's art, the felt and the
    barnyard drawn once for the process (the first measured run would pay for them as each tile
    comes down, the second not), and every module the phones use loaded."""
    run_phones(seed, size, think)


def server_memory(seed: int) -> float:
    """KB of Python memory the server holds with 8 phones connected, each sent its state."""
    from game.phones.party import links_by_name
    from game.phones.server import PhoneServer
    from game.phones.state import seat_state

    match = table_match(seed)
    states = {seat: seat_state(match, seat) for seat in range(SEATS)}
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    server = PhoneServer({i: s.name for i, s in enumerate(match.seats)},
                         match.phone_keys.secrets, host="127.0.0.1", port=0)
    server.start()
    for seat, state in states.items():
        server.publish(seat, state)
    links = Path(_HOME) / "hold.json"
    links.write_text(json.dumps(links_by_name(match, server)), "utf-8")
    child = subprocess.Popen([sys.executable, __file__, "--phones", str(links), "--hold"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    child.stdout.readline()  # each phone has its state
    held = tracemalloc.get_traced_memory()[0] - before
    child.communicate(timeout=30)
    server.close()
    tracemalloc.stop()
    return round(held / 1024, 1)


def summary(values: list[float]) -> dict[str, float]:
    """p50, p99, max and mean of `values`, each rounded to 0.01."""
    return {"p50": percentile(values, 50), "p99": percentile(values, 99),
            "max": round(max(values), 2), "mean": round(statistics.fmean(values), 2)}


def compared(phones: list[float], none: list[float]) -> dict[str, Any]:
    """Frame milliseconds with the phones against none: each's summary and their ratios."""
    with_phones, without = summary(phones), summary(none)
    return {"phones": with_phones, "none": without,
            "p99_ratio": round(with_phones["p99"] / without["p99"], 3),
            "mean_ratio": round(with_phones["mean"] / without["mean"], 3)}


def one_run(seed: int, size: tuple[int, int], think: float) -> dict[str, Any]:
    """The round with the phones, then with none; their frames and the acts' times."""
    with_phones = run_phones(seed, size, think)
    frames: Frames = with_phones["frames"]
    none = run_none(seed, size, with_phones["asked"], len(frames.cpu))
    assert none.pictures[-1] == frames.pictures[-1], "the round without phones went otherwise"
    return {**with_phones, "none": none}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--think", type=float, default=0.0, metavar="SECONDS",
                        help="each phone moves this long after its turn comes (default 0: at "
                        "once, a move nearly every frame)")
    parser.add_argument("--runs", type=int, default=3,
                        help="rounds measured, each with the phones then with none (default 3; "
                        "the figures are of all of them together, and `runs` gives each's)")
    parser.add_argument("--phones", metavar="LINKS", help=argparse.SUPPRESS)
    parser.add_argument("--hold", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phones:
        return phones_main(args.phones, args.hold, args.think)
    counted_clock()
    width, height = (int(n) for n in args.size.split("x"))
    size = (width, height)
    warm_up(args.seed, size, args.think)
    runs = [one_run(args.seed, size, args.think) for _ in range(args.runs)]
    acts = [act for run in runs for act in run["acts"]]

    def of_acts(key: str, among: list[dict[str, Any]] = acts) -> dict[str, float]:
        return summary([act[key] for act in among])

    cpu = [ms for run in runs for ms in run["frames"].cpu]
    cpu_none = [ms for run in runs for ms in run["none"].cpu]
    wall = [ms for run in runs for ms in run["frames"].wall]
    wall_none = [ms for run in runs for ms in run["none"].wall]
    print(json.dumps({
        "seed": args.seed, "size": args.size, "seats": SEATS, "preset": "party",
        "think_s": args.think, "runs": args.runs, "load_avg": round(os.getloadavg()[0], 1),
        "moves": runs[0]["moves"], "acts_seen_by_all": len(acts),
        "act_to_all_ms": of_acts("to_all"), "act_to_own_ms": of_acts("to_own"),
        "stages_ms": {key: of_acts(key) for key in ("to_table", "table", "states",
                                                     "to_phones")},
        "taken": {where: {"acts": len(some), "act_to_all_ms": summary([a["to_all"] for a in some])
                          if some else None}
                  for where, some in (("between_frames", [a for a in acts if a["between"]]),
                                      ("in_frame", [a for a in acts if not a["between"]]))},
        "frames": len(cpu),
        "same_frames": all(run["frames"].pictures == run["none"].pictures for run in runs),
        "frame_cpu_ms": compared(cpu, cpu_none),
        "frame_wall_ms": compared(wall, wall_none),
        "each_run": [{"act_to_all_ms": of_acts("to_all", run["acts"]),
                      "frame_cpu_p99_ratio": compared(run["frames"].cpu,
                                                      run["none"].cpu)["p99_ratio"]}
                     for run in runs],
        "page_bytes": runs[0]["page_bytes"],
        "server_kb": server_memory(args.seed),
        "rss_mb": runs[-1]["rss_mb"],
        "goals": {"act_to_all_p99_ms": 50, "frame_p99_ratio": 1.1, "page_bytes": 250_000},
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
