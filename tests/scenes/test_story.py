"""The hand-over's story (game/scenes/play/story.py) over real rounds of random legal play: it is the
move log's sentences from the person's last turn on, with each closed foot said, who has one
tile left, and never the tile another seat drew."""
import random
import re

from game.match import Match
from game.rules import RuleSet
from game.rules.actions import Draw, Pass, Play
from game.rules.barnyard import TOE
from game.scenes.play.move_log import round_sentences
from game.scenes.play.story import drawn_this_turn, last_tiles, since_turn, told
from game.rules.tiles import Tile
from game.seats import Seat
from game.words.moves import no_fit

NAMES = ["Ana", "Bo", "Hen"]
TILE = re.compile(r"\b\d+-\d+\b")


def _moments(count=15, seed=3):
    """(state, history length) at every step of finished rounds of random legal play."""
    rng = random.Random(seed)
    rules = RuleSet(chickenlittle="enforced")
    for n in range(count):
        match = Match(rules, [Seat(name) for name in NAMES], seed=n)
        state = match.start_round()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
            yield state.clone()


def test_the_story_is_the_log_from_the_person_s_last_turn_with_closed_feet_and_last_tiles():
    closed = 0
    for state in _moments():
        log = round_sentences(state, NAMES)
        every = [line for _, line in told(state, NAMES, closed=True)]
        assert [line for line in every if not line.endswith("is closed")] == log
        closed += sum(line.endswith("is closed") for line in every)
        for seat in range(len(NAMES)):
            story = since_turn(state, NAMES, seat)
            tail = last_tiles(state, NAMES)
            assert story[len(story) - len(tail):] == tail
            told_part = story[:len(story) - len(tail)]
            if told_part:
                assert every[-len(told_part):] == told_part
            for line in told_part:
                if "draws" in line:
                    assert not TILE.search(line)  # never which tile was drawn
    assert closed > 0


def test_a_closed_foot_is_said_once_its_third_toe_is_laid():
    for state in _moments():
        toes = {}
        for placed in state.barnyard:
            if placed.role == TOE:
                toes[placed.on] = toes.get(placed.on, 0) + 1
        said = {line.split()[3] for _, line in told(state, NAMES, closed=True)
                if line.endswith("is closed")}
        assert said == {str(hub) for hub, count in toes.items() if count == 3}


def test_the_story_starts_after_the_person_s_last_turn():
    for state in _moments(5):
        for seat in range(len(NAMES)):
            turns = [i for i, a in enumerate(state.history)
                     if a.seat == seat and isinstance(a, (Play, Draw, Pass))]
            start = turns[-1] + 1 if turns else 0
            expected = [line for i, line in told(state, NAMES, closed=True) if i >= start]
            assert since_turn(state, NAMES, seat) == expected + last_tiles(state, NAMES)


def test_what_the_table_drew_for_a_person_is_told_in_their_words():
    assert no_fit([Tile.parse("7-6")]) == "You drew 7-6: it fits nowhere, so you pass"
    assert no_fit([Tile.parse("7-6"), Tile.parse("5-2"), Tile.parse("4-4")]) == \
        "You drew 7-6, 5-2 and 4-4: none of them fits, so you pass"
    assert no_fit([]).endswith("so you pass")
    for state in _moments(5):
        if state.has_drawn and not state.is_over:
            seat = state.to_act
            assert drawn_this_turn(state, seat)[-1] == state.drawn
