"""Tiles on the move at the table: glides between the seats, the yard and the barnyard, and the
tiles physics holds (the one under the pointer, one snapping into its slot, one sliding home).

The rules have already decided every move by the time a tile starts moving here; this part only
carries tiles and says when one has arrived.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.physics.tiles import TilePhysics
from game.render.effects import Glide, Pose
from game.rules.tiles import Tile

HAND_ANGLE = 270  # hand tiles stand upright, high half on top


def quantized_angle(angle: float, step: int = 15) -> float:
    """Angles in flight snap to `step` degrees so turned images are reused."""
    return (round(angle / step) * step) % 360


@dataclass
class Flight:
    """A tile gliding somewhere; `face` False shows its back."""

    tile: Tile
    glide: Glide
    face: bool
    to: str  # "barnyard", "shift" (a barnyard tile laid again), "hand" or "seat"


@dataclass
class Arrivals:
    """What came to rest in one step: tiles snapped into the barnyard, flights that landed."""

    snapped: list[Tile] = field(default_factory=list)
    landed: list[Flight] = field(default_factory=list)


@dataclass(frozen=True)
class Lengths:
    """Tile lengths in pixels: in the barnyard now, in the hand, and under a seat's plate."""

    barnyard: int
    hand: int
    seat: int


class TileMotion:
    """Flights and physics-held tiles, stepped each frame and drawn over the table."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.physics = TilePhysics()
        self.held: dict[Tile, str] = {}  # tiles moved by physics: "drag", "snap" or "home"
        self._dt = 0.0

    # ----------------------------------------------------------------- questions
    @property
    def busy(self) -> bool:
        """True while a played tile is still on its way into the barnyard."""
        return any(f.to == "barnyard" for f in self.flights) or "snap" in self.held.values()

    def landing_in(self) -> float:
        """Seconds until the played tile on its way into the barnyard lands (0: none is)."""
        return max((f.glide.duration - f.glide.elapsed for f in self.flights
                    if f.to == "barnyard"), default=0.0)

    def flying_in(self) -> set[Tile]:
        """Tiles gliding into the barnyard or within it (the barnyard leaves them out until
        they land)."""
        return {f.tile for f in self.flights if f.to in ("barnyard", "shift")}

    def arriving(self) -> frozenset[Tile]:
        """Tiles not yet at rest in the barnyard: gliding in or snapping."""
        return frozenset(self.flying_in()) | frozenset(
            t for t, kind in self.held.items() if kind == "snap")

    def coming_to_hand(self) -> set[Tile]:
        """Tiles gliding into the bottom hand (not drawn in their slot yet)."""
        return {f.tile for f in self.flights if f.to == "hand"}

    # ----------------------------------------------------------------- moves
    def glide(self, tile: Tile, start: Pose, goal: Any, duration: float, face: bool,
              to: str) -> Flight:
        """Send `tile` from `start` to `goal` (a pose, or a callable giving one) in `duration` s."""
        flight = Flight(tile, Glide(start, goal, max(0.05, duration)), face, to)
        self.flights.append(flight)
        return flight

    def grab(self, tile: Tile, home: tuple[float, float], at: tuple[int, int],
             length: int) -> None:
        """A hand tile becomes a body on a drag joint under the pointer."""
        self.physics.add_tile(tile, home, HAND_ANGLE, (length, length / 2), collide=False)
        self.physics.grab(tile, at)
        self.held[tile] = "drag"

    def drag_to(self, pos: tuple[int, int]) -> None:
        """The pointer moved: the held tile follows."""
        self.physics.drag_to(pos)

    def snap(self, tile: Tile, pos: tuple[float, float], angle: float) -> None:
        """Pull the dragged `tile` into its slot by a joint and a spring."""
        self.physics.snap(tile, pos, angle)
        self.held[tile] = "snap"

    def send_home(self, tile: Tile, home: "tuple[float, float] | None") -> None:
        """A dragged tile not played slides back to its place in the hand."""
        if tile in self.held and home is not None:
            self.physics.fly(tile, home, HAND_ANGLE, 0.25)
            self.held[tile] = "home"
        else:
            self.held.pop(tile, None)

    # ----------------------------------------------------------------- time
    def update(self, dt: float) -> Arrivals:
        """Advance every glide and the physics by `dt` seconds; what arrived."""
        self._dt = dt
        for flight in self.flights:
            flight.glide.update(dt)
        return self._land()

    def finish(self) -> Arrivals:
        """Fast-forward: every glide ends and every tile not under the pointer settles."""
        for flight in list(self.flights):
            flight.glide.finish()
        arrivals = self._land()
        for tile, kind in list(self.held.items()):
            if kind != "drag" and self._settle(tile):
                arrivals.snapped.append(tile)
        return arrivals

    def _settle(self, tile: Tile) -> bool:
        """A physics tile came to rest and is drawn from its place again; True if it snapped."""
        kind = self.held.pop(tile, None)
        if tile in self.physics:
            self.physics.remove(tile)
        return kind == "snap"

    def _land(self) -> Arrivals:
        arrivals = Arrivals()
        self.physics.step(self._dt)
        for tile, kind in list(self.held.items()):
            if kind != "drag" and tile in self.physics and self.physics.is_settled(tile):
                if self._settle(tile):
                    arrivals.snapped.append(tile)
        arrivals.landed = [f for f in self.flights if f.glide.done]
        if arrivals.landed:
            self.flights = [f for f in self.flights if not f.glide.done]
        return arrivals

    # ----------------------------------------------------------------- drawing
    def draw_flights(self, surface: pygame.Surface, art: Any, lengths: Lengths,
                     shifts: bool = False) -> bool:
        """Tiles gliding between seats, the yard and the barnyard; with `shifts`, only the
        barnyard's tiles gliding to where they were laid again (else all the others). True if
        any was drawn."""
        barn, hand, small = lengths.barnyard, lengths.hand, lengths.seat
        drawn = False
        for flight in self.flights:
            if (flight.to == "shift") != shifts:
                continue
            drawn = True
            x, y, angle, lift = flight.glide.pose()
            t = flight.glide.elapsed / max(1e-6, flight.glide.duration)
            if flight.to == "barnyard":
                length = round(hand + (barn - hand) * min(1.0, t * 1.4))
            elif flight.to == "hand":
                length = hand
            elif flight.to == "shift":
                length = barn
            else:
                length = round(barn + (small - barn) * t)
            if not flight.glide.done:
                angle = quantized_angle(angle)
            length = max(8, length // 4 * 4)
            art.blit(surface, flight.tile if flight.face else None, (x, y), length, angle,
                     None, lift)
        return drawn

    def draw_held(self, surface: pygame.Surface, art: Any, lengths: Lengths,
                  over: pygame.Rect) -> None:
        """Tiles moved by physics: the one under the pointer (lifted, barnyard-sized over the
        barnyard rectangle `over`), one snapping, one sliding home."""
        hand, barn = lengths.hand, lengths.barnyard
        for tile, kind in self.held.items():
            if tile not in self.physics:
                continue
            x, y, angle = self.physics.pose(tile)
            inside = over.collidepoint(x, y) and kind != "home"
            length = barn if inside and kind == "snap" else hand
            if kind == "drag" and inside:
                length = max(barn, round(hand * 0.8))
            lift = 1.0 if kind == "drag" else 0.3
            highlight = "selected" if kind == "drag" else None
            art.blit(surface, tile, (x, y), length // 2 * 2, quantized_angle(angle), highlight,
                     lift)
