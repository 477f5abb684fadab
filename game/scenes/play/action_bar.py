"""The action buttons over the chicken yard: Draw, Pass, Chickenlittle!, Catch! and Undo, each
shown only while it may be used, stacked from the bottom up without gaps. While the next computer
seat waits for a play to be taken back, a bar along the Undo button drains as that time runs
out; when it closes, the button goes away. While no hand shows (people share the screen, a
computer is to move), the calls stand in the same column, each naming its person, and a bar
along each drains as the computers' wait for them runs out."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from game.render.placement import Card, Floor
from game.render.ui_draw import INK, MUTED
from game.render.widgets.base import SoundsLike
from game.render.widgets.button import Button
from game.rules.actions import Action, Announce, Catch, Draw, Pass
from game.scenes.play.geometry import TableGeometry
from game.words.calls import CATCH, CHICKENLITTLE, announced, catch_call, catch_call_by

UNDO = "Undo"
#: name, label, key hint, style; in stacking order from the bottom up.
ACTIONS = (("draw", "Draw", "D", "primary"), ("pass", "Pass", "P", "secondary"),
           ("announce", CHICKENLITTLE, "A", "good"), ("catch", CATCH, "C", "danger"),
           ("undo", UNDO, "Z", "secondary"))
CALLS = ("announce", "catch")  # shown over the hand, not the yard


def _pressing(press: Callable[[str], object], name: str) -> Callable[[], object]:
    return lambda: press(name)


class ActionBar:
    """The buttons; `show` says which are offered, `press(name)` is what a click does."""

    def __init__(self, press: Callable[[str], object], sounds: SoundsLike,
                 geometry: TableGeometry) -> None:
        self.geometry = geometry
        self.buttons = {
            name: Button(label, _pressing(press, name), hint=key, style=style, sounds=sounds)
            for name, label, key, style in ACTIONS
        }
        for button in self.buttons.values():
            button.visible = False
        self.undo_share: Optional[float] = None  # of the undo window left (None: no window)
        self.call_share: Optional[float] = None  # of the wait for a call left (None: no bar)
        self.aside = False  # the calls stand over the yard too (no hand shows)

    @property
    def rect(self) -> pygame.Rect:
        """Where the shown buttons stand (empty when none is shown)."""
        shown = [button.rect for button in self.buttons.values() if button.visible]
        return shown[0].unionall(shown[1:]) if shown else pygame.Rect(0, 0, 0, 0)

    def place(self, geometry: TableGeometry) -> None:
        """Size the buttons for a new arrangement (and stack the shown ones)."""
        self.geometry = g = geometry
        bw, bh = g.button_size
        for name, button in self.buttons.items():
            w = bw if name in ("draw", "pass", "undo") else round(bw * 1.6)
            button.rect = pygame.Rect(g.yard_rect.right - w, g.yard_rect.top - bh, w, bh)
        self._stack()

    def show_undo_window(self, share: Optional[float]) -> None:
        """The share of the undo window still open, drained along the Undo button (None: no
        window running: Undo shows whenever it is offered)."""
        self.undo_share = share

    def show_call_window(self, share: Optional[float]) -> None:
        """The share of the computers' wait for a call still to run, drained along the calls
        standing aside (None: no bar)."""
        self.call_share = share

    def offer(self, turn: Sequence[Action], announce: Optional[Action],
              catch: Optional[Action], names: Sequence[str], several: bool,
              aside: bool = False) -> None:
        """Show Draw and Pass when `turn` (the shown human's turn actions) has them; the
        Chickenlittle and Catch calls some human here may make, labelled with names (the
        announcer's and the catcher's when `several` humans share the screen), standing
        `aside` over the yard with the other buttons while no hand shows."""
        self.aside = aside
        shout = caught = None
        if isinstance(announce, Announce):
            shout = announced(names[announce.seat]) if several else CHICKENLITTLE
        if isinstance(catch, Catch):
            caught = catch_call_by(names[catch.seat], names[catch.target]) if several \
                else catch_call(names[catch.target])
        self.show(any(isinstance(a, Draw) for a in turn), any(isinstance(a, Pass) for a in turn),
                  shout, caught)

    def show(self, draw: bool, pass_: bool, announce: Optional[str],
             catch: Optional[str]) -> None:
        """Offer Draw and Pass or not; Chickenlittle and Catch with their labels, or not."""
        self.buttons["draw"].visible = draw
        self.buttons["pass"].visible = pass_
        self.buttons["announce"].visible = announce is not None
        if announce is not None:
            self.buttons["announce"].label = announce
        self.buttons["catch"].visible = catch is not None
        if catch is not None:
            self.buttons["catch"].label = catch
        self._stack()

    def offer_undo(self, offered: bool, label: Optional[str] = None) -> None:
        """Show Undo while the shown human may take back a play and its window (if one runs:
        `undo_share`) is open; `label` names whose play it is when no hand shows ("Undo Bo's
        6-2"; else "Undo")."""
        offered = offered and (self.undo_share is None or self.undo_share > 0)
        undo = self.buttons["undo"]
        label = label or UNDO
        if undo.visible != offered or undo.label != label:
            undo.visible = offered
            undo.label = label
            self._stack()

    def _stack(self) -> None:
        """Visible buttons stack from the bottom up without gaps: Draw, Pass and Undo over the
        chicken yard, then the calls (Chickenlittle!, Catch!) over the middle of the hand, where
        the eye is when one is owed; standing `aside` (no hand shows), the calls come first in
        the column, so they stay put when the undo window closes."""
        g = self.geometry
        bw, bh = g.button_size
        y = g.yard_rect.top - round(12 * g.scale) - bh
        undo = self.buttons["undo"]
        undo.rect.width = bw if undo.label == UNDO else round(bw * 1.6)  # "Undo Bo's 6-2"
        column = [n for n, _, _, _ in ACTIONS if n not in CALLS]
        column = list(CALLS) + column if self.aside else column + list(CALLS)
        for name in column:
            button = self.buttons[name]
            if button.visible:
                button.rect.top = y
                if name in CALLS and not self.aside:
                    button.rect.centerx = g.hand_rect.centerx
                else:
                    button.rect.right = g.yard_rect.right
                y -= bh + round(8 * g.scale)

    def place_calls(self, floor: Floor) -> None:
        """The calls shown (Chickenlittle!, Catch!) go where the `floor` finds room nearest
        their place over the hand, clear of the barnyard's tiles; the other shown buttons are
        kept clear of by what is placed after."""
        self._stack()
        for name, button in self.buttons.items():
            if not button.visible:
                continue
            r = button.rect
            if name not in CALLS or self.aside:
                floor.block((float(r.left), float(r.top), float(r.right), float(r.bottom)))
                continue
            x0, y0, x1, y1 = floor.place(Card(f"button {name}", r.size, r.center)).rect
            r.center = (round((x0 + x1) / 2), round((y0 + y1) / 2))

    def handle(self, event: pygame.event.Event) -> bool:
        """A shown button under the mouse takes it."""
        for button in self.buttons.values():
            if button.visible and button.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        """Hover easing."""
        for button in self.buttons.values():
            button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The shown buttons; the undo window's time left draining along Undo's foot (and the
        wait for a call along the calls standing aside)."""
        for button in self.buttons.values():
            button.draw(surface)
        undo = self.buttons["undo"]
        if undo.visible and self.undo_share is not None:
            self._drain(surface, undo.rect, self.undo_share)
        share = self.call_share
        if self.aside and share is not None:
            for name in CALLS:
                if self.buttons[name].visible:
                    self._drain(surface, self.buttons[name].rect, share)

    def _drain(self, surface: pygame.Surface, rect: pygame.Rect, share: float) -> None:
        """A dark bar inside the foot of `rect`, `share` of its width long, on a pale track:
        dark on the cream button, clear across the room."""
        scale = self.geometry.scale
        inset, high = max(6, round(14 * scale)), max(3, round(5 * scale))
        track = pygame.Rect(rect.left + inset, rect.bottom - max(3, round(5 * scale)) - high,
                            rect.width - 2 * inset, high)
        pygame.draw.rect(surface, MUTED, track, border_radius=high // 2)
        bar = track.copy()
        bar.width = round(track.width * max(0.0, min(1.0, share)))
        if bar.width:
            pygame.draw.rect(surface, INK, bar, border_radius=high // 2)
