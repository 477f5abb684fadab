"""What the table says out loud: banners across the barnyard ("Chicken foot!", "Domino!") and
the toast at its foot, or clear of the tiles when they lie there (a refused move's reason, a
pass, a catch)."""
from __future__ import annotations

import re
from typing import Callable, Optional

import pygame

from game.match import Match
from game.render.effects import Banner
from game.render.widgets import Toast
from game.scenes.table_view import TableGeometry
from game.sentences import name_seats

TOAST_SECONDS = 2.6
OUTDATED_FADE = 0.4  # seconds a refusal takes to fade once the table has moved on
FILE_NOTE = re.compile(r" \(house rule: [^)]*\)")


class Callouts:
    """Banners and the toast, aged each frame and drawn over everything else at the table."""

    def __init__(self, match: Match) -> None:
        self.match = match  # its seats' names: the rules' "seat 2" reads as the name
        self.banners: list[Banner] = []
        self.toast: "Toast | None" = None
        self.said_at: Optional[tuple[int, int]] = None  # the table's moment (`_moment`)
        self.refusal = False  # the toast refuses a move: it is outdated once anybody acts
        self.waiting = False  # a tile is still flying in: banners wait until it has landed

    def shout(self, banner: Banner) -> None:
        """A banner across the barnyard."""
        self.banners.append(banner)

    def say(self, message: str, tone: str = "info", refusal: bool = False) -> None:
        """A toast ("seat 2" becomes that seat's name; the first letter a capital; the rules'
        notes for rules files, "(house rule: must_play)", left out: a screen never shows a
        key). A `refusal` (of a move, a draw, a pass...) fades as soon as anybody acts."""
        message = name_seats(FILE_NOTE.sub("", message), [seat.name for seat in self.match.seats])
        self.toast = Toast(message[:1].upper() + message[1:], TOAST_SECONDS, tone)
        self.said_at = self._moment()
        self.refusal = refusal

    def _moment(self) -> Optional[tuple[int, int]]:
        """The round and how many actions it has seen: a new one once anybody acts."""
        state = self.match.state
        return None if state is None else (self.match.game.round_number, len(state.history))

    def wait(self, landing: bool) -> None:
        """While a tile is `landing` in the barnyard, banners neither show nor age: the tile
        that goes out is seen landing before "Domino!"."""
        self.waiting = landing

    def update(self, dt: float) -> None:
        """Age the banners (unless waiting for a tile to land) and the toast; forget those
        done. A refusal fades out as soon as anybody acts: it was about the moment before."""
        for banner in [] if self.waiting else self.banners:
            banner.update(dt)
        self.banners = [b for b in self.banners if not b.done]
        if self.toast is not None:
            if self.refusal and self._moment() != self.said_at:
                # Outdated ("it is Hen's turn" once it is not, "draw first" once you have).
                self.toast.age = max(self.toast.age, self.toast.seconds - OUTDATED_FADE)
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None

    def hurry(self) -> None:
        """Fast-forward: every banner starts fading."""
        for banner in self.banners:
            banner.elapsed = max(banner.elapsed, banner.duration * 0.7)

    def draw(self, surface: pygame.Surface, geometry: TableGeometry,
             place: Callable[[tuple[int, int]], pygame.Rect]) -> None:
        """The last two banners across the barnyard; the toast where `place` puts a card of
        its size (at the barnyard's foot, unless tiles lie there)."""
        g = geometry
        centre = g.barnyard_rect.center
        for i, banner in enumerate([] if self.waiting else self.banners[-2:]):
            y = g.barnyard_rect.top + round((40 + 56 * i) * g.scale)
            banner.draw(surface, (centre[0], y), round(46 * g.scale))
        if self.toast is not None:
            spot = place(self.toast.size(surface.get_size(), g.print_scale))
            self.toast.draw(surface, spot.center, g.print_scale)
