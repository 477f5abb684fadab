"""Where drawn words truly lie: the size they were drawn at and the pixels their glyphs cover."""
import pygame

from game.render import text


def drawn_size(words: str, rect: pygame.Rect, bold: bool = True,
               shadow: bool = False) -> tuple[int, pygame.Rect]:
    """The size `words` were drawn at into `rect` (as the `drawn_text` fixture records it; with
    `shadow`, as a button's label is drawn), and the rectangle their ink covers: the glyphs,
    without the font's empty margins."""
    shade = (0, 0, 0, 90) if shadow else None
    size = next(s for s in range(text.readable(0, bold), 120)
                if text.render(words, s, bold=bold, shadow=shade).get_size() == tuple(rect.size))
    ink = text.render(words, size, bold=bold, shadow=shade).get_bounding_rect()
    return size, ink.move(rect.topleft)


def ink(words: str, rect: pygame.Rect) -> pygame.Rect:
    """The pixels the glyphs of `words`, drawn plain or bold into `rect`, cover."""
    for bold in (False, True):
        if any(text.render(words, s, bold=bold).get_size() == tuple(rect.size)
               for s in range(text.readable(0, bold), 120)):
            return drawn_size(words, rect, bold)[1]
    raise ValueError(f"{words!r} was not drawn at any size into {rect}")
