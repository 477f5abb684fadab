"""The app headless: a whole AI game through every scene, the command line, resizing."""
import os
import subprocess
import sys

import pygame
import pytest

from game.app import App

from game.launch import main

from game.matches import watch_match
from game.scenes.play.deal import DealScene
from game.scenes.play.scene import PlayScene
from game.store.settings import Settings
from table_probe import probe


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.mark.slow  # a whole game through every scene
def test_a_whole_game_of_four_ais_through_every_scene():
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=4, ai_playouts=4)
    match = watch_match(4, seats=4, pace=0.0, budget=0.002)
    app.clear_to(DealScene(app, match))
    seen = []
    for _ in range(6000):
        top = app.stack.top
        name = type(top).__name__
        if not seen or seen[-1] != name:
            seen.append(name)
        if name == "ScoreScene":
            if top.over:
                break
            top.skip()
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r"))
        app.step(0.1)
    assert match.is_over
    rounds = match.rules.rounds_in_game()
    assert len(match.game.round_scores) == rounds
    assert seen[:3] == ["DealScene", "PlayScene", "ScoreScene"]
    assert seen.count("DealScene") == rounds and seen[-1] == "ScoreScene"
    assert app.stack.top.standings_lines()  # the final standings are on screen
    assert sorted(match.game.standings()) == [0, 1, 2, 3]


def test_watch_from_the_command_line_runs_its_frames_and_quits():
    # In a child process: main() ends with pygame.quit(), which would spoil this one's fonts.
    done = subprocess.run([sys.executable, "-m", "game", "--watch", "--seed", "3", "--frames",
                           "20", "--size", "1024x600"], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                                           "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr


def test_bad_size_is_refused_with_a_message(capsys):
    with pytest.raises(SystemExit):
        main(["--size", "800x400"])
    assert "1024x600" in capsys.readouterr().err


def test_resizing_mid_round_lays_out_again_and_loses_nothing():
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=5, ai_playouts=4)
    match = watch_match(5, seats=6, pace=0.0, budget=0.002)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(30):
        app.step(0.1)
    placed = list(probe(scene).layout.placements)
    history = list(match.state.history)
    pygame.display.set_mode((1024, 600), pygame.RESIZABLE)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    assert scene.geometry.size == (1024, 600)
    assert match.state.history == history and list(probe(scene).layout.placements) == placed
    assert scene.geometry.hand_rect.bottom == 600
    for rect in scene.geometry.plates.values():
        assert pygame.Rect(0, 0, 1024, 600).contains(rect)
    app.step(0.1)


def test_continue_resumes_the_autosaved_round_at_the_table():
    from game.launch import first_scene, window_args
    from game.store.save import save_match

    match = watch_match(6, seats=3, pace=0.0, budget=0.002)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    for _ in range(5):
        match.apply(match.state.legal_actions()[0])
    save_match(match)
    app = App((1280, 720), settings=Settings(), seed=6)
    scene = first_scene(app, window_args(["--continue"]))
    assert isinstance(scene, PlayScene)
    assert scene.match.state.history == match.state.history
    assert scene.match.state.hands == match.state.hands


def test_continue_without_a_save_opens_the_menu_and_says_so(capsys):
    from game.launch import first_scene, window_args
    from game.scenes.menu import MenuScene

    app = App((1280, 720), settings=Settings(), seed=7)
    menu = first_scene(app, window_args(["--continue"]))
    assert isinstance(menu, MenuScene)
    assert "no saved game" in capsys.readouterr().err
    box = menu.ui.modal  # in a box, in full (a toast cut a long one short)
    assert box is not None and "no saved game" in box.message and "save.json" in box.message


def _watch_app(args, seed):
    from game.launch import first_scene, prepare

    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=seed, ai_playouts=4)
    prepare(app, args)
    return app, first_scene(app, args)


