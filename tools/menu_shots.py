"""Render the menu-side scenes headless to PNG files, to look at them.

    python tools/menu_shots.py [OUT_DIR] [--only NAME ...] [--large-print]
    python tools/menu_shots.py --bench [FRAMES]
    python tools/menu_shots.py --compare BEFORE_DIR AFTER_DIR
    python tools/menu_shots.py [OUT_DIR] --caps [--only NAME ...] [--large-print]
    python tools/menu_shots.py --readme

Writes {scene}-{w}x{h}.png for the menu, setup, how-to-play, settings, score, statistics,
replay, deal, pause, ladder and achievements scenes at 1280x720 and 1024x600 (default OUT_DIR:
/tmp/menu_shots; with --large-print, every picture in large print), and
the looks that need more than opening a scene: setup-focus (the keyboard's focus ring on a house
rule), setup-eight (8 players: the reason in words and the fix), setup-rules-list (the list of
rules files), setup-table-seats (a table file says it sets the seats), pause-rules (the house rules in
words) and settings-eyes (numerals, colour-blind pips and large print); the
same code draws the same pixels, so two runs can be compared file by file. With --bench, draws each scene
FRAMES times (default 300) at 1280x720 after a warm-up and prints the cost of `draw` as JSON.
With --compare, prints for every PNG of BEFORE_DIR how many pixels differ in AFTER_DIR (JSON;
exit status 1 if any picture differs or is missing). With --caps, also records every text drawn
for each picture with the cap height of its font as drawn (the ink of an 'H' at its size, face
and weight) and prints, last, a JSON line per picture: how many texts, the smallest cap height
and the texts under text.CAP_HEIGHT (tests/scenes/test_text_size.py asserts there are none).
With --readme, draws the README's pictures of these screens (README_PICTURES) at 1280x720 into
assets/screenshots.
"""
from __future__ import annotations

import os
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_HOME = tempfile.mkdtemp(prefix="menu_shots-")  # no autosave or settings of the player's
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_HOME, "data"))
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_HOME, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from game.scenes.pause import PauseScene  # noqa: E402
from game.seats import Seat  # noqa: E402
from game.store.rules_files import load_preset  # noqa: E402
from game.store.settings import Settings  # noqa: E402


LARGE_PRINT = "--large-print" in sys.argv  # every picture in large print
#: The README's pictures drawn here: the picture's name here, its file in assets/screenshots.
README_PICTURES = {"menu": "menu.png", "score": "score.png", "pause": "pause.png",
                   "ladder": "ladder.png", "settings-eyes": "settings_eyes.png",
                   "setup-eight": "setup_words.png"}


