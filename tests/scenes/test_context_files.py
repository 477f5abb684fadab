"""Scenes reach the player's files only through the scene context (game/scenes/context.py, its
`files`), and an app that keeps no files (`files.autosave` off: tests and tools) writes nothing
through it."""
from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any, Callable

from game.ai.review import RoundReview
from game.app import App
from game.matches import watch_match
from game.match import Match
from game.scenes.context import PlayerFilesContext
from game.store import paths
from game.store.progress import Progress, save_progress
from game.store.replays import write_game_records
from game.store.save import save_match
from game.store.settings import Settings, save_settings
from game.store.stats import record_game

SCENES = Path(__file__).resolve().parents[2] / "game" / "scenes"
FILE_MODULES = {"os", "shutil", "glob", "tempfile", "sqlite3", "tomllib", "tomli", "io",
                "game.resources", "game.store.paths", "game.store.atomic", "game.store.documents"}
FILE_CALLS = {"open", "read_bytes", "read_text", "write_bytes", "write_text", "unlink", "mkdir",
              "rmdir", "iterdir", "glob", "rglob", "rename", "touch", "chmod"}
# What scenes take from game.store without the context: types (under TYPE_CHECKING, not listed
# here), the settings' choices and three pure helpers (a typed phone port read by the settings'
# own check among them), none of which touches a file.
STORE_NAMES = {"FACES", "OPPONENTS", "PALETTES", "SCHEMES", "SPEEDS", "UNDO_POLICIES",
               "PHONE_PORT_WORDS", "file_title", "read_phone_port", "screen_of"}
GAME_ID = "20240501-201500-0a1b2c"


def _runtime_imports(tree: ast.Module) -> list[ast.ImportFrom | ast.Import]:
    """The import statements run when the module loads (not those under `if TYPE_CHECKING`)."""
    typing_only = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(node.test) for inner in ast.walk(node)}
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
            and id(node) not in typing_only]


def test_no_scene_module_opens_a_file_itself() -> None:
    modules = sorted(SCENES.rglob("*.py"))
    assert len(modules) > 40
    for path in modules:
        where = str(path.relative_to(SCENES))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _runtime_imports(tree):
            if isinstance(node, ast.Import):
                assert not {alias.name for alias in node.names} & FILE_MODULES, where
            elif node.module in FILE_MODULES:
                raise AssertionError(f"{where} imports {node.module}")
            elif node.module and node.module.startswith("game.store"):
                taken = {alias.name for alias in node.names}
                assert taken <= STORE_NAMES, f"{where} takes {taken - STORE_NAMES} from the store"
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else (
                    node.func.id if isinstance(node.func, ast.Name) else "")
                assert name not in FILE_CALLS, f"{where} calls {name}"


def _finished(seed: int) -> Match:
    match = watch_match(seed, seats=2, pace=0.0)
    rng = random.Random(seed)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def _every_file(root: Path) -> dict[str, bytes | None]:
    """Every folder (None) and file (its bytes) under `root`, by its path there."""
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(root.rglob("*"))}


def _readers_and_writers(app: App, match: Match, finished: Match) -> dict[str, Callable[[], Any]]:
    """A call of every member of the scene context that reads or writes the player's files."""
    rules = paths.rules_dir() / "mine.toml"
    round_path = paths.games_dir() / GAME_ID / "round-01.json"
    review = RoundReview(seat=0, decisions=(), accuracy=1.0, luck=0.0, iterations=10, seed=0)
    return {
        "save_game": lambda: app.files.save_game(match),
        "drop_save": app.files.drop_save,
        "unfinished_game": app.files.unfinished_game,
        "record_game": lambda: app.files.record_game(finished),
        "unrecorded": lambda: app.files.unrecorded,
        "is_recorded": lambda: app.files.is_recorded(finished),
        "keep_settings": app.files.keep_settings,
        "has_saved_game": app.files.has_saved_game,
        "load_saved_game": app.files.load_saved_game,
        "next_seed": app.next_seed,
        "preset_names": app.files.preset_names,
        "preset_title": lambda: app.files.preset_title("classic"),
        "load_preset": lambda: app.files.load_preset("classic"),
        "rules_file_list": lambda: app.files.rules_file_list()[0].wait(30),
        "find_rules_file": lambda: _or_error(lambda: app.files.find_rules_file(str(rules))),
        "load_user_rules": lambda: _or_error(lambda: app.files.load_user_rules(rules)),
        "ladder": app.files.ladder,
        "progress": app.files.progress,
        "statistics": app.files.statistics,
        "statistics_later": lambda: app.files.statistics_later().wait(30),
        "replay_folder": lambda: app.files.replay_folder(GAME_ID),
        "replay_rounds": lambda: app.files.replay_rounds(round_path.parent),
        "load_review": lambda: app.files.load_review(round_path, 0, 10),
        "save_review": lambda: app.files.save_review(round_path, review),
        "earn_achievements": lambda: app.files.earn_achievements(["sharp_eye"]),
    }


def _or_error(call: Callable[[], Any]) -> Any:
    try:
        return call()
    except Exception as error:  # a file that is not there is said, not written
        return error


def _keeps_no_files(seed_the_folders: bool) -> None:
    finished = _finished(3)
    match = watch_match(4, seats=2, pace=0.0)
    match.start_round()
    if seed_the_folders:  # the player's own files, as a real game leaves them
        save_match(match, wait=True)
        save_settings(Settings())
        save_progress(Progress())
        assert record_game(finished)[1] is None
        write_game_records(GAME_ID, finished.game.records)
        paths.rules_dir().mkdir(parents=True, exist_ok=True)
        (paths.rules_dir() / "mine.toml").write_text('[rules]\npreset = "classic"\n')
    home = paths.data_dir().parent.parent
    before = _every_file(home)
    app = App((1280, 720), settings=Settings(), seed=1)
    assert not app.files.autosave  # what tests and tools get
    calls = _readers_and_writers(app, match, finished)
    members = {name for name in vars(PlayerFilesContext) if not name.startswith("_")}
    assert members | {"next_seed"} <= set(calls)  # every one of them
    for call in calls.values():
        call()
    assert _every_file(home) == before


def test_an_app_that_keeps_no_files_reads_the_players_files_and_writes_none() -> None:
    _keeps_no_files(seed_the_folders=True)


def test_an_app_that_keeps_no_files_makes_no_folder_or_file_where_there_is_none() -> None:
    _keeps_no_files(seed_the_folders=False)
