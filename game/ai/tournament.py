"""Duplicate deals between AI tiers (the `chickenfoot tournament` command is
game/cli/tournament.py).

A deal is one round dealt from a seeded rng (the starting double cycles with the deal number).
Every deal is replayed once per rotation of the tiers around the table, so each tier holds
every hand: the luck of the deal cancels out. A round is won by the lowest pips (ties split).
Deals run in worker processes; the results do not depend on how many. Reads no files: deals
kept on disk come in through `DealKeeper` (game.store.saved_deals.SavedDeals).
"""
from __future__ import annotations

import json
import math
import multiprocessing
import random
import sys
import time
from dataclasses import dataclass, fields, replace
from typing import Callable, Iterable, Iterator, Optional, Protocol, Sequence, Union

from game.ai import TIERS, make_player
from game.ai.cheat import CheatingBot
from game.ai.expert import ExpertPlayer
from game.ai.flat import FlatPlayer
from game.ai.ismcts import Tuning
from game.ai.player import Player
from game.numbers import read_number
from game.rules.actions import Announce, Catch
from game.rules.game import Game
from game.rules.house_rules import RuleSet
from game.rules.round import RoundState

CHOICES = TIERS + ("flat", "cheat")  # flat: the expert before its tree search
MANNERS = make_player("hard")
Bot = Union[Player, CheatingBot]
DealResult = dict[str, tuple[float, float, int]]  # per tier: (win share, pips, seat-games)
BATCH = 10_000  # deals handed to the workers at a time: a tournament's memory, whatever its deals


class DealKeeper(Protocol):
    """Deals already played (kept by the command, e.g. in a file) and a place for new ones."""

    @property
    def done(self) -> dict[int, DealResult]: ...

    def add(self, deal: int, result: DealResult) -> None: ...


@dataclass(frozen=True)
class Setup:
    """Everything a worker needs to replay a deal."""

    tiers: tuple[str, ...]
    rules: RuleSet
    seed: int
    budget: float
    iterations: Optional[int]
    tuning: Tuning = Tuning()


@dataclass(frozen=True)
class TierResult:
    """One tier's figures over all deals."""

    tier: str
    seats: int
    win_rate: float
    ci95: tuple[float, float]
    mean_pips: float
    pips_ci95: tuple[float, float]


def tier_bot(tier: str, setup: Setup) -> Bot:
    """The player for a tier in the tournament."""
    if tier == "cheat":
        return CheatingBot(setup.budget, setup.iterations)
    if tier == "flat":
        return FlatPlayer(setup.budget, setup.iterations)
    if tier == "expert":
        return ExpertPlayer(setup.budget, setup.iterations, setup.tuning)
    return make_player(tier, setup.budget, setup.iterations)


def deal_round(rules: RuleSet, seats: int, seed: int, deal: int) -> RoundState:
    """The deal's round, reproducible from (seed, deal)."""
    game = Game(rules, seats, random.Random(f"chickenfoot:{seed}:{deal}"))
    game.round_number = deal % (rules.set + 1)
    return game.next_round()


def play_round(state: RoundState, bots: Sequence[Bot], rngs: Sequence[random.Random]) -> None:
    """Play a round to its end: reactions (announce, catch) first, then the turn's action."""
    reacting = state.rules.chickenlittle != "off"
    while not state.is_over:
        if reacting and _react(state, bots, rngs):
            continue
        seat = state.to_act
        bot = bots[seat]
        if isinstance(bot, CheatingBot):
            action = bot.choose_from_state(state, rngs[seat])
        else:
            action = bot.choose(state.view(seat), rngs[seat])
        state.apply(action)


def _react(state: RoundState, bots: Sequence[Bot], rngs: Sequence[random.Random]) -> bool:
    """Ask every seat once whether it announces or catches; apply the first that does."""
    if not any(type(a) is Announce or type(a) is Catch for a in state.legal_actions()):
        return False
    for seat, bot in enumerate(bots):
        view = state.view(seat)
        player = bot if isinstance(bot, Player) else MANNERS  # the cheat reacts like hard
        action = player.react(view, rngs[seat])
        if action is not None:
            state.apply(action)
            return True
    return False