def test_watch_mode_autosaves_to_its_own_file_and_resumes_after_a_kill():
    from game.launch import window_args
    from game.store import paths
    from game.store.save import load_match

    args = window_args(["--watch", "--seed", "3", "--seats", "3"])
    app, scene = _watch_app(args, seed=3)
    assert isinstance(scene, DealScene)
    app.push(scene)
    for _ in range(600):
        app.step(0.1, events=[])
        top = app.stack.top
        if isinstance(top, PlayScene) and len(top.match.state.history) >= 15:
            break
    live = app.stack.top.match
    assert isinstance(app.stack.top, PlayScene) and not live.state.is_over
    # The process dies here: no clean exit, nothing more is written.
    assert paths.watch_save_path().is_file() and not paths.save_path().exists()
    saved = load_match(paths.watch_save_path(), set_aside_broken=False)
    _, resumed_scene = _watch_app(args, seed=99)  # a restart: another seed would deal anew
    assert isinstance(resumed_scene, PlayScene)
    resumed = resumed_scene.match
    assert len(resumed.state.history) == len(saved.state.history) == len(live.state.history)
    assert resumed.state.history == live.state.history
    assert resumed.state.hands == live.state.hands == saved.state.hands
    assert resumed.state.to_act == live.state.to_act
    assert [s.name for s in resumed.seats] == [s.name for s in live.seats]


def test_a_broken_watch_file_is_set_aside_and_reported_and_a_new_game_starts(capsys):
    from game.launch import window_args
    from game.store import paths

    target = paths.watch_save_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text('{"format": "chickenfoot-save/1", "seats": [')
    app, scene = _watch_app(window_args(["--watch", "--seed", "5"]), seed=5)
    assert isinstance(scene, DealScene) and not scene.match.game.records
    assert not target.exists()
    assert list(target.parent.glob("watch.json.broken-*"))
    assert app.toast is not None and "watch.json" in app.toast.message
    assert "not valid JSON" in app.toast.message
    assert "watch.json" in capsys.readouterr().err
    app.push(scene)
    app.step(0.1, events=[])  # the toast is drawn over the deal


def test_a_finished_watched_game_is_not_resumed():
    import random

    from game.launch import window_args
    from game.store import paths
    from game.store.save import save_match

    match = watch_match(8, seats=2, pace=0.0, budget=0.002)
    rng = random.Random(2)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    save_match(match, paths.watch_save_path(), wait=True)
    _, scene = _watch_app(window_args(["--watch", "--seed", "5", "--seats", "2"]), seed=5)
    assert isinstance(scene, DealScene) and scene.match is not match
    assert scene.match.game.round_number <= 1 and not paths.watch_save_path().exists()


# ------------------------------------------------------------------ the scenes' context
def test_the_app_is_what_scenes_see_of_it():
    from game.scenes.context import SceneContext

    app = App((1280, 720), settings=Settings(), seed=1)
    assert isinstance(app, SceneContext)
    assert app.size == (1280, 720) and app.ui_scale == 1.0


