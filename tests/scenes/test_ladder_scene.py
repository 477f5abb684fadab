"""The Ladder screen and the end of a ladder game, headless with posted events: choosing and
starting levels, locked levels refused, a level played to its end (the player's seat driven
through the table), its verdict and stars, the progress kept, achievements announced, and the
next level dealt."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.achievements import BY_KEY
from game.ai import choose
from game.app import App
from game.ladder import judge
from game.match import Match
from game.rules import Draw, Play
from game.render.ui_draw import ui_scale
from game.scenes.play.deal import DealScene
from game.scenes.ladder_verdict import LadderVerdict
from game.scenes.ladder import LadderScene, standing_line
from game.scenes.menu import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.score import ScoreScene
from game.store.ladder_files import load_ladder
from game.store.progress import LevelResult, Progress, load_progress, progress_path, save_progress
from game.store.settings import Settings
from game.words.house_rules import house_rule_phrases, table_line
from table_probe import probe

LADDER = load_ladder()
FIRST, SECOND = LADDER.levels[0], LADDER.levels[1]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(animation_speed="fast"), seed=11, ai_playouts=4)


@pytest.fixture
def every_level_met(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's own folders, with every level of the ladder met (three stars, 10)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    save_progress(Progress(levels={level.key: LevelResult(3, 10) for level in LADDER.levels}))


def key(app: App, code: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def click(app: App, pos: tuple[int, int]) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def open_ladder(app: App) -> LadderScene:
    app.clear_to(MenuScene(app))
    app.step(1 / 60, [])
    click(app, app.stack.top.buttons["ladder"].rect.center)  # type: ignore[union-attr]
    scene = app.stack.top
    assert isinstance(scene, LadderScene)
    return scene


def test_the_menus_ladder_button_opens_the_ladder_with_only_the_first_level_open(
        app: App) -> None:
    scene = open_ladder(app)
    assert [r.level.key for r in scene.rungs] == [lv.key for lv in LADDER.levels]
    assert [r.unlocked for r in scene.rungs] == [True] + [False] * 10
    assert scene.index == 0 and scene.start_button.enabled and scene.ui.modal is None
    assert scene.summary() == "0 of 33 stars, 0 of 16 achievements"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_locked_level_is_shown_but_not_dealt(app: App) -> None:
    scene = open_ladder(app)
    key(app, pygame.K_UP)
    assert scene.index == 1 and not scene.start_button.enabled
    assert standing_line(scene.rungs, 1) == "Locked: meet the goal of The Kitchen Table to open it"
    key(app, pygame.K_RETURN)
    scene.start()
    assert app.stack.top is scene and scene.ui.toast is not None
    assert scene.ui.toast.message.startswith("Locked")


def test_enter_deals_the_chosen_levels_table_and_remembers_the_level(app: App) -> None:
    open_ladder(app)
    key(app, pygame.K_RETURN)
    deal = app.stack.top
    assert isinstance(deal, DealScene)
    match = deal.match
    assert match.ladder == FIRST.key and match.rules == FIRST.rules
    assert match.seats == list(FIRST.seats) and match.preset == "family"


def test_a_click_chooses_a_rung_and_a_double_click_starts_it(app: App) -> None:
    save_progress(Progress({FIRST.key: LevelResult(2, 30)}))
    scene = open_ladder(app)
    assert scene.index == 1  # the highest level open: the next one to climb
    click(app, scene.rung_rects[0].center)
    assert scene.index == 0
    assert standing_line(scene.rungs, 0) == "Your best: 2 stars, lowest total 30"
    app.time += 1.0
    click(app, scene.rung_rects[1].center)
    click(app, scene.rung_rects[1].center)
    top = app.stack.top
    assert isinstance(top, DealScene) and top.match.ladder == SECOND.key


def test_the_mouse_wheel_climbs_and_the_intro_speaks_of_the_table(app: App) -> None:
    scene = open_ladder(app)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    assert scene.index == 1
    barn = LADDER.level("06-4h-barn")
    assert barn is not None
    assert "Stuck? Draw until a tile fits (or the yard runs out)" in house_rule_phrases(barn.rules)
    assert table_line(barn.rules, len(barn.seats)) == ("Double-9 set (55 tiles), 4 players, "
                                                       "11 tiles each, game to 200 points")
    for size in ((1280, 720), (1024, 600)):
        scene.resize(size)
        for index in range(len(scene.rungs)):
            scene.choose(index)
            scene.draw(pygame.Surface(size))  # every level's introduction draws at both sizes


def test_a_damaged_progress_file_is_explained_and_set_aside(app: App) -> None:
    target = progress_path()
    target.parent.mkdir(parents=True)
    target.write_text("{not json")
    scene = open_ladder(app)
    assert scene.ui.modal is not None and str(target) in scene.ui.modal.message
    assert not target.exists() and list(target.parent.glob("progress.json.broken-*"))
    assert [r.unlocked for r in scene.rungs][:2] == [True, False]


def play_to_the_end(app: App, limit: int = 20000) -> Match:
    """Step the app from whatever it shows until a ladder game's final standings, playing the
    person's turns at the table with the hard computer player's choices."""
    rng = random.Random(5)
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, ScoreScene):
            if top.over:
                return top.match
            top.skip()
            key(app, pygame.K_RETURN)
            continue
        if isinstance(top, PlayScene) and top.ending.showing and top.ending.shown > 0.5:
            key(app, pygame.K_SPACE)  # the round's end is held on the table until a key
            continue
        if isinstance(top, PlayScene) and probe(top).can_act and top.state is not None:
            state = top.state
            seat = state.to_act
            if top.match.seats[seat].is_human and not state.is_over:
                action = choose(top.match.view(seat), "hard", rng)
                if isinstance(action, Play):
                    assert top.play(action)
                else:
                    top.press_button("draw" if isinstance(action, Draw) else "pass")
        app.step(0.1, [])
    raise AssertionError("the game did not end")


def test_a_ladder_level_played_to_its_end_judges_keeps_and_offers_the_way_on(app: App) -> None:
    app.files.autosave = True  # keeps the progress, the statistics and the save (in tmp_path)
    open_ladder(app)
    key(app, pygame.K_RETURN)
    match = play_to_the_end(app)
    scene = app.stack.top
    assert isinstance(scene, ScoreScene) and match.ladder == FIRST.key
    outcome = judge(FIRST.goal, match.game.totals, match.game.winners(), 0)
    verdict = scene.verdict
    assert verdict is not None and verdict.outcome == outcome and verdict.level == FIRST
    progress, problem = load_progress()
    assert problem is None
    assert progress.levels[FIRST.key] == LevelResult(outcome.stars, match.game.totals[0])
    toasts = [t.message for t in ([app.toast] if app.toast else []) + app.toasts]
    assert sorted(toasts) == sorted(f"Achievement: {BY_KEY[k].title}"
                                    for k in progress.achievements)
    for _ in range(60):  # the stars come in one by one
        app.step(0.1, [])
    assert verdict.done and verdict.landed == outcome.stars
    if outcome.met:
        assert scene.next_button.label == "Next level" and verdict.lines()[-1] == (
            f"Open now: {SECOND.title}")
        key(app, pygame.K_RETURN)                  # Enter starts nothing on the standings
        assert app.stack.top is scene
        key(app, pygame.K_n)
        dealt = app.stack.top
        assert isinstance(dealt, DealScene) and dealt.match.ladder == SECOND.key
    else:
        assert scene.next_button.label == "Try again"
        assert verdict.lines()[-1] == f"Meet the goal to open {SECOND.title}"
        key(app, pygame.K_l)
        ladder = app.stack.top
        assert isinstance(ladder, LadderScene) and ladder.index == 0


def finished(level_key: str, want_win: bool) -> Match:
    """A level's game finished with random legal moves, the player winning or not."""
    level = LADDER.level(level_key)
    assert level is not None
    for seed in range(1, 200):
        match = Match(level.rules, list(level.seats), seed, preset=level.preset,
                      ladder=level.key)
        rng = random.Random(seed)
        while not match.is_over:
            if match.state is None or match.state.is_over:
                match.start_round()
            else:
                match.apply(rng.choice(match.state.legal_actions()))
        if (level.player in match.game.winners()) == want_win:
            return match
    raise AssertionError("no such game")


