"""The markers at the view's edge for the places beyond it (a part of the table).

At the turn of the person whose hand is face up at this screen, a place lit for them (where the
picked tile goes, else where any of their tiles fits: BarnyardView.lit_places) may lie beyond
the table's visible area (past the view's edge, or under a panel) where the tree is larger
than the table. A small chevron, lit like the
places, sits at the view's edge in its direction, pointing at it (one a direction, with the
count where it stands for several: layout/beyond.py), placed by the placement service like
every floating card, over no tile, panel or card (floating.place_markers). Clicking it glides
the view to show its place (the nearest); while a tile is dragged, resting on it a moment does
the same, so the tile can be dropped there. Nobody else's hand is given away: their places
are never marked.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Optional

import pygame

from game.layout.beyond import Marker, on_arrival
from game.layout.framing import bounds
from game.layout.geometry import Polygon
from game.render import text
from game.render.placement import Floor
from game.render.tile_art import GLOW_COLOURS
from game.render.ui_draw import CREAM
from game.scenes.play.barnyard_view import BarnyardView, pixel_box, pixels_rect
from game.scenes.play.floating import edge_markers, marker_name, place_markers
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.intents import Intend, LookAt

DWELL = 0.35  # seconds a dragged tile rests on a marker before the view goes to its place
CHIP = (18, 38, 26, 215)  # the marker's body: the overview map's dark felt
SOFT, CRISP = GLOW_COLOURS["legal"]  # the lit places' glow and ring


class EdgeMarkers:
    """The markers this frame: where each lies and the place it shows when clicked."""

    def __init__(self, barnyard: BarnyardView, geometry: TableGeometry,
                 dragged: Callable[[], Optional[tuple[int, int]]], intend: Intend,
                 clock: Callable[[], float]) -> None:
        """`dragged`: where a tile dragged from the hand is (None: none is); `clock`: the
        table's, for the pulse the lit places share."""
        self.barnyard = barnyard
        self.geometry = geometry
        self.dragged = dragged
        self.intend = intend
        self.clock = clock
        # each marker, where it lies, which way it points, the place it shows (the nearest)
        self.shown: list[tuple[Marker, pygame.Rect, float, Polygon]] = []
        # the marker a dragged tile rests on (its name: floating.marker_name), and how long
        self._resting: tuple[Optional[str], float] = (None, 0.0)

    @property
    def rect(self) -> pygame.Rect:
        """The table region: the markers lie along its edge."""
        return self.barnyard.area()

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement of the table."""
        self.geometry = geometry

    def place_markers(self, floor: Floor) -> None:
        """This frame's markers put on `floor` (this frame's placement of what floats): one for
        each direction in which a lit place lies beyond the view; none where all show, nor
        for a place the view is gliding to show (a marker would blink as it glides there)."""
        view = self.barnyard
        lit = view.lit_places()
        if not lit:
            self.shown = []
            return
        camera = view.camera
        screen = [[camera.to_screen(x, y) for x, y in place] for place in lit]
        arriving = [] if camera.settled else [on_arrival(camera, place) for place in lit]
        found = edge_markers(self.geometry, view.region, screen, pixel_box(view.clip()),
                             [pixel_box(rect) for rect in view.hiding()], arriving)
        boxes = [bounds([place]) for place in screen]
        self.shown = [(marker, pixels_rect(spot.rect), pointing, lit[marker.places[0]])
                      for marker, spot, pointing in place_markers(floor, self.geometry, found,
                                                                  boxes)]

    def at(self, pos: tuple[int, int]
           ) -> Optional[tuple[Marker, pygame.Rect, float, Polygon]]:
        """The marker under `pos`, if any."""
        return next((shown for shown in self.shown if shown[1].collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        """A left click (or a tap) on a marker: the view glides to show its place."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.at(event.pos)
            if hit is not None:
                self.intend(LookAt(hit[3]))
                return True
        return False

    def update(self, dt: float) -> None:
        """A tile dragged onto a marker and resting there DWELL seconds: the view goes to its
        place (once, until the tile leaves the marker)."""
        pos = self.dragged()
        hit = None if pos is None else self.at(pos)
        if hit is None:
            self._resting = (None, 0.0)
            return
        name, rested = self._resting
        if name != marker_name(hit[0]):
            rested = 0.0
        if rested < DWELL <= rested + dt:
            self.intend(LookAt(hit[3]))
        self._resting = (marker_name(hit[0]), rested + dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Each marker where the floor put it, its chevron pulsing as the lit places do."""
        pulse = 0.5 + 0.5 * math.sin(self.clock() * 6)
        lit = int(150 + 105 * pulse) // 15 * 15
        size = max(12, round(15 * self.geometry.scale))
        for marker, rect, pointing, _ in self.shown:
            surface.blit(marker_image(pointing, marker.count, rect.size, size, lit), rect)


@lru_cache(maxsize=256)
def marker_image(pointing: float, count: int, size: tuple[int, int], text_px: int,
                 lit: int) -> pygame.Surface:
    """A marker drawn: a dark rounded chip with a rim and a chevron `pointing` that way
    (radians on screen) in the lit places' colours (the chevron at `lit` alpha), and the
    `count` beside it where it stands for more than one place (`text_px` tall)."""
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    radius = h // 2
    pygame.draw.rect(image, CHIP, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, (*CRISP, lit), image.get_rect(), width=max(1, h // 16),
                     border_radius=radius)
    left = math.cos(pointing) < -1e-6  # the chevron at the end it points to; the count at
    centre = (h / 2 if left or count == 1 else w - h / 2, h / 2)  # the other
    angle = pointing
    reach = h * 0.22
    arm = [(-0.55, -1.0), (0.45, 0.0), (-0.55, 1.0)]
    points = [(centre[0] + reach * (x * math.cos(angle) - y * math.sin(angle)),
               centre[1] + reach * (x * math.sin(angle) + y * math.cos(angle))) for x, y in arm]
    chevron = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.lines(chevron, SOFT, False, points, max(3, h // 5))
    pygame.draw.lines(chevron, CRISP, False, points, max(2, h // 9))
    chevron.set_alpha(lit)
    image.blit(chevron, (0, 0))
    if count > 1:
        label = text.render(str(count), text_px, CREAM, bold=True)
        x = w - 0.45 * h if left else 0.45 * h
        image.blit(label, label.get_rect(center=(round(x), h // 2)))
    return image
