"""Settings: sound and screen, the tiles (colours, a numeral face, colour-blind-safe pips, the
tile tracker, with a live preview), help at the table (undo, no busywork), and beside Back the
port a party's phones join on. Every change applies at once and is kept in app.settings; Back
saves them (if the app keeps files: keep_settings). Tab, Enter and the arrow keys work as in
every menu.
"""
from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game.render import text as txt
from game.render.text_field import TextField
from game.render.ui_draw import BRASS, CREAM, MUTED, panel_body, ui_scale
from game.render.widgets.base import SoundsLike, Widget
from game.render.widgets.cycle import Cycle
from game.render.widgets.group import WidgetGroup
from game.render.widgets.stepper import Stepper
from game.render.widgets.toggle import Toggle
from game.rules.refusals import expected
from game.rules.tiles import Tile
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.screen_kit import BackButton, menu_frame, screen_layer
from game.store.settings import (FACES, OPPONENTS, PALETTES, PHONE_PORT_WORDS, SCHEMES, SPEEDS,
                                 UNDO_POLICIES, read_phone_port)

#: A switch's width in heights of its row: with its word ("Off"), and its pill alone (where
#: its name needs the room: large print in a small window; the knob's side tells).
SWITCH_WIDTH, PILL_WIDTH = 3.4, 2.0

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1280, 720), (1600, 900),
                                             (1920, 1080))
FULL_SCREEN = "full screen"
PREVIEW_TILES = (Tile(6, 6), Tile(5, 3), Tile(9, 4), Tile(12, 7))
FACE_WORDS = {"pips": "Pips", "numerals": "Numerals"}
PALETTE_WORDS = {"classic": "Classic", "colour-blind": "Colour-blind safe"}
UNDO_WORDS = {"against-computers": "Against computers", "always": "Always", "never": "Never"}
PANELS = ("Sound and screen", "Your tiles", "At the table")


class Row(NamedTuple):
    """One setting: its name, what it does in words, and the widget that changes it."""

    name: str
    words: str
    widget: Widget


