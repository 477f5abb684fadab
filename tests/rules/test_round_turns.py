"""Scripted turns: chicken feet, stalemate, must_play, drawn_tile, the yard reserve."""
from __future__ import annotations

from rules_scenarios import deal, legal, refusal, run

from game.rules import ARM, DOUBLE, TOE, RoundState, RuleSet, Tile

CLASSIC = RuleSet()
OPENED = ["0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9",
          "0 play 9-4 on 9-9"]


def opened(rules: RuleSet = CLASSIC, seat0: str = "", seat1: str = "",
           yard: str = "7-7 7-0 8-1") -> RoundState:
    """Two seats after a cross on 9-9 (spokes 9-6, 9-1, 9-2, 9-4); seat 1 to act."""
    state = deal(rules, "9-9 9-1 9-4 " + seat0, "9-6 9-2 " + seat1, yard=yard)
    return run(state, *OPENED)


def test_a_double_on_an_arm_makes_a_chicken_foot_whose_three_toes_come_first() -> None:
    state = opened(seat0="6-6 6-3 6-4 1-0", seat1="6-5 2-1 0-0 3-3")
    assert legal(state) == ["1 play 6-5 on 9-6", "1 play 2-1 on 9-2", "1 play 2-1 on 9-1"]
    run(state, "1 play 2-1 on 9-2", "0 play 6-6 on 9-6")
    arm = state.barnyard[-2]
    assert (arm.tile, arm.on, arm.role, arm.slot, arm.outward, arm.inward, arm.seat) == (
        Tile(2, 1), Tile(9, 2), ARM, 0, 1, 2, 1)
    foot = state.barnyard[-1]
    assert (foot.tile, foot.on, foot.role, foot.outward) == (Tile(6, 6), Tile(9, 6), DOUBLE, 6)
    assert (state.hub, state.hub_needed, state.open_numbers()) == (Tile(6, 6), 3, [6])
    # Seat 1 holds 6-5 for a toe and 0-0, 3-3 that fit nowhere else anyway.
    assert legal(state) == ["1 play 6-5 on 6-6"]
    assert refusal(state, "1 play 3-3 on 2-1") == "the chicken foot on 6-6 needs 3 more toes first"
    assert refusal(state, "1 play 3-3 on 6-6") == "3-3 does not match 6-6: it needs a 6"
    run(state, "1 play 6-5 on 6-6")
    assert refusal(state, "0 play 1-0 on 9-1") == "the chicken foot on 6-6 needs 2 more toes first"
    assert legal(state) == ["0 play 6-3 on 6-6", "0 play 6-4 on 6-6"]
    run(state, "0 play 6-3 on 6-6")
    assert refusal(state, "1 play 3-3 on 6-3") == "the chicken foot on 6-6 needs 1 more toe first"
    assert legal(state) == ["1 draw"]
    run(state, "1 draw", "1 pass", "0 play 6-4 on 6-6")
    assert state.hub is None
    toes = [(str(p.tile), p.slot, p.outward) for p in state.barnyard if p.role == TOE]
    assert toes == [("6-5", 0, 5), ("6-3", 1, 3), ("6-4", 2, 4)]
    assert legal(state) == ["1 play 3-3 on 6-3"]


def test_open_ends_after_a_foot_are_the_toes_and_the_other_arms() -> None:
    state = opened(seat0="6-6 6-3 6-4 1-0", seat1="6-5 2-1 0-0 3-3")
    run(state, "1 play 2-1 on 9-2", "0 play 6-6 on 9-6", "1 play 6-5 on 6-6",
        "0 play 6-3 on 6-6", "1 draw", "1 pass", "0 play 6-4 on 6-6")
    assert state.open_numbers() == [1, 3, 4, 5]
    assert state.hands[1] == [Tile(0, 0), Tile(3, 3), Tile(7, 7)]
    assert legal(state) == ["1 play 3-3 on 6-3"]


