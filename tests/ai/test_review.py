"""The review engine: every decision of a seat rated from its view alone (game.ai.review)."""
from __future__ import annotations

import json
import math
import random
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from command_run import tool_in_process

import game.ai.review as engine
from game.ai import make_player
from game.ai.player import turn_actions
from game.ai.review import (BLUNDER, CLOSE, PROBE, REFINE_STEPS, Choice, Evaluation, RoundReview,
                            decisions, evaluate, game_review, mark_of, merged, review_round,
                            same_play, summarize, to_refine)
from game.ai.tournament import deal_round, play_round
from game.rules import Barnyard, Draw, Pass, Play, RoundState, RuleSet, Tile
from game.rules.errors import RecordError
from game.rules.record import read_record, record_of
from game.rules.tiles import full_set
from ai_states import two_fours
from test_fairness import reshuffled

FEW = 12  # paired deals per decision: enough to exercise the engine, quick on every CI


def self_play(deal: int, seats: int = 4, seed: int = 3) -> dict[str, Any]:
    """A round of medium and hard players, reproducible from (seed, deal)."""
    state = deal_round(RuleSet(), seats, seed, deal)
    bots = [make_player("medium" if s % 2 else "hard") for s in range(seats)]
    play_round(state, bots, [random.Random(f"{seed}:{deal}:{s}") for s in range(seats)])
    return record_of(state)


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return self_play(1)


def test_decisions_are_the_seats_choices_with_a_view_before_each(record: dict[str, Any]
                                                                 ) -> None:
    found = decisions(record, 0)
    assert found
    for index, view, made in found:
        assert made.seat == 0
        assert view.seat == 0 and view.to_act == 0
        assert made in view.legal
        assert len([a for a in view.legal if a.seat == 0]) > 1
        assert record["actions"][index]["seat"] == 0


def refined(decision: Any) -> bool:
    """True when the decision was evaluated again: its best and made move have more than FEW
    deals (a refinement adds FEW)."""
    return decision.best.tries > FEW


def test_a_review_rates_every_decision_and_is_repeatable(record: dict[str, Any]) -> None:
    review = review_round(record, 0, iterations=FEW, seed=4)
    assert review is not None
    assert [d.index for d in review.decisions] == [i for i, _, _ in decisions(record, 0)]
    for d in review.decisions:
        assert d.best.win >= d.made_choice.win
        assert d.loss == pytest.approx(d.best.win - d.made_choice.win)
        assert d.mark == mark_of(d.loss)
        most = max(c.tries for c in d.choices)  # FEW, or fewer when the move made is surely
        # best, or more when refined (REFINE_STEPS more evaluations of FEW at most)
        assert d.best.tries == d.made_choice.tries == most  # the move made: every deal
        assert most >= FEW or d.loss == 0.0
        assert most <= FEW * (1 + REFINE_STEPS)
        # the others FEW at most, but a best that a refinement overturned keeps its deals
        assert all(1 <= c.tries <= FEW or (c.tries <= most and refined(d))
                   for c in d.choices if c not in (d.best, d.made_choice))
    close = sum(d.loss <= CLOSE for d in review.decisions)
    assert review.accuracy == pytest.approx(close / len(review.decisions))
    assert review_round(record, 0, iterations=FEW, seed=4) == review
    back = RoundReview.from_json(json.loads(json.dumps(review.to_json())))
    assert back == review


def test_summarize_takes_evaluations_made_elsewhere(record: dict[str, Any]) -> None:
    review = review_round(record, 0, iterations=FEW, seed=4)
    assert review is not None
    evaluated = [list(d.choices) for d in review.decisions]
    again = summarize(record, 0, evaluated, FEW, 4)
    assert again.decisions == review.decisions
    with pytest.raises(ValueError, match="one per decision"):
        summarize(record, 0, evaluated[:-1], FEW, 4)


def test_cancelled_gives_none_promptly(record: dict[str, Any]) -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 3

    started = time.perf_counter()
    assert review_round(record, 0, iterations=10_000, cancelled=cancelled) is None
    assert time.perf_counter() - started < 2.0


def test_a_bad_seat_is_refused(record: dict[str, Any]) -> None:
    with pytest.raises(RecordError, match="seat"):
        decisions(record, 4)


def test_game_review_takes_the_costliest_three_over_the_rounds() -> None:
    reviews = [review_round(self_play(deal), 0, iterations=FEW, seed=1) for deal in (1, 2)]
    game = game_review([r for r in reviews if r is not None])
    losses = sorted((d.loss for r in reviews if r for d in r.decisions), reverse=True)
    assert [d.loss for _, d in game.costliest] == [x for x in losses[:3] if x > CLOSE]
    assert game.luck == pytest.approx(sum(r.luck for r in reviews if r))


