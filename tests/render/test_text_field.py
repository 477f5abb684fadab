"""The name field edits as players expect: a cursor, select-all, delete, paste, and typing that
replaces a selection."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.render.text_field import LineEdit, TextField
from game.render.widgets.group import WidgetGroup

CTRL = pygame.KMOD_CTRL
SHIFT = pygame.KMOD_SHIFT


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((640, 400))
    yield


def key(target, k, mod=0):
    return target.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def typed(target, text):
    for ch in text:
        target.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def field(text="Hen", **kwargs):
    changes = []
    box = TextField(text, changes.append, rect=pygame.Rect(20, 20, 240, 36), **kwargs)
    group = WidgetGroup()
    group.add(box)
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(40, 30), button=1))
    assert box.focused and box.edit.cursor == len(text)  # the first click: cursor at the end
    return box, group, changes


def test_line_edit_inserts_over_the_selection_within_the_limit():
    edit = LineEdit("Hen", limit=5, cursor=3, anchor=3)
    assert edit.insert("ny!!") and edit.text == "Henny"
    edit.select_all()
    assert edit.selected == "Henny"
    assert edit.insert("Ana") and (edit.text, edit.cursor, edit.selection) == ("Ana", 3, (3, 3))
    edit.move(1)
    assert edit.erase(forward=True) and edit.text == "Aa"
    assert edit.erase(forward=False) and (edit.text, edit.cursor) == ("a", 0)
    assert not edit.erase(forward=False)  # nothing before the cursor
    assert not edit.insert("\n\t")        # nothing printable
    edit.move(1)
    edit.step(-1, extend=True)
    assert edit.selected == "a"
    edit.step(1, extend=False)            # collapses to the selection's right side
    assert (edit.cursor, edit.selection) == (1, (1, 1))


def test_ctrl_a_then_typing_replaces_the_name():
    box, group, changes = field("Hen")
    key(group, pygame.K_a, CTRL)
    assert box.edit.selected == "Hen"
    typed(group, "Ana")
    assert box.text == "Ana" and changes[-1] == "Ana"


def test_cursor_keys_delete_and_backspace_edit_in_the_middle():
    box, group, _ = field("Rooster")
    key(group, pygame.K_HOME)
    key(group, pygame.K_DELETE)
    assert box.text == "ooster"
    typed(group, "B")
    assert box.text == "Booster" and box.edit.cursor == 1
    key(group, pygame.K_END)
    key(group, pygame.K_LEFT)
    key(group, pygame.K_BACKSPACE)
    assert box.text == "Boostr"
    key(group, pygame.K_RIGHT)
    key(group, pygame.K_LEFT, SHIFT)
    key(group, pygame.K_LEFT, SHIFT)
    assert box.edit.selected == "tr"
    key(group, pygame.K_BACKSPACE)
    assert box.text == "Boos"


def test_copy_cut_and_paste_through_the_clipboard():
    box, group, changes = field("Hen")
    key(group, pygame.K_a, CTRL)
    key(group, pygame.K_c, CTRL)
    assert pygame.scrap.get_text() == "Hen"
    key(group, pygame.K_END)
    key(group, pygame.K_v, CTRL)
    assert box.text == "HenHen"
    key(group, pygame.K_a, CTRL)
    key(group, pygame.K_x, CTRL)
    assert box.text == "" and pygame.scrap.get_text() == "HenHen"
    pygame.scrap.put_text("Grandpa Joe\nsecond line")
    key(group, pygame.K_v, CTRL)
    assert box.text == "Grandpa Joe" and changes[-1] == "Grandpa Joe"  # one line only


def test_paste_stops_at_the_longest_name():
    box, group, _ = field("Al", max_length=6)
    pygame.scrap.put_text("Alexandra")
    key(group, pygame.K_v, CTRL)
    assert box.text == "AlAlex"


def test_a_click_in_the_text_being_edited_moves_the_cursor_there():
    box, group, _ = field("Rooster")
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(box.rect.left + 2, 30),
                                    button=1))
    assert box.edit.cursor == 0
    typed(group, "A")
    assert box.text == "ARooster"


def test_tab_leaves_the_field_and_enter_submits_it():
    submitted = []
    box, group, _ = field("mine.toml", on_submit=submitted.append)
    key(group, pygame.K_RETURN)
    assert submitted == ["mine.toml"] and not box.focused
    typed(group, "x")
    assert box.text == "mine.toml"


def test_the_field_draws_its_selection_and_cursor():
    box, group, _ = field("Hen")
    key(group, pygame.K_a, CTRL)
    screen = pygame.display.get_surface()
    screen.fill((0, 0, 0))
    box.draw(screen)
    selected = [screen.get_at((x, box.rect.centery))[:3] for x in range(box.rect.left,
                                                                        box.rect.left + 60)]
    assert (150, 196, 255) in selected


def test_a_long_name_reads_from_its_start_at_rest_and_shows_the_cursor_while_edited():
    box = TextField("Leghorn the Magnificent", lambda _: None, rect=pygame.Rect(0, 0, 90, 30),
                    max_length=40)
    assert box.text_left() == box.rect.left + max(6, 30 // 4)
    box.focus(True)
    assert box.text_left() < box.rect.left  # scrolled so that the cursor at the end shows


def test_a_name_at_rest_shows_whole_in_a_narrow_box(monkeypatch):
    """Seen in large print on a small window: "Rooster" read "Roostei", cut by its box."""
    from game.render import text as txt

    box = TextField("Rooster", lambda _: None, rect=pygame.Rect(20, 20, 80, 40))
    sizes = []
    real = txt.render
    monkeypatch.setattr(txt, "render", lambda text, size, *rest, **kw: (
        sizes.append((text, size)), real(text, size, *rest, **kw))[1])
    box.draw(pygame.display.get_surface())
    (text, size), = [s for s in sizes if s[0] == "Rooster"]
    pad = max(6, box.rect.height // 4)
    assert txt.font(size).size(text)[0] <= box.rect.width - 2 * pad
    full = max(10, round(box.rect.height * 0.48))
    assert txt.font(full).size(text)[0] > box.rect.width - 2 * pad  # it did need shrinking
    box.focused = True  # while typing: the box's own size, scrolled to the cursor
    sizes.clear()
    box.draw(pygame.display.get_surface())
    assert [s for t, s in sizes if t == "Rooster"] == [full]
