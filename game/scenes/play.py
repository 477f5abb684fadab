"""The table during a round: your hand, the seats around, the chicken yard and the barnyard.

Humans drag (or click, then click a target) tiles onto lit open ends and click the chicken yard or
drag a tile off it to draw; AI seats think a slice per
frame and their tiles glide from their seat at a pace you can follow. The rules decide every
move; the scene only shows and asks.
"""
from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING, Optional

import pygame

from game.match import Match
from game.physics.table import TablePhysics
from game.render.camera import Camera
from game.render.effects import Banner, Toast
from game.render.layout import BarnyardLayout
from game.render.widgets import Button
from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import SPOKE, TOE, PlacedTile
from game.rules.barnyard import TOES
from game.rules.tiles import Tile
from game.scenes.barnyard_view import BarnyardPainter, ladder_length
from game.scenes.base import Scene
from game.scenes.play_input import TableInput
from game.scenes.play_moves import Flight, TableMoves, Target
from game.scenes.seat_driver import AiTurn, reaction
from game.scenes.table_view import TableGeometry

if TYPE_CHECKING:
    from game.scenes.context import SceneContext

SNAP_RADIUS = 1.6  # world units: a drop this close to a lit end plays there
AI_SLICE = 0.008  # seconds of AI thinking per 16.7 ms frame: a 0.5 s expert move in ~1 s
# of wall time, leaving room for drawing (one search iteration may run over)
PAD = 2.2  # world units of room kept around the barnyard for the next tiles
MIN_VIEW = (16.0, 9.0)  # the smallest world area the view fits (tiles never get huge)


