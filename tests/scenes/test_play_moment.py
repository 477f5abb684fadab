"""At a shared screen, the moment after a person's turn (issue 42): while no hand shows, the
person whose hand was just covered may take back their play (through their own cover) and catch
a forgotten "Chickenlittle", credited to them by name; nobody else is guessed at, and the
computers wait for that person before moving or catching."""
from __future__ import annotations

import pygame

from game.rules import Catch, Play
from game.scenes.play.privacy import PrivacyScene
from game.scenes.play.seat_driver import MOMENT_GRACE, UNDO_GRACE
from game.seats import Seat
from table_probe import probe
from tests.scenes.test_play import RecordingArt
from tests.scenes.test_play_handover import ENFORCED, T, click, key, lift, party, settle, until

HEN = Seat("Hen", "medium", pace=0.0)


def frames(app, seconds):
    for _ in range(round(seconds * 60)):
        app.step(1 / 60)


def ana_then_hen(**settings):
    """Ana and Bo at the screen, Hen (quick) between them: Ana looks and plays 9-5; Hen is next."""
    app, match, scene = party([Seat("Ana"), HEN, Seat("Bo")],
                              [["9-5", "5-1", "4-2"], ["9-8", "8-8", "7-1"],
                               ["9-9", "6-6", "3-1"]], [Play(2, T("9-9"), None)], **settings)
    lift(app, app.stack.top)
    assert probe(scene).revealed == 0
    scene.play(Play(0, T("9-5"), T("9-9")))
    app.step(1 / 60)
    assert probe(scene).revealed is None  # Hen's turn: every hand hidden
    return app, match, scene


def test_the_person_before_a_computer_may_take_back_their_play_through_their_cover():
    app, match, scene = ana_then_hen()
    recorder = RecordingArt(app.art)
    app.art = recorder
    frames(app, UNDO_GRACE - 0.5)
    assert match.state.history[-1] == Play(0, T("9-5"), T("9-9"))  # Hen waits for Ana
    undo = probe(scene).buttons["undo"]
    assert undo.visible and undo.label == "Undo Ana's 9-5"
    click(app, undo)
    assert match.state.history == [Play(2, T("9-9"), None)]
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene), dt=1 / 60)
    cover = app.stack.top
    assert cover.name == "Ana" and probe(scene).revealed is None
    assert not recorder.faces & {T("5-1"), T("4-2")}  # her hand stayed hidden
    lift(app, cover)
    assert probe(scene).revealed == 0 and probe(scene).can_act
    assert until(app, lambda: T("9-5") in probe(scene).hand_tiles())


def test_the_undo_key_works_in_that_moment_too_and_the_window_closes_after_it():
    app, match, scene = ana_then_hen()
    frames(app, 0.5)
    key(app, pygame.K_z)
    assert match.state.history == [Play(2, T("9-9"), None)]
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene), dt=1 / 60)
    lift(app, app.stack.top)
    scene.play(Play(0, T("9-5"), T("9-9")))
    frames(app, UNDO_GRACE + 1)
    assert match.state.history[-1].seat == 1  # nobody took it back: Hen has moved
    assert not probe(scene).buttons["undo"].visible


def test_no_undo_before_a_computer_when_the_setting_says_no():
    app, match, scene = ana_then_hen(undo="never")
    app.step(1 / 60)
    assert not probe(scene).buttons["undo"].visible
    frames(app, 1.5)
    assert match.state.history[-1].seat == 1  # Hen does not wait for an undo never offered


def bo_forgets(seats):
    """Hen (seat 3) set 9-9, Ana played, Bo played his next-to-last tile without a word: Cy is
    to act, and Bo can be caught once Cy's turn is over (the rules: the announcement may be made
    until the next player's turn ends)."""
    hands = [["9-5", "5-1", "4-2"], ["9-4", "3-1"], ["9-3", "6-6", "4-1"],
             ["9-9", "9-2", "7-7", "6-5"]]
    plays = [Play(3, T("9-9"), None), Play(0, T("9-5"), T("9-9")), Play(1, T("9-4"), T("9-9"))]
    return party(seats, hands, plays, rules=ENFORCED)


def test_the_person_whose_play_opens_a_catch_catches_with_c_credited_to_them():
    """Seen at a party: Cy pressed C while Hen was to move and the table said "Ana caught Bo"
    (no hand shown: the first person in seat order was credited)."""
    app, match, scene = bo_forgets([Seat("Ana"), Seat("Bo"), Seat("Cy"), HEN])
    assert app.stack.top.name == "Cy" and not app.stack.top.catch  # not yet: Bo may still say it
    lift(app, app.stack.top)
    scene.play(Play(2, T("9-3"), T("9-9")))
    app.step(1 / 60)
    assert probe(scene).revealed is None
    button = probe(scene).buttons["catch"]
    assert button.visible and button.label == "Cy: catch Bo!"
    key(app, pygame.K_c)
    assert match.state.history[-1] == Catch(2, 1)
    assert "Cy caught Bo" in probe(scene).toast.message


