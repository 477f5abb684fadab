"""The Review panel of the replay screen, and the marks in words and colours.

A mark is a word in a colour a family can read across the room: Inaccuracy (yellow), Mistake
(orange), Blunder (red); the word says it to anyone who cannot tell the colours apart. The
panel shows the review being worked out (a progress bar), or the round's and the game's
accuracy and luck with the three costliest moves, or, at a marked decision, its mark, the move
made, the better move (a ghost on the table) and why.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple, Optional, Sequence

import pygame

from game.render import text as txt
from game.render.ui_draw import BRASS, CREAM, GOOD, MUTED, RGB, draw_panel, rounded_gradient
from game.render.widgets.base import SoundsLike
from game.render.widgets.button import Button
from game.ai.review import CLOSE, move_text
from game.rules.actions import Action, Draw, Pass, Play
from game.scenes.review.mode import ReviewMode
from game.words.names import possessive

if TYPE_CHECKING:
    from game.ai.review import Decision, RoundReview

MARKS: dict[str, tuple[str, RGB]] = {
    "inaccuracy": ("Inaccuracy", (250, 214, 70)),
    "mistake": ("Mistake", (255, 146, 48)),
    "blunder": ("Blunder", (244, 72, 60)),
}
HAND_LINE = 7  # tiles of the hand on a line, about (three lines at most)
GHOST = (140, 230, 150)  # the better move's words, green as the pale tile's glow on the table


def mark_word(mark: Optional[str]) -> str:
    """"Mistake" for "mistake"; "Good move" for no mark."""
    return MARKS[mark][0] if mark in MARKS else "Good move"


def mark_colour(mark: Optional[str]) -> RGB:
    """The mark's colour (MUTED for no mark)."""
    return MARKS[mark][1] if mark in MARKS else MUTED


def percent(share: float) -> str:
    """ "82%" for 0.82."""
    return f"{round(100 * share)}%"


def signed(share: float) -> str:
    """ "+4%" or "-12%": a change in the chance to win."""
    points = round(100 * share)
    return f"+{points}%" if points > 0 else f"{points}%"


def move_words(action: Action) -> str:
    """ "9-2 on 9-9", "a draw from the chicken yard", "a pass": a move without who made it
    (a play in the review's own words, `review.move_text`)."""
    if isinstance(action, Draw):
        return "a draw from the chicken yard"
    if isinstance(action, Pass):
        return "a pass"
    return move_text(action)


def figures(review: RoundReview) -> str:
    """ "accuracy 82%, luck +4%"."""
    return f"accuracy {percent(review.accuracy)}, luck {signed(review.luck)}"


def marks_count(decisions: Sequence[Decision]) -> str:
    """ "1 blunder, 2 mistakes" (the marks a round earned), or "no marked moves"."""
    parts = []
    for mark, many in (("blunder", "blunders"), ("mistake", "mistakes"),
                       ("inaccuracy", "inaccuracies")):
        n = sum(1 for d in decisions if d.mark == mark)
        if n:
            parts.append(f"{n} {mark if n == 1 else many}")
    return ", ".join(parts) if parts else "no marked moves"


class PanelActions(NamedTuple):
    """What the panel's buttons do (the replay screen's)."""

    step_mark: Callable[[int], None]  # to the next (1) or previous (-1) marked decision
    try_again: Callable[[], None]
    cancel: Callable[[], None]
    resume: Callable[[], None]


