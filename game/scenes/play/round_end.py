"""The round's end, held on the table: once the last tile has landed the table stays as it is,
with the result across it ("Domino! Hen is out", or "Blocked! Nobody can play"), each seat's
points for the round over its plate and a line saying what goes on, until the player clicks or
presses a key (or, with computers only at the table, for a few seconds); then the score sheet.

The result's card takes the foot of the hand strip, where a player looks for what to do next and
where the barnyard is never drawn: the hand there gives way first, its tiles sliding down out of
the strip (the round is over; each seat's points stand on its plate and the score sheet turns
every hand over as it counts), then the card fades in, over no tile, and stays there. Where the
finished tree is larger than the table can show whole at a readable size, the view then tours it
in parts (barnyard_view.tour_on; a table of computers holds its end until the tour has shown its
last part; the player's own look round ends the tour; a click or key goes on as ever). The
points are the rules' (RoundState.scores: what the score sheet writes down); the other hands stay
as they are, face down. The play scene asks `update` whether to go on, hands it the events of the
hold and draws it last.
"""
from __future__ import annotations

from typing import Callable, Iterator, Optional

import pygame

from game.match import Match
from game.render import text
from game.render.ui_draw import BRASS, CREAM, GOOD, MUTED, rounded_gradient
from game.scenes.play.seat_panels import plate_body
from game.scenes.play.geometry import TableGeometry
from game.words.numbers import counted
from game.words.results import round_result

WATCH_HOLD = 4.0  # seconds the end stays with computers only at the table (at normal speed)
SETTLE = 0.8  # seconds after the last tile lands before a click or a key goes on
AWAY = 0.2  # seconds the hand takes to slide down out of its strip, before the card shows
FADE_IN = 0.25  # seconds the result's card then takes to appear
RESULT = (255, 226, 120)  # the banners' gold
CARD = (34, 24, 16)
PLATE = (24, 36, 28)  # a plate's body (hud.seat_plate)
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
             pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA)  # pressed alone: nothing yet
TAKEN = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
         pygame.MOUSEWHEEL)

Place = Callable[[tuple[int, int]], pygame.Rect]  # a card's size -> where it goes, clear of tiles


def hand_lowered(shown: float, strip: int) -> float:
    """How far (pixels) the hand's tiles stand lower than in play once the result has been on
    the table `shown` seconds: they slide down the `strip`'s height in AWAY seconds, eased."""
    t = min(1.0, max(0.0, shown / AWAY))
    return strip * t * t


def card_alpha(shown: float) -> int:
    """The result's card's opacity `shown` seconds into the result: none while the hand gives
    way, then fading in."""
    return round(255 * min(1.0, max(0.0, (shown - AWAY) / FADE_IN)))


