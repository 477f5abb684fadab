"""The table game's main loop: window, scene stack, global keys, and the command line.

`App` is what the scenes see of the application (game/scenes/context.py, `SceneContext`).
`App.step(dt)` runs one frame (events, update, draw) without a clock, so tests and tools can
drive every scene headless; `App.run()` adds the 60 fps clock.
"""
from __future__ import annotations

import argparse
import functools
import os
import random
import sys
import warnings
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence

import pygame

from game.achievements import BY_KEY
from game.ai.review import RoundReview
from game.match import Match
from game.memory import keep_memory_lean, release_free_memory
from game.render.audio import Sounds
from game.render.tile_art import TileArt
from game.render.widgets.toast import Toast
from game.rules.errors import ConfigError
from game.scenes.base import KeyGate, Scene, SceneStack
from game.scenes.menu import MenuScene
from game.scenes.resume import resume_scene
from game.scenes.router import Router
from game.seats import Seat
from game.cli.parser import DEFAULT_SIZE, MIN_SIZE, opening_size, window_room
from game.store import paths
from game.store.errors import StoreError
from game.store.lock import LOCK_NAME, DataLock
from game.store.player_files import PlayerFiles
from game.store.rules_files import (LevelFile, RulesFileEntry, find_rules_file, load_preset,
                                    load_user_rules, own_rules_folder, preset_names,
                                    preset_problems, rules_file_entries)
from game.store.save import (SavedGame, clear_save, finished_save_path, finished_saves,
                             has_save, load_saved, save_match, unreadable_save)
from game.store.settings import (Settings, SettingsRead, load_settings, read_settings,
                                 save_settings)
from game.store.ladder_files import Ladder, load_ladder
from game.store import reviews
from game.store.progress import Progress, keep_feats, keep_game, load_progress
from game.store.replays import RecordSource, game_folder, load_rounds
from game.store.stats import Summary, load_summary, record_game

FPS = 60
MAX_DT = 0.1  # a long stall is replayed as one slow frame, never as a jump
TRIM_SECONDS = 30.0  # how often memory the game has freed is given back (game/memory.py)


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
        self.windowed_size = _clamp_size(size) if size else _opening_size(settings.window_size)
        self.fullscreen = False
        self.screen = self._open(self.windowed_size, size is None and settings.fullscreen)
        if size is None and not self.fullscreen:
            settings.window_size = self.windowed_size  # as fitted: Settings shows it so
        pygame.display.set_caption("Chicken Foot")
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.screens = Router(self)  # every screen a scene may go to, by name
        self.key_gate = KeyGate()  # keys a screen that came up by itself does not take yet
        # Silent without an audio device (Sounds.problem says why).
        self.sounds = Sounds(volume=self.settings.volume, muted=not self.settings.sound)
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

    # ----------------------------------------------------------------- window
    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if fullscreen:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        screen = pygame.display.set_mode(size, flags)
        self.fullscreen = fullscreen
        _set_window("minimum_size", MIN_SIZE)
        return screen

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now."""
        return self.screen.get_size()

    @property
    def window_room(self) -> tuple[int, int]:
        """The largest window the screen has room for (see `_window_room`)."""
        return _window_room() or self.size

    @property
    def ui_scale(self) -> float:
        """1.0 at 1280x720; text and widgets scale with it (and with large print)."""
        w, h = self.size
        return max(0.6, min(w / 1280, h / 720)) * self.settings.print_scale

    def toggle_fullscreen(self) -> None:
        """F11: switch between a window and the whole screen, laying everything out again."""
        if not self.fullscreen:
            self.windowed_size = self.size
        try:
            pygame.display.toggle_fullscreen()  # keeps the same window (and its id)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.screen = self._open(self.windowed_size, not self.fullscreen)
        self.screen = _window_surface()
        self.settings.fullscreen = self.fullscreen
        self._resized()

    def set_window(self, size: Optional[tuple[int, int]]) -> None:
        """A window of `size`, or the whole screen (None); kept in the settings."""
        if (size is None) != self.fullscreen:
            self.toggle_fullscreen()
        self.settings.fullscreen = size is None
        if size is not None:  # _resized keeps the new size in the settings
            self.screen = _resize_window(size)
            self.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))

    def restyle_tiles(self) -> None:
        """The settings' tile scheme, face or pips changed: draw the tiles anew."""
        self.art = tile_art(self.settings)

    def _resized(self) -> None:
        """Lay every scene out for the window's new size; a window's size is kept in the
        settings, so the game opens at the size it was last given."""
        size = self.size
        if not self.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            self.screen = _resize_window(_clamp_size(size))
            size = self.size
        if not self.fullscreen:
            self.windowed_size = self.settings.window_size = size
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
        self.clear_to(MenuScene(self))

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

    def play_sound(self, name: str) -> None:
        """Play a named sound effect unless muted."""
        self.sounds.play(name)

    def toggle_mute(self) -> None:
        """M: sound off or on (kept in the settings)."""
        self.set_sound(not self.settings.sound)

    def set_sound(self, on: bool) -> None:
        """Sound on or off (kept in the settings)."""
        self.settings.sound = on
        self.sounds.muted = not on

    def set_volume(self, volume: float) -> None:
        """The master volume, 0 to 1 (kept in the settings)."""
        self.settings.volume = volume
        self.sounds.volume = volume

    # ----------------------------------------------------------------- the player's files
    @property
    def watching(self) -> bool:
        """True in --watch: an AI-only game, kept apart from the player's."""
        return self.files.watching

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
            self.screen = _window_surface()
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if not self.key_gate.passes(event):  # a screen just come up by itself: not yet
            return
        top = self.stack.top
        if top is not None and top.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.toggle_mute()

    def step(self, dt: float, events: Optional[Sequence[pygame.event.Event]] = None) -> None:
        """One frame: events (the queue's unless given), update, draw, flip."""
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
        """The real loop at 60 fps; stop after `frames` frames if given."""
        self.clock.tick(FPS)
        while self.running and (frames is None or self.frame < frames):
            dt = self.clock.tick(FPS) / 1000.0
            self.step(dt)
        problem = self.files.keep_settings()
        if problem:
            print(f"chickenfoot: {problem}", file=sys.stderr)
        return 0


