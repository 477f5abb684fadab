"""Play a whole party round headless and hash every frame: a refactor of the table that keeps
behaviour keeps every hash.

    python tools/party_frames.py [--seed N] [--size WxH] [--frames N] [--out FILE]

Three people at the screen and a computer player (classic rules) play one round at 60 fps: the
people play by keyboard (Enter lights the ringed tile's places, Enter again plays it), lift each
hand-over with Space and go on from every card; the game draws and passes for them when nothing
fits. Only what the window shows decides the keys (the scene on top and the frame count), so two
versions of the code that draw the same frames get the same keys. Work the game spreads over
frames by the clock (the barnyard painter prepares a zoom's next tile size for a few ms a frame)
runs by a counted clock here (`time.perf_counter` advances 1 ms a call), so a run does not
depend on how busy the machine is. Prints one JSON line: the
frames stepped, the round's end reached or not, the digest of all frame hashes; `--out` writes
one hash a line, to find the first frame that differs.
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_HOME = tempfile.mkdtemp(prefix="party_frames-")  # no autosave or settings of the player's
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_HOME, "data"))
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_HOME, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules.house_rules import RuleSet  # noqa: E402
from game.seats import Seat  # noqa: E402
from game.store.settings import Settings  # noqa: E402

DT = 1 / 60
KEY_EVERY = 20  # frames between two presses (a third of a second)


def key(code: int) -> list[pygame.event.Event]:
    """A key pressed and let go."""
    return [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""),
            pygame.event.Event(pygame.KEYUP, key=code, mod=0)]


def keys_for(app: App, frame: int) -> list[pygame.event.Event]:
    """The people's keys this frame: Space on a hand-over, Enter on a card or at the table."""
    if frame % KEY_EVERY:
        return []
    top = type(app.stack.top).__name__
    if top == "PrivacyScene":
        return key(pygame.K_SPACE)
    return key(pygame.K_RETURN)


def counted_clock() -> None:
    """`time.perf_counter` advances 1 ms a call: work budgeted by the clock is the same work
    on every run."""
    ticks = itertools.count()
    time.perf_counter = lambda: next(ticks) / 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--frames", type=int, default=12000, help="stop after this many")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    counted_clock()
    width, height = (int(n) for n in args.size.split("x"))
    app = App((width, height), settings=Settings(), seed=args.seed, ai_playouts=40)
    seats = [Seat("Ana"), Seat("Bo"), Seat("Hen", "medium", pace=0.5), Seat("Cy")]
    match = Match(RuleSet(), seats, args.seed)
    app.clear_to(app.screens.deal(match))
    hashes: list[str] = []
    ended = False
    for frame in range(args.frames):
        app.step(DT, keys_for(app, frame))
        hashes.append(hashlib.sha256(pygame.image.tobytes(app.screen, "RGB")).hexdigest()[:16])
        if type(app.stack.top).__name__ == "ScoreScene":
            ended = True
            break
    if args.out is not None:
        args.out.write_text("\n".join(hashes) + "\n")
    digest = hashlib.sha256("".join(hashes).encode()).hexdigest()
    print(json.dumps({"frames": len(hashes), "round_over": ended, "seed": args.seed,
                      "size": args.size, "digest": digest}))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
