"""The tile tracker against the round it was counted from."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from ai_states import mid_round_states
from game.ai.position import number_counts
from game.ai.tracker import track
from game.rules import RoundState
from test_reasons import passed_on_2s_3s_4s


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


def test_numbers_a_seat_passed_on() -> None:
    state = passed_on_2s_3s_4s()
    tracker = track(state.view(0))
    assert tracker.lacked_by(1) == (2, 3, 4)
    assert tracker.lacked_by(0) == ()
    assert track(state.view(1)).lacked_by(0) == ()
    # Seat 0 holds 4-4 4-1 3-0 and sees 6-6, the four spokes and 5-2: of the 4s, 5-4 4-3 4-2
    # and 4-0 are unseen; of the 6s, 6-1 and 6-0.
    assert tracker.unseen[4] == 4 and tracker.unseen[6] == 2
