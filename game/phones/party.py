"""A party: people on phones, people at the screen and computer players at one table.

`chickenfoot party --seats "Ana:phone,Bo:phone,Cy:screen,Chick:medium"` (game/cli/parser.py
reads the seats) deals a match with those seats (game.matches.party_match); the window's launch starts the
phone server for its phone seats (`start_phones`), which also writes each phone seat's link to
the --links file, as JSON ({"Ana": "http://..."}), once the server listens.
"""
from __future__ import annotations

import json
import os
import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from game.match import Match
from game.seats import Seat
from game.store.atomic import write_atomic

if TYPE_CHECKING:
    from game.phones.server import PhoneServer

PARTY_KINDS = ("phone", "screen")  # besides the AI tiers: who plays a seat, as --seats says
SEAT_KIND = {"phone": "phone", "screen": "human"}  # the --seats word -> Seat.player


def start_phones(match: Match, *, host: Optional[str] = None, port: Optional[int] = None,
                 links_file: Optional[str | os.PathLike[str]] = None,
                 nudge: Callable[[], None] = lambda: None) -> PhoneServer:
    """Start the phone server for the match's phone seats and write the links file.

    `host`: the address to listen on (default: the match's own, the one asked for when it
    started, else this computer's on its network); `port`: the one asked for (default: the
    match's own, DEFAULT_PORT for a new game, the port its links named for a continued one; 0:
    any). When that port is in use the server takes another (its `port_note` says so) and the
    match keeps the new one, and the host asked for, so the autosave's links are the ones the
    phones have. OSError when nothing can listen; the links file is written atomically
    (game/store/atomic.py) once the server listens. `nudge`: the server calls it (in its
    thread) when a phone asks for something.
    """
    from game.phones.server import PhoneServer

    keys = match.phone_keys
    host = keys.host if host is None else host
    phones = {i: seat.name for i, seat in enumerate(match.seats) if seat.on_phone}
    server = PhoneServer(phones, keys.secrets, host=host,
                         port=keys.port if port is None else port, nudge=nudge)
    server.start()
    if (server.port, host) != (keys.port, keys.host):
        match.phone_keys = replace(keys, port=server.port, host=host)
    if links_file is not None:
        try:
            write_links(links_file, match, server)
        except OSError:
            server.close()
            raise
    return server


def links_by_name(match: Match, server: PhoneServer) -> dict[str, str]:
    """Each phone seat's link, by the seat's name."""
    return {match.seats[seat].name: link for seat, link in sorted(server.links.items())}


def write_links(path: str | os.PathLike[str], match: Match, server: PhoneServer) -> None:
    """The links file: {"Ana": "http://HOST:PORT/s/SECRET", ...}, written in one step."""
    write_atomic(path, json.dumps(links_by_name(match, server), indent=1,
                                  ensure_ascii=False) + "\n")
