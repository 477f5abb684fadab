"""The privacy screen between two people's turns: every hand hidden until the next one clicks
or presses Space. Enter never lifts it (the person who just played may press it again for their
own move a moment later), and nothing lifts it in its first LIFT_AFTER seconds (a click or key
meant for the table before it): its prompt shows only once it is true.

It tells what happened since that person's last turn (game/scenes/play/story.py) and offers what
may still be done before they look: a forgotten "Chickenlittle" said, a forgetter caught, the
last person's play taken back. Esc opens the pause menu over it. It is opaque, so the table
(and its hands) is not drawn at all while it shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, Sequence

import pygame

from game.render import text
from game.render.felt import felt_surface
from game.render.ui_draw import CREAM, draw_panel, panel_body
from game.render.widgets.button import Button
from game.scenes.base import Scene
from game.words.names import possessive

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

#: (label, do it): a button of the hand-over screen
Offer = tuple[str, Callable[[], None]]

LIFT_AFTER = 0.7  # seconds the cover stands before a click, Space or one of its buttons works
PROMPT = "click or press Space when ready"


class PrivacyScene(Scene):
    """"Pass to Ana - click or press Space when ready": a full-screen cover with what happened
    since Ana's last turn; a click or Space lifts it, once it has stood LIFT_AFTER seconds."""

    opaque = True

    def __init__(self, app: "SceneContext", name: str, on_ready: Callable[[], None],
                 announcers: Sequence[Offer] = (), story: Callable[[], list[str]] = list,
                 catchers: Sequence[Offer] = (), undo: Optional[Offer] = None,
                 on_menu: Optional[Callable[[], None]] = None,
                 heading: str = "") -> None:
        """`announcers`: (label, say it) for people who still owe "Chickenlittle" - the
        hand-over must not stop them saying it before the next player plays; `catchers`:
        (label, catch) for each forgetter a person here may catch; `undo`: (label, take it
        back) while the last person may take back their play (the cover goes: it is their
        turn again); `story`: the sentences since `name`'s last turn, asked each frame;
        `on_menu`: what Esc does (the pause menu); `heading`: the story's title (else
        "Since Ana's last turn")."""
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.story = story
        self.on_menu = on_menu
        self.heading = heading or f"Since {possessive(name)} last turn"
        self.age = 0.0
        self._felt: Optional[pygame.Surface] = None
        self.announce = [self._button(label, say, "good", pygame.K_a if i == 0 else None, "A")
                         for i, (label, say) in enumerate(announcers)]
        self.catch = [self._button(label, catch, "primary", pygame.K_c if i == 0 else None, "C")
                      for i, (label, catch) in enumerate(catchers)]
        self.undo: Optional[Button] = None
        if undo is not None:
            self.undo = Button(undo[0], self._leave(undo[1]), style="secondary",
                               shortcut=pygame.K_z, hint="Z", sounds=app.audio)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, bool]] = []
        self._laid_for: tuple[tuple[int, int], float] = ((0, 0), 0.0)  # size, print scale

    def _button(self, label: str, do: Callable[[], None], style: str, key: Optional[int],
                hint: str) -> Button:
        button = Button(label, lambda: None, style=style, shortcut=key,
                        hint=hint if key else "", sounds=self.app.audio)
        button.on_click = self._called(button, do)
        return button

    def _called(self, button: Button, do: Callable[[], None]) -> Callable[[], None]:
        """A call made here: its button goes, and so does the undo (the table has moved on)."""
        def click() -> None:
            do()
            button.visible = False
            if self.undo is not None:
                self.undo.visible = False
        return click

    def _leave(self, do: Callable[[], None]) -> Callable[[], None]:
        def click() -> None:
            self.app.pop()
            do()
        return click

    @property
    def buttons(self) -> list[Button]:
        """Every button of the cover, in their row's order."""
        return self.announce + self.catch + ([self.undo] if self.undo is not None else [])

    # ----------------------------------------------------------------- layout
    def _scale(self, size: tuple[int, int]) -> float:
        return max(0.6, min(size[0] / 1280, size[1] / 720))

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the cover out for `size` (again after a call made here: the story grows)."""
        self._layout(size)

    def _layout(self, size: tuple[int, int]) -> None:
        """The story's panel under the message, as tall as its lines (at most down to the
        buttons), the buttons in a row at the foot, over the note."""
        self._laid_for = (size, self.app.settings.print_scale)
        w, h = size
        s = self._scale(size)
        p = self.app.settings.print_scale
        width = min(w - round(80 * s), round(940 * s * min(p, 1.2)))
        shown = [b for b in self.buttons if b.visible]
        bh = round(58 * s * p)
        gap = round(16 * s)
        top = round(178 * s)
        lowest = h - round(18 * s) - self._note_size() - gap - ((bh + gap) if shown else 0)
        self.rows = self._rows(width, s, p)
        _, step = self._line(s, p)
        body = panel_body(pygame.Rect(0, 0, width, 1000), self.heading, s)
        wanted = (1000 - body.height) + step * len(self.rows) + round(4 * s)
        self.panel = pygame.Rect(0, 0, width, max(0, min(wanted, lowest - top)))
        self.panel.midtop = (w // 2, top)
        if shown:
            bw = min(round(400 * s * p), (width - gap * (len(shown) - 1)) // len(shown))
            left = w // 2 - (bw * len(shown) + gap * (len(shown) - 1)) // 2
            row_top = lowest + gap  # at the foot: a click in the middle lifts the cover
            for i, button in enumerate(shown):
                button.rect = pygame.Rect(left + i * (bw + gap), row_top, bw, bh)

    def _line(self, s: float, p: float) -> tuple[int, int]:
        """The story's text size and line step."""
        size = text.readable(round(24 * s * p))  # read by the next person as they sit down
        return size, round(size * 1.3)

    def _rows(self, width: int, s: float, p: float) -> list[tuple[str, bool]]:
        """The story's sentences broken into rows for a panel `width` wide, each with whether
        it goes on a sentence (indented)."""
        size, _ = self._line(s, p)
        inner = panel_body(pygame.Rect(0, 0, width, 1000), "", s).width - round(20 * s)
        indent = round(size * 0.8)
        rows: list[tuple[str, bool]] = []
        for line in self.story():
            first, *rest = text.wrap(line, size, inner)
            after = text.wrap(" ".join(rest), size, inner - indent) if rest else []
            rows += [(first, False)] + [(row, True) for row in after]
        return rows

    def _note_size(self) -> int:
        s = self._scale(self.app.size)
        return text.readable(round(18 * s * self.app.settings.print_scale))

    # ----------------------------------------------------------------- input and time
    @property
    def ready(self) -> bool:
        """True once the cover has stood long enough to take a click, Space or a button."""
        return self.age >= LIFT_AFTER

    def handle(self, event: pygame.event.Event) -> bool:
        """Esc opens the pause menu; once `ready`, a button does what it says and a click
        elsewhere (or Space) hands the table over. Enter does nothing here."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_menu is None:
                return False  # the app's global keys still work
            self.on_menu()
            return True
        taken = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if not self.ready:
            return taken  # a click or key meant for the table before the cover
        for button in self.buttons:
            if button.visible and button.handle(event):
                self._layout(self.app.size)
                return True
        lift = event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1
        if lift and any(b.visible and b.rect.collidepoint(event.pos) for b in self.buttons):
            return True
        if event.type == pygame.KEYDOWN:
            lift = event.key == pygame.K_SPACE
        if lift:
            self.app.pop()
            self.on_ready()
            self.app.audio.play_sound("click")
            return True
        return taken

    def update(self, dt: float) -> None:
        """Only the little pulse of the prompt (and button hovers) move."""
        self.age += dt
        if self._laid_for != (self.app.size, self.app.settings.print_scale):
            self._layout(self.app.size)  # (large print changed in the pause menu's Settings)
        for button in self.buttons:
            button.update(dt)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Felt, a dark veil, the hand-over message, the story and the buttons."""
        size = surface.get_size()
        if self._felt is None or self._felt.get_size() != size:
            self._felt = felt_surface(size).copy()  # the felt is shared with the table
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 120))
            self._felt.blit(veil, (0, 0))
        surface.blit(self._felt, (0, 0))
        w, h = size
        s = self._scale(size)
        p = self.app.settings.print_scale
        words, big = text.fit_text(f"Pass to {self.name}", round(72 * s), w - round(80 * s),
                                   True, "title", smallest=round(36 * s))
        title = text.render(words, big, (255, 226, 140), bold=True, face="title",
                            shadow=(0, 0, 0))
        surface.blit(title, title.get_rect(center=(w // 2, round(66 * s))))
        if self.ready:  # (before, neither a click nor Space lifts it)
            pulse = int((self.age - LIFT_AFTER) * 2) % 2 == 0
            hint = text.render(PROMPT, text.readable(round(28 * s * p)),
                               (240, 236, 220) if pulse else (200, 196, 180))
            surface.blit(hint, hint.get_rect(center=(w // 2, round(136 * s))))
        self._draw_story(surface, s, p)
        note = text.render("Every hand is hidden: only the next player should look.",
                           self._note_size(), (200, 210, 196))
        surface.blit(note, note.get_rect(midbottom=(w // 2, h - round(14 * s))))
        for button in self.buttons:
            button.draw(surface)

    def _draw_story(self, surface: pygame.Surface, s: float, p: float) -> None:
        """The sentences since the next person's last turn, the latest at the foot of the
        panel (a long story shows its latest lines)."""
        if not self.rows or self.panel.height < round(60 * s):
            return
        body = draw_panel(surface, self.panel, self.heading, scale=s)
        size, step = self._line(s, p)
        left = body.left + round(10 * s)
        indent = round(size * 0.8)
        rows = self.rows[-max(1, body.height // step):]
        y = body.bottom - step * len(rows)
        for row, more in rows:
            surface.blit(text.render(row, size, CREAM), (left + (indent if more else 0), y))
            y += step
