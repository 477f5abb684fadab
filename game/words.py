"""Every house rule and every move in a player's words, in one place: who plays a seat, the
setup screen's questions and values, the pause menu's list, the preset descriptions, How to
play's paragraphs, the ladder's short phrases, the move log's and the replay's lines, and a saved
game's line.

Pure: it asks the rules (game.rules) for what they compute (reserve sizes, hand tables, the 0-0's
points) and reads no files; a screen never shows a key or a file value ("holder", "true"), and a
new house rule is one more line in `HOUSE_RULE_WORDS` and its sentence in `rules_in_words`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping, Optional, Sequence

from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.errors import ConfigError
from game.rules.house_rules import HAND_TABLES, MAX_SEATS, MIN_SEATS, RuleSet
from game.rules.round import RoundState
from game.rules.tiles import set_size
from game.sentences import says

if TYPE_CHECKING:
    from game.match import Match

PLAYER_LABELS = {"human": "Human", "easy": "Easy AI", "medium": "Medium AI",
                 "hard": "Hard AI", "expert": "Expert AI"}  # who plays a seat, in words
CLASSIC = RuleSet()  # the classic sheet: the house rules a table is told apart from
# The chicken yard's reserve with 2 players and with 3 or more, as the rules count it.
RESERVE_OF_TWO, RESERVE_OF_MORE = (RuleSet(yard_reserve="auto").reserve(n) for n in (2, 3))
_SPELLED = ("no", "one", "two", "three", "four", "five", "six")
_BOX = HAND_TABLES["table"][9]  # the box's table for a double-9 set: seats -> tiles each


def _last_tiles(count: int) -> str:
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
        "The chicken yard's last tiles", f"With a reserve, {_last_tiles(RESERVE_OF_TWO)} (2 "
        f"players) or {_last_tiles(RESERVE_OF_MORE)} (3 or more) stay face down for the whole "
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


# How to play: the rules of a table as paragraphs.
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


def rules_in_words(rules: RuleSet, title: str = "") -> list[tuple[str, str]]:
    """The rules as (heading, paragraph) pairs, every house rule in plain words."""
    n = rules.set
    rounds = rules.rounds_in_game()
    if rules.game_end == "target":
        aim = (f"Rounds go on until someone reaches {rules.target_score} points; then the "
               "lowest total wins.")
    elif rules.game_end == "long":
        aim = (f"A long game of {rounds} rounds: the starting double runs from {n}-{n} down to "
               f"0-0 and back up to {n}-{n}. The lowest total wins.")
    else:
        aim = (f"{rounds} rounds, one for each double from {n}-{n} down to 0-0. The lowest "
               "total wins.")
    sections = [
        ("The aim", "Be the first to play every tile in your hand. Whatever is left in your "
         "hand when a round ends counts against you. " + aim),
        ("The deal", f"A double-{n} set has {set_size(n)} tiles. " + _deal_words(rules)
         + " The tiles nobody is dealt form the chicken yard, face down."),
    ]
    if rules.start == "placed":
        start = ("The round's double is placed in the centre before the deal; a starter, "
                 "moving clockwise each round, makes the first play on it.")
    else:
        missing = {
            "draw": "everyone draws a tile from the chicken yard, again and again, until "
                    "someone finds it",
            "next-lower": "the highest double someone does hold starts the round instead",
            "reshuffle": "the tiles are shuffled and dealt again",
        }[rules.missing_double]
        start = (f"Whoever holds the round's double ({n}-{n} in round 1) plays it to the "
                 f"centre. If nobody holds it, {missing}.")
    sections.append(("The starting double", start + " Play then goes clockwise."))
    spokes = ("four tiles, one on each side of the double" if rules.opening == "cross" else
              "six tiles, three fanned out on each long side of the double")
    sections.append(("The opening", f"Before any line can grow, the starting double must be "
                     f"surrounded by {spokes}, each matching its number."))
    must = ("If you can play, you must." if rules.must_play else
            "You may draw and pass even when you could play.")
    drawn = "may" if rules.drawn_tile == "may" else "must"
    if rules.draw_until_playable:
        stuck = (f"With no play, draw from the chicken yard one tile at a time until one fits "
                 f"(it {drawn} be played at once) or the yard runs out; then you pass.")
    else:
        stuck = (f"With no play, draw one tile: if it fits, it {drawn} be played at once; "
                 "otherwise you pass.")
    turn = (f"On your turn add one tile to any open end, matching numbers: every line belongs "
            f"to everyone. {must} {stuck}")
    if rules.yard_reserve == "auto":
        turn += (f" {_last_tiles(RESERVE_OF_MORE).capitalize()} of the chicken yard (the last "
                 f"{_SPELLED[RESERVE_OF_TWO]} with 2 players) is never drawn.")
    sections.append(("Your turn", turn))
    sections.append(("Chicken foot!", "Every double is laid crosswise. The next three tiles, "
                     "played by anyone, must be its toes: each matches the double and fans out "
                     "from its far side. Nothing else may be played until all three are down. "
                     "Only one foot is open at a time."))
    little = {
        "off": "",
        "courtesy": "With one tile left you may say \"Chickenlittle\"; nobody is penalised "
                    "for forgetting.",
        "enforced": "When you play your next-to-last tile, say \"Chickenlittle\" before the "
                    "next player plays. If someone catches you forgetting, you draw a tile "
                    "(or miss a turn if the chicken yard is empty).",
    }[rules.chickenlittle]
    if little:
        sections.append(("Chickenlittle", little))
    ends = ("as soon as the player up cannot play while the chicken yard is empty" if
            rules.stuck_ends_round else "when nobody can play and the chicken yard is empty")
    blanks = (f" Each blank half of any other tile counts {rules.blank_half} (a 5-0 counts "
              f"{5 + rules.blank_half})." if rules.blank_half else "")
    sections.append(("Scoring", f"A round ends when someone plays their last tile, or {ends}. "
                     "Each player scores the pips left in hand; the 0-0 counts "
                     f"{rules.double_blank}.{blanks} On equal totals, more zero-point rounds "
                     "wins; if still equal, the win is shared."))
    if rules.unfinished_foot:
        sections.append(("An unfinished foot", _foot_words(rules.unfinished_foot)))
    others = _other_tables(rules)
    if others:
        sections.append(("House rules of other tables", "Some tables play differently, and "
                         "the ladder's levels walk you through them (New game > House rules "
                         "sets any of them): " + " ".join(others)))
    if title:
        sections.insert(0, ("", f"These are the {title} rules. Every one of them can be changed "
                            "in New game > House rules."))
    return sections


def _foot_words(points: int) -> str:
    """The unfinished-foot penalty explained."""
    return (f"If the round ends while a chicken foot still lacks toes, whoever laid that double "
            f"adds {points} points for each missing toe, even if they went out. The spokes of "
            "the starting double never count.")


OTHER_TABLES = (  # a house rule of other tables, and How to play's sentence for it when left out
    ("blank_half", "Blank halves: each blank half of a tile other than the 0-0 counts extra "
                   "(25 at some tables, so a 5-0 counts 30)."),
    ("unfinished_foot", "An unfinished foot: a chicken foot left without all its toes when the "
                        "round ends costs whoever laid it points for each missing toe."),
    ("stuck_ends_round", "Stuck ends the round: once the chicken yard is empty, the round ends "
                         "the moment the player up cannot play."),
    ("draw_until_playable", "Draw until it fits: a player with no play keeps drawing until a "
                            "tile fits or the yard runs out."),
)


def _other_tables(rules: RuleSet) -> list[str]:
    """The house rules of other tables these rules leave out, a sentence each."""
    return [sentence for key, sentence in OTHER_TABLES if not getattr(rules, key)]


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
        out.append(f"{_last_tiles(RESERVE_OF_MORE).capitalize()} of the chicken yard is never "
                   "drawn")
    return out or ["The classic rules, nothing added"]


# Moves: the move log and the replay.
def move_in_words(action: Action, names: Sequence[str],
                  before: Optional[RoundState] = None) -> str:
    """A move in words: "Hen plays 9-3 on 9-9", "You play 9-3 on 9-9"; `before`, the round just
    before it, tells a draw that follows a tile that did not fit (house rule
    draw_until_playable)."""
    who = names[action.seat] if action.seat < len(names) else f"Seat {action.seat + 1}"
    if isinstance(action, Play):
        where = f"on {action.on}" if action.on is not None else "as the starting double"
        return says(who, "plays", f"{action.tile} {where}")
    if isinstance(action, Draw):
        if before is not None and before.has_drawn and before.draw_streak:
            return says(who, "draws", f"again: {before.drawn} did not fit")
        return says(who, "draws", "from the chicken yard")
    if isinstance(action, Pass):
        return says(who, "passes")
    if isinstance(action, Announce):
        return says(who, "says", '"Chickenlittle"')
    if isinstance(action, Catch):
        target = names[action.target] if action.target < len(names) else f"Seat {action.target + 1}"
        return says(who, "catches", target)
    return str(action)


# A game: the Continue button's line.
def continue_line(match: Match) -> str:
    """A line for the Continue button: round, seats and scores."""
    names = ", ".join(f"{s.name} {t}" for s, t in zip(match.seats, match.game.totals))
    planned = match.game.rounds_planned
    of = f" of {planned}" if planned else ""
    return f"Round {match.game.round_number}{of}: {names}"
