"""The table game's main loop: the window, the scene stack, the global keys and messages.

`App` is what the scenes see of the application (game/scenes/context.py, `SceneContext`): the
window (game/window.py), the sound (game.render.audio.Audio), the tile art and the player's files
(game/store/player_files.py), each its own service. `App.step(dt)` runs one frame (events,
update, draw) without a clock, so tests and tools can drive every scene headless; `App.run()`
adds the 60 fps clock, and between frames (`App.idle`) lets the top scene take at once what a
phone asks (Scene.nudged) rather than a frame later. The launch from the command line is
game/launch.py.
"""
from __future__ import annotations

import random
import sys
import threading
import time
from typing import Optional, Protocol, Sequence

import pygame

from game.cli.parser import DEFAULT_SIZE
from game.collector import Collector
from game.memory import keep_memory_lean, release_free_memory
from game.phones.host import PhoneHost
from game.render.audio import Audio
from game.render.tile_art import TileArt
from game.render.widgets.toast import Toast
from game.scenes.base import KeyGate, Scene, SceneStack
from game.scenes.router import Router
from game.store.errors import StoreError
from game.store.player_files import PlayerFiles
from game.store.settings import Settings, SettingsRead, read_settings
from game.window import Window

FPS = 60
MAX_DT = 0.1  # a long stall is replayed as one slow frame, never as a jump
TRIM_SECONDS = 30.0  # how often memory the game has freed is given back (game/memory.py)


class Chore(Protocol):
    """Work done after each frame is shown: a piece a frame, or on a thread of its own whose
    news a step passes on (game.store.player_files.Recorder)."""

    def step(self) -> bool:
        """Do the next piece; False once there is none left."""

    def stop(self) -> None:
        """The window closes: no more pieces (the one under way finished)."""


