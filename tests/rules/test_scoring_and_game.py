"""Scores, round ends, sets and deal policies, the game schedule and the winner."""
from __future__ import annotations

import random

import pytest
from rules_scenarios import deal, legal, run, tiles

from game.rules import ConfigError, Game, RuleSet, Tile, full_set, hand_score, set_size
from game.rules.game import shuffle
from game.rules.house_rules import forty_two

CLASSIC = RuleSet()


def test_the_seed_example_hand_scores_65_and_the_double_blank_is_a_house_rule() -> None:
    hand = tiles("5-5 1-0 0-0 3-1")
    assert hand_score(hand) == 65
    assert hand_score(hand, 25) == 40
    assert hand_score([]) == 0


def test_round_scores_count_the_double_blank_per_rule() -> None:
    for blank, expected in ((50, [0, 50 + 3]), (25, [0, 25 + 3])):
        rules = CLASSIC.with_changes(double_blank=blank)
        state = run(deal(rules, "9-9 9-1", "0-0 2-1 9-7"), "0 play 9-9", "1 play 9-7 on 9-9",
                    "0 play 9-1 on 9-9")
        assert (state.end, state.winner, state.scores()) == ("domino", 0, expected)


def test_domino_ends_the_round_at_once() -> None:
    state = run(deal(CLASSIC, "9-9 9-1", "9-3 3-3 2-2", yard="1-1"), "0 play 9-9", "1 play 9-3 on 9-9")
    run(state, "0 play 9-1 on 9-9")
    assert state.is_over and state.phase == "over" and legal(state) == []
    assert state.scores() == [0, 10]


def test_blocked_at_the_end_of_a_turn_when_the_yard_is_dry_and_nobody_can_play() -> None:
    state = deal(CLASSIC, "9-9 8-8 1-0", "9-3 3-3 2-2", yard="7-7")
    run(state, "0 play 9-9", "1 play 9-3 on 9-9")
    assert legal(state) == ["0 draw"]
    run(state, "0 draw")
    assert not state.is_over and legal(state) == ["0 pass"]
    run(state, "0 pass")  # the yard is dry and nobody holds a 9 for the spokes
    assert (state.is_over, state.end, state.winner) == (True, "blocked", None)
    assert state.scores() == [16 + 1 + 14, 6 + 4]


# ---------------------------------------------------------------- sets and deals
@pytest.mark.parametrize("top,count", [(6, 28), (9, 55), (12, 91), (15, 136), (18, 190)])
def test_sets_hold_every_tile_once(top: int, count: int) -> None:
    tiles_ = full_set(top)
    assert len(tiles_) == len(set(tiles_)) == set_size(top) == count
    assert max(t.high for t in tiles_) == top and Tile(top, 0) in tiles_


def test_what_is_no_tile_is_shown_as_written_and_cut_short() -> None:
    """The refusal quotes the text as it was written (not escaped), its first 40 characters,
    and also when it is no text at all."""
    for text, shown in (("９-3", '"９-3"'), ("9" * 50, f'"{"9" * 40}"'), (93, '"93"'),
                        (None, '"None"')):
        with pytest.raises(ValueError) as refused:
            Tile.parse(text)  # type: ignore[arg-type]
        assert str(refused.value).startswith(f"{shown} is not a tile")
    assert str(refused.value).endswith('write it as two numbers like "9-3" '
                                       "(no spaces, no leading zeros)")


def test_the_deal_is_shuffled_as_the_generator_shuffles() -> None:
    """The inlined shuffle of a plain Random draws as Random.shuffle does; a generator of
    another kind shuffles its own way."""
    for seed in range(12):  # (the last swap, of the first two tiles, is a coin toss)
        inlined, reference = full_set(2), full_set(2)
        shuffle(random.Random(seed), inlined)
        random.Random(seed).shuffle(reference)
        assert inlined == reference, seed

    class Reversing(random.Random):
        def shuffle(self, x: list[Tile]) -> None:  # type: ignore[override]
            x.reverse()

    tiles = full_set(6)
    shuffle(Reversing(4), tiles)
    assert tiles == full_set(6)[::-1]


def test_tiles_sort_by_their_index() -> None:
    assert sorted([Tile(9, 3), Tile(0, 0), Tile(3, 3), Tile(9, 2)]) == \
        [Tile(0, 0), Tile(3, 3), Tile(9, 2), Tile(9, 3)]
    assert not Tile(9, 3) < Tile(9, 3) and Tile(9, 2) < Tile(9, 3)


