"""Where the things floating over the table want to be (their anchors, when nothing is in the
way), and a typical frame's cards placed without a window, for the barnyard benchmark.

The play scene places its cards on a `Floor` (game/render/placement.py) each frame; these are
the places they ask for. `typical_frame` places the cards of an ordinary moment (a banner, a
toast, the pending double's caption, the overview map) among given tile and panel rectangles,
as the table would, so a benchmark can count the frames where one of them has no free room.
"""
from __future__ import annotations

from typing import MutableMapping, Optional, Sequence

from game.render import text
from game.render.placement import Card, Floor, Point, Rect, Spot
from game.layout.table_region import TableRegion
from game.scenes.play.geometry import TableGeometry
from game.words.calls import chicken_foot
from game.words.moves import draws_and_passes

MAP_SIZE = (180, 108)  # the overview map, at the 1280x720 table
BANNER_SIZES = (46, 36, 28)  # px at the 1280x720 table: full size, then smaller for room
TYPICAL_BANNER = chicken_foot("Chick")
TYPICAL_TOAST = draws_and_passes("Rooster")
TYPICAL_CAPTION = "Chicken foot on 7-7: 2 more toes before anything else"


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


def typical_cards(g: TableGeometry, region: TableRegion, map_shown: bool,
                  pending: bool) -> list[tuple[Card, list[tuple[int, int]]]]:
    """An ordinary moment's cards in the order the table places them, each with the smaller
    sizes it may take for room: the map (while it shows), the caption (while a double waits),
    a banner and a toast, sized as drawn."""
    cards: list[tuple[Card, list[tuple[int, int]]]] = []
    if map_shown:
        cards.append((Card("overview map", map_size(g), map_anchor(g, region)), []))
    if pending:
        size = text.render(TYPICAL_CAPTION, max(12, round(19 * g.scale)), bold=True,
                           shadow=(0, 0, 0)).get_size()
        cards.append((Card("foot caption", size, caption_anchor(g, size[1])), []))
    banner, *smaller = banner_sizes(TYPICAL_BANNER, g)
    cards.append((Card("banner 0", banner, banner_anchor(g, 0)), smaller))
    s = g.scale * g.print_scale
    words = text.render(TYPICAL_TOAST, max(12, round(20 * s)), bold=True)
    toast = words.get_rect().inflate(round(40 * s), round(22 * s)).size
    cards.append((Card("toast", toast, toast_anchor(g)), []))
    return cards


def typical_frame(g: TableGeometry, region: TableRegion, tiles: Sequence[Rect],
                  panels: Sequence[Rect], outlines: Sequence[Rect] = (), map_shown: bool = False,
                  pending: bool = False, memory: Optional[MutableMapping[str, Point]] = None,
                  settled: bool = True) -> dict[str, Spot]:
    """One ordinary frame's cards (`typical_cards`) placed as the table places them among the
    `tiles` (screen boxes), `panels` (table_region.panel_rects) and `outlines` of the pending
    double's free places, by name; a spot that is not `free` covers something. Pass the same
    `memory` from frame to frame (and `settled` False while the view glides) to keep the
    cards where they were, as the table does."""
    floor = Floor(region.area, tiles, panels, outlines, memory, settled,
                  cell=max(4.0, round(8 * g.scale)), gap=max(2.0, round(4 * g.scale)))
    return {card.name: floor.place(card, smaller)
            for card, smaller in typical_cards(g, region, map_shown, pending)}
