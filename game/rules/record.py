"""Round records (chickenfoot-round/1): write any round the engine plays, read one back."""
from __future__ import annotations

from typing import Any

from game.rules.actions import Action, from_json, to_json
from game.rules.config import BUILT_IN, RULE_KEYS, Presets, rules_from_table
from game.rules.errors import ConfigError, RecordError, RulesError
from game.rules.house_rules import RuleSet
from game.rules.round import RoundState
from game.rules.tiles import Tile

FORMAT = "chickenfoot-round/1"
RECORD_KEYS = ("format", "rules", "seats", "round", "starter", "hands", "yard", "actions")


def rules_table(rules: RuleSet, preset: str = "classic") -> dict[str, Any]:
    """The record's `rules`: the preset's name and every rule, so that the record reads the
    same whatever a preset file says later (the rules read no preset files)."""
    return {"preset": preset, **rules.as_dict()}


def _record_rules(table: dict[str, Any], presets: Presets) -> RuleSet:
    """A record's rules; a table that sets every rule (as the engine writes them) needs no
    preset, so its preset is only a name."""
    if all(key in table for key in RULE_KEYS):
        table = {k: v for k, v in table.items() if k != "preset"}
    return rules_from_table(table, "record", presets)


def record_of(state: RoundState, preset: str = "classic") -> dict[str, Any]:
    """The round record of a round the engine dealt (finished or not)."""
    if state.deal_hands is None or state.deal_yard is None:
        raise RulesError("this round was not dealt by the engine, so it has no record")
    return {
        "format": FORMAT,
        "rules": rules_table(state.rules, preset),
        "seats": state.seats,
        "round": state.round_number,
        "starter": state.starter,
        "hands": [[str(t) for t in h] for h in state.deal_hands],
        "yard": [str(t) for t in state.deal_yard],
        "actions": [to_json(a) for a in state.history],
    }


def _tiles(value: object, where: str) -> list[Tile]:
    if not isinstance(value, list):
        raise RecordError(f"{where}: expected a list of tiles like [\"9-3\", \"4-1\"]")
    out = []
    for i, text in enumerate(value):
        if not isinstance(text, str):
            raise RecordError(f"{where}[{i}]: expected a tile like \"9-3\", found {text!r}")
        try:
            out.append(Tile.parse(text))
        except RulesError as err:
            raise RecordError(f"{where}[{i}]: {err}") from None
    return out


def _int(doc: dict[str, Any], key: str, default: int | None, low: int) -> int:
    value = doc.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise RecordError(f"{key}: expected a whole number of at least {low}, found {value!r}")
    return value


def read_record(doc: object, presets: Presets = BUILT_IN) -> tuple[RoundState, list[Action]]:
    """The round's starting state and its actions; RecordError if the document is invalid.

    `presets`: where a preset the record's rules name is found (game.store.rules_files gives
    those of levels/; the rules alone know classic)."""
    if not isinstance(doc, dict):
        raise RecordError("a round record is a JSON object")
    if doc.get("format", FORMAT) != FORMAT:
        raise RecordError(f"format: expected \"{FORMAT}\", found {doc.get('format')!r}")
    unknown = sorted(set(doc) - set(RECORD_KEYS))
    if unknown:
        raise RecordError(f"{unknown[0]}: unknown key (a record has {', '.join(RECORD_KEYS)})")
    table = doc.get("rules", {})
    if not isinstance(table, dict):
        raise RecordError("rules: expected an object of house rules")
    try:
        rules = _record_rules(table, presets)
    except ConfigError as err:
        raise RecordError(str(err)) from None
    seats = _int(doc, "seats", None, 2)
    hands_doc = doc.get("hands")
    if not isinstance(hands_doc, list) or len(hands_doc) != seats:
        raise RecordError(f"hands: expected a list of {seats} hands, one per seat")
    hands = [_tiles(h, f"hands[{i}]") for i, h in enumerate(hands_doc)]
    yard = _tiles(doc.get("yard", []), "yard")
    actions_doc = doc.get("actions", [])
    if not isinstance(actions_doc, list):
        raise RecordError("actions: expected a list of actions")
    actions = [from_json(a, f"actions[{i}]") for i, a in enumerate(actions_doc)]
    try:
        state = RoundState(
            rules, hands, yard,
            round_number=_int(doc, "round", 1, 1), starter=_int(doc, "starter", 0, 0),
        )
    except RecordError:
        raise
    except RulesError as err:
        raise RecordError(str(err)) from None
    return state, actions
