"""Each achievement is earned by a scripted round (through its record) and not by a near miss."""
from __future__ import annotations

from tests.rules.rules_scenarios import deal, run

from game.achievements import ACHIEVEMENTS, feats, pecking_order, review_feats, round_feats
from game.rules import RuleSet
from game.rules.record import record_of

OPENED = ["0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9",
          "0 play 9-4 on 9-9"]


def record(seat0: str, seat1: str, *actions: str, yard: str = "7-7 7-0 8-1",
           rules: RuleSet = RuleSet()) -> dict:
    state = deal(rules, "9-9 9-1 9-4 " + seat0, "9-6 9-2 " + seat1, yard=yard)
    return record_of(run(state, *OPENED, *actions))


def test_going_out_on_a_toe_from_the_first_double_without_drawing() -> None:
    doc = record("6-3", "6-6 2-0 5-5", "1 play 6-6 on 9-6", "0 play 6-3 on 6-6")
    assert round_feats(doc, 0) == {"clean_plate", "tiptoe", "never_drew", "start_to_finish"}
    assert round_feats(doc, 1) == set()


def test_going_out_on_an_arm_after_a_draw_is_only_a_clean_plate() -> None:
    doc = record("8-3", "2-0 5-5", "1 play 2-0 on 9-2", "0 draw", "0 play 4-8 on 9-4",
                 "1 draw", "1 pass", "0 play 8-3 on 4-8", yard="4-8 7-7 7-0")
    assert round_feats(doc, 0) == {"clean_plate", "start_to_finish"}


def test_the_double_blank_as_the_last_tile_is_a_blank_check() -> None:
    doc = record("0-0", "2-0 5-5", "1 play 2-0 on 9-2", "0 play 0-0 on 2-0")
    assert "blank_check" in round_feats(doc, 0)
    early = record("0-0 8-8", "2-0 5-5", "1 play 2-0 on 9-2", "0 play 0-0 on 2-0")
    assert "blank_check" not in round_feats(early, 0)


FEET = ["1 play 2-0 on 9-2", "0 play 6-6 on 9-6", "1 play 6-5 on 6-6", "0 play 6-3 on 6-6",
        "1 play 6-0 on 6-6", "0 play 1-1 on 9-1", "1 play 1-5 on 1-1", "0 play 1-3 on 1-1",
        "1 play 1-0 on 1-1"]


def test_three_feet_and_four_doubles_in_one_round() -> None:
    hands = ("6-6 6-3 1-1 1-3 4-4 8-7", "2-0 6-5 6-0 1-5 1-0 8-2")
    doc = record(*hands, *FEET, "0 play 4-4 on 9-4")
    assert {"three_feet", "seeing_double"} <= round_feats(doc, 0)
    two_feet = record(*hands, *FEET)
    assert round_feats(two_feet, 0).isdisjoint({"three_feet", "seeing_double"})


def test_catching_a_forgotten_chickenlittle() -> None:
    rules = RuleSet(chickenlittle="enforced")
    doc = record("4-3", "2-0 5-5", "1 play 2-0 on 9-2", "1 catch 0", rules=rules)
    assert round_feats(doc, 1) == {"gotcha"}


def test_announcing_then_going_out_on_the_next_play() -> None:
    rules = RuleSet(chickenlittle="courtesy")
    doc = record("4-3", "2-0 5-5", "0 announce", "1 play 2-0 on 9-2", "0 play 4-3 on 9-4",
                 rules=rules)
    assert "called_it" in round_feats(doc, 0)
    silent = record("4-3", "2-0 5-5", "1 play 2-0 on 9-2", "0 play 4-3 on 9-4", rules=rules)
    assert "called_it" not in round_feats(silent, 0)


def test_game_feats_landslide_comeback_and_tiers_beaten() -> None:
    lose_big = record("8-3 8-8 7-6", "2-0", "1 play 2-0 on 9-2")  # seat 1 out, seat 0: 11+16+13
    win_big = record("4-3", "2-0 5-5 8-8 7-7 6-6 9-8 9-7", "1 play 2-0 on 9-2",
                     "0 play 4-3 on 9-4", yard="3-3 5-4")
    game = feats([lose_big, win_big], 0, ["human", "expert"])  # 40 to 85
    assert {"comeback", "beat:expert"} <= game and "landslide" not in game
    sweep = feats([win_big, win_big], 0, ["human", "hard"])
    assert "landslide" in sweep and "comeback" not in sweep and "beat:hard" in sweep
    assert "beat:hard" not in feats([lose_big], 0, ["human", "hard"])
    assert pecking_order(["easy", "medium", "hard", "expert"]) and not pecking_order(["easy"])


def test_a_dozen_achievements_with_titles() -> None:
    assert len(ACHIEVEMENTS) >= 12 and len({a.key for a in ACHIEVEMENTS}) == len(ACHIEVEMENTS)


def test_a_review_earns_second_look_spotless_and_sharp_eye() -> None:
    """The review's feats: any review is a Second Look; a round of five or more choices with
    no mistake or blunder (inaccuracies allowed) is Spotless; a whole game at 90% is Sharp Eye."""
    clean = ["inaccuracy", None, None, None, None]
    assert review_feats([clean], None) == {"second_look", "spotless"}
    assert review_feats([clean[:4]], None) == {"second_look"}  # too short to count
    assert review_feats([clean + ["mistake"]], 0.95) == {"second_look", "sharp_eye"}
    assert review_feats([clean + ["blunder"]], 0.89) == {"second_look"}
    assert review_feats([], None) == set()
    assert {"second_look", "spotless", "sharp_eye"} <= {a.key for a in ACHIEVEMENTS}
