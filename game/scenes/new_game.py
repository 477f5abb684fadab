"""Starting a new game while an unfinished one is saved: the new game's first autosave would
replace it, so the player is asked first (continue it, start anew, or go back; Enter goes back,
as nothing is lost that way). The menu's New game, the ladder's Start and the command line's
--play all ask the same question.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from game.scenes.choice import Answer, ChoiceScene
from game.scenes.context import SceneContext
from game.scenes.resume import resume_scene
from game.words.results import continue_line

if TYPE_CHECKING:
    from game.store.save import SavedGame


def replace_question(app: SceneContext, saved: SavedGame, new_game: Callable[[], object],
                     last: Answer, level: Optional[int] = None) -> ChoiceScene:
    """"An unfinished game": Continue it, New game (Start level `level`, from the ladder), and
    `last` (Enter and Esc: the safe answer)."""
    start, starting = ((f"Start level {level}", f"Starting level {level}") if level
                       else ("New game", "Starting a new game"))
    return ChoiceScene(app, "An unfinished game", (
        f"You have a game in progress ({continue_line(saved.match)}). {starting} "
        "replaces it."), [
        ("Continue it", lambda: app.clear_to(resume_scene(app, saved.match, saved.screen))),
        (start, new_game),
        last,
    ], default=-1)


def start_new_game(app: SceneContext, new_game: Callable[[], object],
                   level: Optional[int] = None) -> None:
    """`new_game` now, or, with an unfinished game saved, once the player says so (Back
    returns to the screen that asked; `level`: the ladder level it would start)."""
    saved = app.files.unfinished_game()
    if saved is None:
        new_game()
        return
    app.push(replace_question(app, saved, new_game, ("Back", app.pop), level))
