"""The move log: the round's actions in the replay's sentences, in a panel the L key or the Log
button opens ("Hen plays 9-4 on 9-9", "Rooster draws and passes", "Chicken foot on 7-7: 2 toes
to go"). The sentences come from the round's history and its barnyard, nothing else is kept.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from game.render import text
from game.render.placement import Card, Floor
from game.render.ui_draw import BRASS, CREAM, draw_panel, panel_body
from game.render.widgets.button import Button
from game.rules.round import RoundState
from game.scenes.play.story import told
from game.scenes.play.geometry import TableGeometry


def round_sentences(state: RoundState, names: Sequence[str]) -> list[str]:
    """Every action of the round so far in words, oldest first (game/scenes/play/story.py): a draw
    straight followed by the same seat's pass is one line, and a chicken foot says how many
    toes it still needs."""
    return [line for _, line in told(state, names)]


#: the open panel's shares of its full width and height, tried in turn when it has no room
SHRINK = ((1.0, 0.7), (1.0, 0.5), (0.8, 0.5), (0.8, 0.35), (0.7, 0.25))

TITLE = "Moves this round"


class MoveLog:
    """The Log button at the table's top left corner and, while open, the panel of sentences:
    as tall as its lines need (at most down to the hand), the newest at its foot; the wheel
    over it and PgUp/PgDn scroll back to the round's first move and forward again."""

    def __init__(self, names: Sequence[str], geometry: TableGeometry,
                 round_now: Callable[[], RoundState]) -> None:
        """`round_now`: the round being played, asked when the log is drawn."""
        self.names = list(names)
        self.round_now = round_now
        self.open = False
        self.top: Optional[int] = None  # the first row shown, scrolled back (None: the newest)
        self.pointer = (-1, -1)  # where the mouse is, for the wheel
        self._told: tuple[object, list[tuple[str, bool]]] = ((), [])  # the rows, and for what
        self.changes = 0  # the table's changes so far (its rows are told again after each)
        self.button = Button("Log", self.toggle, hint="L", style="quiet")
        self.place(geometry)

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement: the button in the top left corner, the panel down the left."""
        self.geometry = geometry
        self.button.rect = pygame.Rect(geometry.log_rect)
        self.placed: Optional[pygame.Rect] = None  # where the floor put the open panel

    def place_panel(self, floor: Floor) -> None:
        """The open panel goes where the `floor` finds it room, off the seat plates and the
        tiles: down the left under the button, else the nearest side with room, else
        shorter and narrower (SHRINK) until it fits."""
        if not self.open:
            return
        home, fitted = self.home_rect(), self.fitted_rect(self.round_now())
        smaller = [(home.width * w, min(fitted.height, home.height * h)) for w, h in SHRINK]
        x0, y0, x1, y1 = floor.place(Card("move log", fitted.size, fitted.center), smaller).rect
        self.placed = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))

    def moved(self, change: object) -> None:
        """The table changed: the round's sentences are told again when next shown."""
        self.changes += 1

    def toggle(self) -> None:
        """Open or close the panel (it opens on the newest moves)."""
        self.open = not self.open
        self.placed = None
        self.top = None

    def handle(self, event: pygame.event.Event) -> bool:
        """L opens and closes; a click on the button too; Esc closes an open log; the wheel
        over the open log and PgUp/PgDn scroll it (the wheel zooms the table elsewhere)."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_l:
                self.toggle()
                return True
            if event.key == pygame.K_ESCAPE and self.open:
                self.open = False
                return True
            page = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}.get(event.key)
            if page is not None and self.open:
                self.scroll_by(page * max(1, self.room() - 1))
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and self.open \
                and self.panel_rect().collidepoint(self.pointer):
            self.scroll_by(3 * getattr(event, "y", 0))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.open \
                and not self.button.rect.collidepoint(event.pos) \
                and not self.panel_rect().collidepoint(event.pos):
            self.open = False  # a click outside the panel puts it away
            return True
        return self.button.handle(event)

    def scroll_by(self, rows: int) -> None:
        """Scroll `rows` back (towards the first move; negative: towards the newest), no
        further than the first row at the top; scrolled forward to the newest, the log
        follows the moves again (scrolled back, it stays on its rows while moves are made)."""
        last = max(0, len(self.all_rows(self.round_now())) - self.room())
        first = last if self.top is None else min(self.top, last)
        first = max(0, min(last, first - rows))
        self.top = None if first >= last else first

    @property
    def rect(self) -> pygame.Rect:
        """The button, and the panel while open."""
        return self.button.rect.union(self.panel_rect()) if self.open \
            else pygame.Rect(self.button.rect)

    def panel_rect(self) -> pygame.Rect:
        """Where the open log lies: where the floor put it, else under the button."""
        return self.fitted_rect(self.round_now()) if self.placed is None else self.placed

    def home_rect(self) -> pygame.Rect:
        """The most room the open log takes when nothing is in the way: under the button,
        down the left of the table to the hand."""
        g = self.geometry
        s = g.scale
        top = self.button.rect.bottom + round(8 * s)
        return pygame.Rect(self.button.rect.left, top, round(420 * s * g.print_scale),
                           g.hand_rect.top - top - round(8 * s))

    def fitted_rect(self, state: RoundState) -> pygame.Rect:
        """The home rectangle, no taller than the round's sentences need (a few moves: a
        short panel, not a tall empty one)."""
        home = self.home_rect()
        body = panel_body(home, TITLE, self.geometry.scale)
        size, line_h, width, indent = self._measure(body)
        need = line_h * max(1, len(self.all_rows(state, size, width, indent)))
        home.height = min(home.height, home.height - body.height + need + line_h // 2)
        return home

    def _measure(self, body: pygame.Rect) -> tuple[int, int, int, int]:
        """The rows' text size, height, width and the indent of a sentence's further rows."""
        s = self.geometry.scale
        size = text.readable(round(17 * s * self.geometry.print_scale))  # larger in large print
        return size, round(size * 1.3), body.width - round(12 * s), round(size * 0.8)

    def room(self) -> int:
        """How many rows the panel shows at once."""
        body = panel_body(self.panel_rect(), TITLE, self.geometry.scale)
        return max(1, body.height // self._measure(body)[1])

    def draw(self, surface: pygame.Surface, state: Optional[RoundState] = None) -> None:
        """The button always; the panel while open, newest lines at its foot unless scrolled
        back (of `state`, else of the round being played), and a bar along its right edge
        when there are more rows than it shows."""
        self.button.draw(surface)
        if not self.open:
            return
        if state is None:
            state = self.round_now()
        s = self.geometry.scale
        panel = self.panel_rect()
        body = draw_panel(surface, panel, TITLE, scale=s)
        size, line_h, width, indent = self._measure(body)
        left = body.left + round(6 * s)
        room = max(1, body.height // line_h)
        rows = self.rows(state, size, width, indent, room)
        y = body.bottom - line_h * len(rows)
        for row, more in rows:
            surface.blit(text.render(row, size, CREAM), (left + (indent if more else 0), y))
            y += line_h
        told = len(self.all_rows(state, size, width, indent))
        if told > room:
            self._draw_bar(surface, body, told, room, self.first_shown(told, room))

    def _draw_bar(self, surface: pygame.Surface, body: pygame.Rect, told: int, room: int,
                  first: int) -> None:
        """Where the rows shown lie among all the round's rows: a thumb in a groove."""
        s = self.geometry.scale
        groove = pygame.Rect(body.right + round(2 * s), body.top, max(3, round(5 * s)),
                             body.height)
        thumb_h = max(round(16 * s), groove.height * room // told)
        top = groove.top + (groove.height - thumb_h) * first // (told - room)
        pygame.draw.rect(surface, (70, 48, 28), groove, border_radius=groove.width // 2)
        pygame.draw.rect(surface, BRASS, (groove.left, top, groove.width, thumb_h),
                         border_radius=groove.width // 2)

    def all_rows(self, state: RoundState, size: int = 0, width: int = 0,
                 indent: int = 0) -> list[tuple[str, bool]]:
        """Every sentence of the round in rows `width` px wide at `size` (the panel's, when
        not given), oldest first, each row with whether it goes on a sentence: one too long
        for a row goes on in the next, `indent` px in (a log is for reading: nothing is cut
        short). Kept until the round or the measures change."""
        if not size:  # the panel's measures where it lies (before it is fitted: the most room)
            body = panel_body(self.placed or self.home_rect(), TITLE, self.geometry.scale)
            size, _, width, indent = self._measure(body)
        key = (id(state), self.changes, size, width, indent)
        if self._told[0] != key:
            out: list[tuple[str, bool]] = []
            for sentence in round_sentences(state, self.names):
                first, *rest = _rows(sentence, size, width)
                more = _rows(" ".join(rest), size, width - indent) if rest else []
                out += [(first, False)] + [(row, True) for row in more]
            self._told = (key, out)
        return self._told[1]

    def rows(self, state: RoundState, size: int, width: int, indent: int,
             room: int) -> list[tuple[str, bool]]:
        """The rows the panel shows: `room` of them, the newest at the foot, or from the row
        it is scrolled back to."""
        told = self.all_rows(state, size, width, indent)
        first = self.first_shown(len(told), room)
        return told[first:first + room]

    def first_shown(self, told: int, room: int) -> int:
        """The first of `told` rows shown in `room` rows."""
        last = max(0, told - room)
        return last if self.top is None else min(self.top, last)


def _rows(words: str, size: int, width: int) -> list[str]:
    """`words` broken into rows no wider than `width` at `size`; a word wider than a row (a long
    name) broken between its letters."""
    f = text.font(size)
    out: list[str] = []
    for row in text.wrap(words, size, width):
        while f.size(row)[0] > width and len(row) > 1:
            cut = max((k for k in range(1, len(row)) if f.size(row[:k])[0] <= width), default=1)
            out.append(row[:cut])
            row = row[cut:].lstrip()
        out.append(row)
    return out
