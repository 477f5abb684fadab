"""The hand along the foot of the table: the bottom seat's tiles, where each stands, and what the
mouse does with them. A press on a tile becomes a click (select it: its lit ends show; a double
click plays a lone end) or a drag (the tile follows the pointer and is played on the lit end it
is let go near, else slides home); with a tile selected, a click on a lit end plays it there.

The hand asks `Humans` whether the shown human may act and to say why not, and the scene to
play; the rules decide. A tile drawn into the hand is marked "new" until its seat's next turn, so
a draw made for the player (or while they looked away) is seen.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from game.render import text
from game.render.placement import Card, Floor
from game.render.ring import draw_ring
from game.render.ui_draw import BRASS, INK
from game.rules.tiles import Tile
from game.scenes.play.barnyard_view import BarnyardView, pixels_rect
from game.scenes.play.humans import Humans
from game.scenes.play.intents import Act, Carry, Drop, Grab, Intend, Pick, SendHome
from game.scenes.play.selection import Selection
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.tile_motion import HAND_ANGLE, TileMotion
from game.table import Change, Table

DRAG_START = 6  # pixels before a press becomes a drag
DOUBLE_CLICK = 0.35  # seconds between two clicks of a double-click
LABEL = (230, 230, 210)


@dataclass
class Press:
    """The left button went down on a hand tile at `start`; `at` is the pointer once it drags."""

    tile: Tile
    start: tuple[int, int]
    at: Optional[tuple[int, int]] = None

    def far_enough(self, pos: tuple[int, int]) -> bool:
        """True once the pointer has moved far enough from the press to start a drag."""
        return abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) >= DRAG_START


@dataclass(frozen=True)
class HandLook:
    """How the hand is shown this frame: face up or not, which tiles are lit, dimmed or lifted."""

    shown: bool
    playable: Optional[frozenset[Tile]]  # None: nothing to play now (no tile is dimmed)
    selected: Optional[Tile]
    hinted: Optional[Tile]
    hovered: Optional[Tile]
    hidden_note: bool  # say "hands hidden" above the backs
    drawn: frozenset[Tile] = frozenset()  # drawn this turn: marked "new"
    lowered: float = 0.0  # pixels the tiles stand lower (giving way to the round's result)


class HandView:
    """The bottom seat's hand strip: its tiles, its mouse, its drawing."""

    def __init__(self, table: Table, geometry: TableGeometry, selection: Selection,
                 motion: TileMotion, barnyard: BarnyardView, humans: Humans,
                 clock: Callable[[], float], intend: Intend, look: Callable[[], HandLook],
                 art: Callable[[], Any]) -> None:
        """`selection` and `motion`: read here; what the player means (a tile picked or let
        go, picked up and carried, sent home, a play) is said to `intend`; `look`: how the
        hand looks this frame; `art`: the tile art it is drawn with."""
        self.look = look
        self.art = art
        self.note_at = pygame.Rect(0, 0, 0, 0)  # where the floor put "hands hidden"
        self.table = table
        self.geometry = geometry
        self.selection = selection
        self.intend = intend
        self.motion = motion
        self.barnyard = barnyard
        self.humans = humans
        self.clock = clock  # seconds of table time: double-clicks are timed by it
        self.press: Optional[Press] = None
        self.pressed = False  # the player has pressed here since the table last changed
        self.last_click: tuple[Optional[Tile], float] = (None, -1.0)
        self.drawn: frozenset[Tile] = frozenset()  # the bottom seat's new tiles, marked
        self._drawn_at: tuple[int, int] = (-1, -1)  # the seat and turn they were drawn in

    @property
    def rect(self) -> pygame.Rect:
        """The hand's strip along the foot of the table."""
        return pygame.Rect(self.geometry.hand_rect)

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement (window size or bottom seat)."""
        self.geometry = geometry

    # ----------------------------------------------------------------- where tiles stand
    def tiles(self) -> list[Tile]:
        """The bottom seat's hand, all of it."""
        return self.table.state.hands[self.geometry.bottom]

    def length(self) -> int:
        """Length of an upright hand tile in pixels."""
        return self.geometry.hand_length(len(self.tiles()) or 1)

    def positions(self) -> dict[Tile, tuple[float, float]]:
        """Screen centre of every hand tile (flying ones included)."""
        hand = self.tiles()
        return dict(zip(hand, self.geometry.hand_slots(len(hand))))

    def tile_at(self, pos: tuple[int, int]) -> Optional[Tile]:
        """The hand tile under `pos`."""
        length = self.length()
        for tile, (x, y) in self.positions().items():
            if abs(pos[0] - x) <= length / 4 and abs(pos[1] - y) <= length / 2:
                return tile
        return None

    def moved(self, change: Change) -> None:
        """The table changed: a tile the bottom seat drew is marked new (with any other drawn
        this turn) until that seat's next turn; a marked tile that left the hand is not; a
        press made before the change is forgotten."""
        self.pressed = False
        state = self.table.state
        drawn = change.drawn
        if drawn is not None and not change.undone and drawn[0] == self.geometry.bottom:
            seat, tile = drawn
            if self._drawn_at != (seat, state.turn_no):
                self._drawn_at = (seat, state.turn_no)
                self.drawn = frozenset()
            self.drawn |= {tile}
        seat, turn = self._drawn_at
        if state.to_act == seat and state.turn_no != turn:
            self.drawn = frozenset()
        elif self.drawn:
            self.drawn &= frozenset(state.hands[seat])

    def new_tiles(self) -> frozenset[Tile]:
        """The tiles marked new now (none when the hand below is another seat's)."""
        return self.drawn if self._drawn_at[0] == self.geometry.bottom else frozenset()

    def standing(self) -> list[Tile]:
        """The tiles drawn in their slots: not gliding in, not held by physics."""
        away = self.motion.coming_to_hand() | set(self.motion.held)
        return [t for t in self.tiles() if t not in away]

    def touched(self) -> None:
        """The player did something at the hand now (the undo window closes: `pressed`)."""
        self.pressed = True

    # ----------------------------------------------------------------- the mouse
    def handle(self, event: pygame.event.Event) -> bool:
        """Left-button presses, drags and releases on the hand (and on a lit end)."""
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True  # the player is doing something
            return self._down(event.pos)
        if kind == pygame.MOUSEMOTION:
            return self._carry(event.pos)
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._up(event.pos)
        return False

    def _down(self, pos: tuple[int, int]) -> bool:
        tile = self.tile_at(pos) if self.humans.hand_shown else None
        if tile is not None:
            self.press = Press(tile, pos)
            return True
        if self.selection.tile is None:
            return False
        target = self.barnyard.target_at(self.selection.targets, pos)
        if target is not None:
            self.intend(Act(target.action, self.positions().get(target.action.tile),
                            slot=target.slot))
        else:
            self.intend(Drop())
        return True

    def _carry(self, pos: tuple[int, int]) -> bool:
        press = self.press
        if press is None:
            return False
        if press.at is None and press.far_enough(pos):
            self.intend(Pick(press.tile))
            if not self.humans.can_act:
                self.press = None
                self.humans.not_now()
                return True
            press.at = pos
            home = self.positions().get(press.tile, press.start)
            self.intend(Grab(press.tile, home, press.start, self.length()))
        if press.at is not None:
            press.at = pos
            self.intend(Carry(pos))
        return True

    def _up(self, pos: tuple[int, int]) -> bool:
        press = self.press
        if press is None:
            return False
        self.press = None
        if press.at is not None:
            self.drop(press.tile, pos)
        else:
            self.click(press.tile)
        return True

    def click(self, tile: Tile) -> None:
        """Select a hand tile (its targets light up); a double-click plays a lone target."""
        last, when = self.last_click
        now = self.clock()
        self.last_click = (tile, now)
        if not self.humans.can_act:
            self.humans.not_now()
            return
        self.intend(Pick(tile))
        targets = self.selection.targets
        if not targets:
            self.humans.cannot_play(tile)
            return
        if last is tile and now - when <= DOUBLE_CLICK and \
                len({target.action for target in targets}) == 1:  # one end (maybe many slots)
            self.intend(Act(targets[0].action, self.positions().get(tile), slot=targets[0].slot))

    def drop(self, tile: Tile, pos: tuple[int, int]) -> bool:
        """A dragged tile let go at `pos`: snap onto the lit end there (or the lit slot nearest
        `pos` of the barnyard tile it was dropped on), or slide back saying why it cannot go
        where it was dropped."""
        selection = self.selection
        targets = selection.targets if selection.tile is tile else []
        target = self.barnyard.target_at(targets, pos)
        on = self.barnyard.meant(pos) if target is None else None
        if target is None and on is not None:
            target = self.barnyard.target_at([t for t in targets if t.action.on is on], pos,
                                             math.inf)
        if target is not None and self.intend(Act(target.action, snap=True, slot=target.slot)):
            return True
        self.intend(SendHome(tile, self.positions().get(tile)))
        if target is None and self.humans.can_act and (on is not None or not targets):
            self.humans.cannot_play(tile, on)
        self.intend(Drop())
        return False

    # ----------------------------------------------------------------- drawing
    def note_label(self) -> pygame.Surface:
        """ "hands hidden", said over the backs."""
        return text.render("hands hidden", max(10, round(16 * self.geometry.scale)), LABEL)

    def place_note(self, floor: Floor) -> None:
        """While the hands are hidden, "hands hidden" goes on this frame's `floor` where it
        finds room nearest the top of the hand strip."""
        if not self.look().hidden_note:
            return
        g = self.geometry
        home = self.note_label().get_rect(midbottom=(g.hand_rect.centerx, g.hand_rect.top))
        self.note_at = pixels_rect(floor.place(Card("hands hidden", home.size, home.center)).rect)

    def draw(self, surface: pygame.Surface) -> None:
        """The standing tiles as they look this frame: faces when shown (selected raised,
        hinted lit, unplayable dimmed, hovered lifted a little), backs while hidden (lowered
        as the look says: out of the strip at the round's end), and "hands hidden" where the
        floor put it."""
        look, art = self.look(), self.art()
        length = self.length()
        positions = self.positions()
        for tile in self.standing():
            x, y = positions[tile]
            y += look.lowered
            if not look.shown:
                art.blit(surface, None, (x, y), length, HAND_ANGLE)
                continue
            highlight: Optional[str] = None
            if tile is look.selected:
                highlight, y = "selected", y - length * 0.12
            elif tile is look.hinted:
                highlight = "hint"
            elif look.playable is not None and tile not in look.playable:
                highlight = "dim"
            if tile is look.hovered and tile is not look.selected:
                y -= length * 0.06
            if tile in look.drawn:
                self._new_mark(surface, (x, y), length)
            art.blit(surface, tile, (x, y), length, HAND_ANGLE, highlight, 0.0)
        if look.hidden_note:
            surface.blit(self.note_label(), self.note_at)


    def _new_mark(self, surface: pygame.Surface, centre: tuple[float, float],
                  length: int) -> None:
        """A drawn tile's mark: a brass band round it (drawn under its face) and "new" on a
        brass tab over its top, clear across the room."""
        x, y = centre
        half_w, half_h = length / 4, length / 2
        grow = max(1.0, self.geometry.scale)
        corners = [(x - half_w, y - half_h), (x + half_w, y - half_h),
                   (x + half_w, y + half_h), (x - half_w, y + half_h)]
        draw_ring(surface, BRASS, corners, 5 * grow, inside=grow)
        label, tab = new_tab(self.geometry, centre, length)
        pygame.draw.rect(surface, BRASS, tab, border_radius=round(4 * grow))
        surface.blit(label, label.get_rect(center=tab.center))


def new_tab(geometry: TableGeometry, centre: tuple[float, float],
            length: int) -> tuple[pygame.Surface, pygame.Rect]:
    """The word "new" and its tab over the top of a drawn hand tile `length` long centred at
    `centre` (the status line keeps clear of it)."""
    x, y = centre
    grow = max(1.0, geometry.scale)
    label = text.render("new", max(12, round(15 * geometry.scale)), INK, True)
    tab = label.get_rect(midbottom=(round(x), round(y - length / 2 - 3 * grow)))
    tab.inflate_ip(round(10 * grow), round(2 * grow))
    return label, tab