# --------------------------------------------------------------------- helpers
def tile_art(settings: Settings) -> TileArt:
    """The tile art the settings ask for: scheme, face (pips or numerals) and pip colours."""
    return TileArt(settings.colour_pips, settings.tile_scheme, face=settings.tile_face,
                   palette=settings.pip_palette)


def _clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


def _window_room() -> Optional[tuple[int, int]]:
    """The largest window the first desktop has room for (command_line.window_room); None
    where the video driver tells no desktop."""
    desktops = pygame.display.get_desktop_sizes()
    return window_room(desktops[0]) if desktops else None


def _opening_size(wanted: tuple[int, int]) -> tuple[int, int]:
    """The window to open for `wanted` (the default 1280x720, or a size kept from a bigger
    screen) on this desktop (command_line.opening_size)."""
    desktops = pygame.display.get_desktop_sizes()
    return opening_size(desktops[0], wanted) if desktops else _clamp_size(wanted)


def _set_window(name: str, value: tuple[int, int]) -> bool:
    """Set `name` of the open window (a pygame.Window); False where this pygame cannot."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            setattr(pygame.Window.from_display_module(), name, value)
    except (AttributeError, pygame.error):
        return False
    return True


def _resize_window(size: tuple[int, int]) -> pygame.Surface:
    """The open window made `size`, the same window: a new `set_mode` closes it and opens
    another (on X11), which flickers and loses its place on the desktop."""
    if not _set_window("size", size):
        return pygame.display.set_mode(size, pygame.RESIZABLE)
    return _window_surface()


def _window_surface() -> pygame.Surface:
    """The open window's surface."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("the window is not open")
    return surface


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


def watch_match(seed: int, seats: int = 4, preset: str = "classic", pace: float = 0.9,
                budget: float = 0.3) -> Match:
    """An AI-only match for --watch: one of each tier around the table."""
    tiers = ("medium", "hard", "expert", "easy", "medium", "hard", "expert", "easy")
    names = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")
    table = [Seat(names[i], tiers[i], pace=pace, budget=budget) for i in range(seats)]
    return Match(load_preset(preset).rules, table, seed, preset=preset)


