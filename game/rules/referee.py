"""The referee: replay a round record through the engine and give a verdict."""
from __future__ import annotations

from typing import Any

from game.rules.actions import to_json
from game.rules.config import BUILT_IN, Presets
from game.rules.errors import RecordError
from game.rules.explain import IllegalAction
from game.rules.record import read_record

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_INVALID = 0, 1, 2


def verdict(doc: object, presets: Presets = BUILT_IN) -> tuple[int, dict[str, Any]]:
    """Exit status and verdict object for a parsed record; RecordError if it is not valid."""
    state, actions = read_record(doc, presets)
    for index, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalAction as err:
            return EXIT_ILLEGAL, {"ok": False, "index": index, "error": str(err)}
    if state.is_over:
        return EXIT_LEGAL, {
            "ok": True, "finished": True, "end": state.end,
            "scores": state.scores(), "winner": state.winner,
        }
    return EXIT_LEGAL, {
        "ok": True, "finished": False, "to_act": state.to_act,
        "legal": [to_json(a) for a in state.legal_actions()],
    }
