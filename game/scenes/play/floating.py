"""Where the things floating over the table want to be (their anchors, when nothing is in the
way), and a typical frame's cards placed without a window, for the barnyard benchmark.

The play scene places its cards on a `Floor` (game/render/placement.py) each frame; these are
the places they ask for. `typical_frame` places the cards of an ordinary moment (a banner, a
toast, the pending double's caption, the overview map, the markers for the places beyond the
view) among given tile and panel rectangles, as the table would, so a benchmark can count the
frames where one of them has no free room.
"""
from __future__ import annotations

import math
from typing import MutableMapping, Optional, Sequence

import pygame

from game.layout import beyond
from game.render import text
from game.rules.barnyard import TOES
from game.rules.tiles import Tile
from game.render.placement import OUTLINE, Card, Floor, Point, Rect, Spot
from game.render.ui_draw import ui_scale
from game.render.widgets.toast import TableToast
from game.layout.table_region import TableRegion
from game.scenes.play.geometry import TableGeometry
from game.words.calls import chicken_foot
from game.words.moves import draws_and_passes
from game.words.numbers import counted

MAP_SIZE = (180, 108)  # the overview map, at the 1280x720 table
BANNER_SIZES = (46, 36, 28)  # px at the 1280x720 table: full size, then smaller for room
TYPICAL_BANNER = chicken_foot("Chick")
TYPICAL_TOAST = draws_and_passes("Rooster")
CAPTION = (255, 226, 140)  # the pending double's caption's colour
MARKER_PX = 34  # a marker for the places beyond the view: its height at the 1280x720 table


def caption_forms(hub: Tile, needed: int, spokes: bool,
                  left: int = TOES) -> list[tuple[str, ...]]:
    """The pending double's caption, largest first (the table takes the first with room, and
    shows none where none has): on one line, on two, and short. A chicken foot whose number
    has fewer tiles `left` off the table than the toes it `needed` says it is never finished
    (play goes on, drawing and passing, until the round is blocked)."""
    if spokes:
        more = f"{counted(needed, 'more spoke', 'more spokes')} on {hub}"
        return [(f"{more} before any line grows",), (more, "before any line grows"),
                (f"{hub}: {counted(needed, 'more spoke', 'more spokes')}",)]
    if left < needed:
        never = f"Chicken foot on {hub} can never be finished"
        why = f"no {hub.high} is left" if left == 0 else \
            f"only {('one', 'two')[left - 1]} {hub.high}{'s are' if left > 1 else ' is'} left"
        return [(f"{never}: {why}",), (f"{never}:", why), (f"{hub}: {why}",)]
    toes = counted(needed, "more toe", "more toes")
    return [(f"Chicken foot on {hub}: {toes} before anything else",),
            (f"Chicken foot on {hub}:", f"{toes} before anything else"), (f"{hub}: {toes}",)]


def caption_image(lines: Sequence[str], g: TableGeometry) -> pygame.Surface:
    """A caption's lines drawn, each centred under the one before."""
    return text.stacked([text.render(line, max(12, round(19 * g.scale)), CAPTION, bold=True,
                                     shadow=(0, 0, 0)) for line in lines])


def place_toast(floor: Floor, anchor: Point, sizes: Sequence[tuple[int, int]],
                name: str = "toast", rise: int = 0, leaves: bool = False) -> Optional[Spot]:
    """A toast placed on `floor` at the first of its `sizes` with room, nearest `anchor` (its
    centre at the barnyard's foot); where one has room for it with the `rise` pixels below it
    clear too (it slides up from there as it fades in, and back as it fades out), there. With
    no room at any size it covers what lies least in the way, or (`leaves`) it is not shown
    (None)."""
    x, y = anchor
    risen = [(w, h + rise) for w, h in sizes]
    below = (x, y + rise / 2)
    if rise and any(floor.choose(name, card, below, False) for card in risen):
        spot = floor.place(Card(name, risen[0], below), risen[1:])
        x0, y0, x1, y1 = spot.rect
        return Spot((x0, y0, x1, y1 - rise), spot.free)
    card = Card(name, sizes[0], (x, y))
    return floor.place_free(card, sizes[1:]) if leaves else floor.place(card, sizes[1:])


