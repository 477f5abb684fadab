"""The ladder's files: every shipped level loads with its table and goal, the goals are judged right
on scripted results, and a broken level file is refused by name while the others load."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.ladder import Goal, judge
from game.rules.errors import ConfigError
from game.store.ladder_files import ladder_folder, ladder_tables, load_ladder, load_level
from game.store.rules_files import RulesFileError, load_rules_file

SHIPPED = {  # key: (goal, opponents' tiers, preset, set, the house rule the level teaches)
    "01-kitchen-table": (Goal("win", 0, 15, 40), ["easy"], "family", 6, {}),
    "02-back-porch": (Goal("win", 0, 15, 40), ["easy", "medium"], "family", 6, {}),
    "03-church-social": (Goal("win", 0, 20, 50), ["medium"], "classic", 9, {}),
    "04-grange-hall": (Goal("below", 120, 80, 45), ["medium"] * 2, "classic", 9,
                       {"chickenlittle": "courtesy"}),
    "05-quilting-circle": (Goal("win", 0, 25, 60), ["medium", "hard", "medium"], "classic", 9,
                           {"blank_half": 25}),
    "06-4h-barn": (Goal("below", 150, 100, 60), ["hard", "medium", "hard"], "classic", 9,
                   {"draw_until_playable": True}),
    "07-harvest-supper": (Goal("win", 0, 25, 60), ["hard", "hard", "medium"], "classic", 9,
                          {"stuck_ends_round": True}),
    "08-county-fair": (Goal("margin", 10, 35, 70), ["hard", "hard", "medium", "hard"],
                       "classic", 12, {"unfinished_foot": 25}),
    "09-state-fair": (Goal("win", 0, 30, 70), ["hard", "expert", "hard"], "classic", 12,
                      {"chickenlittle": "enforced"}),
    "10-regional-open": (Goal("win", 0, 30, 70), ["expert", "hard", "expert", "hard", "hard"],
                         "manufacturer", 12, {"opening": "double-foot"}),
    "11-grand-champion": (Goal("margin", 1, 40, 90), ["expert"] * 5, "manufacturer", 12,
                          {"opening": "double-foot", "unfinished_foot": 25}),
}

TABLE = """
[rules]
preset = "classic"
game_end = "target"
target_score = 100

[[seats]]
name = "You"
player = "human"

