"""The move log: the round's actions in the replay's sentences, in a panel the L key or the Log
button opens ("Hen plays 9-4 on 9-9", "Rooster draws and passes", "Chicken foot on 7-7: 2 toes
to go"). The sentences come from the round's history and its barnyard, nothing else is kept.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from game.render import text
from game.render.placement import Card, Floor
from game.render.ui_draw import CREAM, draw_panel
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


class MoveLog:
    """The Log button at the table's top left corner and, while open, the panel of sentences."""

    def __init__(self, names: Sequence[str], geometry: TableGeometry,
                 round_now: Callable[[], RoundState]) -> None:
        """`round_now`: the round being played, asked when the log is drawn."""
        self.names = list(names)
        self.round_now = round_now
        self.open = False
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
        home = self.home_rect()
        smaller = [(home.width * w, home.height * h) for w, h in SHRINK]
        x0, y0, x1, y1 = floor.place(Card("move log", home.size, home.center), smaller).rect
        self.placed = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))

    def toggle(self) -> None:
        """Open or close the panel."""
        self.open = not self.open
        self.placed = None

    def handle(self, event: pygame.event.Event) -> bool:
        """L opens and closes; a click on the button too; Esc closes an open log."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_l:
                self.toggle()
                return True
            if event.key == pygame.K_ESCAPE and self.open:
                self.open = False
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.open \
                and not self.button.rect.collidepoint(event.pos) \
                and not self.panel_rect().collidepoint(event.pos):
            self.open = False  # a click outside the panel puts it away
            return True
        return self.button.handle(event)

    @property
    def rect(self) -> pygame.Rect:
        """The button, and the panel while open."""
        return self.button.rect.union(self.panel_rect()) if self.open \
            else pygame.Rect(self.button.rect)

    def panel_rect(self) -> pygame.Rect:
        """Where the open log lies: where the floor put it, else under the button."""
        return self.home_rect() if self.placed is None else self.placed

    def home_rect(self) -> pygame.Rect:
        """Where the open log lies when nothing is in the way: under the button, down the left
        of the table."""
        g = self.geometry
        s = g.scale
        top = self.button.rect.bottom + round(8 * s)
        return pygame.Rect(self.button.rect.left, top, round(420 * s * g.print_scale),
                           g.hand_rect.top - top - round(8 * s))

    def draw(self, surface: pygame.Surface, state: Optional[RoundState] = None) -> None:
        """The button always; the panel while open, newest lines at its foot (of `state`, else
        of the round being played)."""
        self.button.draw(surface)
        if not self.open:
            return
        if state is None:
            state = self.round_now()
        s = self.geometry.scale
        body = draw_panel(surface, self.panel_rect(), "Moves this round", scale=s)
        size = text.readable(round(17 * s * self.geometry.print_scale))  # larger in large print
        line_h = round(size * 1.3)
        left, width = body.left + round(6 * s), body.width - round(12 * s)
        indent = round(size * 0.8)  # the rest of a sentence stands in from its start
        rows = self.rows(state, size, width, indent, body.height // line_h)
        y = body.bottom - line_h * len(rows)
        for row, more in rows:
            surface.blit(text.render(row, size, CREAM), (left + (indent if more else 0), y))
            y += line_h

    def rows(self, state: RoundState, size: int, width: int, indent: int,
             room: int) -> list[tuple[str, bool]]:
        """The newest sentences that fit in `room` rows `width` px wide at `size`, oldest first,
        each row with whether it goes on a sentence: one too long for a row goes on in the
        next, `indent` px in (a log is for reading: nothing is cut short)."""
        out: list[tuple[str, bool]] = []
        for sentence in reversed(round_sentences(state, self.names)):
            first, *rest = _rows(sentence, size, width)
            more = _rows(" ".join(rest), size, width - indent) if rest else []
            if out and len(out) + 1 + len(more) > room:
                break
            out[:0] = [(first, False)] + [(row, True) for row in more]
        return out[-max(1, room):]


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
