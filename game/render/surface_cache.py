"""A cache of drawn surfaces bounded by the bytes of their pixels, least recently used first.

Every cache of drawn things (text, name plates, panels, the felt, the menu screens' layers) keeps
at most its budget of pixels, however long the evening: a count of entries says nothing of their
size (a full-window layer weighs 3.7 MB at 1280x720, a label a few kB). The newest surface is
always kept, alone if it is larger than the whole budget (a full-screen felt on a 4K screen).
A cache of what one frame draws many of (panels, text, plates) can follow the window: on a
large display its budget is so many windows' worth of pixels, so one frame's pieces never push
each other out before the next frame draws them again.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable, Optional

import pygame


def surface_bytes(surf: pygame.Surface) -> int:
    """The bytes of a surface's pixels."""
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    """Surfaces by key, at most `max_bytes` of pixels in all, or `windows` times the pixels of
    the display when that is more."""

    def __init__(self, max_bytes: int, windows: float = 0.0) -> None:
        self.max_bytes = max_bytes
        self.windows = windows
        self.bytes = 0
        self._surfaces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._surfaces)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._surfaces

    def get(self, key: Hashable) -> Optional[pygame.Surface]:
        """The surface kept for `key` (now the most recently used), or None."""
        found = self._surfaces.get(key)
        if found is not None:
            self._surfaces.move_to_end(key)
        return found

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        """Keep `surf` for `key`, dropping the least recently used beyond the budget; returns
        `surf`."""
        old = self._surfaces.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._surfaces[key] = surf
        self.bytes += surface_bytes(surf)
        budget = self.budget()
        while self.bytes > budget and len(self._surfaces) > 1:
            self.bytes -= surface_bytes(self._surfaces.popitem(last=False)[1])
        return surf

    def budget(self) -> int:
        """The bytes kept at most now: `max_bytes`, or `windows` displays' worth if more."""
        display = (pygame.display.get_surface()
                   if self.windows and pygame.display.get_init() else None)
        if display is None:
            return self.max_bytes
        return max(self.max_bytes, int(self.windows * surface_bytes(display)))

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for `key`, drawn by `make` when it is not kept."""
        found = self.get(key)
        return found if found is not None else self.put(key, make())

    def values(self) -> list[pygame.Surface]:
        """Every surface kept, least recently used first."""
        return list(self._surfaces.values())

    def clear(self) -> None:
        """Forget every surface."""
        self._surfaces.clear()
        self.bytes = 0
