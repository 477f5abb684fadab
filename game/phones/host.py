"""The phone server of the game being played: started when a game with phone seats comes to the
table (a continued game asks for the address and port its links name, so the same links let the
same phones in again), kept from round to round, and closed when the game is left for another or
for the menu, or when the window closes. Nothing listens while no game with phone seats is open.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable, Optional

from game.match import Match

if TYPE_CHECKING:
    from game.phones.server import PhoneServer


class PhoneHost:
    """At most one phone server, for one match."""

    def __init__(self, nudge: Callable[[], None] = lambda: None) -> None:
        """`nudge`: called from the server's thread when a phone asks for something (the main
        loop then takes it at once: App.idle)."""
        self.nudge = nudge
        self.server: Optional[PhoneServer] = None
        self.match: Optional[Match] = None
        self.host: Optional[str] = None  # the address to listen on (--host; None: the match's)
        self.port: Optional[int] = None  # the port asked for (--port; None: the match's own)
        self.links_file: Optional[str | os.PathLike[str]] = None  # --links: written on start
        self.problem: Optional[str] = None  # why the last start failed, for the table to say

    def serve(self, match: Match) -> Optional[PhoneServer]:
        """The server of `match` (started now if it is not running for it), or None: the
        match has no phone seats (a server of another match is closed) or nothing can listen
        (`problem` says why)."""
        if match is self.match and self.server is not None:
            return self.server
        self.close()
        if not any(seat.on_phone for seat in match.seats):
            return None
        from game.phones.party import start_phones  # (aiohttp: only for a game with phones)

        try:
            self.server = start_phones(match, host=self.host, port=self.port,
                                       links_file=self.links_file, nudge=self.nudge)
        except OSError as error:
            self.problem = f"The phones cannot join: nothing can listen ({error.strerror or error})"
            return None
        self.match, self.problem = match, None
        return self.server

    def hold(self) -> None:
        """A frame is being made: what the server sends waits for `release` (PhoneServer.hold)."""
        if self.server is not None:
            self.server.hold()

    def release(self) -> None:
        """The frame is made: what waited goes out (PhoneServer.release)."""
        if self.server is not None:
            self.server.release()

    def close(self) -> None:
        """Stop the server, if one runs (each phone is told the game has closed)."""
        if self.server is not None:
            self.server.close()
        self.server = self.match = None
