"""The rules engine: the one authority on legality and scores. Pure Python, no pygame, no files
(game.store.rules_files reads rules files and the presets in levels/).

Typical use::

    rules = RuleSet(opening="double-foot")        # or load_preset("classic").rules from the store
    game = Game(rules, seats=4, rng=random.Random(7))
    state = game.next_round()                     # a RoundState, dealt from the rng
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)                   # what that seat may know
        state.apply(view.legal[0])                # IllegalAction(Refusal) says why not
    game.finish_round(state)                      # scores, record, schedule

`state.act(action)` applies an action as `apply` does and returns an `Outcome` saying all it did.
"""
from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play, from_json, to_json
from game.rules.barnyard import ARM, DOUBLE, SPOKE, START, TOE, TOES, Barnyard, PlacedTile
from game.rules.errors import ConfigError, RecordError, RulesError
from game.rules.explain import IllegalAction, Refusal
from game.rules.game import Game
from game.rules.house_rules import RuleSet
from game.rules.outcome import Drawn, Outcome
from game.rules.round import InvalidDeal, RoundState, hand_score
from game.rules.tiles import Tile, double, full_set, set_size
from game.rules.view import PlayerView

__all__ = [
    "Action", "Announce", "Catch", "Draw", "Pass", "Play", "from_json", "to_json",
    "ARM", "DOUBLE", "SPOKE", "START", "TOE", "TOES", "Barnyard", "PlacedTile",
    "ConfigError", "IllegalAction", "RecordError", "RulesError", "Refusal",
    "Game", "RuleSet", "Drawn", "Outcome", "InvalidDeal", "RoundState", "hand_score",
    "Tile", "double", "full_set", "set_size", "PlayerView",
]
