"""How to play: the rules of a table as paragraphs, each house rule in its record's sentence
(game.words.house_rules) between the words every table shares."""
from __future__ import annotations

from game.rules.house_rules import RuleSet
from game.words.house_rules import explained, other_tables

# (heading, what comes first, the house rules said in order, what comes last); a paragraph with
# nothing to say under the rules as they are (no Chickenlittle, no foot penalty) is left out.
SECTIONS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("The aim", "Be the first to play every tile in your hand. Whatever is left in your hand "
     "when a round ends counts against you.", ("game_end", "target_score"), ""),
    ("The deal", "", ("set", "hand_size"),
     "The tiles nobody is dealt form the chicken yard, face down."),
    ("The starting double", "", ("start", "missing_double"), "Play then goes clockwise."),
    ("The opening", "", ("opening",), ""),
    ("Your turn", "On your turn add one tile to any open end, matching numbers: every line "
     "belongs to everyone.", ("must_play", "draw_until_playable", "yard_reserve"), ""),
    ("Chicken foot!", "Every double is laid crosswise. The next three tiles, played by anyone, "
     "must be its toes: each matches the double and fans out from its far side. Nothing else "
     "may be played until all three are down. Only one foot is open at a time.", (), ""),
    ("Chickenlittle", "", ("chickenlittle",), ""),
    ("Scoring", "", ("stuck_ends_round", "double_blank", "blank_half"),
     "On equal totals, more zero-point rounds wins; if still equal, the win is shared."),
    ("An unfinished foot", "", ("unfinished_foot",), ""),
)


def rules_in_words(rules: RuleSet, title: str = "") -> list[tuple[str, str]]:
    """The rules as (heading, paragraph) pairs, every house rule in plain words (a drawn tile
    that fits is said within the draw's sentence), then the house rules of other tables these
    rules leave out."""
    sections = []
    for heading, first, keys, last in SECTIONS:
        said = [explained(key, rules) for key in keys]
        if keys and not any(said):
            continue
        sections.append((heading, " ".join(part for part in (first, *said, last) if part)))
    others = other_tables(rules)
    if others:
        sections.append(("House rules of other tables", "Some tables play differently, and "
                         "the ladder's levels walk you through them (New game > House rules "
                         "sets any of them): " + " ".join(others)))
    if title:
        sections.insert(0, ("", f"These are the {title} rules. Every one of them can be changed "
                            "in New game > House rules."))
    return sections