def quick_match(seed: int, preset: str = "classic", seats: int = 4) -> Match:
    """You against computer players (three by default): what `chickenfoot --play` deals."""
    tiers = ("medium", "hard", "medium", "easy", "hard", "medium", "expert")
    names = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie")
    table = [Seat("You")] + [Seat(names[i], tiers[i]) for i in range(seats - 1)]
    return Match(load_preset(preset).rules, table, seed, preset=preset)


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    """A window command line (game/cli/parser.py checks every value; exit 2 otherwise)."""
    from game.cli.parser import parse

    args = parse(argv)
    if args.command != "window":
        raise SystemExit(f"chickenfoot: {args.command} is not a window command; run it as "
                         "chickenfoot (or python -m game)")
    return args


def first_scene(app: App, args: argparse.Namespace) -> Scene:
    """The scene the command line asks for."""
    from game.scenes.play.deal import DealScene

    if args.watch:
        return _watch_scene(app, args)
    if args.play:
        return _play_scene(app, args) if app.files.autosave and has_save() else DealScene(
            app, quick_match(app.seed, args.preset, args.seats))
    if args.resume:
        return _resume_scene(app)
    if args.replay:
        from game.scenes.review.replay import ReplayScene

        return ReplayScene(app, args.replay)  # a record it cannot read is explained on screen
    return MenuScene(app)


def prepare(app: App, args: argparse.Namespace) -> None:
    """What main() sets on the app for a real session: it keeps the player's files (a watched
    game autosaves to its own file, so it never replaces the player's save)."""
    app.files.autosave = True
    app.files.watching = bool(args.watch)
    app.files.save_path = paths.watch_save_path() if args.watch else None


def _watch_scene(app: App, args: argparse.Namespace) -> Scene:
    """--watch: the unfinished watched game from the watch file (when the app keeps one), or a
    new one. A watch file that cannot be used is set aside by the store and reported."""
    from game.scenes.play.deal import DealScene

    saved: Optional[SavedGame] = None
    where = app.files.save_path
    if app.files.autosave and where is not None and where.is_file():
        try:
            saved = load_saved(where)
        except StoreError as error:
            print(f"chickenfoot: {error}", file=sys.stderr)
            app.say(f"The watched game could not be resumed ({_short(str(error))}); "
                    "a new one starts")
        if saved is not None and saved.match.is_over:
            try:
                clear_save(where)
            except StoreError as error:  # the new game's first autosave says it again
                print(f"chickenfoot: {error}", file=sys.stderr)
            saved = None
    if saved is None:
        return DealScene(app, watch_match(app.seed, args.seats, args.preset))
    return resume_scene(app, saved.match, saved.screen)


def _play_scene(app: App, args: argparse.Namespace) -> Scene:
    """--play with an unfinished game saved: ask before replacing it (a save that cannot be
    used is set aside by the store and said, and the new game starts)."""
    from game.scenes.play.deal import DealScene
    from game.scenes.new_game import replace_question

    try:
        saved = load_saved()
    except StoreError as error:
        app.say(_short(str(error), 120))
        return DealScene(app, quick_match(app.seed, args.preset, args.seats))

    def new_game() -> None:
        app.clear_to(DealScene(app, quick_match(app.seed, args.preset, args.seats)))

    return replace_question(app, saved, new_game, ("Menu", app.open_menu))


def _busy_scene(app: App, args: argparse.Namespace, other: int,
                unlockable: Optional[str] = None) -> Scene:
    """Another copy of the game holds the data folder (or, `unlockable`, its lock cannot be
    made, so one could): say so, and offer a watched game that keeps no files, or quitting."""
    from game.scenes.choice import ChoiceScene
    from game.scenes.play.deal import DealScene

    def watch() -> None:
        app.files.watching = True
        app.clear_to(DealScene(app, watch_match(app.seed, args.seats, args.preset)))

    who = f" (process {other})" if other else ""
    title, why = "Chicken Foot is already running", (
        f"Another copy of the game{who} is using this data folder ({paths.data_dir()}). So that "
        "its saved game, statistics and settings stay as it leaves them")
    if unlockable:
        title, why = "The data folder cannot be locked", (
            f"The game's lock file, {LOCK_NAME}, cannot be made ({_short(unlockable, 80)}), so "
            f"another copy could be using this data folder ({paths.data_dir()}). So that no copy "
            "writes over another's saved game, statistics and settings")
    return ChoiceScene(app, title, (
        f"{why}, this copy keeps no files: you can watch a game of computer players, or quit."), [
        ("Watch a game", watch),
        ("Quit", app.quit),
    ])