def test_tiles_print_high_first_and_parse_back() -> None:
    assert str(Tile(3, 9)) == "9-3" and Tile.parse("3-9") is Tile(9, 3)
    assert repr(Tile.parse("9-3")) == "Tile(9, 3)" and Tile.parse("18-0") is Tile(18, 0)
    with pytest.raises(ValueError, match="19-0 is not a domino"):
        Tile.parse("19-0")
    for text in ("10-x", "9", "9-3-1", "", " 9-3 ", "09-03", "9-3\n", "9 - 3", "９-3",
                 "+9-3", "9-03", "100-0"):
        with pytest.raises(ValueError, match="is not a tile; write it as two numbers like"):
            Tile.parse(text)


def test_hands_from_one_tile_to_the_whole_set_are_dealt_and_no_more() -> None:
    assert RuleSet(hand_size=1).hand_tiles(2) == 1
    with pytest.raises(ConfigError, match="each player needs at least 1 tile, found 0"):
        RuleSet(hand_size=0).hand_tiles(2)
    assert RuleSet(set=6, hand_size=14).hand_tiles(2) == 14  # all 28 tiles
    with pytest.raises(ConfigError, match="2 hands of 14 need 28 tiles, but a double-6 set "
                                          "has only 27 to deal"):
        RuleSet(set=6, hand_size=14, start="placed").hand_tiles(2)  # one is placed first


def test_forty_two_over_seats_rounds_to_nearest() -> None:
    assert [forty_two(n) for n in range(2, 9)] == [21, 14, 11, 8, 7, 6, 5]


@pytest.mark.parametrize("policy,top,expected", [
    ("table", 9, {2: 20, 3: 14, 4: 11, 5: 9, 6: 7}),
    ("table", 12, {4: 18, 5: 14, 6: 12, 7: 10, 8: 9}),
    ("small", 6, {2: 5, 3: 5}),
    ("small", 9, {2: 12, 3: 11, 4: 10}),
    ("basic", 9, {2: 9, 3: 7, 4: 7}),
    ("42", 12, {2: 21, 3: 14, 4: 11, 5: 8, 6: 7, 7: 6, 8: 5}),
    (7, 18, {n: 7 for n in range(2, 9)}),
])
def test_hand_size_policies(policy: object, top: int, expected: dict[int, int]) -> None:
    rules = RuleSet(set=top, hand_size=policy)  # type: ignore[arg-type]
    assert {n: rules.hand_tiles(n) for n in range(2, 9) if n in expected} == expected
    game = Game(rules, min(expected), random.Random(1))
    state = game.next_round()
    dealt = [len(h) for h in state.hands]
    assert dealt == [expected[min(expected)]] * min(expected)


@pytest.mark.parametrize("rules,seats,message", [
    (RuleSet(set=9, hand_size="table"), 7,
     ('rules.hand_size: the "table" hand table has no entry for 7 players with a double-9 set '
      "(it covers double-9 with 2-6 players, double-12 with 4-8 players)")),
    (RuleSet(set=6, hand_size="table"), 2,
     'rules.hand_size: the "table" hand table has no entry for 2 players with a double-6 set'),
    (RuleSet(set=12, hand_size="basic"), 3,
     'rules.hand_size: the "basic" hand table has no entry for 3 players with a double-12 set'),
    (RuleSet(set=6, hand_size=8), 4,
     "rules.hand_size: 4 hands of 8 need 32 tiles, but a double-6 set has only 28 to deal"),
    (RuleSet(set=6, hand_size=14, start="placed"), 2,
     "rules.hand_size: 2 hands of 14 need 28 tiles, but a double-6 set has only 27 to deal"),
    (RuleSet(set=9, hand_size=0), 2, "rules.hand_size: each player needs at least 1 tile, found 0"),
    (RuleSet(), 1, "seats: expected 2 to 8 players, found 1"),
    (RuleSet(), 9, "seats: expected 2 to 8 players, found 9"),
])
def test_impossible_tables_are_refused_before_any_deal(rules: RuleSet, seats: int, message: str) -> None:
    rng = random.Random(3)
    before = rng.getstate()
    with pytest.raises(ConfigError) as err:
        Game(rules, seats, rng)
    assert str(err.value).startswith(message)
    assert rng.getstate() == before


