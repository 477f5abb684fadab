"""The sentences that say why a move is good, on rounds dealt tile by tile."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings

from ai_states import mid_round_states
from test_fairness import reshuffled
from game.ai.player import turn_actions
from game.ai.reasons import why
from game.rules import Action, Draw, Play, RoundState, RuleSet, Tile, full_set

T = Tile.parse
NAMES = ("You", "Hen")


def dealt(rules: RuleSet, hands: list[str], moves: list[str], first: str = "") -> RoundState:
    """A round of a double-6 set with the 6-6 placed: `hands` as dealt, the chicken yard the
    other tiles (`first` drawn first), then `moves` ("6-5 on 6-6", "draw", "pass") made."""
    held = [[T(t) for t in hand.split()] for hand in hands]
    taken = {t for hand in held for t in hand} | {T("6-6")}
    yard = [t for t in full_set(6) if t not in taken]
    if first:
        yard.remove(T(first))
        yard.insert(0, T(first))
    state = RoundState(rules, held, yard)
    for move in moves:
        seat = state.to_act
        if move == "draw":
            state.apply(Draw(seat))
        elif move == "pass":
            state.apply([a for a in state.legal_actions() if type(a).__name__ == "Pass"][0])
        else:
            tile, on = move.split(" on ")
            state.apply(Play(seat, T(tile), T(on)))
    return state


def play(state: RoundState, move: str) -> Play:
    tile, on = move.split(" on ")
    return Play(state.to_act, T(tile), T(on))


SPOKES = ["6-5 on 6-6", "6-3 on 6-6", "6-4 on 6-6", "6-2 on 6-6"]
MUST = RuleSet(set=6, hand_size=6, start="placed", drawn_tile="must")


def passed_on_2s_3s_4s() -> RoundState:
    """Hen drew on 2, 3 and 4 and had to pass: every tile Hen holds lacks them."""
    return dealt(MUST, ["6-5 6-4 5-2 4-4 4-1 3-0", "6-3 6-2 1-1 1-0 0-0 6-1"],
                 SPOKES + ["5-2 on 6-5", "draw", "pass"], first="5-5")


def test_a_foot_the_next_seat_has_passed_on() -> None:
    state = passed_on_2s_3s_4s()
    view = state.view(0)
    best = play(state, "4-4 on 6-4")
    assert why(view, best) == "4-4 on the 4 opens a foot the next seat must toe, and it has " \
                              "passed on 4s"
    assert why(view, best, names=NAMES).startswith("4-4 on the 4 opens a foot Hen must toe")


def test_the_made_move_left_an_open_number() -> None:
    state = passed_on_2s_3s_4s()
    said = why(state.view(0), play(state, "4-4 on 6-4"), play(state, "3-0 on 6-3"), NAMES)
    assert said == "4-4 on the 4 opens a foot Hen must toe, and it has passed on 4s; " \
                   "you played 3-0 and left Hen an open 0"


def test_going_out() -> None:
    rules = RuleSet(set=6, hand_size=3, start="placed")
    state = dealt(rules, ["6-5 6-4 5-3", "6-3 6-2 2-2"], SPOKES)
    assert why(state.view(0), play(state, "5-3 on 6-5")) == "5-3 on the 5 goes out"


def test_keeping_a_toe_for_your_double() -> None:
    rules = RuleSet(set=6, hand_size=5, start="placed")
    state = dealt(rules, ["6-5 6-4 2-2 5-2 3-1", "6-3 6-2 0-0 1-0 4-0"], SPOKES)
    view = state.view(0)
    best, made = play(state, "3-1 on 6-3"), play(state, "5-2 on 6-5")
    assert why(view, best) == "3-1 on the 3 keeps a toe for your 2-2"
    assert why(view, best, made) == "3-1 on the 3 keeps a toe for your 2-2; you played 5-2 " \
                                    "and left your 2-2 without a toe"


def test_shedding_heavy_pips() -> None:
    heavy = RuleSet(set=6, hand_size=5, start="placed", blank_half=5)
    state = dealt(heavy, ["6-5 6-4 5-0 3-1 4-2", "6-3 6-2 0-0 2-1 2-0"], SPOKES)
    said = why(state.view(0), play(state, "5-0 on 6-5"), play(state, "3-1 on 6-3"))
    assert said.startswith("5-0 on the 5 sheds 10 points; you played 3-1")


def test_a_number_you_can_follow() -> None:
    rules = RuleSet(set=6, hand_size=5, start="placed")
    state = dealt(rules, ["6-5 6-4 5-1 1-0 3-2", "6-3 6-2 0-0 4-0 2-0"], SPOKES)
    said = why(state.view(0), play(state, "5-1 on 6-5"))
    assert said == "5-1 on the 5 shows a 1 you can follow with 1-0"


def test_a_spoke_and_a_toe_in_words() -> None:
    rules = RuleSet(set=6, hand_size=5, start="placed")
    state = dealt(rules, ["6-5 6-4 5-5 5-1 5-0", "6-3 6-2 0-0 4-0 2-0"],
                  SPOKES[:1])
    assert why(state.view(1), play(state, "6-3 on 6-6")).startswith("6-3 on a 6 spoke")
    state = dealt(rules, ["6-5 6-4 5-5 5-1 5-0", "6-3 6-2 5-3 4-0 2-0"],
                  SPOKES + ["5-5 on 6-5", "5-3 on 5-5"])
    said = why(state.view(0), play(state, "5-0 on 5-5"))
    assert said.startswith("5-0 as a toe of the 5-5")


def test_drawing_instead_of_a_play() -> None:
    rules = RuleSet(set=6, hand_size=5, start="placed", must_play=False)
    state = dealt(rules, ["6-5 6-4 5-4 3-0 1-1", "6-3 6-2 0-0 1-0 2-0"], SPOKES)
    said = why(state.view(0), play(state, "5-4 on 6-5"), Draw(0))
    assert said.endswith("; you drew when 5-4 fit")


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states())
def test_one_sentence_for_every_choice(state: RoundState) -> None:
    """Any two turn choices of any round make one sentence, never naming an unseen tile."""
    view = state.view(state.to_act)
    choices: list[Action] = turn_actions(view)
    if not choices:
        return
    rng = random.Random(len(view.history))
    best, made = rng.choice(choices), rng.choice(choices)
    said = why(view, best, made)
    assert said and "\n" not in said and not said[0].islower()
    for tile in view.unseen():
        assert f" {tile} " not in f" {said.replace(';', ' ').replace(',', ' ')} "


def test_a_foot_you_can_toe_yourself() -> None:
    rules = RuleSet(set=6, hand_size=5, start="placed")
    state = dealt(rules, ["6-5 6-4 4-4 4-1 3-0", "6-3 6-2 0-0 1-0 2-0"], SPOKES)
    said = why(state.view(0), play(state, "4-4 on 6-4"))
    assert said == "4-4 on the 4 opens a foot you can toe with 4-1"


def test_the_person_is_never_called_the_next_seat_by_name() -> None:
    """Reviewing Hen's moves, the seat after Hen is the person: "the next seat", not "You"."""
    state = passed_on_2s_3s_4s()
    state.apply(Play(0, T("3-0"), T("6-3")))
    view = state.view(1)
    moves = [a for a in turn_actions(view) if type(a) is Play]
    for best in moves:
        for made in moves:
            assert "You" not in why(view, best, made, NAMES)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states())
def test_fair_the_hidden_tiles_dealt_again_change_no_sentence(state: RoundState) -> None:
    seat = state.to_act
    choices = turn_actions(state.view(seat))
    if not choices:
        return
    again = reshuffled(state, seat, random.Random(len(state.history)))
    for best in choices[:3]:
        for made in choices[:3]:
            assert why(state.view(seat), best, made) == why(again.view(seat), best, made)
