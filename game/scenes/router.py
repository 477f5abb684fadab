"""The one place that knows every screen: `Router` makes the screen a scene asks for by name
(SceneContext.screens), so screens do not import each other. The app makes one router for
itself; nothing in game/scenes imports this module.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Optional, Sequence

from game.match import Match
from game.phones.host import PhoneHost
from game.scenes.base import Scene
from game.scenes.choice import Answer, ChoiceScene
from game.scenes.context import PausedTable, SceneContext
from game.scenes.play.deal import DealScene
from game.scenes.play.deal_ahead import deal_ahead
from game.scenes.play.heap import Heap
from game.scenes.howto import HowToScene
from game.scenes.ladder import LadderScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.play.scene import PlayScene
from game.scenes.review.replay import ReplayScene
from game.scenes.score import ScoreScene, sheet_ahead
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup.screen import SetupScene
from game.scenes.stats import StatsScene
from game.scenes.tutorial import TutorialScene
from game.table import keep_nothing
from game.words.phones import cannot_join

if TYPE_CHECKING:
    from game.store.replays import RecordSource


class Router:
    """The screens of the game for `app` (game.scenes.context.Screens)."""

    def __init__(self, app: SceneContext, phones: PhoneHost) -> None:
        """`phones`: the phone server of the game being played, which the tables of a game
        with phone seats are given (and which the menu closes)."""
        self.app = app
        self.phones = phones

    def menu(self) -> Scene:
        """The main menu (no game is open: no phone server listens)."""
        self.phones.close()
        return MenuScene(self.app)

    def setup(self, preset: Optional[str] = None, seats: Sequence[tuple[str, str]] = ()) -> Scene:
        """The new-game setup, `preset` chosen if there is one of that name, `seats` seated."""
        setup = SetupScene(self.app)
        if preset is not None and preset in setup.presets:
            setup.choose_preset(preset)
        if seats:
            setup.seat_table(seats)
        return setup

    def ladder(self, selected: Optional[str] = None) -> Scene:
        """The ladder of levels."""
        return LadderScene(self.app, selected)

    def how_to_play(self) -> Scene:
        """The rules explained."""
        return HowToScene(self.app)

    def tutorial(self) -> Scene:
        """The scripted first round."""
        return TutorialScene(self.app)

    def settings(self) -> Scene:
        """The settings."""
        return SettingsScene(self.app)

    def statistics(self) -> Scene:
        """Your record and the achievements."""
        return StatsScene(self.app)

    def replay(self, source: RecordSource, names: Optional[Sequence[str]] = None) -> Scene:
        """The replay of recorded rounds."""
        return ReplayScene(self.app, source, names=names)

    def review(self, source: RecordSource, seat: int, names: Optional[Sequence[str]] = None,
               players: Sequence[str] = (), whole_game: bool = False,
               round_index: int = 0) -> Scene:
        """One seat's review of recorded rounds: the replay with its Review panel."""
        return ReplayScene(self.app, source, names=names, round_index=round_index,
                           title="Review", review_seat=seat, players=players,
                           whole_game=whole_game)

    def try_again(self, match: Match) -> Scene:
        """A reviewed position played again, nothing kept; the round's end or Esc comes back
        to the review."""
        return PlayScene(self.app, match, save=keep_nothing, leave=self.app.back)

    def deal(self, match: Match, heap: Optional[Heap] = None) -> Scene:
        """The shuffle and the deal (`heap`: made ahead, deal_ahead)."""
        return DealScene(self.app, match, heap)

    def deal_ahead(self, match: Match) -> Iterator[Optional[Heap]]:
        """The next deal of `match` made ahead, a piece a step (the Heap last)."""
        return deal_ahead(self.app.size, self.app.settings, self.app.art, match)

    def table(self, match: Match) -> Scene:
        """The round in play (a game with phone seats: with their server)."""
        server = self.phones.serve(match)
        if server is None and self.phones.problem:  # (their turns are played at the screen)
            self.app.say(cannot_join(self.phones.problem))
        return PlayScene(self.app, match, phones=server)

    def pause(self, table: PausedTable) -> Scene:
        """The pause menu over the table."""
        return PauseScene(self.app, table)

    def score(self, match: Match) -> Scene:
        """The score screen."""
        return ScoreScene(self.app, match)

    def score_ahead(self, match: Match) -> Iterator[object]:
        """The score screen's first picture made ahead, a piece a step."""
        return sheet_ahead(self.app, match)

    def choice(self, heading: str, message: str, answers: Sequence[Answer]) -> Scene:
        """A full-window question with a button per answer."""
        return ChoiceScene(self.app, heading, message, answers)
