"""What the table says out loud: banners across the barnyard ("Chicken foot!", "Domino!") and
the toast at its foot (a refused move's reason, a pass, a catch), and a note over the hand for
what the table did for the player there ("No tile fits: you pass"). Each is placed on the frame's
floor (game/render/placement.py): over the felt, never over a tile, a plate or the status line;
a banner with no room at its size tries smaller ones."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from game.match import Match
from game.render.effects import Banner
from game.render.placement import Card, Floor
from game.render.widgets.toast import TableToast, Toast
from game.rules.explain import Refusal
from game.scenes.play.floating import BANNER_SIZES, banner_anchor, banner_size
from game.scenes.play.geometry import TableGeometry
from game.words.refusals import refusal_sentence

TOAST_SECONDS = 2.6
OUTDATED_FADE = 0.4  # seconds a refusal takes to fade once the table has moved on


class Callouts:
    """Banners and the toast, aged each frame and drawn over everything else at the table."""

    def __init__(self, match: Match) -> None:
        self.match = match  # its seats' names: a refusal names them
        self.banners: list[Banner] = []
        self.toast: "Toast | None" = None
        self.outdated = False  # the table changed since the toast was said
        self.refusal = False  # the toast refuses a move: it is outdated once anybody acts
        self.waiting = False  # a tile is still flying in: banners wait until it has landed
        # banners' centres and sizes (None: no room this frame)
        self.spots: list[Optional[tuple[tuple[float, float], int]]] = []
        self.toast_at: Optional[pygame.Rect] = None  # where this frame's toast goes
        self.hand_note: Optional[TableToast] = None  # said over the hand, where the eye is
        self.note_until_moved = False  # the note goes as soon as anybody acts
        self.note_outdated = False  # ... and somebody has
        self.hand_note_at: Optional[pygame.Rect] = None  # where this frame's note goes
        self.geometry: Optional[TableGeometry] = None  # the table's arrangement (`place`)

    @property
    def rect(self) -> pygame.Rect:
        """Where this frame's toast and note over the hand went, and the barnyard while a
        banner crosses it (empty: nothing said)."""
        rects = [r for r in (self.toast_at if self.toast is not None else None,
                             self.hand_note_at if self.hand_note is not None else None)
                 if r is not None]
        if self.shown() and self.geometry is not None:
            rects.append(self.geometry.barnyard_rect)
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement of the table."""
        self.geometry = geometry

    def handle(self, event: pygame.event.Event) -> bool:
        """Banners and toasts only show: they take no input."""
        return False

    def shout(self, banner: Banner) -> None:
        """A banner across the barnyard."""
        self.banners.append(banner)

    def say(self, message: str, tone: str = "info", refusal: bool = False) -> None:
        """A toast (the first letter a capital). A `refusal` (of a move, a draw, a pass...)
        fades as soon as anybody acts."""
        self.toast = TableToast(message[:1].upper() + message[1:], TOAST_SECONDS, tone)
        self.outdated = False
        self.refusal = refusal

    def refuse(self, refusal: Refusal) -> None:
        """Say why the rules refuse a move, naming the seats (game.words.refusals)."""
        names = [seat.name for seat in self.match.seats]
        self.say(refusal_sentence(refusal, names), "error", refusal=True)

    def round_over(self) -> None:
        """The round's end says what happened: the toast and the banners (the last play's
        "Chicken foot!" too) go."""
        self.toast = None
        self.banners.clear()

    def near_hand(self, message: str, seconds: float = TOAST_SECONDS,
                  until_moved: bool = False) -> None:
        """Say what the table did for the player where they are looking: just over their
        hand (instead of the toast at the barnyard's foot, unless that says a problem); a note
        said `until_moved` (a hint) goes as soon as anybody acts."""
        self.hand_note = TableToast(message, seconds, "info")
        self.note_until_moved, self.note_outdated = until_moved, False
        if self.toast is not None and self.toast.tone == "info":
            self.toast = None

    def moved(self, change: object) -> None:
        """The table changed: a refusal (or a note said until then) is out of date."""
        self.outdated = self.note_outdated = True

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
            if self.refusal and self.outdated:
                # Outdated ("it is Hen's turn" once it is not, "draw first" once you have).
                self.toast.age = max(self.toast.age, self.toast.seconds - OUTDATED_FADE)
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None
        if self.hand_note is not None:
            self.hand_note.update(dt)
            if self.hand_note.done or (self.note_until_moved and self.note_outdated):
                self.hand_note = None

    def hurry(self) -> None:
        """Fast-forward: every banner starts fading."""
        for banner in self.banners:
            banner.elapsed = max(banner.elapsed, banner.duration * 0.7)

    def place_floating(self, floor: Floor, place_toast: Callable[
            [Sequence[tuple[int, int]]], Optional[pygame.Rect]]) -> None:
        """This frame's spots: each banner shown where the `floor` finds it room nearest its
        place across the barnyard (smaller if it must), then the toast where `place_toast`
        puts a card of the first of its sizes with room (on one line, else on two or three).
        What finds no room at any size is not shown this frame, rather than cover a tile."""
        g = self.geometry
        assert g is not None  # (placed with the table)
        self.hand_note_at = None
        note = self.hand_note
        if note is not None:  # first: it belongs just over the hand (on two or three lines
            sizes = note.line_sizes(g.size, g.print_scale)  # where one finds no room
            w, h = sizes[0]  # among the tiles)
            spot = floor.place_free(Card("hand note", (w, h), (
                g.hand_rect.centerx, g.hand_rect.top - h / 2 - 4 * g.scale)), sizes[1:])
            if spot is not None:
                x0, y0, x1, y1 = spot.rect
                self.hand_note_at = at = pygame.Rect(round(x0), round(y0), round(x1 - x0),
                                                     round(y1 - y0))
                note.lines = _lines_of(sizes, at)
        self.spots = [self._banner_spot(banner, floor, banner_anchor(g, i), g.scale,
                                        g.size[0], i)
                      for i, banner in enumerate(self.shown())]
        toast = self.toast
        if toast is None:
            self.toast_at = None
            return
        sizes = toast.line_sizes(g.size, g.print_scale) if isinstance(toast, TableToast) \
            else [toast.size(g.size, g.print_scale)]
        self.toast_at = place_toast(sizes)
        if isinstance(toast, TableToast) and self.toast_at is not None:
            toast.lines = _lines_of(sizes, self.toast_at)

    def shown(self) -> list[Banner]:
        """The banners shown now: the last two, unless a tile is still landing."""
        return [] if self.waiting else self.banners[-2:]

    def draw(self, surface: pygame.Surface, geometry: Optional[TableGeometry] = None,
             place: Optional[Callable[[tuple[int, int]], pygame.Rect]] = None) -> None:
        """The banners shown, where `place_floating` (this frame's) put them (else at their
        places); the toast where `place` puts a card of its size, else where `place_floating`
        did. `geometry`: the table's arrangement, else the one it was placed in."""
        g = geometry if geometry is not None else self.geometry
        assert g is not None
        for i, banner in enumerate(self.shown()):
            placed = self.spots[i] if i < len(self.spots) else \
                (banner_anchor(g, i), round(BANNER_SIZES[0] * g.scale))
            if placed is not None:  # (None: no room for it this frame)
                banner.draw(surface, *placed)
        if self.toast is not None:
            spot = self.toast_at if place is None else place(
                self.toast.size(surface.get_size(), g.print_scale))
            if spot is not None:
                self.toast.draw(surface, spot.center, g.print_scale)
        if self.hand_note is not None and self.hand_note_at is not None:
            self.hand_note.draw(surface, self.hand_note_at.center, g.print_scale)

    @staticmethod
    def _banner_spot(banner: Banner, floor: Floor, anchor: tuple[float, float], scale: float,
                     width: int, index: int) -> Optional[tuple[tuple[float, float], int]]:
        """Where a banner goes on `floor` and its size: the largest of BANNER_SIZES with room
        nearest `anchor` (None: no room at any). The smaller sizes are drawn to be measured
        only where the largest finds no room (each is a title's render: a new banner's frame
        is a play's)."""
        sizes = [round(px * scale) for px in BANNER_SIZES]
        name = f"banner {index}"
        cards = [banner_size(banner.message, sizes[0], width, banner.colour)]
        room = floor.choose(name, cards[0], anchor, False)  # (placing nothing)
        if room is None or room[2] - room[0] + 0.5 < cards[0][0]:  # none, or cut narrower
            cards += [banner_size(banner.message, px, width, banner.colour) for px in sizes[1:]]
        spot = floor.place_free(Card(name, cards[0], anchor), cards[1:])
        if spot is None:
            return None
        x0, y0, x1, y1 = spot.rect
        w = x1 - x0
        shown = next((px for px, card in zip(sizes, cards) if card[0] <= w + 0.5), sizes[-1])
        return ((x0 + x1) / 2, (y0 + y1) / 2), shown


def _lines_of(sizes: Sequence[tuple[int, int]], at: pygame.Rect) -> int:
    """On how many lines a card placed at `at` is, its `sizes` on 1, 2, 3... lines (`at` in
    whole pixels: a pixel larger than the card at most)."""
    return next((k + 1 for k, (w, h) in enumerate(sizes)
                 if abs(w - at.width) <= 1 and abs(h - at.height) <= 1), len(sizes))
