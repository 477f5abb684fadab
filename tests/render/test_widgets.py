"""Widgets react to posted mouse and keyboard events the way a player expects."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.render import text as txt
from game.render.ui_draw import ui_scale
from game.render.text_field import TextField
from game.render.widgets.button import Button
from game.render.widgets.cycle import Cycle
from game.render.widgets.group import WidgetGroup
from game.render.widgets.message_box import MessageBox
from game.render.widgets.stepper import Stepper
from game.render.widgets.toggle import Toggle
from tests.ink import drawn_size


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((640, 400))
    yield


class Recorder:
    def __init__(self):
        self.played = []

    def play_sound(self, name):
        self.played.append(name)


def click(target, pos, button=1):
    a = target.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    b = target.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    return a or b


def test_button_clicks_once_with_sound_and_not_when_disabled():
    hits = []
    sounds = Recorder()
    b = Button("Go", lambda: hits.append(1), sounds=sounds, rect=pygame.Rect(10, 10, 100, 40))
    assert click(b, (50, 30))
    assert hits == [1] and sounds.played == ["click"]
    b.enabled = False
    click(b, (50, 30))
    assert hits == [1]


def test_button_release_outside_does_not_click():
    hits = []
    b = Button("Go", lambda: hits.append(1), rect=pygame.Rect(10, 10, 100, 40))
    b.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1))
    b.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1))
    assert hits == [] and not b.pressed


def test_button_shortcut_key():
    hits = []
    b = Button("Quit", lambda: hits.append(1), shortcut=pygame.K_q, hint="Q",
               rect=pygame.Rect(0, 0, 100, 40))
    assert b.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q))
    assert not b.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w))
    assert hits == [1]


def test_toggle_cycle_stepper_change_values():
    got = []
    t = Toggle(False, got.append, rect=pygame.Rect(0, 0, 120, 30))
    click(t, (10, 10))
    c = Cycle(["human", "easy", "hard"], 0, got.append, rect=pygame.Rect(0, 50, 200, 30))
    click(c, (150, 60))           # right part: next
    click(c, (5, 60))             # left arrow: previous
    click(c, (5, 60))             # wraps round to the last
    s = Stepper(50, 0, 60, got.append, step=5, rect=pygame.Rect(0, 100, 150, 30))
    click(s, (140, 110))          # plus
    click(s, (140, 110))          # clamped at 60: no change reported
    click(s, (5, 110))            # minus
    assert got == [True, "easy", "human", "hard", 55, 60, 55]


def test_text_field_typing_backspace_and_focus():
    got = []
    f = TextField("Al", got.append, rect=pygame.Rect(0, 0, 200, 30), max_length=5)
    group = WidgetGroup()
    group.add(f)
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="x"))   # not focused yet
    assert f.text == "Al"
    click(group, (10, 10))
    assert f.focused
    for ch in "ice!!":
        group.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert f.text == "Alice"       # max_length 5
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE))
    assert f.text == "Alic" and got[-1] == "Alic"
    click(group, (300, 300))       # a click elsewhere drops the focus
    assert not f.focused


def test_focused_field_keeps_letters_from_button_shortcuts():
    hits = []
    group = WidgetGroup()
    field = TextField("", lambda _: None, rect=pygame.Rect(0, 0, 200, 30))
    group.add(field)
    group.add(Button("Quit", lambda: hits.append(1), shortcut=pygame.K_q,
                     rect=pygame.Rect(0, 100, 100, 40)))
    click(group, (10, 10))
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q))
    assert hits == []
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q))
    assert hits == [1]


def test_message_box_is_modal_and_closes_on_ok():
    hits = []
    group = WidgetGroup()
    group.add(Button("Behind", lambda: hits.append("behind"), rect=pygame.Rect(0, 0, 640, 400)))
    box = MessageBox("Oops", "mine.toml: rules.set: expected an integer", [("OK", lambda: hits.append("ok"))])
    group.show(box, (640, 400))
    click(group, (5, 5))
    assert hits == []
    click(group, box.buttons[0].rect.center)
    group.update(0.1)
    assert hits == ["ok"] and group.modal is None
    click(group, (5, 5))
    assert hits == ["ok", "behind"]


def test_draw_every_widget_at_two_sizes():
    screen = pygame.display.get_surface()
    for h in (20, 60):
        for w in (Button("A long label that must fit", lambda: None, hint="Esc"),
                  Toggle(True, lambda _: None), Cycle([1, 2], 0, lambda _: None),
                  Stepper(3, 0, 9, lambda _: None), TextField("x" * 40, lambda _: None)):
            w.rect = pygame.Rect(5, 5, 8 * h, h)
            w.update(0.1)
            w.draw(screen)
    assert screen.get_at((6 + 4 * 60, 5 + 30)) != (0, 0, 0, 255)


def test_text_is_cached_and_wrapped():
    a = txt.render("Chicken Foot", 30, (255, 255, 255), True, "title")
    assert txt.render("Chicken Foot", 30, (255, 255, 255), True, "title") is a
    lines = txt.wrap("one two three four five six seven eight", 16, 80)
    assert len(lines) > 1 and all(txt.font(16).size(l)[0] <= 80 for l in lines if " " in l)


def test_ui_scale_follows_window():
    assert ui_scale((1280, 720)) == 1.0
    assert ui_scale((1024, 600)) == pytest.approx(0.8)
    assert ui_scale((2560, 1440)) == 2.0


def test_a_long_toast_stays_narrower_than_the_window():
    """A long name in a rules message, or a file's path in a save problem."""
    from game.render.widgets.toast import Toast

    toast = Toast("Game not saved: [Errno 13] Permission denied: '/home/" + "w" * 24
                  + "/.local/share/chickenfoot/save.json'")
    width, _ = toast.size((1024, 600))
    assert width <= 1024 - 40
    short = Toast("Hen passes")
    assert short.size((1024, 600))[1] == Toast("Rooster passes").size((1024, 600))[1]


