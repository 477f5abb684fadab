"""The deal: face-down tiles shuffled as real bodies, hands flying to the seats, the starting
double found (drawn for, if nobody holds it) and set in the centre. About three seconds; a
click or Space skips to the table, Esc to the table with the pause menu over it (the dealt
game saved, as every game is once at the table). With reduced motion the tiles are not swirled and fly in a
blink. Every tile of the round is drawn in every frame: in the heap, waiting its turn to fly,
in flight, or counted on its seat's plate.
"""
from __future__ import annotations

import random
from typing import Iterator, Optional, cast

import pygame

from game import ai
from game.match import Match
from game.physics.tiles import TilePhysics
from game.render import text
from game.render.effects import Banner, Glide, ease_in_out
from game.render.felt import felt_surface
from game.render.tile_art import prepare_masters
from game.rules.actions import Action, Draw, Play
from game.rules.errors import RulesError
from game.rules.round import SEARCH, SET
from game.rules.tiles import Tile
from game.scenes.play.barnyard_view import opening_length
from game.scenes.play.heap import (SKIP_HINT, Heap, deal_key, kick, lay_heap, round_title,
                                   tile_px)
from game.scenes.play.tile_motion import quantized_angle
from game.scenes.base import Scene
from game.scenes.context import PausedTable, SceneContext
from game.scenes.play.seat_panels import draw_plate
from game.scenes.play.geometry import TableGeometry
from game.words.moves import searching, sets

SHUFFLE_TIME = 1.1
DEAL_TIME = 1.1
DRAW_GAP, DRAW_GAP_SHRINK, DRAW_GAP_LEAST = 0.25, 0.85, 0.08  # the draws for the double
CALM_SHUFFLE_TIME = 0.3   # reduced motion: a still heap for a moment
CALM_FLIGHT = 0.12        # reduced motion: a short flight, no lift
MASTERS_BUDGET = 0.003  # seconds a frame the shuffle spends shading the tile faces to come