def place_result(floor: Floor, g: TableGeometry, size: tuple[int, int]) -> Spot:
    """The round's result, a card of `size`, put on `floor` at the foot of the hand strip
    (result_spot): a panel the barnyard is never drawn on, its hand given way (round_end)."""
    return floor.put("round end", result_spot(g, size))


def result_spot(g: TableGeometry, size: tuple[int, int]) -> Rect:
    """Where the round's result of `size` goes: over the middle of the hand strip, along its
    foot (below the status line along its top), where the hand's tiles stood before they slid
    down out of it (round_end.hand_lowered)."""
    x, bottom = g.hand_rect.centerx, g.hand_rect.bottom - round(4 * g.scale)
    w, h = size
    return (x - w / 2, bottom - h, x + w / 2, bottom)


def toast_anchor(g: TableGeometry) -> Point:
    """A toast's centre when nothing is in the way: the barnyard's foot."""
    return float(g.barnyard_rect.centerx), float(round(g.barnyard_rect.bottom - 24 * g.scale))


def banner_anchor(g: TableGeometry, index: int) -> Point:
    """The centre of the `index`th banner shown when nothing is in the way: across the top of
    the barnyard, one under the other."""
    return float(g.barnyard_rect.centerx), float(g.barnyard_rect.top
                                                 + round((40 + 56 * index) * g.scale))


def caption_anchor(g: TableGeometry, height: float) -> Point:
    """The pending double's caption's centre (`height` px tall): just above the hand strip."""
    return float(g.barnyard_rect.centerx), g.hand_rect.top - round(6 * g.scale) - height / 2


def map_size(g: TableGeometry) -> tuple[int, int]:
    """The overview map's size on this table."""
    return round(MAP_SIZE[0] * g.scale), round(MAP_SIZE[1] * g.scale)


def map_anchor(g: TableGeometry, region: TableRegion) -> Point:
    """The overview map's centre when nothing is in the way: the top left corner of the clear
    part of the table."""
    x0, y0, _, _ = region.clear_rect
    w, h = map_size(g)
    return round(x0 + 8 * g.scale) + w / 2, round(y0 + 8 * g.scale) + h / 2


