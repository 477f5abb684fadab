"""A scene, and what it may ask of the application and nothing more: `SceneContext`.

The two name each other, so they live together (as arcade keeps its View beside its Window).
game.app.App implements the context. A scene gets it as `self.app`: the window's size, the
settings and the tile art, the scene stack, messages and sounds, and the player's files as
`self.app.files` (`PlayerFilesContext`: the autosave, the settings file, the statistics, the
reviews kept beside the rounds), each of which does nothing when the app keeps no files (tests
and tools).
"""
from __future__ import annotations

from typing import (TYPE_CHECKING, Any, Callable, Iterable, Iterator, Optional, Protocol,
                    Sequence, runtime_checkable)

if TYPE_CHECKING:
    from pathlib import Path

    import pygame

    from game.ai.review import RoundReview
    from game.scenes.play.heap import Heap
    from game.match import Match
    from game.render.audio import Audio
    from game.render.tile_art import TileArt
    from game.store.ladder_files import Ladder
    from game.store.progress import Progress
    from game.store.replays import RecordSource
    from game.store.reading import Reading, RulesFileReading
    from game.store.rules_files import LevelFile
    from game.store.save import SavedGame
    from game.store.settings import Settings
    from game.store.stats import Summary
    from game.window import Window


class Scene:
    """One screen of the game. `draw` changes nothing; `update` advances time. `self.app` is
    what the scene may ask of the application (SceneContext, below)."""

    #: Scenes below an opaque scene are neither updated nor drawn.
    opaque = True

    def __init__(self, app: SceneContext) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the top of the stack."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again, losing nothing."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and game flow by `dt` seconds."""

    def nudged(self) -> None:
        """Between frames, as the top scene: a phone has asked for something (App.idle); take
        it now if the scene takes such requests. Nothing by default."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto `surface`."""

    def prepare(self) -> Iterator[None]:
        """The scene's first frame made ahead, a piece a step, before it is shown (the scene
        before it runs a step a frame in frames with room); nothing to make by default."""
        return iter(())

    def toast_spot(self, size: tuple[int, int]) -> Optional[pygame.Rect]:
        """Where a message of the app's (an achievement, a save problem) of `size` goes over
        this scene; None: just above a menu screen's button bar."""
        return None


class PausedTable(Protocol):
    """The table under the pause menu, as the pause menu sees it."""

    @property
    def match(self) -> Match:
        """The match on the table."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay the table out again."""


class Screens(Protocol):
    """The screens a scene may go to, by name (game/scenes/router.py makes them): a screen asks
    for another here instead of importing it, so screens do not import each other."""

    def menu(self) -> Scene:
        """The main menu."""

    def setup(self, preset: Optional[str] = None, seats: Sequence[tuple[str, str]] = ()) -> Scene:
        """The new-game setup; `preset` chosen (when there is one of that name) and `seats`
        ((name, player) each) seated, if given."""

    def ladder(self, selected: Optional[str] = None) -> Scene:
        """The ladder of levels, the level `selected` (its key) chosen."""

    def how_to_play(self) -> Scene:
        """The rules explained."""

    def tutorial(self) -> Scene:
        """The scripted first round."""

    def settings(self) -> Scene:
        """The settings."""

    def statistics(self) -> Scene:
        """Your record and the achievements."""

    def replay(self, source: RecordSource, names: Optional[Sequence[str]] = None) -> Scene:
        """The replay of recorded rounds (`names`: the seats' names, when the records lack them)."""

    def review(self, source: RecordSource, seat: int, names: Optional[Sequence[str]] = None,
               players: Sequence[str] = (), whole_game: bool = False,
               round_index: int = 0) -> Scene:
        """`seat`'s review of recorded rounds: the replay with its Review panel, worked out if
        need be, showing round `round_index` (`players`: who played each seat, a person or an
        AI tier; `whole_game`: the rounds are all of a finished game)."""

    def try_again(self, match: Match) -> Scene:
        """The table playing `match`'s round from a reviewed position, keeping nothing; the
        round's end or Esc comes back to the screen below."""

    def deal(self, match: Match, heap: Optional[Heap] = None) -> Scene:
        """The shuffle and the deal of `match`'s next round (or its starting double); `heap`:
        the deal made ahead (deal_ahead)."""

    def deal_ahead(self, match: Match) -> Iterator[Optional[Heap]]:
        """The next deal of `match`, its round just over, made ahead a piece a step (a step a
        frame, while the score sheet shows): the Heap last."""

    def table(self, match: Match) -> Scene:
        """The table: `match`'s round in play."""

    def pause(self, table: PausedTable) -> Scene:
        """The pause menu over `table`."""

    def score(self, match: Match) -> Scene:
        """The score screen of `match`'s last round (or the final standings)."""

    def score_ahead(self, match: Match) -> Iterator[object]:
        """The score screen's first picture for `match`'s round just over, made ahead a
        piece a step (a step a frame, while the table holds the round's end)."""

    def choice(self, heading: str, message: str,
               answers: Sequence[tuple[str, Callable[[], None]]]) -> Scene:
        """A full-window question with a button per answer (its label and what it does)."""


