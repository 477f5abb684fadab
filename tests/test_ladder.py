"""The ladder's goals are judged right on scripted results, and progress unlocks in order."""
from game.ladder import Goal, Level, climb, judge, next_level

WIN = Goal("win", 0, 15, 40)
BELOW = Goal("below", 120, 80, 45)
MARGIN = Goal("margin", 10, 35, 70)


def test_a_win_earns_stars_by_its_margin() -> None:
    assert judge(WIN, [30, 44], [0], 0).stars == 1
    assert judge(WIN, [30, 45], [0], 0).stars == 2
    assert judge(WIN, [30, 70], [0], 0).stars == 3
    lost = judge(WIN, [50, 40], [1], 0)
    assert not lost.met and lost.stars == 0 and lost.margin == -10


def test_a_shared_win_by_tie_meets_a_win_goal_with_one_star() -> None:
    shared = judge(WIN, [40, 40, 90], [0, 1], 0)
    assert shared.met and shared.stars == 1 and shared.margin == 0


def test_below_counts_the_players_total_win_or_lose() -> None:
    assert judge(BELOW, [119, 20], [1], 0).stars == 1
    assert judge(BELOW, [120, 20], [1], 0).met is False
    assert judge(BELOW, [79, 200], [0], 0).stars == 2
    assert judge(BELOW, [44, 200], [0], 0).stars == 3


def test_a_margin_goal_needs_the_win_and_the_lead() -> None:
    assert not judge(MARGIN, [30, 39], [0], 0).met  # won by 9: not enough
    assert judge(MARGIN, [30, 40], [0], 0).stars == 1
    assert judge(MARGIN, [30, 100, 66], [0], 0).stars == 2
    assert judge(MARGIN, [0, 100, 70], [0], 0).stars == 3


def test_each_met_goal_unlocks_the_next_level_only() -> None:
    levels = [Level(f"0{i}", f"L{i}", "", WIN) for i in range(1, 5)]
    rungs = climb(levels, {"01": 3, "02": 1}, {"01": 12})
    assert [r.unlocked for r in rungs] == [True, True, True, False]
    assert [r.stars for r in rungs] == [3, 1, 0, 0] and rungs[0].best == 12
    assert [r.unlocked for r in climb(levels, {}, {})] == [True, False, False, False]
    assert next_level(levels, "02") is levels[2] and next_level(levels, "04") is None


def test_goals_in_words() -> None:
    assert WIN.describe() == "Win the game"
    assert BELOW.describe() == "Finish with fewer than 120 points"
    assert MARGIN.describe() == "Win by 10 points or more"
    assert BELOW.star_marks() == ("under 120 points", "under 80", "under 45")
