"""The game's launch from the command line: the data folder's lock taken (or a second copy
keeping no files), the App opened, the player's files kept, finished games that were never
recorded recorded, and the first scene the command line asks for (the menu, --play, --watch,
--continue, --replay); then the loop until the window closes.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Optional, Sequence

import pygame

from game.app import App
from game.match import Match
from game.matches import party_match, quick_match, watch_match
from game.scenes.base import Scene
from game.scenes.resume import resume_scene
from game.store import paths
from game.store.errors import StoreError
from game.store.lock import LOCK_NAME, DataLock
from game.store.rules_files import preset_problems
from game.store.player_files import Recorder, from_data_folder
from game.store.save import (SavedGame, clear_save, has_save, load_saved,
                             no_save_to_continue)
from game.store.settings import load_settings


def window_args(argv: Sequence[str]) -> argparse.Namespace:
    """A window command line (game/cli/parser.py checks every value; exit 2 otherwise)."""
    from game.cli.parser import parse

    args = parse(argv)
    if args.command != "window":
        raise SystemExit(f"chickenfoot: {args.command} is not a window command; run it as "
                         "chickenfoot (or python -m game)")
    return args


def first_scene(app: App, args: argparse.Namespace) -> Scene:
    """The scene the command line asks for."""
    if args.watch:
        return _watch_scene(app, args)
    if args.command == "party":
        return _new_game(app, lambda: _party_match(app, args))
    if args.play:
        return _new_game(app, lambda: quick_match(app.seed, args.preset, args.seats))
    if args.resume:
        return _continue_scene(app)
    if args.replay:  # a record it cannot read is explained on screen
        return app.screens.replay(args.replay)
    return app.screens.menu()


def prepare(app: App, args: argparse.Namespace) -> None:
    """What main() sets on the app for a real session: it keeps the player's files (a watched
    game autosaves to its own file, so it never replaces the player's save)."""
    app.files.autosave = True
    app.files.watching = bool(args.watch)
    app.files.save_path = paths.watch_save_path() if args.watch else None


def _watch_scene(app: App, args: argparse.Namespace) -> Scene:
    """--watch: the unfinished watched game from the watch file (when the app keeps one), or a
    new one. A watch file that cannot be used is set aside by the store and reported."""
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
                clear_save(where, saved.match.game_id)
            except StoreError as error:  # the new game's first autosave says it again
                print(f"chickenfoot: {error}", file=sys.stderr)
            saved = None
    if saved is None:
        return app.screens.deal(watch_match(app.seed, args.seats, args.preset))
    return resume_scene(app, saved.match, saved.screen)


def _new_game(app: App, deal: Callable[[], Match]) -> Scene:
    """A new game (--play, a party) of the match `deal` makes; with an unfinished game saved,
    the question first whether to replace it (a save that cannot be used is set aside by the
    store and said, and the new game starts)."""
    from game.scenes.new_game import replace_question

    if not (app.files.autosave and has_save()):
        return app.screens.deal(deal())
    try:
        saved = load_saved()
    except StoreError as error:
        app.say(_short(str(error), 120))
        return app.screens.deal(deal())

    def new_game() -> None:
        app.clear_to(app.screens.deal(deal()))

    return replace_question(app, saved, new_game, ("Menu", app.open_menu))


def _party_match(app: App, args: argparse.Namespace) -> Match:
    """The party's match; its phones' server started (on --host and --port) and the links
    written to --links once it listens (a server that cannot listen is said: the phone seats
    are then played at the screen)."""
    match = party_match(args.seats, app.seed, args.preset)
    phones = app.phones
    phones.host, phones.port, phones.links_file = args.host, args.port, args.links
    if phones.serve(match) is None and phones.problem:
        print(f"chickenfoot party: {phones.problem}", file=sys.stderr)
        app.say(phones.problem)
    return match