def finished_match(seed: int, rounds: int, preset: str = "classic", seats: int = 4) -> Match:
    """A match with `rounds` rounds played by random legal moves."""
    names = ["You", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Silkie", "Leghorn"]
    kinds = ["human", "medium", "hard", "expert", "easy", "medium", "hard", "easy"]
    table = [Seat(names[i], kinds[i]) for i in range(seats)]
    match = Match(load_preset(preset).rules, table, seed, preset=preset)
    rng = random.Random(seed)
    for _ in range(rounds):
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
        if match.game.is_over:
            break
    return match


def recorded_games() -> None:
    """Two finished games in the statistics, with a fixed date (the picture must not change
    from one run to the next)."""
    import sqlite3

    from game.store import paths
    from game.store.stats import record_game

    if paths.stats_path().exists():
        return
    for seed in (5, 6):
        record_game(finished_match(seed, 99, "family", 3))
    with sqlite3.connect(paths.stats_path()) as db:
        db.execute("UPDATE games SET finished = '2024-05-01T20:15:00'")


def climbed() -> None:
    """Three ladder levels met (the fourth open), to show the ladder part-way up."""
    from game.store.ladder_files import load_ladder
    from game.store.progress import LevelResult, Progress, progress_path, save_progress

    if not progress_path().exists():
        levels = load_ladder().levels[:3]
        save_progress(Progress({level.key: LevelResult(3 - i, 20 + 7 * i)
                                for i, level in enumerate(levels)}))


def scenes(app: App) -> dict[str, Scene]:
    """Every scene to photograph, built fresh for `app`."""
    from game.scenes.play.deal import DealScene
    from game.scenes.howto import HowToScene
    from game.scenes.ladder import LadderScene
    from game.scenes.menu import MenuScene
    from game.scenes.play.scene import PlayScene
    from game.scenes.review.replay import ReplayScene
    from game.scenes.score import ScoreScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.setup.screen import SetupScene
    from game.scenes.stats import StatsScene

    recorded_games()
    climbed()
    out: dict[str, Scene] = {"menu": MenuScene(app), "setup": SetupScene(app),
                             "howto": HowToScene(app), "settings": SettingsScene(app)}
    out["score"] = ScoreScene(app, finished_match(3, 4))
    out["final"] = ScoreScene(app, finished_match(5, 99, "family", 3))
    out["stats"] = StatsScene(app)
    achievements = StatsScene(app)
    achievements.turn_page()
    out["achievements"] = achievements
    out["ladder"] = LadderScene(app)
    played = finished_match(4, 1)
    replay = ReplayScene(app, played.game.records, names=[s.name for s in played.seats])
    replay.go(30)  # thirty moves in: a barnyard to look at
    out["replay"] = replay
    out["deal"] = DealScene(app, finished_match(7, 0))
    table = finished_match(8, 0)
    table.start_round()
    while table.state is not None and table.state.phase != "play":
        table.apply(table.state.legal_actions()[0])
    out["pause"] = PauseScene(app, PlayScene(app, table))
    return out


def looks(size: tuple[int, int]) -> dict[str, tuple[App, Scene]]:
    """The extra pictures: an app and its top scene, each brought to the look to photograph."""
    from game.scenes.setup.screen import SetupScene
    from game.scenes.settings_scene import SettingsScene

    out: dict[str, tuple[App, Scene]] = {}
    app = App(size, settings=Settings(large_print=LARGE_PRINT), seed=1)
    setup = SetupScene(app)
    app.clear_to(setup)
    while setup.ui.current is None or setup.ui.current.tag != "rule:start":
        app.step(1 / 30, events=[_key(pygame.K_TAB)])
    out["setup-focus"] = app, setup
    app = App(size, settings=Settings(large_print=LARGE_PRINT), seed=1)
    eight = SetupScene(app)
    app.clear_to(eight)
    for _ in range(8 - len(eight.seats)):
        eight.add_seat()
    out["setup-eight"] = app, eight
    app = App(size, settings=Settings(large_print=LARGE_PRINT), seed=1)
    listed = SetupScene(app)
    app.clear_to(listed)
    listed.open_rules_list()
    out["setup-rules-list"] = app, listed
    app = App(size, settings=Settings(large_print=LARGE_PRINT), seed=1)
    seated = SetupScene(app)
    app.clear_to(seated)
    seated.load_rules_file("family-night.toml")
    out["setup-table-seats"] = app, seated
    app = App(size, settings=Settings(large_print=LARGE_PRINT), seed=1)
    pause = scenes(app)["pause"]
    assert isinstance(pause, PauseScene)
    app.clear_to(pause.below)
    app.push(pause)
    pause.show("rules")
    out["pause-rules"] = app, pause
    eyes = Settings(tile_face="numerals", colour_pips=True, pip_palette="colour-blind",
                    large_print=True)
    app = App(size, settings=eyes, seed=1)
    settings = SettingsScene(app)
    app.clear_to(settings)
    out["settings-eyes"] = app, settings
    return out


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def bench(frames: int) -> dict[str, dict[str, float]]:
    """Milliseconds per `draw` of every scene at 1280x720 (mean, p99), after a warm-up."""
    app = App((1280, 720), settings=Settings(large_print=LARGE_PRINT), seed=1)
    out: dict[str, dict[str, float]] = {}
    for name, scene in scenes(app).items():
        app.clear_to(scene)
        for _ in range(60):
            app.step(1 / 30, events=[])
        times = []
        for _ in range(frames):
            start = time.perf_counter()
            scene.draw(app.screen)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        out[name] = {"mean_ms": round(statistics.fmean(times), 3),
                     "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3)}
    return out


def compare(before: Path, after: Path) -> dict[str, object]:
    """Per picture of `before`: "same", the number of differing pixels, or "missing"."""
    out: dict[str, object] = {}
    for old_path in sorted(before.glob("*.png")):
        new_path = after / old_path.name
        if not new_path.is_file():
            out[old_path.name] = "missing"
            continue
        old, new = pygame.image.load(str(old_path)), pygame.image.load(str(new_path))
        if old.get_size() != new.get_size():
            out[old_path.name] = f"size {old.get_size()} -> {new.get_size()}"
            continue
        w, h = old.get_size()
        differing = sum(old.get_at((x, y)) != new.get_at((x, y))
                        for y in range(h) for x in range(w)) \
            if pygame.image.tobytes(old, "RGBA") != pygame.image.tobytes(new, "RGBA") else 0
        out[old_path.name] = "same" if differing == 0 else differing
    return out


class Caps:
    """Every text drawn while it listens, with its cap height as drawn."""

    def __init__(self) -> None:
        from game.render import text

        self.drawn: list[tuple[str, int]] = []
        self.real = text.render
        text.render = self.render  # type: ignore[assignment]

    def render(self, words: str, size: int, colour: tuple[int, ...] = (255, 255, 255),
               bold: bool = False, face: str = "body", *rest: object,
               **more: object) -> pygame.Surface:
        cap = self.real("H", size, (255, 255, 255), bold, face).get_bounding_rect().height
        self.drawn.append((words, cap))
        return self.real(words, size, colour, bold, face, *rest, **more)  # type: ignore[arg-type]

    def take(self) -> dict[str, object]:
        """What was drawn since the last take: count, smallest cap, texts under the floor."""
        from game.render import text

        drawn, self.drawn = self.drawn, []
        small = sorted({(cap, words) for words, cap in drawn if cap < text.CAP_HEIGHT})
        return {"texts": len(drawn), "smallest_cap": min((c for _, c in drawn), default=0),
                "under": [f"{cap} px {words!r}" for cap, words in small]}


def main(argv: list[str]) -> int:
    """Write the PNGs and print their paths (or print the benchmark or a comparison)."""
    if "--compare" in argv:
        before, after = argv[argv.index("--compare") + 1:][:2]
        found = compare(Path(before), Path(after))
        print(json.dumps(found, indent=1))
        return 0 if found and all(v == "same" for v in found.values()) else 1
    if "--bench" in argv:
        rest = argv[argv.index("--bench") + 1:]
        print(json.dumps(bench(int(rest[0]) if rest else 300), indent=1))
        return 0
    if "--readme" in argv:
        drawn = Path(tempfile.mkdtemp(prefix="readme_shots-"))
        main([str(drawn), "--only", *README_PICTURES])
        assets = Path(__file__).resolve().parent.parent / "assets" / "screenshots"
        for name, picture in README_PICTURES.items():
            shutil.copyfile(drawn / f"{name}-1280x720.png", assets / picture)
            print(assets / picture)
        return 0
    out = Path(argv[0]) if argv and not argv[0].startswith("--") else Path("/tmp/menu_shots")
    only = [a for a in argv[argv.index("--only") + 1:] if not a.startswith("--")] \
        if "--only" in argv else []
    out.mkdir(parents=True, exist_ok=True)
    caps = Caps() if "--caps" in argv else None
    measured: dict[str, object] = {}
    for size in ((1280, 720), (1024, 600)):
        app = App(size, settings=Settings(large_print=LARGE_PRINT), seed=1)
        for name, scene in scenes(app).items():
            if only and name not in only:
                continue
            if isinstance(scene, PauseScene):  # over the table it pauses
                app.clear_to(scene.below)
                app.push(scene)
            else:
                app.clear_to(scene)
            for _ in range(int(os.environ.get("SHOT_FRAMES", "90"))):
                app.step(1 / 30, events=[])
            path = out / f"{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, str(path))
            print(path)
            if caps is not None:
                measured[path.name] = caps.take()
        pictures = looks(size)
        if caps is not None:
            caps.take()  # what bringing them to their looks drew is not theirs
        for name, (look_app, _) in pictures.items():
            if only and name not in only:
                continue
            for _ in range(int(os.environ.get("SHOT_FRAMES", "90"))):
                look_app.step(1 / 30, events=[])
            path = out / f"{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(look_app.screen, str(path))
            print(path)
            if caps is not None:
                measured[path.name] = caps.take()
    for name, seen in measured.items():
        print(json.dumps({"picture": name, **seen}))  # type: ignore[dict-item]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
