"""The barnyard's part of the table: the placed tiles, the view onto them, the lit ends a selected
tile may go to, and the outline and caption of the double waiting for its spokes or toes.

The view lies on the table region (game/layout/table_region.py: the felt between the seat plates,
the hand, the chicken yard and the buttons) and the camera frames the barnyard there: the whole
tree when it fits at a readable size, else where play is (the open ends, the pending foot, the
newest tiles), with the overview map in a corner (at the round's end the same, the next places
left out: the result's card takes the hand strip; then a tree it cannot show whole is shown in
parts, end_tour); beside room for a card the table waits under, the whole tree (leave_room).
It glides (arriving as a played tile lands, with the places it opens), holds still while the
player drags, and the tiles are drawn only inside the region. The wheel zooms, a right-drag
pans, Home goes back.

Drawing is fast: tiles come at a ladder of sizes, and a new size is pre-rendered a slice a frame.
Rendering a tile at a new size costs about half a millisecond, so a zoom that asked for fresh
images of 91 tiles at once would drop frames. The painter keeps drawing at the last size it has
images for, prepares the new size within a small time budget per frame, then switches.
"""
from __future__ import annotations

import bisect
import math
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable, Optional, Sequence

import pygame

from game.layout.camera import Camera
from game.layout.framing import (card_room, centred, fitting_scale, flips,
                                 places_scale, shows)
from game.layout.geometry import Placement, Point, Polygon, distance_to_polygon
from game.layout.barnyard import BarnyardLayout
from game.render.overview import Overview
from game.render.placement import Card, Floor
from game.render.placement import Rect as PlacedRect
from game.render.ring import draw_ring
from game.render.surface_cache import SurfaceCache
from game.layout.table_region import (TableRegion, button_count, panel_rects, table_region,
                                     view_clip)
from game.layout.tour import GLIDE, Tour, parts
from game.render.tile_art import shadow_offset
from game.render.ui_draw import SEAT_COLOURS, draw_mat
from game.rules.actions import Draw, Play
from game.rules.barnyard import SPOKE, TOE, Barnyard, PlacedTile
from game.rules.house_rules import RuleSet
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.scenes.play.floating import (caption_forms, caption_image, map_anchor, map_size,
                                      place_result, place_toast, toast_anchor)
from game.scenes.play.selection import Selection, Target
from game.scenes.play.geometry import TableGeometry
from game.table import Change, Table

if TYPE_CHECKING:
    from game.scenes.play.tile_motion import Lengths, TileMotion

SNAP_RADIUS = 1.6  # world units: a drop this close to a lit end plays there
MEANT_REACH = 0.6  # world units: a drop this close to a barnyard tile or open end aims at it
# The world area of the 1280x720 table's barnyard rectangle at its largest tile (the hand's,
# 88 px: table_region.MAX_TILE_PX), for the size the deal sets the starting double down at.
MIN_VIEW = (848 / 44, 468 / 44)
NEWEST = 3  # the newest tiles the view keeps in sight when it frames play
PLACES_SLICE = 750  # work the next places not worked out ahead get when the view aims
GLOW_SECONDS = 1.6  # the newest tile glows this long once it has landed
GLOW_AHEAD = 3  # frames a tile has flown in before its glow is made (after its play's frame)
OUTLINE = (150, 196, 150)  # the free spokes or toes of the pending double

LADDER = tuple(sorted({max(8, round(12 * 1.07 ** i / 2) * 2) for i in range(40)}))


def ladder_length(exact: float) -> int:
    """The ladder size nearest `exact` pixels (the smaller of two as near)."""
    i = bisect.bisect_left(LADDER, exact)
    if i == 0 or i == len(LADDER):
        return LADDER[min(i, len(LADDER) - 1)]
    below, above = LADDER[i - 1], LADDER[i]
    return below if exact - below <= above - exact else above


def world_bounds(polygon: Polygon) -> tuple[float, float, float, float]:
    """A polygon's bounding box in the world: (x0, y0, x1, y1)."""
    xs, ys = [x for x, _ in polygon], [y for _, y in polygon]
    return min(xs), min(ys), max(xs), max(ys)


#: A placed tile's images at one size and turn, as the painter blits them: the shadow and the
#: face, each with its offset from the tile's centre on screen.
Images = tuple[pygame.Surface, int, int, pygame.Surface, int, int]


class BarnyardPainter:
    """Blits placed tiles with shadows, preparing new sizes in the background."""

    def __init__(self, art: Any, budget: Optional[float] = 0.004) -> None:
        """`budget`: the seconds a frame may spend on a new size's images (None: all at once)."""
        self.art = art
        self.budget = budget
        self.length = 0           # the size being drawn now
        # each tile's images by (tile, length, turn, highlight), made ready
        self._ready: dict[tuple[Tile, int, int, Optional[str]], Images] = {}
        self._done: tuple[object, ...] = ()  # the last request found all ready (no work again)

    def prepare(self, placements: Sequence[tuple[Tile, Placement]], wanted: int,
                highlights: dict[Tile, str]) -> None:
        """Render images of size `wanted` until the budget runs out; switch when all exist."""
        if self.length == 0:
            self.length = wanted
        request = (wanted, self.length, tuple(placements), tuple(highlights.items()))
        if request == self._done:  # (a frame with nothing new: most of them)
            return
        if wanted == self.length:
            self._warm(placements, wanted, highlights, None)
            self._done = request
            return
        if self._warm(placements, wanted, highlights, self.budget):
            self.length = wanted  # the other sizes are not drawn any more: forget them
            self._ready = {key: found for key, found in self._ready.items() if key[1] == wanted}
            self._done = (wanted, wanted, *request[2:])

    def _warm(self, placements: Iterable[tuple[Tile, Placement]], length: int,
              highlights: dict[Tile, str], budget: Optional[float]) -> bool:
        start = time.perf_counter()
        ready = self._ready
        for tile, place in placements:
            key = (tile, length, round(place.angle) % 360, highlights.get(tile))
            if key in ready:
                continue
            ready[key] = self._images(key)
            if budget is not None and time.perf_counter() - start > budget:
                return False
        return True

    def _images(self, key: tuple[Tile, int, int, Optional[str]]) -> Images:
        """The shadow and face of a tile (tile, length, turn, highlight), with their offsets."""
        tile, length, turn, highlight = key
        sx, sy = shadow_offset(length)
        shade = self.art.shadow(length, turn)
        face = self.art.face(tile, length, turn, highlight)
        (w, h), (fw, fh) = shade.get_size(), face.get_size()
        return shade, sx - w // 2, sy - h // 2, face, -(fw // 2), -(fh // 2)

    def forget(self) -> None:
        """The art changed (scheme, display mode): prepare everything again."""
        self._ready.clear()
        self._done = ()
        self.length = 0

    @property
    def lengths_ready(self) -> set[int]:
        """The lengths of the tile images made ready for drawing (only the one drawn, once a
        switch of size is done)."""
        return {key[1] for key in self._ready}

    def draw(self, surface: pygame.Surface, camera: Camera,
             placements: Iterable[tuple[Tile, Placement]], highlights: dict[Tile, str]) -> None:
        """Shadows first, then faces, in one `blits` call each."""
        length = self.length or ladder_length(camera.scale * 2)
        ready = self._ready
        shadows: list[tuple[pygame.Surface, tuple[int, int]]] = []
        faces: list[tuple[pygame.Surface, tuple[int, int]]] = []
        clip = surface.get_rect().inflate(length * 2, length * 2)
        for tile, place in placements:
            x, y = camera.to_screen(place.x, place.y)
            if not clip.collidepoint(x, y):
                continue
            key = (tile, length, round(place.angle) % 360, highlights.get(tile))
            found = ready.get(key)
            if found is None:
                found = ready[key] = self._images(key)
            shade, sdx, sdy, face, fdx, fdy = found
            x, y = round(x), round(y)
            shadows.append((shade, (x + sdx, y + sdy)))
            faces.append((face, (x + fdx, y + fdy)))
        surface.blits(shadows, doreturn=False)
        surface.blits(faces, doreturn=False)


