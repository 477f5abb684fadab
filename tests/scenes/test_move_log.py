"""The move log: every kind of action in the replay's sentences, from real rounds, and the panel
the L key and the Log button open."""
import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import RuleSet
from game.rules.actions import Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import DOUBLE, TOE
from game.scenes.play.move_log import round_sentences
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.words.names import says
from game.store.settings import Settings

NAMES = ["You", "Hen", "Rooster"]


def _rounds(count=40, seed=2):
    """Finished rounds of random legal play (Chickenlittle enforced: announces and catches)."""
    rng = random.Random(seed)
    rules = RuleSet(chickenlittle="enforced")
    out = []
    for n in range(count):
        match = Match(rules, [Seat(name) for name in NAMES], seed=n)
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def _expected(state):
    """The log's lines built the long way: one per action, a draw and the same seat's pass
    joined, and the toes still to go after a foot's double and each of its toes."""
    lines, toes, placed = [], {}, iter(state.barnyard)
    history = state.history
    i = 0
    while i < len(history):
        action = history[i]
        who = NAMES[action.seat]
        you = who == "You"
        nxt = history[i + 1] if i + 1 < len(history) else None
        if isinstance(action, Draw) and isinstance(nxt, Pass) and nxt.seat == action.seat:
            lines.append(f"{who} draws and passes" if not you else "You draw and pass")
            i += 2
            continue
        if isinstance(action, Play):
            where = f"on {action.on}" if action.on is not None else "as the starting double"
            lines.append(says(who, "plays", f"{action.tile} {where}"))
            tile = next(placed)
            hub = None
            if tile.role == DOUBLE:
                toes[tile.tile], hub = 3, tile.tile
            elif tile.role == TOE and tile.on in toes:
                toes[tile.on] -= 1
                hub = tile.on
            if hub is not None and toes[hub]:
                n = toes[hub]
                lines.append(f"Chicken foot on {hub}: {n} toe{'s' if n != 1 else ''} to go")
        elif isinstance(action, Draw):
            lines.append(says(who, "draws", "from the chicken yard"))
        elif isinstance(action, Pass):
            lines.append(says(who, "passes"))
        elif isinstance(action, Announce):
            lines.append(says(who, "says", '"Chickenlittle"'))
        elif isinstance(action, Catch):
            lines.append(says(who, "catches", NAMES[action.target]))
        i += 1
    return lines


def test_every_kind_of_action_reads_as_the_replay_says_it() -> None:
    seen = set()
    for state in _rounds():
        lines = round_sentences(state, NAMES)
        assert lines == _expected(state)
        for line in lines:
            for kind in ("as the starting double", " on ", " from the chicken yard",
                         "and pass", "pass", "Chickenlittle", "catch", "3 toes to go",
                         "2 toes to go", "1 toe to go"):
                if kind in line:
                    seen.add(kind)
    assert seen == {"as the starting double", " on ", " from the chicken yard",
                    "and pass", "pass", "Chickenlittle", "catch", "3 toes to go",
                    "2 toes to go", "1 toe to go"}


def test_the_sentences_speak_to_you_in_the_second_person() -> None:
    joined = [line for state in _rounds(20) for line in round_sentences(state, NAMES)]
    assert "You draw and pass" in joined and "Hen draws and passes" in joined


@pytest.fixture(scope="module")
def app():
    yield App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)


def _played_for_a_while(app, first="Hen"):
    """Two easy computer players at the table, three seconds into their round."""
    match = Match(RuleSet(), [Seat(first, "easy", pace=0.0), Seat("Rooster", "easy", pace=0.0)],
                  seed=3)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(60):
        app.step(1 / 20)
    return match, scene


def test_l_and_the_log_button_open_and_close_the_panel(app) -> None:
    match, scene = _played_for_a_while(app)
    log = scene.log
    assert not log.open
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    app.step(1 / 60)
    assert log.open and app.stack.top is scene
    surface = pygame.Surface(app.size)
    scene.draw(surface)  # the panel with the round's lines draws
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(1 / 60)
    assert not log.open and app.stack.top is scene  # Esc closed the log, not the table
    pos = log.button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
    assert log.open


