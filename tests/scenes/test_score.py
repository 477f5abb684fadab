"""The score scene after a real round played to the end, and at the end of a game."""
import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.render.ui_draw import ui_scale
from game.rules.house_rules import RuleSet
from game.rules.round import hand_score
from game.rules.tiles import Tile
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def play_rounds(match, rounds, seed=0):
    rng = random.Random(seed)
    for _ in range(rounds):
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
        if match.game.is_over:
            break
    return match


def table(n=3):
    return [Seat("Ana"), Seat("Hen", "medium"), Seat("Rooster", "hard")][:n]


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def run(app, seconds):
    for _ in range(int(seconds * 30)):
        app.step(1 / 30, events=[])


def test_counts_every_hand_and_shows_the_sheet(app):
    from game.scenes.score import ScoreScene

    match = play_rounds(Match(load_preset("classic").rules, table(), 21), 2)
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    assert scene.revealed == 0 and scene.shown_score(0) == 0
    run(app, 0.7)
    assert 0 < scene.revealed or scene.most_tiles == 0
    assert all(scene.shown_total(s) <= match.game.totals[s] for s in range(3))
    run(app, 6)
    assert scene.counting_done
    state = match.state
    for seat in range(3):
        assert scene.shown_total(seat) == match.game.totals[seat]
        assert scene.shown_score(seat) == hand_score(state.hands[seat], 50)
        assert scene.shown_score(seat) == match.game.round_scores[-1][seat]
    assert match.game.totals == [sum(r[s] for r in match.game.round_scores) for s in range(3)]
    assert len(match.game.round_scores) == 2


def test_click_skips_the_counting(app):
    from game.scenes.score import ScoreScene

    match = play_rounds(Match(load_preset("classic").rules, table(), 5), 1)
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    click(app, (640, 300))
    assert scene.counting_done


def test_double_blank_penalty_is_called_out(app):
    from game.scenes.score import ScoreScene

    rules = RuleSet(double_blank=25)
    match = play_rounds(Match(rules, table(2), 1), 1)
    match.state.hands[1].append(Tile(0, 0))  # make sure someone is caught with it
    scene = ScoreScene(app, match)
    assert "0-0 left in Hen's hand: +25" in scene.penalties()


def test_next_round_deals_the_next_round(app):
    from game.scenes.score import ScoreScene

    match = play_rounds(Match(load_preset("classic").rules, table(), 8), 1)
    app.clear_to(ScoreScene(app, match))
    run(app, 0.2)
    app.stack.top.skip()
    click(app, app.stack.top.next_button.rect.center)
    scene = app.stack.top
    assert type(scene).__name__ == "DealScene"
    assert match.game.round_number == 2 and not match.state.is_over
    assert match.state.round_double == Tile(8, 8)


def test_final_standings_and_celebration(app):
    from game.scenes.score import ScoreScene

    rules = load_preset("family").rules.with_changes(set=6)
    match = play_rounds(Match(rules, table(), 9), 99, seed=4)
    assert match.is_over
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    assert scene.over and scene.next_button.label == "Rematch"
    scene.skip()
    run(app, 0.2)
    assert match.game.winners() == [1]  # Hen beat the one person at this screen
    assert scene.celebrated and not scene.flakes
    game = match.game
    lines = scene.standings_lines()
    assert [name for _, name, _, _ in lines] == [match.seats[s].name for s in game.standings()]
    assert [total for _, _, total, _ in lines] == sorted(game.totals)
    assert lines[0][0] == 1
    winners = [match.seats[s].name for s in game.winners()]
    assert all(name in scene.winners_text() for name in winners)
    assert (scene.tie_break_text() != "") == game.tie_break_used()
    click(app, scene.next_button.rect.center)
    assert type(app.stack.top).__name__ == "DealScene"  # the rematch (tests/scenes/test_rematch.py)


