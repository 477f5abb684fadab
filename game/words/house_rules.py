"""Every house rule in a player's words, one record each: the setup screen's question, help and
values (the pause menu's list too), How to play's sentence, the ladder's short phrase, How to
play's line for a house rule of other tables a table leaves out, and a rules file's comment (the
command line's `rules check`, a saved rules file).

A screen never shows a key or a file value ("holder", "true"): a new house rule is one more
record in `HOUSE_RULE_WORDS` (tests/words/test_house_rules.py checks it has every phrasing).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Optional

from game.rules.errors import ConfigError
from game.rules.house_rules import HAND_TABLES, MAX_SEATS, MIN_SEATS, RuleSet
from game.rules.tiles import set_size
from game.words.numbers import counted

CLASSIC = RuleSet()  # the classic sheet: the house rules a table is told apart from
# The chicken yard's reserve with 2 players and with 3 or more, as the rules count it.
RESERVE_OF_TWO, RESERVE_OF_MORE = (RuleSet(yard_reserve="auto").reserve(n) for n in (2, 3))
CROSS, DOUBLE_FOOT = (RuleSet(opening=o).spokes for o in ("cross", "double-foot"))
_BOX = HAND_TABLES["table"][9]  # the box's table for a double-9 set: seats -> tiles each
_SPELLED = ("no", "one", "two", "three", "four", "five", "six")

Phrasing = Callable[[RuleSet], str]


def last_tiles(count: int) -> str:
    """ "the last tile", "the last 2 tiles"."""
    return "the last tile" if count == 1 else f"the last {count} tiles"


def _always(rules: RuleSet) -> bool:
    return True


@dataclass(frozen=True)
class RuleWords:
    """How the game speaks of one house rule, everywhere it is said.

    `question` and `help`: the setup's label and help line (`question` also the pause menu's);
    `key_help`: a rules file's comment on the key's line, naming its values as a file spells
    them; `explained`: How to play's sentence for the rule as `rules` have it ("" where it says
    nothing: the rule does not apply, or another rule's sentence holds it); `phrase`: the
    ladder's short phrase for the rule when `rules` differ from the classic sheet there (None:
    the rung's line of the table says it: the set, the hands, the game's length);
    `other_tables`: How to play's line for a house rule of other tables a table leaves out
    ("" for the rules every table plays).
    `values`: each value's words (may name {rounds}, {long} or {tiles}, filled in from the
    rules); `number`: the words for a number ({n}; {points}: "1 point", "5 points"; {n_tiles}
    is the size of a double-n set),
    `zero` those for 0 when they differ; `low`, `high` and `step` the numbers the setup offers;
    `applies` says whether the rule matters with the other rules as they are, `unused` why not.
    """

    question: str
    help: str
    key_help: str
    explained: Phrasing
    phrase: Optional[Phrasing]
    values: Mapping[object, str] = field(default_factory=dict)
    number: str = "{n}"
    zero: str = ""
    low: int = 0
    high: int = 500
    step: int = 1
    applies: Callable[[RuleSet], bool] = _always
    unused: str = ""
    other_tables: str = ""


# ---------------------------------------------------------------- How to play's sentences

def _deal_words(rules: RuleSet) -> str:
    """How many tiles each player gets, for every table size the rules can deal."""
    counts = []
    for seats in range(MIN_SEATS, MAX_SEATS + 1):
        try:
            counts.append(f"{seats} players: {rules.hand_tiles(seats)}")
        except ConfigError:
            continue
    policy = rules.hand_size
    how = {"table": "the manufacturer's table", "small": "the smaller-hands table",
           "basic": "the basic table", "42": "42 divided by the players, rounded"}.get(
        str(policy), f"a fixed {policy} tiles")
    listed = "; ".join(counts) if counts else "no table size can be dealt with these rules"
    return f"Hands follow {how} ({listed})."


def _start_words(rules: RuleSet) -> str:
    n = rules.set
    if rules.start == "placed":
        return ("The round's double is placed in the centre before the deal; a starter, moving "
                "clockwise each round, makes the first play on it.")
    return f"Whoever holds the round's double ({n}-{n} in round 1) plays it to the centre."


def _missing_words(rules: RuleSet) -> str:
    if rules.start == "placed":
        return ""
    missing = {
        "draw": "everyone draws a tile from the chicken yard, again and again, until someone "
                "finds it",
        "next-lower": "the highest double someone does hold starts the round instead",
        "reshuffle": "the tiles are shuffled and dealt again",
    }[rules.missing_double]
    return f"If nobody holds it, {missing}."


def _opening_words(rules: RuleSet) -> str:
    spokes = ("four tiles, one on each side of the double" if rules.opening == "cross" else
              "six tiles, three fanned out on each long side of the double")
    return (f"Before any line can grow, the starting double must be surrounded by {spokes}, "
            "each matching its number.")


def _drawn_words(rules: RuleSet) -> str:
    """A clause that _stuck_words holds: "it may be played at once"."""
    return f"it {'may' if rules.drawn_tile == 'may' else 'must'} be played at once"


def _stuck_words(rules: RuleSet) -> str:
    if rules.draw_until_playable:
        return (f"With no play, draw from the chicken yard one tile at a time until one fits "
                f"({_drawn_words(rules)}) or the yard runs out; then you pass.")
    return f"With no play, draw one tile: if it fits, {_drawn_words(rules)}; otherwise you pass."


def _reserve_words(rules: RuleSet) -> str:
    if rules.yard_reserve != "auto":
        return ""
    return (f"{last_tiles(RESERVE_OF_MORE).capitalize()} of the chicken yard (the last "
            f"{_SPELLED[RESERVE_OF_TWO]} with 2 players) is never drawn.")


def _little_words(rules: RuleSet) -> str:
    return {
        "off": "",
        "courtesy": "With one tile left you may say \"Chickenlittle\"; nobody is penalised for "
                    "forgetting.",
        "enforced": "When you play your next-to-last tile, say \"Chickenlittle\" before the "
                    "next player plays. If someone catches you forgetting, you draw a tile (or "
                    "miss a turn if the chicken yard is empty).",
    }[rules.chickenlittle]


def _rounds_words(rules: RuleSet) -> str:
    n, rounds = rules.set, rules.rounds_in_game()
    if rules.game_end == "long":
        return (f"A long game of {rounds} rounds: the starting double runs from {n}-{n} down to "
                f"0-0 and back up to {n}-{n}. The lowest total wins.")
    if rules.game_end == "rounds":
        return (f"{rounds} rounds, one for each double from {n}-{n} down to 0-0. The lowest "
                "total wins.")
    return ""


def _target_words(rules: RuleSet) -> str:
    if rules.game_end != "target":
        return ""
    return (f"Rounds go on until someone reaches {counted(rules.target_score, 'point')}; then "
            "the lowest total wins.")


def _ends_words(rules: RuleSet) -> str:
    ends = ("as soon as the player up cannot play while the chicken yard is empty" if
            rules.stuck_ends_round else "when nobody can play and the chicken yard is empty")
    return f"A round ends when someone plays their last tile, or {ends}."


def _blank_half_words(rules: RuleSet) -> str:
    if not rules.blank_half:
        return ""
    return (f"Each blank half of any other tile counts {rules.blank_half} (a 5-0 counts "
            f"{5 + rules.blank_half}).")


def _foot_words(rules: RuleSet) -> str:
    points = rules.unfinished_foot
    if not points:
        return ""
    return (f"If the round ends while a chicken foot still lacks toes, whoever laid that double "
            f"adds {counted(points, 'point')} for each missing toe, even if they went out. The "
            "spokes of the starting double never count.")


# ---------------------------------------------------------------- the ladder's phrases

_STUCK_ENDS = "the round ends when the player up is stuck and the yard is empty"


def _little_phrase(rules: RuleSet) -> str:
    if rules.chickenlittle == "courtesy":
        return 'Say "Chickenlittle" with one tile left, as a courtesy'
    return 'Forget "Chickenlittle" and get caught: draw a tile'


def _missing_phrase(rules: RuleSet) -> str:
    if rules.start == "placed":
        return ""
    said = value_words("missing_double", rules.missing_double, rules)
    return f"Nobody holds the round's double? {said[:1].upper()}{said[1:]}"


def _reserve_phrase(rules: RuleSet) -> str:
    return f"{last_tiles(RESERVE_OF_MORE).capitalize()} of the chicken yard is never drawn"


# ---------------------------------------------------------------- the records

HOUSE_RULE_WORDS: dict[str, RuleWords] = {
    "set": RuleWords(
        "The set", f"The highest number on a tile: double-6 has {set_size(6)} tiles, double-9 "
        f"has {set_size(9)}, double-12 has {set_size(12)}.",
        "highest pip of the set (9: double-9)",
        lambda r: f"A double-{r.set} set has {set_size(r.set)} tiles.", None,
        number="double-{n} ({n_tiles} tiles)", low=6, high=18),
    "hand_size": RuleWords(
        "Tiles dealt to each player", f"The box's table deals double-9 hands of {_BOX[2]} to 2 "
        f"players and {_BOX[4]} to 4; smaller and basic hands are shorter; 42 ÷ players suits "
        "any set.",
        'deal: "table", "small", "basic", "42" (42 / players) or tiles each',
        _deal_words, None,
        {"table": "as the box's table says", "small": "smaller hands",
         "basic": "basic hands", "42": "42 ÷ players"}, number="{n} each", low=1, high=60),
    "start": RuleWords(
        "Who sets the first double", "Each round starts with its own double (9-9, then 8-8, "
        "...). Whoever holds it plays it, or it lies in the middle before the deal and the "
        "first turn goes round the table.",
        '"holder" plays the round\'s double, or it is "placed" before the deal',
        _start_words,
        lambda r: "The round's double is placed in the centre; the first player rotates",
        {"holder": "whoever holds it", "placed": "it is placed before the deal"}),
    "missing_double": RuleWords(
        "If nobody holds it", "What happens when the round's double is still in the chicken "
        "yard after the deal.",
        'nobody holds it: "draw", "next-lower" double, or "reshuffle"',
        _missing_words, _missing_phrase,
        {"draw": "everyone draws until it turns up", "next-lower": "the next lower double starts",
         "reshuffle": "shuffle and deal again"},
        applies=lambda r: r.start == "holder",
        unused="Not needed: the double is placed before the deal."),
    "opening": RuleWords(
        "Around the first double", "How many tiles must surround the starting double before "
        "any line grows.",
        f'"cross" ({CROSS} tiles) or "double-foot" ({DOUBLE_FOOT}) around the starting double',
        _opening_words,
        lambda r: "Six spokes round the starting double (a double chicken foot)",
        {"cross": f"a cross of {CROSS} tiles", "double-foot": f"a double foot of {DOUBLE_FOOT}"}),
    "must_play": RuleWords(
        "Holding a tile that fits", "Whether a player who could play may draw a tile and pass "
        "instead.",
        "false: a player may draw and pass while holding a playable tile",
        lambda r: ("If you can play, you must." if r.must_play else
                   "You may draw and pass even when you could play."),
        lambda r: "You may draw even when you could play",
        {True: "you must play it", False: "you may draw instead"}),
    "drawn_tile": RuleWords(
        "A drawn tile that fits", "What happens when the tile you just drew can be played.",
        'a playable drawn tile "may" or "must" be played at once',
        _drawn_words,
        lambda r: "A drawn tile that fits must be played",
        {"may": "may be played at once", "must": "must be played at once"}),
    "yard_reserve": RuleWords(
        "The chicken yard's last tiles", f"With a reserve, {last_tiles(RESERVE_OF_TWO)} (2 "
        f"players) or {last_tiles(RESERVE_OF_MORE)} (3 or more) stay face down for the whole "
        "round.",
        f'"auto": the last {RESERVE_OF_TWO} tiles (2 players) or {RESERVE_OF_MORE} tile are '
        "never drawn",
        _reserve_words, _reserve_phrase,
        {"none": "can all be drawn", "auto": "stay face down"}),
    "double_blank": RuleWords(
        "The 0-0 left in a hand counts", "What the double-blank costs the player still holding "
        "it when the round ends.",
        "what the 0-0 left in a hand scores",
        lambda r: f"Each player scores the pips left in hand; the 0-0 counts {r.double_blank}.",
        lambda r: f"The 0-0 counts {r.double_blank}",
        number="{points}", step=5),
    "chickenlittle": RuleWords(
        "Calling your last tile", "Chickenlittle: whoever plays their next-to-last tile calls "
        "it. When it is enforced, a player caught forgetting draws a tile.",
        'last-tile announcement: "off", "courtesy" or "enforced"',
        _little_words, _little_phrase,
        {"off": "nobody calls it", "courtesy": "polite, no penalty",
         "enforced": "forget it and draw a tile"}),
    "game_end": RuleWords(
        "The game ends", "Rounds start with the set's highest double and count down to 0-0; "
        "the long game comes back up again. The lowest total wins.",
        '"rounds" (N+1), "long" (2N+1) or "target" (until target_score)',
        _rounds_words, None,
        {"rounds": "after {rounds} rounds", "long": "after {long} rounds",
         "target": "when someone reaches a target"}),
    "target_score": RuleWords(
        "Target score", "The game ends when someone's total reaches this; the lowest total "
        "wins.",
        'the total that ends a game_end = "target" game',
        _target_words, None,
        number="{points}", low=1, high=5000, step=50,
        applies=lambda r: r.game_end == "target",
        unused="Not used: the game ends after a number of rounds."),
    "blank_half": RuleWords(
        "Each blank half counts", "At some tables a blank half (not the 0-0) costs points: "
        "with 25, a 5-0 left in a hand counts 30.",
        "points for each blank half of a tile other than the 0-0 (0: none)",
        _blank_half_words,
        lambda r: (f"Each blank half left in hand counts {r.blank_half} "
                   f"(a 5-0 counts {5 + r.blank_half})"),
        number="{points}", zero="nothing extra", high=100, step=5,
        other_tables="Blank halves: each blank half of a tile other than the 0-0 counts extra "
                     "(25 at some tables, so a 5-0 counts 30)."),
    "unfinished_foot": RuleWords(
        "A double left without its toes costs", "When a round ends with a double still waiting "
        "for toes, whoever laid it adds this for each missing toe.",
        "points per missing toe for the seat whose chicken foot is left open",
        _foot_words,
        lambda r: (f"A chicken foot left open costs whoever laid it {r.unfinished_foot} per "
                   "missing toe"),
        number="{points} a toe", zero="nothing", high=100, step=5,
        other_tables="An unfinished foot: a chicken foot left without all its toes when the "
                     "round ends costs whoever laid it points for each missing toe."),
    "stuck_ends_round": RuleWords(
        "Chicken yard empty and you are stuck", "The round can end as soon as the player to "
        "move cannot play once the chicken yard is empty, instead of going on while anyone "
        "can play.",
        f"true: {_STUCK_ENDS}",
        _ends_words,
        lambda r: _STUCK_ENDS[:1].upper() + _STUCK_ENDS[1:],
        {False: "play goes on", True: "the round ends"},
        other_tables="Stuck ends the round: once the chicken yard is empty, the round ends the "
                     "moment the player up cannot play."),
    "draw_until_playable": RuleWords(
        "Nothing fits at the start of a turn", "Draw one tile and pass if it does not fit, or "
        "keep drawing until a tile fits or the chicken yard runs out.",
        "true: a stuck player draws until a tile fits or the yard is empty",
        _stuck_words,
        lambda r: "Stuck? Draw until a tile fits (or the yard runs out)",
        {False: "draw one tile", True: "draw until one fits"},
        other_tables="Draw until it fits: a player with no play keeps drawing until a tile "
                     "fits or the yard runs out."),
}

# A rules file's comment for each key it may set: the preset, then every house rule.
KEY_HELP: dict[str, str] = {
    "preset": "the preset these rules start from (a file in levels/)",
    **{key: words.key_help for key, words in HOUSE_RULE_WORDS.items()},
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
        return words.number.format(n=value, n_tiles=set_size(value),
                                   points=counted(value, "point"), **facts)
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


def explained(key: str, rules: RuleSet) -> str:
    """How to play's sentence for house rule `key` as `rules` have it ("" for none)."""
    return rule_words(key).explained(rules)


