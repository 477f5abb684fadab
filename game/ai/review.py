"""The expert as a coach: every decision of one seat in a recorded round, rated.

Each decision is evaluated from the seat's own view (`PlayerView`: what the tiers see, never
the hidden hands) with the expert's machinery: `knowledge.Dealer` deals the unseen tiles
consistently with what is public, tilted by `tendencies.deal_weights`, and the play-out policy
plays the round out. Unlike the expert's search, which only needs the best move, EVERY legal
choice gets its own statistics: the chance to win the round (its share of the win, ties split)
and the pips the seat is expected to be left holding, kept apart. The choices are compared on
paired deals, as the expert's "halving" root does: on each deal every choice still in the
running is tried, its play-out on the same random numbers, so the luck of the deal cancels out
of the differences between choices (see `Evaluation`).

The costliest move is measured again where it is in doubt (`to_refine`, as a strong engine
spends its time where the answer is decided): once every decision is rated, the decision with
the largest loss and those whose loss is within APART standard errors of it (near ties), or it
alone when its loss is that near CLOSE, are evaluated again on `iterations` more paired deals
of their best choice and the move made alone (the loss is their difference), pooled in
(`merged`), up to REFINE_STEPS times or until the costliest stands apart. Which decisions are
refined follows from the ratings alone, and each refinement has its own random numbers
(`rng_for(seed, view, step)`: by the position's moment), so the worker and this process make
the same review. Over 100 four-seat rounds reviewed twice with different seeds
(tools/bench_review.py, seeds 1 and 2), the costliest move was the same in 0.91 of them (0.88
with 3 refinements at most, 0.78 with none), at 38.8 CPU seconds a 10-round game (58 before
plays leading to the same round were played out once).

Marks, by the loss in chance to win against the best choice (as lichess marks by the drop in
winning chances, not by the score; GNU Backgammon's doubtful / bad / very bad by equity lost):

- INACCURACY 0.05, MISTAKE 0.10, BLUNDER 0.20: one round in twenty, ten, five given away. The
  estimate's own noise sets the floor: at REVIEW_ITERATIONS deals the loss figures of two
  reviews with different seeds differ by 0.012 on average and 0.07 at most over 391 decisions
  (tools/bench_review.py), so a mark much below 0.05 would mark the luck of the estimate, not
  the move.
- CLOSE 0.02: a loss this small counts as accurate (the noise, and the slight upward bias of
  taking the best of several noisy estimates). Accuracy = share of decisions within CLOSE.

Luck: for each draw the seat made, the chance to win after the tile drawn (the value of the
position the draw left: its best choice) minus the value the draw had before it (the Draw
choice's chance to win: the average over every tile it could have drawn); summed over the
round. Positive: the draws gave more than the average draw; negative: they took.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Hashable, Optional, Sequence

from game.ai.ismcts import Tuning
from game.ai.knowledge import Dealer, infer
from game.ai.player import turn_actions
from game.ai.reasons import why
from game.ai.playout import rollout_move
from game.ai.tendencies import deal_weights
from game.rules.actions import Action, Draw, Pass, Play, from_json, to_json
from game.rules.config import BUILT_IN, Presets
from game.rules.errors import ConfigError, RecordError
from game.rules.house_rules import RuleSet
from game.rules.phases import PLAY
from game.rules.record import read_record
from game.rules.view import PlayerView
from game.tiers import REVIEW_ITERATIONS

INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.20  # loss in chance to win (see above)
CLOSE = 0.02  # a loss still counted accurate
FORMAT = "chickenfoot-review/1"
SETTINGS = Tuning()  # the expert's play-out policy and deal tilt
CUTS = (1 / 8, 1 / 4, 1 / 2)  # shares of the deals after which the worse half is dropped
SURE = 3.0  # standard errors by which the move made must lead to stop early
EARLY = True  # stop early once the move made is surely the best
REFINE_STEPS = 6  # refinements of the costliest move at most, each of `iterations` deals more
SEED = 0  # the seed of a review's deals unless asked otherwise, and of every hint's
APART = 2.0  # standard errors by which the costliest move's loss must lead to be settled
FIRST = 0.9  # the share of a review's progress given to the first evaluation of every view
PROBE = 4  # deals a budgeted evaluation (a hint's) times before fitting its deals to its budget
OVERRUN = 1.25  # times its budget after which a budgeted evaluation stops where it is

Progress = Callable[[float], None]
Cancelled = Callable[[], bool]


@dataclass(frozen=True)
class Choice:
    """One legal choice and its expected outcome: `win` the chance to win the round (0..1),
    `points` the pips the seat is expected to be left holding (lower is better)."""

    action: Action
    win: float
    points: float
    tries: int
    spread: float = field(default=0.0, compare=False)  # standard error of win - the best's
    # win, paired on the deals they shared (0 for the best; not kept in a review's file)


class Evaluation:
    """Every choice of a view rated on paired deals, a slice at a time: `step(seconds)` until
    it says done, then `choices()`. `evaluate` runs one to the end.

    The deals go where they decide something (sequential halving, as the expert's root): after
    an eighth, a quarter and half of the deals the worse half of the choices still tried
    (fewer than two are never left) is no longer played out, but for `made`, the move the
    seat made, which is tried on every deal: a loss is measured where it is reported (without
    it, two reviews with different seeds differed by 0.029 on average, with it by 0.017, at
    the same cost; tools/bench_review.py). A choice dropped keeps its paired difference from
    the best on the deals they shared: its chance to win is the best's over every deal less
    that difference (and so for the points). At a cut where the move made leads every other
    choice still tried by SURE standard errors of their paired difference, the loss is surely
    0 and the evaluation stops there (about a fifth of the time saved). With `only`, those
    choices alone are tried (a refinement's best and move made: see `to_refine`). Plays that
    lead to the same round (`same_play`) are played out once, for the first of them, and rated
    alike, so a hint and the review of its turn, dealt alike (`rng_for`), halve the same
    choices and rate its move the same.

    With a `budget` (a hint's: seconds), the deals are fitted to the budget
    after the first PROBE (as many as the halving can play in the time left, `iterations` at
    most: the cuts move with them), and at OVERRUN times the budget the evaluation stops
    whatever it has done (a busy machine). `hurry` gives it less time than it was given (a
    hint looked at ahead of the player's asking, now asked for)."""

    def __init__(self, view: PlayerView, rng: random.Random,
                 iterations: int = REVIEW_ITERATIONS, made: Optional[Action] = None,
                 only: Sequence[Action] = (), budget: Optional[float] = None) -> None:
        knowledge = infer(view)
        weights = deal_weights(view, knowledge, SETTINGS.shed)
        self.dealer = Dealer(view, knowledge, weights=weights)
        self.seat = view.seat
        self.rng = rng
        self.iterations = max(1, iterations)
        self.actions = [a for a in turn_actions(view) if not only or a in only]
        self.like: dict[Action, Action] = {}  # a play, and the play it is rated as
        first: dict[Hashable, Action] = {}
        for action in self.actions:
            self.like[action] = first.setdefault(same_play(view, action), action)
        self.actions = [a for a in self.actions if self.like[a] is a]
        if not self.actions:
            raise ValueError(f"seat {view.seat} has no turn action: seat {view.to_act} is to act"
                             if not only else "none of the choices asked for is legal")
        self.wins: list[list[float]] = [[] for _ in self.actions]  # per choice, per deal tried
        self.points: list[list[float]] = [[] for _ in self.actions]
        self.alive = list(range(len(self.actions)))  # the choices still played out
        kept = self.like.get(made) if made is not None else None
        self.kept = self.actions.index(kept) if kept is not None else None
        self.cuts = [self.iterations * share for share in CUTS]
        self.deals = 0
        self.settled = False  # the move made is surely the best: no more deals needed
        self.budget = budget
        self.began = 0.0  # time.perf_counter() at the first deal
        self.deadline = 0.0  # time.perf_counter() past which a budgeted evaluation stops
        self.stopped = False  # the budget ran out

    @property
    def progress(self) -> float:
        """Share of the deals done, 0..1."""
        return 1.0 if self.settled or self.stopped else self.deals / self.iterations

    @property
    def done(self) -> bool:
        """True once every deal is played, the move made is surely the best, or the budget
        ran out."""
        return self.settled or self.stopped or self.deals >= self.iterations

    def step(self, seconds: float) -> bool:
        """Play deals for about `seconds` (at least one unless done); True when done."""
        end = time.perf_counter() + seconds
        while not self.done:
            self.deal()
            if time.perf_counter() >= end:
                break
        return self.done

    def deal(self) -> None:
        """One deal of the unseen tiles, every choice still tried played out on it with the
        same random numbers."""
        if not self.deals:
            self.began = time.perf_counter()
            if self.budget is not None and not self.deadline:
                self.deadline = self.began + self.budget * OVERRUN
        deal = self.dealer.state(self.rng)
        seed = self.rng.getrandbits(64)
        t = SETTINGS
        for k in self.alive:
            state = deal.clone()
            rng = random.Random(seed)
            state.apply(self.actions[k])
            steps = 0
            while not state.is_over and steps < 2000:
                state.apply(rollout_move(state, rng, t.noise, t.follow, None, t.block, t.variety))
                steps += 1
            scores = state.scores()
            low = min(scores)
            mine = scores[self.seat]
            self.wins[k].append(1.0 / scores.count(low) if mine == low else 0.0)
            self.points[k].append(mine)
        self.deals += 1
        if self.budget is not None:
            self._keep_time(self.budget)
        while self.cuts and self.deals >= self.cuts[0]:
            self.cuts.pop(0)
            self.alive.sort(key=lambda k: (-sum(self.wins[k]), sum(self.points[k])))
            if len(self.alive) > 2:
                kept = self.kept
                dropped = self.alive[max(2, (len(self.alive) + 1) // 2):]
                self.alive = [k for k in self.alive if k not in dropped or k == kept]
            self.settled = EARLY and self._made_is_surely_best()

    def _keep_time(self, budget: float) -> None:
        """A budgeted evaluation: after PROBE deals, as many deals as fit in the budget left;
        past its deadline (OVERRUN times the budget), stop."""
        if self.deals == PROBE:
            self._fit(self.began + budget - time.perf_counter())
        elif self.deals > PROBE and time.perf_counter() > self.deadline:
            self.stopped = True

    def hurry(self, seconds: float) -> None:
        """A budgeted evaluation to be done in about `seconds` from now: its deals fitted again
        to that time, its deadline brought forward (nothing for the review's)."""
        if self.budget is None or self.done:
            return
        now = time.perf_counter()
        self.budget = min(self.budget, (now - self.began if self.deals else 0.0) + seconds)
        self.deadline = now + seconds * OVERRUN
        if self.deals >= PROBE:
            self._fit(seconds)

    def _fit(self, left: float) -> None:
        """The most deals (`iterations` at most) whose play-outs, at their cost so far, fit in
        `left` seconds, the worse half still dropped at each cut (the cuts move with them)."""
        each = (time.perf_counter() - self.began) / sum(len(wins) for wins in self.wins)
        low, high = self.deals, self.iterations
        while low < high:
            middle = (low + high + 1) // 2
            if _playouts(len(self.alive), self.deals, middle) * each <= left:
                low = middle
            else:
                high = middle - 1
        self.iterations = max(low, self.deals + 1)
        self.cuts = [c for c in (self.iterations * share for share in CUTS) if c > self.deals]

    def _made_is_surely_best(self) -> bool:
        """True when the move made leads every other choice still tried by more than
        SURE standard errors of their paired difference (or ties them on every deal)."""
        kept = self.kept
        if kept is None or kept not in self.alive:
            return False
        mine = self.wins[kept]
        for k in self.alive:
            if k == kept:
                continue
            diffs = [a - b for a, b in zip(mine, self.wins[k])]
            m = len(diffs)
            mean = sum(diffs) / m
            spread = sum((d - mean) ** 2 for d in diffs) / max(m - 1, 1)
            if spread == 0.0 and mean >= 0.0:
                continue
            if mean <= SURE * math.sqrt(spread / m):
                return False
        return True

    def choices(self) -> list[Choice]:
        """Every choice, best first (chance to win, then fewer points); a play rated as
        another (`like`) with that one's figures."""
        if not self.deals:
            out = [Choice(a, 0.0, 0.0, 0) for a in self.actions]
        else:
            best = min(self.alive, key=lambda k: (-sum(self.wins[k]), sum(self.points[k])))
            out = []
            for k, action in enumerate(self.actions):
                n = len(self.wins[k])
                win = _mean(self.wins[best]) - _mean(self.wins[best][:n]) + _mean(self.wins[k])
                pips = (_mean(self.points[best]) - _mean(self.points[best][:n])
                        + _mean(self.points[k]))
                spread = _error([a - b for a, b in zip(self.wins[k], self.wins[best])])
                out.append(Choice(action, min(1.0, max(0.0, win)), max(0.0, pips), n, spread))
        rated = {c.action: c for c in out}
        out += [replace(rated[like], action=action) for action, like in self.like.items()
                if like is not action]
        return sorted(out, key=lambda c: (-c.win, c.points))


def same_play(view: PlayerView, action: Action) -> Hashable:
    """What sets `action` apart among the seat's choices: a play on an open end is known by its
    tile and the number it matches, since the rules tell two ends showing one number apart by
    nothing else (the round goes on the same from either); any other action by itself."""
    barnyard = view.barnyard
    if type(action) is Play and action.on is not None and action.on is not barnyard.pending:
        return action.tile, barnyard.placing(action.tile, action.on, action.seat).inward
    return action


def _playouts(alive: int, done: int, total: int) -> int:
    """The play-outs left to play `total` deals from deal `done` with `alive` choices tried,
    the worse half dropped at each cut still ahead (as `Evaluation.deal` does)."""
    out, at = 0, done
    for end in [math.ceil(total * share) for share in CUTS] + [total]:
        if end <= at:
            continue
        out += (end - at) * alive
        at = end
        if alive > 2 and end < total:
            alive = max(2, (alive + 1) // 2)
    return out


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _error(values: Sequence[float]) -> float:
    """The standard error of the values' mean (0 for fewer than two)."""
    m = len(values)
    if m < 2:
        return 0.0
    mean = sum(values) / m
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (m - 1) / m)


def evaluate(view: PlayerView, rng: random.Random, iterations: int = REVIEW_ITERATIONS,
             progress: Optional[Progress] = None,
             cancelled: Optional[Cancelled] = None,
             made: Optional[Action] = None, only: Sequence[Action] = (),
             budget: Optional[float] = None) -> list[Choice]:
    """Every legal turn choice of the view's seat, best first, from the view alone. With
    `cancelled`, stops early when it says so (the choices rated so far); with `made` (the
    move the seat made: public once made), that choice is played out on every deal, so its
    loss against the best is measured on every deal; with `only`, those choices alone (a
    refinement: see `to_refine`); with `budget`, a hint's (see `Evaluation`)."""
    evaluation = Evaluation(view, rng, iterations, made, only, budget)
    while not evaluation.done:
        if cancelled is not None and cancelled():
            break
        evaluation.deal()
        if progress is not None:
            progress(evaluation.progress)
    return evaluation.choices()


def move_text(action: Action) -> str:
    """A move in few words: "9-2 on 9-9", "5-5 as the starting double", "draw", "pass"."""
    if type(action) is Play:
        where = f"on {action.on}" if action.on is not None else "as the starting double"
        return f"{action.tile} {where}"
    return "draw" if type(action) is Draw else "pass" if type(action) is Pass else str(action)


def rng_for(seed: int, view: PlayerView, step: int = 0) -> random.Random:
    """The random numbers of a review made with `seed` for the position `view` shows, by its
    moment in the round (its history's length: the same here and in the worker, so a review is
    the same wherever it ran, and the same for a hint asked there, which deals what the review
    of that turn will); `step` > 0: of that position's evaluation at that refinement step."""
    k = len(view.history)
    return random.Random(f"review:{seed}:{k}" if not step else f"review:{seed}:{k}:{step}")


# ---------------------------------------------------------------- the round's decisions

def positions(record: dict[str, Any], seat: int, presets: Presets = BUILT_IN
              ) -> list[tuple[int, PlayerView, Action]]:
    """(index in record["actions"], the seat's view just before it, the action) for every turn
    action `seat` made in play (not setting or searching for the first double).
    RecordError if the record is not valid or an action is illegal."""
    state, actions = read_record(record, presets)
    if not 0 <= seat < state.seats:
        raise RecordError(f"seat: expected a seat from 0 to {state.seats - 1}, found {seat}")
    check_dealable(state.rules, state.seats)
    out: list[tuple[int, PlayerView, Action]] = []
    for index, action in enumerate(actions):
        if (action.seat == seat and state.phase == PLAY and state.to_act == seat
                and type(action) in (Play, Draw, Pass)):
            out.append((index, state.view(seat), action))
        state.apply(action)
    return out


def check_dealable(rules: RuleSet, seats: int) -> None:
    """RecordError unless the rules can deal hands to `seats` players: a review deals the tiles
    its seat cannot see as the rules deal them (the referee checks a record's own deal only, so
    it accepts hand_size 14 for four seats on double-9, which no game can deal)."""
    try:
        rules.hand_tiles(seats)
    except ConfigError as error:
        raise RecordError(f"{error}, so its hidden tiles cannot be dealt as the rules deal "
                          "them") from None


def decisions(record: dict[str, Any], seat: int, presets: Presets = BUILT_IN
              ) -> list[tuple[int, PlayerView, Action]]:
    """(index of the action in record["actions"], the seat's view just before it, the action
    made) for each decision of `seat` with more than one legal choice."""
    return [p for p in positions(record, seat, presets) if len(turn_actions(p[1])) > 1]


def _draw_pairs(turns: Sequence[tuple[int, PlayerView, Action]]) -> list[tuple[int, int]]:
    """(index before, index after) of each draw: the draw's action and the seat's next turn."""
    return [(turns[k][0], turns[k + 1][0]) for k in range(len(turns) - 1)
            if type(turns[k][2]) is Draw and turns[k + 1][1].has_drawn]


def draw_views(record: dict[str, Any], seat: int, presets: Presets = BUILT_IN
               ) -> list[tuple[int, PlayerView, Action]]:
    """The positions around the seat's draws that are not decisions (a forced draw; a drawn
    tile that does not fit): their evaluations, given to `summarize`, measure the luck."""
    turns = positions(record, seat, presets)
    around = {i for pair in _draw_pairs(turns) for i in pair}
    return [p for p in turns if p[0] in around and len(turn_actions(p[1])) == 1]


# ---------------------------------------------------------------- the review

def mark_of(loss: float) -> Optional[str]:
    """"blunder", "mistake", "inaccuracy" or None for a loss in chance to win."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return None


@dataclass(frozen=True)
class Decision:
    """One decision: the move made, every choice rated (best first), the loss in chance to
    win against the best, its mark and a sentence of reason."""

    index: int
    made: Action
    choices: tuple[Choice, ...]
    loss: float
    mark: Optional[str]
    reason: str

    @property
    def best(self) -> Choice:
        """The choice with the best chance to win."""
        return self.choices[0]

    @property
    def made_choice(self) -> Choice:
        """The rating of the move made."""
        return next(c for c in self.choices if c.action == self.made)


@dataclass(frozen=True)
class RoundReview:
    """One seat's round reviewed: its decisions, accuracy (share within CLOSE of the best),
    luck (see the module), and the setting and seed it was made with."""

    seat: int
    decisions: tuple[Decision, ...]
    accuracy: float
    luck: float
    iterations: int
    seed: int
    round_number: int = 1

    @property
    def costliest(self) -> tuple[Decision, ...]:
        """The three decisions with the largest loss (largest first; losses above CLOSE)."""
        ranked = sorted(self.decisions, key=lambda d: (-d.loss, d.index))
        return tuple(d for d in ranked[:3] if d.loss > CLOSE)

    def to_json(self) -> dict[str, Any]:
        """The review as a JSON object (chickenfoot-review/1)."""
        return {
            "format": FORMAT, "seat": self.seat, "round": self.round_number,
            "iterations": self.iterations, "seed": self.seed,
            "accuracy": self.accuracy, "luck": self.luck,
            "decisions": [_decision_json(d) for d in self.decisions],
        }

    @classmethod
    def from_json(cls, doc: object) -> "RoundReview":
        """A review read back; RecordError (a ValueError) if the document is not one."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise RecordError(f'a review is a JSON object with "format": "{FORMAT}"')
        try:
            return cls(
                seat=int(doc["seat"]), round_number=int(doc["round"]),
                decisions=tuple(_decision_of(d) for d in doc["decisions"]),
                accuracy=float(doc["accuracy"]), luck=float(doc["luck"]),
                iterations=int(doc["iterations"]), seed=int(doc["seed"]))
        except (KeyError, TypeError, ValueError, StopIteration) as error:
            raise RecordError(f"not a valid review: {error!r}") from None


def _decision_json(d: Decision) -> dict[str, Any]:
    return {"index": d.index, "made": to_json(d.made), "loss": d.loss, "mark": d.mark,
            "reason": d.reason,
            "choices": [{"action": to_json(c.action), "win": c.win, "points": c.points,
                         "tries": c.tries} for c in d.choices]}


def _decision_of(doc: dict[str, Any]) -> Decision:
    choices = tuple(Choice(from_json(c["action"]), float(c["win"]), float(c["points"]),
                           int(c["tries"])) for c in doc["choices"])
    mark = doc["mark"]
    if mark not in (None, "inaccuracy", "mistake", "blunder") or not choices:
        raise ValueError(f"mark {mark!r}")
    made = from_json(doc["made"])
    if made not in [c.action for c in choices]:
        raise ValueError("the move made is not among the choices")
    return Decision(int(doc["index"]), made, choices, float(doc["loss"]), mark,
                    str(doc["reason"]))


def _reason(view: PlayerView, best: Action, made: Action, loss: float,
            names: Sequence[str]) -> str:
    """One sentence (game.ai.reasons, with the seats' `names`): for a move within CLOSE of the
    best, what it does; else why the best move is best and what the move made gave away."""
    return why(view, made, names=names) if loss <= CLOSE else why(view, best, made, names)


def summarize(record: dict[str, Any], seat: int, evaluated: Sequence[Sequence[Choice]],
              iterations: int, seed: int,
              around_draws: Optional[Sequence[Sequence[Choice]]] = None,
              presets: Presets = BUILT_IN, names: Sequence[str] = ()) -> RoundReview:
    """The review built from evaluations made anywhere: `evaluated` in the order of
    `decisions(record, seat)`; `around_draws` (optional) in the order of `draw_views`, for the
    luck of draws that were not decisions (those are left out of the luck without it); the
    reasons name the seats by `names` (else "the next seat")."""
    found = decisions(record, seat, presets)
    if len(found) != len(evaluated):
        raise ValueError(f"expected {len(found)} evaluations, one per decision; "
                         f"found {len(evaluated)}")
    rated: list[Decision] = []
    value: dict[int, list[Choice]] = {}
    for (index, view, made), choices in zip(found, evaluated):
        ranked = sorted(choices, key=lambda c: (-c.win, c.points))
        value[index] = ranked
        mine = next((c for c in ranked if c.action == made), None)
        if mine is None:
            raise ValueError(f"actions[{index}]: the evaluation has no rating of the move made "
                             f"({move_text(made)})")
        loss = max(0.0, ranked[0].win - mine.win)
        rated.append(Decision(index, made, tuple(ranked), loss, mark_of(loss),
                              _reason(view, ranked[0].action, made, loss, names)))
    if around_draws is not None:
        for (index, _, _), choices in zip(draw_views(record, seat, presets), around_draws):
            value[index] = sorted(choices, key=lambda c: (-c.win, c.points))
    luck = 0.0
    for before, after in _draw_pairs(positions(record, seat, presets)):
        if before in value and after in value:
            drew = next((c for c in value[before] if type(c.action) is Draw), None)
            if drew is not None:
                luck += value[after][0].win - drew.win
    close = sum(1 for d in rated if d.loss <= CLOSE)
    round_number = record.get("round", 1)
    return RoundReview(seat, tuple(rated), close / len(rated) if rated else 1.0, luck,
                       iterations, seed,
                       round_number if isinstance(round_number, int) else 1)


# ---------------------------------------------------------------- refining the costliest

Refinement = tuple[int, tuple[Action, Action]]  # a decision's place, (its best, the move made)


def _loss(choices: Sequence[Choice], made: Optional[Action]
          ) -> tuple[float, float, Optional[tuple[Action, Action]]]:
    """A decision's loss, its standard error, and (best, made) when they differ."""
    ranked = sorted(choices, key=lambda c: (-c.win, c.points))
    mine = next((c for c in ranked if c.action == made), None)
    if mine is None or made is None or ranked[0].action == made:
        return 0.0, 0.0, None
    return max(0.0, ranked[0].win - mine.win), mine.spread, (ranked[0].action, made)


def to_refine(evaluated: Sequence[Sequence[Choice]], made: Sequence[Optional[Action]]
              ) -> list[Refinement]:
    """Which decisions to evaluate again, on more deals, to name the round's costliest move
    surely (in `evaluated`'s order, with `made` the move made in each): the one with the largest
    loss when its loss is within APART standard errors of CLOSE (is any move costly at all?),
    and with it each other whose loss is within APART standard errors of their difference
    (near ties). Each with the two choices to play out again, its best and the move made: the
    loss is their difference. Empty once the costliest stands apart. Pure, from the ratings
    alone, so the worker's ratings and this process's name the same decisions."""
    losses = [_loss(choices, m) for choices, m in zip(evaluated, made)]
    if not losses:
        return []
    top = min(range(len(losses)), key=lambda i: (-losses[i][0], i))
    loss, error, pair = losses[top]
    if pair is None or loss + APART * error < CLOSE:
        return []  # surely nothing costly
    near = [i for i, (other, spread, two) in enumerate(losses)
            if i != top and two is not None
            and loss - other <= APART * math.hypot(error, spread)]
    if not near and loss - APART * error > CLOSE:
        return []
    return [(i, two) for i, (_, _, two) in enumerate(losses)
            if two is not None and (i == top or i in near)]


def merged(choices: Sequence[Choice], more: Sequence[Choice]) -> list[Choice]:
    """A decision's choices with `more` (its best and another rated again on other deals)
    pooled in, best first: a choice rated again keeps the mean over all its deals; the others,
    measured against the best, move with it."""
    again = {c.action: c for c in more}
    best = min(choices, key=_rank)
    if best.action not in again:
        return sorted(choices, key=_rank)
    before, after = best.tries, again[best.action].tries
    spread = math.hypot(before * max(c.spread for c in choices if c.action in again),
                        after * max(c.spread for c in more)) / (before + after)
    out = []
    for c in choices:
        if c.action in again:
            new = again[c.action]
            n = c.tries + new.tries
            out.append(Choice(c.action, (c.win * c.tries + new.win * new.tries) / n,
                              (c.points * c.tries + new.points * new.tries) / n, n, spread))
    win, pips = out[0].win - best.win, out[0].points - best.points
    if out[0].action != best.action:
        win, pips = out[1].win - best.win, out[1].points - best.points
    out += [replace(c, win=min(1.0, max(0.0, c.win + win)), points=max(0.0, c.points + pips))
            for c in choices if c.action not in again]
    ranked = sorted(out, key=_rank)
    return [replace(ranked[0], spread=0.0)] + ranked[1:]


def _rank(c: Choice) -> tuple[float, float]:
    """Best first: the chance to win, then fewer points."""
    return -c.win, c.points


def _share(progress: Optional[Progress], done: float, weight: float, total: float
           ) -> Optional[Progress]:
    """A part of `progress`: `weight` of `total` from `done` on."""
    if progress is None:
        return None
    report = progress
    return lambda share: report(min(1.0, (done + share * weight) / total))


def review_round(record: dict[str, Any], seat: int, iterations: int = REVIEW_ITERATIONS,
                 seed: int = SEED, progress: Optional[Progress] = None,
                 cancelled: Optional[Cancelled] = None,
                 presets: Presets = BUILT_IN, names: Sequence[str] = ()) -> Optional[RoundReview]:
    """The seat's round reviewed here (each view evaluated with `rng_for(seed, view)` and
    the move made there, decisions first, then the draws' views; then up to REFINE_STEPS
    refinements: each decision `to_refine` names at step s evaluated again with
    `rng_for(seed, view, s)`, `iterations` deals of its best and made choices alone, `merged`
    in); None when `cancelled` says so."""
    found = decisions(record, seat, presets)
    todo = found + draw_views(record, seat, presets)
    weights = [len(turn_actions(view)) for _, view, _ in todo]
    total = float(sum(weights)) / FIRST or 1.0
    done = 0.0
    results: list[list[Choice]] = []
    for (_, view, made), weight in zip(todo, weights):
        results.append(evaluate(view, rng_for(seed, view), iterations,
                                _share(progress, done, weight, total), cancelled, made))
        if cancelled is not None and cancelled():
            return None
        done += weight
    for step in range(1, REFINE_STEPS + 1):
        again = to_refine(results[:len(found)], [made for _, _, made in found])
        if not again:
            break
        share = total * (1 - FIRST) / REFINE_STEPS / max(len(again), 1)
        for k, (i, pair) in enumerate(again):
            _, view, made = found[i]
            more = evaluate(view, rng_for(seed, view, step), iterations,
                            _share(progress, done + k * share, share, total), cancelled, made,
                            pair)
            if cancelled is not None and cancelled():
                return None
            results[i] = merged(results[i], more)
        done += total * (1 - FIRST) / REFINE_STEPS
    return summarize(record, seat, results[:len(found)], iterations, seed,
                     results[len(found):], presets, names)


@dataclass(frozen=True)
class GameReview:
    """A game's rounds reviewed together: accuracy over every decision, the three costliest
    moves with their round numbers, and the luck summed."""

    accuracy: float
    costliest: tuple[tuple[int, Decision], ...]
    luck: float
    rounds: tuple[RoundReview, ...] = field(default=())


def game_review(reviews: Sequence[RoundReview]) -> GameReview:
    """The rounds' reviews taken together."""
    every = [(r.round_number, d) for r in reviews for d in r.decisions]
    close = sum(1 for _, d in every if d.loss <= CLOSE)
    ranked = sorted(every, key=lambda rd: (-rd[1].loss, rd[0], rd[1].index))
    return GameReview(close / len(every) if every else 1.0,
                      tuple(rd for rd in ranked[:3] if rd[1].loss > CLOSE),
                      sum(r.luck for r in reviews), tuple(reviews))
