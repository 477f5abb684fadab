"""How to play: the rules of the chosen preset in plain words, with small pictures of the
opening and of a chicken foot drawn with the game's own tiles. The house rules of other tables
(blank halves, an unfinished foot, a stuck player ending the round, drawing until a tile fits)
are told where they change the rules, and listed at the end when the preset leaves them out."""
from __future__ import annotations

from typing import Optional

import pygame

from game.render import text as txt
from game.render.tile_art import TileArt
from game.render.ui_draw import BRASS, CREAM, MUTED, panel_body, rounded_gradient, ui_scale
from game.render.widgets import Button, Cycle, WidgetGroup
from game.rules.errors import ConfigError
from game.rules.house_rules import MAX_SEATS, MIN_SEATS, RuleSet
from game.rules.tiles import Tile, set_size
from game.scenes.base import Scene
from game.scenes.context import SceneContext
from game.scenes.labels import preset_title
from game.scenes.screen_kit import draw_foot, menu_frame, screen_layer, two_panels
from game.store.rules_files import load_preset, preset_names


def _deal_words(rules: RuleSet) -> str:
    """How many tiles each player gets, for every table size the rules can deal."""
    counts = []
    for seats in range(MIN_SEATS, MAX_SEATS + 1):
        try:
            counts.append(f"{seats} players: {rules.hand_tiles(seats)}")
        except ConfigError:
            continue
    policy = rules.hand_size
    how = {"table": "the manufacturer's table", "small": "the smaller-hands table",
           "basic": "the basic table", "42": "42 divided by the players, rounded"}.get(
        str(policy), f"a fixed {policy} tiles")
    listed = "; ".join(counts) if counts else "no table size can be dealt with these rules"
    return f"Hands follow {how} ({listed})."


