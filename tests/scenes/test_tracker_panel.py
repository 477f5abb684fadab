"""The tile tracker's panel at the table: shown with the setting where the game allows it,
counting from the shown hand's view, and never over a tile, a plate or the status line."""
import random

import pytest

from game.ai.tracker import track
from game.app import App
from game.match import Match
from game.rules import RuleSet
from game.scenes.play.scene import PlayScene
from game.scenes.play.tracker_panel import lack_lines
from game.seats import Seat
from game.store.settings import Settings

NAMES = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")


def your_turn_table(size=(1280, 720), seats=4, played=12, large=False, tracker=True,
                    ladder=None):
    """A table where it is the person's (seat 0's) turn, `played` tiles or more down."""
    players = [Seat("You")] + [Seat(NAMES[i], "easy", pace=0.0) for i in range(seats - 1)]
    rules = RuleSet(set=12) if seats > 4 else RuleSet()
    for seed in range(40):
        match = Match(rules, players, seed=seed, ladder=ladder)
        state = match.start_round()
        rng = random.Random(seed)
        while not state.is_over and (len(state.barnyard) < played or state.to_act != 0
                                     or state.has_drawn):
            match.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    app = App(size, settings=Settings(animation_speed="fast", large_print=large,
                                      tracker=tracker), seed=1)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    app.draw()
    return scene


def test_off_by_default_and_on_with_the_setting() -> None:
    assert "tracker" not in your_turn_table(tracker=False).floating_rects()
    scene = your_turn_table()
    assert "tracker" in scene.floating_rects()
    assert scene.tracker.tracker == track(scene.match.view(0))
    scene.app.settings.tracker = False
    scene.arrange()
    scene.app.draw()
    assert "tracker" not in scene.floating_rects()


def test_a_ladder_level_shows_it_only_where_its_file_says_so() -> None:
    assert "tracker" in your_turn_table(ladder="01-kitchen-table").floating_rects()
    assert "tracker" not in your_turn_table(ladder="09-state-fair").floating_rects()
    assert "tracker" not in your_turn_table(ladder="no-such-level").floating_rects()


def test_lacked_numbers_in_words() -> None:
    from game.ai.tracker import Tracker
    tracker = Tracker(0, (1,) * 10, ((1, (4, 5)), (2, ()), (3, (0,))))
    assert lack_lines(tracker, ["You", "Hen", "Rooster", "Chick"]) == ["Hen: no 4, 5",
                                                                     "Chick: no 0"]
    long = lack_lines(tracker, ["You", "Henrietta Featherstone", "R", "C"])[0]
    assert long == "Henrietta F…: no 4, 5"


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_the_panel_keeps_off_the_tiles_plates_and_status_line(size, seats, large) -> None:
    scene = your_turn_table(size, seats, {2: 14, 4: 20, 8: 30}[seats], large)
    placed = scene.tracker.placed
    if placed is None:  # no room anywhere: not drawn
        assert "tracker" not in scene.floating_rects() or "tracker" in scene.crowded_out()
        return
    area = scene.barnyard.area()
    tiles = [box for box in scene.barnyard.tile_boxes() if box.colliderect(area)]
    panels = [rect for _, rect in scene.seats.rects(scene.state, scene.app.art)]
    assert not any(placed.colliderect(box) for box in tiles + panels)
    assert "tracker" not in scene.crowded_out()
    assert scene.geometry.hand_rect.top >= placed.bottom
