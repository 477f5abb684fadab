"""Where things float over the table: one placement service for banners, toasts, captions, the
coach, the call buttons, the move log and the overview map.

A `Floor` knows, for one frame, every rectangle on the table a card must not cover, worst first:
the panels (seat plates with their fans and markers, the hand strip and its status line, the
yard, the buttons, and every card already placed this frame), the outlines of the places the
pending double still needs, and the barnyard's tiles. A card asks for a spot of its size near an
anchor: the anchor itself when it covers nothing; else the spot it took last frame while that
is still free (it does not hop while the view glides); else the free spot nearest the anchor;
else, on a full table, the spot covering least (a panel counting before any outline, an outline
before any tiles), or, for the cards that may leave (`place_free`: the caption, the banners,
the toast, the hint's note), nowhere this frame. A banner may cross the felt, never a tile.

Pure Python, rectangles as (x0, y0, x1, y1) tuples in pixels. The free room is kept as a grid of
`cell`-pixel cells, one Python int per row (a bit a cell), so a card's nearest free spot is a few
bit operations a row.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import MutableMapping, NamedTuple, Optional, Sequence

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in pixels
Point = tuple[float, float]

PANEL, OUTLINE, TILE = 0, 1, 2  # what a card may cover, worst first
KINDS = (PANEL, OUTLINE, TILE)


class Card(NamedTuple):
    """A thing to place: its name (its spot is remembered by name), size and preferred centre."""

    name: str
    size: tuple[float, float]
    anchor: Point


@dataclass(frozen=True)
class Spot:
    """Where a card went, and whether it covers nothing there."""

    rect: Rect
    free: bool


def overlap(a: Rect, b: Rect) -> float:
    """Area two rectangles share (0 when they only touch)."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def centred(size: tuple[float, float], centre: Point) -> Rect:
    """A rectangle of `size` centred on `centre`."""
    w, h = size
    return (centre[0] - w / 2, centre[1] - h / 2, centre[0] + w / 2, centre[1] + h / 2)


def clamped(rect: Rect, area: Rect) -> Rect:
    """`rect` moved (not resized) to lie inside `area` as far as it fits, top left first."""
    w, h = rect[2] - rect[0], rect[3] - rect[1]
    x = max(area[0], min(rect[0], area[2] - w))
    y = max(area[1], min(rect[1], area[3] - h))
    return (x, y, x + w, y + h)


