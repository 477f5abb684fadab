"""After a round: every hand revealed and counted up, the 0-0 penalty called out, the score sheet
of all rounds so far, the round's winner; after the last round the final standings, the
tie-break when it decided, and confetti when someone here won. Then Next round (Enter); after
the last round, Rematch (the same seats and rules, a new shuffle) or Menu, and Enter starts
nothing. A ladder game ends with its level's verdict beside the standings
(game/scenes/ladder_verdict.py): the goal, the stars, Try again and Next level once it is open.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Iterator, Optional, Sequence

import pygame

from game.match import Match
from game.matches import rematch
from game.render import text as txt
from game.render.ui_draw import (BAD, BRASS, CREAM, GOOD, MUTED, SEAT_COLOURS, draw_panel,
                                 panel_body, rounded_gradient, tint, ui_scale, veil)
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.render.widgets.message_box import MessageBox
from game.rules.tiles import Tile
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.ladder_verdict import ladder_verdict
from game.scenes.play.heap import Heap
from game.scenes.new_game import start_new_game
from game.scenes.screen_kit import (BackButton, MenuFrame, button_bar, draw_heading,
                                    menu_frame, screen_layer, screen_layer_steps, two_panels)
from game.words.names import PLAYER_LABELS, listed, possessive, says
from game.words.numbers import counted
from game.words.results import OUT_WITH_NO_TILES, lowest_hand, went_out, winners_line

REVEAL_STEP = 0.14  # seconds between two tiles turned over (at normal speed)
FLIP_TIME = 0.18    # seconds a tile takes to turn over
WATCH_PAUSE = 6.0   # seconds the sheet stays up between rounds when only AIs play
CONFETTI = ((255, 92, 80), (255, 200, 60), (90, 200, 120), (80, 160, 255), (240, 120, 220),
            (255, 255, 240))
DOUBLE_BLANK = Tile(0, 0)


def sheet_frame(size: tuple[int, int], print_scale: float) -> MenuFrame:
    """The score sheet's menu frame: in large print a taller bar, for the round's line in
    larger words."""
    frame = menu_frame(size)
    if print_scale > 1:
        taller = round(frame.bar * print_scale) - frame.bar
        frame = frame._replace(bar=frame.bar + taller, bottom=frame.bottom - taller)
    return frame


def round_title(planned: Optional[int], number: int, double: Optional[Tile]) -> str:
    """The sheet's heading for round `number` of `planned` (if planned), started by
    `double`."""
    started = f" ({double})" if double is not None else ""
    of = f" of {planned}" if planned else ""
    return f"Round {number}{of}{started}"


def sheet_panels(hands: pygame.Rect, sheet: pygame.Rect) -> tuple[tuple[pygame.Rect, str], ...]:
    """The sheet's two panels with their titles (its still layer's panels)."""
    return ((hands, "Hands counted"), (sheet, "Score sheet"))


def sheet_ahead(app: SceneContext, match: Match) -> Iterator[Optional[pygame.Surface]]:
    """The score sheet of `match`'s round just over, its first frame made ahead a piece a step:
    the still layer (screen_layer_steps: the layer is the last of its steps), then the sheet's
    first frame drawn once, a piece a step, into a picture thrown away (by a sheet made for
    that alone, which judges and keeps nothing), so that its fonts, words and face-down tiles
    are made, then the faces its counting turns over, three a step. The table runs a step a
    frame while it holds the round's end, and the sheet finds it all made."""
    state = match.state
    assert state is not None
    size, print_scale = app.size, app.settings.print_scale
    hands, sheet = two_panels(size, sheet_frame(size, print_scale), 0.54)
    yield from screen_layer_steps(size, round_title(match.game.rounds_planned,
                                                    state.round_number, state.round_double),
                                  sheet_panels(hands, sheet))
    scratch = pygame.Surface(size)
    made = ScoreScene(app, match, ahead=True)
    for _ in made.drawn(scratch):
        yield None
    yield from made.faces_ahead()


@dataclass
class Flake:
    """One piece of confetti."""

    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    size: float
    colour: tuple[int, int, int]


