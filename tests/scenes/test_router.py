"""The scene router: the app's screens by name, and screens that do not import each other."""
import ast
from pathlib import Path

import pytest

from game.app import App

from game.matches import watch_match
from game.scenes.context import SceneContext
from game.scenes.play.deal import DealScene
from game.scenes.howto import HowToScene
from game.scenes.ladder import LadderScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.play.scene import PlayScene
from game.scenes.review.replay import ReplayScene
from game.scenes.router import Router
from game.scenes.score import ScoreScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup.screen import SetupScene
from game.scenes.stats import StatsScene
from game.scenes.tutorial import FIRST_TABLE, TutorialScene
from game.store.settings import Settings

SCENES = Path(__file__).resolve().parents[2] / "game" / "scenes"
#: Where a screen's module is when it is not scenes/NAME.py: the play scene and the setup in
#: their packages, the replay among the review's screens.
MOVED = {"play": "play/scene", "deal": "play/deal", "setup": "setup/screen",
         "replay": "review/replay"}
#: The screens that were one import circle; the router alone knows them all.
SCREENS = ("deal", "howto", "ladder", "ladder_verdict", "menu", "new_game", "pause", "play",
           "resume", "score", "setup", "tutorial", "replay", "stats", "settings_scene")
#: What a screen still takes from another, and why: the tutorial is a table (a subclass), the
#: pause menu draws the score sheet, the verdict deals a ladder level; the new-game question and
#: the saved game's screen are asked for by several screens.
ALLOWED = {
    ("tutorial", "play"), ("pause", "score"), ("ladder_verdict", "ladder"),
    ("score", "ladder_verdict"), ("ladder", "new_game"), ("setup", "new_game"),
    ("score", "new_game"), ("menu", "resume"), ("new_game", "resume"),
}


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=2)


def scene_imports(name):
    """The game.scenes modules that scenes/`name`.py imports, anywhere in it."""
    path = SCENES / f"{MOVED.get(name, name)}.py"
    tree = ast.parse(path.read_text())
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and \
                node.module.startswith("game.scenes."):
            modules.add(node.module)
        elif isinstance(node, ast.Import):
            modules.update(a.name for a in node.names if a.name.startswith("game.scenes."))
    screen_of = {f"game.scenes.{where.replace('/', '.')}": name for name, where in MOVED.items()}
    return {screen_of.get(module, module.split(".")[-1]) for module in modules}


@pytest.mark.parametrize("name", SCREENS)
def test_a_screen_imports_no_other_screen(name):
    others = {other for other in scene_imports(name) & set(SCREENS) if other != name}
    assert others <= {to for frm, to in ALLOWED if frm == name}


def test_no_scene_imports_the_router():
    for path in SCENES.rglob("*.py"):
        if path.stem != "router":
            name = path.relative_to(SCENES).with_suffix("").as_posix()
            assert "router" not in scene_imports(name), path.name


def test_the_app_gives_scenes_its_router(app):
    assert isinstance(app, SceneContext)
    assert isinstance(app.screens, Router)
    assert app.screens.app is app


def test_each_destination_makes_its_screen(app):
    screens = app.screens
    match = watch_match(1, 4, "classic")
    assert type(screens.menu()) is MenuScene
    assert type(screens.setup()) is SetupScene
    assert type(screens.ladder()) is LadderScene
    assert type(screens.how_to_play()) is HowToScene
    assert type(screens.tutorial()) is TutorialScene
    assert type(screens.settings()) is SettingsScene
    assert type(screens.statistics()) is StatsScene
    assert type(screens.replay([], names=["A"])) is ReplayScene
    assert type(screens.deal(match)) is DealScene
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    table = screens.table(match)
    assert type(table) is PlayScene
    pause = screens.pause(table)
    assert type(pause) is PauseScene and pause.below is table
    assert type(screens.score(match)) is ScoreScene


def test_setup_seats_a_first_table(app):
    setup = app.screens.setup("classic", FIRST_TABLE)
    assert [(s.name, s.player) for s in setup.seats] == list(FIRST_TABLE)