class App:
    """Holds the window, the scene stack, settings, sounds and tile art; the scenes' context."""

    def __init__(self, size: Optional[tuple[int, int]] = DEFAULT_SIZE,
                 settings: Optional[Settings] = None, seed: Optional[int] = None,
                 ai_playouts: Optional[int] = None) -> None:
        """A window of `size`; None: the size and mode kept in the settings, made to fit the
        desktop (opened so at once: a window opened at one size and then given another
        kept the first one's place, partly off a small screen)."""
        keep_memory_lean()  # a long evening stays light (game/memory.py)
        pygame.init()
        # Messages for the player found while starting (a broken settings file): (title, text).
        # The menu shows each once in a message box; main() shows them as a toast otherwise.
        self.notices: list[tuple[str, str]] = []
        # False when the settings file could not be read (or, damaged, set aside): it is kept
        # as it is and never written over; the settings live in memory until the game quits.
        settings_writable = True
        if settings is None:
            found = _load_settings()
            settings, settings_writable = found.settings, found.writable
            if found.problem:
                self.notify("Your settings could not all be read", found.problem)
        self.settings = settings
        # The player's files (the autosave, the statistics, ...): none kept until the launch
        # turns `files.autosave` on, so tests and tools never touch the real ones.
        self.files = PlayerFiles(settings, self, settings_writable)
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.window = Window(settings, size, self._resized)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        # Set from the phone server's thread when a phone asks for something (App.idle).
        self.nudged = threading.Event()
        # The phone seats' server of the game being played (started and closed as games with
        # phone seats come and go: the router hands it to their tables).
        self.phones = PhoneHost(self.nudged.set)
        self.screens = Router(self, self.phones)  # every screen a scene may go to, by name
        self.key_gate = KeyGate()  # keys a screen that came up by itself does not take yet
        self.audio = Audio(settings)
        self.art = tile_art(self.settings)
        self.running = True
        self.toast: Optional[Toast] = None  # a message over whichever scene is on top (`say`)
        self.toasts: list[Toast] = []  # announcements waiting for the toast (`announce`)
        self.frame = 0
        self.time = 0.0  # seconds of game time since launch
        self.next_trim = TRIM_SECONDS  # game time when freed memory is next given back
        # Tests and tools: expert seats run this many play-outs per move, decided within one
        # frame, instead of thinking for their time budget (same seed, same game, any load).
        # None (the real game): the expert thinks for its budget, a slice per frame.
        self.ai_playouts = ai_playouts
        # Work done after each frame is shown (games left to record at the start):
        # each chore's step() once a frame, until it answers False.
        self.chores: list[Chore] = []
        # The full garbage collection, run between frames after a quiet one (game/
        # collector.py; made last: what launch made is frozen there, never scanned again).
        self.collector = Collector()

    # ----------------------------------------------------------------- window
    @property
    def screen(self) -> pygame.Surface:
        """The window's surface, drawn on each frame."""
        return self.window.screen

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now."""
        return self.window.size

    @property
    def ui_scale(self) -> float:
        """1.0 at 1280x720; text and widgets scale with it (and with large print)."""
        w, h = self.size
        return max(0.6, min(w / 1280, h / 720)) * self.settings.print_scale

    def restyle_tiles(self) -> None:
        """The settings' tile scheme, face or pips changed: draw the tiles anew."""
        self.art = tile_art(self.settings)

    def _resized(self, size: tuple[int, int]) -> None:
        """Lay every scene out for the window's new size."""
        for scene in self.stack.scenes:
            scene.resize(size)

    # ----------------------------------------------------------------- scenes
    def push(self, scene: Scene) -> None:
        """Put a scene on top of the stack."""
        self.stack.push(scene)
        scene.resize(self.size)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        self.stack.replace(scene)
        scene.resize(self.size)

    def pop(self) -> Optional[Scene]:
        """Remove the top scene."""
        return self.stack.pop()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over with one."""
        self.stack.clear_to(scene)
        scene.resize(self.size)

    def back(self) -> None:
        """Leave the top scene: back to the one below it, or to the menu when it was alone."""
        if len(self.stack.scenes) > 1:
            self.pop()
        else:
            self.open_menu()

    def open_menu(self) -> None:
        """Back to the main menu."""
        self.clear_to(self.screens.menu())

    def quit(self) -> None:
        """Stop after this frame."""
        self.running = False

    # ----------------------------------------------------------------- messages and sound
    def say(self, message: str, seconds: float = 6.0, tone: str = "error") -> None:
        """A message at the foot of the window, over whichever scene is showing."""
        self.toast = Toast(message, seconds, tone)

    def announce(self, message: str, seconds: float = 3.5, tone: str = "achievement") -> None:
        """A message shown after the ones already showing or waiting (achievements)."""
        if self.toast is None:
            self.toast = Toast(message, seconds, tone)
        else:
            self.toasts.append(Toast(message, seconds, tone))

    def notify(self, title: str, text: str) -> None:
        """A message found while starting, which the menu shows once in a box (`notices`)."""
        self.notices.append((title, text))

    def take_notices(self) -> list[tuple[str, str]]:
        """The (title, text) messages found while starting, each handed out once."""
        notices, self.notices = self.notices, []
        return notices

    def next_seed(self) -> int:
        """The seed of a new match: the app's own the first time (same --seed, same deals),
        then fresh ones drawn from it."""
        seed = self.seed
        self.seed = random.Random(seed).randrange(1 << 30)
        return seed

    # ----------------------------------------------------------------- the loop
    def handle(self, event: pygame.event.Event) -> None:
        """Global keys first (quit, F11, M), then the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.window.changed()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.window.toggle_fullscreen()
            return
        if not self.key_gate.passes(event):  # a screen just come up by itself: not yet
            return
        top = self.stack.top
        if top is not None and top.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.audio.toggle_mute()  # said on screen: nothing else shows it
            self.say("Sound on" if self.settings.sound else "Sound off", 1.5, "info")

    def step(self, dt: float, events: Optional[Sequence[pygame.event.Event]] = None) -> None:
        """One frame: events (the queue's unless given), update, draw, flip. What the phone
        server would send meanwhile goes out once the frame is shown (PhoneServer.hold). Then
        the chores, and the full garbage collection if it is due and the frame left it room."""
        started = time.process_time()
        self.phones.hold()
        try:
            self._frame(dt, events)
        finally:
            self.phones.release()
        self.chores = [chore for chore in self.chores if chore.step()]
        self.collector.after_frame((time.process_time() - started) * 1000)

    def _frame(self, dt: float, events: Optional[Sequence[pygame.event.Event]]) -> None:
        dt = max(0.0, min(MAX_DT, dt))
        for event in (pygame.event.get() if events is None else events):
            self.handle(event)
            if not self.running:
                return
        self.key_gate.tick(dt)
        top = self.stack.top
        if top is None:
            self.running = False
            return
        top.update(dt)
        if self.stack.top is not top and self.stack.top is not None:
            self.key_gate.appeared()  # came up by itself: keys for the last screen skip nothing
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = self.toasts.pop(0) if self.toasts else None
        self.time += dt
        if self.time >= self.next_trim:  # a long evening stays light
            self.next_trim = self.time + TRIM_SECONDS
            release_free_memory()
        self.draw()
        pygame.display.flip()
        self.frame += 1

    def idle(self, until: float) -> None:
        """Wait until `until` (time.monotonic()), the rest of the frame; whenever a phone asks
        for something, before or meanwhile, the top scene takes it at once (Scene.nudged), so
        the state it makes goes back to the phones now, not after the next frame has been
        drawn (a frame running late, with no time left, takes what waits too)."""
        while True:
            if self.nudged.is_set():
                self.nudged.clear()
                top = self.stack.top
                if top is not None:
                    top.nudged()
            left = until - time.monotonic()
            if left <= 0 or not self.nudged.wait(left):
                return

    def draw(self) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.stack.visible():
            scene.draw(self.screen)
        if self.toast is not None:
            scale = self.settings.print_scale
            top = self.stack.top
            spot = None if top is None else top.toast_spot(
                self.toast.size(self.screen.get_size(), scale))
            self.toast.draw(self.screen, None if spot is None else spot.center, scale)

    def run(self, frames: Optional[int] = None) -> int:
        """The real loop at 60 fps; stop after `frames` frames if given (the phones' server,
        if one runs, closes with it)."""
        self.clock.tick()
        try:
            while self.running and (frames is None or self.frame < frames):
                dt = self.clock.tick() / 1000.0
                start = time.monotonic()
                self.step(dt)
                self.idle(start + 1 / FPS)
        finally:
            self.phones.close()
            for chore in self.chores:
                chore.stop()
        problem = self.files.keep_settings()
        if problem:
            print(f"chickenfoot: {problem}", file=sys.stderr)
        return 0


# --------------------------------------------------------------------- helpers
def tile_art(settings: Settings) -> TileArt:
    """The tile art the settings ask for: scheme, face (pips or numerals) and pip colours."""
    return TileArt(settings.colour_pips, settings.tile_scheme, face=settings.tile_face,
                   palette=settings.pip_palette)


def _load_settings() -> SettingsRead:
    """The player's settings, what was wrong with the file (also printed), and whether the
    file may be written over (store.settings.read_settings)."""
    try:
        found = read_settings()
    except (StoreError, OSError) as error:  # a broken settings file must not stop the game
        found = SettingsRead(Settings(), f"settings not loaded ({error}); using defaults", False)
    if found.problem:
        print(f"chickenfoot: {found.problem}", file=sys.stderr)
    return found
