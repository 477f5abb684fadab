"""No two texts or panels of the table overlap: the parts report what they draw (seat plates, fans
of backs, the turn marker, the status line, the foot caption, the overview map) and the test adds
the hand, the chicken yard and the buttons (the move log's and the menu's too), mid-round with 2, 4 and 8
seats at both window sizes, in large print too."""
from itertools import combinations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import RuleSet
from game.scenes.play import PlayScene
from game.seats import Seat
from game.store.settings import Settings

NAMES = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")


def _mid_round(size: tuple[int, int], seats: int, played: int,
               large: bool = False) -> PlayScene:
    app = App(size, settings=Settings(animation_speed="fast", large_print=large), seed=1)
    players = [Seat(NAMES[i], "easy", pace=0.0) for i in range(seats)]
    rules = RuleSet(set=12) if seats > 4 else RuleSet()
    match = Match(rules, players, seed=4)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(3000):
        app.step(1 / 20)
        if len(match.state.barnyard) >= played or match.state.is_over:
            break
    assert not match.state.is_over and app.stack.top is scene
    return scene


def _drawn(scene: PlayScene) -> list[tuple[str, pygame.Rect]]:
    """Every text and panel rectangle the table shows now."""
    rects = scene.seats.rects(scene.state, scene.app.art) + scene.barnyard.rects()
    rects += [(f"button {name}", b.rect) for name, b in scene.buttons.items() if b.visible]
    rects.append(("chicken yard", scene.geometry.yard_rect))
    rects.append(("log button", scene.log.button.rect))
    rects.append(("menu button", scene.menu_button.rect))
    length = scene.hand.length()
    hand = [pygame.Rect(round(x - length / 4), round(y - length / 2), length // 2, length)
            for x, y in scene.hand_positions().values()]
    if hand:
        rects.append(("hand", hand[0].unionall(hand[1:])))
    return rects


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_no_two_texts_or_panels_of_the_table_overlap(size, seats, large) -> None:
    scene = _mid_round(size, seats, 10, large)
    drawn = _drawn(scene)
    assert {"plate 0", "status 0", "turn marker", "hand"} <= {name for name, _ in drawn}
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(drawn, 2) if ra.colliderect(rb)]
    assert clashes == []


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_the_overview_map_overlaps_no_text_or_panel(size, seats, large) -> None:
    scene = _mid_round(size, seats, 6, large)
    scene.camera.whole = False  # as when play is framed rather than the whole tree
    drawn = _drawn(scene)
    assert "overview map" in {name for name, _ in drawn}
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(drawn, 2) if ra.colliderect(rb)]
    assert clashes == []
