"""Setup's list of rules and table files: the game's tables (levels/tables/) and the player's
own rules folder, each with its description, over the setup screen. A click on a file loads it;
Up/Down choose and Enter loads; Esc or Cancel closes the list. Below the list: where the
player's own files go, and that a path typed in the rules-file box works too. The folders and
the files are read on a thread of their own (game.store.reading), the rows in view first: the
list shows "Reading..." until they come, and never waits for them.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, CREAM, MUTED, draw_panel, panel_body, ui_scale, veil
from game.render.widgets.base import SoundsLike
from game.render.widgets.message_box import MessageBox

if TYPE_CHECKING:
    from game.store.reading import RulesFileReading
    from game.store.rules_files import RulesFileEntry

HIGHLIGHT = (92, 62, 36)


class RulesFileList(MessageBox):
    """A modal list of files; `choose` is called with the file picked."""

    def __init__(self, reading: RulesFileReading, own_folder: Path,
                 choose: Callable[[Path], object], sounds: SoundsLike | None = None) -> None:
        self.reading = reading
        super().__init__("Load a rules file", "", [("Load", self._load), ("Cancel", _nothing)],
                         sounds=sounds, tone="info")
        self.paths: list[Path] = []  # the files, once the reading has listed the folders
        self.listed = False
        self.own_folder = own_folder
        self.choose = choose
        self.chosen = 0         # the file Enter loads
        self.first = 0          # the first file shown (scrolling)
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.scale = 1.0
        self.list_rect = pygame.Rect(0, 0, 10, 10)
        self.foot_rect = pygame.Rect(0, 0, 10, 10)
        self.buttons[0].enabled = False

    @property
    def open(self) -> bool:
        """True while the list shows; closed, its files are no longer read."""
        return self._open

    @open.setter
    def open(self, showing: bool) -> None:
        self._open = showing
        if not showing:
            self.reading.stop()

    @property
    def entries(self) -> list[RulesFileEntry]:
        """Every file listed, with its description once it is read."""
        return [self.entry(index) for index in range(len(self.paths))]

    def entry(self, index: int) -> RulesFileEntry:
        """File `index`: as read, or its title and "Reading..." until it is."""
        return self.reading.entry(self.paths[index])

    @property
    def footnote(self) -> str:
        """Where the player's own files go, and the typed path."""
        return (f"Your own files go in {self.own_folder}. Or type a file's path (from your home "
                "folder) in the rules-file box and press Enter.")

    def _load(self) -> None:
        if self.paths:
            self.choose(self.paths[self.chosen])

    # ----------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int], print_scale: float = 1.0) -> None:
        """The box in the middle of a window of `size`, the rows that fit in it."""
        s = ui_scale(size) * print_scale
        self.scale = s
        w = min(size[0] - 40, round(780 * ui_scale(size) * min(print_scale, 1.15)))
        h = size[1] - max(20, round(60 * ui_scale(size)))
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.rect = pygame.Rect(0, 0, *size)
        body = panel_body(self.panel, "title", ui_scale(size))
        bw, bh = round(170 * s), round(52 * s)
        gap = round(16 * s)
        x = self.panel.centerx - (2 * bw + gap) // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, body.bottom - bh, bw, bh)
            x += bw + gap
        small = self.small
        foot_lines = len(txt.wrap(self.footnote, small, body.width))
        foot_h = foot_lines * round(small * 1.2)
        self.foot_rect = pygame.Rect(body.left, body.bottom - bh - gap - foot_h, body.width,
                                     foot_h)
        self.list_rect = pygame.Rect(body.left, body.top, body.width,
                                     self.foot_rect.top - gap // 2 - body.top)
        self._place_rows()

    @property
    def small(self) -> int:
        """The size of the descriptions and the footnote."""
        return txt.readable(round(15 * self.scale))

    @property
    def title_size(self) -> int:
        """The size of a file's title."""
        return txt.readable(round(19 * self.scale), True)

    def row_height(self) -> int:
        """A row: the title and two lines of description."""
        return round(self.title_size * 1.3 + 2 * self.small * 1.2 + 10 * self.scale)

    def _place_rows(self) -> None:
        step = self.row_height()
        fits = max(1, self.list_rect.height // step)
        self.first = max(0, min(self.first, len(self.paths) - fits))
        self.rows = []
        for k, index in enumerate(range(self.first, min(len(self.paths), self.first + fits))):
            rect = pygame.Rect(self.list_rect.left, self.list_rect.top + k * step,
                               self.list_rect.width, step - round(4 * self.scale))
            self.rows.append((index, rect))

    def _show(self, index: int) -> None:
        """Choose file `index`, scrolling it into view."""
        self.chosen = max(0, min(index, len(self.paths) - 1))
        fits = max(1, len(self.rows))
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + fits:
            self.first = self.chosen - fits + 1
        self._place_rows()

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) \
                and self.paths:
            self._show(self.chosen + (1 if event.key == pygame.K_DOWN else -1))
            return True
        if event.type == pygame.MOUSEWHEEL and self.paths:
            self.first = max(0, self.first - event.y)
            self._place_rows()
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for index, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.chosen = index
                    self.open = False
                    self._load()
                    return True
        return super().handle(event)

    # ----------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        """Take the files once the folders are listed; ask for the rows in view first."""
        super().update(dt)
        if not self.listed and self.reading.paths is not None:
            self.listed = True
            self.paths = list(self.reading.paths)
            self.buttons[0].enabled = bool(self.paths)
            self._place_rows()
        self.reading.wanted = [self.paths[index] for index, _ in self.rows]

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        surface.blit(veil(surface.get_size(), 150), (0, 0))
        draw_panel(surface, self.panel, self.title, alpha=250)  # the setup must not show through
        s, small, big = self.scale, self.small, self.title_size
        if not self.paths:
            said = "No rules files yet." if self.listed else "Reading the folders..."
            txt.blit_wrapped(surface, said, self.list_rect, small, CREAM)
        for index, rect in self.rows:
            entry = self.entry(index)
            if index == self.chosen:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(round(8 * s), 0),
                                 border_radius=round(8 * s))
            inner = rect.inflate(-round(12 * s), 0)
            shown, size = txt.fit_text(entry.title, big, inner.width, True)
            txt.blit_text(surface, shown, (inner.left, rect.top + round(3 * s)), size,
                          BRASS if index == self.chosen else CREAM, bold=True)
            words = pygame.Rect(inner.left, rect.top + round(big * 1.3), inner.width,
                                rect.bottom - rect.top - round(big * 1.3))
            lines, fitted = txt.fit_wrapped(entry.description, small, words.width,
                                            words.height, 1.2)
            for k, line in enumerate(lines):
                txt.blit_text(surface, line, (words.left, words.top + k * round(fitted * 1.2)),
                              fitted, MUTED)
        y = self.foot_rect.top
        for line in txt.wrap(self.footnote, small, self.foot_rect.width):
            txt.blit_text(surface, line, (self.foot_rect.left, y), small, MUTED)
            y += round(small * 1.2)
        for b in self.buttons:
            b.draw(surface)


def _nothing() -> None:
    """Cancel: the list closes, nothing changes."""