def test_laying_a_double_ends_the_turn() -> None:
    state = opened(seat0="6-6 1-0", seat1="6-5 0-0")
    run(state, "1 play 6-5 on 9-6")
    assert legal(state) == ["0 play 1-0 on 9-1"]
    state = opened(seat0="5-5 6-1 1-0", seat1="6-5 3-0")
    run(state, "1 play 6-5 on 9-6", "0 play 5-5 on 6-5")
    assert state.to_act == 1 and state.hub is Tile(5, 5)


def test_stalemate_foot_play_continues_until_blocked() -> None:
    # 6-6 goes down with only two other 6s in the whole deal (6-5 and 9-6 is already used):
    # the foot can never get three toes; everyone draws and passes until the yard is dry.
    state = opened(seat0="6-6 3-0 1-0", seat1="6-5 2-0 4-0", yard="8-0 7-0")
    run(state, "1 play 2-0 on 9-2", "0 play 6-6 on 9-6", "1 play 6-5 on 6-6")
    assert (state.hub, state.hub_needed) == (Tile(6, 6), 2)
    assert legal(state) == ["0 draw"]
    run(state, "0 draw", "0 pass", "1 draw", "1 pass")
    assert state.is_over and (state.end, state.winner) == ("blocked", None)
    assert state.scores() == [3 + 1 + 8, 4 + 7]


def test_stalemate_foot_can_still_be_won_by_a_last_tile_as_a_toe() -> None:
    state = opened(seat0="6-6 6-0", seat1="6-5 2-0 4-0", yard="8-0 7-0")
    run(state, "1 play 2-0 on 9-2", "0 play 6-6 on 9-6", "1 play 6-5 on 6-6")
    run(state, "0 play 6-0 on 6-6")
    assert state.is_over and (state.end, state.winner) == ("domino", 0)
    assert state.scores() == [0, 4]


# ---------------------------------------------------------------- must_play
def test_must_play_true_offers_only_plays_when_able() -> None:
    state = opened(seat0="1-0", seat1="6-5 3-3")
    assert legal(state) == ["1 play 6-5 on 9-6"]
    assert refusal(state, "1 draw") == "seat 1 can play, and must play when able (house rule: must_play)"
    assert refusal(state, "1 pass") == (
        "seat 1 can play, and must play when able (house rule: must_play)")


def test_must_play_false_offers_a_draw_beside_the_plays() -> None:
    rules = CLASSIC.with_changes(must_play=False)
    state = opened(rules, seat0="1-0", seat1="6-5 3-3")
    assert legal(state) == ["1 play 6-5 on 9-6", "1 draw"]
    assert refusal(state, "1 pass") == (
        "seat 1 can play: play a tile, or draw before passing")
    run(state, "1 draw")  # 7-7 does not fit: only a pass is left
    assert legal(state) == ["1 pass"]
    assert refusal(state, "1 play 6-5 on 9-6") == "after drawing, only the drawn tile 7-7 may be played"


def test_must_play_false_with_an_empty_yard_a_player_who_can_play_must_play() -> None:
    rules = CLASSIC.with_changes(must_play=False)
    state = opened(rules, seat0="1-0", seat1="6-5 3-3", yard="")
    assert legal(state) == ["1 play 6-5 on 9-6"]
    assert refusal(state, "1 draw") == "the chicken yard is empty"
    assert refusal(state, "1 pass") == "seat 1 can play, and with the chicken yard empty must play"


# ---------------------------------------------------------------- drawn_tile
def test_drawn_tile_may_be_played_or_kept() -> None:
    state = opened(seat0="1-0", seat1="3-3 5-5", yard="6-0 7-7")
    assert legal(state) == ["1 draw"]
    assert refusal(state, "1 pass") == "seat 1 cannot play and must draw from the chicken yard before passing"
    run(state, "1 draw")
    assert state.drawn is Tile(6, 0)
    assert legal(state) == ["1 play 6-0 on 9-6", "1 pass"]
    assert refusal(state, "1 draw") == "seat 1 already drew this turn: play the drawn tile or pass"
    run(state, "1 pass")
    assert state.to_act == 0 and Tile(6, 0) in state.hands[1]


