"""What the table shows when a move has been applied: the played tile gliding from its seat (or
snapping into the slot it was dragged to), a drawn tile gliding from the chicken yard to a hand or
a seat, the banners ("Chicken foot!", "Chickenlittle!"), the toasts and the sounds (the round's
result is game/scenes/play/round_end.py's).

It animates a `Change` (game/table.py): the rules and the layout have already decided it all.
"""
from __future__ import annotations

from typing import Callable, Optional

from game.match import Match
from game.render.effects import Banner, Pose
from game.layout.geometry import Placement
from game.render.widgets.base import SoundsLike
from game.rules.actions import Announce, Catch, Draw, Pass
from game.rules.tiles import Tile
from game.scenes.play.barnyard_view import BarnyardView
from game.scenes.play.callouts import Callouts
from game.scenes.play.hand_view import HandView
from game.scenes.play.tile_motion import HAND_ANGLE, TileMotion
from game.table import Change
from game.words.calls import announced, caught, chicken_foot
from game.words.moves import passes, sets

Start = Optional[tuple[float, ...]]  # where a tile sets off: (x, y) or (x, y, angle)


class MoveShow:
    """Turns each change into tiles on the move, banners, toasts and sounds."""

    def __init__(self, match: Match, motion: TileMotion, callouts: Callouts,
                 barnyard: BarnyardView, hand: HandView, sounds: SoundsLike,
                 pace_factor: Callable[[], float]) -> None:
        self.match = match
        self.motion = motion
        self.callouts = callouts
        self.barnyard = barnyard
        self.hand = hand
        self.sounds = sounds
        self.pace_factor = pace_factor  # the animation speed setting, read when needed

    def show(self, change: Change, start: Start, snap: bool, shown: Optional[int]) -> None:
        """Animate `change`; `start`: where its tile sets off, `snap`: it was dragged onto its
        slot, `shown`: the seat whose hand is face up."""
        action = change.action
        seats = self.match.seats
        name = seats[action.seat].name
        if isinstance(action, Draw) and change.drawn is not None:
            seat, tile = change.drawn
            self._draw(seat, tile, start, seat == shown)
        elif isinstance(action, Pass):
            self.callouts.say(passes(name))
        elif isinstance(action, Announce):
            self.callouts.shout(Banner(announced(name), (255, 200, 150)))
            self.sounds.play_sound("cluck")
        elif isinstance(action, Catch):
            self.callouts.say(caught(name, seats[action.target].name))
        if change.round_over:  # the result stays on the table (round_end), once it has landed
            self.sounds.play_sound("round_end")
        if change.placed is not None:
            self._lay(change, start, snap)

    def _pace(self, seat: int) -> float:
        return self.match.seats[seat].pace * self.pace_factor()

    def _lay(self, change: Change, start: Start, snap: bool) -> None:
        """The played tile goes to its place: snapped in if dragged there, else gliding."""
        placed, placement = change.placed, change.placement
        assert placed is not None and placement is not None
        tile, seat = placed.tile, change.action.seat
        if placed.on is None:  # the round's first double: "You set 9-9", "Hen sets 9-9"
            self.callouts.say(sets(self.match.seats[seat].name, tile))
        camera = self.barnyard.camera
        if snap and tile in self.motion.held:
            self.motion.snap(tile, camera.to_screen(*placement.centre), placement.angle)
        else:
            if start is None:
                sx, sy = self.hand.geometry.anchor(seat)
                start = (sx, sy, 0.0)
            pose: Pose = (start[0], start[1], start[2] if len(start) > 2 else HAND_ANGLE)
            duration = 0.35 * self.pace_factor() if self.match.seats[seat].is_human \
                else 0.5 * self._pace(seat)

            def goal() -> Pose:
                x, y = camera.to_screen(*placement.centre)
                return (x, y, placement.angle)

            self.motion.glide(tile, pose, goal, duration, True, "barnyard")
            self.barnyard.follow()
        self._shift(duration=0.45 * self.pace_factor())
        if change.foot_opened is not None:
            who = self.match.seats[placed.seat].name
            self.callouts.shout(Banner(chicken_foot(who), duration=1.3))
            self.sounds.play_sound("cluck")

    def _shift(self, duration: float) -> None:
        """Tiles the layout laid again to make room for the played one glide to their places."""
        camera = self.barnyard.camera
        layout = self.barnyard.table.layout
        for tile, was in layout.moved.items():
            place = layout.placements[tile]
            x, y = camera.to_screen(*was.centre)

            def goal(place: Placement = place) -> Pose:
                gx, gy = camera.to_screen(*place.centre)
                return (gx, gy, place.angle)

            self.motion.glide(tile, (x, y, was.angle), goal, duration, True, "shift")

    def _draw(self, seat: int, tile: Tile, start: Start, face: bool) -> None:
        """A drawn tile glides from the pile (or from where a dragged one was let go) to the
        bottom hand, face up if shown and marked new there, or to its seat's plate, face
        down."""
        g = self.hand.geometry
        sx, sy = g.yard_rect.center if start is None else start[:2]
        turn = 0.0 if start is None else float(HAND_ANGLE)  # a dragged tile is held upright
        bottom = seat == g.bottom
        if bottom:  # (the hand marks it "new" until the seat's next turn)
            end = self.hand.positions()[tile]
            goal: Pose = (end[0], end[1], HAND_ANGLE)
        else:
            ax, ay = g.anchor(seat)
            goal = (ax, ay, 0.0)
        duration = 0.35 * self.pace_factor() if self.match.seats[seat].is_human \
            else 0.4 * self._pace(seat)
        self.motion.glide(tile, (sx, sy, turn), goal, duration, bottom and face,
                          "hand" if bottom else "seat")
        self.sounds.play_sound("draw")
