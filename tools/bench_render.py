"""Frame times of the table game, headless, printed as JSON.

- a full double-12 table of 8 seats with a drag in progress at 1280x720 (`frame_ms_*`);
- the same table while the expert AI is thinking (`expert_frame_ms_*`);
- the time from launching `python -m game` to the first menu frame (`launch_to_menu_s`);
- every frame of a whole watched round of a double-12 table of 8 computer seats (the party
  preset), from the shuffle and the deal through every play and the round's end to a second of
  the score sheet (`play_frames`: its count, p99, max, the frames over 16.7 ms and where the
  slowest fell; --play-only measures this alone); then on through the rest of the sheet (its
  counting, its wait) to the next deal, apart: the sheet's slowest frame and the frame that goes
  on to the deal (`sheet_frame_cpu_ms_max`, `next_deal_frame_cpu_ms`, `next_deal_frame_ms`);
  and how many of the round's computer moves waited, decided and their pause over, for their
  tile's layout worked out ahead (`layout_waits`: moves, waited, the longest wait in frames).

    python tools/bench_render.py [--frames 600] [--seed 2] [--play-only]

A frame is `App.step(1/60)`: events, update, draw (flip is free under the dummy driver; in a
real X window it adds several ms of its own, see NOTES-pygame-pymunk.md).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import random  # noqa: E402

import pygame  # noqa: E402

from game.ai import worker  # noqa: E402
from game.app import App  # noqa: E402
from game.matches import watch_match  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules import Play, RoundState, RuleSet  # noqa: E402
from game.scenes.play.deal import DealScene  # noqa: E402
from game.scenes.play.scene import PlayScene  # noqa: E402
from game.scenes.play.seat_driver import SeatDriver  # noqa: E402
from game.seats import Seat  # noqa: E402
from game.store.settings import Settings  # noqa: E402

RULES = RuleSet(set=12, hand_size="table")  # 8 seats: 9 tiles each, 19 in the chicken yard


def busiest_state(seed: int) -> RoundState:
    """A double-12, 8-seat round played by random seats until just before it ends, stopped at a
    turn where the seat to act can play: the biggest barnyard found over a few deals."""
    best = None
    for k in range(12):
        rng = random.Random(seed * 100 + k)
        match = Match(RULES, [Seat(f"S{i}", "easy") for i in range(8)], seed * 100 + k)
        state = match.start_round()
        keep = None
        while not state.is_over:
            legal = [a for a in state.legal_actions() if a.seat == state.to_act]
            plays = [a for a in legal if isinstance(a, Play)]
            if plays and state.phase == "play" and state.hub is None:
                keep = state.clone()
            state.apply(rng.choice(plays or legal))
        if keep is not None and (best is None or len(keep.barnyard) > len(best.barnyard)):
            best = keep
    assert best is not None
    return best


def table_app(state: RoundState, human: bool, size: tuple[int, int]) -> tuple[App, PlayScene]:
    """An app showing `state` with the seat to act played by a human (or the expert AI)."""
    app = App(size, settings=Settings(), seed=1)
    seats = [Seat(f"Seat {i + 1}", "medium", pace=1e6) for i in range(8)]
    seats[state.to_act] = Seat("You") if human else Seat("Expert", "expert", pace=1e6,
                                                           budget=30.0)
    match = Match(RULES, seats, seed=1)
    match.game.round_number = state.round_number
    match.state = state
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(90):  # let the camera settle and every image be made
        app.step(1 / 60)
    return app, scene


CPU: list[float] = []  # process CPU ms of the frames last timed (less hurt by a busy machine)


def timed_frames(app: App, frames: int, pointer: tuple[float, float] | None) -> list[float]:
    """Wall milliseconds per app.step, the pointer circling `pointer` if given."""
    out = []
    CPU.clear()
    for i in range(frames):
        if pointer is not None:
            x = pointer[0] + 60 * math.cos(i / 20)
            y = pointer[1] + 40 * math.sin(i / 20)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)),
                                                 rel=(0, 0), buttons=(1, 0, 0)))
        t, c = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        out.append((time.perf_counter() - t) * 1000)
        CPU.append((time.process_time() - c) * 1000)
    return out


def start_drag(app: App, scene: PlayScene) -> tuple[int, int]:
    """Pick up the first playable hand tile and carry it over the barnyard."""
    state = scene.state
    tile = next(a.tile for a in state.legal_actions() if isinstance(a, Play))
    x, y = (round(v) for v in scene.hand.positions()[tile])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    mid = scene.geometry.barnyard_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    for _ in range(30):
        app.step(1 / 60)
    assert scene.hand.press is not None and scene.selection.targets, "the drag did not start"
    return mid


def summary(times: list[float], prefix: str = "") -> dict[str, float]:
    """Mean, p99 and max in ms."""
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    cpu = sorted(CPU)
    return {f"{prefix}frame_ms_mean": round(statistics.fmean(times), 3),
            f"{prefix}frame_ms_median": round(statistics.median(times), 3),
            f"{prefix}frame_ms_p99": round(p99, 3), f"{prefix}frame_ms_max": round(ordered[-1], 3),
            f"{prefix}frame_cpu_ms_mean": round(statistics.fmean(cpu), 3),
            f"{prefix}frame_cpu_ms_p99": round(cpu[min(len(cpu) - 1, int(len(cpu) * 0.99))], 3),
            "load_average_1min": round(os.getloadavg()[0], 2)}


BUDGET_MS = 1000 / 60  # a frame at 60 frames a second
PLAY_SEATS = 8


class LayoutWaits:
    """Counts, for each computer move shown, the frames it was decided and its pause over but
    waited only for its tile's layout to be worked out ahead (SeatDriver.turn's `ready`)."""

    def __init__(self) -> None:
        self.moves: list[int] = []
        self._waiting = 0
        self._turn = SeatDriver.turn

    def __enter__(self) -> "LayoutWaits":
        def turn(driver: SeatDriver, seat: int, pace: float, *args: Any, **kwargs: Any) -> Any:
            action = self._turn(driver, seat, pace, *args, **kwargs)
            if action is not None:
                self.moves.append(self._waiting)
                self._waiting = 0
            elif driver.ai is not None and driver.ai.action is not None and driver.still >= pace:
                self._waiting += 1
            return action
        SeatDriver.turn = turn  # type: ignore[method-assign,assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        SeatDriver.turn = self._turn  # type: ignore[method-assign]

    def figures(self) -> dict[str, int]:
        """The moves shown, how many waited for their layout, the longest wait in frames."""
        return {"moves": len(self.moves), "waited": sum(n > 0 for n in self.moves),
                "frames_max": max(self.moves, default=0)}


def play_frames(seed: int, size: tuple[int, int], most: int = 40_000) -> dict[str, object]:
    """Every frame (App.step(1/60), wall ms) of a watched double-12 round of PLAY_SEATS
    computer seats at the pace the game watches them, from the deal to a second of the score
    sheet: count, p99, max, the count over BUDGET_MS and the slowest frames with the scene
    they fell in; and the computer moves that waited for their tile's layout (`layout_waits`)."""
    with LayoutWaits() as waits:
        return {**watched_round(seed, size, most), "layout_waits": waits.figures()}