def test_fairness_the_hidden_tiles_dealt_again_give_the_same_ratings(record: dict[str, Any]
                                                                      ) -> None:
    state, actions = read_record(record)
    wanted = {index for index, _, _ in decisions(record, 0)}
    for index, action in enumerate(actions):
        if index in wanted:
            other = reshuffled(state, 0, random.Random(index))
            assert other.hands != state.hands or other.yard != state.yard
            assert other.view(0) == state.view(0)
            assert (evaluate(other.view(0), random.Random(9), FEW)
                    == evaluate(state.view(0), random.Random(9), FEW))
        state.apply(action)


# ---------------------------------------------------------------- constructed positions

T = Tile.parse


def going_out(made: str) -> dict[str, Any]:
    """Seat 0's last tile fits, yet drawing is allowed (must_play off), and seat 1's last
    tile fits too: seat 0 went out ("play") or drew ("draw") and let seat 1 go out."""
    rules = RuleSet(set=6, hand_size=2, must_play=False)
    mine, theirs = [T("6-6"), T("6-3")], [T("6-5"), T("6-4")]
    yard = [t for t in full_set(6) if t not in mine + theirs]
    random.Random(2).shuffle(yard)
    state = RoundState(rules, [mine, theirs], yard)
    state.apply(Play(0, T("6-6")))  # seat 0 sets the double
    state.apply(Play(1, T("6-5"), T("6-6")))
    state.apply(Play(0, T("6-3"), T("6-6")) if made == "play" else Draw(0))
    return record_of(state)


def test_not_going_out_is_a_blunder_going_out_is_accurate() -> None:
    drew = review_round(going_out("draw"), 0, iterations=FEW)
    assert drew is not None
    (decision,) = drew.decisions
    assert decision.made == Draw(0)
    assert decision.best.action == Play(0, T("6-3"), T("6-6"))
    assert decision.best.win == 1.0 and decision.best.points == 0.0
    assert decision.loss >= BLUNDER and decision.mark == "blunder"
    assert drew.accuracy == 0.0 and drew.costliest == (decision,)
    went_out = review_round(going_out("play"), 0, iterations=FEW)
    assert went_out is not None
    assert [d.loss for d in went_out.decisions] == [0.0]
    assert went_out.accuracy == 1.0 and went_out.costliest == ()


def open_foot_position() -> RoundState:
    """Two seats, the chicken yard empty (so the unseen tiles are the other hand): seat 0
    holds 5-5 and 1-0, seat 1 holds 5-4 and 4-4; the spokes show 5, 1, 2 and 3, and each toe
    missing from an open foot costs whoever laid its double 10 points."""
    rules = RuleSet(set=6, hand_size=2, unfinished_foot=10)
    barnyard = Barnyard(rules.set, rules.spokes)
    barnyard.place(T("6-6"), None, 0)
    for n, spoke in enumerate(("6-5", "6-1", "6-2", "6-3")):
        barnyard.place(T(spoke), T("6-6"), n % 2)
    mine, theirs = [T("5-5"), T("1-0")], [T("5-4"), T("4-4")]
    dealt = RoundState(rules, [[T("6-6"), T("0-0")], [T("1-1"), T("2-2")]], [])
    view = replace(dealt.view(0), hand=tuple(mine), hand_counts=(2, 2), yard_size=0, drawable=0,
                   barnyard=barnyard, phase="play", to_act=0, history=(), legal=(),
                   tile_pool=frozenset(mine + theirs + [p.tile for p in barnyard]))
    return RoundState.from_view(view, [mine, theirs], [])


def test_a_double_without_a_toe_that_leaves_a_foot_open_is_a_blunder() -> None:
    """5-5 with no 5 to follow: seat 1 toes it with 5-4, nobody can toe it again, the round
    is blocked and the two missing toes cost seat 0 20 points. 1-0 instead wins."""
    state = open_foot_position()
    choices = evaluate(state.view(0), random.Random(1), FEW)
    best, blunder = choices
    assert best.action == Play(0, T("1-0"), T("6-1")) and best.win == 1.0
    assert blunder.action == Play(0, T("5-5"), T("6-5")) and blunder.win == 0.0
    assert blunder.points == 21.0  # the 1-0 kept and two toes missing
    assert mark_of(best.win - blunder.win) == "blunder"


def test_the_bench_prints_its_figures_as_one_json_object() -> None:
    root = Path(__file__).resolve().parents[2]
    done = tool_in_process("bench_review.py", "--rounds", "1", "--iterations", "4", cwd=root)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    for key in ("seconds_per_round", "seconds_per_10_round_game", "seconds_per_decision",
                "costliest_same", "loss_mean_abs_difference"):
        assert figures[key] >= 0, key
    assert figures["iterations"] == 4 and figures["rounds"] == 1


