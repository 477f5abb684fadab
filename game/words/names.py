"""A seat's name in a sentence, read right for every name: "Hen passes", but "You pass"; and
who plays a seat ("Easy AI").

The default human name is "You": the table, the score sheet and the replays speak to that
player in the second person and of everyone else in the third.
"""
from __future__ import annotations

from typing import Sequence

SECOND_PERSON = "You"
PLAYER_LABELS = {"human": "Human", "phone": "Phone", "easy": "Easy AI", "medium": "Medium AI",
                 "hard": "Hard AI", "expert": "Expert AI"}  # who plays a seat, in words
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


def verb_for(name: str, verb: str) -> str:
    """`verb` (written for he/she: "plays", "catches", "is") as `name` takes it."""
    if name != SECOND_PERSON:
        return verb
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def says(name: str, verb: str, rest: str = "") -> str:
    """ "Hen plays 9-4", "You play 9-4": the name, the verb agreeing with it, the rest."""
    return f"{name} {verb_for(name, verb)}{' ' + rest if rest else ''}"


def possessive(name: str) -> str:
    """ "Hen's", but "your" for the second person (a sentence start capitalises it)."""
    return "your" if name == SECOND_PERSON else f"{name}'s"


def listed(names: Sequence[str]) -> str:
    """ "Ana", "Ana and Hen", "Ana, Bo and Hen"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