class Floor:
    """The table's free room this frame, and the cards placed on it so far."""

    def __init__(self, area: Rect, tiles: Sequence[Rect], panels: Sequence[Rect],
                 outlines: Sequence[Rect] = (), memory: Optional[MutableMapping[str, Point]] = None,
                 settled: bool = True, cell: float = 8.0, gap: float = 4.0) -> None:
        """`area`: where cards may lie (the window less its edge); `memory`: each card's centre
        last frame, by name (kept by the caller from frame to frame); `settled`: the view is at
        rest (a card goes home to its anchor once that is free); `gap`: room kept round every
        obstacle on the grid."""
        self.area = area
        self.memory: MutableMapping[str, Point] = {} if memory is None else memory
        self.settled = settled
        self.cell = cell
        self.gap = gap
        self.cols = max(1, int((area[2] - area[0]) // cell))
        self.rows = max(1, int((area[3] - area[1]) // cell))
        self.obstacles: tuple[list[Rect], ...] = ([], [], [])
        self._rows: tuple[list[int], ...] = tuple([0] * self.rows for _ in KINDS)
        self._bare: tuple[list[int], ...] = tuple([0] * self.rows for _ in KINDS)  # no gap
        self.placed: dict[str, Rect] = {}
        self.covering: set[str] = set()  # cards placed where they cover something
        for kind, rects in ((PANEL, panels), (OUTLINE, outlines), (TILE, tiles)):
            for rect in rects:
                self.block(rect, kind)

    # ----------------------------------------------------------------- obstacles
    def block(self, rect: Rect, kind: int = PANEL) -> None:
        """Nothing placed later covers `rect` where it can help it."""
        self.obstacles[kind].append(rect)
        for rows, pad in ((self._rows[kind], self.gap), (self._bare[kind], 0.0)):
            x0, y0, x1, y1 = self._cells(rect, pad)
            if x0 >= x1 or y0 >= y1:
                continue
            bits = ((1 << (x1 - x0)) - 1) << x0
            for r in range(y0, y1):
                rows[r] |= bits

    def _cells(self, rect: Rect, pad: float) -> tuple[int, int, int, int]:
        """The cells `rect` (grown by `pad`) touches, as column and row ranges, clipped."""
        ax, ay, c = self.area[0], self.area[1], self.cell
        x0 = max(0, math.floor((rect[0] - pad - ax) / c))
        y0 = max(0, math.floor((rect[1] - pad - ay) / c))
        x1 = min(self.cols, math.ceil((rect[2] + pad - ax) / c))
        y1 = min(self.rows, math.ceil((rect[3] + pad - ay) / c))
        return x0, y0, x1, y1

    def is_free(self, rect: Rect) -> bool:
        """True if `rect` lies inside the area and covers nothing."""
        a = self.area
        inside = a[0] <= rect[0] + 1e-6 and a[1] <= rect[1] + 1e-6 \
            and rect[2] <= a[2] + 1e-6 and rect[3] <= a[3] + 1e-6
        if not inside:
            return False
        x0, y0, x1, y1 = self._cells(rect, 0.0)
        bits = ((1 << max(0, x1 - x0)) - 1) << x0
        c = self.cell
        on_grid = rect[2] <= a[0] + self.cols * c and rect[3] <= a[1] + self.rows * c
        if on_grid and not any(line & bits for kind in self._bare for line in kind[y0:y1]):
            return True  # no obstacle touches its cells (the quick answer)
        return not any(overlap(rect, o) for kind in self.obstacles for o in kind)

    # ----------------------------------------------------------------- placing
    def copy(self) -> "Floor":
        """The same room, for placing more cards without changing this one (the memory is
        shared)."""
        twin = Floor.__new__(Floor)
        twin.__dict__.update(self.__dict__)
        twin.obstacles = tuple(list(kind) for kind in self.obstacles)
        twin._rows = tuple(list(rows) for rows in self._rows)
        twin._bare = tuple(list(rows) for rows in self._bare)
        twin.placed = dict(self.placed)
        twin.covering = set(self.covering)
        return twin

    def place(self, card: Card, smaller: Sequence[tuple[float, float]] = ()) -> Spot:
        """A spot for `card` (see the module's docstring), else at the first of the `smaller`
        sizes with a free spot, else the least covered at the smallest; it then counts as a
        panel for the cards placed after it."""
        sizes = [card.size, *smaller]
        for k, size in enumerate(sizes):
            found = self.choose(card.name, size, card.anchor, k == len(sizes) - 1)
            if found is not None:
                rect = found
                break
        return self._laid(card.name, rect)

    def place_free(self, card: Card, smaller: Sequence[tuple[float, float]] = ()
                   ) -> Optional[Spot]:
        """A spot for `card` where it covers nothing (see the module's docstring): at its size
        or the first of the `smaller` sizes with one a `gap` from everything, else at the
        smallest where `place` would lay it if that touches nothing; None where none has: the
        card leaves this frame (it keeps its last spot for the next) rather than cover a tile.
        It then counts as a panel for the cards placed after it."""
        sizes = (card.size, *smaller)
        for size in sizes:
            found = self.choose(card.name, size, card.anchor, False)
            if found is not None:
                return self._laid(card.name, found)
        least = self.choose(card.name, sizes[-1], card.anchor)  # short of the gap
        return self._laid(card.name, least) if least is not None and self.is_free(least) \
            else None

    def _laid(self, name: str, rect: Rect) -> Spot:
        """Card `name` down at `rect`, remembered, an obstacle from now on."""
        self.memory[name] = ((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2)
        free = self.is_free(rect)
        if not free:
            self.covering.add(name)
        self.placed[name] = rect
        self.block(rect)
        return Spot(rect, free)

    def put(self, name: str, rect: Rect) -> Spot:
        """Card `name` at `rect`, whatever lies there (its owner hides what it would cover, as
        a panel does); it then counts as a panel for the cards placed after it."""
        self.memory[name] = ((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2)
        self.placed[name] = rect
        self.block(rect)
        return Spot(rect, True)

    def choose(self, name: str, size: tuple[float, float], anchor: Point,
               fallback: bool = True) -> Optional[Rect]:
        """Where card `name` of `size` goes, placing nothing: its anchor, its last spot, the
        nearest free spot, or (with `fallback`, else None) the least covered."""
        a = self.area
        size = (min(size[0], a[2] - a[0]), min(size[1], a[3] - a[1]))
        home = clamped(centred(size, anchor), a)
        last = self.memory.get(name)
        kept = None if last is None else clamped(centred(size, last), a)
        if kept is not None and not self.settled and self.is_free(kept):
            return kept
        if self.is_free(home):
            return home
        if kept is not None and self.is_free(kept):
            return kept
        free = self.nearest_free(size, anchor)
        if free is not None or not fallback:
            return free
        return self.least_covered(size, anchor)

    def _spot(self, col: int, row: int, size: tuple[float, float]) -> Rect:
        x = self.area[0] + col * self.cell
        y = self.area[1] + row * self.cell
        return (x, y, x + size[0], y + size[1])

    def _span(self, size: tuple[float, float]) -> tuple[int, int]:
        return (min(self.cols, max(1, math.ceil(size[0] / self.cell))),
                min(self.rows, max(1, math.ceil(size[1] / self.cell))))

    def nearest_free(self, size: tuple[float, float], anchor: Point) -> Optional[Rect]:
        """The free grid spot for a card of `size` whose centre is nearest `anchor` (kept a
        `gap` from everything), or None if the grid has none."""
        cw, ch = self._span(size)
        bands = _bands([p | o | t for p, o, t in zip(*self._rows)], ch)
        valid = (1 << (self.cols - cw + 1)) - 1  # starts whose card stays on the grid
        half_w, half_h = size[0] / 2, size[1] / 2
        ax = (anchor[0] - half_w - self.area[0]) / self.cell  # the anchor's start column
        ay = (anchor[1] - half_h - self.area[1]) / self.cell
        best: Optional[tuple[float, int, int]] = None
        for row in sorted(range(self.rows - ch + 1), key=lambda r: abs(r - ay)):
            dy = abs(row - ay)
            if best is not None and dy * dy >= best[0]:
                break
            free = ~_window(bands[row], cw) & valid
            col = _nearest_bit(free, ax)
            if col is None:
                continue
            d = (col - ax) ** 2 + dy * dy
            if best is None or d < best[0]:
                best = (d, col, row)
        return None if best is None else self._spot(best[1], best[2], size)

    def least_covered(self, size: tuple[float, float], anchor: Point) -> Rect:
        """The grid spot for a card of `size` covering least, worst first (panel cells, then
        outline cells, then tile cells), the nearest `anchor` of equals."""
        cw, ch = self._span(size)
        mask = (1 << cw) - 1
        step_x, step_y = max(1, cw // 4), max(1, ch // 2)
        cols = sorted({*range(0, self.cols - cw + 1, step_x), self.cols - cw})
        rows = sorted({*range(0, self.rows - ch + 1, step_y), self.rows - ch})
        ax = (anchor[0] - size[0] / 2 - self.area[0]) / self.cell
        ay = (anchor[1] - size[1] / 2 - self.area[1]) / self.cell
        best: tuple[int, ...] = ()
        spot = (cols[0], rows[0])
        for row in rows:
            bands = [kind[row:row + ch] for kind in self._bare]
            for col in cols:
                key: tuple[int, ...] = ()
                for band in bands:  # worst first, given up once worse than the best
                    key += (sum(((line >> col) & mask).bit_count() for line in band),)
                    if best and key > best[:len(key)]:
                        break
                else:
                    key += (round((col - ax) ** 2 + (row - ay) ** 2),)
                    if not best or key < best:
                        best, spot = key, (col, row)
        return self._spot(spot[0], spot[1], size)


def _bands(rows: list[int], height: int) -> list[int]:
    """For each row r, the rows r .. r + height - 1 of `rows` or-ed (where all exist)."""
    out, span = rows, 1
    while span * 2 <= height:
        out = [a | b for a, b in zip(out, out[span:])]
        span *= 2
    if span < height:
        shift = height - span
        out = [a | b for a, b in zip(out, out[shift:])]
    return out


def _window(bits: int, width: int) -> int:
    """Bit c set where any of bits c .. c + width - 1 of `bits` is set."""
    out, span = bits, 1
    while span * 2 <= width:
        out |= out >> span
        span *= 2
    if span < width:
        out |= out >> (width - span)
    return out


def _nearest_bit(bits: int, at: float) -> Optional[int]:
    """The set bit of `bits` nearest position `at`, or None."""
    if bits <= 0:
        return None
    k = max(0, math.ceil(at))
    above = bits >> k
    up = k + (above & -above).bit_length() - 1 if above else None
    below = bits & ((1 << k) - 1)
    down = below.bit_length() - 1 if below else None
    if up is None:
        return down
    if down is None:
        return up
    return up if up - at <= at - down else down


def place_cards(area: Rect, tiles: Sequence[Rect], panels: Sequence[Rect],
                cards: Sequence[Card], outlines: Sequence[Rect] = (),
                cell: float = 8.0) -> dict[str, Spot]:
    """One frame without a window: each card (in order, each then a panel to the next) placed
    on a table with these tiles, panels and outlines, by name. A benchmark counts the frames
    where a card's spot is not free."""
    floor = Floor(area, tiles, panels, outlines, cell=cell)
    return {card.name: floor.place(card) for card in cards}
