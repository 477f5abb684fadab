"""PlayerView holds only what a seat may know; clone() and from_view() are independent copies."""
from __future__ import annotations

from rules_scenarios import deal, legal, run, show

from game.rules import Draw, PlayerView, RoundState, RuleSet, Tile
from game.rules.record import record_of

HANDS = ("9-9 9-1 9-4 1-0", "9-6 9-2 6-5 3-3", "9-3 5-5 4-4")
SPOKES = ("1 play 9-6 on 9-9", "2 play 9-3 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9")


def started() -> RoundState:
    return run(deal(RuleSet(), *HANDS, yard="7-7 7-0 8-1"), "0 play 9-9")


def test_a_view_holds_its_own_hand_and_only_counts_of_the_others() -> None:
    state = started()
    view = state.view(2, totals=(10, 20, 30))
    assert isinstance(view, PlayerView)
    assert view.hand == (Tile(9, 3), Tile(5, 5), Tile(4, 4))
    assert view.hand_counts == (3, 4, 3) and view.yard_size == 3 and view.drawable == 3
    assert view.totals == (10, 20, 30) and not view.my_turn and view.to_act == 1
    assert view.legal == ()
    known = {t for t in view.hand} | {p.tile for p in view.barnyard}
    assert view.unseen() == view.tile_pool - known
    assert Tile(9, 6) in view.unseen() and Tile(7, 7) in view.unseen()
    # Nothing in the view is another seat's hand or the yard's order.
    fields = vars(view) if hasattr(view, "__dict__") else {}
    for value in fields.values():
        assert value != state.hands[1] and value != tuple(state.hands[1])
        assert value != tuple(state.yard)


def test_a_view_names_its_own_seat_and_the_round() -> None:
    state = run(deal(RuleSet(), "7-7 7-1", "7-2 3-3", "7-4 4-4", round_number=3), "0 play 7-7")
    views = [state.view(seat) for seat in range(3)]
    assert [v.seat for v in views] == [0, 1, 2]
    assert [v.my_turn for v in views] == [False, True, False]
    assert [(v.round_number, v.round_double) for v in views] == [(3, Tile(7, 7))] * 3


def test_the_drawn_tile_is_shown_only_to_the_drawer() -> None:
    state = run(started(), *SPOKES, "2 draw")
    assert state.drawn is Tile(7, 7)
    assert state.view(2).drawn is Tile(7, 7) and state.view(2).has_drawn
    assert state.view(0).drawn is None and state.view(1).drawn is None
    assert state.view(0).has_drawn  # that a draw happened is public
    assert [show(a) for a in state.view(2).legal] == ["2 pass"]


def test_no_tile_is_drawn_before_a_draw_or_after_the_drawers_turn_ends() -> None:
    state = deal(RuleSet(), *HANDS, yard="7-7 7-0 8-1")
    for moment in ((), ("0 play 9-9", *SPOKES, "2 draw", "2 pass")):
        run(state, *moment)
        assert not state.has_drawn
        assert state.drawn is None and state.legal_plays_of_drawn() == []
        assert all(state.view(seat).drawn is None for seat in range(3))
    assert state.to_act == 0


def test_view_legal_is_the_seats_share_of_the_legal_actions() -> None:
    state = run(deal(RuleSet(chickenlittle="courtesy"), "9-9 9-1", "9-5 5-3", "9-4 4-4 2-0"),
                "0 play 9-9", "1 play 9-5 on 9-9")
    assert [show(a) for a in state.view(2).legal] == ["2 play 9-4 on 9-9"]
    assert [show(a) for a in state.view(1).legal] == ["1 announce"]
    assert state.view(0).legal == ()


def test_clone_then_diverging_leaves_the_original_alone() -> None:
    state = started()
    before = (legal(state), [list(h) for h in state.hands], list(state.yard),
              list(state.barnyard), list(state.history), state.to_act)
    copy = state.clone()
    run(copy, "1 play 9-6 on 9-9", "2 play 9-3 on 9-9", "0 play 9-1 on 9-9")
    assert copy.to_act == 1 and len(copy.history) == 4
    after = (legal(state), [list(h) for h in state.hands], list(state.yard),
             list(state.barnyard), list(state.history), state.to_act)
    assert after == before
    run(state, "1 play 9-2 on 9-9")
    assert copy.barnyard[1].tile is Tile(9, 6) and state.barnyard[1].tile is Tile(9, 2)


