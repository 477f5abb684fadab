"""Every refusal of the rules as facts (game.rules.explain.Refusal): who asked, the tile, the
house rule that refuses it, the barnyard tile, the other seat, the count. The table's words
(game.words.refusals) and the referee's sentence are made from these facts alone, so each one is
promised here, not only the sentence: a wrong house rule or seat would be said to the player.

Each case is an exact deal (rules_scenarios), the actions before, and the refused action."""
from __future__ import annotations

import pytest
from rules_scenarios import act, deal, run

from game.rules import IllegalAction, RoundState, RuleSet, Tile
from game.rules.explain import SENTENCES, Refusal, a_number

# Small tables found where each refusal happens early (hands one text per seat, the yard next
# draw first).
SIX = RuleSet(set=6, hand_size="basic", missing_double="next-lower", must_play=False,
              yard_reserve="auto", chickenlittle="enforced")
SIX_HANDS = ("5-3 1-1 4-1 1-0", "2-1 6-3 2-2 3-3")
FOOT = RuleSet(set=6, hand_size="basic", missing_double="next-lower", opening="double-foot",
               yard_reserve="auto", chickenlittle="enforced", draw_until_playable=True)
FOOT_HANDS = ("4-2 3-3", "6-4 4-1", "6-1 1-0")
FOOT_YARD = "3-2 2-1 5-2 3-0 2-0 4-3"
STREAK = RuleSet(hand_size="small", missing_double="next-lower", draw_until_playable=True)
STREAK_HANDS = ("8-0 3-1 4-3 4-2", "4-4 5-0 7-1 6-0", "6-2 2-0 7-5 9-3")
MUST = RuleSet(set=6, hand_size="basic", missing_double="next-lower", drawn_tile="must",
               chickenlittle="courtesy", draw_until_playable=True)
MUST_HANDS = ("5-4 3-1 1-1 3-2", "4-0 5-1 6-3 2-1", "6-1 6-6 5-5 0-0")
MAY = RuleSet(set=6, hand_size="small", missing_double="next-lower", must_play=False,
              chickenlittle="courtesy", draw_until_playable=True)
MAY_HANDS = ("4-1 2-0 5-3", "1-1 3-2 4-2")
CLOSED = RuleSet(set=6, hand_size="small", must_play=False, drawn_tile="must",
                 yard_reserve="auto", chickenlittle="courtesy", draw_until_playable=True)
CLOSED_HANDS = ("4-2 6-4 5-0 5-5", "6-0 5-2 2-1 5-1", "6-5 5-3 3-2 6-1")
CLOSED_PLAYS = ("0 play 5-5", "1 play 5-2 on 5-5", "2 play 5-3 on 5-5", "0 play 5-0 on 5-5",
                "1 play 5-1 on 5-5")
TOES = RuleSet(set=6, hand_size="basic", drawn_tile="must", chickenlittle="enforced")
TOES_HANDS = ("6-4 5-1 6-6 4-1", "6-3 6-5 5-5 0-0", "6-1 3-2 2-0 6-2")
TOES_PLAYS = ("0 play 6-6", "1 play 6-3 on 6-6", "2 play 6-1 on 6-6", "0 play 6-4 on 6-6",
              "1 play 6-5 on 6-6", "2 play 3-2 on 6-3", "0 play 5-1 on 6-1", "1 play 5-5 on 6-5")
ABLE = RuleSet(set=6, hand_size="basic", missing_double="next-lower", opening="double-foot",
               drawn_tile="must", chickenlittle="enforced", draw_until_playable=True)
ABLE_HANDS = ("3-0 5-1 6-6", "5-4 4-2 6-1", "3-1 6-0 0-0")
T = Tile.parse


def state_of(rules: RuleSet, hands: tuple[str, ...], yard: str, *before: str) -> RoundState:
    return run(deal(rules, *hands, yard=yard), *before)


