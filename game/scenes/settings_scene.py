"""Settings: sound and volume, animation speed, tile colours (with a live preview) and the
window size. Every change applies at once and is kept in app.settings; Back saves them (if
the app keeps files: keep_settings)."""
from __future__ import annotations

from typing import Any

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, CREAM, MUTED, panel_body, ui_scale
from game.render.widgets import Button, Cycle, Stepper, Toggle, Widget, WidgetGroup
from game.rules.tiles import Tile
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.screen_kit import menu_frame, screen_layer
from game.store.settings import SCHEMES, SPEEDS

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1280, 720), (1600, 900),
                                             (1920, 1080))
FULL_SCREEN = "full screen"
PREVIEW_TILES = (Tile(6, 6), Tile(5, 3), Tile(9, 4), Tile(2, 0), Tile(12, 7), Tile(8, 1))


class SettingsScene(Scene):
    """The player's settings."""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.size: tuple[int, int] = app.size
        self.ui = WidgetGroup()
        st = app.settings
        self.rows: list[tuple[str, str, Widget]] = []  # (label, help, widget)
        self.sound_toggle = Toggle(st.sound, self.set_sound, sounds=app)
        self.volume_stepper = Stepper(round(st.volume * 100), 0, 100, self.set_volume, step=10,
                                      sounds=app, show=lambda v: f"{v}%")
        speed = st.animation_speed if st.animation_speed in SPEEDS else "normal"
        self.speed_cycle = Cycle(SPEEDS, SPEEDS.index(speed), self.set_speed,
                                 show=str.capitalize, sounds=app)
        scheme = st.tile_scheme if st.tile_scheme in SCHEMES else "ivory"
        self.scheme_cycle = Cycle(SCHEMES, SCHEMES.index(scheme), self.set_scheme,
                                  show=str.capitalize, sounds=app)
        self.pips_toggle = Toggle(st.colour_pips, self.set_colour_pips, sounds=app)
        windows: list[Any] = [*WINDOW_SIZES, FULL_SCREEN]
        current: Any = FULL_SCREEN if st.fullscreen else tuple(st.window_size)
        if current not in windows:
            windows.insert(0, current)
        self.window_cycle = Cycle(windows, windows.index(current), self.set_window,
                                  show=_window_words, sounds=app)
        self.rows = [
            ("Sound", "Clacks, clucks and cheers", self.sound_toggle),
            ("Volume", "How loud the sounds play", self.volume_stepper),
            ("Animation speed", "How fast tiles fly and players move", self.speed_cycle),
            ("Tile colours", "Ivory, ebony or mint tiles", self.scheme_cycle),
            ("Coloured pips", "A colour for every number", self.pips_toggle),
            ("Window size", "F11 also switches full screen", self.window_cycle),
        ]
        for _, _, widget in self.rows:
            self.ui.add(widget)
        self.back_button = Button("Back", self.back, shortcut=pygame.K_ESCAPE, hint="Esc",
                                  style="primary", sounds=app)
        self.ui.add(self.back_button)
        self.resize(self.size)

    # ----------------------------------------------------------------- changes
    def set_sound(self, on: bool) -> None:
        """Sound on or off."""
        self.app.set_sound(on)

    def set_volume(self, percent: int) -> None:
        """Master volume, 0 to 100 %."""
        self.app.set_volume(percent / 100)
        self.app.play_sound("clack")

    def set_speed(self, speed: str) -> None:
        """Slow, normal or fast animations."""
        self.app.settings.animation_speed = speed

    def set_scheme(self, scheme: str) -> None:
        """The tiles' colour scheme."""
        self.app.settings.tile_scheme = scheme
        self.app.restyle_tiles()

    def set_colour_pips(self, on: bool) -> None:
        """One colour per number, or plain pips."""
        self.app.settings.colour_pips = on
        self.app.restyle_tiles()

    def set_window(self, choice: Any) -> None:
        """A window size, or the full screen."""
        self.app.set_window(None if choice == FULL_SCREEN else tuple(choice))

    def back(self) -> None:
        """Save the settings (when the app keeps files) and go back."""
        problem = self.app.keep_settings()  # the disk must never trap the player here
        if problem:
            self.app.say(problem)
        self.app.pop()

    # ----------------------------------------------------------------- layout and frame
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s, m, top, bar, bottom = menu_frame(size)
        width = min(w - 2 * m, round(1100 * s))
        left = (w - width) // 2
        height = min(bottom - top, round(100 * s) + len(self.rows) * round(62 * s))
        top += (bottom - top - height) // 2
        self.panel_rect = pygame.Rect(left, top, round(width * 0.58), height)
        self.preview_rect = pygame.Rect(self.panel_rect.right + m, top,
                                        width - self.panel_rect.width - m, height)
        body = panel_body(self.panel_rect, "x", s)
        step = min(round(62 * s), body.height // len(self.rows))
        rh = min(round(42 * s), step - round(12 * s))
        widget_w = round(body.width * 0.44)
        self.row_rects = []
        for i, (_, _, widget) in enumerate(self.rows):
            row = pygame.Rect(body.left, body.top + i * step, body.width, step)
            self.row_rects.append(row)
            widget.rect = pygame.Rect(body.right - widget_w, row.centery - rh // 2, widget_w, rh)
        self.back_button.rect = pygame.Rect(0, 0, round(260 * s), bar)
        self.back_button.rect.midbottom = (w // 2, h - m)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.ui.handle(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        surface.blit(screen_layer(self.size, "Settings", (
            (self.panel_rect, "Table and sound"), (self.preview_rect, "Your tiles"))), (0, 0))
        label = max(12, round(20 * s))
        small = max(10, round(14 * s))
        for (name, words, _), row in zip(self.rows, self.row_rects):
            txt.blit_text(surface, name, (row.left, row.centery - round(2 * s)), label, CREAM,
                          "bottomleft", True)
            txt.blit_text(surface, words, (row.left, row.centery + round(2 * s)), small, MUTED,
                          "topleft")
        body = panel_body(self.preview_rect, "Your tiles", s)
        art = self.app.art
        room = body.height - small * 2
        length = min(round(150 * s), round(body.width * 0.44), round(room / 1.85))
        for i, tile in enumerate(PREVIEW_TILES):
            col, row_i = i % 2, i // 2
            cx = body.left + body.width * (0.26 + 0.48 * col)
            cy = body.top + room * (0.2 + 0.3 * row_i)
            art.blit(surface, tile, (cx, cy), round(length * 0.8), 8 if col else -8)
        st = self.app.settings
        txt.blit_text(surface, f"{st.tile_scheme.capitalize()} tiles, "
                      f"{'coloured' if st.colour_pips else 'plain'} pips",
                      (body.centerx, body.bottom), small, BRASS, "midbottom")
        self.ui.draw(surface)


def _window_words(choice: Any) -> str:
    return "Full screen" if choice == FULL_SCREEN else f"{choice[0]} × {choice[1]}"
