"""The table region: the part of the window the barnyard may use, and its tile sizes.

The barnyard lies on the felt between the seat panels (with their little fans of tiles and turn
markers), the hand strip, the chicken yard and the column of action buttons above it. A
`TableRegion` holds that free area in screen pixels, the scale below which tiles stop being
readable (`min_scale`, pixels per world unit: a tile's long side is 2 units) and the scale above
which they are needlessly large (`max_scale`: the hand's tiles). The layout grows the barnyard
into the shape of its largest clear rectangle (`extent`, in world units at the smallest scale:
its edge), compactly while it has few tiles, so that the camera can show it large; the camera
keeps every tile it shows inside the area (`holds`).

The floor is in pixels for the window's size measured against the window the game opens on a
1280x720 screen (1280x648: the screen less its title and task bars), not against a 1280x720
window: the player sits as far from that screen as from any, so a tile there needs the same
pixels as at 1280x720. It is 50 px, the painter's size at or above the readable 48 (the ladder
of drawn sizes has 46 and 50; a 48 px scale is drawn 46 long).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Mapping, Protocol, Sequence

from game.layout.geometry import Point, polygons_overlap

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in pixels

MIN_TILE_PX = 50.0  # a tile's long side at the window a 1280x720 screen opens (drawn 50)
FLOOR_TILE_PX = 40.0  # never smaller, however small the window
MAX_TILE_PX = 88.0  # never larger at the 1280x720 table: the hand's tiles (TableGeometry)
REFERENCE_WINDOW = (1280, 648)  # the window the floor is for: a 1280x720 screen's
EDGE = 6.0  # pixels (at the 1280x720 table) kept clear along the window's edges and panels
FAN_GAP = 1  # pixels between a plate and its fan of backs
MARKER_PX = 22  # the turn marker's width at the 1280x720 table


class Edges(Protocol):
    """A rectangle's edges on the screen, in pixels (a pygame.Rect has them)."""

    @property
    def left(self) -> int: ...
    @property
    def top(self) -> int: ...
    @property
    def right(self) -> int: ...
    @property
    def bottom(self) -> int: ...


class TableLayout(Protocol):
    """What the region needs of the table's arrangement (the play scene's TableGeometry)."""

    size: tuple[int, int]
    scale: float
    bottom: int
    button_size: tuple[int, int]

    @property
    def hand_rect(self) -> Edges: ...
    @property
    def plates(self) -> Mapping[int, Edges]: ...
    @property
    def yard_rect(self) -> Edges: ...
    @property
    def corners(self) -> tuple[Edges, ...]:
        """The buttons in the table's top corners (Log, Menu)."""


def min_tile_scale(ui_scale: float) -> float:
    """Pixels per world unit of the smallest readable tile for a table drawn at `ui_scale`
    (1.0: the window a 1280x720 screen opens; see `window_scale`)."""
    return max(FLOOR_TILE_PX, MIN_TILE_PX * ui_scale) / 2.0


def window_scale(size: tuple[int, int]) -> float:
    """How large a window is against REFERENCE_WINDOW (the smaller of its two ratios)."""
    return min(size[0] / REFERENCE_WINDOW[0], size[1] / REFERENCE_WINDOW[1])


