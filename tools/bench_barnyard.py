"""How readable the barnyard is on the table, over random complete rounds; one JSON line last.

    python tools/bench_barnyard.py [--rounds N] [--seed S] [--table NAME] [--window NAME]

For each table (double-9 four seats classic, double-12 eight seats party, double-6 two seats
family: presets in levels/) and window (WINDOWS: 1280x720 and 1024x600, and "screen1280x720" and
"screen1024x600", the windows the game opens on such screens: command_line.opening_size, 1280x648
and 1024x600), plays N random complete rounds with the rules engine (a random legal action, a play
whenever there is one), lays every played tile out with the real barnyard layout (grown into the
table's shape) and aims the real camera at it as the table does (`barnyard_view.aim`: the whole
tree and the next places at its open ends inside the table region where they fit, else the
whole tree, else the open ends, the pending foot and the newest tiles), then runs the camera's
glide frame by frame (1/30 s frames, 0.5 s a move; a played tile counts once it has flown in,
after 0.35 s, a person's flight, which the camera's glide arrives with: Camera.arrive_within; a
camera at rest before then counts the tile's landing frame once more; the bottom seat, PERSON,
is a person's, the others computers'); at each round's end, the glide to the finished tree
(aimed as in play, the next places left out) and, once the camera is there, round_end.SETTLE
seconds of the result shown (the least a player sees it) or, where the finished tree is shown in
parts, until the tour has rested on its last (what a player who waits sees), its card put as the
table puts it (floating.place_result: at the hand strip's foot, the hand slid down out of the
strip first), in the frame counts below. No window: sizes on screen follow from the camera's
scale and the table's rectangles from TableGeometry (the table region:
game/layout/table_region.py). A moment is the frame just before the next play.

Per table and window (tile sizes are a tile's long side as drawn: the painter's ladder size
nearest the camera's):
  median_tile_px     the tile over moments (median)
  min_tile_px        the smallest tile in any frame
  p5_tile_px         its 5th percentile over moments
  span_share         the tree's on-screen bounding box over the table region's clear rectangle in
                     its limiting dimension (the larger of width over width, height over
                     height), median over moments where the whole tree is inside the region and
                     the camera is below its zoom cap (tiles could not be larger)
  centre_offset      the box's centre from the clear rectangle's centre, as a share of the
                     rectangle (the larger of the two dimensions), median over moments where the
                     whole tree is inside the region
  whole_tree_share   share of moments with every tile on screen inside the table region
  fill_share         the tree's on-screen bounding box over the table region's area, at the
                     end of each round (mean)
  touching_pairs     pairs of tiles closer than 2 px at the smallest scale (0.1 world units at
                     1024x600, 2/24 at 1280x720) other than a tile and the one it hangs from
  laid_apart         tiles farther than 0.05 world units from the tile they hang from (both
                     measured in each finished barnyard)
  over_panel_frames  frames where the barnyard is drawn over a panel. The view draws the placed
                     tiles under the panels, then the newest tile with its glow, both clipped
                     to the table region's area (BarnyardView.area), then the panels it lists
                     (BarnyardView.panels: panel_rects) again over that glow; counted: the
                     newest tile's glow, so clipped, reaching into a seat panel with its fan of
                     tiles and turn marker, the chicken yard or the action buttons that is not
                     drawn again (`uncovered`)
  cut_at_edge_frames frames where a tile on screen lies partly outside the table region, so the
                     view cuts it at the region's edge (it frames play, not the whole tree)
  covered_tile_frames, card_over_tile_frames
                     frames where something floating over the table covers a tile: an
                     ordinary moment's cards (a banner, a toast, the pending double's caption
                     while a double waits, the overview map while the view frames play, the
                     markers for the places beyond the view at the person's turn, and
                     at the round's end its result; sized as drawn and smaller where it must
                     be, as the table sizes them) placed
                     among the tiles and panels by the table's placement
                     service (floating.typical_frame, remembering each card's spot from frame to
                     frame as the table does), and the panels themselves (plates, corner
                     buttons, yard, buttons, hand): any of them over a tile's box where the
                     tile is drawn (inside the table region's area); the second counts the
                     cards alone (a panel over a tile: a tile cut at the region's edge while
                     the view frames play, drawn under the panel)
  covered_whole_tree_frames
                     covered_tile_frames counted over the frames where the camera frames the
                     whole tree (no panel may cover a tile then, nor a card ever)
  card_left_frames   frames where one of those cards (the caption, the banner, the toast)
                     found no free room at any of its sizes (the toast on one, two or three
                     lines, the caption on one or two or short) and is not shown, as the table
                     leaves it out rather than cover a tile
  sliced_tile_frames frames where a tile is partly drawn and the rest of it hidden where
                     nothing is drawn over it: cut by the edge of the view's clip
                     (table_region.view_clip) or of a panel the view hides tiles under
                     (panel_rects), on open felt rather than under a panel (the view lays
                     its mat over a panel a tile lies under) or at the window's edge
  outline_out_frames frames where a double waits (landed) and one of its free places, drawn
                     as an outline for the spokes or toes a player is asked to lay there, is not
                     wholly inside the table region (under a panel or the hand strip)
  place_out_frames   frames where the camera frames the whole tree and one of the next places
                     (barnyard_view.next_places: at each open end, or a waiting double's) is not
                     wholly inside the table region
  place_out_landed_frames
                     place_out_frames counted once the newest tile has landed (while it flies
                     in, the camera glides to the framing that holds the places at its end)
  place_out_turn_frames
                     frames once the newest tile has landed where the person at the screen
                     (the bottom seat, PERSON: the others are computers) plays next and one of
                     the next places, lit for that turn, is not wholly inside the table region,
                     the whole tree framed or not (the table frames those places with the tree
                     where the centred tree cannot show them: barnyard_view.aim's `asked`)
  lit_out_turn_frames
                     the same for the places the person's tiles fit (a random round's hand
                     of the bottom seat: the open ends its legal plays go on), lit when they
                     pick a tile up (the table frames those with the tree where not all the
                     next places show: aim's `lit`)
  lit_unmarked_turn_frames
                     lit_out_turn_frames where one of those places not drawn whole (past the
                     edge of the view's clip or under a panel drawn over it; the region's
                     margins round the plates aside) has no marker
                     pointing to it: the markers at the view's edge (floating.edge_markers, one
                     for each way such places lie) placed among the cards as the table places
                     them (floating.place_markers, in typical_frame: a marker with no free room
                     is not shown), a marker pointing to a place where the place's middle lies
                     ahead of the marker's middle the way it points (less than a right angle
                     off: beyond.points_to; it points at its places' middle, beyond.bearing)
  centre_offset_p95  centre_offset's 95th percentile over the same moments (the worst deals)
  side_flips         moves after which the tree sits on the other side of the clear
                     rectangle than after the move before (its box's centre SIDE or more of
                     the rectangle off its centre both times, across or down, along an axis
                     where the tree's box fits in the rectangle: a tree longer than the table
                     is followed along it): the framing jumping from side to side (standard
                     error adds side_flips_followed: the same counted along every axis)
  result_min_tile_px the finished round's tile as the table shows it at the round's end
                     (framed as in play, the next places left out), smallest over rounds
                     (the share of rounds whose whole finished tree shows then goes to standard
                     error: result_whole_share)
  result_seen_share  the share of the finished tree's tiles shown whole on the table region at
                     the readable size or larger (the region's smallest readable scale: 50 px
                     at screen1280x720, 40 at screen1024x600) in a frame of the round's end
                     where the camera rests, the result showing: in one view, or, where the
                     tree is larger than the table, over the parts it is shown in (the tour:
                     barnyard_view.end_tour), to the tour's last part; the smallest over rounds
                     (standard error adds the share of rounds whose every tile was seen,
                     result_seen_all_share, and the longest round's end in seconds a player
                     who waits sees, result_longest_s)
The frame counts are FRAME_COUNTS: each a test of one frame, so one more count is one more entry.
The table region is the window less the hand strip, the seat panels with their little fans of
tiles and turn markers, the chicken yard and the column of action buttons above it. Each
table's line on standard error adds the frames cut at the edge while the camera framed play
rather than the whole tree, the rough tiles (laid with an eased fit), the moments span_share
counts, the frames the result showed and those of them where its card is drawn over a tile of
the bottom seat's hand where that tile stands (result_frames, result_over_hand_frames: the hand
slides down out of its strip before the card fades in there, round_end.hand_lowered and
card_alpha), the floor and the cap (tile px),
and the layout's add() time (mean, 99th percentile and
the slowest: an add that lays a line again takes longest).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, NamedTuple, Optional, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.cli.parser import opening_size  # noqa: E402
from game.layout.camera import MAX_SCALE, Camera  # noqa: E402
from game.layout.geometry import (  # noqa: E402
    Placement,
    Point,
    Polygon,
    distance_to_polygon,
    polygons_overlap,
)
from game.layout.barnyard import BarnyardLayout  # noqa: E402
from game.render.tile_art import glow_margin  # noqa: E402
from game.layout.table_region import (  # noqa: E402
    Rect,
    TableRegion,
    button_count,
    panel_rects,
    table_region,
    view_clip,
)
from game.ai.random_round import random_round  # noqa: E402
from game.rules import PlacedTile, RoundState, RuleSet  # noqa: E402
from game.rules.actions import Play  # noqa: E402
from game.rules.barnyard import Barnyard  # noqa: E402
from game.rules.tiles import Tile, full_set  # noqa: E402
from game.render.placement import Spot, overlap  # noqa: E402
from game.match import Match  # noqa: E402
from game.scenes.play.barnyard_view import (  # noqa: E402
    aim,
    end_tour,
    ladder_length,
    next_places,
)
from game.layout.tour import GLIDE  # noqa: E402
from game.layout.beyond import Marker, bearing, drawn, on_arrival, points_to  # noqa: E402
from game.scenes.play.floating import (  # noqa: E402
    edge_markers,
    marker_name,
    result_spot,
    typical_frame,
)
from game.scenes.play.geometry import TableGeometry  # noqa: E402
from game.scenes.play.round_end import SETTLE, RoundEnd, card_alpha, hand_lowered  # noqa: E402
from game.seats import Seat  # noqa: E402
from game.table import free_slots  # noqa: E402
from game.store.rules_files import load_preset  # noqa: E402

# The windows measured: two nominal sizes and the windows the game opens on such screens.
WINDOWS = {
    "1280x720": (1280, 720),
    "1024x600": (1024, 600),
    "screen1280x720": opening_size((1280, 720)),
    "screen1024x600": opening_size((1024, 600)),
}
FRAME = 1 / 30
MOVE = 0.5  # seconds between two plays
FLIGHT = 0.35  # seconds a played tile flies in before it lies in the barnyard
NEWEST = 3  # the newest tiles the camera keeps in view when it frames play
SIDE = 0.05  # share of the clear rectangle the tree's centre is off its centre: on a side
PERSON = 0  # the seat a person plays at the screen (the bottom seat): the others are computers
SAMPLES = (9, 5)  # points along and across a tile tried for being drawn or cut (sliced_tile)


class Moment(NamedTuple):
    """A play: the tile placed, the tiles whose ends are open after it, the pending double, the
    barnyard after it (for the next places the camera keeps in view), the seat to act next
    (PERSON: a person at the screen, whose turn the places are lit for) and, on PERSON's turn,
    the tiles their plays go on (the open ends their tiles fit)."""

    placed: PlacedTile
    open_tiles: tuple[Tile, ...]
    pending: Optional[Tile]
    barnyard: Barnyard
    to_act: int
    fits: frozenset[Tile] = frozenset()


def tables() -> dict[str, tuple[RuleSet, int]]:
    """The three tables: name -> (rules, seats)."""
    return {
        "d9x4": (load_preset("classic").rules, 4),
        "d12x8": (load_preset("party").rules, 8),
        "d6x2": (load_preset("family").rules.with_changes(set=6), 2),
    }


def rounds(rules: RuleSet, seats: int, n: int, rng: random.Random
           ) -> Iterator[tuple[list[Moment], RoundState]]:
    """The plays of `n` random complete rounds, in play order, and each finished round."""
    for _ in range(n):
        moments: list[Moment] = []

        def played(state: RoundState, placed: PlacedTile) -> None:
            open_tiles = tuple(t for _, t in state.barnyard.open_ends())
            to_act = -1 if state.is_over else state.to_act
            fits = frozenset(a.on for a in state.legal_actions() if isinstance(a, Play)
                             and a.seat == PERSON and a.on is not None) \
                if to_act == PERSON else frozenset()
            moments.append(Moment(placed, open_tiles, state.barnyard.pending,
                                  state.barnyard.copy(), to_act, fits))

        state = random_round(rules, seats, rng, played)
        yield moments, state


class TablePolicy:
    """Lays out and aims the camera the way the table does: the layout grown into the table's
    shape, the camera framing it on the table region."""

    def __init__(self, region: TableRegion, rules: RuleSet) -> None:
        self.rules = rules
        self.region = region
        self.layout = BarnyardLayout(rules.spokes, extent=region.extent)
        self.camera = Camera(region.area_rect)
        self.newest: list[Tile] = []
        self.pool = full_set(rules.set)
        self.last: Optional[Moment] = None  # the play last laid out
        self.places: list[Polygon] = []  # the next places after it (barnyard_view.next_places)
        self.lit: list[Polygon] = []  # those of them PERSON's tiles fit, on PERSON's turn

    def add(self, moment: Moment) -> tuple[Placement, int, int]:
        """Lay a tile out and aim the camera; the CPU time of each (ns)."""
        self.last = moment
        t0 = time.process_time_ns()
        place = self.layout.add(moment.placed)
        t1 = time.process_time_ns()
        self.newest = (self.newest + [moment.placed.tile])[-NEWEST:]
        tiles = [p.polygon for p in self.layout.placements.values()]
        barnyard = moment.barnyard
        places = self.places = next_places(barnyard, self.layout, self.pool,
                                           free_slots(barnyard))
        self.lit = next_places(barnyard, self.layout, self.pool, free_slots(barnyard),
                               ends=moment.fits) if moment.fits else []
        aim(self.camera, self.region, tiles, places, self.focus(moment),
            barnyard.pending is not None, moment.to_act == PERSON, self.lit)
        self.camera.arrive_within(FLIGHT)  # (as the view does while the tile flies in)
        return place, t1 - t0, time.process_time_ns() - t1

    def focus(self, moment: Moment) -> list[Point]:
        """The open ends, the pending foot and the newest tiles."""
        points: list[Point] = []
        for tile in moment.open_tiles:
            end = self.layout.end_point(tile)
            if end is not None:
                points.append(end)
        for tile in ([moment.pending] if moment.pending is not None else []) + self.newest:
            points.append(self.layout.placements[tile].centre)
        return points


def touching(places: list[Placement], parents: dict[int, int], gap: float) -> int:
    """Pairs of tiles closer than `gap` world units, other than a tile and its parent."""
    boxes = []
    for p in places:
        xs = [v[0] for v in p.polygon]
        ys = [v[1] for v in p.polygon]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    count = 0
    for i, a in enumerate(places):
        ax0, ay0, ax1, ay1 = boxes[i]
        for j in range(i):
            bx0, by0, bx1, by1 = boxes[j]
            if ax1 + gap <= bx0 or bx1 + gap <= ax0 or ay1 + gap <= by0 or by1 + gap <= ay0:
                continue
            if parents.get(i) == j or parents.get(j) == i:
                continue
            if polygons_overlap(a.polygon, places[j].polygon, -gap):
                count += 1
    return count


def apart(parent: Placement, child: Placement) -> bool:
    """True if two tiles do not touch (0.05 world units or more between their outlines)."""
    gap = min(min(distance_to_polygon(v, parent.polygon) for v in child.polygon),
              min(distance_to_polygon(v, child.polygon) for v in parent.polygon))
    return gap >= 0.05


def drawn_panels(region: TableRegion, panels: tuple[Rect, ...]) -> list[Polygon]:
    """The parts of the panels the barnyard view could draw on: each panel cut to the view's
    clip (the table region's area, rounded to pixels as the view rounds it)."""
    x, y, w, h = (round(v) for v in region.area_rect)
    out: list[Polygon] = []
    for k0, l0, k1, l1 in panels:
        a0, b0, a1, b1 = max(k0, x), max(l0, y), min(k1, x + w), min(l1, y + h)
        if a0 < a1 and b0 < b1:
            out.append(((a0, b0), (a1, b0), (a1, b1), (a0, b1)))
    return out


def uncovered(panels: list[Polygon], drawn_again: tuple[Rect, ...]) -> list[Polygon]:
    """The panel parts the view does not draw again over the newest tile (it redraws every
    rectangle of `drawn_again`, rounded to pixels as BarnyardView.panels rounds them)."""
    again = [(round(x0), round(y0), round(x0) + round(x1 - x0), round(y0) + round(y1 - y0))
             for x0, y0, x1, y1 in drawn_again]
    return [p for p in panels
            if not any(a0 - 1 <= p[0][0] and b0 - 1 <= p[0][1] and p[2][0] <= a1 + 1
                       and p[2][1] <= b1 + 1 for a0, b0, a1, b1 in again)]  # within a pixel


def grown(polygon: Sequence[Point], margin: float) -> list[Point]:
    """A rectangle's screen outline grown by `margin` on every side (its glow)."""
    out = []
    for i, (x, y) in enumerate(polygon):
        dx, dy = 0.0, 0.0
        for nx, ny in (polygon[i - 1], polygon[(i + 1) % len(polygon)]):
            length = math.hypot(x - nx, y - ny)
            dx, dy = dx + (x - nx) / length, dy + (y - ny) / length
        out.append((x + margin * dx, y + margin * dy))
    return out


def over_panel(polygon: Sequence[Point], panels: list[Polygon]) -> bool:
    """True if a tile's screen outline reaches into one of the (clipped) panels."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    return any(not (x1 <= q[0][0] or q[1][0] <= x0 or y1 <= q[0][1] or q[2][1] <= y0)
               and polygons_overlap(polygon, q, 0.0) for q in panels)


def zoom_cap(region: TableRegion) -> float:
    """The largest scale the camera frames the barnyard at on `region` (tiles no larger)."""
    return min(MAX_SCALE, region.max_scale)


class Board(NamedTuple):
    """One table at one window: its arrangement and region, the panels the newest tile's glow
    may reach, every panel the table draws, where each floating card lay last frame, and what
    the table draws opaque over the barnyard."""

    geometry: TableGeometry
    region: TableRegion
    panels: list[Polygon]
    listed: tuple[Rect, ...]
    memory: dict[str, Point]
    covers: tuple[Rect, ...]
    clip: Rect


@dataclass
class Frame:
    """One frame of the camera's glide: the landed tiles on screen (the newest among them once
    it has flown in) and the camera; its drawn tiles and its cards, once worked out (the
    table places its cards once a frame: each figure of the frame sees the same)."""

    camera: Camera
    shown: list[Sequence[Point]]
    landed: bool
    pending: bool  # a double waits for its spokes or toes (its caption shows)
    places: list[Sequence[Point]]  # the next places on screen (a waiting double's: outlined)
    outlined: bool  # the waiting double's free places are drawn (it has landed)
    asked: bool = False  # the person at the screen plays next (their places are lit)
    lit: Sequence[Sequence[Point]] = ()  # the places their tiles fit, on screen
    lit_world: Sequence[Polygon] = ()  # the same in the world
    tiles: Optional[list[Rect]] = None  # drawn_tiles
    spots: Optional[dict[str, Optional[Spot]]] = None  # typical_spots
    over: Optional[bool] = None  # card_over
    covered: Optional[bool] = None  # covered_tile
    box: Optional[Rect] = None  # shown_box
    markers: Optional[list[Marker]] = None  # typical_spots: for the lit places out of view
    result: Optional[tuple[int, int]] = None  # the round's result: its card's size
    seconds: float = 0.0  # seconds the result has shown


def over_panel_frame(board: Board, frame: Frame) -> bool:
    """The newest tile, landed, glows into a panel the view does not draw again."""
    if not frame.landed:
        return False
    length = ladder_length(2 * frame.camera.scale)
    return over_panel(grown(frame.shown[-1], glow_margin(length)), board.panels)


def cut_at_edge(board: Board, frame: Frame) -> bool:
    """A tile lies partly outside the table region (the view cuts it at the edge)."""
    if frame.shown and _box_held(board.region, shown_box(frame)):
        return False  # the box round every tile is held: so is each tile
    return not all(board.region.holds(q) for q in frame.shown)


def _box_held(region: TableRegion, box: Rect) -> bool:
    """`box` lies in the region's area and touches no rectangle kept off, as TableRegion.holds
    weighs a polygon's box before it tests the polygon itself (so a polygon inside it holds)."""
    x0, y0, x1, y1 = box
    a = region.area
    if x0 < a[0] - 1e-6 or y0 < a[1] - 1e-6 or x1 > a[2] + 1e-6 or y1 > a[3] + 1e-6:
        return False
    return all(x1 <= k0 or k1 <= x0 or y1 <= l0 or l1 <= y0 for k0, l0, k1, l1 in region.keep_off)


