"""The replay's review model: reviews taken from a run as it finishes rounds, cancel, marked
decisions stepped to, and the board of a decision with the made and the better tile."""
from __future__ import annotations

import random
from typing import Any, Optional

from game.ai import review
from game.ai.player import turn_actions
from game.ai.review import Choice, RoundReview
from game.match import Match
from game.rules.actions import Play
from game.rules.record import read_record
from game.scenes.review.mode import ReviewMode, moment_of
from game.scenes.review.panel import marks_count, move_words, signed
from game.seats import Seat
from game.store.rules_files import load_preset


def a_record(seed: int = 4) -> dict[str, Any]:
    match = Match(load_preset("classic").rules, [Seat("You"), Seat("Hen", "easy")], seed)
    rng = random.Random(seed)
    match.start_round()
    while not match.state.is_over:  # type: ignore[union-attr]
        match.apply(rng.choice(match.state.legal_actions()))  # type: ignore[union-attr]
    return match.game.records[0]


def blunders_every_other(record: dict[str, Any]) -> RoundReview:
    """Every other decision loses 0.3 of the chance to win against a better choice."""
    evaluated = []
    for n, (_, view, made) in enumerate(review.decisions(record, 0)):
        win = {True: 0.3, False: 0.6} if n % 2 == 0 else {True: 0.6, False: 0.4}
        evaluated.append([Choice(a, win[a == made], 5.0, 10) for a in turn_actions(view)])
    return review.summarize(record, 0, evaluated, 10, 0)


class Run:
    def __init__(self, found: list[Optional[RoundReview]]) -> None:
        self.found = found
        self.refused: dict[int, str] = {}
        self.done = False
        self.cancelled = False

    progress = 0.5

    @property
    def reviews(self) -> list[RoundReview]:
        return [f for f in self.found if f is not None]

    def cancel(self) -> None:
        self.cancelled = True


def test_reviews_go_to_the_rounds_the_run_was_given_and_cancel_keeps_them() -> None:
    record = a_record()
    done = blunders_every_other(record)
    mode = ReviewMode(0, 3)
    run = Run([None, None])
    mode.start(run, [0, 2])
    assert mode.running and not mode.poll()
    run.found[1] = done  # the run's second round: the game's third
    assert not mode.poll() and mode.review_of(2) is done and mode.review_of(0) is None
    mode.cancel()
    assert run.cancelled and not mode.running and mode.cancelled
    assert mode.review_of(2) is done and not mode.reviewed


def test_marks_are_stepped_to_in_order_both_ways() -> None:
    record = a_record()
    mode = ReviewMode(0, 1)
    run = Run([blunders_every_other(record)])
    run.done = True
    mode.start(run, [0])
    assert mode.poll() and mode.reviewed and not mode.running
    marks = mode.marked(0)
    assert marks and all(d.mark == "blunder" for d in marks)
    assert marks == sorted(marks, key=lambda d: d.index)
    assert mode.next_mark(0, 0, 1) == marks[0]
    assert mode.next_mark(0, 0, -1) == marks[-1]  # none before the deal: round to the last
    assert mode.next_mark(0, 999, 1) == marks[0]  # none after the end: round to the first
    state, actions = read_record(record)
    states = [state.clone()]
    for action in actions:
        state.apply(action)
        states.append(state.clone())
    mode.show(marks[0], states)
    assert mode.focus == marks[0] and mode.next_mark(0, 999, 1) == (marks + [None])[1]
    mode.unfocus()
    assert mode.focus is None and mode.moment is None


def test_the_moment_lays_the_made_and_the_better_tile_where_the_table_would() -> None:
    record = a_record()
    decision = next(d for d in blunders_every_other(record).decisions
                    if isinstance(d.made, Play) and isinstance(d.best.action, Play))
    state, actions = read_record(record)
    for action in actions[:decision.index]:
        state.apply(action)
    made, best = decision.made, decision.best.action
    assert isinstance(made, Play) and isinstance(best, Play)
    moment = moment_of(state, made, best)
    assert len(state.history) == decision.index  # not changed
    assert moment.made is not None and moment.made.tile is made.tile
    assert moment.better is not None and moment.better.tile is best.tile
    for laid in (moment.made, moment.better):
        assert laid.tile not in moment.layout  # shown, not added


def test_words() -> None:
    record = a_record()
    _, actions = read_record(record)
    play = next(a for a in actions if isinstance(a, Play) and a.on is not None)
    assert move_words(play) == f"{play.tile} on {play.on}"
    assert signed(0.04) == "+4%" and signed(-0.12) == "-12%" and signed(0.0) == "0%"
    decisions = blunders_every_other(record).decisions
    n = sum(1 for d in decisions if d.mark == "blunder")
    assert marks_count(decisions) == (f"{n} blunder" if n == 1 else f"{n} blunders")


def test_a_better_spoke_of_the_same_double_goes_in_another_free_slot() -> None:
    state, actions = read_record(a_record())
    for action in actions:
        hub = state.barnyard.pending
        plays = [a for a in state.legal_actions() if isinstance(a, Play) and a.on is hub]
        if hub is not None and len(plays) > 1:
            break
        state.apply(action)
    else:
        raise AssertionError("no double with two plays to choose from")
    moment = moment_of(state, plays[0], plays[1])
    assert moment.made is not None and moment.better is not None
    assert moment.made.place.polygon != moment.better.place.polygon


def test_a_better_tile_for_the_same_place_always_shows_beside_the_tile_played() -> None:
    """Seen (issue 43): when the better move went to the same place as the one made, the pale
    ghost showed only every other 1.2 s, and a look at the wrong moment found none."""
    import pygame

    from game.layout.camera import Camera
    from game.layout.geometry import polygons_overlap
    from game.scenes.review.board import draw_moment

    state, actions = read_record(a_record())
    for action in actions:
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        ends = [a.on for a in plays]
        same = [a for a in plays if ends.count(a.on) > 1 and state.barnyard.pending is None]
        if len(same) > 1:
            break
        state.apply(action)
    else:
        raise AssertionError("no open end with two plays to choose from")
    first = same[0]
    second = next(a for a in same[1:] if a.on is first.on)
    moment = moment_of(state, first, second)
    assert moment.made is not None and moment.better is not None
    assert not polygons_overlap(moment.made.place.polygon, moment.better.place.polygon)
    assert moment.better.place.angle == moment.made.place.angle  # lying alongside it

    class Art:
        def __init__(self) -> None:
            self.drawn: list[object] = []

        def blit(self, surface: object, tile: object, *rest: object) -> None:
            self.drawn.append(tile)

        def face(self, tile: object, *rest: object) -> pygame.Surface:
            self.drawn.append(("ghost", tile))
            return pygame.Surface((4, 4), pygame.SRCALPHA)

        def glow(self, *rest: object) -> pygame.Surface:
            return pygame.Surface((4, 4), pygame.SRCALPHA)

    art = Art()
    draw_moment(pygame.Surface((200, 200)), moment, Camera((0, 0, 200, 200)),
                pygame.Rect(0, 0, 200, 200), art)
    assert first.tile in art.drawn and ("ghost", second.tile) in art.drawn
