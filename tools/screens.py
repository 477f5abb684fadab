"""Screenshots of the table game, rendered headless and saved as PNG (deterministic seeds).

    python tools/screens.py [OUTDIR]        (default assets/screenshots)

Saves menu_headless.png, deal.png, table_foot.png (a busy barnyard with a chicken foot pending),
drag.png (a tile carried over its lit ends), move_log.png (the move log open late in a round),
privacy.png and score_headless.png (the score sheet; menu.png and score.png in
assets/screenshots come from tools/menu_shots.py --readme).
For the real window under a virtual screen, use ../shared/tools/screenshot.sh instead.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules import Play, RoundState  # noqa: E402
from game.scenes.play.deal import DealScene  # noqa: E402
from game.scenes.play.scene import PlayScene  # noqa: E402
from game.seats import Seat  # noqa: E402
from game.store.rules_files import load_preset  # noqa: E402
from game.store.settings import Settings  # noqa: E402

SIZE = (1280, 720)


def fresh_app(seed: int) -> App:
    """A headless app at the default window size."""
    return App(SIZE, settings=Settings(), seed=seed)


def save(app: App, out: Path, name: str) -> None:
    """Draw the current frame and write it."""
    app.draw()
    pygame.image.save(app.screen, str(out / name))
    print(f"saved {out / name}")


def frames(app: App, n: int, dt: float = 1 / 30) -> None:
    """Run n frames."""
    for _ in range(n):
        app.step(dt)


def seats(ai_pace: float, human: bool = True) -> list[Seat]:
    """You (or a hen) and three AIs."""
    first = Seat("You") if human else Seat("Hen", "medium", pace=ai_pace)
    return [first, Seat("Rooster", "hard", pace=ai_pace, budget=0.05),
            Seat("Chick", "medium", pace=ai_pace), Seat("Bantam", "easy", pace=ai_pace)]


def shoot_menu(out: Path) -> None:
    """The main menu."""
    from game.scenes.menu import MenuScene

    app = fresh_app(1)
    app.clear_to(MenuScene(app))
    frames(app, 40)
    save(app, out, "menu_headless.png")


def shoot_deal(out: Path) -> None:
    """Tiles tumbling in the shuffle."""
    app = fresh_app(2)
    match = Match(load_preset("classic").rules, seats(0.6), seed=2)
    app.clear_to(DealScene(app, match))
    frames(app, 14)
    save(app, out, "deal.png")


def shoot_foot(out: Path, seed: int = 11) -> None:
    """An AI game run until the barnyard is busy and a chicken foot is waiting for toes."""
    app = fresh_app(seed)
    match = Match(load_preset("classic").rules, seats(0.25, human=False), seed=seed)
    app.clear_to(DealScene(app, match))
    for _ in range(20000):
        app.step(1 / 30)
        state = match.state
        top = app.stack.top
        if isinstance(top, PlayScene) and state is not None and not state.is_over:
            foot = state.hub is not None and state.hub is not state.barnyard[0].tile
            if foot and len(state.barnyard) >= 22 and not top.motion.flights:
                top._ai_turn = lambda seat, dt: None  # hold still while the banner fades
                frames(app, 75)
                save(app, out, "table_foot.png")
                return
        elif type(top).__name__ == "ScoreScene":
            top.next_round() if not top.over else None
    print("no busy foot found", file=sys.stderr)


def your_turns(seed: int) -> Iterator[tuple[App, PlayScene, RoundState]]:
    """A classic game of yours against three computers, at each of your turns (a round's end
    and the score sheet go on by themselves); the caller plays the turn or stops."""
    app = fresh_app(seed)
    match = Match(load_preset("classic").rules, seats(0.0), seed=seed)
    app.clear_to(DealScene(app, match))
    for _ in range(20000):
        app.step(1 / 30)
        top = app.stack.top
        state = match.state
        if not isinstance(top, PlayScene) or state is None or state.is_over:
            if type(top).__name__ == "ScoreScene":
                top.next_round()
            elif isinstance(top, PlayScene) and top.ending.showing:  # a key ends the held end
                app.step(0.5, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)])
        elif state.to_act == 0 and top.humans.can_act:
            yield app, top, state


def play_on(scene: PlayScene, state: RoundState) -> None:
    """Your turn: the first play that fits, else a draw or a pass."""
    plays = [a for a in state.legal_actions() if isinstance(a, Play) and a.seat == 0]
    scene.play(plays[0]) if plays else scene.press_button(
        "draw" if scene.actions.buttons["draw"].visible else "pass")


def shoot_drag(out: Path, seed: int = 5) -> None:
    """Your turn in a busy round: a tile carried over the barnyard, its ends lit."""
    for app, scene, state in your_turns(seed):
        plays = [a for a in state.legal_actions() if isinstance(a, Play) and a.seat == 0]
        many = [a for a in plays if sum(b.tile is a.tile for b in plays) >= 2]
        if len(state.barnyard) >= 14 and many:
            drag_over(app, scene, many[0])
            save(app, out, "drag.png")
            return
        play_on(scene, state)
    print("no drag moment found", file=sys.stderr)


def drag_over(app: App, scene: PlayScene, action: Play) -> None:
    """Press on the tile and carry it most of the way to one of its lit ends."""
    x, y = (round(v) for v in scene.hand.positions()[action.tile])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    app.step(1 / 60)
    target = scene.humans.targets_for(action.tile)[0]
    tx, ty = scene.barnyard.target_screen(target)
    for i in range(1, 21):
        px, py = round(x + (tx - x) * 0.7 * i / 20), round(y + (ty - y) * 0.7 * i / 20)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(px, py), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        app.step(1 / 60)


def shoot_move_log(out: Path, seed: int = 5) -> None:
    """Your turn late in a round, the move log open over the table: as tall as its lines,
    scrolled to the newest, its bar telling how much more there is."""
    for app, scene, state in your_turns(seed):
        if len(state.history) >= 40:
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0,
                                                 unicode="l")])
            frames(app, 20)
            save(app, out, "move_log.png")
            return
        play_on(scene, state)
    print("no late turn found", file=sys.stderr)


def shoot_privacy(out: Path) -> None:
    """The hand-over screen between two people at one screen."""
    app = fresh_app(3)
    table = [Seat("Ana"), Seat("Bo"), Seat("Hen", "medium", pace=0.0)]
    match = Match(load_preset("classic").rules, table, seed=3)
    app.clear_to(DealScene(app, match))
    for _ in range(3000):
        app.step(1 / 30)
        if type(app.stack.top).__name__ == "PrivacyScene":
            frames(app, 2)
            save(app, out, "privacy.png")
            return


def shoot_score(out: Path) -> None:
    """The score sheet after a round of AIs, counting finished."""
    app = fresh_app(4)
    match = Match(load_preset("classic").rules, seats(0.0, human=False), seed=4)
    app.clear_to(DealScene(app, match))
    for _ in range(20000):
        app.step(1 / 20)
        top = app.stack.top
        if type(top).__name__ == "ScoreScene":
            top.skip()
            frames(app, 60)
            save(app, out, "score_headless.png")
            return


def main() -> None:
    """Render every screenshot."""
    assets = ROOT / "assets" / "screenshots"
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else assets
    out.mkdir(parents=True, exist_ok=True)
    shots = [shoot_deal, shoot_foot, shoot_drag, shoot_move_log, shoot_privacy]
    if out.resolve() != assets.resolve():  # assets keeps the real-window menu and score shots
        shots = [shoot_menu, *shots, shoot_score]
    for shoot in shots:
        shoot(out)


if __name__ == "__main__":
    main()
