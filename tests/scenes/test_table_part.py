"""The table's common part interface (game/scenes/play/part.py): the parts that fit it own a
rectangle on the screen, are laid out again with the table, say whether they took an event and
draw themselves; the scene's input and drawing go through its two ordered lists."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.play.geometry import TableGeometry
from test_tracker_panel import your_turn_table  # four seats at the person's turn, drawn once


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def test_the_parts_share_one_interface() -> None:
    scene = your_turn_table()
    screen = pygame.Rect((0, 0), scene.app.size)
    assert [type(part).__name__ for part in scene.parts] == \
        ["BarnyardView", "YardView", "HandView", "HandKeys", "SeatPanels", "ActionBar",
         "MoveLog", "TrackerPanel", "EdgeMarkers", "Callouts", "RoundEnd"]
    for part in scene.parts:
        assert isinstance(part.rect, pygame.Rect)
        assert screen.contains(part.rect) or part.rect.size == (0, 0)
        assert part.handle(pygame.event.Event(pygame.USEREVENT)) is False
        part.draw(pygame.Surface(scene.app.size))
    assert scene.hand.rect == scene.geometry.hand_rect
    assert scene.log.rect == scene.log.button.rect  # closed: the button only
    assert scene.ending.rect.size == (0, 0)  # the round goes on: the end holds nothing
    assert all(scene.seats.rect.contains(plate) for plate in scene.geometry.plates.values())
    scene.log.toggle()
    assert scene.log.rect.contains(scene.log.panel_rect())


def test_a_new_layout_reaches_every_part() -> None:
    scene = your_turn_table()
    scene.resize((1024, 600))
    for part in scene.parts:
        if part is not scene.keys:  # (the ring follows its tile: nothing to lay out)
            assert part.geometry.size == (1024, 600)  # type: ignore[attr-defined]
    assert scene.hand.rect == TableGeometry((1024, 600), len(scene.match.seats),
                                            scene.humans.bottom).hand_rect


def test_input_and_drawing_go_through_the_scene_lists() -> None:
    scene = your_turn_table()
    taken: list[str] = []
    scene.input_order.insert(0, (lambda event: taken.append("first") or False, False))
    l_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")
    assert scene.handle(l_key)  # the log, after the one put first, takes L
    assert taken == ["first"] and scene.log.open
    drawn: list[str] = []
    scene.drawing_order.append(lambda surface: drawn.append("last"))
    scene.draw(pygame.Surface(scene.app.size))
    assert drawn == ["last"]


def test_a_key_on_the_hand_moves_the_ring_and_the_player_on() -> None:
    scene = your_turn_table()
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    assert scene.handle(right)
    assert scene.keys.focus is not None
    assert scene.hand.pressed  # as a touch of a tile
    assert scene.keys.rect.size != (0, 0)