def shown_box(frame: Frame) -> Rect:
    """The box on screen round every tile shown (there is one at least)."""
    if frame.box is None:
        frame.box = screen_box(frame.shown)
    return frame.box


def covered_tile(board: Board, frame: Frame) -> bool:
    """A floating card or a panel lies over a tile where the tile is drawn (see the docstring)."""
    if frame.covered is None:
        frame.covered = card_over(board, frame) or _any_over(board.listed,
                                                             drawn_tiles(board, frame))
    return frame.covered


def card_over_tile(board: Board, frame: Frame) -> bool:
    """A floating card (not a panel) lies over a tile where the tile is drawn."""
    return card_over(board, frame)


def drawn_tiles(board: Board, frame: Frame) -> list[Rect]:
    """Each tile's box on screen, cut to the table region's area (nothing is drawn past it)."""
    if frame.tiles is not None:
        return frame.tiles
    a0, b0, a1, b1 = board.region.area
    tiles = []
    for q in frame.shown:
        x0, y0, x1, y1 = screen_box([q])
        box = (max(x0, a0), max(y0, b0), min(x1, a1), min(y1, b1))
        if box[0] < box[2] and box[1] < box[3]:
            tiles.append(box)
    frame.tiles = tiles
    return tiles


def typical_spots(board: Board, frame: Frame) -> dict[str, Optional[Spot]]:
    """An ordinary moment's cards placed as the table places them among the drawn tiles (None:
    a card that found no room and left)."""
    if frame.spots is None:
        cam = frame.camera
        arriving = [] if cam.settled or not frame.lit else [
            on_arrival(cam, q) for q in frame.lit_world]
        frame.markers = edge_markers(board.geometry, board.region, frame.lit, board.clip,
                                     board.listed, arriving)
        frame.spots = typical_frame(board.geometry, board.region, drawn_tiles(board, frame),
                                    board.listed, map_shown=not cam.whole, pending=frame.pending,
                                    memory=board.memory, settled=cam.settled,
                                    result=frame.result, markers=frame.markers,
                                    lit=[screen_box([q]) for q in frame.lit])
    return frame.spots