def watched_round(seed: int, size: tuple[int, int], most: int) -> dict[str, object]:
    """play_frames' frames."""
    app = App(size, settings=Settings(), seed=seed)
    app.clear_to(DealScene(app, watch_match(seed, PLAY_SEATS, "party")))
    times: list[tuple[float, str]] = []
    # The process's CPU ms a frame (less hurt by a busy machine than wall time): the main
    # thread's and the layout's worker's, which works while the main thread waits for it
    # (game/layout/slices.py), so its slice is part of the frame.
    cpu: list[float] = []
    scored = 0
    for _ in range(most):
        t, c = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        ms = (time.perf_counter() - t) * 1000
        cpu.append((time.process_time() - c) * 1000)
        scene = app.stack.scenes[-1]
        times.append((ms, type(scene).__name__))
        if type(scene).__name__ == "ScoreScene":  # (not imported here: the game imports it)
            scored += 1
            if scored >= 60:
                break
    assert scored, "the round did not reach the score sheet"
    sheet = [c for c, (_, name) in zip(cpu, times) if name == "ScoreScene"]
    onward: tuple[float, float] = (0.0, 0.0)  # the frame going on to the deal: CPU, wall ms
    for _ in range(most):  # the rest of the sheet (a watched table deals on by itself)
        t, c = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        ms, spent_ms = (time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000
        if type(app.stack.scenes[-1]).__name__ != "ScoreScene":
            onward = (spent_ms, ms)
            break
        sheet.append(spent_ms)
    ordered = sorted(ms for ms, _ in times)
    spent = sorted(cpu)
    slowest = sorted(range(len(times)), key=lambda i: -cpu[i])[:5]
    return {
        "play_frames": len(times),
        "play_frame_ms_p99": round(ordered[int(len(ordered) * 0.99)], 3),
        "play_frame_ms_max": round(ordered[-1], 3),
        "play_frames_over_16_7ms": sum(ms > BUDGET_MS for ms in ordered),
        "play_frame_cpu_ms_p99": round(spent[int(len(spent) * 0.99)], 3),
        "play_frame_cpu_ms_max": round(spent[-1], 3),
        "play_frames_cpu_over_16_7ms": sum(ms > BUDGET_MS for ms in spent),
        "play_slowest_cpu": [[i, round(cpu[i], 1), round(times[i][0], 1), times[i][1]]
                             for i in slowest],
        "sheet_frame_cpu_ms_max": round(max(sheet), 3),
        "next_deal_frame_cpu_ms": round(onward[0], 3),
        "next_deal_frame_ms": round(onward[1], 3),
        "load_average_1min": round(os.getloadavg()[0], 2),
    }


def launch_to_menu() -> float:
    """Seconds from starting `python -m game --frames 1` to its exit (one menu frame)."""
    root = Path(__file__).resolve().parent.parent
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "game", "--frames", "1"], cwd=root, check=True,
                   capture_output=True, timeout=60)
    return round(time.perf_counter() - start, 3)


