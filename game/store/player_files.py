"""The player's files as the game uses them: one service, `PlayerFiles`, that scenes reach as
`app.files` (game/scenes/context.py, `PlayerFilesContext`).

It holds the policy the store's modules do not: whether this copy of the game keeps files at
all (tests, tools and a second copy keep none), the data folder's lock (a lock that vanishes
stops the writing), the autosave that is never written over when the disk would not give it,
a finished game kept in its autosave until the statistics and the progress have it (and moved
to a file of its own when a new game needs the autosave), those left-over games recorded at the
next start, and the settings file that is never written over when it could not be read.
"""
from __future__ import annotations

import functools
import os
import queue
import threading
import time
from pathlib import Path
from typing import Any, Iterable, Optional, Protocol

from game.achievements import BY_KEY
from game.ai.review import RoundReview
from game.match import Match
from game.rules.errors import ConfigError
from game.store import paths, reviews
from game.store.atomic import set_aside
from game.store.errors import StoreError
from game.store.ladder_files import Ladder, load_ladder
from game.store.lock import DataLock
from game.store.progress import Progress, keep_feats, keep_game, load_progress
from game.store.replays import RecordSource, game_folder, load_rounds
from game.store.reading import Reading, RulesFileReading
from game.store.rules_files import (LevelFile, find_rules_file, load_preset, load_user_rules,
                                    own_rules_folder, preset_names)
from game.store.save import (SavedGame, clear_save, drop_rounds, finished_save_path,
                             finished_saves, has_save, load_saved, save_match, saved_game_id,
                             unreadable_save)
from game.store.settings import Settings, save_settings
from game.store.stats import Summary, held_elsewhere, load_summary, record_game, recorded_on

#: How long the window waits for statistics another program holds before it keeps a finished
#: game to record later (a Retry, Continue or the next start): a moment, never a freeze (the
#: store's own default, stats.BUSY_SECONDS, is 4 s).
RECORD_WAIT = 0.25
KEPT_FOR_RETRY = ("It is kept, and recorded when you choose Retry, or the next time the game "
                  "starts.")
KEPT_AT_START = ("It is kept: Continue opens its final standings to try again, and the game "
                 "tries again each time it starts.")


class Herald(Protocol):
    """Where the files' news goes: the window's messages (game.app.App)."""

    def say(self, message: str, seconds: float = 6.0, tone: str = "error") -> None:
        """A message at the foot of the window."""

    def announce(self, message: str, seconds: float = 3.5, tone: str = "achievement") -> None:
        """A message shown after the ones already showing or waiting (achievements)."""

    def notify(self, title: str, text: str) -> None:
        """A message found while starting, which the menu shows once in a box."""


