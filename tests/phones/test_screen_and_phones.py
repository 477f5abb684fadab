"""People at the screen mixed with phone seats and computers (issue 42): a phone seat's hand never
needs a cover on the big screen, and one person alone at the screen just sees their own hand,
with no hand-over at all, whoever else plays on a phone."""
from __future__ import annotations

import random
import time

import pygame

from game.rules.actions import Draw, Pass, Play
from game.rules.house_rules import RuleSet
from game.scenes.play.join_card import JoinCard
from game.scenes.play.privacy import PrivacyScene
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from party_at_table import PhonesAtTable

SMALL = RuleSet(set=6, hand_size=5)  # a short round: the suite's time
HEN = Seat("Hen", "medium", pace=0.0)
BUTTON = {Draw: "draw", Pass: "pass"}


def play_round(party: PhonesAtTable, seen: list[tuple[str, object]], seconds: float = 60.0
               ) -> PlayScene:
    """Step the table to the round's end: the people at the screen lift each cover by a click
    and play a random move on their turn; `seen` gets ("cover", name) for each cover and
    ("shown", seat) for the hand face up each frame the table is on top."""
    rng = random.Random(1)
    end = time.monotonic() + seconds
    scene = None
    while time.monotonic() < end:
        party.app.step(1 / 20)
        party.between_frames()  # (a phone's move, in the phones' thread)
        top = party.app.stack.top
        if isinstance(top, JoinCard):
            if party.joined():  # (the phone joins in the phones' thread)
                top.start.click()
        elif isinstance(top, PrivacyScene):
            if not seen or seen[-1] != ("cover", top.name):
                seen.append(("cover", top.name))
            if top.ready:
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    pygame.event.post(pygame.event.Event(kind, pos=(5, 5), button=1))
        elif isinstance(top, PlayScene):
            scene = top
            if party.match.state.is_over:
                return scene
            humans = top.humans
            seen.append(("shown", humans.revealed))
            turn = humans.turn_legal() if humans.can_act else []
            if turn:
                action = rng.choice(turn)
                if isinstance(action, Play):
                    top.play(action)
                else:
                    top.press_button(BUTTON[type(action)])
    raise AssertionError("the round did not end in time")


def test_one_person_at_the_screen_with_a_phone_and_a_computer_just_sees_their_hand():
    seats = [Seat("Ana"), Seat("Bo", "phone"), HEN]
    with PhonesAtTable(seats, rules=SMALL) as party:
        seen: list[tuple[str, object]] = []
        play_round(party, seen)
        history = party.match.state.history
    assert {a.seat for a in history if isinstance(a, Play)} >= {0, 1}  # Ana and Bo played
    assert not [name for kind, name in seen if kind == "cover"]  # no hand-over, ever
    assert {shown for kind, shown in seen if kind == "shown"} == {0}  # Ana's, every frame


def test_a_phone_seat_between_two_people_at_the_screen_needs_no_cover_of_its_own():
    seats = [Seat("Ana"), Seat("Bo", "phone"), Seat("Cy"), HEN]
    with PhonesAtTable(seats, rules=SMALL) as party:
        seen: list[tuple[str, object]] = []
        play_round(party, seen)
        history = party.match.state.history
    assert any(isinstance(a, Play) and a.seat == 1 for a in history)  # Bo played, on his phone
    covers = [name for kind, name in seen if kind == "cover"]
    assert covers and set(covers) <= {"Ana", "Cy"}  # never "Pass to Bo"
    assert {shown for kind, shown in seen if kind == "shown"} <= {None, 0, 2}  # never Bo's hand