def test_a_long_name_keeps_the_logs_lines_inside_its_panel(app, monkeypatch) -> None:
    from game.render import text

    match, scene = _played_for_a_while(app, "W" * 24)
    scene.log.open = True
    shown = []
    real = text.render

    def spy(line, *rest, **kw):
        image = real(line, *rest, **kw)
        shown.append((line, image.get_width()))
        return image

    monkeypatch.setattr(text, "render", spy)
    scene.log.draw(pygame.Surface(app.size), match.state)
    width = scene.log.panel_rect().width
    lines = [(line, w) for line, w in shown if line.startswith("W")]
    assert lines
    for line, w in lines:
        assert w < width, line


def test_in_large_print_the_logs_lines_are_larger_and_its_panel_wider(monkeypatch) -> None:
    """Seen: with large print on, the move log's lines stayed at the small size."""
    from game.render import text

    heights, widths = {}, {}
    real = text.render
    for large in (False, True):
        app = App((1280, 720), settings=Settings(animation_speed="fast", large_print=large),
                  seed=1)
        match, scene = _played_for_a_while(app)
        scene.log.open = True
        shown = []
        monkeypatch.setattr(text, "render", lambda line, *rest, **kw: shown.append(
            (line, real(line, *rest, **kw))) or shown[-1][1])
        scene.log.draw(pygame.Surface(app.size), match.state)
        monkeypatch.setattr(text, "render", real)
        lines = [image for line, image in shown if line.startswith("Hen ")]
        assert lines
        heights[large] = max(image.get_height() for image in lines)
        widths[large] = scene.log.panel_rect().width
        assert all(image.get_width() < widths[large] for image in lines)
    assert heights[True] > heights[False] and widths[True] > widths[False]


def test_the_menu_button_opens_the_pause_menu_as_esc_does(app, drawn_text) -> None:
    """A player with only the mouse had no way to the pause menu (its score sheet, the house
    rules, settings, leaving the game): Esc was the only way."""
    match, scene = _played_for_a_while(app)
    button = scene.menu_button.rect
    assert button.right <= app.size[0] and not button.colliderect(scene.log.button.rect)
    drawn_text.clear()
    scene.draw(pygame.Surface(app.size))
    assert any(words == "Menu" and button.contains(rect) for words, rect in drawn_text)
    pos = button.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
    assert type(app.stack.top).__name__ == "PauseScene"



class _Recording(pygame.Surface):
    """A surface that remembers what was blitted on it and where."""

    def __init__(self, size):
        super().__init__(size)
        self.blitted = []

    def blit(self, image, dest, *rest, **kw):
        rect = super().blit(image, dest, *rest, **kw)
        self.blitted.append((image, pygame.Rect(rect.topleft, image.get_size())))
        return rect


@pytest.mark.parametrize("large", [False, True])
def test_a_long_sentence_goes_on_in_a_second_row_instead_of_being_cut(monkeypatch, large):
    """Seen at 1024x600 with eight seats: "Hen plays 9-9 as the starting ..." - the log's lines
    were cut with an ellipsis. Every sentence shown is drawn whole, a long one over two rows,
    no row over another, all inside the panel the placement service gave it."""
    from game.render import text
    from game.store.rules_files import load_preset

    names = ["Bartholomew", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Silkie", "Leghorn"]
    app = App((1024, 600), settings=Settings(animation_speed="fast", large_print=large), seed=1)
    match = Match(load_preset("party").rules, [Seat(n, "easy", pace=0.0) for n in names],
                  seed=8)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(30):
        app.step(1 / 20)
    scene.log.open = True
    app.step(1 / 60)
    said = {}
    real = text.render
    monkeypatch.setattr(text, "render", lambda words, *a, **k: said.setdefault(
        id(image := real(words, *a, **k)), (words, image))[1])
    surface = _Recording(app.size)
    scene.draw(surface)
    panel = scene.log.panel_rect()
    rows = [(said[id(image)][0], rect, image) for image, rect in surface.blitted
            if id(image) in said and panel.contains(rect) and rect.top > panel.top + 40]
    assert rows
    assert not any("\u2026" in words for words, _, _ in rows)
    sentences = round_sentences(match.state, names)
    shown = " ".join(words for words, _, _ in rows)
    whole = [k for k in range(1, len(sentences) + 1) if shown == " ".join(sentences[-k:])]
    assert whole, shown  # the newest sentences, whole
    assert len(rows) > whole[0] or large  # some sentence took two rows (the panel is wider
    # in large print, where these all fit in one)
    inks = [image.get_bounding_rect().move(rect.topleft) for _, rect, image in rows]
    assert all(not a.colliderect(b) for i, a in enumerate(inks) for b in inks[i + 1:])


def _log_words(monkeypatch, scene, size):
    """The words the open log shows now, top to bottom, its rows joined."""
    from game.render import text

    shown = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda words, *a, **k: shown.append(words)
                        or real(words, *a, **k))
    scene.log.draw(pygame.Surface(size))
    monkeypatch.setattr(text, "render", real)
    return " ".join(words for words in shown if words not in ("Log", "L", "Moves this round"))


