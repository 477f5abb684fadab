"""The table honours the settings for every eye: reduced motion and large print."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules import Play, RoundState, RuleSet, Tile, full_set
from game.scenes.play.hand_view import new_tab
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings
from table_probe import probe

T = Tile.parse


def table(**settings: object) -> tuple[App, Match, PlayScene]:
    """Seat 1 (a slow AI) has set 9-9; seat 0, a human, is to act holding 9-5 and others."""
    app = App((1280, 720), settings=Settings(**settings), seed=1)
    mine = [T(s) for s in ("9-5", "9-4", "3-1", "6-0", "8-7")]
    theirs = [T(s) for s in ("9-9", "7-1", "5-5", "2-0", "6-3")]
    rest = [t for t in full_set(9) if t not in mine + theirs]
    random.Random(3).shuffle(rest)
    match = Match(RuleSet(), [Seat("You"), Seat("Hen", "medium", pace=30.0)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(RuleSet(), [mine, theirs], rest)
    match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    app.step(1 / 60)
    return app, match, scene


def flight_time(**settings: object) -> float:
    app, match, scene = table(**settings)
    scene.play(Play(0, T("9-5"), T("9-9")))
    return max(f.glide.duration for f in probe(scene).flights)


def reframed(reduced_motion: bool) -> bool:
    """Knock the view off the barnyard, ask it to frame play again: True if it is there at once."""
    app, match, scene = table(reduced_motion=reduced_motion)
    camera = probe(scene).camera
    camera.centre = (camera.centre[0] + 30.0, camera.centre[1] - 20.0)
    scene.barnyard.follow()
    return (camera.centre, camera.scale) == (camera.target_centre, camera.target_scale)


def test_reduced_motion_makes_flights_short_and_the_view_still() -> None:
    assert flight_time(reduced_motion=True) < 0.5 * flight_time(reduced_motion=False)
    assert reframed(reduced_motion=True)
    assert not reframed(reduced_motion=False)  # it glides there instead


def test_large_print_stands_the_hand_tiles_taller() -> None:
    _, _, plain = table(large_print=False)
    _, _, large = table(large_print=True)
    assert large.geometry.hand_tile > plain.geometry.hand_tile * 1.15
    assert large.geometry.hand_tile < large.geometry.hand_height


def test_large_print_makes_the_seat_plates_and_the_status_line_larger() -> None:
    """Seen on a 1024x600 screen in large print: "3 tiles   score 0" on the plates and the
    status line over the hand stayed at the small size; and the taller hand tiles ran over
    "Watching: Space fast-forwards" (the table's overlap test now runs in large print)."""
    _, _, plain = table(large_print=False)
    _, _, large = table(large_print=True)
    for a, b in zip(large.geometry.plate_size, plain.geometry.plate_size):
        assert a > b * 1.15
    plain_status = plain.seats.status_labels(plain.state)[0][1]
    large_status = large.seats.status_labels(large.state)[0][1]
    assert large_status.height > plain_status.height
    tiles = [y - large.geometry.hand_tile / 2 for _, y in large.geometry.hand_slots(5)]
    assert min(tiles) > large_status.bottom


def test_large_print_makes_the_tables_toasts_larger() -> None:
    """Seen in a real window in large print: "Hen sets 6-6" at the foot of the table stayed
    at the small size."""
    import pygame

    cards = {}
    for large in (False, True):
        app, _, scene = table(large_print=large)
        scene.callouts.say("Hen sets 9-9")
        placed: list[tuple[int, int]] = []
        scene.callouts.draw(app.screen, scene.geometry,
                            lambda size: placed.append(size) or pygame.Rect((0, 0), size))
        cards[large] = placed[0]
    assert cards[True][0] > cards[False][0] and cards[True][1] > cards[False][1]


def watched(size: tuple[int, int], large: bool, count: int) -> PlayScene:
    """Four computers, Hen at the bottom holding `count` tiles, all of them just drawn."""
    app = App(size, settings=Settings(large_print=large), seed=1)
    pool = full_set(12)
    hands = [pool[:count], pool[count:count + 5], pool[count + 5:count + 10],
             pool[count + 10:count + 15]]
    rest = pool[count + 15:]
    seats = [Seat(name, "easy", pace=30.0) for name in ("Hen", "Bo", "Al", "Cy")]
    match = Match(RuleSet(set=12), seats, seed=1)
    match.state = RoundState(RuleSet(set=12), hands, rest)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    return scene


def test_the_status_line_leaves_the_hand_and_its_new_tabs_clear() -> None:
    """Seen watching four computers at 1024x600 in large print: the "new" tab over the tile
    Hen had just drawn covered "Watching: Space fast-forwards". The status line now says each
    label in the longest words that leave the hand and the tabs clear."""
    said = set()
    for size in ((1024, 600), (1280, 720)):
        for large in (False, True):
            for count in (1, 2, 3, 5, 8, 13, 21):
                scene = watched(size, large, count)
                hand = scene.hand
                length = hand.length()
                busy = [new_tab(scene.geometry, centre, length)[1]
                        for centre in hand.positions().values()]
                busy += [pygame.Rect(round(x - length / 4), round(y - length / 2), length // 2,
                                     length) for x, y in hand.positions().values()]
                labels = scene.seats.status_labels(scene.state)
                for _, rect in labels:
                    assert rect.collidelist(busy) == -1, (size, large, count)
                said |= {round(rect.width) for _, rect in labels}
                if count <= 3 and size == (1280, 720) and not large:
                    assert len(labels) == 2  # the round and the watching keys, room for both
    assert len(said) > 4  # shorter words where the room is short


@pytest.mark.parametrize("large", [False, True])
def test_the_watch_line_keeps_one_wording_through_a_round(large, monkeypatch) -> None:
    """Seen (issue 43): watching, the keys' line changed its wording as the hand at the
    bottom shrank and grew ("Esc: menu", "Space fast-forwards, Esc: menu", ...). Its words
    are chosen once a round, shown in every frame of a four-seat classic round."""
    from game.render import text
    from game.store.rules_files import load_preset

    app = App((1024, 600), settings=Settings(animation_speed="fast", large_print=large),
              seed=1)
    match = Match(load_preset("classic").rules,
                  [Seat(f"Bird {i}", "easy", pace=0.0) for i in range(4)], seed=3)
    match.start_round()
    scene = PlayScene(app, match)
    app.clear_to(scene)
    said: list[str] = []
    real = text.render
    keys = set()
    for _ in range(400):
        app.step(1 / 20)
        if match.state.is_over:
            break
        said.clear()
        monkeypatch.setattr(text, "render", lambda words, *a, **k: said.append(words)
                            or real(words, *a, **k))
        scene.seats.status_labels(match.state)
        monkeypatch.setattr(text, "render", real)
        shown = [words for words in said if "Esc" in words]
        assert shown, "the watching keys left the status line"
        keys.add(shown[-1])
    assert match.state.is_over and len(keys) == 1, keys