def card_over(board: Board, frame: Frame) -> bool:
    """An ordinary moment's cards, placed as the table places them, cover a drawn tile."""
    if frame.over is None:
        frame.over = _any_over([spot.rect for spot in typical_spots(board, frame).values()
                                if spot is not None], drawn_tiles(board, frame))
    return frame.over


def _any_over(rects: Sequence[Rect], tiles: Sequence[Rect]) -> bool:
    """One of `rects` shares area with one of `tiles` (`overlap`, asked only of the pairs whose
    sides cross: the others share none)."""
    for rect in rects:
        x0, y0, x1, y1 = rect
        for t in tiles:
            if x0 < t[2] and t[0] < x1 and y0 < t[3] and t[1] < y1 and overlap(rect, t) > 0:
                return True
    return False


def card_left(board: Board, frame: Frame) -> bool:
    """An ordinary moment's card found no free room at any of its sizes and is not shown."""
    return None in typical_spots(board, frame).values()


def outline_out(board: Board, frame: Frame) -> bool:
    """A waiting double's free place, outlined, not wholly inside the table region."""
    return frame.outlined and not all(board.region.holds(q) for q in frame.places)


def place_out(board: Board, frame: Frame) -> bool:
    """A next place not wholly inside the table region while the whole tree is framed."""
    return frame.camera.whole and not all(board.region.holds(q) for q in frame.places)


