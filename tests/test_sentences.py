"""Sentences agree with the name: the second person for "You", the third for everyone else."""
from game.words.names import name_seats, possessive, says, verb_for


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


def test_the_rules_seats_read_as_names_with_the_words_agreeing() -> None:
    names = ["You", "Hen"]
    assert name_seats("it is seat 1's turn, not seat 0's", names) == "it is Hen's turn, not yours"
    assert name_seats("it is seat 0's turn, not seat 1's", names) == "it is your turn, not Hen's"
    assert name_seats("seat 0 has 3 tiles; seat 1 has 2", names) == "you have 3 tiles; Hen has 2"
    assert name_seats("seat 0 catches seat 1", names) == "you catch Hen"
    assert name_seats("seat 0 catches seat 1", ["Ana", "Hen"]) == "Ana catches Hen"
    assert name_seats("too late: seat 0 had to announce", names) == "too late: you had to announce"
    assert name_seats("there is no seat 7 to catch", names) == "there is no seat 7 to catch"