class RoundEnd:
    """The held end of one round: how long it has shown, whether the player asked to go on."""

    def __init__(self, match: Match, computers_only: bool, pace: Callable[[], float],
                 geometry: TableGeometry, place: Place,
                 next_words: str = "for the score sheet") -> None:
        """`place`: where this frame's floor put a card of the result's size."""
        self.match = match
        self.geometry = geometry
        self.spot = place
        self.computers_only = computers_only
        self.pace = pace  # the animation speed setting, read when needed
        self.next_words = next_words  # what a click brings ("for the score sheet")
        self.shown = 0.0  # seconds the result has been on the table (after the last landing)
        self.asked = False  # the player clicked or pressed a key
        self.started = False  # the last tile has landed: the result is on the table
        self._card: Optional[tuple[TableGeometry, str, pygame.Surface]] = None  # as drawn

    @property
    def rect(self) -> pygame.Rect:
        """All the table while the round's end is held (it takes every click and key), else
        nothing."""
        return pygame.Rect((0, 0), self.geometry.size) if self.holding else pygame.Rect(0, 0, 0, 0)

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement: the card is drawn again for it."""
        self.geometry = geometry

    @property
    def holding(self) -> bool:
        """True while the round is over and its end is on the table."""
        state = self.match.state
        return state is not None and state.is_over

    @property
    def showing(self) -> bool:
        """True once the last tile has landed and the result is drawn."""
        return self.started

    @property
    def glowing(self) -> bool:
        """True while the tile that went out keeps glowing (a domino's end, held)."""
        state = self.match.state
        return self.showing and state is not None and state.end == "domino"

    def headline(self) -> str:
        """The result in words: who went out, or that the round is blocked."""
        state = self.match.state
        assert state is not None
        winner = None if state.winner is None else self.match.seats[state.winner].name
        return round_result(state.end, winner)

    def hint(self) -> str:
        """What ends the hold, for the player."""
        if self.computers_only:
            return f"Click or press any key {self.next_words} now"
        return f"Click or press any key {self.next_words}"

    def points(self) -> list[int]:
        """Each seat's points this round, as the rules count them (the score sheet's row)."""
        state = self.match.state
        assert state is not None
        return state.scores()

    def update(self, dt: float, landing: bool, touring: bool = False) -> bool:
        """Age the hold (not while a tile is still `landing`); True when it is time to go on:
        the player asked, or a table of computers has shown its end long enough (and the
        finished tree, where it is `touring` its parts, has been shown to its last)."""
        if landing:
            return False
        if self.started:
            self.shown += dt
        self.started = True
        if self.asked:
            return True
        return self.computers_only and self.shown >= WATCH_HOLD * self.pace() and not touring

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys and clicks during the hold do nothing else: a key pressed (not Shift, Ctrl or
        Alt alone) or a click let go goes on to the score sheet, once the result has shown
        SETTLE seconds (a key still pressed to draw or pass as the round ends does not skip
        it). Esc, Home and the view's own (wheel, right-drag, +/-, Shift+arrows) are the
        scene's."""
        if event.type not in TAKEN:
            return False
        settled = self.showing and self.shown >= SETTLE
        if settled and (event.type == pygame.MOUSEBUTTONUP
                        or event.type == pygame.KEYDOWN and event.key not in MODIFIERS):
            self.asked = True
        return True

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Each seat's points over its plate, and the result with the hint on a card where
        this frame's floor put a card of its size (the hand strip's foot, once the hand has
        given way: card_alpha)."""
        if not self.showing:
            return
        geometry = self.geometry
        for _ in self._draw_points(surface, geometry):
            pass
        alpha = card_alpha(self.shown)
        if not alpha:
            return
        card = self.card(geometry)
        spot = self.spot(card.get_size())
        card.set_alpha(alpha)
        surface.blit(card, spot)

    def hand_lowered(self) -> float:
        """How far the bottom seat's hand stands lower now: out of its strip once the result
        shows (hand_lowered), where its card goes."""
        if not self.showing:
            return 0.0
        return hand_lowered(self.shown, self.geometry.hand_rect.height)

    def card(self, geometry: TableGeometry) -> pygame.Surface:
        """The result (in the banners' gold and face) over the hint, on a dark card (drawn once
        for an arrangement)."""
        words = self.headline()
        if self._card is None or self._card[0] is not geometry or self._card[1] != words:
            self._card = (geometry, words, self._drawn_card(geometry))
        return self._card[2]

    def _drawn_card(self, geometry: TableGeometry) -> pygame.Surface:
        s = geometry.scale
        room = geometry.barnyard_rect.width - round(64 * s)
        head_px = text.fit_size(self.headline(), round(36 * s), room, True, "title")
        head = text.render(self.headline(), head_px, RESULT, bold=True, face="title",
                           outline=(40, 24, 8), shadow=(0, 0, 0))
        hint_px = max(12, round(18 * s * geometry.print_scale))
        words, hint_px = text.fit_text(self.hint(), hint_px, room, True, smallest=12)
        hint = text.render(words, hint_px, CREAM, bold=True)
        pad = round(20 * s)
        gap = round(4 * s)
        width = max(head.get_width(), hint.get_width()) + 2 * pad
        height = head.get_height() + gap + hint.get_height() + pad
        card = rounded_gradient((width, height), round(18 * s), CARD, CARD, 215, BRASS,
                                2).copy()
        card.blit(head, head.get_rect(midtop=(width // 2, pad // 2)))
        card.blit(hint, hint.get_rect(midbottom=(width // 2, height - pad // 2)))
        return card

    def ahead(self) -> Iterator[None]:
        """The result's first frame made ahead a piece a step, while the last tile lands (the
        table runs a step a frame): the card, then each seat's points drawn once into a
        picture thrown away, so that their words are made."""
        self.card(self.geometry)
        yield None
        yield from self._draw_points(pygame.Surface(self.geometry.size), self.geometry)

    def _draw_points(self, surface: pygame.Surface, geometry: TableGeometry) -> Iterator[None]:
        """Each seat's plate shows its name over its points for the round, large (inside the
        seat's coloured rim); the round's lowest in green. A step after each seat."""
        points = self.points()
        best = min(points)
        for seat, plate in geometry.plates.items():
            body = plate_body(plate)
            surface.blit(rounded_gradient(body.size, body.height // 3, PLATE, PLATE, 255,
                                          MUTED, 2), body)
            room = body.width - 12
            pad = max(2, body.height // 12)
            name = self.match.seats[seat].name
            words, size = text.fit_text(name, max(12, round(body.height * 0.3)), room, True,
                                        smallest=12)
            text.blit_text(surface, words, (body.centerx, body.top + pad), size, CREAM,
                           "midtop", True)
            words = counted(points[seat], "point")
            size = text.fit_size(words, max(12, round(body.height * 0.4)), room, True,
                                 smallest=12)
            text.blit_text(surface, words, (body.centerx, body.bottom - pad), size,
                           GOOD if points[seat] == best else RESULT, "midbottom", True)
            yield None