def test_tie_break_words():
    from game.scenes.score import ScoreScene

    app = App((1024, 600), settings=Settings(), seed=1)
    match = play_rounds(Match(RuleSet(), table(), 2), 1)
    game = match.game
    game.totals[:] = [40, 40, 90]
    game.zero_rounds[:] = [1, 2, 0]
    scene = ScoreScene(app, match)
    assert scene.tie_break_text() == ("Tie on 40 points: Hen wins with more zero-point rounds "
                                      "(2).")
    game.zero_rounds[:] = [2, 2, 0]
    assert scene.tie_break_text() == ("Tie on 40 points and zero-point rounds: Ana and Hen "
                                      "share the win.")
    assert scene.winners_text() == "Ana and Hen share the win!"


def test_menu_button_goes_home(app):
    from game.scenes.score import ScoreScene

    match = play_rounds(Match(RuleSet(), table(), 2), 1)
    app.clear_to(ScoreScene(app, match))
    app.stack.top.skip()
    click(app, app.stack.top.menu_button.rect.center)
    assert type(app.stack.top).__name__ == "MenuScene"


def test_a_table_of_ais_deals_on_by_itself(app):
    from game.scenes.score import WATCH_PAUSE, ScoreScene

    seats = [Seat("Hen", "medium"), Seat("Rooster", "hard")]
    match = play_rounds(Match(RuleSet(), seats, 6), 1)
    app.clear_to(ScoreScene(app, match))
    app.stack.top.skip()
    run(app, WATCH_PAUSE + 1)
    assert type(app.stack.top).__name__ in ("DealScene", "PlayScene")
    assert match.game.round_number == 2


def test_you_win_and_your_hand_in_the_second_person():
    from game.scenes.score import ScoreScene

    app = App((1024, 600), settings=Settings(), seed=1)
    match = play_rounds(Match(RuleSet(), [Seat("You"), *table()[1:]], 2), 1)
    game = match.game
    game.totals[:] = [10, 40, 90]
    game.zero_rounds[:] = [1, 2, 0]
    scene = ScoreScene(app, match)
    assert scene.winners_text() == "You win!"
    game.totals[:] = [40, 40, 90]
    game.zero_rounds[:] = [3, 2, 0]
    assert scene.tie_break_text() == ("Tie on 40 points: You win with more zero-point rounds "
                                      "(3).")
    match.state.hands[0].append(Tile(0, 0))
    assert "0-0 left in your hand: +50" in ScoreScene(app, match).penalties()


def test_reduced_motion_turns_the_hands_over_at_once_without_confetti(tmp_path, monkeypatch):
    from game.scenes.score import ScoreScene

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    calm = App((1280, 720), settings=Settings(reduced_motion=True), seed=3)
    rules = load_preset("family").rules.with_changes(set=6)
    match = play_rounds(Match(rules, table(), 9), 99, seed=0)
    assert match.game.winners() == [0]  # the person won: only reduced motion stops confetti
    scene = ScoreScene(calm, match)
    calm.clear_to(scene)
    assert scene.flip(0) == 1.0
    scene.skip()
    run(calm, 0.5)
    assert scene.celebrated and not scene.flakes


def test_the_sheet_the_pause_menu_reuses_draws_every_round(app, monkeypatch):
    from game.render import text as text_module
    from game.scenes.score import draw_score_sheet

    match = play_rounds(Match(load_preset("classic").rules, table(), 21), 3)
    seen = []
    render = text_module.render
    monkeypatch.setattr(text_module, "render",
                        lambda t, *a, **k: seen.append(t) or render(t, *a, **k))
    draw_score_sheet(app.screen, pygame.Rect(20, 20, 600, 560), match, 1.0)
    for row in match.game.round_scores:
        assert all(str(points) in seen for points in row)
    assert all(str(total) in seen for total in match.game.totals) and "Total" in seen