def test_that_catch_stands_still_over_the_yard_with_a_bar_draining_as_the_wait_runs_out():
    """Seen at a party: the catch came and went over the hand "with a button that moves"."""
    app, match, scene = bo_forgets([Seat("Ana"), Seat("Bo"), Seat("Cy"), HEN])
    lift(app, app.stack.top)
    scene.play(Play(2, T("9-3"), T("9-9")))
    button, undo = probe(scene).buttons["catch"], probe(scene).buttons["undo"]
    app.step(0.1)
    assert undo.visible and button.rect.top >= undo.rect.bottom  # under Cy's Undo
    spots, shares = set(), []
    for _ in range(round((MOMENT_GRACE - 0.6) * 10)):
        app.step(0.1)
        spots.add(tuple(button.rect))
        shares.append(scene.actions.call_share)
    assert not undo.visible  # (its window closed: the catch did not move for it)
    assert len(spots) == 1 and button.rect.right == scene.geometry.yard_rect.right
    assert shares == sorted(shares, reverse=True) and 0 < shares[-1] < shares[0] <= 1


def test_a_computer_waits_for_the_person_whose_play_opened_the_catch():
    app, match, scene = bo_forgets([Seat("Ana"), Seat("Bo"), Seat("Cy"), HEN])
    lift(app, app.stack.top)
    scene.play(Play(2, T("9-3"), T("9-9")))
    frames(app, MOMENT_GRACE - 0.3)
    assert match.state.history[-1] == Play(2, T("9-3"), T("9-9"))  # Hen neither catches nor plays
    assert probe(scene).buttons["catch"].visible
    click(app, probe(scene).buttons["catch"])
    assert [a for a in match.state.history if isinstance(a, Catch)] == [Catch(2, 1)]


def test_a_computer_catches_once_that_person_let_the_moment_pass():
    app, match, scene = bo_forgets([Seat("Ana"), Seat("Bo"), Seat("Cy"), HEN])
    lift(app, app.stack.top)
    scene.play(Play(2, T("9-3"), T("9-9")))
    assert until(app, lambda: any(isinstance(a, Catch) for a in match.state.history))
    assert [a for a in match.state.history if isinstance(a, Catch)] == [Catch(3, 1)]


def test_on_the_next_cover_the_person_whose_play_opened_the_catch_has_their_chance():
    """Ana, Bo and Cy at the screen: Bo's play ends Ana's window to say it, so Bo never had a
    turn in which to catch her; Cy's cover offers Bo's catch, named, besides Cy's own."""
    hands = [["9-5", "3-1"], ["9-4", "8-8", "2-0"], ["9-3", "6-6", "4-1"],
             ["9-9", "9-2", "7-7", "6-5"]]
    app, match, scene = party([Seat("Ana"), Seat("Bo"), Seat("Cy"), HEN], hands,
                              [Play(3, T("9-9"), None), Play(0, T("9-5"), T("9-9"))],
                              rules=ENFORCED)
    lift(app, app.stack.top)  # Bo's cover
    assert probe(scene).revealed == 1
    scene.play(Play(1, T("9-4"), T("9-9")))
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene))
    cover = app.stack.top
    assert cover.name == "Cy"
    assert [b.label for b in cover.catch] == ["Catch Ana, who did not say Chickenlittle",
                                              "Bo: catch Ana, who did not say Chickenlittle"]
    settle(app)
    click(app, cover.catch[1])
    assert match.state.history[-1] == Catch(1, 0)


def test_the_c_key_on_a_cover_is_the_next_person_s():
    hands = [["9-5", "3-1"], ["9-4", "8-8", "2-0"], ["9-3", "6-6", "4-1"],
             ["9-9", "9-2", "7-7", "6-5"]]
    app, match, scene = party([Seat("Ana"), Seat("Bo"), Seat("Cy"), HEN], hands,
                              [Play(3, T("9-9"), None), Play(0, T("9-5"), T("9-9"))],
                              rules=ENFORCED)
    lift(app, app.stack.top)
    scene.play(Play(1, T("9-4"), T("9-9")))
    assert until(app, lambda: isinstance(app.stack.top, PrivacyScene))
    settle(app)
    key(app, pygame.K_c)
    assert match.state.history[-1] == Catch(2, 0)


def test_the_forgetters_own_cover_and_turn_credit_no_catch_to_a_guessed_person():
    """Bo may be caught until he acts, but on his own cover and during his turn nobody here is
    the one a catch would be credited to: no button credits "the first person after him" (on
    the cover) or "the first in seat order" (at the table)."""
    hands = [["9-5", "9-2", "4-2", "1-0"], ["9-4", "3-1"], ["9-9", "9-3", "6-6", "4-1"]]
    plays = [Play(2, T("9-9"), None), Play(0, T("9-5"), T("9-9")), Play(1, T("9-4"), T("9-9")),
             Play(2, T("9-3"), T("9-9")), Play(0, T("9-2"), T("9-9"))]
    app, match, scene = party([Seat("Ana"), Seat("Bo"), Seat("Cy")], hands, plays,
                              rules=ENFORCED)
    assert Catch(0, 1) in match.state.legal_actions()  # the rules still allow it
    cover = app.stack.top
    assert cover.name == "Bo" and not cover.catch
    lift(app, cover)
    assert probe(scene).revealed == 1 and not probe(scene).buttons["catch"].visible
    key(app, pygame.K_c)
    assert not any(isinstance(a, Catch) for a in match.state.history)
