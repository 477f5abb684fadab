"""The tile tracker against the round it was counted from."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from ai_states import mid_round_states
from game.ai.position import number_counts
from game.ai.tracker import track
from game.rules import Draw, Pass, Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.tracker_panel import lack_lines
from test_reasons import passed_on_2s_3s_4s

T = Tile.parse


@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow])
@given(mid_round_states())
def test_counts_are_the_hidden_tiles(state: RoundState) -> None:
    """Per number, the unseen count is what the other hands and the yard really hold, and every
    number an opponent is said to lack is missing from its real hand."""
    for seat in range(state.seats):
        tracker = track(state.view(seat))
        hidden = [t for s, hand in enumerate(state.hands) if s != seat for t in hand]
        hidden += state.yard
        assert list(tracker.unseen) == number_counts(hidden, state.rules.set)
        assert [s for s, _ in tracker.lacks] == [(seat + k) % state.seats
                                                 for k in range(1, state.seats)]
        for other, numbers in tracker.lacks:
            assert not any(t.has(n) for t in state.hands[other] for n in numbers)
        assert [s for s, _, _ in tracker.lacks_but_drawn] == [s for s, _ in tracker.lacks]
        for other, numbers, drawn in tracker.lacks_but_drawn:
            hand = state.hands[other]  # in the order the seat got its tiles
            showing = [k for k, t in enumerate(hand) if any(t.has(n) for n in numbers)]
            assert (drawn > 0) == bool(numbers) and drawn < len(hand)
            assert all(k >= len(hand) - drawn for k in showing)  # only the newest may show them


def test_numbers_a_seat_passed_on() -> None:
    state = passed_on_2s_3s_4s()
    tracker = track(state.view(0))
    assert tracker.lacked_by(1) == (2, 3, 4)
    assert tracker.lacked_by(0) == ()
    assert track(state.view(1)).lacked_by(0) == ()
    # Seat 0 holds 4-4 4-1 3-0 and sees 6-6, the four spokes and 5-2: of the 4s, 5-4 4-3 4-2
    # and 4-0 are unseen; of the 6s, 6-1 and 6-0.
    assert tracker.unseen[4] == 4 and tracker.unseen[6] == 2


def test_a_seat_that_drew_on_numbers_lacks_them_but_in_the_tiles_drawn_since() -> None:
    """Seen (issue 43): "known to lack" never appeared in play: where a drawn tile may be kept,
    a seat that drew and passed may hold anything in that tile, so nothing was said, though
    every tile it held when it drew lacks the numbers it drew on."""
    mine = [T(x) for x in ("9-9", "9-5", "9-4", "9-3", "9-2", "5-5", "4-4")]
    hens = [T(x) for x in ("8-1", "7-1", "8-0", "7-0", "3-3", "2-2", "6-0")]
    rest = [t for t in full_set(9) if t not in mine + hens + [T("9-1")]]
    state = RoundState(RuleSet(drawn_tile="may", hand_size=7), [mine, hens], [T("9-1")] + rest)
    state.apply(state.legal_actions()[0])  # the 9-9
    assert state.legal_actions() == [Draw(1)]  # Hen holds no 9
    state.apply(Draw(1))  # 9-1: it fits, and she may keep it
    state.apply(Pass(1))
    tracker = track(state.view(0))
    assert tracker.lacked_by(1) == ()  # the 9-1 she kept: nothing is certain
    assert tracker.lacks_but_drawn == ((1, (9,), 1),)
    assert lack_lines(tracker, ["You", "Hen"]) == ["Hen: no 9 except 1 drawn tile"]
    state.apply(Play(0, T("9-5"), T("9-9")))
    state.apply(Play(1, T("9-1"), T("9-9")))  # the drawn tile is down: every 9 is gone
    tracker = track(state.view(0))
    assert tracker.lacked_by(1) == (9,) and tracker.lacks_but_drawn == ((1, (), 0),)
    assert lack_lines(tracker, ["You", "Hen"]) == ["Hen: no 9"]