def test_a_lost_level_offers_try_again_and_the_ladder(app: App) -> None:
    match = finished(FIRST.key, want_win=False)
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    verdict = scene.verdict
    assert verdict is not None
    assert not any(b.visible for b in verdict.buttons)  # not over the counting hands
    scene.skip()
    app.step(0.1, [])
    assert all(b.visible for b in verdict.buttons)
    assert not verdict.outcome.met and verdict.headline() == "Goal not met"
    assert scene.next_button.label == "Try again"
    assert [b.label for b in verdict.buttons] == ["Ladder"]
    key(app, pygame.K_RETURN)                      # Enter starts nothing on the standings
    assert app.stack.top is scene
    key(app, pygame.K_t)
    again = app.stack.top
    assert isinstance(again, DealScene) and again.match.ladder == FIRST.key
    assert again.match.seed != match.seed


def test_a_level_won_before_still_offers_the_next_one_and_a_retry(app: App) -> None:
    save_progress(Progress({FIRST.key: LevelResult(3, 5)}))
    match = finished(FIRST.key, want_win=False)
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    app.step(0.1, [])
    verdict = scene.verdict
    assert verdict is not None and scene.next_button.label == "Next level"
    assert [b.label for b in verdict.buttons] == ["Ladder", "Try again"]
    assert "Your best on this level stays 3 stars" in verdict.lines()
    assert verdict.lines()[-1] == f"Next: {SECOND.title}"
    key(app, pygame.K_t)
    assert isinstance(app.stack.top, DealScene) and app.stack.top.match.ladder == FIRST.key


