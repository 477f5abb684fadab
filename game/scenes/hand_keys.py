"""Keyboard-only play: a focus ring in the hand and a chosen lit target in the barnyard.

Left/Right pick a tile in the hand (its targets light up), Up/Down step through its lit targets
(each free spoke or toe slot of a double is one), Tab steps through every tile's targets and on
to the next tile (Shift+Tab back), Enter (or Space) plays the tile on the chosen target. The other keys (D, P, A, C, Z, Esc) belong to the scene.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.render.ui_draw import BRASS
from game.rules.actions import Play
from game.rules.tiles import Tile
from game.scenes.humans import Humans
from game.scenes.selection import Selection, Target

RING = (255, 236, 150)

#: Make a play (a spoke or toe into the given free slot of its double); True if it was taken.
PlayIn = Callable[[Play, Optional[int]], bool]


class HandKeys:
    """The keyboard's focus: a hand tile, and which of its lit targets is chosen."""

    def __init__(self, humans: Humans, selection: Selection,
                 hand: Callable[[], list[Tile]]) -> None:
        self.humans = humans
        self.selection = selection
        self.hand = hand  # the standing tiles of the bottom hand, left to right
        self.focus: Optional[Tile] = None
        self.index = 0  # the chosen target among the focused tile's lit ones
        self.placed_at = 0  # how long the table's history was when the focus was last placed

    def press(self, key: int, mod: int, play: PlayIn) -> bool:
        """A key in the hand: pick a tile, choose its target, or `play` it; False if the key
        is not one of these (Space only plays while a target is chosen)."""
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_tile(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.step_target(1 if key == pygame.K_DOWN else -1)
        elif key == pygame.K_TAB:
            self.tab(bool(mod & pygame.KMOD_SHIFT))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (
                key == pygame.K_SPACE and self.chosen() is not None):
            target = self.chosen()
            if not self.humans.can_act:
                self.humans.not_now()
            elif target is not None:
                play(target.action, target.slot)
            elif self.focus is not None:
                self.humans.cannot_play(self.focus)
            else:
                self.first_enter(play)
        else:
            return False
        return True

    def first_enter(self, play: PlayIn) -> None:
        """Enter on your move before any tile is picked: the hinted play (H, or the lesson's
        arrow) is made; without a hint, the first tile that fits is picked and its places lit,
        for the next Enter."""
        hinted = self.selection.hinted
        if isinstance(hinted, Play):
            self._pick(hinted.tile)
            target = next((t for t in self.selection.targets if t.action == hinted), None)
            if target is not None:
                play(target.action, target.slot)
                return
        self.step_tile(1)

    def step_tile(self, delta: int) -> None:
        """Focus the next (or previous) tile in the hand and light its targets."""
        tiles = self.hand()
        if not tiles:
            self.focus = None
            return
        if self.focus in tiles:
            at = (tiles.index(self.focus) + delta) % len(tiles)
        else:  # the first key: the first tile that fits (from that side), else the end tile
            playable = self.humans.playable() or frozenset()
            order = tiles if delta > 0 else tiles[::-1]
            first = next((t for t in order if t in playable), order[0])
            at = tiles.index(first)
        self._pick(tiles[at])

    def step_target(self, delta: int) -> None:
        """Choose the next (or previous) lit target of the focused tile."""
        if self.focus is None or self.selection.tile is not self.focus:
            self.step_tile(1)
            return
        targets = self.selection.targets
        if targets:
            self.index = (self.index + delta) % len(targets)

    def tab(self, back: bool) -> None:
        """Through the focused tile's targets, then on to the next tile."""
        count = len(self.selection.targets) if self.selection.tile is self.focus else 0
        nxt = self.index + (-1 if back else 1)
        if self.focus is not None and count and 0 <= nxt < count:
            self.index = nxt
            return
        self.step_tile(-1 if back else 1)
        if back and self.selection.targets:
            self.index = len(self.selection.targets) - 1

    def chosen(self) -> Optional[Target]:
        """The lit target Enter would play on, if any."""
        selection = self.selection
        if self.focus is None or selection.tile is not self.focus or not selection.targets:
            return None
        return selection.targets[min(self.index, len(selection.targets) - 1)]

    def refresh(self) -> None:
        """Keep the focus on a tile still in the hand, its targets lit when it is your move.
        A focus left on a tile that fits nowhere, once the table has moved on, goes to the
        first tile that fits: Enter, Enter plays on every move, not only the first."""
        if self.focus is not None and self.focus not in self.hand():
            self.focus = None
        if self.focus is None or self.selection.tile is not None or not self.humans.can_act:
            return
        playable = self.humans.playable() or frozenset()
        if playable and self.focus not in playable and self.placed_at != self._moves():
            self.focus = None
            self.step_tile(1)
        else:
            self._pick(self.focus)

    def _moves(self) -> int:
        return len(self.humans.table.state.history)

    def _pick(self, tile: Tile) -> None:
        self.focus = tile
        self.index = 0
        self.placed_at = self._moves()
        if self.humans.can_act:
            self.selection.tile = tile
            self.humans.retarget()

    def draw(self, surface: pygame.Surface, centre: Optional[tuple[float, float]],
             length: int, raised: bool) -> None:
        """The focus ring around the focused hand tile (at `centre`, standing upright)."""
        if self.focus is None or centre is None:
            return
        x, y = centre
        if raised:
            y -= length * 0.12
        rect = pygame.Rect(0, 0, length // 2 + 12, length + 12)
        rect.center = (round(x), round(y))
        pygame.draw.rect(surface, BRASS, rect.inflate(4, 4), 2, border_radius=8)
        pygame.draw.rect(surface, RING, rect, 3, border_radius=7)
