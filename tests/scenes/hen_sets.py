"""A two-seat table the tests set up by hand: you hold `mine`, Hen (easy, no pause) holds
9-9, 7-1, 5-5, 2-0 and 6-3 and sets 9-9, and the rest lies in the chicken yard."""
from __future__ import annotations

import random

from game.app import App
from game.match import Match
from game.rules import RoundState, RuleSet, Tile, full_set
from game.scenes.play.scene import PlayScene
from game.seats import Seat

HENS = ("9-9", "7-1", "5-5", "2-0", "6-3")


def hen_sets_9_9(app: App, mine: list[Tile], frames: int,
                 hens: tuple[str, ...] = HENS) -> PlayScene:
    """The table once Hen (holding `hens`) has set 9-9, `frames` frames of 1/30 s after it
    opened; your turn."""
    theirs = [Tile.parse(s) for s in hens]
    rest = [t for t in full_set(9) if t not in mine + theirs]
    random.Random(3).shuffle(rest)
    rules = RuleSet()
    match = Match(rules, [Seat("You", "human"), Seat("Hen", "easy", pace=0.0)], seed=1)
    match.game.round_number = 1
    match.state = RoundState(rules, [mine, theirs], rest, round_number=1)
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(frames):
        app.step(1 / 30)
    return scene
