"""Every house rule in a player's words: the setup screen's questions and values, the pause
menu's list and the ladder's short phrases.

A screen never shows a key or a file value ("holder", "true"): a new house rule is one more line
in `HOUSE_RULE_WORDS` and its sentence in game.words.how_to_play.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

from game.rules.house_rules import HAND_TABLES, RuleSet
from game.rules.tiles import set_size

CLASSIC = RuleSet()  # the classic sheet: the house rules a table is told apart from
# The chicken yard's reserve with 2 players and with 3 or more, as the rules count it.
RESERVE_OF_TWO, RESERVE_OF_MORE = (RuleSet(yard_reserve="auto").reserve(n) for n in (2, 3))
_BOX = HAND_TABLES["table"][9]  # the box's table for a double-9 set: seats -> tiles each


def last_tiles(count: int) -> str:
    """ "the last tile", "the last 2 tiles"."""
    return "the last tile" if count == 1 else f"the last {count} tiles"


# The house rules one by one: setup, pause menu, preset descriptions.
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
        "The set", f"The highest number on a tile: double-6 has {set_size(6)} tiles, double-9 "
        f"has {set_size(9)}, double-12 has {set_size(12)}.", number="double-{n} ({n_tiles} tiles)",
        low=6, high=18),
    "hand_size": RuleWords(
        "Tiles dealt to each player", f"The box's table deals double-9 hands of {_BOX[2]} to 2 "
        f"players and {_BOX[4]} to 4; smaller and basic hands are shorter; 42 ÷ players suits "
        "any set.",
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
        "The chicken yard's last tiles", f"With a reserve, {last_tiles(RESERVE_OF_TWO)} (2 "
        f"players) or {last_tiles(RESERVE_OF_MORE)} (3 or more) stay face down for the whole "
        "round.",
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


# The ladder: a table's house rules, a short phrase each.
def house_rule_phrases(rules: RuleSet) -> list[str]:
    """The house rules of a table that differ from the classic sheet, a short phrase each."""
    out = []
    if rules.start == "placed":
        out.append("The round's double is placed in the centre; the first player rotates")
    if rules.opening == "double-foot":
        out.append("Six spokes round the starting double (a double chicken foot)")
    if rules.chickenlittle == "courtesy":
        out.append('Say "Chickenlittle" with one tile left, as a courtesy')
    elif rules.chickenlittle == "enforced":
        out.append('Forget "Chickenlittle" and get caught: draw a tile')
    if rules.blank_half:
        out.append(f"Each blank half left in hand counts {rules.blank_half} "
                   f"(a 5-0 counts {5 + rules.blank_half})")
    if rules.unfinished_foot:
        out.append(f"A chicken foot left open costs whoever laid it {rules.unfinished_foot} "
                   "per missing toe")
    if rules.stuck_ends_round:
        out.append("The round ends when the player up is stuck and the yard is empty")
    if rules.draw_until_playable:
        out.append("Stuck? Draw until a tile fits (or the yard runs out)")
    if not rules.must_play:
        out.append("You may draw even when you could play")
    if rules.drawn_tile == "must":
        out.append("A drawn tile that fits must be played")
    if rules.double_blank != CLASSIC.double_blank:
        out.append(f"The 0-0 counts {rules.double_blank}")
    if rules.yard_reserve == "auto":
        out.append(f"{last_tiles(RESERVE_OF_MORE).capitalize()} of the chicken yard is never "
                   "drawn")
    return out or ["The classic rules, nothing added"]
