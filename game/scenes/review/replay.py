"""The Replay screen: step through a past round move by move with every hand face up.

`ReplayScene(app, source)` takes a round record (a dict), a list of them (a whole game: rounds
can be switched), a record file, or a game's folder of round-NN.json files. A record that cannot
be read is explained on the screen, never a crash (a damaged record of a kept game is set
aside by the store); names and tiles are drawn whatever they hold. Keys: Left/Right a move,
Home/End the start or end of the round, Space play/pause, PageUp/PageDown the round, mouse wheel
zoom, Esc back.

Review (R) shows one seat's review in place of the hands (mode.py, panel.py): the
expert works it out beside the table with a progress bar (Esc cancels), then the round's and
the game's accuracy and luck and the costliest moves; Up/Down step to each marked decision,
shown with the move made and the better move as a pale ghost tile; T tries the position again
on the table, against the same hidden tiles; S reviews another seat.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, Sequence

import pygame

from game.ai import coach
from game.match import Match
from game.render import text as txt
from game.layout.camera import Camera
from game.layout.barnyard import BarnyardLayout
from game.layout.table_region import min_tile_scale
from game.render.ui_draw import BRASS, CREAM, MUTED, draw_panel, ui_scale
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.rules.actions import Action, Play
from game.rules.record import read_record
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.review.board import draw_moment
from game.scenes.review.mode import ReviewMode, Run
from game.scenes.review.run import ReviewRun
from game.scenes.review.panel import PanelActions, ReviewPanel, mark_word
from game.scenes.review.try_again import tried_words, try_again_match
from game.scenes.screen_kit import BackButton, draw_backdrop
from game.words.moves import move_in_words
from game.words.numbers import counted

if TYPE_CHECKING:
    from game.store.replays import RecordSource

STEP_SECONDS = 0.7  # a move every this long while playing (times the animation speed)


class ReplayScene(Scene):
    """A past round, move by move, all hands visible."""

    def __init__(self, app: SceneContext, source: RecordSource, names: Optional[Sequence[str]] = None,
                 round_index: int = 0, title: str = "Replay", review_seat: Optional[int] = None,
                 players: Sequence[str] = (), whole_game: bool = False) -> None:
        """`review_seat`: open with that seat's review (worked out now if need be); `players`:
        who played each seat (a person or an AI tier: Try again seats the same computers);
        `whole_game`: the rounds are all of a finished game."""
        super().__init__(app)
        self.rounds, self.problem = app.files.replay_rounds(source)
        self.source = source
        self.title = title
        self.given_names = list(names) if names else []
        self.players = list(players)
        self.whole_game = whole_game
        seats = int(self.rounds[0].get("seats", 1)) if self.rounds else 1
        self.review = ReviewMode(max(0, min(review_seat or 0, seats - 1)), len(self.rounds))
        self.reviewing = False  # the Review panel shows in place of the hands
        self.tried: Optional[Match] = None  # the position being tried again
        self.ui = WidgetGroup(print_size=app.settings)
        self.size = app.size
        self.camera = Camera((0, 0, 10, 10), max_scale=36.0)
        self.states: list[RoundState] = []
        self.actions: list[Action] = []
        self.layout: Optional[BarnyardLayout] = None
        self.extent: Optional[tuple[float, float]] = None  # the shape the layouts grow into
        self.step = 0
        self.playing = False
        self.timer = 0.0
        self.round_index = 0
        self.buttons: dict[str, Button] = {}
        self.panel = ReviewPanel(self.review, app.settings.print_scale, app.art, app.audio,
                                 PanelActions(self.step_mark, self.try_again,
                                              self.review_cancel, self.review_resume))
        self.resize(self.size)
        if self.rounds:
            self.show_round(max(0, min(round_index, len(self.rounds) - 1)))
        if self.problem and self.rounds:  # some rounds are fine: say what was left out
            self.ui.say(self.problem[:160], 6.0, "error")
        if review_seat is not None and self.rounds:  # the review, the whole round in view
            self.toggle_review()

    # ----------------------------------------------------------------- the round
    def show_round(self, index: int) -> None:
        """Load round `index` of the game and go to its first move."""
        self.round_index = index
        start, actions = read_record(self.rounds[index])
        states = [start.clone()]
        state = start
        for action in actions:
            state.apply(action)
            states.append(state.clone())
        self.states, self.actions = states, actions
        self._lay_out()
        self.playing = False
        self.go(0)
        self.camera.snap()

    def _lay_out(self) -> None:
        """The round's whole barnyard laid out in the board's shape (grown into it as the
        table grows it into the table's, so tiles keep apart there too)."""
        final = self.states[-1]
        scale = min_tile_scale(ui_scale(self.size))
        self.extent = (self.board_rect.width / scale, self.board_rect.height / scale)
        self.layout = BarnyardLayout.of(final.barnyard, final.rules.spokes, extent=self.extent)

    @property
    def names(self) -> list[str]:
        """Seat names (given, else Seat 1, Seat 2, ...)."""
        seats = self.states[0].seats if self.states else len(self.given_names)
        return [self.given_names[i] if i < len(self.given_names) else f"Seat {i + 1}"
                for i in range(seats)]

    @property
    def state(self) -> Optional[RoundState]:
        """The round after `step` moves."""
        return self.states[self.step] if self.states else None

    def go(self, step: int) -> None:
        """Show the round after `step` moves (clamped)."""
        if not self.states:
            return
        self.step = max(0, min(step, len(self.actions)))
        self.timer = 0.0
        self.review.unfocus()
        self._fit()

    def _fit(self) -> None:
        state = self.state
        if state is None or self.layout is None or not state.barnyard:
            return
        polygons = [self.layout.placements[placed.tile].polygon for placed in state.barnyard]
        moment = self.review.moment
        if moment is not None:  # a marked decision: the board then, the made and better tiles
            polygons = [moment.layout.placements[placed.tile].polygon
                        for placed in moment.before.barnyard]
            polygons += [laid.place.polygon for laid in (moment.made, moment.better) if laid]
        xs = [x for polygon in polygons for x, _ in polygon]
        ys = [y for polygon in polygons for _, y in polygon]
        if xs:
            self.camera.fit((min(xs), min(ys), max(xs), max(ys)),
                            margin=24 * ui_scale(self.size))

    def toggle_play(self) -> None:
        """Play the moves one after another, or pause."""
        if self.states and self.step >= len(self.actions):
            self.go(0)
        self.playing = not self.playing and bool(self.states)
        self.timer = 0.0

    def change_round(self, by: int) -> None:
        """The previous or next round of the game."""
        index = self.round_index + by
        if 0 <= index < len(self.rounds):
            self.show_round(index)

    def back(self) -> None:
        """Leave the replay: back to the screen below, or the menu."""
        self.review_cancel()
        self.app.back()

    # ----------------------------------------------------------------- the review
    def toggle_review(self) -> None:
        """Show the Review panel in place of the hands (working the review out beside the
        table if it is not yet), or the hands again (a review being worked out goes on)."""
        self.reviewing = not self.reviewing and bool(self.rounds)
        if self.reviewing and self.step == 0:  # from the deal's empty board: the whole round
            self.go(len(self.actions))
            self.camera.snap()
        if not self.reviewing:
            self.go(self.step)  # the plain board again
        elif not self.review.reviewed and not self.review.running and not self.review.cancelled:
            self.review_resume()
        self.resize(self.size)

    def review_resume(self) -> None:
        """Work out the reviews of the rounds not reviewed yet (or remembered), the round
        shown first."""
        self.review.recall(self.rounds)
        missing = sorted(self.review.missing(),
                         key=lambda i: i != self.round_index)  # the round shown first
        if missing and not self.review.running:
            self.review.start(self._review_run(missing), missing, self.rounds)

    def review_cancel(self) -> None:
        """Stop the review being worked out (what is finished is kept)."""
        self.review.cancel()

    def change_seat(self) -> None:
        """Review the next seat: the next person's at a party, else the next seat's."""
        if not self.states:
            return
        humans = [i for i, player in enumerate(self.players) if player == "human"]
        seats = humans if len(humans) > 1 else list(range(self.states[0].seats))
        later = [seat for seat in seats if seat > self.review.seat]
        self.review_cancel()
        self.review = self.panel.mode = ReviewMode(later[0] if later else seats[0],
                                                   len(self.rounds))
        self.go(self.step)
        if self.reviewing:
            self.review_resume()
        self.resize(self.size)

    def step_mark(self, by: int) -> None:
        """To the next (`by` 1) or previous (-1) marked decision of the round."""
        decision = self.review.next_mark(self.round_index, self.step, by)
        if decision is None:
            return
        self.playing = False
        self.go(decision.index + 1)  # the move made is the last one shown
        self.review.show(decision, self.states, self.extent)
        self._fit()

    def try_again(self) -> None:
        """Play the marked decision's position again on the table, against the same hidden
        tiles (a hint there is the review's best move); the round's end (or Esc) comes back
        here."""
        decision = self.review.focus
        if decision is None:
            return
        seat = self.review.seat
        coach.remember(self.states[decision.index].view(seat), decision.choices)  # H: its best
        match = try_again_match(self.rounds[self.round_index], decision.index, seat,
                                self.names, self.players)
        self.tried = match
        self.app.push(self.app.screens.try_again(match))

    def enter(self) -> None:
        """Back from a try: how it went, against the game."""
        if self.tried is not None and self.states:
            self.review.tried = tried_words(self.tried, self.review.seat, self.states[-1])
        self.tried = None

    def _review_run(self, rounds: Sequence[int]) -> Run:
        """A ReviewRun of the game's `rounds` (indexes) for the reviewed seat: kept beside
        their record files when they have them; your own seat's earns achievements."""
        seat = self.review.seat
        return ReviewRun([(self.rounds[i], self._round_file(i)) for i in rounds], seat,
                         keeper=self.app.files, whole_game=self.whole_game
                         and len(rounds) == len(self.rounds),
                         earns=seat < len(self.players) and self.players[seat] == "human",
                         names=self.names)

    def _round_file(self, index: int) -> Optional[Path]:
        """The file round `index` was read from, when the replay was given files: a game's
        folder names its rounds round-01.json, ... (a wrong guess is only a review not found
        kept: the keeper checks the record's own bytes)."""
        source = self.source
        if not isinstance(source, (str, Path)):
            return None
        path = Path(source)
        if path.suffix == ".json":
            return path if len(self.rounds) == 1 else None
        number = self.rounds[index].get("round", index + 1)
        return path / f"round-{int(number):02d}.json"

    # ----------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = ui_scale(size)
        self.ui.clear()
        back = BackButton(self.back, self.app.audio)
        room = back.place(size)  # the bar right of Back
        self.buttons = {"back": back}
        self.ui.add(back)
        y, bar_h = room.top, room.height
        specs = []
        if self.rounds:
            specs += [
                ("prev_round", "Prev round", lambda: self.change_round(-1), pygame.K_PAGEUP, "PgUp",
                 "secondary"),
                ("prev", "Prev move", lambda: self.go(self.step - 1), pygame.K_LEFT, "<",
                 "secondary"),
                ("play", "Play", self.toggle_play, pygame.K_SPACE, "Space", "primary"),
                ("next", "Next move", lambda: self.go(self.step + 1), pygame.K_RIGHT, ">",
                 "secondary"),
                ("next_round", "Next round", lambda: self.change_round(1), pygame.K_PAGEDOWN,
                 "PgDn", "secondary"),
            ]
        gap = round(12 * s)
        bw = min(round(172 * s), (room.width - (len(specs) - 1) * gap) // max(1, len(specs)))
        x = room.centerx - (len(specs) * bw + (len(specs) - 1) * gap) // 2
        for key, label, action, shortcut, hint, style in specs:
            button = Button(label, action, shortcut=shortcut, hint=hint, style=style,
                            sounds=self.app.audio, rect=pygame.Rect(x, y, bw, bar_h))
            self.buttons[key] = button
            self.ui.add(button)
            x += bw + gap
        top = round(70 * s)
        self.caption_y = y - round(14 * s)
        bottom = self.caption_y - round(34 * s * self.app.settings.print_scale)
        self.hands_rect = pygame.Rect(round(16 * s), top, round(w * 0.38), bottom - top)
        board_x = self.hands_rect.right + round(16 * s)
        self.board_rect = pygame.Rect(board_x, top, w - board_x - round(16 * s), bottom - top)
        self._review_buttons(s)
        board = self.board_rect
        self.camera.set_view((board.x, board.y, board.width, board.height))
        if self.states:
            self._lay_out()
            if self.review.focus is not None:  # its board, in the new shape too
                self.review.show(self.review.focus, self.states, self.extent)
        self._fit()

    def _review_buttons(self, s: float) -> None:
        """The Review toggle in the top right corner and, in review, the panel's own row:
        previous and next mark and Try again, or Cancel / Resume while the review is worked
        out."""
        p = self.app.settings.print_scale
        if not self.rounds:
            return
        w = self.size[0]
        tw, th = round(150 * s * min(p, 1.2)), round(44 * s)
        toggle = Button("Hands" if self.reviewing else "Review", self.toggle_review,
                        shortcut=pygame.K_r, hint="R", style="secondary", sounds=self.app.audio,
                        rect=pygame.Rect(w - round(16 * s) - tw, round(12 * s), tw, th))
        self.buttons["review"] = toggle
        self.ui.add(toggle)
        for button in self.panel.layout(self.hands_rect, s):
            self.ui.add(button)
        self.panel.sync(self.reviewing, self.round_index, self.step)

    # ----------------------------------------------------------------- input and time
    def handle(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                and self.review.running):  # Esc stops the review first, then leaves
            self.review_cancel()
            return True
        if self.ui.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_HOME:
                self.go(0)
                return True
            if event.key == pygame.K_END:
                self.go(len(self.actions))
                return True
            if event.key == pygame.K_s and self.reviewing:
                self.change_seat()
                return True
        if event.type == pygame.MOUSEWHEEL and self.states:
            pos = pygame.mouse.get_pos()
            if not self.board_rect.collidepoint(pos):
                pos = self.board_rect.center
            self.camera.zoom_at(pos, 1.15 ** getattr(event, "y", 0))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 2:
            self.camera.reset()
            return True
        return False

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.camera.update(dt)
        self.review.poll()
        self.panel.sync(self.reviewing, self.round_index, self.step)
        play = self.buttons.get("play")
        if play is not None:
            play.label = "Pause" if self.playing else "Play"
            play.enabled = bool(self.states)
        for key, ok in (("prev", self.step > 0), ("next", self.step < len(self.actions)),
                        ("prev_round", self.round_index > 0),
                        ("next_round", self.round_index < len(self.rounds) - 1)):
            if key in self.buttons:
                self.buttons[key].enabled = ok
        if not self.playing:
            return
        self.timer += dt
        pace = STEP_SECONDS * self.app.settings.pace_factor
        while self.timer >= pace and self.playing:
            self.timer -= pace
            if self.step >= len(self.actions):
                self.playing = False
            else:
                self.step += 1
                self._fit()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = draw_backdrop(self, surface)
        heading = self.heading
        room = size[0] - 2 * (self.buttons["review"].rect.width + round(40 * s)) \
            if "review" in self.buttons else size[0]
        txt.blit_text(surface, heading, (size[0] // 2, round(14 * s)),
                      txt.fit_size(heading, round(36 * s), room, True, "title"),
                      BRASS, "midtop", True, "title", shadow=(0, 0, 0, 150))
        state = self.state
        if state is None:
            box = pygame.Rect(0, 0, min(size[0] - 40, round(760 * s)), round(300 * s))
            box.center = (size[0] // 2, size[1] // 2 - round(30 * s))
            body = draw_panel(surface, box, "Cannot replay", scale=s)
            txt.blit_wrapped(surface, self.problem or "Nothing to replay.", body,
                             max(12, round(20 * s)), (255, 214, 200))
        else:
            if self.reviewing:
                self.panel.draw(surface, self.names, self.round_index, len(self.actions), s)
            else:
                self._draw_hands(surface, state, s)
            if self.review.moment is not None:
                draw_moment(surface, self.review.moment, self.camera, self.board_rect,
                            self.app.art)
            else:
                self._draw_board(surface, state)
            caption = self.caption
            fitted = txt.fit_size(caption, max(12, round(22 * s * self.app.settings.print_scale)),
                                  size[0] - round(32 * s), True)
            txt.blit_text(surface, caption, (size[0] // 2, self.caption_y), fitted, CREAM,
                          "midbottom", True, shadow=(0, 0, 0, 140))
        self.ui.draw(surface)

    @property
    def heading(self) -> str:
        """The title over the board: the round, of how many, and its starting double."""
        if not self.states:
            return self.title
        start = self.states[0]
        of = f" of {len(self.rounds)}" if len(self.rounds) > 1 else ""
        number = self.rounds[self.round_index].get("round", self.round_index + 1)
        return (f"{self.title}: round {number}{of}, "
                f"starting double {start.round_double}")

    @property
    def caption(self) -> str:
        """The line under the board: the move just shown, the mark it earned once reviewed,
        and the round's end after its last move."""
        state = self.states[self.step]
        total = len(self.actions)
        if self.step == 0:
            text = "The deal"
        else:
            text = move_in_words(self.actions[self.step - 1], self.names,
                                 self.states[self.step - 1])
        line = f"Move {self.step} of {total}: {text}"
        marked = self.review.marked_at(self.round_index, self.step - 1)
        if marked is not None:  # reviewed: the mark the move earned, stepping by hand too
            line += f"  ·  {mark_word(marked.mark)}"
        if state.is_over and self.step == total:
            winner = (f"{self.names[state.winner]} went out" if state.winner is not None
                      else "blocked")
            line += f"  ·  Round over, {winner}"
        return line

    def _draw_board(self, surface: pygame.Surface, state: RoundState) -> None:
        if self.layout is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        length = max(8, min(160, round(self.camera.scale * 2)))
        last = self.actions[self.step - 1] if self.step else None
        for placed in state.barnyard:
            place = self.layout.placements[placed.tile]
            x, y = self.camera.to_screen(place.x, place.y)
            hot = isinstance(last, Play) and last.tile is placed.tile
            self.app.art.blit(surface, placed.tile, (x, y), length, place.angle,
                              "hint" if hot else None)
        surface.set_clip(clip)

    def _draw_hands(self, surface: pygame.Surface, state: RoundState, s: float) -> None:
        body = draw_panel(surface, self.hands_rect, "Every hand", scale=s)
        rows: list[tuple[str, list[Tile], Optional[Tile], bool]] = []
        scores = state.scores() if state.is_over else None
        for seat, hand in enumerate(state.hands):
            label = f"{self.names[seat]} ({len(hand)})"
            if scores is not None:
                label += f": {counted(scores[seat], 'point')}"
            drawn = state.drawn if seat == state.to_act else None
            rows.append((label, list(hand), drawn, seat == state.to_act and not state.is_over))
        yard = list(reversed(state.yard))
        rows.append((f"Chicken yard ({len(yard)}), next draw first", yard, None, False))
        p = self.app.settings.print_scale  # large print: bigger names; tiles fill what is left
        text_size = max(10, round(17 * s * p))
        length = self._tile_length(rows, body, text_size, round(64 * p))
        y = body.top
        for label, tiles, drawn, acting in rows:
            colour = BRASS if acting else (CREAM if tiles or not label.startswith("Chicken")
                                           else MUTED)
            label = ("> " if acting else "") + label
            txt.blit_text(surface, label, (body.left, y),
                          txt.fit_size(label, text_size, body.width, acting), colour, "topleft",
                          acting)
            y += round(text_size * 1.35)
            per_line = max(1, body.width // (length + 4))
            for i, tile in enumerate(tiles):
                row, col = divmod(i, per_line)
                cx = body.left + col * (length + 4) + length // 2
                cy = y + row * (length // 2 + 4) + length // 4
                self.app.art.blit(surface, tile, (cx, cy), length, 0,
                                  "selected" if tile is drawn else None)
            lines = max(1, -(-len(tiles) // per_line))
            y += lines * (length // 2 + 4) + round(6 * s)

    @staticmethod
    def _tile_length(rows: Sequence[tuple[str, list[Tile], Any, bool]], body: pygame.Rect,
                     text_size: int, longest: int) -> int:
        """The largest tile length (even, 14 px to `longest`) at which every row fits the
        panel."""
        for length in range(longest - longest % 2, 13, -2):
            if _height(rows, body, text_size, length) <= body.height:
                return length
        return 14


def _height(rows: Sequence[tuple[str, list[Tile], Any, bool]], body: pygame.Rect,
            text_size: int, length: int) -> int:
    """The height the hands' rows take with names of `text_size` and tiles `length` long."""
    per_line = max(1, body.width // (length + 4))
    return sum(round(text_size * 1.35) + max(1, -(-len(t) // per_line)) * (length // 2 + 4) + 6
               for _, t, _, _ in rows)