def place_out_landed(board: Board, frame: Frame) -> bool:
    """place_out, once the newest tile has landed (a player may then be asked to use them)."""
    return frame.landed and place_out(board, frame)


def place_out_turn(board: Board, frame: Frame) -> bool:
    """A next place not wholly inside the table region once the tile has landed, where the
    person at the screen plays next (the whole tree framed or not)."""
    return frame.landed and frame.asked and not all(board.region.holds(q) for q in frame.places)


def lit_out_turn(board: Board, frame: Frame) -> bool:
    """A place the person at the screen, to play next, has a tile for not wholly inside the
    table region once the tile has landed."""
    return frame.landed and frame.asked and not all(board.region.holds(q) for q in frame.lit)


def lit_unmarked_turn(board: Board, frame: Frame) -> bool:
    """lit_out_turn, with a place not drawn whole (beyond.drawn) that no marker shown points
    to."""
    if not lit_out_turn(board, frame):
        return False
    spots = typical_spots(board, frame)
    shown = [(spot.rect, bearing(spot.rect, [frame.lit[k] for k in m.places]))
             for m in frame.markers or () if (spot := spots[marker_name(m)]) is not None]
    seen = drawn(board.clip, board.listed)
    return any(not seen.holds(q) and not any(points_to(rect, way, q) for rect, way in shown)
               for q in frame.lit)


