"""At the table, tiles the barnyard layout lays again to make room for a played tile glide from
where they lay to where they now lie, drawn at the barnyard's size, and land."""
from __future__ import annotations

import random

import pytest

from game.app import App
from game.match import Match
from game.rules import Play
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.rules_files import load_preset
from game.store.settings import Settings
from table_probe import probe


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def test_tiles_laid_again_glide_to_their_new_places() -> None:
    app = App((1280, 720), settings=Settings(animation_speed="fast"), seed=1)
    rules = load_preset("party").rules
    rng = random.Random(11)
    for seed in range(30):  # double-12 party rounds until an end is boxed in
        match = Match(rules, [Seat(f"Hen {i}", "easy", pace=0.0) for i in range(8)], seed)
        match.start_round()
        scene = PlayScene(app, match)
        app.clear_to(scene)
        state = match.state
        assert state is not None
        while not state.is_over:
            acts = state.legal_actions()
            plays = [a for a in acts if type(a) is Play]
            assert scene.apply(rng.choice(plays) if plays else rng.choice(acts))
            layout = scene.table.layout
            if not layout.moved:
                continue
            shifts = {f.tile: f for f in scene.motion.flights if f.to == "shift"}
            assert set(shifts) == set(layout.moved)
            camera = probe(scene).camera
            for tile, was in layout.moved.items():
                glide = shifts[tile].glide
                assert glide.start[:2] == pytest.approx(camera.to_screen(*was.centre))
                now = layout.placements[tile]
                assert glide.target() == pytest.approx((*camera.to_screen(*now.centre),
                                                        now.angle))
            assert set(layout.moved) <= scene.motion.flying_in()  # not drawn twice meanwhile
            landed = scene.motion.finish().landed
            assert set(layout.moved) <= {f.tile for f in landed}
            assert not scene.motion.flying_in()
            return
    pytest.fail("no end was boxed in in 30 rounds")
