"""Each phone seat's link and the secret in it, made once per game and kept with the game.

A seat's link is ``http://HOST:PORT/s/SECRET``; the secret (SECRET_BYTES random bytes, URL-safe
base64) is the only key to that seat: the server shows and accepts nothing without it. The
secrets, the port and the address asked for (``--host``) are saved with the game
(game/store/save.py, key ``phones``), so a game killed and continued lets the same links in
again, while a new game makes new ones. Pure Python: no pygame, no aiohttp.
"""
from __future__ import annotations

import ipaddress
import re
import secrets
from dataclasses import dataclass, field
from typing import Mapping, Optional, Sequence

from game.rules.refusals import expected
from game.seats import Seat

DEFAULT_PORT = 8765  # the port asked for first, so a continued game's links stay the same
SECRET_BYTES = 24    # 192 bits (at least 128 are asked for)
MIN_SECRET_CHARS = 22  # 16 bytes: the least a saved secret may hold
_SECRET = re.compile(r"[A-Za-z0-9_-]{22,86}\Z")


@dataclass(frozen=True)
class PhoneKeys:
    """The secrets of a game's phone seats (seat -> secret), the port their links name and the
    address the server was asked to listen on (None: this computer's on its network)."""

    secrets: Mapping[int, str] = field(default_factory=dict)
    port: int = DEFAULT_PORT
    host: Optional[str] = None


def new_keys(seats: Sequence[Seat], port: int = DEFAULT_PORT) -> PhoneKeys:
    """A fresh secret for every phone seat (none for the others)."""
    return PhoneKeys({i: secrets.token_urlsafe(SECRET_BYTES)
                      for i, seat in enumerate(seats) if seat.on_phone}, port)


def seat_link(host: str, port: int, secret: str) -> str:
    """The address a phone opens for its seat."""
    return f"http://{host}:{port}/s/{secret}"


def keys_document(keys: PhoneKeys) -> dict[str, object]:
    """The keys as a save document's ``phones`` table (``host`` only when one was asked for)."""
    document: dict[str, object] = {"port": keys.port, "secrets": {
        str(seat): secret for seat, secret in sorted(keys.secrets.items())}}
    if keys.host is not None:
        document["host"] = keys.host
    return document


def keys_from_document(value: object, seats: Sequence[Seat]) -> PhoneKeys:
    """The keys a save's ``phones`` table holds: a port, one secret for each phone seat (and
    none for another seat) and, optionally, the host (an IP address; an older save has none);
    ValueError naming the key, what was expected and what was found."""
    if not isinstance(value, dict) or not {"port", "secrets"} <= set(value) <= {
            "port", "secrets", "host"}:
        raise ValueError(f"phones: {expected('a table with port and secrets', value)}")
    host = value.get("host")
    if host is not None:
        try:
            host = str(ipaddress.ip_address(host if isinstance(host, str) else ""))
        except ValueError:
            raise ValueError(f"phones.host: {expected('an IP address', host)}") from None
    port = value["port"]
    if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
        raise ValueError(f"phones.port: {expected('a port from 0 to 65535', port)}")
    table = value["secrets"]
    phone_seats = [i for i, seat in enumerate(seats) if seat.on_phone]
    wanted = f"a secret for each phone seat ({', '.join(map(str, phone_seats)) or 'none'})"
    if not isinstance(table, dict) or sorted(table) != sorted(map(str, phone_seats)):
        raise ValueError(f"phones.secrets: {expected(wanted, table)}")
    for seat, secret in table.items():
        if not isinstance(secret, str) or not _SECRET.match(secret):
            raise ValueError(f"phones.secrets.{seat}: "
                             f"{expected('a URL-safe secret of 22 to 86 characters', secret)}")
    return PhoneKeys({int(seat): secret for seat, secret in table.items()}, port, host)
