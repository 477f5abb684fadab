"""A one-line text box as players expect one: a cursor, a selection, select-all, delete, paste.

`LineEdit` is the text and where the cursor and the selection are, with every edit a key makes
(no pygame); `TextField` is the widget: it turns clicks, keys and typed text into edits and
draws the box, the selection and the cursor. Typing replaces a selection; Ctrl+A selects all;
Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through the system clipboard.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, INK, rounded_gradient
from game.render.widgets.base import SoundsLike, Widget

SELECTION = (150, 196, 255)
CTRL = pygame.KMOD_CTRL | pygame.KMOD_GUI  # Ctrl, or Cmd on a Mac


@dataclass
class LineEdit:
    """Text with a cursor and a selection (from `anchor` to `cursor`), at most `limit` long."""

    text: str = ""
    limit: int = 24
    cursor: int = 0
    anchor: int = 0

    @property
    def selection(self) -> tuple[int, int]:
        """The selected span (start, end); empty when start == end."""
        return min(self.anchor, self.cursor), max(self.anchor, self.cursor)

    @property
    def selected(self) -> str:
        """The selected text."""
        start, end = self.selection
        return self.text[start:end]

    def move(self, to: int, extend: bool = False) -> None:
        """Put the cursor at `to` (within the text); `extend` grows the selection instead."""
        self.cursor = max(0, min(len(self.text), to))
        if not extend:
            self.anchor = self.cursor

    def select_all(self) -> None:
        """Select the whole text (the cursor at its end)."""
        self.anchor, self.cursor = 0, len(self.text)

    def insert(self, typed: str) -> bool:
        """Type `typed` over the selection (printable characters only, cut to the limit);
        True if the text changed."""
        typed = "".join(ch for ch in typed if ch.isprintable())
        start, end = self.selection
        room = self.limit - (len(self.text) - (end - start))
        typed = typed[:max(0, room)]
        if not typed and start == end:
            return False
        self.text = self.text[:start] + typed + self.text[end:]
        self.move(start + len(typed))
        return True

    def erase(self, forward: bool) -> bool:
        """Backspace (or Delete when `forward`): the selection, else one character; True if the
        text changed."""
        start, end = self.selection
        if start == end:
            start, end = (start, start + 1) if forward else (start - 1, start)
        if start < 0 or end > len(self.text):
            return False
        self.text = self.text[:start] + self.text[end:]
        self.move(start)
        return True

    def step(self, by: int, extend: bool) -> None:
        """Left or Right: collapse a selection to its side, else move one character."""
        start, end = self.selection
        if start != end and not extend:
            self.move(start if by < 0 else end)
        else:
            self.move(self.cursor + by, extend)


def clipboard_text() -> str:
    """The system clipboard's text ("" when there is none or no clipboard)."""
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error:
        return ""


def copy_text(text: str) -> None:
    """Put `text` on the system clipboard (quietly nothing without one)."""
    try:
        pygame.scrap.put_text(text)
    except pygame.error:
        pass


