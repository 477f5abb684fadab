"""The rules refuse with facts (a Refusal); the words say them to the people at the table by
name, with the words agreeing, and never show a seat number or a house rule's key."""
from __future__ import annotations

import random
import typing

from game.rules import (Announce, Catch, Draw, Game, IllegalAction, Pass, Play, Refusal, RuleSet,
                        Tile)
from game.rules.explain import SENTENCES, Reason
from game.words.refusals import SAID, refusal_sentence

T = Tile.parse
YOU_AND_HEN = ["You", "Hen"]


def test_every_reason_has_the_rules_sentence_and_the_words_say_those_that_name_a_seat() -> None:
    reasons = set(typing.get_args(Reason))
    assert set(SENTENCES) == reasons and set(SAID) <= reasons
    for reason in reasons - set(SAID):  # said to players in the rules' own sentence
        assert not any(part in SENTENCES[reason] for part in ("{seat}", "{other}", "house rule")), \
            reason


def test_seats_are_named_and_the_words_agree() -> None:
    turn = Refusal("not_your_turn", 0, other=1)
    assert refusal_sentence(turn, YOU_AND_HEN) == "It is Hen's turn, not yours"
    assert refusal_sentence(Refusal("not_your_turn", 1, other=0), YOU_AND_HEN) == \
        "It is your turn, not Hen's"
    assert refusal_sentence(turn, ["Ana", "Hen"]) == "It is Hen's turn, not Ana's"
    assert str(turn) == "it is seat 1's turn, not seat 0's"  # the rules' own, for records
    held = Refusal("not_last_tile", 0, count=3)
    assert refusal_sentence(held, YOU_AND_HEN) == \
        "You have 3 tiles; Chickenlittle is announced with one tile left"
    assert refusal_sentence(Refusal("not_last_tile", 1, count=3), YOU_AND_HEN).startswith(
        "Hen has 3 tiles")
    assert refusal_sentence(Refusal("too_late", 0), YOU_AND_HEN) == (
        "Too late: you had to announce before the next player finished their turn")
    assert refusal_sentence(Refusal("double_not_set", 1, T("9-9"), other=0), YOU_AND_HEN) == \
        "The round starts when you lay 9-9 in the centre"
    assert refusal_sentence(Refusal("not_held", 0, T("9-3")), YOU_AND_HEN) == \
        "You do not hold 9-3"
    assert refusal_sentence(Refusal("target_not_last_tile", 1, other=0), YOU_AND_HEN) == \
        "You are not down to one tile"
    assert refusal_sentence(Refusal("no_such_target", 0, other=7), YOU_AND_HEN) == \
        "There is no seat 7 to catch"


def test_a_house_rules_key_is_never_said() -> None:
    assert str(Refusal("must_play", 0, rule="must_play")) == \
        "seat 0 can play, and must play when able (house rule: must_play)"
    assert refusal_sentence(Refusal("must_play", 0, rule="must_play"), YOU_AND_HEN) == \
        "You can play, and must play when able"
    assert refusal_sentence(Refusal("keep_drawing", 0, T("7-7"), rule="draw_until_playable"),
                            YOU_AND_HEN) == \
        "The drawn tile 7-7 does not fit: keep drawing until one fits"
    assert refusal_sentence(Refusal("no_catching", 0, rule="chickenlittle"), YOU_AND_HEN) == \
        "Catching is only played when Chickenlittle is enforced"


def test_a_refusal_that_names_nobody_is_said_as_the_rules_say_it() -> None:
    refusal = Refusal("no_match", 0, T("8-7"), on=T("9-9"), count=9)
    assert refusal_sentence(refusal, YOU_AND_HEN) == "8-7 does not match 9-9: it needs a 9"


def test_every_refusal_of_random_rounds_is_said_by_name_without_a_key() -> None:
    names = ["You", "Hen", "Rooster"]
    reasons: set[str] = set()
    for seed, rules in enumerate((RuleSet(), RuleSet(chickenlittle="enforced", must_play=False),
                                  RuleSet(draw_until_playable=True, drawn_tile="must"),
                                  RuleSet(yard_reserve="auto", start="placed"))):
        rng = random.Random(seed)
        state = Game(rules, 3, rng).next_round()
        while not state.is_over:
            tiles = [h[0] for h in state.hands if h]
            ons = [p.tile for p in state.barnyard][-3:] + [None]
            asked = [Draw(s) for s in range(3)] + [Pass(s) for s in range(3)]
            asked += [Announce(s) for s in range(3)] + [Catch(0, t) for t in range(3)]
            asked += [Play(s, t, o) for s in range(3) for t in tiles for o in ons]
            legal = state.legal_actions()
            for action in asked:
                if action in legal:
                    continue
                try:
                    state.apply(action)
                except IllegalAction as refused:
                    said = refusal_sentence(refused.refusal, names)
                    reasons.add(refused.refusal.reason)
                    assert said[:1] == said[:1].upper() and "seat" not in said and "{" not in said, said
                    assert "house rule" not in said and "_" not in said, said
                    assert str(refused) == str(refused.refusal)
                else:
                    raise AssertionError(f"{action} was accepted")
            state.apply(rng.choice(legal))
    assert len(reasons) >= 20, sorted(reasons)