class ScoreScene(Scene):
    """The score sheet between rounds and the final standings at the end."""

    def __init__(self, app: SceneContext, match: Match, ahead: bool = False) -> None:
        """`ahead`: a sheet made only to draw its first frame ahead (sheet_ahead): it judges
        no ladder game and keeps no finished game."""
        super().__init__(app)
        self.match = match
        self.game = match.game
        state = match.state
        self.hands: list[list[Tile]] = [list(h) for h in state.hands] if state else []
        self.end = state.end if state else None
        self.winner = state.winner if state else None
        self.round_number = state.round_number if state else self.game.round_number
        self.round_double = state.round_double if state else None
        self.scores = list(self.game.round_scores[-1]) if self.game.round_scores else []
        self.over = match.is_over
        self.size: tuple[int, int] = app.size
        self.speed = app.settings.pace_factor
        self.time = 0.0
        self.revealed = 0          # tiles turned over in every hand so far
        self.celebrated = False
        self.watch_wait = 0.0
        self.skipped = False
        self.flakes: list[Flake] = []
        self.rng = random.Random(match.seed + self.round_number)
        self.ui = WidgetGroup(print_size=app.settings)
        # the next deal made ahead a step a frame once the counting is done (deal_ahead)
        self._deal_ahead: Optional[Iterator[Optional[Heap]]] = None
        self._heap: Optional[Heap] = None
        # a ladder game judged (before it is kept)
        self.verdict = None if ahead else ladder_verdict(app, match)
        self._buttons()
        if self.over and not ahead:
            self._keep_the_game()

    # ----------------------------------------------------------------- facts
    @property
    def most_tiles(self) -> int:
        """The largest hand left (how many reveal steps the counting takes)."""
        return max((len(h) for h in self.hands), default=0)

    @property
    def counting_done(self) -> bool:
        """True once every hand is turned over and counted."""
        return self.revealed >= self.most_tiles

    def shown_score(self, seat: int) -> int:
        """The seat's points as counted so far (the round score once counting is done)."""
        if self.counting_done and seat < len(self.scores):
            return self.scores[seat]
        return sum(self.match.rules.points(t) for t in self.hands[seat][: self.revealed])

    def shown_total(self, seat: int) -> int:
        """The seat's game total as counted so far (the real total once counting is done)."""
        total = self.game.totals[seat]
        if self.counting_done:
            return total
        return total - (self.scores[seat] if seat < len(self.scores) else 0) \
            + self.shown_score(seat)

    def headline(self) -> str:
        """Who won the round, in words."""
        seats = self.match.seats
        if self.end == "domino" and self.winner is not None:
            return went_out(seats[self.winner].name)
        if self.scores:
            low = min(self.scores)
            best = [seats[i].name for i, p in enumerate(self.scores) if p == low]
            return lowest_hand(best, low)
        return "Round over"

    def penalties(self) -> list[str]:
        """"0-0 left in Hen's hand: +50" for every hand still holding the double-blank."""
        blank = self.match.rules.points(DOUBLE_BLANK)
        return [f"0-0 left in {possessive(self.match.seats[i].name)} hand: +{blank}"
                for i, hand in enumerate(self.hands) if DOUBLE_BLANK in hand]

    def standings_lines(self) -> list[tuple[int, str, int, int]]:
        """(place, name, total, zero rounds) from first to last; tied seats share a place."""
        game = self.game
        order = game.standings()
        lines = []
        place = 0
        previous: Optional[tuple[int, int]] = None
        for rank, seat in enumerate(order, start=1):
            key = (game.totals[seat], game.zero_rounds[seat])
            if key != previous:
                place = rank
                previous = key
            lines.append((place, self.match.seats[seat].name, game.totals[seat],
                          game.zero_rounds[seat]))
        return lines

    def tie_break_text(self) -> str:
        """What decided a tie on points, or "" when the lowest total was not shared."""
        game = self.game
        if not game.tie_break_used():
            return ""
        names = [self.match.seats[s].name for s in game.winners()]
        low = min(game.totals)
        if len(names) == 1:
            zeros = game.zero_rounds[game.winners()[0]]
            won = says(names[0], "wins", "with more zero-point rounds")
            return f"Tie on {counted(low, 'point')}: {won} ({zeros})."
        return (f"Tie on {counted(low, 'point')} and zero-point rounds: {listed(names)} share "
                "the win.")

    def winners_text(self) -> str:
        """"Ana wins!", "You win!" or "Ana and Hen share the win!"."""
        names = [self.match.seats[s].name for s in self.game.winners()]
        return winners_line(names)

    # ----------------------------------------------------------------- actions
    def next_round(self) -> None:
        """Deal the next round."""
        if self.over:
            return
        self.app.replace(self.app.screens.deal(self.match, self._heap))

    def rematch(self) -> None:
        """A new game with the same seats and rules and a new shuffle (a ladder game: the same
        level), asking first if an unfinished game is saved."""
        if self.verdict is not None:
            self.verdict.try_again()
            return
        start_new_game(self.app, self._deal_rematch)

    def _deal_rematch(self) -> None:
        old = self.match
        match = rematch(old, self.app.next_seed(), self.app.settings.phone_port)
        self.app.clear_to(self.app.screens.deal(match))

    def to_menu(self) -> None:
        """Back to the main menu."""
        self.app.open_menu()

    def review(self) -> None:
        """The expert's review of the game's rounds so far, for the person at the screen (the
        first of them at a party: the review screen can change seats)."""
        match = self.match
        humans = match.humans
        self.app.push(self.app.screens.review(
            list(match.game.records), humans[0] if humans else 0,
            names=[seat.name for seat in match.seats],
            players=[seat.player for seat in match.seats], whole_game=self.over,
            round_index=len(match.game.records) - 1))

    def skip(self) -> None:
        """Finish the counting at once."""
        self.revealed = self.most_tiles
        self.skipped = True

    def _keep_the_game(self) -> None:
        """A finished game: into the statistics, its autosave dropped; problems are shown, a
        game not recorded yet (kept in its autosave) with a Retry."""
        problem = self.app.files.record_game(self.match)
        recorded = self.app.files.is_recorded(self.match)  # read back, not guessed
        if problem and self.app.files.unrecorded is self.match and not recorded:
            self.ui.show(MessageBox("This game is not recorded yet", problem, [
                ("Retry", self._retry), ("Later", lambda: None)], sounds=self.app.audio), self.size)
        elif problem:
            self.ui.say(problem, 4.0, "error")

    def _retry(self) -> None:
        """Retry on the message: record the game again, and say so when it is done."""
        self._keep_the_game()
        recorded = self.app.files.is_recorded(self.match)  # None: they cannot say at once
        if recorded or (recorded is None and self.app.files.unrecorded is not self.match):
            self.ui.say("The game is recorded in your statistics.", 3.0, "info")

    # ----------------------------------------------------------------- widgets
    def _buttons(self) -> None:
        app = self.app
        self.menu_button = BackButton(self.to_menu, app.audio, "Menu")
        if self.over:  # Enter starts nothing here: a rematch is asked for by name
            self.next_button = Button("Rematch", self.rematch, shortcut=pygame.K_r, hint="R",
                                      sounds=app.audio, sound="shuffle")
        else:
            self.next_button = Button("Next round", self.next_round, shortcut=pygame.K_RETURN,
                                      hint="Enter", sounds=app.audio, sound="shuffle")
        self.review_button = Button("Review", self.review, shortcut=pygame.K_v, hint="V",
                                    style="secondary", sounds=app.audio)
        self.review_button.visible = bool(self.game.records)
        self.ui.add(self.menu_button)
        self.ui.add(self.next_button)
        self.ui.add(self.review_button)
        self._standings_closer()
        if self.verdict is not None:  # a ladder game: its part has the way on
            self.verdict.take_over(self.next_button)
            for button in self.verdict.buttons:
                self.ui.add(button)
        self.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        p = self.app.settings.print_scale
        frame = sheet_frame(size, p)
        s, top = frame.scale, frame.top
        self.hands_rect, self.sheet_rect = two_panels(size, frame, 0.54)
        self.menu_button.place(size)  # as on every screen (the bar's foot, in large print too)
        self.next_button.rect = button_bar(size, frame, round(240 * s))[2]
        self.banner_rect = pygame.Rect(self.menu_button.rect.right + frame.margin,
                                       self.next_button.rect.top, 0, frame.bar)
        self.banner_rect.width = self.next_button.rect.left - frame.margin - self.banner_rect.left
        if self.review_button.visible:  # beside the way on, taken off the banner
            width = round(170 * s * min(p, 1.2))
            self.review_button.rect = pygame.Rect(
                self.banner_rect.right - width, self.banner_rect.top, width,
                self.banner_rect.height)
            self.banner_rect.width -= width + frame.margin
        sw, sh = round(w * 0.5), round(h * 0.62)
        self.standings_rect = pygame.Rect((w - sw) // 2, top + round(10 * s), sw, sh)
        if self.verdict is not None:  # side by side with the standings
            self.standings_rect = self.verdict.place(size, self.standings_rect,
                                                     self.sheet_rect)

    # ----------------------------------------------------------------- frame
    def handle(self, event: pygame.event.Event) -> bool:
        if self.ui.modal is not None and self.ui.modal.open:  # a message box (Retry) first
            return self.ui.handle(event)
        if self._close_standings_key(event):
            return True
        if not self.counting_done and (
                (event.type == pygame.MOUSEBUTTONUP and not self._on_button(event.pos))
                or (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)):
            self.skip()
            return True
        return self.ui.handle(event)

    def _on_button(self, pos: tuple[int, int]) -> bool:
        return self.menu_button.rect.collidepoint(pos) or self.next_button.rect.collidepoint(pos) \
            or (self.review_button.visible and self.review_button.rect.collidepoint(pos))

    def update(self, dt: float) -> None:
        self.time += dt
        self.ui.update(dt)
        if not self.counting_done:
            step = REVEAL_STEP * self.speed
            due = int(max(0.0, self.time - 0.5 * self.speed) / step) + 1
            if due > self.revealed:
                self.revealed = min(self.most_tiles, due)
                self.app.audio.play_sound("clack")
        elif self.over and not self.celebrated:
            self.celebrated = True
            cheer = self.cheers()
            self.app.audio.play_sound("win" if cheer else "round_end")
            if cheer and not self.app.settings.reduced_motion:  # none with reduced motion
                self._burst()
        elif not self.over:
            self._make_deal_ahead()
            if not self.match.humans:
                self.watch_wait += dt  # a table of AIs only (--watch) deals on by itself
                if self.watch_wait >= WATCH_PAUSE * self.speed:
                    self.next_round()
                    return
        if self.over and self.counting_done and self.verdict is not None:
            self.verdict.update(dt)
        self._fall(dt)

    def _make_deal_ahead(self) -> None:
        """A step of the next deal made ahead (the counting done): the deal is light to go to."""
        if self._deal_ahead is None:
            self._deal_ahead = self.app.screens.deal_ahead(self.match)
        made = next(self._deal_ahead, None)
        if made is not None:
            self._heap = made

    def cheers(self) -> bool:
        """The fanfare and confetti: when someone at this screen won the game, or nobody here
        played (watching); a player beaten by the computers gets neither."""
        humans = self.match.humans
        return not humans or any(s in humans for s in self.game.winners())

    def _burst(self) -> None:
        w, h = self.size
        s = ui_scale(self.size)
        for _ in range(220):
            self.flakes.append(Flake(
                x=self.rng.uniform(0, w), y=self.rng.uniform(-h * 0.6, -10),
                vx=self.rng.uniform(-60, 60) * s, vy=self.rng.uniform(80, 260) * s,
                angle=self.rng.uniform(0, math.tau), spin=self.rng.uniform(-7, 7),
                size=self.rng.uniform(6, 12) * s, colour=self.rng.choice(CONFETTI)))

    def _fall(self, dt: float) -> None:
        if not self.flakes:
            return
        h = self.size[1]
        for f in self.flakes:
            f.vy += 90 * dt
            f.vx += math.sin(self.time * 3 + f.angle) * 30 * dt
            f.x += f.vx * dt
            f.y += f.vy * dt
            f.angle += f.spin * dt
        self.flakes = [f for f in self.flakes if f.y < h + 20]

    def draw(self, surface: pygame.Surface) -> None:
        for _ in self.drawn(surface):
            pass

    def drawn(self, surface: pygame.Surface) -> Iterator[None]:
        """`draw`, a piece a step: the still layer, the hands, the sheet, the banner, then
        the rest (the standings, the verdict, the buttons, the confetti)."""
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        heading = "Final standings" if self.over and self.counting_done else \
            round_title(self.game.rounds_planned, self.round_number, self.round_double)
        surface.blit(screen_layer(self.size, heading, sheet_panels(self.hands_rect,
                                                                   self.sheet_rect)), (0, 0))
        yield None
        yield from self._draw_hands(surface, s)
        yield from self._draw_sheet(surface, s)
        yield None
        self._draw_banner(surface, s)
        yield None
        self.close_button.visible = self.standings_shown
        if self.standings_shown:
            self._draw_standings(surface, s)
        if self.over and self.counting_done and self.verdict is not None:
            self.verdict.draw(surface, s)
        self.ui.draw(surface)
        self._draw_confetti(surface)

    # ----------------------------------------------------------------- drawing parts
    @staticmethod
    def _columns(body: pygame.Rect, s: float) -> tuple[int, int]:
        """The widths of a row's name and points in the hands counted (`body`: the panel's
        inside); the hand has the rest."""
        return round(body.width * 0.26), round(64 * s)

    def _hand_length(self, body: pygame.Rect, hand: Sequence[Tile], s: float) -> int:
        """The tiles' length in a seat's row of the hands counted (`body`: the panel's inside)
        for a `hand` of that many tiles."""
        row_h = body.height // max(1, len(self.match.seats))
        name_w, score_w = self._columns(body, s)
        tiles_w = body.width - name_w - score_w - round(12 * s)
        count = max(1, len(hand))
        return int(min(row_h * 0.86, 2 * tiles_w / (count * 1.08 + 0.1), 92 * s))

    def faces_ahead(self) -> Iterator[None]:
        """The faces the counting turns over, made ahead three a step (sheet_ahead): each
        reveal turns a tile of every hand at once, and a face made then costs its frame about
        a millisecond."""
        s = ui_scale(self.size)
        body = panel_body(self.hands_rect, "Hands counted", s)
        faces = [(tile, self._hand_length(body, hand, s)) for hand in self.hands for tile in hand]
        for k, (tile, length) in enumerate(faces):
            self.app.art.face(tile, length, 90)
            if k % 3 == 2:
                yield None

    def _draw_hands(self, surface: pygame.Surface, s: float) -> Iterator[None]:
        """Each seat's row: its name, its hand (turned over as counted) and its points; a
        step after each row."""
        body = panel_body(self.hands_rect, "Hands counted", s)
        seats = self.match.seats
        n = max(1, len(seats))
        row_h = body.height // n
        name_w, score_w = self._columns(body, s)
        for i, seat in enumerate(seats):
            row = pygame.Rect(body.left, body.top + i * row_h, body.width, row_h)
            if i % 2 == 0:
                tint(surface, row, (255, 230, 180), 16, round(6 * s))
            winner = self.end == "domino" and self.winner == i
            self._seat_label(surface, row, name_w, i, seat.name, seat.player, winner, s)
            hand = self.hands[i] if i < len(self.hands) else []
            length = self._hand_length(body, hand, s)
            x = row.left + name_w + length // 4 + round(6 * s)
            for j, tile in enumerate(hand):
                centre = (x + j * length * 0.54, row.centery)
                turn = self.flip(j)
                if j < self.revealed and turn < 1.0:
                    self._draw_flipping(surface, tile, centre, length, turn)
                elif j < self.revealed:
                    self.app.art.blit(surface, tile, centre, length, 90)
                    if tile is DOUBLE_BLANK:
                        _stamp(surface, f"+{self.match.rules.points(tile)}",
                               (centre[0], row.top + row_h * 0.16), s)
                else:
                    self.app.art.blit(surface, None, centre, length, 90)
            if winner and not hand:
                domino = OUT_WITH_NO_TILES
                txt.blit_text(surface, domino, (x, row.centery), txt.fit_size(
                    domino, txt.print_size(17 * s, self.app.settings.print_scale),
                    row.right - score_w - x, True), GOOD, "midleft", True)
            points = self.shown_score(i)
            colour = BAD if points >= 50 else CREAM
            txt.blit_text(surface, str(points), (row.right - round(6 * s), row.centery),
                          max(12, min(round(row_h * 0.5), round(28 * s))), colour, "midright",
                          True, "mono", shadow=(0, 0, 0, 160))
            self._draw_foot_penalty(surface, row, i, s)
            yield None

    def flip(self, index: int) -> float:
        """How far tile `index` of every hand has turned over: 0 face down .. 1 face up (at
        once with reduced motion)."""
        if self.skipped or self.app.settings.reduced_motion:
            return 1.0
        start = 0.5 * self.speed + index * REVEAL_STEP * self.speed
        return max(0.0, min(1.0, (self.time - start) / (FLIP_TIME * self.speed)))

    def _draw_flipping(self, surface: pygame.Surface, tile: Tile, centre: tuple[float, float],
                       length: int, turn: float) -> None:
        """A tile half-way through turning over: its back, then its face, squeezed."""
        art = self.app.art
        image = art.back(length, 90) if turn < 0.5 else art.face(tile, length, 90)
        squeeze = abs(1.0 - 2.0 * turn)
        w = max(1, round(image.get_width() * squeeze))
        lift = round(length * 0.12 * (1.0 - squeeze))
        image = pygame.transform.smoothscale(image, (w, image.get_height()))
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]) - lift)))

    def _seat_label(self, surface: pygame.Surface, row: pygame.Rect, width: int, seat: int,
                    name: str, player: str, winner: bool, s: float) -> None:
        r = max(5, min(row.height // 4, round(11 * s)))
        cx = row.left + r + round(4 * s)
        pygame.draw.circle(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], (cx, row.centery), r)
        base = max(11, min(round(19 * s * self.app.settings.print_scale),
                           round(row.height * 0.36)))
        name, size = txt.fit_text(name, base, width - 3 * r - round(6 * s), True,
                                  smallest=max(9, round(base * 0.6)))
        small = max(9, round(size * 0.7))
        tall = txt.font(size, True).get_height() + txt.font(small).get_height()
        two = row.height > max(size * 2.4, tall)
        x = cx + r + round(6 * s)
        if not two:
            txt.blit_text(surface, name, (x, row.centery), size, BRASS if winner else CREAM,
                          "midleft", True)
            return
        shown = txt.blit_text(surface, name, (x, row.centery - tall // 2), size,
                              BRASS if winner else CREAM, "topleft", True)
        label = "Winner" if winner else PLAYER_LABELS.get(player, player)
        txt.blit_text(surface, label, (x, shown.bottom), small, GOOD if winner else MUTED)

    def _draw_sheet(self, surface: pygame.Surface, s: float) -> Iterator[None]:
        totals = [self.shown_total(c) for c in range(len(self.match.seats))]
        return score_sheet_steps(surface, panel_body(self.sheet_rect, "Score sheet", s),
                                 self.match, s * self.app.settings.print_scale, totals,
                                 counting=not self.counting_done)

    def _draw_banner(self, surface: pygame.Surface, s: float) -> None:
        rect = self.banner_rect
        surface.blit(rounded_gradient(rect.size, rect.height // 3, (48, 28, 18), (30, 18, 12),
                                      220, BRASS, max(1, round(2 * s))), rect)
        lines = [self.headline()] + (self.penalties() if self.counting_done else [])
        if not self.counting_done:
            lines.append("Counting the hands... (click or Space to skip)")
        size = txt.print_size(19 * s, self.app.settings.print_scale)
        while size > txt.readable(0) and len(lines) * txt.font(size).get_linesize() \
                > rect.height - 6:
            size -= 1
        step = txt.font(size).get_linesize()
        if len(lines) * step > rect.height - 6:  # no room for a line each: the rest on one
            lines = lines[:1] + ["   ".join(lines[1:])]
        y = rect.centery - len(lines) * step // 2
        for k, line in enumerate(lines):
            colour = BRASS if k == 0 else ((255, 190, 170) if line.startswith("0-0") else MUTED)
            shown, fitted = txt.fit_text(line, size if k == 0 else size - 2, rect.width - 12,
                                         k == 0)
            txt.blit_text(surface, shown, (rect.centerx, y), fitted, colour, "midtop", k == 0)
            y += step

    def _draw_standings(self, surface: pygame.Surface, s: float) -> None:
        surface.blit(veil(self.size, 120), (0, 0))
        draw_heading(surface, self.size, "Final standings")
        lines = self.standings_lines()
        note = self.tie_break_text()
        line_h = self._standings_line(s)
        size = max(11, round(line_h * 0.55))
        c = s * self.app.settings.print_scale  # the columns make room for larger figures
        rect = self.standings_box(s)
        self.close_button.rect = pygame.Rect(0, 0, round(150 * c), self._close_height(s))
        self.close_button.rect.midbottom = (rect.centerx, rect.bottom - round(14 * s))
        body = draw_panel(surface, rect, self.winners_text(), alpha=250)
        body.height = self.close_button.rect.top - round(4 * s) - body.top
        y = body.top + round(4 * s)
        small = max(9, size - 6)  # the columns' heads, apart however large they are drawn
        zeros_w, points_w = (txt.font(small).size(head)[0] for head in ("0-rounds", "points"))
        zeros_x = body.right - max(round(40 * c), zeros_w // 2 + round(4 * s))
        points_x = zeros_x - max(round(70 * c), (zeros_w + points_w) // 2 + round(10 * s))
        txt.blit_text(surface, "points", (points_x, y), small, MUTED, "midtop")
        txt.blit_text(surface, "0-rounds", (zeros_x, y), small, MUTED, "midtop")
        y += round(size * 1.1)
        for place, name, total, zeros in lines:
            first = place == 1
            if first:
                tint(surface, pygame.Rect(body.left, y, body.width, line_h - 2),
                     (255, 210, 110), 50, round(8 * s))
            colour = BRASS if first else CREAM
            medal = {1: (255, 204, 64), 2: (200, 206, 214), 3: (205, 127, 50)}.get(place)
            mx = body.left + round(22 * s)
            if medal:
                pygame.draw.circle(surface, medal, (mx, y + line_h // 2), round(line_h * 0.36))
            txt.blit_text(surface, str(place), (mx, y + line_h // 2), size - 2,
                          (60, 36, 10) if medal else CREAM, "center", True)
            room = points_x - round(30 * c) - (body.left + round(50 * s))
            shown, fitted = txt.fit_text(name, size, room, True, smallest=max(9, size * 2 // 3))
            txt.blit_text(surface, shown, (body.left + round(50 * s), y + line_h // 2), fitted,
                          colour, "midleft", True)
            txt.blit_text(surface, str(total), (points_x, y + line_h // 2), size, colour,
                          "center", True, "mono")
            txt.blit_text(surface, str(zeros), (zeros_x, y + line_h // 2), size - 2, MUTED,
                          "center", False, "mono")
            y += line_h
        if note:
            area = pygame.Rect(body.left, y + round(6 * s), body.width, body.bottom - y)
            txt.blit_wrapped(surface, note, area, max(10, round(16 * s)), (255, 226, 160),
                             align="center")

    # ----------------------------------------------------------------- closing the standings
    def _standings_closer(self) -> None:
        """The final standings box opens over the sheet; a Close button (or Esc or Enter) puts
        it away to show the whole score sheet, and the Menu and Rematch buttons work again."""
        self.standings_open = self.over
        self.close_button = Button("Close", self.close_standings, hint="Esc", sounds=self.app.audio)
        self.close_button.visible = False
        self.ui.add(self.close_button)

    @property
    def standings_shown(self) -> bool:
        """True while the final standings box covers the score sheet."""
        return self.over and self.counting_done and self.standings_open

    def close_standings(self) -> None:
        """Put the final standings box away: the whole score sheet shows."""
        self.standings_open = False
        self.close_button.visible = False

    def _close_standings_key(self, event: pygame.event.Event) -> bool:
        """Esc or Enter puts the box away; in a ladder game Enter keeps to the level's way on
        (its verdict stands beside the box)."""
        keys = (pygame.K_ESCAPE,) if self.verdict is not None else (
            pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if self.standings_shown and event.type == pygame.KEYDOWN and event.key in keys:
            self.close_standings()
            return True
        return False

    def standings_box(self, s: float) -> pygame.Rect:
        """The final standings box: as tall as its lines, the tie-break note and its Close
        button need."""
        rect = pygame.Rect(self.standings_rect)
        note = round(60 * s) if self.tie_break_text() else 0
        rect.height = (round(130 * s) + self._close_height(s) + note
                       + self._standings_line(s) * len(self.standings_lines()))
        return rect

    def _close_height(self, s: float) -> int:
        """The Close button's height (larger in large print, like the lines above it)."""
        return round(40 * s * self.app.settings.print_scale)

    def _standings_line(self, s: float) -> int:
        """The height of a line of the standings (larger in large print, where it fits)."""
        return min(round(42 * s * self.app.settings.print_scale),
                   (self.standings_rect.height - round(120 * s) - self._close_height(s))
                   // max(1, len(self.standings_lines()) + 1))

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        for f in self.flakes:
            c, sn = math.cos(f.angle), math.sin(f.angle)
            w, h = f.size, f.size * 0.45 * (0.35 + 0.65 * abs(math.sin(f.angle * 1.7)))
            pts = [(f.x + dx * c - dy * sn, f.y + dx * sn + dy * c)
                   for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2),
                                  (-w / 2, h / 2))]
            pygame.draw.polygon(surface, f.colour, pts)

    # ----------------------------------------------------------------- the score sheet's words
    def foot_penalty(self, seat: int) -> str:
        """ "open foot on 6-6: +30" when `seat` pays for a chicken foot left without its toes
        (house rule unfinished_foot), else ""."""
        state = self.match.state
        if state is None or not state.is_over or not self.match.rules.unfinished_foot:
            return ""
        owed = state.penalties()[seat]
        if not owed or state.barnyard.pending is None:
            return ""
        return f"open foot on {state.barnyard.pending}: +{owed}"

    def _draw_foot_penalty(self, surface: pygame.Surface, row: pygame.Rect, seat: int,
                           s: float) -> None:
        """The unfinished-foot penalty under the seat's round score, once it is counted."""
        line = self.foot_penalty(seat) if self.counting_done else ""
        if line:
            txt.blit_text(surface, line, (row.right - round(6 * s), row.bottom - round(2 * s)),
                          max(9, min(round(14 * s), row.height // 4)), (255, 190, 170),
                          "bottomright", True)


def draw_score_sheet(surface: pygame.Surface, body: pygame.Rect, match: Match, s: float,
                     totals: Optional[Sequence[int]] = None, counting: bool = False) -> None:
    """The paper score sheet of `match` in `body`: a row per round (the latest highlighted),
    the totals, and the running totals as bars when there is room. `totals`: the totals to
    show (the game's by default); `counting`: the last round is still being counted (its row
    shows dashes). The score screen draws it, and the pause menu shows it read-only. `s`: the
    interface scale, large print's included."""
    for _ in score_sheet_steps(surface, body, match, s, totals, counting):
        pass


def score_sheet_steps(surface: pygame.Surface, body: pygame.Rect, match: Match, s: float,
                      totals: Optional[Sequence[int]] = None, counting: bool = False
                      ) -> Iterator[None]:
    """draw_score_sheet a piece a step: the names heading the sheet, the rounds, the totals,
    the bars."""
    seats = match.seats
    game = match.game
    shown_totals = list(totals) if totals is not None else list(game.totals)
    cols = len(seats) + 1
    rows = game.round_scores
    widest = max((f"{n}  {game.rules.round_double(n)}-{game.rules.round_double(n)}"
                  for n in range(1, len(rows) + 1)), key=len, default="")
    first_w = max(round(body.width * 0.2),  # "12  12-12" clear of the first column's points
                  txt.font(min(round(17 * s), 20), face="mono").size(widest)[0] + round(12 * s))
    col_w = (body.width - first_w) / max(1, cols - 1)
    head_size = txt.readable(round(16 * s), True)
    label_w = txt.font(head_size, True).size("Round")[0] + round(12 * s)
    spans = _head_spans([seat.name for seat in seats], head_size, body, first_w, col_w, label_w)
    heads = 1 + max(abs(line) for line, _, _ in spans)
    line_h = max(14, min(round(30 * s), body.height // (len(rows) + 2 + heads)))
    fits = max(1, body.height // line_h - 2 - heads)
    shown = list(enumerate(rows, start=1))[-fits:]
    head = max(10, min(round(16 * s), line_h - 4))
    y = body.top
    rule = y + heads * line_h  # the rule under the heading
    for c, (seat, (line, left, right)) in enumerate(zip(seats, spans)):
        colour = SEAT_COLOURS[c % len(SEAT_COLOURS)]
        name, name_size = txt.fit_text(seat.name, head, round(right - left), True,
                                       smallest=head)
        middle = rule - abs(line) * line_h - line_h // 2
        txt.blit_text(surface, name, ((left + right) / 2, middle), name_size, colour,
                      "center", True)
        if line > 0:  # a stem down to its column from a name over the others' (a name
            # whose stem another crosses: its colour says its column)
            x = round(body.left + first_w + col_w * (c + 0.5))
            pygame.draw.line(surface, colour, (x, middle + line_h // 2 - 1), (x, rule - 3), 2)
    txt.blit_text(surface, "Round", (body.left + 4, rule - line_h // 2), head, BRASS,
                  "midleft", True)
    yield None
    y += heads * line_h
    pygame.draw.line(surface, (150, 110, 60), (body.left, y), (body.right, y), 1)
    size = max(10, min(round(17 * s), line_h - 6))
    if len(rows) > len(shown):
        txt.blit_text(surface, f"... {len(rows) - len(shown)} earlier rounds",
                      (body.left + 4, y + 2), max(9, size - 3), MUTED)
    if not rows:
        txt.blit_text(surface, "No round finished yet", (body.left + 4, y + line_h // 2), size,
                      MUTED, "midleft")
        y += line_h
    for number, scores in shown:
        last = number == len(rows)
        if last:
            tint(surface, pygame.Rect(body.left, y + 1, body.width, line_h - 1),
                 (255, 210, 120), 46, round(4 * s))
        double = game.rules.round_double(number)
        txt.blit_text(surface, f"{number}  {double}-{double}", (body.left + 4, y + line_h // 2),
                      size, CREAM if last else MUTED, "midleft", face="mono")
        for c, points in enumerate(scores):
            cx = body.left + first_w + col_w * (c + 0.5)
            shown_points = "–" if last and counting else str(points)
            colour = GOOD if points == 0 else (CREAM if last else MUTED)
            txt.blit_text(surface, shown_points, (cx, y + line_h // 2), size, colour,
                          "center", points == 0, "mono")
        y += line_h
    yield None
    pygame.draw.line(surface, BRASS, (body.left, y + 2), (body.right, y + 2), 2)
    y += round(6 * s)
    txt.blit_text(surface, "Total", (body.left + 4, y + line_h // 2), size + 1, BRASS,
                  "midleft", True)
    best = min(game.totals) if game.totals else 0
    for c, total in enumerate(game.totals):
        cx = body.left + first_w + col_w * (c + 0.5)
        colour = BRASS if total == best and not counting and rows else CREAM
        txt.blit_text(surface, str(shown_totals[c]), (cx, y + line_h // 2), size + 1, colour,
                      "center", True, "mono")
    for c, count in enumerate(match.undos):  # plays taken back: nobody undoes in secret
        if count:
            txt.blit_text(surface, f"undos: {count}", (body.left + first_w + col_w * (c + 0.5),
                          y + line_h), max(9, size - 4), MUTED, "midtop")
    y += line_h // 2 if any(match.undos) else 0
    yield None
    _draw_bars(surface, s, match, shown_totals,
               pygame.Rect(body.left, y + line_h + round(16 * s), body.width,
                           body.bottom - y - line_h - round(40 * s)))
    planned = game.rounds_planned
    foot = (f"Lowest total after {planned} rounds wins" if planned else
            f"The game ends when someone reaches {game.rules.target_score}; lowest wins")
    txt.blit_text(surface, foot, (body.centerx, body.bottom), max(9, round(13 * s)), MUTED,
                  "midbottom")


def _head_spans(names: Sequence[str], size: int, body: pygame.Rect, first_w: int,
                col_w: float, label_w: int) -> list[tuple[int, float, float]]:
    """Where each name heads the sheet: (line, left, right), line 0 nearest the rule, negative
    for a name drawn without a stem. A name
    stands over its column's centre (shifted to stay inside the sheet) on the lowest line where
    it is clear of the names there, of "Round" and of the stems down from the names above: as
    many lines as the names need to read whole (a name wider than the sheet is cut)."""
    gap = max(6, size // 2)
    taken: list[list[tuple[float, float]]] = [[(body.left, body.left + label_w)]]
    out: list[tuple[int, float, float]] = []
    for c, name in enumerate(names):
        cx = body.left + first_w + col_w * (c + 0.5)
        w = min(txt.font(size, True).size(name)[0], body.width)
        left = min(max(cx - w / 2, body.left + 1), body.right - 1 - w)  # whole inside
        line = 0
        while True:
            while len(taken) <= line:
                taken.append([])
            clear = all(right + gap <= left or left + w + gap <= other_left
                        for other_left, right in taken[line])
            stem = all(not (a - 2 <= cx <= b + 2) for below in taken[:line] for a, b in below)
            if clear and (stem or line >= 2):  # a name's stem blocked below: none
                break
            line += 1
        taken[line].append((left, left + w))
        if stem:
            for below in taken[:line]:
                below.append((cx - 2, cx + 2))  # its stem crosses the lines below
        out.append((line if stem else -line, left, left + w))
    return out


def _draw_bars(surface: pygame.Surface, s: float, match: Match, totals: Sequence[int],
               area: pygame.Rect) -> None:
    """Running totals as bars (shorter is better), when the sheet leaves room."""
    seats = match.seats
    head = max(10, round(15 * s))
    bar_h = min(round(24 * s), area.height // (len(seats) + 2))
    y = area.top + max(round(bar_h * 1.4), round(head * 1.4))  # the bars start below the words
    bar_h = min(bar_h, (area.bottom - y) // len(seats))
    if bar_h < round(txt.readable(0) * 1.2):  # no room for a name's smallest print a bar
        return
    top = max(max(match.game.totals), 1)
    size = round(bar_h * 0.62)
    txt.blit_text(surface, "Running totals (shorter is better)", (area.left + 4, area.top),
                  head, BRASS, bold=True)
    label_w = round(area.width * 0.2)
    room = area.width - label_w - round(56 * s)
    best = min(totals)
    for i, (seat, total) in enumerate(zip(seats, totals)):
        name, fitted = txt.fit_text(seat.name, size, label_w - 8, smallest=size * 3 // 4)
        txt.blit_text(surface, name, (area.left + 4, y + bar_h // 2), fitted, MUTED, "midleft")
        width = max(round(4 * s), round(room * total / top))
        bar = pygame.Rect(area.left + label_w, y + 2, width, bar_h - 4)
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
        surface.blit(rounded_gradient(bar.size, bar.height // 2, colour,
                                      tuple(c * 3 // 4 for c in colour)), bar)
        txt.blit_text(surface, str(total), (bar.right + round(8 * s), y + bar_h // 2), size,
                      BRASS if total == best else CREAM, "midleft", True, "mono")
        y += bar_h


def _stamp(surface: pygame.Surface, label: str, centre: tuple[float, float], s: float) -> None:
    """A red penalty stamp (for the 0-0)."""
    image = txt.render(label, max(10, round(15 * s)), (255, 255, 255), True)
    box = image.get_rect().inflate(round(10 * s), round(4 * s))
    box.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, (196, 40, 32), box, border_radius=round(5 * s))
    pygame.draw.rect(surface, (255, 220, 200), box, max(1, round(2 * s)),
                     border_radius=round(5 * s))
    surface.blit(image, image.get_rect(center=box.center))