@pytest.mark.parametrize("seats, seed, cheer", [
    (table(), 0, True),  # Ana, the person here, wins
    (table(), 4, False),  # Hen, a computer, beats her
    ([Seat("Hen", "medium"), Seat("Rooster", "hard")], 4, True),  # watching computers
])
def test_the_fanfare_and_confetti_are_for_a_win_at_this_screen(app, monkeypatch, seats, seed,
                                                               cheer):
    from game.scenes.score import ScoreScene

    rules = load_preset("family").rules.with_changes(set=6)
    match = play_rounds(Match(rules, seats, 9), 99, seed=seed)
    assert match.is_over
    played = []
    monkeypatch.setattr(app.audio.sounds, "play", played.append)
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    run(app, 0.2)
    assert scene.celebrated and bool(scene.flakes) == cheer
    assert ("win" in played) == cheer and ("round_end" in played) != cheer


@pytest.mark.parametrize("size, large", [((1280, 720), False), ((1024, 600), True)])
def test_eight_names_head_the_score_sheet_whole_or_visibly_cut(tmp_path, monkeypatch, size,
                                                               large, drawn_text):
    """Seen: "Roost", "Banta", "Pulle" heading the sheet of an eight-seat table, cut mid-word
    at a fixed count of letters. A name now shrinks to fit its column, or, too wide for it at
    the smallest readable size, takes a second line and two columns' width; only where even
    that is too narrow is it cut, with an ellipsis."""
    from game.scenes.score import ScoreScene, draw_score_sheet

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = App(size, settings=Settings(large_print=large), seed=3)
    names = ["You", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie"]
    match = play_rounds(Match(load_preset("party").rules,
                              [Seat(names[0])] + [Seat(n, "medium") for n in names[1:]], 4), 1)
    scene = ScoreScene(app, match)
    body = scene.sheet_rect.inflate(-40, -80)
    drawn_text.clear()
    draw_score_sheet(pygame.Surface(size), body, match, app.ui_scale)
    heads = drawn_text[:len(names)]
    for i, (name, (shown, rect)) in enumerate(zip(names, heads)):
        assert shown == name or (shown.endswith("\u2026") and name.startswith(shown[:-1]))
        assert body.contains(rect)  # too wide for a column, they take two lines: never overlap
        assert not any(rect.colliderect(other) for _, other in heads[i + 1:]), shown
    if not large:
        assert [shown for shown, _ in heads] == names


def test_the_longest_names_stay_in_their_places_on_the_score_screen(tmp_path, monkeypatch,
                                                                    drawn_text):
    """Seen with 24-letter names in large print on the smallest window: a name ran over the
    points in the final standings, over "Domino!" in the hands counted and under the running
    totals' bars. Each is now fitted to its place (smaller, then cut with an ellipsis)."""
    from game.scenes.score import ScoreScene

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    size = (1024, 600)
    app = App(size, settings=Settings(large_print=True), seed=3)
    rules = load_preset("family").rules.with_changes(set=6)
    seats = [Seat("W" * 24), Seat("Bartholomew the Magnific"), Seat("Hen", "medium")]
    match = play_rounds(Match(rules, seats, 4), 99, seed=4)
    assert match.is_over
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    run(app, 0.5)
    drawn = drawn_text
    drawn.clear()
    scene.draw(pygame.Surface(size))
    box = scene.standings_box(app.ui_scale)
    start = max(i for i, (t, _) in enumerate(drawn) if t == "points")  # the standings' own
    standings = [(t, r) for t, r in drawn[start:] if box.contains(r)]
    assert any(t.startswith("W") for t, _ in standings)
    for i, (text, rect) in enumerate(standings):
        others = [r for t, r in standings[i + 1:]]
        assert rect.collidelist(others) < 0, text
    for text, rect in drawn:
        assert pygame.Rect((0, 0), size).contains(rect), text


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_score_sheet_is_bigger_and_keeps_its_lines_apart(
        tmp_path, monkeypatch, size, drawn_text):
    """Seen: large print left the score sheet (and How to play) at the small print size;
    and then the names in "Hands counted"."""
    from game.scenes.score import ScoreScene

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    match = play_rounds(Match(RuleSet(), table(3) + [Seat("Chick", "easy")], 4), 10, seed=5)
    assert match.is_over
    heights, names = {}, {}
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=3)
        scene = ScoreScene(app, match)
        app.clear_to(scene)
        scene.skip()
        scene.standings_open = False
        run(app, 0.5)
        drawn_text.clear()
        scene.draw(pygame.Surface(size))
        sheet = scene.sheet_rect
        lines = [(t, r) for t, r in drawn_text if sheet.contains(r)]
        total = next(r for t, r in lines if t == "Total")
        heights[large] = total.height
        for i, (words, rect) in enumerate(lines):
            assert rect.collidelist([r for _, r in lines[i + 1:]]) < 0, words
        hands = [(t, r) for t, r in drawn_text if scene.hands_rect.colliderect(r)]
        for i, (words, rect) in enumerate(hands):
            assert scene.hands_rect.contains(rect), words
            assert rect.collidelist([r for _, r in hands[i + 1:]]) < 0, words
        names[large] = next(r.height for t, r in hands if t == "Chick")
    assert heights[True] > heights[False]
    assert names[True] > names[False]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_final_standings_are_larger_and_keep_apart(
        tmp_path, monkeypatch, size, drawn_text):
    """Seen: with large print on, the final standings ("1 Hen 305 2") stayed at the small
    size."""
    from game.scenes.score import ScoreScene

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    match = play_rounds(Match(RuleSet(), table(3) + [Seat("Chick", "easy")], 4), 10, seed=5)
    heights = {}
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=3)
        scene = ScoreScene(app, match)
        app.clear_to(scene)
        scene.skip()
        run(app, 0.5)
        drawn_text.clear()
        scene.draw(pygame.Surface(size))
        box = scene.standings_box(ui_scale(size))
        start = max(i for i, (t, _) in enumerate(drawn_text) if t == "points")
        standings = [(t, r) for t, r in drawn_text[start:] if box.contains(r)]
        assert len(standings) >= 2 + 4 * 4  # the two headings, four lines of four
        for i, (text, rect) in enumerate(standings):
            assert rect.collidelist([r for _, r in standings[i + 1:]]) < 0, text
        heights[large] = next(r.height for t, r in standings if t == "Chick")
    assert heights[True] > heights[False]


