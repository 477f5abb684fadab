"""New game setup: who sits at the table, the preset and set, every house rule, and Start.

Three panels: Players (2 to 8 seats, each a name and a Human or AI tier), Table (the preset and
a description that follows the rules as chosen, the set it offers for this many players, a
player's own rules file) and House rules (game/scenes/setup/rules.py: every rule as a question
and its value in words). A table the rules cannot deal disables Start, says why in words and
offers a one-click fix; a broken rules file is explained in a message box. Everything works from
the keyboard: Tab and Shift+Tab move the focus ring, Enter or Space activates, Left/Right change
a value.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, Sequence

import pygame

from game.render import text as txt
from game.render.ui_draw import (BAD, BRASS, CREAM, GOOD, MUTED, SEAT_COLOURS, panel_body,
                                 rounded_gradient, ui_scale)
from game.render.text_field import TextField
from game.render.widgets.button import Button
from game.render.widgets.cycle import Cycle
from game.render.widgets.group import WidgetGroup
from game.render.widgets.message_box import MessageBox
from game.rules.config import RULE_KEYS, PresetInfo
from game.rules.errors import ConfigError
from game.rules.house_rules import MAX_SEATS, MIN_SEATS, RuleSet
from game.rules.tiles import Tile, set_size
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.new_game import start_new_game
from game.scenes.screen_kit import BackButton, back_width, button_bar, menu_frame, screen_layer
from game.scenes.setup.rules import HouseRulesPanel
from game.scenes.setup.rules_file_list import RulesFileList
from game.scenes.setup.words import (EXAMPLE_FILE, Fix, describe, seats_set_words, table_fix,
                                     table_trouble)
from game.seats import PEOPLE
from game.words.names import PLAYER_LABELS
from game.words.numbers import counted

if TYPE_CHECKING:
    from game.store.rules_files import LevelFile

NAMES = ("You", "Hen", "Rooster", "Chick", "Bantam", "Pullet", "Silkie", "Leghorn", "Brahma",
         "Cochin", "Orpington", "Wyandotte")
PLAYERS = ("human", "phone", "easy", "medium", "hard", "expert")  # "phone": a person's phone
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
        self.ui = WidgetGroup(print_size=app.settings)
        self.size: tuple[int, int] = app.size
        self.presets = _safe_preset_names(app)
        settings = app.settings
        last = settings.last_preset
        self.preset_name = last if last in self.presets else (
            "classic" if "classic" in self.presets else (self.presets or ["classic"])[0])
        self.info: Optional[PresetInfo] = None
        self.rules = RuleSet()
        self.preset_rules = RuleSet()  # the preset's own, to tell what was changed
        self.source = ""          # where the rules came from, shown under the preset
        self.rules_path = ""
        self.seats = _seats_from_settings(settings.last_seats)
        self.seats_before: Optional[list[SeatDraft]] = None  # before a table file set them
        self.name_fields: list[TextField] = []
        self.house_rules = HouseRulesPanel(app.audio, self.set_rule)
        self.pointer = (0, 0)
        self._choose_preset(self.preset_name, quiet=True)
        self._rebuild()

    # ----------------------------------------------------------------- the model
    def choose_preset(self, name: str) -> None:
        """Start over from a preset's rules (house-rule edits are dropped)."""
        self._choose_preset(name)
        self._rebuild()

    def _choose_preset(self, name: str, quiet: bool = False) -> None:
        try:
            level = self.app.files.load_preset(name)
        except ConfigError as error:
            if not quiet:
                self._explain("This preset cannot be used", str(error))
            return
        self.preset_name = name
        self.info = level.preset
        self.rules = self.preset_rules = level.rules
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
        self.seats.append(SeatDraft(self._free_name(), "medium"))
        self._rebuild()

    def remove_seat(self, index: int) -> None:
        """Remove a seat, keeping at least 2."""
        if len(self.seats) > MIN_SEATS and 0 <= index < len(self.seats):
            del self.seats[index]
            self._rebuild()

    def set_player(self, index: int, player: str) -> None:
        """Who plays seat `index`: a person ("human" at the screen, "phone" on their own phone)
        or an AI tier. A computer player's bird name goes when a person takes the seat (the
        field waits for theirs), and a seat left without a name gets a free bird name when a
        computer player takes it."""
        seat = self.seats[index]
        person = player in PEOPLE
        was_person, seat.player = seat.player in PEOPLE, player
        if person and not was_person and seat.name in NAMES[1:]:
            seat.name = ""
        elif not person and not seat.name.strip():
            seat.name = self._free_name()
        else:
            return
        self._rebuild()

    def _free_name(self) -> str:
        """A bird name no seat has, for a computer player."""
        taken = {s.name for s in self.seats}
        return next((n for n in NAMES[1:] if n not in taken), f"Player {len(self.seats)}")

    def set_name(self, index: int, name: str) -> None:
        """The name of seat `index` as typed."""
        self.seats[index].name = name

    def open_rules_list(self) -> None:
        """The list of rules and table files to pick from (levels/tables/ and the player's own
        rules folder, each with its description), read while the list shows."""
        reading, folder = self.app.files.rules_file_list()
        self.ui.show(RulesFileList(reading, folder, self.load_rules_path,
                                   sounds=self.app.audio), self.size)

    def load_rules_file(self, path: str) -> bool:
        """Use the rules file whose path the player typed (from the home folder, or the name
        of a file in the list); a refusal, or where it looked, is shown in a message box."""
        self.rules_path = path
        if not path.strip():
            self._explain("Your rules file", "Type a file's path from your home folder, or the "
                          f"name of a file in the list, for example {EXAMPLE_FILE}.")
            return False
        try:
            found = self.app.files.find_rules_file(path)
        except ConfigError as error:
            self._explain("Your rules file", str(error))
            return False
        return self.load_rules_path(found)

    def load_rules_path(self, path: Path) -> bool:
        """Use the rules or table file at `path`; a refusal is shown in a message box."""
        try:
            level = self.app.files.load_user_rules(path)
        except ConfigError as error:
            self._explain("Your rules file", str(error))
            return False
        self._use_level(level)
        if self.seats_before is None:
            self.ui.say(f"Rules loaded from {level.path.name}")
        return True

    def seat_table(self, table: Sequence[tuple[str, str]]) -> None:
        """Seat the table as given: a name and who plays, for each seat."""
        self.seats = [SeatDraft(name, player) for name, player in table]
        self.seats_before = None
        self._rebuild()

    def keep_my_seats(self) -> None:
        """Put back the seats the player had before a table file changed them."""
        if self.seats_before is not None:
            self.seats = self.seats_before
            self.seats_before = None
            self._rebuild()
            self.ui.say("Your seats are back; the file's rules stay.")

    def _use_level(self, level: LevelFile) -> None:
        base = level.preset_name if level.preset_name in self.presets else self.preset_name
        try:
            preset = self.app.files.load_preset(base)
        except ConfigError:
            preset = None
        self.info = level.preset if level.preset is not None else (
            preset.preset if preset is not None else self.info)
        self.preset_rules = preset.rules if preset is not None else level.rules
        self.preset_name = base
        self.rules = level.rules
        self.source = level.path.name
        self.seats_before = None
        table = [SeatDraft(s.name, s.player, s.pace, s.budget) for s in level.seats]
        if table and table != self.seats:
            self.seats_before, self.seats = self.seats, table
        self._rebuild()
        if self.seats_before is not None:
            title, words = seats_set_words(level.path, table)
            self.ui.show(MessageBox(title, words, [("Use these seats", self._seats_kept),
                                                   ("Keep my seats", self.keep_my_seats)],
                                    sounds=self.app.audio, tone="info"), self.size)

    def _seats_kept(self) -> None:
        """The file's seats stay (the Players panel's "Back to my seats" still puts the
        player's own back)."""

    def problem(self) -> Optional[str]:
        """Why this table cannot start (the rules engine's message for a deal it refuses), or
        None when it can."""
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

    def trouble(self) -> Optional[str]:
        """What the player is told when the table cannot start: problem() in words."""
        problem = self.problem()
        if problem is None:
            return None
        return table_trouble(self.rules, len(self.seats)) or problem

    def fix(self) -> Optional[Fix]:
        """The one-click change that makes an undealable table dealable, if any."""
        return table_fix(self.rules, len(self.seats))

    def apply_fix(self) -> None:
        """Make the change the fix button offers."""
        fix = self.fix()
        if fix is not None:
            self.rules = self.rules.with_changes(**fix.changes)
            self._rebuild()
            self.ui.say(f"Changed: {fix.label}")

    def description(self) -> str:
        """The preset's description while its rules are unchanged, else what was changed."""
        info = self.info
        return describe(self.app.files.preset_title(self.preset_name), info.description if info else "",
                        self.preset_rules, self.rules, self.source)

    def summary(self) -> str:
        """"4 players, double-9 (55 tiles), 11 tiles each, 10 rounds"."""
        n = len(self.seats)
        each = self.rules.hand_tiles(n)
        rounds = self.rules.rounds_in_game()
        length = f"{rounds} rounds" if rounds else \
            f"until {counted(self.rules.target_score, 'point')}"
        return (f"{n} players, double-{self.rules.set} ({set_size(self.rules.set)} tiles), "
                f"{each} tiles each, {length}")

    def start(self) -> None:
        """Deal the first round of a new match with these seats and rules."""
        if self.problem() is not None:
            return
        start_new_game(self.app, self._deal)

    def _deal(self) -> None:
        from game.match import Match
        from game.seats import Seat

        seats = [Seat(s.name.strip(), s.player, **s.timing()) for s in self.seats]
        match = Match(self.rules, seats, self.app.next_seed(), preset=self.preset_name)
        settings = self.app.settings
        match.phone_keys = replace(match.phone_keys, port=settings.phone_port)  # (Settings)
        settings.last_seats = [{"name": s.name, "player": s.player} for s in seats]
        settings.last_preset = self.preset_name
        problem = self.app.files.keep_settings()  # remembered now: a kill mid-game keeps the table
        self.app.clear_to(self.app.screens.deal(match))
        if problem:
            self.app.say(problem)

    def back(self) -> None:
        """Back to the menu."""
        self.app.pop()

    def _explain(self, title: str, message: str) -> None:
        self.ui.show(MessageBox(title, message, sounds=self.app.audio), self.size)

    # ----------------------------------------------------------------- widgets
    def offered_sets(self) -> list[int]:
        """The sets the preset offers for this many players (and the one in use)."""
        info = self.info
        offered = list(info.sets_for(len(self.seats)) or info.sets) if info else []
        if self.rules.set not in offered:
            offered.append(self.rules.set)
        return offered

    def _rebuild(self) -> None:
        """Make the widgets again from the model, keeping the keyboard focus where it was."""
        old = self.ui
        tag = old.current.tag if old.current is not None else ""
        reachable = old.reachable()
        after = [w.tag for w in reachable[reachable.index(old.current) + 1:]] \
            if old.current in reachable else []
        editing = old.focused is not None
        self.ui = WidgetGroup(print_size=self.app.settings)
        self.ui.modal, self.ui.toast = old.modal, old.toast
        app = self.app
        self.name_fields = []
        self.kind_cycles: list[Cycle] = []
        self.remove_buttons: list[Button] = []
        for i, seat in enumerate(self.seats):
            field = TextField(seat.name, functools.partial(self.set_name, i), max_length=14,
                              placeholder="name", sounds=app.audio,
                              on_submit=lambda _name: self.start())  # Enter starts, as Start says
            kind = Cycle(PLAYERS, PLAYERS.index(seat.player) if seat.player in PLAYERS else 0,
                         functools.partial(self.set_player, i), show=PLAYER_LABELS.__getitem__,
                         sounds=app.audio)
            remove = Button("×", functools.partial(self.remove_seat, i), style="quiet",
                            sounds=app.audio)
            remove.enabled = len(self.seats) > MIN_SEATS
            field.tag, kind.tag, remove.tag = f"name:{i}", f"kind:{i}", f"remove:{i}"
            self.name_fields.append(field)
            self.kind_cycles.append(kind)
            self.remove_buttons.append(remove)
        # Tab goes down the names, then down who plays, then the remove buttons.
        for w in (*self.name_fields, *self.kind_cycles, *self.remove_buttons):
            self.ui.add(w)
        self.add_button = Button("+ Add player", self.add_seat, style="secondary", sounds=app.audio)
        self.add_button.visible = len(self.seats) < MAX_SEATS
        self.mine_button = Button("Back to my seats", self.keep_my_seats, style="secondary",
                                  sounds=app.audio)  # a table file's seats undone
        self.mine_button.visible = self.seats_before is not None
        names = self.presets or [self.preset_name]
        self.preset_cycle = Cycle(names, names.index(self.preset_name)
                                  if self.preset_name in names else 0, self.choose_preset,
                                  show=app.files.preset_title, sounds=app.audio)
        offered = self.offered_sets()
        self.set_cycle = Cycle(offered, offered.index(self.rules.set), self.choose_set,
                               show=lambda n: f"Double-{n}", sounds=app.audio)
        self.path_field = TextField(self.rules_path, self._typed_path, max_length=200,
                                    placeholder=EXAMPLE_FILE,
                                    on_submit=self.load_rules_file, sounds=app.audio)
        self.load_button = Button("Load my rules file...", self.open_rules_list,
                                  style="secondary", sounds=app.audio)
        for w, name in ((self.add_button, "add"), (self.mine_button, "mine"),
                        (self.preset_cycle, "preset"),
                        (self.set_cycle, "set"), (self.path_field, "path"),
                        (self.load_button, "load")):
            w.tag = name
            self.ui.add(w)
        for widget in self.house_rules.build(self.rules, len(self.seats)):
            self.ui.add(widget)
        self.rule_widgets = self.house_rules.widgets
        self.hand_stepper = self.house_rules.hand_stepper
        self.back_button = BackButton(self.back, app.audio)
        self.fix_button = Button("Fix", self.apply_fix, style="good", sounds=app.audio)
        self.start_button = Button("Start", self.start, shortcut=pygame.K_RETURN, hint="Enter",
                                   style="primary", sounds=app.audio, sound="shuffle")
        for w, name in ((self.back_button, "back"), (self.fix_button, "fix"),
                        (self.start_button, "start")):
            w.tag = name
            self.ui.add(w)
        self._refresh()
        self.resize(self.size)
        for wanted in (tag, *after):  # its control may be gone: then the next one there is
            self.ui.focus_tag(wanted, old.ring)
            if self.ui.current is not None:
                break
        if editing and self.ui.current is not None:
            self.ui.current.focus(True)

    def _refresh(self) -> None:
        """What follows the model every frame: Start, and the fix button's words."""
        self.start_button.enabled = self.problem() is None
        fix = self.fix()
        self.fix_button.visible = fix is not None
        if fix is not None:
            self.fix_button.label = fix.label

    def _typed_path(self, text: str) -> None:
        self.rules_path = text

    # ----------------------------------------------------------------- layout
    @property
    def print_scale(self) -> float:
        """Larger text and rows with large print."""
        return self.app.settings.print_scale

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w = size[0]
        frame = menu_frame(size)
        s, m, top, _, bottom = frame
        avail = w - 4 * m
        widths = (round(avail * 0.33), round(avail * 0.26))
        self.players_rect = pygame.Rect(m, top, widths[0], bottom - top)
        self.table_rect = pygame.Rect(self.players_rect.right + m, top, widths[1], bottom - top)
        self.rules_rect = pygame.Rect(self.table_rect.right + m, top,
                                      w - m - (self.table_rect.right + m), bottom - top)
        self._place_players(s)
        self._place_table(s)
        self.house_rules.layout(self.rules_rect, s, self.print_scale)
        self.back_button.place(size)
        self.message_rect, self.start_button.rect = button_bar(size, frame, back_width(frame))[1:]
        fix_w = min(round(self.message_rect.width * 0.42), round(330 * s))
        self.fix_button.rect = pygame.Rect(0, 0, fix_w, self.message_rect.height
                                           - round(6 * s))  # room for two lines of words
        self.fix_button.rect.midright = (self.message_rect.right - round(8 * s),
                                         self.message_rect.centery)
        self.ui.resize(size)

    def _panel_body(self, rect: pygame.Rect, s: float) -> pygame.Rect:
        """The inside of a panel below its title (as draw_panel lays it out)."""
        return panel_body(rect, "title", s)

    def _place_players(self, s: float) -> None:
        body = self._panel_body(self.players_rect, s)
        rows = max(6, len(self.seats) + 2)  # the seats, Add player and Back to my seats
        step = min(round(50 * s * self.print_scale), body.height // rows)
        rh = step - max(3, round(8 * s))
        # the seat's number and its remove button keep their size in large print, the taller
        # row's width going to its name and who plays it
        badge = self.badge = min(rh, round(42 * s))
        remove_w = round(badge * 0.8)
        for i, (field, kind, remove) in enumerate(zip(self.name_fields, self.kind_cycles,
                                                      self.remove_buttons)):
            y = body.top + i * step
            x = body.left + badge + round(8 * s)
            right = body.right - remove_w - round(6 * s)
            kind_w = round((right - x) * 0.6)
            field.rect = pygame.Rect(x, y, right - x - kind_w - round(6 * s), rh)
            kind.rect = pygame.Rect(field.rect.right + round(6 * s), y, kind_w, rh)
            remove.rect = pygame.Rect(body.right - remove_w, y, remove_w, rh)
        y = body.top + len(self.seats) * step + round(4 * s)
        self.add_button.rect = pygame.Rect(body.left, y, round(body.width * 0.55), rh)
        if self.add_button.visible:  # the next row (eight seats: no Add player, its row)
            y += step
        self.mine_button.rect = pygame.Rect(body.left, y, round(body.width * 0.7), rh)
        self.seat_step = step

    def _place_table(self, s: float) -> None:
        body = self._panel_body(self.table_rect, s)
        p = self.print_scale
        rh = round(40 * s * min(p, 1.15))
        label = round(24 * s * p)
        self.load_button.rect = pygame.Rect(body.left, body.bottom - rh, body.width, rh)
        self.path_field.rect = pygame.Rect(body.left, self.load_button.rect.top - rh - round(8 * s),
                                           body.width, rh)
        self.preset_cycle.rect = pygame.Rect(body.left, body.top + label, body.width, rh)
        top = self.preset_cycle.rect.bottom + round(8 * s)
        # The description takes the lines its words need (a rules file's list of changes runs
        # long), short of the room the set, two facts and the rules file's heading need.
        small = self._small_print(s)
        need = len(txt.wrap(self.description(), small, body.width)) * round(small * 1.2)
        most = (self.path_field.rect.top - label - 2 * round(small * 1.35) - round(8 * s) - rh
                - label - round(4 * s) - top)
        self.description_rect = pygame.Rect(body.left, top, body.width,
                                            max(round(84 * s * p), min(need, most)))
        y = self.description_rect.bottom + label + round(4 * s)
        self.set_cycle.rect = pygame.Rect(body.left, y, body.width, rh)
        self.facts_y = self.set_cycle.rect.bottom + round(8 * s)

    def _small_print(self, s: float) -> int:
        """The size of the table panel's description and facts."""
        return txt.readable(round(15 * s * self.print_scale))

    # ----------------------------------------------------------------- frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.pointer = event.pos
            self.house_rules.point(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.ui.modal is None:
            if self.rules_rect.collidepoint(self.pointer) and self.house_rules.scroll(-event.y):
                self.resize(self.size)
                return True
        taken = self.ui.handle(event)
        if event.type == pygame.KEYDOWN and self.house_rules.reveal(self.ui.current):
            self.resize(self.size)
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT):
            self._refresh()
        return taken

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self._refresh()

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        surface.blit(screen_layer(self.size, "New game", (
            (self.players_rect, f"Players ({len(self.seats)})"), (self.table_rect, "Table"),
            (self.rules_rect, "House rules"))), (0, 0))
        self._draw_players(surface, s)
        self._draw_table(surface, s)
        focus = self.ui.current if self.ui.ring else None
        self.house_rules.draw(surface, s, self.print_scale, focus)
        self._draw_message(surface, s)
        self.ui.draw(surface)

    def _draw_players(self, surface: pygame.Surface, s: float) -> None:
        for i, field in enumerate(self.name_fields):
            r = self.badge // 2
            centre = (self.players_rect.left + round(16 * s) + r, field.rect.centery)
            colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, CREAM, centre, r, max(1, r // 8))
            txt.blit_text(surface, str(i + 1), centre, max(10, round(r * 1.1)), CREAM, "center",
                          True, shadow=(0, 0, 0, 140))

    def _draw_table(self, surface: pygame.Surface, s: float) -> None:
        small = self._small_print(s)
        label = txt.print_size(17 * s, self.print_scale)
        left = self.preset_cycle.rect.left
        txt.blit_text(surface, "Preset", (left, self.preset_cycle.rect.top - round(3 * s)),
                      label, BRASS, "bottomleft", True)
        box = self.description_rect  # a long list of changes is fitted in: never over "Set"
        lines, size = txt.fit_wrapped(self.description(), small, box.width, box.height, 1.2)
        for k, line in enumerate(lines):
            txt.blit_text(surface, line, (box.left, box.top + k * round(size * 1.2)), size,
                          MUTED)
        txt.blit_text(surface, "Set", (left, self.set_cycle.rect.top - round(3 * s)), label,
                      BRASS, "bottomleft", True)
        heading = "Your own rules file (TOML)"
        room = self.table_rect.right - round(8 * s) - left
        shown, fitted = txt.fit_text(heading, label, room, True)
        top = txt.blit_text(surface, shown, (left, self.path_field.rect.top - round(3 * s)),
                            fitted, BRASS, "bottomleft", True).top
        # Large print can leave too little room above the heading: the set's size goes first,
        # then the deal (the line at the bottom says them too), then the words shrink.
        facts = self._facts()
        while len(facts) > 1 and self.facts_y + _facts_height(facts, small, room) > top:
            facts = facts[1:]
        while small > txt.readable(0) and self.facts_y + _facts_height(facts, small, room) > top:
            small -= 1
        y = self.facts_y
        for fact in facts:  # "rounds until someone reaches 150" is wide: two even lines
            lines, size = _fact_lines(fact, small, room)
            for line in lines:
                txt.blit_text(surface, line, (left, y), size, CREAM)
                y += round(small * 1.2)
            y += round(small * 0.15)
        self._draw_preview(surface, s, y)

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

    def _draw_message(self, surface: pygame.Surface, s: float) -> None:
        rect = self.message_rect
        trouble = self.trouble()
        tone = BAD if trouble else GOOD
        surface.blit(rounded_gradient(rect.size, rect.height // 3, (40, 24, 16), (28, 16, 10),
                                      215, tone, max(1, round(2 * s))), rect)
        message = trouble if trouble else "Ready: " + self.summary()
        size = txt.readable(round(16 * s * self.print_scale))
        inner = rect.inflate(-round(28 * s), -round(10 * s))
        if self.fix_button.visible:
            inner.width = self.fix_button.rect.left - inner.left - round(10 * s)
        lines = txt.wrap(message, size, inner.width)
        while len(lines) * size * 1.2 > inner.height and size > txt.readable(0):
            size -= 1
            lines = txt.wrap(message, size, inner.width)
        colour = (255, 200, 186) if trouble else (214, 255, 214)
        y = rect.centery - round(len(lines) * size * 1.2) // 2
        for line in lines:
            txt.blit_text(surface, line, (inner.left, y), size, colour)
            y += round(size * 1.2)


def _fact_lines(fact: str, small: int, room: int) -> tuple[tuple[str, ...], int]:
    """A fact of the table panel on one line, or on two even ones where one would cut it."""
    return txt.fit_lines(fact, small, room, 2 * txt.readable(small))


def _facts_height(facts: list[str], small: int, room: int) -> int:
    """The height the table panel's `facts` take."""
    return sum(round(small * (1.2 * len(_fact_lines(fact, small, room)[0]) + 0.15))
               for fact in facts)


def _safe_preset_names(app: SceneContext) -> list[str]:
    """The presets in levels/ ([] if the folder cannot be read)."""
    try:
        return app.files.preset_names()
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