def test_no_scene_module_reaches_for_the_app():
    import ast
    from pathlib import Path

    import game.scenes

    folder = Path(game.scenes.__file__).parent
    for module in sorted(folder.glob("*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                     for alias in node.names}
        assert "game.app" not in imported, f"{module.name} imports game.app"


def test_back_leaves_the_top_scene_for_the_one_below_or_the_menu():
    from game.scenes.base import Scene
    from game.scenes.menu import MenuScene

    app = App((1280, 720), settings=Settings(), seed=1)
    below, top = Scene(app), Scene(app)
    app.push(below)
    app.push(top)
    app.back()
    assert app.stack.top is below and len(app.stack.scenes) == 1
    app.back()
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_sound_switches_and_volume_change_the_settings_and_the_sounds():
    app = App((1280, 720), settings=Settings(), seed=1)
    app.audio.set_volume(0.3)
    assert app.settings.volume == 0.3 and app.audio.sounds.volume == 0.3
    app.audio.set_sound(False)
    assert not app.settings.sound and app.audio.sounds.muted
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert app.settings.sound and not app.audio.sounds.muted
    assert app.toast.message == "Sound on"  # said on screen (issue 43: M said nothing)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert not app.settings.sound and app.audio.sounds.muted
    assert app.toast.message == "Sound off"
    app.audio.play_sound("clack")  # muted: quietly nothing


def test_the_sounds_start_at_the_settings_volume_and_mute():
    app = App((1280, 720), settings=Settings(volume=0.3, sound=False), seed=1)
    assert app.audio.sounds.volume == 0.3 and app.audio.sounds.muted


def test_tiles_are_drawn_anew_in_the_chosen_scheme():
    app = App((1280, 720), settings=Settings(), seed=1)
    first = app.art
    app.settings.tile_scheme, app.settings.colour_pips = "mint", True
    app.restyle_tiles()
    assert app.art is not first
    assert app.art.scheme_name == "mint" and app.art.colour_pips


def test_the_first_new_match_takes_the_apps_seed_then_fresh_ones_follow_from_it():
    import random

    app = App((1280, 720), settings=Settings(), seed=9)
    again = App((1280, 720), settings=Settings(), seed=9)
    seeds = [app.next_seed() for _ in range(3)]
    assert seeds[0] == 9 and seeds[1] == random.Random(9).randrange(1 << 30)
    assert len(set(seeds)) == 3 and seeds == [again.next_seed() for _ in range(3)]


def test_notices_found_at_launch_are_handed_out_once():
    app = App((1280, 720), settings=Settings(), seed=1)
    app.notices.append(("Your settings could not all be read", "settings.toml: volume: ..."))
    assert app.take_notices() == [("Your settings could not all be read",
                                   "settings.toml: volume: ...")]
    assert app.take_notices() == []


def test_an_app_that_keeps_no_files_writes_none():
    from game.store import paths

    app = App((1280, 720), settings=Settings(), seed=1)
    match = watch_match(1, seats=2, pace=0.0)
    match.start_round()
    assert app.files.save_game(match) is None and app.files.keep_settings() is None
    assert app.files.record_game(match) is None
    app.files.drop_save()
    assert not paths.save_path().exists() and not paths.settings_path().exists()
    assert not paths.stats_path().exists()


def _finished_match(seed, seats=2):
    import random

    match = watch_match(seed, seats=seats, pace=0.0, budget=0.002)
    rng = random.Random(seed)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_a_finished_game_goes_into_the_statistics_and_its_save_is_dropped():
    from game.store import paths
    from game.store.save import save_match
    from game.store.stats import load_summary

    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = True
    match = _finished_match(3)
    save_match(match, wait=True)
    assert app.files.record_game(match) is None
    assert load_summary()[0].games_played == 1
    assert not paths.save_path().exists()


def test_a_watched_game_is_not_recorded_but_its_watch_file_is_dropped():
    from game.launch import prepare, window_args
    from game.store import paths
    from game.store.save import save_match
    from game.store.stats import load_summary

    app = App((1280, 720), settings=Settings(), seed=1)
    prepare(app, window_args(["--watch"]))
    match = _finished_match(4)
    save_match(match, paths.watch_save_path(), wait=True)
    assert app.files.record_game(match) is None
    assert load_summary()[0].games_played == 0
    assert not paths.watch_save_path().exists()


def test_files_that_cannot_be_written_are_reported_not_raised(tmp_path, monkeypatch):
    from game.store.writer import WRITER

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folders should be")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = True
    app.files.save_path = blocker / "save.json"
    problem = app.files.keep_settings()
    assert problem is not None and problem.startswith("Settings not saved:")
    match = watch_match(1, seats=2, pace=0.0)
    match.start_round()
    assert app.files.save_game(match) is None  # written in the background...
    WRITER.wait()
    problem = app.files.save_game(match)  # ...so its fault is told at the next save
    assert problem is not None and problem.startswith("Autosave failed:")
    WRITER.flush()


def test_a_window_resized_by_hand_is_kept_and_shown_in_the_settings():
    """Seen: started with --size 1024x600, Settings said "1280 x 720"; a window dragged to a
    new size was forgotten at the next start."""
    from game.scenes.settings_scene import SettingsScene

    app = App((1280, 720), settings=Settings(), seed=1)
    pygame.display.set_mode((1100, 650), pygame.RESIZABLE)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    assert app.settings.window_size == (1100, 650)
    scene = SettingsScene(app)
    assert scene.window_cycle.choices[scene.window_cycle.index] == (1100, 650)


def test_a_window_dragged_past_the_pictures_memory_budget_is_not_kept_in_the_settings():
    """The settings refuse a window_size past --size's budget (store.limits.window_too_large):
    a window dragged that large on a big screen is used, but the settings keep the last size
    they would read back, never one that would be refused and set the file aside."""
    from game.store.settings import settings_from_toml, settings_to_toml

    app = App((1280, 720), settings=Settings(), seed=1)
    pygame.display.set_mode((5200, 3300), pygame.RESIZABLE)  # 17.2 million pixels
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(5200, 3300), w=5200, h=3300))
    assert app.size == (5200, 3300) and app.settings.window_size == (1280, 720)
    assert settings_from_toml(settings_to_toml(app.settings).encode()) == (app.settings, [])
    pygame.display.set_mode((5120, 2880), pygame.RESIZABLE)  # the largest 16:9 one taken
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(5120, 2880), w=5120, h=2880))
    assert app.settings.window_size == (5120, 2880)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def test_the_size_asked_for_on_the_command_line_is_the_one_kept(tmp_path):
    done = subprocess.run([sys.executable, "-m", "game", "--frames", "5", "--size", "1100x650"],
                          capture_output=True, text=True, timeout=60,
                          env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                               "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr
    saved = (tmp_path / "config" / "chickenfoot" / "settings.toml").read_text()
    assert "window_size = [1100, 650]" in saved


def test_a_window_made_too_small_or_sized_in_settings_is_resized_not_reopened(monkeypatch):
    """Seen in a real window: dragged below 1024x600, the window was closed and a new one
    opened (set_mode on X11), which flickers and loses its place on the desktop."""
    app = App((1280, 720), settings=Settings(), seed=1)
    pygame.display.set_mode((900, 500), pygame.RESIZABLE)  # the player drags it small
    reopened = []
    monkeypatch.setattr(pygame.display, "set_mode", lambda *args: reopened.append(args))
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 500), w=900, h=500))
    window = pygame.display.get_surface()
    assert app.size == window.get_size() == (1024, 600) == app.settings.window_size
    app.window.set((1100, 650))
    assert app.size == window.get_size() == (1100, 650) == app.settings.window_size
    assert not reopened


