"""How to play: the rules of a table as paragraphs, every house rule in plain words."""
from __future__ import annotations

from game.rules.errors import ConfigError
from game.rules.house_rules import MAX_SEATS, MIN_SEATS, RuleSet
from game.rules.tiles import set_size
from game.words.house_rules import RESERVE_OF_MORE, RESERVE_OF_TWO, last_tiles

_SPELLED = ("no", "one", "two", "three", "four", "five", "six")


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
        turn += (f" {last_tiles(RESERVE_OF_MORE).capitalize()} of the chicken yard (the last "
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
