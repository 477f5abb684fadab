"""The table during a round: your hand, the seats around, the chicken yard and the barnyard.

Humans drag (or click, then click a target) tiles onto lit open ends; AI seats think a slice per
frame and their tiles glide from their seat at a pace you can follow. The rules decide every
move; the scene only shows and asks.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional

import pygame

from game.match import Match
from game.physics.table import TablePhysics
from game.render.camera import Camera
from game.render.effects import Banner, Glide, Toast
from game.render.layout import BarnyardLayout, Placement, placed_for
from game.render.widgets import Button
from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import DOUBLE
from game.rules.errors import IllegalAction
from game.rules.tiles import Tile
from game.scenes.barnyard_view import BarnyardPainter, ladder_length
from game.scenes.base import Scene
from game.scenes.seat_driver import AiTurn, hint, reaction
from game.scenes.table_view import TableGeometry

if TYPE_CHECKING:
    from game.app import App

HAND_ANGLE = 270  # hand tiles stand upright, high half on top
DOUBLE_CLICK = 0.35
DRAG_START = 6  # pixels before a press becomes a drag
SNAP_RADIUS = 1.6  # world units: a drop this close to a lit end plays there
AI_SLICE = 0.003  # seconds of AI thinking per frame (one search iteration may run over)
PAD = 2.2  # world units of room kept around the barnyard for the next tiles
MIN_VIEW = (16.0, 9.0)  # the smallest world area the view fits (tiles never get huge)


@dataclass
class Target:
    """A place a held tile may go: the play and where the tile would lie."""

    action: Play
    placement: Placement


@dataclass
class Flight:
    """A tile gliding somewhere; `face` False shows its back."""

    tile: Tile
    glide: Glide
    face: bool
    to: str  # "barnyard", "hand" or "seat"


class PlayScene(Scene):
    """One round at the table, from the first turn to the last tile."""

    def __init__(self, app: "App", match: Match) -> None:
        super().__init__(app)
        if match.state is None:
            match.start_round()
        self.match = match
        self.state = match.state
        assert self.state is not None
        self.rules = match.rules
        self.layout = BarnyardLayout.of(self.state.barnyard, self.rules.spokes)
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
        self.last_click: tuple[Optional[Tile], float] = (None, -1.0)
        self.panning = False
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
            w = bw if name in ("draw", "pass") else round(bw * 1.35)
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
        legal = self.human_legal()
        turn = self._turn_legal()
        self.buttons["draw"].visible = any(isinstance(a, Draw) for a in turn)
        self.buttons["pass"].visible = any(isinstance(a, Pass) for a in turn)
        self.buttons["announce"].visible = any(isinstance(a, Announce) for a in legal)
        self.buttons["catch"].visible = any(isinstance(a, Catch) for a in legal)
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
            d = (target.placement.x - wx) ** 2 + (target.placement.y - wy) ** 2
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
                placed = placed_for(action, state.barnyard, state.hub, state.hub_needed,
                                    self.rules.spokes)
                out.append(Target(action, self.layout.preview(placed)))
        return out

    def _retarget(self) -> None:
        tile = self.selected
        self.targets = self.targets_for(tile) if tile is not None and self.can_act else []
        if not self.targets:
            self.selected = None

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys at the table."""
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and \
                self.press is None and not self.panning:
            for button in self.buttons.values():
                if button.visible and button.handle(event):
                    return True
        if kind == pygame.KEYDOWN:
            return self._key(event.key)
        if kind == pygame.MOUSEBUTTONDOWN:
            return self._press(event.pos, event.button)
        if kind == pygame.MOUSEMOTION:
            return self._motion(event.pos, getattr(event, "rel", (0, 0)))
        if kind == pygame.MOUSEBUTTONUP:
            return self._release(event.pos, event.button)
        if kind == pygame.MOUSEWHEEL:
            self.camera.zoom_at(self.pointer, 1.12 ** getattr(event, "y", 0))
            return True
        return False

    def _key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE:
            from game.scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self))
            return True
        if key == pygame.K_SPACE:
            self.fast_forward()
            return True
        if key == pygame.K_HOME:
            self.camera.reset()
            return True
        names = {pygame.K_d: "draw", pygame.K_p: "pass", pygame.K_a: "announce",
                 pygame.K_c: "catch"}
        if key in names:
            self.press_button(names[key])
            return True
        if key == pygame.K_h:
            self.show_hint()
            return True
        return False

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            self.panning = True
            return True
        if button != 1:
            return False
        if self.geometry.yard_rect.collidepoint(pos):
            if any(isinstance(a, Draw) for a in self._turn_legal()):
                self.press_button("draw")
            return True
        tile = self.hand_tile_at(pos) if self.revealed == self.bottom else None
        if tile is not None:
            self.press = (tile, pos)
            return True
        if self.selected is not None:
            target = self.target_at(pos)
            if target is not None:
                self.play(target.action, start=self.hand_positions().get(target.action.tile))
            else:
                self.selected, self.targets = None, []
            return True
        return False

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        self.pointer = pos
        if self.panning:
            self.camera.pan(*rel)
            return True
        if self.press is not None:
            tile, start = self.press
            if self.drag_pos is None and (abs(pos[0] - start[0]) + abs(pos[1] - start[1])
                                          >= DRAG_START):
                self.selected = tile
                self._retarget()
                if not self.can_act:
                    self.press = None
                    return True
                self.drag_pos = pos
                self._grab(tile, start)
            if self.drag_pos is not None:
                self.drag_pos = pos
                self.physics.drag_to(pos)
            return True
        return False

    def _release(self, pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            self.panning = False
            return True
        if button != 1 or self.press is None:
            return False
        tile, _ = self.press
        self.press = None
        if self.drag_pos is not None:
            self.drag_pos = None
            self.drop(tile, pos)
            return True
        self.click_tile(tile)
        return True

    def click_tile(self, tile: Tile) -> None:
        """Select a hand tile (its targets light up); a double-click plays a lone target."""
        last, when = self.last_click
        self.last_click = (tile, self.clock)
        if not self.can_act:
            return
        self.selected = tile
        self._retarget()
        if not self.targets:
            self._illegal_tile(tile)
            return
        if last is tile and self.clock - when <= DOUBLE_CLICK and len(self.targets) == 1:
            self.play(self.targets[0].action, start=self.hand_positions().get(tile))

    def _grab(self, tile: Tile, at: tuple[int, int]) -> None:
        """The tile becomes a body on a drag joint under the pointer."""
        home = self.hand_positions().get(tile, at)
        length = self.hand_length()
        self.physics.add_tile(tile, home, HAND_ANGLE, (length, length / 2), collide=False)
        self.physics.grab(tile, at)
        self.held[tile] = "drag"

    def drop(self, tile: Tile, pos: tuple[int, int]) -> bool:
        """A dragged tile let go at `pos`: snap onto the lit end there, or slide back."""
        target = self.target_at(pos) if self.selected is tile else None
        if target is not None and self.play(target.action, snap=True):
            return True
        home = self.hand_positions().get(tile)
        if tile in self.held and home is not None:
            self.physics.fly(tile, home, HAND_ANGLE, 0.25)
            self.held[tile] = "home"
        else:
            self.held.pop(tile, None)
        if not self.targets and self.can_act:
            self._illegal_tile(tile)
        self.selected, self.targets = None, []
        return False

    def _illegal_tile(self, tile: Tile) -> None:
        """Say why `tile` cannot go anywhere, in the rules' own words."""
        state = self.state
        assert state is not None
        seat = self.revealed if self.revealed is not None else self.bottom
        on = state.hub
        if on is None:
            on = next((at[0] for at in state.ends if at), None)
        try:
            state.clone().apply(Play(seat, tile, on))
            reason = f"{tile} cannot be played now"
        except IllegalAction as refusal:
            reason = str(refusal)
        self.say(reason)

    def press_button(self, name: str) -> None:
        """Draw, pass, announce or catch for the shown human, if the rules allow it now."""
        legal = self.human_legal() if name in ("announce", "catch") else self._turn_legal()
        kinds = {"draw": Draw, "pass": Pass, "announce": Announce, "catch": Catch}
        for action in legal:
            if isinstance(action, kinds[name]):
                self.apply(action)
                return
        seat = self.revealed if self.revealed is not None else self.bottom
        action = {"draw": Draw(seat), "pass": Pass(seat), "announce": Announce(seat)}.get(name)
        if action is not None and self.state is not None and not self.state.is_over:
            try:
                self.state.clone().apply(action)
            except IllegalAction as refusal:
                self.say(str(refusal))

    def show_hint(self) -> None:
        """H: light the move the hard AI would make."""
        if not self.can_act or self.revealed is None:
            return
        self.hinted = hint(self.match, self.revealed)
        if isinstance(self.hinted, Play):
            self.selected = self.hinted.tile
            self._retarget()
            self.targets = [t for t in self.targets if t.action == self.hinted] or self.targets
        elif self.hinted is not None:
            self.say(f"Hint: {type(self.hinted).__name__.lower()}")

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

    # ----------------------------------------------------------------- applying moves
    def play(self, action: Play, start: Any = None, snap: bool = False) -> bool:
        """Apply a play and glide its tile from `start` (x, y[, angle]) to its place; `snap`:
        the dragged body is pulled into its slot by a pymunk joint and spring instead."""
        state = self.state
        assert state is not None
        placed = placed_for(action, state.barnyard, state.hub, state.hub_needed, self.rules.spokes)
        if start is None and action.seat == self.bottom:
            start = self.hand_positions().get(action.tile)
        if not self.apply(action):
            return False
        placement = self.layout.add(placed)
        if snap and action.tile in self.held:
            x, y = self.camera.to_screen(*placement.centre)
            self.physics.snap(action.tile, (x, y), placement.angle)
            self.held[action.tile] = "snap"
            self._after_play(placed)
            return True
        if start is None:
            sx, sy = self.geometry.anchor(action.seat)
            start = (sx, sy, 0.0)
        if len(start) == 2:
            start = (start[0], start[1], HAND_ANGLE)
        duration = 0.35 * self._pace_factor() if self.match.seats[action.seat].is_human \
            else 0.5 * self._pace(action.seat)

        def goal(p: Placement = placement) -> tuple[float, float, float]:
            x, y = self.camera.to_screen(*p.centre)
            return (x, y, p.angle)

        self.flights.append(Flight(action.tile, Glide(start, goal, max(0.05, duration)), True,
                                   "barnyard"))
        self.follow_barnyard()
        self._after_play(placed)
        return True

    def _after_play(self, placed: Any) -> None:
        if placed.role == DOUBLE:
            who = self.match.seats[placed.seat].name
            self.banners.append(Banner(f"{who}: Chicken foot!", duration=1.3))
            self.app.play("cluck")

    def apply(self, action: Action) -> bool:
        """Hand an action to the rules; a refusal becomes a toast. True if applied."""
        try:
            self.match.apply(action)
        except IllegalAction as refusal:
            self.say(str(refusal))
            return False
        self._autosave()
        self.selected, self.targets, self.hinted = None, [], None
        name = self.match.seats[action.seat].name
        if isinstance(action, Draw):
            self._fly_draw(action.seat)
        elif isinstance(action, Pass):
            self.say("You pass" if name == "You" else f"{name} passes")
        elif isinstance(action, Announce):
            self.banners.append(Banner(f"{name}: Chickenlittle!", (255, 200, 150)))
            self.app.play("cluck")
        elif isinstance(action, Catch):
            target = self.match.seats[action.target].name
            self.say(f"{name} caught {target} not announcing!")
        if self.state is not None and self.state.is_over:
            self._round_over()
        elif self.human_to_act is None and len(self.match.humans) > 1:
            self.revealed = None  # an AI's turn between humans: hide every hand
        return True

    def _fly_draw(self, seat: int) -> None:
        state = self.state
        assert state is not None
        tile = state.hands[seat][-1]
        g = self.geometry
        sx, sy = g.yard_rect.center
        shown = seat == self.bottom and self.revealed == seat
        if seat == self.bottom:
            end = self.hand_positions()[tile]
            goal = (end[0], end[1], HAND_ANGLE)
        else:
            ax, ay = g.anchor(seat)
            goal = (ax, ay, 0.0)
        duration = 0.35 * self._pace_factor() if self.match.seats[seat].is_human \
            else 0.4 * self._pace(seat)
        self.flights.append(Flight(tile, Glide((sx, sy, 0.0), goal, max(0.05, duration)), shown,
                                   "hand" if seat == self.bottom else "seat"))
        self.app.play("draw")

    def _round_over(self) -> None:
        state = self.state
        assert state is not None
        if state.end == "domino" and state.winner is not None:
            self.banners.append(Banner(f"Domino! {self.match.seats[state.winner].name} is out",
                                       duration=2.2))
        else:
            self.banners.append(Banner("Blocked! Nobody can play", duration=2.2))
        self.app.play("round_end")
        self.over_timer = 2.2 * self._pace_factor()
        self.revealed = self.bottom if len(self.match.humans) <= 1 else None

    def _autosave(self) -> None:
        if not getattr(self.app, "autosave", False):
            return
        try:
            from game.store.save import save_match

            save_match(self.match)
        except Exception as error:  # a failed save is reported, never fatal
            self.say(f"Autosave failed: {error}")

    def _pace_factor(self) -> float:
        return float(getattr(self.app.settings, "pace_factor", 1.0))

    def _pace(self, seat: int) -> float:
        return self.match.seats[seat].pace * self._pace_factor()

    # ----------------------------------------------------------------- time
    def update(self, dt: float) -> None:
        """Animations, AI thinking, privacy hand-overs and the end of the round."""
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
            self.app.play("snap")
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
                self.app.play("clack")

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
            self.ai = AiTurn(self.match, seat, self.rng)
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