@runtime_checkable
class SceneContext(Protocol):
    """The application as the scenes see it."""

    # ------------------------------------------------------------- what is drawn, and how
    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now."""

    @property
    def settings(self) -> Settings:
        """The player's settings (scenes change them; `files.keep_settings` writes them)."""

    @property
    def art(self) -> TileArt:
        """The tile art of the settings' scheme (`restyle_tiles` makes it again)."""

    @property
    def time(self) -> float:
        """Seconds of game time since launch."""

    @property
    def ai_playouts(self) -> Optional[int]:
        """Play-outs per expert move decided in one frame (tests, tools), or None: the expert
        thinks for its time budget."""

    # ------------------------------------------------------------- the scene stack
    @property
    def screens(self) -> Screens:
        """The screens a scene may go to (push, replace or clear to the one it makes)."""

    def push(self, scene: Scene) -> None:
        """Put a scene on top of the stack."""

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""

    def pop(self) -> Optional[Scene]:
        """Remove the top scene."""

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over with one."""

    def back(self) -> None:
        """Leave the top scene: back to the one below it, or to the menu when it was alone."""

    def open_menu(self) -> None:
        """Back to the main menu."""

    def quit(self) -> None:
        """Stop after this frame."""

    # ------------------------------------------------------------- messages and sound
    def say(self, message: str, seconds: float = 6.0, tone: str = "error") -> None:
        """A message at the foot of the window, over whichever scene is showing."""

    def take_notices(self) -> list[tuple[str, str]]:
        """The (title, text) messages found while starting, for the menu to show once."""

    @property
    def audio(self) -> Audio:
        """The sound: effects by name (`play_sound`), on or off, the volume (each kept in the
        settings)."""

    # ------------------------------------------------------------- window and tiles
    @property
    def window(self) -> Window:
        """The window: the room the screen has for it, and its size or the whole screen
        (`set`), kept in the settings."""

    def restyle_tiles(self) -> None:
        """The settings' tile scheme or pips changed: draw the tiles anew."""

    # ------------------------------------------------------------- a new match
    def next_seed(self) -> int:
        """The seed of a new match: the app's own the first time (same --seed, same deals),
        then fresh ones drawn from it."""

    # ------------------------------------------------------------- the player's files
    @property
    def files(self) -> PlayerFilesContext:
        """The player's files (the autosave, the settings file, the statistics, the rules
        files, the ladder's progress, the recorded rounds and their reviews)."""


