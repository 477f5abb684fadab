"""New game setup: who sits at the table, the preset and set, every house rule, and Start.

Three panels: Players (2 to 8 seats, each a name and a Human or AI tier), Table (the preset,
the set it offers for this many players, a player's own rules file) and House rules (every
`[rules]` key with its value, each editable). Anything the rules cannot deal disables Start and
shows the rules engine's own message; a broken rules file is explained in a message box.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

import pygame

from game.render import text as txt
from game.render.ui_draw import (BAD, BRASS, CREAM, GOOD, MUTED, SEAT_COLOURS, panel_body,
                                 rounded_gradient, ui_scale)
from game.render.widgets import (Button, Cycle, MessageBox, Stepper, TextField, Toggle, Widget,
                                 WidgetGroup)
from game.rules.config import KEY_HELP, RULE_KEYS, PresetInfo
from game.rules.errors import ConfigError
from game.rules.house_rules import CHOICES, MAX_SEATS, MAX_SET, MIN_SEATS, MIN_SET, RuleSet
from game.rules.tiles import Tile, set_size
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.labels import PLAYER_LABELS, preset_title
from game.scenes.screen_kit import button_bar, menu_frame, screen_layer
from game.store.rules_files import LevelFile, load_preset, load_user_rules, preset_names

NAMES = ("You", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Silkie", "Leghorn", "Brahma",
         "Cochin", "Orpington", "Wyandotte")
PLAYERS = ("human", "easy", "medium", "hard", "expert")
RULE_LABELS = {
    "set": "Set", "hand_size": "Hand size", "start": "Starting double",
    "missing_double": "Nobody holds it", "opening": "Opening", "must_play": "Must play",
    "drawn_tile": "Drawn tile", "yard_reserve": "Yard reserve", "double_blank": "0-0 scores",
    "chickenlittle": "Chickenlittle", "game_end": "Game ends", "target_score": "Target score",
    "blank_half": "Blank half scores", "unfinished_foot": "Open foot costs",
    "stuck_ends_round": "Stuck ends round", "draw_until_playable": "Draw until playable",
}
HAND_POLICIES = CHOICES["hand_size"] + ("fixed",)
DEFAULT_TABLE = (("You", "human"), ("Hen", "medium"), ("Rooster", "hard"), ("Chick", "medium"))


@dataclass
class SeatDraft:
    """A seat being set up: its name as typed, who plays it, and a table file's AI pace."""

    name: str
    player: str = "human"
    pace: Optional[float] = None    # None: the Seat default
    budget: Optional[float] = None

    def timing(self) -> dict[str, float]:
        """The pace and budget the file gave, as Seat keyword arguments."""
        given = {"pace": self.pace, "budget": self.budget}
        return {k: v for k, v in given.items() if v is not None}


