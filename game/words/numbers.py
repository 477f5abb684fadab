"""Counting in words: "1 point", "3 points", "no tiles"."""
from __future__ import annotations

from typing import Optional


def counted(count: int, noun: str, plural: Optional[str] = None) -> str:
    """`count` and the noun agreeing with it: "1 point", "0 points", "3 toes"; `plural` for a
    noun that does not just take an s ("1 match", plural="matches")."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
