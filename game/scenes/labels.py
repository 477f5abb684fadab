"""What the screens call things: who plays a seat ("Medium AI"), a preset's title ("Classic"),
and every house rule in a player's words.

`HOUSE_RULE_WORDS` is the one table the setup screen, the pause menu and the preset descriptions
speak from: for each `[rules]` key the question it answers, its values in words, what it means,
and when it does not apply. A screen never shows a key or a file value ("holder", "true"): a new
house rule is one more line in the table.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Callable, Mapping

from game.rules.errors import ConfigError
from game.rules.house_rules import RuleSet
from game.rules.tiles import set_size
from game.store.rules_files import load_preset

PLAYER_LABELS = {"human": "Human", "easy": "Easy AI", "medium": "Medium AI",
                 "hard": "Hard AI", "expert": "Expert AI"}


@functools.lru_cache(maxsize=64)
def preset_title(name: str) -> str:
    """The title a preset gives itself, or its name (cached: drawn every frame)."""
    try:
        info = load_preset(name).preset
    except ConfigError:
        return name
    return info.title if info is not None else name


def _always(rules: RuleSet) -> bool:
    return True


@dataclass(frozen=True)
class RuleWords:
    """How the screens speak of one house rule.

    `values`: each value's words (may name {rounds}, {long} or {tiles}, filled in from the
    rules); `number`: the words for a number ({n}; {n_tiles} is the size of a double-n set),
    `zero` those for 0 when they differ;
    `low`, `high` and `step` the numbers the setup offers; `applies` says whether the rule
    matters with the other rules as they are, and `unused` why not.
    """

    question: str
    help: str
    values: Mapping[object, str] = field(default_factory=dict)
    number: str = "{n}"
    zero: str = ""
    low: int = 0
    high: int = 500
    step: int = 1
    applies: Callable[[RuleSet], bool] = _always
    unused: str = ""


HOUSE_RULE_WORDS: dict[str, RuleWords] = {
    "set": RuleWords(
        "The set", "The highest number on a tile: double-6 has 28 tiles, double-9 has 55, "
        "double-12 has 91.", number="double-{n} ({n_tiles} tiles)", low=6, high=18),
    "hand_size": RuleWords(
        "Tiles dealt to each player", "The box's table deals double-9 hands of 20 to 2 players "
        "and 11 to 4; smaller and basic hands are shorter; 42 ÷ players suits any set.",
        {"table": "as the box's table says", "small": "smaller hands",
         "basic": "basic hands", "42": "42 ÷ players"}, number="{n} each", low=1, high=60),
    "start": RuleWords(
        "Who sets the first double", "Each round starts with its own double (9-9, then 8-8, "
        "...). Whoever holds it plays it, or it lies in the middle before the deal and the "
        "first turn goes round the table.",
        {"holder": "whoever holds it", "placed": "it is placed before the deal"}),
    "missing_double": RuleWords(
        "If nobody holds it", "What happens when the round's double is still in the chicken "
        "yard after the deal.",
        {"draw": "everyone draws until it turns up", "next-lower": "the next lower double starts",
         "reshuffle": "shuffle and deal again"},
        applies=lambda r: r.start == "holder",
        unused="Not needed: the double is placed before the deal."),
    "opening": RuleWords(
        "Around the first double", "How many tiles must surround the starting double before "
        "any line grows.", {"cross": "a cross of 4 tiles", "double-foot": "a double foot of 6"}),
    "must_play": RuleWords(
        "Holding a tile that fits", "Whether a player who could play may draw a tile and pass "
        "instead.", {True: "you must play it", False: "you may draw instead"}),
    "drawn_tile": RuleWords(
        "A drawn tile that fits", "What happens when the tile you just drew can be played.",
        {"may": "may be played at once", "must": "must be played at once"}),
    "yard_reserve": RuleWords(
        "The chicken yard's last tiles", "With a reserve, the last 2 tiles (2 players) or the "
        "last tile (3 or more) stay face down for the whole round.",
        {"none": "can all be drawn", "auto": "stay face down"}),
    "double_blank": RuleWords(
        "The 0-0 left in a hand counts", "What the double-blank costs the player still holding "
        "it when the round ends.", number="{n} points", step=5),
    "chickenlittle": RuleWords(
        "Calling your last tile", "Chickenlittle: whoever plays their next-to-last tile calls "
        "it. When it is enforced, a player caught forgetting draws a tile.",
        {"off": "nobody calls it", "courtesy": "polite, no penalty",
         "enforced": "forget it and draw a tile"}),
    "game_end": RuleWords(
        "The game ends", "Rounds start with the set's highest double and count down to 0-0; "
        "the long game comes back up again. The lowest total wins.",
        {"rounds": "after {rounds} rounds", "long": "after {long} rounds",
         "target": "when someone reaches a target"}),
    "target_score": RuleWords(
        "Target score", "The game ends when someone's total reaches this; the lowest total "
        "wins.", number="{n} points", low=1, high=5000, step=50,
        applies=lambda r: r.game_end == "target",
        unused="Not used: the game ends after a number of rounds."),
    "blank_half": RuleWords(
        "Each blank half counts", "At some tables a blank half (not the 0-0) costs points: "
        "with 25, a 5-0 left in a hand counts 30.", number="{n} points", zero="nothing extra",
        high=100, step=5),
    "unfinished_foot": RuleWords(
        "A double left without its toes costs", "When a round ends with a double still waiting "
        "for toes, whoever laid it adds this for each missing toe.",
        number="{n} points a toe", zero="nothing", high=100, step=5),
    "stuck_ends_round": RuleWords(
        "Chicken yard empty and you are stuck", "The round can end as soon as the player to "
        "move cannot play once the chicken yard is empty, instead of going on while anyone "
        "can play.", {False: "play goes on", True: "the round ends"}),
    "draw_until_playable": RuleWords(
        "Nothing fits at the start of a turn", "Draw one tile and pass if it does not fit, or "
        "keep drawing until a tile fits or the chicken yard runs out.",
        {False: "draw one tile", True: "draw until one fits"}),
}


def rule_words(key: str) -> RuleWords:
    """The words of house rule `key` (KeyError for a key the table does not know)."""
    return HOUSE_RULE_WORDS[key]


def value_words(key: str, value: object, rules: RuleSet) -> str:
    """`value` of house rule `key` in words: "whoever holds it", "50 points", "double-9 (55
    tiles)"."""
    words = rule_words(key)
    facts = {"rounds": rules.set + 1, "long": 2 * rules.set + 1, "tiles": set_size(rules.set)}
    if isinstance(value, int) and not isinstance(value, bool):
        if value == 0 and words.zero:
            return words.zero
        return words.number.format(n=value, n_tiles=set_size(value), **facts)
    found = next((w for v, w in words.values.items() if v == value and type(v) is type(value)),
                 None)
    if found is None:
        raise KeyError(f"no words for {key} = {value!r}")
    return found.format(**facts)


def rule_sentence(key: str, rules: RuleSet) -> str:
    """"Who sets the first double: whoever holds it"."""
    return f"{rule_words(key).question}: {value_words(key, getattr(rules, key), rules)}"


def applies(key: str, rules: RuleSet) -> bool:
    """True when house rule `key` matters with the other rules as they are."""
    return rule_words(key).applies(rules)