class SetupScene(Scene):
    """Choose the table and the rules, then deal."""

    def __init__(self, app: SceneContext) -> None:
        super().__init__(app)
        self.ui = WidgetGroup()
        self.size: tuple[int, int] = app.size
        self.presets = _safe_preset_names()
        settings = app.settings
        last = settings.last_preset
        self.preset_name = last if last in self.presets else (
            "classic" if "classic" in self.presets else (self.presets or ["classic"])[0])
        self.info: Optional[PresetInfo] = None
        self.rules = RuleSet()
        self.source = ""          # where the rules came from, shown under the preset
        self.rules_path = ""
        self.hover_key = ""
        self.seats = _seats_from_settings(settings.last_seats)
        self.name_fields: list[TextField] = []
        self.rule_rows: dict[str, pygame.Rect] = {}
        self._choose_preset(self.preset_name, quiet=True)
        self._rebuild()

    # ----------------------------------------------------------------- the model
    def choose_preset(self, name: str) -> None:
        """Start over from a preset's rules (house-rule edits are dropped)."""
        self._choose_preset(name)
        self._rebuild()

    def _choose_preset(self, name: str, quiet: bool = False) -> None:
        try:
            level = load_preset(name)
        except ConfigError as error:
            if not quiet:
                self._explain("This preset cannot be used", str(error))
            return
        self.preset_name = name
        self.info = level.preset
        self.rules = level.rules
        self.source = ""

    def choose_set(self, top: int) -> None:
        """Play with a double-`top` set."""
        self.set_rule("set", top)

    def set_rule(self, key: str, value: Any) -> None:
        """Change one house rule (the value must be one the rules accept)."""
        if key not in RULE_KEYS:
            raise KeyError(f"no house rule called {key!r}")
        self.rules = self.rules.with_changes(**{key: value})
        self._rebuild()

    def add_seat(self) -> None:
        """One more seat (an AI) up to 8."""
        if len(self.seats) >= MAX_SEATS:
            return
        taken = {s.name for s in self.seats}
        name = next((n for n in NAMES if n not in taken), f"Player {len(self.seats) + 1}")
        self.seats.append(SeatDraft(name, "medium"))
        self._rebuild()

    def remove_seat(self, index: int) -> None:
        """Remove a seat, keeping at least 2."""
        if len(self.seats) > MIN_SEATS and 0 <= index < len(self.seats):
            del self.seats[index]
            self._rebuild()

    def set_player(self, index: int, player: str) -> None:
        """Who plays seat `index`: "human" or an AI tier."""
        self.seats[index].player = player

    def set_name(self, index: int, name: str) -> None:
        """The name of seat `index` as typed."""
        self.seats[index].name = name

    def load_rules_file(self, path: str) -> bool:
        """Use a player's own rules file; a refusal is shown in a message box."""
        self.rules_path = path
        if not path.strip():
            self._explain("Your rules file", "Type the path of a TOML rules file first, "
                          "for example levels/tables/family-night.toml.")
            return False
        try:
            level = load_user_rules(Path(path.strip()).expanduser())
        except ConfigError as error:
            self._explain("Your rules file", str(error))
            return False
        self._use_level(level)
        self.ui.say(f"Rules loaded from {level.path.name}")
        return True

    def _use_level(self, level: LevelFile) -> None:
        base = level.preset_name if level.preset_name in self.presets else self.preset_name
        if level.preset is not None:
            self.info = level.preset
        else:
            try:
                self.info = load_preset(base).preset
            except ConfigError:
                pass
        self.preset_name = base
        self.rules = level.rules
        self.source = level.path.name
        if level.seats:
            self.seats = [SeatDraft(s.name, s.player, s.pace, s.budget) for s in level.seats]
        self._rebuild()

    def problem(self) -> Optional[str]:
        """Why this table cannot start, or None when it can."""
        for i, seat in enumerate(self.seats):
            if not seat.name.strip():
                return f"Seat {i + 1} needs a name."
        names = [s.name.strip() for s in self.seats]
        for name in names:
            if names.count(name) > 1:
                return f'Two seats are called "{name}": give every seat its own name.'
        try:
            self.rules.hand_tiles(len(self.seats))
        except ConfigError as error:
            return str(error)
        return None

    def summary(self) -> str:
        """"4 players, double-9 (55 tiles), 11 tiles each, 10 rounds"."""
        n = len(self.seats)
        each = self.rules.hand_tiles(n)
        rounds = self.rules.rounds_in_game()
        length = f"{rounds} rounds" if rounds else f"until {self.rules.target_score} points"
        return (f"{n} players, double-{self.rules.set} ({set_size(self.rules.set)} tiles), "
                f"{each} tiles each, {length}")

    def start(self) -> None:
        """Deal the first round of a new match with these seats and rules."""
        if self.problem() is not None:
            return
        from game.match import Match
        from game.seats import Seat

        seats = [Seat(s.name.strip(), s.player, **s.timing()) for s in self.seats]
        match = Match(self.rules, seats, self.app.next_seed(), preset=self.preset_name)
        settings = self.app.settings
        settings.last_seats = [{"name": s.name, "player": s.player} for s in seats]
        settings.last_preset = self.preset_name
        problem = self.app.keep_settings()  # remembered now: a kill mid-game keeps the table
        from game.scenes.deal import DealScene

        self.app.clear_to(DealScene(self.app, match))
        if problem:
            self.app.say(problem)

    def back(self) -> None:
        """Back to the menu."""
        self.app.pop()

    def _explain(self, title: str, message: str) -> None:
        self.ui.show(MessageBox(title, message, sounds=self.app), self.size)

    # ----------------------------------------------------------------- widgets
    def offered_sets(self) -> list[int]:
        """The sets the preset offers for this many players (and the one in use)."""
        info = self.info
        offered = list(info.sets_for(len(self.seats)) or info.sets) if info else []
        if self.rules.set not in offered:
            offered.append(self.rules.set)
        return offered

    def _rebuild(self) -> None:
        """Make the widgets again from the model (keeping a focused name field focused)."""
        focused = self.ui.focused
        fields = self.name_fields
        focus_at = fields.index(focused) if focused is not None and focused in fields else -1
        modal, toast = self.ui.modal, self.ui.toast
        self.ui = WidgetGroup()
        self.ui.modal, self.ui.toast = modal, toast
        app = self.app
        self.name_fields = []
        self.kind_cycles: list[Cycle] = []
        self.remove_buttons: list[Button] = []
        for i, seat in enumerate(self.seats):
            field = TextField(seat.name, functools.partial(self.set_name, i), max_length=14,
                              placeholder="name", sounds=app)
            field.focus(i == focus_at)
            kind = Cycle(PLAYERS, PLAYERS.index(seat.player) if seat.player in PLAYERS else 0,
                         functools.partial(self.set_player, i), show=PLAYER_LABELS.__getitem__,
                         sounds=app)
            remove = Button("×", functools.partial(self.remove_seat, i), style="quiet",
                            sounds=app)
            remove.enabled = len(self.seats) > MIN_SEATS
            self.name_fields.append(field)
            self.kind_cycles.append(kind)
            self.remove_buttons.append(remove)
            for w in (field, kind, remove):
                self.ui.add(w)
        self.add_button = Button("+ Add player", self.add_seat, style="secondary", sounds=app)
        self.add_button.visible = len(self.seats) < MAX_SEATS
        self.ui.add(self.add_button)
        names = self.presets or [self.preset_name]
        self.preset_cycle = Cycle(names, names.index(self.preset_name)
                                  if self.preset_name in names else 0, self.choose_preset,
                                  show=preset_title, sounds=app)
        offered = self.offered_sets()
        self.set_cycle = Cycle(offered, offered.index(self.rules.set), self.choose_set,
                               show=lambda n: f"Double-{n}", sounds=app)
        self.path_field = TextField(self.rules_path, self._typed_path, max_length=200,
                                    placeholder="path/to/my-rules.toml",
                                    on_submit=self.load_rules_file, sounds=app)
        self.load_button = Button("Load my rules file...",
                                  lambda: self.load_rules_file(self.path_field.text),
                                  style="secondary", sounds=app)
        for w in (self.preset_cycle, self.set_cycle, self.path_field, self.load_button):
            self.ui.add(w)
        self.rule_widgets: dict[str, Widget] = {}
        self.hand_stepper: Optional[Stepper] = None
        for key in RULE_KEYS:
            widget = self._rule_widget(key)
            self.rule_widgets[key] = widget
            self.ui.add(widget)
        if isinstance(self.rules.hand_size, int):
            self.hand_stepper = Stepper(self.rules.hand_size, 1, 60,
                                        lambda v: self.set_rule("hand_size", v), sounds=app)
            self.ui.add(self.hand_stepper)
        self.back_button = Button("Back", self.back, shortcut=pygame.K_ESCAPE, hint="Esc",
                                  style="quiet", sounds=app)
        self.start_button = Button("Start", self.start, shortcut=pygame.K_RETURN, hint="Enter",
                                   style="primary", sounds=app, sound="shuffle")
        self.start_button.enabled = self.problem() is None
        self.ui.add(self.back_button)
        self.ui.add(self.start_button)
        self.resize(self.size)

    def _typed_path(self, text: str) -> None:
        self.rules_path = text

    def _rule_widget(self, key: str) -> Widget:
        value = getattr(self.rules, key)
        app = self.app
        if key == "set":
            return Stepper(value, MIN_SET, MAX_SET, lambda v: self.set_rule("set", v),
                           sounds=app, show=lambda n: f"double-{n}")
        if key == "hand_size":
            shown = "fixed" if isinstance(value, int) else value
            return Cycle(HAND_POLICIES, HAND_POLICIES.index(shown), self._hand_policy,
                         sounds=app)
        if key in ("must_play", "stuck_ends_round", "draw_until_playable"):
            return Toggle(bool(value), functools.partial(self.set_rule, key), sounds=app,
                          labels=("false", "true"))
        if key in ("blank_half", "unfinished_foot"):
            return Stepper(value, 0, 100, functools.partial(self.set_rule, key), step=5,
                           sounds=app)
        if key == "double_blank":
            return Stepper(value, 0, 500, lambda v: self.set_rule("double_blank", v), step=5,
                           sounds=app)
        if key == "target_score":
            return Stepper(value, 1, 5000, lambda v: self.set_rule("target_score", v),
                           step=50 if value >= 50 else 1, sounds=app)
        choices = CHOICES[key]
        return Cycle(choices, choices.index(value), functools.partial(self.set_rule, key),
                     sounds=app)

    def _hand_policy(self, policy: str) -> None:
        if policy == "fixed":
            try:
                count: Any = self.rules.hand_tiles(len(self.seats))
            except ConfigError:
                count = 7
            self.set_rule("hand_size", count)
        else:
            self.set_rule("hand_size", policy)

    # ----------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w = size[0]
        frame = menu_frame(size)
        s, m, top, _, bottom = frame
        avail = w - 4 * m
        widths = (round(avail * 0.35), round(avail * 0.28))
        self.players_rect = pygame.Rect(m, top, widths[0], bottom - top)
        self.table_rect = pygame.Rect(self.players_rect.right + m, top, widths[1], bottom - top)
        self.rules_rect = pygame.Rect(self.table_rect.right + m, top,
                                      w - m - (self.table_rect.right + m), bottom - top)
        self._place_players(s)
        self._place_table(s)
        self._place_rules(s)
        self.back_button.rect, self.message_rect, self.start_button.rect = button_bar(
            size, frame, round(230 * s))
        if self.ui.modal is not None:
            self.ui.modal.layout(size)

    def _panel_body(self, rect: pygame.Rect, s: float) -> pygame.Rect:
        """The inside of a panel below its title (as draw_panel lays it out)."""
        return panel_body(rect, "title", s)

    def _place_players(self, s: float) -> None:
        body = self._panel_body(self.players_rect, s)
        rows = MAX_SEATS + 1
        step = min(round(50 * s), body.height // rows)
        rh = step - max(3, round(8 * s))
        badge = rh
        for i, (field, kind, remove) in enumerate(zip(self.name_fields, self.kind_cycles,
                                                      self.remove_buttons)):
            y = body.top + i * step
            x = body.left + badge + round(8 * s)
            right = body.right - rh - round(6 * s)
            kind_w = round((right - x) * 0.56)
            field.rect = pygame.Rect(x, y, right - x - kind_w - round(6 * s), rh)
            kind.rect = pygame.Rect(field.rect.right + round(6 * s), y, kind_w, rh)
            remove.rect = pygame.Rect(body.right - rh, y, rh, rh)
        y = body.top + len(self.seats) * step + round(4 * s)
        self.add_button.rect = pygame.Rect(body.left, y, round(body.width * 0.55), rh)
        self.seat_step = step

    def _place_table(self, s: float) -> None:
        body = self._panel_body(self.table_rect, s)
        rh = round(40 * s)
        label = round(24 * s)
        self.preset_cycle.rect = pygame.Rect(body.left, body.top + label, body.width, rh)
        self.description_rect = pygame.Rect(body.left, self.preset_cycle.rect.bottom + round(8 * s),
                                            body.width, round(66 * s))
        y = self.description_rect.bottom + label + round(4 * s)
        self.set_cycle.rect = pygame.Rect(body.left, y, body.width, rh)
        self.facts_y = self.set_cycle.rect.bottom + round(8 * s)
        self.load_button.rect = pygame.Rect(body.left, body.bottom - rh, body.width, rh)
        self.path_field.rect = pygame.Rect(body.left, self.load_button.rect.top - rh - round(8 * s),
                                           body.width, rh)

    def _place_rules(self, s: float) -> None:
        body = self._panel_body(self.rules_rect, s)
        help_h = round(44 * s)
        step = min(round(40 * s), (body.height - help_h) // len(RULE_KEYS))
        rh = step - max(3, round(6 * s))
        widget_w = round(body.width * 0.5)
        self.rule_rows = {}
        for i, key in enumerate(RULE_KEYS):
            y = body.top + i * step
            row = pygame.Rect(body.left, y, body.width, rh)
            self.rule_rows[key] = row
            widget = self.rule_widgets[key]
            widget.rect = pygame.Rect(body.right - widget_w, y, widget_w, rh)
            if key == "hand_size" and self.hand_stepper is not None:
                half = widget_w // 2
                widget.rect.width = half - round(3 * s)
                self.hand_stepper.rect = pygame.Rect(body.right - half + round(3 * s), y,
                                                     half - round(3 * s), rh)
        self.help_rect = pygame.Rect(body.left, body.bottom - help_h, body.width, help_h)

    # ----------------------------------------------------------------- frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.hover_key = next((k for k, r in self.rule_rows.items()
                                   if r.collidepoint(event.pos)), "")
        focused = self.ui.focused
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_TAB
                and focused in self.name_fields and self.ui.modal is None):
            assert focused is not None
            step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            following = self.name_fields[(self.name_fields.index(focused) + step)
                                         % len(self.name_fields)]
            focused.focus(False)
            following.focus(True)
            return True
        taken = self.ui.handle(event)
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.start_button.enabled = self.problem() is None
        return taken

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.start_button.enabled = self.problem() is None

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        surface.blit(screen_layer(self.size, "New game", (
            (self.players_rect, f"Players ({len(self.seats)})"), (self.table_rect, "Table"),
            (self.rules_rect, "House rules"))), (0, 0))
        self._draw_players(surface, s)
        self._draw_table(surface, s)
        self._draw_rules(surface, s)
        self._draw_message(surface, s)
        self.ui.draw(surface)

    def _draw_players(self, surface: pygame.Surface, s: float) -> None:
        for i, field in enumerate(self.name_fields):
            r = field.rect.height // 2
            centre = (self.players_rect.left + round(16 * s) + r, field.rect.centery)
            colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, CREAM, centre, r, max(1, r // 8))
            txt.blit_text(surface, str(i + 1), centre, max(10, round(r * 1.1)), CREAM, "center",
                          True, shadow=(0, 0, 0, 140))

    def _draw_table(self, surface: pygame.Surface, s: float) -> None:
        small = max(11, round(15 * s))
        label = max(12, round(17 * s))
        left = self.preset_cycle.rect.left
        txt.blit_text(surface, "Preset", (left, self.preset_cycle.rect.top - round(3 * s)),
                      label, BRASS, "bottomleft", True)
        description = self.info.description if self.info else ""
        if self.source:
            description = f"Rules from {self.source} (on the {preset_title(self.preset_name)} " \
                          f"preset). " + description
        txt.blit_wrapped(surface, description, self.description_rect, small, MUTED,
                         line_gap=1.2)
        txt.blit_text(surface, "Set", (left, self.set_cycle.rect.top - round(3 * s)), label,
                      BRASS, "bottomleft", True)
        y = self.facts_y
        for line in self._facts():
            txt.blit_text(surface, line, (left, y), small, CREAM)
            y += round(small * 1.35)
        self._draw_preview(surface, s, y)
        txt.blit_text(surface, "Your own rules file (TOML)",
                      (left, self.path_field.rect.top - round(3 * s)), label, BRASS,
                      "bottomleft", True)

    def _draw_preview(self, surface: pygame.Surface, s: float, top: int) -> None:
        """A few tiles of the chosen set, between the facts and the rules file."""
        bottom = self.path_field.rect.top - round(30 * s)
        room = bottom - top
        length = min(round(84 * s), round(room * 0.9), self.table_rect.width // 4)
        if length < 28:
            return
        n = self.rules.set
        cx, cy = self.table_rect.centerx, top + room // 2
        tiles = (Tile(n, max(0, n - 3)), Tile(n, n), Tile(n, max(0, n - 1)))
        for tile, dx, angle in zip(tiles, (-0.62, 0.0, 0.62), (75, 90, 105)):
            self.app.art.blit(surface, tile, (cx + dx * length, cy), length, angle)

    def _facts(self) -> list[str]:
        n = len(self.seats)
        lines = [f"{set_size(self.rules.set)} tiles in the set"]
        try:
            lines.append(f"{self.rules.hand_tiles(n)} tiles for each of {n} players")
        except ConfigError:
            lines.append(f"no deal for {n} players")
        rounds = self.rules.rounds_in_game()
        lines.append(f"{rounds} rounds" if rounds else
                     f"rounds until someone reaches {self.rules.target_score}")
        return lines

    def _draw_rules(self, surface: pygame.Surface, s: float) -> None:
        any_row = next(iter(self.rule_rows.values()))
        size = max(11, min(round(16 * s), round(any_row.height * 0.56)))
        key_size = max(9, min(round(12 * s), round(any_row.height * 0.4)))
        for key, row in self.rule_rows.items():
            if key == self.hover_key:
                pygame.draw.rect(surface, (255, 220, 160), row.inflate(round(8 * s), 2),
                                 border_radius=round(6 * s))
            two_lines = row.height >= round(26 * s) and key_size >= 9
            y = row.centery - (key_size // 2 if two_lines else 0)
            ink = (62, 38, 20) if key == self.hover_key else CREAM
            txt.blit_text(surface, RULE_LABELS[key], (row.left, y), size, ink, "midleft", True)
            if two_lines:
                txt.blit_text(surface, key, (row.left, y + size // 2 + 1), key_size,
                              (140, 96, 50) if key == self.hover_key else MUTED, "topleft")
        key = self.hover_key
        help_text = f"{key}: {KEY_HELP[key]}" if key else "Point at a rule to see what it means."
        txt.blit_wrapped(surface, help_text, self.help_rect, max(10, round(14 * s)), MUTED,
                         line_gap=1.2)

    def _draw_message(self, surface: pygame.Surface, s: float) -> None:
        rect = self.message_rect
        problem = self.problem()
        tone = BAD if problem else GOOD
        surface.blit(rounded_gradient(rect.size, rect.height // 3, (40, 24, 16), (28, 16, 10),
                                      215, tone, max(1, round(2 * s))), rect)
        message = problem if problem else "Ready: " + self.summary()
        size = max(10, round(16 * s))
        inner = rect.inflate(-round(28 * s), -round(10 * s))
        lines = txt.wrap(message, size, inner.width)
        while len(lines) * size * 1.2 > inner.height and size > 9:
            size -= 1
            lines = txt.wrap(message, size, inner.width)
        colour = (255, 200, 186) if problem else (214, 255, 214)
        y = rect.centery - round(len(lines) * size * 1.2) // 2
        for line in lines:
            txt.blit_text(surface, line, (inner.left, y), size, colour)
            y += round(size * 1.2)


def _safe_preset_names() -> list[str]:
    """The presets in levels/ ([] if the folder cannot be read)."""
    try:
        return preset_names()
    except ConfigError:
        return []


def _seats_from_settings(last: Any) -> list[SeatDraft]:
    """The last table played, if the settings remember a usable one; else four seats."""
    seats: list[SeatDraft] = []
    if isinstance(last, list):
        for entry in last[:MAX_SEATS]:
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                player = entry.get("player", "human")
                seats.append(SeatDraft(entry["name"][:14],
                                       player if player in PLAYERS else "medium"))
    if len(seats) < MIN_SEATS:
        seats = [SeatDraft(n, p) for n, p in DEFAULT_TABLE]
    return seats
