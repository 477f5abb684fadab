"""The main menu: the big title over the felt, a chicken-foot emblem of real tiles, and the
way into every other screen (Continue when an autosave exists, New game, Ladder, How to play,
Statistics, Settings, Quit)."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, BRASS_DARK, CREAM, MUTED, rounded_gradient, ui_scale
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.render.widgets.message_box import MessageBox
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.resume import resume_scene
from game.scenes.screen_kit import TITLE_GOLD, TITLE_RIM, draw_backdrop, draw_foot

if TYPE_CHECKING:
    from game.store.settings import Settings


def draw_title(surface: pygame.Surface, centre: tuple[int, int], size: int,
               title: str = "Chicken Foot", subtitle: str = "D O M I N O E S") -> pygame.Rect:
    """The big game title with its rim and shadow, and a spaced-out subtitle below."""
    rect = txt.blit_text(surface, title, centre, size, TITLE_GOLD, "center", True, "title",
                         shadow=(0, 0, 0, 150), outline=TITLE_RIM)
    if subtitle:
        small = max(10, size // 4)
        image = txt.render(subtitle, small, CREAM, True, shadow=(0, 0, 0, 140))
        pill = image.get_rect().inflate(small * 2, small // 2)
        pill.midtop = (centre[0], rect.bottom - size // 5)
        surface.blit(rounded_gradient(pill.size, pill.height // 2, (92, 52, 26), (58, 32, 16),
                                      235, BRASS_DARK, max(1, small // 9)), pill)
        surface.blit(image, image.get_rect(center=pill.center))
        rect = rect.union(pill)
    return rect


class MenuScene(Scene):
    """The title screen."""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.ui = WidgetGroup(print_size=app.settings)
        self.size = app.size
        self.t = 0.0
        self.buttons: dict[str, Button] = {}
        # What the player must be told (a broken settings file or save), one box at a time.
        self.notices: list[tuple[str, str]] = app.take_notices()
        self._told: set[str] = set()
        self._build()
        self._next_notice()

    # ----------------------------------------------------------------- building
    def _build(self) -> None:
        sounds = self.app.audio
        specs: list[tuple[str, str, Callable[[], None], Optional[int], str, str]] = []
        if self._usable_save():
            specs.append(("continue", "Continue", self.continue_game, pygame.K_c, "C", "good"))
        specs += [
            ("new", "New game", self.new_game, pygame.K_n, "N", "primary"),
            ("ladder", "Ladder", self.open_ladder, pygame.K_l, "L", "primary"),  # the ladder
            ("howto", "How to play", self.how_to_play, pygame.K_h, "H", "secondary"),
            ("stats", "Statistics", self.statistics, pygame.K_s, "S", "secondary"),
            ("settings", "Settings", self.open_settings, pygame.K_o, "O", "secondary"),
            ("quit", "Quit", self.quit, pygame.K_ESCAPE, "Esc", "quiet"),
        ]
        self.ui.clear()
        self.buttons = {}
        for key, label, action, shortcut, hint, style in specs:
            button = Button(label, action, shortcut=shortcut, hint=hint, style=style,
                            sounds=sounds)
            self.buttons[key] = button
            self.ui.add(button)
        self.resize(self.size)

    def _usable_save(self) -> bool:
        """True if there is a saved game that loads; a broken one is set aside by the store
        and the player is told once (file and problem) instead of Continue vanishing."""
        if not self.app.files.has_saved_game():
            return False
        _, problem = self.app.files.load_saved_game()
        if problem is not None:
            self.tell("Your saved game cannot be continued", problem)
            return False
        return True

    def tell(self, title: str, message: str) -> None:
        """Show the player a message box (after any already showing); each message once."""
        if message in self._told:
            return
        self._told.add(message)
        self.notices.append((title, message))
        self._next_notice()

    def _next_notice(self) -> None:
        if self.notices and self.ui.modal is None:
            title, message = self.notices.pop(0)
            self.ui.show(MessageBox(title, message, sounds=self.app.audio), self.size)

    def enter(self) -> None:
        """Back on top (e.g. after a game): offer Continue only if a save exists now."""
        if ("continue" in self.buttons) != self.app.files.has_saved_game():
            self._build()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = ui_scale(size)
        bw, bh, gap = round(380 * s), round(58 * s), round(13 * s)
        count = len(self.buttons)
        top = round(h * 0.34)
        room = h - top - round(50 * s)
        step = min(bh + gap, room // max(1, count))
        bh = min(bh, step - max(4, gap // 2))
        for i, button in enumerate(self.buttons.values()):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, top + i * step)
        self.ui.resize(size)

    # ----------------------------------------------------------------- actions
    def new_game(self) -> None:
        """Open the new-game setup."""
        self.app.push(self.app.screens.setup())

    def open_ladder(self) -> None:
        """Open the ladder of levels."""
        self.app.push(self.app.screens.ladder())

    def how_to_play(self) -> None:
        """Open the rules explained."""
        self.app.push(self.app.screens.how_to_play())

    def open_settings(self) -> None:
        """Open the settings."""
        self.app.push(self.app.screens.settings())

    def statistics(self) -> None:
        """Open the statistics screen."""
        self.app.push(self.app.screens.statistics())

    def continue_game(self) -> None:
        """Resume the autosaved game where it stopped; a broken save is explained (the store
        has set it aside), not a crash."""
        saved, problem = self.app.files.load_saved_game()
        if saved is None:
            self.ui.show(MessageBox("Cannot continue", problem or "", sounds=self.app.audio),
                         self.size)
            self._build()
            return
        self.app.clear_to(resume_scene(self.app, saved.match, saved.screen))

    def quit(self) -> None:
        """Leave the game."""
        self.app.quit()

    # ----------------------------------------------------------------- frame
    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons, their letters and Tab; Enter with no button ringed presses the first
        (Continue when there is a game to go back to, else New game)."""
        if self.ui.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            next(iter(self.buttons.values())).click()
            return True
        return False

    def update(self, dt: float) -> None:
        self.t += dt
        self.ui.update(dt)
        self.notices += self.app.take_notices()  # found after the menu came up (games recorded)
        self._next_notice()

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = draw_backdrop(self, surface)
        w, h = size
        art = self.app.art
        length = round(104 * s)
        sway = math.sin(self.t * 0.8) * 2.5
        draw_foot(surface, art, (w * 0.17, h * 0.6), length, 6, 12, (1, 3, 5), turn=8 + sway)
        draw_foot(surface, art, (w * 0.83, h * 0.6), length, 4, 8, (2, 0, 6), turn=-8 - sway)
        bob = math.sin(self.t * 1.6) * 3 * s
        draw_title(surface, (w // 2, round(h * 0.13 + bob)), round(104 * s))
        self.ui.draw(surface)
        hint = "F11 full screen   ·   M sound on/off"
        small = txt.print_size(15 * s, self.app.settings.print_scale)
        txt.blit_text(surface, hint, (w // 2, h - round(12 * s)), small, MUTED, "midbottom")
        last = _last_table(self.app.settings)
        if last:
            txt.blit_text(surface, last, (w - round(16 * s), h - round(12 * s)), small, BRASS,
                          "bottomright")


def _last_table(settings: Settings) -> str:
    """"Last table: Classic, 4 players" from the settings, or ""."""
    if not settings.last_seats:
        return ""
    return f"Last table: {settings.last_preset.title()}, {len(settings.last_seats)} players"
