"""The sentences that say why a move is good, on rounds dealt tile by tile."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings

from ai_states import mid_round_states
from test_fairness import reshuffled
from game.ai.player import turn_actions
from game.ai.reasons import Fact, hint_words, move_words, stated, why
from game.rules import Action, Draw, Pass, Play, RoundState, RuleSet, Tile, full_set
from game.rules.barnyard import SPOKE, TOE

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


def test_a_last_tile_goes_out_on_either_end() -> None:
    """Found by the property below: the last tile played on another end goes out as well, so
    the move made gave nothing away."""
    state = last_tile_on_two_ends()
    view = state.view(0)
    best, made = play(state, "5-4 on 6-5"), play(state, "5-4 on 6-4")
    assert why(view, best, made, NAMES) == "5-4 on the 5 goes out; you played 5-4"
    assert [f.kind for f in stated(view, best, made)] == ["goes out", "played"]


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
    assert move_words(state.view(1), play(state, "6-3 on 6-6")) == "6-3 on a 6 spoke"
    state = dealt(rules, ["6-5 6-4 5-5 5-1 5-0", "6-3 6-2 5-3 4-0 2-0"],
                  SPOKES + ["5-5 on 6-5", "5-3 on 5-5"])
    assert move_words(state.view(0), play(state, "5-0 on 5-5")) == "5-0 as a toe of the 5-5"


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
    assert "\n" not in said and not said[:1].islower()
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


# ---------------------------------------------------------------- every fact holds

def holds(fact: Fact, state: RoundState) -> bool:
    """True when `fact`, stated by the seat to act's sentence, is true of the round itself
    (the hidden hands included), worked out with the rules, not with the sentences' code."""
    seat = state.to_act
    move, kind, n = fact.move, fact.kind, fact.numbers[0] if fact.numbers else None
    legal = state.legal_actions()
    after = state.clone()
    after.apply(move)
    rest = after.hands[seat]
    nxt = None if after.is_over else after.to_act
    foot = after.barnyard.pending is getattr(move, "tile", None) and \
        after.barnyard.pending_role == TOE
    toes = [t for t in rest if fact.tile is not None and t.has(fact.tile.high)
            and not t.is_double]
    checks = {
        "goes out": lambda: not rest and after.winner == seat,
        "own foot": lambda: foot and fact.tile in rest and fact.tile.has(move.tile.high),
        "closes a foot": lambda: state.barnyard.pending is fact.tile is move.on
        and state.barnyard.pending_role == TOE and after.barnyard.pending is None,
        "fills the last spoke": lambda: state.barnyard.pending_role == SPOKE
        and after.barnyard.pending is None,
        "starves next": lambda: nxt == fact.seat and set(after.open_numbers()) ==
        set(fact.numbers) and lacks(state, nxt, fact.numbers),
        "starves next with a foot": lambda: foot and nxt == fact.seat
        and set(after.open_numbers()) == set(fact.numbers) and lacks(state, nxt, fact.numbers),
        "keeps a toe": lambda: fact.tile in rest and fact.tile.is_double and bool(toes),
        "sheds": lambda: state.rules.points(move.tile) == fact.points,
        "follows": lambda: n in after.open_numbers() and move.tile in after.barnyard.ends[n]
        and fact.tile in rest and fact.tile.has(n),
        "draw first": lambda: move in legal and any(type(a) is Play for a in legal),
        "keep the drawn tile": lambda: state.drawn is fact.tile and any(
            type(a) is Play and a.tile is fact.tile for a in legal),
        "only a pass": lambda: [a for a in legal if type(a) in (Play, Draw, Pass)] == [move],
        "played": lambda: fact.tile is move.tile,
        "drew": lambda: type(move) is Draw,
        "drew when it fit": lambda: type(move) is Draw and any(
            type(a) is Play and a.tile is fact.tile for a in legal),
        "passed": lambda: type(move) is Pass,
        "left a double bare": lambda: fact.tile in rest and fact.tile.is_double and not toes,
        "foot you cannot toe": lambda: foot and not any(t.has(n) for t in rest),
        "left open": lambda: nxt == fact.seat and n in after.open_numbers()
        and n not in state.open_numbers(),
        "kept points": lambda: fact.tile in rest and state.rules.points(fact.tile) == fact.points,
    }
    return move in legal and checks[kind]()


def lacks(state: RoundState, seat: int, numbers: tuple[int, ...]) -> bool:
    """`seat` holds no tile showing any of `numbers`, and has drawn or passed this round (what
    "it has passed on" them rests on)."""
    held = state.hands[seat]
    acted = any(a.seat == seat and type(a) in (Draw, Pass) for a in state.history)
    return acted and not any(t.has(n) for t in held for n in numbers)


def last_tile_on_two_ends() -> RoundState:
    """You hold 5-4 alone, and the 5 and the 4 are both open: it goes out on either."""
    rules = RuleSet(set=6, hand_size=3, start="placed")
    return dealt(rules, ["6-5 6-4 5-4", "6-3 6-2 2-2"], SPOKES)


@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states())
@example(last_tile_on_two_ends())
def test_every_fact_a_sentence_states_holds_in_the_round(state: RoundState) -> None:
    """Seen (issue 43): "left Hen an open 0" where Hen could not play on it (the cross still
    needed a spoke); found by it: "7-2 on the 2 goes out; you played 7-2 and did not go out".
    Every fact of every sentence, for any best move and move made, is true."""
    view = state.view(state.to_act)
    choices: list[Action] = turn_actions(view)
    if len(choices) < 2:
        return
    rng = random.Random(len(view.history))
    picked = rng.sample(choices, min(5, len(choices)))
    for best in picked:
        for made in [None, *picked]:
            said = why(view, best, made)
            facts = stated(view, best, made)
            for fact in facts:
                assert holds(fact, state), (fact, said)
            named = {t for a in (best, made) if isinstance(a, Play) for t in (a.tile, a.on)}
            named |= {f.tile for f in facts}
            for tile in full_set(view.rules.set):
                if f" {tile} " in f" {said.replace(';', ' ').replace(',', ' ')} ".replace(
                        "'s ", " "):
                    assert tile in named, (tile, said)


def test_a_spoke_before_the_last_leaves_nobody_an_open_number() -> None:
    """The cross still needs a spoke after 6-0: the next seat can only add a spoke, so the 0
    is not open to it."""
    rules = RuleSet(set=6, hand_size=4, start="placed")
    state = dealt(rules, ["6-5 6-4 6-0 3-1", "6-3 6-2 2-2 4-1"], SPOKES[:2])
    view = state.view(0)
    best, made = play(state, "6-4 on 6-6"), play(state, "6-0 on 6-6")
    said = why(view, best, made, NAMES)
    assert "open 0" not in said
    assert all(f.kind != "left open" for f in stated(view, best, made))


def test_nothing_specific_to_say_says_the_move_alone() -> None:
    """Seen (issue 43): "gives the best chances" explained nothing."""
    rules = RuleSet(set=6, hand_size=4, start="placed")
    state = dealt(rules, ["6-5 6-1 6-0 2-0", "6-3 6-2 1-1 5-0"], SPOKES[:2])
    view, best, made = state.view(0), play(state, "6-1 on 6-6"), play(state, "6-0 on 6-6")
    assert why(view, best) == "" and why(view, best, made) == ""
    assert stated(view, best, made) == []
    assert hint_words(view, best) == "Hint: 6-1 on a 6 spoke"
