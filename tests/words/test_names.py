"""Sentences agree with the name: the second person for "You", the third for everyone else."""
from game.words.names import possessive, says, verb_for


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