def test_a_toast_naming_two_seats_of_the_longest_names_a_table_file_allows_fits():
    """Seen in a real window with a table file's 56- and 40-letter names: "It is WWW...'s turn,
    not Maximilian ..." ran off the window even at the smallest size; it is now cut short."""
    from game.render.widgets.toast import Toast

    toast = Toast("It is " + "W" * 80 + "'s turn, not " + "M" * 80 + "'s")
    assert toast.size((1280, 720))[0] <= 1280 - 40


class Printing:
    """Stands for the settings: how large they print."""

    def __init__(self, print_scale):
        self.print_scale = print_scale


def test_in_large_print_message_boxes_and_toasts_are_larger(drawn_text):
    """Seen: with large print on, "Statistics could not be read" and the menus' toasts
    ("Rules loaded from two.toml") stayed at the small size. A toast still rests above the
    button bar, which large print leaves as it is."""
    size = (1280, 720)
    boxes, toasts = {}, {}
    for scale in (1.0, 1.25):
        group = WidgetGroup(print_size=Printing(scale))
        group.show(MessageBox("Statistics", "Statistics could not be read: a reason."), size)
        drawn_text.clear()
        group.modal.draw(pygame.Surface(size))
        boxes[scale] = (group.modal.panel.width,
                        next(r.height for t, r in drawn_text if t.startswith("Statistics could")))
        group.modal = None
        group.say("Rules loaded from two.toml", 3.0)
        group.update(0.5)  # fully faded in
        surface = pygame.Surface(size, pygame.SRCALPHA)
        group.draw(surface)
        toasts[scale] = surface.get_bounding_rect()
    assert boxes[1.25][0] > boxes[1.0][0] and boxes[1.25][1] > boxes[1.0][1]
    assert toasts[1.25].height > toasts[1.0].height and toasts[1.25].width > toasts[1.0].width
    assert toasts[1.25].bottom == toasts[1.0].bottom
    assert WidgetGroup().print_scale == 1.0


def test_words_too_long_for_one_line_break_evenly_in_two_where_that_reads_larger():
    """Seen in large print: 'everyone draws until it turns up' shrunk to 10 px on one line
    of a rule's control that has room for two lines of 15 px."""
    words = "everyone draws until it turns up"
    lines, size = txt.fit_lines(words, 26, 320, 54, bold=True)
    assert lines == ("everyone draws", "until it turns up")
    assert size > txt.fit_size(words, 26, 320, True) * 1.15
    assert all(txt.font(size, True).size(line)[0] <= 320 for line in lines)
    assert 2 * size <= 54
    # Where it fits on one line, or two lines would not be clearly larger, it stays on one.
    assert txt.fit_lines("Hard AI", 26, 320, 54, bold=True) == (("Hard AI",), 26)
    assert txt.fit_lines(words, 26, 320, 32, bold=True) == \
        ((words,), txt.fit_size(words, 26, 320, True))
    assert txt.fit_lines("Unbreakable", 64, 160, 300, bold=True)[0] == ("Unbreakable",)
    # Too long for its place at any size: cut short, never drawn past it.
    (cut,), smallest = txt.fit_lines(words, 26, 64, 32, bold=True)
    assert cut.endswith("\u2026") and txt.font(smallest, True).size(cut)[0] <= 64
    # Where one line at the smallest readable size cuts it short, two lines say it whole.
    lines, size = txt.fit_lines(words, 16, 200, 34, bold=True)
    assert lines == ("everyone draws", "until it turns up") and size == txt.readable(0, True)
    assert all(txt.font(size, True).size(line)[0] <= 200 for line in lines)


def test_a_cycle_draws_its_choice_inside_itself_on_one_or_two_lines(drawn_text):
    cycle = Cycle(["Medium AI", "everyone draws until it turns up"], 0, lambda _: None,
                  rect=pygame.Rect(10, 10, 180, 40))
    surface = pygame.Surface((200, 100))
    for choice in range(2):
        cycle.index = choice
        drawn_text.clear()
        cycle.draw(surface)
        assert " ".join(words for words, _ in drawn_text) == cycle.value
        for words, rect in drawn_text:
            assert cycle.rect.contains(drawn_size(words, rect)[1]), words


def test_wrapped_words_shrink_to_their_box_and_are_cut_short_only_at_the_smallest_size():
    words = "Rules from our-table.toml, on the Classic preset, changed: " + "a rule; " * 60
    lines, size = txt.fit_wrapped(words, 26, 320, 144, 1.2, smallest=18)
    assert size == 18 and len(lines) * round(size * 1.2) <= 144
    assert lines[-1].endswith("\u2026")
    assert all(txt.font(size).size(line)[0] <= 320 for line in lines)
    short = "A double-9 set, a cross of four tiles."
    assert txt.fit_wrapped(short, 26, 320, 144, 1.2) == (tuple(txt.wrap(short, 26, 320)), 26)
    (cut,), _ = txt.fit_wrapped("x" * 300, 26, 320, 32, 1.2)
    assert cut.endswith("\u2026") and txt.font(18).size(cut)[0] <= 320
    # Never below the smallest readable size, whatever `smallest` says.
    assert txt.fit_wrapped(words, 26, 320, 144, 1.2, smallest=8)[1] == txt.readable(0)
