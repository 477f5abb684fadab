"""The Replay screen, headless: stepping through rounds by keys and buttons, bad records shown."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.ai.random_round import random_round
from game.app import App
from game.match import Match
from game.layout.geometry import distance_to_polygon
from game.layout.barnyard import BarnyardLayout
from game.rules import RoundState
from game.rules.record import record_of
from game.scenes.review.replay import ReplayScene
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings
from game.words.moves import move_in_words


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return App((1280, 720), settings=Settings(), seed=3)


def records(rounds: int = 2, seed: int = 4) -> tuple[list[dict], list[str]]:  # type: ignore[type-arg]
    match = Match(load_preset("classic").rules,
                  [Seat("You"), Seat("Hen", "easy"), Seat("Rooster", "hard")], seed)
    rng = random.Random(seed)
    while len(match.game.records) < rounds:
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match.game.records, [s.name for s in match.seats]


def key(app: App, k: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def test_keys_step_through_the_round_and_rounds(app: App) -> None:
    docs, names = records()
    scene = ReplayScene(app, docs, names=names)
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.step == 0 and scene.round_index == 0
    first = docs[0]
    assert [[str(t) for t in h] for h in scene.state.hands] == first["hands"]  # type: ignore[union-attr]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.step == 2
    assert len(scene.state.history) == 2  # type: ignore[union-attr]
    key(app, pygame.K_LEFT)
    assert scene.step == 1
    key(app, pygame.K_END)
    assert scene.step == len(first["actions"]) and scene.state.is_over  # type: ignore[union-attr]
    key(app, pygame.K_RIGHT)  # past the end: stays
    assert scene.step == len(first["actions"])
    key(app, pygame.K_PAGEDOWN)
    assert scene.round_index == 1 and scene.step == 0
    key(app, pygame.K_PAGEDOWN)  # no third round
    assert scene.round_index == 1
    key(app, pygame.K_HOME)
    assert scene.step == 0


def test_play_advances_by_itself_and_stops_at_the_end(app: App) -> None:
    docs, names = records(1)
    scene = ReplayScene(app, docs[0], names=names)
    app.push(scene)
    key(app, pygame.K_SPACE)
    assert scene.playing
    for _ in range(30):
        app.step(0.1, [])
    assert 0 < scene.step < len(docs[0]["actions"])
    for _ in range(60 * len(docs[0]["actions"])):
        app.step(0.1, [])
        if not scene.playing:
            break
    assert scene.step == len(docs[0]["actions"]) and not scene.playing


def test_a_record_file_opens_and_every_move_draws(app: App, tmp_path: Path) -> None:
    docs, _ = records(1)
    path = tmp_path / "round.json"
    path.write_text(json.dumps(docs[0]))
    scene = ReplayScene(app, str(path))
    app.push(scene)
    assert scene.problem is None and len(scene.rounds) == 1
    for _ in range(len(docs[0]["actions"]) + 1):
        key(app, pygame.K_RIGHT)
    assert scene.state.is_over  # type: ignore[union-attr]
    assert "Round over" in scene.caption


def test_a_single_round_file_is_headed_with_its_own_round_number(app: App,
                                                                  tmp_path: Path) -> None:
    docs, _ = records(3)
    path = tmp_path / "round.json"
    path.write_text(json.dumps(docs[2]))
    scene = ReplayScene(app, str(path))
    app.push(scene)
    assert scene.heading.startswith("Replay: round 3, starting double 7-7")


@pytest.mark.parametrize("content, words", [
    (None, "file not found"),
    (b"{\"format\": \"chickenfoot-round/1\", \"seats\": 2", "not valid JSON"),
    (b"{\"format\": \"chickenfoot-round/9\"}", "newer or unknown"),
])
def test_a_bad_record_is_explained_and_back_leaves(app: App, tmp_path: Path,
                                                    content: bytes, words: str) -> None:
    from game.scenes.base import Scene

    path = tmp_path / "bad.json"
    if content is not None:
        path.write_bytes(content)
    app.push(Scene(app))
    scene = ReplayScene(app, path)
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.state is None and scene.problem is not None
    assert words in scene.problem and str(path) in scene.problem
    key(app, pygame.K_RIGHT)  # nothing to step: no error
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_an_illegal_move_in_a_record_is_named(app: App) -> None:
    docs, _ = records(1)
    doc = json.loads(json.dumps(docs[0]))
    doc["actions"][3] = {"seat": 0, "play": "0-0", "on": "9-9"}
    scene = ReplayScene(app, doc)
    assert scene.state is None and "actions[3]" in (scene.problem or "")


def test_moves_in_words() -> None:
    from game.rules.actions import Catch, Draw, Play
    from game.rules.tiles import Tile

    names = ["You", "Hen"]
    assert move_in_words(Play(1, Tile(9, 3), Tile(9, 9)), names) == "Hen plays 9-3 on 9-9"
    assert move_in_words(Play(0, Tile(9, 9), None), names) == "You play 9-9 as the starting double"
    assert move_in_words(Draw(0), names) == "You draw from the chicken yard"
    assert move_in_words(Catch(0, 1), names) == "You catch Hen"


def _crowded_party_round() -> RoundState:
    """A random double-12 eight-seat round whose barnyard, laid out with no table shape,
    leaves a tile apart from its parent (the second of seed 1's rounds)."""
    rng = random.Random(1)
    random_round(load_preset("party").rules, 8, rng)
    return random_round(load_preset("party").rules, 8, rng)


def _gap(a, b) -> float:
    return min(min(distance_to_polygon(v, b.polygon) for v in a.polygon),
               min(distance_to_polygon(v, a.polygon) for v in b.polygon))


def test_a_crowded_round_replays_with_every_tile_against_its_parent(app: App) -> None:
    state = _crowded_party_round()
    plain = BarnyardLayout.of(state.barnyard, state.rules.spokes)
    assert any(_gap(plain.placements[p.tile], plain.placements[p.on]) >= 0.05
               for p in state.barnyard if p.on is not None)
    for size in ((1280, 720), (1024, 600)):
        scene = ReplayScene(app, [record_of(state, "party")])
        scene.resize(size)
        laid = scene.layout.placements  # type: ignore[union-attr]
        assert len(laid) == len(state.barnyard)
        for p in state.barnyard:
            if p.on is not None:
                assert _gap(laid[p.tile], laid[p.on]) < 0.05, p


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_in_large_print_the_replay_shows_bigger_names_and_tiles_inside_its_panel(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        drawn_text: list[tuple[str, pygame.Rect]]) -> None:
    """Seen: large print left the replay's hands, their names and the move's caption at the
    small size. Bigger, every name stays inside the panel and the caption inside the window,
    at every move of the round; the hands' tiles grow where the panel has room for them."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    played, names = records(1)
    seen: dict[bool, list[tuple[int, int, int]]] = {}  # per move: name, caption, tile sizes
    for large in (False, True):
        app = App(size, settings=Settings(large_print=large), seed=3)
        scene = ReplayScene(app, played, names=names)
        app.clear_to(scene)
        tiles: list[int] = []
        real = app.art.blit
        monkeypatch.setattr(app.art, "blit", lambda surface, tile, centre, length, *a, **k: (
            tiles.append(length) if scene.hands_rect.collidepoint(centre) else None,
            real(surface, tile, centre, length, *a, **k))[1])
        seen[large] = []
        for step in range(len(scene.actions) + 1):
            scene.go(step)
            drawn_text.clear()
            tiles.clear()
            scene.draw(pygame.Surface(size))
            panel = scene.hands_rect
            for text, rect in drawn_text:
                assert pygame.Rect((0, 0), size).contains(rect), text
                assert not panel.colliderect(rect) or panel.contains(rect), text
            seen[large].append((next(r.height for t, r in drawn_text if "Hen (" in t),
                                next(r.height for t, r in drawn_text if t.startswith("Move ")),
                                max(tiles)))
    for normal, large in zip(seen[False], seen[True]):
        assert large[0] > normal[0] and large[1] > normal[1]
        assert large[2] >= 0.85 * normal[2]  # the bigger names take a little of a full panel
    assert any(large[2] > normal[2] for normal, large in zip(seen[False], seen[True]))
