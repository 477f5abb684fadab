"""Soak: AI-only games through the real scenes for thousands of frames, random input thrown in.

Runs the App headless (SDL dummy drivers) with autosave on, in a private data folder. Every frame
random mouse and keyboard events may be posted; whatever they do (open the pause menu, wander into
the menus, zoom the table) the game must raise nothing. When input leaves the AI game for long,
a new one is dealt. At every checkpoint the autosave is loaded and compared with the live game,
and traced memory (tracemalloc) is sampled after warm-up. Resident memory (RSS, /proc/self/statm)
is sampled every --rss-every seconds of game time; the figures give the growth per hour of game
time after the first --settle seconds (ten minutes) and the highest RSS seen. Prints one JSON
object:

    python tools/soak.py --frames 6000 --seed 1
    python tools/soak.py --frames 36000 --dt 0.05 --input-rate 0 --no-trace --pace 0.9 \
        --budget 0.3                     # half an hour of a watch game at its own pace

Exit status 0 when nothing was raised and every autosave matched, 1 otherwise.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GAME_SCENES = ("DealScene", "PlayScene", "ScoreScene", "PauseScene", "PrivacyScene")
KEYS = ("a", "c", "d", "h", "m", "n", "p", "s", "z", "0", "1", "9", "space", "return", "escape",
        "tab", "backspace", "left", "right", "up", "down", "home", "end", "page up", "page down",
        "+", "-", "delete")


def _rss_kib() -> Optional[int]:
    """Resident memory of this process in KiB (Linux), or None."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") // 1024


def random_events(rng: random.Random, size: tuple[int, int]) -> list[Any]:
    """A few random mouse and keyboard events (never QUIT or F11)."""
    import pygame

    events = []
    for _ in range(rng.randint(1, 3)):
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
        kind = rng.randrange(8)
        if kind <= 2:
            buttons = tuple(rng.random() < 0.2 for _ in range(3))
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, buttons=buttons,
                                             rel=(rng.randint(-40, 40), rng.randint(-40, 40))))
        elif kind == 3:
            button = rng.choice((1, 1, 1, 2, 3))
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            if rng.random() < 0.8:
                events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        elif kind == 4:
            y = rng.choice((-3, -1, 1, 2))
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                             precise_x=0.0, precise_y=float(y)))
        elif kind == 5:
            name = rng.choice(KEYS)
            key = pygame.key.key_code(name)
            text = name if len(name) == 1 else ""
            events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text,
                                             scancode=0))
            events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text,
                                             scancode=0))
        elif kind == 6:
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aZ9 -é🐔")))
        else:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    return events


def _same_game(live: Any, saved: Any) -> bool:
    """True if the autosave holds exactly the live game (hands, yard, history, scores)."""
    if live.state is None:
        return saved.game.round_number == live.game.round_number
    if saved.state is None:
        return False
    return (saved.state.hands == live.state.hands and saved.state.yard == live.state.yard
            and saved.state.history == live.state.history
            and saved.game.totals == live.game.totals and saved.seats == live.seats
            and saved.rules == live.rules)


