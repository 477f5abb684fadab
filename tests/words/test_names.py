"""Sentences agree with the name: the second person for "You", the third for everyone else."""
from game.words.names import possessive, says, verb_for
from game.words.numbers import counted


def test_every_verb_the_game_uses_agrees_with_you_and_with_a_name() -> None:
    cases = {"plays": "play", "sets": "set", "draws": "draw", "passes": "pass",
             "catches": "catch", "wins": "win", "is": "are", "has": "have", "goes": "go",
             "announces": "announce", "lays": "lay", "misses": "miss"}
    for third, second in cases.items():
        assert verb_for("You", third) == second
        assert verb_for("Hen", third) == third


def test_whole_sentences() -> None:
    assert says("You", "sets", "9-9") == "You set 9-9"
    assert says("Rooster", "sets", "9-9") == "Rooster sets 9-9"
    assert says("You", "is", "out") == "You are out"
    assert says("You", "wins") == "You win" and says("Hen", "wins") == "Hen wins"
    assert possessive("You") == "your" and possessive("Hen") == "Hen's"
    assert says("Youssef", "passes") == "Youssef passes"


def test_counting_in_words() -> None:
    assert counted(1, "point") == "1 point" and counted(0, "point") == "0 points"
    assert counted(3, "toe") == "3 toes" and counted(2, "match", "matches") == "2 matches"