def rules_in_words(rules: RuleSet, title: str = "") -> list[tuple[str, str]]:
    """The rules as (heading, paragraph) pairs, every house rule in plain words."""
    n = rules.set
    rounds = rules.rounds_in_game()
    if rules.game_end == "target":
        aim = (f"Rounds go on until someone reaches {rules.target_score} points; then the "
               "lowest total wins.")
    elif rules.game_end == "long":
        aim = (f"A long game of {rounds} rounds: the starting double runs from {n}-{n} down to "
               f"0-0 and back up to {n}-{n}. The lowest total wins.")
    else:
        aim = (f"{rounds} rounds, one for each double from {n}-{n} down to 0-0. The lowest "
               "total wins.")
    sections = [
        ("The aim", "Be the first to play every tile in your hand. Whatever is left in your "
         "hand when a round ends counts against you. " + aim),
        ("The deal", f"A double-{n} set has {set_size(n)} tiles. " + _deal_words(rules)
         + " The tiles nobody is dealt form the chicken yard, face down."),
    ]
    if rules.start == "placed":
        start = ("The round's double is placed in the centre before the deal; a starter, "
                 "moving clockwise each round, makes the first play on it.")
    else:
        missing = {
            "draw": "everyone draws a tile from the chicken yard, again and again, until "
                    "someone finds it",
            "next-lower": "the highest double someone does hold starts the round instead",
            "reshuffle": "the tiles are shuffled and dealt again",
        }[rules.missing_double]
        start = (f"Whoever holds the round's double ({n}-{n} in round 1) plays it to the "
                 f"centre. If nobody holds it, {missing}.")
    sections.append(("The starting double", start + " Play then goes clockwise."))
    spokes = ("four tiles, one on each side of the double" if rules.opening == "cross" else
              "six tiles, three fanned out on each long side of the double")
    sections.append(("The opening", f"Before any line can grow, the starting double must be "
                     f"surrounded by {spokes}, each matching its number."))
    must = ("If you can play, you must." if rules.must_play else
            "You may draw and pass even when you could play.")
    drawn = "may" if rules.drawn_tile == "may" else "must"
    if rules.draw_until_playable:
        stuck = (f"With no play, draw from the chicken yard one tile at a time until one fits "
                 f"(it {drawn} be played at once) or the yard runs out; then you pass.")
    else:
        stuck = (f"With no play, draw one tile: if it fits, it {drawn} be played at once; "
                 "otherwise you pass.")
    turn = (f"On your turn add one tile to any open end, matching numbers: every line belongs "
            f"to everyone. {must} {stuck}")
    if rules.yard_reserve == "auto":
        turn += (" The last tile of the chicken yard (the last two with 2 players) is never "
                 "drawn.")
    sections.append(("Your turn", turn))
    sections.append(("Chicken foot!", "Every double is laid crosswise. The next three tiles, "
                     "played by anyone, must be its toes: each matches the double and fans out "
                     "from its far side. Nothing else may be played until all three are down. "
                     "Only one foot is open at a time."))
    little = {
        "off": "",
        "courtesy": "With one tile left you may say \"Chickenlittle\"; nobody is penalised "
                    "for forgetting.",
        "enforced": "When you play your next-to-last tile, say \"Chickenlittle\" before the "
                    "next player plays. If someone catches you forgetting, you draw a tile "
                    "(or miss a turn if the chicken yard is empty).",
    }[rules.chickenlittle]
    if little:
        sections.append(("Chickenlittle", little))
    ends = ("as soon as the player up cannot play while the chicken yard is empty" if
            rules.stuck_ends_round else "when nobody can play and the chicken yard is empty")
    blanks = (f" Each blank half of any other tile counts {rules.blank_half} (a 5-0 counts "
              f"{5 + rules.blank_half})." if rules.blank_half else "")
    sections.append(("Scoring", f"A round ends when someone plays their last tile, or {ends}. "
                     "Each player scores the pips left in hand; the 0-0 counts "
                     f"{rules.double_blank}.{blanks} On equal totals, more zero-point rounds "
                     "wins; if still equal, the win is shared."))
    if rules.unfinished_foot:
        sections.append(("An unfinished foot", _foot_words(rules.unfinished_foot)))
    others = _other_tables(rules)
    if others:
        sections.append(("House rules of other tables", "Some tables play differently, and "
                         "the ladder's levels walk you through them (New game > House rules "
                         "sets any of them): " + " ".join(others)))
    if title:
        sections.insert(0, ("", f"These are the {title} rules. Every one of them can be changed "
                            "in New game > House rules."))
    return sections


def _foot_words(points: int) -> str:
    """The unfinished-foot penalty explained."""
    return (f"If the round ends while a chicken foot still lacks toes, whoever laid that double "
            f"adds {points} points for each missing toe, even if they went out. The spokes of "
            "the starting double never count.")


def _other_tables(rules: RuleSet) -> list[str]:
    """The house rules of other tables these rules leave out, a sentence each."""
    out = []
    if not rules.blank_half:
        out.append("Blank halves: each blank half of a tile other than the 0-0 counts extra "
                   "(25 at some tables, so a 5-0 counts 30).")
    if not rules.unfinished_foot:
        out.append("An unfinished foot: a chicken foot left without all its toes when the "
                   "round ends costs whoever laid it points for each missing toe.")
    if not rules.stuck_ends_round:
        out.append("Stuck ends the round: once the chicken yard is empty, the round ends the "
                   "moment the player up cannot play.")
    if not rules.draw_until_playable:
        out.append("Draw until it fits: a player with no play keeps drawing until a tile fits "
                   "or the yard runs out.")
    return out


