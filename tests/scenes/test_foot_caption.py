"""The pending double's caption says what the table needs, and when a foot can never be filled."""
from __future__ import annotations

from game.rules import Tile
from game.scenes.play.floating import caption_forms

T = Tile.parse


def test_a_foot_with_tiles_enough_left_asks_for_its_toes() -> None:
    assert caption_forms(T("8-8"), 2, False, 2)[0] == (
        "Chicken foot on 8-8: 2 more toes before anything else",)
    assert caption_forms(T("8-8"), 1, False, 5)[2] == ("8-8: 1 more toe",)


def test_a_foot_whose_number_has_too_few_tiles_left_says_it_is_never_finished() -> None:
    """Seen in a real window: every 8 was down, and the caption still asked for 2 more toes."""
    assert caption_forms(T("8-8"), 2, False, 0) == [
        ("Chicken foot on 8-8 can never be finished: no 8 is left",),
        ("Chicken foot on 8-8 can never be finished:", "no 8 is left"),
        ("8-8: no 8 is left",)]
    assert caption_forms(T("5-5"), 2, False, 1)[0] == (
        "Chicken foot on 5-5 can never be finished: only one 5 is left",)
    assert caption_forms(T("0-0"), 3, False, 2)[1] == (
        "Chicken foot on 0-0 can never be finished:", "only two 0s are left")


def test_the_spokes_of_the_start_are_asked_for_as_before() -> None:
    assert caption_forms(T("12-12"), 4, True)[0] == ("4 more spokes on 12-12 before any line grows",)