def test_from_view_with_the_true_hidden_tiles_gives_the_same_legal_actions() -> None:
    state = run(started(), *SPOKES, "2 draw")
    view = state.view(2)
    rebuilt = RoundState.from_view(view, state.hands, list(reversed(state.yard)))
    assert legal(rebuilt) == legal(state) == ["2 pass"]
    run(rebuilt, "2 pass")
    run(state, "2 pass")
    assert legal(rebuilt) == legal(state)
    other = state.view(1)
    guess = RoundState.from_view(other, state.hands, list(reversed(state.yard)), drawn=None)
    assert legal(guess) == legal(state)
    assert Draw(0) not in guess.legal_actions()


ENFORCED = RuleSet(chickenlittle="enforced")
UNTIL = RuleSet(draw_until_playable=True)


def moments() -> list[RoundState]:
    """Rounds at moments whose views hold more than the hands and the barnyard."""
    return [
        # seat 2 drew a tile that fits: the drawn tile is its own to play
        run(deal(RuleSet(), *HANDS, yard="6-0 7-0 8-1"), "0 play 9-9", *SPOKES, "2 draw"),
        # draw_until_playable: seat 1's drawn tile does not fit, so it draws again
        run(deal(UNTIL, "9-9 9-1 9-4 6-3", "9-6 9-2 8-8 3-3", yard="7-7 7-0 6-5 8-1"),
            "0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9", "1 play 9-2 on 9-9",
            "0 play 9-4 on 9-9", "1 draw"),
        # enforced Chickenlittle: seat 1 is down to one tile and owes the announcement
        run(deal(ENFORCED, "9-9 9-1 9-2 1-1", "9-5 5-3", "9-4 4-4 2-0", yard="8-0 7-0",
                 round_number=1, starter=1), "0 play 9-9", "1 play 9-5 on 9-9"),
        # over: seat 0 went out
        run(deal(RuleSet(), "9-9 9-1", "9-6 8-8"),
            "0 play 9-9", "1 play 9-6 on 9-9", "0 play 9-1 on 9-9"),
    ]


def test_the_moments_are_what_they_say() -> None:
    drew, streak, owed, over = moments()
    assert legal(drew) == ["2 play 6-0 on 9-6", "2 pass"]
    assert streak.draw_streak and legal(streak) == ["1 draw"]
    assert legal(owed) == ["2 play 9-4 on 9-9", "1 announce"] and owed.starter == 1
    assert over.is_over and over.winner == 0


def test_a_draw_streak_shows_only_while_the_seat_to_act_draws_until_a_tile_fits() -> None:
    search = deal(UNTIL.with_changes(missing_double="draw"), "1-2 5-0", "3-4 6-0",
                  yard="9-9 0-2 7-1 8-1")
    run(search, "0 draw", "1 draw")  # drawing for the missing double is no streak
    assert search.phase == "set" and [search.view(s).draw_streak for s in (0, 1)] == [False] * 2
    streak = moments()[1]
    assert [streak.view(s).draw_streak for s in (0, 1)] == [True] * 2
    run(streak, "1 draw", "1 draw", "1 play 6-5 on 9-6")  # 6-5 fits: the streak is over
    assert streak.to_act == 0 and [streak.view(s).draw_streak for s in (0, 1)] == [False] * 2


def test_a_clone_shows_every_seat_the_same_view_and_writes_the_same_record() -> None:
    for state in moments():
        copy = state.clone()
        seats = range(state.seats)
        assert [copy.view(s) for s in seats] == [state.view(s) for s in seats]
        assert record_of(copy) == record_of(state)
        assert (copy.is_over, copy.end, copy.winner) == (state.is_over, state.end, state.winner)


def test_a_state_rebuilt_from_a_view_shows_that_seat_the_same_view() -> None:
    for state in moments():
        for seat in range(state.seats):
            view = state.view(seat)
            again = RoundState.from_view(view, state.hands, list(reversed(state.yard)))
            assert again.view(seat) == view and again.is_over == state.is_over
            if not state.is_over:
                assert (again.end, again.winner) == (None, None)
            if seat == state.to_act:
                assert legal(again) == legal(state)


def test_a_rebuilt_state_plays_on_as_the_round_does() -> None:
    owed = moments()[2]
    again = RoundState.from_view(owed.view(0), owed.hands, list(reversed(owed.yard)))
    for state in (owed, again):
        run(state, "2 play 9-4 on 9-9")
        assert legal(state) == ["0 play 9-1 on 9-9", "0 play 9-2 on 9-9", "0 catch 1",
                                "2 catch 1"]


def test_a_state_rebuilt_from_a_view_keeps_the_yards_reserve_of_its_table() -> None:
    # two seats keep two tiles of the yard undrawn (three seats and more keep one)
    state = run(deal(RuleSet(yard_reserve="auto"), "9-9 9-1", "5-0 8-8", yard="7-0 6-1"),
                "0 play 9-9")
    again = RoundState.from_view(state.view(1), state.hands, list(reversed(state.yard)))
    assert legal(again) == legal(state) == ["1 pass"]