@dataclass(frozen=True)
class TableRegion:
    """The free area of the table in screen pixels: `area` less the `keep_off` rectangles."""

    area: Rect
    keep_off: tuple[Rect, ...]
    min_scale: float
    max_scale: float = math.inf  # tiles never larger (the hand's)

    def holds(self, polygon: Sequence[Point]) -> bool:
        """True if a screen polygon lies inside the area, clear of every rectangle kept off."""
        xs = [p[0] for p in polygon]
        ys = [p[1] for p in polygon]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
        a = self.area
        if x0 < a[0] - 1e-6 or y0 < a[1] - 1e-6 or x1 > a[2] + 1e-6 or y1 > a[3] + 1e-6:
            return False
        for k0, l0, k1, l1 in self.keep_off:
            if x1 <= k0 or k1 <= x0 or y1 <= l0 or l1 <= y0:
                continue
            if polygons_overlap(polygon, ((k0, l0), (k1, l0), (k1, l1), (k0, l1)), 0.0):
                return False
        return True

    @cached_property
    def clear_rect(self) -> Rect:
        """The largest rectangle of the area that no kept-off rectangle cuts into."""
        return largest_clear_rect(self.area, self.keep_off)

    @property
    def area_rect(self) -> tuple[float, float, float, float]:
        """The area as (x, y, width, height), the camera's view rect."""
        x0, y0, x1, y1 = self.area
        return (x0, y0, x1 - x0, y1 - y0)

    @property
    def extent(self) -> tuple[float, float]:
        """(width, height) in world units of the clear rectangle at the smallest scale: the
        shape the barnyard layout grows into."""
        x0, y0, x1, y1 = self.clear_rect
        return ((x1 - x0) / self.min_scale, (y1 - y0) / self.min_scale)

    def leaving(self, room: Rect, share: float = 1.0) -> "TableRegion":
        """The region with `room` kept off as well (a card's, see framing.card_room) and its
        smallest readable scale `share` as high (the round's end: nobody places tiles)."""
        return TableRegion(self.area, (*self.keep_off, room), self.min_scale * share,
                           self.max_scale)

    @cached_property
    def pixels(self) -> float:
        """The free area in square pixels (counted on a 4 px grid)."""
        step = 4.0
        a = self.area
        count = 0
        y = a[1] + step / 2
        while y < a[3]:
            x = a[0] + step / 2
            while x < a[2]:
                if not any(k0 <= x < k1 and l0 <= y < l1 for k0, l0, k1, l1 in self.keep_off):
                    count += 1
                x += step
            y += step
        return count * step * step


def largest_clear_rect(area: Rect, keep_off: Sequence[Rect]) -> Rect:
    """The largest axis-aligned rectangle inside `area` that overlaps no `keep_off` rectangle
    (worked out once for the same rectangles: the camera asks again each framing, the round's
    end for each spot its card may take)."""
    return _largest_clear_rect(tuple(area), tuple(tuple(k) for k in keep_off))  # type: ignore[arg-type]


@lru_cache(maxsize=512)
def _largest_clear_rect(area: Rect, keep_off: tuple[Rect, ...]) -> Rect:
    """`largest_clear_rect` worked out: every pair of edges across (left to right) and, down
    between them, each run of bands that no rectangle kept off blocks, top first; the largest
    first found wins. A rectangle kept off blocks a pair in its bands (a bit mask) where it
    reaches in between (its right side past the left edge, its left side before the right
    one): for each left edge, the masks of those that reach past it are added one by one as
    the right edge moves out past their left sides, and a run of free bands is taken whole
    (taller is larger), so trying the six spots of a card takes about a millisecond."""
    xs = sorted({area[0], area[2]} | {min(max(v, area[0]), area[2])
                                       for k in keep_off for v in (k[0], k[2])})
    ys = sorted({area[1], area[3]} | {min(max(v, area[1]), area[3])
                                       for k in keep_off for v in (k[1], k[3])})
    bands = list(zip(ys, ys[1:]))
    blocks = sorted((k[0], k[2], sum(1 << b for b, (b0, b1) in enumerate(bands)
                                     if k[1] < b1 and b0 < k[3])) for k in keep_off)
    every = (1 << len(bands)) - 1
    best, best_area = area, -1.0
    for i, left in enumerate(xs):
        reaching = [(k0, mask) for k0, k1, mask in blocks if left < k1]  # by their left sides
        blocked, passed = 0, 0
        for right in xs[i + 1:]:
            while passed < len(reaching) and reaching[passed][0] < right:
                blocked |= reaching[passed][1]
                passed += 1
            free = every & ~blocked
            while free:
                start = (free & -free).bit_length() - 1
                run = free >> start
                stop = start + (~run & (run + 1)).bit_length() - 1  # the run's first band after
                free &= ~((1 << stop) - 1)
                top, bottom = ys[start], ys[stop]
                size = (right - left) * (bottom - top)
                if size > best_area:
                    best, best_area = (left, top, right, bottom), size
    return best