@pytest.mark.parametrize("damage", [
    lambda doc: None, lambda doc: [], lambda doc: {**doc, "format": "other/1"},
    lambda doc: {**doc, "decisions": 3}, lambda doc: {**doc, "decisions": {"a": 1}},
    lambda doc: {**doc, "seat": None}, lambda doc: {k: v for k, v in doc.items() if k != "luck"},
    lambda doc: {**doc, "decisions": [{**doc["decisions"][0], "mark": "oops"}]},
    lambda doc: {**doc, "decisions": [{**doc["decisions"][0], "made": {"seat": 0}}]},
    lambda doc: {**doc, "decisions": [{**doc["decisions"][0], "choices": [[1]]}]},
])
def test_a_damaged_review_document_is_refused_with_a_value_error(record: dict[str, Any],
                                                                 damage: Any) -> None:
    review = review_round(record, 0, iterations=2, seed=4)
    assert review is not None
    with pytest.raises(ValueError):
        RoundReview.from_json(damage(review.to_json()))


def test_an_evaluation_stops_early_once_the_move_made_is_surely_the_best() -> None:
    state, actions = read_record(going_out("play"))
    for action in actions[:-1]:
        state.apply(action)
    made = actions[-1]
    settled = evaluate(state.view(0), random.Random(3), 400, made=made)
    assert settled[0].action == made and settled[0].tries == 400 // 8  # the first cut
    full = evaluate(state.view(0), random.Random(3), 400)  # the move made not said
    assert full[0].action == made and full[0].tries == 400


def test_a_hints_evaluation_plays_one_tile_once_for_ends_showing_one_number() -> None:
    """4-1 on 9-4 or on 6-4 (two ends showing 4) leads to the same round: a hint plays it out
    once and rates both alike; so does the review, without a budget (a hint and the review of
    its turn halve the same choices: each of the two played out, the halving kept one more)."""
    state = two_fours()
    view = state.view(0)
    first, second = Play(0, T("4-1"), T("9-4")), Play(0, T("4-1"), T("6-4"))
    assert first in view.legal and second in view.legal
    assert same_play(view, first) == same_play(view, second) != same_play(
        view, Play(0, T("5-2"), T("9-5")))
    hint = Evaluation(view, random.Random(3), 16, budget=60.0)
    assert len(hint.actions) == 2  # what is played out: 4-1 once, and 5-2
    while not hint.done:
        hint.deal()
    hinted = {c.action: c for c in hint.choices()}
    assert hinted[first].win == hinted[second].win and hinted[first].tries == 16
    reviewed = Evaluation(view, random.Random(3), 16)
    assert len(reviewed.actions) == 2 and set(hinted) == set(view.legal)
    while not reviewed.done:
        reviewed.deal()
    assert {c.action: c.win for c in reviewed.choices()} == {a: c.win for a, c in hinted.items()}


def test_a_hints_evaluation_plays_only_the_deals_its_budget_can_pay_for() -> None:
    """After PROBE deals the evaluation knows a play-out's cost: with no time left it plays
    one deal more and stops, whatever `iterations` asked for."""
    state, actions = read_record(going_out("draw"))
    for action in actions[:-1]:
        state.apply(action)
    rated = evaluate(state.view(0), random.Random(3), 400, budget=1e-9)
    assert [c.tries for c in rated] == [PROBE + 1] * len(rated)


def test_a_hurried_evaluation_plays_what_the_time_left_pays_for() -> None:
    """A hint looked at ahead with time to spare, then asked for: hurried, it fits its deals
    to the time left (none: one deal more) and ends there."""
    state, actions = read_record(going_out("draw"))
    for action in actions[:-1]:
        state.apply(action)
    evaluation = Evaluation(state.view(0), random.Random(3), 400, budget=60.0)
    for _ in range(PROBE + 2):
        evaluation.deal()
    assert evaluation.iterations == 400  # 60 s pays for every deal
    evaluation.hurry(1e-9)
    assert evaluation.iterations == PROBE + 3 and not evaluation.done
    evaluation.deal()
    assert evaluation.done and evaluation.choices()[0].tries == PROBE + 3


# ---------------------------------------------------------------- refining the costliest

def rated(win: float, spread: float, tries: int = 100) -> list[Choice]:
    """A decision whose best choice wins 0.6 and whose move made (drawing) wins `win`."""
    return [Choice(Play(0, T("6-3"), T("6-6")), 0.6, 10.0, tries),
            Choice(Draw(0), win, 12.0, tries, spread)]