class PlayerFiles:
    """The autosave, the settings file, the statistics, the progress, the recorded rounds and
    their reviews, as this copy of the game may use them. Until `autosave` is turned on (the
    window's launch does it) it reads the player's files and writes none."""

    def __init__(self, settings: Settings, herald: Herald, settings_writable: bool = True) -> None:
        self.settings = settings  # the app's: scenes change it, `keep_settings` writes it
        self.herald = herald
        self.autosave = False  # the launch turns it on: tests and tools never touch the real save
        self.save_path: Optional[Path] = None  # where autosaves go (None: the player's save)
        self.watching = False  # --watch: an AI-only game, kept apart from the player's
        # False when the settings file could not be read (or, damaged, set aside): it is kept
        # as it is and never written over; the settings live in memory until the game quits.
        self.settings_writable = settings_writable
        self.unrecorded: Optional[Match] = None  # a finished game not recorded yet (record_game)
        self.lock: Optional[DataLock] = None  # the data folder's lock, held while files are kept
        self.save_refused: Optional[str] = None  # why the autosave on the disk is not written over
        self.save_checked = False  # the autosave on the disk was read once (`save_game`)
        self.saving: Optional[Match] = None  # the game this app's autosaves are of, once saved
        # Held while the autosave, the finished games waiting or the progress are changed: the
        # recorder (LeftOverGames on a thread of its own) holds it a game at a time, so the
        # window and it never change them at once.
        self.writing = threading.RLock()

    # ----------------------------------------------------------------- the settings
    def keep_settings(self) -> Optional[str]:
        """Write the settings now (if this app keeps files), so a kill loses none of them;
        what went wrong, or None."""
        if not self.autosave:
            return None
        lost = self.lock_lost()
        if lost:
            return lost
        if not self.settings_writable:
            return (f"Settings not saved: {paths.settings_path()} could not be read, so it is "
                    "kept as it is; your changes last until you quit")
        try:
            save_settings(self.settings)
        except (StoreError, OSError) as error:  # the disk must never stop the game
            return f"Settings not saved: {error}"
        return None

    # ----------------------------------------------------------------- the autosave
    def save_game(self, match: Match, screen: Optional[str] = None) -> Optional[str]:
        """Autosave `match` on `screen` (one of save.SCREENS; by default the one its round
        implies), if this app keeps files; what went wrong, or None."""
        if not self.autosave:
            return None
        lost = self.lock_lost()
        if lost:
            return lost
        with self.writing:
            return self._save_game(match, screen)

    def _save_game(self, match: Match, screen: Optional[str]) -> Optional[str]:
        """`save_game`, the recorder kept out."""
        if not self.save_checked:  # once: a save the disk will not give back is not replaced
            self.save_checked = True
            self.save_refused = unreadable_save(self.save_path)
            if self.save_refused:
                return (f"Autosave off: {self.save_refused}, so it is kept as it is; this game "
                        "is not saved")
        if self.save_refused:
            return None  # said once
        if self.unrecorded is not None and match is not self.unrecorded:
            refused = self._move_unrecorded()
            if refused:
                return refused
        if match is not self.saving:
            self._drop_replaced(match)
            self.saving = match
        try:
            save_match(match, self.save_path, screen=screen)
        except (StoreError, OSError) as error:  # a failed save is reported, never fatal
            return f"Autosave failed: {error}"
        return None

    def _drop_replaced(self, match: Match) -> None:
        """A game's first autosave here replaces the one on the disk: if that is another game
        (an unfinished one the player chose to replace), the rounds kept for it go too, unless
        a finished game waiting to be recorded (save.finished_saves) counts on them."""
        replaced = saved_game_id(self.save_path)
        if replaced is None or replaced == match.game_id:
            return
        if replaced not in {saved_game_id(where) for where in finished_saves()}:
            drop_rounds(self.save_path or paths.save_path(), replaced)

    def _move_unrecorded(self) -> Optional[str]:
        """A new game needs save.json while it holds a finished game not recorded yet: that
        game moves to its own file (save.finished_save_path), recorded at the next start. If it
        cannot, the new game is not saved (said once) rather than written over it."""
        assert self.unrecorded is not None
        try:
            save_match(self.unrecorded, finished_save_path(), wait=True, screen="score")
        except (StoreError, OSError) as error:
            self.save_refused = f"{error}"
            return (f"Autosave off: your last game, not recorded yet, is in the autosave and "
                    f"could not be moved ({error}); this game is not saved")
        self.unrecorded = None
        return None

    def drop_save(self, where: Optional[Path] = None, match: Optional[Match] = None) -> None:
        """The game ended: remove its autosave (or the file `where` it was kept in), and the
        rounds kept beside it for `match`, if this app keeps files."""
        if self.autosave:
            with self.writing:
                clear_save(where or self.save_path, match.game_id if match is not None else None)

    def unfinished_game(self) -> Optional[SavedGame]:
        """The saved game a new one would replace, if this app keeps files (None: none, or one
        that cannot be loaded, which the store sets aside and the menu has told of). A finished
        game not recorded yet is none: the new game's first save moves it out of the way."""
        with self.writing:
            saved = self._saved_game()
            if saved is not None and saved.match.is_over:
                if self.unrecorded is None:
                    self.unrecorded = saved.match
                return None
        return saved

    def _saved_game(self, herald: Optional[Herald] = None) -> Optional[SavedGame]:
        """The game in the autosave, if this app keeps files and it loads (and is not a game
        already recorded: `_recorded_already`, told to `herald`, by default the window's)."""
        if not self.autosave:
            return None
        try:
            saved = load_saved(self.save_path) if has_save(self.save_path) else None
        except (StoreError, OSError):
            return None
        stale = self._recorded_already(saved, self.save_path) if saved is not None else None
        if stale:
            (herald or self.herald).notify("Your saved game is recorded already", stale)
            return None
        return saved

    def _recorded_already(self, saved: SavedGame, where: Optional[Path]) -> Optional[str]:
        """Why the unfinished game `saved` is not to be continued: the statistics have it
        already (its autosave was written before it finished and could not be removed since:
        an immutable save.json), so finishing it again would record a second result. It is set
        aside (NAME.recorded-STAMP) if the disk allows; the sentence says so. None when it may
        be continued (or the statistics cannot say at once: recording is one row a game
        anyway)."""
        game_id = saved.match.game_id
        if game_id is None or saved.match.is_over:
            return None
        try:
            when = recorded_on(game_id)
        except StoreError:
            return None
        if when is None:
            return None
        target = where or paths.save_path()
        moved = set_aside(target, "recorded")
        if moved is not None:  # its rounds are in the game's history (games/<id>/) already
            drop_rounds(target, game_id)
        fate = (f"it was set aside as {moved.name}" if moved is not None else
                "it is kept as it is (the disk will not let it be moved)")
        return (f"{target.name} holds game {game_id}, saved before it finished, and that game "
                f"is already in your statistics (recorded {when.replace('T', ' at ')}): it is "
                f"not played again; {fate}.")

    def has_saved_game(self) -> bool:
        """True if the player's autosave is there (it may still not load); False when the data
        folder cannot be looked at."""
        try:
            return has_save()
        except OSError:
            return False

    def load_saved_game(self) -> tuple[Optional[SavedGame], Optional[str]]:
        """The player's autosaved game and None, or None and why it cannot be continued (the
        store sets a broken file aside; a game the statistics have already is set aside too)."""
        with self.writing:
            try:
                saved = load_saved()
            except StoreError as error:
                return None, str(error)
            stale = self._recorded_already(saved, None)
        return (None, stale) if stale else (saved, None)

    def is_recorded(self, match: Match) -> Optional[bool]:
        """Whether the statistics have `match` (read from them, not guessed); None when this
        app keeps no files, the game has no id, or the statistics cannot say at once."""
        if not self.autosave or match.game_id is None:
            return None
        try:
            return recorded_on(match.game_id) is not None
        except StoreError:
            return None

    # ----------------------------------------------------------------- a finished game
    def record_game(self, match: Match, where: Optional[Path] = None,
                    wait: float = RECORD_WAIT, herald: Optional[Herald] = None) -> Optional[str]:
        """A finished game: into the statistics and the player's progress (its ladder level
        judged, each achievement newly earned announced), a watched game being nobody's, and
        its autosave dropped, if this app keeps files; what went wrong, or None. The autosave
        is dropped only once the statistics row and the progress are written: until then it
        stays, the game finished and not yet recorded (`unrecorded`), recorded by a Retry
        (this again), by Continue, or at the next start (`record_left_over`). `where`: the
        file the game was kept in, when not the autosave (save.finished_saves). `wait`: how
        long statistics another program holds are waited for (RECORD_WAIT). `herald`: where
        the achievements earned are announced (by default the window)."""
        if not self.autosave:
            return None
        lost = self.lock_lost()
        if lost:
            return lost
        with self.writing:
            return self._record_game(match, where, wait, herald or self.herald)

    def _record_game(self, match: Match, where: Optional[Path], wait: float,
                     herald: Herald) -> Optional[str]:
        """`record_game`, the recorder kept out."""
        if self.watching:
            try:
                self.drop_save(match=match)
            except (StoreError, OSError) as error:
                return f"The watched game's file could not be removed: {error}"
            return None
        try:
            game_id, problem = record_game(match, wait=wait)
            if game_id is None:
                return self._not_recorded(match, problem or "the statistics refused it", where)
            news = keep_game(match, load_ladder().levels)
            for key in news.earned:
                herald.announce(f"Achievement: {BY_KEY[key].title}")
            problem = news.problem or problem
            if not news.kept:
                return self._not_recorded(match, problem or "the progress refused it", where)
        except (StoreError, OSError) as error:  # the store must never stop the celebration
            return self._not_recorded(match, str(error), where)
        if self.unrecorded is match:
            self.unrecorded = None
        try:
            self.drop_save(where, match)
        except (StoreError, OSError) as error:  # recorded: only its autosave is left over
            return (f"The game is recorded in your statistics, but its autosave could not be "
                    f"removed ({from_data_folder(str(error))}); it is never played or recorded "
                    "again.")
        return problem

    def _not_recorded(self, match: Match, problem: str, where: Optional[Path] = None) -> str:
        """The finished game stays in its autosave (written again, so it is there even when an
        earlier autosave failed), or in the file `where` it was kept in, until it can be
        recorded; the message says so (files named from the data folder, to fit a box)."""
        why = from_data_folder(problem).rstrip(".")
        if where is not None:
            return f"{where.name} is not recorded yet: {why}"
        self.unrecorded = match
        kept = KEPT_FOR_RETRY
        try:
            save_match(match, self.save_path, wait=True, screen="score")
        except (StoreError, OSError) as error:
            kept = (f"Its autosave could not be written again either "
                    f"({from_data_folder(str(error))}): choose Retry once the disk allows it.")
        return f"The game is not recorded yet: {why}. {kept}"

    def record_left_over(self) -> None:
        """Every game that finished without being recorded, recorded now (LeftOverGames, all
        its steps at once: the window's launch runs them a frame at a time instead)."""
        left = LeftOverGames(self)
        while left.step():
            pass

    def lock_lost(self) -> Optional[str]:
        """None while this app may write the data folder. Once the lock file it holds was
        removed or replaced (a second copy could take a lock of its own), it keeps no files
        from then on, as a second copy keeps none, and says so."""
        if self.lock is None or self.lock.still_held():
            return None
        self.autosave = False
        return ("Saving stopped: the data folder's lock file was removed or replaced, so "
                "another copy may be using it.")  # one line on the table

    # ----------------------------------------------------------------- presets and rules files
    def preset_names(self) -> list[str]:
        """The presets of levels/, sorted (ConfigError: the folder cannot be read)."""
        return preset_names()

    def preset_title(self, name: str) -> str:
        """The title a preset gives itself, or its name (cheap: drawn every frame)."""
        return _preset_title(name)

    def load_preset(self, name: str) -> LevelFile:
        """The preset `name` (ConfigError: there is none, or what is wrong with its file)."""
        return load_preset(name)

    def rules_file_list(self) -> tuple[RulesFileReading, Path]:
        """The rules and table files setup offers (levels/tables/ and the player's own rules
        folder), read on a thread of their own, and that folder, made if it is missing (when
        this app keeps files)."""
        folder = own_rules_folder() if self.autosave else paths.rules_dir()
        return RulesFileReading(), folder

    def find_rules_file(self, typed: str) -> Path:
        """The rules file a player typed (ConfigError naming every path looked at)."""
        return find_rules_file(typed)

    def load_user_rules(self, path: Path) -> LevelFile:
        """A player's own rules or table file (ConfigError naming the file and the fault)."""
        return load_user_rules(path)

    # ----------------------------------------------------------------- the ladder
    def ladder(self) -> Ladder:
        """The ladder's levels (levels/ladder/), a file that cannot be used left out and named
        in its problems."""
        return load_ladder()

    def progress(self, set_aside_broken: bool = True) -> tuple[Progress, Optional[str]]:
        """The player's ladder progress and a problem message (game.store.progress)."""
        return load_progress(set_aside_broken=set_aside_broken)

    # ----------------------------------------------------------------- statistics and replays
    def statistics(self) -> tuple[Summary, Optional[str]]:
        """The Statistics screen's figures and a problem message; never raises. An app that
        keeps no files makes no database where there is none."""
        try:
            if not self.autosave and not paths.stats_path().exists():
                return Summary(), None  # no games recorded (a folder it may not look in: below)
        except OSError:
            pass
        try:
            return load_summary()
        except (StoreError, OSError) as error:  # the screen opens whatever the disk holds
            return Summary(), f"Statistics could not be read: {error}"

    def statistics_later(self) -> Reading[tuple[Summary, Optional[str]]]:
        """`statistics()` read on a thread of its own (game.store.reading): the screen asks
        each frame whether they have come, and never waits for the database."""
        return Reading(self.statistics, "statistics")

    def replay_folder(self, game_id: str) -> Path:
        """The folder of a recorded game's round records (ValueError: not a game id)."""
        return game_folder(game_id)

    def replay_rounds(self, source: RecordSource) -> tuple[list[dict[str, Any]], Optional[str]]:
        """The round records of `source` and a problem message (game.store.replays)."""
        return load_rounds(source)

    # ----------------------------------------------------------------- reviews
    def load_review(self, round_path: Path, seat: int,
                    iterations: int) -> Optional[RoundReview]:
        """A review kept beside its round (game.store.reviews), if this app keeps files."""
        return reviews.load_review(round_path, seat, iterations) if self.autosave else None

    def save_review(self, round_path: Path, kept: RoundReview) -> Optional[str]:
        """Keep a review beside its round, if this app keeps files; what went wrong, or None."""
        if not self.autosave:
            return None
        return self.lock_lost() or reviews.save_review(round_path, kept)

    def earn_achievements(self, keys: Iterable[str]) -> list[str]:
        """Achievements of a review: kept in the progress, each new one announced, if this app
        keeps files and the player's (not a watched game's); the ones that are new."""
        if not self.autosave or self.watching or self.lock_lost():
            return []
        with self.writing:
            news = keep_feats(keys)
        for key in news.earned:
            self.herald.announce(f"Achievement: {BY_KEY[key].title}")
        if news.problem:
            self.herald.say(from_data_folder(news.problem))
        return list(news.earned)