class ReviewPanel:
    """The review of the replay's round in the left column (the board keeps the right), and
    the buttons along its foot: previous and next mark and Try again, or Cancel / Resume while
    the review is worked out."""

    def __init__(self, mode: ReviewMode, print_scale: float, art: Any, sounds: SoundsLike,
                 actions: PanelActions) -> None:
        """`art`: the tile art (game.render.tile_art.TileArt) the seat's hand is drawn with."""
        self.mode = mode
        self.names: Sequence[str] = ()
        self.p = print_scale
        self.art = art
        self.sounds = sounds
        self.actions = actions
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.foot = 0  # the height of the row of buttons along the panel's foot
        self.buttons: dict[str, Button] = {}

    def layout(self, rect: pygame.Rect, s: float) -> list[Button]:
        """The panel in `rect`; its buttons, made anew (for the screen's widget group)."""
        self.rect = rect
        pad, gap = round(16 * s), round(8 * s)
        bh = round(44 * s * self.p)
        self.foot = bh + pad
        row = pygame.Rect(rect.left + pad, rect.bottom - pad - bh, rect.width - 2 * pad, bh)
        bw = (row.width - 2 * gap) // 3
        act = self.actions
        specs = [("prev_mark", "Prev mark", lambda: act.step_mark(-1), pygame.K_UP, "Up"),
                 ("next_mark", "Next mark", lambda: act.step_mark(1), pygame.K_DOWN, "Down"),
                 ("try", "Try again", act.try_again, pygame.K_t, "T")]
        self.buttons = {key: Button(label, action, shortcut=shortcut, hint=hint,
                                    style="primary" if key == "try" else "secondary",
                                    sounds=self.sounds,
                                    rect=pygame.Rect(row.left + i * (bw + gap), row.top, bw, bh))
                        for i, (key, label, action, shortcut, hint) in enumerate(specs)}
        wide = pygame.Rect(row.centerx - bw, row.top, 2 * bw, bh)
        self.buttons["cancel"] = Button("Cancel", act.cancel, hint="Esc", style="quiet",
                                        sounds=self.sounds, rect=wide)
        self.buttons["resume"] = Button("Resume", act.resume, shortcut=pygame.K_RETURN,
                                        hint="Enter", sounds=self.sounds, rect=pygame.Rect(wide))
        return list(self.buttons.values())

    def sync(self, shown: bool, round_index: int, step: int) -> None:
        """Which buttons show (`shown`: the panel is up) and which may be pressed, for round
        `round_index` after `step` moves."""
        if not self.buttons:
            return
        mode = self.mode
        marks = shown and not mode.running and mode.review_of(round_index) is not None
        for key in ("prev_mark", "next_mark", "try"):
            self.buttons[key].visible = marks
        self.buttons["prev_mark"].enabled = mode.next_mark(round_index, step, -1) is not None
        self.buttons["next_mark"].enabled = mode.next_mark(round_index, step, 1) is not None
        self.buttons["try"].enabled = mode.focus is not None
        self.buttons["cancel"].visible = shown and mode.running
        self.buttons["resume"].visible = shown and not mode.running and not mode.reviewed

    def draw(self, surface: pygame.Surface, names: Sequence[str], round_index: int,
             moves: int, s: float) -> None:
        """The panel, above its buttons; `moves`: how many moves the round has."""
        self.names = names
        name = names[self.mode.seat] if self.mode.seat < len(names) else "?"
        body = draw_panel(surface, self.rect, f"Review: {name}", scale=s)
        body.height -= self.foot
        size = txt.print_size(18 * s, self.p)
        review = self.mode.review_of(round_index)
        if self.mode.running:
            self._progress(surface, body, size, s)
        elif review is None:
            self._not_reviewed(surface, body, size, self.mode.refused.get(round_index))
        elif self.mode.focus is not None:
            self._decision(surface, body, review, self.mode.focus, moves, size, s)
        else:
            self._summary(surface, body, review, size, s)

    # ----------------------------------------------------------------- the states
    def _progress(self, surface: pygame.Surface, body: pygame.Rect, size: int, s: float) -> None:
        left = sum(1 for review in self.mode.reviews if review is None)
        line = f"Reviewing {left} round{'s' if left != 1 else ''} beside the table..."
        y = self._line(surface, body, body.top, line, size, CREAM, True)
        bar = pygame.Rect(body.left, y + round(8 * s), body.width, round(30 * s * self.p))
        draw_progress(surface, bar, self.mode.progress, s)
        note = ("The expert weighs every choice from what the seat could see, not the hidden "
                "tiles. Cancel (Esc) keeps the rounds already reviewed.")
        area = pygame.Rect(body.left, bar.bottom + round(14 * s), body.width,
                           body.bottom - bar.bottom - round(14 * s))
        self._wrapped(surface, area, note, size, MUTED)

    def _not_reviewed(self, surface: pygame.Surface, body: pygame.Rect, size: int,
                      refused: Optional[str]) -> None:
        done = sum(1 for review in self.mode.reviews if review is not None)
        line = (f"{refused}." if refused is not None else
                f"Review stopped: {done} of {len(self.mode.reviews)} rounds reviewed. "
                "This round is not; Resume (Enter) goes on." if self.mode.cancelled else
                "This round is not reviewed yet.")
        self._wrapped(surface, body, line, size, CREAM)

    def _summary(self, surface: pygame.Surface, body: pygame.Rect, review: RoundReview,
                 size: int, s: float) -> None:
        y = self._figures(surface, body, review, size)
        marked = [d for d in review.decisions if d.mark is not None]
        words = marks_count(review.decisions)
        y = self._line(surface, body, y, f"Marked: {words}" if marked else
                       "No marked moves: well played!", size, CREAM if marked else GOOD)
        y += round(8 * s)
        costly = [d for d in review.costliest if d.loss > CLOSE]
        if costly:
            y = self._line(surface, body, y, "Costliest moves", size, BRASS, True)
        for decision in costly:
            line = (f"Move {decision.index + 1}: {mark_word(decision.mark)}, "
                    f"lost {percent(decision.loss)} ({move_words(decision.made)})")
            y = self._line(surface, body, y, line, size - 1, mark_colour(decision.mark), True)
        game = self.mode.game()
        if game is not None and len(self.mode.reviews) > 1 and game.costliest:
            y = self._line(surface, body, y + round(8 * s), "Costliest in the game", size,
                           BRASS, True)
            for number, decision in game.costliest:
                line = (f"Round {number}, move {decision.index + 1}: "
                        f"{mark_word(decision.mark)}, lost {percent(decision.loss)}")
                y = self._line(surface, body, y, line, size - 1, mark_colour(decision.mark),
                               True)
        hint = "S: another seat's review"
        if marked:
            hint = "Down: the next marked move  ·  T: try it again  ·  " + hint
        area = pygame.Rect(body.left, y + round(8 * s), body.width, body.bottom - y)
        self._wrapped(surface, area, hint, size - 2, MUTED)

    def _decision(self, surface: pygame.Surface, body: pygame.Rect, review: RoundReview,
                  decision: Decision, moves: int, size: int, s: float) -> None:
        y = self._figures(surface, body, review, size - 2)
        y += round(6 * s)
        big = txt.print_size(30 * s, self.p, True)
        badge = mark_word(decision.mark).upper()
        word = txt.render(badge, txt.fit_size(badge, big, body.width // 2, True), (30, 20, 12),
                          True)
        box = word.get_rect().inflate(round(18 * s), round(8 * s))
        box.topleft = (body.left, y)
        surface.blit(rounded_gradient(box.size, box.height // 3, mark_colour(decision.mark),
                                      mark_colour(decision.mark)), box)
        surface.blit(word, word.get_rect(center=box.center))
        where = f"move {decision.index + 1} of {moves}"
        txt.blit_text(surface, where, (box.right + round(12 * s), box.centery),
                      txt.fit_size(where, size, body.right - box.right - round(12 * s)),
                      MUTED, "midleft")
        y = box.bottom + round(8 * s)
        made, best = decision.made_choice, decision.best
        lit = " (gold)" if isinstance(decision.made, Play) else ""
        pale = " (pale, green)" if isinstance(best.action, Play) else ""
        y = self._line(surface, body, y, f"Played{lit}: {move_words(decision.made)}, "
                       f"{percent(made.win)} to win", size, mark_colour(decision.mark), True)
        y = self._line(surface, body, y, f"Better{pale}: {move_words(best.action)}, "
                       f"{percent(best.win)} to win", size, GHOST, True)
        y = self._line(surface, body, y, f"Lost {percent(decision.loss)} of the chance to "
                       "win the round", size - 2, MUTED)
        if self.mode.tried:
            y = self._line(surface, body, y, self.mode.tried, size - 2, BRASS, True)
        hand = self._hand_height(body, size, s)
        if decision.reason:
            area = pygame.Rect(body.left, y + round(8 * s), body.width,
                               body.bottom - hand - y - round(8 * s))
            self._wrapped(surface, area, decision.reason, size, CREAM)
        if hand:
            self._draw_hand(surface, pygame.Rect(body.left, body.bottom - hand, body.width,
                                                 hand), size, s)

    # ----------------------------------------------------------------- the seat's hand
    def _hand_height(self, body: pygame.Rect, size: int, s: float) -> int:
        """The room the seat's hand takes at the foot of the panel (0: none to show)."""
        moment = self.mode.moment
        if moment is None or not moment.before.hands[self.mode.seat]:
            return 0
        length, per_line = self._tile_length(body.width, s)
        rows = -(-len(moment.before.hands[self.mode.seat]) // per_line)
        return txt.font(size - 2).get_linesize() + rows * (length // 2 + 4)

    def _tile_length(self, width: int, s: float) -> tuple[int, int]:
        """How long the hand's tiles are drawn, and how many go on a line (HAND_LINE or so a
        line, on at most three lines)."""
        moment = self.mode.moment
        count = len(moment.before.hands[self.mode.seat]) if moment is not None else 1
        per_line = max(1, -(-count // max(1, min(3, -(-count // HAND_LINE)))))  # <= 3 lines
        return max(14, min(round(56 * s * self.p), width // max(1, per_line) - 4)), per_line

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect, size: int,
                   s: float) -> None:
        """The hand the seat held at the decision, in a row."""
        moment = self.mode.moment
        if moment is None:
            return
        name = self.names[self.mode.seat] if self.mode.seat < len(self.names) else "?"
        label = f"{possessive(name)} hand then"
        label = label[0].upper() + label[1:]
        drawn = txt.blit_text(surface, label, area.topleft, size - 2, MUTED)
        length, per_line = self._tile_length(area.width, s)
        for i, tile in enumerate(moment.before.hands[self.mode.seat]):
            row, col = divmod(i, per_line)
            centre = (area.left + col * (length + 4) + length // 2,
                      drawn.bottom + row * (length // 2 + 4) + length // 4 + 2)
            self.art.blit(surface, tile, centre, length, 0)

    # ----------------------------------------------------------------- text
    def _figures(self, surface: pygame.Surface, body: pygame.Rect, review: RoundReview,
                 size: int) -> int:
        y = self._line(surface, body, body.top, f"This round: {figures(review)}", size, BRASS,
                       True)
        game = self.mode.game()
        if game is not None and len(self.mode.reviews) > 1:
            done = sum(1 for r in self.mode.reviews if r is not None)
            so_far = "" if self.mode.reviewed else f" so far ({done} of {len(self.mode.reviews)})"
            line = f"The game{so_far}: accuracy {percent(game.accuracy)}, luck {signed(game.luck)}"
            y = self._line(surface, body, y, line, size - 1, CREAM)
        return y

    @staticmethod
    def _line(surface: pygame.Surface, body: pygame.Rect, y: int, line: str, size: int,
              colour: RGB, bold: bool = False) -> int:
        """One line at `y`, shrunk (or cut) to the panel's width; the y below it."""
        if y + txt.font(size, bold).get_linesize() > body.bottom:
            return y
        shown, fitted = txt.fit_text(line, size, body.width, bold,
                                     smallest=max(9, size * 3 // 4))
        drawn = txt.blit_text(surface, shown, (body.left, y), fitted, colour, "topleft", bold)
        return drawn.bottom + 2

    @staticmethod
    def _wrapped(surface: pygame.Surface, area: pygame.Rect, words: str, size: int,
                 colour: RGB) -> None:
        """`words` wrapped into `area`, smaller where they would not fit."""
        if area.height <= 0:
            return
        lines, fitted = txt.fit_wrapped(words, size, area.width, area.height)
        y = area.top
        for line in lines:
            txt.blit_text(surface, line, (area.left, y), fitted, colour)
            y += round(fitted * 1.25)


def draw_progress(surface: pygame.Surface, rect: pygame.Rect, fraction: float,
                  s: float) -> None:
    """A progress bar in `rect`, `fraction` (0..1) of it filled, the percentage on it."""
    radius = rect.height // 2
    surface.blit(rounded_gradient(rect.size, radius, (36, 22, 14), (24, 14, 10), 255, BRASS,
                                  max(1, round(2 * s))), rect)
    filled = round(rect.width * max(0.0, min(1.0, fraction)))
    if filled >= rect.height:
        surface.blit(rounded_gradient((filled, rect.height), radius, (255, 206, 110),
                                      (214, 150, 60)), rect.topleft)
    label = percent(fraction)
    txt.blit_text(surface, label, rect.center, max(10, round(rect.height * 0.6)), CREAM,
                  "center", True, shadow=(0, 0, 0, 180))