def covered_whole_tree(board: Board, frame: Frame) -> bool:
    """A card or a panel over a tile while the camera frames the whole tree."""
    return frame.camera.whole and covered_tile(board, frame)


def _inside(x: float, y: float, rect: Rect) -> bool:
    return rect[0] <= x < rect[2] and rect[1] <= y < rect[3]


def sliced_tile(board: Board, frame: Frame) -> bool:
    """A tile partly drawn, the rest hidden where nothing is drawn over it (see the docstring):
    points spread over each tile near an edge of the clip or of a hiding panel are tried."""
    x0, y0, x1, y1 = board.clip
    clip = (round(x0), round(y0), round(x1), round(y1))
    hiding, covered = ([(round(a), round(b), round(a) + round(c - a), round(b) + round(d - b))
                        for a, b, c, d in rects] for rects in (board.listed, board.covers))
    width, height = board.geometry.size
    window = (0.0, 0.0, float(width), float(height))
    n, m = SAMPLES

    def whole(box: Rect) -> bool:
        x0, y0, x1, y1 = box
        return (clip[0] <= x0 and x1 <= clip[2] and clip[1] <= y0 and y1 <= clip[3]
                and not any(x0 < k[2] and k[0] < x1 and y0 < k[3] and k[1] < y1
                            for k in hiding))

    if frame.shown and whole(shown_box(frame)):
        return False  # the box round every tile is whole: so is each tile
    for q in frame.shown:
        if whole(screen_box([q])):
            continue
        drawn = cut = False
        (ax, ay), (bx, by), _, (dx, dy) = q[0], q[1], q[2], q[3]
        for i in range(n):
            u = (i + 0.5) / n
            for j in range(m):
                v = (j + 0.5) / m
                px, py = ax + u * (bx - ax) + v * (dx - ax), ay + u * (by - ay) + v * (dy - ay)
                if _inside(px, py, clip) and not any(_inside(px, py, k) for k in hiding):
                    drawn = True
                elif _inside(px, py, window) and not any(_inside(px, py, k) for k in covered):
                    cut = True
                if drawn and cut:
                    return True
    return False