class SettingsScene(Scene):
    """The player's settings."""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.size: tuple[int, int] = app.size
        self.ui = WidgetGroup(print_size=app.settings)
        st = app.settings
        self.sound_toggle = Toggle(st.sound, self.set_sound, sounds=app.audio)
        self.volume_stepper = Stepper(round(st.volume * 100), 0, 100, self.set_volume, step=10,
                                      sounds=app.audio, show=lambda v: f"{v}%")
        w, h = app.window.room  # a window larger than the screen would hide its edges
        windows: list[Any] = [*(size for size in WINDOW_SIZES if size[0] <= w and size[1] <= h),
                              FULL_SCREEN]
        current: Any = FULL_SCREEN if st.fullscreen else tuple(st.window_size)
        if current not in windows:
            windows.insert(0, current)
        self.window_cycle = Cycle(windows, windows.index(current), self.set_window,
                                  show=_window_words, sounds=app.audio)
        self.print_toggle = Toggle(st.large_print, self.set_large_print, sounds=app.audio)
        self.speed_cycle = _cycle(SPEEDS, st.animation_speed, self.set_speed, str.capitalize,
                                  app.audio)
        self.opponents_cycle = _cycle(OPPONENTS, st.opponents, self._setter("opponents"),
                                      str.capitalize, app.audio)
        self.motion_toggle = Toggle(st.reduced_motion, self.set_reduced_motion, sounds=app.audio)
        self.scheme_cycle = _cycle(SCHEMES, st.tile_scheme, self.set_scheme, str.capitalize,
                                   app.audio)
        self.face_cycle = _cycle(FACES, st.tile_face, self.set_face, FACE_WORDS.__getitem__,
                                 app.audio)
        self.pips_toggle = Toggle(st.colour_pips, self.set_colour_pips, sounds=app.audio)
        self.palette_cycle = _cycle(PALETTES, st.pip_palette, self.set_palette,
                                    PALETTE_WORDS.__getitem__, app.audio)
        self.undo_cycle = _cycle(UNDO_POLICIES, st.undo, self.set_undo,
                                 UNDO_WORDS.__getitem__, app.audio)
        self.dim_toggle = Toggle(st.dim_unplayable, self._setter("dim_unplayable"), sounds=app.audio)
        self.draw_toggle = Toggle(st.auto_draw, self._setter("auto_draw"), sounds=app.audio)
        self.pass_toggle = Toggle(st.auto_pass, self._setter("auto_pass"), sounds=app.audio)
        self.play_toggle = Toggle(st.auto_play, self._setter("auto_play"), sounds=app.audio)
        self.tracker_toggle = Toggle(st.tracker, self._setter("tracker"), sounds=app.audio)
        self.port_field = TextField(str(st.phone_port), self.set_phone_port, max_length=5,
                                    sounds=app.audio)
        self.panels: tuple[list[Row], list[Row], list[Row]] = ([
            Row("Sound", "Clacks, clucks and cheers.", self.sound_toggle),
            Row("Volume", "How loud the sounds play.", self.volume_stepper),
            Row("Window size", "F11 also switches to full screen.", self.window_cycle),
            Row("Large print", "Bigger text, buttons and hand tiles.", self.print_toggle),
            Row("Reduced motion", "No shaking or confetti, a still view.", self.motion_toggle),
            Row("Animation speed", "How fast tiles fly across the table.", self.speed_cycle),
        ], [
            Row("Tile colours", "Ivory, ebony or mint tiles.", self.scheme_cycle),
            Row("Tile face", "Dots, or the number written out.", self.face_cycle),
            Row("Coloured pips", "A colour for every number.", self.pips_toggle),
            Row("Pip colours", "Colour-blind safe: clear to every eye.", self.palette_cycle),
            Row("Tile tracker", "Count the tiles still hidden.",
                self.tracker_toggle),
        ], [
            Row("Dim unplayable tiles", "Grey your tiles that fit nowhere.", self.dim_toggle),
            Row("Opponents", "How long each computer move shows.", self.opponents_cycle),
            Row("Undo", "Take back a play (Ctrl+Z); with people, before the hand-over.",
                self.undo_cycle),
            Row("Draw for me", "Draw when no tile of yours fits.", self.draw_toggle),
            Row("Pass for me", "Pass when the drawn tile fits nowhere.", self.pass_toggle),
            Row("Play the only move", "Play a move when it is the only one.",
                self.play_toggle),
        ])
        # in the bar beside Back (the three panels are full): where a party's phones join
        self.footer = Row("Phone port", "phones join a New game's party here; 0: any free port",
                          self.port_field)
        self.footer_rect = pygame.Rect(0, 0, 0, 0)
        for row in self.rows:
            self.ui.add(row.widget)
        self.back_button = BackButton(self.back, app.audio)
        self.ui.add(self.back_button)
        self._follow()
        self.resize(self.size)

    @property
    def rows(self) -> list[Row]:
        """Every setting, panel by panel, then the one beside Back."""
        return [row for rows in self.panels for row in rows] + [self.footer]

    # ----------------------------------------------------------------- changes
    def set_sound(self, on: bool) -> None:
        """Sound on or off."""
        self.app.audio.set_sound(on)

    def set_volume(self, percent: int) -> None:
        """Master volume, 0 to 100 %."""
        self.app.audio.set_volume(percent / 100)
        self.app.audio.play_sound("clack")

    def set_speed(self, speed: str) -> None:
        """Slow, normal or fast animations."""
        self.app.settings.animation_speed = speed

    def set_reduced_motion(self, on: bool) -> None:
        """No shake or confetti, short flights, no camera glide."""
        self.app.settings.reduced_motion = on

    def set_large_print(self, on: bool) -> None:
        """Bigger text and hand tiles: this screen is laid out again at once."""
        self.app.settings.large_print = on
        self.resize(self.size)

    def set_scheme(self, scheme: str) -> None:
        """The tiles' colour scheme."""
        self.app.settings.tile_scheme = scheme
        self.app.restyle_tiles()

    def set_face(self, face: str) -> None:
        """Pips or numerals on the tiles."""
        self.app.settings.tile_face = face
        self.app.restyle_tiles()

    def set_colour_pips(self, on: bool) -> None:
        """One colour per number, or plain pips."""
        self.app.settings.colour_pips = on
        self.app.restyle_tiles()
        self._follow()

    def set_palette(self, palette: str) -> None:
        """The colours of coloured pips: classic, or safe for colour-blind players."""
        self.app.settings.pip_palette = palette
        self.app.restyle_tiles()

    def set_undo(self, policy: str) -> None:
        """When the table offers Undo."""
        self.app.settings.undo = policy

    def set_phone_port(self, typed: str) -> None:
        """The port phones join a party on, once what is typed is one (PHONE_PORT_WORDS)."""
        port = read_phone_port(typed)
        if port is not None:
            self.app.settings.phone_port = port

    def _setter(self, name: str) -> Any:
        def set_it(on: Any) -> None:
            setattr(self.app.settings, name, on)
        return set_it

    def _follow(self) -> None:
        """The pip colours matter only with coloured pips."""
        self.palette_cycle.enabled = self.app.settings.colour_pips

    def set_window(self, choice: Any) -> None:
        """A window size, or the full screen."""
        self.app.window.set(None if choice == FULL_SCREEN else tuple(choice))

    def back(self) -> None:
        """Save the settings (when the app keeps files) and go back; a phone port typed that is
        none is said, and the last good one kept."""
        typed = self.port_field.text
        if read_phone_port(typed) is None:
            self.app.say(f"Phone port: {expected(PHONE_PORT_WORDS, typed)}: "
                         f"{self.app.settings.phone_port} is kept")
        problem = self.app.files.keep_settings()  # the disk must never trap the player here
        if problem:
            self.app.say(problem)
        self.app.pop()

    # ----------------------------------------------------------------- layout and frame
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s, m, top, bar, bottom = menu_frame(size)
        p = self.app.settings.print_scale
        width = min(w - 2 * m, round(1400 * s))
        left = (w - width) // 2
        panel_w = (width - 2 * m) // 3
        self.panel_rects = [pygame.Rect(left + i * (panel_w + m), top, panel_w, bottom - top)
                            for i in range(3)]
        self.row_rects: list[pygame.Rect] = []
        self.word_rects: list[pygame.Rect] = []
        self.word_sizes: list[int] = []
        self.rh = round(36 * s * min(p, 1.15))
        label = round(19 * s * p)
        bodies = [panel_body(rect, "x", s) for rect in self.panel_rects]
        rooms = [body.height - (self.preview_room(s) if k == 1 else 0)
                 for k, body in enumerate(bodies)]
        small = min(self._fit_words(rows, body.width, room, s, p)[0]  # one size on the screen
                    for rows, body, room in zip(self.panels, bodies, rooms))
        for body, room, rows in zip(bodies, rooms, self.panels):
            heights = self._heights(rows, body.width, small, s)
            spare = min(round(30 * s * p), max(0, room - sum(heights)) // len(rows))
            y = body.top
            for row, need in zip(rows, heights):
                line = pygame.Rect(body.left, y, body.width, need + spare)
                self.row_rects.append(line)
                named = txt.font(label, True).size(row.name)[0] + round(12 * s)
                widget_w = max(self._least_width(row, body.width, label, s),
                               min(round(body.width * 0.7), body.width - named))
                row.widget.rect = pygame.Rect(body.right - widget_w, y, widget_w, self.rh)
                words_top = row.widget.rect.bottom + round(4 * s)
                self.word_rects.append(pygame.Rect(body.left, words_top, body.width,
                                                   y + need - words_top))
                self.word_sizes.append(small)
                y = line.bottom
        tiles_body = panel_body(self.panel_rects[1], "x", s)
        top = self.row_rects[len(self.panels[0]) + len(self.panels[1]) - 1].bottom
        self.preview_rect = pygame.Rect(tiles_body.left, top, tiles_body.width,
                                        tiles_body.bottom - top)
        self.footer_rect = self.back_button.place(size)
        field_w = round(110 * s * p)
        named = txt.font(label, True).size(self.footer.name)[0]
        self.port_field.rect = pygame.Rect(self.footer_rect.left + named + round(12 * s), 0,
                                           field_w, self.rh)
        self.port_field.rect.centery = self.footer_rect.centery

    def _least_width(self, row: Row, width: int, label: int, s: float) -> int:
        """The least a row's widget takes of a panel `width` wide: a switch its pill and word,
        or its pill alone where its name would be printed much smaller beside them (its
        `label` size); anything else 42%."""
        if not isinstance(row.widget, Toggle):
            return round(width * 0.42)
        whole = round(self.rh * SWITCH_WIDTH)
        room = width - whole - round(12 * s)
        return whole if txt.fit_size(row.name, label, room, True) >= label * 0.9 \
            else round(self.rh * PILL_WIDTH)

    @staticmethod
    def preview_room(s: float) -> int:
        """The height kept under the tile settings for the preview tiles."""
        return round(95 * s)

    def _fit_words(self, rows: list[Row], width: int, room: int, s: float,
                   p: float) -> tuple[int, list[int]]:
        """The size of a panel's descriptions (the print size, smaller only where the whole
        words would not fit in `room`) and each row's height: its widget and its words."""
        small = txt.print_size(14 * s, p)
        while True:
            heights = self._heights(rows, width, small, s)
            if sum(heights) <= room or small <= txt.readable(0):
                return small, heights
            small -= 1

    def _heights(self, rows: list[Row], width: int, small: int, s: float) -> list[int]:
        """Each row's height: its widget, then its words wrapped to `width` at `small`."""
        return [self.rh + round(4 * s) + len(txt.wrap(row.words, small, width))
                * round(small * 1.2) + round(8 * s) for row in rows]

    def handle(self, event: pygame.event.Event) -> bool:
        taken = self.ui.handle(event)
        self._follow()
        return taken

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        p = self.app.settings.print_scale
        surface.blit(screen_layer(self.size, "Settings", tuple(zip(self.panel_rects, PANELS))),
                     (0, 0))
        label = txt.print_size(19 * s, p)
        small = txt.print_size(14 * s, p)
        for row, line, words, size in zip(self.rows, self.row_rects, self.word_rects,
                                          self.word_sizes):
            widget = row.widget
            room = widget.rect.left - line.left - round(8 * s)
            fitted = txt.fit_size(row.name, label, room, True)
            ink = CREAM if widget.enabled else (150, 136, 116)
            txt.blit_text(surface, row.name, (line.left, widget.rect.centery), fitted, ink,
                          "midleft", True)
            for k, text_line in enumerate(self.description_lines(row, words, size)):
                txt.blit_text(surface, text_line,
                              (words.left, words.top + k * round(size * 1.2)), size, MUTED)
        self._draw_preview(surface, s, small)
        self._draw_footer(surface, label, small, s)
        self.ui.draw(surface)

    def _draw_footer(self, surface: pygame.Surface, label: int, small: int, s: float) -> None:
        """The phone port beside Back: its name, its field, and what it is for."""
        field, bar = self.port_field.rect, self.footer_rect
        txt.blit_text(surface, self.footer.name, (bar.left, field.centery), label, CREAM,
                      "midleft", True)
        left = field.right + round(10 * s)
        shown, fitted = txt.fit_text(self.footer.words, small, bar.right - left)
        txt.blit_text(surface, shown, (left, field.centery), fitted, MUTED, "midleft")

    @staticmethod
    def description_lines(row: Row, words: pygame.Rect, size: int) -> list[str]:
        """A row's description as drawn in its rectangle `words`: whole, wrapped at `size`."""
        return txt.wrap(row.words, size, words.width)

    def _draw_preview(self, surface: pygame.Surface, s: float, small: int) -> None:
        """A few tiles as they look now, and the settings in words under them."""
        area = self.preview_rect
        room = area.height - small * 2
        if room < 30:
            return
        length = min(round(150 * s), round(area.width * 0.23), round(room * 1.6))
        art = self.app.art
        for i, tile in enumerate(PREVIEW_TILES):  # in a row, lying flat: numerals read upright
            cx = area.left + area.width * (0.125 + 0.25 * i)
            art.blit(surface, tile, (cx, area.top + room * 0.5), length, (i % 2 * 2 - 1) * 4)
        st = self.app.settings
        colours = PALETTE_WORDS[st.pip_palette].lower() if st.colour_pips else "plain"
        shown, fitted = txt.fit_text(f"{st.tile_scheme.capitalize()} tiles, {colours} "
                                     f"{st.tile_face}", small, area.width)
        txt.blit_text(surface, shown, (area.centerx, area.bottom), fitted, BRASS, "midbottom")


def _cycle(choices: tuple[str, ...], value: str, change: Any, show: Any,
           sounds: SoundsLike) -> Cycle:
    """A cycle over `choices` at `value` (the first choice if the value is not one of them)."""
    index = choices.index(value) if value in choices else 0
    return Cycle(choices, index, change, show=show, sounds=sounds)


def _window_words(choice: Any) -> str:
    return "Full screen" if choice == FULL_SCREEN else f"{choice[0]} × {choice[1]}"
