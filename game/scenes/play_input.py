"""Mouse and keyboard at the table: drag or click tiles onto lit ends, the action keys, zoom
and pan. A mixin of PlayScene (see play.py); the rules decide, this only asks."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.actions import Announce, Catch, Draw, Pass, Play
from game.rules.errors import IllegalAction
from game.rules.tiles import Tile
from game.scenes.play_moves import HAND_ANGLE
from game.scenes.seat_driver import hint

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

DOUBLE_CLICK = 0.35  # seconds between two clicks of a double-click
DRAG_START = 6  # pixels before a press becomes a drag


class TableInput:
    """Event handling of the play scene."""

    def handle(self: "PlayScene", event: pygame.event.Event) -> bool:
        """Mouse and keys at the table."""
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and \
                self.press is None and self.yard_press is None and not self.panning:
            for button in self.buttons.values():
                if button.visible and button.handle(event):
                    return True
        if kind == pygame.KEYDOWN:
            return self._key(event.key)
        if kind == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.hurry = False
            return True
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

    def _key(self: "PlayScene", key: int) -> bool:
        if key == pygame.K_ESCAPE:
            from game.scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self))
            return True
        if key == pygame.K_SPACE:
            self.fast_forward()
            self.hurry = True  # held down: everything runs four times as fast
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

    def _press(self: "PlayScene", pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            self.panning = True
            return True
        if button != 1:
            return False
        if self.geometry.yard_rect.collidepoint(pos):
            self.yard_press = pos  # a click draws; so does dragging a tile off the pile
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

    def _motion(self: "PlayScene", pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        self.pointer = pos
        if self.panning:
            self.camera.pan(*rel)
            return True
        if self.yard_press is not None:
            start = self.yard_press
            far = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START
            if self.yard_drag is None and far:
                if not any(isinstance(a, Draw) for a in self._turn_legal()):
                    self.yard_press = None  # nothing comes off the pile
                    self._refused_draw()
                    return True
                self.yard_drag = pos
            elif self.yard_drag is not None:
                self.yard_drag = pos
            return True
        if self.press is not None:
            tile, start = self.press
            if self.drag_pos is None and (abs(pos[0] - start[0]) + abs(pos[1] - start[1])
                                          >= DRAG_START):
                self.selected = tile
                self._retarget()
                if not self.can_act:
                    self.press = None
                    self._not_now()
                    return True
                self.drag_pos = pos
                self._grab(tile, start)
            if self.drag_pos is not None:
                self.drag_pos = pos
                self.physics.drag_to(pos)
            return True
        return False

    def _release(self: "PlayScene", pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            self.panning = False
            return True
        if button == 1 and self.yard_press is not None:
            dragged = self.yard_drag is not None
            self.yard_press = self.yard_drag = None
            if dragged and self.geometry.yard_rect.collidepoint(pos):
                return True  # put back on the pile: nothing drawn
            self.draw_from_yard(pos if dragged else None)
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

    def draw_from_yard(self: "PlayScene", at: "tuple[int, int] | None" = None) -> bool:
        """Draw from the chicken yard if the rules allow it now; the tile glides into the hand
        from `at` (where a dragged tile was let go) or from the pile. Else say why not."""
        for action in self._turn_legal():
            if isinstance(action, Draw):
                return self.apply(action, start=at)
        self._refused_draw()
        return False

    def _refused_draw(self: "PlayScene") -> None:
        """The pile touched when drawing is not allowed: the rules' reason (if anyone here
        plays; watching, the pile just ignores the mouse)."""
        if self.match.humans:
            self.press_button("draw")

    def click_tile(self: "PlayScene", tile: Tile) -> None:
        """Select a hand tile (its targets light up); a double-click plays a lone target."""
        last, when = self.last_click
        self.last_click = (tile, self.clock)
        if not self.can_act:
            self._not_now()
            return
        self.selected = tile
        self._retarget()
        if not self.targets:
            self._illegal_tile(tile)
            return
        if last is tile and self.clock - when <= DOUBLE_CLICK and len(self.targets) == 1:
            self.play(self.targets[0].action, start=self.hand_positions().get(tile))

    def _not_now(self: "PlayScene") -> None:
        """A tile touched out of turn: say whose turn it is."""
        state = self.state
        if state is None or state.is_over or self._busy():
            return
        self.say(f"Wait: it is {self.match.seats[state.to_act].name}'s turn")

    def _grab(self: "PlayScene", tile: Tile, at: tuple[int, int]) -> None:
        """The tile becomes a body on a drag joint under the pointer."""
        home = self.hand_positions().get(tile, at)
        length = self.hand_length()
        self.physics.add_tile(tile, home, HAND_ANGLE, (length, length / 2), collide=False)
        self.physics.grab(tile, at)
        self.held[tile] = "drag"

    def drop(self: "PlayScene", tile: Tile, pos: tuple[int, int]) -> bool:
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

    def _illegal_tile(self: "PlayScene", tile: Tile) -> None:
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

    def press_button(self: "PlayScene", name: str) -> None:
        """Draw, pass, announce or catch for the shown human, if the rules allow it now."""
        if name in ("announce", "catch"):
            call = self.human_call(Announce if name == "announce" else Catch)
            if call is not None:
                self.apply(call)
                return
        kinds = {"draw": Draw, "pass": Pass}
        for action in self._turn_legal() if name in kinds else ():
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

    def show_hint(self: "PlayScene") -> None:
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
