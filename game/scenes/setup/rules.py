"""The setup screen's House rules panel: one row per house rule, its question on the left and
its value in words on the right (from game/words/house_rules.py), greyed out when it does not apply,
the pointed-at or focused rule explained below; the rows scroll when they do not all fit.
"""
from __future__ import annotations

import functools
from typing import Callable, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, CREAM, MUTED, panel_body
from game.render.widgets.base import SoundsLike, Widget
from game.render.widgets.cycle import Cycle
from game.render.widgets.stepper import Stepper
from game.rules.config import RULE_KEYS
from game.rules.errors import ConfigError
from game.rules.house_rules import CHOICES, RuleSet
from game.words.house_rules import applies, rule_words, value_words

FIXED = "fixed"  # the hand-size choice "a number you choose"
HAND_POLICIES = CHOICES["hand_size"] + (FIXED,)
GREYED = (150, 136, 116)
HOVER_INK = (62, 38, 20)


class HouseRulesPanel:
    """The rows of house rules: their widgets (added to the scene's group for input and the
    keyboard focus), their layout and scrolling, and the words drawn around them."""

    def __init__(self, sounds: SoundsLike, change: Callable[[str, object], None]) -> None:
        self.sounds = sounds
        self.change = change
        self.rules = RuleSet()
        self.seats = 4
        self.widgets: dict[str, Widget] = {}
        self.hand_stepper: Optional[Stepper] = None
        self.rows: dict[str, pygame.Rect] = {}
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.body = pygame.Rect(0, 0, 10, 10)
        self.help_rect = pygame.Rect(0, 0, 10, 10)
        self.first = 0      # the first row shown (scrolling)
        self.fits = len(RULE_KEYS)
        self.last_first = 0  # the last rule that can be the first shown
        self.hover_key = ""

    # ----------------------------------------------------------------- widgets
    def build(self, rules: RuleSet, seats: int) -> list[Widget]:
        """Make the widgets for `rules` (a `seats`-player table); returned in Tab order."""
        self.rules, self.seats = rules, seats
        self.widgets = {}
        self.hand_stepper = None
        order: list[Widget] = []
        for key in RULE_KEYS:
            widget = self._widget(key)
            widget.tag = f"rule:{key}"
            widget.enabled = applies(key, rules)
            self.widgets[key] = widget
            order.append(widget)
            if key == "hand_size" and isinstance(rules.hand_size, int):
                words = rule_words(key)
                self.hand_stepper = Stepper(
                    rules.hand_size, words.low, words.high,
                    lambda v: self.change("hand_size", v), sounds=self.sounds,
                    show=lambda n: value_words("hand_size", n, self.rules))
                self.hand_stepper.tag = "rule:hand_size:count"
                order.append(self.hand_stepper)
        return order

    def _widget(self, key: str) -> Widget:
        rules = self.rules
        value = getattr(rules, key)
        words = rule_words(key)
        sounds = self.sounds
        if key == "hand_size":
            shown = FIXED if isinstance(value, int) else value
            return Cycle(HAND_POLICIES, HAND_POLICIES.index(shown), self._hand_policy,
                         show=self._hand_words, sounds=sounds)
        show = functools.partial(value_words, key, rules=rules)
        if key in CHOICES or isinstance(value, bool):
            choices = list(CHOICES[key]) if key in CHOICES else list(words.values)
            return Cycle(choices, choices.index(value), functools.partial(self.change, key),
                         show=lambda v: show(v), sounds=sounds)
        step = words.step if value >= words.step else 1
        return Stepper(value, words.low, words.high, functools.partial(self.change, key),
                       step=step, sounds=sounds, show=lambda n: show(n))

    def _hand_words(self, policy: str) -> str:
        return "a number you choose" if policy == FIXED else \
            value_words("hand_size", policy, self.rules)

    def _hand_policy(self, policy: str) -> None:
        if policy != FIXED:
            self.change("hand_size", policy)
            return
        try:
            count: object = self.rules.hand_tiles(self.seats)
        except ConfigError:
            count = 7
        self.change("hand_size", count)

    # ----------------------------------------------------------------- layout
    def layout(self, rect: pygame.Rect, s: float, print_scale: float) -> None:
        """Lay the rows out in the panel `rect`; rows that do not fit scroll."""
        self.rect = rect
        self.body = body = panel_body(rect, "title", s)
        help_h = round(48 * s * print_scale)
        room = body.height - help_h
        count = len(RULE_KEYS)
        shortest = round(25 * s * print_scale ** 2)  # large print: rows that scroll, not shrink
        shortest = max(shortest, 2 * txt.readable(0, True) + max(3, round(5 * s)) + 4)  # two lines
        step = max(shortest, min(round(40 * s * print_scale), room // count))
        slots = max(1, room // step)
        self.last_first = next(i for i in range(count) if self._rows_from(i, slots) >= count - i)
        self.first = max(0, min(self.first, self.last_first))
        self.fits = self._rows_from(self.first, slots)
        self.step = step
        gap = max(3, round(5 * s))
        widget_w = round(body.width * 0.5)
        self.rows = {}
        y = body.top
        for i, key in enumerate(RULE_KEYS):
            widget = self.widgets[key]
            shown = self.first <= i < self.first + self.fits
            widget.visible = shown
            widget.scrolled_away = not shown
            if self.hand_stepper is not None and key == "hand_size":
                self.hand_stepper.visible = shown
                self.hand_stepper.scrolled_away = not shown
            if not shown:
                continue
            rh = self._span(key) * step - gap
            self.rows[key] = pygame.Rect(body.left, y, body.width, rh)
            widget.rect = pygame.Rect(body.right - widget_w, y, widget_w, step - gap)
            if key == "hand_size" and self.hand_stepper is not None:  # the count below
                self.hand_stepper.rect = widget.rect.move(0, step)
            y += self._span(key) * step
        self.help_rect = pygame.Rect(body.left, body.bottom - help_h + round(6 * s),
                                     body.width, help_h - round(6 * s))

    def _span(self, key: str) -> int:
        """How many rows' height a rule takes: two for the hand size with its count."""
        return 2 if key == "hand_size" and self.hand_stepper is not None else 1

    def _rows_from(self, first: int, slots: int) -> int:
        """How many rules, from the `first`, fit in `slots` rows' height (at least one)."""
        shown = used = 0
        for key in RULE_KEYS[first:]:
            used += self._span(key)
            if used > slots:
                break
            shown += 1
        return max(1, shown)

    def scroll(self, by: int) -> bool:
        """Scroll by `by` rows; True if the rows moved."""
        first = max(0, min(self.first + by, self.last_first))
        moved = first != self.first
        self.first = first
        return moved

    def reveal(self, widget: Optional[Widget]) -> bool:
        """Scroll so that `widget` (one of the rows') is shown; True if the rows moved."""
        key = self.key_of(widget)
        if not key:
            return False
        i = RULE_KEYS.index(key)
        if i < self.first:
            return self.scroll(i - self.first)
        if i >= self.first + self.fits:
            return self.scroll(i - self.first - self.fits + 1)
        return False

    def key_of(self, widget: Optional[Widget]) -> str:
        """The house rule a widget sets ("" if it is not one of the rows')."""
        if widget is not None and widget is self.hand_stepper:
            return "hand_size"
        return next((k for k, w in self.widgets.items() if w is widget), "")

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: which rule it is over."""
        self.hover_key = next((k for k, r in self.rows.items() if r.collidepoint(pos)), "")

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, s: float, print_scale: float,
             focused: Optional[Widget]) -> None:
        """The questions, the scroll marks and the explanation of the rule pointed at (or the
        focused one)."""
        shown_key = self.key_of(focused) or self.hover_key
        any_row = next(iter(self.rows.values()), None)
        if any_row is None:
            return
        widget_left = self.body.right - round(self.body.width * 0.5)
        size = min(round(16 * s * print_scale), round(any_row.height * 0.5))
        for key, row in self.rows.items():
            live = applies(key, self.rules)
            if key == shown_key:
                pygame.draw.rect(surface, (255, 220, 160), row.inflate(round(8 * s), 2),
                                 border_radius=round(6 * s))
            ink = HOVER_INK if key == shown_key else (CREAM if live else GREYED)
            lines, fitted = txt.fit_lines(rule_words(key).question, size,
                                          widget_left - row.left - round(8 * s), row.height, True)
            y = row.centery - (len(lines) - 1) * fitted / 2
            for line in lines:
                txt.blit_text(surface, line, (row.left, y), fitted, ink, "midleft", True)
                y += fitted
        self._draw_scroll_marks(surface, s)
        if shown_key:
            words = rule_words(shown_key)
            explain = words.help if applies(shown_key, self.rules) else words.unused
        else:
            explain = "Point at a rule, or move to it with Tab, to see what it means."
        txt.blit_wrapped(surface, explain, self.help_rect,
                         txt.print_size(14 * s, print_scale), MUTED, line_gap=1.2)

    def _draw_scroll_marks(self, surface: pygame.Surface, s: float) -> None:
        """A slim bar at the right edge when some rows are scrolled away."""
        count = len(RULE_KEYS)
        if self.fits >= count:
            return
        track = pygame.Rect(self.rect.right - round(9 * s), self.body.top, max(3, round(4 * s)),
                            self.fits * self.step)
        pygame.draw.rect(surface, (60, 40, 26), track, border_radius=track.width // 2)
        top = track.top + track.height * self.first // count
        bar = pygame.Rect(track.left, top, track.width, max(8, track.height * self.fits // count))
        pygame.draw.rect(surface, BRASS, bar, border_radius=track.width // 2)