def banner_size(message: str, size: int, width: int,
                colour: tuple[int, int, int] = (255, 226, 120)) -> tuple[int, int]:
    """What a banner of `message` drawn `size` px tall at full pop covers, on a surface `width`
    wide (as effects.Banner draws it)."""
    px = max(8, size // 4 * 4)
    px = max(8, text.fit_size(message, px, width - 40, True, "title") // 4 * 4)
    return text.render(message, px, colour, bold=True, face="title",
                       outline=(40, 24, 8), shadow=(0, 0, 0)).get_size()


def banner_sizes(message: str, g: TableGeometry) -> list[tuple[int, int]]:
    """A banner's sizes on this table, largest first: the table takes the first with room."""
    return [banner_size(message, round(px * g.scale), g.size[0]) for px in BANNER_SIZES]


def toast_rise(g: TableGeometry) -> int:
    """How far a toast slides as it fades (widgets.Toast: 20 px at the 1280x720 table)."""
    return math.ceil(20 * ui_scale(g.size) * g.print_scale)


def marker_size(g: TableGeometry, count: int) -> tuple[int, int]:
    """A marker's size on this table: a chevron, and beside it the count of places it stands
    for where there are several."""
    side = max(24, round(MARKER_PX * g.scale))
    return side + (round(side * 0.6) if count > 1 else 0), side


def edge_markers(g: TableGeometry, region: TableRegion, places: Sequence[Sequence[Point]],
                 clip: Rect, panels: Sequence[Rect],
                 arriving: Sequence[Sequence[Point]] = ()) -> list[beyond.Marker]:
    """The markers for the lit `places` (on screen) not drawn whole within the view's `clip`
    clear of the `panels` drawn over it (nor where the view's glide ends: `arriving`, the
    same places there), anchored at the edge of `region`'s view (layout/beyond.py)."""
    return beyond.markers(region, places, marker_size(g, 2), max(4.0, round(8 * g.scale)),
                          beyond.drawn(clip, panels), arriving)


def marker_name(marker: beyond.Marker) -> str:
    """The name a marker is placed under: by its direction."""
    return "marker {} {}".format(*marker.direction)


def place_markers(floor: Floor, g: TableGeometry, markers: Sequence[beyond.Marker],
                  lit: Sequence[Rect]) -> list[tuple[beyond.Marker, Spot, float]]:
    """Each marker placed on `floor` at its one size nearest its anchor (wherever it lay last
    frame) where it covers nothing (a tile, a panel, a card, nor the `lit` places' boxes on
    screen, by the markers' places' indices), and the way it points from there at its places
    (beyond.bearing); a marker that finds no room is left out (it leaves this frame)."""
    clear = floor.copy()  # (the lit places kept clear by the markers alone)
    for rect in lit:
        clear.block(rect, OUTLINE)
    out: list[tuple[beyond.Marker, Spot, float]] = []
    for marker in markers:
        name = marker_name(marker)
        clear.memory.pop(name, None)  # (no spot kept: it goes where its places are now)
        spot = clear.place_free(Card(name, marker_size(g, marker.count), marker.anchor))
        if spot is not None:
            boxes = [((x0, y0), (x1, y1)) for x0, y0, x1, y1 in (lit[k] for k in marker.places)]
            out.append((marker, floor.put(name, spot.rect), beyond.bearing(spot.rect, boxes)))
    return out


def typical_frame(g: TableGeometry, region: TableRegion, tiles: Sequence[Rect],
                  panels: Sequence[Rect], outlines: Sequence[Rect] = (), map_shown: bool = False,
                  pending: bool = False, memory: Optional[MutableMapping[str, Point]] = None,
                  settled: bool = True, result: Optional[tuple[int, int]] = None,
                  markers: Sequence[beyond.Marker] = (), lit: Sequence[Rect] = ()
                  ) -> dict[str, Optional[Spot]]:
    """An ordinary moment's cards placed as the table places them among the `tiles` (screen
    boxes), `panels` (table_region.panel_rects) and `outlines` of the pending double's free
    places, by name, in the table's order, each sized as drawn and smaller where it must:
    the map (while it shows), the caption (while a double waits), the round's result (at the
    round's end: its size, as place_result puts it), the `markers` for the places beyond the
    view (edge_markers: at the person's turn, clear of the `lit` places' boxes), a banner and
    a toast. A spot that is not `free` covers something; a card that found no room at any
    size left (None).
    Pass the same `memory` from frame to frame (and `settled` False while the view glides) to
    keep the cards where they were, as the table does."""
    floor = Floor(region.area, tiles, panels, outlines, memory, settled,
                  cell=max(4.0, round(8 * g.scale)), gap=max(2.0, round(4 * g.scale)))
    spots: dict[str, Optional[Spot]] = {}
    if map_shown:
        spots["overview map"] = floor.place(Card("overview map", map_size(g),
                                                 map_anchor(g, region)))
    if pending:
        size, *smaller = [caption_image(lines, g).get_size()
                          for lines in caption_forms(Tile.parse("7-7"), 2, False)]
        spots["foot caption"] = floor.place_free(
            Card("foot caption", size, caption_anchor(g, size[1])), smaller)
    if result is not None:
        spots["round end"] = place_result(floor, g, result)
    placed = {marker_name(m): spot for m, spot, _ in place_markers(floor, g, markers, lit)}
    spots.update({marker_name(m): placed.get(marker_name(m)) for m in markers})
    banner, *smaller = banner_sizes(TYPICAL_BANNER, g)
    spots["banner 0"] = floor.place_free(Card("banner 0", banner, banner_anchor(g, 0)), smaller)
    toast = TableToast(TYPICAL_TOAST).line_sizes(g.size, g.print_scale)
    spots["toast"] = place_toast(floor, toast_anchor(g), toast, rise=toast_rise(g), leaves=True)
    return spots
