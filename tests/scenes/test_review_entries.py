"""The ways into the review: the score sheet's Review button (the game's rounds so far, for the
person at the screen) and each recorded game's Review button in Statistics (its rounds, kept
beside their records)."""
from __future__ import annotations

import random

import pygame

from game.match import Match
from game.scenes.review.replay import ReplayScene
from game.seats import Seat
from game.store.rules_files import load_preset
from test_review_scene import FakeRun, frames, key, make_app, runs  # noqa: F401 (a fixture)


def test_the_score_sheets_review_button_reviews_the_game_so_far(runs: list[FakeRun]) -> None:
    from game.scenes.score import ScoreScene

    app = make_app()
    match = Match(load_preset("classic").rules,
                  [Seat("Hen", "easy"), Seat("You"), Seat("Rooster", "hard")], 2)
    rng = random.Random(2)
    for _ in range(2):
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    score = ScoreScene(app, match)
    app.push(score)
    assert score.review_button.visible
    assert not score.review_button.rect.colliderect(score.banner_rect)
    key(app, pygame.K_v)
    top = app.stack.top
    assert isinstance(top, ReplayScene) and top.reviewing and top.review.seat == 1
    assert top.rounds == match.game.records and runs[0].seat == 1
    assert top.round_index == 1  # the round just played, reviewed first
    assert [record for record, _ in runs[0].rounds] == match.game.records[::-1]
    frames(app, 12)
    assert top.review.review_of(1) is not None  # the marks are there to step to
    key(app, pygame.K_DOWN)
    assert top.review.focus is not None and top.review.focus.mark is not None
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is score


def test_statistics_review_a_recorded_game_round_by_round(runs: list[FakeRun]) -> None:
    from game.scenes.stats import StatsScene
    from game.store.stats import record_game

    app = make_app()
    match = Match(load_preset("family").rules.with_changes(set=6),
                  [Seat("Hen", "easy"), Seat("You")], 5, preset="family")
    rng = random.Random(5)
    while not match.is_over:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    assert record_game(match)[1] is None
    stats = StatsScene(app)
    stats.wait_for_reading()  # read on a thread of its own
    app.push(stats)
    app.step(1 / 60, [])
    button = stats.review_buttons[0]
    assert not button.rect.colliderect(stats.replay_buttons[0].rect)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    top = app.stack.top
    assert isinstance(top, ReplayScene) and top.reviewing and top.review.seat == 1
    assert top.rounds == match.game.records
    paths = [path for _, path in runs[0].rounds]
    assert all(path is not None and path.name == f"round-{n:02d}.json" and path.exists()
               for n, path in enumerate(paths, start=1))  # kept beside the records

