"""The house rules of other tables in the game's words: the unfinished-foot penalty on the score
sheet, and a draw that follows a misfit in the replay."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.rules.rules_scenarios import act, deal

from game.app import App
from game.match import Match
from game.rules import RuleSet
from game.rules.record import record_of
from game.scenes.review.replay import ReplayScene
from game.scenes.score import ScoreScene
from game.seats import Seat
from game.store.settings import Settings
from game.words.moves import move_in_words

OPENED = ["0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9",
          "0 play 9-4 on 9-9"]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def scripted_match(rules: RuleSet, seat0: str, seat1: str, yard: str, *actions: str) -> Match:
    """A match whose first round is dealt and played exactly as given."""
    match = Match(rules, [Seat("You"), Seat("Hen", "medium")], seed=1)
    match.game.round_number = 1
    match.state = deal(rules, "9-9 9-1 9-4 " + seat0, "9-6 9-2 " + seat1, yard=yard)
    for text in (*OPENED, *actions):
        match.apply(act(text))
    return match


def test_the_score_sheet_shows_the_open_foot_penalty_under_the_seats_score(app: App) -> None:
    match = scripted_match(RuleSet(unfinished_foot=10), "6-6", "2-1 5-5 8-3", "7-7 7-0",
                           "1 play 2-1 on 9-2", "0 play 6-6 on 9-6")
    assert match.state is not None and match.state.winner == 0
    scene = ScoreScene(app, match)
    app.clear_to(scene)
    scene.skip()
    assert scene.scores == [30, 21]
    assert scene.foot_penalty(0) == "open foot on 6-6: +30" and scene.foot_penalty(1) == ""
    scene.draw(pygame.Surface((1280, 720)))


def test_no_penalty_line_without_the_house_rule(app: App) -> None:
    match = scripted_match(RuleSet(), "6-6", "2-1 5-5 8-3", "7-7 7-0",
                           "1 play 2-1 on 9-2", "0 play 6-6 on 9-6")
    scene = ScoreScene(app, match)
    scene.skip()
    assert scene.scores == [0, 21] and scene.foot_penalty(0) == ""


def test_the_replay_says_a_draw_follows_a_tile_that_did_not_fit(app: App) -> None:
    rules = RuleSet(draw_until_playable=True)
    state = deal(rules, "9-9 9-1 9-4 6-3", "9-6 9-2 8-8 3-3", yard="7-7 7-0 6-5 8-1")
    for text in (*OPENED, "1 draw", "1 draw", "1 draw", "1 play 6-5 on 9-6"):
        state.apply(act(text))
    scene = ReplayScene(app, record_of(state), names=["You", "Hen"])
    names = ["You", "Hen"]
    first, second, third = (len(OPENED) + k for k in range(3))
    assert move_in_words(scene.actions[first], names, scene.states[first]) == (
        "Hen draws from the chicken yard")
    assert move_in_words(scene.actions[second], names, scene.states[second]) == (
        "Hen draws again: 7-7 did not fit")
    assert move_in_words(scene.actions[third], names, scene.states[third]) == (
        "Hen draws again: 7-0 did not fit")
