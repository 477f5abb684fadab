"""Party play on one screen: two humans and two AIs through a whole round, headless."""
import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Announce, Catch, Draw, Pass, Play, RuleSet
from game.scenes.play.deal import DealScene
from game.scenes.play.scene import PlayScene
from game.scenes.play.privacy import PrivacyScene
from game.scenes.play.turn_card import TurnCard
from game.seats import Seat
from game.store.settings import Settings
from table_probe import probe

BUTTON = {Draw: "draw", Pass: "pass", Announce: "announce", Catch: "catch"}


@pytest.mark.parametrize("seed", [2, 4])
def test_a_party_round_with_two_humans_ends_and_never_shows_a_hand_behind_the_cover(seed):
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=seed)
    rules = RuleSet(chickenlittle="enforced", opening="double-foot")
    seats = [Seat("Ana"), Seat("Hen", "easy", pace=0.0), Seat("Bo"),
             Seat("Rooster", "medium", pace=0.0)]
    match = Match(rules, seats, seed)
    app.clear_to(DealScene(app, match))
    rng = random.Random(seed)
    covers = 0
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, PrivacyScene):
            covers += 1
            below = app.stack.scenes[-2]
            assert probe(below).revealed is None  # nobody's tiles are face up under the cover
            if top.age > 0.3:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
        elif isinstance(top, TurnCard):  # an automatic draw and pass, told: Continue
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=top.button.rect.center, button=1))
        elif isinstance(top, PlayScene):
            if match.state.is_over:
                break
            if probe(top).buttons["announce"].visible and rng.random() < 0.5:
                top.press_button("announce")
            elif probe(top).can_act:
                assert probe(top).revealed == probe(top).bottom == match.state.to_act
                action = rng.choice(probe(top).human_legal())
                if isinstance(action, Play):
                    top.play(action)
                else:
                    top.press_button(BUTTON[type(action)])
        app.step(0.1)
    assert match.state.is_over and covers > 0


def test_the_hand_over_cover_leaves_the_tables_felt_green():
    """Seen in a real window: each "Pass to ..." veiled the felt the table shares, so after a
    few hand-overs the cover and the table itself were black."""
    from game.render.felt import felt_surface

    app = App((1280, 720), settings=Settings(), seed=1)
    felt = felt_surface(app.size)
    green = felt.get_view("2").raw
    for name in ("Ana", "Bo", "Ana", "Bo"):
        cover = PrivacyScene(app, name, lambda: None)
        surface = pygame.Surface(app.size)
        cover.draw(surface)
        veiled = surface.get_at((5, 5))
        assert sum(veiled[:3]) < sum(felt.get_at((5, 5))[:3])  # the cover is darker
    assert felt_surface(app.size).get_view("2").raw == green


def test_the_hand_over_names_the_longest_name_inside_the_window():
    app = App((1024, 600), settings=Settings(large_print=True), seed=1)
    cover = PrivacyScene(app, "W" * 24, lambda: None)
    surface = pygame.Surface(app.size)
    cover.draw(surface)
    columns = [x for x in range(app.size[0])
               if any(surface.get_at((x, y))[0] > 200 for y in range(10, 100, 2))]
    assert columns and min(columns) > 0 and max(columns) < app.size[0] - 1


def test_in_large_print_the_hand_over_says_who_should_look_larger(monkeypatch):
    """Seen at 1024x600 in large print: "Every hand is hidden: only the next player should
    look." stayed at the small size under the large "Pass to Dad"."""
    from game.render import text

    heights = {}
    real = text.render
    for large in (False, True):
        app = App((1024, 600), settings=Settings(large_print=large), seed=1)
        cover = PrivacyScene(app, "Dad", lambda: None)
        rendered = []
        monkeypatch.setattr(text, "render", lambda words, *rest, **kw: rendered.append(
            (words, real(words, *rest, **kw))) or rendered[-1][1])
        cover.draw(pygame.Surface(app.size))
        monkeypatch.setattr(text, "render", real)
        heights[large] = next(image.get_height() for words, image in rendered
                              if words.startswith("Every hand is hidden"))
    assert heights[True] > heights[False]