def panel_rects(table: TableLayout, buttons: int = 3) -> tuple[Rect, ...]:
    """What the table draws above the barnyard, in pixels: every seat plate but the bottom one
    with its fan of backs and turn marker, the buttons in the top corners, the hand strip, the
    chicken yard and the column of `buttons` action buttons above it."""
    s = table.scale
    w, h = table.size
    out: list[Rect] = []
    for seat, r in table.plates.items():
        if seat == table.bottom:
            continue
        if r.top <= round(10 * s):  # along the top: a fan of backs and the turn marker below
            out.append((r.left, r.top, r.right, r.bottom + 54 * s))
        else:  # at a side: the turn marker above, the fan of backs below
            out.append((r.left, r.top - 26 * s, r.right, r.bottom + fan_reach(s)))
    out += [(float(r.left), float(r.top), float(r.right), float(r.bottom)) for r in table.corners]
    yard = table.yard_rect
    bw, bh = table.button_size
    top = yard.top - 12 * s - buttons * bh - (buttons - 1) * 8 * s
    out.append((yard.right - 1.6 * bw, top, float(w), float(h)))
    out.append((yard.left, yard.top, float(w), float(h)))
    hand = table.hand_rect
    out.append((float(hand.left), float(hand.top), float(hand.right), float(hand.bottom)))
    return tuple(out)


def fan_length(scale: float) -> int:
    """Length of the little backs fanned by an opponent's plate (and of a tile flying to or
    from it) at a table drawn at `scale` (1.0: the 1280x720 table)."""
    return max(14, round(26 * scale))


def fan_reach(scale: float) -> int:
    """How far past its plate's edge a fan of backs reaches: FAN_GAP, then the backs standing
    upright (seat_panels lays them so, in whole pixels)."""
    return FAN_GAP + fan_length(scale)


def turn_marker(plate: Edges, above: bool, scale: float) -> tuple[tuple[int, int], int]:
    """Where the turn marker by `plate` stands (its centre) and its size: just `above` the
    plate (a side seat's, the bottom one's), clear of it as it bobs, else below a top seat's
    fan of backs; inside the band `panel_rects` keeps for it either way."""
    size = round(MARKER_PX * scale)
    x = (plate.left + plate.right) // 2
    if above:
        return (x, plate.top - math.ceil(size * 0.5) - 1), size
    return (x, plate.bottom + round(30 * scale) + size // 2), size


def marker_box(centre: tuple[int, int], size: int) -> tuple[int, int, int, int]:
    """The pixels the bobbing turn marker at `centre` covers, x0, y0, x1, y1: 0.55 of its
    size above its centre and 0.5 below (it bobs 0.1 of its size: hud.turn_arrow), with its
    outline."""
    x, y = centre
    return x - size // 2 - 1, round(y - 0.55 * size) - 1, x - size // 2 + size + 1, \
        round(y + 0.5 * size) + 1


def view_clip(table: TableLayout) -> Rect:
    """Where the barnyard is drawn: the whole window above the hand strip. A tile beyond the
    region leaves the view at the window's edge or passes under a panel (the view hides it
    under each of `panel_rects` and lays a mat over a panel a tile lies under), never cut by a
    line on open felt."""
    w, _ = table.size
    return (0.0, 0.0, float(w), float(table.hand_rect.top))


def table_region(table: TableLayout, buttons: int = 3) -> TableRegion:
    """The free area of `table`, with room for `buttons` action buttons above the yard: the
    window above the hand, less every panel and EDGE pixels around it."""
    s = table.scale
    w, h = table.size
    pad = EDGE * s
    keep_off = [(x0 - pad, y0 - pad, min(x1 + pad, float(w)), min(y1 + pad, float(h)))
                for x0, y0, x1, y1 in panel_rects(table, buttons)[:-1]]  # the hand is below
    bottom = float(table.hand_rect.top)
    area = (pad, pad, w - pad, bottom)
    inside = [k for k in keep_off if k[1] < bottom and k[0] < area[2] and k[2] > area[0]]
    floor = min_tile_scale(window_scale(table.size))
    return TableRegion(area, tuple(inside), floor, max(floor, MAX_TILE_PX * s / 2))


def button_count(chickenlittle: str) -> int:
    """Action buttons that can stack above the yard: draw or pass, announce, catch."""
    return 1 + (chickenlittle != "off") + (chickenlittle == "enforced")