def _short(message: str, limit: int = 90) -> str:
    """A store message without the folder (the file's name says which), cut to fit a line."""
    head, sep, rest = message.partition(": ")
    if sep and ("/" in head or "\\" in head):
        message = f"{Path(head).name}: {rest}"
    return message if len(message) <= limit else message[: limit - 3] + "..."


def _resume_scene(app: App) -> Scene:
    """The saved game on the screen it was on; without one (or a broken one), the menu saying
    why."""
    if not has_save():
        problem = "There is no saved game to continue."
    else:
        try:
            saved = load_saved()
            return resume_scene(app, saved.match, saved.screen)
        except StoreError as error:  # it names the file; the store has set the file aside
            problem = f"Cannot continue: {_short(str(error), 100)}"
    print(f"chickenfoot: {problem}", file=sys.stderr)
    app.say(problem)
    return MenuScene(app)


def _replay_problem(source: str) -> Optional[str]:
    """Why `chickenfoot replay SOURCE` has nothing to show (None when something can be shown);
    said on the terminal before a window opens."""
    from game.store.replays import ReplayError, read_game_rounds, read_round_file

    where = Path(source)
    try:
        folder = where.is_dir()
    except OSError as error:  # a folder on the way without permission, a symlink loop
        return f"{where}: cannot be read: {error.strerror or error}"
    if folder:
        docs, problems = read_game_rounds(where)
        if docs:
            return None
        return "; ".join(problems) or f"{where}: no round records (round-01.json, ...) here"
    try:
        read_round_file(where)
    except ReplayError as error:
        return str(error)
    return None


def _hold_data_folder(lock: DataLock) -> tuple[Optional[int], Optional[str]]:
    """(None, None) when this game may write the data folder (it holds `lock` now); else the
    pid of the game that holds it (0 if unknown) and, when the lock cannot be made at all (its
    path a folder, a FIFO, a bad symlink; no permission), why ("Is a directory"): then too this
    copy keeps no files, rather than write them unlocked."""
    try:
        return lock.take(), None
    except OSError as error:
        return 0, str(error.strerror or error)


def run_window(args: argparse.Namespace) -> int:
    """The window game the command line asks for; its exit status (2: the file to replay
    cannot be read, said on standard error)."""
    if args.replay:
        problem = _replay_problem(args.replay)
        if problem is not None:
            print(f"chickenfoot replay: {problem}", file=sys.stderr)
            return 2
    lock = DataLock()
    other, unlockable = _hold_data_folder(lock)
    busy = other is not None
    try:
        settings = load_settings(set_aside_broken=False)[0] if busy else None
        app = App(args.size, settings=settings, seed=args.seed)
        if args.size is not None:
            app.settings.window_size = app.windowed_size
        if unlockable:
            print(f"chickenfoot: {lock.path}: the lock cannot be made ({unlockable}); this copy "
                  "keeps no files", file=sys.stderr)
        if other is not None and not args.replay:
            if not unlockable:
                print(f"chickenfoot: another copy of the game (process {other}) is using "
                      f"{paths.data_dir()}; this one keeps no files", file=sys.stderr)
            app.push(_busy_scene(app, args, other, unlockable))
        else:
            prepare(app, args)
            app.files.autosave = not busy  # a replay beside a running game writes nothing
            app.files.lock = lock if lock.held else None  # a lock that vanishes stops the writing
            if app.files.autosave and not args.resume:  # (--continue: its score screen records it)
                app.files.record_left_over()  # a game that finished but could not be recorded
            for problem in preset_problems():  # a broken file in levels/: said, not fatal
                print(f"chickenfoot: {problem}", file=sys.stderr)
                app.notify("A rules file in levels/ cannot be used", problem)
            app.push(first_scene(app, args))
        for _, notice in app.take_notices():  # no menu took them: the last one as a toast
            app.say(_short(notice, 120))
        status = app.run(args.frames)
    finally:
        lock.release()
        pygame.quit()
    return status


def main(argv: Optional[Sequence[str]] = None) -> int:
    """`chickenfoot [--watch|--continue|--replay FILE|--play] [--seed N] [--size WxH]
    [--frames N] [--seats N] [--preset NAME]`: the window game (game/__main__.py runs the
    other commands)."""
    return run_window(_parse(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
