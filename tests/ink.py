"""Where drawn words truly lie: the size they were drawn at and the pixels their glyphs cover."""
import pygame

from game.render import text


def drawn_size(words: str, rect: pygame.Rect, bold: bool = True) -> tuple[int, pygame.Rect]:
    """The size `words` were drawn at into `rect` (as the `drawn_text` fixture records it), and
    the rectangle their ink covers: the glyphs, without the font's empty margins."""
    size = next(s for s in range(6, 120)
                if text.render(words, s, bold=bold).get_size() == tuple(rect.size))
    ink = text.render(words, size, bold=bold).get_bounding_rect()
    return size, ink.move(rect.topleft)
