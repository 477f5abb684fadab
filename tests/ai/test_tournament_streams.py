"""A tournament's memory does not grow with its deals (issue 45: `tournament --deals 10000000`
took 400 MB before one deal was played): the deals are streamed into the figures."""
from __future__ import annotations

import itertools
import random
import tracemalloc

import pytest

from game.ai.tournament import BATCH, RunningMean, Setup, mean_ci, play_deals, run, summarize
from game.rules import RuleSet


def test_ten_million_deals_start_with_a_batch_in_memory_not_ten_million() -> None:
    setup = Setup(("easy", "easy"), RuleSet(), 1, 0.5, None)
    tracemalloc.start()
    try:
        deals = play_deals(setup, 10_000_000, progress=False)
        first = list(itertools.islice(deals, 3))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    deals.close()
    assert first == run(setup, 3, progress=False)  # the same deals as a short tournament
    assert peak < 100 * BATCH  # a batch of deal numbers (the list of 10**7 was ~400 MB)


def test_the_figures_from_a_stream_are_the_figures_from_the_list() -> None:
    setup = Setup(("easy", "medium"), RuleSet(), 2, 0.5, None)
    listed = run(setup, 6, progress=False)
    streamed = summarize(setup, play_deals(setup, 6, progress=False))
    for by_list, by_stream in zip(summarize(setup, listed), streamed):
        assert by_stream == pytest.approx(by_list)  # TierResult fields, to the last bits


def test_a_running_mean_is_the_mean_and_interval_of_its_values() -> None:
    rng = random.Random(3)
    values = [rng.random() for _ in range(1000)]
    running = RunningMean()
    for value in values:
        running.add(value)
    mean, (low, high) = running.mean_ci()
    want_mean, (want_low, want_high) = mean_ci(values)
    assert (mean, low, high) == pytest.approx((want_mean, want_low, want_high), rel=1e-12)
    one = RunningMean()
    one.add(0.25)
    assert one.mean_ci() == (0.25, (0.25, 0.25)) == mean_ci([0.25])
