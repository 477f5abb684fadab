"""The table speaks through game.words: "You set 9-9", "You pass", "Domino! You are out"
(every other name stays in the third person: tests/test_sentences.py)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from tests.scenes.test_play_busywork import NOTHING_FITS
from tests.scenes.test_play_undo import table
from table_probe import probe

T = Tile.parse


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def test_you_set_the_first_double_and_go_out():
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    mine, theirs = [T("9-9"), T("9-5")], [T("7-1"), T("5-5"), T("2-0")]
    rest = [t for t in full_set(9) if t not in mine + theirs]
    random.Random(2).shuffle(rest)
    rules = RuleSet()
    match = Match(rules, [Seat("You"), Seat("Hen", "easy", pace=30.0)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(rules, [mine, theirs], rest)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    setting = next(a for a in match.state.legal_actions() if isinstance(a, Play))
    assert scene.play(setting)
    assert probe(scene).toast.message == "You set 9-9"


def test_domino_you_are_out():
    app, match, scene = table(("9-5",))
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    assert match.state.is_over
    assert scene.ending.headline() == "Domino! You are out"  # held on the table (round_end)


def test_you_pass():
    app, match, scene = table(NOTHING_FITS, yard_first=("3-2",))
    app.settings.auto_draw = app.settings.auto_pass = False
    for code in (pygame.K_d, pygame.K_p):
        app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=code, mod=0,
                                                    unicode="")])
    assert probe(scene).toast.message == "You pass"


def press(app, code):
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def test_the_rules_refusals_speak_to_you():
    app, match, scene = table(("9-5", "9-4"))
    press(app, pygame.K_p)
    assert probe(scene).toast.message == "You can play, and must play when able"
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    assert match.state.to_act == 1
    press(app, pygame.K_p)
    assert probe(scene).toast.message == "It is Hen's turn, not yours"


def test_the_rules_refusals_name_everyone_else():
    app, match, scene = table(("9-5", "9-4"), seats=[Seat("Ana"), Seat("Hen", "medium",
                                                                        pace=30.0)])
    assert scene.play(Play(0, T("9-5"), T("9-9")))
    press(app, pygame.K_p)
    assert probe(scene).toast.message == "It is Hen's turn, not Ana's"