def test_drawn_tile_must_be_played_when_it_fits() -> None:
    rules = CLASSIC.with_changes(drawn_tile="must")
    state = opened(rules, seat0="1-0", seat1="3-3 5-5", yard="6-0 7-7")
    run(state, "1 draw")
    assert legal(state) == ["1 play 6-0 on 9-6"]
    assert refusal(state, "1 pass") == (
        "the drawn tile 6-0 fits and must be played (house rule: drawn_tile = must)")
    run(state, "1 play 6-0 on 9-6")
    assert state.to_act == 0 and state.barnyard[-1].tile is Tile(6, 0)


def test_only_the_drawn_tile_may_be_played_after_a_draw() -> None:
    rules = CLASSIC.with_changes(must_play=False)
    state = opened(rules, seat0="1-0", seat1="6-5 3-3", yard="2-0 7-7")
    run(state, "1 draw")
    assert legal(state) == ["1 play 2-0 on 9-2", "1 pass"]
    assert refusal(state, "1 play 6-5 on 9-6") == "after drawing, only the drawn tile 2-0 may be played"


def test_drawn_tile_that_does_not_fit_leaves_only_a_pass_under_must() -> None:
    rules = CLASSIC.with_changes(drawn_tile="must")
    state = opened(rules, seat0="1-0", seat1="3-3 5-5", yard="7-7")
    run(state, "1 draw")
    assert legal(state) == ["1 pass"]


# ---------------------------------------------------------------- yard reserve
def test_yard_reserve_auto_keeps_two_tiles_with_two_seats() -> None:
    rules = CLASSIC.with_changes(yard_reserve="auto")
    state = opened(rules, seat0="1-0 5-5", seat1="3-3 8-8", yard="7-7 7-3 7-0")
    assert state.reserve == 2 and state.drawable == 1
    run(state, "1 draw", "1 pass")
    assert state.drawable == 0 and len(state.yard) == 2
    assert legal(state) == ["0 play 1-0 on 9-1"]
    run(state, "0 play 1-0 on 9-1")
    # Only the reserve is left and nobody can play: blocked at the end of this turn.
    assert state.is_over and (state.end, state.winner) == ("blocked", None)
    assert legal(state) == []
    assert state.scores() == [10, 6 + 16 + 14]


def test_a_player_who_cannot_play_passes_when_only_the_reserve_is_left() -> None:
    rules = CLASSIC.with_changes(yard_reserve="auto")
    state = opened(rules, seat0="1-0 6-3", seat1="3-3 8-8", yard="7-7 7-3 7-0")
    run(state, "1 draw", "1 pass", "0 play 1-0 on 9-1")
    assert not state.is_over and legal(state) == ["1 pass"]
    assert refusal(state, "1 draw") == "only the chicken yard's reserve is left, and it is never drawn"


def test_yard_reserve_auto_keeps_one_tile_with_three_or_more_seats() -> None:
    rules = CLASSIC.with_changes(yard_reserve="auto")
    state = deal(rules, "9-9 1-1", "2-2", "3-3", yard="4-4 5-5")
    assert (state.reserve, state.drawable) == (1, 1)
    none = deal(CLASSIC, "9-9 1-1", "2-2", "3-3", yard="4-4 5-5")
    assert (none.reserve, none.drawable) == (0, 2)


def test_numbers_take_the_article_they_are_spoken_with() -> None:
    from game.rules.explain import a_number

    assert [a_number(n) for n in (0, 1, 6, 8, 11, 12, 18)] == [
        "a 0", "a 1", "a 6", "an 8", "an 11", "a 12", "an 18"]
    state = deal(CLASSIC, "9-9 9-1 9-4 8-8 8-3 8-2 8-1", "9-6 9-2 6-8 3-3 5-5",
                 yard="7-7 7-0 8-0")
    run(state, *OPENED, "1 play 6-8 on 9-6", "0 play 8-8 on 6-8")
    assert refusal(state, "1 play 3-3 on 8-8") == "3-3 does not match 8-8: it needs an 8"
