"""Achievements: feats a player earns, each proven by the round records of a game.

`feats(records, seat, tiers)` replays a finished game's rounds through the rules and lists the
feats of the player at `seat`; the statistics keep the first date each was earned (and which
computer tiers the player has beaten). `review_feats(marks, game_accuracy)` lists the feats of
a review of the player's own rounds, earned when the review finishes. Pure computation: no
files, no drawing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional, Sequence

from game.rules.actions import Announce, Catch, Draw, Play
from game.rules.barnyard import DOUBLE, START, TOE
from game.rules.game import winners
from game.rules.record import read_record
from game.tiers import TIERS

MIN_DECISIONS = 5  # a round with fewer real choices is too short to count as flawless
SHARP = 0.9  # the accuracy of a whole game that earns Sharp Eye


@dataclass(frozen=True)
class Achievement:
    """One achievement as the Statistics screen lists it."""

    key: str
    title: str
    how: str


ACHIEVEMENTS: tuple[Achievement, ...] = (
    Achievement("clean_plate", "Clean Plate", "Score zero in a round: go out."),
    Achievement("tiptoe", "Tiptoe Finish", "Go out by laying your last tile as a toe."),
    Achievement("three_feet", "Three-Footed", "Open three chicken feet yourself in one round."),
    Achievement("gotcha", "Gotcha!", "Catch a player who forgot to say \"Chickenlittle\"."),
    Achievement("never_drew", "Never Touched the Yard", "Go out without drawing a tile all round."),
    Achievement("blank_check", "Blank Check", "Go out by laying the 0-0 as your last tile."),
    Achievement("start_to_finish", "Start to Finish",
                "Set the starting double and go out in the same round."),
    Achievement("seeing_double", "Seeing Double", "Lay four doubles in one round."),
    Achievement("called_it", "Called It", "Say \"Chickenlittle\", then go out on your next play."),
    Achievement("landslide", "Landslide", "Win a game by 100 points or more."),
    Achievement("comeback", "Comeback Kid", "Win a game after being last at the end of a round."),
    Achievement("pecking_order", "Pecking Order",
                "Win against every AI: easy, medium, hard and expert."),
    Achievement("grand_champion", "Grand Champion", "Earn three stars on every ladder level."),
    Achievement("second_look", "Second Look", "Review one of your rounds with the expert."),
    Achievement("spotless", "Spotless",
                f"Review a round of yours with no mistake ({MIN_DECISIONS}+ choices)."),
    Achievement("sharp_eye", "Sharp Eye", f"Review a whole game of yours at {SHARP:.0%} accuracy."),
)
BY_KEY = {a.key: a for a in ACHIEVEMENTS}


def round_feats(record: Mapping[str, Any], seat: int) -> set[str]:
    """The feats of `seat` in one round, replayed from its record."""
    state, actions = read_record(record)
    out: set[str] = set()
    feet = doubles = 0
    drew = announced = False
    set_start = False
    last_play = None
    for action in actions:
        placed = state.apply(action)
        if action.seat != seat:
            continue
        if isinstance(action, Draw):
            drew = True
        elif isinstance(action, Catch):
            out.add("gotcha")
        elif isinstance(action, Announce):
            announced = True
        elif isinstance(action, Play) and placed is not None:
            if announced and not state.hands[seat]:
                out.add("called_it")
            last_play = placed
            set_start = set_start or placed.role == START
            feet += placed.role == DOUBLE
            doubles += placed.tile.is_double
    if feet >= 3:
        out.add("three_feet")
    if doubles >= 4:
        out.add("seeing_double")
    if state.is_over and state.winner == seat and last_play is not None:
        out.add("clean_plate")
        if last_play.role == TOE:
            out.add("tiptoe")
        if last_play.tile.index == 0:
            out.add("blank_check")
        if not drew:
            out.add("never_drew")
        if set_start:
            out.add("start_to_finish")
    return out


def feats(records: Sequence[Mapping[str, Any]], seat: int, tiers: Sequence[str]) -> set[str]:
    """The feats of the player at `seat` in a finished game (its round records in order);
    `tiers` names who played each seat ("human" or a tier). Beating a tier is listed as
    "beat:TIER" for the statistics to collect towards Pecking Order."""
    out: set[str] = set()
    totals = [0] * len(tiers)
    zero_rounds = [0] * len(tiers)
    was_last = False
    for record in records:
        out |= round_feats(record, seat)
        state, actions = read_record(record)
        for action in actions:
            state.apply(action)
        for s, points in enumerate(state.scores()):
            totals[s] += points
            zero_rounds[s] += points == 0
        was_last = was_last or (totals[seat] == max(totals) and totals.count(max(totals)) == 1)
    if records and seat in winners(totals, zero_rounds):
        margin = min(t for s, t in enumerate(totals) if s != seat) - totals[seat]
        if margin >= 100:
            out.add("landslide")
        if was_last:
            out.add("comeback")
        out |= {f"beat:{tier}" for s, tier in enumerate(tiers) if s != seat and tier in TIERS}
    return out


def pecking_order(beaten: Iterable[str]) -> bool:
    """True once every computer tier has been beaten."""
    return set(TIERS) <= set(beaten)


def review_feats(marks: Sequence[Sequence[Optional[str]]],
                 game_accuracy: Optional[float]) -> set[str]:
    """The feats of a finished review of the player's own rounds: `marks` holds each round's
    marks, a decision's "inaccuracy", "mistake", "blunder" or None (game.ai.review);
    `game_accuracy` is the whole game's accuracy when the rounds reviewed are every round of a
    finished game, else None."""
    out: set[str] = set()
    if marks:
        out.add("second_look")
    for round_marks in marks:
        if len(round_marks) >= MIN_DECISIONS and not {"mistake", "blunder"} & set(round_marks):
            out.add("spotless")
    if game_accuracy is not None and game_accuracy >= SHARP:
        out.add("sharp_eye")
    return out
