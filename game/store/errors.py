"""The one base of every error the store raises: a file that cannot be used as it is.

Messages read "FILE: key: expected X, found Y" (the key left out when the whole file is wrong).
"""
from __future__ import annotations


class StoreError(Exception):
    """A file the game keeps or reads that cannot be used; the message names it and the fault."""
