"""A double-12 eight-seat table at 1024x600 the tests set up without a computer thinking: a
random round by the rules alone (a random play a turn, else a random action), set on the table a
few actions before its end."""
from __future__ import annotations

import random

from game.app import App
from game.match import Match
from game.rules import RuleSet
from game.rules.actions import Action, Play
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from game.store.settings import Settings

NAMES = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")
SIZE = (1024, 600)


def random_table(seed: int, person: bool, left: int) -> tuple[App, PlayScene, list[Action]]:
    """A random double-12 eight-seat round (seed `seed`; you at the first seat where
    `person`, the others computers with no pause), set on the table `left` actions before its
    end (a domino), at the fast animation speed: the table, and the round's actions."""
    app = App(SIZE, settings=Settings(animation_speed="fast"), seed=seed, ai_playouts=4)
    seats = [Seat(NAMES[i], "easy", pace=0.0) for i in range(8)]
    if person:
        seats[0] = Seat("You", "human")
    match = Match(RuleSet(set=12), seats, seed=seed)
    match.start_round()
    state = match.state
    assert state is not None
    while state.phase != "play":
        match.apply(state.legal_actions()[0])
    rng = random.Random(seed)
    ahead = state.clone()
    actions = []
    while not ahead.is_over:  # the round to its end, by the rules alone
        legal = ahead.legal_actions()
        action = rng.choice([a for a in legal if isinstance(a, Play)] or legal)
        ahead.apply(action)
        actions.append(action)
    assert ahead.end == "domino" and isinstance(actions[-1], Play)
    for action in actions[:-left]:
        match.apply(action)
    scene = PlayScene(app, match)
    app.clear_to(scene)
    return app, scene, actions
