"""The widgets of one scene (`WidgetGroup`): it routes input to them and keeps a keyboard focus
with its ring.

An open MessageBox takes everything, a text field being edited (game/render/text_field.py) takes
the keyboard, a click elsewhere drops it. Tab and Shift+Tab move a visible focus ring through the
widgets in the order they were added (Up and Down too, once the ring shows); Enter or Space
activates the focused widget and Left/Right change its value.
"""
from __future__ import annotations

from typing import Optional, Protocol

import pygame

from game.render.widgets.base import ACTIVATE, Widget
from game.render.widgets.message_box import MessageBox
from game.render.widgets.toast import Toast

RING = (255, 236, 140)       # the keyboard focus ring, over a dark edge
RING_EDGE = (20, 12, 6)


class PrintSize(Protocol):
    """What widgets need of the settings: how large to print words (large print: 1.25)."""

    @property
    def print_scale(self) -> float: ...


class WidgetGroup:
    """The widgets of one scene: routes events (modal box, then the text field being edited, then
    the keyboard focus, then the rest) and keeps the keyboard focus and its ring.

    `arrows`: Up and Down move the focus even before Tab has shown the ring (a list of buttons,
    as in the pause menu).
    """

    def __init__(self, arrows: bool = False, print_size: Optional[PrintSize] = None) -> None:
        self.print_size = print_size  # the settings: message boxes and toasts in large print
        self.widgets: list[Widget] = []
        self.modal: Optional[MessageBox] = None
        self.toast: Optional[Toast] = None
        self.current: Optional[Widget] = None  # the widget with the keyboard focus
        self.ring = False                      # the focus ring shows (keyboard in use)
        self.arrows = arrows

    def add(self, widget: Widget) -> Widget:
        """Add a widget (drawn, and reached by Tab, in the order added)."""
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        """Forget every widget (before building them again)."""
        self.widgets = []
        self.current = None

    @property
    def focused(self) -> Optional[Widget]:
        """The widget taking every key (a text field being edited), if any."""
        for w in self.widgets:
            if w.takes_keyboard and w.visible:
                return w
        return None

    # ----------------------------------------------------------------- keyboard focus
    def reachable(self) -> list[Widget]:
        """The widgets Tab stops at, in order."""
        return [w for w in self.widgets
                if w.focusable and w.enabled and (w.visible or w.scrolled_away)]

    def set_focus(self, widget: Optional[Widget], ring: bool = True) -> None:
        """Give `widget` the keyboard focus (None: nobody); `ring` shows the focus ring. A text
        field that gets it starts being edited."""
        for w in self.widgets:
            if w is not widget and w.takes_keyboard:
                w.focus(False)
        self.current = widget
        self.ring = ring and widget is not None
        if widget is not None and ring:
            widget.focus(True)

    def move_focus(self, by: int) -> None:
        """Tab (+1) or Shift+Tab (-1): the next or previous reachable widget, wrapping."""
        order = self.reachable()
        if not order:
            return
        if self.current in order:
            index = (order.index(self.current) + by) % len(order)
        else:
            index = 0 if by > 0 else len(order) - 1
        self.set_focus(order[index])

    def focus_tag(self, tag: str, ring: bool) -> None:
        """Focus the widget tagged `tag` (after the scene built its widgets again)."""
        found = next((w for w in self.widgets if tag and w.tag == tag), None)
        if found is not None and found.focusable and found.visible and found.enabled:
            self.current = found
            self.ring = ring

    # ----------------------------------------------------------------- messages
    def show(self, box: MessageBox, size: tuple[int, int]) -> None:
        """Open a modal message box."""
        box.layout(size, self.print_scale)
        self.modal = box

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size: the open message box, if any, laid out again for it."""
        if self.modal is not None:
            self.modal.layout(size, self.print_scale)

    @property
    def print_scale(self) -> float:
        """How large the settings print words now (1.0 without settings)."""
        return self.print_size.print_scale if self.print_size is not None else 1.0

    def say(self, message: str, seconds: float = 2.5, tone: str = "info") -> None:
        """Show a toast."""
        self.toast = Toast(message, seconds, tone)

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        """Give the event to whoever should have it; True if someone took it."""
        if self.modal is not None and self.modal.open:
            return self.modal.handle(event)
        if event.type == pygame.KEYDOWN and self._navigate(event):
            return True
        field = self.focused
        if field is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.KEYUP):
            return field.handle(event)
        if event.type == pygame.KEYDOWN and self._focused_key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._point(event.pos)
        taken = False
        for w in list(self.widgets):
            if event.type == pygame.MOUSEMOTION:
                w.handle(event)  # every widget updates its hover state
            elif w.handle(event):
                taken = True
                break
        return taken

    def _navigate(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab, and Up/Down once the ring shows (or always with `arrows`)."""
        if event.key == pygame.K_TAB and self.reachable():
            self.move_focus(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN) and (self.ring or self.arrows):
            if self.reachable():
                self.move_focus(-1 if event.key == pygame.K_UP else 1)
                return True
        return False

    def _focused_key(self, event: pygame.event.Event) -> bool:
        """A key for the widget under the ring: Enter/Space are its own, whatever it does."""
        current = self.current
        if not self.ring or current is None or not (current.visible and current.enabled):
            return False
        return current.key(event) or event.key in ACTIVATE

    def _point(self, pos: tuple[int, int]) -> None:
        """A click: the focus goes to what was clicked (no ring), text fields elsewhere stop."""
        self.ring = False
        self.current = next((w for w in self.widgets if w.focusable and w.visible
                             and w.enabled and w.rect.collidepoint(pos)), None)
        for w in self.widgets:
            if w.takes_keyboard and not w.rect.collidepoint(pos):
                w.focus(False)

    # ----------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        """Advance every widget, the modal box and the toast."""
        for w in self.widgets:
            w.update(dt)
        if self.modal is not None:
            self.modal.update(dt)
            if not self.modal.open:
                self.modal = None
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widgets and the focus ring, then the toast, then the modal box."""
        for w in self.widgets:
            w.draw(surface)
        current = self.current
        if self.ring and current is not None and current.visible and current in self.widgets:
            draw_focus_ring(surface, current.rect)
        if self.toast is not None:
            self.toast.draw(surface, print_scale=self.print_scale)
        if self.modal is not None and self.modal.open:
            self.modal.draw(surface)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus: a bright rounded ring on a dark edge just outside `rect`."""
    width = max(3, rect.height // 12)
    ring = rect.inflate(4 * width, 4 * width)
    radius = max(6, ring.height // 3)
    pygame.draw.rect(surface, RING_EDGE, ring.inflate(2, 2), width + 2, border_radius=radius + 1)
    pygame.draw.rect(surface, RING, ring, width, border_radius=radius)
