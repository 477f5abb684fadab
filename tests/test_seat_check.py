"""One seat, one check: a seat a rules file or table accepts goes through a save and the settings
unchanged, and every reader refuses a bad seat with the same message naming the key."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.match import Match
from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet
from game.seats import (MAX_NAME_LENGTH, PLAYERS, Seat, check_distinct_names, seat_document,
                        seat_from_document)
from game.store.rules_files import load_rules_file
from game.store.save import SaveError, load_match, match_from_doc, match_to_doc, save_match
from game.store.settings import Settings, load_settings, save_settings, settings_from_toml
from game.store.toml_writer import toml_key, toml_value
from game.tiers import TIERS

RULES = RuleSet(hand_size="42")  # deals to 2 to 8 players
NAMES = st.text(
    st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=MAX_NAME_LENGTH,
).filter(str.strip)
SECONDS = st.integers(0, 3600) | st.floats(0, 3600)


@st.composite
def seat_tables(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A `[[seats]]` table a hand-written file may hold: pace for AIs, budget for experts."""
    player = draw(st.sampled_from(PLAYERS))
    table: dict[str, Any] = {"name": name, "player": player}
    if player in TIERS and draw(st.booleans()):
        table["pace"] = draw(SECONDS)
    if player == "expert" and draw(st.booleans()):
        table["budget"] = draw(SECONDS.filter(lambda s: s > 0))
    return table


@st.composite
def tables(draw: st.DrawFn) -> list[dict[str, Any]]:
    """2 to 8 seats with distinct names."""
    names = draw(st.lists(NAMES, min_size=2, max_size=8, unique=True))
    return [draw(seat_tables(name)) for name in names]


def table_file(seats: list[dict[str, Any]]) -> str:
    """A table file's TOML text."""
    lines = ["[rules]", 'hand_size = "42"']
    for seat in seats:
        lines += ["", "[[seats]]"] + [f"{toml_key(k)} = {toml_value(v)}" for k, v in seat.items()]
    return "\n".join(lines) + "\n"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_a_seat_a_table_file_accepts_goes_through_a_save_and_the_settings(
        tmp_path_factory: pytest.TempPathFactory, seats: list[dict[str, Any]]) -> None:
    folder = tmp_path_factory.mktemp("seats")
    path = folder / "table.toml"
    path.write_text(table_file(seats), encoding="utf-8")
    level = load_rules_file(path)
    assert [s.name for s in level.seats] == [s["name"] for s in seats]
    assert level.rules == RULES

    match = Match(level.rules, list(level.seats), seed=1)
    match.start_round()
    save_match(match, folder / "save.json", wait=True)
    assert load_match(folder / "save.json").seats == list(level.seats)

    remembered = [seat_document(s) for s in level.seats]
    save_settings(Settings(last_seats=remembered), folder / "settings.toml")
    loaded, problem = load_settings(folder / "settings.toml")
    assert problem is None and loaded.last_seats == remembered
    assert [seat_from_document(s, "seat") for s in loaded.last_seats] == list(level.seats)


def test_defaults_and_the_document_form() -> None:
    seat = seat_from_document({"name": "Ann", "player": "expert", "pace": 2}, "seats[0]")
    assert seat == Seat("Ann", "expert", pace=2.0) and seat.budget == 0.5
    assert isinstance(seat.pace, float) and not seat.is_human and Seat("Bo").is_human
    assert seat_from_document(seat_document(seat), "seats[0]") == seat


def test_a_phone_seat_is_a_person_not_at_the_screen() -> None:
    phone = seat_from_document({"name": "Ana", "player": "phone"}, "seats[0]")
    assert phone.on_phone and phone.is_person and not phone.is_human
    assert Seat("Bo").is_person and not Seat("Bo").on_phone
    assert not Seat("Hen", "easy").is_person and not Seat("Hen", "easy").on_phone
    assert seat_from_document(seat_document(phone), "seats[0]") == phone
    match = Match(RULES, [phone, Seat("Bo"), Seat("Hen", "easy")], seed=1)
    assert match.humans == [1]  # the people at the screen: a phone seat's hand is not shown


