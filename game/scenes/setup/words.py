"""The setup screen's sentences about the table as a whole: why it cannot be dealt and the
one-click fix that deals it, and a preset description that follows the rules as chosen."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Protocol, Sequence

from game.rules.config import RULE_KEYS
from game.rules.errors import ConfigError
from game.rules.house_rules import HAND_TABLES, RuleSet, forty_two
from game.rules.tiles import set_size
from game.store.rules_files import file_title
from game.words.house_rules import rule_sentence

HAND_TABLE_NAMES = {"table": "the box's table", "small": "the smaller hands' table",
                    "basic": "the basic hands' table"}
BIGGER_SETS = (12, 15, 18)
MOST_CHANGES_SHOWN = 3
EXAMPLE_FILE = "family-night.toml"  # the rules-file box's example: a table in the list


class SeatWords(Protocol):
    """A seat as the setup screen drafts it: a name and who plays it."""

    name: str
    player: str


@dataclass(frozen=True)
class Fix:
    """A change of house rules that makes the table dealable, and its button's words."""

    label: str
    changes: dict[str, object]


def dealable(rules: RuleSet, seats: int) -> bool:
    """True if `seats` players can be dealt under `rules`."""
    try:
        rules.hand_tiles(seats)
    except ConfigError:
        return False
    return True


def table_trouble(rules: RuleSet, seats: int) -> Optional[str]:
    """Why `seats` players cannot be dealt under `rules`, in words; None when they can."""
    if dealable(rules, seats):
        return None
    policy = rules.hand_size
    if isinstance(policy, str) and policy in HAND_TABLES and \
            HAND_TABLES[policy].get(rules.set, {}).get(seats) is None:
        return (f"There is no deal for {seats} players with a double-{rules.set} set in "
                f"{HAND_TABLE_NAMES[policy]}.")
    each = policy if isinstance(policy, int) else (
        forty_two(seats) if policy == "42" else HAND_TABLES[policy][rules.set][seats])
    available = set_size(rules.set) - (1 if rules.start == "placed" else 0)
    return (f"{seats} hands of {each} tiles need {seats * each}, but a double-{rules.set} set "
            f"has only {available} to deal.")


def table_fix(rules: RuleSet, seats: int) -> Optional[Fix]:
    """The first of these that deals the table: 42 ÷ players, as many tiles each as the set
    allows, a bigger set; None when the table is fine or nothing helps."""
    if dealable(rules, seats):
        return None
    available = set_size(rules.set) - (1 if rules.start == "placed" else 0)
    candidates = [
        Fix(f"{seats} players: deal 42 ÷ players ({forty_two(seats)} each)", {"hand_size": "42"}),
        Fix(f"{seats} players: deal {available // seats} tiles each",
            {"hand_size": available // seats}),
        *(Fix(f"Play with a double-{top} set", {"set": top})
          for top in BIGGER_SETS if top > rules.set),
    ]
    for fix in candidates:
        if fix.changes.get("hand_size") != rules.hand_size and \
                dealable(rules.with_changes(**fix.changes), seats):
            return fix
    return None


def changed_keys(base: RuleSet, rules: RuleSet) -> list[str]:
    """The house rules that differ from `base`, in the order of the rules table."""
    return [k for k in RULE_KEYS if getattr(base, k) != getattr(rules, k)]


def describe(title: str, description: str, base: RuleSet, rules: RuleSet,
             source: str = "") -> str:
    """The preset's own description while its rules are unchanged, else what changed:
    "Classic, changed: The set: double-12 (91 tiles)."; `source` names a rules file."""
    changed = changed_keys(base, rules)
    head = f"Rules from {source}, on the {title} preset" if source else title
    if not changed:
        return f"{head}: {description}" if source else description
    shown = [rule_sentence(k, rules) for k in changed[:MOST_CHANGES_SHOWN]]
    more = len(changed) - len(shown)
    tail = f"; and {more} more" if more > 0 else ""
    return f"{head}, changed: {'; '.join(shown)}{tail}."


def seats_set_words(path: Path, seats: Sequence[SeatWords]) -> tuple[str, str]:
    """The title and words of the box that says a table file changed the seats: "Family night
    sets the seats: You (human), Grandpa Joe (easy), ..."."""
    title = f"{file_title(path)} sets the seats"
    who = ", ".join(f"{seat.name} ({seat.player})" for seat in seats)
    return title, (f"{title}: {who}. Play with these seats, or keep yours (the file's rules "
                   "stay either way).")