class DealScene(Scene):
    """Shuffle, deal and set the starting double, then hand over to the play scene."""

    def __init__(self, app: SceneContext, match: Match, heap: Optional[Heap] = None) -> None:
        """`heap`: the deal made ahead (deal_ahead), taken where it is this deal's."""
        super().__init__(app)
        self.match = match
        self.problem: Optional[str] = None
        if match.is_over:
            self.problem = "This game is over: every round has been played."
        elif match.state is None or match.state.is_over:
            try:
                match.start_round()
            except RulesError as refusal:
                self.problem = str(refusal)
        self.state = match.state
        self.rng = random.Random(match.seed * 31 + (self.state.round_number if self.state else 0))
        humans = match.humans
        self.bottom = humans[0] if humans else 0
        self.geometry = TableGeometry(app.size, len(match.seats), self.bottom,
                                      app.settings.print_scale)
        self.speed = app.settings.pace_factor
        self.calm = app.settings.reduced_motion
        self.shuffle_time = CALM_SHUFFLE_TIME if self.calm else SHUFFLE_TIME
        self.time = 0.0
        self.phase = "shuffle"
        self.banner: Optional[Banner] = None
        self.flights: list[tuple[Glide, int]] = []  # (motion, seat it goes to; -1 the yard)
        self.centre_tile: Optional[tuple[Tile, Glide]] = None
        # the felt, made with the scene: before the first frame when the game opens on the deal
        # (--watch), found made by the menus' backdrop otherwise (the same size)
        self._felt: Optional[pygame.Surface] = felt_surface(app.size)
        self._next_action = 0.0
        self._table: Optional[Scene] = None  # the table, made while the double settles
        self._ahead: Optional[Iterator[None]] = None  # its first frame, a piece a frame
        self._saved: Optional[str] = None  # the save's problem, if any, made with the table
        self._skip_soon = False
        count = self._tile_count()
        key = deal_key(app.size, len(match.seats), self.bottom, app.settings.print_scale,
                       self.state.round_number if self.state else 0, count, self.calm)
        if heap is not None and heap.key == key:  # made ahead: its pictures too
            self.physics, self.rng, self.keys = heap.physics, heap.rng, heap.keys
        else:
            self._build_space(count)
            self._draw_ahead()
        if self.problem is None:
            app.audio.play_sound("shuffle")

    def _draw_ahead(self) -> None:
        """The first frame drawn once with the scene, into a picture thrown away: its fonts,
        the seats' plates, its words and the heap's tile backs are made before the first frame
        (a game opened on the deal has them before its first picture; a deal from the setup or
        the score sheet makes them in the frame of the click that deals)."""
        self.draw(pygame.Surface(self.app.size))

    # ----------------------------------------------------------------- physics
    def _tile_px(self) -> int:
        return tile_px(self.geometry)

    def _tile_count(self) -> int:
        """Every tile of the round: the hands dealt and the chicken yard."""
        state = self.state
        if state is None:
            return 0
        return sum(len(h) for h in state.deal_hands or ()) + len(state.deal_yard or ())

    def _build_space(self, count: int) -> None:
        """Every tile of the round as a face-down body (TilePhysics) fenced in the middle."""
        self.physics = TilePhysics(damping=0.3)
        self.keys = list(range(count))
        for _ in lay_heap(self.physics, self.geometry, self.keys, self.rng, self.calm):
            pass

    def _kick(self) -> None:
        """The shuffling hands knock the tiles again."""
        kick(self.physics, self.keys, self.rng, self.calm, self.geometry.scale)

    # ----------------------------------------------------------------- flow
    def resize(self, size: tuple[int, int]) -> None:
        """A resize mid-deal just skips to the table, laid out for the new size."""
        if size != self.geometry.size:
            self.geometry = TableGeometry(size, len(self.match.seats), self.bottom,
                                          self.app.settings.print_scale)
            self._felt = None
            self._skip_soon = True  # not from inside the app's resize loop over the stack

    def handle(self, event: pygame.event.Event) -> bool:
        """Click, Space or Enter skips; Esc skips to the table's pause menu."""
        if event.type == pygame.MOUSEBUTTONUP or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
            self.skip()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.skip(paused=True)
            return True
        return False

    def skip(self, paused: bool = False) -> None:
        """Finish the deal at once: find and set the starting double, go to the table (with
        the pause menu over it if `paused`)."""
        if self.problem is not None:
            self.app.open_menu()
            return
        while self._start_action() is not None:
            self._apply_start()
        self._to_play(paused)

    def update(self, dt: float) -> None:
        """Shuffle (physics), then deal (glides), then find and set the double."""
        if self.problem is not None:
            self.time += dt
            return
        if self._skip_soon:
            self.skip()
            return
        self.time += dt / self.speed
        prepare_masters(MASTERS_BUDGET)  # the faces' shading, before the first face shows
        if self.phase == "shuffle" and not self.calm:  # reduced motion: the heap lies still
            self.physics.step(dt)
        for glide, _ in self.flights:
            glide.update(dt / self.speed)
        if self.banner is not None:
            self.banner.update(dt / self.speed)
        if self.centre_tile is not None:
            self.centre_tile[1].update(dt / self.speed)
        if self.phase == "shuffle":
            if int((self.time - dt / self.speed) / 0.35) != int(self.time / 0.35):
                self._kick()
            if self.time >= self.shuffle_time:
                self._deal()
        elif self.phase == "deal":
            if all(g.done for g, _ in self.flights) and (
                    self.calm or self.time >= SHUFFLE_TIME + DEAL_TIME):
                self.phase = "start"
                self._next_action = self.time
                self._get_computers_ready()
        elif self.phase == "start":
            self._starting_double()

    def _get_computers_ready(self) -> None:
        """The hands dealt: the computers' worker started now (ai.get_ready, as the table's
        seats would start it), not in the frame the table is made, which is full already."""
        if self.app.ai_playouts is None:
            ai.get_ready([seat.player for seat in self.match.seats])

    def _deal(self) -> None:
        """Every body flies to a seat or to the chicken yard, a few at a time."""
        self.phase = "deal"
        state = self.state
        assert state is not None
        g = self.geometry
        targets: list[tuple[tuple[float, float], int]] = []
        hands = state.deal_hands or ()
        size = max((len(h) for h in hands), default=0)
        for k in range(size):
            for seat, hand in enumerate(hands):
                if k < len(hand):
                    targets.append((g.anchor(seat), seat))
        targets += [(g.yard_rect.center, -1)] * len(state.deal_yard or ())
        step = 0.0 if self.calm else min(0.03, (DEAL_TIME - 0.45) / max(1, len(targets)))
        flight, lift = (CALM_FLIGHT, 0.0) if self.calm else (0.4, 0.5)
        for i, (key, (goal, seat)) in enumerate(zip(self.keys, targets)):
            start = self.physics.pose(key)
            glide = Glide(start, (goal[0], goal[1], 0.0), flight, lift=lift, ease=ease_in_out)
            glide.elapsed = -i * step  # staggered: each leaves a moment after the last
            self.flights.append((glide, seat))
        self.physics.clear()
        self.app.audio.play_sound("draw")

    def _start_action(self) -> Optional[Action]:
        state = self.state
        if state is None or state.is_over or state.phase not in (SEARCH, SET):
            return None
        return state.legal_actions()[0]

    def _apply_start(self) -> None:
        state, action = self.state, self._start_action()
        if state is None or action is None:
            return
        self.match.apply(action)
        name = self.match.seats[action.seat].name
        g = self.geometry
        flight = CALM_FLIGHT if self.calm else 0.3
        if isinstance(action, Draw):
            x, y = g.yard_rect.center
            ax, ay = g.anchor(action.seat)
            self.flights.append((Glide((x, y, 0.0), (ax, ay, 0.0), flight,
                                       lift=0.0 if self.calm else 0.6), -2))
            self.banner = Banner(searching(state.round_double), (255, 236, 200), 1.2)
            self.app.audio.play_sound("draw")
        elif isinstance(action, Play):
            ax, ay = g.anchor(action.seat)
            cx, cy = g.barnyard_rect.center
            self.centre_tile = (action.tile, Glide((ax, ay, 0.0), (cx, cy, 90.0),
                                                   flight if self.calm else 0.5,
                                                   lift=0.0 if self.calm else 0.6))
            self.banner = Banner(sets(name, action.tile, state.round_double), (255, 236, 170),
                                 1.6)
            self.app.audio.play_sound("clack")

    def _draw_gap(self) -> float:
        """Seconds to the next draw for the round's double: a quarter of a second at first,
        quicker with every draw (a long search at a big table is not a wait)."""
        draws = sum(1 for action in self.state.history if isinstance(action, Draw)) \
            if self.state is not None else 0
        return max(DRAW_GAP_LEAST, DRAW_GAP * DRAW_GAP_SHRINK ** max(0, draws - 1))

    def _starting_double(self) -> None:
        """One search draw or the set every little while, then on to the table."""
        if self.time < self._next_action:
            if self._start_action() is None:  # the double is set: the table made meanwhile
                self._make_table_ahead()
            return
        if self._start_action() is not None:
            self._apply_start()
            self._next_action = self.time + (0.9 if isinstance(self.centre_tile, tuple) and
                                             self._start_action() is None else self._draw_gap())
            return
        if self.centre_tile is None or self.centre_tile[1].done:
            if self.time >= self._next_action:
                self._to_play()

    def _make_table_ahead(self) -> None:
        """While the starting double settles: the table made (one frame), then its first
        frame's pictures a piece a frame (PlayScene.prepare), so that going to it is light."""
        if self._table is None:
            self._table = self._make_table()
            self._ahead = self._table.prepare()
        elif self._ahead is not None:
            next(self._ahead, None)

    def _make_table(self) -> Scene:
        self._saved = self.app.files.save_game(self.match)  # reported, never fatal
        return self.app.screens.table(self.match)

    def _to_play(self, paused: bool = False) -> None:
        table = self._table if self._table is not None else self._make_table()
        if self._saved:  # what went wrong saving, said as the table comes
            self.app.say(self._saved)
        self.app.replace(table)
        if paused:  # the table is the round's: it has the match the pause menu shows
            self.app.push(self.app.screens.pause(cast(PausedTable, table)))

    # ----------------------------------------------------------------- drawing
    def tiles_in_view(self) -> list[tuple[float, float, float, float]]:
        """(x, y, angle, lift) of every face-down tile on the felt now: the shuffling heap, then
        the dealt tiles waiting their turn where they lie and those in flight (a landed tile is
        counted on its seat's plate instead)."""
        if self.phase == "shuffle":
            return [(x, y, quantized_angle(angle, 10), 0.0)
                    for x, y, angle in (self.physics.pose(key) for key in self.keys)]
        out = []
        for glide, _ in self.flights:
            if glide.done:
                continue
            x, y, angle, lift = glide.pose()  # a tile not yet off lies at its start
            out.append((x, y, quantized_angle(angle), max(0.0, lift)))
        return out

    def landed(self, seat: int) -> int:
        """Tiles that have reached `seat`'s plate so far."""
        return sum(1 for glide, to in self.flights if to == seat and glide.done)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, seats, the tiles in motion, the banner."""
        size = surface.get_size()
        if self._felt is None or self._felt.get_size() != size:
            self._felt = felt_surface(size)
        surface.blit(self._felt, (0, 0))
        g = self.geometry
        art = self.app.art
        s = g.scale
        totals = self.match.game.totals
        hands = self.state.hands if self.state is not None else []
        for seat, rect in g.plates.items():
            info = self.match.seats[seat]
            if self.phase == "start" and hands:
                count = len(hands[seat])
            else:  # tiles count in as they land
                count = self.landed(seat)
            draw_plate(surface, rect, seat, info.name, info.player, count, totals[seat], False,
                       people=len(self.match.humans))
        length = self._tile_px()
        if self.problem is not None:
            msg = text.render(self.problem, round(22 * s), (255, 200, 170), shadow=(0, 0, 0))
            surface.blit(msg, msg.get_rect(center=g.barnyard_rect.center))
            return
        for x, y, angle, lift in self.tiles_in_view():
            art.blit(surface, None, (x, y), length, angle, None, lift)
        if self.centre_tile is not None:
            tile, glide = self.centre_tile
            x, y, angle, lift = glide.pose()
            grown = round(length + (opening_length(g.barnyard_rect) - length)
                          * min(1.0, glide.elapsed / max(1e-6, glide.duration)))
            art.blit(surface, tile, (x, y), grown // 2 * 2, quantized_angle(angle), None, lift)
        if self.phase != "shuffle":
            yard = len(self.state.yard) if self.state is not None else 0
            label = text.render(f"chicken yard: {yard}", round(18 * s), (230, 236, 220))
            surface.blit(label, label.get_rect(midtop=g.yard_rect.midtop))
        title = round_title(self.state.round_number if self.state else "", 40 * s)
        top = max([g.barnyard_rect.top] + [r.bottom + round(6 * s) for r in g.plates.values()
                                           if r.left < size[0] // 2 < r.right])  # under a plate
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, top)))
        if self.banner is not None:
            self.banner.draw(surface, (size[0] // 2, g.barnyard_rect.bottom - 60 * s),
                             round(44 * s))
        hint = text.render(SKIP_HINT, round(15 * s), (210, 220, 205))
        surface.blit(hint, hint.get_rect(bottomright=(size[0] - 10, size[1] - 6)))
