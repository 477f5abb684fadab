"""Giving the memory the game has freed back to the system, so a long evening stays light.

glibc's allocator keeps freed memory for reuse, and by default raises the size from which a block
gets pages of its own each time such a block is freed: after an evening of drawing surfaces of
changing sizes (a window-sized layer is megabytes), tens of megabytes lie free between blocks in
use and count as the game's resident memory. `keep_memory_lean()` fixes those sizes (blocks of
256 kB and more get their own pages and go back when freed; more than 1 MB free at the top of the
heap goes back), and `release_free_memory()` hands back the free pages inside the heap
(malloc_trim: well under a millisecond when there is little to give). Where there is no glibc
(macOS, Windows, musl) both do nothing.
"""
from __future__ import annotations

import ctypes
import functools
import sys
from typing import Any, Optional

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3  # glibc's mallopt parameters (malloc.h)
OWN_PAGES_FROM = 256 << 10  # bytes: a block this large is mapped on its own, unmapped when freed
TRIM_ABOVE = 1 << 20        # bytes free at the top of the heap beyond which they go back


@functools.cache
def _glibc() -> Optional[Any]:
    """The C library when it is glibc (it has mallopt and malloc_trim), else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    except (OSError, AttributeError):
        return None
    return libc


@functools.cache
def keep_memory_lean() -> bool:
    """Fix the allocator's thresholds (once); True where that was possible."""
    libc = _glibc()
    if libc is None:
        return False
    return bool(libc.mallopt(M_MMAP_THRESHOLD, OWN_PAGES_FROM)
                and libc.mallopt(M_TRIM_THRESHOLD, TRIM_ABOVE))


def release_free_memory() -> bool:
    """Hand freed memory back to the system; True if some was."""
    libc = _glibc()
    return bool(libc.malloc_trim(0)) if libc is not None else False