CASES = [
    # anything
    (state_of(SIX, SIX_HANDS, "5-2"), "-1 draw", Refusal("no_such_seat", -1, count=2),
     "there is no seat -1 at this table (seats 0 to 1)"),
    (state_of(SIX, SIX_HANDS, "5-2"), "2 pass", Refusal("no_such_seat", 2, count=2),
     "there is no seat 2 at this table (seats 0 to 1)"),
    (state_of(RuleSet(hand_size="small", missing_double="next-lower", must_play=False),
              ("5-0 4-2", "4-0 7-0"), ""), "0 draw", Refusal("round_over", 0),
     "the round is over"),
    # before the round's double is down
    (state_of(RuleSet(missing_double="draw"), ("5-2 9-5 5-5 6-0", "3-1 8-7 2-1 9-2"),
              "6-1 2-0 6-6"), "1 pass",
     Refusal("double_missing", 1, rule="missing_double", other=0),
     "nobody holds a starting double yet: seat 0 must draw from the chicken yard"),
    (state_of(SIX, SIX_HANDS, "5-2"), "0 draw", Refusal("double_not_set", 0, T("3-3"), other=1),
     "the round starts when seat 1 lays 3-3 in the centre"),
    # a turn's action
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "1 draw", Refusal("not_your_turn", 1, other=0),
     "it is seat 0's turn, not seat 1's"),
    # a play
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "0 play 6-6 on 3-3",
     Refusal("not_held", 0, T("6-6")),
     "seat 0 does not hold 6-6"),
    (state_of(MAY, MAY_HANDS, "1-0 2-1", "1 play 1-1", "0 draw"), "0 play 4-1 on 1-1",
     Refusal("drawn_only", 0, T("1-0")),
     "after drawing, only the drawn tile 1-0 may be played"),
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "0 play 5-3",
     Refusal("not_attached", 0, T("5-3")),
     "5-3 must be attached to a tile of the barnyard"),
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "0 play 5-3 on 1-0",
     Refusal("not_in_barnyard", 0, T("5-3"), on=T("1-0")),
     "1-0 is not in the barnyard"),
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3", "0 play 5-3 on 3-3"), "1 play 2-1 on 5-3",
     Refusal("spokes_first", 1, on=T("3-3"), count=3),
     "the spokes around 3-3 need 3 more tiles first"),
    (state_of(TOES, TOES_HANDS, "1-0", *TOES_PLAYS), "2 play 2-0 on 6-6",
     Refusal("toes_first", 2, on=T("5-5"), count=3),
     "the chicken foot on 5-5 needs 3 more toes first"),
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "0 play 1-1 on 3-3",
     Refusal("no_match", 0, T("1-1"), on=T("3-3"), count=3),
     "1-1 does not match 3-3: it needs a 3"),
    (state_of(TOES, TOES_HANDS, "1-0", *TOES_PLAYS), "2 play 6-2 on 5-5",
     Refusal("no_match", 2, T("6-2"), on=T("5-5"), count=5),
     "6-2 does not match 5-5: it needs a 5"),
    (state_of(CLOSED, CLOSED_HANDS, "", *CLOSED_PLAYS), "2 play 6-5 on 5-5",
     Refusal("fits_nowhere", 2, T("6-5")),
     "6-5 does not match any open end"),
    (state_of(CLOSED, CLOSED_HANDS, "", *CLOSED_PLAYS), "2 play 3-2 on 5-5",
     Refusal("end_taken", 2, T("3-2"), on=T("5-5")),
     "5-5 has no open end: something already hangs from it"),
    (state_of(CLOSED, CLOSED_HANDS, "", *CLOSED_PLAYS), "2 play 6-1 on 5-3",
     Refusal("no_match", 2, T("6-1"), on=T("5-3"), count=3),
     "6-1 does not match 5-3: it needs a 3"),
    # a draw
    (state_of(RuleSet(hand_size="small", opening="double-foot", drawn_tile="must",
                      chickenlittle="courtesy", draw_until_playable=True),
              ("9-0 4-1 7-7 1-0", "8-3 8-2 8-7 6-1", "6-5 7-4 9-5 4-3"), "", "0 play 7-7"),
     "1 draw", Refusal("yard_empty", 1),
     "the chicken yard is empty"),
    (state_of(STREAK, STREAK_HANDS, "1-1", "1 play 4-4", "2 draw"), "2 draw",
     Refusal("yard_empty", 2),
     "the chicken yard is empty"),
    (state_of(MUST, MUST_HANDS, "6-4 1-0", "2 play 6-6", "0 draw"), "0 draw",
     Refusal("drawn_fits", 0, T("6-4"), rule="draw_until_playable"),
     "the drawn tile 6-4 fits: play it or pass"),
    (state_of(MAY, MAY_HANDS, "1-0 2-1", "1 play 1-1", "0 draw"), "0 draw",
     Refusal("drew_already", 0, T("1-0")),
     "seat 0 already drew this turn: play the drawn tile or pass"),
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "0 draw",
     Refusal("reserve_only", 0, rule="yard_reserve"),
     "only the chicken yard's reserve is left, and it is never drawn"),
    (state_of(ABLE, ABLE_HANDS, "5-0 3-2", "0 play 6-6"), "1 draw",
     Refusal("must_play", 1, rule="must_play"),
     "seat 1 can play, and must play when able (house rule: must_play)"),
    # a pass
    (state_of(STREAK, STREAK_HANDS, "1-1 3-2 9-2", "1 play 4-4", "2 draw"), "2 pass",
     Refusal("keep_drawing", 2, T("1-1"), rule="draw_until_playable"),
     "the drawn tile 1-1 does not fit: keep drawing until one fits (house rule: "
     "draw_until_playable)"),
    (state_of(MUST, MUST_HANDS, "6-4 1-0", "2 play 6-6", "0 draw"), "0 pass",
     Refusal("drawn_must_be_played", 0, T("6-4"), rule="drawn_tile"),
     "the drawn tile 6-4 fits and must be played (house rule: drawn_tile = must)"),
    (state_of(STREAK, STREAK_HANDS, "1-1 3-2 9-2", "1 play 4-4"), "2 pass",
     Refusal("must_draw", 2),
     "seat 2 cannot play and must draw from the chicken yard before passing"),
    (state_of(STREAK, STREAK_HANDS, "1-1", "1 play 4-4"), "2 pass",  # one tile left to draw
     Refusal("must_draw", 2),
     "seat 2 cannot play and must draw from the chicken yard before passing"),
    (state_of(ABLE, ABLE_HANDS, "5-0 3-2", "0 play 6-6"), "1 pass",
     Refusal("must_play", 1, rule="must_play"),
     "seat 1 can play, and must play when able (house rule: must_play)"),
    (state_of(SIX, SIX_HANDS, "5-2", "1 play 3-3"), "0 pass",
     Refusal("must_play_yard_empty", 0),
     "seat 0 can play, and with the chicken yard empty must play"),
    (state_of(MAY, MAY_HANDS, "1-0 2-1", "1 play 1-1"), "0 pass", Refusal("play_or_draw", 0),
     "seat 0 can play: play a tile, or draw before passing"),
    # a call
    (state_of(STREAK, STREAK_HANDS, "1-1 3-2 9-2"), "0 announce",
     Refusal("no_chickenlittle", 0, rule="chickenlittle"),
     "Chickenlittle is not played at this table (house rule: chickenlittle = off)"),
    (state_of(SIX, SIX_HANDS, "5-2"), "1 announce", Refusal("not_last_tile", 1, count=4),
     "seat 1 has 4 tiles; Chickenlittle is announced with one tile left"),
    (state_of(RuleSet(set=6, hand_size="small", missing_double="next-lower",
                      opening="double-foot", must_play=False, drawn_tile="must",
                      chickenlittle="courtesy"), ("1-1 3-0", "6-1 2-1"), "4-1",
              "0 play 1-1", "1 play 6-1 on 1-1"), "0 announce", Refusal("too_late", 0),
     "too late: seat 0 had to announce before the next player finished their turn"),
    (state_of(FOOT, FOOT_HANDS, FOOT_YARD, "0 play 3-3", "0 announce"), "0 announce",
     Refusal("announced", 0),
     "seat 0 has already announced"),
    # (a play by another seat since the announcement does not hide it)
    (state_of(FOOT, FOOT_HANDS, FOOT_YARD, "0 play 3-3", "0 announce", "1 draw",
              "1 play 3-2 on 3-3"), "0 announce", Refusal("announced", 0),
     "seat 0 has already announced"),
    (state_of(STREAK, STREAK_HANDS, "1-1 3-2 9-2"), "1 catch 0",
     Refusal("no_catching", 1, rule="chickenlittle"),
     "catching is only played with the house rule chickenlittle = enforced"),
    (state_of(SIX, SIX_HANDS, "5-2"), "0 catch -1", Refusal("no_such_target", 0, other=-1),
     "there is no seat -1 to catch"),
    (state_of(SIX, SIX_HANDS, "5-2"), "1 catch 2", Refusal("no_such_target", 1, other=2),
     "there is no seat 2 to catch"),
    (state_of(SIX, SIX_HANDS, "5-2"), "0 catch 0", Refusal("catch_self", 0),
     "a player cannot catch themselves"),
    (state_of(SIX, SIX_HANDS, "5-2"), "1 catch 0", Refusal("target_not_last_tile", 1, other=0),
     "seat 0 is not down to one tile"),
    (state_of(FOOT, FOOT_HANDS, FOOT_YARD, "0 play 3-3"), "2 catch 0",
     Refusal("may_still_announce", 2, other=0),
     "seat 0 may still announce: the next player has not finished their turn"),
    (state_of(FOOT, FOOT_HANDS, FOOT_YARD, "0 play 3-3", "0 announce"), "1 catch 0",
     Refusal("nothing_to_catch", 1, other=0),
     "seat 0 has nothing to be caught for"),
]


