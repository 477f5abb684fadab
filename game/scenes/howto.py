"""How to play: the rules of the chosen preset in plain words (game.words.how_to_play), with pictures of the
opening and of a chicken foot drawn with the game's own tiles. The house rules of other tables
(blank halves, an unfinished foot, a stuck player ending the round, drawing until a tile fits)
are told where they change the rules, and listed at the end when the preset leaves them out."""
from __future__ import annotations

from typing import Optional

import pygame

from game.render import text as txt
from game.render.tile_art import TileArt
from game.render.ui_draw import BRASS, CREAM, MUTED, panel_body, rounded_gradient, ui_scale
from game.render.widgets.button import Button
from game.render.widgets.cycle import Cycle
from game.render.widgets.group import WidgetGroup
from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet
from game.rules.tiles import Tile
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.screen_kit import BackButton, draw_foot, menu_frame, screen_layer, two_panels
from game.words.how_to_play import rules_in_words


class HowToScene(Scene):
    """The rules of a preset, scrollable, with pictures."""

    def __init__(self, app: SceneContext, preset: Optional[str] = None) -> None:
        super().__init__(app)
        self.size: tuple[int, int] = app.size
        try:
            self.presets = app.files.preset_names()
        except ConfigError:
            self.presets = []
        wanted = preset or app.settings.last_preset
        self.preset = wanted if wanted in self.presets else (self.presets or ["classic"])[0]
        self.rules = RuleSet()
        self.title = ""
        self.scroll = 0
        self.content_height = 0
        self.ui = WidgetGroup(print_size=app.settings)
        names = self.presets or [self.preset]
        self.preset_cycle = Cycle(names, names.index(self.preset), self.choose,
                                  show=app.files.preset_title, sounds=app.audio)
        self.back_button = BackButton(self.back, app.audio)
        self.try_button = Button("Try it", self.try_it, hint="T", shortcut=pygame.K_t,
                                 sounds=app.audio)  # issue 10: the first-game tutorial
        self.ui.add(self.preset_cycle)
        self.ui.add(self.back_button)
        self.ui.add(self.try_button)
        self.choose(self.preset)

    def choose(self, name: str) -> None:
        """Explain another preset's rules."""
        try:
            level = self.app.files.load_preset(name)
        except ConfigError as error:
            self.ui.say(str(error), 4.0, "error")
            return
        self.preset = name
        self.rules = level.rules
        self.title = level.preset.title if level.preset else name
        self.scroll = 0
        self.resize(self.size)

    def back(self) -> None:
        """Back to the menu."""
        self.app.pop()

    def try_it(self) -> None:
        """Play the scripted first round (it comes back here when it is over)."""
        self.app.push(self.app.screens.tutorial())

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        frame = menu_frame(size)
        s, m, bar = frame.scale, frame.margin, frame.bar
        self.text_rect, self.picture_rect = two_panels(size, frame, 0.58)
        self.back_button.place(size)
        self.try_button.rect = self.back_button.rect.move(self.back_button.rect.width + m, 0)
        self.preset_cycle.rect = pygame.Rect(0, 0, round(320 * s), round(48 * s))
        self.preset_cycle.rect.midright = (w - m, h - m - bar // 2)
        self.body = panel_body(self.text_rect, "x", s)
        self.content_height = self._layout_text(s)
        self.scroll_to(self.scroll)

    @property
    def max_scroll(self) -> int:
        """How far the text can scroll: to the first line from which the rest fits whole."""
        return next((y for y, _, _, _ in self.lines
                     if self.content_height - y <= self.body.height), 0)

    def scroll_to(self, wanted: int) -> None:
        """Scroll near `wanted`, to a line's top: the first line shown is whole (the last too:
        a line that would be cut at the panel's foot is not drawn)."""
        wanted = max(0, min(self.max_scroll, wanted))
        ahead = wanted > self.scroll
        tops = [y for y, _, _, _ in self.lines if y <= self.max_scroll]
        self.scroll = (min((y for y in tops if y >= wanted), default=self.max_scroll) if ahead
                       else max((y for y in tops if y <= wanted), default=0))

    def handle(self, event: pygame.event.Event) -> bool:
        step = round(40 * ui_scale(self.size))
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * step)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP,
                                                          pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            big = self.body.height - step
            delta = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: big,
                     pygame.K_PAGEUP: -big}[event.key]
            self.scroll_to(self.scroll + delta)
            return True
        if self.ui.handle(event):
            return True
        # Left/Right turn the rules' arrows, as the arrows drawn on it suggest, ring or not.
        return (event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and self.preset_cycle.key(event))

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        surface.blit(screen_layer(self.size, "How to play", (
            (self.text_rect, f"{self.title} rules"), (self.picture_rect, "In pictures"))),
            (0, 0))
        old = surface.get_clip()
        surface.set_clip(self.body)
        self._draw_text(surface)
        surface.set_clip(old)
        self._draw_scrollbar(surface, s)
        self._draw_pictures(surface, s)
        label = "Rules of"
        txt.blit_text(surface, label, (self.preset_cycle.rect.left - round(10 * s),
                                       self.preset_cycle.rect.centery),
                      max(11, round(18 * s)), BRASS, "midright", True)
        self.ui.draw(surface)

    def _layout_text(self, s: float) -> int:
        """Wrap the sections into self.lines (y from the top of the text); total height."""
        body = self.body
        p = self.app.settings.print_scale  # large print: bigger words, a longer scroll
        size = txt.print_size(18 * s, p)
        head = txt.print_size(21 * s, p)
        self.lines: list[tuple[int, str, int, bool]] = []  # (y, text, size, heading?)
        y = 0
        for heading, paragraph in rules_in_words(self.rules, self.title):
            if heading:
                self.lines.append((y, heading, head, True))
                y += round(head * 1.35)
            for line in txt.wrap(paragraph, size, body.width - round(16 * s)):
                self.lines.append((y, line, size, False))
                y += round(size * 1.32)
            y += round(size * 0.7)
        return y

    def _draw_text(self, surface: pygame.Surface) -> None:
        """The lines wholly in view, scrolled (none cut through at the panel's foot)."""
        body = self.body
        for y, line, size, heading in self.lines:
            top = body.top - self.scroll + y
            if body.top <= top and top + txt.font(size, heading).get_height() <= body.bottom:
                txt.blit_text(surface, line, (body.left, top), size,
                              BRASS if heading else CREAM, bold=heading)

    def _draw_scrollbar(self, surface: pygame.Surface, s: float) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(self.body.right - round(6 * s), self.body.top, round(6 * s),
                            self.body.height)
        surface.blit(rounded_gradient(track.size, track.width // 2, (0, 0, 0), (0, 0, 0), 90),
                     track)
        frac = self.body.height / self.content_height
        knob_h = max(round(30 * s), round(track.height * frac))
        y = track.top + round((track.height - knob_h) * self.scroll / self.max_scroll)
        knob = pygame.Rect(track.left, y, track.width, knob_h)
        surface.blit(rounded_gradient(knob.size, knob.width // 2, BRASS, (180, 130, 60)), knob)

    def _draw_pictures(self, surface: pygame.Surface, s: float) -> None:
        body = panel_body(self.picture_rect, "In pictures", s)
        half = body.height // 2
        art = self.app.art
        caption = txt.print_size(16 * s, self.app.settings.print_scale)
        n = self.rules.set
        top = pygame.Rect(body.left, body.top, body.width, half)
        length = min(round(70 * s), top.width // 5, round((half - caption * 2) / 3.2))
        centre = (top.centerx, top.top + (half - caption * 2) // 2 + round(4 * s))
        if self.rules.opening == "cross":
            _draw_cross(surface, art, centre, length, n)
            words = f"The opening: {n}-{n} and a cross of four tiles"
        else:
            draw_foot(surface, art, centre, length, n, None, (1, 4, 7), turn=0)
            draw_foot(surface, art, centre, length, n, None, (3, 5, 2), turn=180)
            words = f"The opening: {n}-{n} and a double chicken foot of six"
        txt.blit_text(surface, words, (top.centerx, top.bottom - round(4 * s)),
                      txt.fit_size(words, caption, body.width), MUTED, "midbottom")
        low = pygame.Rect(body.left, body.top + half, body.width, half)
        length2 = min(round(60 * s), low.width // 5, round((half - caption * 2) / 3.4))
        foot_centre = (low.centerx, low.top + round(length2 * 1.5))
        draw_foot(surface, art, foot_centre, length2, 5, 8, (2, 0, 4), highlight_toes=True)
        words = "A chicken foot: a double, then three toes"
        txt.blit_text(surface, words, (low.centerx, low.bottom - round(2 * s)),
                      txt.fit_size(words, caption, body.width), MUTED, "midbottom")


def _draw_cross(surface: pygame.Surface, art: TileArt, centre: tuple[int, int], length: int,
                n: int) -> None:
    """The starting double with a spoke on each side."""
    cx, cy = centre
    g = max(1, length // 30)
    others = [max(0, n - k) for k in (1, 3, 5, 7)]
    spokes = (
        ((cx + length + g, cy), 0), ((cx - length - g, cy), 180),
        ((cx, cy - length * 0.75 - g), 90), ((cx, cy + length * 0.75 + g), 270),
    )
    art.blit(surface, Tile(n, n), centre, length, 0)
    for ((x, y), angle), other in zip(spokes, others):
        tile = Tile(n, other)
        turn = angle if tile.high == n else angle + 180
        art.blit(surface, tile, (x, y), length, turn)