class PlayScene(TableInput, TableMoves, Scene):
    """One round at the table, from the first turn to the last tile."""

    def __init__(self, app: "SceneContext", match: Match) -> None:
        super().__init__(app)
        if match.state is None:
            match.start_round()
        self.match = match
        self.state = match.state
        assert self.state is not None
        self.rules = match.rules
        self.geometry = TableGeometry(app.size, len(match.seats), 0)
        view = self.geometry.barnyard_rect
        aspect = max(0.25, min(4.0, view.width / max(1, view.height)))
        self.layout = BarnyardLayout.of(self.state.barnyard, self.rules.spokes, aspect)
        self.rng = random.Random(match.seed * 7919 + self.state.round_number)
        humans = match.humans
        self.bottom = humans[0] if humans else 0
        self.revealed: Optional[int] = None if len(humans) > 1 else self.bottom
        self.watch = not humans
        self.geometry = TableGeometry(app.size, len(match.seats), self.bottom)
        self.camera = Camera(tuple(self.geometry.barnyard_rect))
        self.follow_barnyard()
        self.camera.snap()
        self.painter = BarnyardPainter(app.art)
        self.flights: list[Flight] = []
        self.physics = TablePhysics()
        self._dt = 0.0
        self.held: dict[Tile, str] = {}  # tiles moved by physics: "drag", "snap" or "home"
        self.banners: list[Banner] = []
        self.toast: Optional[Toast] = None
        self.ai: Optional[AiTurn] = None
        self.ai_wait = 0.0
        self.selected: Optional[Tile] = None
        self.targets: list[Target] = []
        self.press: Optional[tuple[Tile, tuple[int, int]]] = None
        self.drag_pos: Optional[tuple[int, int]] = None
        self.yard_press: Optional[tuple[int, int]] = None  # the mouse went down on the pile
        self.yard_drag: Optional[tuple[int, int]] = None  # a tile dragged off the pile, here
        self.last_click: tuple[Optional[Tile], float] = (None, -1.0)
        self.panning = False
        self.hurry = False  # Space held
        self.pointer: tuple[int, int] = self.geometry.barnyard_rect.center
        self.hinted: Optional[Action] = None
        self.over_timer = 0.0
        self.clock = 0.0
        self.buttons = {
            name: Button(label, lambda n=name: self.press_button(n), hint=key, style=style,
                         sounds=app)
            for name, label, key, style in (
                ("draw", "Draw", "D", "primary"), ("pass", "Pass", "P", "secondary"),
                ("announce", "Chickenlittle!", "A", "good"), ("catch", "Catch!", "C", "danger"))
        }
        for button in self.buttons.values():
            button.visible = False
        self._felt: Optional[pygame.Surface] = None
        self._still: Optional[pygame.Surface] = None
        self._still_key: tuple[object, ...] = ()
        self._asked = -1  # the history length at which AI seats were last asked to react
        self.layout_buttons()

    # ----------------------------------------------------------------- who sees what
    @property
    def human_to_act(self) -> Optional[int]:
        """The human seat whose turn it is (None: an AI's turn or the round is over)."""
        state = self.state
        if state is None or state.is_over:
            return None
        seat = state.to_act
        return seat if self.match.seats[seat].is_human else None

    @property
    def can_act(self) -> bool:
        """True when the shown hand belongs to the human to act and nothing is flying."""
        seat = self.human_to_act
        return seat is not None and seat == self.revealed and not self._busy()

    def _busy(self) -> bool:
        return any(f.to == "barnyard" for f in self.flights) or "snap" in self.held.values()

    def human_legal(self) -> list[Action]:
        """The shown human's legal actions now ([] when it is not their move)."""
        if self.revealed is None or self.state is None or self.state.is_over:
            return []
        return [a for a in self.state.legal_actions() if a.seat == self.revealed]

    def human_call(self, kind: type) -> Optional[Action]:
        """An Announce (or Catch) some human at this screen may make now, whoever's turn it is:
        saying "Chickenlittle" or catching reveals no tiles. The shown human's comes first."""
        state = self.state
        if state is None or state.is_over:
            return None
        calls = [a for a in state.legal_actions()
                 if type(a) is kind and self.match.seats[a.seat].is_human]
        calls.sort(key=lambda a: a.seat != self.revealed)
        return calls[0] if calls else None

    def _turn_legal(self) -> list[Action]:
        return [a for a in self.human_legal() if self.can_act and not isinstance(a, (Announce,
                                                                                    Catch))]

    # ----------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size."""
        self.geometry = TableGeometry(size, len(self.match.seats), self.bottom)
        self.camera.set_view(tuple(self.geometry.barnyard_rect))
        self.follow_barnyard()
        self.camera.snap()
        self._felt = None
        self.layout_buttons()
        self._retarget()

    def layout_buttons(self) -> None:
        """Size the action buttons; `_sync_buttons` stacks the shown ones above the yard."""
        g = self.geometry
        bw, bh = g.button_size
        for name, button in self.buttons.items():
            w = bw if name in ("draw", "pass") else round(bw * 1.6)
            button.rect = pygame.Rect(g.yard_rect.right - w, g.yard_rect.top - bh, w, bh)
        self._sync_buttons()

    def follow_barnyard(self) -> None:
        """Keep the whole barnyard in view, with room for the next tiles, never zoomed in far."""
        x0, y0, x1, y1 = self.layout.bounds()
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        w, h = max(MIN_VIEW[0], x1 - x0 + 2 * PAD), max(MIN_VIEW[1], y1 - y0 + 2 * PAD)
        self.camera.fit((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), margin=8)

    @staticmethod
    def opening_length(rect: pygame.Rect) -> int:
        """Pixel length of the starting double when the round opens in `rect` (the deal scene
        sets it down at exactly this size, so nothing jumps when the table takes over)."""
        scale = min(72.0, (rect.width - 16) / MIN_VIEW[0], (rect.height - 16) / MIN_VIEW[1])
        return ladder_length(scale * 2)

    def _sync_buttons(self) -> None:
        turn = self._turn_legal()
        self.buttons["draw"].visible = any(isinstance(a, Draw) for a in turn)
        self.buttons["pass"].visible = any(isinstance(a, Pass) for a in turn)
        names = [seat.name for seat in self.match.seats]
        several = len(self.match.humans) > 1
        announce = self.human_call(Announce)
        self.buttons["announce"].visible = announce is not None
        if isinstance(announce, Announce):
            self.buttons["announce"].label = (f"{names[announce.seat]}: Chickenlittle!"
                                              if several else "Chickenlittle!")
        catch = self.human_call(Catch)
        self.buttons["catch"].visible = catch is not None
        if isinstance(catch, Catch):
            self.buttons["catch"].label = f"Catch {names[catch.target]}!"
        # Visible buttons stack from the bottom up without gaps.
        g = self.geometry
        bh = g.button_size[1]
        y = g.yard_rect.top - round(12 * g.scale) - bh
        for name in ("draw", "pass", "announce", "catch"):
            button = self.buttons[name]
            if button.visible:
                button.rect.top = y
                button.rect.right = g.yard_rect.right
                y -= bh + round(8 * g.scale)

    def _rebottom(self, seat: int) -> None:
        if seat != self.bottom:
            self.bottom = seat
            self.geometry = TableGeometry(self.app.size, len(self.match.seats), seat)
            self.layout_buttons()

    # ----------------------------------------------------------------- positions
    def hand_tiles(self) -> list[Tile]:
        """The bottom seat's hand as shown (tiles still flying in are left out)."""
        if self.state is None:
            return []
        incoming = {f.tile for f in self.flights if f.to == "hand"}
        return [t for t in self.state.hands[self.bottom] if t not in incoming
                and t not in self.held]

    def hand_length(self) -> int:
        """Length of an upright hand tile in pixels."""
        return self.geometry.hand_length(len(self.state.hands[self.bottom]) if self.state else 1)

    def hand_positions(self) -> dict[Tile, tuple[float, float]]:
        """Screen centre of every hand tile (all of the hand, flying ones included)."""
        hand = self.state.hands[self.bottom] if self.state else []
        return dict(zip(hand, self.geometry.hand_slots(len(hand))))

    def hand_tile_at(self, pos: tuple[int, int]) -> Optional[Tile]:
        """The hand tile under `pos`."""
        length = self.hand_length()
        for tile, (x, y) in self.hand_positions().items():
            if abs(pos[0] - x) <= length / 4 and abs(pos[1] - y) <= length / 2:
                return tile
        return None

    def target_screen(self, target: Target) -> tuple[float, float]:
        """Where a target lies on screen now."""
        return self.camera.to_screen(*target.placement.centre)

    def target_at(self, pos: tuple[int, int], radius: float = SNAP_RADIUS) -> Optional[Target]:
        """The lit target nearest `pos`, if within `radius` world units (or a tile length)."""
        wx, wy = self.camera.to_world(*pos)
        best, dist = None, radius * radius
        for target in self.targets:
            for x, y in (target.placement.centre, *target.also):
                d = (x - wx) ** 2 + (y - wy) ** 2
                if d <= dist:
                    best, dist = target, d
        return best

    def targets_for(self, tile: Tile) -> list[Target]:
        """Every legal place for `tile` now, with its layout preview."""
        out = []
        state = self.state
        assert state is not None
        for action in self._turn_legal():
            if isinstance(action, Play) and action.tile is tile:
                placed = state.barnyard.placing(action.tile, action.on, action.seat)
                out.append(Target(action, self.layout.preview(placed), self._free_slots(placed)))
        return out

    def _free_slots(self, placed: PlacedTile) -> tuple[tuple[float, float], ...]:
        """Centres of the later free slots of the double a spoke or toe goes on."""
        if placed.role not in (SPOKE, TOE):
            return ()
        total = self.rules.spokes if placed.role == SPOKE else TOES
        return tuple(self.layout.preview(placed._replace(slot=slot)).centre
                     for slot in range(placed.slot + 1, total))

    def _retarget(self) -> None:
        tile = self.selected
        self.targets = self.targets_for(tile) if tile is not None and self.can_act else []
        if not self.targets:
            self.selected = None

    def fast_forward(self) -> None:
        """Space: finish every animation now and cut the AI's pause short."""
        for flight in list(self.flights):
            flight.glide.finish()
        self._land()
        for tile, kind in list(self.held.items()):
            if kind != "drag":
                self._settle(tile)
        self.ai_wait = 0.0
        for banner in self.banners:
            banner.elapsed = max(banner.elapsed, banner.duration * 0.7)

    def say(self, message: str) -> None:
        """A toast at the bottom of the barnyard ("seat 2" becomes that seat's name)."""
        names = [seat.name for seat in self.match.seats]

        def name(found: re.Match[str]) -> str:
            n = int(found.group(1))
            return names[n] if n < len(names) else found.group(0)

        message = re.sub(r"\bseat (\d+)", name, message)
        self.toast = Toast(message[:1].upper() + message[1:])

    # ----------------------------------------------------------------- time
    def update(self, dt: float) -> None:
        """Animations, AI thinking, privacy hand-overs and the end of the round."""
        if self.hurry:
            dt *= 4
        self.clock += dt
        self._dt = dt
        for button in self.buttons.values():
            button.update(dt)
        self.camera.update(dt)
        for flight in self.flights:
            flight.glide.update(dt)
        self._land()
        for banner in self.banners:
            banner.update(dt)
        self.banners = [b for b in self.banners if not b.done]
        if self.toast is not None:
            self.toast.update(dt)
            if self.toast.done:
                self.toast = None
        state = self.state
        if state is None:
            return
        if state.is_over:
            if not self.flights:
                self.over_timer -= dt
                if self.over_timer <= 0:
                    self._to_score()
            return
        if self._reactions():
            return
        seat = state.to_act
        if self.match.seats[seat].is_human:
            self._human_turn(seat)
        elif not self._busy():
            self._ai_turn(seat, dt)
        self._sync_buttons()

    def _settle(self, tile: Tile) -> None:
        """A physics tile came to rest: it is drawn from the layout or the hand again."""
        kind = self.held.pop(tile, None)
        if tile in self.physics:
            self.physics.remove(tile)
        if kind == "snap":
            self.app.play_sound("snap")
            self.follow_barnyard()

    def _land(self) -> None:
        self.physics.step(self._dt)
        for tile, kind in list(self.held.items()):
            if kind != "drag" and tile in self.physics and self.physics.is_settled(tile):
                self._settle(tile)
        landed = [f for f in self.flights if f.glide.done]
        if not landed:
            return
        self.flights = [f for f in self.flights if not f.glide.done]
        for flight in landed:
            if flight.to == "barnyard":
                self.app.play_sound("clack")

    def _reactions(self) -> bool:
        """AI seats announce what they owe and catch humans who forgot."""
        state = self.state
        assert state is not None
        moment = len(state.history)
        if moment == self._asked:
            return False
        self._asked = moment
        for seat, info in enumerate(self.match.seats):
            if info.is_human:
                continue
            action = reaction(self.match, seat, self.rng)
            if action is not None:
                self.apply(action)
                return True
        return False

    def _human_turn(self, seat: int) -> None:
        self.ai = None
        if self.revealed == seat and self.bottom == seat:
            return
        if self._busy():
            return
        self._rebottom(seat)
        if len(self.match.humans) > 1:
            from game.scenes.privacy import PrivacyScene

            self.revealed = None
            owed = [a for a in self.state.legal_actions()
                    if isinstance(a, Announce) and self.match.seats[a.seat].is_human]
            announcers = [(f"{self.match.seats[a.seat].name}: Chickenlittle!",
                           lambda a=a: self.apply(a)) for a in owed]
            self.app.push(PrivacyScene(self.app, self.match.seats[seat].name,
                                       lambda: self._reveal(seat), announcers))
        else:
            self.revealed = seat

    def _reveal(self, seat: int) -> None:
        self.revealed = seat
        self._retarget()

    def _ai_turn(self, seat: int, dt: float) -> None:
        if self.ai is None or self.ai.seat != seat or self.ai.view.turn_no != self.state.turn_no \
                or self.ai.view.has_drawn != self.state.has_drawn:
            self.ai = AiTurn(self.match, seat, self.rng, getattr(self.app, "ai_playouts", None))
            self.ai_wait = 0.45 * self._pace(seat)
        self.ai_wait -= dt
        action = self.ai.advance(AI_SLICE)
        if action is None or self.ai_wait > 0:
            return
        self.ai = None
        if isinstance(action, Play):
            self.play(action)
        else:
            self.apply(action)

    def _to_score(self) -> None:
        from game.scenes.score import ScoreScene

        self.app.replace(ScoreScene(self.app, self.match))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the barnyard, the seats, the hand, the yard and the effects."""
        from game.scenes.play_draw import draw_table

        draw_table(self, surface)
