"""The game's window: opened at a size the desktop has room for, made larger, smaller or the whole
screen in place (the same window: a new one flickers and loses its place on the desktop), never
smaller than MIN_SIZE, and its size and mode kept in the settings so the game opens as it was
left.
"""
from __future__ import annotations

import warnings
from typing import Callable, Optional

import pygame

from game.cli.parser import MIN_SIZE, opening_size, window_room
from game.store.limits import window_too_large
from game.store.settings import Settings


class Window:
    """The open window; `resized` is told whenever its size changes."""

    def __init__(self, settings: Settings, size: Optional[tuple[int, int]],
                 resized: Callable[[tuple[int, int]], None]) -> None:
        """A window of `size`; None: the size and mode kept in the settings, made to fit the
        desktop (opened so at once: a window opened at one size and then given another kept
        the first one's place, partly off a small screen)."""
        self.settings = settings
        self.resized = resized
        self.windowed_size = clamp_size(size) if size else _opening_size(settings.window_size)
        self.fullscreen = False
        self.screen = self._open(self.windowed_size, size is None and settings.fullscreen)
        if size is None and not self.fullscreen:
            settings.window_size = self.windowed_size  # as fitted: Settings shows it so
        pygame.display.set_caption("Chicken Foot")

    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if fullscreen:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        screen = pygame.display.set_mode(size, flags)
        self.fullscreen = fullscreen
        _set_window("minimum_size", MIN_SIZE)
        return screen

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now."""
        return self.screen.get_size()

    @property
    def room(self) -> tuple[int, int]:
        """The largest window the first desktop has room for (cli.parser.window_room): no
        window is made larger; the window's own size where the video driver tells no desktop."""
        desktops = pygame.display.get_desktop_sizes()
        return window_room(desktops[0]) if desktops else self.size

    def toggle_fullscreen(self) -> None:
        """F11: switch between a window and the whole screen, laying everything out again."""
        if not self.fullscreen:
            self.windowed_size = self.size
        try:
            pygame.display.toggle_fullscreen()  # keeps the same window (and its id)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.screen = self._open(self.windowed_size, not self.fullscreen)
        self.screen = _window_surface()
        self.settings.fullscreen = self.fullscreen
        self.changed()

    def set(self, size: Optional[tuple[int, int]]) -> None:
        """A window of `size`, or the whole screen (None); kept in the settings."""
        if (size is None) != self.fullscreen:
            self.toggle_fullscreen()
        self.settings.fullscreen = size is None
        if size is not None:  # `changed` keeps the new size in the settings
            _resize_window(size)
            self.changed()

    def changed(self) -> None:
        """The window's size changed (the player dragged its edge, or the game made it): never
        smaller than MIN_SIZE, kept in the settings (unless past the pictures' memory budget,
        which the settings refuse: store.limits.window_too_large), and everything laid out
        again."""
        self.screen = _window_surface()
        size = self.size
        if not self.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            self.screen = _resize_window(clamp_size(size))
            size = self.size
        if not self.fullscreen:
            self.windowed_size = size
            if window_too_large(*size) is None:  # the settings would refuse it when read
                self.settings.window_size = size
        self.resized(size)


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    """`size` made at least MIN_SIZE."""
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


def _opening_size(wanted: tuple[int, int]) -> tuple[int, int]:
    """The window to open for `wanted` (the default 1280x720, or a size kept from a bigger
    screen) on this desktop (cli.parser.opening_size)."""
    desktops = pygame.display.get_desktop_sizes()
    return opening_size(desktops[0], wanted) if desktops else clamp_size(wanted)


def _set_window(name: str, value: tuple[int, int]) -> bool:
    """Set `name` of the open window (a pygame.Window); False where this pygame cannot."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            setattr(pygame.Window.from_display_module(), name, value)
    except (AttributeError, pygame.error):
        return False
    return True


def _resize_window(size: tuple[int, int]) -> pygame.Surface:
    """The open window made `size`, the same window: a new `set_mode` closes it and opens
    another (on X11), which flickers and loses its place on the desktop."""
    if not _set_window("size", size):
        return pygame.display.set_mode(size, pygame.RESIZABLE)
    return _window_surface()


def _window_surface() -> pygame.Surface:
    """The open window's surface."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("the window is not open")
    return surface