class Soak:
    """Drives the app and keeps the figures."""

    def __init__(self, frames: int, seed: int, dt: float, seats: int, input_rate: float,
                 checkpoints: int, size: tuple[int, int], progress: bool = False,
                 trace: bool = True, rss_every: float = 30.0, settle: float = 600.0,
                 pace: float = 0.05, budget: float = 0.01) -> None:
        self.progress = progress
        self.pace, self.budget = pace, budget
        self.trace, self.rss_every, self.settle = trace, rss_every, settle
        self.frames, self.seed, self.dt, self.seats = frames, seed, dt, seats
        self.input_rate, self.checkpoints, self.size = input_rate, checkpoints, size
        self.rng = random.Random(seed)
        self.figures: dict[str, Any] = {
            "frames": frames, "seed": seed, "dt": dt, "seats": seats, "events": 0,
            "matches_dealt": 0, "rounds_finished": 0, "games_finished": 0, "detours": 0,
            "autosave_checks": 0, "autosave_mismatches": 0, "errors": [],
        }
        self.match: Any = None
        self.away = 0.0

    def new_match(self) -> None:
        """Deal a fresh AI-only game (quick paces) at the bottom of the stack."""
        from game.matches import watch_match
        from game.scenes.play.deal import DealScene

        if self.match is not None:
            self.figures["rounds_finished"] += len(self.match.game.round_scores)
            self.figures["games_finished"] += int(self.match.is_over)
        self.match = watch_match(self.rng.randrange(1 << 30), self.seats, pace=self.pace,
                                 budget=self.budget)
        self.figures["matches_dealt"] += 1
        self.app.clear_to(DealScene(self.app, self.match))
        self.away = 0.0

    def watchdog(self) -> None:
        """Bring the soak back to an AI game when random input wandered off or it ended."""
        top = self.app.stack.top
        name = type(top).__name__ if top is not None else ""
        if not self.app.running or top is None:
            self.app.running = True
            self.figures["detours"] += 1
            self.new_match()
            return
        match = getattr(top, "match", None)
        if match is not None and match is not self.match and not match.humans:
            self.match = match  # a new AI game the scenes dealt themselves
        if name not in GAME_SCENES or (match is not None and match.humans):
            self.away += self.dt
            if self.away > 5.0:
                self.figures["detours"] += 1
                self.new_match()
            return
        self.away = 0.0
        if name == "ScoreScene" and self.rng.random() < 0.05:
            import pygame

            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))
        if self.match is not None and self.match.is_over and name == "ScoreScene":
            if self.rng.random() < 0.02:
                self.new_match()

    def check_autosave(self) -> None:
        """The autosave must hold the live game whenever a round is being played."""
        from game.store.save import SaveError, has_save, load_match

        top = self.app.stack.top
        if type(top).__name__ != "PlayScene" or not has_save():
            return
        live = getattr(top, "match", None)
        if live is None or live.humans:
            return
        self.figures["autosave_checks"] += 1
        try:
            saved = load_match(set_aside_broken=False)
        except SaveError as error:
            self.figures["autosave_mismatches"] += 1
            self.figures["errors"].append(f"autosave: {error}")
            return
        if not _same_game(live, saved):
            self.figures["autosave_mismatches"] += 1

    def run(self) -> dict[str, Any]:
        """Run the frames; returns the figures."""
        import pygame

        from game.app import App
        from game.store.settings import Settings

        self.app = App(self.size, settings=Settings(animation_speed="fast"), seed=self.seed)
        self.app.files.autosave = True
        self.new_match()
        warmup = max(1, self.frames // 10)
        every = max(1, (self.frames - warmup) // max(1, self.checkpoints))
        samples: list[tuple[int, int]] = []
        rss: list[int] = []
        rss_over_time: list[tuple[float, float, float]] = []  # game s, wall s, MB
        started = time.perf_counter()
        next_rss = 0.0
        for frame in range(self.frames):
            game_time = frame * self.dt
            if game_time >= next_rss:
                value = _rss_kib()
                if value is not None:
                    rss_over_time.append((round(game_time, 1),
                                          round(time.perf_counter() - started, 1),
                                          round(value / 1024, 1)))
                next_rss += self.rss_every
            if self.rng.random() < self.input_rate:
                for event in random_events(self.rng, self.app.size):
                    pygame.event.post(event)
                    self.figures["events"] += 1
            try:
                self.app.step(self.dt)
                self.watchdog()
            except Exception as error:  # the whole point: report, with where it happened
                import traceback

                self.figures["errors"].append("".join(
                    traceback.format_exception_only(type(error), error)).strip()
                    + " at " + traceback.extract_tb(error.__traceback__)[-1].filename
                    + f":{traceback.extract_tb(error.__traceback__)[-1].lineno}")
                if len(self.figures["errors"]) > 20:
                    break
                self.new_match()
            if frame == warmup and self.trace:
                _no_other_game_thread()
                tracemalloc.start()
            if frame > warmup and (frame - warmup) % every == 1 % every:
                gc.collect()
                if self.trace:
                    samples.append((frame, tracemalloc.get_traced_memory()[0]))
                value = _rss_kib()
                if value is not None:
                    rss.append(value)
                self.check_autosave()
                if self.progress:
                    print(json.dumps({"frame": frame, "game_s": round(game_time),
                                      "traced_kib": samples[-1][1] // 1024 if samples else None,
                                      "rss_kib": value, "rounds": self.figures["rounds_finished"],
                                      "errors": len(self.figures["errors"])}),
                          file=sys.stderr, flush=True)
        elapsed = time.perf_counter() - started
        if tracemalloc.is_tracing():
            gc.collect()
            current, peak = tracemalloc.get_traced_memory()
            samples.append((self.frames, current))
            _no_other_game_thread()
            tracemalloc.stop()
        else:
            peak = 0
        if self.match is not None:
            self.figures["rounds_finished"] += len(self.match.game.round_scores)
            self.figures["games_finished"] += int(self.match.is_over)
        self.figures.update(self._memory(samples, peak, rss))
        value = _rss_kib()
        if value is not None:
            rss_over_time.append((round(self.frames * self.dt, 1),
                                  round(time.perf_counter() - started, 1), round(value / 1024, 1)))
        self.figures.update(resident(rss_over_time, self.settle))
        self.figures["seconds"] = round(elapsed, 2)
        self.figures["frames_per_second"] = round(self.frames / elapsed, 1) if elapsed else None
        return self.figures

    @staticmethod
    def _memory(samples: Sequence[tuple[int, int]], peak: int, rss: Sequence[int]) -> dict[str, Any]:
        """Traced memory after warm-up: first, last, peak, and the fitted growth per 1000 frames."""
        if len(samples) < 2:
            return {"traced_kib": [s[1] // 1024 for s in samples]}
        xs = [s[0] for s in samples]
        ys = [s[1] for s in samples]
        n = len(xs)
        half = n // 2
        return {
            "traced_kib_first": ys[0] // 1024,
            "traced_kib_last": ys[-1] // 1024,
            "traced_kib_peak": peak // 1024,
            "traced_kib_min": min(ys) // 1024,
            "traced_kib_max": max(ys) // 1024,
            "traced_growth_kib_per_1000_frames": round(_slope(xs, ys) * 1000 / 1024, 1),
            "traced_growth_kib_per_1000_frames_second_half": round(
                _slope(xs[half:], ys[half:]) * 1000 / 1024, 1),
            "traced_kib_second_half_mean_minus_first_half_mean": round(
                (sum(ys[half:]) / (n - half) - sum(ys[:half]) / half) / 1024, 1),
            "rss_kib_first": rss[0] if rss else None,
            "rss_kib_last": rss[-1] if rss else None,
            "samples": n,
            "traced_kib_series": [y // 1024 for y in ys],
            "rss_kib_series": list(rss),
        }


def _no_other_game_thread() -> None:
    """Wait for the autosave's writer thread to end. Starting or stopping tracemalloc while
    another thread starts or ends can crash CPython before 3.12.9 and 3.13.2 (gh-128679, 131566:
    seen once, a segmentation fault in tracemalloc.stop() as the last autosave's thread ended)."""
    from game.store.writer import THREAD_NAME, WRITER

    WRITER.wait()
    for thread in threading.enumerate():
        if thread.name == THREAD_NAME:
            thread.join()


def resident(samples: Sequence[tuple[float, float, float]], settle: float) -> dict[str, Any]:
    """Resident memory over game time: the samples [game s, wall s, MB], the highest, and the
    growth in MB per hour of game time after the first `settle` seconds (least squares)."""
    if not samples:
        return {"rss_samples": []}
    late = [(t, mb) for t, _, mb in samples if t >= settle]
    growth = (round(_slope([t for t, _ in late], [mb for _, mb in late]) * 3600, 2)
              if len(late) >= 2 else None)
    return {
        "rss_samples": [list(sample) for sample in samples],
        "rss_mb_first": samples[0][2],
        "rss_mb_max": max(mb for _, _, mb in samples),
        "rss_mb_last": samples[-1][2],
        "rss_settle_s": settle,
        "rss_mb_at_settle": late[0][1] if late else None,
        "rss_growth_mb_per_hour_after_settle": growth,
        "game_seconds": samples[-1][0],
    }


def _slope(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Least-squares slope of ys over xs (0 with fewer than two points)."""
    n = len(xs)
    if n < 2:
        return 0.0
    mx, my = sum(xs) / n, sum(ys) / n
    var = sum((x - mx) ** 2 for x in xs) or 1.0
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / var


def soak(frames: int = 3000, seed: int = 1, dt: float = 1 / 30, seats: int = 4,
         input_rate: float = 0.5, checkpoints: int = 30,
         size: tuple[int, int] = (1280, 720), progress: bool = False, trace: bool = True,
         rss_every: float = 30.0, settle: float = 600.0, pace: float = 0.05,
         budget: float = 0.01) -> dict[str, Any]:
    """Run a soak in this process (SDL must already use the dummy drivers); the figures."""
    return Soak(frames, seed, dt, seats, input_rate, checkpoints, size, progress, trace,
                rss_every, settle, pace, budget).run()


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Command line: print the figures as JSON; exit 1 if anything went wrong."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dt", type=float, default=1 / 30, help="seconds per frame")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--input-rate", type=float, default=0.5,
                        help="chance per frame of a burst of random input")
    parser.add_argument("--checkpoints", type=int, default=30)
    parser.add_argument("--progress", action="store_true",
                        help="a JSON line on standard error at every checkpoint")
    parser.add_argument("--no-trace", dest="trace", action="store_false",
                        help="no tracemalloc (it slows the game and adds to its memory)")
    parser.add_argument("--rss-every", type=float, default=30.0,
                        help="seconds of game time between resident-memory samples")
    parser.add_argument("--settle", type=float, default=600.0,
                        help="seconds of game time before the growth is measured")
    parser.add_argument("--pace", type=float, default=0.05,
                        help="seconds each computer move takes to show (the watch game: 0.9)")
    parser.add_argument("--budget", type=float, default=0.01,
                        help="seconds the expert thinks per move (the watch game: 0.3)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory(prefix="chickenfoot-soak-") as home:
        os.environ["XDG_DATA_HOME"] = str(Path(home) / "data")
        os.environ["XDG_CONFIG_HOME"] = str(Path(home) / "config")
        figures = soak(args.frames, args.seed, args.dt, args.seats, args.input_rate,
                       args.checkpoints, progress=args.progress, trace=args.trace,
                       rss_every=args.rss_every, settle=args.settle, pace=args.pace,
                       budget=args.budget)
    print(json.dumps(figures, indent=1))
    return 0 if not figures["errors"] and not figures["autosave_mismatches"] else 1


if __name__ == "__main__":
    sys.exit(main())
