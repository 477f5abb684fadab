"""The join card over the table: for each phone seat, its name, its own QR code (its link, with
the seat's secret: a phone that scans another seat's code gets that seat, so each person scans
their own) and whether its phone has joined. It comes up when a round starts while a phone seat
has never joined, and with J at any time; it goes once every phone has joined (or at Start).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Mapping, Optional, Sequence

import pygame

from game.phones.protocol import AWAY, CONNECTED
from game.render import text
from game.render.qr import qr_surface
from game.render.ui_draw import BRASS, CREAM, MUTED, draw_panel, ui_scale, veil
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

GONE_AFTER = 1.2  # seconds the card stays once every phone has joined, to see it say so
JOINED = (150, 220, 150)
STATUS_WORDS = {CONNECTED: "joined", AWAY: "away: it will come back"}


class JoinCard(Scene):
    """Scan your seat's code with your phone's camera; the table starts when all have joined."""

    opaque = False

    def __init__(self, app: "SceneContext", names: Mapping[int, str], links: Mapping[int, str],
                 statuses: Callable[[], Mapping[int, str]], address: str, port: int,
                 note: Optional[str] = None, *,
                 holding: Callable[[Sequence[int]], None]) -> None:
        """`names` and `links`: each phone seat's; `statuses`: each one's phone now ("never",
        "connected", "away"); `address` and `port`: the server's (the port in use); `note`: a
        word about it (another port taken because the first was in use); `holding`: told each
        frame the seats whose phones the table, held by the card, waits for (the phones say
        so)."""
        super().__init__(app)
        self.names = dict(names)
        self.links = dict(links)
        self.statuses = statuses
        self.holding = holding
        self.address = address
        self.port = port
        self.note = note
        self.ready_for = 0.0  # seconds every phone has been joined
        self.ui = WidgetGroup(print_size=app.settings)
        self.start = Button("Start without waiting", self.close, style="primary",
                            shortcut=pygame.K_RETURN, hint="Enter", sounds=app.audio)
        self.ui.add(self.start)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.cells: list[tuple[int, pygame.Rect]] = []

    def close(self) -> None:
        """Back to the table."""
        self.app.pop()

    def not_joined(self) -> list[int]:
        """The phone seats whose phones are not connected now."""
        now = self.statuses()
        return [seat for seat in sorted(self.names) if now.get(seat) != CONNECTED]

    def resize(self, size: tuple[int, int]) -> None:
        """The panel over most of the table, a cell per phone seat in up to four columns."""
        s = ui_scale(size) * self.app.settings.print_scale
        w, h = size
        self.panel = pygame.Rect(0, 0, w - round(60 * s), h - round(60 * s))
        self.panel.center = (w // 2, h // 2)
        count = len(self.names)
        columns = min(count, 4)
        rows = math.ceil(count / columns)
        top = self.panel.top + round(130 * s)
        bottom = self.panel.bottom - round(80 * s)
        cell_w = (self.panel.width - round(40 * s)) // columns
        cell_h = min((bottom - top) // rows, cell_w + round(70 * s))  # (codes no wider
        top += (bottom - top - cell_h * rows) // 2  # than a cell, the grid in the middle)
        self.cells = []
        for i, seat in enumerate(sorted(self.names)):
            row, column = divmod(i, columns)
            x = self.panel.left + round(20 * s) + column * cell_w
            self.cells.append((seat, pygame.Rect(x, top + row * cell_h, cell_w, cell_h)))
        bw, bh = round(300 * s), round(50 * s)
        self.start.rect = pygame.Rect(0, 0, bw, bh)
        self.start.rect.midbottom = (self.panel.centerx, self.panel.bottom - round(16 * s))

    def handle(self, event: pygame.event.Event) -> bool:
        """Start (its button, Enter), Esc or J: back to the table; nothing reaches the table."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_j):
            self.close()
            return True
        if self.ui.handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Once every phone has joined, the card says so and goes a moment later."""
        self.ui.update(dt)
        waiting = self.not_joined()
        self.holding(waiting)
        if not waiting:
            self.start.label = "Everyone has joined: Start"
            self.ready_for += dt
            if self.ready_for >= GONE_AFTER:
                self.close()
        else:
            self.ready_for = 0.0
            self.start.label = "Start without waiting"

    def draw(self, surface: pygame.Surface) -> None:
        """The panel: how to join, then each seat's name, code and state."""
        size = surface.get_size()
        s = ui_scale(size) * self.app.settings.print_scale
        surface.blit(veil(size, 150), (0, 0))
        body = draw_panel(surface, self.panel, "Join with your phone", scale=s, alpha=248)
        line = text.render("On this Wi-Fi, scan your own seat's code with your phone's camera: "
                           "your hand appears on your phone.", text.readable(round(19 * s)),
                           CREAM)
        surface.blit(line, line.get_rect(midtop=(body.centerx, body.top + round(4 * s))))
        where = (f"The game's address: {self.address}, port {self.port}"
                 + (f" ({self.note})" if self.note else ""))
        small = text.render(where, text.readable(round(15 * s)), MUTED)
        surface.blit(small, small.get_rect(midtop=(body.centerx,
                                                   body.top + round(8 * s) + line.get_height())))
        now = self.statuses()
        for seat, cell in self.cells:
            self._cell(surface, cell, seat, now.get(seat, ""), s)
        self.ui.draw(surface)

    def _cell(self, surface: pygame.Surface, cell: pygame.Rect, seat: int, status: str,
              s: float) -> None:
        name = text.render(self.names[seat], text.readable(round(24 * s)), BRASS, bold=True)
        surface.blit(name, name.get_rect(midtop=(cell.centerx, cell.top)))
        said = STATUS_WORDS.get(status, "waiting for the phone")
        state = text.render(said, text.readable(round(17 * s)),
                            JOINED if status == CONNECTED else CREAM)
        code_room = min(cell.width - round(16 * s),
                        cell.height - name.get_height() - state.get_height() - round(16 * s))
        code = qr_surface(self.links[seat], max(40, code_room))
        spot = code.get_rect(midtop=(cell.centerx, cell.top + name.get_height() + round(4 * s)))
        surface.blit(code, spot)
        if status == CONNECTED:
            pygame.draw.rect(surface, JOINED, spot.inflate(6, 6), max(2, round(4 * s)))
        surface.blit(state, state.get_rect(midtop=(cell.centerx, spot.bottom + round(4 * s))))
