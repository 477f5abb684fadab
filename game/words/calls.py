"""What is called out at the table: "Chickenlittle!", "Catch Hen!", "Hen: Chicken foot!" (the
call buttons, the banners and the hand-over's offers), and who caught whom."""
from __future__ import annotations

from game.words.names import says

CHICKENLITTLE = "Chickenlittle!"  # the last-tile call, and its button
CATCH = "Catch!"  # the catch button, until it names whom


def announced(name: str) -> str:
    """ "Ana: Chickenlittle!": `name` calls (or may call) their last tile."""
    return f"{name}: {CHICKENLITTLE}"


def catch_call(target: str) -> str:
    """The catch button: "Catch Hen!"."""
    return f"Catch {target}!"


def catch_offer(target: str) -> str:
    """The hand-over's offer: "Catch Hen, who did not say Chickenlittle"."""
    return f"Catch {target}, who did not say Chickenlittle"


def caught(name: str, target: str) -> str:
    """ "Hen caught Ana not announcing!"."""
    return says(name, "caught", f"{target} not announcing!")


def chicken_foot(name: str) -> str:
    """ "Hen: Chicken foot!": `name` laid a double, opening a foot."""
    return f"{name}: Chicken foot!"


def catch_call_by(name: str, target: str) -> str:
    """The catch button when no hand shows, naming who catches: "Cy: catch Hen!"."""
    return f"{name}: catch {target}!"


def catch_offer_by(name: str, target: str) -> str:
    """The hand-over's offer to a person other than the next one: "Cy: catch Hen, who did not
    say Chickenlittle"."""
    return f"{name}: catch {target}, who did not say Chickenlittle"
