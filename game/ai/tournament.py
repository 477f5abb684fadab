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
from typing import Callable, Optional, Protocol, Sequence, Union

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


def summarize(setup: Setup, per_deal: Sequence[dict[str, tuple[float, float, int]]]
              ) -> list[TierResult]:
    """Win rate and mean pips per tier, with 95% intervals over deals (a deal is one sample)."""
    results = []
    for tier in dict.fromkeys(setup.tiers):
        wins = [d[tier][0] / d[tier][2] for d in per_deal]
        pips = [d[tier][1] / d[tier][2] for d in per_deal]
        win, (low, high) = mean_ci(wins)
        win_ci = (max(0.0, low), min(1.0, high))  # a rate stays within 0 and 1
        mean_pips, pips_ci = mean_ci(pips)
        results.append(TierResult(tier, setup.tiers.count(tier), win, win_ci, mean_pips, pips_ci))
    return results


class _Job:
    """Picklable deal runner for the worker pool."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup

    def __call__(self, deal: int) -> dict[str, tuple[float, float, int]]:
        return run_deal(self.setup, deal)


def run(setup: Setup, deals: int, workers: int = 1, progress: bool = True,
        saved: Optional[DealKeeper] = None) -> list[dict[str, tuple[float, float, int]]]:
    """Every deal's results in deal order (the same whatever the number of workers). With
    `saved`, deals it holds are not played again and each deal played is added to it."""
    job = _Job(setup)
    start = time.monotonic()
    done = dict(saved.done) if saved is not None else {}
    todo = [k for k in range(deals) if k not in done]
    shown = [-1.0]
    played = [0]

    def finished(deal: int, result: dict[str, tuple[float, float, int]]) -> None:
        done[deal] = result
        played[0] += 1
        if saved is not None:
            saved.add(deal, result)
        now = time.monotonic()
        if progress and (now - shown[0] >= 0.5 or deal == todo[-1]):
            shown[0] = now
            _progress(played[0], len(todo), now - start, deals - len(todo))

    if workers <= 1:
        for k in todo:
            finished(k, job(k))
    elif todo:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            chunk = 1 if saved is not None else max(1, len(todo) // (workers * 20))
            for k, result in zip(todo, pool.imap(job, todo, chunksize=chunk)):
                finished(k, result)
    if progress:
        print(file=sys.stderr)
    return [done[k] for k in range(deals)]


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
