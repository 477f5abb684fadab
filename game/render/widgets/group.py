"""Menu widgets: buttons, toggles, cycles, steppers, message boxes, toasts, and the group that
routes input to them with a keyboard focus (the text field is game/render/text_field.py).

A widget owns a `rect` that its scene sets in a `layout()` derived from the window size (see
`ui_scale`); text sizes come from the rect, so everything re-lays out on resize. Widgets take
pygame events in `handle(event) -> bool`, advance in `update(dt)` and never change state in
`draw(surface)`. They are drawn with the palette and cached pieces of game/render/ui_draw.

A `WidgetGroup` routes events: an open MessageBox takes everything, a text field being edited
takes the keyboard, a click elsewhere drops it. Tab and Shift+Tab move a visible focus ring
through the widgets in the order they were added (Up and Down too, once the ring shows); Enter
or Space activates the focused widget and Left/Right change its value. `sounds` is anything
with `play_sound(name)` (the app); buttons play "click".
"""
from __future__ import annotations

import itertools
from typing import Any, Callable, Optional, Protocol, Sequence

import pygame

from game.render import text as txt
from game.render.ui_draw import (BRASS, CREAM, DISABLED, INK, RGB, STYLES, draw_panel,
                                 draw_shadow, draw_triangle, mix, rounded_gradient, ui_scale, veil)


class SoundsLike(Protocol):
    """What widgets need of the app's sounds."""

    def play_sound(self, name: str) -> Any: ...


class PrintSize(Protocol):
    """What widgets need of the settings: how large to print words (large print: 1.25)."""

    @property
    def print_scale(self) -> float: ...


# ---------------------------------------------------------------- widgets

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING = (255, 236, 140)       # the keyboard focus ring, over a dark edge
RING_EDGE = (20, 12, 6)


class Widget:
    """A rectangle on screen that may take input. `tag` names it for its scene (a scene that
    builds its widgets again finds the focused one by its tag)."""

    focusable = False

    def __init__(self, rect: Optional[pygame.Rect] = None) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 10, 10)
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.tag = ""
        self.scrolled_away = False  # hidden by a scrolled list, still reached by Tab

    @property
    def takes_keyboard(self) -> bool:
        """True while the widget takes every key (a text field being edited)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True if consumed."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed while this widget has the keyboard focus; True if it used it."""
        return False

    def focus(self, on: bool = True) -> None:
        """Take or drop every key (only a text field takes them)."""

    def update(self, dt: float) -> None:
        """Advance animations."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget (changes nothing)."""

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hovered = self.rect.collidepoint(event.pos)