def main() -> None:
    """Run the benchmarks and print one JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--play-only", action="store_true",
                        help="measure only the watched round's frames (play_frames)")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    if args.play_only:
        print(json.dumps({"size": args.size, **play_frames(args.seed, size)}))  # type: ignore[arg-type]
        return
    state = busiest_state(args.seed)
    app, scene = table_app(state.clone(), True, size)  # type: ignore[arg-type]
    pointer = start_drag(app, scene)
    result: dict[str, object] = {
        "size": args.size, "seats": 8, "set": 12, "barnyard_tiles": len(state.barnyard),
        "lit_targets": len(scene.selection.targets), "frames": args.frames,
    }
    result.update(summary(timed_frames(app, args.frames, pointer)))
    searcher = worker.shared()  # as a table with an expert seat starts it; wait till it is up
    while searcher is not None and not searcher.ready:
        time.sleep(0.01)
    result["expert_in_worker"] = searcher is not None
    app, scene = table_app(state.clone(), False, size)  # type: ignore[arg-type]
    thinking = timed_frames(app, min(args.frames, 240), None)
    thought = scene.driver.ai
    assert thought is not None and thought.action is None, "the expert stopped thinking"
    result.update(summary(thinking, "expert_"))
    result["launch_to_menu_s"] = launch_to_menu()
    result.update(play_frames(args.seed, size))  # type: ignore[arg-type]
    print(json.dumps(result))


if __name__ == "__main__":
    main()
