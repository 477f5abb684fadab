"""What the big screen says of the phone seats: a phone away on its seat's turn, a second phone
asking for a seat, a seat played here instead."""
from __future__ import annotations

from game.words.names import possessive


def phone_away(name: str) -> str:
    """ "Ana's phone is away"."""
    return f"{possessive(name)[:1].upper()}{possessive(name)[1:]} phone is away"


def turn_of(name: str) -> str:
    """What the table waits for while a phone is away."""
    return (f"It is {possessive(name)} turn. Wait for the phone to come back, play the turn "
            "here on the screen, or let a computer play it.")


def second_phone(name: str) -> str:
    """ "Another phone asks for Ana's seat"."""
    return f"Another phone asks for {possessive(name)} seat"


def second_phone_words(name: str) -> str:
    """Why it asks: the link was opened again, on a new phone or the same one."""
    return (f"{possessive(name)[:1].upper()}{possessive(name)[1:]} link was opened on a second "
            "phone. Only one phone can play a seat.")


def cannot_join(problem: str) -> str:
    """The phones cannot join: their turns are played here."""
    return f"{problem}: the phone seats' turns are played here on the screen"