@pytest.mark.parametrize("seats", range(2, 9))
def test_two_to_eight_seats_deal_with_the_42_rule_on_double_12(seats: int) -> None:
    game = Game(RuleSet(set=12, hand_size="42"), seats, random.Random(seats))
    state = game.next_round()
    everything = [t for h in state.hands for t in h] + state.yard
    assert sorted(everything) == full_set(12)
    assert all(len(h) == forty_two(seats) for h in state.hands)


# ---------------------------------------------------------------- the schedule
@pytest.mark.parametrize("top,rounds", [(6, 7), (9, 10), (12, 13), (15, 16)])
def test_a_game_has_n_plus_one_rounds_from_the_double_n_down(top: int, rounds: int) -> None:
    rules = RuleSet(set=top)
    assert rules.rounds_in_game() == rounds
    assert [rules.round_double(r) for r in range(1, rounds + 1)] == list(range(top, -1, -1))


def test_long_game_continues_from_1_1_up_to_n_n() -> None:
    rules = RuleSet(set=6, game_end="long")
    assert rules.rounds_in_game() == 13
    assert [rules.round_double(r) for r in range(1, 14)] == [6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6]


def test_target_game_cycles_the_doubles_until_someone_reaches_the_target() -> None:
    rules = RuleSet(set=6, game_end="target", target_score=100, hand_size="small")
    assert rules.rounds_in_game() is None
    assert [rules.round_double(r) for r in range(1, 10)] == [6, 5, 4, 3, 2, 1, 0, 6, 5]
    for seed in range(3):
        game = play_game(rules, 3, seed=seed)
        totals = running_totals(game)
        assert max(totals[-1]) >= 100 and all(max(t) < 100 for t in totals[:-1])
        assert game.rounds_planned is None and game.round_number == len(totals)
        best = min(game.totals)
        assert all(game.totals[w] == best for w in game.winners())


def running_totals(game: Game) -> list[list[int]]:
    out, totals = [], [0] * game.seats
    for scores in game.round_scores:
        totals = [a + b for a, b in zip(totals, scores)]
        out.append(totals)
    return out


def play_game(rules: RuleSet, seats: int, seed: int) -> Game:
    """A whole game of random legal actions."""
    rng = random.Random(seed)
    game = Game(rules, seats, rng)
    while not game.is_over:
        state = game.next_round()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        game.finish_round(state)
    return game


def test_a_rounds_game_plays_its_schedule_and_sums_the_scores() -> None:
    rules = RuleSet(set=6, hand_size="small")
    game = play_game(rules, 3, seed=11)
    assert game.round_number == 7 and len(game.round_scores) == 7 and len(game.records) == 7
    assert game.totals == [sum(s[i] for s in game.round_scores) for i in range(3)]
    assert game.zero_rounds == [sum(1 for s in game.round_scores if s[i] == 0) for i in range(3)]
    assert [r["round"] for r in game.records] == list(range(1, 8))


def test_finish_round_refuses_an_unfinished_round() -> None:
    game = Game(RuleSet(), 4, random.Random(0))
    with pytest.raises(ValueError) as refused:
        game.finish_round(game.next_round())
    assert str(refused.value) == "the round is not over yet" and game.records == []


def test_a_finished_rounds_record_names_the_games_preset() -> None:
    rng = random.Random(5)
    game = Game(RuleSet(set=6, hand_size="small"), 2, rng, preset="family")
    state = game.next_round()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    game.finish_round(state)
    assert game.records[0]["rules"]["preset"] == "family"  # type: ignore[index]


def test_tie_break_most_zero_rounds_then_shared() -> None:
    game = Game(RuleSet(), 3, random.Random(0))
    game.totals, game.zero_rounds = [40, 40, 90], [1, 2, 0]
    assert game.winners() == [1] and game.standings() == [1, 0, 2] and game.tie_break_used()
    game.totals, game.zero_rounds = [40, 40, 90], [2, 2, 0]
    assert game.winners() == [0, 1]
    game.totals, game.zero_rounds = [30, 40, 90], [0, 3, 0]
    assert game.winners() == [0] and not game.tie_break_used()


def test_a_long_game_deals_the_doubles_down_then_back_up() -> None:
    rules = RuleSet(set=6, game_end="long", hand_size="small")
    rng = random.Random(2)
    game = Game(rules, 3, rng)
    doubles = []
    while not game.is_over:
        state = game.next_round()
        doubles.append(state.round_double.high)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        game.finish_round(state)
    assert doubles == [6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6]
    assert game.rounds_planned == 13 and len(game.round_scores) == 13
