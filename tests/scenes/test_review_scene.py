"""The review on screen, headless: the replay's Review panel worked out beside the table with a
progress bar and Cancel, the marked decisions stepped to with the better move's ghost, Try this
again on the table, and the panel kept off the tiles at 1024x600 and 1280x720 in large print."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Optional

import pygame
import pytest

from game.ai import coach, review
from game.ai.player import turn_actions
from game.ai.review import Choice, RoundReview
from game.app import App
from game.rules.actions import Play
from game.scenes.review.replay import ReplayScene
from game.scenes.review.panel import MARKS, mark_word, marks_count
from game.scenes.play.scene import PlayScene
from game.store.settings import Settings
from test_replay_scene import records as recorded

NAMES = ["You", "Hen", "Rooster"]
PLAYERS = ["human", "easy", "hard"]


def records(rounds: int = 2, seed: int = 4) -> list[dict[str, Any]]:
    """Rounds played at random by You, Hen (easy) and Rooster (hard)."""
    return recorded(rounds, seed)[0]


def made_up(record: dict[str, Any], seat: int, iterations: int = 20) -> RoundReview:
    """A review with known marks and no search: every third decision with a choice better
    than the one made by 0.3 of the chance to win (a blunder), the others the best."""
    evaluated = []
    for n, (_, view, made) in enumerate(review.decisions(record, seat)):
        worse = n % 3 == 0
        evaluated.append([Choice(a, 0.3 if (a == made) == worse else 0.6 if worse else 0.4,
                                 10.0, 20) for a in turn_actions(view)])
        if not worse:
            evaluated[-1] = [Choice(a, 0.6 if a == made else 0.4, 10.0, 20)
                             for a in turn_actions(view)]
    return review.summarize(record, seat, evaluated, iterations, 0)


class FakeRun:
    """A ReviewRun that finishes one round every `pace` polls, with made-up reviews."""

    def __init__(self, rounds: list[tuple[dict[str, Any], Optional[Path]]], seat: int,
                 pace: int = 3, **_: Any) -> None:
        self.rounds, self.seat, self.pace = rounds, seat, pace
        self.polls = 0
        self.cancelled = False
        self.found: list[Optional[RoundReview]] = [None] * len(rounds)
        self.refused: dict[int, str] = {}

    def _move(self) -> None:
        if self.cancelled:
            return
        self.polls += 1
        finished = min(len(self.rounds), self.polls // self.pace)
        for i in range(finished):
            if self.found[i] is None:
                self.found[i] = made_up(self.rounds[i][0], self.seat)

    @property
    def progress(self) -> float:
        return min(1.0, self.polls / (self.pace * len(self.rounds)))

    @property
    def done(self) -> bool:
        self._move()
        return self.cancelled or all(f is not None for f in self.found)

    @property
    def reviews(self) -> list[RoundReview]:
        return [f for f in self.found if f is not None]

    def cancel(self) -> None:
        self.cancelled = True


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[FakeRun]:
    """The review runs the screens start (made up, no search)."""
    made: list[FakeRun] = []

    def fake(rounds: Any, seat: int, **kw: Any) -> FakeRun:
        made.append(FakeRun(rounds, seat, **kw))
        return made[-1]

    monkeypatch.setattr("game.scenes.review.replay.ReviewRun", fake)
    return made


def make_app(size: tuple[int, int] = (1280, 720), large: bool = False) -> App:
    return App(size, settings=Settings(large_print=large), seed=3)


def key(app: App, k: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60, [])


def reviewed(app: App, docs: list[dict[str, Any]]) -> ReplayScene:
    scene = ReplayScene(app, docs, names=NAMES, review_seat=0, players=PLAYERS)
    app.push(scene)
    frames(app, 12)
    assert not scene.review.running
    return scene


def test_the_review_runs_with_progress_then_shows_the_marks(
        runs: list[FakeRun], drawn_text: list[tuple[str, Any]]) -> None:
    app = make_app()
    docs = records()
    scene = ReplayScene(app, docs, names=NAMES, review_seat=0, players=PLAYERS)
    app.push(scene)
    assert scene.reviewing and scene.review.running and len(runs) == 1
    assert [r for r, _ in runs[0].rounds] == docs and runs[0].seat == 0
    seen = []
    for _ in range(12):
        app.step(1 / 60, [])
        seen.append(scene.review.progress)
    assert seen == sorted(seen) and not scene.review.running
    assert all(scene.review.review_of(i) is not None for i in range(2))
    drawn_text.clear()
    frames(app, 1)
    words = [w for w, _ in drawn_text]
    assert any(w.startswith("This round: accuracy") for w in words)
    assert any(w.startswith("Marked: ") and "blunder" in w for w in words)
    assert any(w.startswith("Move ") and "Blunder" in w for w in words)  # the costliest
    assert "Costliest in the game" in words
    assert any(w.startswith("Round ") and "Blunder" in w for w in words)  # the game's


def test_esc_cancels_the_review_keeping_what_is_done_then_leaves(runs: list[FakeRun]) -> None:
    app = make_app()
    below = ReplayScene(app, records(1), names=NAMES)
    app.push(below)
    scene = ReplayScene(app, records(3), names=NAMES, review_seat=0, players=PLAYERS)
    app.push(scene)
    frames(app, 4)  # one round done of three
    key(app, pygame.K_ESCAPE)
    assert runs[0].cancelled and not scene.review.running and app.stack.top is scene
    assert scene.review.review_of(0) is not None and scene.review.review_of(2) is None
    assert scene.panel.buttons["resume"].visible
    key(app, pygame.K_RETURN)  # Resume: only the rounds not reviewed
    assert len(runs) == 2 and len(runs[1].rounds) == 2 and scene.review.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # nothing runs now: Esc leaves
    assert app.stack.top is below


def test_up_and_down_step_to_each_marked_decision_with_the_better_moves_ghost(
        runs: list[FakeRun], drawn_text: list[tuple[str, Any]]) -> None:
    app = make_app()
    docs = records()
    scene = reviewed(app, docs)
    marked = scene.review.marked(0)
    assert marked and all(d.mark == "blunder" for d in marked)
    for decision in marked:
        key(app, pygame.K_DOWN)
        assert scene.review.focus == decision and scene.step == decision.index + 1
    key(app, pygame.K_DOWN)  # no mark after the last: stays
    assert scene.review.focus == marked[-1]
    if len(marked) > 1:
        key(app, pygame.K_UP)
        assert scene.review.focus == marked[-2]
    decision = scene.review.focus
    assert decision is not None
    moment = scene.review.moment
    assert moment is not None and len(moment.before.history) == decision.index
    best = decision.best.action
    if isinstance(best, Play):  # the ghost stands where the table would lay the better tile
        assert moment.better is not None and moment.better.tile is best.tile
        x, y = scene.camera.to_screen(moment.better.place.x, moment.better.place.y)
        frames(app, 30)
        x, y = scene.camera.to_screen(moment.better.place.x, moment.better.place.y)
        assert scene.board_rect.collidepoint(x, y)
    drawn_text.clear()
    frames(app, 1)
    words = [w for w, _ in drawn_text]
    assert any(w.startswith("Played") for w in words)
    assert any(w.startswith("Better") for w in words)
    assert scene.caption.endswith("·  Blunder")
    key(app, pygame.K_RIGHT)  # a move on: the plain replay again
    assert scene.review.focus is None and scene.review.moment is None


def test_try_again_plays_the_position_with_the_real_hidden_tiles_and_comes_back(
        runs: list[FakeRun]) -> None:
    app = make_app()
    docs = records()
    scene = reviewed(app, docs)
    key(app, pygame.K_DOWN)
    decision = scene.review.focus
    assert decision is not None
    before = scene.states[decision.index]
    key(app, pygame.K_t)
    table = app.stack.top
    assert isinstance(table, PlayScene)
    state = table.state
    assert [list(h) for h in state.hands] == [list(h) for h in before.hands]
    assert list(state.yard) == list(before.yard)  # the same draws to come
    assert [s.player for s in table.match.seats] == ["human", "easy", "hard"]
    assert state.to_act == 0 and len(state.history) == decision.index
    key(app, pygame.K_ESCAPE)  # Esc: back to the review, where it was
    assert app.stack.top is scene and scene.review.focus == decision


def test_h_in_try_again_gives_the_reviews_best_never_its_marked_mistake(
        runs: list[FakeRun]) -> None:
    """Seen (issue 43): in Try again, H recommended the very move the review had marked."""
    app = make_app()
    scene = reviewed(app, records())
    key(app, pygame.K_DOWN)
    decision = scene.review.focus
    assert decision is not None and decision.mark is not None
    key(app, pygame.K_t)
    table = app.stack.top
    assert isinstance(table, PlayScene)
    key(app, pygame.K_h)
    assert table.humans.hints.asked is None  # the review's ratings: at once
    assert table.selection.hinted == decision.best.action != decision.made
    coach.forget()


def test_r_shows_the_hands_again_and_the_review_once_more() -> None:
    app = make_app()
    scene = ReplayScene(app, records(1), names=NAMES)
    app.push(scene)
    assert not scene.reviewing and scene.buttons["review"].label == "Review"
    assert not scene.panel.buttons["next_mark"].visible


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("large", [False, True])
def test_the_panel_and_its_buttons_keep_off_the_tiles(
        runs: list[FakeRun], drawn_text: list[tuple[str, Any]], size: tuple[int, int],
        large: bool) -> None:
    app = make_app(size, large)
    scene = reviewed(app, records())
    for _ in range(2):
        key(app, pygame.K_DOWN)
        frames(app, 20)
        drawn_text.clear()
        frames(app, 1)
        panel = scene.hands_rect
        buttons = {**scene.buttons, **scene.panel.buttons}
        boxes = [panel] + [b.rect for b in buttons.values() if b.visible]
        for words, rect in drawn_text:
            if words == scene.heading or words.startswith("Move "):
                continue  # the heading and the caption under the board
            assert any(box.contains(rect) for box in boxes), (words, rect, panel)
            assert not rect.colliderect(scene.board_rect), (words, rect)
        for name, button in buttons.items():
            if button.visible:
                assert not button.rect.colliderect(scene.board_rect), name
                assert button.rect.right <= size[0] and button.rect.bottom <= size[1]


def test_marks_in_words() -> None:
    assert [mark_word(m) for m in ("inaccuracy", "mistake", "blunder", None)] == [
        "Inaccuracy", "Mistake", "Blunder", "Good move"]
    assert len({colour for _, colour in MARKS.values()}) == 3
    assert marks_count(()) == "no marked moves"


def test_s_reviews_another_seat(runs: list[FakeRun]) -> None:
    app = make_app()
    scene = reviewed(app, records())
    key(app, pygame.K_s)
    assert scene.review.seat == 1 and len(runs) == 2 and runs[1].seat == 1
    frames(app, 12)
    assert scene.review.review_of(0) is not None and scene.review.review_of(0).seat == 1  # type: ignore[union-attr]


def test_the_tried_round_comes_back_to_the_review_when_it_ends(
        runs: list[FakeRun], drawn_text: list[tuple[str, Any]]) -> None:
    app = make_app()
    scene = reviewed(app, records())
    key(app, pygame.K_DOWN)
    key(app, pygame.K_t)
    table = app.stack.top
    assert isinstance(table, PlayScene)
    rng = random.Random(0)
    while not table.state.is_over:
        table.apply(rng.choice(table.state.legal_actions()))
    for _ in range(600):
        app.step(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
        if app.stack.top is scene:
            break
    assert app.stack.top is scene and scene.review.focus is not None
    said = scene.review.tried
    assert said.startswith("Tried again: ") and "in the game: " in said
    drawn_text.clear()
    frames(app, 1)
    assert said in [w for w, _ in drawn_text]


def test_a_second_look_this_session_is_instant(runs: list[FakeRun]) -> None:
    from game.scenes.review import mode as review_mode

    review_mode.forget()
    docs = records()
    for doc in docs:  # as a real run remembers what it worked out
        review_mode.remember(doc, made_up(doc, 0, review.REVIEW_ITERATIONS))
    app = make_app()
    scene = ReplayScene(app, docs, names=NAMES, review_seat=0, players=PLAYERS)
    app.push(scene)
    assert not runs and not scene.review.running and scene.review.reviewed
    key(app, pygame.K_s)  # another seat: not seen yet, worked out
    assert len(runs) == 1 and runs[0].seat == 1


def test_what_a_run_works_out_is_remembered(runs: list[FakeRun]) -> None:
    from game.scenes.review import mode as review_mode

    review_mode.forget()
    docs = records()
    reviewed(make_app(), docs)
    assert all(review_mode.recall(doc, 0, 20) is not None for doc in docs)


def test_the_hands_again_while_the_review_goes_on(runs: list[FakeRun]) -> None:
    app = make_app()
    scene = ReplayScene(app, records(), names=NAMES, review_seat=0, players=PLAYERS)
    app.push(scene)
    key(app, pygame.K_r)  # the hands: the review goes on beside
    assert not scene.reviewing and scene.review.running
    frames(app, 12)
    assert scene.review.reviewed
    key(app, pygame.K_r)
    assert scene.reviewing and len(runs) == 1 and scene.review.review_of(0) is not None


def test_r_at_the_deal_shows_the_review_beside_the_whole_round(runs: list[FakeRun]) -> None:
    app = make_app()
    scene = ReplayScene(app, records(), names=NAMES, players=PLAYERS)
    app.push(scene)
    assert scene.step == 0 and not scene.reviewing
    key(app, pygame.K_r)
    assert scene.reviewing and scene.step == len(scene.actions)
    key(app, pygame.K_r)  # the hands again, where the review left the board
    key(app, pygame.K_LEFT)
    step = scene.step
    key(app, pygame.K_r)
    assert scene.reviewing and scene.step == step  # from a move, the review stays there


def test_a_round_the_rules_cannot_deal_is_said_on_the_panel_and_the_game_goes_on(
        drawn_text: list[tuple[str, Any]]) -> None:
    """The real review (no made-up run): a record the referee accepts whose rules cannot deal
    its hands (hand_size 14 for three seats of a double-9: 42 of 55 is fine, 20 is not) is
    refused in one line on the panel, and the window keeps running."""
    app = make_app()
    docs = records(1)
    undealable = {**docs[0], "rules": {**docs[0]["rules"], "hand_size": 20}}
    scene = ReplayScene(app, [undealable], names=NAMES, review_seat=0, players=PLAYERS)
    app.push(scene)
    frames(app, 3)
    assert not scene.review.running and scene.review.reviewed and app.running
    drawn_text.clear()
    frames(app, 1)
    said = " ".join(w for w, _ in drawn_text)
    assert ("Round 1 cannot be reviewed: rules.hand_size: 3 hands of 20 need 60 tiles, but a "
            "double-9 set has only 55") in said