class LeftOverGames:
    """At the start: games that finished without being recorded (in the autosave, or moved out
    of it for a new game: save.finished_saves), recorded one a `step`, each waiting at most
    RECORD_WAIT for statistics another program holds, a line of progress told to `herald` (by
    default the window's). While another program holds the statistics the rest are left for
    the next start; a game that still cannot be recorded is told of in the menu's box when all
    are done (Continue, a Retry or the next start records it later). The window runs them on a
    thread of its own (`Recorder`)."""

    def __init__(self, files: PlayerFiles, herald: Optional[Herald] = None) -> None:
        self.files = files
        self.herald = herald or files.herald
        self.autosave_done = files.watching  # the autosave looked at (a watched game has none)
        self.tried: list[Path] = []  # the finished-*.json files tried, in order
        self.waiting = 0 if files.watching else (  # at most this many games to record
            len(finished_saves()) + int(files.has_saved_game()))
        self.attempts = 0  # games tried (recorded or kept)
        self.recorded = 0
        self.problems: list[str] = []  # why games are kept, not recorded
        self.notes: list[str] = []  # what went wrong with games recorded
        self.held = False  # another program holds the statistics: the rest wait for later
        self.done = files.watching

    def step(self) -> bool:
        """Record (or try) the next game; False once none is left (and all was said)."""
        with self.files.writing:
            return self._step()

    def _step(self) -> bool:
        if self.done:
            return False
        if not self.autosave_done:
            self.autosave_done = True
            # the window's own game is in the autosave now (or it has the finished one in hand)
            if self.files.saving is None and self.files.unrecorded is None:
                saved = self.files._saved_game(self.herald)
                if saved is not None and saved.match.is_over:
                    return self._record(saved.match, None)
        where = next((p for p in finished_saves() if p not in self.tried), None)
        if where is None or self.held:
            self._finish()
            return False
        self.tried.append(where)
        try:
            match = load_saved(where).match
        except (StoreError, OSError):  # said by the store; a broken one is set aside
            return True
        return self._record(match, where)

    def _record(self, match: Match, where: Optional[Path]) -> bool:
        """Try one game; say how far the recording is. True: there may be more."""
        files = self.files
        self.attempts += 1
        if self.waiting > 1:
            self.herald.say(f"Recording your finished games: {self.attempts} of "
                            f"{self.waiting}...", 2.0, "info")
        already = files.is_recorded(match)  # the statistics had it before: no news
        problem = files.record_game(match, where, herald=self.herald)
        if not (where.exists() if where is not None else files.unrecorded is match):
            if not already:
                self.recorded += 1
            if problem:  # recorded, and yet: its autosave could not be removed, ...
                self.notes.append(problem)
            return True
        if where is None:  # no Retry here: Continue, or the next start
            problem = (problem or "").replace(KEPT_FOR_RETRY, KEPT_AT_START)
        self.problems.append(problem or f"{(where or paths.save_path()).name} is kept to be "
                             "recorded later")
        self.held = held_elsewhere()
        return True

    def _finish(self) -> None:
        """All tried, or the statistics held: say what is kept and what was recorded."""
        self.done = True
        left = len([p for p in finished_saves() if p not in self.tried])
        if self.held and left:
            self.problems.append(
                f"{left} more finished game{'s are' if left != 1 else ' is'} kept to be "
                "recorded the next time the game starts (another program holds the statistics)")
        if self.problems:
            self.herald.notify("Your last game is not recorded yet" if self.waiting <= 1 else
                               "Your last games are not all recorded yet",
                               "; ".join(self.problems + self.notes))
        elif self.notes:
            self.herald.notify("Your last game is recorded" if self.waiting <= 1 else
                               "Your last games are recorded", "; ".join(self.notes))
        if self.recorded:
            self.herald.announce(
                "Your last game is now in the statistics." if self.recorded == 1 else
                f"Your last {self.recorded} games are now in the statistics.", tone="info")


