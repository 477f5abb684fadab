"""A first game (How to play -> Try it): a short scripted round on a double-6 set with fixed
hands, played on the real table by the real rules, that walks a new player through a spoke, a
double and its three toes, drawing and passing, and going out.

The computer opponent's moves are scripted, so the lesson always goes the same way; the table
points at what to do next (the tile lit in the hand, an arrow over it, a ring on the slot or the
button) with one sentence of coaching. A move other than the one shown is refused kindly. When the round is over, the lesson's end
(LessonDone, over the table) offers the way on: a real game, the lesson again, or How to play.
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, NamedTuple, Optional

import pygame

from game.match import Match
from game.render import text as txt
from game.render.placement import Card, Floor
from game.render.ui_draw import BRASS, CREAM, MUTED, draw_panel, ui_scale, veil
from game.render.widgets.button import Button
from game.render.widgets.group import WidgetGroup
from game.rules.actions import Action, Draw, Pass, Play
from game.rules.house_rules import RuleSet
from game.rules.round import RoundState
from game.rules.tiles import Tile, full_set
from game.scenes.base import Scene
from game.scenes.context import PausedTable
from game.scenes.play.intents import Suggest
from game.scenes.play.lesson import LessonTable
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.table import keep_nothing
from game.words.names import SECOND_PERSON
from game.words.results import round_result

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

T = Tile.parse
YOU, HEN = 0, 1
HANDS = ("6-3 6-4 3-3 3-4 5-0", "6-6 6-2 6-1 3-2 3-1 4-0 1-2 5-5")
FIRST_DRAWN = "6-5"  # the top of the chicken yard: the tile you draw, and it does not fit
HEN_PAUSE = 1.0  # seconds (times the animation speed) before each of Hen's moves
ARROW = 44  # px from the tip of the arrow over a hand tile to the top of its shaft


def arrow_rect(tip: tuple[float, float]) -> pygame.Rect:
    """What the bobbing arrow over a hand tile covers, its tip at `tip`."""
    return pygame.Rect(round(tip[0]) - 14, round(tip[1]) - ARROW - 6, 28, ARROW + 12)


class Step(NamedTuple):
    """One action of the scripted round and what the table says meanwhile."""

    action: Action
    coach: str


def _play(seat: int, tile: str, on: Optional[str]) -> Play:
    return Play(seat, T(tile), T(on) if on else None)


SCRIPT = (
    Step(_play(HEN, "6-6", None), "Hen holds the 6-6, so Hen sets it: every line grows from it."),
    Step(_play(YOU, "6-3", "6-6"),
         "Play a spoke: drag the lit 6-3 onto the ring by the 6-6 (or press Enter)."),
    Step(_play(HEN, "6-2", "6-6"), "Hen adds a spoke. The 6-6 needs four before anything else."),
    Step(_play(YOU, "6-4", "6-6"), "Another spoke: put your 6-4 against the 6-6."),
    Step(_play(HEN, "6-1", "6-6"), "Hen lays the fourth spoke: now any open end may be played."),
    Step(_play(YOU, "3-3", "6-3"),
         "Lay a double: 3-3 on the 3 of your spoke makes a chicken foot."),
    Step(_play(HEN, "3-2", "3-3"), "A chicken foot needs three toes before play goes on."),
    Step(_play(YOU, "3-4", "3-3"), "Add the second toe: 3-4 on the 3-3."),
    Step(_play(HEN, "3-1", "3-3"), "Hen lays the third toe: the foot is closed."),
    Step(Draw(YOU), "Nothing in your hand fits an open end: draw from the chicken yard (D)."),
    Step(Pass(YOU), "The 6-5 you drew does not fit either: pass (P)."),
    Step(_play(HEN, "4-0", "6-4"), "Hen plays 4-0 and opens a 0."),
    Step(_play(YOU, "5-0", "4-0"), "Your 5-0 fits the 0: play it."),
    Step(_play(HEN, "1-2", "6-1"), "Hen plays on."),
    Step(_play(YOU, "6-5", "5-0"), "Your last tile: play 6-5 on the 5 and go out!"),
)
DONE = f"{round_result('domino', SECOND_PERSON)}: that is a round of Chicken Foot."
ONWARD = "Now play a real game against three computer players, or try the lesson again."
FIRST_TABLE = (("You", "human"), ("Hen", "easy"), ("Rooster", "medium"), ("Chick", "easy"))


def tutorial_match() -> Match:
    """The lesson's game: You and Hen, a double-6 set, fixed hands and a fixed chicken yard."""
    rules = RuleSet(set=6, hand_size=7)
    match = Match(rules, [Seat("You"), Seat("Hen", "easy")], seed=6)
    hands = [[T(t) for t in hand.split()] for hand in HANDS]
    first = [T(FIRST_DRAWN)]
    rest = [t for t in full_set(6) if t not in hands[0] + hands[1] + first]
    random.Random(6).shuffle(rest)
    match.game.round_number = 1
    match.state = RoundState(rules, hands, first + rest)
    return match


