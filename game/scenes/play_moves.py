"""What the table shows when a move is applied: tiles gliding to the barnyard or a hand,
banners, toasts, sounds and the autosave. A mixin of PlayScene (see play.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.render.effects import Banner, Glide
from game.render.geometry import Placement
from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.barnyard import DOUBLE
from game.rules.errors import IllegalAction
from game.rules.tiles import Tile

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

HAND_ANGLE = 270  # hand tiles stand upright, high half on top


@dataclass
class Target:
    """A place a held tile may go: the play and where the tile would lie."""

    action: Play
    placement: Placement
    #: Other world points where a drop counts for this play: the free spokes or toes of the
    #: same double (the rules treat them alike; the layout fills them in order).
    also: tuple[tuple[float, float], ...] = ()


@dataclass
class Flight:
    """A tile gliding somewhere; `face` False shows its back."""

    tile: Tile
    glide: Glide
    face: bool
    to: str  # "barnyard", "hand" or "seat"



class TableMoves:
    """Applying actions through the rules and animating what they did."""

    def play(self: "PlayScene", action: Play, start: Any = None, snap: bool = False) -> bool:
        """Apply a play and glide its tile from `start` (x, y[, angle]) to its place; `snap`:
        the dragged body is pulled into its slot by a pymunk joint and spring instead."""
        state = self.state
        assert state is not None
        placed = state.barnyard.placing(action.tile, action.on, action.seat)
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

    def _after_play(self: "PlayScene", placed: Any) -> None:
        if placed.role == DOUBLE:
            who = self.match.seats[placed.seat].name
            self.banners.append(Banner(f"{who}: Chicken foot!", duration=1.3))
            self.app.play_sound("cluck")

    def apply(self: "PlayScene", action: Action, start: Any = None) -> bool:
        """Hand an action to the rules; a refusal becomes a toast. True if applied. A drawn
        tile glides from `start` (x, y: where a tile dragged off the pile was let go) or from
        the chicken yard."""
        try:
            self.match.apply(action)
        except IllegalAction as refusal:
            self.say(str(refusal))
            return False
        self._autosave()
        self.selected, self.targets, self.hinted = None, [], None
        name = self.match.seats[action.seat].name
        if isinstance(action, Draw):
            self._fly_draw(action.seat, start)
        elif isinstance(action, Pass):
            self.say("You pass" if name == "You" else f"{name} passes")
        elif isinstance(action, Announce):
            self.banners.append(Banner(f"{name}: Chickenlittle!", (255, 200, 150)))
            self.app.play_sound("cluck")
        elif isinstance(action, Catch):
            target = self.match.seats[action.target].name
            self.say(f"{name} caught {target} not announcing!")
        if self.state is not None and self.state.is_over:
            self._round_over()
        elif self.human_to_act is None and len(self.match.humans) > 1:
            self.revealed = None  # an AI's turn between humans: hide every hand
        return True

    def _fly_draw(self: "PlayScene", seat: int, start: Any = None) -> None:
        state = self.state
        assert state is not None
        tile = state.hands[seat][-1]
        g = self.geometry
        sx, sy = g.yard_rect.center if start is None else start[:2]
        turn = 0.0 if start is None else float(HAND_ANGLE)  # a dragged tile is held upright
        shown = seat == self.bottom and self.revealed == seat
        if seat == self.bottom:
            end = self.hand_positions()[tile]
            goal = (end[0], end[1], HAND_ANGLE)
        else:
            ax, ay = g.anchor(seat)
            goal = (ax, ay, 0.0)
        duration = 0.35 * self._pace_factor() if self.match.seats[seat].is_human \
            else 0.4 * self._pace(seat)
        self.flights.append(Flight(tile, Glide((sx, sy, turn), goal, max(0.05, duration)), shown,
                                   "hand" if seat == self.bottom else "seat"))
        self.app.play_sound("draw")

    def _round_over(self: "PlayScene") -> None:
        state = self.state
        assert state is not None
        if state.end == "domino" and state.winner is not None:
            self.banners.append(Banner(f"Domino! {self.match.seats[state.winner].name} is out",
                                       duration=2.2))
        else:
            self.banners.append(Banner("Blocked! Nobody can play", duration=2.2))
        self.app.play_sound("round_end")
        self.over_timer = 2.2 * self._pace_factor()
        self.revealed = self.bottom if len(self.match.humans) <= 1 else None

    def _autosave(self: "PlayScene") -> None:
        problem = self.app.save_game(self.match)  # the watch file when watching
        if problem:
            self.say(problem)

    def _pace_factor(self: "PlayScene") -> float:
        return float(getattr(self.app.settings, "pace_factor", 1.0))

    def _pace(self: "PlayScene", seat: int) -> float:
        return self.match.seats[seat].pace * self._pace_factor()
