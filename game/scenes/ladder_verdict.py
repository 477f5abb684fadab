"""The end of a ladder game, a part of the final standings: the level's goal met or not, the stars
earned (awarded one after another, each with a clack), and the way on. The part owns the right
half of the standings and its buttons (Ladder, and Try again when the main button goes on to the
next level); the score scene hosts it and hands it its main button: Next level (N) once the next
level is open, else Try again (T). Enter starts neither: nothing begins at once by accident."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import pygame

from game.ladder import Level, Verdict, judge, next_level
from game.match import Match
from game.render import text as txt
from game.render.stars import draw_stars
from game.render.ui_draw import BAD, CREAM, GOOD, MUTED, draw_panel, ui_scale
from game.render.widgets.button import Button
from game.scenes.context import SceneContext
from game.matches import level_match
from game.scenes.screen_kit import TITLE_GOLD
from game.words.numbers import counted

if TYPE_CHECKING:
    from game.store.progress import LevelResult

STARS_START = 0.6  # seconds after the standings appear that the first star comes
STAR_STEP = 0.55   # seconds between two stars
STAR_TIME = 0.45   # seconds a star takes to land
STAR_RADIUS = 34   # pixels at 1280x720


class LadderVerdict:
    """A finished ladder game judged against its level's goal, and the way on."""

    def __init__(self, app: SceneContext, level: Level, outcome: Verdict,
                 following: Optional[Level], before: Optional[LevelResult]) -> None:
        self.app = app
        self.level = level
        self.outcome = outcome
        self.next = following    # the level after this one, if the ladder has one
        self.before = before     # the best on this level before this game
        self.next_open = outcome.met or (before is not None and before.stars > 0)
        self.time = 0.0          # seconds since the standings appeared
        self.landed = 0          # stars already awarded on screen
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.buttons = [Button("Ladder", self.to_ladder, shortcut=pygame.K_l, hint="L",
                               style="secondary", sounds=app.audio)]
        if self.onward:
            self.buttons.append(Button("Try again", self.try_again, shortcut=pygame.K_t,
                                       hint="T", style="secondary", sounds=app.audio, sound="shuffle"))
        for button in self.buttons:
            button.visible = False  # shown with the standings, once the hands are counted

    # ----------------------------------------------------------------- facts
    @property
    def onward(self) -> bool:
        """True when there is a next level and it is open: the main button deals it."""
        return self.next is not None and self.next_open

    @property
    def new_best(self) -> bool:
        """True when this game earned more stars than any before it on the level."""
        return self.outcome.stars > (self.before.stars if self.before else 0)

    def headline(self) -> str:
        """ "Goal met!" or "Goal not met"."""
        return "Goal met!" if self.outcome.met else "Goal not met"

    def result_line(self) -> str:
        """How the game measured against the goal, in words."""
        outcome = self.outcome
        if self.level.goal.kind == "below":
            return f"You finished with {counted(outcome.total, 'point')}"
        if outcome.margin > 0:
            return f"You won by {counted(outcome.margin, 'point')}"
        if outcome.margin == 0:
            return "You tied for the lowest total"
        behind = -outcome.margin
        return f"You finished {counted(behind, 'point')} behind the winner"

    def lines(self) -> list[str]:
        """The goal, the result, the best so far and the way on."""
        out = [f"Goal: {self.level.goal.describe()}", self.result_line()]
        before = self.before.stars if self.before else 0
        if self.new_best and before:
            out.append(f"New best: {counted(self.outcome.stars, 'star')} (before: {before})")
        elif before > self.outcome.stars:
            out.append(f"Your best on this level stays {counted(before, 'star')}")
        if self.next is None:
            out.append("The top of the ladder!" if self.next_open else
                       "Meet the goal to finish the ladder")
        elif self.next_open:
            out.append(f"Next: {self.next.title}" if before else f"Open now: {self.next.title}")
        else:
            out.append(f"Meet the goal to open {self.next.title}")
        return out

    def pops(self) -> tuple[float, float, float]:
        """How far each star has come in (1.0: in place; unearned stars are always in place)."""
        out = []
        for i in range(3):
            start = STARS_START + i * STAR_STEP
            earned = i < self.outcome.stars
            out.append(max(0.0, min(1.0, (self.time - start) / STAR_TIME)) if earned else 1.0)
        return (out[0], out[1], out[2])

    @property
    def done(self) -> bool:
        """True once every star earned is in place."""
        return all(p >= 1.0 for p in self.pops())

    # ----------------------------------------------------------------- the way on
    def take_over(self, button: Button) -> None:
        """Make the score screen's main button the way on (by its own key, never Enter)."""
        button.label = "Next level" if self.onward else "Try again"
        button.on_click = self.next_level if self.onward else self.try_again
        button.shortcut = pygame.K_n if self.onward else pygame.K_t
        button.hint = "N" if self.onward else "T"

    def next_level(self) -> None:
        """Deal the next level of the ladder."""
        if self.next is not None:
            self._deal(self.next)

    def try_again(self) -> None:
        """Deal this level again."""
        self._deal(self.level)

    def _deal(self, level: Level) -> None:
        self.app.clear_to(self.app.screens.deal(level_match(level, self.app.next_seed())))

    def to_ladder(self) -> None:
        """The ladder screen (over the menu), the level to climb next chosen."""
        key = self.next.key if self.onward and self.next is not None else self.level.key
        self.app.clear_to(self.app.screens.menu())
        self.app.push(self.app.screens.ladder(key))

    # ----------------------------------------------------------------- frame
    def place(self, size: tuple[int, int], standings: pygame.Rect,
              beside: pygame.Rect) -> pygame.Rect:
        """Take the column of `beside` (the score sheet's panel, so that the hands counted
        beside it stay whole); the standings' new place, left of it."""
        s = ui_scale(size)
        m = round(22 * s)
        lines = 4 * 27 * self.app.settings.print_scale  # large print: room for larger lines
        self.rect = pygame.Rect(beside.left, standings.top, beside.width,
                                round((64 + 44 + 2 * STAR_RADIUS + 34 + lines + 90) * s))
        gap, bh = round(14 * s), round(48 * s)
        count = len(self.buttons)
        bw = (self.rect.width - round(40 * s) - gap * (count - 1)) // count
        for k, button in enumerate(self.buttons):
            button.rect = pygame.Rect(self.rect.left + round(20 * s) + k * (bw + gap),
                                      self.rect.bottom - round(20 * s) - bh, bw, bh)
        return pygame.Rect(m, standings.top, beside.left - 2 * m, standings.height)

    def update(self, dt: float) -> None:
        """The standings are up: the buttons show, the stars come in with a sound each."""
        for button in self.buttons:
            button.visible = True
        self.time += dt
        landed = sum(1 for p in self.pops()[: self.outcome.stars] if p >= 1.0)
        if landed > self.landed:
            self.landed = landed
            self.app.audio.play_sound("snap")

    def draw(self, surface: pygame.Surface, s: float) -> None:
        """The panel: the level's title, the verdict, the stars and the lines above the
        buttons (which the scene's widget group draws)."""
        body = draw_panel(surface, self.rect, self.level.title, alpha=250, scale=s)
        y = body.top + round(4 * s)
        colour = GOOD if self.outcome.met else BAD
        y = txt.blit_text(surface, self.headline(), (body.centerx, y), round(34 * s), colour,
                          "midtop", True, "title", shadow=(0, 0, 0, 150)).bottom
        radius = round(STAR_RADIUS * s)
        draw_stars(surface, (body.centerx, y + radius + round(14 * s)), radius,
                   self.outcome.stars, self.pops())
        y += 2 * radius + round(30 * s)
        size = txt.print_size(19 * s, self.app.settings.print_scale)
        limit = min(b.rect.top for b in self.buttons) - round(6 * s)
        for k, line in enumerate(self.lines()):
            if y + size > limit:
                break
            ink = TITLE_GOLD if line.startswith(("Open now", "New best", "The top")) else (
                CREAM if k < 2 else MUTED)
            txt.blit_text(surface, line, (body.centerx, y),
                          txt.fit_size(line, size, body.width, k == 1), ink, "midtop", k == 1)
            y += round(size * 1.4)


def ladder_verdict(app: SceneContext, match: Match) -> Optional[LadderVerdict]:
    """The verdict of a finished ladder game (None for any other game, or when its level is no
    longer on the ladder or no longer seats the player where the game did). Reads the best so
    far before the game is kept."""
    if match.ladder is None or not match.is_over:
        return None
    ladder = app.files.ladder()
    level = ladder.level(match.ladder)
    if level is None or len(level.seats) != len(match.seats) \
            or not match.seats[level.player].is_human:
        return None
    game = match.game
    outcome = judge(level.goal, game.totals, game.winners(), level.player)
    progress, _ = app.files.progress(set_aside_broken=False)
    return LadderVerdict(app, level, outcome, next_level(ladder.levels, level.key),
                         progress.levels.get(level.key))