class Relay:
    """News told on another thread (the recorder's), kept until the main thread passes it on
    to the window (`pass_on`): the window's messages are changed on its own thread only."""

    def __init__(self) -> None:
        self._news: queue.SimpleQueue[tuple[str, tuple[Any, ...]]] = queue.SimpleQueue()

    def say(self, message: str, seconds: float = 6.0, tone: str = "error") -> None:
        self._news.put(("say", (message, seconds, tone)))

    def announce(self, message: str, seconds: float = 3.5, tone: str = "achievement") -> None:
        self._news.put(("announce", (message, seconds, tone)))

    def notify(self, title: str, text: str) -> None:
        self._news.put(("notify", (title, text)))

    def pass_on(self, herald: Herald) -> None:
        """Everything told so far, told to `herald`, in order."""
        while not self._news.empty():
            name, args = self._news.get()
            getattr(herald, name)(*args)


class Recorder:
    """The games left over at the start (LeftOverGames) recorded on a thread of their own, one
    after another, so the window never waits for the disk's syncs, the statistics or a game's
    replay (about 0.7 s a game). An app chore: its `step`, once a frame on the main thread after
    the frame is shown, starts the thread (after the first frame) and passes on what the
    recording said (a line of progress, achievements, the menu's box). The window and the
    recorder change the player's files one at a time (PlayerFiles.writing, held a game at a
    time). `stop`: no more games after the one being recorded (the window closes)."""

    THREAD_NAME = "chickenfoot-recorder"
    BREATH = 0.01  # seconds between two games, the player's files free

    def __init__(self, files: PlayerFiles) -> None:
        self.files = files
        self.relay = Relay()
        self.games = LeftOverGames(files, self.relay)
        self._stopped = threading.Event()
        self._thread: Optional[threading.Thread] = None

    def _run(self) -> None:
        while not self._stopped.is_set() and self.games.step():
            time.sleep(self.BREATH)  # the window, if it waits for the files, takes them now

    def step(self) -> bool:
        """Start the recording (the first call), pass on its news; False once it is over and
        all was said."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=self.THREAD_NAME)
            self._thread.start()
        running = self._thread.is_alive()
        self.relay.pass_on(self.files.herald)
        return running

    def stop(self) -> None:
        """Record no more games after the one being recorded; wait for it (the window closes:
        its lock on the data folder is given up only after)."""
        self._stopped.set()
        if self._thread is not None:
            self._thread.join()


def from_data_folder(message: str) -> str:
    """`message` with the files in the data folder named from it (games/.../round-01.json)."""
    return message.replace(f"{paths.data_dir()}{os.sep}", "")


@functools.lru_cache(maxsize=64)
def _preset_title(name: str) -> str:
    """The title a preset gives itself, or its name (cached: drawn every frame)."""
    try:
        info = load_preset(name).preset
    except ConfigError:
        return name
    return info.title if info is not None else name