# The frames counted, by figure: each a test of one frame (add one here to count more).
FRAME_COUNTS = {"over_panel_frames": over_panel_frame, "cut_at_edge_frames": cut_at_edge,
                "covered_tile_frames": covered_tile, "card_over_tile_frames": card_over_tile,
                "covered_whole_tree_frames": covered_whole_tree,
                "sliced_tile_frames": sliced_tile, "card_left_frames": card_left,
                "outline_out_frames": outline_out, "place_out_frames": place_out,
                "place_out_landed_frames": place_out_landed,
                "place_out_turn_frames": place_out_turn, "lit_out_turn_frames": lit_out_turn,
                "lit_unmarked_turn_frames": lit_unmarked_turn}


def side_of(region: TableRegion, box: Rect, followed: bool = False) -> tuple[int, int]:
    """Which side of the clear rectangle the tree's box centre sits on, across and down (-1,
    0 in the middle: within SIDE of its centre, +1). A tree longer than the rectangle along
    an axis sits on no side along it (0): the view follows play there, and a new end or a
    waiting double's outlines beyond the view move the tree along (`followed` counts it as
    the box's centre says all the same)."""
    x0, y0, x1, y1 = region.clear_rect
    dx = ((box[0] + box[2]) - (x0 + x1)) / 2 / (x1 - x0)
    dy = ((box[1] + box[3]) - (y0 + y1)) / 2 / (y1 - y0)
    fits = (followed or box[2] - box[0] <= x1 - x0, followed or box[3] - box[1] <= y1 - y0)
    return (0 if abs(dx) < SIDE or not fits[0] else 1 if dx > 0 else -1,
            0 if abs(dy) < SIDE or not fits[1] else 1 if dy > 0 else -1)


def flipped(before: Optional[tuple[int, int]], now: tuple[int, int]) -> bool:
    """The tree went from one side to the other, across or down, between two moves."""
    return before is not None and any(a * b < 0 for a, b in zip(before, now))


def result_card(geometry: TableGeometry, rules: RuleSet, seats: int,
                state: RoundState) -> tuple[int, int]:
    """The size of the round end's card (the result and what goes on) for the finished
    `state` at this window, as the table draws it."""
    match = Match(rules, [Seat(f"Seat {i + 1}", "easy") for i in range(seats)], 1)
    match.state = state
    ending = RoundEnd(match, True, lambda: 1.0, geometry, lambda size: pygame.Rect((0, 0), size))
    return ending.card(geometry).get_size()


def round_end(board: Board, scene: "TablePolicy", state: RoundState, seats: int
              ) -> tuple[int, tuple[int, int]]:
    """The camera aimed at the round's end as the table aims it (the finished tree as in play,
    the next places left out: the result's card takes the hand strip): the finished round's
    tile once the camera is there, and the card's size."""
    tiles = [p.polygon for p in scene.layout.placements.values()]
    card = result_card(board.geometry, scene.rules, seats, state)
    assert scene.last is not None  # (the starting double is down)
    aim(scene.camera, board.region, tiles, [], scene.focus(scene.last), False)
    return ladder_length(2 * scene.camera.target_scale), card


def end_frames(board: Board, scene: "TablePolicy", card: tuple[int, int]) -> Iterator[Frame]:
    """The round's end frame by frame: the camera's glide to the finished tree (the result not
    shown yet), then the result shown once it is there, SETTLE seconds (the least a player
    sees it: a click goes on no sooner) and, where the finished tree is shown in parts
    (barnyard_view.end_tour, tour_on), until the camera has rested on its last part (what a
    player who waits sees)."""
    cam = scene.camera
    tour = end_tour(cam, board.region, [p.polygon for p in scene.layout.placements.values()])
    shown = 0.0
    started = False
    for _ in range(round(60 / FRAME)):  # (a tour ends well within this)
        started = started or cam.settled
        tiles: list[Sequence[Point]] = [tuple(cam.to_screen(x, y) for x, y in p.polygon)
                                        for p in scene.layout.placements.values()]
        yield Frame(cam, tiles, True, False, [], False,
                    result=card if started else None, seconds=shown)
        if started:
            shown += FRAME
            stop = None if tour is None else tour.advance(FRAME, cam.settled)
            if stop is not None:
                cam.show(stop, GLIDE)
            if shown >= SETTLE and (tour is None or tour.done):
                return
        cam.update(FRAME)


