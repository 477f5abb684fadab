"""The table's calls, moves and results in words: the second person for "You", the third for
everyone else, no class or key names."""
from __future__ import annotations

from game.rules import Tile
from game.words.calls import (CHICKENLITTLE, announced, catch_call, catch_offer, caught,
                              chicken_foot)
from game.words.moves import (draws_and_passes, no_fit, passed_for, passes, searching, sets,
                              takes_back)
from game.words.names import listed
from game.words.results import (OUT_WITH_NO_TILES, lowest_hand, round_result, went_out,
                                winners_line)

T = Tile.parse


def test_draws_and_passes_agree_with_the_name() -> None:
    assert passes("You") == "You pass" and passes("Hen") == "Hen passes"
    assert draws_and_passes("You") == "You draw and pass"
    assert draws_and_passes("Bo") == "Bo draws and passes"
    assert passed_for("You") == "No tile fits: you pass"
    assert passed_for("Ana") == "No tile fits: Ana passes"
    assert no_fit([T("7-6"), T("5-2")]) == "You drew 7-6 and 5-2: none of them fits, so you pass"


def test_the_round_is_set_and_plays_taken_back() -> None:
    assert sets("You", T("9-9")) == "You set 9-9"
    assert sets("Hen", T("9-9"), T("9-9")) == "Hen sets 9-9"
    assert sets("Hen", T("8-8"), T("9-9")) == "Nobody holds 9-9: Hen sets 8-8, the highest double"
    assert searching(T("9-9")) == "Nobody holds 9-9: drawing"
    assert takes_back("You", T("6-2")) == "You take back 6-2"


def test_the_calls() -> None:
    assert announced("Ana") == f"Ana: {CHICKENLITTLE}" == "Ana: Chickenlittle!"
    assert catch_call("Hen") == "Catch Hen!"
    assert catch_offer("Hen") == "Catch Hen, who did not say Chickenlittle"
    assert caught("You", "Hen") == "You caught Hen not announcing!"
    assert chicken_foot("Chick") == "Chick: Chicken foot!"


def test_the_rounds_and_the_games_results() -> None:
    assert round_result("domino", "You") == "Domino! You are out"
    assert round_result("domino", "Hen") == "Domino! Hen is out"
    assert round_result("blocked", None) == "Blocked! Nobody can play"
    assert went_out("Hen") == "Hen went out: Domino!"
    assert lowest_hand(["Ana", "Bo", "Hen"], 12) == "Blocked! Lowest hand: Ana, Bo and Hen (12)"
    assert OUT_WITH_NO_TILES == "Domino! Out with no tiles left"
    assert winners_line(["You"]) == "You win!" and winners_line(["Ana"]) == "Ana wins!"
    assert winners_line(["Ana", "Hen"]) == "Ana and Hen share the win!"
    assert listed(["Ana"]) == "Ana" and listed(["Ana", "Hen"]) == "Ana and Hen"