class Tutorial:
    """The lesson given to the table (play.Lesson): only the script's next move goes, Hen plays
    the script's moves after a pause, the tile to pick glows in the hand under an arrow with a
    ring on its place, one sentence of coaching stands over the barnyard, and the round's end
    asks what next (LessonDone)."""

    after_round = "to go on"  # a click at the round's end asks what next (LessonDone)
    automatic = False  # no automatic drawing or passing here: drawing and passing are taught

    def __init__(self, match: Match) -> None:
        self.match = match
        self.hen_wait = HEN_PAUSE
        self.new_pause = True  # a move was made since Hen's pause began
        self.coach_rect: Optional[pygame.Rect] = None  # where the floor put the coaching

    def step(self) -> Optional[Step]:
        """The script's next action (None once the round is over)."""
        done = self.moves()
        return SCRIPT[done] if done < len(SCRIPT) else None

    def moves(self) -> int:
        """How many moves the round has seen."""
        state = self.match.state
        assert state is not None  # (the lesson's round is dealt before the table opens)
        return len(state.history)

    def coaching(self) -> str:
        """The one sentence the table says now."""
        step = self.step()
        return DONE if step is None else step.coach

    # ----------------------------------------------------------------- the script
    def refusal(self, action: Action) -> Optional[str]:
        """Only the scripted move goes: the lesson always runs the same way."""
        step = self.step()
        if step is None or action != step.action:
            return "Not this one yet: follow the arrow"
        return None

    def moved(self, change: object) -> None:
        """A move was made (or taken back): Hen pauses afresh before the next."""
        self.new_pause = True

    def computer_move(self, seat: int, dt: float, pace: float) -> Optional[Action]:
        """Hen's scripted move, a pause (times the animation speed) after the last move."""
        if self.new_pause:
            self.new_pause = False
            self.hen_wait = HEN_PAUSE * pace
        step = self.step()
        self.hen_wait -= dt
        if step is None or step.action.seat != seat or self.hen_wait > 0:
            return None
        return step.action

    def update(self, table: LessonTable) -> None:
        step = self.step()
        if step is not None and step.action.seat == YOU and table.can_act:
            table.intend(Suggest(step.action))  # the tile to pick glows in the hand
        arrow, _ = self.pointer_at(table)  # the foot's caption keeps clear of the arrow
        table.keep_caption_off(None if arrow is None else arrow_rect(arrow))

    def when_over(self, app: "SceneContext", table: PausedTable) -> Scene:
        """The lesson is over (nothing scored, nothing saved): what next, over the table."""
        return LessonDone(app, table)

    # ----------------------------------------------------------------- pointing
    def pointer_at(self, table: LessonTable) -> tuple[Optional[tuple[float, float]],
                                                       Optional[tuple[float, float]]]:
        """Where the arrow's tip is (over the tile in the hand, or the button) and where the
        ring goes (the slot in the barnyard), for the human's next step."""
        step = self.step()
        if step is None or step.action.seat != YOU or not table.can_act:
            return None, None
        action = step.action
        if isinstance(action, Play):
            x, y = table.hand_spot(action.tile)
            tip = (x, y - table.hand_length() * 0.62)
            return tip, table.place_spot(action)
        button = table.button_rect("draw" if isinstance(action, Draw) else "pass")
        return (float(button.centerx), float(button.top)), None

    def coaching_box(self, table: LessonTable) -> tuple[pygame.Rect, list[pygame.Surface]]:
        """The coaching words, wrapped to the barnyard's width (large print makes them
        longer), and the box they fill: under the banner, or at the foot once the round is
        over."""
        g = table.geometry
        size = max(14, round(22 * g.scale * g.print_scale))
        area = g.barnyard_rect
        lines = [txt.render(line, size, CREAM, bold=True)
                 for line in txt.wrap(self.coaching(), size, area.width - 28, bold=True)]
        box = pygame.Rect(0, 0, max(w.get_width() for w in lines),
                          sum(w.get_height() for w in lines))
        if table.round_over:
            box.midbottom = (area.centerx, area.bottom - 12)
        else:
            box.midtop = (area.centerx, area.top + 24)  # under the banner
        return box, lines

    def place(self, table: LessonTable, floor: Floor) -> None:
        """The coaching goes where the table's floor finds it room nearest its place, before
        the banners and toasts: never over a tile, a plate or the status line."""
        box, _ = self.coaching_box(table)
        card = box.inflate(28, 16)
        x0, y0, x1, y1 = floor.place(Card("coach", card.size, card.center)).rect
        self.coach_rect = pygame.Rect(round(x0), round(y0), card.width, card.height)

    def draw(self, table: LessonTable, surface: pygame.Surface) -> None:
        """The coaching, the arrow bobbing over what to pick and the ring on its place."""
        box, lines = self.coaching_box(table)
        if self.coach_rect is not None:
            box.center = self.coach_rect.center
        pygame.draw.rect(surface, (30, 22, 14), box.inflate(28, 16), border_radius=10)
        pygame.draw.rect(surface, BRASS, box.inflate(28, 16), 2, border_radius=10)
        top = box.top
        for words in lines:
            surface.blit(words, words.get_rect(midtop=(box.centerx, top)))
            top += words.get_height()
        arrow, ring = self.pointer_at(table)
        bob = 6 * math.sin(table.clock * 5)
        if arrow is not None:
            x, y = arrow[0], arrow[1] + bob
            pygame.draw.polygon(surface, BRASS, [(x - 14, y - 22), (x + 14, y - 22), (x, y)])
            pygame.draw.rect(surface, BRASS, pygame.Rect(round(x) - 5, round(y) - ARROW, 10, 24))
        if ring is not None:
            radius = round(table.tile_length() * 0.45 + bob / 2)
            pygame.draw.circle(surface, BRASS, (round(ring[0]), round(ring[1])), radius, 4)