class HowToScene(Scene):
    """The rules of a preset, scrollable, with pictures."""

    def __init__(self, app: SceneContext, preset: Optional[str] = None) -> None:
        super().__init__(app)
        self.size: tuple[int, int] = app.size
        try:
            self.presets = preset_names()
        except ConfigError:
            self.presets = []
        wanted = preset or app.settings.last_preset
        self.preset = wanted if wanted in self.presets else (self.presets or ["classic"])[0]
        self.rules = RuleSet()
        self.title = ""
        self.scroll = 0
        self.content_height = 0
        self.ui = WidgetGroup(print_size=app.settings)
        names = self.presets or [self.preset]
        self.preset_cycle = Cycle(names, names.index(self.preset), self.choose,
                                  show=preset_title, sounds=app)
        self.back_button = Button("Back", self.back, shortcut=pygame.K_ESCAPE, hint="Esc",
                                  style="quiet", sounds=app)
        self.try_button = Button("Try it", self.try_it, hint="T", shortcut=pygame.K_t,
                                 sounds=app)  # issue 10: the first-game tutorial
        self.ui.add(self.preset_cycle)
        self.ui.add(self.back_button)
        self.ui.add(self.try_button)
        self.choose(self.preset)

    def choose(self, name: str) -> None:
        """Explain another preset's rules."""
        try:
            level = load_preset(name)
        except ConfigError as error:
            self.ui.say(str(error), 4.0, "error")
            return
        self.preset = name
        self.rules = level.rules
        self.title = level.preset.title if level.preset else name
        self.scroll = 0
        self.resize(self.size)

    def back(self) -> None:
        """Back to the menu."""
        self.app.pop()

    def try_it(self) -> None:
        """Play the scripted first round (it comes back here when it is over)."""
        from game.scenes.tutorial import TutorialScene

        self.app.push(TutorialScene(self.app))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        frame = menu_frame(size)
        s, m, bar = frame.scale, frame.margin, frame.bar
        self.text_rect, self.picture_rect = two_panels(size, frame, 0.58)
        self.back_button.rect = pygame.Rect(m, h - m - bar, round(230 * s), bar)
        self.try_button.rect = self.back_button.rect.move(round(250 * s), 0)
        self.preset_cycle.rect = pygame.Rect(0, 0, round(320 * s), round(48 * s))
        self.preset_cycle.rect.midright = (w - m, h - m - bar // 2)
        self.body = panel_body(self.text_rect, "x", s)
        self.content_height = self._layout_text(s)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    @property
    def max_scroll(self) -> int:
        """How far the text can scroll."""
        return max(0, self.content_height - self.body.height)

    def handle(self, event: pygame.event.Event) -> bool:
        step = round(40 * ui_scale(self.size))
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * step))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP,
                                                          pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            big = self.body.height - step
            delta = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: big,
                     pygame.K_PAGEUP: -big}[event.key]
            self.scroll = max(0, min(self.max_scroll, self.scroll + delta))
            return True
        if self.ui.handle(event):
            return True
        # Left/Right turn the rules' arrows, as the arrows drawn on it suggest, ring or not.
        return (event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and self.preset_cycle.key(event))

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        s = ui_scale(self.size)
        surface.blit(screen_layer(self.size, "How to play", (
            (self.text_rect, f"{self.title} rules"), (self.picture_rect, "In pictures"))),
            (0, 0))
        old = surface.get_clip()
        surface.set_clip(self.body)
        self._draw_text(surface)
        surface.set_clip(old)
        self._draw_scrollbar(surface, s)
        self._draw_pictures(surface, s)
        label = "Rules of"
        txt.blit_text(surface, label, (self.preset_cycle.rect.left - round(10 * s),
                                       self.preset_cycle.rect.centery),
                      max(11, round(18 * s)), BRASS, "midright", True)
        self.ui.draw(surface)

    def _layout_text(self, s: float) -> int:
        """Wrap the sections into self.lines (y from the top of the text); total height."""
        body = self.body
        p = self.app.settings.print_scale  # large print: bigger words, a longer scroll
        size = txt.print_size(18 * s, p)
        head = txt.print_size(21 * s, p)
        self.lines: list[tuple[int, str, int, bool]] = []  # (y, text, size, heading?)
        y = 0
        for heading, paragraph in rules_in_words(self.rules, self.title):
            if heading:
                self.lines.append((y, heading, head, True))
                y += round(head * 1.35)
            for line in txt.wrap(paragraph, size, body.width - round(16 * s)):
                self.lines.append((y, line, size, False))
                y += round(size * 1.32)
            y += round(size * 0.7)
        return y

    def _draw_text(self, surface: pygame.Surface) -> None:
        """The visible lines, scrolled."""
        body = self.body
        for y, line, size, heading in self.lines:
            top = body.top - self.scroll + y
            if body.top - 2 * size < top < body.bottom + size:
                txt.blit_text(surface, line, (body.left, top), size,
                              BRASS if heading else CREAM, bold=heading)

    def _draw_scrollbar(self, surface: pygame.Surface, s: float) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(self.body.right - round(6 * s), self.body.top, round(6 * s),
                            self.body.height)
        surface.blit(rounded_gradient(track.size, track.width // 2, (0, 0, 0), (0, 0, 0), 90),
                     track)
        frac = self.body.height / self.content_height
        knob_h = max(round(30 * s), round(track.height * frac))
        y = track.top + round((track.height - knob_h) * self.scroll / self.max_scroll)
        knob = pygame.Rect(track.left, y, track.width, knob_h)
        surface.blit(rounded_gradient(knob.size, knob.width // 2, BRASS, (180, 130, 60)), knob)

    def _draw_pictures(self, surface: pygame.Surface, s: float) -> None:
        body = panel_body(self.picture_rect, "In pictures", s)
        half = body.height // 2
        art = self.app.art
        caption = txt.print_size(16 * s, self.app.settings.print_scale)
        n = self.rules.set
        top = pygame.Rect(body.left, body.top, body.width, half)
        length = min(round(70 * s), top.width // 5, round((half - caption * 2) / 3.2))
        centre = (top.centerx, top.top + (half - caption * 2) // 2 + round(4 * s))
        if self.rules.opening == "cross":
            _draw_cross(surface, art, centre, length, n)
            words = f"The opening: {n}-{n} and a cross of four tiles"
        else:
            draw_foot(surface, art, centre, length, n, None, (1, 4, 7), turn=0)
            draw_foot(surface, art, centre, length, n, None, (3, 5, 2), turn=180)
            words = f"The opening: {n}-{n} and a double chicken foot of six"
        txt.blit_text(surface, words, (top.centerx, top.bottom - round(4 * s)),
                      txt.fit_size(words, caption, body.width), MUTED, "midbottom")
        low = pygame.Rect(body.left, body.top + half, body.width, half)
        length2 = min(round(60 * s), low.width // 5, round((half - caption * 2) / 3.4))
        foot_centre = (low.centerx, low.top + round(length2 * 1.5))
        draw_foot(surface, art, foot_centre, length2, 5, 8, (2, 0, 4), highlight_toes=True)
        words = "A chicken foot: a double, then three toes"
        txt.blit_text(surface, words, (low.centerx, low.bottom - round(2 * s)),
                      txt.fit_size(words, caption, body.width), MUTED, "midbottom")


def _draw_cross(surface: pygame.Surface, art: TileArt, centre: tuple[int, int], length: int,
                n: int) -> None:
    """The starting double with a spoke on each side."""
    cx, cy = centre
    g = max(1, length // 30)
    others = [max(0, n - k) for k in (1, 3, 5, 7)]
    spokes = (
        ((cx + length + g, cy), 0), ((cx - length - g, cy), 180),
        ((cx, cy - length * 0.75 - g), 90), ((cx, cy + length * 0.75 + g), 270),
    )
    art.blit(surface, Tile(n, n), centre, length, 0)
    for ((x, y), angle), other in zip(spokes, others):
        tile = Tile(n, other)
        turn = angle if tile.high == n else angle + 180
        art.blit(surface, tile, (x, y), length, turn)