def test_to_refine_names_the_near_ties_for_the_costliest_and_nothing_once_apart() -> None:
    pair = (Play(0, T("6-3"), T("6-6")), Draw(0))
    made = [Draw(0)] * 3
    near_tie = [rated(0.39, 0.02), rated(0.38, 0.02), rated(0.55, 0.02)]
    assert to_refine(near_tie, made) == [(0, pair), (1, pair)]  # 0.21 and 0.22: 0.01 apart
    apart = [rated(0.39, 0.002), rated(0.38, 0.002), rated(0.55, 0.002)]
    assert to_refine(apart, made) == []
    costly_at_all = [rated(0.57, 0.01), rated(0.6, 0.0), rated(0.6, 0.0)]
    assert to_refine(costly_at_all, made) == [(0, pair)]  # 0.03 is 1 error above CLOSE
    assert to_refine([rated(0.6, 0.0)], made) == []  # the move made was the best
    assert to_refine([], []) == []


def test_merged_pools_the_deals_of_the_choices_rated_again() -> None:
    play, draw = Play(0, T("6-3"), T("6-6")), Draw(0)
    first = [*rated(0.4, 0.02), Choice(Pass(0), 0.1, 20.0, 12, 0.05)]
    more = [Choice(play, 0.5, 11.0, 300), Choice(draw, 0.44, 12.0, 300, 0.01)]
    pooled = merged(first, more)
    assert [c.action for c in pooled] == [play, draw, Pass(0)]
    assert pooled[0] == Choice(play, (0.6 * 100 + 0.5 * 300) / 400, 10.75, 400)
    assert pooled[1] == Choice(draw, (0.4 * 100 + 0.44 * 300) / 400, 12.0, 400)
    assert pooled[1].spread == pytest.approx(math.hypot(100 * 0.02, 300 * 0.01) / 400)
    assert pooled[0].spread == 0.0
    assert pooled[2].win == pytest.approx(0.1 - 0.075)  # moved with the best
    assert (pooled[2].points, pooled[2].tries) == (20.75, 12)


def test_refining_changes_only_the_contenders(record: dict[str, Any],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    refined = review_round(record, 0, iterations=FEW, seed=4)
    monkeypatch.setattr(engine, "REFINE_STEPS", 0)
    plain = review_round(record, 0, iterations=FEW, seed=4)
    assert refined is not None and plain is not None
    named = {plain.decisions[i].index for i, _ in to_refine(
        [list(d.choices) for d in plain.decisions], [d.made for d in plain.decisions])}
    assert named  # this round has near ties at FEW deals
    for before, after in zip(plain.decisions, refined.decisions):
        if before.index not in named:
            assert after == before
        else:
            again = {before.best.action, before.made}
            assert after.made_choice.tries > FEW and all(
                c.tries == next(b for b in before.choices if b.action == c.action).tries
                for c in after.choices if c.action not in again)


def test_cancelled_while_refining_gives_none_promptly(record: dict[str, Any],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    refining: list[int] = []
    looks: list[int] = []
    evaluate_first = engine.evaluate

    def evaluate_long(view: Any, rng: random.Random, iterations: int, *args: Any) -> list[Choice]:
        if args[3:]:  # a refinement (only the best and the move made): one that never ends
            refining.append(1)
            iterations = 10_000_000
        return evaluate_first(view, rng, iterations, *args)

    def cancelled() -> bool:
        if refining:
            looks.append(1)
        return len(looks) > 3

    monkeypatch.setattr(engine, "evaluate", evaluate_long)
    started = time.perf_counter()
    assert review_round(record, 0, iterations=FEW, seed=4, cancelled=cancelled) is None
    assert refining and time.perf_counter() - started < 5.0


def test_the_reasons_name_the_seats_when_the_review_is_given_their_names() -> None:
    names = ("Ana", "Bo", "Cy", "Di")
    said = {}
    for deal in range(6):
        rec = self_play(deal)
        found = decisions(rec, 0)
        # every decision rated as if each of its other moves were far better than the one made
        for best_of in range(3):
            evaluated = []
            for _, view, made in found:
                others = [a for a in turn_actions(view) if a != made]
                best = others[best_of % len(others)]
                evaluated.append([Choice(a, 0.9 if a == best else 0.2, 10.0, FEW)
                                  for a in turn_actions(view)])
            plain = summarize(rec, 0, evaluated, FEW, 0)
            named = summarize(rec, 0, evaluated, FEW, 0, names=names)
            for a, b in zip(plain.decisions, named.decisions):
                if "the next seat" in a.reason:
                    said[a.reason] = b.reason
    assert said, "no reason spoke of the next seat in these rounds"
    for plain_words, named_words in said.items():
        assert "the next seat" not in named_words and "Bo" in named_words
        assert named_words.replace("Bo", "the next seat") == plain_words
