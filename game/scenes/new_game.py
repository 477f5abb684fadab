"""Starting a new game while an unfinished one is saved: the new game's first autosave would
replace it, so the player is asked first (continue it, start anew, or go back). The menu's New
game, the ladder's Start and the command line's --play all ask the same question.
"""
from __future__ import annotations

from typing import Callable

from game.scenes.choice import Answer, ChoiceScene
from game.scenes.context import SceneContext
from game.scenes.resume import resume_scene
from game.store.save import SavedGame, continue_line


def replace_question(app: SceneContext, saved: SavedGame, new_game: Callable[[], object],
                     last: Answer) -> ChoiceScene:
    """"An unfinished game": Continue it (the default), New game, and `last` (Esc)."""
    return ChoiceScene(app, "An unfinished game", (
        f"You have a game in progress ({continue_line(saved.match)}). Starting a new game "
        "replaces it."), [
        ("Continue it", lambda: app.clear_to(resume_scene(app, saved.match, saved.screen))),
        ("New game", new_game),
        last,
    ])


def start_new_game(app: SceneContext, new_game: Callable[[], object]) -> None:
    """`new_game` now, or, with an unfinished game saved, once the player says so (Back
    returns to the screen that asked)."""
    saved = app.unfinished_game()
    if saved is None:
        new_game()
        return
    app.push(replace_question(app, saved, new_game, ("Back", app.pop)))
