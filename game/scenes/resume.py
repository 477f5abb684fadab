"""Which scene a saved match resumes in: one decision for the menu's Continue and for the command
line's --continue and --watch."""
from __future__ import annotations

from typing import Optional

from game.match import Match
from game.rules.round import PLAY
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.store.save import screen_of


def possible_screens(match: Match) -> tuple[str, ...]:
    """The screens `match` can be shown on: a finished game only its final standings, a
    finished round its score screen or the next deal, a round in play its table, else the deal."""
    state = match.state
    if match.is_over:
        return ("score",)
    if state is not None and state.is_over:
        return ("score", "deal")
    if state is not None and state.phase == PLAY:
        return ("table",)
    return ("deal",)


def resume_scene(app: SceneContext, match: Match, screen: Optional[str] = None) -> Scene:
    """The scene `match` continues in: the screen the save names (`screen`) when the match can
    be shown there, else the one its round implies: the final standings of a finished game, the
    score screen of a finished round, the table of a round in play, else the deal (the next
    round's, or this round's starting double)."""
    if screen not in possible_screens(match):
        screen = screen_of(match)
    if screen == "score":
        return app.screens.score(match)
    if screen == "table":
        return app.screens.table(match)
    return app.screens.deal(match)
