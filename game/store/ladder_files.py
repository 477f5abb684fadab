"""The ladder's levels: each levels/ladder/*.toml, in file-name order, read into a game.ladder.Level.

A level file is a table file (game.store.rules_files: ``[rules]`` and ``[[seats]]``, exactly one
seat ``player = "human"``) with two tables of its own:

    [level]
    title = "The Kitchen Table"
    story = "Grandma Hen sets out the little double-6 box after supper."
    tracker = true      # the tile tracker may be shown here (left out: it may not)

    [goal]
    kind = "win"        # "win" the game, finish "below" a score, or win by a "margin"
    two_stars = 15      # the stricter marks of the same measure: the winning margin for "win"
    three_stars = 40    # and "margin" (rising), the final total for "below" (falling)

``score`` is the goal's own mark: the total to finish below, or the margin to win by (a "win"
goal has none). Every refusal names the file and the key, as every rules-file refusal does:

    levels/ladder/03-church-social.toml: goal.kind: expected one of "win", "below", "margin"; found "lose"

`load_ladder` reports a file that cannot be used by name and loads the others.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from game import resources
from game.ladder import GOALS, Goal, Level, is_level_key
from game.rules.errors import ConfigError
from game.rules.refusals import (MISSING, choice, expected, get, get_optional, int_between,
                                 is_bool, is_text, one_of, quoted, refuse, refuse_unknown_keys,
                                 refuse_value)
from game.store.rules_files import (PathLike, RulesFileError, check_rules_document, display,
                                    file_errors, read_toml_file)

LEVEL_KEYS = ("title", "story", "tracker")
GOAL_KEYS = ("kind", "score", "two_stars", "three_stars")
MAX_TITLE = 60
MAX_STORY = 300


@dataclass(frozen=True)
class Ladder:
    """The levels that loaded, in order, and one message for each file that did not."""

    levels: tuple[Level, ...]
    problems: tuple[str, ...] = ()
    folder: Path = Path("levels/ladder")

    def level(self, key: str | None) -> Level | None:
        """The level kept under `key` (a file's stem), if it loaded."""
        return next((level for level in self.levels if level.key == key), None)

    def file(self, level: Level) -> str:
        """The level's file as messages name it: "levels/ladder/01-kitchen-table.toml"."""
        return display(self.folder / f"{level.key}.toml")


def ladder_folder() -> Path:
    """Where the shipped ladder is: levels/ladder/."""
    return resources.LEVELS / "ladder"


def load_ladder(folder: Path | None = None, *, levels: Path | None = None) -> Ladder:
    """Every level of the ladder folder (levels/ladder/ unless given) in file-name order; a
    file that cannot be used is left out and named in `problems`. `levels`: where the presets
    the levels build on are (levels/ unless given)."""
    where = ladder_folder() if folder is None else folder
    try:
        files = sorted(where.glob("*.toml"))
    except OSError as error:
        return Ladder((), (f"{display(where)}: cannot read the folder: {error}",), where)
    found: list[Level] = []
    problems: list[str] = []
    for path in files:
        try:
            found.append(load_level(path, levels=levels))
        except RulesFileError as error:
            problems.append(str(error))
    if not files:
        problems.append(f"{display(where)}: no ladder levels (files like 01-kitchen-table.toml)")
    return Ladder(tuple(found), tuple(problems), where)


def load_level(path: PathLike, *, levels: Path | None = None) -> Level:
    """One level file, checked from end to end; RulesFileError naming the file and key."""
    path = Path(path)
    document = read_toml_file(path)
    table = check_rules_document(document, path, levels=levels, ladder=True)
    source = display(path)
    with file_errors():
        if not is_level_key(path.stem):
            raise ConfigError(f"{source}: file name: expected letters, digits, - and _ "
                              "before .toml (it names the level in your progress); found "
                              f"{quoted(path.name)}")
        if table.preset is not None:
            refuse(source, "preset", "a ladder level is a table, not a preset (to build on a "
                   "preset, write preset = \"...\" inside [rules])")
        title, story, tracker = _level(document.get("level", MISSING), source)
        goal = _goal(document.get("goal", MISSING), source)
        humans = sum(1 for seat in table.seats if seat.is_human)
        if not table.seats:
            refuse_value(source, "seats", "the table's [[seats]] (you and your opponents)",
                         MISSING)
        if humans != 1:
            refuse(source, "seats", f"expected exactly one {quoted('human')} seat (the player "
                   f"climbing the ladder); found {humans}")
    return Level(path.stem, title, story, goal, table.rules, table.preset_name, table.seats,
                 tracker)


def ladder_tables(level: Level) -> dict[str, dict[str, object]]:
    """A level's own tables as its file writes them: [level] and [goal]."""
    goal = level.goal
    return {"level": {"title": level.title, "story": level.story,
                      **({"tracker": True} if level.tracker else {})},
            "goal": {"kind": goal.kind, **({"score": goal.score} if goal.kind != "win" else {}),
                     "two_stars": goal.two_stars, "three_stars": goal.three_stars}}


def _required_table(value: object, key: str, what: str, source: str) -> Mapping[str, Any]:
    """A table the level file must have, or a refusal."""
    if not isinstance(value, dict):
        refuse_value(source, key, f"a table ([{key}] with {what})", value)
    return value


def _level(value: object, source: str) -> tuple[str, str, bool]:
    """The `[level]` table: the title, the line of story and whether the tile tracker may be
    shown (optional: it may not)."""
    table = _required_table(value, "level", "a title and a story", source)
    refuse_unknown_keys(table, LEVEL_KEYS, source, "level.")
    title = get(table, "title", "a title (text)", is_text, source, "level.")
    story = get(table, "story", "a line of story (text)", is_text, source, "level.")
    if len(title) > MAX_TITLE:
        refuse(source, "level.title", expected(f"at most {MAX_TITLE} characters", title))
    if len(story) > MAX_STORY:
        refuse(source, "level.story", expected(f"at most {MAX_STORY} characters", story))
    tracker = get_optional(table, "tracker", "true or false (whether the tile tracker may be "
                           "shown at this level)", is_bool, source, "level.")
    return title, story, bool(tracker)


def _goal(value: object, source: str) -> Goal:
    """The `[goal]` table: its kind, its own mark and the two stricter marks, in order."""
    table = _required_table(value, "goal", "kind, two_stars and three_stars", source)
    refuse_unknown_keys(table, GOAL_KEYS, source, "goal.")
    kind = get(table, "kind", one_of(GOALS), choice(GOALS), source, "goal.")
    if kind == "win":
        if "score" in table:
            refuse(source, "goal.score", 'a "win" goal has no score (its stars count the '
                   "winning margin: two_stars and three_stars)")
        score = 0
    else:
        low, what = (3, "points to finish below") if kind == "below" else (1, "points to win by")
        score = get(table, "score", f"an integer >= {low} ({what})", int_between(low), source,
                    "goal.")
    if kind == "below":
        two = _mark(table, "two_stars", 2, score - 1, "fewer points than goal.score", source)
        three = _mark(table, "three_stars", 1, two - 1, "fewer points than goal.two_stars",
                      source)
    else:
        first = "a win" if kind == "win" else "goal.score"
        two = _mark(table, "two_stars", score + 1, None, f"a wider margin than {first}", source)
        three = _mark(table, "three_stars", two + 1, None, "a wider margin than goal.two_stars",
                      source)
    return Goal(kind, score, two, three)


def _mark(table: Mapping[str, Any], key: str, low: int, high: int | None, why: str,
          source: str) -> int:
    """A star mark: an integer from `low` (to `high`), stricter than the mark before it."""
    span = f"an integer >= {low}" if high is None else f"an integer from {low} to {high}"
    return get(table, key, f"{span} ({why})", int_between(low, high), source, "goal.")
