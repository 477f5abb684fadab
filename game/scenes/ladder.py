"""The Ladder screen: the levels as the rungs of a ladder climbed from the bottom (open or locked,
the stars and best total of each), and the chosen level's introduction: its story, its goal and
star marks, the opponents and the house rules of its table. Start deals that table.

Keys: Up/Down (or the mouse wheel) choose a level, Enter starts it, Esc goes back; a click
chooses a rung, a double-click starts it.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.achievements import ACHIEVEMENTS
from game.ladder import Level, Rung
from game.matches import level_match
from game.render import text as txt
from game.render.stars import draw_star, draw_stars
from game.render.ui_draw import (BAD, BRASS, BRASS_DARK, CREAM, GOOD, MUTED, SEAT_COLOURS,
                                 mix, panel_body, rounded_gradient, tint)
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.render.widgets.message_box import MessageBox
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.new_game import start_new_game
from game.scenes.screen_kit import (TITLE_GOLD, BackButton, back_width, button_bar, menu_frame,
                                    screen_layer, two_panels)
from game.words.house_rules import house_rule_phrases, table_line
from game.words.names import PLAYER_LABELS
from game.words.numbers import counted
from game.words.results import continue_line

PATH_TITLE = "Climb from the bottom"
ARROW = 16  # px at scale 1: the strip for the arrow above or below rungs out of view
DOUBLE_CLICK = 0.4  # seconds between two clicks on a rung that start its level
WOOD_LIGHT, WOOD_DARK = (164, 112, 62), (112, 72, 38)
LOCKED_LIGHT, LOCKED_DARK = (92, 74, 60), (66, 52, 42)


def standing_line(rungs: list[Rung], index: int, playing: Optional[str] = None) -> str:
    """What the player has done on a level: best stars and total, or how to open it; a level
    never finished whose game is `playing` (its Continue line) says so."""
    rung = rungs[index]
    if not rung.unlocked:
        before = rungs[index - 1].level.title if index > 0 else "the level before"
        return f"Locked: meet the goal of {before} to open it"
    if rung.best is None:
        return f"In progress: {playing}" if playing else "Not played yet"
    stars = counted(rung.stars, "star") if rung.stars else \
        "goal not met yet"
    return f"Your best: {stars}, lowest total {rung.best}"


class LadderScene(Scene):
    """The ladder of levels and the chosen one's introduction."""

    def __init__(self, app: SceneContext, selected: Optional[str] = None) -> None:
        super().__init__(app)
        self.size = app.size
        self.ladder = app.files.ladder()
        self.progress, problem = app.files.progress()
        self.rungs = self.progress.rungs(self.ladder.levels)
        saved = app.files.unfinished_game()
        self.playing = (saved.match.ladder, continue_line(saved.match)) if saved else None
        self.index = self._first_choice(selected)
        self.last_click = (-1, -10.0)  # (rung, time) of the last click on a rung
        self.ui = WidgetGroup(print_size=app.settings)
        self.back_button = BackButton(self.back, app.audio)
        self.start_button = Button("Start", self.start, shortcut=pygame.K_RETURN, hint="Enter",
                                   sounds=app.audio, sound="shuffle")
        self.ui.add(self.back_button)
        self.ui.add(self.start_button)
        self.rung_rects: list[pygame.Rect] = []
        self.scroll: Optional[int] = None  # rungs scrolled by the arrows; None: follow the choice
        self.scroll_rows = 0  # rungs scrolled out of view below
        self._intro_scales: dict[tuple[int, tuple[int, int], float, float], float] = {}
        self.resize(self.size)
        self.choose(self.index)
        problems = [*self.ladder.problems, *([problem] if problem else [])]
        if problems:
            self.ui.show(MessageBox(PATH_TITLE, "\n".join(problems), sounds=app.audio), self.size)

    def _first_choice(self, key: Optional[str]) -> int:
        """The level asked for, else the highest one open (the next to climb)."""
        keys = [rung.level.key for rung in self.rungs]
        if key in keys:
            return keys.index(key)
        open_ = [i for i, rung in enumerate(self.rungs) if rung.unlocked]
        return open_[-1] if open_ else 0

    # ----------------------------------------------------------------- facts
    @property
    def rung(self) -> Optional[Rung]:
        """The chosen level as the player stands on it (None: no level loaded)."""
        return self.rungs[self.index] if self.rungs else None

    @property
    def playing_here(self) -> Optional[str]:
        """The unfinished game's Continue line, if it is the chosen level's."""
        rung = self.rung
        if self.playing is None or rung is None or self.playing[0] != rung.level.key:
            return None
        return self.playing[1]

    def start_words(self) -> Optional[str]:
        """What Start does to the unfinished game, if one is saved: "Start level 2 (your
        unfinished game is replaced)" (the game keeps one game at a time)."""
        rung = self.rung
        if self.playing is None or rung is None or not rung.unlocked:
            return None
        return f"Start level {self.index + 1} (your unfinished game is replaced)"

    def summary(self) -> str:
        """ "5 of 33 stars, 2 of 13 achievements"."""
        stars = sum(r.stars for r in self.rungs)
        earned = sum(1 for a in ACHIEVEMENTS if a.key in self.progress.achievements)
        return (f"{stars} of {3 * len(self.rungs)} stars, "
                f"{earned} of {len(ACHIEVEMENTS)} achievements")

    # ----------------------------------------------------------------- actions
    def choose(self, index: int) -> None:
        """Show another level's introduction."""
        if not self.rungs:
            self.start_button.enabled = False
            return
        self.index = max(0, min(len(self.rungs) - 1, index))
        self.start_button.enabled = self.rungs[self.index].unlocked
        self.start_button.label = "Play again" if self.rungs[self.index].best is not None \
            else "Start"

    def start(self) -> None:
        """Deal the chosen level's table (an open level only)."""
        rung = self.rung
        if rung is None or not rung.unlocked:
            self.ui.say(standing_line(self.rungs, self.index) if rung else "No level to play",
                        3.0, "error")
            return
        start_new_game(self.app, lambda: self.app.clear_to(
            self.app.screens.deal(level_match(rung.level, self.app.next_seed()))), self.index + 1)

    def back(self) -> None:
        """Back to the menu."""
        self.app.back()

    # ----------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        frame = menu_frame(size)
        s = frame.scale
        self.path_rect, self.intro_rect = two_panels(size, frame, 0.45)
        self.back_button.place(size)
        self.summary_rect, self.start_button.rect = button_bar(size, frame, back_width(frame))[1:]
        body = panel_body(self.path_rect, PATH_TITLE, s)
        n = max(1, len(self.rungs))
        # large print: taller rungs for bigger titles
        row = round(max(30 * s, body.height // n) * self.app.settings.print_scale)
        if n * row > body.height:  # too many to show: whole rungs scroll between two arrows
            body = body.inflate(0, -2 * round(ARROW * s))
            shown = max(1, body.height // row)
            row = body.height // shown
            body.height = row * shown
        self.rungs_body = body
        hidden = max(0, n - body.height // row)  # rungs out of view when scrolled
        # the chosen one in view, unless the arrows scrolled it away
        wanted = max(0, self.index - 2) if self.scroll is None else self.scroll
        self.scroll_rows = max(0, min(hidden, wanted))
        self.rung_rects = []
        for i in range(n):
            bottom = body.bottom - (i - self.scroll_rows) * row
            self.rung_rects.append(pygame.Rect(body.left + round(22 * s), bottom - row,
                                               body.width - round(44 * s), row))
        self.ui.resize(size)

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        if self.ui.modal is not None:
            return self.ui.handle(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN,
                                                          pygame.K_HOME, pygame.K_END):
            target = {pygame.K_UP: self.index + 1, pygame.K_DOWN: self.index - 1,
                      pygame.K_HOME: 0, pygame.K_END: len(self.rungs) - 1}[event.key]
            self._move_to(target)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._move_to(self.index + (1 if event.y > 0 else -1))
            return True
        if self.ui.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._click(event.pos)  # on release: the deal never sees this click
        return False

    def _move_to(self, index: int, keep_view: bool = False) -> None:
        """Choose another rung; the list follows the choice, or stays put (a clicked rung)."""
        if self.rungs and 0 <= index < len(self.rungs) and index != self.index:
            self.app.audio.play_sound("click")
            self.choose(index)
            self.scroll = self.scroll_rows if keep_view else None
            self.resize(self.size)

    def _click(self, pos: tuple[int, int]) -> bool:
        body = self.rungs_body
        strip = round(ARROW * menu_frame(self.size).scale)
        above, below = self._out_of_view()
        for hidden, by, strip_top in ((above, 1, body.top - strip), (below, -1, body.bottom)):
            if hidden and pygame.Rect(body.left, strip_top, body.width, strip).collidepoint(pos):
                self.scroll = self.scroll_rows + by  # an arrow scrolls a rung, the choice kept
                self.app.audio.play_sound("click")
                self.resize(self.size)
                return True
        for i, rect in enumerate(self.rung_rects):
            if rect.collidepoint(pos) and self.rungs_body.collidepoint(pos):
                last, when = self.last_click
                self.last_click = (i, self.app.time)
                if last == i and self.app.time - when <= DOUBLE_CLICK and i == self.index:
                    self.start()
                else:
                    self._move_to(i, keep_view=True)
                return True
        return False

    def _out_of_view(self) -> tuple[list[int], list[int]]:
        """The rungs scrolled out of view above and below the list, nearest first above."""
        body = self.rungs_body
        return ([i for i, r in enumerate(self.rung_rects) if r.top < body.top],
                [i for i, r in enumerate(self.rung_rects) if r.bottom > body.bottom])

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = menu_frame(self.size).scale
        number = f"{self.index + 1}. {self.rungs[self.index].level.title}" if self.rungs \
            else "No levels"
        surface.blit(screen_layer(self.size, "The Ladder", (
            (self.path_rect, PATH_TITLE), (self.intro_rect, number))), (0, 0))
        self._draw_path(surface, s)
        if self.rung is not None:
            self._draw_intro(surface, self.rung, self._intro_scale(s))
        summary = self.start_words() or self.summary()
        size = txt.print_size(18 * s, self.app.settings.print_scale)
        txt.blit_text(surface, summary, self.summary_rect.center,
                      txt.fit_size(summary, size, self.summary_rect.width), MUTED, "center")
        self.ui.draw(surface)

    def _draw_path(self, surface: pygame.Surface, s: float) -> None:
        body = self.rungs_body
        old = surface.get_clip()
        surface.set_clip(body)
        post = round(12 * s)
        for x in (body.left + round(6 * s), body.right - round(6 * s) - post):
            surface.blit(rounded_gradient((post, body.height), post // 2, WOOD_DARK,
                                          (86, 54, 28), 255, (60, 36, 18), 1), (x, body.top))
        for i, (rung, rect) in enumerate(zip(self.rungs, self.rung_rects)):
            self._draw_rung(surface, i, rung, rect, s)
        surface.set_clip(old)
        strip, size = round(ARROW * s), 2 * round(ARROW * s * 0.45)
        above, below = self._out_of_view()  # an arrow where rungs are out of view, each way
        for hidden, tip, way in ((above, body.top - strip + 1, 1),
                                 (below, body.bottom + strip - 1, -1)):
            if hidden:
                base = tip + way * size
                pygame.draw.polygon(surface, BRASS, [(body.centerx, tip),
                                                     (body.centerx - size, base),
                                                     (body.centerx + size, base)])

    def _draw_rung(self, surface: pygame.Surface, i: int, rung: Rung, row: pygame.Rect,
                   s: float) -> None:
        plank = row.inflate(0, -max(4, row.height // 5))
        chosen = i == self.index
        light, dark = (WOOD_LIGHT, WOOD_DARK) if rung.unlocked else (LOCKED_LIGHT, LOCKED_DARK)
        if chosen:
            light, dark = mix(light, BRASS, 0.45), mix(dark, BRASS, 0.3)
        rim = TITLE_GOLD if chosen else (70, 44, 22)
        surface.blit(rounded_gradient(plank.size, plank.height // 3, light, dark, 255, rim,
                                      max(1, round((3 if chosen else 1) * s)), gloss=18), plank)
        p = self.app.settings.print_scale
        size = max(10, min(round(plank.height * 0.5), round(19 * s * p)))
        number = txt.font(size, True).size(str(len(self.rungs)))[0]  # "11" inside its badge
        r = max(6, plank.height // 2 - round(3 * s), min(plank.height // 2, number // 2 + 4))
        badge = (plank.left + r + round(6 * s), plank.centery)
        ink = CREAM if rung.unlocked else MUTED
        if rung.unlocked:
            pygame.draw.circle(surface, (60, 36, 18), badge, r)
            pygame.draw.circle(surface, BRASS, badge, r, max(1, round(2 * s)))
            txt.blit_text(surface, str(i + 1), badge, size, BRASS, "center", True)
        else:
            _draw_padlock(surface, badge, r, s)
        stars_w = round(plank.height * 1.9)
        left = badge[0] + r + round(8 * s)
        small = max(9, size - 3)
        if rung.unlocked:
            best = "" if rung.best is None else f"best {rung.best}"
            at_right = txt.blit_text(surface, best, (plank.right - stars_w - round(6 * s),
                                                     plank.centery), small, CREAM, "midright")
            draw_stars(surface, (plank.right - stars_w // 2 - round(4 * s), plank.centery),
                       max(4, plank.height * 0.28), rung.stars)
        else:
            at_right = txt.blit_text(surface, "locked", (plank.right - round(10 * s),
                                                         plank.centery), small, MUTED, "midright")
        room = at_right.left - round(7 * s) - left
        title, fitted = txt.fit_text(rung.level.title, size, room, True)
        txt.blit_text(surface, title, (left, plank.centery), fitted, ink, "midleft", True,
                      shadow=(0, 0, 0, 120))

    def _intro_scale(self, s: float) -> float:
        """The largest print, up to large print's, at which the chosen level's introduction
        shows every house rule (tried once per level and window size)."""
        p = self.app.settings.print_scale
        key = (self.index, self.size, s, p)
        if key not in self._intro_scales and self.rung is not None:
            scratch = pygame.Surface(self.size)
            tries = sorted({s * p, s * (1 + p) / 2, s}, reverse=True)
            self._intro_scales[key] = next(
                (t for t in tries[:-1] if self._draw_intro(scratch, self.rung, t)), s)
        return self._intro_scales.get(key, s)

    def _draw_intro(self, surface: pygame.Surface, rung: Rung, s: float) -> bool:
        """The level's story, goal, table and house rules, and how the player stands on it;
        False if a house rule was left out for want of room."""
        body = panel_body(self.intro_rect, "x", s)
        level = rung.level
        y = txt.blit_wrapped(surface, f"\u201c{level.story}\u201d",
                             pygame.Rect(body.left, body.top, body.width, body.height),
                             max(11, round(20 * s)), CREAM, align="center")
        line = table_line(level.rules, len(level.seats))
        txt.blit_text(surface, line, (body.centerx, y + round(4 * s)),
                      txt.fit_size(line, max(10, round(16 * s)), body.width), MUTED, "midtop")
        y += round(40 * s)
        half = body.width // 2
        goal_area = pygame.Rect(body.left, y, half - round(10 * s), body.bottom - y)
        table_area = pygame.Rect(body.left + half + round(10 * s), y, half - round(10 * s),
                                 body.bottom - y)
        bottom = max(self._draw_goal(surface, level, goal_area, s),
                     self._draw_opponents(surface, level, table_area, s))
        whole = self._draw_rules(surface, level, pygame.Rect(
            body.left, bottom + round(10 * s), body.width, body.bottom - bottom), s)
        standing = standing_line(self.rungs, self.index, self.playing_here)
        colour = GOOD if rung.stars else (BAD if not rung.unlocked else BRASS)
        band = pygame.Rect(body.left, body.bottom - round(34 * s), body.width, round(34 * s))
        tint(surface, band, (0, 0, 0), 90, round(8 * s))
        txt.blit_text(surface, standing, band.center,
                      txt.fit_size(standing, max(11, round(19 * s)), band.width - 8, True),
                      colour, "center", True)
        return whole

    def _heading(self, surface: pygame.Surface, text: str, x: int, y: int, s: float) -> int:
        rect = txt.blit_text(surface, text, (x, y), max(11, round(20 * s)), BRASS, bold=True)
        pygame.draw.line(surface, BRASS_DARK, (x, rect.bottom + 2), (x + rect.width, rect.bottom + 2))
        return rect.bottom + round(8 * s)

    def _draw_goal(self, surface: pygame.Surface, level: Level, area: pygame.Rect,
                   s: float) -> int:
        y = self._heading(surface, "Goal", area.left, area.top, s)
        size = max(10, round(18 * s))
        lines, fitted = txt.fit_lines(level.goal.describe(), size + 1, area.width,
                                      3 * txt.readable(size + 1), True)
        for line in lines[:-1]:  # "Finish with fewer than 120 points": two lines in a half
            txt.blit_text(surface, line, (area.left, y), fitted, CREAM, bold=True)
            y += round(fitted * 1.2)
        txt.blit_text(surface, lines[-1], (area.left, y), fitted, CREAM, bold=True)
        y += round(size * 1.6)
        radius = max(4, round(8 * s))
        for count, mark in enumerate(level.goal.star_marks(), start=1):
            for k in range(3):
                draw_star(surface, (area.left + radius + k * radius * 2.3, y + size * 0.6),
                          radius, k < count)
            txt.blit_text(surface, mark, (area.left + round(radius * 7.6), y), size, MUTED)
            y += round(size * 1.5)
        return y

    def _draw_opponents(self, surface: pygame.Surface, level: Level, area: pygame.Rect,
                        s: float) -> int:
        y = self._heading(surface, "At the table", area.left, area.top, s)
        size = max(10, round(18 * s))
        for seat_index, seat in enumerate(level.seats):
            if seat.is_human:
                continue
            dot = max(3, round(6 * s))
            pygame.draw.circle(surface, SEAT_COLOURS[seat_index % len(SEAT_COLOURS)],
                               (area.left + dot, y + size // 2 + 1), dot)
            label = PLAYER_LABELS.get(seat.player, seat.player)
            txt.blit_text(surface, label, (area.right, y), size - 1, MUTED, "topright")
            room = area.width - 3 * dot - txt.font(size - 1).size(label)[0] - round(8 * s)
            txt.blit_text(surface, seat.name, (area.left + 3 * dot, y),
                          txt.fit_size(seat.name, size, room, True), CREAM, bold=True)
            y += max(round(size * 1.45), round(txt.readable(size) * 1.2))
        return y

    def _draw_rules(self, surface: pygame.Surface, level: Level, area: pygame.Rect,
                    s: float) -> bool:
        """The table's house rules; those the level before did not have are marked new. False
        if the room ran out before the last."""
        y = self._heading(surface, "House rules at this table", area.left, area.top, s)
        size = txt.readable(round(17 * s))
        limit = area.bottom - round(40 * s)
        before = set(house_rule_phrases(self.rungs[self.index - 1].level.rules)) \
            if self.index > 0 else set()
        pill_w = max(round(44 * s), txt.font(size - 4, True).size("new")[0] + round(14 * s))
        for phrase in house_rule_phrases(level.rules):
            lines = len(txt.wrap(phrase, size, area.width - pill_w))
            if y + lines * round(size * 1.2) > limit:  # a phrase whole or not at all
                return False
            if phrase in before or self.index == 0:
                txt.blit_text(surface, "\u2022", (area.left + pill_w // 2, y), size, MUTED,
                              "midtop")
            else:
                pill = pygame.Rect(area.left, y + round(1 * s), pill_w - round(6 * s),
                                   txt.readable(size - 4) + 2)
                surface.blit(rounded_gradient(pill.size, pill.height // 2, TITLE_GOLD, BRASS),
                             pill)
                txt.blit_text(surface, "new", pill.center, max(8, size - 4), (70, 40, 12),
                              "center", True)
            y = txt.blit_wrapped(surface, phrase, pygame.Rect(area.left + pill_w, y,
                                                              area.width - pill_w, size * 3),
                                 size, CREAM, line_gap=1.2)
        return True


def _draw_padlock(surface: pygame.Surface, centre: tuple[int, int], r: int, s: float) -> None:
    """A small padlock: a shackle over a body."""
    cx, cy = centre
    w, h = round(r * 1.3), round(r * 1.0)
    body = pygame.Rect(0, 0, w, h)
    body.midtop = (cx, cy - h // 6)
    shackle = pygame.Rect(0, 0, round(w * 0.7), round(h * 1.1))
    shackle.midbottom = (cx, body.top + round(h * 0.35))
    pygame.draw.rect(surface, (150, 140, 128), shackle, max(2, round(2.5 * s)),
                     border_radius=shackle.width // 2)
    pygame.draw.rect(surface, (150, 140, 128), body, border_radius=max(2, r // 4))
    pygame.draw.circle(surface, (70, 60, 52), (cx, body.centery), max(1, r // 6))
