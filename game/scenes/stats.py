"""The Statistics screen: games played, wins per opponent tier, best and average score, a chart of
recent results and the last games, each with a Replay button; and a second page (A) of every
achievement, with the date it was earned or, dimmed, how to earn it. A damaged statistics or
progress file is explained (and set aside by the store), never a crash. The statistics are read
on a thread of their own (app.files.statistics_later): the screen shows "Reading your
statistics..." until they come, and never waits for the database."""
from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Callable, Optional

import pygame

from game.render import text as txt
from game.achievements import ACHIEVEMENTS
from game.tiers import TIERS
from game.render.stars import draw_star
from game.render.ui_draw import (BAD, BRASS, CREAM, GOOD, MUTED, draw_panel, panel_body, tint,
                                 ui_scale)
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.render.widgets.message_box import MessageBox
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.screen_kit import BackButton, button_bar, draw_backdrop, draw_heading, menu_frame
from game.words.numbers import counted

if TYPE_CHECKING:
    from pathlib import Path

    from game.store.progress import Progress
    from game.store.reading import Reading
    from game.store.stats import GameResult, Summary

RECENT_ROWS = 4
READING = "Reading your statistics..."
TIER_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}


def _names(result: GameResult) -> list[str]:
    """The seats' names of a recorded game."""
    return [str(s.get("name", f"Seat {i + 1}")) for i, s in enumerate(result.seats)]


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "-"


def _table_of(result: GameResult) -> str:
    """"You vs Hen (easy), Rooster (hard)"."""
    people = [s.get("name", "?") for s in result.seats if s.get("player") == "human"]
    bots = [f"{s.get('name', '?')} ({s.get('player')})" for s in result.seats
            if s.get("player") != "human"]
    if not people:
        return "Watched: " + ", ".join(bots)
    return f"{' & '.join(str(p) for p in people)} vs {', '.join(bots)}"