def seen_whole(board: Board, frame: Frame) -> set[int]:
    """The tiles (by index) a frame of the round's end shows whole on the table region at a
    readable size, its result showing and the camera resting (not gliding past them)."""
    cam = frame.camera
    if frame.result is None or not cam.settled or cam.scale < board.region.min_scale - 1e-6:
        return set()
    return {k for k, q in enumerate(frame.shown) if board.region.holds(q)}


def result_over_hand(g: TableGeometry, hand: int, frame: Frame) -> bool:
    """The result's card, drawn, over a tile of the bottom seat's `hand` (that many tiles)
    where it stands in this frame (lowered as round_end lowers it, cut at the window's foot)."""
    if frame.result is None or not card_alpha(frame.seconds) or not hand:
        return False
    card = result_spot(g, frame.result)
    length = g.hand_length(hand)
    drop = hand_lowered(frame.seconds, g.hand_rect.height)
    window = (0.0, 0.0, float(g.size[0]), float(g.size[1]))
    for x, y in g.hand_slots(hand):
        box = (x - length / 4, y + drop - length / 2, x + length / 4, y + drop + length / 2)
        if overlap(box, window) and overlap(card, box):
            return True
    return False


def screen_box(shown: Sequence[Sequence[Point]]) -> Rect:
    """(x0, y0, x1, y1) on screen of every tile shown."""
    xs = [x for q in shown for x, _ in q]
    ys = [y for q in shown for _, y in q]
    return (min(xs), min(ys), max(xs), max(ys))


def span_and_offset(region: TableRegion, box: Rect) -> tuple[float, float]:
    """The tree's box over the region's clear rectangle in its limiting dimension, and the
    box's centre from the rectangle's centre (the larger share of the two dimensions)."""
    x0, y0, x1, y1 = region.clear_rect
    w, h = x1 - x0, y1 - y0
    span = max((box[2] - box[0]) / w, (box[3] - box[1]) / h)
    offset = max(abs((box[0] + box[2]) - (x0 + x1)) / 2 / w,
                 abs((box[1] + box[3]) - (y0 + y1)) / 2 / h)
    return span, offset


