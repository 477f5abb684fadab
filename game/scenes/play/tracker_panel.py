"""The tile tracker on the table: for each number, how many of its tiles the shown hand's seat
has not seen, and the numbers each opponent is known to lack (game.ai.tracker).

Shown with Settings' tile tracker on, where the game allows it (a ladder level only where its
file says tracker = true), while a person's hand is face up and the round goes on. The panel
is placed on the frame's floor (game/render/placement.py) near the table's top right: it keeps
off the tiles, the seat plates and the cards placed before it, taking a narrower or shorter
form (the counts alone) where the whole has no room, and is not drawn while none has any.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple, Optional, Sequence

import pygame

from game.ai.tracker import Tracker, track
from game.match import Match
from game.render import text
from game.render.placement import Card, Floor
from game.render.ui_draw import BRASS, CREAM, MUTED, draw_panel
from game.scenes.play.humans import Humans
from game.scenes.play.geometry import TableGeometry
from game.words.numbers import counted

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

TITLE = "Unseen tiles"
NAME_CHARS = 12  # a long name is cut to this many characters on the panel


class Form(NamedTuple):
    """A way to lay the panel out: numbers per row of the grid, and the lines of what
    opponents lack or not."""

    columns: int
    lines: bool


def tracker_shown(app: "SceneContext", match: Match) -> Callable[[], bool]:
    """Whether the panel shows, asked every frame: Settings' tile tracker is on and the game
    allows it (any game but a ladder level's, which allows it where its file says so)."""
    level = app.files.ladder().level(match.ladder) if match.ladder is not None else None
    allowed = match.ladder is None or (level is not None and level.tracker)
    return lambda: allowed and app.settings.tracker


def lack_lines(tracker: Tracker, names: Sequence[str]) -> list[str]:
    """One line per opponent known to lack a number: "Hen: no 4, 5", or, where a tile it drew
    since may show one of them, "Hen: no 3, 4, 5 except 1 drawn tile"."""
    out = []
    maybe = {seat: (numbers, drawn) for seat, numbers, drawn in tracker.lacks_but_drawn}
    for seat, numbers in tracker.lacks:
        drawn_on, drawn = maybe.get(seat, ((), 0))
        if not numbers and not drawn_on:
            continue
        name = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        if len(name) > NAME_CHARS:
            name = name[:NAME_CHARS - 1] + "…"
        listed = ", ".join(str(n) for n in sorted({*numbers, *drawn_on}))
        but = f" except {counted(drawn, 'drawn tile')}" if drawn_on else ""
        out.append(f"{name}: no {listed}{but}")
    return out


class TrackerPanel:
    """The tracker's panel: counted again when the round moves on, placed every frame."""

    def __init__(self, match: Match, humans: Humans, shown: Callable[[], bool],
                 geometry: TableGeometry) -> None:
        """`shown`: whether the setting is on and the game allows it, asked every frame."""
        self.match = match
        self.humans = humans
        self.shown = shown
        self.tracker: Optional[Tracker] = None
        self._for: Optional[int] = None  # the seat it was counted for, since the last change
        self.placed: Optional[pygame.Rect] = None  # where the floor put it this frame
        self.form = Form(0, True)  # how it is laid out this frame
        self.place(geometry)

    @property
    def names(self) -> list[str]:
        """The seats' names."""
        return [seat.name for seat in self.match.seats]

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement: sizes follow the window's scale and the print size."""
        self.geometry = geometry
        self.placed = None

    # ----------------------------------------------------------------- what it says
    def seat(self) -> Optional[int]:
        """The seat it counts for: the person whose hand is face up, while the round goes on
        (None: nothing to show)."""
        humans = self.humans
        state = self.match.state
        if state is None or state.is_over or not humans.hand_shown or humans.revealed is None:
            return None
        return humans.revealed if self.match.seats[humans.revealed].is_human else None

    def moved(self, change: object) -> None:
        """The table changed: count again."""
        self._for = None

    def follow(self) -> None:
        """Count again when the round has moved on or the hand shown is another's."""
        seat = self.seat()
        if seat is None:
            self.tracker, self._for = None, None
        elif seat != self._for:
            self.tracker, self._for = track(self.match.view(seat)), seat

    def sizes(self) -> tuple[int, int, int]:
        """The print sizes of its words, the width of one number's column and its spacing."""
        g = self.geometry
        size = text.print_size(15 * g.scale, g.print_scale)
        column = text.font(size, True).size("18")[0] + round(8 * g.scale)
        return size, column, round(6 * g.scale)

    def forms(self) -> list[Form]:
        """The panel's forms, tried in turn for room: every number in one row (two for a big
        set) with the lines of what opponents lack, the grid in two rows with them, then the
        counts alone in one, two and three rows."""
        assert self.tracker is not None
        count = len(self.tracker.unseen)
        widths = sorted({count if count <= 13 else -(-count // 2), -(-count // 2),
                         -(-count // 3)}, reverse=True)
        return [*(Form(n, True) for n in widths[:2]), *(Form(n, False) for n in widths)]

    def panel_size(self, form: Form) -> tuple[int, int]:
        """The panel's size in `form`: the title, the grid of numbers and counts and (with
        its lines) a line per opponent known to lack a number."""
        assert self.tracker is not None
        size, column, gap = self.sizes()
        pad = round(10 * self.geometry.scale)
        line = round(size * 1.25)
        rows = -(-len(self.tracker.unseen) // form.columns)
        lines = lack_lines(self.tracker, self.names) if form.lines else []
        width = max(form.columns * column,
                    text.font(size, True).size(TITLE)[0],
                    *(text.font(size).size(words)[0] for words in lines))
        height = line + rows * 2 * line + (gap + len(lines) * line if lines else 0)
        return width + 2 * pad, height + 2 * pad

    def home(self, size: tuple[int, int]) -> tuple[float, float]:
        """Its centre when nothing is in the way: the top right of the barnyard's view."""
        area = self.geometry.barnyard_rect
        m = round(8 * self.geometry.scale)
        return area.right - m - size[0] / 2, area.top + m + size[1] / 2

    def place_panel(self, floor: Floor) -> None:
        """Put the panel on this frame's `floor` where it covers nothing, in the first of its
        `forms` with room; else it is not drawn this frame."""
        self.placed = None
        if not self.shown():
            return
        self.follow()
        if self.tracker is None:
            return
        for form in self.forms():
            size = self.panel_size(form)
            if floor.choose("tracker", size, self.home(size), False) is None:
                continue
            spot = floor.place(Card("tracker", size, self.home(size)))
            if spot.free:
                x0, y0, x1, y1 = spot.rect
                self.placed = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
                self.form = form
                return

    @property
    def rect(self) -> pygame.Rect:
        """Where the floor put the panel this frame (empty: not shown)."""
        return pygame.Rect(self.placed) if self.placed is not None else pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """The panel only shows: it takes no input."""
        return False

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The panel where the floor put it (nothing when it had no room)."""
        if self.placed is None or self.tracker is None:
            return
        g = self.geometry
        size, column, gap = self.sizes()
        rect = self.placed
        draw_panel(surface, rect, scale=g.scale * 0.6)
        pad = round(10 * g.scale)
        line = round(size * 1.25)
        left, y = rect.left + pad, rect.top + pad
        text.blit_text(surface, TITLE, (rect.centerx, y), size, BRASS, "midtop", True)
        y += line
        per_row = self.form.columns
        unseen = self.tracker.unseen
        for first in range(0, len(unseen), per_row):
            for k, n in enumerate(range(first, min(first + per_row, len(unseen)))):
                x = left + k * column + column // 2
                count = unseen[n]
                text.blit_text(surface, str(n), (x, y), size, MUTED, "midtop")
                text.blit_text(surface, str(count), (x, y + line), size,
                               CREAM if count else MUTED, "midtop", bool(count))
            y += 2 * line
        if not self.form.lines:
            return
        y += gap
        for words in lack_lines(self.tracker, self.names):
            text.blit_text(surface, words, (left, y), size, CREAM)
            y += line
