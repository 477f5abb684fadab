"""No text under 12 px tall: every screen drawn at 1024x600 (the smallest window) in normal
print, every text it draws recorded with the cap height of its font as drawn (the ink of an
'H' at that size, face and weight), and none below CAP. The menu side, the setup's looks, the
score screen and final standings, the ladder's verdict, the pause menu and the table: its
plates, status line, buttons, toasts, banners, move log, coach, round's end and hand-over
cover."""
from __future__ import annotations

import inspect
import random
import sys
from pathlib import Path
from typing import Callable, Iterator

import pygame
import pytest

from game.app import App

from game.matches import watch_match
from game.match import Match
from game.render import text
from game.render.effects import Banner
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings

CAP = 12
SIZE = (1024, 600)
GAME = str(Path(text.__file__).resolve().parent.parent)
Drawn = tuple[str, int, str]  # the words, their cap height, where they were drawn


@pytest.fixture(autouse=True)
def private_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture
def drawn_caps(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every text drawn with game.render.text.render while the test runs, with the cap height
    of its font as drawn and the game's line that drew it."""
    drawn: list[Drawn] = []
    real = text.render
    signature = inspect.signature(real)

    def spy(*args: object, **kw: object) -> pygame.Surface:
        bound = signature.bind(*args, **kw)
        bound.apply_defaults()
        words, size, bold, face = (bound.arguments[k] for k in ("text", "size", "bold", "face"))
        cap = real("H", size, (255, 255, 255), bold, face).get_bounding_rect().height
        drawn.append((str(words), cap, _caller()))
        return real(*args, **kw)

    monkeypatch.setattr(text, "render", spy)
    return drawn


def _caller() -> str:
    """The first line of the game outside text.py on the stack: where a text was drawn."""
    frame = sys._getframe(2)
    while frame is not None:
        path = frame.f_code.co_filename
        if path.startswith(GAME) and not path.endswith("text.py"):
            return f"{Path(path).relative_to(GAME).as_posix()}:{frame.f_lineno} " \
                   f"{frame.f_code.co_name}"
        frame = frame.f_back
    return "?"


def app() -> App:
    return App(SIZE, settings=Settings(animation_speed="fast"), seed=1, ai_playouts=4)


def frames(application: App, n: int = 30, dt: float = 1 / 30) -> None:
    for _ in range(n):
        application.step(dt, events=[])


def played(seed: int, rounds: int, preset: str = "classic", seats: int = 4,
           finish_round: bool = True) -> Match:
    """A match with `rounds` rounds played by random legal moves (as tools/menu_shots.py)."""
    names = ["You", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Silkie", "Leghorn"]
    kinds = ["human", "medium", "hard", "expert", "easy", "medium", "hard", "easy"]
    match = Match(load_preset(preset).rules, [Seat(names[i], kinds[i]) for i in range(seats)],
                  seed, preset=preset)
    rng = random.Random(seed)
    for _ in range(rounds):
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
        if match.game.is_over:
            break
    return match


def in_play(seats: int, human: bool = True, moves: int = 10) -> Match:
    """A round `moves` actions into play, You at seat 0 (or computers only)."""
    names = ("You", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Silkie", "Leghorn")
    table = [Seat(names[i], "human" if i == 0 and human else "easy", pace=60.0)
             for i in range(seats)]
    match = Match(load_preset("classic" if seats <= 4 else "party").rules, table, seed=4)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    rng = random.Random(4)
    while len(match.state.history) < moves and match.state.to_act != 0:
        match.apply(rng.choice(match.state.legal_actions()))
    return match


# ------------------------------------------------------------------ the screens
def menu(application: App) -> None:
    from game.scenes.menu import MenuScene
    application.clear_to(MenuScene(application))


def setup(application: App) -> None:
    from game.scenes.setup.screen import SetupScene
    application.clear_to(SetupScene(application))


def setup_eight(application: App) -> None:
    from game.scenes.setup.screen import SetupScene
    scene = SetupScene(application)
    application.clear_to(scene)
    for _ in range(8 - len(scene.seats)):
        scene.add_seat()


def howto(application: App) -> None:
    from game.scenes.howto import HowToScene
    application.clear_to(HowToScene(application))


def settings(application: App) -> None:
    from game.scenes.settings_scene import SettingsScene
    application.clear_to(SettingsScene(application))


def score(application: App) -> None:
    from game.scenes.score import ScoreScene
    scene = ScoreScene(application, played(3, 4))
    application.clear_to(scene)
    scene.skip()


def final(application: App) -> None:
    from game.scenes.score import ScoreScene
    scene = ScoreScene(application, played(5, 99, "family", 3))
    application.clear_to(scene)
    scene.skip()


def stats(application: App) -> None:
    from game.scenes.stats import StatsScene
    from game.store.stats import record_game
    for seed in (5, 6):
        record_game(played(seed, 99, "family", 3))
    scene = StatsScene(application)
    scene.wait_for_reading()  # read on a thread of its own
    application.clear_to(scene)


def achievements(application: App) -> None:
    from game.scenes.stats import StatsScene
    scene = StatsScene(application)
    scene.wait_for_reading()  # read on a thread of its own
    scene.turn_page()
    application.clear_to(scene)


def ladder(application: App) -> None:
    from game.scenes.ladder import LadderScene
    application.clear_to(LadderScene(application))


def replay(application: App) -> None:
    from game.scenes.review.replay import ReplayScene
    match = played(4, 1)
    scene = ReplayScene(application, match.game.records, names=[s.name for s in match.seats])
    scene.go(30)
    application.clear_to(scene)


def deal(application: App) -> None:
    from game.scenes.play.deal import DealScene
    application.clear_to(DealScene(application, played(7, 0)))


def question(application: App) -> None:
    from game.scenes.choice import ChoiceScene
    application.clear_to(ChoiceScene(application, "Start a new game?",
                                     "Your unfinished game will be replaced.",
                                     [("New game", lambda: None), ("Keep it", lambda: None)]))


def table(seats: int, human: bool = True) -> Callable[[App], None]:
    def build(application: App) -> None:
        from game.scenes.play.scene import PlayScene
        application.clear_to(PlayScene(application, in_play(seats, human)))
    return build


def table_log_and_toast(application: App) -> None:
    from game.scenes.play.scene import PlayScene
    scene = PlayScene(application, in_play(4))
    application.clear_to(scene)
    frames(application, 10)
    scene.log.toggle()
    scene.callouts.say("That tile does not match the open end.", "error")
    scene.callouts.shout(Banner("Chicken foot!", duration=60.0))
    application.say("Achievement: Tiptoe Finish", 60.0, "info")


def round_end(application: App) -> None:
    """A round of computers played to its end: the table holds the result on it."""
    from game.scenes.play.scene import PlayScene
    match = Match(load_preset("classic").rules, [Seat(n, "easy", pace=0.0) for n in
                                                  ("Hen", "Rooster", "Chick")], seed=6)
    match.start_round()
    application.clear_to(PlayScene(application, match))
    for _ in range(20000):
        application.step(1 / 20, events=[])
        if match.state.is_over:
            break
    assert match.state.is_over


def pause(application: App, view: str = "") -> None:
    from game.scenes.pause import PauseScene
    from game.scenes.play.scene import PlayScene
    below = PlayScene(application, in_play(4))
    application.clear_to(below)
    scene = PauseScene(application, below)
    application.push(scene)
    if view:
        scene.show(view)


def pause_rules(application: App) -> None:
    pause(application, "rules")


def hand_over(application: App) -> None:
    from game.scenes.play.privacy import PrivacyScene
    application.clear_to(PrivacyScene(application, "Ana", lambda: None,
                                      [("Chickenlittle! (Bo)", lambda: None)]))


def tutorial(application: App) -> None:
    from game.scenes.tutorial import TutorialScene
    application.clear_to(TutorialScene(application))


def verdict(application: App) -> None:
    from game.scenes.score import ScoreScene
    from game.store.ladder_files import load_ladder
    level = load_ladder().levels[0]
    match = Match(level.rules, list(level.seats), 1, preset=level.preset, ladder=level.key)
    rng = random.Random(1)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    scene = ScoreScene(application, match)
    application.clear_to(scene)
    scene.skip()


SCREENS: dict[str, Callable[[App], None]] = {
    "menu": menu, "setup": setup, "setup-eight": setup_eight, "howto": howto,
    "settings": settings, "score": score, "final": final, "stats": stats,
    "achievements": achievements, "ladder": ladder, "replay": replay, "deal": deal,
    "question": question, "table-2": table(2), "table-4": table(4), "table-8": table(8),
    "watching": table(4, human=False), "table-log-toast": table_log_and_toast,
    "round-end": round_end,
    "pause": pause, "pause-rules": pause_rules, "hand-over": hand_over, "tutorial": tutorial,
    "verdict": verdict,
}


def shown(name: str) -> Iterator[App]:
    """The app showing screen `name`, after some frames (then scrolled, where it scrolls)."""
    application = app()
    SCREENS[name](application)
    frames(application)
    yield application
    top = application.stack.top
    for _ in range(12 if hasattr(top, "scroll") else 0):  # every part of a long page
        top.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
        frames(application, 3)
        yield application


@pytest.mark.parametrize("name", list(SCREENS))
def test_no_text_is_drawn_under_12_px_tall(name: str, drawn_caps: list[Drawn]) -> None:
    for _ in shown(name):
        pass
    assert drawn_caps, f"{name} drew no text"
    small = sorted({(cap, words, where) for words, cap, where in drawn_caps if cap < CAP})
    assert not small, f"{name}: texts under {CAP} px tall:\n" + "\n".join(
        f"  {cap} px  {words!r}  ({where})" for cap, words, where in small)