def run_deal(setup: Setup, deal: int, seat_bot: Callable[[str, Setup], Bot] = tier_bot
             ) -> dict[str, tuple[float, float, int]]:
    """Play every rotation of one deal: per tier (win share, pips, seat-games). `seat_bot`
    makes each seat's player (a measuring tool may seat one of its own)."""
    n = len(setup.tiers)
    first = deal_round(setup.rules, n, setup.seed, deal)
    out: dict[str, list[float]] = {}
    for rotation in range(n):
        tiers = [setup.tiers[(i - rotation) % n] for i in range(n)]
        bots = [seat_bot(t, setup) for t in tiers]
        rngs = [random.Random(f"ai:{setup.seed}:{deal}:{rotation}:{i}") for i in range(n)]
        state = first.clone()
        play_round(state, bots, rngs)
        scores = state.scores()
        low = min(scores)
        share = 1.0 / scores.count(low)
        for seat, tier in enumerate(tiers):
            acc = out.setdefault(tier, [0.0, 0.0, 0])
            acc[0] += share if scores[seat] == low else 0.0
            acc[1] += scores[seat]
            acc[2] += 1
    return {t: (a[0], a[1], int(a[2])) for t, a in out.items()}


def mean_ci(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """The mean of `values` and its 95% interval (normal, over the values)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, (mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, (mean - half, mean + half)


class RunningMean:
    """mean_ci of values seen one at a time, kept in three numbers (Welford's method): a
    tournament's figures in memory that does not grow with its deals."""

    def __init__(self) -> None:
        self.n = 0
        self.mean = 0.0
        self.squares = 0.0  # the sum of squared distances from the mean

    def add(self, value: float) -> None:
        self.n += 1
        step = value - self.mean
        self.mean += step / self.n
        self.squares += step * (value - self.mean)

    def mean_ci(self) -> tuple[float, tuple[float, float]]:
        """As mean_ci of every value added."""
        if self.n < 2:
            return self.mean, (self.mean, self.mean)
        half = 1.96 * math.sqrt(self.squares / (self.n - 1) / self.n)
        return self.mean, (self.mean - half, self.mean + half)


def summarize(setup: Setup, per_deal: Iterable[DealResult]) -> list[TierResult]:
    """Win rate and mean pips per tier, with 95% intervals over deals (a deal is one sample);
    the deals are read once, one at a time (play_deals streams them)."""
    tiers = list(dict.fromkeys(setup.tiers))
    wins = {tier: RunningMean() for tier in tiers}
    pips = {tier: RunningMean() for tier in tiers}
    for deal in per_deal:
        for tier in tiers:
            share, pip, games = deal[tier]
            wins[tier].add(share / games)
            pips[tier].add(pip / games)
    results = []
    for tier in tiers:
        win, (low, high) = wins[tier].mean_ci()
        win_ci = (max(0.0, low), min(1.0, high))  # a rate stays within 0 and 1
        mean_pips, pips_ci = pips[tier].mean_ci()
        results.append(TierResult(tier, setup.tiers.count(tier), win, win_ci, mean_pips, pips_ci))
    return results


class _Job:
    """Picklable deal runner for the worker pool."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup

    def __call__(self, deal: int) -> dict[str, tuple[float, float, int]]:
        return run_deal(self.setup, deal)


def run(setup: Setup, deals: int, workers: int = 1, progress: bool = True,
        saved: Optional[DealKeeper] = None) -> list[DealResult]:
    """Every deal's results in deal order, as a list (play_deals, for a few deals)."""
    return list(play_deals(setup, deals, workers, progress, saved))


def play_deals(setup: Setup, deals: int, workers: int = 1, progress: bool = True,
               saved: Optional[DealKeeper] = None) -> Iterator[DealResult]:
    """Every deal's results in deal order (the same whatever the number of workers), each as
    it is played: BATCH deals are handed out at a time, so memory does not grow with `deals`
    (10,000,000 deals as 100). With `saved`, deals it holds are not played again and each deal
    played is added to it."""
    job = _Job(setup)
    start = time.monotonic()
    kept = saved.done if saved is not None else {}
    already = sum(1 for k in kept if 0 <= k < deals)
    total, played, shown = deals - already, 0, -1.0
    pool = multiprocessing.get_context("fork").Pool(workers) if workers > 1 and total else None
    try:
        for first in range(0, deals, BATCH):
            batch = range(first, min(deals, first + BATCH))
            fresh = [k for k in batch if k not in kept]
            results: Iterator[DealResult] = (
                pool.imap(job, fresh, chunksize=1 if saved is not None else
                          max(1, len(fresh) // (workers * 20)))
                if pool is not None else map(job, fresh))
            for k in batch:
                if k in kept:
                    yield kept[k]
                    continue
                result = next(results)
                played += 1
                if saved is not None:
                    saved.add(k, result)
                now = time.monotonic()
                if progress and (now - shown >= 0.5 or played == total):
                    shown = now
                    _progress(played, total, now - start, already)
                yield result
    finally:
        if pool is not None:
            pool.terminate()
    if progress:
        print(file=sys.stderr)


def _progress(done: int, total: int, elapsed: float, saved: int) -> None:
    width = 30
    filled = width * done // max(1, total)
    eta = elapsed / done * (total - done) if done else 0.0
    already = f" (+{saved} saved)" if saved else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals{already} "
          f"{elapsed:6.0f}s elapsed, ~{eta:5.0f}s left", end="", file=sys.stderr, flush=True)


def format_table(results: Sequence[TierResult]) -> str:
    """The results as a plain-text table."""
    lines = [f"{'tier':<8} {'seats':>5} {'win rate':>8}  {'95% CI':<15} {'mean pips':>9}  95% CI"]
    for r in results:
        lines.append(
            f"{r.tier:<8} {r.seats:>5} {r.win_rate:8.3f}  [{r.ci95[0]:.3f}, {r.ci95[1]:.3f}]"
            f"  {r.mean_pips:9.2f}  [{r.pips_ci95[0]:.2f}, {r.pips_ci95[1]:.2f}]")
    return "\n".join(lines)


TUNE_RANGES: dict[str, tuple[float, float]] = {  # what --tune takes for each number setting
    "explore": (0, 10), "depth": (1, 10_000), "noise": (0, 100), "follow": (-100, 100),
    "shed": (0, 10), "playouts": (1, 100), "widen": (0, 100), "block": (-100, 100),
    "variety": (-100, 100), "win": (0, 1),
}


def tune_value(key: str, text: str) -> object:
    """The value of the expert's search setting `key` written as `text`; ValueError naming
    the key, what it takes and what was found (a number out of TUNE_RANGES: explore=-1 broke
    the search, playouts=1000000 took hours a deal)."""
    kinds = {f.name: type(getattr(Tuning(), f.name)) for f in fields(Tuning)}
    if key not in kinds:
        raise ValueError(f"expected one of {', '.join(kinds)}; found {_quoted(key)}")
    kind = kinds[key]
    if kind is str:
        words: dict[str, object] = {key: text}
        replace(Tuning(), **words)  # type: ignore[arg-type]  # Tuning names the words it takes
        return text
    low, high = TUNE_RANGES[key]
    what = "a whole number" if kind is int else "a number"
    number = read_number(text, low, high, whole=kind is int)  # as every option's number
    if number is None:
        raise ValueError(f"{key}: expected {what} from {low:g} to {high:g}; found "
                         f"{_quoted(text)}")
    return number


def _quoted(text: str) -> str:
    return json.dumps(text[:40]) + ("..." if len(text) > 40 else "")


def tuning_from(settings: Sequence[str]) -> Tuning:
    """The expert's settings from KEY=VALUE strings; ValueError naming a bad one."""
    changes: dict[str, object] = {}
    for setting in settings:
        key, _, value = setting.partition("=")
        changes[key] = tune_value(key, value)
    return replace(Tuning(), **changes)  # type: ignore[arg-type]
