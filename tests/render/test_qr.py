"""The join card's QR code: the symbol segno makes, drawn module for module with its quiet zone,
within the size asked for, and drawn once per link and size."""
from __future__ import annotations

import pygame
import segno

from game.render.qr import DARK, LIGHT, QUIET, qr_modules, qr_surface

LINK = "http://192.168.1.20:8765/s/AbC_dEf-0123456789abcdefghijklmnopqrstuv"


def test_the_drawn_code_is_the_symbol_module_for_module() -> None:
    modules = qr_modules(LINK)
    assert modules == [[bool(c) for c in row] for row in segno.make(LINK, micro=False,
                                                                    error="m").matrix]
    surface = qr_surface(LINK, 250)
    count = len(modules) + 2 * QUIET
    module = surface.get_width() // count
    assert surface.get_size() == (module * count, module * count) and surface.get_width() <= 250
    seen = [[surface.get_at(((x + QUIET) * module + module // 2,
                             (y + QUIET) * module + module // 2))[:3] == DARK
             for x in range(len(modules))] for y in range(len(modules))]
    assert seen == modules
    border = [surface.get_at((i, j))[:3] for i in range(QUIET * module) for j in (0, 5)]
    assert set(border) == {LIGHT}


def test_a_code_is_drawn_once_per_link_and_size() -> None:
    assert qr_surface(LINK, 180) is qr_surface(LINK, 180)
    assert qr_surface(LINK, 180) is not qr_surface(LINK + "x", 180)
    tiny = qr_surface(LINK, 10)  # never less than a pixel a module
    assert tiny.get_width() == len(qr_modules(LINK)) + 2 * QUIET
    assert isinstance(tiny, pygame.Surface)