def test_the_game_opens_once_at_the_size_and_mode_kept_in_the_settings(monkeypatch):
    """Seen in a real window on a 1024x600 screen: the game opened a 1280x720 window, centred
    (its corner off the screen), then made it the kept 1024x600 in place, so a strip of the
    menu lay off the screen; and full screen chosen at 1280x720 was forgotten at the next
    start (the kept mode was only read with a kept size other than 1280x720)."""
    from game.store.settings import save_settings

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    opened = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda size=(0, 0), flags=0: opened.append((tuple(size), flags))
                        or real(size, flags))
    save_settings(Settings(window_size=(1024, 700)))
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the fonts other tests hold stay good
    assert main(["--frames", "2"]) == 0
    assert opened == [((1024, 700), pygame.RESIZABLE)]
    opened.clear()
    save_settings(Settings(fullscreen=True))
    app = App(None, seed=1)
    assert app.window.fullscreen and opened == [((0, 0), pygame.FULLSCREEN)]
    assert app.window.windowed_size == (1280, 720)  # F11 comes back to it


def test_a_size_kept_from_a_bigger_screen_is_fitted_to_this_one(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1440, 900)])
    app = App(None, settings=Settings(window_size=(1920, 1080)), seed=1)
    assert app.size == (1440, 810) and not app.window.fullscreen  # room for the title and task bars
    assert app.settings.window_size == (1440, 810)


def test_on_a_1366x768_laptop_the_first_window_leaves_room_for_the_task_bar(monkeypatch):
    """The first window, 1280x720, on a 1366x768 screen: with its title bar and the task bar
    it reached past the screen, the foot of the hand under the task bar."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = App(None, settings=Settings(), seed=1)
    assert app.window.room == (1366, 691) and app.size == (1280, 691)


def test_the_final_standings_offer_a_retry_for_a_game_the_statistics_could_not_take():
    from game.scenes.score import ScoreScene
    from game.store import paths
    from game.store.save import has_save, load_saved
    from game.store.stats import load_summary

    paths.games_dir().parent.mkdir(parents=True)
    paths.games_dir().write_text("a file where the round records' folder should be\n")
    app = App((1280, 720), settings=Settings(), seed=1)
    app.files.autosave = True
    match = _finished_match(6)
    scene = ScoreScene(app, match)
    app.push(scene)
    app.step(0.1, events=[])
    box = scene.ui.modal
    assert box is not None and box.open and box.title == "This game is not recorded yet"
    assert [b.label for b in box.buttons] == ["Retry", "Later"]
    assert "It is kept, and recorded when you choose Retry" in box.message
    assert load_saved().match.is_over  # nothing lost
    for _ in range(40):  # the hands counted, the final standings up behind the box
        app.step(0.1, events=[])
    assert scene.counting_done and scene.standings_shown
    paths.games_dir().unlink()  # the fault is gone
    app.step(0.1, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r")])  # Enter: Retry, not the standings
    assert scene.standings_shown
    assert not box.open and (scene.ui.modal is None or not scene.ui.modal.open)  # no new one
    assert scene.ui.toast is not None
    assert scene.ui.toast.message == "The game is recorded in your statistics."
    assert load_summary()[0].games_played == 1 and not has_save()
