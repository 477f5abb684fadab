"""The caches of drawn surfaces: bounded by their pixels, least recently used out first, the
newest always kept; a cache that follows the window keeps so many windows' worth on a display
larger than its budget (a 4K table draws more text and plates in a second than 8 MB)."""
import pygame

from game.render.surface_cache import SurfaceCache, surface_bytes


def _square(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_the_least_recently_used_go_first_and_the_newest_stays_alone() -> None:
    one = surface_bytes(_square(100))
    cache = SurfaceCache(3 * one)
    for key in "abc":
        cache.put(key, _square(100))
    assert cache.get("a") is not None  # now the most recently used
    cache.put("d", _square(100))
    assert "b" not in cache and all(key in cache for key in "acd")
    assert cache.bytes == 3 * one
    cache.put("huge", _square(400))  # larger than the whole budget: kept, alone
    assert len(cache) == 1 and "huge" in cache


def test_a_cache_that_follows_the_window_keeps_windows_worth_on_a_large_display() -> None:
    pygame.display.init()
    display = pygame.display.set_mode((3840, 2160))
    window = surface_bytes(display)
    fixed = SurfaceCache(8 << 20)
    following = SurfaceCache(8 << 20, windows=2)
    assert fixed.budget() == 8 << 20
    assert following.budget() == 2 * window  # 63 MB at 3840x2160
    for n in range(40):  # 40 MB of pieces, all drawn in one frame
        for cache in (fixed, following):
            cache.put(n, _square(512))
    assert len(following) == 40 and len(fixed) < 40
    pygame.display.set_mode((1280, 720))
    assert following.budget() == 8 << 20  # two 1280x720 windows (7 MB) are less
    following.put("next", _square(10))
    assert following.bytes <= 8 << 20