class PlayerFilesContext(Protocol):
    """The player's files as a scene may use them (game.store.player_files.PlayerFiles), each
    member doing nothing to the disk when the app keeps no files (tests and tools)."""

    # ------------------------------------------------------------- the autosave and the settings
    def save_game(self, match: Match, screen: Optional[str] = None) -> Optional[str]:
        """Autosave `match` on `screen` (the deal, the table or the score screen; by default the
        one its round implies); what went wrong, or None."""

    def drop_save(self) -> None:
        """The game ended: remove its autosave."""

    def unfinished_game(self) -> Optional[SavedGame]:
        """The saved game a new one would replace (None: none, or one that cannot be loaded,
        which the store sets aside)."""

    def record_game(self, match: Match) -> Optional[str]:
        """A finished game: into the statistics (unless watched), its autosave dropped; what
        went wrong, or None."""

    def is_recorded(self, match: Match) -> Optional[bool]:
        """Whether the statistics have `match`, read from them (None: they cannot say, or no
        files are kept)."""

    @property
    def unrecorded(self) -> Optional[Match]:
        """The finished game `record_game` could not record (kept in its autosave), or None."""

    def keep_settings(self) -> Optional[str]:
        """Write the settings now, so a kill loses none of them; what went wrong, or None."""

    def has_saved_game(self) -> bool:
        """True if the player's autosave is there (it may still not load); False when the data
        folder cannot be looked at."""

    def load_saved_game(self) -> tuple[Optional[SavedGame], Optional[str]]:
        """The player's autosaved game and None, or None and why it cannot be continued (the
        store sets a broken file aside)."""

    # ------------------------------------------------------------- presets and rules files
    def preset_names(self) -> list[str]:
        """The presets of levels/, sorted (ConfigError: the folder cannot be read)."""

    def preset_title(self, name: str) -> str:
        """The title a preset gives itself, or its name (cheap: drawn every frame)."""

    def load_preset(self, name: str) -> LevelFile:
        """The preset `name` (ConfigError: there is none, or what is wrong with its file)."""

    def rules_file_list(self) -> tuple[RulesFileReading, Path]:
        """The rules and table files setup offers (levels/tables/ and the player's own rules
        folder), and that folder, made if it is missing."""

    def find_rules_file(self, typed: str) -> Path:
        """The rules file a player typed (ConfigError naming every path looked at)."""

    def load_user_rules(self, path: Path) -> LevelFile:
        """A player's own rules or table file (ConfigError naming the file and the fault)."""

    # ------------------------------------------------------------- the ladder
    def ladder(self) -> Ladder:
        """The ladder's levels (levels/ladder/), a file that cannot be used left out and named
        in its problems."""

    def progress(self, set_aside_broken: bool = True) -> tuple[Progress, Optional[str]]:
        """The player's ladder progress and achievements, and a problem message (None: all is
        well); a fresh one when there is none yet. A file that cannot be used gives a fresh one
        and is set aside, unless `set_aside_broken` is False."""

    # ------------------------------------------------------------- statistics and replays
    def statistics(self) -> tuple[Summary, Optional[str]]:
        """The Statistics screen's figures and a problem message (None: all is well); never
        raises: a database the disk will not give back is an empty summary and its reason."""

    def statistics_later(self) -> Reading[tuple[Summary, Optional[str]]]:
        """`statistics()` read on a thread of its own: the screen asks each frame whether they
        have come."""

    def replay_folder(self, game_id: str) -> Path:
        """The folder of a recorded game's round records (ValueError: not a game id)."""

    def replay_rounds(self, source: RecordSource) -> tuple[list[dict[str, Any]], Optional[str]]:
        """The round records of `source` (a record, a list of them, a record file or a game's
        folder) and a problem message (records that could not be read)."""

    # ------------------------------------------------------------- reviews
    def load_review(self, round_path: Path, seat: int,
                    iterations: int) -> Optional[RoundReview]:
        """`seat`'s review of the round record at `round_path` made with `iterations`, kept
        beside it (game.store.reviews); None: none, stale, unreadable, or no files kept."""

    def save_review(self, round_path: Path, kept: RoundReview) -> Optional[str]:
        """Keep a review beside its round record (nothing when the app keeps no files); what
        went wrong, or None."""

    def earn_achievements(self, keys: Iterable[str]) -> list[str]:
        """Achievements earned away from a game (a review): kept in the progress and announced
        (nothing when the app keeps no files); the ones that are new."""