BAD_SEATS = [
    ({"name": "", "player": "easy"}, "name", "expected a non-empty string; found \"\""),
    ({"player": "easy"}, "name", "expected a non-empty string; found nothing"),
    ({"name": 7, "player": "easy"}, "name", "expected a non-empty string; found 7"),
    ({"name": "x" * 81, "player": "easy"}, "name",
     "expected a name of at most 80 characters; found \"xxxx"),
    ({"name": "Hen\nny", "player": "easy"}, "name",
     'expected a name without control characters; found "Hen\\nny"'),
    ({"name": "Hen", "player": "guru"}, "player",
     'expected one of "human", "phone", "easy", "medium", "hard", "expert"; found "guru"'),
    ({"name": "Hen", "player": "easy", "pace": -1}, "pace",
     "expected a number of seconds >= 0; found -1"),
    ({"name": "Hen", "player": "easy", "pace": True}, "pace",
     "expected a number of seconds >= 0; found true"),
    ({"name": "Hen", "player": "easy", "pace": 4000}, "pace",
     "expected a number of seconds <= 3600; found 4000"),
    ({"name": "Hen", "player": "expert", "budget": 0}, "budget",
     "expected a number of seconds > 0; found 0"),
    ({"name": "Hen", "player": "expert", "budget": float("nan")}, "budget",
     "expected a number of seconds > 0; found nan"),
    ({"name": "Hen", "player": "expert", "budget": float("inf")}, "budget",
     "expected a number of seconds <= 3600; found inf"),
    ({"name": "Hen", "player": "easy", "speed": 2}, "speed",
     "unknown key; known keys are: name, player, pace, budget"),
    ({"name": "Hen", "playr": "easy"}, "playr", 'unknown key; did you mean "player"?'),
]


@pytest.mark.parametrize("entry, field, problem", BAD_SEATS)
def test_every_reader_refuses_a_bad_seat_naming_the_key(tmp_path: Path, entry: dict[str, Any],
                                                        field: str, problem: str) -> None:
    with pytest.raises(ConfigError) as caught:
        seat_from_document(entry, "seats[1]")
    assert str(caught.value).startswith(f"seats[1].{field}: {problem}")

    doc = match_to_doc(Match(RULES, [Seat("Ann"), Seat("Bo", "easy")], seed=1))
    doc["seats"][1] = entry
    with pytest.raises(SaveError) as refused:
        match_from_doc(doc, "save.json")
    assert str(refused.value).startswith(f"save.json: seats[1].{field}: {problem}")

    settings_text = "[[last_seats]]\n" + "".join(
        f"{toml_key(k)} = {toml_value(v)}\n" for k, v in entry.items())
    kept, problems = settings_from_toml(settings_text.encode())
    assert kept.last_seats == [] and problems[0].startswith(f"last_seats[0].{field}: {problem}")

    if isinstance(entry.get("budget"), float):
        return  # a TOML file spells nan and inf its own way; the check is the same
    path = tmp_path / "table.toml"
    path.write_text('[[seats]]\nname = "Ann"\nplayer = "human"\n\n[[seats]]\n' + "".join(
        f"{toml_key(k)} = {toml_value(v)}\n" for k, v in entry.items()), encoding="utf-8")
    with pytest.raises(ConfigError) as in_file:
        load_rules_file(path)
    assert str(in_file.value).startswith(f"{path}: seats[1].{field}: {problem}")


def test_names_must_differ_in_a_save_as_in_a_table_file() -> None:
    with pytest.raises(ConfigError, match=r'seats\[2\].name: expected a name no other seat has; '
                                          r'found "Ann", already the name of seats\[0\]'):
        check_distinct_names([Seat("Ann"), Seat("Bo"), Seat("Ann")])
    doc = match_to_doc(Match(RULES, [Seat("Ann"), Seat("Bo", "easy")], seed=1))
    doc["seats"][1]["name"] = "Ann"
    with pytest.raises(SaveError, match=r"seats\[1\].name: expected a name no other seat has"):
        match_from_doc(doc)


def test_a_save_keeps_what_a_table_file_would_not_write() -> None:
    """Saves carry every seat's pace and budget (the game writes them all), and read them back."""
    seats = [Seat("Ann", pace=0.0), Seat("Bo", "easy", pace=0.25, budget=1.5)]
    match = match_from_doc(match_to_doc(Match(RULES, seats, seed=1)))
    assert match.seats == seats
