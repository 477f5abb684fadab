"""The referee: replay a round record through the engine and give a verdict."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.rules.actions import to_json
from game.rules.errors import IllegalAction, RecordError
from game.rules.record import read_record

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_INVALID = 0, 1, 2


def verdict(doc: object) -> tuple[int, dict[str, Any]]:
    """Exit status and verdict object for a parsed record; RecordError if it is not valid."""
    state, actions = read_record(doc)
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


def referee_file(path: str) -> tuple[int, str]:
    """Exit status and the text for standard output (status 2: the reason, for stderr)."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        return EXIT_INVALID, f"{path}: cannot read the file ({err.strerror})"
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        return EXIT_INVALID, f"{path}: not valid JSON ({err})"
    try:
        status, out = verdict(doc)
    except RecordError as err:
        return EXIT_INVALID, f"{path}: not a valid round record: {err}"
    return status, json.dumps(out)
