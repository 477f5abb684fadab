"""Hints that say why: H asks the coach (the review's evaluation of the player's own view), says
"thinking" meanwhile and lights nothing until the answer, then one move and one sentence; no
hint where there is nothing to choose or it is another seat's turn; the hint's place is marked
in its own green and the sentence and the mark go when a move is made; a position the review
rated is advised from the review's ratings."""
from __future__ import annotations

import pygame
import pytest

from game.ai import coach, review
from game.ai.coach import advise
from game.ai.reasons import THINKING, hint_words
from game.ai.review import Choice
from game.app import App
from game.match import Match
from game.render.tile_art import GLOW_COLOURS
from game.rules import Draw, Pass, Play, RuleSet, Tile
from game.scenes.play.hints import Hint
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from tests.ai.ai_states import two_fours
from tests.ai.review_rounds import rounds_with_choices
from tests.scenes.test_play_undo import HAND, table
from hinting import DEALS, quick_hints, until_answered  # noqa: F401 (a fixture)
from table_probe import probe

T = Tile.parse
NAMES = ["You", "Hen"]
pytestmark = pytest.mark.usefixtures("quick_hints")


def press(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step(1 / 60)


def test_h_thinks_then_lights_the_coachs_move_with_its_sentence():
    app, match, scene = table(HAND)
    view = match.view(0)
    scene.humans.show_hint()  # H
    assert scene.selection.hinted is None and probe(scene).selected is None  # nothing lit yet
    assert scene.callouts.hand_note.message == THINKING
    lit = set()
    while scene.humans.hints.asked is not None:
        app.step(1 / 60)
        lit.add(scene.selection.hinted)
    rated = review.evaluate(view, review.rng_for(review.SEED, view), DEALS,
                            budget=60.0)
    advice = advise(view, rated, NAMES)
    assert scene.selection.hinted == advice.move
    assert lit <= {None, advice.move}  # one answer: never another move lit first
    assert isinstance(advice.move, Play) and probe(scene).selected is advice.move.tile
    assert [t.action for t in probe(scene).targets] == [advice.move]  # one place: the hint's
    note = scene.callouts.hand_note
    assert note is not None and note.message == advice.sentence
    assert note.message.startswith("Hint: ") and note.seconds >= 5


def test_the_sentence_goes_when_the_move_is_made():
    app, match, scene = table(HAND)
    press(app, pygame.K_h)
    until_answered(app, scene)
    assert scene.callouts.hand_note.message.startswith("Hint: ")
    assert scene.play(scene.selection.hinted)
    app.step(1 / 60)
    assert scene.callouts.hand_note is None


def test_a_move_made_before_the_answer_drops_the_hint():
    app, match, scene = table(HAND)
    scene.humans.show_hint()  # H
    hinting = scene.humans.hints.asked
    assert hinting is not None
    assert scene.play(Play(0, T("9-4"), T("9-9")))
    app.step(1 / 60)
    assert scene.humans.hints.asked is None and hinting.evaluating.done  # cancelled
    assert scene.callouts.hand_note is None


def lit_in(surface, centre, length, colour):
    """How many pixels within a tile's length of `centre` are near `colour` (a glow's ring)."""
    x0, y0 = round(centre[0]), round(centre[1])
    return sum(1 for x in range(x0 - length, x0 + length) for y in range(y0 - length, y0 + length)
               if all(abs(a - b) <= 40 for a, b in zip(surface.get_at((x, y))[:3], colour)))


def test_the_hint_marks_its_place_apart_from_the_lit_places_and_leaves_with_the_move():
    """Seen (issue 43): only a glow told the hint's place from the other lit places; and the
    keyboard's ring, which follows the hinted tile, drew the hint's place as merely chosen
    (white), so the hint's green never showed. The hint's place is green, the ordinary lit
    places amber, and after the move nothing is green."""
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    app.files.autosave = False
    match = Match(RuleSet(set=9, hand_size=6, start="placed"),
                  [Seat("You"), Seat("Hen", "medium", pace=30.0)], seed=1)
    match.game.round_number = 1
    match.state = two_fours()  # your 4-1 fits the 9-4 and the 6-4
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    view = match.view(0)
    hinted, other = Play(0, T("4-1"), T("9-4")), Play(0, T("4-1"), T("6-4"))
    coach.remember(view, [Choice(hinted, 0.6, 10.0, 800), Choice(other, 0.6, 10.0, 800),
                          Choice(Play(0, T("5-2"), T("9-5")), 0.3, 10.0, 800)])
    press(app, pygame.K_h)
    assert probe(scene).hinted == hinted
    scene.hand.click(T("4-1"))  # the tile picked again: every place it fits is lit
    app.step(1 / 60)
    assert [t.action for t in probe(scene).targets] == [hinted, other]
    app.draw()
    surface = pygame.display.get_surface()
    length = scene.barnyard.tile_length()
    hint_ring, legal_ring = GLOW_COLOURS["hint"][1], GLOW_COLOURS["legal"][1]
    at = {t.action: probe(scene).target_screen(t) for t in probe(scene).targets}
    assert lit_in(surface, at[hinted], length, hint_ring) > 50
    assert lit_in(surface, at[hinted], length, legal_ring) < 10
    assert lit_in(surface, at[other], length, legal_ring) > 50
    assert lit_in(surface, at[other], length, hint_ring) == 0
    assert scene.play(hinted)
    app.step(1 / 60)
    app.draw()
    assert probe(scene).hinted is None and probe(scene).targets == []
    assert lit_in(surface, at[hinted], length, hint_ring) == 0
    assert lit_in(surface, at[other], length, legal_ring) == 0


def test_nothing_to_choose_is_said_and_no_hint_given():
    """Seen (issue 43): with every tile greyed, H said "keeping the 9-7 you drew is better than
    playing it now" of a drawn tile that fitted nowhere."""
    app, match, scene = table(("3-1", "6-0", "8-7"), yard_first=("8-2",))
    app.settings.auto_draw = app.settings.auto_pass = False
    press(app, pygame.K_h)
    assert scene.humans.hints.asked is None
    assert probe(scene).toast.message == "Nothing to choose: no tile fits, so you draw"
    assert scene.selection.hinted == Draw(0)  # Enter still makes the only move
    press(app, pygame.K_d)
    for _ in range(120):
        app.step(1 / 60)
    press(app, pygame.K_h)
    assert scene.humans.hints.asked is None
    assert probe(scene).toast.message == \
        "Nothing to choose: the 8-2 you drew fits nowhere, so you pass"
    assert scene.selection.hinted == Pass(0)


def test_one_play_only_is_said_and_no_hint_given():
    """A hint is never given where there is no choice: with one tile fitting one place, H names
    it as the only play and asks the coach nothing (Enter makes it)."""
    app, match, scene = table(("9-5", "3-1", "6-0", "8-7"))
    only = Play(0, T("9-5"), T("9-9"))
    assert probe(scene).human_legal() == [only]
    press(app, pygame.K_h)
    assert scene.humans.hints.asked is None and scene.humans.hints.ahead is None
    assert probe(scene).toast.message == "Nothing to choose: 9-5 on a 9 spoke is the only play"
    assert scene.selection.hinted == only
    press(app, pygame.K_RETURN)
    assert match.state.history[-1] == only


def test_h_on_another_seats_turn_says_why_it_waits():
    app, match, scene = table(HAND)
    assert scene.play(Play(0, T("9-4"), T("9-9")))
    app.step(1 / 60)
    press(app, pygame.K_h)
    assert scene.humans.hints.asked is None and scene.selection.hinted is None
    assert probe(scene).toast.message == "A hint is for your turn: it is Hen's turn"


def test_a_position_the_review_rated_is_advised_from_its_ratings_at_once():
    """Try again replays a reviewed decision: H gives the review's best, never the mistake."""
    app, match, scene = table(HAND)
    view = match.view(0)
    mistake, best = Play(0, T("9-5"), T("9-9")), Play(0, T("9-4"), T("9-9"))
    coach.remember(view, [Choice(mistake, 0.3, 20.0, 800), Choice(best, 0.5, 12.0, 800)])
    hint = Hint(view, NAMES)
    assert hint.evaluating is None
    advice = hint.poll()
    assert advice is not None and advice.move == best and advice.other is None
    assert advice.sentence == hint_words(view, best, None, NAMES)


def test_a_close_call_names_both_moves():
    app, match, scene = table(HAND)
    view = match.view(0)
    first, second = Play(0, T("9-4"), T("9-9")), Play(0, T("9-5"), T("9-9"))
    advice = advise(view, [Choice(second, 0.49, 12.0, 800), Choice(first, 0.5, 12.0, 800)])
    assert advice.move == first and advice.other == second
    assert advice.sentence.endswith("(a close call with 9-5 on a 9 spoke)")
    clear = advise(view, [Choice(second, 0.4, 12.0, 800), Choice(first, 0.5, 12.0, 800)])
    assert clear.other is None and "close call" not in clear.sentence


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_hints_sentence_is_placed_off_the_tiles(size):
    """Seen (issue 43): the hint's sentence covered the tree's top tile. It is placed on the
    frame's floor like every card, on two or three lines where one finds no room."""
    from test_table_overlaps import _clashes, _mid_round

    scene = _mid_round(size, 4, 30)
    scene.callouts.near_hand("Hint: 6-2 on the 6 opens a foot Rooster must toe, and it has "
                             "passed on 6s (a close call with 9-2 on the 9)", 6.0, True)
    scene.arrange()
    scene.app.draw()
    assert "hand note" in scene.floating_rects()
    assert "hand note" not in scene.crowded_out()
    assert [c for c in _clashes(scene, {"hand note"}) if "hand note" in c] == []


def test_once_asked_the_next_turns_hint_is_worked_out_before_h():
    """After a first H, the coach looks at each of the person's turns as it begins: H then
    takes that evaluation, hurried, instead of starting afresh."""
    from game.seats import Seat

    app, match, scene = table(("9-5", "9-4", "9-3", "3-1", "6-0"),
                              seats=[Seat("You"), Seat("Hen", "medium", pace=0.0)])
    hints = scene.humans.hints
    app.step(1 / 60)
    assert hints.ahead is None  # nobody asked yet: nothing worked out
    press(app, pygame.K_h)
    until_answered(app, scene)
    assert scene.play(scene.selection.hinted)
    for _ in range(3000):  # Hen's turn, then yours again
        app.step(1 / 60)
        if match.state.to_act == 0 and hints.ahead is not None:
            break
    ahead = hints.ahead
    assert ahead is not None and ahead.moment == len(match.state.history)
    scene.humans.show_hint()  # H
    assert hints.asked is ahead and hints.ahead is None


def test_the_hints_place_is_brought_into_view_as_a_chosen_place():
    """Seen at 1024x600 on an eight-seat double-12 table: the hint named 11-6 on the 6, whose
    place lay beyond the view with only a small marker at its edge pointing there. The place
    H lights is the view's chosen place, brought into view as one Tab chooses."""
    app, match, scene = table(HAND)
    scene.humans.show_hint()  # H
    while scene.humans.hints.asked is not None:
        app.step(1 / 60)
    (target,) = probe(scene).targets
    assert scene.barnyard.chosen_place == target.placement.polygon


def test_a_hinted_move_played_is_the_best_move_of_the_review_of_that_turn(quick_hints) -> None:
    """Seen in a real round: H advised 6-3 on the 6-6, the player played it and the review of
    the round marked it (6-1 best, -5.3%): the hint and the review had dealt other deals, and
    the evaluation stops playing out a choice that looks worse after its first deals (6-1 did
    so in the hint's). The hint deals what the review of that turn deals: over a round's
    decisions, each hinted move, played there, loses nothing in the review (its chance to win
    is the best's: the best itself, or as good on every deal)."""
    hinted = 0
    for record in rounds_with_choices(3):
        for _, view, _ in review.decisions(record, 0):
            hint = Hint(view, NAMES)
            while (advice := hint.poll()) is None:
                assert hint.evaluating is not None and not hint.failed
            rated = review.evaluate(view, review.rng_for(review.SEED, view), DEALS,
                                    made=advice.move)
            mine = next(c for c in rated if c.action == advice.move)
            assert mine.win == rated[0].win, (advice.move, rated)
            hinted += 1
    assert hinted >= 6