class TextField(Widget):
    """A one-line text box: click or Tab to focus (the cursor at the end; a click in the text being
    edited moves the cursor there), type (TEXTINPUT), edit with the keys above; Enter submits,
    Esc leaves it."""

    focusable = True

    def __init__(self, text: str, on_change: Callable[[str], object], *,
                 on_submit: Optional[Callable[[str], object]] = None, max_length: int = 24,
                 placeholder: str = "", rect: Optional[pygame.Rect] = None,
                 sounds: Optional[SoundsLike] = None) -> None:
        super().__init__(rect)
        self.edit = LineEdit(text, max_length, len(text), len(text))
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder
        self.sounds = sounds
        self.focused = False
        self.blink = 0.0

    @property
    def text(self) -> str:
        """What is typed."""
        return self.edit.text

    @property
    def takes_keyboard(self) -> bool:
        return self.focused

    def focus(self, on: bool = True, select_all: bool = False) -> None:
        """Take (or drop) the keyboard; `select_all` selects the text, else the cursor goes to
        its end."""
        if on and not self.focused:
            self.edit.move(len(self.text))
        if on and select_all:
            self.edit.select_all()
        self.focused = on
        self.blink = 0.0

    def key(self, event: pygame.event.Event) -> bool:
        """Enter on a field that is not being edited starts editing it."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.focus(True)
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside and self.focused:  # a click in the text being edited moves the cursor
                self.edit.move(self.index_at(event.pos[0]))
            elif inside:  # the first click takes the keyboard, the cursor at the end
                self.focus(True)
            else:
                self.focus(False)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self._changed(self.edit.insert(event.text))
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
            return True
        return False

    def _key(self, key: int, mod: int) -> None:
        edit = self.edit
        shift = bool(mod & pygame.KMOD_SHIFT)
        if mod & CTRL and key in (pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v):
            self._shortcut(key)
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._changed(edit.erase(forward=key == pygame.K_DELETE))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            edit.step(-1 if key == pygame.K_LEFT else 1, shift)
        elif key in (pygame.K_HOME, pygame.K_END):
            edit.move(0 if key == pygame.K_HOME else len(edit.text), shift)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.focus(False)
            if self.on_submit is not None:
                self.on_submit(self.text)
        elif key == pygame.K_ESCAPE:
            self.focus(False)
        self.blink = 0.0

    def _shortcut(self, key: int) -> None:
        """Ctrl+A, Ctrl+C, Ctrl+X, Ctrl+V."""
        edit = self.edit
        if key == pygame.K_a:
            edit.select_all()
        elif key in (pygame.K_c, pygame.K_x) and edit.selected:
            copy_text(edit.selected)
            if key == pygame.K_x:
                self._changed(edit.erase(forward=True))
        elif key == pygame.K_v:
            pasted = clipboard_text().replace("\r", "").split("\n")[0]
            self._changed(edit.insert(pasted))

    def _changed(self, changed: bool) -> None:
        if changed:
            self.on_change(self.text)

    # ----------------------------------------------------------------- drawing
    def _size(self) -> int:
        """The text's size: while editing, the box's; at rest, smaller where that is what it
        takes for the whole text to show ("Rooster" in a narrow box, in large print)."""
        size = max(10, round(self.rect.height * 0.48))
        if self.focused:
            return size
        room = self.rect.width - 2 * max(6, self.rect.height // 4)
        return txt.fit_size(self.text, size, room, smallest=min(size, 10))

    def text_left(self) -> int:
        """Where the text starts: scrolled left, while editing, so that the cursor stays in
        view."""
        h = self.rect.height
        pad = max(6, h // 4)
        clip_w = self.rect.width - 2 * pad
        if not self.focused:  # at rest a name reads from its start
            return self.rect.left + pad
        f = txt.font(self._size())
        upto = f.size(self.text[:self.edit.cursor])[0]
        shift = max(0, upto - clip_w + self._size() // 2)
        return self.rect.left + pad - shift

    def index_at(self, x: int) -> int:
        """The cursor position nearest to the screen x."""
        f = txt.font(self._size())
        left = self.text_left()
        best, best_gap = 0, abs(x - left)
        for i in range(1, len(self.text) + 1):
            gap = abs(x - (left + f.size(self.text[:i])[0]))
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        h = rect.height
        border = BRASS if self.focused else ((180, 140, 90) if self.hovered else (120, 90, 60))
        surface.blit(rounded_gradient(rect.size, max(4, h // 4), (238, 226, 200), (255, 250, 238),
                                      255, border, max(2, h // 14) if self.focused else 1), rect)
        size = self._size()
        pad = max(6, h // 4)
        clip = rect.inflate(-2 * pad, -4)
        old = surface.get_clip()
        surface.set_clip(clip.clip(old) if old else clip)
        x = self.text_left()
        f = txt.font(size)
        top, bottom = rect.centery - size // 2 - 1, rect.centery + size // 2 + 1
        start, end = self.edit.selection
        if self.focused and start != end:
            a, b = f.size(self.text[:start])[0], f.size(self.text[:end])[0]
            pygame.draw.rect(surface, SELECTION, (x + a, top, b - a, bottom - top))
        if self.text:
            image = txt.render(self.text, size, INK, False)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
        elif not self.focused:
            image = txt.render(self.placeholder, size, (150, 130, 110), False)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
        if self.focused and self.blink < 0.55:
            at = x + f.size(self.text[:self.edit.cursor])[0] + 1
            pygame.draw.line(surface, INK, (at, top), (at, bottom), max(1, h // 20))
        surface.set_clip(old)