def busy_scene(app: App, args: argparse.Namespace, other: int,
                unlockable: Optional[str] = None) -> Scene:
    """Another copy of the game holds the data folder (or, `unlockable`, its lock cannot be
    made, so one could): say so, and offer a watched game that keeps no files, or quitting."""
    def watch() -> None:
        app.files.watching = True
        app.clear_to(app.screens.deal(watch_match(app.seed, args.seats, args.preset)))

    who = f" (process {other})" if other else ""
    title, why = "Chicken Foot is already running", (
        f"Another copy of the game{who} is using this data folder ({paths.data_dir()}). So that "
        "its saved game, statistics and settings stay as it leaves them")
    if unlockable:
        title, why = "The data folder cannot be locked", (
            f"The game's lock file, {LOCK_NAME}, cannot be made ({unlockable}), so "
            f"another copy could be using this data folder ({paths.data_dir()}). So that no copy "
            "writes over another's saved game, statistics and settings")
    return app.screens.choice(title, (
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


def _continue_scene(app: App) -> Scene:
    """The saved game on the screen it was on; without one (or a broken one), the menu saying
    why."""
    problem = no_save_to_continue()  # what is where, when no file is there
    if problem is None:  # a broken save, or a game already recorded, is set aside and said
        saved, refused = app.files.load_saved_game()
        if saved is not None:
            return resume_scene(app, saved.match, saved.screen)
        problem = f"Cannot continue: {refused}"  # in full: where it was set aside
    print(f"chickenfoot: {problem}", file=sys.stderr)
    app.notify("Nothing to continue", from_data_folder(problem))  # the menu's box, in full
    return app.screens.menu()


def replay_problem(source: str) -> Optional[str]:
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


def hold_data_folder(lock: DataLock) -> tuple[Optional[int], Optional[str]]:
    """(None, None) when this game may write the data folder (it holds `lock` now); else the
    pid of the game that holds it (0 if unknown) and, when the lock cannot be made at all (its
    path a folder, a FIFO, a bad symlink; no permission), why ("Is a directory"): then too this
    copy keeps no files, rather than write them unlocked."""
    try:
        return lock.take(), None
    except OSError as error:
        return 0, str(error.strerror or error)


def open_session(app: App, args: argparse.Namespace, lock: Optional[DataLock]) -> None:
    """The player's files and the first scene the command line asks for, in a window that
    may keep files (`lock` held: writes them; None: a replay beside a running game, which
    writes nothing). Games that finished but could not be recorded are recorded once the
    window shows, on a thread of their own (Recorder; --continue: its score screen records it)."""
    prepare(app, args)
    app.files.autosave = lock is not None
    app.files.lock = lock if lock is not None and lock.held else None  # vanishes: no writing
    if app.files.autosave and not args.resume:
        app.chores.append(Recorder(app.files))
    for problem in preset_problems():  # a broken file in levels/: said, not fatal
        print(f"chickenfoot: {problem}", file=sys.stderr)
        app.notify("A rules file in levels/ cannot be used", problem)
    app.push(first_scene(app, args))


def run_window(args: argparse.Namespace) -> int:
    """The window game the command line asks for; its exit status (2: the file to replay
    cannot be read, said on standard error)."""
    if args.replay:
        problem = replay_problem(args.replay)
        if problem is not None:
            print(f"chickenfoot replay: {problem}", file=sys.stderr)
            return 2
    lock = DataLock()
    other, unlockable = hold_data_folder(lock)
    busy = other is not None
    try:
        settings = load_settings(set_aside_broken=False)[0] if busy else None
        app = App(args.size, settings=settings, seed=args.seed)
        if args.size is not None:
            app.settings.window_size = app.window.windowed_size
        if unlockable:
            print(f"chickenfoot: the data folder's lock cannot be made: {unlockable}; this "
                  "copy keeps no files", file=sys.stderr)
        if other is not None and not args.replay:
            if not unlockable:
                print(f"chickenfoot: another copy of the game (process {other}) is using "
                      f"{paths.data_dir()}; this one keeps no files", file=sys.stderr)
            app.push(busy_scene(app, args, other, unlockable))
        else:
            open_session(app, args, None if busy else lock)
        for _, notice in app.take_notices():  # no menu took them: the last one as a toast
            app.say(_short(notice, 120))
        status = app.run(args.frames)
    finally:
        lock.release()
        pygame.quit()
    return status


def run_party(args: argparse.Namespace) -> int:
    """`chickenfoot party`: the window game at the party's seats (first_scene deals it)."""
    args.watch = args.play = args.resume = False
    args.replay = None
    return run_window(args)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """`chickenfoot [--watch|--continue|--replay FILE|--play] [--seed N] [--size WxH]
    [--frames N] [--seats N] [--preset NAME]`: the window game (game/__main__.py runs the
    other commands)."""
    return run_window(window_args(sys.argv[1:] if argv is None else argv))