[[seats]]
name = "Hen"
player = "easy"
"""
LEVEL = '[level]\ntitle = "Test Table"\nstory = "A line of story."\n'
GOAL = '[goal]\nkind = "win"\ntwo_stars = 10\nthree_stars = 30\n'


def write(folder: Path, text: str, name: str = "01-test.toml") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


def refusal(path: Path) -> str:
    with pytest.raises(RulesFileError) as caught:
        load_level(path)
    assert isinstance(caught.value, ConfigError)
    return str(caught.value)


def test_every_shipped_level_loads_in_file_name_order_with_its_table() -> None:
    ladder = load_ladder()
    assert ladder.problems == ()
    assert [level.key for level in ladder.levels] == list(SHIPPED)
    assert [level.key for level in ladder.levels] == sorted(
        p.stem for p in ladder_folder().glob("*.toml"))
    for level in ladder.levels:
        goal, tiers, preset, top, taught = SHIPPED[level.key]
        assert level.goal == goal, level.key
        assert level.title and level.story, level.key
        assert level.seats[level.player].is_human and level.player == 0
        assert [seat.player for seat in level.opponents] == tiers, level.key
        assert level.preset == preset and level.rules.set == top, level.key
        for key, value in taught.items():
            assert getattr(level.rules, key) == value, (level.key, key)
        level.rules.check_seats(len(level.seats))
        assert ladder.file(level) == f"levels/ladder/{level.key}.toml"


def test_the_ladder_walks_through_every_house_rule_of_other_tables() -> None:
    rules = [level.rules for level in load_ladder().levels]
    assert any(r.blank_half for r in rules) and any(r.unfinished_foot for r in rules)
    assert any(r.stuck_ends_round for r in rules) and any(r.draw_until_playable for r in rules)
    assert rules[0].set == 6 and rules[-1].set == 12 and rules[-1].opening == "double-foot"


@pytest.mark.parametrize("key", list(SHIPPED))
def test_each_levels_goal_is_judged_right_on_scripted_results(key: str) -> None:
    """Results just either side of every mark of the level, the player in seat 0."""
    goal = load_ladder().level(key).goal  # type: ignore[union-attr]
    if goal.kind == "below":
        for total, stars in ((goal.score, 0), (goal.score - 1, 1), (goal.two_stars, 1),
                             (goal.two_stars - 1, 2), (goal.three_stars, 2),
                             (goal.three_stars - 1, 3)):
            lost = judge(goal, [total, 0], [1], 0)  # a lower total wins, but not the goal
            assert (lost.met, lost.stars) == (stars > 0, stars), (key, total)
        return
    first = 0 if goal.kind == "win" else goal.score
    for margin, stars in ((first, 1), (goal.two_stars - 1, 1), (goal.two_stars, 2),
                          (goal.three_stars - 1, 2), (goal.three_stars, 3)):
        won = judge(goal, [40, 40 + margin, 300], [0] if margin else [0, 1], 0)
        assert (won.met, won.stars, won.margin) == (True, stars, margin), (key, margin)
    if goal.kind == "margin":
        short = judge(goal, [40, 40 + goal.score - 1], [0], 0)
        assert not short.met and short.stars == 0
    lost = judge(goal, [41, 40], [1], 0)
    assert not lost.met and lost.stars == 0 and lost.margin == -1


def test_a_level_file_is_a_table_the_rules_file_reader_accepts_only_as_a_level(
        tmp_path: Path) -> None:
    path = write(tmp_path, LEVEL + GOAL + TABLE)
    level = load_level(path)
    assert (level.key, level.title, level.goal) == ("01-test", "Test Table",
                                                    Goal("win", 0, 10, 30))
    assert str(pytest.raises(ConfigError, load_rules_file, path).value) == (
        f"{path}: level: only a ladder level (a file in levels/ladder/) has a [level]")
    goal_only = write(tmp_path, GOAL + TABLE, "table.toml")
    assert str(pytest.raises(ConfigError, load_rules_file, goal_only).value) == (
        f"{goal_only}: goal: only a ladder level (a file in levels/ladder/) has a [goal]")


@pytest.mark.parametrize("goal, problem", [
    ('kind = "lose"\ntwo_stars = 1\nthree_stars = 2',
     'goal.kind: expected one of "win", "below", "margin"; found "lose"'),
    ("two_stars = 1\nthree_stars = 2",
     'goal.kind: expected one of "win", "below", "margin"; found nothing'),
    ('kind = "win"\nscore = 5\ntwo_stars = 10\nthree_stars = 20',
     'goal.score: a "win" goal has no score (its stars count the winning margin: two_stars '
     "and three_stars)"),
    ('kind = "below"\ntwo_stars = 10\nthree_stars = 5',
     "goal.score: expected an integer >= 3 (points to finish below); found nothing"),
    ('kind = "below"\nscore = 100\ntwo_stars = 120\nthree_stars = 50',
     "goal.two_stars: expected an integer from 2 to 99 (fewer points than goal.score); "
     "found 120"),
    ('kind = "below"\nscore = 100\ntwo_stars = 60\nthree_stars = 60',
     "goal.three_stars: expected an integer from 1 to 59 (fewer points than goal.two_stars); "
     "found 60"),
    ('kind = "win"\ntwo_stars = 0\nthree_stars = 30',
     "goal.two_stars: expected an integer >= 1 (a wider margin than a win); found 0"),
    ('kind = "win"\ntwo_stars = 30\nthree_stars = 10',
     "goal.three_stars: expected an integer >= 31 (a wider margin than goal.two_stars); "
     "found 10"),
    ('kind = "margin"\nscore = 20\ntwo_stars = 20\nthree_stars = 50',
     "goal.two_stars: expected an integer >= 21 (a wider margin than goal.score); found 20"),
    ('kind = "margin"\nscore = 0\ntwo_stars = 20\nthree_stars = 50',
     "goal.score: expected an integer >= 1 (points to win by); found 0"),
    ('kind = "win"\ntwo_stars = 10\nthree_stars = "30"',
     'goal.three_stars: expected an integer >= 11 (a wider margin than goal.two_stars); '
     'found "30"'),
    ('kind = "win"\ntwo_stars = 10\nthree_stars = 30\nthree_star = 4',
     'goal.three_star: unknown key; did you mean "three_stars"?'),
])
def test_a_bad_goal_is_refused_naming_the_file_and_key(tmp_path: Path, goal: str,
                                                        problem: str) -> None:
    path = write(tmp_path, LEVEL + "[goal]\n" + goal + "\n" + TABLE)
    assert refusal(path) == f"{path}: {problem}"


@pytest.mark.parametrize("text, problem", [
    (GOAL + TABLE, "level: expected a table ([level] with a title and a story); found nothing"),
    (LEVEL + TABLE, "goal: expected a table ([goal] with kind, two_stars and three_stars); "
     "found nothing"),
    ('[level]\ntitle = " "\nstory = "x"\n' + GOAL + TABLE,
     'level.title: expected a title (text); found " "'),
    ('[level]\ntitle = "T"\nstory = "x"\nhint = "y"\n' + GOAL + TABLE,
     "level.hint: unknown key; known keys are: title, story, tracker"),
    ('[level]\ntitle = "T"\nstory = "x"\ntracker = "yes"\n' + GOAL + TABLE,
     'level.tracker: expected true or false (whether the tile tracker may be shown at this '
     'level); found "yes"'),
    (LEVEL + GOAL + '[rules]\npreset = "classic"\n',
     "seats: expected the table's [[seats]] (you and your opponents); found nothing"),
    (LEVEL + GOAL + TABLE.replace('"easy"', '"human"'),
     'seats: expected exactly one "human" seat (the player climbing the ladder); found 2'),
    (LEVEL + GOAL + TABLE.replace('"human"', '"hard"'),
     'seats: expected exactly one "human" seat (the player climbing the ladder); found 0'),
    (LEVEL + GOAL + TABLE.replace('preset = "classic"', 'preset = "clasic"'),
     'rules.preset: no preset named "clasic" in levels/; did you mean "classic"? '
     "(presets: classic, family, manufacturer, party)"),
    (LEVEL + GOAL + TABLE + "[scores]\nx = 1\n",
     "scores: unknown table; known tables are: rules, preset, seats, level, goal"),
])
def test_a_bad_level_is_refused_naming_the_file_and_key(tmp_path: Path, text: str,
                                                         problem: str) -> None:
    path = write(tmp_path, text)
    assert refusal(path) == f"{path}: {problem}"


def test_a_file_name_that_cannot_name_a_level_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, LEVEL + GOAL + TABLE, "my level.toml")
    assert refusal(path) == (f'{path}: file name: expected letters, digits, - and _ before '
                             f'.toml (it names the level in your progress); found "my level.toml"')


def test_one_broken_file_is_reported_by_name_and_the_others_load(tmp_path: Path) -> None:
    folder = tmp_path / "ladder"
    shutil.copytree(ladder_folder(), folder)
    broken = folder / "05-quilting-circle.toml"
    broken.write_text(broken.read_text().replace('kind = "win"', 'kind = "lose"'))
    (folder / "06-4h-barn.toml").write_bytes(b"[level\ntitle = 1")
    ladder = load_ladder(folder)
    keys = [level.key for level in ladder.levels]
    assert len(keys) == 9 and "05-quilting-circle" not in keys and "06-4h-barn" not in keys
    assert ladder.problems[0] == (f'{broken}: goal.kind: expected one of "win", "below", '
                                  f'"margin"; found "lose"')
    assert ladder.problems[1].startswith(f"{folder / '06-4h-barn.toml'}: not valid TOML: ")


def test_an_empty_or_missing_ladder_folder_is_reported(tmp_path: Path) -> None:
    ladder = load_ladder(tmp_path / "nowhere")
    assert ladder.levels == () and "no ladder levels" in ladder.problems[0]


def test_the_tile_tracker_is_shown_only_where_a_level_says_so(tmp_path: Path) -> None:
    assert not load_level(write(tmp_path, LEVEL + GOAL + TABLE)).tracker
    allowed = load_level(write(tmp_path, LEVEL + "tracker = true\n" + GOAL + TABLE))
    assert allowed.tracker
    assert ladder_tables(allowed)["level"]["tracker"] is True
    assert [level.key for level in load_ladder().levels if level.tracker] == [
        "01-kitchen-table", "02-back-porch", "03-church-social"]