class Button(Widget):
    """A rounded button: hover and press states, disabled look, a keyboard shortcut."""

    def __init__(self, label: str, on_click: Callable[[], object], *,
                 shortcut: Optional[int] = None, hint: str = "", style: str = "primary",
                 sounds: Optional[SoundsLike] = None, rect: Optional[pygame.Rect] = None,
                 sound: str = "click") -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.shortcut = shortcut
        self.hint = hint
        self.style = style
        self.sounds = sounds
        self.sound = sound
        self.pressed = False
        self.glow = 0.0  # 0..1 eased hover highlight

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Enter or Space presses the focused button."""
        if event.key in ACTIVATE:
            self.click()
            return True
        return False

    def click(self) -> None:
        """Do what the button says (if enabled), with its sound."""
        if not (self.enabled and self.visible):
            return
        if self.sounds is not None and self.sound:
            self.sounds.play_sound(self.sound)
        self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.shortcut is not None:
            if event.key == self.shortcut and self.enabled:
                self.click()
                return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if (self.hovered and self.enabled) else 0.0
        self.glow += (target - self.glow) * min(1.0, dt * 14)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        top, bottom, ink = STYLES.get(self.style, STYLES["primary"]) if self.enabled else DISABLED
        if self.glow > 0.01:
            top, bottom = mix(top, (255, 255, 255), 0.18 * self.glow), mix(bottom, top, 0.2 * self.glow)
        rect = pygame.Rect(self.rect)
        radius = max(6, rect.height // 3)
        lift = max(2, rect.height // 9)
        if self.pressed:
            rect.y += lift // 2
            lift = max(1, lift // 3)
        elif self.glow > 0.5:
            rect.y -= 1
        if self.enabled:
            draw_shadow(surface, rect, radius, lift, 120)
        rim = mix(bottom, (0, 0, 0), 0.35)
        surface.blit(rounded_gradient(rect.size, radius, top, bottom, 255, rim,
                                      max(1, rect.height // 22), gloss=28), rect)
        left, right = rect.left + rect.height // 4, rect.right - rect.height // 4
        full = max(10, round(rect.height * 0.42))
        key = self._keycap(rect) if self.hint else None
        ends = ([(key, key[0].left - rect.height // 8)] if key is not None else []) \
            + [(None, right)]  # without its key, where the label does not fit beside it
        for tall, (key, end) in itertools.product((0, rect.height - 4), ends):
            lines, size = txt.fit_lines(self.label, full, end - left, tall, True)
            if " ".join(lines) == self.label:  # one line if it can, else two
                break
        shade = (0, 0, 0, 90) if ink[0] > 200 and ink[1] > 200 else None
        y = rect.centery - (len(lines) - 1) * size / 2
        for line in lines:
            txt.blit_text(surface, line, ((left + end) / 2, y), size, ink, "center", True,
                          shadow=shade)
            y += size
        if key is not None:
            self._draw_hint(surface, *key, ink)

    def _keycap(self, rect: pygame.Rect) -> tuple[pygame.Rect, int]:
        """The shortcut key's keycap at the right end of `rect`, and the size of its word."""
        size = txt.readable(round(rect.height * 0.24), True)
        cap = txt.render(self.hint, size, bold=True).get_rect().inflate(size * 0.8, size * 0.35)
        cap.midright = (rect.right - rect.height // 4, rect.centery)
        return cap, size

    def _draw_hint(self, surface: pygame.Surface, cap: pygame.Rect, size: int, ink: RGB) -> None:
        """The shortcut key in its keycap."""
        image = txt.render(self.hint, size, ink, True)
        pygame.draw.rect(surface, (*ink, 70), cap, max(1, size // 10), border_radius=size // 3)
        surface.blit(image, image.get_rect(center=cap.center))


class Toggle(Widget):
    """An on/off switch (a pill with a sliding knob)."""

    def __init__(self, value: bool, on_change: Callable[[bool], object], *,
                 sounds: Optional[SoundsLike] = None, rect: Optional[pygame.Rect] = None,
                 labels: tuple[str, str] = ("Off", "On")) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.sounds = sounds
        self.labels = labels
        self.knob = 1.0 if value else 0.0

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Enter or Space flips it; Left turns it off, Right on."""
        if event.key in ACTIVATE:
            self.set(not self.value)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            wanted = event.key == pygame.K_RIGHT
            if wanted != self.value:
                self.set(wanted)
        else:
            return False
        return True

    def set(self, value: bool) -> None:
        """Change the value and tell the owner."""
        self.value = value
        if self.sounds is not None:
            self.sounds.play_sound("click")
        self.on_change(value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if self.rect.collidepoint(event.pos):
                self.set(not self.value)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        self.knob += (target - self.knob) * min(1.0, dt * 16)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        h = self.rect.height
        pill = pygame.Rect(self.rect.x, self.rect.y, min(self.rect.width, round(h * 1.9)), h)
        on_col, off_col = (70, 186, 96), (110, 92, 78)
        col = mix(off_col, on_col, self.knob)
        draw_shadow(surface, pill, h // 2, max(1, h // 10), 90)
        surface.blit(rounded_gradient(pill.size, h // 2, mix(col, (0, 0, 0), 0.25), col, 255,
                                      mix(col, (0, 0, 0), 0.45), max(1, h // 16)), pill)
        r = h // 2 - max(2, h // 10)
        x = pill.left + h // 2 + (pill.width - h) * self.knob
        pygame.draw.circle(surface, (0, 0, 0, 60), (round(x) + 1, pill.centery + 2), r)
        pygame.draw.circle(surface, CREAM, (round(x), pill.centery), r)
        pygame.draw.circle(surface, (255, 255, 255), (round(x) - r // 3, pill.centery - r // 3),
                           max(1, r // 3))
        label = self.labels[1] if self.value else self.labels[0]
        if self.rect.width > pill.width + h // 2:
            txt.blit_text(surface, label, (pill.right + h // 3, pill.centery),
                          max(10, round(h * 0.5)), CREAM, "midleft", True)


class Cycle(Widget):
    """A value picked from choices: click the right side (or the value) for the next one,
    the left arrow for the previous one."""

    def __init__(self, choices: Sequence[Any], index: int, on_change: Callable[[Any], object], *,
                 show: Callable[[Any], str] = str, sounds: Optional[SoundsLike] = None,
                 rect: Optional[pygame.Rect] = None) -> None:
        super().__init__(rect)
        self.choices = list(choices)
        self.index = index
        self.on_change = on_change
        self.show = show
        self.sounds = sounds

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Enter, Space or Right: the next choice; Left: the previous one."""
        if event.key in ACTIVATE or event.key == pygame.K_RIGHT:
            self.step(1)
        elif event.key == pygame.K_LEFT:
            self.step(-1)
        else:
            return False
        return True

    @property
    def value(self) -> Any:
        """The chosen value."""
        return self.choices[self.index]

    def step(self, by: int) -> None:
        """Move `by` choices (wrapping) and tell the owner."""
        if not self.choices:
            return
        self.index = (self.index + by) % len(self.choices)
        if self.sounds is not None:
            self.sounds.play_sound("click")
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            button = getattr(event, "button", 1)
            left = event.pos[0] < self.rect.left + self.rect.height
            self.step(-1 if (left or button == 3) else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        h = rect.height
        radius = max(4, h // 3)
        top, bottom = ((255, 248, 230), (232, 214, 178)) if self.enabled else DISABLED[:2]
        if self.hovered and self.enabled:
            top, bottom = mix(top, (255, 255, 255), 0.4), mix(bottom, top, 0.3)
        surface.blit(rounded_gradient(rect.size, radius, top, bottom, 255, (140, 104, 62),
                                      max(1, h // 20)), rect)
        arrow = max(6, h // 3)
        ink = INK if self.enabled else (120, 112, 104)
        inset = max(8, round(h * 0.4))  # the arrows clear of the rounded ends
        draw_triangle(surface, (rect.left + inset, rect.centery), arrow, -1, (200, 110, 40))
        draw_triangle(surface, (rect.right - inset, rect.centery), arrow, 1, (200, 110, 40))
        shown = self.show(self.value) if self.choices else ""
        lines, size = txt.fit_lines(shown, max(10, round(h * 0.46)), rect.width - 3 * inset,
                                    h - 4, True)
        y = rect.centery - (len(lines) - 1) * size / 2
        for line in lines:
            txt.blit_text(surface, line, (rect.centerx, y), size, ink, "center", True)
            y += size


class Stepper(Widget):
    """An integer with - and + buttons (clamped to lo..hi)."""

    def __init__(self, value: int, lo: int, hi: Optional[int], on_change: Callable[[int], object],
                 *, step: int = 1, sounds: Optional[SoundsLike] = None,
                 rect: Optional[pygame.Rect] = None, show: Callable[[int], str] = str) -> None:
        super().__init__(rect)
        self.value = value
        self.lo, self.hi = lo, hi
        self.step_size = step
        self.on_change = on_change
        self.sounds = sounds
        self.show = show

    focusable = True

    def key(self, event: pygame.event.Event) -> bool:
        """Right or + adds a step, Left or - takes one."""
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.bump(1)
        elif event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.bump(-1)
        else:
            return False
        return True

    def _halves(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        return (pygame.Rect(self.rect.left, self.rect.top, h, h),
                pygame.Rect(self.rect.right - h, self.rect.top, h, h))

    def bump(self, direction: int) -> None:
        """Add or take one step (within bounds) and tell the owner."""
        new = self.value + direction * self.step_size
        new = max(self.lo, new if self.hi is None else min(self.hi, new))
        if new != self.value:
            self.value = new
            if self.sounds is not None:
                self.sounds.play_sound("click")
            self.on_change(new)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            minus, plus = self._halves()
            if minus.collidepoint(event.pos):
                self.bump(-1)
            elif plus.collidepoint(event.pos):
                self.bump(1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.rect
        h = rect.height
        top, bottom = ((255, 248, 230), (232, 214, 178)) if self.enabled else DISABLED[:2]
        surface.blit(rounded_gradient(rect.size, max(4, h // 3), top, bottom, 255,
                                      (140, 104, 62), max(1, h // 20)), rect)
        minus, plus = self._halves()
        for part, sign, live in ((minus, "-", self.value > self.lo),
                                 (plus, "+", self.hi is None or self.value < self.hi)):
            box = part.inflate(-max(4, h // 6), -max(4, h // 6))
            style = STYLES["primary"] if live and self.enabled else DISABLED
            surface.blit(rounded_gradient(box.size, box.height // 3, style[0], style[1]), box)
            bar = max(2, h // 12)
            w = box.width // 2
            pygame.draw.rect(surface, (255, 255, 250), (box.centerx - w // 2, box.centery - bar // 2,
                                                        w, bar))
            if sign == "+":
                pygame.draw.rect(surface, (255, 255, 250),
                                 (box.centerx - bar // 2, box.centery - w // 2, bar, w))
        lines, size = txt.fit_lines(self.show(self.value), max(10, round(h * 0.48)),
                                    rect.width - 2 * h - 4, h - 4, True)
        y = rect.centery - (len(lines) - 1) * size / 2
        for line in lines:
            txt.blit_text(surface, line, (rect.centerx, y), size,
                          INK if self.enabled else (120, 112, 104), "center", True)
            y += size


class MessageBox(Widget):
    """A modal box over a dimmed screen: a title, wrapped text and buttons. Enter/Esc close it."""

    def __init__(self, title: str, message: str,
                 buttons: Sequence[tuple[str, Callable[[], object]]] = (), *,
                 sounds: Optional[SoundsLike] = None, tone: str = "error") -> None:
        super().__init__()
        self.title = title
        self.message = message
        self.tone = tone
        self.open = True
        self.sounds = sounds
        specs = list(buttons) or [("OK", lambda: None)]
        self.buttons = [Button(label, self._closing(action), sounds=sounds,
                               style="primary" if i == 0 else "secondary")
                        for i, (label, action) in enumerate(specs)]
        self.buttons[0].shortcut = pygame.K_RETURN
        self.panel = pygame.Rect(0, 0, 10, 10)

    def _closing(self, action: Callable[[], object]) -> Callable[[], object]:
        def run() -> None:
            self.open = False
            action()
        return run

    def layout(self, size: tuple[int, int], print_scale: float = 1.0) -> None:
        """Centre the box in a window of `size` (wider, with larger words, in large print)."""
        s = ui_scale(size) * print_scale
        w = min(size[0] - 40, round(640 * s))
        body = max(12, round(20 * s))
        lines = txt.wrap(self.message, body, w - round(60 * s))
        h = round(150 * s) + len(lines) * round(body * 1.3) + round(60 * s)
        h = min(size[1] - 20, h)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.rect = pygame.Rect(0, 0, *size)
        bw, bh = round(170 * s), round(52 * s)
        gap = round(16 * s)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = self.panel.centerx - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel.bottom - bh - round(24 * s), bw, bh)
            x += bw + gap

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.open:
            return False
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open = False
        return True  # modal: nothing gets past an open box

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        surface.blit(veil(surface.get_size(), 150), (0, 0))
        body = draw_panel(surface, self.panel, self.title)
        s = self.panel.width / 640
        size = max(12, round(20 * s))
        colour = (255, 214, 200) if self.tone == "error" else CREAM
        area = pygame.Rect(body.left + round(14 * s), body.top + round(8 * s),
                           body.width - round(28 * s), body.height)
        txt.blit_wrapped(surface, self.message, area, size, colour, line_gap=1.3)
        for b in self.buttons:
            b.draw(surface)


MENU_MARGIN, MENU_BAR = 22, 58  # a menu screen's margin and bottom button bar, at 1280x720


class Toast:
    """A short message that slides up and fades away: just above a menu screen's button bar,
    or where a scene puts it (the table shows its toasts at the foot of the barnyard)."""

    def __init__(self, message: str, seconds: float = 2.5, tone: str = "info") -> None:
        self.message = message
        self.seconds = seconds
        self.age = 0.0
        self.tone = tone

    @property
    def done(self) -> bool:
        """True once it has faded out."""
        return self.age >= self.seconds

    def update(self, dt: float) -> None:
        """Age the toast."""
        self.age += dt

    def size(self, screen: tuple[int, int], print_scale: float = 1.0) -> tuple[int, int]:
        """The card's size in pixels on a screen of `screen` pixels (larger in large print)."""
        s = ui_scale(screen) * print_scale
        return self._box(self._image(s, screen[0]), s).size

    def _image(self, s: float, width: int) -> pygame.Surface:
        """The words, smaller (then cut short) where a long name would make the card wider
        than `width` less a margin."""
        words, size = txt.fit_text(self.message, max(12, round(20 * s)), width - round(100 * s),
                                   True, smallest=10)
        return txt.render(words, size, CREAM, True)

    @staticmethod
    def _box(image: pygame.Surface, s: float) -> pygame.Rect:
        return image.get_rect().inflate(round(40 * s), round(22 * s))

    def home(self, screen: tuple[int, int]) -> pygame.Rect:
        """Where it rests when no scene places it: centred just above a menu screen's button
        bar, clear of the buttons and of the line between them."""
        s = ui_scale(screen)
        return self._at_home(self._box(self._image(s, screen[0]), s), screen, s)

    @staticmethod
    def _at_home(box: pygame.Rect, screen: tuple[int, int], s: float) -> pygame.Rect:
        box.midbottom = (screen[0] // 2, screen[1] - round((MENU_BAR + 1.5 * MENU_MARGIN) * s))
        return box

    def draw(self, surface: pygame.Surface, centre: Optional[tuple[float, float]] = None,
             print_scale: float = 1.0) -> None:
        """Draw at its `home` on `surface` (or centred on `centre`), fading in and out."""
        if self.done:
            return
        w, h = surface.get_size()
        s = ui_scale((w, h)) * print_scale
        fade = min(1.0, self.age / 0.2, (self.seconds - self.age) / 0.4)
        image = self._image(s, w)
        box = self._box(image, s)
        rise = round((1 - fade) * 20 * s)
        if centre is None:  # above the button bar, which large print leaves as it is
            self._at_home(box, (w, h), ui_scale((w, h))).y += rise
        else:
            box.center = (round(centre[0]), round(centre[1]) + rise)
        col = {"error": (150, 48, 36), "achievement": (128, 86, 18)}.get(self.tone, (56, 36, 24))
        card = rounded_gradient(box.size, box.height // 2, mix(col, (255, 255, 255), 0.15), col,
                                235, BRASS, 2).copy()
        card.blit(image, image.get_rect(center=(box.width // 2, box.height // 2)))
        card.set_alpha(round(255 * max(0.0, fade)))
        surface.blit(card, box)


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
