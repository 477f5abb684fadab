"""Keyboard-only play: a focus ring in the hand and a chosen lit target in the barnyard.

The ring rests on a tile from the first frame of each turn: the hinted tile, else the tile just
drawn, else the first that fits. Left/Right pick a tile in the hand (its targets light up),
Up/Down step through its lit targets (each free spoke or toe slot of a double is one), Tab
steps through the lit targets of the tiles that fit, on to the next tile that fits (Shift+Tab
back; never to a tile that fits nowhere), Enter (or Space) plays the tile on the chosen target;
Enter or Space with the ring resting lights the ringed tile's targets, or makes the hinted
move. The ring follows a tile picked with the mouse or by a hint.
The other keys (D, P, A, C, Z, H, Esc, zoom and pan) belong to the scene.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from game.rules.actions import Draw, Pass, Play
from game.rules.tiles import Tile
from game.scenes.play.humans import Humans
from game.scenes.play.intents import Act, Ask, Choose, Intend, Pick, Touch
from game.scenes.play.selection import Selection, Target
from game.scenes.play.geometry import TableGeometry

#: The ring: a bright band between two dark lines, clear on ivory, ebony and mint faces and on
#: the felt (outer dark, band, inner dark: pixels wide, from the outside in).
RING = (255, 214, 64)
RING_EDGE = (24, 16, 8)
RING_WIDTHS = (2, 3, 1)

class HandKeys:
    """The keyboard's focus: a hand tile, and which of its lit targets is chosen."""

    def __init__(self, humans: Humans, selection: Selection,
                 hand: Callable[[], list[Tile]], intend: Intend,
                 spot: Callable[[Tile], Optional[tuple[float, float]]],
                 length: Callable[[], int]) -> None:
        """`selection`: read here; what a key means (a tile picked, a play, a key on the hand
        that moved no tile: the player has moved on, as with a touch of a tile) is said to
        `intend`; `spot` and `length`: where a hand tile stands and how long it is drawn (the
        ring goes round it)."""
        self.spot = spot
        self.length = length
        self.humans = humans
        self.selection = selection
        self.intend = intend
        self.hand = hand  # the standing tiles of the bottom hand, left to right
        self.focus: Optional[Tile] = None
        self.index = 0  # the chosen target among the focused tile's lit ones
        self.picked = False  # the player chose the focus this turn (else it rests there)
        self.stale = True  # the table changed since the ring was last placed
        self._changed = False  # ... since the key being handled was pressed

    @property
    def rect(self) -> pygame.Rect:
        """Round the focused tile while its ring shows (else empty)."""
        ring = self._ring_rect()
        return ring if ring is not None else pygame.Rect(0, 0, 0, 0)

    def moved(self, change: object) -> None:
        """The table changed: the ring rests again on the turn's tile at the next frame of a
        person's turn."""
        self.stale = self._changed = True

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement: the ring follows its tile, nothing to lay out."""

    def handle(self, event: pygame.event.Event) -> bool:
        """A key in the hand (arrows, Tab, Enter; Space while the ring shows): `press`."""
        if event.type != pygame.KEYDOWN:
            return False
        self._changed = False
        if not self.press(event.key, event.mod):
            return False
        if not self._changed:
            self.intend(Touch())
        return True

    def press(self, key: int, mod: int) -> bool:
        """A key in the hand: pick a tile, choose its target, or play it; False if the key
        is not one of these (Space does what Enter does while the ring shows on the player's
        turn; else it is the table's, to hurry it)."""
        self.refresh()  # a key in the frame the turn came: the ring is this turn's
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_tile(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.step_target(1 if key == pygame.K_DOWN else -1)
            self._show_chosen()
        elif key == pygame.K_TAB:
            self.tab(bool(mod & pygame.KMOD_SHIFT))
            self._show_chosen()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (
                key == pygame.K_SPACE and self._space_plays()):
            self.enter()
        else:
            return False
        return True

    def play(self, action: Play, slot: Optional[int]) -> bool:
        """Play `action` (into the free `slot` of its double); True if the rules took it."""
        return self.intend(Act(action, slot=slot))

    def enter(self) -> None:
        """Enter: play on the chosen target; else make the hinted move; else light the ringed
        tile's places (the next Enter plays), or say why it fits nowhere."""
        target = self.chosen()
        if not self.humans.can_act:
            self.humans.not_now()
        elif target is not None:
            self.play(target.action, target.slot)
        elif self.selection.hinted is not None and self.hinted_move():
            return
        elif self.focus is not None and self.focus in self._playable():
            self._pick(self.focus)
        elif self.focus is not None:
            self.humans.cannot_play(self.focus)
        else:
            self.step_tile(1)

    def hinted_move(self) -> bool:
        """Make the hinted move (H, or the lesson's arrow) if it is still legal: a play on its
        place, a draw or a pass. True if it was made."""
        hinted = self.selection.hinted
        if isinstance(hinted, Play):
            self._pick(hinted.tile)
            target = next((t for t in self.selection.targets if t.action == hinted), None)
            return target is not None and self.play(target.action, target.slot)
        if isinstance(hinted, (Draw, Pass)) and hinted in self.humans.turn_legal():
            self.intend(Ask("draw" if isinstance(hinted, Draw) else "pass"))
            return True
        return False

    def step_tile(self, delta: int) -> None:
        """Focus the next (or previous) tile in the hand and light its targets."""
        tiles = self.hand()
        if not tiles:
            self.focus = None
            return
        if self.focus in tiles:
            at = (tiles.index(self.focus) + delta) % len(tiles)
        else:  # the first key: the first tile that fits (from that side), else the end tile
            playable = self._playable()
            order = tiles if delta > 0 else tiles[::-1]
            first = next((t for t in order if t in playable), order[0])
            at = tiles.index(first)
        self._pick(tiles[at])

    def step_target(self, delta: int) -> None:
        """Choose the next (or previous) lit target of the focused tile (the first key on a
        resting ring lights its tile's targets)."""
        if self.focus is None or self.focus not in self.hand():
            self.step_tile(1)
            return
        if self.selection.tile is not self.focus:
            self._pick(self.focus)
            return
        targets = self.selection.targets
        if targets:
            self.index = (self.index + delta) % len(targets)

    def tab(self, back: bool) -> None:
        """Through the focused tile's targets, then on to the next tile that fits (the first
        Tab on a resting ring lights its tile's targets)."""
        if self.focus is not None and self.selection.tile is not self.focus \
                and self.focus in self._playable() and self.focus in self.hand():
            self._pick(self.focus)
            if back and self.selection.targets:
                self.index = len(self.selection.targets) - 1
            return
        count = len(self.selection.targets) if self.selection.tile is self.focus else 0
        nxt = self.index + (-1 if back else 1)
        if self.focus is not None and count and 0 <= nxt < count:
            self.index = nxt
            return
        self.step_fitting(-1 if back else 1)
        if back and self.selection.targets:
            self.index = len(self.selection.targets) - 1

    def step_fitting(self, delta: int) -> None:
        """Focus the next (or previous) tile in the hand that fits and light its targets,
        passing over the tiles that fit nowhere (none fits: the ring stays)."""
        tiles = self.hand()
        playable = self._playable()
        if not any(t in playable for t in tiles):
            return
        at = tiles.index(self.focus) if self.focus in tiles else (-1 if delta > 0 else 0)
        for step in range(1, len(tiles) + 1):
            tile = tiles[(at + step * delta) % len(tiles)]
            if tile in playable:
                self._pick(tile)
                return

    def _show_chosen(self) -> None:
        """The place a key chose is in view (the view shows the picked tile's places as far
        as they fit: a key may choose one it left out)."""
        chosen = self.chosen()
        if chosen is not None:
            self.intend(Choose(chosen))

    def chosen(self) -> Optional[Target]:
        """The lit target Enter would play on, if any."""
        selection = self.selection
        if self.focus is None or selection.tile is not self.focus or not selection.targets:
            return None
        return selection.targets[min(self.index, len(selection.targets) - 1)]

    def _space_plays(self) -> bool:
        """Space is Enter while a target is chosen, or the ring shows on the player's turn."""
        return self.chosen() is not None or (self.humans.can_act
                                             and self._ring_rect() is not None)

    def refresh(self) -> None:
        """Each frame of a person's turn: the ring rests on a tile from the turn's first frame
        (placed again whenever someone else has acted, a round or an undo has changed the
        table, or this hand has drawn: then on the drawn tile); it follows a tile picked with
        the mouse or a hint, and a tile the player chose keeps its targets lit."""
        humans = self.humans
        if self.focus is not None and self.focus not in self._tiles():
            self.focus = None
        if humans.to_act is None or humans.to_act != humans.bottom or not humans.hand_shown:
            return
        if self.stale:
            self.rest()
            return
        self.follow()
        if (self.picked and self.focus is not None and self.selection.tile is None
                and humans.can_act and self.focus in self.hand()):
            self._pick(self.focus)

    def rest(self) -> None:
        """Put the ring on the turn's tile (not picked: no places lit): the hinted tile, else
        the tile this hand just drew, else the first that fits, else the first tile."""
        state = self.humans.table.state
        self.stale = False
        last = state.history[-1] if state.history else None
        hinted = self.selection.hinted
        tiles = self._tiles()
        playable = self._playable()
        if isinstance(hinted, Play) and hinted.tile in tiles:
            tile: Optional[Tile] = hinted.tile
        elif isinstance(last, Draw) and last.seat == self.humans.bottom and state.drawn in tiles:
            tile = state.drawn
        else:
            tile = next((t for t in tiles if t in playable), tiles[0] if tiles else None)
        self.focus, self.index, self.picked = tile, 0, False

    def follow(self) -> None:
        """The ring goes to a tile picked another way (a click, a hint), not while it is held."""
        tile = self.selection.tile
        if tile is None or tile is self.focus or tile in self.humans.motion.held:
            return
        if tile in self._tiles():
            self.focus, self.index, self.picked = tile, 0, True

    def _tiles(self) -> list[Tile]:
        """The bottom hand left to right, tiles still gliding in last."""
        standing = self.hand()
        held = self.humans.table.state.hands[self.humans.bottom]
        return standing + [t for t in held if t not in standing]

    def _playable(self) -> frozenset[Tile]:
        """The bottom hand's tiles that fit now, as the rules say (while tiles still fly too)."""
        seat = self.humans.bottom
        return frozenset(a.tile for a in self.humans.legal()
                         if isinstance(a, Play) and a.seat == seat)

    def _pick(self, tile: Tile) -> None:
        self.focus = tile
        self.index = 0
        self.picked = True
        self.stale = False
        if self.humans.can_act:
            self.intend(Pick(tile))

    def _ring_rect(self) -> Optional[pygame.Rect]:
        """The focused hand tile's rectangle as drawn (raised while selected), while the hand
        is shown; None once the table has moved on since the ring was placed (until it rests
        again at the hand's turn)."""
        focus = self.focus
        if focus is None or not self.humans.hand_shown or self.stale:
            return None
        centre = self.spot(focus)
        if centre is None:
            return None
        x, y = centre
        length = self.length()
        if focus is self.selection.tile:
            y -= length * 0.12
        tile = pygame.Rect(0, 0, length // 2, length)
        tile.center = (round(x), round(y))
        return tile

    def draw(self, surface: pygame.Surface) -> None:
        """The focus ring around the focused hand tile (standing upright): a bright band 3 px
        wide between dark lines, 6 px round the tile."""
        tile = self._ring_rect()
        if tile is None:
            return
        out = sum(RING_WIDTHS)
        for colour, width in zip((RING_EDGE, RING, RING_EDGE), RING_WIDTHS):
            pygame.draw.rect(surface, colour, tile.inflate(2 * out, 2 * out), width,
                             border_radius=4 + out)
            out -= width