_ghosts = SurfaceCache(8 << 20)  # see-through copies of tile images, by (image, alpha)


def _ghost(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """`image` at `alpha`: keyed by the image itself (not its id, which a dropped image frees
    for another), so a ghost always shows the tile it was made from."""
    def see_through() -> pygame.Surface:
        found = image.copy()
        found.set_alpha(alpha)
        return found

    return _ghosts.get_or_make((image, alpha), see_through)


def region_of(geometry: TableGeometry, rules: RuleSet) -> TableRegion:
    """The part of the table the barnyard may use, with room for the rules' action buttons."""
    return table_region(geometry, button_count(rules.chickenlittle))


def next_places(barnyard: Barnyard, layout: BarnyardLayout, pool: Iterable[Tile],
                free_slots: Sequence[int],
                where: Optional[Callable[[PlacedTile], Optional[Placement]]] = None,
                ends: Optional[Collection[Tile]] = None) -> list[Polygon]:
    """Where the next tile at each open end would lie (while a double waits, in each of its
    `free_slots`): the places a player may be asked to drop a tile on, which the camera keeps
    in view. Shown with a tile of `pool` of the end's number not yet down (none: the end is
    dead, no place). `where` says where a tile would lie (by default the layout's preview; a
    place it does not know yet is left out); `ends`: only at the open ends of these tiles
    (those a player's tiles fit: the tiles a play of theirs goes on)."""
    free = [t for t in sorted(pool) if not t.is_double and t not in layout.placements]
    spots: list[PlacedTile] = []
    for n, on in barnyard.open_ends():
        if ends is not None and on not in ends:
            continue
        stand_in = next((t for t in free if t.has(n)), None)
        if stand_in is None:
            continue
        placed = barnyard.placing(stand_in, on, 0)
        if on is barnyard.pending:
            spots.extend(placed._replace(slot=slot) for slot in free_slots)
        else:
            spots.append(placed)
    found = [(where or layout.preview)(placed) for placed in spots]
    return [place.polygon for place in found if place is not None]


def aim(camera: Camera, region: TableRegion, tiles: Sequence[Polygon],
        places: Sequence[Polygon], focus: Sequence[Point], waiting: bool,
        asked: bool = False, lit: Sequence[Polygon] = (),
        chosen: Optional[Polygon] = None) -> None:
    """Aim `camera` at the barnyard: its `tiles` and the next `places` at its open ends all in
    view, centred, where they fit the clear part of the table at a readable size (the framing
    holds them mirrored about the tree's centre too); else where the tree, centred a little
    smaller, shows them on the table round the panels' corners (framing.places_scale); else
    the whole tree; else where play is (`focus`). The places never cost the tree its view or
    its place in the middle, but while a double is `waiting` they are its outlines, always
    framed with the tiles (beside the tree where they do not fit mirrored, round the panels'
    corners where no framing near the middle shows them), and where a person
    at the screen is `asked` to play next they are framed with the tiles where the centred
    tree cannot show them. The places `lit` for that person (those their tiles fit, or the
    picked tile's: fewer) are in view on their turn: where the framing so chosen leaves one
    out, they are framed with the tiles instead, with the newest tile where they fit with it,
    else without it, else as many of them as fit (one whole at least); never by a framing
    that puts the tree on the other side of the middle than the view has it. The place a key
    `chosen` among them is in view whatever side that puts the tree on."""
    both = [*tiles, *centred(tiles, places)]
    plan: tuple[TableRegion, Sequence[Polygon], Sequence[Point], Sequence[Polygon], bool]
    if places and fitting_scale(region, both) >= region.min_scale:
        plan = (region, both, focus, (), False)
    elif waiting:
        plan = (region, tiles, focus, places, True)
    elif places and (scale := places_scale(region, tiles, places,
                                           min(camera.max_scale, region.max_scale))):
        plan = (replace(region, max_scale=scale), tiles, focus, (), False)
    elif asked and places:
        plan = (region, tiles, focus, places, False)
    else:
        plan = (region, tiles, focus, (), False)
    if asked and lit and not shows(region, lit, camera.framing_for(*plan)):
        before = camera.aimed
        ends = [centre(place) for place in lit]
        for near, outlines in ((focus, lit), (ends, lit), (ends, ())):
            found = camera.framing_for(region, tiles, near, outlines, True)
            if not flips(region, tiles, before, found):
                plan = (region, tiles, near, outlines, True)
                if shows(region, lit, found):
                    break
    if chosen is not None and not shows(region, [chosen], camera.framing_for(*plan)):
        plan = (region, tiles, [centre(chosen)], [chosen], True)
    camera.frame(*plan)


def centre(polygon: Polygon) -> Point:
    """The middle of a place's corners."""
    return (sum(x for x, _ in polygon) / len(polygon), sum(y for _, y in polygon) / len(polygon))


def leave_room(camera: Camera, region: TableRegion, tiles: Sequence[Polygon],
               card: tuple[int, int], gap: int, focus: Sequence[Point] = ()) -> pygame.Rect:
    """Aim `camera` at the whole finished tree beside room for a `card` of that size (with `gap`
    round it) on the region, where it fits at a readable size; else at where play ended
    (`focus`, the newest tile last) at the smallest readable size, kept out of that room
    (other tiles may lie there). Returns where the card would go in the room."""
    room = card_room(region, tiles, card, gap)
    camera.frame(region.leaving(room), tiles, focus)
    return pygame.Rect(round(room[0] + gap), round(room[1] + gap), card[0], card[1])


def end_tour(camera: Camera, region: TableRegion, tiles: Sequence[Polygon]) -> Optional[Tour]:
    """The finished tree shown in parts (game/layout/tour.py), where `camera`, aimed at the
    round's end, cannot show it whole: from where it looks (where play ended), at that
    smallest readable scale. None where it shows the whole tree."""
    if camera.whole or not tiles:
        return None
    start = camera.aimed
    return Tour(parts(region, tiles, start.scale, start))


def opening_length(rect: pygame.Rect) -> int:
    """Pixel length of the starting double when the round opens in `rect` (the table's
    barnyard rectangle): the camera's first framing, at the largest tile."""
    scale = min(72.0, rect.width / MIN_VIEW[0], rect.height / MIN_VIEW[1])
    return ladder_length(scale * 2)


@dataclass(frozen=True)
class BarnyardLook:
    """What the barnyard's frame is drawn with: the tile art, the table's clock, the tile
    lengths, whether the tile that went out keeps its glow (the round's end is held), the point
    the lit place nearest to is brighter (a dragged tile, the keyboard's chosen place) and the
    table's still picture (the panels are laid again from it over a glowing tile)."""

    art: Any
    clock: float
    lengths: "Lengths"
    keep_glow: bool
    near: Optional[tuple[int, int]]
    still: Optional[pygame.Surface]


class BarnyardView:
    """The barnyard rectangle of the table: its tiles, camera, lit targets and pending foot."""

    def __init__(self, table: Table, art: Any, geometry: TableGeometry,
                 motion: "TileMotion", selection: Selection, look: Callable[[], BarnyardLook],
                 reduced_motion: Callable[[], bool], revealed: Callable[[], Optional[int]]) -> None:
        """`motion` and `selection`: the tiles on the move and the pick, read here; `look`:
        what this frame is drawn with; `reduced_motion`: the view jumps to its framing
        instead of gliding; `revealed`: the seat whose hand is face up at this screen (its
        places are brought into view at its turn). Aimed once the scene's parts are all made:
        `settle`."""
        self.table = table
        self.geometry = geometry
        self.motion = motion
        self.selection = selection
        self.look = look
        self.reduced_motion = reduced_motion
        self.pointer: tuple[int, int] = geometry.barnyard_rect.center  # the mouse, last seen
        self.region = region_of(geometry, table.rules)
        self.camera = Camera(self.region.area_rect)
        self.painter = BarnyardPainter(art)
        self.overview = Overview()
        self._glowing: Optional[Tile] = None  # the newest tile, glowing since _glow_start
        self._glow_start = 0.0
        self._flying: tuple[Optional[Tile], int] = (None, 0)  # the newest tile in flight, frames
        self.panning = False  # the right button is down: the mouse moves the view
        self.caption_avoids: Optional[pygame.Rect] = None  # the caption keeps off it
        self.memory: dict[str, Point] = {}  # where each floating card was last (by name)
        self._floor: Optional[Floor] = None  # the map and caption placed (see floor)
        self._floor_key: tuple[object, ...] = ()
        self._panels: list[pygame.Rect] = []
        self._panels_for: Optional[TableGeometry] = None  # the arrangement `_panels` is for
        self._bounds: dict[Tile, tuple[Placement, tuple[float, float, float, float]]] = {}
        # the tiles' boxes on screen, and the layout and view they are for (_boxes)
        self._boxes_for: Optional[tuple[BarnyardLayout, tuple[object, ...],
                                        dict[Tile, pygame.Rect]]] = None
        self.changes = 0  # how many times the table has changed (the still picture's key)
        self.end_room: Optional[pygame.Rect] = None  # the room the camera leaves a held card
        self._room_aimed: tuple[object, ...] = ()  # the table and aim `end_room` was left at
        self.held_card: Optional[tuple[int, int]] = None  # a card the table waits under
        self.places_due = False  # next places not worked out when the view last aimed
        self.revealed = revealed
        self.tour: Optional[Tour] = None  # the finished tree shown in parts (end_tour)
        self.chosen_place: Optional[Polygon] = None  # the keyboard's, kept in view while lit
        self.seeking = False  # a marker asked to see a place: the view glides, dragged or not
        # the next places once all are worked out, and the table they are for (next_places)
        self._places: Optional[tuple[RoundState, BarnyardLayout, tuple[int, list[int]],
                                     list[Polygon]]] = None
        # the pending double's caption drawn, and what for (_caption_forms)
        self._captions: tuple[tuple[object, ...], list[pygame.Surface]] = ((), [])

    def settle(self) -> None:
        """Aim at the table and be there at once (the table's first frame)."""
        self.follow()
        self.camera.snap()

    @property
    def rect(self) -> pygame.Rect:
        """The table region the barnyard is drawn in."""
        return self.area()

    def place(self, geometry: TableGeometry) -> None:
        """A new arrangement (the bottom seat changed: the region keeps its shape)."""
        self.geometry = geometry
        region = region_of(geometry, self.table.rules)
        if region != self.region:
            self.region = region
            self.camera.set_view(region.area_rect, region)
            if self.tour is not None:
                self.tour = None  # (a new table: the round's end shown afresh)
                self.follow()

    def refit(self, geometry: TableGeometry) -> None:
        """A new window size: the view takes the new region at once."""
        self.geometry = geometry
        self.region = region_of(geometry, self.table.rules)
        self.camera.set_view(self.region.area_rect, self.region)
        self.tour = None
        self.follow()
        self.camera.snap()

    def follow(self) -> None:
        """Aim the camera at the barnyard and the pending double's outlines on the table region
        (it glides there); at the round's end, at the finished tree (the tour's part, where it
        is shown in parts)."""
        tiles: list[Polygon] = [p.polygon for p in self.table.layout.placements.values()]
        self.places_due = False
        over = self.table.state.is_over
        if self.held_card is not None and tiles:  # nobody places a tile while it stands
            self._leave_room(tiles, self.held_card)
        elif over and self.tour is not None:
            self.camera.show(self.tour.stop, GLIDE)
        else:
            self.end_room, self._room_aimed = None, ()
            state = self.table.state
            places, known = ([], True) if over else self._worked_out()
            self.places_due = not known
            landing = self.motion.landing_in()
            if self.places_due and landing > 0:  # the places the tile opens are worked out
                return  # in a frame or two: aimed at then (not first at the tree without them)
            asked = not over and self.table.match.seats[state.to_act].is_human
            lit = self.lit_places() if asked else []
            aim(self.camera, self.region, tiles, places, self.focus(),
                state.barnyard.pending is not None, asked, lit,
                self.chosen_place if self.chosen_place in lit else None)
            if landing > 0:  # the view arrives by the time the tile lands, the places with it
                self.camera.arrive_within(landing)
            self.tour = end_tour(self.camera, self.region, tiles) if over else None
        if self.reduced_motion() and not self.camera.hold:
            self.camera.snap()

    def show_place(self, place: Polygon) -> None:
        """The keyboard chose `place` among the picked tile's lit places: aim to show it too
        (while it is lit), aiming on again after the player's own look round."""
        if not self.camera.auto:
            self.camera.reset()
        self.chosen_place = place
        self.follow()

    def look_at(self, place: Polygon) -> None:
        """A marker at the view's edge asked to see `place` (lit, beyond the view): the view
        glides to show it as for the keyboard's choice, while a tile is dragged too
        (`seeking`, until it is there)."""
        self.seeking = True
        self.camera.hold = False
        self.show_place(place)

    def lit_places(self) -> list[Polygon]:
        """The places lit for the person to act, where their hand is face up at this screen
        (`revealed`): the picked tile's, else the next places at the open ends their tiles
        fit ([]: none, or not such a person's turn)."""
        state = self.table.state
        seat = state.to_act
        if state.is_over or seat != self.revealed():
            return []
        selection = self.selection
        if selection.tile is not None and selection.targets and not selection.on_phone:
            return [target.placement.polygon for target in selection.targets]
        ends = {a.on for a in state.legal_actions()
                if isinstance(a, Play) and a.seat == seat and a.on is not None}
        if not ends:
            return []
        table = self.table
        return next_places(state.barnyard, table.layout, state.tile_pool, table.free_slots(),
                           table.preview_ahead, ends)

    def tour_on(self, dt: float) -> None:
        """The round's end shows (its result on the table): the tour of a finished tree larger
        than the table goes on to its next part once this one has been shown long enough; the
        player's own look round (wheel, right-drag, keys: aiming off) ends it."""
        tour = self.tour
        if tour is None or tour.done:
            return
        if not self.camera.auto:
            tour.end()
            return
        stop = tour.advance(dt, self.camera.settled)
        if stop is not None:
            self.camera.show(stop, GLIDE)
            if self.reduced_motion():
                self.camera.snap()

    @property
    def touring(self) -> bool:
        """True while the finished tree is being shown in parts."""
        return self.tour is not None and not self.tour.done

    def remember(self, name: str, spot: Point) -> None:
        """Where the card `name` was last (the floor places it nearest there, if it has room):
        the map and the caption are placed afresh."""
        self.memory[name] = spot
        self._floor = None

    def keep_caption_off(self, rect: Optional[pygame.Rect]) -> None:
        """The pending foot's caption keeps clear of `rect` (a lesson's arrow; None: of
        nothing)."""
        self.caption_avoids = rect

    def hold_card(self, size: Optional[tuple[int, int]]) -> None:
        """A card of `size` the table waits under (None: gone): the view leaves room for it
        beside the tree (nobody places a tile while it stands); it goes on following play."""
        self.held_card = size
        self.follow()

    def _leave_room(self, tiles: Sequence[Polygon], card: tuple[int, int]) -> None:
        """A card the table waits under: the camera glides to show the whole tree beside the
        room the `card` takes (see leave_room)."""
        camera = self.camera
        aimed = (self.changes, card, self.region, camera.target_centre, camera.target_scale)
        if aimed == self._room_aimed:  # asked again for the same table: the camera already
            return  # aims there
        gap = max(4, round(8 * self.geometry.scale))
        self.end_room = leave_room(camera, self.region, tiles, card, gap, self.focus())
        self._room_aimed = (self.changes, card, self.region, camera.target_centre,
                            camera.target_scale)

    def place_end_card(self, floor: Floor, size: tuple[int, int]) -> pygame.Rect:
        """The round end's card of `size` put on this frame's `floor` (floating.place_result:
        at the foot of the hand strip, over no tile)."""
        return pixels_rect(place_result(floor, self.geometry, size).rect)

    def newest(self) -> list[Tile]:
        """The last few tiles played, oldest first."""
        return [placed.tile for placed in self.table.state.barnyard[-NEWEST:]]

    def focus(self) -> list[Point]:
        """Where play is: the open ends, the pending double and the newest tiles."""
        layout = self.table.layout
        barnyard = self.table.state.barnyard
        points = [end for _, tile in barnyard.open_ends()
                  if (end := layout.end_point(tile)) is not None]
        pending = [barnyard.pending] if barnyard.pending is not None else []
        points += [layout.placements[t].centre for t in pending + self.newest()
                   if t in layout.placements]
        return points

    def hold(self, still: bool) -> None:
        """The player is dragging (`still`): the view does not move under the tile, unless a
        marker asked to see a place (`look_at`) and the view is not there yet."""
        self.seeking = self.seeking and not self.camera.settled
        self.camera.hold = still and not self.seeking

    def tile_length(self) -> int:
        """Pixel length of a barnyard tile as drawn now."""
        return self.painter.length or ladder_length(self.camera.scale * 2)

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        """The right button pans (anywhere on the table), the wheel zooms at the pointer; the
        view's keys (`view_key`). The pointer is followed (its moves are left to the rest)."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self.view_key(event.key, event.mod)
        if kind == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.panning = True
            return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 3:
            self.panning = False
            return True
        if kind == pygame.MOUSEMOTION and self.panning:
            self.camera.pan(*getattr(event, "rel", (0, 0)))
            return True
        if kind == pygame.MOUSEWHEEL:
            self.camera.zoom_at(self.pointer, 1.12 ** getattr(event, "y", 0))
            return True
        return False

    def view_key(self, key: int, mod: int) -> bool:
        """+ and - (the keypad's too; = is + without Shift) zoom about the middle of the view
        by two wheel steps; Shift+arrows move the view a sixth of the table's way."""
        zoom = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1,
                pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
        look = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
                pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if key in zoom:
            self.camera.zoom_at(self.area().center, 1.12 ** (2 * zoom[key]))
            return True
        if mod & pygame.KMOD_SHIFT and key in look:
            dx, dy = look[key]
            area = self.area()
            self.camera.pan(-dx * area.width / 6, -dy * area.height / 6)
            return True
        return False

    # ----------------------------------------------------------------- targets
    def targets_for(self, plays: Iterable[Play]) -> list[Target]:
        """Every place for these legal plays, with the layout's preview: a spoke or toe has a
        target in each free slot of its double (the rules' next slot first)."""
        table = self.table
        out: list[Target] = []
        for play in plays:
            placed = table.placing(play)
            if placed.role in (SPOKE, TOE):
                out.extend(Target(play, table.preview(play, slot), slot)
                           for slot in table.free_slots())
            else:
                out.append(Target(play, table.layout.preview(placed)))
        return out

    def target_screen(self, target: Target) -> tuple[float, float]:
        """Where a target lies on screen now."""
        return self.camera.to_screen(*target.placement.centre)

    def target_at(self, targets: Iterable[Target], pos: tuple[int, int],
                  radius: float = SNAP_RADIUS) -> Optional[Target]:
        """The target nearest `pos`, if within `radius` world units (or a tile length): of a
        double's free slots, the one nearest the pointer."""
        wx, wy = self.camera.to_world(*pos)
        best, dist = None, radius * radius
        for target in targets:
            x, y = target.placement.centre
            d = (x - wx) ** 2 + (y - wy) ** 2
            if d <= dist:
                best, dist = target, d
        return best

    def meant(self, pos: tuple[int, int], reach: float = MEANT_REACH) -> Optional[Tile]:
        """The barnyard tile a drop at `pos` aims at, if any within `reach` world units: a free
        slot of the pending double (that double), an open end, or a tile itself. Nothing
        outside the table region (a tile let go over the hand aims at no tile beneath it)."""
        if not self.area().collidepoint(pos):
            return None
        point = self.camera.to_world(*pos)
        layout = self.table.layout
        barnyard = self.table.state.barnyard
        aims: list[tuple[float, Tile]] = []
        if barnyard.pending is not None:
            aims += [(distance_to_polygon(point, slot), barnyard.pending)
                     for slot in self.open_slots()]
        for _, tile in barnyard.open_ends():
            end = layout.end_point(tile)
            if end is not None:
                aims.append((max(0.0, math.dist(point, end) - 0.5), tile))
        aims += [(distance_to_polygon(point, place.polygon), tile)
                 for tile, place in layout.placements.items()]
        best = min(aims, key=lambda aim: aim[0], default=None)
        return best[1] if best is not None and best[0] <= reach else None

    # ----------------------------------------------------------------- drawing
    def still_key(self, hidden: frozenset[Tile]) -> tuple[object, ...]:
        """Everything the still picture of the barnyard depends on."""
        state = self.table.state
        barnyard = state.barnyard
        cam = self.camera
        return (cam.centre, cam.scale, cam.whole, self.painter.length, hidden,
                len(barnyard), barnyard.pending, barnyard.needed, state.is_over,
                self.changes, None if self.end_room is None else tuple(self.end_room))

    def moved(self, change: Change) -> None:
        """The table changed: the still picture is drawn again; after a draw by the person
        whose hand is face up here the view aims again (the tile drawn may fit where nothing
        did: its places lit, `lit_places`)."""
        self.changes += 1
        if isinstance(change.action, Draw) and not change.undone \
                and change.action.seat == self.revealed():
            self.follow()

    def highlights(self) -> dict[Tile, str]:
        """The pending foot (or the opening double still needing spokes) glows."""
        pending = self.table.state.barnyard.pending
        return {} if pending is None else {pending: "selected"}

    def warm(self) -> None:
        """Between redraws, keep preparing the next tile size (the zoom's target) a slice a frame."""
        items = list(self.table.layout.placements.items())
        self.painter.prepare(items, ladder_length(self.camera.scale * 2), self.highlights())

    def prepare_still(self, art: Any, hidden: set[Tile]
                      ) -> tuple[list[tuple[Tile, Placement]], dict[Tile, str]]:
        """The painter's images for the still picture of every placed tile not in `hidden`
        made ready as drawing it makes them (a new size a slice at a time); those tiles and
        the highlights, to draw."""
        items = [(t, p) for t, p in self.table.layout.placements.items() if t not in hidden]
        highlights = self.highlights()
        wanted = ladder_length(self.camera.scale * 2)
        if self.painter.art is not art:  # the tile scheme changed in the settings
            self.painter.art = art
            self.painter.forget()
        self.painter.prepare(items, wanted, highlights)
        return items, highlights

    def draw_still(self, surface: pygame.Surface, art: Any, hidden: set[Tile],
                   felt: Optional[pygame.Surface] = None, panels: bool = True) -> None:
        """Every placed tile not in `hidden` (still flying in), the free slots of the pending
        double and its caption, within the view's clip; with the table's `felt` (on `surface`
        already: the still picture starts with it), no tile shows through the panels or the
        overview map (the felt is laid again where they meet the clip, showing still beyond
        it). Without `panels`, what lies under the panels (their felt and mats) is left to be
        laid from a picture of them kept as `ground` says (see `ground`)."""
        items, highlights = self.prepare_still(art, hidden)
        state = self.table.state
        hub = state.barnyard.pending
        pending = self._pending_shown(hidden)
        was = surface.get_clip()
        inside = self.clip().clip(was)
        surface.set_clip(inside)
        if pending:  # outlines first: the tiles lie over their inner edges
            width = max(1, round(2 * self.geometry.scale))
            for polygon in self.open_slots():
                points = [self.camera.to_screen(x, y) for x, y in polygon]
                pygame.draw.polygon(surface, OUTLINE, points, width=width)
        self.painter.draw(surface, self.camera, items, highlights)
        self.draw_marks(surface, hidden)
        surface.set_clip(was)
        overlays = dict(self._overlays(hidden))
        shown_map = overlays.get("overview map")
        if felt is not None:
            under = self.hiding() if panels else []
            for rect in [*under, *([shown_map] if shown_map else [])]:
                part = rect.clip(inside)
                if part:
                    surface.blit(felt, part, part)
            for rect, mat in zip(under, self._mats(hidden)):  # a tile (or an outline) passes
                if mat:  # under a panel: its mat
                    draw_mat(surface, rect, self.geometry.scale)
        if shown_map is not None:
            self._map(surface)
        if "foot caption" in overlays and hub is not None:
            self._caption(surface, hub)

    def _pending_shown(self, hidden: set[Tile]) -> bool:
        """The pending double (not flying in) waits for its spokes or toes: its free slots show."""
        state = self.table.state
        hub = state.barnyard.pending
        return hub is not None and not state.is_over and hub not in hidden

    def _mats(self, hidden: set[Tile]) -> list[bool]:
        """For each of `hiding`, whether a placed tile not in `hidden` (or a free slot of the
        pending double) passes under it: a mat lies there."""
        boxes = self._shown_boxes(hidden)
        return [rect.collidelist(boxes) >= 0 for rect in self.hiding()]

    def _shown_boxes(self, hidden: set[Tile]) -> list[pygame.Rect]:
        """The screen boxes of the placed tiles not in `hidden` and of the pending double's
        free slots (while they show)."""
        boxes = [box for tile, box in self._boxes().items() if tile not in hidden]
        return boxes + [self._screen_box(shape)
                        for shape in (self.open_slots() if self._pending_shown(hidden) else ())]

    def ground(self, hidden: set[Tile], beside: Sequence[pygame.Rect] = ()
               ) -> Optional[tuple[object, ...]]:
        """What the panels lie on in the still picture drawn with `hidden` flying in: where each
        of `hiding` is and whether a mat lies there (the felt otherwise), and the rects
        `beside` them (what the panels draw outside them: a fan of backs) on the felt alone.
        The still picture is the same under the panels and beside them wherever this is the
        same (a glide moves only the tiles between them). None where the overview map or the
        pending double's caption meets a panel or leaves the view's clip, or anything of the
        barnyard's (a tile with its shadow, glow and mark, an outline) comes near a rect
        `beside` them."""
        hiding = self.hiding()
        inside = self.clip()
        if any(rect.collidelist(hiding) >= 0 or rect.collidelist(beside) >= 0
               or not inside.contains(rect) for _, rect in self._overlays(hidden)):
            return None
        if beside:
            length = self.tile_length()
            reach = round(length * 0.25) + 8  # a tile's shadow, glow and mark beyond its box
            boxes = self._shown_boxes(hidden)
            if any(rect.inflate(2 * reach, 2 * reach).collidelist(boxes) >= 0
                   for rect in beside):
                return None
        return (*zip(map(tuple, hiding), self._mats(hidden)), *map(tuple, beside))

    def last_tiles(self) -> dict[int, Tile]:
        """Each seat's last tile, while that tile is the seat's last action (a seat that has
        drawn, passed or spoken since has none)."""
        out: dict[int, Tile] = {}
        done: set[int] = set()
        for action in reversed(self.table.state.history):
            if action.seat in done:
                continue
            done.add(action.seat)
            if isinstance(action, Play):
                out[action.seat] = action.tile
        return out

    def draw_marks(self, surface: pygame.Surface, hidden: set[Tile]) -> None:
        """An outline in the seat's colour round every seat's last tile, at least 3 px thick
        at any angle, 1 px of it on the tile's edge and the rest outside: the newest tile's
        face, drawn again while it glows, leaves 3 px of it showing."""
        placements = self.table.layout.placements
        grow = max(1.0, self.geometry.scale)
        for seat, tile in self.last_tiles().items():
            if tile in hidden or tile not in placements:
                continue
            points = [self.camera.to_screen(x, y) for x, y in placements[tile].polygon]
            draw_ring(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], points, 4.5 * grow,
                      inside=grow)

    def draw(self, surface: pygame.Surface) -> None:
        """Over the still picture: the newest tile glowing, the tiles shifting to where they
        were laid again (inside the region), the panels again over either, the lit places."""
        look = self.look()
        glowing = self.draw_newest(surface, look.art, look.clock, set(self.motion.arriving()),
                                   look.keep_glow)
        was = surface.get_clip()
        surface.set_clip(self.clip().clip(was))
        shifting = self.motion.draw_flights(surface, look.art, look.lengths, shifts=True)
        surface.set_clip(was)
        if (glowing or shifting) and look.still is not None:  # the panels, map and caption
            self.draw_over(surface, look.still, self.motion.flying_in(), shifting,  # stay above
                           None if shifting else glowing)
        self.draw_targets(surface, look.art, self.selection, look.near, look.clock)

    def draw_newest(self, surface: pygame.Surface, art: Any, clock: float,
                    hidden: set[Tile], keep: bool = False) -> Optional[pygame.Rect]:
        """The newest tile glows for a moment once it has landed (fading out; as long as
        `keep`: the tile that went out, while the round's end is held); where it was drawn, if
        it was (the panels then go over it again there), else None."""
        barnyard = self.table.state.barnyard
        if not len(barnyard):
            return None
        tile = barnyard[-1].tile
        if tile in hidden:
            self._ready_glow(art, tile)
            return None
        if tile != self._glowing:  # (a memo: its fade counts from the first frame showing it)
            self._glowing, self._glow_start = tile, clock
        fade = 1.0 if keep else 1.0 - (clock - self._glow_start) / GLOW_SECONDS
        place = self.table.layout.placements.get(tile)
        if fade <= 0 or place is None:
            return None
        length = self.tile_length()
        centre = tuple(round(v) for v in self.camera.to_screen(*place.centre))
        glow = art.glow(length, place.angle, "selected")
        was = surface.get_clip()
        surface.set_clip(self.clip().clip(was))
        lit = glow.get_rect(center=centre)
        surface.blit(_ghost(glow, int(255 * fade) // 15 * 15), lit)
        face = art.face(tile, length, place.angle)
        drawn = face.get_rect(center=centre)
        surface.blit(face, drawn)
        surface.set_clip(was)
        return lit.union(drawn)

    def _ready_glow(self, art: Any, tile: Tile) -> None:
        """The newest tile still flying in: its glow and face made once it has flown
        GLOW_AHEAD frames (at the size drawn then), not in the frame it lands, which draws
        it into the still picture too (a turned glow took 5 ms)."""
        self._flying = (tile, self._flying[1] + 1 if self._flying[0] is tile else 1)
        place = self.table.layout.placements.get(tile)
        if self._flying[1] == GLOW_AHEAD and place is not None:
            length = self.tile_length()
            art.glow(length, place.angle, "selected")
            art.face(tile, length, place.angle)

    def draw_over(self, surface: pygame.Surface, still: pygame.Surface, hidden: set[Tile],
                  shifting: bool, within: Optional[pygame.Rect] = None) -> None:
        """What lies above the barnyard's tiles, again over a glowing or gliding one: the
        panels, the overview map and the pending double's caption as the still picture (drawn
        with `hidden` flying in) has them, where they meet `within` (what was drawn over the
        still picture this frame; None: anywhere); the caption is drawn afresh over tiles
        `shifting` to where they were laid again, which the still picture leaves out."""
        overlays = dict(self._overlays(hidden))
        caption = overlays.pop("foot caption", None) if shifting else None
        for rect in [*self.hiding(), *overlays.values()]:
            part = rect if within is None else rect.clip(within)
            if part:
                surface.blit(still, part, part)
        hub = self.table.state.barnyard.pending
        if caption is not None and hub is not None:
            self._caption(surface, hub)

    def panels(self) -> list[pygame.Rect]:
        """What the table draws above the barnyard (seat plates with their fans and markers,
        the hand, the chicken yard, the buttons), in pixels; worked out once per arrangement."""
        if self._panels_for is not self.geometry:
            self._panels_for = self.geometry
            self._panels = [pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
                            for x0, y0, x1, y1 in panel_rects(
                                self.geometry, button_count(self.table.rules.chickenlittle))]
        return self._panels

    def hiding(self) -> list[pygame.Rect]:
        """What the view hides tiles under: the panels, and the room left for a card the table
        waits under (tiles pass under it where the tree is larger than the view; the round's
        result is placed clear of the tiles instead)."""
        held = self.end_room if self.held_card is not None else None
        return [*self.panels(), *([] if held is None else [held])]

    def area(self) -> pygame.Rect:
        """The table region's area in pixels: the camera frames the barnyard on it."""
        x, y, w, h = self.region.area_rect
        return pygame.Rect(round(x), round(y), round(w), round(h))

    def clip(self) -> pygame.Rect:
        """Where the barnyard is drawn: the window above the hand strip (view_clip)."""
        x0, y0, x1, y1 = view_clip(self.geometry)
        return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))

    def map_home(self) -> pygame.Rect:
        """Where the overview map goes when nothing is in the way: the top left corner of the
        clear part of the table."""
        w, h = map_size(self.geometry)
        x, y = map_anchor(self.geometry, self.region)
        return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)

    def map_rect(self) -> pygame.Rect:
        """Where the overview map is: placed clear of the tiles while it shows, else at home."""
        placed = self._base_floor().placed.get("overview map")
        return self.map_home() if placed is None else pixels_rect(placed)

    def _map(self, surface: pygame.Surface) -> None:
        placements = self.table.layout.placements
        newest = [placements[t] for t in self.newest() if t in placements]
        self.overview.draw(surface, self.map_rect(), placements.values(),
                           self.camera.visible(), newest)

    def _caption(self, surface: pygame.Surface, hub: Tile) -> None:
        placed = self._caption_label(hub)
        if placed is not None:
            surface.blit(*placed)

    def _caption_forms(self, hub: Tile) -> list[pygame.Surface]:
        """The pending double's caption drawn, largest first (floating.caption_forms): drawn
        once for each double, count and size of print, not on every frame that places or
        draws it."""
        barnyard = self.table.state.barnyard
        left = barnyard.left_of(hub.high)
        key = (hub, barnyard.needed, barnyard.pending_role, left, self.geometry.scale)
        if self._captions[0] != key:
            self._captions = (key, [caption_image(lines, self.geometry)
                                    for lines in caption_forms(hub, barnyard.needed,
                                                               barnyard.pending_role == SPOKE,
                                                               left)])
        return self._captions[1]

    def _caption_label(self, hub: Tile) -> Optional[tuple[pygame.Surface, pygame.Rect]]:
        """The pending double's caption and where the placement put it: above the hand strip
        when nothing is there, else the free spot nearest (clear of the map and of what the
        caption avoids, the tutorial's arrow), on two lines or short where it must be; None
        where it finds no room at all (it leaves rather than cover a tile)."""
        placed = self._base_floor().placed.get("foot caption")
        if placed is None:
            return None
        at = pixels_rect(placed)
        label = next((form for form in self._caption_forms(hub)
                      if abs(form.get_width() - at.width) <= 1
                      and abs(form.get_height() - at.height) <= 1), None)
        return None if label is None else (label, at)

    def _caption_home(self) -> tuple[int, int]:
        g = self.geometry
        return g.barnyard_rect.centerx, g.hand_rect.top - round(6 * g.scale)

    def toast_home(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a toast of `size` goes when nothing is in the way: the barnyard's foot."""
        x, y = toast_anchor(self.geometry)
        rect = pygame.Rect((0, 0), size)
        rect.center = (round(x), round(y))
        return rect

    def toast_rect(self, size: tuple[int, int],
                   buttons: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where a toast of `size` goes: at the foot of the barnyard, else the free spot
        nearest, clear of the tiles, the map, the pending double's caption, what the caption
        avoids (the tutorial's arrow) and the `buttons` the table shows over the barnyard."""
        floor = self.floor()
        for rect in buttons:
            floor.block(pixel_box(rect))
        placed = self.place_toast(floor, size)
        assert placed is not None  # (it covers what it must)
        return placed

    def place_toast(self, floor: Floor, size: tuple[int, int], *smaller: tuple[int, int],
                    name: str = "toast", rise: int = 0, leaves: bool = False
                    ) -> Optional[pygame.Rect]:
        """A toast of `size` placed on this frame's `floor` (see `toast_rect`), else of the
        first of the `smaller` sizes with room (floating.place_toast: with the `rise` pixels
        below it clear where it can be; with no room at all, over what lies least in the way,
        or, where it `leaves`, nowhere: None)."""
        spot = place_toast(floor, self.toast_home(size).center, (size, *smaller), name, rise,
                           leaves)
        return None if spot is None else pixels_rect(spot.rect)

    def notice_rect(self, size: tuple[int, int], avoid: Sequence[pygame.Rect]) -> pygame.Rect:
        """Where a message of the app's (an achievement, a save problem) of `size` goes: as a
        toast does (keeping a spot of its own), clear of `avoid` (the table's own toast)."""
        floor = self.floor()
        for rect in avoid:
            floor.block(pixel_box(rect))
        placed = self.place_toast(floor, size, name="notice")
        assert placed is not None  # (it covers what it must)
        return placed

    def floor(self) -> Floor:
        """This frame's free room on the table (see game/render/placement.py), the overview map
        and the pending double's caption already on it: each card placed on it keeps off the
        tiles, the outlines, the panels and the cards placed before."""
        return self._base_floor().copy()

    def _base_floor(self) -> Floor:
        """The floor with the map and the caption, worked out once per view of the tree."""
        state = self.table.state
        barnyard = state.barnyard
        cam = self.camera
        avoid = self.caption_avoids
        key = (cam.centre, cam.scale, cam.whole, cam.settled, self.geometry, len(barnyard),
               barnyard.pending, barnyard.needed, state.is_over,
               None if avoid is None else tuple(avoid))
        if self._floor is not None and key == self._floor_key:
            return self._floor
        tiles = [pixel_box(r) for r in self.tile_boxes()]
        outlines = [pixel_box(self._screen_box(shape)) for shape in self.open_slots()]
        panels = [pixel_box(r) for r in [*self.panels(), *([] if avoid is None else [avoid])]]
        g = self.geometry
        floor = Floor(pixel_box(self.area()), tiles, panels, outlines, self.memory, cam.settled,
                      cell=max(4.0, round(8 * g.scale)), gap=max(2.0, round(4 * g.scale)))
        if not cam.whole and self.table.layout.placements:
            floor.place(Card("overview map", self.map_home().size, self.map_home().center))
        hub = barnyard.pending
        if hub is not None and not state.is_over:
            first, *smaller = [form.get_size() for form in self._caption_forms(hub)]
            home = pygame.Rect((0, 0), first)
            home.midbottom = self._caption_home()
            floor.place_free(Card("foot caption", first, home.center), smaller)
        self._floor, self._floor_key = floor, key
        return floor

    def _screen_box(self, polygon: Polygon) -> pygame.Rect:
        """A tile's outline's bounding box on screen."""
        return self._screen_rect(world_bounds(polygon))

    def _screen_rect(self, bounds: tuple[float, float, float, float]) -> pygame.Rect:
        """The world `bounds` (x0, y0, x1, y1) on screen in whole pixels: the camera keeps
        the order of coordinates (in floating point too), so the least and greatest corners
        on screen are those of the least and greatest in the world."""
        x0, y0 = self.camera.to_screen(bounds[0], bounds[1])
        x1, y1 = self.camera.to_screen(bounds[2], bounds[3])
        return pygame.Rect(math.floor(x0), math.floor(y0),
                           math.ceil(x1 - x0) + 1, math.ceil(y1 - y0) + 1)

    def _tile_box(self, tile: Tile, place: Placement) -> pygame.Rect:
        """A placed tile's box on screen (its outline's world bounds kept while it lies there)."""
        known = self._bounds.get(tile)
        if known is None or known[0] is not place:
            known = self._bounds[tile] = (place, world_bounds(place.polygon))
        return self._screen_rect(known[1])

    def tile_boxes(self) -> list[pygame.Rect]:
        """Every barnyard tile's box on screen now."""
        return list(self._boxes().values())

    def _boxes(self) -> dict[Tile, pygame.Rect]:
        """Every barnyard tile's box on screen, by tile: worked out once for each layout and
        view (the frame's floor and the still picture's mats both ask)."""
        cam, layout = self.camera, self.table.layout
        view = (cam.centre, cam.scale, cam.view)
        kept = self._boxes_for
        if kept is None or kept[0] is not layout or kept[1] != view:
            kept = self._boxes_for = (layout, view, {t: self._tile_box(t, p)
                                                     for t, p in layout.placements.items()})
        return kept[2]

    def rects(self) -> list[tuple[str, pygame.Rect]]:
        """The texts and panels this part draws over the tiles now: the pending double's
        caption and the overview map, named."""
        return self._overlays(set())

    def _overlays(self, hidden: set[Tile]) -> list[tuple[str, pygame.Rect]]:
        """The caption and the map over the tiles, with the tiles of `hidden` flying in."""
        out: list[tuple[str, pygame.Rect]] = []
        state = self.table.state
        hub = state.barnyard.pending
        caption = None if hub is None or state.is_over or hub in hidden \
            else self._caption_label(hub)
        if caption is not None:
            out.append(("foot caption", caption[1]))
        if not self.camera.whole and any(t not in hidden for t in self.table.layout.placements):
            out.append(("overview map", self.map_rect()))
        return out

    def open_slots(self) -> list[Polygon]:
        """Outlines of the spokes or toes the pending double still needs, where they will lie
        (shown with a tile of the pending number not yet down)."""
        if self.table.state.barnyard.pending is None:
            return []
        return self.next_places()

    def next_places(self) -> list[Polygon]:
        """Where the next tile at each open end would lie (see `next_places`): those the table
        has worked out ahead, given a slice now; the rest come later. Once all are worked out,
        they are kept until the table announces a change (`moved`; asked again by the floor,
        the outlines drawn and the view's aim in the same frame)."""
        return self._worked_out()[0]

    def _worked_out(self) -> tuple[list[Polygon], bool]:
        """`next_places`, and whether all of them are worked out. Only the view's aim says
        whether it went without some (`places_due`): the floor or the outlines drawn finding
        them first (a slice of their frame) leave the aim to take them in the next frame."""
        state, table = self.table.state, self.table
        free = table.free_slots()
        asked = (self.changes, free)
        kept = self._places
        if kept is not None and kept[0] is state and kept[1] is table.layout \
                and kept[2] == asked:
            return list(kept[3]), True
        due: list[PlacedTile] = []

        def where(placed: PlacedTile) -> Optional[Placement]:
            found = table.preview_ahead(placed)
            if found is None:
                due.append(placed)
            return found

        places = next_places(state.barnyard, table.layout, state.tile_pool, free, where)
        if due:  # mostly quick: worked out now, in a slice of this frame
            table.work_ahead(PLACES_SLICE)
            due.clear()
            places = next_places(state.barnyard, table.layout, state.tile_pool, free, where)
        if not due:
            self._places = (state, table.layout, asked, places)
        return list(places), not due

    def draw_targets(self, surface: pygame.Surface, art: Any, selection: Selection,
                     drag_pos: Optional[tuple[int, int]], clock: float) -> None:
        """Lit open ends where the selected tile may go; the one under a dragged tile (or the
        keyboard's chosen one) brighter, and every one of a tile lifted on a phone (seen
        across the room, as bright as the place a tile lifted here is over); the hint's place
        (its first, for a spoke or toe) in the hint's green, held steady, chosen or not."""
        if not selection.targets or selection.tile is None:
            return
        length = self.tile_length()
        near = self.target_at(selection.targets, drag_pos) if drag_pos is not None else None
        pulse = 0.5 + 0.5 * math.sin(clock * 6)
        hinted = next((t for t in selection.targets if t.action == selection.hinted), None)
        for target in selection.targets:
            x, y = self.target_screen(target)
            angle = target.placement.angle
            centre = (round(x), round(y))
            bright = target is near or selection.on_phone
            kind = "hint" if target is hinted else "selected" if bright else "legal"
            glow = art.glow(length, angle, kind)
            lit = 255 if kind != "legal" else int(150 + 105 * pulse) // 15 * 15
            surface.blit(_ghost(glow, lit), glow.get_rect(center=centre))
            face = art.face(selection.tile, length, angle)
            surface.blit(_ghost(face, 240 if bright else 185), face.get_rect(center=centre))


def pixel_box(rect: pygame.Rect) -> PlacedRect:
    """A pygame rectangle as the placement's (x0, y0, x1, y1)."""
    return (float(rect.left), float(rect.top), float(rect.right), float(rect.bottom))


def pixels_rect(box: PlacedRect) -> pygame.Rect:
    """A placement's rectangle in whole pixels (never smaller)."""
    x0, y0 = math.floor(box[0]), math.floor(box[1])
    return pygame.Rect(x0, y0, math.ceil(box[2]) - x0, math.ceil(box[3]) - y0)