def test_an_ordinary_game_has_no_verdict_and_offers_a_rematch(app: App) -> None:
    match = finished(FIRST.key, want_win=True)
    match.ladder = None
    scene = ScoreScene(app, match)
    assert scene.verdict is None and scene.next_button.label == "Rematch"


def test_continue_resumes_a_ladder_game_like_any_other(app: App) -> None:
    from game.matches import level_match
    from game.store.save import save_match

    match = level_match(FIRST, 5)
    match.start_round()
    rng = random.Random(5)
    for _ in range(6):
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    save_match(match, wait=True)
    app.clear_to(MenuScene(app))
    app.step(1 / 60, [])
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "continue" in menu.buttons
    click(app, menu.buttons["continue"].rect.center)
    resumed = app.stack.top
    assert isinstance(resumed, (PlayScene, DealScene))
    assert resumed.match.ladder == FIRST.key
    assert resumed.match.state.history == match.state.history  # type: ignore[union-attr]


def test_a_level_whose_game_is_unfinished_says_so_not_never_played(app: App) -> None:
    """Seen in a real window: the level of the game waiting behind Continue read "Not played
    yet"."""
    from game.matches import level_match
    from game.store.save import save_match

    app.files.autosave = True  # the save is the player's (in tmp_path)
    match = level_match(FIRST, 5)
    match.start_round()
    save_match(match, wait=True)
    scene = LadderScene(app, FIRST.key)
    line = standing_line(scene.rungs, 0, scene.playing_here)
    assert line.startswith("In progress: Round 1") and "Grandma Hen 0" in line
    save_progress(Progress(levels={FIRST.key: LevelResult(1, 40)}))
    scene = LadderScene(app, SECOND.key)
    assert scene.playing_here is None  # another level's game
    assert standing_line(scene.rungs, 1, scene.playing_here) == "Not played yet"


def verdict_shown(size: tuple[int, int], large: bool, match: Match
                  ) -> tuple[ScoreScene, LadderVerdict]:
    """The score screen of a finished ladder game, counted and its verdict up."""
    app = App(size, settings=Settings(animation_speed="fast", large_print=large), seed=11)
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    for _ in range(40):
        app.step(0.1, [])
    assert scene.verdict is not None
    return scene, scene.verdict