class StatsScene(Scene):
    """Your record against the AIs, from the statistics database."""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.ui = WidgetGroup(print_size=app.settings)
        self.size = app.size
        self.summary: Optional[Summary] = None  # None until the reading has come (reload)
        self.reading: Reading[tuple[Summary, Optional[str]]]
        self.problem: Optional[str] = None
        self.progress: Progress
        self.levels: dict[str, str] = {}  # ladder level key -> title, to name a ladder game
        self.page = "record"  # or "achievements"
        self.reload()

    def reload(self) -> None:
        """Read the statistics again, on a thread of their own (never raises: problems become
        a message on screen once they have come); the progress and the levels now."""
        self.summary = None
        self.reading = self.app.files.statistics_later()
        self.progress, self.problem = self.app.files.progress()
        self.levels = {level.key: level.title for level in self.app.files.ladder().levels}
        self.resize(self.size)

    @property
    def read(self) -> bool:
        """True once the statistics have come."""
        return self.summary is not None

    def wait_for_reading(self, seconds: float = 30.0) -> None:
        """Wait for the statistics and show them (tests and tools: the screen never waits)."""
        self.reading.wait(seconds)
        if self.summary is None and self.reading.done:
            self._take_reading()

    def _take_reading(self) -> None:
        """The statistics have come: show them, and what went wrong reading them."""
        self.summary, problem = self.reading.result
        if problem:
            self.problem = f"{problem}\n{self.problem}" if self.problem else problem
        self.resize(self.size)
        if self.problem:
            self.ui.show(MessageBox("Statistics", self.problem, sounds=self.app.audio), self.size)

    # ----------------------------------------------------------------- actions
    def back(self) -> None:
        """Back to the menu (or whatever opened this screen)."""
        self.app.back()

    def turn_page(self) -> None:
        """Between your record and the achievements."""
        self.page = "achievements" if self.page == "record" else "record"
        self.resize(self.size)

    def replay(self, result: GameResult) -> None:
        """Open the replay of a recorded game."""
        folder = self._folder(result)
        if folder is not None:
            self.app.push(self.app.screens.replay(folder, names=_names(result)))

    def review(self, result: GameResult) -> None:
        """Open the review of a recorded game, round by round: your seat's (the first seat
        when you only watched)."""
        folder = self._folder(result)
        if folder is None:
            return
        names = _names(result)
        players = [str(s.get("player", "")) for s in result.seats]
        seat = players.index("human") if "human" in players else 0
        self.app.push(self.app.screens.review(folder, seat, names=names, players=players,
                                              whole_game=True))

    # ----------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = ui_scale(size)
        self.ui.clear()
        pad = round(20 * s)
        top = round(84 * s)
        frame = menu_frame(size)
        bottom = h - frame.margin - frame.bar - round(8 * s)  # close over the button bar
        left_w = round(w * 0.36)
        self.record_rect = pygame.Rect(pad, top, left_w, bottom - top)
        right_x = self.record_rect.right + pad
        right_w = w - right_x - pad
        # large print: the last games take more of the column, for two larger lines a game
        chart_h = round((bottom - top) * (0.48 if self.app.settings.print_scale <= 1 else 0.4))
        self.chart_rect = pygame.Rect(right_x, top, right_w, chart_h)
        self.games_rect = pygame.Rect(right_x, self.chart_rect.bottom + pad, right_w,
                                      bottom - self.chart_rect.bottom - pad)
        back = BackButton(self.back, self.app.audio)
        back.place(size)
        self.ui.add(back)
        achievements = self.page == "achievements"
        self.page_button = Button("Your record" if achievements else "Achievements",
                                  self.turn_page, shortcut=pygame.K_r if achievements
                                  else pygame.K_a, hint="R" if achievements else "A",
                                  style="secondary", sounds=self.app.audio,
                                  rect=button_bar(size, frame, round(280 * s))[2])
        self.ui.add(self.page_button)
        self.achievements_rect = pygame.Rect(pad, top, w - 2 * pad, bottom - top)
        self.replay_buttons: list[Button] = []
        self.review_buttons: list[Button] = []
        if achievements or self.summary is None:
            return
        body = self._games_body()
        row_h = body.height // RECENT_ROWS
        recent = list(reversed(self.summary.recent))[:RECENT_ROWS]
        for i, result in enumerate(recent):
            bh = min(row_h - round(8 * s), round(40 * s))
            rect = pygame.Rect(body.right - round(120 * s), body.top + i * row_h + (row_h - bh) // 2,
                               round(120 * s), bh)
            button = Button("Replay", self._replayer(result), style="secondary",
                            sounds=self.app.audio, rect=rect)
            self.replay_buttons.append(button)
            self.ui.add(button)
            review = Button("Review", self._reviewer(result), style="secondary",
                            sounds=self.app.audio, rect=rect.move(-rect.width - round(8 * s), 0))
            self.review_buttons.append(review)
            self.ui.add(review)

    def _folder(self, result: GameResult) -> Optional[Path]:
        """The folder of a recorded game's rounds (None, and why said, if it has none)."""
        try:
            return self.app.files.replay_folder(result.game_id)
        except ValueError as error:
            self.ui.say(str(error), 3.0, "error")
            return None

    def _replayer(self, result: GameResult) -> Callable[[], None]:
        return lambda: self.replay(result)

    def _reviewer(self, result: GameResult) -> Callable[[], None]:
        return lambda: self.review(result)

    def _games_body(self) -> pygame.Rect:
        return panel_body(self.games_rect, "Last games", ui_scale(self.size))

    # ----------------------------------------------------------------- frame
    def handle(self, event: pygame.event.Event) -> bool:
        return self.ui.handle(event)

    def update(self, dt: float) -> None:
        if self.summary is None and self.reading.done:
            self._take_reading()
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = draw_backdrop(self, surface)
        draw_heading(surface, size, "Statistics")
        if self.page == "achievements":
            self._draw_achievements(surface, s)
            self.ui.draw(surface)
            return
        if self.summary is None:
            self._draw_reading(surface, s)
        else:
            self._draw_record(surface, s, self.summary)
            self._draw_chart(surface, s, self.summary)
            self._draw_games(surface, s, self.summary)
        self.ui.draw(surface)

    def _draw_reading(self, surface: pygame.Surface, s: float) -> None:
        """The panels, saying the statistics are being read."""
        size = txt.print_size(20 * s, self.app.settings.print_scale)
        for rect, title in ((self.record_rect, "Your record"),
                            (self.chart_rect, "Recent results (lower is better)"),
                            (self.games_rect, "Last games")):
            body = draw_panel(surface, rect, title, scale=s)
            txt.blit_text(surface, READING, body.center, txt.fit_size(READING, size, body.width),
                          MUTED, "center")

    def _draw_record(self, surface: pygame.Surface, s: float, m: Summary) -> None:
        body = draw_panel(surface, self.record_rect, "Your record", scale=s)
        size = txt.print_size(21 * s, self.app.settings.print_scale)
        step = round(size * 1.55)

        def row(label: str, value: str, y: int) -> None:
            """A label at the left, shrunk if it would reach the value at the right."""
            right = txt.blit_text(surface, value, (body.right, y), size, BRASS, "topright", True)
            room = right.left - round(10 * s) - body.left
            txt.blit_text(surface, label, (body.left, y), txt.fit_size(label, size, room), CREAM)
        lines: list[tuple[str, str]] = [
            ("Games played", str(m.games_played)),
            ("With you at the table", str(m.human_games)),
            ("Won", f"{m.human_wins} ({_percent(m.human_wins, m.human_games)})"),
            ("Best score", "-" if m.best_score is None else str(m.best_score)),
            ("Average score", "-" if m.average_score is None else f"{m.average_score:.1f}"),
        ]
        y = body.top
        for label, value in lines:
            row(label, value, y)
            y += step
        y += round(8 * s)
        heading = "Wins against each AI"
        txt.blit_text(surface, heading, (body.left, y), txt.fit_size(heading, size, body.width,
                                                                     True), BRASS, bold=True)
        y += step
        if not m.by_tier:
            none = "No games against the AIs yet."
            txt.blit_text(surface, none, (body.left, y), txt.fit_size(none, size, body.width),
                          MUTED)
            y += step
        for tier, (played, won) in m.by_tier.items():
            row(TIER_NAMES.get(tier, tier.title()), f"{won} of {played} "
                f"({_percent(won, played)})", y)
            y += step
        y += round(8 * s)
        earned = sum(1 for a in ACHIEVEMENTS if a.key in self.progress.achievements)
        stars = sum(result.stars for result in self.progress.levels.values())
        for label, value in (("Ladder stars", str(stars)),
                             ("Achievements", f"{earned} of {len(ACHIEVEMENTS)}")):
            if y + step > body.bottom:
                break
            row(label, value, y)
            y += step

    def _draw_chart(self, surface: pygame.Surface, s: float, summary: Summary) -> None:
        body = draw_panel(surface, self.chart_rect, "Recent results (lower is better)", scale=s)
        games = [r for r in summary.recent if r.human_score is not None]
        p = self.app.settings.print_scale
        small = txt.print_size(15 * s, p)
        if not games:
            empty = "Finish a game to see your results here."
            txt.blit_text(surface, empty, body.center,
                          txt.fit_size(empty, txt.print_size(20 * s, p), body.width), MUTED,
                          "center")
            return
        scores = [r.human_score or 0 for r in games]
        top = max(max(scores), 1)
        chart = pygame.Rect(body.left + round(36 * s * p), body.top,
                            body.width - round(36 * s * p), body.height - round(22 * s * p))
        pygame.draw.line(surface, MUTED, chart.bottomleft, chart.bottomright, 1)
        txt.blit_text(surface, str(top), (chart.left - round(6 * s), chart.top), small, MUTED,
                      "topright")
        txt.blit_text(surface, "0", (chart.left - round(6 * s), chart.bottom), small, MUTED,
                      "bottomright")
        slot = chart.width / max(len(games), 10)
        for i, (result, score) in enumerate(zip(games, scores)):
            height = max(2, round(chart.height * score / top))
            bar = pygame.Rect(round(chart.left + i * slot + slot * 0.15), chart.bottom - height,
                              max(2, round(slot * 0.7)), height)
            colour = GOOD if result.human_won else BAD
            pygame.draw.rect(surface, colour, bar, border_radius=max(1, round(3 * s)))
        legend = "green: you won   red: you lost"
        txt.blit_text(surface, legend, (chart.right, chart.bottom + round(4 * s)), small, MUTED,
                      "topright")

    def _draw_games(self, surface: pygame.Surface, s: float, summary: Summary) -> None:
        draw_panel(surface, self.games_rect, "Last games", scale=s)
        body = self._games_body()
        recent = list(reversed(summary.recent))[:RECENT_ROWS]
        row_h = body.height // RECENT_ROWS
        size = txt.print_size(17 * s, self.app.settings.print_scale)
        while size > 10 and 2 * txt.font(size, True).get_height() + 2 > row_h:  # two lines a game
            size -= 1
        if not recent:
            txt.blit_text(surface, "No finished games yet.", body.center, size, MUTED, "center")
            return
        width = body.width - round(264 * s)  # clear of the Review and Replay buttons
        for i, result in enumerate(recent):
            y = body.top + i * row_h + row_h // 2
            when = result.finished.replace("T", " ")[:16]
            outcome = ("won" if result.human_won else "lost") if result.humans else "watched"
            score = result.human_score
            points = f", {counted(score, 'point')}" if score is not None else ""
            title = self.levels.get(result.ladder) or self.app.files.preset_title(result.preset)
            line = f"{when}  {title}  {outcome}{points}"
            colour = GOOD if outcome == "won" else (BAD if outcome == "lost" else MUTED)
            smallest = max(9, size * 3 // 4)
            line, fitted = txt.fit_text(line, size, width, True, smallest=smallest)
            txt.blit_text(surface, line, (body.left, y - 1), fitted, colour, "bottomleft", True)
            table, fitted = txt.fit_text(_table_of(result), size, width, smallest=smallest)
            txt.blit_text(surface, table, (body.left, y + 1), fitted, CREAM, "topleft")

    def _draw_achievements(self, surface: pygame.Surface, s: float) -> None:
        """Every achievement in two columns: earned ones with their date, the others dimmed
        with how to earn them; then the tiers beaten towards Pecking Order."""
        earned = self.progress.achievements
        count = sum(1 for a in ACHIEVEMENTS if a.key in earned)
        body = draw_panel(surface, self.achievements_rect,
                          f"Achievements: {count} of {len(ACHIEVEMENTS)} earned", scale=s)
        foot = round(34 * s)
        rows = (len(ACHIEVEMENTS) + 1) // 2
        gap = round(16 * s)
        cell_w = (body.width - gap) // 2
        cell_h = (body.height - foot) // rows
        size = max(10, min(round(19 * s * self.app.settings.print_scale), round(cell_h * 0.4)))
        for i, achievement in enumerate(ACHIEVEMENTS):
            cell = pygame.Rect(body.left + (i // rows) * (cell_w + gap),
                               body.top + (i % rows) * cell_h, cell_w, cell_h - round(4 * s))
            date = earned.get(achievement.key)
            if date:
                tint(surface, cell, (255, 210, 110), 34, round(8 * s))
            radius = max(6, min(round(16 * s), cell.height // 2 - 2))
            draw_star(surface, (cell.left + radius + round(8 * s), cell.centery), radius,
                      bool(date))
            left = cell.left + 2 * radius + round(18 * s)
            width = cell.right - left - round(8 * s)
            title_colour = CREAM if date else MUTED
            txt.blit_text(surface, achievement.title, (left, cell.centery + 1),
                          txt.fit_size(achievement.title, size, width, True), title_colour,
                          "bottomleft", True)
            line = f"Earned {_day(date)}" if date else achievement.how
            colour = GOOD if date else (150, 136, 112)
            txt.blit_text(surface, line, (left, cell.centery + 2),
                          txt.fit_size(line, max(9, size - 3), width), colour, "topleft")
        pecking = pecking_line(self.progress)
        txt.blit_text(surface, pecking, (body.centerx, body.bottom), txt.fit_size(
            pecking, txt.print_size(16 * s, self.app.settings.print_scale), body.width),
            BRASS, "midbottom")


def pecking_line(progress: Progress) -> str:
    """The tiers beaten so far towards Pecking Order, and those still to beat."""
    beaten = [TIER_NAMES[t] for t in TIERS if t in progress.beaten]
    left = [TIER_NAMES[t] for t in TIERS if t not in progress.beaten]
    if not left:
        return "Every computer player beaten: " + ", ".join(beaten)
    done = f"beaten {', '.join(beaten)}; " if beaten else ""
    return f"Pecking Order: {done}still to beat {', '.join(left)}"


def _day(iso: str) -> str:
    """ "29 Nov 2026" for "2026-11-29" (as kept when it does not read as a date)."""
    try:
        day = datetime.date.fromisoformat(iso)
    except ValueError:
        return iso
    return f"{day.day} {day:%b %Y}"