@pytest.mark.parametrize("size, large", [((1024, 600), False), ((1024, 600), True),
                                         ((1280, 648), False)])
def test_eight_names_of_the_setups_length_head_the_score_sheet_whole(tmp_path, monkeypatch,
                                                                       size, large,
                                                                       drawn_text):
    """Seen at 1024x600 with eight seats: "Legh..." headed the last column, cut at the sheet's
    edge. The names take as many lines as they need (each over its column, a stem down to it
    from the lines above): every name, up to the setup's 14 letters, whole, none over another
    or over "Round", all inside the sheet."""
    from game.scenes.score import ScoreScene, draw_score_sheet

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = App(size, settings=Settings(large_print=large), seed=3)
    names = ["Leghorn", "Bartholomew Jr", "Hen", "Gwendolyn Anne", "Rooster", "Maximilian",
             "Wilhelmina Poe", "Leghorn"]
    names[0] = "You"
    match = Match(load_preset("party").rules,
                  [Seat(names[0])] + [Seat(n, "medium") for n in names[1:]], 4)
    match.start_round()
    scene = ScoreScene(app, match)
    body = scene.sheet_rect.inflate(-40, -80)
    drawn_text.clear()
    draw_score_sheet(pygame.Surface(size), body, match, app.ui_scale)
    heads = drawn_text[:len(names) + 1]
    assert [shown for shown, _ in heads] == names + ["Round"]
    for i, (shown, rect) in enumerate(heads):
        assert body.contains(rect), shown
        assert not any(rect.colliderect(other) for _, other in heads[i + 1:]), shown