@pytest.mark.parametrize("size, large", [((1280, 720), False), ((1024, 600), True)])
def test_the_verdict_covers_the_score_sheet_not_the_hands_and_keeps_its_words_in(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        large: bool, drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen in a real window: the verdict took the right half of the screen and cut off the
    hands' totals, the column at the right of "Hands counted"."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    save_progress(Progress({FIRST.key: LevelResult(3, 5)}))
    scene, verdict = verdict_shown(size, large, finished(FIRST.key, want_win=False))
    assert not verdict.rect.colliderect(scene.hands_rect)
    assert not scene.standings_rect.colliderect(verdict.rect)
    assert pygame.Rect((0, 0), size).contains(verdict.rect)
    drawn_text.clear()
    verdict.draw(pygame.Surface(size), scene.app.ui_scale)
    assert drawn_text
    for text, rect in drawn_text:
        assert verdict.rect.contains(rect), text


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_introduction_shows_every_house_rule_and_large_print_makes_it_bigger(
        every_level_met: None, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: large print left the ladder's introductions at the small size; made bigger
    as they were, some levels' house rules had no room left and ran into the band below."""
    goal_heights = {}
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=11)
        for level in LADDER.levels:
            scene = LadderScene(app, level.key)
            scene.draw(pygame.Surface(size))  # the first frame also tries the print sizes
            drawn_text.clear()
            scene.draw(pygame.Surface(size))
            panel = scene.intro_rect
            lines = [(t, r) for t, r in drawn_text if panel.colliderect(r)]
            words = " ".join(t for t, _ in lines)
            for phrase in house_rule_phrases(level.rules):
                assert phrase in words, (level.key, large, phrase)
            for i, (text, rect) in enumerate(lines):
                assert panel.contains(rect), (level.key, text)
                assert rect.collidelist([r for _, r in lines[i + 1:]]) < 0, (level.key, text)
            if level is LADDER.levels[0]:
                goal_heights[large] = next(r.height for t, r in lines if t == "Goal")
    assert goal_heights[True] > goal_heights[False]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_rungs_are_bigger_and_scroll_whole_with_the_chosen_one_in_view(
        every_level_met: None, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: large print left the ladder's rungs at the small size. Bigger, they no longer
    all fit: the list shows whole rungs, keeps the chosen one in view, and every title stays
    on its own rung."""
    heights = {}
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=11)
        scene = LadderScene(app, FIRST.key)
        app.clear_to(scene)
        for choice in (pygame.K_HOME, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_END):
            key(app, choice)
            drawn_text.clear()
            scene.draw(pygame.Surface(size))
            body = scene.rungs_body
            assert body.contains(scene.rung_rects[scene.index])
            shown = [r for r in scene.rung_rects if r.colliderect(body)]
            assert all(body.contains(r) for r in shown)  # whole rungs only
            for rung, rect in zip(scene.rungs, scene.rung_rects):
                if rect not in shown:
                    continue
                title = next(r for t, r in drawn_text if t == rung.level.title)
                assert rect.contains(title), rung.level.title
                others = [r for t, r in drawn_text if rect.contains(r) and t != rung.level.title]
                assert title.collidelist(others) < 0, rung.level.title
        heights[large] = next(r.height for t, r in drawn_text if t == FIRST.title)
        assert (len(shown) < len(scene.rungs)) == large
    assert heights[True] > heights[False]


def test_the_arrows_of_a_scrolled_ladder_scroll_it_and_a_click_keeps_the_view(
        every_level_met: None) -> None:
    """In large print at 1024x600 the top rungs are out of view; each click on the arrow above
    scrolls the list a rung without changing the chosen level (seen in a real window: an
    arrow that chose the rung it revealed jumped the introduction six levels up), the arrow
    below scrolls back, and a click on a rung chooses it without the list moving under the
    mouse; the keys bring the chosen one back into view."""
    app = App((1024, 600), settings=Settings(large_print=True), seed=11)
    scene = LadderScene(app, FIRST.key)
    app.clear_to(scene)
    body = scene.rungs_body
    top = len(scene.rungs) - 1
    assert not body.contains(scene.rung_rects[top])
    while not body.contains(scene.rung_rects[top]):
        lowest = scene.rung_rects[0].top
        click(app, (body.centerx, body.top - 4))
        assert scene.rung_rects[0].top == lowest + scene.rung_rects[0].height
        assert scene.index == 0
    assert not body.contains(scene.rung_rects[0])
    clicked = next(i for i, r in enumerate(scene.rung_rects) if body.contains(r))
    place = scene.rung_rects[clicked].copy()
    click(app, place.center)
    assert scene.index == clicked and scene.rung_rects[clicked] == place
    click(app, (body.centerx, body.bottom + 4))
    assert scene.index == clicked and scene.rung_rects[clicked].top == place.top - place.height
    for _ in range(clicked):
        key(app, pygame.K_DOWN)
    assert scene.index == 0 and body.contains(scene.rung_rects[0])


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_verdict_says_every_line_larger(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: with large print on, "You won by 108 points" and "Open now: The Back Porch"
    under a level's stars stayed at the small size."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    match = finished(FIRST.key, want_win=True)
    heights = {}
    for large in (False, True):
        _, verdict = verdict_shown(size, large, match)
        drawn_text.clear()
        verdict.draw(pygame.Surface(size), ui_scale(size))
        said = {t: r for t, r in drawn_text}
        assert all(line in said for line in verdict.lines())
        assert all(verdict.rect.contains(said[line]) for line in verdict.lines())
        heights[large] = said[verdict.lines()[1]].height
    assert heights[True] > heights[False]
