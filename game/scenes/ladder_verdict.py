"""The end of a ladder game, a part of the final standings: the level's goal met or not, the stars
earned (awarded one after another, each with a clack), and the way on: the next level once it
is open. The score scene owns the buttons; this part judges, keeps time and draws its panel."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from game.ladder import Level, Outcome, judge, next_level
from game.match import Match
from game.render import text as txt
from game.render.stars import draw_stars
from game.render.ui_draw import BAD, CREAM, GOOD, MUTED, draw_panel
from game.render.widgets import SoundsLike
from game.scenes.screen_kit import TITLE_GOLD
from game.store.ladder_files import load_ladder
from game.store.progress import LevelResult, load_progress

STARS_START = 0.6  # seconds after the standings appear that the first star comes
STAR_STEP = 0.55   # seconds between two stars
STAR_TIME = 0.45   # seconds a star takes to land
STAR_RADIUS = 34   # pixels at 1280x720


@dataclass
class LadderVerdict:
    """A finished ladder game judged against its level's goal."""

    level: Level
    outcome: Outcome
    next: Optional[Level]             # the level after this one, if the ladder has one
    next_open: bool                   # open now: the goal met, now or in an earlier game
    before: Optional[LevelResult]     # the best on this level before this game
    time: float = 0.0                 # seconds since the standings appeared
    landed: int = 0                   # stars already awarded on screen

    # ----------------------------------------------------------------- facts
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
            return f"You finished with {outcome.total} points"
        if outcome.margin > 0:
            return f"You won by {outcome.margin} point{'s' if outcome.margin != 1 else ''}"
        if outcome.margin == 0:
            return "You tied for the lowest total"
        behind = -outcome.margin
        return f"You finished {behind} point{'s' if behind != 1 else ''} behind the winner"

    def lines(self) -> list[str]:
        """The goal, the result, the best so far and the way on."""
        out = [f"Goal: {self.level.goal.describe()}", self.result_line()]
        if self.new_best and self.before is not None and self.before.stars:
            out.append(f"New best: {self.outcome.stars} stars (before: {self.before.stars})")
        elif self.before is not None and self.before.stars > self.outcome.stars:
            out.append(f"Your best on this level stays {self.before.stars} "
                       f"star{'s' if self.before.stars != 1 else ''}")
        if self.next is None:
            out.append("The top of the ladder!" if self.next_open else
                       "Meet the goal to finish the ladder")
        elif self.next_open:
            out.append(f"Open now: {self.next.title}" if self.outcome.met and not (
                self.before and self.before.stars) else f"Next: {self.next.title}")
        else:
            out.append(f"Meet the goal to open {self.next.title}")
        return out

    def pops(self) -> tuple[float, float, float]:
        """How far each star has come in (1.0: in place; unearned stars are always in place)."""
        out = []
        for i in range(3):
            if i >= self.outcome.stars:
                out.append(1.0)
            else:
                start = STARS_START + i * STAR_STEP
                out.append(max(0.0, min(1.0, (self.time - start) / STAR_TIME)))
        return (out[0], out[1], out[2])

    @property
    def done(self) -> bool:
        """True once every star earned is in place."""
        return all(p >= 1.0 for p in self.pops())

    # ----------------------------------------------------------------- frame
    def update(self, dt: float, sounds: SoundsLike) -> None:
        """Advance the stars; a sound as each one lands."""
        self.time += dt
        landed = sum(1 for p in self.pops()[: self.outcome.stars] if p >= 1.0)
        if landed > self.landed:
            self.landed = landed
            sounds.play_sound("snap")

    def skip(self) -> None:
        """Every star in place at once."""
        self.time = max(self.time, STARS_START + 3 * STAR_STEP + STAR_TIME)

    def height(self, s: float) -> int:
        """How tall the panel is drawn: title, verdict, stars, four lines and a row of buttons."""
        return round((64 + 44 + 2 * STAR_RADIUS + 34 + 4 * 27 + 90) * s)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, s: float,
             buttons_top: int) -> None:
        """The panel: the level's title, the verdict, the stars and the lines below."""
        body = draw_panel(surface, rect, self.level.title, alpha=250, scale=s)
        y = body.top + round(4 * s)
        colour = GOOD if self.outcome.met else BAD
        y = txt.blit_text(surface, self.headline(), (body.centerx, y), round(34 * s), colour,
                          "midtop", True, "title", shadow=(0, 0, 0, 150)).bottom
        radius = round(STAR_RADIUS * s)
        draw_stars(surface, (body.centerx, y + radius + round(14 * s)), radius,
                   self.outcome.stars, self.pops())
        y += 2 * radius + round(30 * s)
        size = max(11, round(19 * s))
        for k, line in enumerate(self.lines()):
            if y + size > buttons_top - round(6 * s):
                break
            ink = TITLE_GOLD if line.startswith(("Open now", "New best", "The top")) else (
                CREAM if k < 2 else MUTED)
            txt.blit_text(surface, line, (body.centerx, y),
                          txt.fit_size(line, size, body.width, k == 1), ink, "midtop", k == 1)
            y += round(size * 1.4)


def ladder_verdict(match: Match) -> Optional[LadderVerdict]:
    """The verdict of a finished ladder game (None for any other game, or when its level is no
    longer on the ladder or no longer seats the player where the game did). Reads the best so
    far before the game is kept."""
    if match.ladder is None or not match.is_over:
        return None
    ladder = load_ladder()
    level = ladder.level(match.ladder)
    if level is None or len(level.seats) != len(match.seats) \
            or not match.seats[level.player].is_human:
        return None
    game = match.game
    outcome = judge(level.goal, game.totals, game.winners(), level.player)
    progress, _ = load_progress(set_aside_broken=False)
    before = progress.levels.get(level.key)
    opened = outcome.met or (before is not None and before.stars > 0)
    return LadderVerdict(level, outcome, next_level(ladder.levels, level.key), opened, before)