def median(values: Sequence[float]) -> float:
    """The middle value (the mean of the two middle ones); 0 for none."""
    ordered = sorted(values)
    n = len(ordered)
    if not n:
        return 0.0
    return (ordered[(n - 1) // 2] + ordered[n // 2]) / 2


def measure(name: str, rules: RuleSet, seats: int, size: tuple[int, int], n: int,
            seed: int) -> tuple[dict[str, float], dict[str, float]]:
    """Every figure for one table at one window size, and the extra ones for standard error."""
    g = TableGeometry(size, seats, 0)
    region = table_region(g, button_count(rules.chickenlittle))
    listed = panel_rects(g, button_count(rules.chickenlittle))
    board = Board(g, region, uncovered(drawn_panels(region, listed), listed), listed, {},
                  listed, view_clip(g))
    cap = zoom_cap(region)
    gap = 2.0 / region.min_scale
    rng = random.Random(f"{seed}-{name}")
    tile_px: list[float] = []  # each moment's tile as drawn (the ladder size)
    spans: list[float] = []
    offsets: list[float] = []
    flips = followed_flips = result_whole = result_shown = result_on_hand = 0
    seen_shares: list[float] = []  # each round: the share of its tiles seen at the end
    end_longest = 0.0  # the longest round's end (seconds the result showed)
    result_tile = 10_000
    smallest = float("inf")
    counts = dict.fromkeys(FRAME_COUNTS, 0)
    whole = moments = framed_cut = laid_apart = touching_pairs = rough = 0
    fills: list[float] = []
    add_ns: list[int] = []
    frame_ns: list[int] = []
    for plays, final in rounds(rules, seats, n, rng):
        scene = TablePolicy(region, rules)
        side: Optional[tuple[int, int]] = None
        side_along: Optional[tuple[int, int]] = None  # as the centre says, followed or not
        cam = scene.camera
        board.memory.clear()  # a new round: the cards start at home
        index: dict[Tile, int] = {}
        places: list[Placement] = []
        parents: dict[int, int] = {}
        for k, moment in enumerate(plays):
            placed = moment.placed
            place, spent, aiming = scene.add(moment)
            add_ns.append(spent)
            frame_ns.append(aiming)
            index[placed.tile] = k
            places.append(place)
            for tile in scene.layout.moved:  # laid again to make room (the table glides them)
                places[index[tile]] = scene.layout.placements[tile]
            if placed.on is not None:
                parents[k] = index[placed.on]
            if k == 0:
                cam.snap()
            t = 0.0
            while True:
                smallest = min(smallest, ladder_length(2 * cam.scale))
                landed = places if t >= FLIGHT else places[:-1]
                frame = Frame(cam, [tuple(cam.to_screen(x, y) for x, y in p.polygon)
                                    for p in landed], t >= FLIGHT,
                              moment.pending is not None,
                              [tuple(cam.to_screen(x, y) for x, y in q) for q in scene.places],
                              moment.pending is not None
                              and (t >= FLIGHT or moment.pending != placed.tile),
                              asked=moment.to_act == PERSON,
                              lit=[tuple(cam.to_screen(x, y) for x, y in q) for q in scene.lit],
                              lit_world=scene.lit)
                for figure, seen in FRAME_COUNTS.items():
                    counts[figure] += seen(board, frame)
                all_in = not cut_at_edge(board, frame)
                framed_cut += not all_in and not cam.whole
                if t >= MOVE or cam.settled and t >= FLIGHT:
                    break
                if cam.settled:  # at rest before the tile lands: its landing frame next
                    t = FLIGHT
                    continue
                cam.update(FRAME)
                t += FRAME
            moments += 1
            whole += all_in
            tile_px.append(ladder_length(2 * cam.scale))
            if frame.shown:
                box = screen_box(frame.shown)
                now, along = side_of(region, box), side_of(region, box, followed=True)
                flips += flipped(side, now)
                followed_flips += flipped(side_along, along)
                side, side_along = now, along
            if all_in and frame.shown:
                span, offset = span_and_offset(region, screen_box(frame.shown))
                offsets.append(offset)
                if cam.scale < cap - 1e-6:
                    spans.append(span)
        x0, y0, x1, y1 = scene.layout.bounds()  # (as the last play left it)
        sx0, sy0 = cam.to_screen(x0, y0)
        sx1, sy1 = cam.to_screen(x1, y1)
        fills.append(min(1.0, (sx1 - sx0) * (sy1 - sy0) / region.pixels))
        px, card = round_end(board, scene, final, seats)
        result_tile = min(result_tile, px)
        result_whole += cam.whole
        seen_tiles: set[int] = set()
        end_seconds = 0.0
        for frame in end_frames(board, scene, card):
            for figure, seen in FRAME_COUNTS.items():
                counts[figure] += seen(board, frame)
            if frame.result is not None:
                result_shown += 1
                result_on_hand += result_over_hand(board.geometry, len(final.hands[0]), frame)
                seen_tiles |= seen_whole(board, frame)
                end_seconds = frame.seconds
        seen_shares.append(len(seen_tiles) / len(scene.layout.placements))
        end_longest = max(end_longest, end_seconds)
        touching_pairs += touching(places, parents, gap)
        laid_apart += sum(apart(places[j], places[k]) for k, j in parents.items())
        rough += len(scene.layout.rough)
    tile_px.sort()
    add_ns.sort()
    frame_ns.sort()
    figures = {
        "median_tile_px": median(tile_px),
        "min_tile_px": smallest,
        "p5_tile_px": tile_px[int(len(tile_px) * 0.05)],
        "span_share": round(median(spans), 3),
        "centre_offset": round(median(offsets), 3),
        "centre_offset_p95": round(sorted(offsets)[int(len(offsets) * 0.95)], 3)
        if offsets else 0.0,
        "side_flips": flips,
        "result_min_tile_px": result_tile,
        "result_seen_share": round(min(seen_shares), 3),
        "whole_tree_share": round(whole / moments, 3),
        "fill_share": round(sum(fills) / len(fills), 3),
        "touching_pairs": touching_pairs,
        "laid_apart": laid_apart,
        **counts,
    }
    extra = {
        "cut_at_edge_frames_framing_play": framed_cut, "rough_tiles": rough,
        "side_flips_followed": followed_flips,
        "span_moments": len(spans), "result_whole_share": round(result_whole / n, 3),
        "result_seen_all_share": round(sum(x == 1.0 for x in seen_shares) / n, 3),
        "result_longest_s": round(end_longest, 1),
        "result_frames": result_shown, "result_over_hand_frames": result_on_hand,
        "floor_px": 2 * region.min_scale, "cap_px": 2 * cap,
        "add_mean_ms": round(sum(add_ns) / len(add_ns) / 1e6, 3),
        "add_p99_ms": round(add_ns[int(len(add_ns) * 0.99)] / 1e6, 3),
        "add_max_ms": round(add_ns[-1] / 1e6, 1),
        "frame_mean_ms": round(sum(frame_ns) / len(frame_ns) / 1e6, 3),
        "frame_p99_ms": round(frame_ns[int(len(frame_ns) * 0.99)] / 1e6, 3),
    }
    return figures, extra


def main(argv: list[str] | None = None) -> int:
    """Run every table at every size; print a line per table and the JSON object last."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--table", action="append", choices=tuple(tables()),
                    help="measure only this table (again for more; default: every one)")
    ap.add_argument("--window", action="append", choices=tuple(WINDOWS),
                    help="measure only at this window (again for more; default: every one)")
    args = ap.parse_args(argv)
    if args.rounds < 1:
        print("--rounds: expected a positive number", file=sys.stderr)
        return 2
    report: dict[str, dict[str, dict[str, float]]] = {}
    for name, (rules, seats) in tables().items():
        if args.table and name not in args.table:
            continue
        report[name] = {}
        done: dict[tuple[int, int], dict[str, float]] = {}  # a window measured under another name
        for window, size in WINDOWS.items():
            if args.window and window not in args.window:
                continue
            if size not in done:
                figures, extra = measure(name, rules, seats, size, args.rounds, args.seed)
                done[size] = figures
                print(name, window, f"{size[0]}x{size[1]}", json.dumps({**figures, **extra}),
                      file=sys.stderr, flush=True)
            report[name][window] = done[size]
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