@pytest.mark.parametrize("state, action, facts, sentence", CASES,
                         ids=[f"{facts.reason}{n}" for n, (_, _, facts, _) in enumerate(CASES)])
def test_each_refusal_names_exactly_its_facts_and_says_the_rules_sentence(
        state: RoundState, action: str, facts: Refusal, sentence: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        state.apply(act(action))
    assert refused.value.refusal == facts
    assert str(refused.value) == sentence


def test_every_reason_is_promised_here() -> None:
    assert {facts.reason for _, _, facts, _ in CASES} == set(SENTENCES)


def test_the_sentences_count_in_words_as_the_rule_sheet_does() -> None:
    assert str(Refusal("spokes_first", 0, on=T("9-9"), count=1)) == (
        "the spokes around 9-9 need 1 more tile first")
    assert str(Refusal("toes_first", 1, on=T("4-4"), count=1)) == (
        "the chicken foot on 4-4 needs 1 more toe first")
    assert str(Refusal("no_match", 2, T("8-1"), on=T("8-8"), count=8)) == (
        "8-1 does not match 8-8: it needs an 8")
    assert str(Refusal("no_such_seat", 9, count=8)) == (
        "there is no seat 9 at this table (seats 0 to 7)")
    spoken = {n: a_number(n) for n in (0, 1, 7, 8, 9, 11, 12, 18, 79, 80, 89, 90)}
    assert spoken == {0: "a 0", 1: "a 1", 7: "a 7", 8: "an 8", 9: "a 9", 11: "an 11",
                      12: "a 12", 18: "an 18", 79: "a 79", 80: "an 80", 89: "an 89",
                      90: "a 90"}
