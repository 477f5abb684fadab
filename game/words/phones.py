"""What the big screen says of the phone seats: a phone away on its seat's turn, a second phone
asking for a seat, a seat played here instead."""
from __future__ import annotations

from game.words.names import possessive


def phone_away(name: str, joined: bool = True) -> str:
    """ "Ana's phone is away", or, one that never `joined`, "Ana's phone has not joined"."""
    whose = f"{possessive(name)[:1].upper()}{possessive(name)[1:]}"
    return f"{whose} phone is away" if joined else f"{whose} phone has not joined"


def turn_of(name: str, joined: bool = True) -> str:
    """What the table waits for while a phone is away (or has never `joined`: J shows its
    code)."""
    wait = "to come back" if joined else "to join (J shows its code)"
    return (f"It is {possessive(name)} turn. Wait for the phone {wait}, play the turn here on "
            "the screen, or let a computer play it.")


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