class TutorialScene(PlayScene):
    """The scripted first round: the real table given the Tutorial lesson; nothing is saved or
    counted."""

    lesson: Tutorial

    def __init__(self, app: "SceneContext") -> None:
        match = tutorial_match()
        super().__init__(app, match, save=keep_nothing, lesson=Tutorial(match))


class LessonDone(Scene):
    """The lesson's end, over its table: "Play a real game" (the setup, you and three computer
    players on the classic rules), "Try again" (the lesson from the start) or "How to play"
    (Esc: back where the lesson began)."""

    opaque = False

    def __init__(self, app: "SceneContext", below: PausedTable) -> None:
        super().__init__(app)
        self.below = below
        self.ui = WidgetGroup(arrows=True, print_size=app.settings)
        self.real_game = Button("Play a real game", self.play_real_game, style="primary",
                                shortcut=pygame.K_RETURN, hint="Enter", sounds=app.audio)
        self.again = Button("Try again", self.try_again, style="secondary",
                            shortcut=pygame.K_t, hint="T", sounds=app.audio)
        self.back = Button("How to play", self.back_to_howto, style="quiet",
                           shortcut=pygame.K_ESCAPE, hint="Esc", sounds=app.audio)
        for button in self.buttons:
            self.ui.add(button)
        self.panel = pygame.Rect(0, 0, 10, 10)

    @property
    def buttons(self) -> tuple[Button, ...]:
        """The ways on, top to bottom."""
        return (self.real_game, self.again, self.back)

    def play_real_game(self) -> None:
        """The setup, with a first table: you and three computer players, classic rules."""
        setup = self.app.screens.setup("classic", FIRST_TABLE)
        self.app.pop()
        self.app.replace(setup)

    def try_again(self) -> None:
        """The lesson from the start."""
        self.app.pop()
        self.app.replace(TutorialScene(self.app))

    def back_to_howto(self) -> None:
        """Back to How to play, where the lesson began."""
        self.app.pop()
        self.app.pop()

    def resize(self, size: tuple[int, int]) -> None:
        s = ui_scale(size)
        p = self.app.settings.print_scale
        w = min(size[0] - round(40 * s), round(620 * s * min(p, 1.15)))
        bw, bh, gap = round(w * 0.62), round(54 * s * min(p, 1.15)), round(14 * s)
        h = round(150 * s * p) + 3 * (bh + gap) + round(24 * s)
        self.panel = pygame.Rect(0, 0, w, min(h, size[1] - round(20 * s)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.bottom - round(24 * s) - 3 * bh - 2 * gap
        for button in self.buttons:
            button.rect = pygame.Rect(0, y, bw, bh)
            button.rect.centerx = self.panel.centerx
            y += bh + gap
        self.below.resize(size)

    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons (by mouse, Up/Down, or their keys); nothing reaches the table."""
        if self.ui.handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil(surface.get_size(), 150), (0, 0))
        s = ui_scale(surface.get_size())
        p = self.app.settings.print_scale
        body = draw_panel(surface, self.panel, "Well played!", scale=s, alpha=245)
        words = pygame.Rect(body.left + round(12 * s), body.top + round(4 * s),
                            body.width - round(24 * s), self.real_game.rect.top - body.top)
        y = txt.blit_wrapped(surface, DONE, words, txt.print_size(19 * s, p), CREAM, True,
                             line_gap=1.2, align="center")
        words.top = y + round(6 * s)
        txt.blit_wrapped(surface, ONWARD, words, txt.print_size(16 * s, p), MUTED,
                         line_gap=1.2, align="center")
        self.ui.draw(surface)