def _wheel(app, pos, y):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))
    app.step(1 / 60)


def _long_round(app):
    """Two computer players well into a round (at a pace that keeps it going while the test
    scrolls), the log open: more moves than it can show."""
    match = Match(RuleSet(), [Seat("Hen", "easy", pace=0.3), Seat("Rooster", "easy", pace=0.3)],
                  seed=3)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    while len(round_sentences(match.state, ["Hen", "Rooster"])) < 20:
        app.step(1 / 20)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    app.step(1 / 60)
    return match, scene


def test_the_wheel_over_the_log_scrolls_it_back_to_the_first_move_not_the_table(
        app, monkeypatch) -> None:
    """Seen (issue 43): the wheel over the Log zoomed the table, and only the last 8 entries
    could be seen."""
    match, scene = _long_round(app)
    sentences = round_sentences(match.state, ["Hen", "Rooster"])
    newest = _log_words(monkeypatch, scene, app.size)
    assert newest.endswith(sentences[-1]) and not newest.startswith(sentences[0])
    for _ in range(40):
        _wheel(app, scene.log.panel_rect().center, 1)
    assert scene.barnyard.camera.auto  # the table did not zoom
    oldest = _log_words(monkeypatch, scene, app.size)
    assert oldest.startswith(sentences[0] + " " + sentences[1])
    for _ in range(40):
        _wheel(app, scene.log.panel_rect().center, -1)
    assert _log_words(monkeypatch, scene, app.size).endswith(
        round_sentences(match.state, ["Hen", "Rooster"])[-1])
    _wheel(app, (app.size[0] // 2, app.size[1] // 3), 1)  # off the log the wheel zooms
    assert not scene.barnyard.camera.auto


def test_page_up_and_page_down_scroll_the_open_log(app, monkeypatch) -> None:
    match, scene = _long_round(app)
    sentences = round_sentences(match.state, ["Hen", "Rooster"])
    assert not _log_words(monkeypatch, scene, app.size).startswith(sentences[0])
    pages = 0
    while not _log_words(monkeypatch, scene, app.size).startswith(
            sentences[0] + " " + sentences[1]):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0,
                                             unicode=""))
        app.step(1 / 60)
        pages += 1
        assert pages < 20, "PgUp never reached the first move"
    assert pages >= 2
    for _ in range(pages):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                             unicode=""))
        app.step(1 / 60)
    shown = _log_words(monkeypatch, scene, app.size)
    assert shown.endswith(round_sentences(match.state, ["Hen", "Rooster"])[-1])


def test_a_few_moves_sit_in_a_short_panel_not_under_a_tall_empty_box(app) -> None:
    """Seen (issue 43): the move log's two entries sat under a tall empty box."""
    match = Match(RuleSet(), [Seat("Hen", "easy", pace=0.0), Seat("Rooster", "easy", pace=30)],
                  seed=3)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    while not match.state.history:
        app.step(1 / 20)
    scene.log.toggle()
    app.step(1 / 60)
    few = scene.log.panel_rect()
    sentences = round_sentences(match.state, ["Hen", "Rooster"])
    assert 1 <= len(sentences) <= 2
    assert few.height < scene.log.home_rect().height / 3
    assert scene.log.room() >= len(sentences)