def house_rule_phrases(rules: RuleSet) -> list[str]:
    """The ladder's words for a table: its house rules that differ from the classic sheet, a
    short phrase each (the set, the hands and the game's length are the rung's own line)."""
    out = []
    for key, words in HOUSE_RULE_WORDS.items():
        if words.phrase is not None and getattr(rules, key) != getattr(CLASSIC, key):
            phrase = words.phrase(rules)
            if phrase:
                out.append(phrase)
    return out or ["The classic rules, nothing added"]


def table_line(rules: RuleSet, seats: int) -> str:
    """The ladder's line for a table, saying the house rules that have no phrase of their own
    (the set, the hands, the game's length): "Double-6 set (28 tiles), 2 players, 7 tiles each,
    game to 60 points"."""
    rounds = rules.rounds_in_game()
    length = f"{rounds} rounds" if rounds else f"game to {counted(rules.target_score, 'point')}"
    return (f"Double-{rules.set} set ({set_size(rules.set)} tiles), {seats} players, "
            f"{rules.hand_tiles(seats)} tiles each, {length}")


def other_tables(rules: RuleSet) -> list[str]:
    """The house rules of other tables these rules leave out, a line each."""
    return [words.other_tables for key, words in HOUSE_RULE_WORDS.items()
            if words.other_tables and not getattr(rules, key)]
