"""Which scene a saved match resumes in: one decision for the menu's Continue and for the command
line's --continue and --watch."""
from __future__ import annotations

from game.match import Match
from game.rules.round import PLAY
from game.scenes.base import Scene
from game.scenes.context import SceneContext


def resume_scene(app: SceneContext, match: Match) -> Scene:
    """The scene `match` continues in: the final standings of a finished game, the table of a
    round in play, else the deal (the next round's, or this round's starting double)."""
    if match.is_over:
        from game.scenes.score import ScoreScene

        return ScoreScene(app, match)
    state = match.state
    if state is not None and state.phase == PLAY:
        from game.scenes.play import PlayScene

        return PlayScene(app, match)
    from game.scenes.deal import DealScene

    return DealScene(app, match)
